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
import { BIDS, CONTRACTS, PASS, type SchafkopfView, bidIndex } from '../../engine/schafkopf/index.js';
import { handStrength } from './easy.js';
import {
  type DealOutcome,
  type Scored,
  bestPlayOutcome,
  declarerWinsBestPlay,
  firstLead,
  settlementFor,
} from './evaluate.js';
import { familyStrengths } from './inference.js';
import { handMask, knowledgeOf, sampleDeals } from './knowledge.js';

export interface BidBudget {
  readonly samples: number;
  /**
   * Value contracts by calibration (calibratedValue) against the value of passing, instead of the
   * open-cards mean less a fixed margin against zero.
   */
  readonly calibration?: Readonly<Partial<Record<string, Calibration>>>;
  /** With a calibration, what passing is worth (passValue); without one, passing is worth 0. */
  readonly pass?: PassModel;
  /** Stop solving a contract that lost each of its first HOPELESS_AFTER deals (see contractValue). */
  readonly abandonHopeless?: boolean;
  /** Draw the other hands as likely as the earlier words of the auction make them (inference.ts). */
  readonly inference?: boolean;
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
/**
 * Hand strength below which a contract is not simulated at all. A sure Solo Tout (the four Obers, two
 * Unters, the Ace and Ten of the suit) is 17.4: the floor is under it.
 */
const FLOOR: Record<string, number> = { rufer: 7, wenz: 7, solo: 11, 'wenz-tout': 14, 'solo-tout': 16, sie: 0 };

/**
 * Fitted by self-play (bench/schafkopf/calibrate.ts; commands in docs/benchmarks.md), on the contract of each kind a bidder
 * would pick (the one with most sampled deals won): the Rufer on 212 hands played out by `normal`, the Solo on
 * 147 played out by `strong` (the defence decides a Solo: `normal` defends worse), the Wenz on both (107).
 * The chance of winning is ½ at 52 % of the sampled deals won for a Rufer and at 30 % for a Solo.
 */
export const CALIBRATION: Readonly<Partial<Record<string, Calibration>>> = {
  rufer: { intercept: -1.677, slope: 3.226, schneiderWon: 0.38, schneiderLost: -0.344 },
  wenz: { intercept: -0.96, slope: 4, schneiderWon: 0.632, schneiderLost: -0.609 },
  solo: { intercept: -1.304, slope: 4.348, schneiderWon: 0.892, schneiderLost: -0.452 },
};

/**
 * Passing, fitted on the same self-play (322 hands that passed, the others bidding as strong does): first or
 * second to speak, a weak hand loses 1.43 a deal on average to the others' contracts and a Solo-strength hand
 * wins; third, much less either way; last, nothing is played.
 */
export const PASS_MODEL: PassModel = [
  { intercept: -1.43, perStrength: 0.619 },
  { intercept: -1.43, perStrength: 0.619 },
  { intercept: -0.367, perStrength: 0.218 },
  { intercept: 0, perStrength: 0 },
];

/**
 * A contract that lost every one of its first HOPELESS_AFTER sampled deals is not solved further: its mean
 * cannot climb over the margin in the samples left. (The solver spends most of its time on such deals: a
 * Solo that the defenders crush is a long fight for every card point.) Those first deals are asked only
 * whether the declarer wins; the Schneider questions follow only for a contract still in the running. The
 * remaining deals are still drawn, so the random stream, and with it every other contract's samples, is the
 * same as with no shortcut.
 */
export const HOPELESS_AFTER = 6;

/** What the sampled deals say of a contract: its mean settlement, how often it was won, and the stakes. */
export interface ContractEstimate {
  /** Mean settlement for this seat with best play (Schneider included, Schwarz counted as Schneider). */
  readonly mean: number;
  /** Deals solved, and those the declarer won with best play. */
  readonly deals: number;
  readonly wins: number;
  /** Mean settlement had the deal been won, and had it been lost, without Schneider (Laufende included). */
  readonly won: number;
  readonly lost: number;
}

/**
 * Declaring `bid` with the seat's hand, over sampled deals of the other cards. With `abandonHopeless`, a
 * contract abandoned after HOPELESS_AFTER lost deals is estimated from those deals alone, without Schneider:
 * its mean is below zero and it won none, so it is never bid.
 */
export function contractEstimate(
  view: SchafkopfView,
  bid: number,
  random: Random,
  samples: number,
  options: EstimateOptions = {},
): ContractEstimate {
  return estimateOn(view, bid, contractDeals(view, random, samples, options), options);
}

type EstimateOptions = { readonly abandonHopeless?: boolean; readonly inference?: boolean };

/**
 * The deals a contract is judged on. Every deal is drawn before any is solved, so the random stream, and with
 * it every other contract's deals, does not depend on how much of this one is solved.
 */
function contractDeals(view: SchafkopfView, random: Random, samples: number, options: EstimateOptions): number[][] {
  return sampleDeals(knowledgeOf(view, options), random, samples);
}

/** A sampled deal at the contract's first lead, and the bidder's stakes in it were it won or lost (SK-23). */
interface ContractDeal {
  readonly hands: number[];
  readonly scored: Scored;
  readonly won: number;
  readonly lost: number;
}

function contractDeal(view: SchafkopfView, bid: number, hands: number[]): ContractDeal {
  const c = CONTRACTS[bid]!;
  const scored = firstLead(bid, hands, view.dealer, view.seat);
  const side = scored.pos.declarerSide;
  const won = settlementFor(view.seat, c, side, hands, { declarerWins: true, schneider: false });
  const lost = settlementFor(view.seat, c, side, hands, { declarerWins: false, schneider: false });
  return { hands, scored, won, lost };
}

function estimateOn(
  view: SchafkopfView,
  bid: number,
  sampled: readonly number[][],
  options: EstimateOptions,
): ContractEstimate {
  const c = CONTRACTS[bid]!;
  const seat = view.seat;
  /** The first deals, asked only who wins, while the contract may still be abandoned. */
  const first: { deal: ContractDeal; wins: boolean }[] = [];
  let total = 0,
    n = 0,
    wins = 0,
    won = 0,
    lost = 0;
  const settle = (deal: ContractDeal, outcome: DealOutcome) => {
    total += settlementFor(seat, c, deal.scored.pos.declarerSide, deal.hands, outcome);
    won += deal.won;
    lost += deal.lost;
    if (outcome.declarerWins) wins++;
    n++;
  };
  const settleFirst = () => {
    for (const f of first.splice(0)) settle(f.deal, bestPlayOutcome(f.deal.scored, f.wins));
  };
  for (const hands of sampled) {
    const deal = contractDeal(view, bid, hands);
    if (options.abandonHopeless && n + first.length < HOPELESS_AFTER) {
      first.push({ deal, wins: declarerWinsBestPlay(deal.scored) });
      if (first.length < HOPELESS_AFTER) continue;
      if (first.some((f) => f.wins)) settleFirst();
      else {
        for (const f of first.splice(0)) settle(f.deal, { declarerWins: false, schneider: false });
        break; // hopeless
      }
      continue;
    }
    settle(deal, bestPlayOutcome(deal.scored));
  }
  settleFirst(); // fewer deals than HOPELESS_AFTER
  if (n === 0) return { mean: -Infinity, deals: 0, wins: 0, won: 0, lost: 0 };
  return { mean: total / n, deals: n, wins, won: won / n, lost: lost / n };
}

/** The mean settlement of declaring `bid` (contractEstimate's mean), -∞ if no deal could be drawn. */
export function contractValue(
  view: SchafkopfView,
  bid: number,
  random: Random,
  samples: number,
  options: EstimateOptions = {},
): number {
  return contractEstimate(view, bid, random, samples, options).mean;
}

/**
 * How a contract's open-cards estimate turns into what it is worth at a real table (issue 17, point 2),
 * fitted on contracts declared and played out by Cardavia's own players (bench/schafkopf/calibrate.ts; the commands and
 * figures are in docs/benchmarks.md). Open-cards play is not the table: there every defender knows where each
 * card is and never misjudges whom to give points to, so a Solo that loses every open-cards deal still wins
 * some real ones. The chance of winning is a logistic curve in the share of sampled deals won with best play;
 * the settlement of a won or lost deal is the sampled one, plus what Schneider adds on average.
 */
export interface Calibration {
  /** logit P(win) = intercept + slope · (share of sampled deals won). */
  readonly intercept: number;
  readonly slope: number;
  /** Mean extra settlement for the bidder from Schneider and Schwarz, in won and in lost deals. */
  readonly schneiderWon: number;
  readonly schneiderLost: number;
}

/**
 * What passing is worth to a seat that speaks after passes only, by its position (0 = first to speak), as a line
 * in the hand's Solo strength above 8: the others then bid, and a strong hand defends their contract well.
 * After a bid, or when the seat is last and all passed (SK-7: nothing is scored), passing counts as 0.
 */
export type PassModel = readonly { readonly intercept: number; readonly perStrength: number }[];

export function passValue(view: SchafkopfView, model: PassModel | undefined): number {
  const position = view.auction.length;
  const line = model?.[position];
  if (!line || view.auction.some((w) => bidIndex(w.bid) !== PASS)) return 0;
  const strength = familyStrengths(handMask(view)).solo;
  return line.intercept + line.perStrength * Math.max(0, strength - 8);
}

export function calibratedValue(e: ContractEstimate, cal: Calibration): number {
  const share = e.deals > 0 ? e.wins / e.deals : 0;
  const p = 1 / (1 + Math.exp(-(cal.intercept + cal.slope * share)));
  return p * (e.won + cal.schneiderWon) + (1 - p) * (e.lost + cal.schneiderLost);
}

/**
 * What declaring `bid` is worth to the bidder, over passing (passValue). A kind without a calibration (the
 * Touts, too rare to fit) keeps its margin over 0.
 */
export function bidValue(view: SchafkopfView, bid: number, random: Random, budget: BidBudget): number {
  return valueOn(view, bid, contractDeals(view, random, budget.samples, budget), budget);
}

/** bidValue on deals already drawn. */
function valueOn(view: SchafkopfView, bid: number, deals: readonly number[][], budget: BidBudget): number {
  const kind = BIDS[bid]!.kind!;
  const estimate = estimateOn(view, bid, deals, budget);
  const cal = budget.calibration?.[kind];
  return cal ? calibratedValue(estimate, cal) - passValue(view, budget.pass) : estimate.mean - MARGIN[kind]!;
}

/**
 * The auction's decision: the contract worth most over passing (bidValue), or pass when none is worth more than
 * passing. It decides exactly as valuing every contract in full, in the order of the legal bids, would; it only
 * solves less (issue 17: a bid within 1 s at p99):
 * - a calibrated contract's value needs only who wins each deal (the stakes of a won or a lost deal come from the
 *   hands), so the Schneider questions are not asked;
 * - the contracts are solved most promising first, and a contract stops being solved once even winning every deal
 *   left could not make it the choice (its calibrated value rises with each deal won).
 * Each contract's deals are still drawn in the order of the legal bids, so they are the ones the full valuation
 * would draw.
 */
export function simulateBid(view: SchafkopfView, legal: readonly Action[], seed: string, budget: BidBudget): Action {
  const { sie, candidates } = candidatesOf(view, legal, seed, budget);
  if (sie !== null) return sie;
  // The higher contracts first: a good one sets a bar the lower ones rarely reach, a bad one is soon abandoned.
  candidates.sort((a, b) => RANK[b.kind]! - RANK[a.kind]! || b.promise - a.promise || a.index - b.index);
  return choose(candidates, (c, beats) => candidateValue(view, c, budget, beats));
}

/**
 * The plain auction method that simulateBid must agree with: every contract over its floor valued in full
 * (bidValue), in the order of the legal bids. Kept as the reference it is tested and measured against
 * (bidding.test.ts, bench/schafkopf/bidding.ts).
 */
export function valueEveryContract(
  view: SchafkopfView,
  legal: readonly Action[],
  seed: string,
  budget: BidBudget,
): Action {
  const { sie, candidates } = candidatesOf(view, legal, seed, budget);
  return sie ?? choose(candidates, (c) => valueOn(view, c.bid, c.deals, budget));
}

/**
 * The contracts the hand could carry (over their floor), in the order of the legal bids, each with the deals it is
 * judged on, drawn in that order; or Sie, when it may be bid (SK-13: it wins at once, and nothing is worth more).
 */
function candidatesOf(
  view: SchafkopfView,
  legal: readonly Action[],
  seed: string,
  budget: BidBudget,
): { sie: Action | null; candidates: Candidate[] } {
  const hand = handMask(view);
  const random = seededRandom(`${seed}/bid`);
  const candidates: Candidate[] = [];
  for (const [index, action] of legal.entries()) {
    const bid = actionBid(action);
    const kind = BIDS[bid]!.kind;
    if (kind === null) continue;
    if (kind === 'sie') return { sie: action, candidates: [] };
    const promise = handStrength(hand, CONTRACTS[bid]!) - FLOOR[kind]!;
    if (promise < 0) continue;
    candidates.push({ action, index, bid, kind, promise, deals: contractDeals(view, random, budget.samples, budget) });
  }
  return { sie: null, candidates };
}

/**
 * The candidate worth most over passing, or pass when none is worth more. Among contracts of equal value the
 * first legal one is kept, in whatever order they are valued. `value` may answer null for a candidate that
 * cannot beat the best so far (`beats` of its greatest possible value is false).
 */
function choose(
  candidates: readonly Candidate[],
  value: (c: Candidate, beats: (value: number) => boolean) => number | null,
): Action {
  let best: Action = bidAction(PASS);
  let bestValue = 0;
  let bestIndex = -1; // passing keeps a tie: a contract must be worth more
  for (const c of candidates) {
    const beats = (v: number) => v > bestValue || (v === bestValue && c.index < bestIndex);
    const v = value(c, beats);
    if (v !== null && beats(v)) {
      best = c.action;
      bestValue = v;
      bestIndex = c.index;
    }
  }
  return best;
}

/** A contract in the running at the auction: its place among the legal bids, and the deals it is judged on. */
interface Candidate {
  readonly action: Action;
  readonly index: number;
  readonly bid: number;
  readonly kind: string;
  /** The hand's strength for it above its floor. */
  readonly promise: number;
  readonly deals: readonly number[][];
}

/** The order in which simulateBid solves the kinds of contract: the highest stakes first. */
const RANK: Record<string, number> = { 'solo-tout': 3, 'wenz-tout': 3, solo: 2, wenz: 2, rufer: 1 };

/**
 * bidValue of a candidate, or null once it is clear that it cannot beat the best so far (`beats` of its
 * greatest possible value is false).
 */
function candidateValue(
  view: SchafkopfView,
  c: Candidate,
  budget: BidBudget,
  beats: (value: number) => boolean,
): number | null {
  const cal = budget.calibration?.[c.kind];
  if (!cal) return estimateOn(view, c.bid, c.deals, budget).mean - MARGIN[c.kind]!;
  const pass = passValue(view, budget.pass);
  const deals = c.deals.map((hands) => contractDeal(view, c.bid, hands));
  const stakes = (n: number) => {
    let won = 0,
      lost = 0;
    for (let i = 0; i < n; i++) {
      won += deals[i]!.won;
      lost += deals[i]!.lost;
    }
    return { won: won / n, lost: lost / n };
  };
  // As contractEstimate and calibratedValue reckon it, from the wins among the first n deals.
  const valueOf = (wins: number, n: number, s: { won: number; lost: number }) =>
    calibratedValue({ mean: 0, deals: n, wins, ...(n > 0 ? s : { won: 0, lost: 0 }) }, cal) - pass;
  const d = deals.length;
  const all = stakes(d);
  // With abandonHopeless, a contract that loses each of its first HOPELESS_AFTER deals is valued on those alone.
  const canBeHopeless = budget.abandonHopeless === true && d >= HOPELESS_AFTER;
  const hopeless = canBeHopeless ? valueOf(0, HOPELESS_AFTER, stakes(HOPELESS_AFTER)) : -Infinity;
  let wins = 0;
  for (let i = 0; i < d; i++) {
    let upper = valueOf(wins + d - i, d, all);
    if (canBeHopeless && i < HOPELESS_AFTER && wins === 0) upper = Math.max(upper, hopeless);
    if (!beats(upper)) return null;
    if (declarerWinsBestPlay(deals[i]!.scored)) wins++;
    if (canBeHopeless && i === HOPELESS_AFTER - 1 && wins === 0) return hopeless;
  }
  return valueOf(wins, d, all);
}
