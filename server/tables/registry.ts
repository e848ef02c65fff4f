/**
 * Which tables are in memory here: making a new one, reading one back from the database (its log replayed,
 * one read however many ask at once), the lookups every request starts with (a table, its creator's, a
 * player's seat at it), rebuilding the unfinished tables at start, and unloading the idle ones.
 *
 * A table is followed on the bus (bus.ts) while it is held here, so that what other instances store reaches
 * it; what to do with that news is the caller's (`heard`).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Seat } from '../../engine/action.js';
import type { AiTurns } from '../ai-turns.js';
import type { Bus, TableEvent } from '../bus.js';
import { CURRENT_DEALING, commitmentOf, newSeed } from '../dealing.js';
import { tableOptions } from '../options.js';
import { ApiError, type CreateTableBody } from '../protocol.js';
import type { Store, TableRow } from '../store.js';
import { type TableMeta, type TableOptions, TableGame, readStoredEntry, resolveGame } from '../table.js';
import { type LiveTable, seatOf } from './live-table.js';

/** A new table's id: 128 random bits, so that no two instances ever make the same one. */
export function newTableId(): string {
  return randomBytes(16).toString('base64url');
}

export interface RegistryOptions {
  readonly aiDelayMs: number;
  readonly idleUnloadMs: number;
  /**
   * Load every unfinished table at start (the embedded mode: its AI seats play on at once). With several
   * instances tables are loaded on demand, by whichever instance a player reaches.
   */
  readonly loadAtStart?: boolean;
}

export interface RegistryHooks {
  /** What another instance said about a table held (or being read) here. */
  heard(id: string, event: TableEvent): void;
  /** A table became live here (made, or read back): whoever is not connected gets his grace period. */
  adopted(live: LiveTable): void;
}

