/**
 * Belote's searching bids (pimc.ts): the calibration of one's own contract's open-cards P against the table
 * (bench/belote/calibrate.ts fits it; BE-C5 and BE-14 read P), and the value of a contract at the table from a
 * fitted line (bench/belote/forced.ts and fit.ts fit it).
 */
import { describe, expect, test } from 'vitest';
import { belote as G, firstHandOf } from '../../engine/belote/index.js';
import { ALL_POINTS, CAPOT_POINTS } from '../../engine/belote/scoring.js';
import { BELOTE_BUDGETS } from './budgets.js';
import { knowledgeOf } from './knowledge.js';
import { calibrated, tableValue, worldsOf } from './pimc.js';
import { newDeal, seededRandom } from './testing.js';

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('calibrated', () => {
  test('moves the worlds P so that their mean becomes intercept + slope times it, keeping their spread', () => {
    const ps = [100, 120, 140];
    const out = calibrated(ps, { intercept: 80, slope: 0.25 });
    expect(mean(out)).toBeCloseTo(80 + 0.25 * 120);
    expect(out[2]! - out[0]!).toBe(40);
  });

  test('a flattered capot world is moved down as any other and is no capot then, an unsolved world stays unsolved', () => {
    // The mean of the two solved worlds is 201, taken to 100.5: each moves down by 100.5.
    const out = calibrated([CAPOT_POINTS, 150, NaN], { intercept: 0, slope: 0.5 });
    expect(out[0]).toBe(CAPOT_POINTS - 100.5);
    expect(out[0]).toBeLessThanOrEqual(ALL_POINTS);
    expect(out[1]).toBe(150 - 100.5);
    expect(out[2]).toBeNaN();
  });

  test('a pessimistic estimate is moved up but never past all the card points, and a lost capot stays lost', () => {
    const out = calibrated([60, 160, -90], { intercept: 200, slope: 0 });
    expect(out[0]).toBeGreaterThan(60);
    expect(out[1]).toBe(ALL_POINTS);
    expect(out[2]).toBe(-90);
  });

  test('the identity leaves the worlds as solved', () => {
    expect(calibrated([80, 100, CAPOT_POINTS], { intercept: 0, slope: 1 })).toEqual([80, 100, CAPOT_POINTS]);
  });
});

describe('tableValue (BE-C5, BE-C6: a contrée contract by its chance at the table)', () => {
  const s = newDeal(seededRandom('pimc/table'), 0, 'contree');
  const v = G.view(s, firstHandOf(0));
  const worlds = worldsOf(knowledgeOf(v), 4, BELOTE_BUDGETS.strong, seededRandom('pimc/table/worlds'));
  const ps = [100, 110, 120, 130];
  const line = (intercept: number, spread: number) => ({ intercept, value: 0, worlds: 0, spread });

  test('a contract the table surely makes scores its points and level; one it surely fails loses 160 and the level', () => {
    // P 130 for sure: at 80 the takers have 130 + 80 against 32, give or take a belote of 20 either side.
    const made = tableValue(v, worlds, ps, 0, 0, line(130, 0.5), 0);
    expect(made).toBeGreaterThanOrEqual(2 * 130 - 162 + 80 - 20);
    expect(made).toBeLessThanOrEqual(2 * 130 - 162 + 80 + 20);
    // At 160 with P 100 even a belote cannot make it: the defenders score 160 + 160 (and any belote).
    const failed = tableValue(v, worlds, ps, 0, 8, line(100, 0.5), 0);
    expect(failed).toBeLessThan(-319.99);
    expect(failed).toBeGreaterThanOrEqual(-340);
  });

  test('the same expected P is worth less the wider the table spreads about it (the risk of going dedans)', () => {
    const sure = tableValue(v, worlds, ps, 0, 0, line(110, 1), 0);
    const risky = tableValue(v, worlds, ps, 0, 0, line(110, 40), 0);
    expect(risky).toBeLessThan(sure - 20);
  });

  test("reads the line: the hand's value and the worlds' mean P raise the prediction by their coefficients", () => {
    const base = tableValue(v, worlds, ps, 0, 0, line(90, 20), 0);
    expect(tableValue(v, worlds, ps, 0, 0, { intercept: 50, value: 5, worlds: 0, spread: 20 }, 8)).toBeCloseTo(base);
    expect(tableValue(v, worlds, ps, 0, 0, { intercept: 0, value: 0, worlds: 90 / 115, spread: 20 }, 0)).toBeCloseTo(
      base,
    );
  });

  test('too few worlds solved value nothing', () => {
    expect(tableValue(v, worlds, [100, NaN, NaN, NaN], 0, 0, line(130, 10), 0)).toBeNaN();
  });
});
