/**
 * The figures of a duplicate arena, for every game's benches: a mean with its 95 % interval, the kept per-shuffle
 * values of an arena file (`shuffle: value` lines, as the arenas print them with PROGRESS=1), and a player's share
 * of the oracle's margin over easy on the shuffles both runs hold.
 */
import { readFileSync } from 'node:fs';

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

/** A mean with its interval as the benches print them: `+1.234 [+0.567, +1.901]`. */
export const intervalText = (s: { mean: number; low: number; high: number }, digits = 3): string =>
  `${signed(s.mean, digits)} [${signed(s.low, digits)}, ${signed(s.high, digits)}]`;

/** A share with its interval in whole percents: `49 % [45 %, 53 %]`. */
export function shareText(s: { share: number; low: number; high: number }): string {
  const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
  return `${pct(s.share)} [${pct(s.low)}, ${pct(s.high)}]`;
}

/** An arena file's kept values by shuffle (its `shuffle: value` lines). */
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
