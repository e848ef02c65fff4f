/**
 * Benchmark helper (not a test): two runs of `bots.js match` on the same shuffles (the same seed and count), each
 * with SCHNAPSEN_MATCH_PER_DEAL=FILE, paired shuffle by shuffle: the mean of FILE A's difference minus FILE B's
 * and its 95 % interval. With A `strong-new v normal` and B `strong v normal`, it is what the change gains against
 * normal, with the noise of the shuffles themselves taken out.
 *
 *   node dist/bench/schnapsen/paired.js A.json[,A2.json…] [B.json[,B2.json…]]
 *
 * Files joined by commas are one run carried on (SCHNAPSEN_MATCH_FROM), read in that order. Without B, the mean
 * of A's differences alone and its interval: a run's own figure, pooled over its parts.
 */
import { readFileSync } from 'node:fs';

const [fileA, fileB] = process.argv.slice(2);
if (!fileA) {
  console.error('usage: paired.js A.json[,A2.json…] [B.json[,B2.json…]]');
  process.exit(2);
}
const read = (files: string): number[] =>
  files.split(',').flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as number[]);
const a = read(fileA);
const b = fileB ? read(fileB) : a.map(() => 0);
if (a.length !== b.length) throw new Error(`${a.length} shuffles against ${b.length}`);
const d = a.map((x, i) => x - b[i]!);
const mean = d.reduce((x, y) => x + y, 0) / d.length;
const sd = Math.sqrt(d.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, d.length - 1));
const half = (1.96 * sd) / Math.sqrt(d.length);
console.log(
  `${fileA}${fileB ? ` minus ${fileB}` : ''}, ${d.length} shuffles${fileB ? ' paired' : ''}: mean ${mean.toFixed(3)} game points a deal, ` +
    `95 % interval [${(mean - half).toFixed(3)}, ${(mean + half).toFixed(3)}]`,
);
