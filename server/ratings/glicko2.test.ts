/**
 * Glicko-2 as Glickman's "Example of the Glicko-2 system" (2013 revision) computes it, and the properties
 * that follow from its formulas (docs/ratings.md).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Game,
  type Opponent,
  PARAMS,
  type Rating,
  SCALE,
  composite,
  expectedScore,
  fieldGame,
  idle,
  newVolatility,
  ratePeriod,
  ratingFromScore,
  scoresFromTotals,
  sideGames,
} from './glicko2.js';

/** The paper's player and his three games: 1400/30 won, 1550/100 and 1700/300 lost. */
const PLAYER: Rating = { rating: 1500, deviation: 200, volatility: 0.06 };
const GAMES: Game[] = [
  { opponent: { rating: 1400, deviation: 30 }, score: 1 },
  { opponent: { rating: 1550, deviation: 100 }, score: 0 },
  { opponent: { rating: 1700, deviation: 300 }, score: 0 },
];

describe("Glickman's worked example (τ = 0.5)", () => {
  // The paper prints its steps rounded (E to three places, v and Δ to four), so its figures are those of the
  // unrounded computation to within a hundredth of a point: 1464.0507, 151.5165 and 0.0599960 unrounded.
  test('the player ends the period at 1464.06, RD 151.52, volatility 0.05999', () => {
    const after = ratePeriod(PLAYER, GAMES, { ...PARAMS, tau: 0.5 });
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(Math.abs(after.deviation - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(after.volatility - 0.05999)).toBeLessThan(0.00001);
    expect(after.rating).toBeCloseTo(1464.0507, 4);
    expect(after.deviation).toBeCloseTo(151.5165, 4);
    expect(after.volatility).toBeCloseTo(0.059996, 6);
  });

  test("the paper's intermediate values: φ = 1.1513, v = 1.7785, Δ = −0.4834, σ′ = 0.05999, μ′ = −0.2069", () => {
    const phi = 200 / SCALE;
    let info = 0;
    let sum = 0;
    for (const { opponent, score } of GAMES) {
      const e = expectedScore(PLAYER, opponent);
      const gJ = 1 / Math.sqrt(1 + (3 * (opponent.deviation / SCALE) ** 2) / Math.PI ** 2);
      info += gJ * gJ * e * (1 - e);
      sum += gJ * (score - e);
    }
    const v = 1 / info;
    expect(phi).toBeCloseTo(1.1513, 4);
    expect(v).toBeCloseTo(1.7785, 3);
    // The paper's Δ is computed from E rounded to three places: −0.4834 against −0.4839 unrounded.
    expect(Math.abs(v * sum - -0.4834)).toBeLessThan(0.001);
    expect(Math.abs(newVolatility(phi, 0.06, v, v * sum, PARAMS) - 0.05999)).toBeLessThan(0.00001);
    expect((ratePeriod(PLAYER, GAMES).rating - 1500) / SCALE).toBeCloseTo(-0.2069, 4);
    expect(ratePeriod(PLAYER, GAMES).deviation / SCALE).toBeCloseTo(0.8722, 4);
  });

  test('the expected scores against the three opponents are 0.639, 0.432 and 0.303', () => {
    expect(GAMES.map((g) => Number(expectedScore(PLAYER, g.opponent).toFixed(3)))).toEqual([0.639, 0.432, 0.303]);
  });

  test("Cardavia's parameters are the paper's: τ 0.5, ε 0.000001, a newcomer 1500 / 350 / 0.06", () => {
    expect(PARAMS).toEqual({
      tau: 0.5,
      epsilon: 0.000001,
      initial: { rating: 1500, deviation: 350, volatility: 0.06 },
      maxDeviation: 350,
    });
    expect(SCALE).toBeCloseTo(400 / Math.LN10, 4);
  });
});

const rating = fc.double({ min: 100, max: 3000, noNaN: true });
const deviation = fc.double({ min: 20, max: 350, noNaN: true });
const volatility = fc.double({ min: 0.01, max: 0.2, noNaN: true });
const tau = fc.double({ min: 0.3, max: 1.2, noNaN: true });
const player = fc.record({ rating, deviation, volatility });
const opponent = fc.record({ rating, deviation });
const score = fc.constantFrom(0, 0.5, 1);
const games = fc.array(fc.record({ opponent, score }), { minLength: 1, maxLength: 12 });
const RUNS = { numRuns: 300 };

describe('properties of a rating period', () => {
  test('ratings, deviations and volatilities are finite and positive for any standing and results in range', () => {
    fc.assert(
      fc.property(player, games, tau, (p, gs, t) => {
        const after = ratePeriod(p, gs, { ...PARAMS, tau: t });
        expect(Number.isFinite(after.rating)).toBe(true);
        expect(after.deviation).toBeGreaterThan(0);
        expect(after.deviation).toBeLessThanOrEqual(PARAMS.maxDeviation);
        expect(after.volatility).toBeGreaterThan(0);
        expect(Number.isFinite(after.volatility)).toBe(true);
      }),
      RUNS,
    );
  });

  test('a period of wins never lowers the rating, and a period of losses never raises it', () => {
    fc.assert(
      fc.property(player, fc.array(opponent, { minLength: 1, maxLength: 8 }), (p, os) => {
        expect(
          ratePeriod(
            p,
            os.map((o) => ({ opponent: o, score: 1 })),
          ).rating,
        ).toBeGreaterThanOrEqual(p.rating);
        expect(
          ratePeriod(
            p,
            os.map((o) => ({ opponent: o, score: 0 })),
          ).rating,
        ).toBeLessThanOrEqual(p.rating);
      }),
      RUNS,
    );
  });

  test('a better result in one game, the others the same, never lowers the new rating', () => {
    fc.assert(
      fc.property(player, games, fc.nat(), (p, gs, pick) => {
        const i = pick % gs.length;
        const worse = gs.map((g, j) => (j === i ? { ...g, score: 0 } : g));
        const better = gs.map((g, j) => (j === i ? { ...g, score: 1 } : g));
        expect(ratePeriod(p, better).rating).toBeGreaterThanOrEqual(ratePeriod(p, worse).rating - 1e-9);
      }),
      RUNS,
    );
  });

  test('after games the deviation is below the pre-period deviation grown by the new volatility (steps 6 and 7)', () => {
    fc.assert(
      fc.property(player, games, tau, (p, gs, t) => {
        const after = ratePeriod(p, gs, { ...PARAMS, tau: t, maxDeviation: Infinity });
        const grown = Math.sqrt(p.deviation ** 2 + (SCALE * after.volatility) ** 2);
        expect(after.deviation).toBeLessThan(grown);
      }),
      RUNS,
    );
  });

  test('two players of the same standing, one beating the other, move by the same amount in opposite directions', () => {
    fc.assert(
      fc.property(player, (p) => {
        const winner = ratePeriod(p, [{ opponent: p, score: 1 }]);
        const loser = ratePeriod(p, [{ opponent: p, score: 0 }]);
        expect(winner.rating - p.rating).toBeGreaterThan(0);
        expect(winner.rating - p.rating).toBeCloseTo(p.rating - loser.rating, 6);
        expect(winner.deviation).toBeCloseTo(loser.deviation, 9);
      }),
      RUNS,
    );
  });

  test('whoever wins a game between two players goes up (or stays) and the loser goes down (or stays)', () => {
    fc.assert(
      fc.property(player, player, (a, b) => {
        expect(ratePeriod(a, [{ opponent: b, score: 1 }]).rating).toBeGreaterThanOrEqual(a.rating);
        expect(ratePeriod(b, [{ opponent: a, score: 0 }]).rating).toBeLessThanOrEqual(b.rating);
      }),
      RUNS,
    );
  });

  test('mirroring every rating about 1500 and every score about ½ mirrors the change, deviation and volatility kept', () => {
    fc.assert(
      fc.property(player, games, (p, gs) => {
        const after = ratePeriod(p, gs);
        const mirror = ratePeriod(
          { ...p, rating: 3000 - p.rating },
          gs.map((g) => ({ opponent: { ...g.opponent, rating: 3000 - g.opponent.rating }, score: 1 - g.score })),
        );
        expect(mirror.rating - 1500).toBeCloseTo(-(after.rating - 1500), 6);
        expect(mirror.deviation).toBeCloseTo(after.deviation, 6);
        expect(mirror.volatility).toBeCloseTo(after.volatility, 9);
      }),
      RUNS,
    );
  });

  test('a period with no games leaves rating and volatility and grows the deviation by the volatility', () => {
    fc.assert(
      fc.property(player, (p) => {
        const after = ratePeriod(p, []);
        expect(after.rating).toBe(p.rating);
        expect(after.volatility).toBe(p.volatility);
        expect(after.deviation).toBeCloseTo(
          Math.min(PARAMS.maxDeviation, Math.sqrt(p.deviation ** 2 + (SCALE * p.volatility) ** 2)),
          9,
        );
        expect(after.deviation).toBeGreaterThanOrEqual(p.deviation);
      }),
      RUNS,
    );
    // The paper's player, a period away: √(200² + (173.7178 · 0.06)²) = 200.27.
    expect(ratePeriod(PLAYER, []).deviation).toBeCloseTo(200.27, 2);
  });

  test('n idle periods at once are n periods with no games, one after the other, and never pass 350', () => {
    fc.assert(
      fc.property(player, fc.integer({ min: 0, max: 400 }), (p, n) => {
        let step = p;
        for (let i = 0; i < n; i++) step = ratePeriod(step, []);
        const once = idle(p, n);
        expect(once.rating).toBe(p.rating);
        expect(once.deviation).toBeCloseTo(step.deviation, 6);
        expect(once.deviation).toBeLessThanOrEqual(350);
      }),
      { numRuns: 100 },
    );
  });

  test('a newcomer who has never played keeps the initial RD of 350: the cap', () => {
    expect(ratePeriod(PARAMS.initial, [])).toEqual(PARAMS.initial);
  });

  test('inputs out of range are refused rather than rated', () => {
    expect(() => ratePeriod({ ...PLAYER, deviation: 0 }, GAMES)).toThrow(RangeError);
    expect(() => ratePeriod(PLAYER, [{ opponent: { rating: NaN, deviation: 50 }, score: 1 }])).toThrow(RangeError);
    expect(() => ratePeriod(PLAYER, [{ opponent: { rating: 1500, deviation: 50 }, score: 2 }])).toThrow(RangeError);
    expect(() => idle(PLAYER, -1)).toThrow(RangeError);
  });
});

describe('fixed-rating opponents: the AI levels', () => {
  test('a level is an opponent like any other, and rating a person against it never changes it', () => {
    const level: Opponent = Object.freeze({ rating: 1620, deviation: 25 });
    const after = ratePeriod(PARAMS.initial, [{ opponent: level, score: 1 }]);
    expect(after.rating).toBeGreaterThan(1500);
    expect(level).toEqual({ rating: 1620, deviation: 25 });
  });

  test('a level measured to score p against the anchor sits at anchor + 173.7178 ln(p / (1 − p))', () => {
    expect(ratingFromScore(1500, 0.5, 0.01).rating).toBe(1500);
    // 400 log10(3) ≈ 190.85 above the anchor for three wins in four; the deviation is the delta method's.
    const level = ratingFromScore(1500, 0.75, 0.01);
    expect(level.rating).toBeCloseTo(1500 + 400 * Math.log10(3), 2);
    expect(level.deviation).toBeCloseTo((SCALE * 0.01) / (0.75 * 0.25), 9);
    // And back: a fixed player (deviation near 0) at that rating is expected to score p against the anchor.
    expect(expectedScore(level, { rating: 1500, deviation: 1e-9 })).toBeCloseTo(0.75, 9);
  });

  test('the measured relation holds for any mean score strictly between 0 and 1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 0.99, noNaN: true }), (p) => {
        const level = ratingFromScore(1500, p, 0.01);
        expect(expectedScore(level, { rating: 1500, deviation: 1e-9 })).toBeCloseTo(p, 9);
      }),
      RUNS,
    );
  });
});

