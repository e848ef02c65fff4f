/**
 * Card points as tables a game picks: by rank code (cards.ts), or by card where trumps count otherwise
 * (Belote's Jack and Nine of trumps, BE-4).
 */
import { type Card, CARD_CODES, rankOf } from '../cards.js';
import { type Mask, cardsOf, has } from '../cardset.js';

/** Points by rank code: 0 7, 1 8, 2 9, 3 T, 4 U, 5 O, 6 K, 7 A, 8 six, 9 five. */
export type RankPoints = readonly number[];

/** A 11, T 10, K 4, O 3, U 2: Schafkopf (SK-2) and Schnapsen (SN-1), 120 in 32 cards. */
export const AUGEN: RankPoints = [0, 0, 0, 10, 2, 3, 4, 11, 0, 0];
/** A 10, T 10: Mariáš (MA-3). */
export const ACES_AND_TENS: RankPoints = [0, 0, 0, 10, 0, 0, 0, 10, 0, 0];
/** Belote's plain suits A 11, T 10, K 4, Q 3, J 2 (BE-4): the same as AUGEN. */
export const BELOTE_PLAIN: RankPoints = AUGEN;
/** Belote's trump suit J 20, 9 14, A 11, T 10, K 4, Q 3 (BE-4). */
export const BELOTE_TRUMP_POINTS: RankPoints = [0, 0, 14, 10, 20, 3, 4, 11, 0, 0];

/** Points by card code, from the rank tables of the plain cards and of the trumps. */
export function pointsByCard(plain: RankPoints, trumps: Mask = 0, trumpPoints: RankPoints = plain): number[] {
  const out: number[] = [];
  for (let c = 0; c < CARD_CODES; c++) out.push((has(trumps, c) ? trumpPoints : plain)[rankOf(c)]!);
  return out;
}

/** The points of some cards by a rank table. */
export function rankPointsOf(table: RankPoints, cards: Mask | readonly Card[]): number {
  let total = 0;
  for (const c of typeof cards === 'number' ? cardsOf(cards) : cards) total += table[rankOf(c)]!;
  return total;
}
