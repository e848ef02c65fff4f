/**
 * Pools the Mariáš arena's kept shuffles (bench/marias/arena/issue32-<A>-<B>.txt, one `shuffle: value` line per
 * duplicate shuffle, docs/benchmarks.md "Mariáš AI", fourth round): each pair's mean with its 95 % interval
 * (± 1.96 standard deviations over √n), and strong's share of the oracle's margin over easy on the shuffles both
 * pairs hold, its interval by the delta method on the per-shuffle pairs. Prints figures, asserts nothing.
 *
 *   node dist/bench/marias/pooled.js [dir]   (default bench/marias/arena)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { meanInterval } from './shuffles.js';

const dir = process.argv[2] ?? 'bench/marias/arena';

/** A pair's kept values by shuffle. */
function kept(pair: string): Map<number, number> {
  const values = new Map<number, number>();
  for (const line of readFileSync(join(dir, `issue32-${pair}.txt`), 'utf8').split('\n')) {
    const m = /^(\d+): (-?[\d.]+)$/.exec(line.trim());
    if (m) values.set(Number(m[1]), Number(m[2]));
  }
  return values;
}

const f = (x: number, d = 3) => (x >= 0 ? '+' : '−') + Math.abs(x).toFixed(d);
const pairs = ['strong-easy', 'strong-normal', 'oracle-easy'];
const values = Object.fromEntries(pairs.map((p) => [p, kept(p)]));
for (const pair of pairs) {
  const s = meanInterval([...values[pair]!.values()]);
  console.log(`${pair.replace('-', ' − ')}: N ${s.n}, mean ${f(s.mean)} [${f(s.low)}, ${f(s.high)}]`);
}
// The share: strong − easy over oracle − easy, on the shuffles both hold.
const both = [...values['strong-easy']!.keys()].filter((k) => values['oracle-easy']!.has(k));
const se = both.map((k) => values['strong-easy']!.get(k)!);
const oe = both.map((k) => values['oracle-easy']!.get(k)!);
const n = both.length;
const share = se.reduce((a, b) => a + b, 0) / oe.reduce((a, b) => a + b, 0);
const meanOe = oe.reduce((a, b) => a + b, 0) / n;
const residuals = se.map((x, i) => x - share * oe[i]!);
const r = meanInterval(residuals);
const half = ((r.high - r.mean) / Math.abs(meanOe)) * 1;
console.log(
  `strong's share of the oracle's margin: N ${n}, ${(100 * share).toFixed(0)} % [${(100 * (share - half)).toFixed(0)} %, ${(100 * (share + half)).toFixed(0)} %]`,
);
