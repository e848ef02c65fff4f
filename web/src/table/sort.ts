/**
 * Hands sorted the way players hold them: by suit, high to low. In Schafkopf the trumps of the contract come
 * first in their order (SK-14: Obers, Unters, then the trump suit), then the plain suits; during the auction
 * the Rufer order (the usual default: hearts are trumps in most games). In Bohemian Schneider the suits
 * alternate colours where the pack allows it, and the trump suit (BS-V3) comes first.
 */
import { type Card, type Suit, rankOf, suitOf } from '../../../engine/cards.js';
import { CONTRACTS, type ContractRules, bidIndex } from '../../../engine/schafkopf/index.js';

const RUFER = CONTRACTS[bidIndex('rufer-E')]!;

/** The rules that order a Schafkopf hand: the contract's, or the Rufer order while none is known. */
export function sortingContract(contract: string | null): ContractRules {
  if (contract === null) return RUFER;
  return CONTRACTS[bidIndex(contract)] ?? RUFER;
}

export function sortSchafkopf(hand: readonly Card[], contract: string | null): Card[] {
  const c = sortingContract(contract);
  const key = (card: Card): number => {
    const t = c.trumpOrder.indexOf(card);
    if (t >= 0) return t;
    // Plain suits in the order acorns, leaves, hearts, bells; within a suit by power (high first).
    return 100 + suitOf(card) * 20 + (20 - c.power[card]!);
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}

/** Suit order for display: French packs alternate black and red (♣ ♥ ♠ ♦); German packs E G H S. */
const SUIT_ORDER: Record<'german' | 'french', readonly Suit[]> = { german: [0, 1, 2, 3], french: [0, 2, 1, 3] };

export function sortSchneider(hand: readonly Card[], notation: 'german' | 'french', trumpSuit: number | null): Card[] {
  const order = SUIT_ORDER[notation];
  const key = (card: Card): number => {
    const s = suitOf(card);
    const place = s === trumpSuit ? -1 : order.indexOf(s);
    return place * 10 + (7 - rankOf(card));
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}
