/**
 * Benchmark (not a test): how well the worlds a searching player draws place the hidden cards (issue 33, point 3:
 * worlds "weighted by the taking and bidding"), for choosing the bids' model and its parameters before a match is
 * played (no solving here, so it runs in seconds). The easy player plays whole deals in all four seats (it bids as
 * every Cardavia level does; seed and shuffles as versus.ts). At every card decision with a choice, the seat's
 * knowledge is taken (knowledge.ts) and each model draws its worlds; a world's score is the share of the cards
 * hidden from the seat (not its own, not played, not known: the turned card, the belote, declarations) that it
 * puts in the hand that truly holds them. Prints each model's mean score over the decisions, by trick, and the
 * mean paired difference from the first model with its 95 % interval (over deals).
 *
 *   node dist/bench/belote/worlds.js [deals] [seed] [cardavia|contree] [model …]
 *
 * A model is `candidates/ruleMiss` (budgets.ts): `1/0` as drawn, `3/0` the hand-set logistic of the bids kept from
 * three, `8/0.05` the easy player's rules with a miss of 0.05 kept from eight.
 */
import type { Seat } from '../../engine/action.js';
import { union, without } from '../../engine/cardset.js';
import { type BeloteRuleset, belote as G } from '../../engine/belote/index.js';
import { beloteBots } from '../../ai/belote/index.js';
import { knowledgeOf } from '../../ai/belote/knowledge.js';
import { worldsOf } from '../../ai/belote/pimc.js';
import { applied, newDeal, seededRandom } from '../../ai/belote/testing.js';
import { PlacementTally, placedRight } from '../placement.js';

const deals = Number(process.argv[2] ?? 100);
const seed = process.argv[3] ?? 'issue33';
const ruleset: BeloteRuleset = process.argv[4] === 'contree' ? 'contree' : 'cardavia';
const models = (process.argv.length > 5 ? process.argv.slice(5) : ['1/0', '3/0', '8/0.05']).map((m) => {
  const [c, miss] = m.split('/');
  return { name: m, candidates: Number(c), miss: Number(miss ?? 0) };
});
const WORLDS = 20;

const tally = new PlacementTally(models, 8);
const random = seededRandom(`belote-versus/${seed}`);
for (let i = 0; i < deals; i++) {
  let s = newDeal(random, i % 4, ruleset);
  for (let move = 0; G.toMove(s) !== null; move++) {
    const seat: Seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    const v = G.view(s, seat);
    if (v.phase === 'play' && legal.length > 1 && s.hands.some((h, q) => q !== seat && h !== 0)) {
      const k = knowledgeOf(v);
      const known = union(k.mine, union(union(k.fixed[0]!, k.fixed[1]!), union(k.fixed[2]!, k.fixed[3]!)));
      const truly = [0, 1, 2, 3].map((q) => (q === seat ? 0 : without(s.hands[q]!, known)));
      tally.add(v.tricks.length, (m) => {
        const model = { candidates: m.candidates, ruleMiss: m.miss, ruleCandidates: m.candidates, ruleClassic: true };
        const worlds = worldsOf(k, WORLDS, model, seededRandom(`worlds/${seed}/${i}/${move}`));
        const score = worlds.reduce((a, w) => a + placedRight(truly, w.hands), 0);
        return worlds.length === 0 ? 0 : score / worlds.length;
      });
    }
    s = applied(s, seat, beloteBots.easy(v, legal, `${seed}/${i}/${move}`));
  }
  tally.endDeal();
}
console.log(
  `${ruleset}, ${deals} deals (seed ${seed}), easy in every seat: ${tally.decisions} card decisions, ${WORLDS} worlds`,
);
for (const line of tally.report()) console.log(line);
