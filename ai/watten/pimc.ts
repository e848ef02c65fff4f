/**
 * The searching players of Watten (normal, strong): worlds drawn from what the seat has seen (knowledge.ts),
 * each solved exactly with every hand open (solver.ts), and the stake decided from the chance of winning.
 *
 * - Cards: the card with the highest share of worlds won (the chance of taking three tricks first); ties go to
 *   the easy player's choice when it is among them.
 * - Raising (WA-11): with the chance p of the best card, recalibrated (`calibrated`: the open worlds overrate it),
 *   a raise of value when it reaches `raiseAt` (`raiseEarlyAt` while neither side has two tricks), and a bluff
 *   with a hand under `bluffBelow` on a share `bluff` (`bluffEarly`) of such turns, a mixed strategy drawn from the
 *   decision's seed (never the clock). Strong's raises are polarised: of value only from a calibrated 0.85 once a
 *   side has two tricks (0.7 before), and bluffs on a tenth of its turns under 0.2. Why: an answerer should fold
 *   exactly the raises that win more than
 *   (2v + 1) / (2v + 2) of the time (5/6 at 2; holding risks v + 1 to save 1). Raises from an even chance win less
 *   than that, so against them holding is always right and a side that never folds loses nothing (issue 31's
 *   third and fourth rounds); raises from a near-certain deal make a side that never folds pay a point each, and
 *   bluffs make a side that folds too readily give the value away, while an answerer who reads its own hand folds
 *   the first and holds the second. The price is the thin raises from an even chance that a holding answerer
 *   pays for: 0.2 to 0.3 a deal against normal (docs/benchmarks.md, "Watten AI", fifth and sixth rounds, where the
 *   two readings of the issue's exploit bots are measured).
 * - Answering: hold when the expected points of holding, q (v + 1) − (1 − q)(v + 1), q the recalibrated chance,
 *   are at least those of folding, −v (a fold never ends the match: WA-12 b caps a raise at what the raisers
 *   still need). Strong weighs its worlds by what the raise suggests (knowledge.ts worldWeight), normal does not.
 * - The same stake rules (`playPoints`, `holdPoints`, `foldPoints`, `raisePoints`) value each action for the
 *   analysis (analyst.ts).
 * - The Schlag and the trump (WA-4): both choose by the hand's strength under each choice (knowledge.ts
 *   handStrength). A budget with `trumpSamples` solves sampled worlds for each trump suit instead; neither
 *   level's does, as it measured no better (docs/ai.md, Watten; docs/benchmarks.md, "Watten AI") and costs time.
 *
 * Every budget is counted in worlds, never in time, so a decision is a pure function of the view and the seed.
 */
import { type Action, type Seat, actionArg } from '../../engine/action.js';
import type { Rank, Suit } from '../../engine/cards.js';
import { type Mask, maskOf } from '../../engine/cardset.js';
import { type Random, seededRandom } from '../../engine/random.js';
import { SCHLAG_RANKS, classes } from '../../engine/watten/cards.js';
import {
  BASE_VALUE,
  FOLD,
  HOLD,
  RAISE,
  type WattenView,
  isCardPlay,
  isSchlagAction,
  isTrumpAction,
  schlagAction,
  trumpAction,
} from '../../engine/watten/index.js';
import { systematic } from '../search/worlds.js';
import { easyWatten } from './easy.js';
import {
  type Knowledge,
  handStrength,
  knowledgeOf,
  positionOf,
  sampleHands,
  schlagStrength,
  worldWeight,
} from './knowledge.js';
import type { Estimate } from '../bot.js';
import { type OpenPosition, sharedSolver } from './solver.js';

