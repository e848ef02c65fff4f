/**
 * A Belote hand as its players hold it: by suit, the trumps first once they are known, in the order that takes
 * tricks (BE-10): trumps Valet, 9, Ace, Ten, King, Queen, 8, 7; the other suits Ace, Ten, King, Queen, Valet,
 * 9, 8, 7 (the Ten second, as before trumps are known).
 */
import { type Card, RANK_10, RANK_9, RANK_UNTER, type Suit, rankOf, suitOf } from '../../../../engine/cards.js';

/** A card's place within its suit, the best first. */
function inSuit(card: Card, trump: boolean): number {
  const rank = rankOf(card);
  if (trump && rank === RANK_UNTER) return -2;
  if (trump && rank === RANK_9) return -1;
  if (rank === RANK_10) return 1;
  // The others from the Ace (7) down to the seven (0): Ace 0, King 2, Queen 3, Valet 4, 9 5, 8 6, 7 7.
  const place = 7 - rank;
  return place === 0 ? 0 : place + 1;
}

/** `trump`: the trump suit when known. */
export function sortBelote(hand: readonly Card[], trump: Suit | null): Card[] {
  const key = (card: Card) => {
    const suit = suitOf(card);
    const lane = trump !== null && suit === trump ? -1 : suit;
    return lane * 20 + inSuit(card, suit === trump);
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}
