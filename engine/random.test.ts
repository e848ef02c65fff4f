/**
 * Seeded randomness (random.ts): the same seed gives the same deal on every machine, different seeds give
 * different deals, and the shuffle is a fair Fisher-Yates. Every statistical check uses fixed seeds, so it
 * cannot be flaky; its threshold is the chi-square 0.1 % critical value.
 */
import { describe, expect, test } from 'vitest';
import { randomBelow, seededRandom, shuffle } from './random.js';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const take = (seed: string | number, n: number): number[] => {
  const r = seededRandom(seed);
  return range(n).map(() => r.next());
};

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}
/** Chi-square critical values at p = 0.001, by degrees of freedom. */
const CRITICAL_0_001: Record<number, number> = { 2: 13.82, 3: 16.27, 4: 18.47, 5: 20.52, 7: 24.32, 23: 49.73 };

describe('seededRandom', () => {
  test('the same seed gives the same sequence', () => {
    expect(take('table-42', 50)).toEqual(take('table-42', 50));
    expect(take(7, 50)).toEqual(take(7, 50));
  });

  test('a number seed and its decimal string are the same seed', () => {
    expect(take(12345, 10)).toEqual(take('12345', 10));
  });

  test('different seeds give different sequences (1000 seeds, no two alike)', () => {
    const seen = new Set<string>();
    for (let s = 0; s < 1000; s++) seen.add(take(s, 4).join(','));
    for (const s of ['', 'a', 'b', 'ab', 'ba', 'aa', 'A']) seen.add(take(s, 4).join(','));
    expect(seen.size).toBe(1007);
  });

  test('gives unsigned 32-bit integers', () => {
    for (const v of take('range', 2000)) {
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(0xffffffff);
    }
  });

  test('known values: a change of the generator would change every recorded deal', () => {
    // Pinned from this implementation: same seed, same deal, on every machine and in every release.
    expect(take('cardavia', 4)).toEqual([2235129433, 726420274, 1170379024, 127002771]);
    expect(shuffle(range(8), seededRandom('cardavia'))).toEqual([3, 0, 5, 2, 7, 4, 6, 1]);
  });

  test('each of the 32 output bits is set about half the time', () => {
    const r = seededRandom('bits');
    const n = 20000;
    const ones = new Array<number>(32).fill(0);
    for (let i = 0; i < n; i++) {
      const v = r.next();
      for (let b = 0; b < 32; b++) if (Math.floor(v / 2 ** b) % 2 === 1) ones[b]!++;
    }
    // 5 standard deviations of a binomial(20000, 1/2) is about 354.
    for (const c of ones) expect(Math.abs(c - n / 2)).toBeLessThan(354);
  });
});

describe('randomBelow', () => {
  test('stays in [0, bound)', () => {
    const r = seededRandom('below');
    for (const bound of [1, 2, 3, 7, 10, 31, 32, 1000, 2 ** 31 + 1, 2 ** 32]) {
      for (let i = 0; i < 200; i++) {
        const v = randomBelow(r, bound);
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThan(bound);
      }
    }
  });

  test('is uniform (chi-square over 3, 5, 6 and 8 values)', () => {
    for (const bound of [3, 5, 6, 8]) {
      const r = seededRandom(`uniform-${bound}`);
      const counts = new Array<number>(bound).fill(0);
      for (let i = 0; i < 1000 * bound; i++) counts[randomBelow(r, bound)]!++;
      expect(chiSquare(counts)).toBeLessThan(CRITICAL_0_001[bound - 1]!);
    }
  });

  test('has no modulo bias for a bound just above 2^31 (half the values would be twice as likely)', () => {
    // With plain modulo, values below 2^32 - bound would come up twice as often as the rest.
    const bound = 2 ** 31 + 2 ** 30; // 3/4 of the range: modulo would favour the lowest third 2:1
    const r = seededRandom('bias');
    let low = 0;
    const n = 6000;
    for (let i = 0; i < n; i++) if (randomBelow(r, bound) < bound / 3) low++;
    // Unbiased: 1/3 of the draws (2000); biased modulo: 1/2 (3000).
    expect(Math.abs(low - n / 3)).toBeLessThan(200);
  });

  test('refuses bounds that are not positive integers up to 2^32', () => {
    const r = seededRandom('bad');
    for (const bad of [0, -1, 1.5, NaN, 2 ** 32 + 1]) expect(() => randomBelow(r, bad)).toThrow(RangeError);
  });
});

describe('shuffle', () => {
  test('is deterministic for the same seed', () => {
    const pack = range(32);
    expect(shuffle(pack, seededRandom('deal-1'))).toEqual(shuffle(pack, seededRandom('deal-1')));
  });

  test('differs for different seeds (200 seeds, 200 different deals)', () => {
    const pack = range(32);
    const deals = new Set<string>();
    for (let s = 0; s < 200; s++) deals.add(shuffle(pack, seededRandom(s)).join(','));
    expect(deals.size).toBe(200);
  });

  test('returns a permutation of its input and leaves the input as it was', () => {
    for (let s = 0; s < 100; s++) {
      const pack = range(s % 40);
      const copy = pack.slice();
      const out = shuffle(pack, seededRandom(`perm-${s}`));
      expect(pack).toEqual(copy);
      expect(out).not.toBe(pack);
      expect([...out].sort((a, b) => a - b)).toEqual(copy);
    }
    expect(shuffle([], seededRandom(1))).toEqual([]);
    expect(shuffle(['only'], seededRandom(1))).toEqual(['only']);
  });

  test('moves a card to every position equally often (chi-square, one card of 8, 8000 shuffles)', () => {
    const items = range(8);
    for (const card of [0, 7]) {
      const counts = new Array<number>(8).fill(0);
      const r = seededRandom(`positions-${card}`);
      for (let i = 0; i < 8000; i++) counts[shuffle(items, r).indexOf(card)]!++;
      expect(chiSquare(counts)).toBeLessThan(CRITICAL_0_001[7]!);
    }
  });

  test('gives all 24 orders of 4 items equally often (chi-square, 24000 shuffles, one seed each)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 24000; i++) {
      const key = shuffle([0, 1, 2, 3], seededRandom(`order-${i}`)).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    expect(chiSquare([...counts.values()])).toBeLessThan(CRITICAL_0_001[23]!);
  });

  test('does not favour leaving a card in place (a common off-by-one in Fisher-Yates)', () => {
    const r = seededRandom('fixed-points');
    let fixed = 0;
    const n = 5000;
    for (let i = 0; i < n; i++) {
      const out = shuffle(range(5), r);
      fixed += out.filter((v, j) => v === j).length;
    }
    // A uniform permutation has on average exactly 1 fixed point; variance 1 per shuffle.
    expect(Math.abs(fixed / n - 1)).toBeLessThan(5 / Math.sqrt(n));
  });
});
