/**
 * Benchmark (not a test): how much open cards flatter Mariáš's declarer, the diagnosis that strong's margins
 * (`MARGINS`, `FLEK_SHARES` in ai/marias/pimc.ts) are to be fitted on. Strong plays whole deals in all three
 * seats (self-play; base ruleset unless named); at the first lead, the open-cards value of the true deal (the
 * solver on the true hands, with the fleks made) is set against the value the deal ends with at the table
 * (MA-22 … MA-26, the declarer's side's units). Prints, per game, the deals, both means and the mean of open −
 * table with its 95 % interval: what an option's open-cards value must be discounted by before it is compared
 * with another game's, where the two games' discounts differ.
 *
 *   node dist/bench/marias/calibrate.js [deals] [seed] [ruleset]
 */
import { type MariasRuleset, marias as G } from '../../engine/marias/index.js';
import { mariasBots } from '../../ai/marias/index.js';
import { positionOfState } from '../../ai/marias/position.js';
import { Solver } from '../../ai/marias/solver.js';
import { applied, newDeal, seededRandom } from '../../ai/marias/testing.js';

const deals = Number(process.argv[2] ?? 100);
const seed = process.argv[3] ?? 'marias-calibrate';
const ruleset = (process.argv[4] ?? 'cardavia') as MariasRuleset;
const random = seededRandom(`marias-calibrate/${seed}`);
const solver = new Solver();
const byGame = new Map<string, { open: number; table: number }[]>();
for (let i = 0; i < deals; i++) {
  let s = newDeal(random, i % 3, ruleset);
  let open = NaN;
  for (let move = 0; G.toMove(s) !== null; move++) {
    if (s.stage === 'play' && s.tricks.length === 0 && s.table.length === 0 && open !== open) {
      open = solver.value(positionOfState(s));
    }
    const seat = G.toMove(s)!;
    s = applied(s, seat, mariasBots.strong(G.view(s, seat), G.legalActions(s), `${seed}/${i}/${move}`));
  }
  const o = G.outcome(s)!;
  if (open !== open) continue;
  const rows = byGame.get(o.contract) ?? [];
  rows.push({ open, table: o.value });
  byGame.set(o.contract, rows);
  if (process.env.PROGRESS) process.stderr.write(`${i}: ${o.contract} ${open} ${o.value}\n`);
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
for (const [game, rows] of [...byGame].sort((a, b) => b[1].length - a[1].length)) {
  const d = rows.map((r) => r.open - r.table);
  const m = mean(d);
  const sd = Math.sqrt(d.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, d.length - 1));
  const half = (1.96 * sd) / Math.sqrt(d.length);
  console.log(
    `${game}: ${rows.length} deals, open ${mean(rows.map((r) => r.open)).toFixed(3)}, table ${mean(rows.map((r) => r.table)).toFixed(3)}, open − table ${m.toFixed(3)} [${(m - half).toFixed(3)}, ${(m + half).toFixed(3)}]`,
  );
}
