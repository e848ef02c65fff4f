/**
 * Schafkopf bidding by simulation: for each contract the hand could carry, deal the other 24 cards many
 * times, play each deal out with best play (open-cards solver) and average this seat's settlement. Bid the
 * contract with the best mean when it is clearly worth it, else pass.
 *
 * Open-cards play flatters the declarer (he "knows" where every card is), so a contract must clear a
 * margin, not just zero. The cheap hand-strength filter only skips contracts that are hopeless on their face.
 */
import { type Action, actionBid, bidAction } from '../../engine/action.js';
import { type Random, seededRandom } from '../../engine/random.js';
import { BIDS, CONTRACTS, PASS, type SchafkopfView } from '../../engine/schafkopf/index.js';
import { handStrength } from './easy.js';
import {
  type DealOutcome,
  type Scored,
  bestPlayOutcome,
  declarerWinsBestPlay,
  firstLead,
  settlementFor,
} from './evaluate.js';
import { handMask, knowledgeOf, sampleHands } from './knowledge.js';

export interface BidBudget {
  readonly samples: number;
  /** Stop solving a contract that lost each of its first HOPELESS_AFTER deals (see contractValue). */
  readonly abandonHopeless?: boolean;
}

/** Minimum mean settlement (for the bidder) that a contract must promise, by kind. */
export const MARGIN: Record<string, number> = {
  rufer: 0.4,
  wenz: 1.5,
  solo: 1.5,
  'wenz-tout': 4,
  'solo-tout': 4,
  sie: 0,
};
/** Hand strength below which a contract is not simulated at all. */
const FLOOR: Record<string, number> = { rufer: 7, wenz: 7, solo: 11, 'wenz-tout': 14, 'solo-tout': 18, sie: 0 };

/**
 * A contract that lost every one of its first HOPELESS_AFTER sampled deals is not solved further: its mean
 * cannot climb over the margin in the samples left. (The solver spends most of its time on such deals: a
 * Solo that the defenders crush is a long fight for every card point.) Those first deals are asked only
 * whether the declarer wins; the Schneider questions follow only for a contract still in the running. The
 * remaining deals are still drawn, so the random stream, and with it every other contract's samples, is the
 * same as with no shortcut.
 */
export const HOPELESS_AFTER = 6;

/**
 * Mean settlement for this seat of declaring `bid` with `hand`, over sampled deals of the other cards. With
 * `abandonHopeless`, a contract abandoned after HOPELESS_AFTER lost deals gets the mean of those losses
 * without Schneider: below zero, so it is never bid.
 */
export function contractValue(
  view: SchafkopfView,
  bid: number,
  random: Random,
  samples: number,
  options: { readonly abandonHopeless?: boolean } = {},
): number {
  const c = CONTRACTS[bid]!;
  const k = knowledgeOf(view);
  const seat = view.seat;
  /** The first deals, asked only who wins, while the contract may still be abandoned. */
  const first: { hands: number[]; side: number; scored: Scored; wins: boolean }[] = [];
  let total = 0;
  let n = 0;
  const settle = (hands: number[], side: number, outcome: DealOutcome) => {
    total += settlementFor(seat, c, side, hands, outcome);
    n++;
  };
  const settleFirst = () => {
    for (const f of first.splice(0)) settle(f.hands, f.side, bestPlayOutcome(f.scored, f.wins));
  };
  let hopeless = false;
  for (let i = 0; i < samples; i++) {
    const hands = sampleHands(k, random);
    if (!hands || hopeless) continue;
    const scored = firstLead(bid, hands, view.dealer, seat);
    const side = scored.pos.declarerSide;
    if (options.abandonHopeless && n + first.length < HOPELESS_AFTER) {
      first.push({ hands, side, scored, wins: declarerWinsBestPlay(scored) });
      if (first.length < HOPELESS_AFTER) continue;
      if (first.some((f) => f.wins)) settleFirst();
      else {
        for (const f of first.splice(0)) settle(f.hands, f.side, { declarerWins: false, schneider: false });
        hopeless = true;
      }
      continue;
    }
    settle(hands, side, bestPlayOutcome(scored));
  }
  settleFirst(); // fewer deals than HOPELESS_AFTER
  return n > 0 ? total / n : -Infinity;
}

export function simulateBid(view: SchafkopfView, legal: readonly Action[], seed: string, budget: BidBudget): Action {
  const hand = handMask(view);
  const random = seededRandom(`${seed}/bid`);
  let best: Action = bidAction(PASS);
  let bestValue = 0;
  for (const action of legal) {
    const bid = actionBid(action);
    const kind = BIDS[bid]!.kind;
    if (kind === null) continue;
    if (kind === 'sie') return action; // SK-13: wins at once, and nothing is worth more
    if (handStrength(hand, CONTRACTS[bid]!) < FLOOR[kind]!) continue;
    const value = contractValue(view, bid, random, budget.samples, budget) - MARGIN[kind]!;
    if (value > bestValue) {
      best = action;
      bestValue = value;
    }
  }
  return best;
}
