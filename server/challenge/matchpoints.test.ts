/** Matchpoints as duplicate bridge scores a board, and a day's standings (docs/challenge.md). */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type DealResult, competitionRanks, percentageOf, scoreChallenge, scoreDay, scoreDeal } from './matchpoints.js';

const field = (scores: readonly number[]): DealResult<number>[] => scores.map((score, id) => ({ id, score }));
const scores = fc.array(fc.integer({ min: -30, max: 30 }), { minLength: 1, maxLength: 40 });
const RUNS = { numRuns: 300 };

describe('one deal against its field', () => {
  test('2 for each result beaten, 1 for each tied, out of 2 for each other result', () => {
    // Five results: 3 beats all four, the two 1s beat the −2 and the −5 and tie each other.
    const scored = scoreDeal(field([3, 1, 1, -2, -5]));
    expect(scored.map((s) => s.matchpoints)).toEqual([8, 5, 5, 2, 0]);
    expect(scored.map((s) => s.top)).toEqual([8, 8, 8, 8, 8]);
    expect(scored.map((s) => s.percentage)).toEqual([100, 62.5, 62.5, 25, 0]);
    expect(scored.map((s) => s.rank)).toEqual([1, 2, 2, 4, 5]);
  });

  test('a field of one scores the average, 50 %, at rank 1', () => {
    expect(scoreDeal(field([7]))).toEqual([{ id: 0, score: 7, matchpoints: 0, top: 0, percentage: 50, rank: 1 }]);
  });

  test('everyone equal: everyone 50 %, everyone first', () => {
    expect(scoreDeal(field([2, 2, 2])).map((s) => [s.percentage, s.rank])).toEqual([
      [50, 1],
      [50, 1],
      [50, 1],
    ]);
  });

  test('percentages lie in [0, 100] and a field of two or more averages exactly 50 %', () => {
    fc.assert(
      fc.property(scores, (ss) => {
        const scored = scoreDeal(field(ss));
        for (const s of scored) {
          expect(s.percentage).toBeGreaterThanOrEqual(0);
          expect(s.percentage).toBeLessThanOrEqual(100);
        }
        // Each pair shares 2 matchpoints: the field's total is n (n − 1), half of n tops.
        const total = scored.reduce((t, s) => t + s.matchpoints, 0);
        expect(total).toBe(ss.length * (ss.length - 1));
        expect(scored.reduce((t, s) => t + s.percentage, 0) / ss.length).toBeCloseTo(50, 9);
      }),
      RUNS,
    );
  });

  test('the order of results is kept: a better result has more matchpoints and a better rank, equal ones the same', () => {
    fc.assert(
      fc.property(scores, (ss) => {
        const scored = scoreDeal(field(ss));
        for (const a of scored) {
          for (const b of scored) {
            expect(Math.sign(a.matchpoints - b.matchpoints)).toBe(Math.sign(a.score - b.score));
            expect(Math.sign(b.rank - a.rank)).toBe(Math.sign(a.score - b.score));
          }
        }
      }),
      RUNS,
    );
  });

  test('a result added to the field never lowers anyone’s matchpoints, nor the percentage of those who beat it', () => {
    fc.assert(
      fc.property(scores, fc.integer({ min: -31, max: 31 }), (ss, added) => {
        const before = scoreDeal(field(ss));
        const after = scoreDeal(field([...ss, added]));
        before.forEach((b, i) => {
          expect(after[i]!.matchpoints).toBeGreaterThanOrEqual(b.matchpoints);
          if (b.score > added) expect(after[i]!.percentage).toBeGreaterThanOrEqual(b.percentage - 1e-9);
        });
      }),
      RUNS,
    );
  });

  test('the scores are in the game’s units, whatever their scale: only their order counts', () => {
    fc.assert(
      fc.property(scores, fc.integer({ min: 1, max: 1000 }), fc.integer({ min: -500, max: 500 }), (ss, k, c) => {
        const plain = scoreDeal(field(ss)).map((s) => s.matchpoints);
        expect(scoreDeal(field(ss.map((s) => s * k + c))).map((s) => s.matchpoints)).toEqual(plain);
      }),
      RUNS,
    );
  });

  test('a score that is not a finite number is refused', () => {
    expect(() => scoreDeal(field([1, NaN]))).toThrow(RangeError);
  });
});

