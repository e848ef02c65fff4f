/**
 * The act pipeline: an action read from the wire (or an AI seat's move) becomes a log entry, is checked
 * against the table's rules, stored by the group commit (commits.ts), and only then applied in memory; the
 * AI thinks on and every connection is sent its new state. Entries that other instances stored are applied
 * the same way (caught up from the log when one was missed). A refused entry changes nothing, stored or in
 * memory.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Seat } from '../../engine/action.js';
import type { SeatKind } from '../../engine/protocol.js';
import { readAction } from '../../engine/record.js';
import type { AiTurns } from '../ai-turns.js';
import type { Bus } from '../bus.js';
import { type Gathering, GroupCommit, type Outcome } from '../commits.js';
import { isUnavailable, unavailable } from '../outage.js';
import { ApiError, type WireAction } from '../protocol.js';
import type { Analyses } from '../reviews.js';
import type { LogRow, Store } from '../store.js';
import { type LogEntry, readStoredEntry, storedEntry } from '../table.js';
import type { SeatState } from '../views.js';
import type { Feeds } from './feeds.js';
import type { LiveTable, Origin } from './live-table.js';
import type { TableRegistry } from './registry.js';
import type { Seating } from './seating.js';

export class ActPipeline {
  private readonly commits: GroupCommit;

  /** `analyseDeals`: each deal is analysed for each person's seat as it ends (false: only when asked for). */
  constructor(
    private readonly registry: TableRegistry,
    private readonly feeds: Feeds,
    private readonly seating: Seating,
    private readonly ai: AiTurns<LiveTable>,
    private readonly analyses: Analyses,
    private readonly store: Store,
    private readonly bus: Bus,
    private readonly analyseDeals: boolean,
    gathering: Gathering | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.commits = new GroupCommit(store, log, gathering);
  }

  /**
   * A client's action for the person's seat: checked, stored, applied, pushed. Resolves to the new state once
   * the entry is in the database; rejects with an ApiError (and nothing changed) otherwise.
   */
  async act(id: string, player: string, wire: WireAction, version: number, origin?: Origin): Promise<SeatState> {
    const { live, seat } = await this.registry.seated(id, player);
    // The start seats whoever holds an invited seat in the database, even one who joined through another
    // instance a moment ago.
    if (wire === 'start') live.holders = await this.store.holders(id);
    const game = live.game;
    if (version !== game.version || live.pending) {
      const message = live.pending
        ? `the table is moving past version ${game.version}: wait for its next state`
        : `the table is at version ${game.version}, not ${version}`;
      throw new ApiError('STALE', message, { version: game.version });
    }
    await this.apply(live, entryOf(live, seat, wire), origin ?? null);
    return this.feeds.state(live, seat).state;
  }

  /**
   * Checks an entry, stores it (group commit, commits.ts), and only then applies it, pushes the new state
   * and lets the AI think on. Refused entries change nothing, stored or in memory.
   */
  apply(live: LiveTable, entry: LogEntry, origin: Origin | null): Promise<void> {
    if (live.pending) return Promise.reject(new ApiError('STALE', 'another action is being stored'));
    const step = live.game.prepare(entry);
    if (!step.ok) return Promise.reject(step.error);
    live.pending = true;
    const { game, notation } = live.game;
    const at = Date.now();
    const { summary, commit } = step;
    const deal = live.game.current;
    const dealWasOver = deal.result !== null;
    const row = {
      id: live.game.meta.id,
      n: live.game.version,
      entry: { ...storedEntry(game, notation, entry), at },
      update: summary && {
        status: summary.status === 'finished' ? ('finished' as const) : ('active' as const),
        summary: JSON.stringify(summary),
      },
    };
    return new Promise((resolve, reject) => {
      this.commits.add({
        row,
        settle: (outcome: Outcome) => {
          live.pending = false;
          if (outcome === 'stored') {
            commit();
            this.bus.publish(row.id, { type: 'entry', n: row.n, entry: row.entry });
            this.applied(live, entry, at, origin);
            // A deal that just ended is analysed for each person's seat, behind the tables' play (once: here).
            if (!dealWasOver && deal.result !== null && this.analyses.auto && this.analyseDeals) {
              for (const seat of live.game.humanSeats()) {
                this.analyses
                  .queue(live.game, deal.index, seat, false)
                  .catch((e: unknown) => this.log.error({ err: e, table: row.id }, 'cannot queue an analysis'));
              }
            }
            resolve();
          } else if (outcome === 'conflict') {
            // Another instance stored this version first: this one was behind, and catches up.
            live.behind = true;
            reject(new ApiError('STALE', 'the table moved on: wait for its next state'));
          } else if (outcome === 'unavailable') {
            reject(unavailable());
          } else {
            reject(new ApiError('INTERNAL', 'the action could not be stored; nothing changed'));
          }
          if (live.behind) void this.catchUp(live);
        },
      });
    });
  }

  /** After an entry is applied (stored here or by another instance): the AI, grace periods, connections. */
  private applied(live: LiveTable, entry: LogEntry, at: number, origin: Origin | null): void {
    live.lastActionAt = at;
    live.touchedAt = at;
    this.ai.cancel(live);
    // At the start, every friend not connected now has his grace period.
    if (entry.kind === 'start') for (const seat of live.game.humanSeats()) this.seating.startGrace(live, seat);
    this.ai.schedule(live);
    this.feeds.broadcast(live, origin, entry);
  }

  /** Another instance stored entry `n`: applied at once when it is the next, else caught up from the log. */
  heard(live: LiveTable, n: number, row: LogRow): void {
    if (!live.pending && n === live.game.version) this.applyStored(live, row);
    else if (n >= live.game.version) void this.catchUp(live);
  }

  /**
   * Reads and applies the entries other instances stored since this one's version. Never while an entry of
   * this instance is being stored: that one is caught up after its commit.
   */
  async catchUp(live: LiveTable): Promise<void> {
    if (live.pending) {
      live.behind = true;
      return;
    }
    live.pending = true;
    live.behind = false;
    let rows: LogRow[];
    try {
      rows = await this.store.log(live.game.meta.id, live.game.version);
    } catch (e) {
      // The database is down: the next event, `sync` or poll (tables.ts) tries again.
      if (isUnavailable(e))
        this.log.warn({ err: e, table: live.game.meta.id }, 'cannot catch up: the database is unavailable');
      else this.log.error({ err: e, table: live.game.meta.id }, 'cannot catch up from the log');
      rows = [];
    } finally {
      live.pending = false;
    }
    for (const row of rows) if (!this.applyStored(live, row)) break;
    if (live.behind) void this.catchUp(live);
  }

  /** An entry another instance stored: applied as if this one had (the rules checked it there already). */
  private applyStored(live: LiveTable, row: LogRow): boolean {
    const { game, notation, meta } = live.game;
    const entry = readStoredEntry(game, notation, row);
    const step = entry.ok ? live.game.prepare(entry.value) : null;
    if (!entry.ok || !step?.ok) {
      // A log this instance cannot replay: drop the table from memory; the next request reads it whole.
      this.log.error({ table: meta.id, row }, 'cannot apply an entry stored by another instance');
      this.registry.unload(meta.id, live);
      return false;
    }
    step.commit();
    this.applied(live, entry.value, row.at, null);
    return true;
  }
}

/**
 * A person's action from the wire: the table's own `start` (its creator: the invited seats nobody took become
 * the AI at the table's level), `continue` and `end` (the creator only), or a move of the game in its string
 * form, read against the table's game and notation (a bid name the game does not know still reads, and the
 * rules refuse it as ILLEGAL_BID).
 */
function entryOf(live: LiveTable, seat: Seat, wire: WireAction): LogEntry {
  const game = live.game;
  const creator = seat === game.humanSeat;
  if ((wire === 'end' || wire === 'start') && !creator) {
    throw new ApiError('FORBIDDEN', `only the table's creator may ${wire} it`);
  }
  if (wire === 'start') {
    const level = game.meta.options.level ?? 'normal';
    const seats = game.seats.map((kind, s): SeatKind =>
      kind !== 'invite' ? kind : live.holders.has(s) ? 'human' : level,
    );
    return { kind: 'start', seat, seats };
  }
  if (wire === 'continue' || wire === 'end') return { kind: wire, seat };
  const action = readAction(game.game, game.notation, wire);
  if (!action.ok) throw new ApiError('BAD_REQUEST', action.error);
  return { kind: 'act', seat, action: action.value };
}
