/**
 * Benchmark (not a test): the time to draw every face of each deck of the catalogue from scratch, in two
 * colours and in four, and to draw it again once its faces are remembered (web/src/cards). Before issue 28 a
 * test asserted 50 ms for a deck; a shared machine made that flaky, so the test now counts the faces drawn
 * (web/src/cards/perf.test.ts) and the time is measured here.
 *
 *   node bench/card-drawing.mjs [rounds]      (default 10)
 *
 * The card code is TypeScript of the site, which the root tsconfig does not build: this script bundles it for
 * Node with rolldown (as the gallery is, web/src/cards/README.md), into a temporary directory. Every measure
 * is taken in a fresh instance of the bundle, so that nothing is remembered (no face, no suit sign): "cold",
 * the deck is the instance's first, as the first deck a page shows; "after another deck", a deck of another
 * pattern was drawn first, which warms the shared drawing code (the measure of the former test); "again", the
 * same deck once more, every face remembered. Times are medians over the rounds, in CPU time of this process
 * (`process.cpuUsage`, the figure that holds on a busy machine) and in wall time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const rounds = Number(process.argv[2] ?? 10);
if (!Number.isInteger(rounds) || rounds < 2) throw new Error('usage: node bench/card-drawing.mjs [rounds ≥ 2]');

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'cardavia-bench-cards-'));
try {
  // One entry with the card functions, the catalogue and each deck's pattern, in one file (no chunk shared
  // between instances).
  const entry = join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `export * from ${JSON.stringify(join(root, 'web/src/cards/all.ts'))};\n` +
      `export { DECKS } from ${JSON.stringify(join(root, 'engine/decks.ts'))};\n` +
      `export { styleOf } from ${JSON.stringify(join(root, 'web/src/cards/patterns.ts'))};\n`,
  );
  const file = join(dir, 'cards.mjs');
  await build({
    input: entry,
    platform: 'node',
    logLevel: 'silent',
    output: { file, format: 'esm', codeSplitting: false },
  });

  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  /** CPU and wall milliseconds of one call. */
  const time = (f) => {
    const [c0, w0] = [cpu(), performance.now()];
    f();
    return { cpu: cpu() - c0, wall: performance.now() - w0 };
  };
  const median = (xs) => {
    const s = xs.toSorted((a, b) => a - b);
    const m = s.length >> 1;
    return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
  };

  /** Per case (deck and mode): the times of every round. */
  const cases = new Map();
  let instances = 0;
  const fresh = () => import(`${pathToFileURL(file).href}?instance=${instances++}`);
  const { DECKS, styleOf } = await fresh();
  for (let round = 0; round < rounds; round++) {
    for (const deck of DECKS) {
      for (const fourColour of [false, true]) {
        const key = `${deck.id}${fourColour ? ', four colours' : ''}`;
        const seen = cases.get(key) ?? { cards: 0, cold: [], warm: [], again: [] };
        cases.set(key, seen);
        // A fresh instance per measure: a deck drawn before leaves faces and suit signs remembered.
        for (const measure of ['cold', 'warm']) {
          const cards = await fresh();
          if (measure === 'warm') {
            // The shared drawing code warmed by a deck of another pattern, as a page that showed one before.
            const other = DECKS.find((d) => styleOf(d.id).family !== styleOf(deck.id).family).id;
            for (const code of cards.deckCards(other)) cards.drawCard(other, code);
          }
          const codes = cards.deckCards(deck.id);
          const draw = () => {
            for (const code of codes) cards.drawCard(deck.id, code, { fourColour });
          };
          seen.cards = codes.length;
          seen[measure].push(time(draw));
          if (measure === 'warm') seen.again.push(time(draw));
        }
      }
    }
  }

  const ms = (x) => `${x.toFixed(x < 1 ? 2 : 1)} ms`;
  const both = (ts) => `${ms(median(ts.map((t) => t.cpu)))} (${ms(median(ts.map((t) => t.wall)))})`;
  console.log(`${rounds} rounds, Node ${process.version}: median CPU time (wall time)\n`);
  console.log('| deck | cards | from scratch, cold | from scratch, after another deck | again, remembered |');
  console.log('|---|---|---|---|---|');
  for (const [key, c] of cases) {
    console.log(`| ${key} | ${c.cards} | ${both(c.cold)} | ${both(c.warm)} | ${both(c.again)} |`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