describe('ranks with ties', () => {
  test('equal values share a rank and the next rank skips ("1224")', () => {
    expect(competitionRanks([5, 9, 5, 9, 1], (a, b) => b - a)).toEqual([3, 1, 3, 1, 5]);
    expect(competitionRanks([], (a: number, b: number) => b - a)).toEqual([]);
  });
});

describe("a day's standings", () => {
  test("the mean of the deals' percentages, best first, equal means sharing a rank", () => {
    const standings = scoreDay([
      {
        id: 'a',
        marks: [
          { matchpoints: 4, top: 4 },
          { matchpoints: 0, top: 2 },
        ],
      }, // 100 and 0: 50
      { id: 'b', marks: [{ matchpoints: 3, top: 4 }] }, // 75
      {
        id: 'c',
        marks: [
          { matchpoints: 1, top: 2 },
          { matchpoints: 2, top: 4 },
        ],
      }, // 50 and 50: 50
      { id: 'd', marks: [] }, // nothing played: not ranked
      { id: 'e', marks: [{ matchpoints: 0, top: 0 }] }, // alone on his deal: 50
    ]);
    expect(standings).toEqual([
      { id: 'b', deals: 1, percentage: 75, rank: 1 },
      { id: 'a', deals: 2, percentage: 50, rank: 2 },
      { id: 'c', deals: 2, percentage: 50, rank: 2 },
      { id: 'e', deals: 1, percentage: 50, rank: 2 },
    ]);
  });

  test('equal means tie exactly, whatever the order of the deals (fractions, not floating point)', () => {
    // 1/3 + 1/6 + 1/2 in one order and another: as floating point sums these may differ in the last bit.
    fc.assert(
      fc.property(
        fc.array(
          fc
            .integer({ min: 1, max: 60 })
            .chain((n) => fc.record({ matchpoints: fc.integer({ min: 0, max: 2 * n }), top: fc.constant(2 * n) })),
          { minLength: 1, maxLength: 10 },
        ),
        (marks) => {
          const standings = scoreDay([
            { id: 'x', marks },
            { id: 'y', marks: [...marks].reverse() },
            { id: 'z', marks: [...marks.slice(1), marks[0]!] },
          ]);
          expect(standings.map((s) => s.rank)).toEqual([1, 1, 1]);
        },
      ),
      RUNS,
    );
  });

  test('a whole day from its deals’ fields: each deal against its own field, then the mean', () => {
    const standings = scoreChallenge([
      field([10, 0, 0]), // 100, 25, 25
      [
        { id: 1, score: 3 },
        { id: 0, score: 1 },
      ], // person 1 100, person 0 0; person 2 has not played deal 2 yet
    ]);
    expect(standings).toEqual([
      { id: 1, deals: 2, percentage: 62.5, rank: 1 },
      { id: 0, deals: 2, percentage: 50, rank: 2 },
      { id: 2, deals: 1, percentage: 25, rank: 3 },
    ]);
  });

  test("a day's percentages lie in [0, 100] and a full field's mean is 50 %", () => {
    fc.assert(
      fc.property(
        fc.array(
          scores.filter((s) => s.length >= 2),
          { minLength: 1, maxLength: 8 },
        ),
        (deals) => {
          const n = Math.min(...deals.map((d) => d.length));
          const standings = scoreChallenge(deals.map((d) => field(d.slice(0, n))));
          expect(standings).toHaveLength(n);
          for (const s of standings) expect(s.percentage).toBeGreaterThanOrEqual(0);
          for (const s of standings) expect(s.percentage).toBeLessThanOrEqual(100);
          expect(standings.reduce((t, s) => t + s.percentage, 0) / n).toBeCloseTo(50, 9);
        },
      ),
      RUNS,
    );
  });

  test('a mark with more matchpoints than its top is refused', () => {
    expect(() => scoreDay([{ id: 0, marks: [{ matchpoints: 5, top: 4 }] }])).toThrow(RangeError);
    expect(percentageOf({ matchpoints: 3, top: 4 })).toBe(75);
  });
});