describe('sides: a partnership rated as one composite', () => {
  test("a side's composite is its members' mean rating and the root mean square of their deviations", () => {
    expect(
      composite([
        { rating: 1400, deviation: 30 },
        { rating: 1600, deviation: 40 },
      ]),
    ).toEqual({
      rating: 1500,
      deviation: Math.sqrt((30 ** 2 + 40 ** 2) / 2),
    });
    expect(() => composite([])).toThrow(RangeError);
  });

  test('sides of one are plain games: each person against each other, as a game between two players', () => {
    fc.assert(
      fc.property(opponent, opponent, (a, b) => {
        const scores = scoresFromTotals([3, 1]);
        expect(sideGames([[a], [b]], scores, 0, 0)).toEqual([{ opponent: b, score: 1 }]);
        expect(sideGames([[a], [b]], scores, 1, 0)).toEqual([{ opponent: a, score: 0 }]);
      }),
      RUNS,
    );
  });

  test("partners share their side's expected score, whatever their own ratings", () => {
    fc.assert(
      fc.property(opponent, opponent, opponent, opponent, (a, b, c, d) => {
        const sides = [
          [a, b],
          [c, d],
        ];
        const scores = scoresFromTotals([0, 0]);
        const [ga] = sideGames(sides, scores, 0, 0);
        const [gb] = sideGames(sides, scores, 0, 1);
        const e = expectedScore(composite([a, b]), composite([c, d]));
        expect(expectedScore(a, ga!.opponent)).toBeCloseTo(e, 9);
        expect(expectedScore(b, gb!.opponent)).toBeCloseTo(e, 9);
      }),
      RUNS,
    );
  });

  test('the winning side’s members never go down and the losing side’s never go up', () => {
    fc.assert(
      fc.property(player, player, player, player, (a, b, c, d) => {
        const sides = [
          [a, b],
          [c, d],
        ];
        const scores = scoresFromTotals([11, 7]);
        expect(ratePeriod(a, sideGames(sides, scores, 0, 0)).rating).toBeGreaterThanOrEqual(a.rating);
        expect(ratePeriod(b, sideGames(sides, scores, 0, 1)).rating).toBeGreaterThanOrEqual(b.rating);
        expect(ratePeriod(c, sideGames(sides, scores, 1, 0)).rating).toBeLessThanOrEqual(c.rating);
        expect(ratePeriod(d, sideGames(sides, scores, 1, 1)).rating).toBeLessThanOrEqual(d.rating);
      }),
      RUNS,
    );
  });

  test('three players each for himself: two games each, won, drawn or lost by their totals', () => {
    const scores = scoresFromTotals([5, 5, -10]);
    expect(scores[0]!.filter((_, j) => j !== 0)).toEqual([0.5, 1]);
    expect(scores[2]!.filter((_, j) => j !== 2)).toEqual([0, 0]);
    const people: Opponent[][] = [
      [{ rating: 1500, deviation: 100 }],
      [{ rating: 1600, deviation: 50 }],
      [{ rating: 1700, deviation: 30 }],
    ];
    expect(sideGames(people, scores, 2, 0)).toEqual([
      { opponent: people[0]![0], score: 0 },
      { opponent: people[1]![0], score: 0 },
    ]);
  });
});

describe('a challenge deal as one game against its field', () => {
  test("the field's composite, scored by the deal's percentage; alone on the deal, no game", () => {
    const field: Opponent[] = [
      { rating: 1400, deviation: 100 },
      { rating: 1600, deviation: 200 },
    ];
    expect(fieldGame(75, field)).toEqual({ opponent: composite(field), score: 0.75 });
    expect(fieldGame(50, [])).toBeNull();
    expect(() => fieldGame(101, field)).toThrow(RangeError);
  });

  test('a day above the field raises the rating, below it lowers it, and 50 % against an equal field keeps it', () => {
    fc.assert(
      fc.property(player, fc.integer({ min: 0, max: 100 }), (p, pct) => {
        const even = { rating: p.rating, deviation: 100 };
        const after = ratePeriod(p, [fieldGame(pct, [even, even])!]);
        if (pct > 50) expect(after.rating).toBeGreaterThan(p.rating);
        if (pct < 50) expect(after.rating).toBeLessThan(p.rating);
        if (pct === 50) expect(after.rating).toBeCloseTo(p.rating, 9);
      }),
      RUNS,
    );
  });
});
