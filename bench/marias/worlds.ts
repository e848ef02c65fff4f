/**
 * Benchmark (not a test): how well a defender's worlds place the hidden cards (issue 32, point 3: worlds
 * "consistent with … the claims made"), for choosing the model of the declarer's choices and its `miss` before a
 * match is played (no solving in play, so it runs in a minute). The arena's shuffles (shuffles.ts) are played with
 * FOREHAND deciding before play in every seat (easy, or strong, whose trump card and discard search worlds) and the
 * easy player's cards. At every card decision with a choice of a defender in a trump game, each model draws its
 * worlds; a world's score is the share of the cards hidden from the seat that it puts in the hand that truly holds
 * them (the declarer's, the partner's, the talon). Prints each model's mean score, by trick, and the mean paired
 * difference from the first model with its 95 % interval (over deals).
 *
 *   node dist/bench/marias/worlds.js [deals] [seed] [easy|strong] [model …]
 *
 * A model is `candidates/miss` (budgets.ts `candidates`, `declarerMiss`): `1/1` as drawn, `8/0.1` kept from eight by
 * the declarer's choices with a miss of 0.1.
 */
import type { Seat } from '../../engine/action.js';
import { union, without } from '../../engine/cardset.js';
import { marias as G } from '../../engine/marias/index.js';
import { isTrumpGame } from '../../engine/marias/scoring.js';
import { knowledgeOf } from '../../ai/marias/knowledge.js';
import { worldsOf } from '../../ai/marias/pimc.js';
import { applied, seededRandom } from '../../ai/marias/testing.js';
import { PlacementTally, placedRight } from '../placement.js';
import { PLAYERS } from './players.js';
import { arenaShuffles } from './shuffles.js';

const deals = Number(process.argv[2] ?? 100);
const seed = process.argv[3] ?? 'issue32';
const forehand = PLAYERS[process.argv[4] ?? 'easy']!;
const models = (process.argv.length > 5 ? process.argv.slice(5) : ['1/1', '4/0.3', '8/0.1']).map((m) => {
  const [c, miss] = m.split('/');
  return { name: m, candidates: Number(c), declarerMiss: Number(miss ?? 1) };
});
const WORLDS = 16;

const tally = new PlacementTally(models, 10);
for (const { index: i, start } of arenaShuffles(seed, 'cardavia', 0, deals)) {
  let s = start;
  for (let move = 0; G.toMove(s) !== null; move++) {
    const seat: Seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    const v = G.view(s, seat);
    const trumpGame = v.contract !== null && isTrumpGame(v.contract);
    if (v.step === 'play' && trumpGame && seat !== v.declarer && legal.length > 1) {
      const k = knowledgeOf(v);
      const known = union(k.mine, union(union(k.fixed[0]!, k.fixed[1]!), union(k.fixed[2]!, k.fixed[3]!)));
      // The three hands and the talon (REST), less what the seat sees or knows.
      const truly = [...[0, 1, 2].map((q) => (q === seat ? 0 : without(s.hands[q]!, known))), without(s.talon, known)];
      tally.add(v.tricks.length, (m) => {
        const worlds = worldsOf(v, WORLDS, seededRandom(`worlds/${seed}/${i}/${move}`), m);
        const score = worlds.reduce((a, w) => a + placedRight(truly, [...w.hands, w.rest]), 0);
        return worlds.length === 0 ? 0 : score / worlds.length;
      });
    }
    const chooser = s.stage === 'play' ? PLAYERS.easy! : forehand;
    s = applied(s, seat, chooser(s, seat, legal, `${seed}/${i}/${move}`));
  }
  tally.endDeal();
}
console.log(
  `${deals} shuffles (seed ${seed}), ${process.argv[4] ?? 'easy'} before play, easy's cards: ` +
    `${tally.decisions} defenders' card decisions in trump games, ${WORLDS} worlds`,
);
for (const line of tally.report()) console.log(line);
