/**
 * A rating period (one challenge day, docs/ratings.md): a person's standing at a day's opening, the close of
 * a day (everyone who played rated at once, from the day's opening standings), and the provisional standing
 * while a day is open (the same computation on the results so far, never chained). Pure.
 */
import { type DayKey, dayAfter } from '../challenge/day.js';
import { type Game, type Opponent, PARAMS, type Rating, fieldGame, idle, ratePeriod } from './glicko2.js';
import type { RatedGame, Standing } from './store.js';

/**
 * Above this RD a standing is shown as provisional: lichess's threshold for its Glicko-2 ratings (110). A
 * newcomer is below it after about a dozen games against established opponents, and an established player
 * goes back above it after about four months away.
 */
export const PROVISIONAL_RD = 110;

const DAY_MS = 86_400_000;

/** Days from `from` to `to` (calendar days: negative when `to` is earlier). */
export const daysBetween = (from: DayKey, to: DayKey): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * A person's standing at the opening of `day`: a newcomer's without a stored standing, else the stored one
 * grown by one idle period for each day between its day and this one (docs/ratings.md: nothing is written
 * for the absent).
 */
export function openingOf(stored: Standing | undefined, day: DayKey): Rating {
  if (!stored) return PARAMS.initial;
  return idle(stored, Math.max(0, daysBetween(stored.day, day) - 1));
}

/** One finished challenge deal of a person, scored against the field (docs/challenge.md: final at the close). */
export interface FieldDeal {
  readonly player: string;
  readonly deal: number;
  /** The deal's matchpoint percentage, 0 to 100. */
  readonly percentage: number;
}

/**
 * The challenge deals as games, per person: each deal against the composite of the others who finished it,
 * at their standings at the day's opening (`fieldGame`; a field of one is no game).
 */
export function fieldGames(deals: readonly FieldDeal[], opening: (player: string) => Opponent): Map<string, Game[]> {
  // The composite of everyone but one (`composite`: mean rating, root mean square RD) from the deal's sums, so
  // that a field of thousands costs one pass rather than one per member.
  const sums = new Map<number, { n: number; rating: number; square: number }>();
  for (const d of deals) {
    const o = opening(d.player);
    const s = sums.get(d.deal) ?? { n: 0, rating: 0, square: 0 };
    sums.set(d.deal, { n: s.n + 1, rating: s.rating + o.rating, square: s.square + o.deviation ** 2 });
  }
  const games = new Map<string, Game[]>();
  for (const d of deals) {
    const s = sums.get(d.deal)!;
    const o = opening(d.player);
    const others = s.n - 1;
    const field =
      others === 0
        ? []
        : [
            {
              rating: (s.rating - o.rating) / others,
              deviation: Math.sqrt(Math.max(0, s.square - o.deviation ** 2) / others),
            },
          ];
    const game = fieldGame(d.percentage, field);
    if (game) games.set(d.player, [...(games.get(d.player) ?? []), game]);
  }
  return games;
}

/** A recorded game as Glicko-2 reads it. */
export const asGame = (g: RatedGame): Game => ({
  opponent: { rating: g.opponentRating, deviation: g.opponentDeviation },
  score: g.score,
});

/**
 * A day's close in one game: everyone with a game that day (recorded, or a challenge deal with a field) is
 * rated on all of them at once from his standing at the day's opening. Those without a game are left as
 * they are.
 */
export function rateDay(
  game: string,
  day: DayKey,
  before: ReadonlyMap<string, Standing>,
  recorded: readonly RatedGame[],
  deals: readonly FieldDeal[],
): Standing[] {
  const opening = (player: string) => openingOf(before.get(player), day);
  const games = fieldGames(deals, opening);
  for (const g of recorded) games.set(g.player, [...(games.get(g.player) ?? []), asGame(g)]);
  return [...games].map(([player, played]) => ({
    player,
    game,
    day,
    ...ratePeriod(opening(player), played),
    games: (before.get(player)?.games ?? 0) + played.length,
  }));
}

/** The day before: the last one a close at `today` rates. */
export const yesterday = (today: DayKey): DayKey => dayAfter(today, -1);
