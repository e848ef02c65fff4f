/**
 * Pools Belote's arena files (bench/belote/arena/issue33-<A>-<B>-<ruleset>.txt, one `shuffle: value` line per
 * duplicate shuffle as `PROGRESS=1 node dist/bench/belote/versus.js A B N issue33 RULESET` prints them, shuffles
 * counted from 1): per ruleset, each pair's mean with its 95 % interval, and strong's share of the oracle's margin
 * over easy on the shuffles both pairs hold (docs/benchmarks.md, "Belote AI"). A file not there is left out.
 * Prints figures, asserts nothing.
 *
 *   node dist/bench/belote/pooled.js [dir]   (default bench/belote/arena)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { intervalText, keptShuffles, meanInterval, shareOf, shareText } from '../duplicate.js';

const dir = process.argv[2] ?? 'bench/belote/arena';

for (const ruleset of ['cardavia', 'contree']) {
  const values = new Map<string, Map<number, number>>();
  for (const pair of ['strong-easy', 'strong-normal', 'oracle-easy']) {
    const file = join(dir, `issue33-${pair}-${ruleset}.txt`);
    if (!existsSync(file)) continue;
    values.set(pair, keptShuffles(file));
    const s = meanInterval([...values.get(pair)!.values()]);
    console.log(`${ruleset}, ${pair.replace('-', ' − ')}: N ${s.n}, mean ${intervalText(s, 2)}`);
  }
  const strong = values.get('strong-easy');
  const oracle = values.get('oracle-easy');
  if (strong === undefined || oracle === undefined) continue;
  const share = shareOf(strong, oracle);
  console.log(`${ruleset}, strong's share of the oracle's margin over easy: N ${share.n}, ${shareText(share)}`);
}
