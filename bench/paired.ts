/**
 * Two runs of one duplicate arena pair compared shuffle by shuffle (docs/benchmarks.md, "Mariáš AI", eighth round;
 * "Belote AI"): a new player's `A − easy` lines against an earlier player's on the same shuffles, with the same
 * decision seeds (each game's versus.ts), so a shuffle both play alike differs by exactly 0. Prints each run's mean
 * on the shuffles both hold, the paired difference with its 95 % interval and how many shuffles changed, and with
 * the oracle's `oracle − easy` lines each run's share of the oracle's margin over easy on those shuffles. Prints
 * figures, asserts nothing.
 *
 *   node dist/bench/paired.js NEW OLD [ORACLE]   (files of `shuffle: value` lines, bench/<game>/arena/)
 */
import { intervalText, keptShuffles, meanInterval, shareOf, shareText } from './duplicate.js';

const [newFile, oldFile, oracleFile] = process.argv.slice(2);
if (newFile === undefined || oldFile === undefined) throw new Error('usage: paired.js NEW OLD [ORACLE]');
const neu = keptShuffles(newFile);
const old = keptShuffles(oldFile);
const oracle = oracleFile === undefined ? null : keptShuffles(oracleFile);
const both = [...neu.keys()].filter((k) => old.has(k)).sort((a, b) => a - b);
const line = (name: string, xs: number[]) => {
  const s = meanInterval(xs);
  console.log(`${name}: N ${s.n}, ${intervalText(s)}`);
};
line(
  'new',
  both.map((k) => neu.get(k)!),
);
line(
  'old, the same shuffles',
  both.map((k) => old.get(k)!),
);
const d = both.map((k) => neu.get(k)! - old.get(k)!);
line(`new − old (${d.filter((x) => x !== 0).length} shuffles changed)`, d);
if (oracle !== null) {
  for (const [name, run] of [
    ['new', neu],
    ['old', old],
  ] as const) {
    const s = shareOf(new Map(both.map((k) => [k, run.get(k)!])), oracle);
    console.log(`${name}'s share of the oracle's margin: N ${s.n}, ${shareText(s)}`);
  }
}
