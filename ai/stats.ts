/** Small statistics for measuring the players: the arena (cli) and the benchmark scripts share them. */

/** The nearest-rank q-quantile (0 < q ≤ 1) of values sorted ascending; 0 for no values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
