/**
 * How the cards of a deal rank in a trick, composed from parts as openschafkopf composes its rules: a rank
 * order for the plain suits, and a trump decider that lifts some cards above every plain card. The result,
 * a `TrickRanking`, gives each card a lane (the suit it follows as, 0..3, or TRUMP) and a power: a card wins
 * the trick when it has the highest power among the cards of the led lane and the trumps (winner.ts).
 *
 * Deciders here: no trumps (betl and durch, MA-2), a trump suit (Schnapsen SN-5, Mariáš MA-20, Belote BE-10
 * with its own trump order BE-4), ranks then a suit (Schafkopf's Obers and Unters, SK-14), and a Schlag then
 * a suit (Watten's Rechte, Linke and trumps, WA-5, WA-6). A game whose tricks follow none of these (Bohemian
 * Schneider's next rank up, BS-7) keeps its own rule.
 */
import { type Card, type Rank, type Suit, CARD_CODES, SUITS, cardOf, rankOf, suitOf } from '../cards.js';
import { type Mask, add } from '../cardset.js';

/** The lane of the trumps: a card of lane TRUMP follows a trump lead, whatever its printed suit. */
export const TRUMP = 4;

/** Ranks from the highest to the lowest. */
export type RankOrder = readonly Rank[];

// Rank codes (cards.ts): 0 7, 1 8, 2 9, 3 T, 4 U, 5 O, 6 K, 7 A, 8 six, 9 five.
/** A T K O U 9 8 7: Schnapsen (SN-1), Mariáš's trump games (MA-2), Belote's plain suits (BE-4). */
export const ACE_TEN: RankOrder = [7, 3, 6, 5, 4, 2, 1, 0];
/** A K O U T 9 8 7 (6 5): the printed order, Mariáš's betl and durch (MA-2), Watten's suits (WA-6). */
export const PRINTED: RankOrder = [7, 6, 5, 4, 3, 2, 1, 0, 8, 9];
/** Belote's trump suit: J 9 A T K Q 8 7 (BE-4). */
export const BELOTE_TRUMP: RankOrder = [4, 2, 7, 3, 6, 5, 1, 0];

export interface TrickRanking {
  /** By card code: the lane the card follows as (its suit 0..3, or TRUMP). */
  readonly lane: readonly number[];
  /**
   * By card code: its power within its lane; every trump above every plain card (100 + its place), and -1 for
   * a card the ranking does not know (outside the pack). Equal powers are possible (Watten's Linke): then the
   * card played first keeps the trick.
   */
  readonly power: readonly number[];
  /** The cards of each lane, index 0..3 the plain suits and TRUMP the trumps. */
  readonly lanes: readonly Mask[];
  readonly trumps: Mask;
}

/**
 * A ranking from its two parts: the plain suits' rank order, and the trumps from the highest down, in groups
 * of equal power (a group of one card mostly; Watten's three Linke form one group).
 */
export function rankCards(plain: RankOrder, trumps: readonly (readonly Card[])[] = []): TrickRanking {
  const lane: number[] = [];
  const power: number[] = [];
  const trumpCount = trumps.reduce((n, group) => n + group.length, 0);
  const trumpPower = new Map<Card, number>();
  let place = 0;
  for (const group of trumps) {
    // One power for a group: the place of its first card, as if the group were one card.
    for (const c of group) trumpPower.set(c, 100 + trumpCount - place);
    place += group.length;
  }
  const lanes = [0, 0, 0, 0, 0];
  for (let c = 0; c < CARD_CODES; c++) {
    const t = trumpPower.get(c);
    if (t !== undefined) {
      lane.push(TRUMP);
      power.push(t);
      lanes[TRUMP] = add(lanes[TRUMP]!, c);
      continue;
    }
    const i = plain.indexOf(rankOf(c));
    lane.push(suitOf(c));
    power.push(i < 0 ? -1 : plain.length - 1 - i);
    if (i >= 0) lanes[suitOf(c)] = add(lanes[suitOf(c)]!, c);
  }
  return { lane, power, lanes, trumps: lanes[TRUMP]! };
}

/** The cards of a suit in an order, highest first. */
export const suitInOrder = (suit: Suit, order: RankOrder): Card[] => order.map((r) => cardOf(suit, r));

/** No trumps: every card follows its own suit (Mariáš's betl and durch, MA-2). */
export const noTrumps = (plain: RankOrder): TrickRanking => rankCards(plain);

/** One trump suit, ranked by `trumpOrder` (Belote, BE-4) or like the plain suits (SN-5, MA-20). */
export const suitTrumps = (suit: Suit, plain: RankOrder, trumpOrder: RankOrder = plain): TrickRanking =>
  rankCards(
    plain,
    suitInOrder(suit, trumpOrder).map((c) => [c]),
  );

/**
 * Some ranks trump in every suit, each rank's cards in a suit order, then a trump suit without them
 * (Schafkopf, SK-14: Obers E G H S, Unters E G H S, then the trump suit A T K 9 8 7; Wenz: Unters only, and no
 * suit). A plain card keeps its place in `plain` (a trump rank in it is simply never plain).
 */
export function ranksThenSuit(
  ranks: readonly Rank[],
  suitOrder: readonly Suit[],
  suit: Suit | -1,
  plain: RankOrder,
): TrickRanking {
  const top = ranks.flatMap((r) => suitOrder.map((s) => cardOf(s, r)));
  const rest =
    suit === -1
      ? []
      : suitInOrder(
          suit,
          plain.filter((r) => !ranks.includes(r)),
        );
  return rankCards(
    plain,
    [...top, ...rest].map((c) => [c]),
  );
}

/**
 * The Schlag and a trump suit (Watten, WA-5, WA-6): the Rechte (the Schlag of the trump suit) above all, then
 * the Linke (the other cards of the Schlag's rank) as one group, the first played of which wins, then the
 * trump suit in the printed order, then the Weli as the lowest trump. With the Weli as Schlag it is the Rechte
 * and there are no Linke.
 */
export function schlagAndSuit(schlag: Rank, suit: Suit, weli: Card): TrickRanking {
  const rechte = schlag === rankOf(weli) ? weli : cardOf(suit, schlag);
  const linke = rechte === weli ? [] : SUITS.filter((s) => s !== suit).map((s) => cardOf(s, schlag));
  const trumps = suitInOrder(suit, PRINTED.slice(0, 8)).filter((c) => c !== rechte);
  const groups: Card[][] = [[rechte], ...(linke.length > 0 ? [linke] : []), ...trumps.map((c) => [c])];
  if (rechte !== weli) groups.push([weli]);
  return rankCards(PRINTED.slice(0, 8), groups);
}
