/**
 * Benchmark (not a test): the strong Schafkopf player's auction with and without abandoning hopeless
 * contracts (ai/schafkopf/bidding.ts). Every bid of random auctions (bid by the full method) is decided both
 * ways with the same seed: how often the two choose differently, and the time each takes.
 *
 *   node dist/ai/schafkopf/bench-bidding.js [deals] [first deal]
 */
import { seededRandom, shuffle } from '../../engine/random.js';
import { schafkopf } from '../../engine/schafkopf/index.js';
import { quantile } from '../stats.js';
import { simulateBid } from './bidding.js';
import { BUDGETS } from './index.js';

const deals = Number(process.argv[2] ?? 60);
const first = Number(process.argv[3] ?? 0);
const rules = schafkopf.parseRules(undefined);
if (!rules.ok) throw new Error(rules.error);
const full = { ...BUDGETS.strong.bid, abandonHopeless: false };
const quick = BUDGETS.strong.bid;

const times = { full: [] as number[], quick: [] as number[] };
const differing: string[] = [];
for (let d = first; d < first + deals; d++) {
  const cards = shuffle(schafkopf.pack(rules.value), seededRandom(`bidding/${d}`));
  let state = schafkopf.deal(schafkopf.newSession(rules.value, d % 4), cards);
  for (let move = 0; schafkopf.phase(state) === 'auction'; move++) {
    const seat = schafkopf.toMove(state)!;
    const legal = schafkopf.legalActions(state);
    const view = schafkopf.view(state, seat);
    const seed = `bidding/${d}/${move}`;
    let start = performance.now();
    const a = simulateBid(view, legal, seed, full);
    times.full.push(performance.now() - start);
    start = performance.now();
    const b = simulateBid(view, legal, seed, quick);
    times.quick.push(performance.now() - start);
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
  return `median ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms, total ${total.toFixed(1)} s`;
}

console.log(`node ${process.version}, ${times.full.length} bid decisions of ${deals} auctions (deals ${first}..)`);
console.log(`strong, every contract solved over all its deals: ${quantiles(times.full)}`);
console.log(`strong, hopeless contracts abandoned:              ${quantiles(times.quick)}`);
console.log(`decisions that differ: ${differing.length}${differing.length ? ': ' + differing.join('; ') : ''}`);
