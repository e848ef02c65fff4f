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
 * With a second player (a variant of the first, players.ts), it is asked the same decisions, on the first's
 * deals, and its card valued on the true deal too: the paired difference of the two regrets, per deal, with its
 * 95 % interval over deals, measures a change of the card play on the same positions (far less noisy than whole
 * deals, whose scores swing with every contract a card turns; it reads the open-cards value of each decision alone).
 *
 * Each player's decision times (CPU ms, p95 and max; the other's over the card decisions it was asked) close it.
 * PROGRESS=1 writes each deal's paired difference to standard error, FROM=k skips the first k deals.
 *
 *   node dist/bench/belote/diagnose.js [deals] [seed] [cardavia|contree] [player] [other]
 */
import { type Card, suitOf } from '../../engine/cards.js';
import { type BeloteRuleset, belote as G, isCardPlay, nextSeat, sideOf } from '../../engine/belote/index.js';
import { trickWinner } from '../../engine/belote/cards.js';
import { trueWorld } from '../../ai/belote/oracle.js';
import { playByWorlds, searchPlay } from '../../ai/belote/pimc.js';
import { sharedSolver } from '../../ai/belote/solver.js';
import { applied, newDeal, seededRandom } from '../../ai/belote/testing.js';
import { budgetOf } from './players.js';

const deals = Number(process.argv[2] ?? 30);
const seed = process.argv[3] ?? 'issue33';
const ruleset: BeloteRuleset = process.argv[4] === 'contree' ? 'contree' : 'cardavia';
const name = process.argv[5] ?? 'strong';
const otherName = process.argv[6];
const budget = budgetOf(name);
const other = otherName === undefined ? undefined : budgetOf(otherName);
if (budget === undefined || (otherName !== undefined && other === undefined))
  throw new Error('players: normal, strong, strong:…');

type Row = { kind: string; stage: string; side: string; regret: number; gain: number; differs: boolean };
const perDeal: number[] = [];
/** CPU ms of each decision with a choice: the player's (all of them), the other's (its card decisions). */
const times: number[][] = [[], []];
const rows: Row[] = [];
const random = seededRandom(`belote-versus/${seed}`);
/** FROM=k skips the first k deals (to extend an earlier run of the same seed), as versus.ts. */
const from = Number(process.env.FROM ?? 0);
for (let i = 0; i < from + deals; i++) {
  let s = newDeal(random, i % 4, ruleset);
  if (i < from) continue;
  for (let move = 0; G.toMove(s) !== null; move++) {
    const seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    const v = G.view(s, seat);
    const tag = `${seed}/${i}/A/${move}`;
    const t0 = process.cpuUsage();
    const action = searchPlay(v, legal, tag, budget);
    const t = process.cpuUsage(t0);
    if (legal.length > 1) times[0]!.push((t.user + t.system) / 1000);
    const cards = legal.filter(isCardPlay) as Card[];
    // A belote announced (BE-12) is followed by its card, a decision of its own.
    if (v.phase === 'play' && cards.length > 1 && isCardPlay(action)) {
      const solver = sharedSolver();
      solver.budget = Infinity;
      const values = playByWorlds(v, cards, [trueWorld(s)], null, solver)!;
      const value = values[cards.indexOf(action as Card)]!;
      // The other player's card (its belote announced: the King or Queen of trumps it says it with).
      let gain = 0;
      let differs = false;
      if (other !== undefined) {
        const u0 = process.cpuUsage();
        const a = searchPlay(v, legal, tag, other);
        const u = process.cpuUsage(u0);
        times[1]!.push((u.user + u.system) / 1000);
        const card = isCardPlay(a) ? (a as Card) : null;
        const j = card === null ? -1 : cards.indexOf(card);
        if (j >= 0 && card !== action) {
          gain = value - values[j]!;
          differs = true;
        }
      }
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
        gain,
        differs,
      });
      perDeal[i - from] = (perDeal[i - from] ?? 0) + gain;
    }
    s = applied(s, seat, action);
  }
  perDeal[i - from] ??= 0;
  if (process.env.PROGRESS) process.stderr.write(`${i + 1}: ${perDeal[i - from]!.toFixed(1)}\n`);
}
const total = rows.reduce((a, r) => a + r.regret, 0);
console.log(
  `${ruleset}, ${deals} deals (seed ${seed}), ${name} in every seat: ${rows.length} card decisions, regret ${(total / deals).toFixed(2)} points a deal`,
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
if (other !== undefined) {
  const n = perDeal.length;
  const mean = perDeal.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(perDeal.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  const differ = rows.filter((r) => r.differs);
  console.log(
    `${name} − ${otherName} on ${name}'s decisions (value on the true deal): ${mean.toFixed(2)} [${(mean - half).toFixed(2)}, ${(mean + half).toFixed(2)}] points a deal, ${differ.length} of ${rows.length} decisions differ`,
  );
  for (const key of ['kind', 'stage'] as const) {
    const groups = new Map<string, Row[]>();
    for (const r of differ) groups.set(r[key], [...(groups.get(r[key]) ?? []), r]);
    for (const [g, xs] of groups) {
      const sum = xs.reduce((a, r) => a + r.gain, 0);
      console.log(`  ${g}: ${xs.length} differ, ${(sum / n).toFixed(2)} points a deal`);
    }
  }
}
const q95 = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(0.95 * xs.length))];
console.log(`${name}: decisions' CPU ms p95 ${q95(times[0]!)?.toFixed(1)}, max ${Math.max(...times[0]!).toFixed(1)}`);
if (other !== undefined) {
  console.log(
    `${otherName} (card decisions): CPU ms p95 ${q95(times[1]!)?.toFixed(1)}, max ${Math.max(...times[1]!).toFixed(1)}`,
  );
}
