/** Why a Schnapsen trick went the way it did (SN-5), checked against the engine on random deals. */
import type { Card, Suit } from '../cards.js';
import { suitOf } from '../cards.js';
import type { TrickExplanation } from '../explain.js';
import { type SchnapsenTrick, type SchnapsenView, trickWinner } from './index.js';

export type SchnapsenReason =
  /** SN-5: the answer is a higher card of the led suit. */
  | 'higher'
  /** SN-5: the answer is a lower card of the led suit: the led card keeps the trick. */
  | 'lower'
  /** SN-5: a trump answered to a non-trump lead wins. */
  | 'trumped'
  /** SN-5: the answer is of another suit and no trump (or a plain card on a trump lead): the leader wins. */
  | 'off-suit';

/** A finished two-card trick of Schnapsen with `trump` the deal's trump suit. */
export function explainSchnapsenTrick(trick: SchnapsenTrick, trump: Suit): TrickExplanation<SchnapsenReason> {
  const [led, answer] = trick.cards as [Card, Card];
  const winnerSeat = trickWinner(trick.leader, led, answer, trump);
  const answerWins = winnerSeat !== trick.leader;
  const winner = answerWins ? answer : led;
  if (suitOf(answer) === suitOf(led)) {
    return { reason: answerWins ? 'higher' : 'lower', winner, winnerSeat, beaten: [answerWins ? led : answer] };
  }
  if (answerWins) return { reason: 'trumped', winner, winnerSeat, beaten: [led] };
  return { reason: 'off-suit', winner, winnerSeat, beaten: [] };
}

/** Every finished trick of a seat's view, in trick order. */
export function explainSchnapsenTricks(view: SchnapsenView): TrickExplanation<SchnapsenReason>[] {
  return view.tricks.map((t) => explainSchnapsenTrick(t, view.trump));
}
