/**
 * Benchmark (not a test): how far strong's open-cards estimate of a contract flatters it at the table (issue 33,
 * point 3: takes and bids "calibrated against real play"). Strong plays whole deals in all four seats (seed and
 * shuffles as versus.ts: dealer the shuffle's index mod 4). At each take (BE-6, BE-7) or contrée bid (BE-C2) it
 * makes, the takers' P that strong's bidding worlds promise (its own budget's worlds, weighted by the bids as it
 * draws them, each solved exactly from the first lead with the hands completed as BE-8 completes them) is kept;
 * once the deal is over, the estimate made at the bid that became the contract is set against the P the takers
 * reached at the table (their card points with the dix de der; 252 for a capot, −90 when the defenders took every
 * trick, as solver.ts counts P). Prints the mean flattery (estimate − table) with its 95 % interval, the
 * least-squares line table ≈ a + b · estimate, and the table's P and the contracts made by bands of the estimate:
 * the data from which `OPTIMISM` (pimc.ts) and the takes' margins are read.
 *
 *   node dist/bench/belote/calibrate.js [deals] [seed] [cardavia|contree]
 */
import type { Action, Seat } from '../../engine/action.js';
import type { Suit } from '../../engine/cards.js';
import { SUITS, suitOf } from '../../engine/cards.js';
import {
  type BeloteRuleset,
  type BeloteView,
  TAKE,
  belote as G,
  contractAction,
  takeSuitAction,
} from '../../engine/belote/index.js';
import { CAPOT_LEVEL } from '../../engine/belote/scoring.js';
import { BELOTE_BUDGETS, beloteBots } from '../../ai/belote/index.js';
import { knowledgeOf } from '../../ai/belote/knowledge.js';
import { pOfWorlds, worldsOf } from '../../ai/belote/pimc.js';
import { sharedSolver } from '../../ai/belote/solver.js';
import { applied, newDeal, seededRandom } from '../../ai/belote/testing.js';

const deals = Number(process.argv[2] ?? 200);
const seed = process.argv[3] ?? 'issue33';
const ruleset: BeloteRuleset = process.argv[4] === 'contree' ? 'contree' : 'cardavia';
const STRONG = BELOTE_BUDGETS.strong;

/** The suit a take or a contrée bid names, or null for any other action. */
function suitOfBid(v: BeloteView, a: Action): Suit | null {
  if (a === TAKE) return suitOf(v.turnedCard!);
  for (const s of SUITS) {
    if (takeSuitAction(s) === a) return s;
    for (let level = 0; level <= CAPOT_LEVEL; level++) if (contractAction(level, s) === a) return s;
  }
  return null;
}

/** The mean of the takers' P over strong's bidding worlds, `v.seat` taking in `suit`, each solved exactly. */
function estimate(v: BeloteView, suit: Suit, tag: string): number {
  const k = knowledgeOf(v);
  const worlds = worldsOf(k, STRONG.bidWorlds, STRONG, seededRandom(`belote-calibrate/${tag}`));
  const solver = sharedSolver();
  solver.budget = STRONG.nodeLimit * 4;
  solver.newDecision();
  const ps = pOfWorlds(v, worlds, v.seat, suit, { solver, nodes: Infinity, exact: true, passRollout: false });
  const solved = ps.filter((p) => p === p);
  return solved.length === 0 ? NaN : solved.reduce((a, b) => a + b, 0) / solved.length;
}

interface Row {
  readonly estimate: number;
  readonly table: number;
  readonly made: boolean;
  readonly level: number;
}
const rows: Row[] = [];
const random = seededRandom(`belote-versus/${seed}`);
for (let i = 0; i < deals; i++) {
  let s = newDeal(random, i % 4, ruleset);
  const estimates = new Map<Seat, number>(); // each seat's estimate at its last take or bid
  for (let move = 0; G.toMove(s) !== null; move++) {
    const seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    const v = G.view(s, seat);
    const tag = `${seed}/${i}/A/${move}`;
    const action = beloteBots.strong(v, legal, tag);
    const suit = v.phase === 'play' ? null : suitOfBid(v, action);
    if (suit !== null) estimates.set(seat, estimate(v, suit, tag));
    s = applied(s, seat, action);
  }
  const o = G.outcome(s)!;
  if (o.taker === null) continue;
  const side = o.taker % 2;
  const p = o.capot === side ? 252 : o.capot === 1 - side ? -90 : o.cardPoints[side]!;
  const e = estimates.get(o.taker);
  if (e === undefined || e !== e) continue;
  rows.push({ estimate: e, table: p, made: o.result === 'made', level: o.level });
  if (process.env.PROGRESS) process.stderr.write(`${i + 1}: estimate ${e.toFixed(1)}, table ${p}, ${o.result}\n`);
}

const n = rows.length;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const flattery = rows.map((r) => r.estimate - r.table);
const f = mean(flattery);
const sd = Math.sqrt(flattery.reduce((a, x) => a + (x - f) ** 2, 0) / Math.max(1, n - 1));
console.log(`${ruleset}, ${deals} deals (seed ${seed}), strong in every seat: ${n} contracts with an estimate`);
console.log(
  `flattery (estimate − table P): ${f.toFixed(1)} [${(f - (1.96 * sd) / Math.sqrt(n)).toFixed(1)}, ${(f + (1.96 * sd) / Math.sqrt(n)).toFixed(1)}]`,
);
const mx = mean(rows.map((r) => r.estimate));
const my = mean(rows.map((r) => r.table));
const sxy = rows.reduce((a, r) => a + (r.estimate - mx) * (r.table - my), 0);
const sxx = rows.reduce((a, r) => a + (r.estimate - mx) ** 2, 0);
const slope = sxy / sxx;
console.log(`table ≈ ${(my - slope * mx).toFixed(1)} + ${slope.toFixed(3)} · estimate`);
const bands = [-Infinity, 80, 100, 120, 140, 160, Infinity];
for (let b = 0; b + 1 < bands.length; b++) {
  const xs = rows.filter((r) => r.estimate >= bands[b]! && r.estimate < bands[b + 1]!);
  if (xs.length === 0) continue;
  console.log(
    `  estimate ${bands[b]} to ${bands[b + 1]}: ${xs.length}, mean estimate ${mean(xs.map((r) => r.estimate)).toFixed(1)}, table ${mean(xs.map((r) => r.table)).toFixed(1)}, made ${xs.filter((r) => r.made).length}`,
  );
}
