#!/usr/bin/env node
// The `cardavia` command: runs the compiled CLI (built by `npm run build`, which `npm ci` runs via `prepare`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(fileURLToPath(main))) {
  process.stderr.write('cardavia: not built yet: run `npm run build` first\n');
  process.exit(2);
}
const { main: run } = await import(main.href);
const status = await run(process.argv.slice(2));
process.exitCode = status;
