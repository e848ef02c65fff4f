/**
 * The games a finished session gives its people (docs/ratings.md, "What counts as a game"): each person
 * against each other side of the table, as a composite of its seats (`sideGames`), people at their standing
 * at the day's opening and AI levels at their fixed ratings, scored 1, ½ or 0 by the sides' totals. Pure.
 */
import type { Seat } from '../../engine/action.js';
import { type HasSides, bySide, sideOf, sidesOf } from '../../engine/sides.js';
import { type Opponent, scoresFromTotals, sideGames } from './glicko2.js';

/** Who held a seat at the end: a person, or an AI level at its fixed rating. */
export type Holder = { readonly player: string } | { readonly level: Opponent };

/** One person's game of a session: against opposing side `side`. */
export interface SessionGame {
  readonly player: string;
  readonly side: number;
  readonly opponent: Opponent;
  readonly score: number;
}

/**
 * Each person's games: one per opposing side. `holders[seat]` is the seat's holder, `standing(player)` a
 * person's standing at the day's opening, and `totals` the session's totals as the game keeps them (per seat,
 * or per side: `bySide` reads either).
 */
export function sessionGames(
  game: HasSides,
  holders: readonly Holder[],
  totals: readonly number[],
  standing: (player: string) => Opponent,
): SessionGame[] {
  const sides = sidesOf(game);
  const members = sides.map((seats) =>
    seats.map((seat) => {
      const h = holders[seat]!;
      return 'player' in h ? standing(h.player) : h.level;
    }),
  );
  const scores = scoresFromTotals(bySide(game, totals));
  return holders.flatMap((h, seat: Seat) => {
    if (!('player' in h)) return [];
    const side = sideOf(game, seat);
    const opposing = sides.map((_, j) => j).filter((j) => j !== side);
    return sideGames(members, scores, side, sides[side]!.indexOf(seat)).map((g, k) => ({
      player: h.player,
      side: opposing[k]!,
      opponent: g.opponent,
      score: g.score,
    }));
  });
}
