/**
 * Schafkopf's analyst (issue 15, docs/analysis.md). Values are the seat's settlement in units (SK-21 … SK-24:
 * a Rufer won is +1 to each winner before Schneider and Laufende), the same numbers the strong player weighs:
 * - a card: its mean settlement over deals of the hidden cards drawn from the seat's knowledge, each played
 *   out by best play (pimc.ts);
 * - a bid: what the strong player reckons the contract is worth to its declarer (bidding.ts's bidValue: the
 *   open-cards estimate over such deals turned into a table value by the self-play calibration); passing is 0.
 * With every card known, a card is worth its best-play settlement and a bid its contract's, passing 0.
 */
import { type Action, actionBid } from '../../engine/action.js';
import { seededRandom } from '../../engine/random.js';
import { BIDS, CONTRACTS, type SchafkopfState, type SchafkopfView, schafkopf } from '../../engine/schafkopf/index.js';
import type { Analyst } from '../bot.js';
import { bidValue } from './bidding.js';
import { BUDGETS } from './budgets.js';
import { afterCard, bestPlayOutcome, firstLead, scoredPosition, settlementFor } from './evaluate.js';
import { scoreCardsCounted } from './pimc.js';
import { positionFromState } from './solver.js';

/** Each legal action's settlement for the seat to act, with every hand open (the oracle plays by it). */
export function openValues(state: SchafkopfState, legal: readonly Action[]): number[] {
  const seat = schafkopf.toMove(state)!;
  if (state.phase === 'auction') {
    return legal.map((action) => {
      const bid = actionBid(action);
      if (BIDS[bid]!.kind === null) return 0;
      const root = firstLead(bid, state.hands, state.dealer, seat);
      return settlementFor(seat, CONTRACTS[bid]!, root.pos.declarerSide, state.dealt, bestPlayOutcome(root));
    });
  }
  const pos = positionFromState(state);
  const root = scoredPosition(pos, state.points, state.tricks);
  return legal.map((card) =>
    settlementFor(seat, pos.contract, pos.declarerSide, state.dealt, bestPlayOutcome(afterCard(root, card))),
  );
}

export const schafkopfAnalyst: Analyst<SchafkopfView, SchafkopfState> = {
  unit: 'units',
  // SK-21, SK-24: a Rufer is worth 1 unit to each player, so turning a won Rufer into a lost one costs 2; a Solo
  // is worth 5 to each opponent and three times that to its declarer, whose every mistake weighs more. A loss
  // of three quarters of that Rufer swing is a blunder, under a sixth of it nothing worth marking.
  thresholds: { inaccuracy: 0.3, mistake: 0.75, blunder: 1.5 },
  estimate(view, legal, seed, samples) {
    if (view.phase !== 'auction') {
      const { means, samples: n } = scoreCardsCounted(view, legal, seed, { ...BUDGETS.strong.play, samples });
      return { values: means, samples: n, exact: false };
    }
    const values = legal.map((action) => {
      const bid = actionBid(action);
      const kind = BIDS[bid]!.kind;
      if (kind === null) return 0;
      // Each contract its own stream of deals, so a bid's value does not depend on which others are legal.
      const random = seededRandom(`${seed}/analyse/${bid}`);
      return bidValue(view, bid, random, { ...BUDGETS.strong.bid, samples });
    });
    return { values, samples, exact: false };
  },
  exact: openValues,
};
