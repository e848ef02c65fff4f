/**
 * The AI's turns while the table stores an entry (ai-turns.ts): a decision that comes back at once and is
 * refused as STALE, because the table's previous entry is still being stored, must not be asked again in
 * promise callbacks alone: the event loop would never reach the commit it waits for. An events test's Watten
 * table spun so, at full CPU, until the run was stopped; the AI now waits for the table with a timer.
 */
import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { type AiTable, AiTurns } from './ai-turns.js';
import { commitmentOf, newSeed } from './dealing.js';
import { ApiError } from './protocol.js';
import { type LogEntry, type TableMeta, TableGame } from './table.js';

/** A Schafkopf table of four AI seats at its first decision (seat 0 to bid, no pause). */
function table(): AiTable & { pending: boolean } {
  const seed = newSeed();
  const meta: TableMeta = {
    id: 'x'.repeat(22),
    owner: 'o',
    options: {
      game: 'schafkopf',
      rules: { ruleset: 'cardavia' },
      deck: 'vienna-tell',
      seats: ['easy', 'easy', 'easy', 'easy'],
      sessionDeals: 1,
      aiDelayMs: 0,
    },
    seed,
    commitment: commitmentOf(seed),
    createdAt: 0,
  };
  const game = TableGame.replay(meta, []);
  return {
    game,
    lastActionAt: 0,
    job: null,
    pending: false,
    timer: null,
    away: new Set(),
    present: new Set(),
    clock: null,
  };
}

describe('the AI while the table stores an entry', () => {
  test('a decision refused as STALE while an entry is stored is asked again once the commit could run', async () => {
    const t = table();
    const stored: LogEntry[] = [];
    let refused = 0;
    // Resolved when the entry is stored: the test waits for that event, not for a length of time.
    let storedOne!: () => void;
    const firstStored = new Promise<void>((resolve) => (storedOne = resolve));
    // The table stores another entry now: its commit runs on the event loop's next turn (as the group commit's
    // setImmediate does), and until then every move is refused as STALE.
    t.pending = true;
    setImmediate(() => {
      t.pending = false;
    });
    const turns = new AiTurns<typeof t>(
      // A bot that answers at once, in the same turn of the event loop (the tests' inline bots do).
      { decide: (task) => Promise.resolve({ action: task.legal[0]!, ms: 0 }), close: () => Promise.resolve() },
      (_table, entry) => {
        if (t.pending) {
          // Ends a loop of refusals (which would starve the event loop for ever) so that the test can fail.
          if (++refused > 1_000) t.pending = false;
          return Promise.reject(new ApiError('STALE', 'another action is being stored'));
        }
        stored.push(entry);
        storedOne();
        return Promise.resolve();
      },
      () => Promise.resolve(true),
      pino({ level: 'silent' }),
    );
    turns.schedule(t);
    await firstStored;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.seat).toBe(t.game.toMove());
    // Not a loop of refusals: the AI waited for the table instead of asking the bot over and over.
    expect(refused).toBeLessThanOrEqual(1);
    turns.close([t]);
  });
});
