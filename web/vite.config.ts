// The site's build: Svelte 5 compiled by Vite into dist/web, which the server serves (server/app.ts).
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [svelte()],
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
      },
    },
  },
  server: { proxy: { '/api': { target: 'http://localhost:8080', ws: true } } },
});
