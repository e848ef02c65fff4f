// Lint: typescript-eslint's recommended rules, plus the layer rules of docs/architecture.md.
import tseslint from 'typescript-eslint';

const layerRule = (forbidden, why) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message: why }] }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', '.tmp/**', '.arena/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
    rules: layerRule(['**/server/**', '**/web/**', '**/cli/**'], 'ai depends on engine only'),
  },
  {
    files: ['server/**/*.ts'],
    rules: layerRule(['**/web/**', '**/cli/**'], 'server depends on ai and engine, never on web or cli'),
  },
  { files: ['cli/**/*.ts'], rules: layerRule(['**/web/**'], 'nothing imports web') },
  {
    files: ['web/**/*.ts'],
    ignores: ['web/**/*.test.ts', 'web/vite.config.ts', 'web/test/**'],
    rules: layerRule(
      ['**/ai/**', '**/server/**', '**/cli/**', 'node:*'],
      'web runs in the browser: it may use engine types and pure data, never ai, server or cli',
    ),
  },
);
