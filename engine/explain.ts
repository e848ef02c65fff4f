/**
 * Why a trick went the way it did, as data the site turns into a sentence in the player's language
 * ("only the J♠ beats the 10♠"). Each game explains its own tricks (its definition's `explain`), following
 * the rules that decide them, and `winner` always agrees with the engine's own trick resolution.
 */
import type { Seat } from './action.js';
import type { Card } from './cards.js';

export interface TrickExplanation<Reason extends string = string> {
  /** The game's own reason code ('next-rank', 'highest-trump', …). */
  readonly reason: Reason;
  readonly winner: Card;
  readonly winnerSeat: Seat;
  /** The cards the winner beat that could have competed (same suit or trumps); the led card when it lost. */
  readonly beaten: readonly Card[];
  /** For a near miss: the one card that would have taken the trick. */
  readonly needed?: Card;
}
