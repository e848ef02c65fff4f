/** Why a Mariáš trick went the way it did (MA-2, MA-20), checked against the engine on random deals. */
import type { Card, Suit } from '../cards.js';
import type { TrickExplanation } from '../explain.js';
import { TRUMP } from '../tricks/ranking.js';
import { rankingOf, trickWinner } from './cards.js';
import type { MariasTrick, MariasView } from './index.js';

export type MariasReason =
  /** MA-20: a trump took the trick: the highest trump in it. */
  | 'highest-trump'
  /** MA-20: no trump in it: the highest card of the led suit (the Ten second in a trump game, MA-2). */
  | 'highest-of-suit';

/** A finished three-card trick of a game with trump suit `trump` (-1 in betl and durch). */
export function explainMariasTrick(trump: Suit | -1, trick: MariasTrick): TrickExplanation<MariasReason> {
  const ranking = rankingOf(trump);
  const cards = trick.cards;
  const w = trickWinner(trump, cards);
  const winner = cards[w]!;
  const winnerSeat = (trick.leader + w) % 3;
  const lane = ranking.lane[winner]!;
  const led = ranking.lane[cards[0]!]!;
  const beaten = cards.filter((c: Card) => c !== winner && (ranking.lane[c] === lane || ranking.lane[c] === led));
  return { reason: lane === TRUMP ? 'highest-trump' : 'highest-of-suit', winner, winnerSeat, beaten };
}

/** Every finished trick of a seat's view, in trick order. */
export function explainMariasTricks(view: MariasView): TrickExplanation<MariasReason>[] {
  const trump = view.contract === null ? -1 : (view.trump ?? -1);
  return view.tricks.map((t) => explainMariasTrick(trump, t));
}
