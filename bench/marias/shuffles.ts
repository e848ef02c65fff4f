/**
 * The arena's duplicate shuffles (versus.ts) and their decision seeds, in one place, so that a bench replaying the
 * arena's deals (diagnose.ts) meets the very deals and decisions whose values bench/marias/arena/ keeps. The
 * figures read from them (the mean's interval, the share of the oracle's margin) are the bench kit's
 * (bench/duplicate.ts).
 */
import type { MariasRuleset, MariasState } from '../../engine/marias/index.js';
import { newDeal, seededRandom } from '../../ai/marias/testing.js';

/** Shuffles `from` … `from + count − 1` of a seed (each one deal, dealer: its index mod 3), drawn from shuffle 0. */
export function* arenaShuffles(
  seed: string,
  ruleset: MariasRuleset,
  from: number,
  count: number,
): Generator<{ readonly index: number; readonly start: MariasState }> {
  const random = seededRandom(`marias-versus/${seed}`);
  for (let i = 0; i < from + count; i++) {
    const start = newDeal(random, i % 3, ruleset);
    if (i >= from) yield { index: i, start };
  }
}

/**
 * The tag of one play's decision seeds (a decision's seed is `${tag}/${move}`): shuffle i, the lone seat q, and who
 * sits alone there, A or B (null: SAME_SEEDS, both plays of the seat with the same seeds).
 */
export const seatingTag = (seed: string, i: number, q: number, alone: 'A' | 'B' | null): string =>
  `${seed}/${i}/${q}${alone === null ? '' : `/${alone}`}`;