export interface WattenBudget {
  /** Worlds solved per decision. */
  readonly samples: number;
  /** Candidate worlds drawn per solved one, kept by their weight (1: no weighing). */
  readonly draws: number;
  /** The chance of winning from which a raise is one of value. */
  readonly raiseAt: number;
  /**
   * The same while neither side has two tricks (`raises`' `early`): a side that raises gives up its next raise
   * until the other side raises (WA-12 a), so an early raise spends the raise a near-certain deal would make later.
   */
  readonly raiseEarlyAt: number;
  /** How often a weak hand raises anyway once a side has two tricks (0: never bluffs). */
  readonly bluff: number;
  /** The same while neither side has two tricks (a bluff then spends the raise a later deal might want). */
  readonly bluffEarly: number;
  /** The chance under which a hand counts as weak for a bluff. */
  readonly bluffBelow: number;
  /** Worlds solved for each trump suit when the seat names the trump (0: by strength alone). */
  readonly trumpSamples: number;
  /** Worlds solved for each rank when the forehand names the Schlag (0: by strength alone). */
  readonly schlagSamples: number;
  /**
   * The recalibration of a chance read from the worlds before a stake decision (`calibrated`): its logit is
   * scaled by `calScale` and shifted by `calShift`, and by `answerShift` more for an answer. 0, 1, 0: as read.
   */
  readonly calShift: number;
  readonly calScale: number;
  readonly answerShift: number;
}

/** The chances are read no closer to 0 or 1 than this before recalibration. */
const CAL_CLIP = 0.02;

/**
 * A chance read from solved worlds, recalibrated: every hand open, the worlds let a side play as if it saw its
 * partner's and its opponents' cards, so they overrate the side to move; on the logit scale a shift and a scale
 * fitted to the open-cards outcome of strong's own decisions correct it (docs/benchmarks.md, "Watten AI").
 */
export function calibrated(p: number, shift: number, scale: number): number {
  if (shift === 0 && scale === 1) return p;
  const c = Math.min(Math.max(p, CAL_CLIP), 1 - CAL_CLIP);
  return 1 / (1 + Math.exp(-(shift + scale * Math.log(c / (1 - c)))));
}

/** The worlds of a decision, drawn and, with `draws` > 1, kept by their weight. */
export function worldsOf(k: Knowledge, random: Random, budget: WattenBudget): number[][] {
  const n = budget.samples * budget.draws;
  const candidates: number[][] = [];
  for (let i = 0; i < n; i++) {
    const hands = sampleHands(k, random);
    if (hands !== null) candidates.push(hands);
  }
  if (budget.draws <= 1 || candidates.length <= budget.samples) return candidates.slice(0, budget.samples);
  const weights = candidates.map((h) => worldWeight(k, h));
  const total = weights.reduce((a, b) => a + b, 0);
  return systematic(weights, total, budget.samples, random).map((i) => candidates[i]!);
}

/** The share of worlds the seat's side wins after each card (cards of `legal` only; others get -1). */
export function cardChances(k: Knowledge, legal: readonly Action[], worlds: readonly number[][]): number[] {
  const solver = sharedSolver();
  const side = k.view.seat % 2;
  const cards = legal.filter(isCardPlay);
  const sums = new Float64Array(cards.length);
  for (const hands of worlds) {
    const values = solver.cardValues(positionOf(k, hands), side, cards);
    for (let i = 0; i < cards.length; i++) sums[i] = sums[i]! + values[i]!;
  }
  let j = 0;
  return legal.map((a) => (isCardPlay(a) ? sums[j++]! / Math.max(1, worlds.length) : -1));
}

/** The share of worlds the seat's side wins from the position as it is (another seat to play). */
export function positionChance(k: Knowledge, worlds: readonly number[][]): number {
  const solver = sharedSolver();
  let won = 0;
  for (const hands of worlds) won += solver.value(positionOf(k, hands), k.view.seat % 2);
  return won / Math.max(1, worlds.length);
}

/**
 * The stake in game points for one side (WA-11, WA-14): the deal's points won, positive, or lost, negative, with
 * p the side's chance of taking three tricks first. No later raise is counted.
 */
