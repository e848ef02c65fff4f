/**
 * Benchmark (not a test): where strong's card play loses against open cards (issue 33, point 3: strong with the
 * oracle's card play recovers most of the oracle's margin). Strong plays whole deals in all four seats (seed and
 * shuffles as versus.ts). At each of its card decisions with a choice, every legal card is valued on the true
 * deal (the oracle's values: the deal's score difference for the seat's side with all hands open, pimc.ts
 * playByWorlds over the one true world); the decision's regret is the best card's value less that of strong's
 * card (a belote announced is left out: the card that follows it is a decision of its own). Prints the decisions, mean regret and share of all regret by kind (a lead; following while the partner
 * holds the trick; following the led suit while the other side holds it; trumping or discarding, void in the led
 * suit, while the other side holds it), by stage (tricks 1-2, 3-5, 6-8) and by side (takers, defenders).
 *
 *   node dist/bench/belote/diagnose.js [deals] [seed] [cardavia|contree] [player]
 */
import { type Card, suitOf } from '../../engine/cards.js';
import { type BeloteRuleset, belote as G, isCardPlay, nextSeat, sideOf } from '../../engine/belote/index.js';
import { trickWinner } from '../../engine/belote/cards.js';
import { beloteBots } from '../../ai/belote/index.js';
import { trueWorld } from '../../ai/belote/oracle.js';
import { playByWorlds } from '../../ai/belote/pimc.js';
import { sharedSolver } from '../../ai/belote/solver.js';
import { applied, newDeal, seededRandom } from '../../ai/belote/testing.js';

const deals = Number(process.argv[2] ?? 30);
const seed = process.argv[3] ?? 'issue33';
const ruleset: BeloteRuleset = process.argv[4] === 'contree' ? 'contree' : 'cardavia';
const level = (process.argv[5] ?? 'strong') as 'normal' | 'strong';

type Row = { kind: string; stage: string; side: string; regret: number };
const rows: Row[] = [];
const random = seededRandom(`belote-versus/${seed}`);
for (let i = 0; i < deals; i++) {
  let s = newDeal(random, i % 4, ruleset);
  for (let move = 0; G.toMove(s) !== null; move++) {
    const seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    const v = G.view(s, seat);
    const action = beloteBots[level](v, legal, `${seed}/${i}/A/${move}`);
    const cards = legal.filter(isCardPlay) as Card[];
    // A belote announced (BE-12) is followed by its card, a decision of its own.
    if (v.phase === 'play' && cards.length > 1 && isCardPlay(action)) {
      const solver = sharedSolver();
      solver.budget = Infinity;
      const values = playByWorlds(v, cards, [trueWorld(s)], null, solver)!;
      const value = values[cards.indexOf(action as Card)]!;
      const table = v.trick.cards;
      let kind = 'lead';
      if (table.length > 0) {
        const winner = nextSeat(v.trick.leader, trickWinner(v.trump!, table));
        const led = suitOf(table[0]!);
        if (sideOf(winner) === sideOf(seat)) kind = 'partner holds';
        else if (v.hand.some((c) => suitOf(c) === led)) kind = 'follow, other side holds';
        else kind = 'void, other side holds';
      }
      const t = v.tricks.length;
      rows.push({
        kind,
        stage: t < 2 ? 'tricks 1-2' : t < 5 ? 'tricks 3-5' : 'tricks 6-8',
        side: sideOf(seat) === sideOf(v.taker!) ? 'takers' : 'defenders',
        regret: Math.max(...values) - value,
      });
    }
    s = applied(s, seat, action);
  }
  if (process.env.PROGRESS) process.stderr.write(`${i + 1}\n`);
}
const total = rows.reduce((a, r) => a + r.regret, 0);
console.log(
  `${ruleset}, ${deals} deals (seed ${seed}), ${level} in every seat: ${rows.length} card decisions, regret ${(total / deals).toFixed(2)} points a deal`,
);
for (const key of ['kind', 'stage', 'side'] as const) {
  const groups = new Map<string, Row[]>();
  for (const r of rows) groups.set(r[key], [...(groups.get(r[key]) ?? []), r]);
  for (const [name, xs] of groups) {
    const sum = xs.reduce((a, r) => a + r.regret, 0);
    const wrong = xs.filter((r) => r.regret > 0.5).length;
    console.log(
      `  ${name}: ${xs.length} decisions, ${wrong} not best, mean regret ${(sum / xs.length).toFixed(2)}, share ${((100 * sum) / total).toFixed(0)} %`,
    );
  }
}
