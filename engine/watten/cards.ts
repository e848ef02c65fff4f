/**
 * Watten's cards (RULES.md WA-1, WA-5, WA-6, WA-8, WA-9): the 33-card pack with the Weli, the card classes
 * that the Schlag and the trump suit make (Rechte, Linke, trumps, plain cards), the trick winner and the
 * trump duty. Pure tables, computed once for each of the 36 pairs of Schlag and trump suit.
 */
import { type Card, type Rank, type Suit, RANK_6, RANKS, SUITS, cardOf, extraCode, suitOf } from '../cards.js';
import { type Mask, EMPTY, add, bit, has, intersect, maskOf, union, without } from '../cardset.js';
import { type TrickRanking, schlagAndSuit } from '../tricks/ranking.js';
import { trickWinnerIndex } from '../tricks/winner.js';

/** WA-1: the Weli, the six of bells (`S6`); in the Munich pack its plain six of bells takes the part. */
export const WELI: Card = extraCode(3, '6');

/** WA-1: A K O U T 9 8 7 in E G H S, and the Weli: 33 cards, in index order. */
export const PACK: readonly Card[] = [
  ...SUITS.flatMap((s) => RANKS.map((r) => cardOf(s, r))).sort((a, b) => a - b),
  WELI,
];
export const PACK_MASK: Mask = maskOf(PACK);

/** WA-3: five cards each; the other 13 are not used. */
export const HAND_SIZE = 5;

/** WA-4: the nine ranks a Schlag may name, 7 … A (codes 0..7) and 6 for the Weli (code 8). */
export const SCHLAG_RANKS: readonly Rank[] = [...RANKS, RANK_6 as Rank];

/** WA-5: what the two announcements make of the 33 cards. */
export interface Classes {
  readonly schlag: Rank;
  readonly trump: Suit;
  /** The Rechte (Hauptschlag): the Schlag of the trump suit, or the Weli when the Schlag is 6. */
  readonly rechte: Card;
  /** The Linke (Blinde): the other three cards of the Schlag's rank; none when the Schlag is 6. */
  readonly linke: Mask;
  /** The Schlag cards: the Rechte and the Linke. */
  readonly schlagCards: Mask;
  /** The trumps: the trump suit without the Rechte, and the Weli unless it is the Rechte (decided: always a trump). */
  readonly trumps: Mask;
  /** WA-8: the leads that oblige a seat holding a trump: the trumps and the Rechte. */
  readonly trumpLeads: Mask;
  /** WA-6: the order of the tricks kit (Rechte, Linke as one group, trumps A … 7, the Weli). */
  readonly ranking: TrickRanking;
}

function classesOf(schlag: Rank, trump: Suit): Classes {
  const rechte = schlag === RANK_6 ? WELI : cardOf(trump, schlag);
  const linke = schlag === RANK_6 ? EMPTY : maskOf(SUITS.filter((s) => s !== trump).map((s) => cardOf(s, schlag)));
  const trumps = add(without(maskOf(RANKS.map((r) => cardOf(trump, r))), bit(rechte)), WELI);
  const schlagCards = add(linke, rechte);
  return {
    schlag,
    trump,
    rechte,
    linke,
    schlagCards,
    trumps: without(trumps, schlagCards),
    trumpLeads: add(without(trumps, schlagCards), rechte),
    ranking: schlagAndSuit(schlag, trump, WELI),
  };
}

const CLASSES: readonly Classes[] = SCHLAG_RANKS.flatMap((r) => SUITS.map((t) => classesOf(r, t)));

/** The classes of a Schlag (a rank of SCHLAG_RANKS) and a trump suit. */
export const classes = (schlag: Rank, trump: Suit): Classes => CLASSES[schlag * 4 + trump]!;

/** WA-5: a card that is neither the Rechte, a Linke nor a trump. */
export const isPlain = (c: Classes, card: Card): boolean => !has(union(c.schlagCards, c.trumps), card);

/**
 * WA-9: the index in `cards` (playing order) of the card that takes the trick: the Rechte, else the first
 * Linke, else the highest trump, else the highest plain card of the led card's suit. The kit's ranking gives
 * the Linke one power, so the first played keeps the trick.
 */
export const trickWinner = (c: Classes, cards: readonly Card[]): number => trickWinnerIndex(c.ranking, cards);

/**
 * WA-8 (decided): the cards a seat holding `hand` may add to a trick of `table`. After a trump lead (the Weli
 * included) or the Rechte, a seat holding a trump plays a trump or a Schlag card, beating or not; a seat with
 * no trump plays anything, so the Rechte and the Linke are never forced out. After a plain or Linke lead, and
 * to lead, anything goes.
 */
export function playable(c: Classes, hand: Mask, table: readonly Card[]): Mask {
  if (table.length === 0 || !has(c.trumpLeads, table[0]!)) return hand;
  const trumps = intersect(hand, c.trumps);
  return trumps === EMPTY ? hand : union(trumps, intersect(hand, c.schlagCards));
}

/**
 * WA-13 (decided): whether a last card may back a raise once the fifth trick has been led: a trump or a
 * Schlag card on anything, and a plain card on a plain lead of its own suit.
 */
export function backsLastRaise(c: Classes, card: Card, led: Card): boolean {
  if (!isPlain(c, card)) return true;
  return isPlain(c, led) && suitOf(card) === suitOf(led);
}
