/**
 * Belote's searching bids (pimc.ts): the calibration of one's own contract's open-cards P against the table
 * (bench/belote/calibrate.ts fits it; BE-C5 and BE-14 read P).
 */
import { describe, expect, test } from 'vitest';
import { ALL_POINTS, CAPOT_POINTS } from '../../engine/belote/scoring.js';
import { calibrated } from './pimc.js';

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
