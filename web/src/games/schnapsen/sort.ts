/**
 * A Schnapsen hand as Austrian players hold it: the trumps first, then the other suits, each from the Daus
 * down: Daus, ten, King, Ober, Unter (SN-1's rank order, the ten above the King). The plain suits alternate
 * colours where the pack allows it (French packs ♣ ♥ ♠ ♦, German packs acorns, leaves, hearts, bells).
 */
import { type Card, type Notation, type Suit, suitOf } from '../../../../engine/cards.js';
import { cardPower } from '../../../../engine/schnapsen/index.js';

const SUIT_ORDER: Record<Notation, readonly Suit[]> = { german: [0, 1, 2, 3], french: [0, 2, 1, 3] };

export function sortSchnapsen(hand: readonly Card[], notation: Notation, trump: Suit): Card[] {
  const order = SUIT_ORDER[notation];
  const key = (card: Card): number => {
    const s = suitOf(card);
    const place = s === trump ? -1 : order.indexOf(s);
    // SN-1: A > T > K > O > U, whatever the engine's rank codes.
    return place * 10 + (4 - cardPower(card));
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}
