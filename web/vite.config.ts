// The site's build: Svelte 5 compiled by Vite into dist/web, which the server serves (server/app.ts).
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { type Plugin, defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The atlas's tile faces, drawn at build time: `virtual:tile-faces` holds the body of each deck's tile card
 * (src/cards/tiles.ts) as src/cards draws it with the paper options at their defaults, so that the atlas shows
 * its six faces without downloading the five patterns' art (issue 30, point 10: the art was 62 kB of the
 * atlas's 147 kB cold load, the six faces are about 6.5 kB). A player who has chosen four-colour suits or
 * corner indices gets the faces drawn in the browser, from the art, as before.
 */
function tileFaces(): Plugin {
  const id = 'virtual:tile-faces';
  const tiles = fileURLToPath(new URL('./src/cards/tiles.ts', import.meta.url));
  return {
    name: 'cardavia-tile-faces',
    resolveId: { filter: { id: new RegExp(`^${id}$`) }, handler: () => `\0${id}` },
    load: {
      filter: { id: new RegExp(`^\0${id}$`) },
      async handler() {
        // The art is TypeScript: bundled for Node by Vite's own bundler and run, the config kept free of it.
        const bundle = await rolldown({ input: tiles, platform: 'node', logLevel: 'silent' });
        try {
          const [chunk] = (await bundle.generate({ format: 'esm' })).output;
          const url = `data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`;
          const module = (await import(url)) as typeof import('./src/cards/tiles.js');
          // The dev server draws them again when a pattern's file changes.
          for (const file of chunk.moduleIds) if (!file.startsWith('\0')) this.addWatchFile(file);
          return `export const TILE_FACES = ${JSON.stringify(module.tileFaces())};`;
        } finally {
          await bundle.close();
        }
      },
    },
  };
}

export default defineConfig({
  root,
  plugins: [svelte(), tileFaces()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // The CSP allows no inline scripts: keep the module preload polyfill out of index.html.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    target: 'es2022',
    rollupOptions: {
      output: {
        // Each pattern's art is its own chunk (web/src/cards/loader.ts), named after its family so that
        // scripts/art-sizes.mjs can weigh it.
        chunkFileNames: (chunk) => {
          const family = /cards\/(\w+)\/art\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return family ? `assets/cards-${family}-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          // The table's strings of one language, shared and each game's, in one chunk: a page loads them with
          // one request (lib/i18n.svelte.ts, loadTableTexts), and the atlas none.
          groups: [
            {
              debugName: 'table strings',
              name: (id) => {
                const lang = /[\\/]table\.(\w+)\.json$/.exec(id)?.[1];
                return lang === undefined ? null : `table-strings-${lang}`;
              },
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': { target: 'http://localhost:8080', ws: true } } },
});
