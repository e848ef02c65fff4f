/**
 * The group commit: every log entry accepted while the previous commit was in flight (or in one turn of the
 * event loop) goes into one transaction, which under load saves most of the per-commit cost while adding no
 * more than one commit's wait. An entry is applied, acknowledged and pushed only once it is stored
 * (docs/server.md, "Nothing lost").
 */
import type { FastifyBaseLogger } from 'fastify';
import { isUnavailable } from './outage.js';
import { type Append, LogConflict, type Store } from './store.js';

/**
 * What became of an entry: stored; refused because the log holds that entry already (another writer); not
 * stored because the database cannot be reached now (retryable: outage.ts); not stored for another reason.
 */
export type Outcome = 'stored' | 'conflict' | 'unavailable' | 'failed';

/** An entry waiting for the commit, and what to do once the commit has (or has not) stored it. */
export interface Queued {
  readonly row: Append;
  /** Called in queue order after the commit. */
  readonly settle: (outcome: Outcome) => void;
}

export class GroupCommit {
  private queue: Queued[] = [];
  private flushing = false;

  constructor(
    private readonly store: Store,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Queues an entry for the next commit. */
  add(entry: Queued): void {
    this.queue.push(entry);
    if (!this.flushing && this.queue.length === 1) setImmediate(() => void this.flush());
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      const outcomes = await this.commit(batch.map((q) => q.row));
      batch.forEach((q, i) => q.settle(outcomes[i]!));
    }
    this.flushing = false;
  }

  private async commit(rows: readonly Append[]): Promise<Outcome[]> {
    try {
      await this.store.appendBatch(rows);
      return rows.map(() => 'stored');
    } catch (e) {
      // The database is down: none of them is stored, and trying each again would only wait longer.
      if (isUnavailable(e)) {
        this.log.warn({ err: e, entries: rows.length }, 'cannot store actions: the database is unavailable');
        return rows.map(() => 'unavailable');
      }
      // One bad or late entry must not sink the others: store them one by one, and refuse only what fails.
      const outcomes: Outcome[] = [];
      for (const row of rows) {
        try {
          await this.store.appendBatch([row]);
          outcomes.push('stored');
        } catch (e) {
          if (e instanceof LogConflict) outcomes.push('conflict');
          else if (isUnavailable(e)) outcomes.push('unavailable');
          else {
            this.log.error({ err: e, table: row.id }, 'cannot store an action');
            outcomes.push('failed');
          }
        }
      }
      return outcomes;
    }
  }
}
