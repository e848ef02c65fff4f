/**
 * The table seen by sides (engine/sides.ts): in a game with partnerships the score sheet, the chart and the
 * session's end speak of sides, each named after its players, because partners share one total and the
 * session's winner is a side's index, not a seat. A game without partnerships has one side per seat, and
 * everything here then gives back exactly the per-seat figures and names. Pure: the translator is a parameter.
 */
import type { Seat } from '../../../engine/action.js';
import type { Sides } from '../../../engine/game.js';
import { bySide, hasPartners, partnersOf, placeOf, sideOf, sidesOf } from '../../../engine/sides.js';
import type { Tr } from './game.js';

/** What this file needs of a game: its seats and, if it has them, its partnerships. */
export interface Seating {
  readonly seats: number;
  readonly sides?: Sides;
}

/** A side's name from its players' names, the human's own first ("You & North"). */
export function sideName(names: readonly string[], side: readonly Seat[], human: Seat): string {
  const order = side.includes(human) ? [human, ...side.filter((s) => s !== human)] : side;
  return order.map((s) => names[s]!).join(' & ');
}

/** The names of the sides, in side order: the seats' own names when every seat plays for itself. */
export const sideNames = (game: Seating, names: readonly string[], human: Seat): string[] =>
  sidesOf(game).map((side) => (side.length === 1 ? names[side[0]!]! : sideName(names, side, human)));

/** A column of the score sheet and a line of its chart. */
export interface SheetColumn {
  readonly name: string;
  /** The human plays in it (drawn stronger). */
  readonly me: boolean;
}

/** The figures of one finished deal, per seat (as the session keeps them) or per side (as the sheet shows them). */
export interface DealFigures {
  readonly scores: readonly number[];
  readonly totals: readonly number[];
}

/**
 * The score sheet by sides: one column per side, and each deal's scores and totals read once per side
 * (partners' figures are equal). Without partnerships, the seats' columns and rows as they are.
 */
export function sheetBySide<Row extends DealFigures>(
  game: Seating,
  names: readonly string[],
  rows: readonly Row[],
  human: Seat,
): { columns: SheetColumn[]; rows: Row[] } {
  const sides = sidesOf(game);
  const columns = sideNames(game, names, human).map((name, i) => ({ name, me: sides[i]!.includes(human) }));
  if (!hasPartners(game)) return { columns, rows: [...rows] };
  return {
    columns,
    rows: rows.map((r) => ({ ...r, scores: bySide(game, r.scores), totals: bySide(game, r.totals) })),
  };
}

/** The seats a panel marks as the human's partners (none without partnerships). */
export const partnerSeats = (game: Seating, human: Seat): readonly Seat[] =>
  hasPartners(game) ? partnersOf(game, human) : [];

/** A session's final standing, by side: who won (a side's index, or a seat's where each plays alone) and the totals. */
export interface Standing {
  readonly names: readonly string[];
  /** Per side. */
  readonly totals: readonly number[];
  /** The human's side. */
  readonly mine: number;
  /** The human's partners' names (none without partnerships). */
  readonly partners: readonly string[];
}

/**
 * The final totals by side, named, with the human's side: the seats' own where every seat plays alone. A
 * spectator (`human` -1, at no seat) has no side: `mine` is -1 and nobody is his partner (issue 30: his page of
 * a finished table threw here and stayed on "Loading").
 */
export function standingOf(game: Seating, names: readonly string[], totals: readonly number[], human: Seat): Standing {
  const seated = human >= 0 && human < game.seats;
  return {
    names: sideNames(game, names, human),
    totals: bySide(game, totals),
    mine: seated ? sideOf(game, human) : -1,
    partners: seated ? partnerSeats(game, human).map((s) => names[s]!) : [],
  };
}

/**
 * The headline of the session's end. `winner` is the session's: a side's index in a game with partnerships
 * (a seat's without, where each seat is its own side), 'draw', or null for an open score sheet, which the
 * highest total wins. A side of several players takes the plural.
 */
export function endHeadline(
  tr: Tr,
  list: (items: readonly string[]) => string,
  game: Seating,
  standing: Standing,
  winner: number | 'draw' | null | undefined,
): string {
  if (winner === 'draw') return tr('table:end.draw');
  const won = (side: number) => {
    if (side === standing.mine)
      return standing.partners.length > 0
        ? tr('table:end.youWinSide', { who: list(standing.partners) })
        : tr('table:end.youWin');
    return sidesOf(game)[side]!.length > 1
      ? tr('table:end.sideWins', { who: standing.names[side] })
      : tr('table:end.theyWin', { who: standing.names[side] });
  };
  if (typeof winner === 'number') return won(winner);
  const best = Math.max(...standing.totals);
  const leaders = standing.totals.flatMap((v, s) => (v === best ? [s] : []));
  if (leaders.length === 1) return won(leaders[0]!);
  const others = leaders.filter((l) => l !== standing.mine).map((l) => standing.names[l]!);
  return leaders.includes(standing.mine)
    ? tr('table:end.sharedYou', { who: list(others) })
    : tr('table:end.shared', { who: list(others) });
}

/** Who reads the end of a session ended early: its host, a friend at another seat, or a spectator. */
export interface EndReader {
  /** The reader's seat (a spectator's: -1). */
  readonly seat: Seat;
  /** The reader made the table (only he may end it early). */
  readonly owner: boolean;
  readonly spectating: boolean;
}

/**
 * The lines under the end's headline, for each reader: who ended a session ended early (the host reads "You
 * ended…", a friend at another seat the host's name, a spectator the bare fact), and the reader's own place by
 * the totals read per side (the server's `place` is the host's, so a friend's is worked out here).
 */
export function endNotes(
  tr: Tr,
  game: Seating,
  names: readonly string[],
  host: Seat,
  result: { readonly reason: 'complete' | 'ended'; readonly dealsPlayed: number; readonly totals: readonly number[] },
  reader: EndReader,
): string[] {
  const lines: string[] = [];
  const count = result.dealsPlayed;
  if (result.reason === 'ended') {
    if (reader.spectating) lines.push(tr('table:end.endedSeen', { count }));
    else if (reader.owner) lines.push(tr('table:end.ended', { count }));
    else lines.push(tr('table:end.endedBy', { count, who: names[host] }));
  }
  const sides = sidesOf(game).length;
  if (sides > 2 && !reader.spectating && reader.seat >= 0) {
    lines.push(tr('table:end.place', { place: placeOf(game, result.totals, reader.seat), count: sides }));
  }
  return lines;
}
