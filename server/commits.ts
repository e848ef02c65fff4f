/**
 * The group commit: every log entry accepted in one turn of the event loop goes into one SQLite transaction
 * (setImmediate), which under load saves most of the per-commit cost while adding no more than that turn's
 * wait. An entry is applied, acknowledged and pushed only once it is stored (docs/server.md, "Nothing lost").
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Append, Store } from './store.js';

/** An entry waiting for the commit, and what to do once the commit has (or has not) stored it. */
export interface Queued {
  readonly row: Append;
  /** Called in queue order, synchronously after the commit: `stored` false means nothing was written. */
  readonly settle: (stored: boolean) => void;
}

export class GroupCommit {
  private queue: Queued[] = [];

  constructor(
    private readonly store: Store,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Queues an entry for the commit at the end of this turn of the event loop. */
  add(entry: Queued): void {
    this.queue.push(entry);
    if (this.queue.length === 1) setImmediate(() => this.flush());
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    const rows = batch.map((q) => q.row);
    let stored = rows.map(() => true);
    try {
      this.store.appendBatch(rows);
    } catch {
      // One bad entry must not sink the others: store them one by one, and refuse only what fails.
      stored = rows.map((row) => {
        try {
          this.store.appendBatch([row]);
          return true;
        } catch (e) {
          this.log.error({ err: e, table: row.id }, 'cannot store an action');
          return false;
        }
      });
    }
    batch.forEach((q, i) => q.settle(stored[i]!));
  }
}
