import { describe, expect, it } from 'vitest';
import { spreadLabels } from './chart.js';

/** The smallest distance between any two of the heights. */
const closest = (ys: readonly number[]) => {
  const s = [...ys].sort((a, b) => a - b);
  return Math.min(...s.slice(1).map((y, i) => y - s[i]!));
};

describe('the score chart’s end labels', () => {
  it('stay where their lines end when they are far enough apart', () => {
    expect(spreadLabels([20, 60, 100], 12, 0, 150)).toEqual([20, 60, 100]);
  });
  it('never overlap, even when every total is the same', () => {
    const ys = spreadLabels([70, 70, 70, 70], 12, 10, 128);
    expect(closest(ys)).toBeGreaterThanOrEqual(12 - 1e-9);
  });
  it('stay inside the plot when the lines end at its bottom or top', () => {
    const low = spreadLabels([128, 127, 126, 128], 12, 10, 128);
    expect(Math.max(...low)).toBeLessThanOrEqual(128);
    expect(closest(low)).toBeGreaterThanOrEqual(12 - 1e-9);
    const high = spreadLabels([10, 11, 10], 12, 10, 128);
    expect(Math.min(...high)).toBeGreaterThanOrEqual(10);
    expect(closest(high)).toBeGreaterThanOrEqual(12 - 1e-9);
  });
  it('keep the order of their lines', () => {
    const ys = spreadLabels([50, 49, 51, 48], 12, 0, 150);
    expect([...ys.keys()].sort((a, b) => ys[a]! - ys[b]!)).toEqual([3, 1, 0, 2]);
  });
  it('share the room evenly when there is not enough of it', () => {
    const ys = spreadLabels([5, 5, 5, 5], 12, 0, 30);
    expect(closest(ys)).toBeCloseTo(10);
    expect(Math.min(...ys)).toBe(0);
    expect(Math.max(...ys)).toBe(30);
  });
});
