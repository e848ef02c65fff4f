/**
 * Why a Mariáš trick went the way it did (MA-2, MA-20), checked against the engine on random deals. The reasons
 * are Schafkopf's, so that the site words them alike: a reason whose sentence names the beaten cards
 * (`highest-trump`) always has some.
 */
import type { Card, Suit } from '../cards.js';
import type { TrickExplanation } from '../explain.js';
import { TRUMP } from '../tricks/ranking.js';
import { rankingOf, trickWinner } from './cards.js';
import type { MariasTrick, MariasView } from './index.js';

export type MariasReason =
  /** MA-20: several trumps fell and the highest took the trick. */
  | 'highest-trump'
  /** MA-20: one trump fell and took the trick. */
  | 'only-trump'
  /** MA-20: no trump fell: the highest card of the led suit took it (the Ten second in a trump game, MA-2). */
  | 'highest-of-suit';

/** A finished three-card trick of a game with trump suit `trump` (-1 in betl and durch). */
export function explainMariasTrick(trump: Suit | -1, trick: MariasTrick): TrickExplanation<MariasReason> {
  const ranking = rankingOf(trump);
  const cards = trick.cards;
  const winner = cards[trickWinner(trump, cards)]!;
  const winnerSeat = (trick.leader + cards.indexOf(winner)) % 3;
  const trumps = cards.filter((c: Card) => ranking.lane[c] === TRUMP);
  if (trumps.length > 0) {
    const reason = trumps.length === 1 ? 'only-trump' : 'highest-trump';
    return { reason, winner, winnerSeat, beaten: trumps.filter((c) => c !== winner) };
  }
  const led = ranking.lane[cards[0]!]!;
  const beaten = cards.filter((c) => c !== winner && ranking.lane[c] === led);
  return { reason: 'highest-of-suit', winner, winnerSeat, beaten };
}

/** Every finished trick of a seat's view, in trick order. */
export function explainMariasTricks(view: MariasView): TrickExplanation<MariasReason>[] {
  const trump = view.contract === null ? -1 : (view.trump ?? -1);
  return view.tricks.map((t) => explainMariasTrick(trump, t));
}
