/**
 * Benchmark (not a test): how much the announcements by strength (pimc.ts announceByStrength) leave to a search
 * over sampled worlds, from the announcer's own view (issue 31, point 3). Over deals drawn as in versus.ts:
 *
 * - the Schlag (the forehand, five cards seen, nothing announced): each of the nine ranks is valued over the same
 *   `worlds` sampled worlds, the dealer (an opponent, WA-4) naming the trump by strength from its own hand in
 *   each world (the two-stage choice: no world lets the dealer see the others' cards), then every hand open.
 *   Printed: the chance the rank by strength gives up against the best rank of those worlds (the most a search of
 *   the forehand's information could gain in this model), and on the true deal, the share of deals won with the
 *   rank by strength, with the best rank over the worlds, over the first 24 worlds, and with the best rank knowing
 *   every hand (the oracle's);
 * - the trump (the dealer, the Schlag named by strength): each suit over `worlds` worlds drawn alike, weighed by
 *   the Schlag (knowledge.ts worldWeight), and drawn from the worlds whose forehand would name that very Schlag by
 *   strength (the exact likelihood of a forehand that announces so); on the true deal, the share won with the suit
 *   by strength, by each set of worlds, and knowing every hand.
 *
 *   node dist/bench/watten/announcements.js schlag|trump [deals] [worlds] [seed]
 *
 * The CPU time of the solves is printed per solve (process.cpuUsage, so other processes' load does not count).
 */
import { actionArg } from '../../engine/action.js';
import type { Rank } from '../../engine/cards.js';
import { cardsOf } from '../../engine/cardset.js';
import { seededRandom } from '../../engine/random.js';
import { SCHLAG_RANKS } from '../../engine/watten/cards.js';
import { watten as G } from '../../engine/watten/index.js';
import { type Knowledge, knowledgeOf, sampleHands, worldWeight } from '../../ai/watten/knowledge.js';
import { announceByStrength, bestTrumpByStrength, firstLead } from '../../ai/watten/pimc.js';
import { sharedSolver } from '../../ai/watten/solver.js';
import { drawnDeal } from './deals.js';

const kind = process.argv[2] ?? 'schlag';
const deals = Number(process.argv[3] ?? 100);
const count = Number(process.argv[4] ?? 200);
const seed = process.argv[5] ?? `watten-${kind}`;
const solver = sharedSolver();
let solves = 0;

function worldsOf(k: Knowledge, tag: string, n: number): number[][] {
  const random = seededRandom(tag);
  const out: number[][] = [];
  while (out.length < n) {
    const hands = sampleHands(k, random);
    if (hands !== null) out.push(hands);
  }
  return out;
}

/** The share of `worlds` where `value` (a deal solved, 1 when the announcer's side wins) is 1. */
function won(worlds: readonly number[][], value: (hands: readonly number[]) => number): number {
  let sum = 0;
  for (const hands of worlds) {
    sum += value(hands);
    solves++;
  }
  return sum / worlds.length;
}

const argmax = (xs: readonly number[]): number => xs.indexOf(Math.max(...xs));
const totals: Record<string, number> = {};
const count1 = (key: string, x: number): void => {
  totals[key] = (totals[key] ?? 0) + x;
};
const start = process.cpuUsage();

for (let i = 0; i < deals; i++) {
  let s = drawnDeal(seed, i);
  const forehand = (s.dealer + 1) % 4;
  if (kind === 'schlag') {
    const v = G.view(s, forehand);
    const side = forehand % 2;
    // Nothing is announced yet: a dummy Schlag and trump read no card (as pimc.ts schlagValues).
    const worlds = worldsOf(knowledgeOf({ ...v, schlag: 0 as never, trump: 0 as never }), `${seed}/w/${i}`, count);
    const deal = (hands: readonly number[], r: number) =>
      solver.value(firstLead(hands, v.dealer, r, bestTrumpByStrength(r, hands[v.dealer]!)), side);
    const all = SCHLAG_RANKS.map((r) => won(worlds, (h) => deal(h, r)));
    const few = SCHLAG_RANKS.map((r) => won(worlds.slice(0, 24), (h) => deal(h, r)));
    const byStrength = actionArg(announceByStrength(v, G.legalActions(s)));
    count1(
      'chance given up by strength (over the worlds)',
      Math.max(...all) - all[SCHLAG_RANKS.indexOf(byStrength as Rank)]!,
    );
    const real = (r: number) => deal(s.hands, r);
    count1('true deal won: by strength', real(byStrength));
    count1(`true deal won: best over ${count} worlds`, real(SCHLAG_RANKS[argmax(all)]!));
    count1('true deal won: best over 24 worlds', real(SCHLAG_RANKS[argmax(few)]!));
    count1('true deal won: best knowing every hand', Math.max(...SCHLAG_RANKS.map(real)));
  } else {
    const byStrengthSchlag = announceByStrength(G.view(s, forehand), G.legalActions(s));
    const r = G.apply(s, forehand, byStrengthSchlag);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    const v = G.view(s, s.dealer);
    const side = s.dealer % 2;
    const k = knowledgeOf({ ...v, trump: 0 as never });
    const uniform = worldsOf(k, `${seed}/w/${i}`, count);
    const weights = uniform.map((h) => worldWeight(k, h));
    // The worlds whose forehand names this Schlag by strength: drawn alike, kept when it would.
    const exact: number[][] = [];
    const pool = worldsOf(k, `${seed}/x/${i}`, count * 40);
    const dealt = drawnDeal(seed, i);
    for (const h of pool) {
      if (exact.length >= count) break;
      const hand = cardsOf(h[forehand]!);
      if (announceByStrength({ ...G.view(dealt, forehand), hand }, G.legalActions(dealt)) === byStrengthSchlag) {
        exact.push(h);
      }
    }
    const deal = (hands: readonly number[], t: number) => solver.value(firstLead(hands, v.dealer, v.schlag!, t), side);
    const suits = [0, 1, 2, 3];
    const over = (ws: readonly number[][], wt?: readonly number[]) =>
      suits.map((t) => {
        let sum = 0;
        let z = 0;
        ws.forEach((h, j) => {
          const x = wt ? wt[j]! : 1;
          sum += x * deal(h, t);
          z += x;
          solves++;
        });
        return sum / z;
      });
    const byStrength = actionArg(announceByStrength(v, G.legalActions(s)));
    const real = (t: number) => deal(s.hands, t);
    count1('true deal won: by strength', real(byStrength));
    count1(`true deal won: best over ${count} uniform worlds`, real(argmax(over(uniform))));
    count1(`true deal won: best over ${count} weighed worlds`, real(argmax(over(uniform, weights))));
    count1(
      `true deal won: best over the worlds of that Schlag (${count} at most)`,
      exact.length > 0 ? real(argmax(over(exact))) : real(byStrength),
    );
    count1('true deal won: best knowing every hand', Math.max(...suits.map(real)));
  }
}
const cpu = process.cpuUsage(start);
console.log(`${kind}, ${deals} deals of seed ${seed}, ${count} worlds:`);
for (const [key, x] of Object.entries(totals)) console.log(`  ${key}: ${(x / deals).toFixed(3)}`);
console.log(
  `  CPU per open-cards solve from the first lead: ${((cpu.user + cpu.system) / 1000 / solves).toFixed(3)} ms`,
);
