#!/usr/bin/env node
/**
 * Precompression of the built site (`npm run build` runs it after vite): writes `FILE.br` (brotli, best
 * quality) and `FILE.gz` (gzip, level 9) next to each compressible file of dist/web, once at build time, so
 * that the server sends them as they are (@fastify/static `preCompressed`, server/site.ts) instead of
 * compressing each answer. Tiny files and formats that are compressed already (images, fonts) are skipped,
 * and a compressed copy that saves too little is not kept. Copies left from an earlier build are replaced or
 * removed, so a `.br` never outlives or contradicts its file.
 *
 *   node scripts/compress.mjs [DIR]      (default: dist/web)
 */
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; everything else (png, jpg, webp, woff2…) is compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|map|ico)$/i;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 256;
/** Keep a compressed copy only when it is at most this fraction of the file. */
const MAX_RATIO = 0.9;
const COPIES = ['.br', '.gz'];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export function compressDir(dir) {
  const all = [...files(dir)];
  const sources = new Set(all.filter((f) => !COPIES.some((ext) => f.endsWith(ext))));
  // Copies of an earlier build go first: each is rewritten below if its file still qualifies.
  for (const f of all) if (!sources.has(f)) rmSync(f);
  let before = 0;
  let br = 0;
  let gz = 0;
  let count = 0;
  for (const file of sources) {
    if (!COMPRESSIBLE.test(file)) continue;
    const size = statSync(file).size;
    if (size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const brotli = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
    const gzip = gzipSync(data, { level: 9 });
    count++;
    before += size;
    if (brotli.length <= size * MAX_RATIO) {
      writeFileSync(file + '.br', brotli);
      br += brotli.length;
    }
    if (gzip.length <= size * MAX_RATIO) {
      writeFileSync(file + '.gz', gzip);
      gz += gzip.length;
    }
  }
  return { count, before, br, gz };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? 'dist/web';
  const { count, before, br, gz } = compressDir(dir);
  const kB = (n) => (n / 1000).toFixed(1) + ' kB';
  console.log(`precompressed ${count} files of ${dir}: ${kB(before)} → brotli ${kB(br)}, gzip ${kB(gz)}`);
}
