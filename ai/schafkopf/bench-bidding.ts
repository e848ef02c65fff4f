/**
 * Benchmark (not a test): the strong Schafkopf player's auction (bidding.ts's simulateBid) against the plain
 * method it must agree with (valueEveryContract: every contract valued in full, in the order of the legal bids).
 * Every bid of random auctions is decided both ways with the same seed: how often the two choose differently,
 * and the solver nodes and time each takes.
 *
 *   node dist/ai/schafkopf/bench-bidding.js [deals] [first deal]
 */
import { seededRandom, shuffle } from '../../engine/random.js';
import { schafkopf } from '../../engine/schafkopf/index.js';
import { quantile } from '../stats.js';
import { simulateBid, valueEveryContract } from './bidding.js';
import { BUDGETS } from './budgets.js';
import { resetSolverCache, takeNodeCount } from './solver.js';

const deals = Number(process.argv[2] ?? 60);
const first = Number(process.argv[3] ?? 0);
const rules = schafkopf.defaultRules;
const budget = BUDGETS.strong.bid;

const times = { full: [] as number[], auction: [] as number[] };
const nodes = { full: 0, auction: 0 };
const differing: string[] = [];
for (let d = first; d < first + deals; d++) {
  const cards = shuffle(schafkopf.pack(rules), seededRandom(`bidding/${d}`));
  let state = schafkopf.deal(schafkopf.newSession(rules, d % 4), cards);
  for (let move = 0; schafkopf.phase(state) === 'auction'; move++) {
    const seat = schafkopf.toMove(state)!;
    const legal = schafkopf.legalActions(state);
    const view = schafkopf.view(state, seat);
    const seed = `bidding/${d}/${move}`;
    // Each from an empty cache: the second would otherwise find the first one's positions solved.
    resetSolverCache();
    takeNodeCount();
    let start = performance.now();
    const a = valueEveryContract(view, legal, seed, budget);
    times.full.push(performance.now() - start);
    nodes.full += takeNodeCount();
    resetSolverCache();
    start = performance.now();
    const b = simulateBid(view, legal, seed, budget);
    times.auction.push(performance.now() - start);
    nodes.auction += takeNodeCount();
    if (a !== b) differing.push(`deal ${d} bid ${move}: ${a} / ${b}`);
    const next = schafkopf.apply(state, seat, a);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
}

function quantiles(xs: number[]): string {
  const s = [...xs].sort((x, y) => x - y);
  const q = (p: number) => quantile(s, p).toFixed(1);
  const total = xs.reduce((x, y) => x + y, 0) / 1000;
  return `median ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms, total ${total.toFixed(1)} s`;
}

const millions = (n: number) => `${(n / 1e6).toFixed(1)} M solver nodes`;
console.log(`node ${process.version}, ${times.full.length} bid decisions of ${deals} auctions (deals ${first}..)`);
console.log(`every contract valued in full: ${millions(nodes.full)}, ${quantiles(times.full)}`);
console.log(`strong's auction:              ${millions(nodes.auction)}, ${quantiles(times.auction)}`);
console.log(`decisions that differ: ${differing.length}${differing.length ? ': ' + differing.join('; ') : ''}`);
