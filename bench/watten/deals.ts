/**
 * The deals of Watten's benchmarks (versus.ts, calibrate.ts, diagnose.ts): deal `i` of a seed, with a match score
 * drawn for it (each side 0 … 10 of 11), so that WA-12's cap and the match's end count, the dealer turning round
 * the table with `i`.
 */
import { randomBelow, seededRandom, shuffle } from '../../engine/random.js';
import { type WattenState, watten as G } from '../../engine/watten/index.js';

export function drawnDeal(seed: string, i: number): WattenState {
  const random = seededRandom(`${seed}/${i}`);
  const score = [randomBelow(random, 11), randomBelow(random, 11)];
  const session = { ...G.newSession(G.defaultRules, i % 4), totals: [0, 1, 2, 3].map((q) => score[q % 2]!) };
  return G.deal(session, shuffle(G.pack(G.defaultRules), random));
}