export const playPoints = (value: number, p: number): number => value * (2 * p - 1);
/** Holding a raise plays on at the value plus one (p: the answering side's chance). */
export const holdPoints = (value: number, p: number): number => playPoints(value + 1, p);
/**
 * Folding gives the raisers the value before the raise. WA-12 (b) lets a side raise only to what it still needs,
 * so the value before the raise never reaches its target: a fold never ends the match.
 */
export const foldPoints = (value: number): number => -value;
/**
 * A raise against an answerer who knows its chance as well as the raiser (p: the raising side's chance): it holds
 * when holding pays it more than folding, so the raisers get the lesser of the value and the held deal.
 */
export const raisePoints = (value: number, p: number): number => Math.min(value, holdPoints(value, p));

/** WA-11: hold or fold, by the expected points of the deal (p: the answering side's chance). */
export const answer = (v: WattenView, p: number): Action =>
  holdPoints(v.value, p) >= foldPoints(v.value) ? HOLD : FOLD;

/** The expected points of each legal action of the seat on turn to play, from its side's chance after each card. */
export function playValues(v: WattenView, legal: readonly Action[], chances: readonly number[]): number[] {
  const top = Math.max(...chances);
  return legal.map((a, i) => (a === RAISE ? raisePoints(v.value, top) : playPoints(v.value, chances[i]!)));
}

/** The expected points of hold and fold (the legal answers) with p the answering side's chance. */
export const answerValues = (v: WattenView, legal: readonly Action[], p: number): number[] =>
  legal.map((a) => (a === HOLD ? holdPoints(v.value, p) : foldPoints(v.value)));

/**
 * Whether to raise, given the chance p of winning with the best card; `u` a uniform draw from the seed; `early`
 * while neither side has two tricks.
 */
export function raises(p: number, u: number, budget: WattenBudget, early = false): boolean {
  if (p >= (early ? budget.raiseEarlyAt : budget.raiseAt)) return true;
  return p < budget.bluffBelow && u < (early ? budget.bluffEarly : budget.bluff);
}

/** The first lead's position with the Schlag `schlag` and the trump `trump`, the hands `hands`. */
export const firstLead = (hands: readonly number[], dealer: Seat, schlag: number, trump: number): OpenPosition => ({
  classes: classes(schlag as Rank, trump as Suit),
  hands,
  table: [],
  leader: (dealer + 1) % 4, // WA-7
  sideTricks: [0, 0],
});

/** WA-4, the forehand: each rank's deal, the dealer naming the trump by strength in each world. */
export function schlagValues(v: WattenView, legal: readonly Action[], random: Random, budget: WattenBudget): Estimate {
  // Nothing is announced: the worlds are the unseen cards dealt uniformly (a dummy Schlag and trump read no card).
  const k = knowledgeOf({ ...v, schlag: 0 as Rank, trump: 0 as Suit });
  const worlds = worldsOf(k, random, { ...budget, draws: 1 });
  const solver = sharedSolver();
  const side = v.seat % 2;
  const values = legal.map((a) => {
    const rank = actionArg(a);
    let won = 0;
    for (const hands of worlds) {
      const trump = bestTrumpByStrength(rank, hands[v.dealer]!);
      won += solver.value(firstLead(hands, v.dealer, rank, trump), side);
    }
    return playPoints(BASE_VALUE, won / Math.max(1, worlds.length));
  });
  return { values, samples: worlds.length, exact: false };
}

/** WA-4: the Schlag, by the hand's mean strength over the four trumps; the trump, by its strength. */
export function announceByStrength(v: WattenView, legal: readonly Action[]): Action {
  const hand = maskOf(v.hand);
  if (legal.some(isSchlagAction)) {
    let best = SCHLAG_RANKS[0]!;
    for (const r of SCHLAG_RANKS) if (schlagStrength(r, hand) > schlagStrength(best, hand)) best = r;
    return schlagAction(best);
  }
  return trumpAction(bestTrumpByStrength(v.schlag!, hand));
}

