/**
 * The live tables without HTTP on vitest's fake clock, for the tests of what happens when: AI pacing, the
 * turn clock, grace periods, unloading idle tables (issue 28 point 9). A wall clock on a shared machine only ever bounds these
 * loosely, and a busy machine breaks the bounds; on the fake clock a test says "4,999 ms later nothing has
 * moved, 1 ms later the AI has", and the answer depends on the code alone.
 *
 * Only the clock is fake (`setTimeout`, `setInterval`, `Date`). `setImmediate` stays real: the group commit
 * (commits.ts) and the promises behind it take turns of the event loop but no time, and the store (SQLite,
 * synchronous) and the bus (in memory) do no I/O the event loop waits on, so letting a fixed number of turns
 * pass lets everything happen that needs no time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { vi } from 'vitest';
import type { AiRunner } from './ai-pool.js';
import { LocalBus } from './bus.js';
import { SqliteStore } from './store.js';
import { Tables, type TablesOptions } from './tables.js';
import { inlineBots } from './testing.js';
import type { SeatState } from './views.js';

/**
 * Event-loop turns that `settle` lets pass. One AI move paced at 0 ms takes one (its commit), so this bounds
 * how many such moves follow each other in one `settle`; every other step is a promise.
 */
const SETTLE_TURNS = 50;

export interface ClockTables {
  readonly tables: Tables;
  readonly store: SqliteStore;
  /** Lets happen whatever needs no time: entries stored and applied, the bots' answers, the pushes. */
  settle(): Promise<void>;
  /** Moves the clock on by `ms`, firing what falls due on the way, then settles. */
  advance(ms: number): Promise<void>;
  /** Moves the clock on to the next timer (the next paced move, clock or grace period), fires it and settles. */
  next(): Promise<void>;
  /** Stops the tables and gives the real clock back. */
  close(): Promise<void>;
}

/**
 * `Tables` on a fresh database and the fake clock; `runner` is the bots (this thread's by default), `options`
 * change the defaults (no pause, no unloading within a test, no analyses).
 */
export function tablesOnFakeClock(runner: AiRunner = inlineBots, options: Partial<TablesOptions> = {}): ClockTables {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const dir = mkdtempSync(join(tmpdir(), 'cardavia-clock-'));
  const store = new SqliteStore(dir, 'NORMAL', 0);
  const tables = new Tables(
    store,
    new LocalBus(),
    runner,
    { aiDelayMs: 0, idleUnloadMs: 3_600_000, analyseDeals: false, ...options },
    pino({ level: 'silent' }),
  );
  const settle = async () => {
    for (let i = 0; i < SETTLE_TURNS; i++) await new Promise((r) => setImmediate(r));
  };
  return {
    tables,
    store,
    settle,
    async advance(ms) {
      await vi.advanceTimersByTimeAsync(ms);
      await settle();
    },
    async next() {
      await vi.advanceTimersToNextTimerAsync();
      await settle();
    },
    async close() {
      tables.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
      vi.useRealTimers();
    },
  };
}

/** A seat's pushed state, stamped with the (fake) time it was pushed. */
export interface Pushed {
  readonly at: number;
  readonly state: SeatState;
}

/** Follows a seat as a live connection does: every state pushed to it, in order; `stop` to disconnect. */
export async function follow(
  tables: Tables,
  id: string,
  player: string,
): Promise<{ readonly pushed: Pushed[]; latest(): SeatState; stop(): void }> {
  const pushed: Pushed[] = [];
  const stop = await tables.subscribe(id, player, (json) => {
    const message = JSON.parse(json) as SeatState;
    if (message.type === 'state') pushed.push({ at: Date.now(), state: message });
  });
  return { pushed, latest: () => pushed.at(-1)!.state, stop };
}
