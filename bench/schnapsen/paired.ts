/**
 * Benchmark helper (not a test): two runs of `bots.js match` on the same shuffles (the same seed and count), each
 * with SCHNAPSEN_MATCH_PER_DEAL=FILE, paired shuffle by shuffle: the mean of FILE A's difference minus FILE B's
 * and its 95 % interval. With A `strong-new v normal` and B `strong v normal`, it is what the change gains against
 * normal, with the noise of the shuffles themselves taken out.
 *
 *   node dist/bench/schnapsen/paired.js A.json B.json
 */
import { readFileSync } from 'node:fs';

const [fileA, fileB] = process.argv.slice(2);
if (!fileA || !fileB) {
  console.error('usage: paired.js A.json B.json');
  process.exit(2);
}
const a = JSON.parse(readFileSync(fileA, 'utf8')) as number[];
const b = JSON.parse(readFileSync(fileB, 'utf8')) as number[];
if (a.length !== b.length) throw new Error(`${a.length} shuffles against ${b.length}`);
const d = a.map((x, i) => x - b[i]!);
const mean = d.reduce((x, y) => x + y, 0) / d.length;
const sd = Math.sqrt(d.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, d.length - 1));
const half = (1.96 * sd) / Math.sqrt(d.length);
console.log(
  `${fileA} minus ${fileB}, ${d.length} shuffles paired: mean ${mean.toFixed(3)} game points a deal, ` +
    `95 % interval [${(mean - half).toFixed(3)}, ${(mean + half).toFixed(3)}]`,
);