export class TableRegistry {
  private readonly live = new Map<string, LiveTable>();
  /** Tables being read from the database: one read per table however many ask at once. */
  private readonly loading = new Map<string, Promise<LiveTable | undefined>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly store: Store,
    private readonly bus: Bus,
    private readonly ai: AiTurns<LiveTable>,
    private readonly options: RegistryOptions,
    private readonly hooks: RegistryHooks,
    private readonly log: FastifyBaseLogger,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(options.idleUnloadMs, 60_000));
    this.sweeper.unref();
  }

  /**
   * Rebuilds every unfinished table from its log (the embedded mode; `loadAtStart`); AI seats whose turn it
   * is start thinking again.
   */
  async start(): Promise<number> {
    if (this.options.loadAtStart === false) return 0;
    let loaded = 0;
    for (const id of await this.store.activeIds()) {
      try {
        if (await this.load(id)) loaded++;
      } catch (e) {
        // A log that does not read back is logged by `load`; the other tables come back all the same.
        if (!(e instanceof ApiError)) this.log.error({ err: e, table: id }, 'cannot rebuild table');
      }
    }
    return loaded;
  }

  /**
   * A new table, stored with its creator in his seat, live here and its AI seats thinking. `made`: an id, a seed
   * and options given by the caller (a daily challenge's, server/challenge/), instead of new ones.
   */
  async create(
    owner: string,
    body: CreateTableBody,
    made: { readonly id?: string; readonly seed?: string; readonly options?: Partial<TableOptions> } = {},
  ): Promise<LiveTable> {
    // Every new table is dealt by the current scheme, stored with its options (older rows keep theirs).
    const options: TableOptions = {
      ...tableOptions(body, this.options.aiDelayMs),
      dealing: CURRENT_DEALING,
      ...made.options,
    };
    const seed = made.seed ?? newSeed();
    const meta: TableMeta = {
      id: made.id ?? newTableId(),
      owner,
      options,
      seed,
      commitment: commitmentOf(seed),
      createdAt: Date.now(),
    };
    const game = new TableGame(meta);
    await this.store.createTable({
      id: meta.id,
      owner,
      game: options.game,
      options: JSON.stringify(options),
      seed,
      commitment: meta.commitment,
      createdAt: meta.createdAt,
      updatedAt: meta.createdAt,
      status: 'active',
      summary: JSON.stringify(game.summary()),
    });
    await this.store.addHolder(meta.id, game.humanSeat, owner, meta.createdAt);
    await this.bus.follow(meta.id, (event) => this.hooks.heard(meta.id, event));
    const live = await this.adopt(game);
    this.ai.schedule(live);
    return live;
  }

  /** A table read from the database (or just made) becomes live here; its seating comes from the store and bus. */
  private async adopt(game: TableGame): Promise<LiveTable> {
    const now = Date.now();
    const id = game.meta.id;
    const holders = await this.store.holders(id);
    const live: LiveTable = {
      game,
      listeners: new Map(),
      present: await this.bus.present(id),
      spectators: new Map(),
      holders,
      names: await this.namesOf(holders),
      seating: 0,
      watchCache: null,
      away: await this.bus.away(id),
      graceTimers: new Map(),
      clock: null,
      lastActionAt: now,
      job: null,
      timer: null,
      pending: false,
      behind: false,
      touchedAt: now,
      cache: new Map(),
    };
    this.live.set(id, live);
    this.hooks.adopted(live);
    return live;
  }

  /** The display names of a table's people, by seat. */
  async namesOf(holders: Map<Seat, string>): Promise<Map<Seat, string | null>> {
    const names = await Promise.all(
      [...holders].map(async ([seat, player]) => [seat, await this.store.playerName(player)] as const),
    );
    return new Map(names);
  }

  /**
   * The table from memory, or rebuilt from the database; undefined when there is no such table. A log that
   * does not read back (an unknown move, a move the rules refuse) is logged and refused as INTERNAL: that
   * table is unavailable, the server and the other tables are not affected.
   */
  async load(id: string): Promise<LiveTable | undefined> {
    const cached = this.live.get(id);
    if (cached) {
      cached.touchedAt = Date.now();
      return cached;
    }
    let loading = this.loading.get(id);
    if (!loading) {
      loading = this.read(id).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  private async read(id: string): Promise<LiveTable | undefined> {
    const row = await this.store.table(id);
    if (!row) return undefined;
    // Followed before the log is read: an entry stored meanwhile is heard, and caught up once the table is live.
    await this.bus.follow(id, (event) => this.hooks.heard(id, event));
    let game: TableGame;
    try {
      game = await rebuild(row, this.store);
    } catch (e) {
      this.bus.unfollow(id);
      this.log.error({ err: e, table: id }, 'cannot rebuild table');
      throw new ApiError('INTERNAL', 'this table cannot be read back from the log');
    }
    const live = await this.adopt(game).catch((e: unknown) => {
      this.bus.unfollow(id);
      throw e;
    });
    this.ai.schedule(live);
    return live;
  }

  /** The table held in memory, if it is (no read). */
  get(id: string): LiveTable | undefined {
    return this.live.get(id);
  }

  /** The read of a table in progress, if any. */
  reading(id: string): Promise<LiveTable | undefined> | undefined {
    return this.loading.get(id);
  }

  /** Every table held in memory. */
  values(): IterableIterator<LiveTable> {
    return this.live.values();
  }

  /** The table, or NOT_FOUND. */
  async need(id: string): Promise<LiveTable> {
    const live = await this.load(id);
    if (!live) throw new ApiError('NOT_FOUND', 'no such table');
    return live;
  }

  /** The table, for its creator only (inviting, sharing, starting and ending are his). */
  async owned(id: string, player: string): Promise<LiveTable> {
    const live = await this.need(id);
    if (live.game.meta.owner !== player) throw new ApiError('FORBIDDEN', "only the table's creator may do this");
    return live;
  }

  /** The table and the seat the player holds at it; FORBIDDEN for anyone without a seat. */
  async seated(id: string, player: string): Promise<{ live: LiveTable; seat: Seat }> {
    const live = await this.need(id);
    const seat = seatOf(live, player) ?? (await this.seatedElsewhere(live, player));
    if (seat === undefined) throw new ApiError('FORBIDDEN', 'you hold no seat at this table');
    return { live, seat };
  }

  /**
   * With several instances, a friend who took his seat through another instance a moment ago may reach this
   * one before that instance's news does (his request to join and his live connection may reach different
   * instances): the database says whether he holds a seat. The news still comes, and
   * reads the rest of the seating (seating.ts, `reseat`).
   */
  private async seatedElsewhere(live: LiveTable, player: string): Promise<Seat | undefined> {
    if (this.options.loadAtStart !== false || player === '') return undefined;
    const held = [...(await this.store.holders(live.game.meta.id))].find(([, holder]) => holder === player);
    if (held === undefined) return undefined;
    const [seat] = held;
    if (!live.holders.has(seat)) {
      live.holders.set(seat, player);
      live.names.set(seat, await this.store.playerName(player));
    }
    return seat;
  }

  /** The table's game: from memory when it is held here, else rebuilt from its row without becoming live. */
  async gameOf(row: TableRow): Promise<TableGame> {
    return this.live.get(row.id)?.game ?? rebuild(row, this.store);
  }

  /** Unloads tables nobody watches and nothing waits on; they are rebuilt on demand. */
  private sweep(): void {
    const now = Date.now();
    for (const [id, live] of this.live) {
      const idle = live.listeners.size === 0 && live.spectators.size === 0 && live.job === null && !live.pending;
      if (idle && now - live.touchedAt > this.options.idleUnloadMs) this.unload(id, live);
    }
  }

  /** Forgets a table held in memory: the next request reads it again from the log. */
  unload(id: string, live: LiveTable): void {
    this.ai.cancel(live);
    for (const timer of live.graceTimers.values()) clearTimeout(timer);
    this.live.delete(id);
    this.bus.unfollow(id);
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  /** How many tables are in memory. */
  get size(): number {
    return this.live.size;
  }
}

/** A table rebuilt from its row and its log; throws when the log does not read back or replay. */
async function rebuild(row: TableRow, store: Store): Promise<TableGame> {
  const meta: TableMeta = {
    id: row.id,
    owner: row.owner,
    options: JSON.parse(row.options) as TableOptions,
    seed: row.seed,
    commitment: row.commitment,
    createdAt: row.createdAt,
  };
  const { game, notation } = resolveGame(meta.options);
  const log = (await store.log(row.id)).map((stored, n) => {
    const entry = readStoredEntry(game, notation, stored);
    if (!entry.ok) throw new Error(`table ${row.id}: log entry ${n} does not read: ${entry.error}`);
    return entry.value;
  });
  return TableGame.replay(meta, log);
}
