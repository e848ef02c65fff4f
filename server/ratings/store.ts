/**
 * Where the ratings live (docs/ratings.md, "Storage"): each person's standing per game as of the last day
 * rated, the games of the days not yet rated (kept afterwards too, as the record of what was rated), one
 * history point per rated day, and which days are closed. In the embedded SQLite file (its tables made here
 * when the store opens) or in PostgreSQL (pg.ts, server/migrations/004-ratings.sql).
 *
 * A day is closed once per game, whatever the number of instances: the close claims the day's row of
 * `rating_periods` (its key refuses a second claim) in the same transaction that writes the new standings, so
 * a second close of the same day, here or on another instance, finds it claimed and changes nothing. Games are
 * added only to a day that is not closed, under the same claim, so none is added to a day already rated.
 */
import type Database from 'better-sqlite3';
import type { DayKey } from '../challenge/day.js';

/** A person's standing in one game as of the close of `day`, the last day he was rated on. */
export interface Standing {
  readonly player: string;
  readonly game: string;
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  readonly day: DayKey;
  /** How many games his standing was rated on, over all days. */
  readonly games: number;
}

/** One game of a person's day, against an opponent fixed when it was recorded (his standing at the day's opening). */
export interface RatedGame {
  readonly game: string;
  readonly day: DayKey;
  readonly player: string;
  /** What the game was (`<table>/<side>`): the key that refuses recording the same game twice. */
  readonly source: string;
  readonly opponentRating: number;
  readonly opponentDeviation: number;
  readonly score: number;
}

/** One rated day of a person's history. */
export interface HistoryPoint {
  readonly game: string;
  readonly day: DayKey;
  readonly rating: number;
  readonly deviation: number;
}

/**
 * The new standings of a day's close, from the standings before it (of everyone in `players` and everyone
 * with a game that day) and the day's recorded games. Pure, and called inside the close's transaction.
 */
export type RateDay = (before: ReadonlyMap<string, Standing>, games: readonly RatedGame[]) => readonly Standing[];

export interface RatingsStore {
  /** The standings of these people in one game (those never rated are absent). */
  standings(game: string, players: readonly string[]): Promise<Standing[]>;
  /** A person's standings in every game he was rated in. */
  standingsOf(player: string): Promise<Standing[]>;
  /** A person's rated days, oldest first. */
  historyOf(player: string): Promise<HistoryPoint[]>;
  /** A person's recorded games of one day (the open day's, for the provisional standing). */
  gamesOf(player: string, day: DayKey): Promise<RatedGame[]>;
  /** The last day closed in a game, or null before the first close. */
  lastClosed(game: string): Promise<DayKey | null>;
  /** The days before `before` that hold games of `game` and are not closed, oldest first. */
  unclosedDays(game: string, before: DayKey): Promise<DayKey[]>;
  /**
   * Records games of one game and day, all or none; a game already recorded (same player and source) is
   * ignored. False, and nothing recorded, when the day is closed already.
   */
  addGames(game: string, day: DayKey, games: readonly RatedGame[]): Promise<boolean>;
  /**
   * Closes a day of a game: claims it, rates it (`rate`) and writes the new standings and their history
   * points, in one transaction. False, and nothing changed, when it was closed already (here or elsewhere).
   */
  close(game: string, day: DayKey, players: readonly string[], rate: RateDay, at: number): Promise<boolean>;
}

/** The embedded file's tables (PostgreSQL's are in server/migrations/004-ratings.sql). */
const SQLITE_SCHEMA = `
CREATE TABLE IF NOT EXISTS rating_standings (
  player TEXT NOT NULL,
  game TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  volatility REAL NOT NULL,
  day TEXT NOT NULL,
  games INTEGER NOT NULL,
  PRIMARY KEY (player, game)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS rating_games (
  game TEXT NOT NULL,
  day TEXT NOT NULL,
  player TEXT NOT NULL,
  source TEXT NOT NULL,
  opponent_rating REAL NOT NULL,
  opponent_deviation REAL NOT NULL,
  score REAL NOT NULL,
  PRIMARY KEY (game, day, player, source)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS rating_games_by_player ON rating_games (player, day);
CREATE TABLE IF NOT EXISTS rating_history (
  player TEXT NOT NULL,
  game TEXT NOT NULL,
  day TEXT NOT NULL,
  rating REAL NOT NULL,
  deviation REAL NOT NULL,
  PRIMARY KEY (player, game, day)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS rating_periods (
  game TEXT NOT NULL,
  day TEXT NOT NULL,
  closed_at INTEGER NOT NULL,
  PRIMARY KEY (game, day)
) WITHOUT ROWID;
`;

