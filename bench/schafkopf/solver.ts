/**
 * Benchmark (not a test) of the open-cards Schafkopf solver, on one core: random full deals (a seeded
 * shuffle, 8 cards each), a random contract among Rufer (a legal call), Solo and Wenz, all hands open,
 * solved from the first lead. Prints median, p90 and max time and search nodes per query type:
 * - thresholds: reaches 61, reaches 91, reaches 31 (defenders at 90) in a row, one shared cache;
 * - exact: solvePoints from an empty cache;
 * - schwarz: winsAllTricks for the declarer's side, then for the defenders.
 * The cache is emptied before each deal (outside the timing).
 *
 *   npx tsc -p tsconfig.json && node dist/bench/schafkopf/solver.js [deals] [seed]
 */
import { randomBelow, seededRandom, shuffle } from '../../engine/random.js';
import { type Mask, add, has } from '../../engine/cardset.js';
import { BIDS, CONTRACTS, type ContractKind, PASS, bidRefusal, calledAceOf } from '../../engine/schafkopf/index.js';
import { quantile } from '../../ai/stats.js';
import {
  type OpenPosition,
  reaches,
  resetSolverCache,
  solvePoints,
  takeNodeCount,
  winsAllTricks,
} from '../../ai/schafkopf/solver.js';

const deals = Number(process.argv[2] ?? 300);
const seed = process.argv[3] ?? 'solver-bench';

/** The bids of a kind that this hand may make (SK-9, SK-11), in the engine's order. */
const legalBids = (hand: Mask, kind: ContractKind): number[] =>
  BIDS.flatMap((b, i) => (b.kind === kind && bidRefusal(hand, PASS, i) === null ? [i] : []));

/** A random deal and contract: the declarer is a random seat, seat 0 leads. */
function randomPosition(random: ReturnType<typeof seededRandom>): { pos: OpenPosition; kind: ContractKind } {
  for (;;) {
    const cards = shuffle(
      Array.from({ length: 32 }, (_, i) => i),
      random,
    );
    const hands = [0, 0, 0, 0];
    for (let i = 0; i < 32; i++) hands[i >> 3] = add(hands[i >> 3]!, cards[i]!);
    const declarer = randomBelow(random, 4);
    const hand = hands[declarer]!;
    // The kind first (one third each), then one of its legal bids for this hand; else a new deal.
    const kind = (['rufer', 'solo', 'wenz'] as const)[randomBelow(random, 3)]!;
    const bids = legalBids(hand, kind);
    if (bids.length === 0) continue;
    const bid = kind === 'wenz' ? bids[0]! : bids[randomBelow(random, bids.length)]!;
    const calledAce = calledAceOf(bid);
    let declarerSide = 1 << declarer;
    if (calledAce >= 0) declarerSide |= 1 << hands.findIndex((h) => has(h, calledAce));
    const pos: OpenPosition = {
      contract: CONTRACTS[bid]!,
      hands,
      leader: 0,
      table: [],
      declarerSide,
      calledAce,
      calledSuitLed: false,
    };
    return { pos, kind };
  }
}

interface Series {
  readonly ms: number[];
  readonly nodes: number[];
}
const series = (): Series => ({ ms: [], nodes: [] });

function timed<T>(s: Series, f: () => T): T {
  takeNodeCount();
  const t0 = process.hrtime.bigint();
  const result = f();
  s.ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  s.nodes.push(takeNodeCount());
  return result;
}

function report(label: string, s: Series): void {
  const f = (x: number): string => x.toFixed(3).padStart(9);
  const n = (x: number): string => String(Math.round(x)).padStart(9);
  const ms = [...s.ms].sort((a, b) => a - b);
  const nodes = [...s.nodes].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(26)} ms median ${f(quantile(ms, 0.5))} p90 ${f(quantile(ms, 0.9))} max ${f(quantile(ms, 1))}` +
      `   nodes median ${n(quantile(nodes, 0.5))} p90 ${n(quantile(nodes, 0.9))} max ${n(quantile(nodes, 1))}`,
  );
}

// Warm-up (JIT), on other deals.
{
  const random = seededRandom(`${seed}/warm-up`);
  for (let i = 0; i < 30; i++) {
    const { pos } = randomPosition(random);
    resetSolverCache();
    reaches(pos, 61);
    solvePoints(pos);
  }
}

const wallStart = process.hrtime.bigint();
const cpuStart = process.cpuUsage();
const random = seededRandom(seed);
const thresholds = series();
const exact = series();
const schwarz = series();
const byKind = new Map<string, { thresholds: Series; exact: Series }>();
let wins = 0;
for (let i = 0; i < deals; i++) {
  const { pos, kind } = randomPosition(random);
  if (!byKind.has(kind)) byKind.set(kind, { thresholds: series(), exact: series() });
  const k = byKind.get(kind)!;
  resetSolverCache();
  const answers = timed(thresholds, () => [reaches(pos, 61), reaches(pos, 91), reaches(pos, 31)]);
  k.thresholds.ms.push(thresholds.ms[thresholds.ms.length - 1]!);
  k.thresholds.nodes.push(thresholds.nodes[thresholds.nodes.length - 1]!);
  resetSolverCache();
  const points = timed(exact, () => solvePoints(pos));
  k.exact.ms.push(exact.ms[exact.ms.length - 1]!);
  k.exact.nodes.push(exact.nodes[exact.nodes.length - 1]!);
  if (answers[0] !== points >= 61 || answers[1] !== points >= 91 || answers[2] !== points >= 31) {
    throw new Error(`deal ${i}: thresholds ${answers.join(',')} disagree with exact ${points}`);
  }
  if (points >= 61) wins++;
  resetSolverCache();
  timed(schwarz, () => [winsAllTricks(pos, 'declarer'), winsAllTricks(pos, 'defenders')]);
}

console.log(`open-cards Schafkopf solver: ${deals} random deals (seed ${JSON.stringify(seed)}), full 8 tricks`);
report('thresholds 61+91+31', thresholds);
report('exact solvePoints', exact);
report('schwarz (both sides)', schwarz);
for (const [kind, s] of [...byKind].sort((a, b) => a[0].localeCompare(b[0]))) {
  report(`  ${kind} thresholds (${s.thresholds.ms.length})`, s.thresholds);
  report(`  ${kind} exact`, s.exact);
}
console.log(`declarer side reaches 61 in ${wins} of ${deals} deals`);
const wall = Number(process.hrtime.bigint() - wallStart) / 1e9;
const cpu = process.cpuUsage(cpuStart).user / 1e6;
console.log(`whole run: ${wall.toFixed(1)} s wall, ${cpu.toFixed(1)} s user CPU (far apart: a busy machine)`);
