/**
 * Belote's cards (RULES.md BE-1, BE-4, BE-10, BE-11, BE-C4, BE-A1): the 32-card pack, the trump order J 9 A T K
 * Q 8 7 above the plain order A T K Q J 9 8 7, the card points of each trump suit, and the duties of play, all
 * from the shared trick kit (engine/tricks/): follow, overtrump on a trump lead even over a partner, trump and
 * overtrump unless the partner holds the trick, and undertrump in the base ruleset only. Also the combinations
 * of the variant `annonces` (BE-A1) and their order (BE-A3).
 */
import {
  type Card,
  type Rank,
  type Suit,
  RANK_10,
  RANK_9,
  RANK_ACE,
  RANK_KING,
  RANK_OBER,
  RANK_UNTER,
  RANKS,
  SUITS,
  PACK_32,
  cardOf,
} from '../cards.js';
import { type Mask, has, maskOf, suitMask } from '../cardset.js';
import { BELOTE_DUTIES, type Duties, answers } from '../tricks/duties.js';
import { BELOTE_PLAIN, BELOTE_TRUMP_POINTS, pointsByCard } from '../tricks/points.js';
import { ACE_TEN, BELOTE_TRUMP, type TrickRanking, suitTrumps } from '../tricks/ranking.js';
import { trickWinnerIndex } from '../tricks/winner.js';

/** BE-1: A K Q J T 9 8 7 in C D H S, 32 cards, in index order. */
export const PACK: readonly Card[] = PACK_32;
export const PACK_MASK: Mask = maskOf(PACK);

/** BE-5, BE-C1: eight cards each, eight tricks. */
export const HAND_SIZE = 8;
export const TRICKS = 8;
/** BE-4: 152 in the cards, the last trick 10 (dix de der), 100 instead on a capot. */
export const CARD_POINTS = 152;
export const LAST_TRICK = 10;
export const CAPOT_LAST_TRICK = 100;
/** BE-12: the belote is worth 20. */
export const BELOTE_POINTS = 20;

/** BE-4, BE-10: the ranking of each trump suit. */
const RANKINGS: readonly TrickRanking[] = SUITS.map((s) => suitTrumps(s, ACE_TEN, BELOTE_TRUMP));
export const rankingOf = (trump: Suit): TrickRanking => RANKINGS[trump]!;

/** BE-4: points by card code under each trump suit. */
const POINTS: readonly (readonly number[])[] = SUITS.map((s) =>
  pointsByCard(BELOTE_PLAIN, suitMask(s), BELOTE_TRUMP_POINTS),
);
export const pointsOf = (trump: Suit, card: Card): number => POINTS[trump]![card]!;

/** BE-10: the index (playing order) of the card taking a trick so far. */
export const trickWinner = (trump: Suit, cards: readonly Card[]): number => trickWinnerIndex(rankingOf(trump), cards);

/** BE-C4: the contrée frees a player who cannot overtrump an opponent's trump from undertrumping. */
const CONTREE_DUTIES: Duties = { ...BELOTE_DUTIES, undertrump: false };

/**
 * BE-11 (BE-C4 with `undertrump` false): the cards a seat holding `hand` may add to the trick `table`;
 * `partnerHolds` when the card now winning it is the seat's partner's. Anything to lead.
 */
export function dutyCards(
  trump: Suit,
  hand: Mask,
  table: readonly Card[],
  partnerHolds: boolean,
  undertrump: boolean,
): Mask {
  if (table.length === 0) return hand;
  return answers(undertrump ? BELOTE_DUTIES : CONTREE_DUTIES, rankingOf(trump), hand, table, partnerHolds).cards;
}

/** BE-12: the King and the Queen of trumps. */
export const kingOf = (suit: Suit): Card => cardOf(suit, RANK_KING);
export const queenOf = (suit: Suit): Card => cardOf(suit, RANK_OBER);

// ---------------------------------------------------------------------------------------------------------------
// BE-A1 … BE-A3: the combinations of the variant `annonces`.

export interface Combination {
  readonly kind: 'sequence' | 'carre';
  /** Its cards, ascending codes. */
  readonly cards: readonly Card[];
  readonly points: number;
  /** A sequence's suit; -1 for a carré. */
  readonly suit: Suit | -1;
  /** A sequence's top rank (7 … A as rank codes 0 … 7); a carré's rank. */
  readonly top: Rank;
  readonly length: number;
}

/** BE-A1: the carrés that count (four Eights or Sevens count nothing, and so are no combination: decided). */
const CARRE_POINTS: ReadonlyMap<Rank, number> = new Map<Rank, number>([
  [RANK_UNTER, 200],
  [RANK_9, 150],
  [RANK_ACE, 100],
  [RANK_10, 100],
  [RANK_KING, 100],
  [RANK_OBER, 100],
]);
/** BE-A3: between carrés of 100, A > T > K > Q (Jacks and Nines differ in points already). */
const CARRE_ORDER: ReadonlyMap<Rank, number> = new Map<Rank, number>([
  [RANK_ACE, 4],
  [RANK_10, 3],
  [RANK_KING, 2],
  [RANK_OBER, 1],
]);

/** BE-A1: a run of 3 is a tierce (20), 4 a cinquante (50), 5 to 8 a cent (100). */
export const sequencePoints = (length: number): number => (length >= 5 ? 100 : length === 4 ? 50 : 20);

/** BE-A1: every combination of a hand: each maximal run of three or more in 7 8 9 T J Q K A, and each carré. */
export function combinationsOf(hand: Mask): Combination[] {
  const out: Combination[] = [];
  for (const suit of SUITS) {
    let run: Card[] = [];
    for (let r = 0; r <= RANKS.length; r++) {
      const card = r < RANKS.length ? cardOf(suit, r as Rank) : -1;
      if (card >= 0 && has(hand, card)) {
        run.push(card);
        continue;
      }
      if (run.length >= 3) {
        out.push({
          kind: 'sequence',
          cards: run,
          points: sequencePoints(run.length),
          suit,
          top: (r - 1) as Rank,
          length: run.length,
        });
      }
      run = [];
    }
  }
  for (const [rank, points] of CARRE_POINTS) {
    const cards = SUITS.map((s) => cardOf(s, rank));
    if (cards.every((c) => has(hand, c))) {
      out.push({ kind: 'carre', cards: [...cards].sort((a, b) => a - b), points, suit: -1, top: rank, length: 4 });
    }
  }
  return out;
}

/**
 * BE-A3: how a combination compares with another: more points; at equal points a carré over a sequence; between
 * sequences the longer, then the higher top card, then one in trumps; between carrés of 100 A > T > K > Q. The
 * comparison is lexicographic over this key; equal keys are an exact tie.
 */
export function combinationKey(c: Combination, trump: Suit): readonly number[] {
  if (c.kind === 'carre') return [c.points, 1, 4, CARRE_ORDER.get(c.top) ?? 0, 0];
  return [c.points, 0, c.length, c.top, c.suit === trump ? 1 : 0];
}

/** Compares two keys of combinationKey: positive when a is better, 0 for an exact tie. */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
