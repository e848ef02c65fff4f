/**
 * Pools the Mariáš arena's kept shuffles (bench/marias/arena/issue32-<A>-<B>.txt, one `shuffle: value` line per
 * duplicate shuffle, docs/benchmarks.md "Mariáš AI", fourth round): each pair's mean with its 95 % interval
 * (± 1.96 standard deviations over √n), and strong's share of the oracle's margin over easy on the shuffles both
 * pairs hold, its interval by the delta method on the per-shuffle pairs. Prints figures, asserts nothing.
 *
 *   node dist/bench/marias/pooled.js [dir] [oracleDir]   (default bench/marias/arena, and dir: the strong of now's
 *   lines are in bench/marias/arena/weighed, the oracle's, unchanged, in bench/marias/arena)
 */
import { join } from 'node:path';
import { intervalText, keptShuffles, meanInterval, shareOf, shareText } from '../duplicate.js';

const dir = process.argv[2] ?? 'bench/marias/arena';
const oracleDir = process.argv[3] ?? dir;

const pairs = ['strong-easy', 'strong-normal', 'oracle-easy'];
const values = Object.fromEntries(
  pairs.map((p) => [p, keptShuffles(join(p.startsWith('oracle') ? oracleDir : dir, `issue32-${p}.txt`))]),
);
for (const pair of pairs) {
  const s = meanInterval([...values[pair]!.values()]);
  console.log(`${pair.replace('-', ' − ')}: N ${s.n}, mean ${intervalText(s)}`);
}
// The share: strong − easy over oracle − easy, on the shuffles both hold.
const share = shareOf(values['strong-easy']!, values['oracle-easy']!);
console.log(`strong's share of the oracle's margin: N ${share.n}, ${shareText(share)}`);
