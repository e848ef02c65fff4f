import { describe, expect, it } from 'vitest';
import { signed } from '../table/phrases.js';
import { pathOf, place, resultValue, ticks, valueRange, yOf } from './chart.js';

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

  it('plots a lost table below zero with its minus sign: a race by its outcome, a settlement as it stands', () => {
    // A Bummerl lost with 2 game points, then one won with 7: the 2 is no gain.
    const bummerl = [resultValue({ score: 2, outcome: 'lost' }, true), resultValue({ score: 7, outcome: 'won' }, true)];
    expect(bummerl).toEqual([-1, 1]);
    expect(resultValue({ score: 3, outcome: 'ended' }, true)).toBe(0);
    const range = valueRange(bummerl, true, true);
    expect(ticks(range, 4, true)).toEqual([-1, 0, 1]);
    const [lost, won] = place(bummerl, plot, range);
    expect(lost!.y).toBeGreaterThan(yOf(0, plot, range));
    expect(won!.y).toBeLessThan(yOf(0, plot, range));
    expect(signed(bummerl[0]!)).toBe('−1');
    // A Schafkopf session that cost 30: plotted at −30, its tick labelled with the minus sign.
    const paid = resultValue({ score: -30, outcome: 'lost' }, false);
    expect(paid).toBe(-30);
    const sheet = valueRange([paid, 10], true, true);
    expect(place([paid], plot, sheet)[0]!.y).toBeGreaterThan(yOf(0, plot, sheet));
    expect(ticks(sheet, 4, true).map(signed)).toEqual(['−30', '−20', '−10', '0', '+10']);
  });

  it('never puts a tick between two whole values', () => {
    expect(ticks(valueRange([1], true, true), 4, true)).toEqual([0, 1]);
    expect(ticks(valueRange([1], true), 4)).toEqual([0, 0.5, 1]);
  });
});
