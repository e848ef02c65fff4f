import { describe, expect, it } from 'vitest';
import { pathOf, place, ticks, valueRange } from './chart.js';

const plot = { width: 100, height: 60, left: 10, top: 5, right: 10, bottom: 5 };

describe('the statistics charts', () => {
  it('shows zero with the values, on round ticks, and no point beyond the last label', () => {
    const range = valueRange([0.62, 0.31], true);
    expect(range).toEqual({ min: 0, max: 0.8 });
    expect(ticks(range)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(valueRange([-7, 12], true)).toEqual({ min: -10, max: 15 });
  });

  it('never has an empty range: one value, or all alike', () => {
    expect(valueRange([3], false)).toEqual({ min: 2, max: 4 });
    expect(valueRange([0, 0], true)).toEqual({ min: -1, max: 1 });
  });

  it('places the oldest value on the left, the newest on the right, higher values higher', () => {
    const range = { min: 0, max: 10 };
    const [a, b, c] = place([0, 10, 5], plot, range);
    expect(a).toEqual({ x: 10, y: 55 });
    expect(b).toEqual({ x: 50, y: 5 });
    expect(c).toEqual({ x: 90, y: 30 });
    // One value stands in the middle.
    expect(place([4], plot, range)[0]!.x).toBe(50);
    expect(pathOf([a!, b!])).toBe('M10.0 55.0 L50.0 5.0');
  });
});
