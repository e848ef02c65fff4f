/**
 * Helpers for Watten's AI tests and benchmarks: deals made through the engine, random play, and plain minimax
 * through the engine's own `apply` (the reference the solver is checked against).
 */
import type { Action, Seat } from '../../engine/action.js';
import { type Random, randomBelow, seededRandom, shuffle } from '../../engine/random.js';
import {
  type WattenState,
  RAISE,
  isCardPlay,
  schlagAction,
  trumpAction,
  watten as G,
} from '../../engine/watten/index.js';
import { classes } from '../../engine/watten/cards.js';
import type { OpenPosition } from './solver.js';

export { seededRandom };

/** A fresh deal of a shuffled pack, `dealer` dealing, the match score `totals` (per seat). */
export function newDeal(random: Random, dealer: Seat, totals: readonly number[] = [0, 0, 0, 0]): WattenState {
  const session = { ...G.newSession(G.defaultRules, dealer), totals };
  return G.deal(session, shuffle(G.pack(G.defaultRules), random));
}

const apply = (s: WattenState, seat: Seat, a: Action): WattenState => {
  const r = G.apply(s, seat, a);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.value;
};

/** The Schlag and the trump named (WA-4). */
export const announced = (s: WattenState, schlag: number, trump: number): WattenState =>
  apply(apply(s, (s.dealer + 1) % 4, schlagAction(schlag as never)), s.dealer, trumpAction(trump as never));

/** Random legal actions until `stop` holds or the deal ends; raises are answered with hold. */
export function playRandomlyUntil(s: WattenState, random: Random, stop: (s: WattenState) => boolean): WattenState {
  while (G.toMove(s) !== null && !stop(s)) {
    const legal = G.legalActions(s).filter((a) => a !== RAISE);
    s = apply(s, G.toMove(s)!, legal[randomBelow(random, legal.length)]!);
  }
  return s;
}

/** The solver's view of a state in play (both announcements made, no raise waiting). */
export const openPosition = (s: WattenState): OpenPosition => ({
  classes: classes(s.schlag as never, s.trump as never),
  hands: s.hands,
  table: s.table,
  leader: s.leader,
  sideTricks: s.sideTricks,
});

/** Plain minimax through the engine, cards only: 1 when `side` takes three tricks first, else 0. */
export function referenceValue(s: WattenState, side: number): number {
  const seat = G.toMove(s);
  if (seat === null) return s.sideTricks[side]! >= 3 ? 1 : 0;
  const values = G.legalActions(s)
    .filter(isCardPlay)
    .map((a) => referenceValue(apply(s, seat, a), side));
  return seat % 2 === side ? Math.max(...values) : Math.min(...values);
}

/** The reference value of each card the seat on turn may play. */
export function referenceCardValues(s: WattenState, side: number): Map<Action, number> {
  const seat = G.toMove(s)!;
  return new Map(
    G.legalActions(s)
      .filter(isCardPlay)
      .map((a) => [a, referenceValue(apply(s, seat, a), side)]),
  );
}
