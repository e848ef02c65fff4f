/**
 * Least squares for the benches that fit weights or lines to measured data (Bohemian Schneider's evaluation weights,
 * Belote's table lines): the normal equations solved by Gauss-Jordan with partial pivoting. No intercept of its
 * own: a caller that wants one gives each row a leading 1. `ridge` is added to the diagonal (0: plain least squares).
 */
export function leastSquares(rows: readonly (readonly number[])[], ys: readonly number[], ridge = 0): number[] {
  const k = rows[0]!.length;
  const a = Array.from({ length: k }, (_, i) =>
    new Array<number>(k + 1).fill(0).map((_, j): number => (i === j ? ridge : 0)),
  );
  rows.forEach((r, n) => {
    for (let i = 0; i < k; i++) {
      for (let j = 0; j < k; j++) a[i]![j] = a[i]![j]! + r[i]! * r[j]!;
      a[i]![k] = a[i]![k]! + r[i]! * ys[n]!;
    }
  });
  for (let i = 0; i < k; i++) {
    let p = i;
    for (let r = i + 1; r < k; r++) if (Math.abs(a[r]![i]!) > Math.abs(a[p]![i]!)) p = r;
    [a[i], a[p]] = [a[p]!, a[i]!];
    for (let r = 0; r < k; r++) {
      if (r === i) continue;
      const f = a[r]![i]! / a[i]![i]!;
      for (let c = i; c <= k; c++) a[r]![c] = a[r]![c]! - f * a[i]![c]!;
    }
  }
  return a.map((row, i) => row[k]! / row[i]!);
}
