/**
 * Why a Belote trick went the way it did (BE-4, BE-10), checked against the engine on random deals. The reasons
 * are Mariáš's and Schafkopf's, so that the site words them alike: a reason whose sentence names the beaten
 * cards (`highest-trump`) always has some.
 */
import type { Suit } from '../cards.js';
import type { TrickExplanation } from '../explain.js';
import { TRUMP } from '../tricks/ranking.js';
import { rankingOf, trickWinner } from './cards.js';
import type { BeloteTrick, BeloteView } from './index.js';

export type BeloteReason =
  /** BE-10: several trumps fell and the highest took the trick (J 9 A T K Q 8 7, BE-4). */
  | 'highest-trump'
  /** BE-10: one trump fell and took the trick. */
  | 'only-trump'
  /** BE-10: no trump fell: the highest card of the led suit took it (A T K Q J 9 8 7, BE-4). */
  | 'highest-of-suit';

/** A finished four-card trick with trumps `trump`. */
export function explainBeloteTrick(trump: Suit, trick: BeloteTrick): TrickExplanation<BeloteReason> {
  const ranking = rankingOf(trump);
  const cards = trick.cards;
  const i = trickWinner(trump, cards);
  const winner = cards[i]!;
  // BE-3: the trick goes anticlockwise, so its i-th card is the leader's i-th seat on the right.
  const winnerSeat = (trick.leader + 3 * i) % 4;
  const trumps = cards.filter((c) => ranking.lane[c] === TRUMP);
  if (trumps.length > 0) {
    const reason = trumps.length === 1 ? 'only-trump' : 'highest-trump';
    return { reason, winner, winnerSeat, beaten: trumps.filter((c) => c !== winner) };
  }
  const led = ranking.lane[cards[0]!]!;
  return {
    reason: 'highest-of-suit',
    winner,
    winnerSeat,
    beaten: cards.filter((c) => c !== winner && ranking.lane[c] === led),
  };
}

/** Every finished trick of a seat's view, in trick order. */
export function explainBeloteTricks(view: BeloteView): TrickExplanation<BeloteReason>[] {
  const trump = view.trump;
  return trump === null ? [] : view.tricks.map((t) => explainBeloteTrick(trump, t));
}
