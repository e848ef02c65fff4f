/**
 * What `GET /api/me/ratings` answers (docs/ratings.md, "What the site shows"): per game the person was rated in
 * (or has played in today), the standing and its history. Only types: the server computes, the site shows.
 */

/** One rated day: the standing at its close. */
export interface RatingPoint {
  readonly day: string;
  readonly rating: number;
  readonly rd: number;
}

/** A person's standing in one game. */
export interface GameRating {
  readonly rating: number;
  readonly rd: number;
  /** The RD is above the threshold (PROVISIONAL_RD, server/ratings/period.ts): the rating is a first guess still. */
  readonly provisional: boolean;
  /** Games rated, today's included. */
  readonly games: number;
  /** Of them, today's: the standing counts them as the day's results so far, final at the day's close. */
  readonly today: number;
  /** One point per rated day, oldest first. */
  readonly history: readonly RatingPoint[];
}

/** Per game id. */
export type PlayerRatings = Readonly<Record<string, GameRating>>;
