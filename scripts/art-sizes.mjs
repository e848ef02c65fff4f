// Weighs each card pattern's art as the site downloads it (issue 14 point 7): the pattern's chunk plus every
// chunk it imports that the page would not load anyway (the entry chunk is always loaded), minified as built,
// gzip level 9. Run after `npm run build`: node scripts/art-sizes.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = 'dist/web/assets';
const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
const html = readFileSync('dist/web/index.html', 'utf8');
const entry = files.find((f) => html.includes(`/assets/${f}`));
if (!entry) throw new Error('no entry chunk in dist/web/index.html: run npm run build first');

/** The chunk and the chunks it imports statically (not those in `skip`). */
function closure(file, skip = new Set(), seen = new Set()) {
  if (seen.has(file) || skip.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dir, file), 'utf8');
  for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([\w.-]+\.js)["']/g)) closure(m[1], skip, seen);
  return seen;
}
/** What every page loads anyway: the entry chunk and its static imports. */
const always = closure(entry);

const rows = [];
for (const file of files.filter((f) => f.startsWith('cards-'))) {
  const family = file.split('-')[1];
  const parts = [...closure(file, always)];
  const code = parts.map((f) => readFileSync(join(dir, f))).reduce((a, b) => Buffer.concat([a, b]));
  rows.push({ family, chunks: parts.join(' + '), minified: code.length, gzip: gzipSync(code, { level: 9 }).length });
}
rows.sort((a, b) => a.family.localeCompare(b.family));
const kB = (n) => (n / 1000).toFixed(1) + ' kB';
console.log('| pattern | chunks | minified | gzip |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.family} | ${r.chunks} | ${kB(r.minified)} | ${kB(r.gzip)} |`);
const shared = Buffer.concat([...always].map((f) => readFileSync(join(dir, f))));
console.log(
  `\nloaded on every page (${[...always].join(' + ')}, the shared drawing primitives among them): ` +
    `${kB(shared.length)}, gzip ${kB(gzipSync(shared, { level: 9 }).length)}`,
);
