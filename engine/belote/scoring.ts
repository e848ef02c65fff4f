/**
 * Belote's scoring (RULES.md BE-13 … BE-18, BE-A3, BE-A4, BE-C5 … BE-C7): a side's total, made, dedans and
 * litige with its held points, the valid announcements, the contrée's table of points made plus points bid,
 * and the end of the match. Pure functions of a finished deal's facts; figures per side [side 0, side 1].
 */
import type { Seat } from '../action.js';
import type { Suit } from '../cards.js';
import {
  BELOTE_POINTS,
  CARD_POINTS,
  CAPOT_LAST_TRICK,
  type Combination,
  combinationKey,
  compareKeys,
} from './cards.js';

export type DealResult = 'made' | 'dedans' | 'litige' | 'passed';

/** BE-2: seats 0 and 2 are side 0, seats 1 and 3 side 1. */
export const sideOf = (seat: Seat): number => seat % 2;

/** BE-4: all the card points with the last trick: 162, or 252 on a capot. */
export const ALL_POINTS = CARD_POINTS + 10;
export const CAPOT_POINTS = CARD_POINTS + CAPOT_LAST_TRICK;
/** BE-C6: the contrée's table counts 160 for the card points, 500 for a capot. */
export const CONTREE_POINTS = 160;
export const CONTREE_CAPOT = 500;

/**
 * BE-A3: the valid announcement points of each side, from every seat's declared combinations (empty for a seat
 * that declared none). The side whose best combination is strictly better has all its own valid; an exact tie
 * of the two best annuls both.
 */
export function validAnnouncements(declared: readonly (readonly Combination[])[], trump: Suit): number[] {
  let best0: readonly number[] | null = null;
  let best1: readonly number[] | null = null;
  const sum = [0, 0];
  declared.forEach((combos, seat) => {
    const side = sideOf(seat);
    for (const c of combos) {
      sum[side] = sum[side]! + c.points;
      const key = combinationKey(c, trump);
      const best = side === 0 ? best0 : best1;
      if (best !== null && compareKeys(key, best) <= 0) continue;
      if (side === 0) best0 = key;
      else best1 = key;
    }
  });
  if (best0 === null && best1 === null) return [0, 0];
  const cmp = best0 === null ? -1 : best1 === null ? 1 : compareKeys(best0, best1);
  return cmp > 0 ? [sum[0]!, 0] : cmp < 0 ? [0, sum[1]!] : [0, 0];
}

/** What a finished deal's scoring needs. */
export interface DealFacts {
  readonly taker: Seat;
  /** Cards and last trick, per side: 162 in all, or 252 on a capot. */
  readonly cardPoints: readonly number[];
  readonly tricks: readonly number[];
  /** The side that announced the belote (BE-12), or -1. */
  readonly beloteSide: number;
  /** BE-A3: valid announcement points per side (zeros without the variant). */
  readonly announcements: readonly number[];
}

export interface DealScore {
  readonly result: DealResult;
  readonly scores: readonly number[];
  /** BE-16: points held en litige after this deal. */
  readonly litigePending: number;
  /** BE-18: the belote points in each side's score of this deal. */
  readonly beloteScored: readonly number[];
  /** BE-18: the side that was dedans (the takers of a deal ending dedans, or failed in `contree`), or -1. */
  readonly dedans: number;
}

const belotes = (side: number): number[] => [side === 0 ? BELOTE_POINTS : 0, side === 1 ? BELOTE_POINTS : 0];

/**
 * BE-13 … BE-16, BE-A4: the base ruleset. `held` is the litige points held before this deal; they go to the
 * side that wins this deal (made: the takers, dedans: the defenders) or stay held, growing, on a litige.
 */