export function bestTrumpByStrength(schlag: number, hand: Mask): 0 | 1 | 2 | 3 {
  let best: 0 | 1 | 2 | 3 = 0;
  for (const t of [1, 2, 3] as const) {
    if (handStrength(classes(schlag as never, t), hand) > handStrength(classes(schlag as never, best), hand)) best = t;
  }
  return best;
}

/** WA-4, the dealer: each suit's deal from the first lead, over worlds weighed by the Schlag named. */
export function trumpValues(v: WattenView, legal: readonly Action[], random: Random, budget: WattenBudget): Estimate {
  // The weights read the forehand's Schlag, not the trump (the dealer's own announcement is not weighed), so one
  // set of worlds serves every suit.
  const k = knowledgeOf({ ...v, trump: 0 as Suit });
  const worlds = worldsOf(k, random, budget);
  const solver = sharedSolver();
  const side = v.seat % 2;
  const values = legal.map((a) => {
    let won = 0;
    for (const hands of worlds) won += solver.value(firstLead(hands, v.dealer, v.schlag!, actionArg(a)), side);
    return playPoints(BASE_VALUE, won / Math.max(1, worlds.length));
  });
  return { values, samples: worlds.length, exact: false };
}

/** The dealer's trump by solving (`trumpValues`, `trumpSamples` worlds); ties go to the strongest suit by hand. */
function trumpBySearch(v: WattenView, legal: readonly Action[], seed: string, budget: WattenBudget): Action {
  const random = seededRandom(`wa-trump/${seed}`);
  const { values } = trumpValues(v, legal, random, { ...budget, samples: budget.trumpSamples });
  return bestOf(legal, values, announceByStrength(v, legal));
}

/** The forehand's Schlag by solving (`schlagValues`); ties go to the strongest rank by hand. */
function schlagBySearch(v: WattenView, legal: readonly Action[], seed: string, budget: WattenBudget): Action {
  const random = seededRandom(`wa-schlag/${seed}`);
  const { values } = schlagValues(v, legal, random, { ...budget, samples: budget.schlagSamples });
  return bestOf(legal, values, announceByStrength(v, legal));
}

/** The action of highest value; ties go to `byHand` (the choice by strength), then to the first. */
function bestOf(legal: readonly Action[], values: readonly number[], byHand: Action): Action {
  let best = Math.max(0, legal.indexOf(byHand));
  values.forEach((x, i) => {
    if (x > values[best]! + 1e-9) best = i;
  });
  return legal[best]!;
}

export function searchPlay(v: WattenView, legal: readonly Action[], seed: string, budget: WattenBudget): Action {
  if (legal.length === 1) return legal[0]!;
  if (legal.some(isSchlagAction)) {
    return budget.schlagSamples > 0 ? schlagBySearch(v, legal, seed, budget) : announceByStrength(v, legal);
  }
  if (legal.some(isTrumpAction)) {
    return budget.trumpSamples > 0 ? trumpBySearch(v, legal, seed, budget) : announceByStrength(v, legal);
  }
  const random = seededRandom(`wa-pimc/${seed}`);
  const k = knowledgeOf(v);
  const worlds = worldsOf(k, random, budget);
  const { calShift, calScale } = budget;
  if (legal.includes(HOLD))
    return answer(v, calibrated(positionChance(k, worlds), calShift + budget.answerShift, calScale));
  const chances = cardChances(k, legal, worlds);
  const top = Math.max(...chances);
  const early = Math.max(...v.sideTricks) < 2;
  if (legal.includes(RAISE) && raises(calibrated(top, calShift, calScale), random.next() / 2 ** 32, budget, early)) {
    return RAISE;
  }
  const best = legal.filter((a, i) => isCardPlay(a) && chances[i]! > top - 1e-9);
  if (best.length === 1) return best[0]!;
  const easy = easyWatten(v, best, seed);
  return best.includes(easy) ? easy : best[0]!;
}
