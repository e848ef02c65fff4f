// Lint: typescript-eslint's recommended rules, eslint-plugin-svelte's for the components, plus the layer
// rules of docs/architecture.md, which reach .svelte files as they reach .ts files.
import svelte from 'eslint-plugin-svelte';
import tseslint from 'typescript-eslint';

const layerRule = (forbidden, why) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message: why }] }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.tmp/**', '.arena/**'] },
  ...tseslint.configs.recommended,
  ...svelte.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Components and rune modules: svelte-eslint-parser, with TypeScript's parser for <script lang="ts">.
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
    rules: {
      // A SvelteKit rule (links through `resolve()` of $app/paths): the site is a plain Svelte app whose links
      // are root paths, taken over by its own router (web/src/lib/router.svelte.ts).
      'svelte/no-navigation-without-resolve': 'off',
    },
  },
  {
    files: ['engine/**/*.ts'],
    ignores: ['engine/**/*.test.ts'],
    rules: layerRule(
      ['**/ai/**', '**/server/**', '**/web/**', '**/cli/**', 'node:*', 'fs', 'path', 'child_process'],
      'engine is pure rules: no I/O and no other layer',
    ),
  },
  {
    files: ['ai/**/*.ts'],
    rules: layerRule(['**/server/**', '**/web/**', '**/cli/**', '**/bench/**'], 'ai depends on engine only'),
  },
  {
    files: ['server/**/*.ts'],
    rules: layerRule(['**/web/**', '**/cli/**'], 'server depends on ai and engine, never on web or cli'),
  },
  { files: ['cli/**/*.ts'], rules: layerRule(['**/web/**'], 'nothing imports web') },
  {
    files: ['web/**/*.ts', 'web/**/*.svelte'],
    ignores: ['web/**/*.test.ts', 'web/vite.config.ts', 'web/test/**'],
    rules: layerRule(
      ['**/ai/**', '**/server/**', '**/cli/**', 'node:*'],
      'web runs in the browser: it may use engine types and pure data, never ai, server or cli',
    ),
  },
);
