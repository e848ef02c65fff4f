/**
 * Support for the Schnapsen players' tests and benchmark (no test runner here, so the bench script may use it
 * too): random deals and positions reached through the engine, and a reference minimax through the engine's
 * own `apply`, simple enough to be obviously right.
 */
import type { Action, Seat } from '../../engine/action.js';
import { type Random, randomBelow, seededRandom, shuffle } from '../../engine/random.js';
import { type SchnapsenState, schnapsen as G, STOCK_SIZE } from '../../engine/schnapsen/index.js';

export { seededRandom };

export function newDeal(random: Random, dealer: Seat = 0): SchnapsenState {
  return G.deal(G.newSession(G.defaultRules, dealer), shuffle(G.pack(G.defaultRules), random));
}

export function play(s: SchnapsenState, action: Action): SchnapsenState {
  const r = G.apply(s, G.toMove(s)!, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Random legal actions until `stop` holds (or the deal is over). */
export function playRandomlyUntil(
  s: SchnapsenState,
  random: Random,
  stop: (s: SchnapsenState) => boolean,
): SchnapsenState {
  while (s.end === null && !stop(s)) {
    const legal = G.legalActions(s);
    s = play(s, legal[randomBelow(random, legal.length)]!);
  }
  return s;
}

/** Cards left to draw, the one under the talon included. */
export const stockLeft = (s: SchnapsenState): number => STOCK_SIZE - s.drawn;
/** Cards still to be played in the deal: both hands and, while it can be drawn, the stock. */
export const cardsLeft = (s: SchnapsenState): number =>
  s.hands.reduce((n, h) => n + popcount32(h), 0) + (s.closedBy === null ? stockLeft(s) : 0);

function popcount32(m: number): number {
  let n = 0;
  for (let x = m >>> 0; x !== 0; x &= x - 1) n++;
  return n;
}

/** The deal's net game points for `seat` once it is over (SN-14, SN-15). */
export function resultFor(s: SchnapsenState, seat: Seat): number {
  const o = G.outcome(s)!;
  return o.gamePoints[seat]! - o.gamePoints[1 - seat]!;
}

/**
 * Plain minimax through the engine: `seat` maximises `resultFor`, the other seat minimises it. The memo key
 * holds every field the rest of the deal depends on (the talon itself is fixed in the state).
 */
export function referenceValue(s: SchnapsenState, seat: Seat, memo = new Map<string, number>()): number {
  if (s.end !== null) return resultFor(s, seat);
  const key = JSON.stringify([
    s.hands,
    s.leader,
    s.led,
    s.announced,
    s.drawn,
    s.bottom,
    s.closedBy,
    s.closing,
    s.cardPoints,
    s.trickCounts,
    s.marriagePoints,
  ]);
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const mover = G.toMove(s)!;
  let best = mover === seat ? -Infinity : Infinity;
  for (const a of G.legalActions(s)) {
    const v = referenceValue(play(s, a), seat, memo);
    best = mover === seat ? Math.max(best, v) : Math.min(best, v);
  }
  memo.set(key, best);
  return best;
}

/** The reference value of each legal action for the seat to move. */
export function referenceActionValues(s: SchnapsenState): Map<Action, number> {
  const seat = G.toMove(s)!;
  const memo = new Map<string, number>();
  return new Map(G.legalActions(s).map((a) => [a, referenceValue(play(s, a), seat, memo)]));
}
