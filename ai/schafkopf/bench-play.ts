/**
 * Benchmark (not a test): the strong Schafkopf player's card play (pimc.ts's pimcPlay) against scoring every legal
 * card in full (scoreCards, then bestCard), on the first trick of random deals, the hardest card decisions (strong
 * bids the auction). Each decision is made both ways with the same seed, each from an empty solver cache: how
 * often the two choose differently, and the solver nodes and time each takes.
 *
 *   node dist/ai/schafkopf/bench-play.js [deals] [first deal]
 */
import { isBid } from '../../engine/action.js';
import { seededRandom, shuffle } from '../../engine/random.js';
import { CONTRACTS, schafkopf } from '../../engine/schafkopf/index.js';
import { quantile } from '../stats.js';
import { simulateBid } from './bidding.js';
import { BUDGETS } from './budgets.js';
import { bestCard, pimcPlay, scoreCards } from './pimc.js';
import { resetSolverCache, takeNodeCount } from './solver.js';

const deals = Number(process.argv[2] ?? 20);
const first = Number(process.argv[3] ?? 0);
const rules = schafkopf.defaultRules;
const budget = BUDGETS.strong.play;

const times = { full: [] as number[], play: [] as number[] };
const nodes = { full: 0, play: 0 };
const differing: string[] = [];
for (let d = first; d < first + deals; d++) {
  let state = schafkopf.deal(
    schafkopf.newSession(rules, d % 4),
    shuffle(schafkopf.pack(rules), seededRandom(`play/${d}`)),
  );
  for (let move = 0; schafkopf.phase(state) !== 'over' && state.tricks.length === 0; move++) {
    const seat = schafkopf.toMove(state)!;
    const legal = schafkopf.legalActions(state);
    const view = schafkopf.view(state, seat);
    const seed = `play/${d}/${move}`;
    let action = legal[0]!;
    if (isBid(action)) action = simulateBid(view, legal, seed, BUDGETS.strong.bid);
    else if (legal.length > 1) {
      resetSolverCache();
      takeNodeCount();
      let start = performance.now();
      const a = bestCard(CONTRACTS[state.contract]!, legal, scoreCards(view, legal, seed, budget));
      times.full.push(performance.now() - start);
      nodes.full += takeNodeCount();
      resetSolverCache();
      start = performance.now();
      action = pimcPlay(view, legal, seed, budget);
      times.play.push(performance.now() - start);
      nodes.play += takeNodeCount();
      if (a !== action) differing.push(`deal ${d} move ${move}: ${a} / ${action}`);
    }
    const next = schafkopf.apply(state, seat, action);
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

const millions = (n: number) => `${(n / 1e6).toFixed(1)} M solver nodes`;
console.log(`node ${process.version}, ${times.full.length} first-trick card decisions of ${deals} deals (${first}..)`);
console.log(`every card scored in full: ${millions(nodes.full)}, ${quantiles(times.full)}`);
console.log(`strong's card play:        ${millions(nodes.play)}, ${quantiles(times.play)}`);
console.log(`decisions that differ: ${differing.length}${differing.length ? ': ' + differing.join('; ') : ''}`);
