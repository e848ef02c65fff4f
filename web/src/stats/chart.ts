/**
 * The statistics page's charts (results over time, the skill trend): points placed in a plot, oldest on the
 * left, with round ticks on the value axis. Pure, so the tests check the geometry without a browser.
 */

export interface Plot {
  readonly width: number;
  readonly height: number;
  /** Room for the value labels on the left and a margin elsewhere. */
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface Placed {
  readonly x: number;
  readonly y: number;
}

/**
 * The value range shown: the values' range, zero included when `withZero`, never empty, and widened to the
 * round ticks around it so that no point lies beyond the axis's last label. `integers`: the values are whole
 * (a count, a table's +1 or −1), so no tick falls between two of them.
 */
export function valueRange(
  values: readonly number[],
  withZero: boolean,
  integers = false,
): { min: number; max: number } {
  let min = Math.min(...values, ...(withZero ? [0] : []));
  let max = Math.max(...values, ...(withZero ? [0] : []));
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { min: 0, max: 1 };
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const step = tickStep({ min, max }, 4, integers);
  return { min: Math.floor(min / step + 1e-9) * step, max: Math.ceil(max / step - 1e-9) * step };
}

/**
 * The distance between round ticks for about `count` of them: 1, 2 or 5 times a power of ten, and at least 1
 * for `integers`.
 */
export function tickStep(range: { min: number; max: number }, count = 4, integers = false): number {
  const raw = (range.max - range.min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw * (1 - 1e-9)) ?? raw;
  return integers ? Math.max(1, step) : step;
}

/** Places values (in order) across the plot: the first at the left edge, the last at the right. */
export function place(values: readonly number[], plot: Plot, range: { min: number; max: number }): Placed[] {
  const w = plot.width - plot.left - plot.right;
  const h = plot.height - plot.top - plot.bottom;
  const n = values.length;
  return values.map((v, i) => ({
    x: plot.left + (n === 1 ? w / 2 : (i * w) / (n - 1)),
    y: plot.top + ((range.max - v) * h) / (range.max - range.min),
  }));
}

/** The height of a value in the plot. */
export const yOf = (v: number, plot: Plot, range: { min: number; max: number }): number =>
  plot.top + ((range.max - v) * (plot.height - plot.top - plot.bottom)) / (range.max - range.min);

/** About `count` round tick values covering the range (1, 2 or 5 times a power of ten apart). */
export function ticks(range: { min: number; max: number }, count = 4, integers = false): number[] {
  const step = tickStep(range, count, integers);
  const out: number[] = [];
  for (let v = Math.ceil(range.min / step) * step; v <= range.max + step * 1e-9; v += step) {
    // Rounded to the step's own decimals: 0.1 * 3 is 0.30000000000000004.
    out.push(Number((Math.round(v / step) * step).toPrecision(12)));
  }
  return out;
}

/** The SVG path through the points. */
export const pathOf = (points: readonly Placed[]): string =>
  points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');

/** A finished table as the statistics give it: the holder's total and how the table ended for him. */
export interface TableOutcome {
  readonly score: number;
  readonly outcome: 'won' | 'lost' | 'draw' | 'ended';
}

/**
 * The height a finished table is plotted at, with its sign: a settlement (`raceTotals` false) as it stands,
 * below zero when the player paid; a race to a target (game points that only grow: a lost Bummerl still holds
 * its 2) by its outcome, +1 won, −1 lost, 0 for a draw or a table ended early. The statistics carry only the
 * holder's own total, so a race's margin cannot be told.
 */
export const resultValue = (r: TableOutcome, raceTotals: boolean): number =>
  !raceTotals ? r.score : r.outcome === 'won' ? 1 : r.outcome === 'lost' ? -1 : 0;
