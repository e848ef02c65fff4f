/**
 * Benchmark helper (not a test): two runs of versus.ts on the same seed and deals, written with
 * WATTEN_VERSUS_PER_DEAL, paired per deal: the mean of (X's A − B) − (Y's A − B) with its 95 % interval, so that
 * two variants of a player measured against the same opponent in separate runs are compared free of the deals'
 * own spread.
 *
 *   node dist/bench/watten/paired.js X.json Y.json
 *
 * With one file, the run's own figures over the deals it has written (a run stopped early included).
 */
import { readFileSync } from 'node:fs';

interface Run {
  readonly names: readonly string[];
  readonly seed: string;
  readonly diffs: readonly number[];
  readonly others: readonly (readonly number[])[];
}

/** The mean of `d` with its 95 % interval (1.96 standard deviations over the square root of their number). */
function summary(d: readonly number[]): string {
  const n = d.length;
  const mean = d.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(d.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  return `mean ${mean.toFixed(3)}, 95 % interval [${(mean - half).toFixed(3)}, ${(mean + half).toFixed(3)}]`;
}

const [x, y] = process.argv.slice(2, 4).map((f) => JSON.parse(readFileSync(f, 'utf8')) as Run);
if (!x || (y && x.seed !== y.seed)) {
  console.error('usage: paired.js X.json [Y.json] (runs of versus.js on the same seed)');
  process.exit(2);
}
if (!y) {
  const [a, b, ...cs] = x.names;
  console.log(`${a} − ${b}, ${x.diffs.length} deals of seed ${x.seed}: ${summary(x.diffs)}`);
  cs.forEach((c, j) => {
    const xs = x.others[j]!.slice(0, x.diffs.length);
    console.log(`${a} − ${c}, the same deals: ${summary(xs)}`);
    console.log(`(${a} − ${b}) − (${a} − ${c}), paired per deal: ${summary(x.diffs.map((v, i) => v - xs[i]!))}`);
  });
} else {
  const n = Math.min(x.diffs.length, y.diffs.length);
  const d = Array.from({ length: n }, (_, i) => x.diffs[i]! - y.diffs[i]!);
  console.log(
    `(${x.names[0]} − ${x.names[1]}) − (${y.names[0]} − ${y.names[1]}), ${n} deals of seed ${x.seed}, paired per deal: ${summary(d)}`,
  );
}
