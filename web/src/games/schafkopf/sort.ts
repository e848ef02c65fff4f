/**
 * A Schafkopf hand as its players hold it: the trumps of the contract first in their order (SK-14: Obers,
 * Unters, then the trump suit), then the plain suits acorns, leaves, hearts, bells, each by power (high
 * first); during the auction the Rufer order (the usual default: hearts are trumps in most games).
 */
import type { Card } from '../../../../engine/cards.js';
import { suitOf } from '../../../../engine/cards.js';
import { CONTRACTS, type ContractRules, bidIndex } from '../../../../engine/schafkopf/index.js';

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
    return 100 + suitOf(card) * 20 + (20 - c.power[card]!);
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}
