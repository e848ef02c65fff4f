/**
 * The CLI tests' way to run the real `cardavia` command (`node bin/cardavia.js …` from the repository root, on
 * the build in dist/) and to read a game's hand-made records in test/fixtures/<game>/. Shared by the referee
 * tests of every game, so each keeps only what its records show.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect } from 'vitest';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export type Json = Record<string, unknown>;

/** The sources the command runs: every non-test TypeScript file under engine/, ai/ and cli/. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(path);
    return /\.ts$/.test(e.name) && !/\.test(ing)?\.ts$/.test(e.name) ? [path] : [];
  });
}

/**
 * Rebuilds dist/ before the file's tests when a source the command runs is newer than its build (`npm test`
 * builds first; a single test file run by hand may not have).
 */
export function useBuiltCli(): void {
  beforeAll(() => {
    const stale = [...sources('engine'), ...sources('ai'), ...sources('cli')].some((src) => {
      const built = join(ROOT, 'dist', src.replace(/\.ts$/, '.js'));
      return !existsSync(built) || statSync(built).mtimeMs < statSync(join(ROOT, src)).mtimeMs;
    });
    // tsc writes the JavaScript even when another module under edit has a type error; the command is what counts
    if (stale) {
      spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], {
        cwd: ROOT,
      });
    }
    expect(existsSync(join(ROOT, 'dist', 'cli', 'main.js'))).toBe(true);
  }, 120_000);
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** How long one run of the command may take: the slowest run in these tests took 4.6 s on a shared machine. */
const RUN_TIMEOUT_MS = 25_000;

/**
 * Runs the command, with `env` added to this process's environment; a run killed by the time limit is run once
 * more. The commands are deterministic and fast
 * (442 runs of cli/ and test/games/high-card beside two arenas: the slowest 4.6 s), yet once on a loaded CI
 * machine an analysis that takes 0.4 s was killed after a minute without a word on stderr: a stalled machine,
 * which one more run tells from a command that hangs (that one times out twice and fails saying so).
 */
export function cardavia(args: string[], input?: string, env: Record<string, string> = {}): Run {
  const once = () =>
    spawnSync(process.execPath, ['bin/cardavia.js', ...args], {
      cwd: ROOT,
      input,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: RUN_TIMEOUT_MS,
    });
  const timedOut = (r: ReturnType<typeof once>) => (r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT';
  let r = once();
  if (timedOut(r)) {
    process.stderr.write(`cardavia ${args.join(' ')}: killed after ${RUN_TIMEOUT_MS} ms, run once more\n`);
    r = once();
  }
  const stderr = timedOut(r) ? `${r.stderr}\n(killed twice after ${RUN_TIMEOUT_MS} ms: the command hangs)` : r.stderr;
  return { status: r.status, stdout: r.stdout, stderr };
}

/** Runs a command that must print exactly one JSON document and exit with the given status. */
export function json(args: string[], status: number, input?: string): Json {
  const r = cardavia(args, input);
  expect(r.status, r.stderr).toBe(status);
  expect(r.stdout.trim().split('\n')).toHaveLength(1);
  return JSON.parse(r.stdout) as Json;
}

/** The same command on a record given on standard input. */
export const onStdin = (command: string[], record: Json, status: number): Json =>
  json([command[0]!, '-', ...command.slice(1)], status, JSON.stringify(record));

/** A game's hand-made records: their folder, a record's path and contents, and a record cut short. */
export function fixturesOf(game: string) {
  const folder = join(ROOT, 'test', 'fixtures', game);
  const fixture = (name: string): string => join(folder, `${name}.json`);
  const readFixture = (name: string): Json => JSON.parse(readFileSync(fixture(name), 'utf8')) as Json;
  /** A record with only its first n actions in its last deal. */
  const cut = (name: string, n: number): Json => {
    const rec = readFixture(name) as { deals: { actions: unknown[] }[] };
    const deals = rec.deals.map((d, i) => (i === rec.deals.length - 1 ? { ...d, actions: d.actions.slice(0, n) } : d));
    return { ...rec, deals };
  };
  return { folder, fixture, readFixture, cut };
}

/** `perft DEPTH` on a record given on standard input: the number of action sequences of that length. */
export function perftOf(record: Json, depth: number): number {
  const out = onStdin(['perft', String(depth)], record, 0);
  expect(out.depth).toBe(depth);
  return out.nodes as number;
}

/** A record holding an illegal action: `legal` and `perft` print the error document `replay` prints, exit 1. */
export function expectRefusedAsReplay(file: string, error: object): void {
  const doc = { ok: false, error: { ...error, message: expect.any(String) } };
  expect(json(['legal', file], 1)).toEqual(doc);
  expect(json(['perft', file, '1'], 1)).toEqual(doc);
}

/** A record that is not readable: exit 2, a message on standard error, nothing half-printed on standard output. */
export function expectUnreadable(record: Json, what: string): void {
  const r = cardavia(['replay', '-'], JSON.stringify(record));
  expect(r.status, what).toBe(2);
  expect(r.stdout, what).toBe('');
  expect(r.stderr, what).toMatch(/^cardavia: /);
}

/** A record with no deal in progress: `perft` counts 1 at depth 0 and nothing at any other depth. */
export function expectNothingToCount(record: Json, what: string): void {
  for (const depth of [0, 1, 3]) expect(perftOf(record, depth), `${what}, depth ${depth}`).toBe(depth === 0 ? 1 : 0);
}

/** The verdict `cardavia analyse` must give a loss under a game's thresholds (docs/analysis.md), written out apart. */
export function expectedVerdict(loss: number, t: { inaccuracy: number; mistake: number; blunder: number }): string {
  if (loss >= t.blunder) return 'blunder';
  if (loss >= t.mistake) return 'mistake';
  return loss >= t.inaccuracy ? 'inaccuracy' : 'best';
}
