/**
 * A Mariáš hand as its players hold it (MA-2): by suit (acorns, leaves, hearts, bells), the trumps first once
 * they are known, each suit from the Ace down with the Ten second (A T K O U 9 8 7) in a trump game and while
 * the game is not yet fixed; in betl and durch the Ten in its printed place (A K O U T 9 8 7).
 */
import { type Card, RANK_10, type Suit, rankOf, suitOf } from '../../../../engine/cards.js';

/** A card's place within its suit, the Ace first: the Ten second, or between the Unter and the nine. */
function inSuit(card: Card, tenSecond: boolean): number {
  const rank = rankOf(card);
  if (rank === RANK_10) return tenSecond ? 1 : 4;
  // The other ranks from the Ace (7) down to the seven (0); below the Ten in a trump game, above it in betl.
  const place = 7 - rank; // Ace 0, King 1, Ober 2, Unter 3, nine 5, eight 6, seven 7
  return tenSecond && place > 0 && place < 4 ? place + 1 : place;
}

/** `noTrumps`: betl or durch; `trump`: the trump suit when known. */
export function sortMarias(hand: readonly Card[], trump: Suit | null, noTrumps: boolean): Card[] {
  const key = (card: Card) => {
    const suit = suitOf(card);
    const lane = trump !== null && !noTrumps && suit === trump ? -1 : suit;
    return lane * 10 + inSuit(card, !noTrumps);
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}
