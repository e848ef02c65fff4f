/**
 * A Watten hand as its players hold it: once the Schlag and the trump are named, by power (WA-6): the Rechte,
 * the Linke, the trumps from the Daus down to the Weli, then the plain suits, each from the Daus down. While
 * the Schlag alone is named, its cards come first; before that, by suit (acorns, leaves, hearts, bells), each
 * from the Daus down, the Weli with the bells.
 */
import { type Card, RANK_6, type Rank, type Suit, rankOf, suitOf } from '../../../../engine/cards.js';
import { has } from '../../../../engine/cardset.js';
import { classes } from '../../../../engine/watten/index.js';

/** A card's place within its suit, the Daus first and the Weli (a six) last. */
const inSuit = (card: Card): number => (rankOf(card) === RANK_6 ? 8 : 7 - rankOf(card));

export function sortWatten(hand: readonly Card[], schlag: Rank | null, trump: Suit | null): Card[] {
  const plain = (card: Card) => 100 + suitOf(card) * 10 + inSuit(card);
  let key: (card: Card) => number = plain;
  if (schlag !== null && trump !== null) {
    const c = classes(schlag, trump);
    key = (card) => {
      if (card === c.rechte) return 0;
      if (has(c.linke, card)) return 1 + suitOf(card);
      if (has(c.trumps, card)) return 10 + inSuit(card);
      return plain(card);
    };
  } else if (schlag !== null) {
    key = (card) => (rankOf(card) === schlag ? suitOf(card) : plain(card));
  }
  return [...hand].sort((a, b) => key(a) - key(b));
}
