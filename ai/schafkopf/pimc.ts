/**
 * Perfect-information Monte Carlo for Schafkopf play: deal the hidden cards many times consistently with
 * the seat's knowledge, score every legal card in every deal with best play by all (open-cards solver), and
 * play the card with the best mean settlement for this seat.
 */
import type { Action } from '../../engine/action.js';
import { has } from '../../engine/cardset.js';
import { seededRandom } from '../../engine/random.js';
import { suitOf } from '../../engine/cards.js';
import { type ContractRules, type SchafkopfView, cardPoints, effectiveSuit } from '../../engine/schafkopf/index.js';
import {
  type DealOutcome,
  type Scored,
  afterCard,
  bestPlayOutcome,
  declarerWinsBestPlay,
  scoredPosition,
  settlementFor,
} from './evaluate.js';
import type { PlayReading } from './inference.js';
import { type Knowledge, dealtHands, knowledgeOf, sampleDeals } from './knowledge.js';
import { runTops } from './solver.js';

export interface PlayBudget {
  /** How many deals of the hidden cards to score. */
  readonly samples: number;
  /** Draw the deals as likely as the auction makes them (inference.ts), not merely consistent with it. */
  readonly inference?: boolean;
  /** With inference, which of the other seats' plays are read too (inference.ts); none when absent. */
  readonly readPlay?: PlayReading;
}

/** The root position of one sampled deal, and what it needs for the settlement. */
export interface SampledRoot {
  readonly root: Scored;
  readonly declarerSide: number;
  readonly dealt: readonly number[];
}

/** Builds the open position of a sampled deal from the view (play phase only). */
export function sampledRoot(view: SchafkopfView, k: Knowledge, hands: readonly number[]): SampledRoot {
  const contract = k.contract!;
  const declarer = view.declarer!;
  const dealt = dealtHands(k, hands);
  let declarerSide = 1 << declarer;
  if (view.calledAce !== null) {
    const holder = dealt.findIndex((h) => has(h, view.calledAce!));
    declarerSide |= 1 << holder;
  }
  const calledSuitLed =
    view.calledAce !== null &&
    view.tricks.some((t) => effectiveSuit(contract, t.cards[0]!) === suitOf(view.calledAce!));
  const aceLive = view.calledAce !== null && !calledSuitLed && hands.some((h) => has(h, view.calledAce!));
  const pos = {
    contract,
    hands,
    leader: view.trick.leader,
    table: view.trick.cards,
    declarerSide,
    calledAce: aceLive ? view.calledAce! : -1,
    calledSuitLed,
  };
  return { root: scoredPosition(pos, view.cardPoints, view.tricks), declarerSide, dealt };
}

/** Mean settlement of each legal card over the samples. */
export function scoreCards(view: SchafkopfView, legal: readonly Action[], seed: string, budget: PlayBudget): number[] {
  return scoreCardsCounted(view, legal, seed, budget).means;
}

/** scoreCards, with the number of deals it could draw (a draw that fits no hand sizes is skipped). */
export function scoreCardsCounted(
  view: SchafkopfView,
  legal: readonly Action[],
  seed: string,
  budget: PlayBudget,
): { means: number[]; samples: number } {
  const k = knowledgeOf(view, budget);
  const random = seededRandom(`${seed}/pimc`);
  const totals = legal.map(() => 0);
  let n = 0;
  for (const hands of sampleDeals(k, random, budget.samples)) {
    const s = sampledRoot(view, k, hands);
    legal.forEach((card, j) => {
      const o = bestPlayOutcome(afterCard(s.root, card));
      totals[j] = totals[j]! + settlementFor(view.seat, k.contract!, s.declarerSide, s.dealt, o);
    });
    n++;
  }
  return { means: totals.map((t) => (n > 0 ? t / n : 0)), samples: n };
}

/** One card's question in one deal: who wins after it, the settlement's bounds, and its value once asked. */
interface Question {
  readonly after: Scored;
  readonly wins: boolean;
  readonly low: number;
  readonly high: number;
  value: number;
}

