/**
 * A Bohemian Schneider hand as its players hold it: by suit, Ace high to Seven; the suits alternate colours
 * where the pack allows it (French packs ♣ ♥ ♠ ♦, German packs acorns, leaves, hearts, bells), and the trump
 * suit of the trump variant (BS-V3) comes first.
 */
import { type Card, type Notation, type Suit, rankOf, suitOf } from '../../../../engine/cards.js';

const SUIT_ORDER: Record<Notation, readonly Suit[]> = { german: [0, 1, 2, 3], french: [0, 2, 1, 3] };

export function sortSchneider(hand: readonly Card[], notation: Notation, trumpSuit: Suit | null): Card[] {
  const order = SUIT_ORDER[notation];
  const key = (card: Card): number => {
    const s = suitOf(card);
    const place = s === trumpSuit ? -1 : order.indexOf(s);
    return place * 10 + (7 - rankOf(card));
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}
