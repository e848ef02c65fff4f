/**
 * The arena's duplicate shuffles (versus.ts) and their decision seeds, in one place, so that a bench replaying the
 * arena's deals (diagnose.ts) meets the very deals and decisions whose values bench/marias/arena/ keeps; and the
 * interval the Mariáš benches print.
 */
import { readFileSync } from 'node:fs';
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

/** The mean with its 95 % interval: ± 1.96 standard deviations (n − 1) over √n. */
export function meanInterval(xs: readonly number[]): { n: number; mean: number; low: number; high: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  return { n, mean, low: mean - half, high: mean + half };
}

/** A figure with its sign, as the benches print them (`+1.234`, `−0.567`). */
export const signed = (x: number, digits = 3): string => (x >= 0 ? '+' : '−') + Math.abs(x).toFixed(digits);

/** An arena file's kept values by shuffle (`shuffle: value` lines, bench/marias/arena/). */
export function keptShuffles(file: string): Map<number, number> {
  const values = new Map<number, number>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^(\d+): (-?[\d.]+)$/.exec(line.trim());
    if (m) values.set(Number(m[1]), Number(m[2]));
  }
  return values;
}

/**
 * A player's share of the oracle's margin over easy (its A − easy over the oracle's, per shuffle) on the shuffles
 * both hold, its 95 % interval by the delta method on the per-shuffle pairs.
 */
export function shareOf(
  player: ReadonlyMap<number, number>,
  oracle: ReadonlyMap<number, number>,
): { n: number; share: number; low: number; high: number } {
  const both = [...player.keys()].filter((k) => oracle.has(k));
  const se = both.map((k) => player.get(k)!);
  const oe = both.map((k) => oracle.get(k)!);
  const share = se.reduce((a, b) => a + b, 0) / oe.reduce((a, b) => a + b, 0);
  const meanOe = oe.reduce((a, b) => a + b, 0) / both.length;
  const r = meanInterval(se.map((x, i) => x - share * oe[i]!));
  const half = (r.high - r.mean) / Math.abs(meanOe);
  return { n: both.length, share, low: share - half, high: share + half };
}
