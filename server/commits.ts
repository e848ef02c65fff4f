/**
 * The group commit: every log entry accepted while the previous commit was in flight (or in one turn of the
 * event loop) goes into one transaction, which under load saves most of the per-commit cost while adding no
 * more than one commit's wait. An entry is applied, acknowledged and pushed only once it is stored
 * (docs/server.md, "Nothing lost").
 *
 * With a shared PostgreSQL a commit may also be held open for `gatherMs` from its first entry (or until
 * `maxEntries`), so that the entries of many tables go in one statement: with people pacing their moves, each
 * table has one entry in flight at most, so without a wait nearly every commit carries one entry, and each
 * costs a round trip's system calls and client work on the instance (docs/benchmarks.md, "what a second
 * instance costs"). The embedded SQLite file writes in-process and gains nothing from waiting.
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

/** How long a commit waits for more entries (0: the next turn of the event loop), and the most it carries. */
export interface Gathering {
  readonly gatherMs: number;
  readonly maxEntries: number;
}

export const NO_GATHERING: Gathering = { gatherMs: 0, maxEntries: 1_000 };

/**
 * The wait on PostgreSQL: a few milliseconds against the 50 ms aim for a person's action (p95), for several
 * times fewer commits under load.
 */
export const PG_GATHER_MS = 10;

export class GroupCommit {
  private queue: Queued[] = [];
  /** When the queue's commit is due: `gatherMs` after its oldest entry came. */
  private dueAt = 0;
  private flushing = false;
  /** The commit scheduled (a timer, or the next turn of the event loop), to cancel when one starts sooner. */
  private scheduled: (() => void) | null = null;

  constructor(
    private readonly store: Store,
    private readonly log: FastifyBaseLogger,
    private readonly gathering: Gathering = NO_GATHERING,
  ) {}

  /** Queues an entry for the next commit. */
  add(entry: Queued): void {
    this.queue.push(entry);
    if (this.queue.length === 1) this.dueAt = Date.now() + this.gathering.gatherMs;
    if (this.queue.length >= this.gathering.maxEntries) this.dueAt = 0;
    if (!this.flushing) this.schedule();
  }

  /** Schedules the commit of the queue for when it is due (a full queue is due at once). */
  private schedule(): void {
    if (this.queue.length === 0) return;
    const wait = this.dueAt - Date.now();
    if (wait <= 0 && this.queue.length >= this.gathering.maxEntries) {
      void this.flush();
      return;
    }
    if (this.scheduled) return;
    const flush = () => {
      this.scheduled = null;
      void this.flush();
    };
    if (wait > 0) {
      const timer = setTimeout(flush, wait);
      this.scheduled = () => clearTimeout(timer);
    } else {
      const immediate = setImmediate(flush);
      this.scheduled = () => clearImmediate(immediate);
    }
  }

  private async flush(): Promise<void> {
    if (this.flushing || this.queue.length === 0) return;
    this.scheduled?.();
    this.scheduled = null;
    this.flushing = true;
    const batch = this.queue.splice(0, this.gathering.maxEntries);
    // Entries beyond a full commit have waited long enough: the next commit takes them at once.
    if (this.queue.length > 0) this.dueAt = 0;
    const outcomes = await this.commit(batch.map((q) => q.row));
    batch.forEach((q, i) => q.settle(outcomes[i]!));
    this.flushing = false;
    // What came meanwhile is committed when its oldest entry has waited `gatherMs` (at once when that is over).
    this.schedule();
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
