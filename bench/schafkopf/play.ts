/**
 * Benchmark (not a test): the strong Schafkopf player's card play (pimc.ts's pimcPlay) against scoring every legal
 * card in full (scoreCards, then bestCard), on the first trick of random deals, the hardest card decisions (strong
 * bids the auction). Each decision is made both ways with the same seed, each from an empty solver cache: how
 * often the two choose differently, and the solver nodes and time each takes.
 *
 *   node dist/bench/schafkopf/play.js [deals] [first deal]
 */
import { isBid } from '../../engine/action.js';
import { seededRandom, shuffle } from '../../engine/random.js';
import { CONTRACTS, schafkopf } from '../../engine/schafkopf/index.js';
import { simulateBid } from '../../ai/schafkopf/bidding.js';
import { BUDGETS } from '../../ai/schafkopf/budgets.js';
import { bestCard, pimcPlay, scoreCards } from '../../ai/schafkopf/pimc.js';
import { twoWays } from './two-ways.js';

const deals = Number(process.argv[2] ?? 20);
const first = Number(process.argv[3] ?? 0);
const rules = schafkopf.defaultRules;
const budget = BUDGETS.strong.play;

const bench = twoWays(['every card scored in full', "strong's card play"]);
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
      action = bench.decide(
        `deal ${d} move ${move}`,
        () => bestCard(CONTRACTS[state.contract]!, legal, scoreCards(view, legal, seed, budget)),
        () => pimcPlay(view, legal, seed, budget),
      );
    }
    const next = schafkopf.apply(state, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
}
bench.report(`first-trick card decisions of ${deals} deals (${first}..)`);
