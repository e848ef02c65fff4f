/**
 * Test support for the Bohemian Schneider players (no test runner here, so the benchmark bench/bohemian-schneider/bots.ts may use
 * it too): every rules combination, random positions reached through the engine, and a reference minimax
 * that is simple enough to be obviously right.
 */
import type { Action, Seat } from '../../engine/action.js';
import {
  SCHNEIDER_RULESETS,
  SCHNEIDER_VARIANTS,
  type SchneiderRules,
  type SchneiderState,
  bohemianSchneider as G,
} from '../../engine/bohemian-schneider/index.js';
import { popcount } from '../../engine/cardset.js';
import { type Random, randomBelow, seededRandom, shuffle } from '../../engine/random.js';

/** The 32 rules combinations: both rulesets times every subset of the four variants. */
export function allRules(): SchneiderRules[] {
  const out: SchneiderRules[] = [];
  for (const ruleset of SCHNEIDER_RULESETS) {
    for (let m = 0; m < 16; m++) {
      const variants = SCHNEIDER_VARIANTS.filter((_, i) => (m >> i) & 1);
      const parsed = G.parseRules({ ruleset, variants });
      if (!parsed.ok) throw new Error(parsed.error);
      out.push(parsed.value);
    }
  }
  return out;
}

export const rulesName = (r: SchneiderRules): string => [r.ruleset, ...r.variants].join('+');

export function newDeal(rules: SchneiderRules, random: Random, dealer: Seat = 0): SchneiderState {
  return G.deal(G.newSession(rules, dealer), shuffle(G.pack(rules), random));
}

export function play(s: SchneiderState, action: Action): SchneiderState {
  const r = G.apply(s, G.toMove(s)!, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Random legal plays until `stop` holds (or the deal is over). */
export function playRandomlyUntil(
  s: SchneiderState,
  random: Random,
  stop: (s: SchneiderState) => boolean,
): SchneiderState {
  while (!s.over && !stop(s)) {
    const legal = G.legalActions(s);
    s = play(s, legal[randomBelow(random, legal.length)]!);
  }
  return s;
}

export const talonLeft = (s: SchneiderState): number => s.talon.length - s.drawn;

/**
 * The deal's result for `seat` once it is over, as one number ordered like the objective: 100 times the
 * game points (its own minus the opponent's), plus the honour difference.
 */
export function resultFor(s: SchneiderState, seat: Seat): number {
  const o = G.outcome(s)!;
  return 100 * (o.gamePoints[seat]! - o.gamePoints[1 - seat]!) + (o.honours[seat]! - o.honours[1 - seat]!);
}

/**
 * Plain minimax through the engine's own `apply`: `seat` maximises `resultFor`, the other seat minimises
 * it. The memo key holds everything the rest of the deal depends on: hands, leader, card on the table,
 * talon position and the honours taken so far (the talon itself is fixed in the state).
 */
export function referenceValue(s: SchneiderState, seat: Seat, memo = new Map<string, number>()): number {
  if (s.over) return resultFor(s, seat);
  const honours = s.table.honours;
  const key = `${s.hands[0]},${s.hands[1]},${s.leader},${s.led},${s.drawn},${popcount(s.piles[0]! & honours)},${popcount(s.piles[1]! & honours)}`;
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
export function referenceMoveValues(s: SchneiderState): Map<Action, number> {
  const seat = G.toMove(s)!;
  const memo = new Map<string, number>();
  return new Map(G.legalActions(s).map((a) => [a, referenceValue(play(s, a), seat, memo)]));
}

export { seededRandom };
