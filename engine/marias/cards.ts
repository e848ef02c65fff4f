/**
 * Mariáš's cards (RULES.md MA-1 … MA-3, MA-19, MA-20): the 32-card pack, the two rank orders (the Ten second in
 * a trump game, in its printed place in betl and durch), the card points, and the duties of play, all taken
 * from the shared trick kit (engine/tricks/): Mariáš follows, beats and trumps with no partner exception.
 */
import {
  type Card,
  type Suit,
  RANK_10,
  RANK_7,
  RANK_ACE,
  RANK_KING,
  RANK_OBER,
  RANKS,
  SUITS,
  cardOf,
} from '../cards.js';
import { type Mask, maskOf } from '../cardset.js';
import { FOLLOW_BEAT_TRUMP, answers } from '../tricks/duties.js';
import { ACES_AND_TENS, pointsByCard } from '../tricks/points.js';
import { ACE_TEN, PRINTED, type TrickRanking, noTrumps, suitTrumps } from '../tricks/ranking.js';
import { trickWinnerIndex } from '../tricks/winner.js';

/** MA-1: A T K O U 9 8 7 in four suits, 32 cards, in index order (no six, no five). */
export const PACK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => cardOf(s, r))).sort((a, b) => a - b);
export const PACK_MASK: Mask = maskOf(PACK);

/** MA-3: the Aces and Tens, 10 points each. */
export const ACES_TENS: Mask = maskOf(SUITS.flatMap((s) => [cardOf(s, RANK_ACE), cardOf(s, RANK_10)]));
/** MA-3: points by card code. */
export const POINTS: readonly number[] = pointsByCard(ACES_AND_TENS);
/** MA-3: the last trick is worth 10. */
export const LAST_TRICK_POINTS = 10;
/** MA-3: 90 points in the cards (with the last trick). */
export const CARD_POINTS_TOTAL = 90;
/** MA-5, MA-L1: ten cards each, ten tricks. */
export const HAND_SIZE = 10;
export const TRICKS = 10;

/** MA-2: a trump game ranks A T K O U 9 8 7 in every suit, its trump suit above the others (MA-20). */
const TRUMP_RANKINGS: readonly TrickRanking[] = SUITS.map((s) => suitTrumps(s, ACE_TEN));
/** MA-2: betl and durch have no trumps and rank A K O U T 9 8 7. */
const NO_TRUMP_RANKING: TrickRanking = noTrumps(PRINTED.slice(0, 8));

/** The ranking of a deal: its trump suit's, or betl and durch's (trump -1). */
export const rankingOf = (trump: Suit | -1): TrickRanking => (trump < 0 ? NO_TRUMP_RANKING : TRUMP_RANKINGS[trump]!);

/** MA-20: the index (playing order) of the card taking a trick so far. */
export const trickWinner = (trump: Suit | -1, cards: readonly Card[]): number =>
  trickWinnerIndex(rankingOf(trump), cards);

/** MA-19: follow and beat, else trump and overtrump, against a partner too; anything to lead. */
export function dutyCards(trump: Suit | -1, hand: Mask, table: readonly Card[]): Mask {
  return table.length === 0 ? hand : answers(FOLLOW_BEAT_TRUMP, rankingOf(trump), hand, table).cards;
}

/** MA-12: the seven of trumps. */
export const trumpSeven = (trump: Suit): Card => cardOf(trump, RANK_7);
/** MA-21: the King and the Ober of a suit. */
export const kingOf = (suit: Suit): Card => cardOf(suit, RANK_KING);
export const oberOf = (suit: Suit): Card => cardOf(suit, RANK_OBER);
/** MA-3: a marriage is worth 20, 40 in trumps. */
export const marriageValue = (suit: Suit, trump: Suit | -1): number => (suit === trump ? 40 : 20);
/** MA-23, MA-25: hearts double a trump game ("red"). */
export const HEARTS: Suit = 2;