/**
 * The card with the best mean settlement over the sampled deals; among equals, the one that gives away the fewest
 * points and the least power. It chooses exactly as scoring every card in full (scoreCards, then bestCard) would,
 * but asks fewer questions (issue 17: a card within 500 ms): first only who wins each deal after each card;
 * a card whose best case (Schneider wherever it helps the seat) falls short of another card's worst case is out,
 * and the Schneider questions are asked, deal by deal, only of the cards still in the running.
 */
export function pimcPlay(view: SchafkopfView, legal: readonly Action[], seed: string, budget: PlayBudget): Action {
  if (legal.length === 1) return legal[0]!;
  const k = knowledgeOf(view, budget);
  const contract = k.contract!;
  const roots = sampleDeals(k, seededRandom(`${seed}/pimc`), budget.samples).map((h) => sampledRoot(view, k, h));
  const settle = (s: SampledRoot, o: DealOutcome) => settlementFor(view.seat, contract, s.declarerSide, s.dealt, o);
  // One question per deal and card; a Tout has no Schneider (SK-12), so its answer is the settlement. Cards of
  // one run in that deal (runTops: the Ober of Hearts and of Bells with no Ober left between them, the 8 and 9 of
  // a suit) share their answers: asked once, for the card the search itself would play.
  const open = roots.map((s) => {
    const tops = runTops(s.root.pos, legal);
    const asked = new Map<number, Question>();
    return tops.map((top) => {
      let q = asked.get(top);
      if (q === undefined) {
        const after = afterCard(s.root, top);
        const wins = declarerWinsBestPlay(after);
        const plain = settle(s, { declarerWins: wins, schneider: false });
        const schneider = contract.tout ? plain : settle(s, { declarerWins: wins, schneider: true });
        q = { after, wins, low: Math.min(plain, schneider), high: Math.max(plain, schneider), value: NaN };
        asked.set(top, q);
      }
      return q;
    });
  });
  const live = legal.map(() => true);
  const totals = legal.map(() => 0);
  for (let i = 0; i <= roots.length; i++) {
    // The bounds of each card's total: deals before i settled, the others between their two outcomes.
    const low = totals.slice();
    const high = totals.slice();
    for (let r = i; r < roots.length; r++) {
      for (let j = 0; j < legal.length; j++) {
        low[j] = low[j]! + open[r]![j]!.low;
        high[j] = high[j]! + open[r]![j]!.high;
      }
    }
    const floor = Math.max(...low.filter((_, j) => live[j]));
    for (let j = 0; j < legal.length; j++) if (live[j] && high[j]! < floor - 1e-6) live[j] = false;
    if (i === roots.length) break;
    for (let j = 0; j < legal.length; j++) {
      if (!live[j]) continue;
      const q = open[i]![j]!;
      if (q.value !== q.value) q.value = q.low === q.high ? q.low : settle(roots[i]!, bestPlayOutcome(q.after, q.wins));
      totals[j] = totals[j]! + q.value;
    }
  }
  const n = roots.length;
  return bestCard(
    contract,
    legal,
    totals.map((t, j) => (!live[j] ? -Infinity : n > 0 ? t / n : 0)),
  );
}

/** The legal card of the best mean; among equals, the one that gives away the fewest points and the least power. */
export function bestCard(contract: ContractRules, legal: readonly Action[], means: readonly number[]): Action {
  let best = 0;
  for (let j = 1; j < legal.length; j++) {
    const d = means[j]! - means[best]!;
    if (d > 1e-9) best = j;
    else if (d > -1e-9 && cheaper(contract.power, legal[j]!, legal[best]!)) best = j;
  }
  return legal[best]!;
}

function cheaper(power: readonly number[], a: number, b: number): boolean {
  const pa = cardPoints(a),
    pb = cardPoints(b);
  return pa !== pb ? pa < pb : power[a]! < power[b]!;
}