/** The columns of a standing, a game and a history point, named as the rows' fields. */
export const STANDING = 'player, game, rating, deviation, volatility, day, games';
export const GAME = `game, day, player, source, opponent_rating AS "opponentRating",
  opponent_deviation AS "opponentDeviation", score`;
export const HISTORY = 'game, day, rating, deviation';

export class SqliteRatings implements RatingsStore {
  constructor(private readonly db: Database.Database) {
    db.exec(SQLITE_SCHEMA);
  }

  async standings(game: string, players: readonly string[]): Promise<Standing[]> {
    return this.standingsSync(game, players);
  }

  private standingsSync(game: string, players: readonly string[]): Standing[] {
    if (players.length === 0) return [];
    const marks = players.map(() => '?').join(', ');
    return this.db
      .prepare(`SELECT ${STANDING} FROM rating_standings WHERE game = ? AND player IN (${marks})`)
      .all(game, ...players) as Standing[];
  }

  async standingsOf(player: string): Promise<Standing[]> {
    return this.db
      .prepare(`SELECT ${STANDING} FROM rating_standings WHERE player = ? ORDER BY game`)
      .all(player) as Standing[];
  }

  async historyOf(player: string): Promise<HistoryPoint[]> {
    return this.db
      .prepare(`SELECT ${HISTORY} FROM rating_history WHERE player = ? ORDER BY game, day`)
      .all(player) as HistoryPoint[];
  }

  async gamesOf(player: string, day: DayKey): Promise<RatedGame[]> {
    return this.db
      .prepare(`SELECT ${GAME} FROM rating_games WHERE player = ? AND day = ? ORDER BY game, source`)
      .all(player, day) as RatedGame[];
  }

  async lastClosed(game: string): Promise<DayKey | null> {
    return (
      (this.db.prepare('SELECT MAX(day) FROM rating_periods WHERE game = ?').pluck().get(game) as string | null) ?? null
    );
  }

  async unclosedDays(game: string, before: DayKey): Promise<DayKey[]> {
    return this.db
      .prepare(
        `SELECT DISTINCT day FROM rating_games g WHERE game = ? AND day < ?
           AND NOT EXISTS (SELECT 1 FROM rating_periods p WHERE p.game = g.game AND p.day = g.day) ORDER BY day`,
      )
      .pluck()
      .all(game, before) as DayKey[];
  }

  async addGames(game: string, day: DayKey, games: readonly RatedGame[]): Promise<boolean> {
    const insert = this.db.prepare(
      `INSERT OR IGNORE INTO rating_games (game, day, player, source, opponent_rating, opponent_deviation, score)
       VALUES (@game, @day, @player, @source, @opponentRating, @opponentDeviation, @score)`,
    );
    return this.db.transaction(() => {
      if (this.closed(game, day)) return false;
      for (const g of games) insert.run({ ...g, game, day });
      return true;
    })();
  }

  private closed(game: string, day: DayKey): boolean {
    return this.db.prepare('SELECT 1 FROM rating_periods WHERE game = ? AND day = ?').get(game, day) !== undefined;
  }

  async close(game: string, day: DayKey, players: readonly string[], rate: RateDay, at: number): Promise<boolean> {
    return this.db.transaction(() => {
      const claimed = this.db
        .prepare('INSERT OR IGNORE INTO rating_periods (game, day, closed_at) VALUES (?, ?, ?)')
        .run(game, day, at);
      if (claimed.changes === 0) return false;
      const games = this.db
        .prepare(`SELECT ${GAME} FROM rating_games WHERE game = ? AND day = ? ORDER BY player, source`)
        .all(game, day) as RatedGame[];
      const everyone = [...new Set([...players, ...games.map((g) => g.player)])];
      const before = new Map(this.standingsSync(game, everyone).map((s) => [s.player, s]));
      const upsert = this.db.prepare(
        `INSERT INTO rating_standings (${STANDING}) VALUES (@player, @game, @rating, @deviation, @volatility, @day, @games)
         ON CONFLICT (player, game) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
           volatility = excluded.volatility, day = excluded.day, games = excluded.games`,
      );
      const point = this.db.prepare(
        `INSERT OR IGNORE INTO rating_history (player, game, day, rating, deviation) VALUES (?, ?, ?, ?, ?)`,
      );
      for (const s of rate(before, games)) {
        upsert.run(s);
        point.run(s.player, s.game, s.day, s.rating, s.deviation);
      }
      return true;
    })();
  }
}
