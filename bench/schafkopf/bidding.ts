/**
 * Benchmark (not a test): the strong Schafkopf player's auction (bidding.ts's simulateBid) against the plain
 * method it must agree with (valueEveryContract: every contract valued in full, in the order of the legal bids).
 * Every bid of random auctions is decided both ways with the same seed: how often the two choose differently,
 * and the solver nodes and time each takes.
 *
 *   node dist/bench/schafkopf/bidding.js [deals] [first deal]
 */
import { seededRandom, shuffle } from '../../engine/random.js';
import { schafkopf } from '../../engine/schafkopf/index.js';
import { simulateBid, valueEveryContract } from '../../ai/schafkopf/bidding.js';
import { BUDGETS } from '../../ai/schafkopf/budgets.js';
import { twoWays } from './two-ways.js';

const deals = Number(process.argv[2] ?? 60);
const first = Number(process.argv[3] ?? 0);
const rules = schafkopf.defaultRules;
const budget = BUDGETS.strong.bid;

const bench = twoWays(['every contract valued in full', "strong's auction"]);
for (let d = first; d < first + deals; d++) {
  const cards = shuffle(schafkopf.pack(rules), seededRandom(`bidding/${d}`));
  let state = schafkopf.deal(schafkopf.newSession(rules, d % 4), cards);
  for (let move = 0; schafkopf.phase(state) === 'auction'; move++) {
    const seat = schafkopf.toMove(state)!;
    const legal = schafkopf.legalActions(state);
    const view = schafkopf.view(state, seat);
    const seed = `bidding/${d}/${move}`;
    const action = bench.decide(
      `deal ${d} bid ${move}`,
      () => valueEveryContract(view, legal, seed, budget),
      () => simulateBid(view, legal, seed, budget),
    );
    const next = schafkopf.apply(state, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
}
bench.report(`bid decisions of ${deals} auctions (deals ${first}..)`);
