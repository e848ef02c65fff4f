/**
 * The score chart: its lines, and its end labels, each placed as near its line's end as it can be without
 * overlapping another label or leaving the plot, however close the totals are (issue 12, A.5).
 */

/**
 * New heights for labels wanted at `ys`, in the same order: at least `gap` apart, within [top, bottom], each
 * moved as little as the others allow. When the labels need more room than there is, they share it evenly.
 */
export function spreadLabels(ys: readonly number[], gap: number, top: number, bottom: number): number[] {
  const n = ys.length;
  if (n === 0) return [];
  const room = bottom - top;
  const step = n > 1 ? Math.min(gap, room / (n - 1)) : gap;
  const order = ys.map((y, i) => ({ y: Math.min(bottom, Math.max(top, y)), i })).sort((a, b) => a.y - b.y || a.i - b.i);
  const placed = order.map((o) => o.y);
  // Push down from the top, then back up from the bottom: each pass keeps the gap, the second the bound.
  for (let k = 1; k < n; k++) placed[k] = Math.max(placed[k]!, placed[k - 1]! + step);
  placed[n - 1] = Math.min(placed[n - 1]!, bottom);
  for (let k = n - 2; k >= 0; k--) placed[k] = Math.min(placed[k]!, placed[k + 1]! - step);
  placed[0] = Math.max(placed[0]!, top);
  for (let k = 1; k < n; k++) placed[k] = Math.max(placed[k]!, placed[k - 1]! + step);
  const out = new Array<number>(n);
  order.forEach((o, k) => (out[o.i] = placed[k]!));
  return out;
}

/**
 * The chart's lines: one per column of the score sheet (a seat, or a side in a game with partnerships, whose
 * partners share one total and so one line), each from 0 before the first deal through the running totals.
 */
export const chartSeries = (rows: readonly { readonly totals: readonly number[] }[], columns: number): number[][] =>
  Array.from({ length: columns }, (_, c) => [0, ...rows.map((r) => r.totals[c]!)]);
