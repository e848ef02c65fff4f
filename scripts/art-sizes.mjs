// Weighs each card pattern's art as the site downloads it (issue 14 point 7): the pattern's own chunk and the
// chunks it imports that the page would not load anyway, minified as built, each file gzipped on its own at
// level 9 (the server sends each file compressed on its own) and as the build's Brotli files weigh it
// (scripts/compress.mjs). What every page loads is the entry script that dist/web/index.html names and its
// static imports: its last line. A chunk beyond those that every pattern imports (the shared drawing
// vocabulary, `line`, in a build whose entry does not import it) is downloaded once, with the first pattern
// shown: it has a row of its own instead of being counted into each pattern; one that only some import
// (`double`) is counted in each of those.
// Run after `npm run build`: node scripts/art-sizes.mjs [DIST_WEB_DIR]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/web';
const dir = join(root, 'assets');
const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
const html = readFileSync(join(root, 'index.html'), 'utf8');
// The entry is the module script; the modulepreload links name chunks it imports (read below anyway).
const entry = html.match(/<script[^>]*type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/)?.[1];
if (!entry || !files.includes(entry)) throw new Error(`no entry script in ${root}/index.html: run npm run build first`);

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

const patterns = files
  .filter((f) => f.startsWith('cards-'))
  .map((file) => ({ family: file.split('-')[1], file, parts: [...closure(file, always)] }));
if (patterns.length === 0) throw new Error(`no cards-* chunk in ${dir}`);
/** Chunks beyond the page's own that every pattern imports: downloaded once, whichever pattern comes first. */
const shared = patterns[0].parts.filter((f) => f !== patterns[0].file && patterns.every((p) => p.parts.includes(f)));

const gz = (f) => gzipSync(readFileSync(join(dir, f)), { level: 9 }).length;
// scripts/compress.mjs leaves files too small to gain uncompressed: the server sends those as they are.
const br = (f) => readFileSync(join(dir, existsSync(join(dir, f + '.br')) ? f + '.br' : f)).length;
const weigh = (parts) => ({
  chunks: parts.map((f) => f.replace(/-[\w-]{8}\.js$/, '')).join(' + '),
  minified: parts.reduce((n, f) => n + readFileSync(join(dir, f)).length, 0),
  gzip: parts.reduce((n, f) => n + gz(f), 0),
  brotli: parts.reduce((n, f) => n + br(f), 0),
});

const kB = (n) => (n / 1000).toFixed(1) + ' kB';
const row = (name, w) => `| ${name} | ${w.chunks} | ${kB(w.minified)} | ${kB(w.gzip)} | ${kB(w.brotli)} |`;
console.log('| pattern | chunks | minified | gzip | brotli |\n|---|---|---|---|---|');
for (const p of patterns.sort((a, b) => a.family.localeCompare(b.family)))
  console.log(row(p.family, weigh(p.parts.filter((f) => !shared.includes(f)))));
if (shared.length > 0) console.log(row('shared by every pattern, once', weigh(shared)));
const page = weigh([...always]);
console.log(
  `\nloaded on every page (${page.chunks}, the shared drawing primitives among them): ` +
    `${kB(page.minified)}, gzip ${kB(page.gzip)}, brotli ${kB(page.brotli)}`,
);
