/**
 * Watten's analyst (issue 15, docs/analysis.md; issue 31): the strong player's own worlds and solver value every
 * legal action in game points for the seat's side, the deal's value won positive and lost negative (WA-14):
 *
 * - a card: the value times (2p - 1), p the share of worlds its side takes three tricks after it (pimc.ts),
 *   recalibrated as strong reads a chance before a stake decision (the open worlds overrate it);
 * - a raise: against an answerer who reads the deal as well as the raiser, the lesser of the value (a fold) and
 *   the held deal at the value plus one (`raisePoints`); so a raise pays only with the better chances, and a
 *   bluff, which pays only against an answerer who folds too often, counts as a loss;
 * - hold: the held deal at the value plus one; fold: minus the value (WA-12 b: a fold never ends the match);
 * - the Schlag (forehand): for each rank, the deal from the first lead with the trump the dealer would name by
 *   strength in each world (the strong player's own rule), worth 2 (WA-11);
 * - the trump (dealer): for each suit, the deal from the first lead over worlds weighed by the Schlag named.
 *
 * No value counts later raises. With every card known (`exact`) the same rules read the true deal: a card wins or
 * loses the deal, a raise is worth the value when its side wins (the answerer folds) and the value plus one lost
 * when it loses (the answerer holds), the Schlag wins when no trump the dealer could name wins for the dealer.
 */
import { type Action, actionArg } from '../../engine/action.js';
import { seededRandom } from '../../engine/random.js';
import {
  BASE_VALUE,
  HOLD,
  RAISE,
  type WattenState,
  type WattenView,
  isCardPlay,
  isSchlagAction,
  isTrumpAction,
  watten,
} from '../../engine/watten/index.js';
import type { Analyst, Estimate } from '../bot.js';
import { WATTEN_BUDGETS } from './budgets.js';
import { knowledgeOf } from './knowledge.js';
import {
  answerValues,
  calibrated,
  cardChances,
  foldPoints,
  holdPoints,
  playPoints,
  playValues,
  positionChance,
  firstLead,
  raisePoints,
  schlagValues,
  trumpValues,
  worldsOf,
} from './pimc.js';
import { type OpenPosition, sharedSolver } from './solver.js';

const ALL_SUITS = [0, 1, 2, 3] as const;

/** The strong player's values of every legal action from the seat's view, over about `samples` worlds. */
export function estimateValues(v: WattenView, legal: readonly Action[], seed: string, samples: number): Estimate {
  const budget = { ...WATTEN_BUDGETS.strong, samples };
  const random = seededRandom(`wa-analyse/${seed}`);
  if (legal.some(isSchlagAction)) return schlagValues(v, legal, random, budget);
  if (legal.some(isTrumpAction)) return trumpValues(v, legal, random, budget);
  const k = knowledgeOf(v);
  const worlds = worldsOf(k, random, budget);
  // The chances as strong reads them before a stake decision (pimc.ts, calibrated): the same order of cards.
  const { calShift, calScale, answerShift } = budget;
  const values = legal.includes(HOLD)
    ? answerValues(v, legal, calibrated(positionChance(k, worlds), calShift + answerShift, calScale))
    : playValues(
        v,
        legal,
        cardChances(k, legal, worlds).map((p) => (p < 0 ? p : calibrated(p, calShift, calScale))),
      );
  return { values, samples: worlds.length, exact: false };
}

/** Each legal action's value for the seat to act with every hand known, under the same rules as the estimate. */
export function exactValues(s: WattenState, legal: readonly Action[]): number[] {
  const seat = watten.toMove(s)!;
  const side = seat % 2;
  const solver = sharedSolver();
  const open = (schlag: number, trump: number): OpenPosition => ({
    ...firstLead(s.hands, s.dealer, schlag, trump),
    table: s.table,
    leader: s.leader,
    sideTricks: s.sideTricks,
  });
  if (s.schlag < 0) {
    // The dealer names the trump that wins for his side, if one does.
    return legal.map((a) =>
      playPoints(BASE_VALUE, ALL_SUITS.every((t) => solver.value(open(actionArg(a), t), side) === 1) ? 1 : 0),
    );
  }
  if (s.trump < 0) return legal.map((a) => playPoints(BASE_VALUE, solver.value(open(s.schlag, actionArg(a)), side)));
  const position = open(s.schlag, s.trump);
  if (s.pendingRaise !== null) {
    const won = solver.value(position, side);
    return legal.map((a) => (a === HOLD ? holdPoints(s.value, won) : foldPoints(s.value)));
  }
  const cards = legal.filter(isCardPlay);
  const wins = solver.cardValues(position, side, cards);
  const best = Math.max(...wins);
  let j = 0;
  return legal.map((a) => (a === RAISE ? raisePoints(s.value, best) : playPoints(s.value, wins[j++]!)));
}

export const wattenAnalyst: Analyst<WattenView, WattenState> = {
  unit: 'game points',
  // A deal is worth 2 game points either way (more when raised), so a deal turned from won to lost costs 4: a
  // loss of a quarter of that is a blunder, a twentieth nothing worth marking.
  thresholds: { inaccuracy: 0.2, mistake: 0.5, blunder: 1 },
  estimate: estimateValues,
  exact: exactValues,
};
