/**
 * The oracle: plays the open-cards solver on the true deal, every hand seen. It exists only to measure the real
 * players against perfect knowledge. It takes a whole WattenState, never a view, so it cannot be seated where
 * a Bot<WattenView> is expected.
 *
 * - The Schlag: the rank whose deal its side wins when the dealer then names the trump best for the dealer's
 *   side (both solved exactly); the trump: the suit whose deal its side wins. Ties go to the hand's strength.
 * - Cards: a card that keeps the deal won, if any (the easy player's choice among equals).
 * - Raising: when its side wins the deal with best play; holding: the same, else folding (and always holding
 *   when a fold would give the other side the match).
 */
import type { Action } from '../../engine/action.js';
import { SCHLAG_RANKS, classes } from '../../engine/watten/cards.js';
import {
  FOLD,
  HOLD,
  RAISE,
  type WattenState,
  isCardPlay,
  schlagAction,
  trumpAction,
  watten,
} from '../../engine/watten/index.js';
import type { Oracle } from '../bot.js';
import { easyWatten } from './easy.js';
import { handStrength, schlagStrength } from './knowledge.js';
import { type OpenPosition, sharedSolver } from './solver.js';

export type WattenOracle = Oracle<WattenState>;

const position = (s: WattenState, schlag: number, trump: number): OpenPosition => ({
  classes: classes(schlag as never, trump as never),
  hands: s.hands,
  table: s.table,
  leader: s.leader,
  sideTricks: s.sideTricks,
});

/** Whether `side` wins the deal from the first lead with this Schlag and trump. */
const wins = (s: WattenState, schlag: number, trump: number, side: number): number =>
  sharedSolver().value(position(s, schlag, trump), side);

export const wattenOracle: WattenOracle = {
  kind: 'oracle',
  act(s) {
    const legal = watten.legalActions(s);
    if (legal.length <= 1) return legal[0]!;
    const seat = watten.toMove(s)!;
    const side = seat % 2;
    if (s.schlag < 0) {
      const dealerSide = s.dealer % 2;
      let best = SCHLAG_RANKS[0]!;
      let bestScore = -Infinity;
      for (const r of SCHLAG_RANKS) {
        // The dealer names the suit that wins for its side, if one does.
        const dealerWins = [0, 1, 2, 3].some((t) => wins(s, r, t, dealerSide) === 1);
        const score = (dealerWins ? 0 : 10) + schlagStrength(r, s.hands[seat]!);
        if (score > bestScore) {
          bestScore = score;
          best = r;
        }
      }
      return schlagAction(best);
    }
    if (s.trump < 0) {
      let best = 0;
      let bestScore = -Infinity;
      for (let t = 0; t < 4; t++) {
        const score =
          wins(s, s.schlag, t, side) * 10 + handStrength(classes(s.schlag as never, t as never), s.hands[seat]!);
        if (score > bestScore) {
          bestScore = score;
          best = t;
        }
      }
      return trumpAction(best as never);
    }
    const solver = sharedSolver();
    const pos = position(s, s.schlag, s.trump);
    if (s.pendingRaise !== null) {
      if (s.rules.target - s.totals[(seat + 1) % 4]! <= s.value) return HOLD;
      return solver.value(pos, side) === 1 ? HOLD : FOLD;
    }
    const cards = legal.filter(isCardPlay);
    const values = solver.cardValues(pos, side, cards);
    const winning = cards.filter((_, i) => values[i] === 1);
    if (winning.length > 0 && legal.includes(RAISE)) return RAISE;
    const choices = winning.length > 0 ? winning : cards;
    if (choices.length === 1) return choices[0]!;
    const easy = easyWatten(watten.view(s, seat), choices, '');
    return choices.includes(easy) ? easy : (choices[0] as Action);
  },
};