export function scoreBase(f: DealFacts, held: number): DealScore {
  const t = sideOf(f.taker);
  const d = 1 - t;
  const bel = belotes(f.beloteSide);
  // BE-13: a side's total; the made, dedans and litige test compares the sides' own totals (decided).
  const total = [0, 1].map((s) => f.cardPoints[s]! + bel[s]! + f.announcements[s]!);
  const scores = [0, 0];
  if (total[t]! > total[d]!) {
    // BE-14: each side its total; BE-A4: a takers' capot brings them the defenders' valid announcements.
    const capot = f.tricks[d] === 0;
    scores[t] = total[t]! + held + (capot ? f.announcements[d]! : 0);
    scores[d] = capot ? bel[d]! : total[d]!;
    return { result: 'made', scores, litigePending: 0, beloteScored: bel, dedans: -1 };
  }
  if (total[t]! < total[d]!) {
    // BE-15: the takers keep only their belote (BE-12, imprenable); 162 or 252 to the defenders.
    const pile = f.tricks[t] === 0 ? CAPOT_POINTS : ALL_POINTS;
    scores[t] = bel[t]!;
    scores[d] = pile + bel[d]! + f.announcements[0]! + f.announcements[1]! + held;
    return { result: 'dedans', scores, litigePending: 0, beloteScored: bel, dedans: t };
  }
  // BE-16: litige: the defenders their total, the takers their belote, the rest held.
  scores[t] = bel[t]!;
  scores[d] = total[d]!;
  return {
    result: 'litige',
    scores,
    litigePending: held + total[t]! - bel[t]!,
    beloteScored: bel,
    dedans: -1,
  };
}

/** BE-C2: a contrée bid: 80 … 160 (level 0 … 8) or capot (level 9), and its suit. */
export const CAPOT_LEVEL = 9;
export const bidValue = (level: number): number => 80 + 10 * level;

/** BE-C5, BE-C6: the contrée. `level` is the bid's (CAPOT_LEVEL for capot), `multiplier` 1, 2 or 4. */
export function scoreContree(f: DealFacts, level: number, multiplier: number): DealScore {
  const t = sideOf(f.taker);
  const d = 1 - t;
  const bel = belotes(f.beloteSide);
  const anyBelote = f.beloteSide >= 0 ? BELOTE_POINTS : 0;
  const capotBid = level === CAPOT_LEVEL;
  // BE-C5: a number is made when the takers' points and belote reach it; a capot bid with all eight tricks.
  const made = capotBid ? f.tricks[d] === 0 : f.cardPoints[t]! + bel[t]! >= bidValue(level);
  const winner = made ? t : d;
  const scores = [0, 0];
  const scored = [0, 0];
  if (multiplier === 1 && made) {
    scores[t] = (capotBid ? CONTREE_CAPOT : f.cardPoints[t]! + bidValue(level)) + bel[t]!;
    scores[d] = (capotBid ? 0 : f.cardPoints[d]!) + bel[d]!;
    scored[t] = bel[t]!;
    scored[d] = bel[d]!;
  } else {
    // Failed at m = 1, or any contré or surcontré deal: the winning side all, with whichever side's belote.
    const base = capotBid ? CONTREE_CAPOT : CONTREE_POINTS + bidValue(level);
    scores[winner] = base * multiplier + anyBelote;
    scored[winner] = anyBelote;
  }
  return { result: made ? 'made' : 'dedans', scores, litigePending: 0, beloteScored: scored, dedans: made ? -1 : t };
}

/**
 * BE-18, BE-C7: whether the match ends after a scored deal, and who wins: a side reaches the target with a total
 * at least the target, unless it was dedans or won no trick in this deal and its total less this deal's belote
 * points is below it. One side reached wins; both, the higher total; equal totals play on. Returns the winning
 * side, or null.
 */
export function matchWinner(
  totals: readonly number[],
  target: number,
  score: DealScore,
  tricks: readonly number[],
): number | null {
  const reached = [0, 1].map((side) => {
    const total = totals[side]!;
    if (total < target) return false;
    const restricted = score.dedans === side || tricks[side] === 0;
    return !restricted || total - score.beloteScored[side]! >= target;
  });
  if (reached[0] && reached[1]) return totals[0] === totals[1] ? null : totals[0]! > totals[1]! ? 0 : 1;
  return reached[0] ? 0 : reached[1] ? 1 : null;
}
