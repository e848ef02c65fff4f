/**
 * The group commit (commits.ts): how entries are gathered into one commit, with a store that records each
 * batch it is given and fake timers (no wall-clock time is waited for or asserted).
 */
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { GroupCommit, NO_GATHERING, type Outcome } from './commits.js';
import type { Append, Store } from './store.js';

const log = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** A store that keeps each batch's table ids and stores them when `release` is called (or at once). */
function recordingStore(held = false) {
  const batches: string[][] = [];
  const waiting: (() => void)[] = [];
  const store = {
    appendBatch: (rows: readonly Append[]) => {
      batches.push(rows.map((r) => r.id));
      return held ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve();
    },
  } as unknown as Store;
  return { store, batches, release: () => waiting.splice(0).forEach((r) => r()) };
}

const row = (id: string, n = 0): Append => ({
  id,
  n,
  entry: { kind: 'act', seat: 0, move: 'play:EA', at: 0 },
  update: null,
});

describe('the group commit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('entries of several tables that come within the gathering time go in one commit', async () => {
    const { store, batches } = recordingStore();
    const commits = new GroupCommit(store, log, { gatherMs: 10, maxEntries: 100 });
    const outcomes: [string, Outcome][] = [];
    const add = (id: string) => commits.add({ row: row(id), settle: (o) => outcomes.push([id, o]) });
    add('a');
    await vi.advanceTimersByTimeAsync(4);
    add('b');
    await vi.advanceTimersByTimeAsync(4);
    add('c');
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    expect(batches).toEqual([['a', 'b', 'c']]);
    expect(outcomes).toEqual([
      ['a', 'stored'],
      ['b', 'stored'],
      ['c', 'stored'],
    ]);
  });

  test('a full commit goes at once, without waiting out the gathering time', async () => {
    const { store, batches, release } = recordingStore(true);
    const commits = new GroupCommit(store, log, { gatherMs: 1_000, maxEntries: 2 });
    for (const id of ['a', 'b']) commits.add({ row: row(id), settle: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([['a', 'b']]);
    // Three come while it is in flight: the next commit is full, and the one left over has waited as long.
    for (const id of ['c', 'd', 'e']) commits.add({ row: row(id), settle: () => {} });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    release();
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  test('entries that come while a commit is in flight are gathered for the next one', async () => {
    const { store, batches, release } = recordingStore(true);
    const commits = new GroupCommit(store, log, { gatherMs: 10, maxEntries: 100 });
    commits.add({ row: row('a'), settle: () => {} });
    await vi.advanceTimersByTimeAsync(10);
    expect(batches).toEqual([['a']]);
    commits.add({ row: row('b'), settle: () => {} });
    commits.add({ row: row('c'), settle: () => {} });
    await vi.advanceTimersByTimeAsync(20);
    expect(batches).toEqual([['a']]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([['a'], ['b', 'c']]);
  });

  test('without gathering, the entries of one turn of the event loop go in one commit on the next', async () => {
    const { store, batches } = recordingStore();
    const commits = new GroupCommit(store, log, NO_GATHERING);
    commits.add({ row: row('a'), settle: () => {} });
    commits.add({ row: row('b'), settle: () => {} });
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([['a', 'b']]);
  });
});
