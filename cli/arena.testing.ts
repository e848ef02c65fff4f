/**
 * The arena tests' way to run `cardavia arena` (the real command, on the build in dist/: see referee.testing.ts)
 * and to read what an outside bot was sent: test/bots/recording-bot.mjs appends every message it receives to a
 * JSON-lines file and plays as $PREFER steers it. Shared by the arena tests of every game.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { type Run, cardavia } from './referee.testing.js';

/** `cardavia arena ARGS`, with `env` added to the environment. */
export const arena = (args: string[], env: Record<string, string> = {}): Run =>
  cardavia(['arena', ...args], undefined, env);

/** A JSON-lines file's documents. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const jsonLines = (file: string): any[] =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

/**
 * Cardavia's `level` against the recording bot over `deals` shuffles of `seed` (with `more` arguments such as
 * `--rules`): the arena's JSON document and every message the recorder's processes received, in order. The run
 * must succeed.
 */
export function againstRecorder(
  dir: string,
  game: string,
  o: { prefer: string; deals: number; seed: string; level?: string; more?: string[] },
) {
  const file = join(dir, `${o.seed}-${o.prefer.replace(/\W/g, '-')}.jsonl`);
  writeFileSync(file, '');
  const r = arena(
    [
      '--game',
      game,
      '--bots',
      o.level ?? 'easy',
      '--bot',
      'node test/bots/recording-bot.mjs',
      '--deals',
      String(o.deals),
      '--seed',
      o.seed,
      '--json',
      ...(o.more ?? []),
    ],
    { RECORD_FILE: file, PREFER: o.prefer },
  );
  expect(r.status, r.stderr).toBe(0);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { doc: JSON.parse(r.stdout), messages: jsonLines(file) as any[] };
}
