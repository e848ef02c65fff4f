/**
 * Sides: who plays with whom (RULES.md WA-2, BE-2). A game declares its partnerships (`sides` of its
 * definition); one without plays every seat for itself, each seat a side of one. Every layer asks here,
 * never the game's id: the score sheet and the chart show a side's total once, the arena and the statistics
 * credit a side's result to both partners, and a seat's view never holds its partner's hand (the game's
 * `view` is per seat; the property tests of a game with sides check it).
 */
import type { Seat } from './action.js';
import type { Sides } from './game.js';

/** What sides.ts needs of a game. */
export interface HasSides {
  readonly seats: number;
  readonly sides?: Sides;
}

/** The sides of a game: its partnerships, or one side per seat. */
export const sidesOf = (game: HasSides): Sides => game.sides ?? Array.from({ length: game.seats }, (_, seat) => [seat]);

/** Whether the game is played in partnerships. */
export const hasPartners = (game: HasSides): boolean => sidesOf(game).some((side) => side.length > 1);

/** The index of a seat's side. */
export function sideOf(game: HasSides, seat: Seat): number {
  const i = sidesOf(game).findIndex((side) => side.includes(seat));
  if (i < 0) throw new RangeError(`seat ${seat} is on no side`);
  return i;
}

/** The seat's partners (empty without partnerships). */
export const partnersOf = (game: HasSides, seat: Seat): Seat[] =>
  sidesOf(game)[sideOf(game, seat)]!.filter((s) => s !== seat);

/**
 * Figures (totals, scores) read per side. Given per seat, a side's figure is its first seat's (partners share
 * it); a partnership game may keep them per side already (one per side, as Belote's session totals are, BE-2),
 * and those are read as they are.
 */
export function bySide(game: HasSides, figures: readonly number[]): number[] {
  const sides = sidesOf(game);
  if (figures.length === sides.length && figures.length !== game.seats) return [...figures];
  return sides.map((side) => figures[side[0]!]!);
}

/** A seat's figure (its total, its score), from figures given per seat or per side: its side's. */
export const seatFigure = (game: HasSides, figures: readonly number[], seat: Seat): number =>
  bySide(game, figures)[sideOf(game, seat)]!;

/**
 * A seat's place by the totals read per side: 1 + the sides ahead of its own (ties share the better place), so
 * partners share a place and a game of two sides has places 1 and 2 only.
 */
export function placeOf(game: HasSides, perSeat: readonly number[], seat: Seat): number {
  const totals = bySide(game, perSeat);
  const mine = totals[sideOf(game, seat)]!;
  return 1 + totals.filter((t) => t > mine).length;
}

/** Whether the sides of a game are well formed: every seat on exactly one side. */
export function sidesValid(game: HasSides): boolean {
  const seats = sidesOf(game).flat();
  return (
    seats.length === game.seats && new Set(seats).size === game.seats && seats.every((s) => s >= 0 && s < game.seats)
  );
}
