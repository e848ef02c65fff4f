/**
 * The live tables: creating them, accepting actions (stored first by the group commit, then applied, then
 * pushed to the holder's connections), the holder's subscriptions, and rebuilding every unfinished table
 * from the database when the server starts. The options are checked in options.ts, the commit is
 * commits.ts, the AI seats' turns are ai-turns.ts.
 *
 * With several instances (docs/deploy.md) any instance may hold any table: each entry it stores is told to
 * the others through the bus (bus.ts), which apply it in turn (or catch up from the log when they missed
 * one), and presence, away seats and reactions go the same way. An instance whose memory is behind learns it
 * from the log's key (a conflict), answers STALE and catches up.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Analyst } from '../ai/bot.js';
import { gameModule } from '../ai/registry.js';
import type { Action, Seat } from '../engine/action.js';
import type {
  DealReview,
  Hint,
  PlayerStats,
  Reaction,
  ReactionMessage,
  SeatKind,
  SeatPlayer,
  SharedTable,
} from '../engine/protocol.js';
import { formatAction, readAction } from '../engine/record.js';
import type { AiRunner, HintAnswer, HintTask } from './ai-pool.js';
import { type AiTable, AiTurns } from './ai-turns.js';
import type { Bus, TableEvent } from './bus.js';
import { GroupCommit, type Outcome } from './commits.js';
import { CURRENT_DEALING, commitmentOf, decisionSeed, newSeed } from './dealing.js';
import { hintFrom, reasonFor } from './judge.js';
import { tableOptions } from './options.js';
import { ApiError, type CreateTableBody, type WireAction } from './protocol.js';
import { recordOf } from './record.js';
import { Analyses, REVIEW_SAMPLES, dealReview } from './reviews.js';
import type { RecordSigner } from './signing.js';
import { playerStats } from './stats.js';
import type { LinkKind, LogRow, Store, TableRow } from './store.js';
import {
  type LogEntry,
  type TableMeta,
  type TableOptions,
  TableGame,
  readStoredEntry,
  resolveGame,
  storedEntry,
} from './table.js';
import {
  type GameListing,
  type SeatState,
  type TableInfo,
  gameListing,
  seatPlayers,
  seatState,
  spectatorState,
  tableInfo,
} from './views.js';

export type Listener = (json: string) => void;

/** Who sent an action: its connection gets the new state with `"ack": id` added. */
export interface Origin {
  readonly listener: Listener;
  readonly ack: string | number | null;
}

interface Live extends AiTable {
  /** Each person's seat's connections to this instance. */
  readonly listeners: Map<Seat, Set<Listener>>;
  /** The seats with a connection to any instance (the bus's presence; this instance's listeners alone when single). */
  present: Set<Seat>;
  /** Spectators' connections, by the watch token they came with (their state names the table by it). */
  readonly spectators: Map<Listener, string>;
  /** Who holds each person's seat (seat → player id): the creator, and friends who came through the invite. */
  holders: Map<Seat, string>;
  /** Their display names, by seat (null: none chosen). */
  names: Map<Seat, string | null>;
  /** The last spectator state, serialised once for every spectator. */
  watchCache: { key: string; json: string } | null;
  /** Counts changes of the seating (a friend sat down, a name changed, presence): part of the state's cache key. */
  seating: number;
  /** People's seats the AI plays for: gone longer than the grace period (tables with friends; the bus's). */
  away: Set<Seat>;
  /** The grace period running for each person's seat without a connection. */
  readonly graceTimers: Map<Seat, NodeJS.Timeout>;
  /** An entry is being stored (group commit), or the log read to catch up: the table takes no other meanwhile. */
  pending: boolean;
  /** Another instance stored an entry this one has not applied: catch up from the log once nothing is pending. */
  behind: boolean;
  touchedAt: number;
  /** Each seat's state message of the current version, serialised once for all its connections. */
  readonly cache: Map<
    Seat,
    { version: number; seating: number; thinking: boolean; clock: number; json: string; state: SeatState }
  >;
}

export interface TablesOptions {
  readonly aiDelayMs: number;
  readonly idleUnloadMs: number;
  /** Worlds sampled per decision by the review's analysis and the hints (default 48, docs/review.md). */
  readonly analysisSamples?: number;
  /** Analyse each deal for its holder as it ends (default true); else only when its review is asked for. */
  readonly analyseDeals?: boolean;
  /**
   * Load every unfinished table at start (the embedded mode: its AI seats play on at once). With several
   * instances tables are loaded on demand, by whichever instance a player reaches.
   */
  readonly loadAtStart?: boolean;
}

/** A replay or invite link's token: 192 random bits, URL-safe (base64url, 32 characters). */
const newLinkToken = (): string => randomBytes(24).toString('base64url');

const round = (x: number): number => Math.round(x * 1000) / 1000;

/** How often the presence of the friends' tables held here is read again (an instance may have died). */
const PRESENCE_CHECK_MS = 5_000;

export class Tables {
  private readonly live = new Map<string, Live>();
  /** Tables being read from the database: one read per table however many ask at once. */
  private readonly loading = new Map<string, Promise<Live | undefined>>();
  private readonly presenceCheck: NodeJS.Timeout;
  private readonly commits: GroupCommit;
  private readonly ai: AiTurns<Live>;
  private readonly sweeper: NodeJS.Timeout;
  private signer: RecordSigner | null = null;
  /** The review's analyses (reviews.ts): fed to the pool only while no bot decision waits. */
  readonly analyses: Analyses;
  private readonly samples: number;

  constructor(
    private readonly store: Store,
    private readonly bus: Bus,
    private readonly runner: AiRunner,
    private readonly options: TablesOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.commits = new GroupCommit(store, log);
    this.samples = options.analysisSamples ?? REVIEW_SAMPLES;
    this.analyses = new Analyses(runner, store, this.samples, log);
    // Each bot decision that leaves the pool may make room for an analysis.
    const pumping: AiRunner = {
      decide: (task) => runner.decide(task).finally(() => this.analyses.pump()),
      close: () => runner.close(),
    };
    this.ai = new AiTurns(
      pumping,
      (live, entry) => this.apply(live, entry, null),
      (key, ms) => bus.claim(key, ms),
      log,
    );
    this.sweeper = setInterval(() => this.sweep(), Math.min(options.idleUnloadMs, 60_000));
    this.sweeper.unref();
    // An instance killed outright tells nobody that its players are gone: its presence expires (redis-bus.ts),
    // and this check notices, so that their grace periods start.
    this.presenceCheck = setInterval(() => void this.checkPresence(), PRESENCE_CHECK_MS);
    this.presenceCheck.unref();
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

  async create(owner: string, body: CreateTableBody): Promise<{ table: TableInfo; state: SeatState }> {
    // Every new table is dealt by the current scheme, stored with its options (older rows keep theirs).
    const options: TableOptions = { ...tableOptions(body, this.options.aiDelayMs), dealing: CURRENT_DEALING };
    const seed = newSeed();
    const meta: TableMeta = {
      id: randomBytes(16).toString('base64url'),
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
    await this.bus.follow(meta.id, (event) => this.heard(meta.id, event));
    const live = await this.adopt(game);
    this.ai.schedule(live);
    return { table: tableInfo(game, null), state: this.state(live, game.humanSeat).state };
  }

  /** A table read from the database (or just made) becomes live here; its seating comes from the store and bus. */
  private async adopt(game: TableGame): Promise<Live> {
    const now = Date.now();
    const id = game.meta.id;
    const holders = await this.store.holders(id);
    const live: Live = {
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
    // Back after a restart or an unload: whoever does not reconnect within the grace period is away.
    if (game.status !== 'waiting') for (const seat of game.humanSeats()) this.startGrace(live, seat);
    return live;
  }

  private async namesOf(holders: Map<Seat, string>): Promise<Map<Seat, string | null>> {
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
  private async load(id: string): Promise<Live | undefined> {
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

  private async read(id: string): Promise<Live | undefined> {
    const row = await this.store.table(id);
    if (!row) return undefined;
    // Followed before the log is read: an entry stored meanwhile is heard, and caught up once the table is live.
    await this.bus.follow(id, (event) => this.heard(id, event));
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

  private async need(id: string): Promise<Live> {
    const live = await this.load(id);
    if (!live) throw new ApiError('NOT_FOUND', 'no such table');
    return live;
  }

  /** The table, for its creator only (inviting, sharing, starting and ending are his). */
  private async owned(id: string, player: string): Promise<Live> {
    const live = await this.need(id);
    if (live.game.meta.owner !== player) throw new ApiError('FORBIDDEN', "only the table's creator may do this");
    return live;
  }

  /** The table and the seat the player holds at it; FORBIDDEN for anyone without a seat. */
  private async seated(id: string, player: string): Promise<{ live: Live; seat: Seat }> {
    const live = await this.need(id);
    const seat = seatOf(live, player);
    if (seat === undefined) throw new ApiError('FORBIDDEN', 'you hold no seat at this table');
    return { live, seat };
  }

  /** Public information for anyone; a seat's state only for the player who holds it. */
  async info(id: string, player: string): Promise<{ table: TableInfo; state: SeatState | null }> {
    const live = await this.need(id);
    const seat = seatOf(live, player);
    const share = live.game.meta.owner === player ? ((await this.store.liveLink('shares', id)) ?? null) : null;
    return { table: tableInfo(live.game, share), state: seat === undefined ? null : this.state(live, seat).state };
  }

  /** Throws NOT_FOUND or FORBIDDEN unless the player holds a seat at the table. */
  async checkHolder(id: string, player: string): Promise<void> {
    await this.seated(id, player);
  }

  private state(live: Live, seat: Seat): { json: string; state: SeatState } {
    const thinking = live.job !== null;
    const clock = live.clock?.deadline ?? 0;
    const c = live.cache.get(seat);
    const { version } = live.game;
    if (c && c.version === version && c.seating === live.seating && c.thinking === thinking && c.clock === clock) {
      return c;
    }
    const presence = withFriends(live) ? { connected: (s: Seat) => live.present.has(s), away: live.away } : undefined;
    const state = {
      ...seatState(live.game, seat, thinking, live.names, presence),
      clock: live.clock && { seat: live.clock.seat, deadline: live.clock.deadline },
    };
    const fresh = { version, seating: live.seating, thinking, clock, state, json: JSON.stringify(state) };
    live.cache.set(seat, fresh);
    return fresh;
  }

  /** Friends' tables only: a person gone longer than the grace period is played by the AI until he is back. */
  private startGrace(live: Live, seat: Seat): void {
    const graceMs = live.game.meta.options.graceMs;
    if (graceMs === undefined || live.present.has(seat) || live.graceTimers.has(seat)) return;
    if (live.game.status === 'finished' || live.away.has(seat)) return;
    const timer = setTimeout(() => void this.graceOver(live, seat), graceMs);
    timer.unref();
    live.graceTimers.set(seat, timer);
  }

  /** His grace period is over: unless he came back (to any instance), the AI plays for him, and all are told. */
  private async graceOver(live: Live, seat: Seat): Promise<void> {
    live.graceTimers.delete(seat);
    const id = live.game.meta.id;
    if (this.live.get(id) !== live || live.game.status === 'finished') return;
    const present = await this.bus.present(id);
    if (present.has(seat) || live.listeners.has(seat)) return;
    await this.bus.setAway(id, seat, true);
    live.away.add(seat);
    this.bus.publish(id, { type: 'seating' });
    this.seatingChanged(live);
    if (live.game.toMove() === seat) {
      this.ai.cancel(live);
      this.ai.schedule(live);
      this.broadcast(live);
    }
  }

  /** A person's first connection: his grace period stops, and he takes his seat back from the AI. */
  private arrived(live: Live, seat: Seat): void {
    const timer = live.graceTimers.get(seat);
    if (timer) clearTimeout(timer);
    live.graceTimers.delete(seat);
    // The move the AI may be making for him now is played; from his next turn the seat is his again.
    live.away.delete(seat);
    // A table whose people were all gone waited for someone: the AI plays for the others again.
    if (live.job === null) this.ai.schedule(live);
    this.seatingChanged(live);
  }

  /** Pushes the seat's state to the player's connections and sends it at once to the new listener. */
  async subscribe(id: string, player: string, listener: Listener): Promise<() => void> {
    const { live, seat } = await this.seated(id, player);
    let mine = live.listeners.get(seat);
    if (!mine) {
      live.listeners.set(seat, (mine = new Set()));
      live.present.add(seat);
      // The others see him arrive; he gets the state below, once.
      if (withFriends(live)) {
        this.arrived(live, seat);
        void this.vouch(live, seat, true);
      }
    }
    mine.add(listener);
    listener(this.state(live, seat).json);
    return () => {
      mine.delete(listener);
      live.touchedAt = Date.now();
      if (mine.size > 0) return;
      live.listeners.delete(seat);
      if (!withFriends(live)) {
        live.present.delete(seat);
        return;
      }
      void this.vouch(live, seat, false);
    };
  }

  /**
   * This instance's first connection to a friends' table's seat, or its last one gone: the bus learns it and
   * the other instances are told. Gone from here, he may still be connected to another instance; if not, his
   * grace period starts.
   */
  private async vouch(live: Live, seat: Seat, here: boolean): Promise<void> {
    const id = live.game.meta.id;
    try {
      await this.bus.setPresent(id, seat, here);
      if (here) {
        await this.bus.setAway(id, seat, false);
        this.bus.publish(id, { type: 'seating' });
        return;
      }
      const present = await this.bus.present(id);
      // A connection that came back meanwhile counts, whatever the bus said.
      for (const s of live.listeners.keys()) present.add(s);
      live.present = present;
      this.bus.publish(id, { type: 'seating' });
      if (!present.has(seat)) this.startGrace(live, seat);
      this.seatingChanged(live);
    } catch (e) {
      this.log.error({ err: e, table: id, seat }, 'cannot share presence');
    }
  }

  /** Another instance changed the seating: read holders, names, presence and away seats again. */
  private async reseat(live: Live): Promise<void> {
    const id = live.game.meta.id;
    const [holders, present, away] = await Promise.all([
      this.store.holders(id),
      this.bus.present(id),
      this.bus.away(id),
    ]);
    live.holders = holders;
    live.names = await this.namesOf(holders);
    this.seen(live, present);
    live.away = away;
    if (live.job === null) this.ai.schedule(live);
    this.seatingChanged(live);
  }

  /** Takes the bus's presence (with this instance's own connections), and starts or stops grace periods. */
  private seen(live: Live, present: Set<Seat>): void {
    for (const s of live.listeners.keys()) present.add(s);
    live.present = present;
    if (live.game.status === 'waiting') return;
    for (const seat of live.game.humanSeats()) {
      if (!present.has(seat)) this.startGrace(live, seat);
      else {
        const timer = live.graceTimers.get(seat);
        if (timer) clearTimeout(timer);
        live.graceTimers.delete(seat);
      }
    }
  }

  /** Notices presence that expired (an instance killed outright) at the friends' tables held here. */
  private async checkPresence(): Promise<void> {
    for (const live of [...this.live.values()]) {
      if (!withFriends(live) || live.game.status === 'waiting' || live.game.status === 'finished') continue;
      try {
        const present = await this.bus.present(live.game.meta.id);
        for (const s of live.listeners.keys()) present.add(s);
        if (present.size === live.present.size && [...present].every((s) => live.present.has(s))) continue;
        this.seen(live, present);
        this.seatingChanged(live);
      } catch (e) {
        this.log.warn({ err: e, table: live.game.meta.id }, 'cannot read presence');
      }
    }
  }

  /** What another instance said about a table held here. */
  private heard(id: string, event: TableEvent): void {
    const live = this.live.get(id);
    if (!live) {
      // Heard while the table is being read: it may have missed that entry, so it catches up once live.
      const loading = this.loading.get(id);
      if (loading && event.type === 'entry') void loading.then((l) => l && this.catchUp(l)).catch(() => {});
      return;
    }
    switch (event.type) {
      case 'entry':
        if (!live.pending && event.n === live.game.version) this.applyStored(live, event.entry);
        else if (event.n >= live.game.version) void this.catchUp(live);
        return;
      case 'seating':
        this.reseat(live).catch((e: unknown) => this.log.error({ err: e, table: id }, 'cannot read the seating'));
        return;
      case 'reaction':
        this.sendAll(live, event.json);
        return;
      case 'unwatched':
        this.letSpectatorsGo(live, event.json);
        return;
    }
  }

  /**
   * Reads and applies the entries other instances stored since this one's version. Never while an entry of
   * this instance is being stored: that one is caught up after its commit.
   */
  private async catchUp(live: Live): Promise<void> {
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
      this.log.error({ err: e, table: live.game.meta.id }, 'cannot catch up from the log');
      rows = [];
    } finally {
      live.pending = false;
    }
    for (const row of rows) if (!this.applyStored(live, row)) break;
    if (live.behind) void this.catchUp(live);
  }

  /** An entry another instance stored: applied as if this one had (the rules checked it there already). */
  private applyStored(live: Live, row: LogRow): boolean {
    const { game, notation, meta } = live.game;
    const entry = readStoredEntry(game, notation, row);
    const step = entry.ok ? live.game.prepare(entry.value) : null;
    if (!entry.ok || !step?.ok) {
      // A log this instance cannot replay: drop the table from memory; the next request reads it whole.
      this.log.error({ table: meta.id, row }, 'cannot apply an entry stored by another instance');
      this.unload(meta.id, live);
      return false;
    }
    step.commit();
    this.applied(live, entry.value, row.at, null);
    return true;
  }

  /** The current state message as sent on the WebSocket (for `sync`). */
  async stateJson(id: string, player: string): Promise<string> {
    const { live, seat } = await this.seated(id, player);
    return this.state(live, seat).json;
  }

  /**
   * A client's action for the human seat: checked, stored, applied, pushed. Resolves to the new state once
   * the entry is in the database; rejects with an ApiError (and nothing changed) otherwise.
   */
  async act(id: string, player: string, wire: WireAction, version: number, origin?: Origin): Promise<SeatState> {
    const { live, seat } = await this.seated(id, player);
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
    return this.state(live, seat).state;
  }

  /**
   * Checks an entry, stores it (group commit, commits.ts), and only then applies it, pushes the new state
   * and lets the AI think on. Refused entries change nothing, stored or in memory.
   */
  private apply(live: Live, entry: LogEntry, origin: Origin | null): Promise<void> {
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
            if (!dealWasOver && deal.result !== null && this.analyses.auto && this.options.analyseDeals !== false) {
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
          } else {
            reject(new ApiError('INTERNAL', 'the action could not be stored; nothing changed'));
          }
          if (live.behind) void this.catchUp(live);
        },
      });
    });
  }

  /** After an entry is applied (stored here or by another instance): the AI, grace periods, connections. */
  private applied(live: Live, entry: LogEntry, at: number, origin: Origin | null): void {
    live.lastActionAt = at;
    live.touchedAt = at;
    this.ai.cancel(live);
    // At the start, every friend not connected now has his grace period.
    if (entry.kind === 'start') for (const seat of live.game.humanSeats()) this.startGrace(live, seat);
    this.ai.schedule(live);
    this.broadcast(live, origin);
  }

  /** Sends each seat's new state to its connections (the sender's copy acknowledges its action), and spectators theirs. */
  private broadcast(live: Live, origin: Origin | null = null): void {
    for (const [seat, listeners] of live.listeners) {
      const { json } = this.state(live, seat);
      for (const listener of listeners) {
        listener(listener === origin?.listener ? `${json.slice(0, -1)},"ack":${JSON.stringify(origin.ack)}}` : json);
      }
    }
    for (const [listener, token] of live.spectators) listener(this.spectatorJson(live, token));
  }

  /** A spectator's state message (one token per table is live at a time: cached under it). */
  private spectatorJson(live: Live, token: string): string {
    const thinking = live.job !== null;
    const key = `${live.game.version}/${live.seating}/${thinking}/${token}`;
    if (live.watchCache?.key === key) return live.watchCache.json;
    const presence = withFriends(live) ? { connected: (s: Seat) => live.present.has(s), away: live.away } : undefined;
    const json = JSON.stringify(spectatorState(live.game, token, thinking, live.names, presence));
    live.watchCache = { key, json };
    return json;
  }

  /** A player's tables, from the database rows (no replay needed). */
  async list(
    player: string,
    status: 'active' | 'finished' | 'all',
    limit: number,
    offset: number,
  ): Promise<GameListing[]> {
    return (await this.store.tablesOf(player, status, limit, offset)).map(gameListing);
  }

  /** The full record of a finished table, for anyone who has its id. */
  async record(id: string) {
    const live = await this.need(id);
    if (live.game.status !== 'finished') {
      throw new ApiError('NOT_FINISHED', 'the record is revealed when the game is over');
    }
    const record = recordOf(live.game);
    return this.signer ? this.signer.sign(record) : record;
  }

  /** The review of a finished deal, for the table's holder (docs/review.md). */
  async review(id: string, player: string, deal: number): Promise<DealReview> {
    const { live, seat } = await this.seated(id, player);
    return await dealReview(live.game, deal, this.analyses, this.store, id, seat);
  }

  /**
   * A hint for the holder's decision: the strong player's choice and each legal action's estimate, computed
   * in the pool from the seat's view alone (never the state), and recorded for the review. Its reason reads
   * only what the seat sees: the trick on the table and the card it would add.
   */
  async hint(id: string, player: string): Promise<Hint> {
    const { live, seat } = await this.seated(id, player);
    const t = live.game;
    if (t.meta.options.hints !== true) throw new ApiError('FORBIDDEN', 'this table was created without hints');
    if (t.toMove() !== seat || live.pending) throw new ApiError('FORBIDDEN', 'a hint is for your own turn');
    const deal = t.current;
    const state = deal.state;
    const legal = t.legalActions();
    await this.store.addHint(id, deal.index, deal.actions.length, seat, Date.now());
    const task: HintTask = {
      kind: 'hint',
      game: t.game.id,
      view: t.game.view(state, seat),
      legal,
      seed: `${decisionSeed(t.meta.seed, t.version)}/hint`,
      samples: this.samples,
    };
    let answer: HintAnswer;
    try {
      answer = await (this.runner.hint
        ? this.runner.hint(task)
        : new Promise<HintAnswer>((resolve) => setImmediate(() => resolve(hintFrom(task)))));
    } finally {
      this.analyses.pump();
    }
    const action: Action = legal.includes(answer.action) ? answer.action : legal[0]!;
    const name = (a: Action) => formatAction(t.game, t.notation, a);
    const values = answer.values.map((value, i) => ({ action: name(legal[i]!), value: round(value) }));
    const analyst = gameModule(t.game.id)?.players.analyst as Analyst | undefined;
    let reason: Hint['reason'] = null;
    if (legal.length > 1) {
      const mine = answer.values[legal.indexOf(action)] ?? 0;
      const others = answer.values.filter((_, i) => legal[i] !== action);
      const gain = others.length === 0 ? 0 : Math.max(0, round(mine - Math.max(...others)));
      reason = reasonFor(t.game, t.notation, state, seat, action, null, gain, analyst?.unit ?? '');
    }
    return { action: name(action), reason, values, samples: answer.samples };
  }

  /** Makes (or gives again) the replay link of a finished table, for its creator. */
  async share(id: string, player: string): Promise<{ token: string; path: string }> {
    const live = await this.owned(id, player);
    if (live.game.status !== 'finished') {
      throw new ApiError('NOT_FINISHED', 'a table is shared once its game is over');
    }
    const token = await this.link('shares', id);
    return { token, path: `/shared/${token}` };
  }

  /** Revokes the table's replay link: it answers NOT_FOUND from now on. */
  async unshare(id: string, player: string): Promise<{ revoked: true }> {
    await this.owned(id, player);
    await this.store.revokeLinks('shares', id, Date.now());
    return { revoked: true };
  }

  /** Makes (or gives again) the invite link of a table that waits for friends, for its creator. */
  async invite(id: string, player: string): Promise<{ token: string; path: string }> {
    const live = await this.owned(id, player);
    if (live.game.status !== 'waiting') throw new ApiError('ALREADY_STARTED', 'the table has started');
    const token = await this.link('invites', id);
    return { token, path: `/join/${token}` };
  }

  /** Revokes the table's invite link: it answers NOT_FOUND from now on (a new one can be made). */
  async uninvite(id: string, player: string): Promise<{ revoked: true }> {
    await this.owned(id, player);
    await this.store.revokeLinks('invites', id, Date.now());
    return { revoked: true };
  }

  /** The table's live link of a kind, made now when none is live. */
  private async link(kind: LinkKind, id: string): Promise<string> {
    let token = await this.store.liveLink(kind, id);
    if (token === undefined) {
      token = newLinkToken();
      await this.store.addLink(kind, token, id, Date.now());
    }
    return token;
  }

  private async invited(token: string): Promise<Live> {
    const id = await this.store.linkedTable('invites', token);
    const live = id === undefined ? undefined : await this.load(id);
    if (!live) throw new ApiError('NOT_FOUND', 'no such invite link');
    return live;
  }

  /** What an invite link shows before joining: the table's public information and who sits where. */
  async invitation(
    token: string,
    player: string,
  ): Promise<{ table: TableInfo; seats: SeatPlayer[]; seat: Seat | null; name: string | null }> {
    const live = await this.invited(token);
    const seat = seatOf(live, player) ?? null;
    // Names are for the table's own players: whoever merely holds the link sees seats, not names.
    const names = new Map([...live.holders.keys()].map((s) => [s, null]));
    // The asker's own name (never anyone else's), so that the join page can offer it again.
    const name = await this.name(player);
    return { table: tableInfo(live.game, null), seats: seatPlayers(live.game, seat ?? -1, names), seat, name };
  }

  /**
   * Seats the player at the first free invited seat of the table the link opens (or gives the seat he holds
   * already). ALREADY_STARTED once the table has started, TABLE_FULL when every invited seat is taken.
   */
  async join(token: string, player: string): Promise<{ table: string; seat: Seat }> {
    const live = await this.invited(token);
    const id = live.game.meta.id;
    const held = seatOf(live, player);
    if (held !== undefined) return { table: id, seat: held };
    if (live.game.status !== 'waiting') throw new ApiError('ALREADY_STARTED', 'the table has started without you');
    // The seats as the database has them: a friend may have just joined through another instance.
    let free = -1;
    for (let tries = 0; free < 0 && tries < live.game.seats.length; tries++) {
      live.holders = await this.store.holders(id);
      const held = seatOf(live, player);
      if (held !== undefined) return { table: id, seat: held };
      const seat = live.game.seats.findIndex((kind, s) => kind === 'invite' && !live.holders.has(s));
      if (seat < 0) throw new ApiError('TABLE_FULL', 'every seat of this table is taken');
      if (await this.store.addHolder(id, seat, player, Date.now())) free = seat;
    }
    if (free < 0) throw new ApiError('TABLE_FULL', 'every seat was taken meanwhile: try again');
    live.holders.set(free, player);
    live.names.set(free, await this.store.playerName(player));
    this.bus.publish(id, { type: 'seating' });
    this.seatingChanged(live);
    return { table: id, seat: free };
  }

  /** A player's display name, shown to the tables where he sits (never to visitors of a shared replay). */
  async name(player: string): Promise<string | null> {
    return player === '' ? null : await this.store.playerName(player);
  }

  async setName(player: string, name: string | null): Promise<{ name: string | null }> {
    await this.store.setPlayerName(player, name);
    for (const live of this.live.values()) {
      const seat = seatOf(live, player);
      if (seat === undefined) continue;
      live.names.set(seat, name);
      this.bus.publish(live.game.meta.id, { type: 'seating' });
      this.seatingChanged(live);
    }
    return { name };
  }

  private seatingChanged(live: Live): void {
    live.seating++;
    this.broadcast(live);
  }

  /** A person's quick reaction, pushed to every connection at the table, spectators' too (never stored). */
  async react(id: string, player: string, reaction: Reaction): Promise<void> {
    const { live, seat } = await this.seated(id, player);
    const message: ReactionMessage = { type: 'reaction', seat, reaction, at: Date.now() };
    const json = JSON.stringify(message);
    this.bus.publish(id, { type: 'reaction', json });
    this.sendAll(live, json);
  }

  /** Sends one message to every connection at the table held here, spectators' too. */
  private sendAll(live: Live, json: string): void {
    for (const listeners of live.listeners.values()) for (const listener of listeners) listener(json);
    for (const listener of live.spectators.keys()) listener(json);
  }

  /** Makes (or gives again) the spectator link of a table that allows spectators, for its creator. */
  async watch(id: string, player: string): Promise<{ token: string; path: string }> {
    const live = await this.owned(id, player);
    if (live.game.meta.options.spectators !== true) {
      throw new ApiError('FORBIDDEN', 'this table was created without spectators');
    }
    const token = await this.link('watches', id);
    return { token, path: `/watch/${token}` };
  }

  /** Revokes the spectator link: it opens nothing from now on, and its spectators are let go. */
  async unwatch(id: string, player: string): Promise<{ revoked: true }> {
    const live = await this.owned(id, player);
    await this.store.revokeLinks('watches', id, Date.now());
    // Its spectators are told, and hear nothing more.
    const revoked = JSON.stringify({
      type: 'error',
      id: null,
      error: { code: 'NOT_FOUND', message: 'this spectator link was revoked' },
    });
    this.bus.publish(id, { type: 'unwatched', json: revoked });
    this.letSpectatorsGo(live, revoked);
    return { revoked: true };
  }

  private letSpectatorsGo(live: Live, json: string): void {
    for (const listener of [...live.spectators.keys()]) {
      live.spectators.delete(listener);
      listener(json);
    }
  }

  private async watched(token: string): Promise<Live> {
    const id = await this.store.linkedTable('watches', token);
    const live = id === undefined ? undefined : await this.load(id);
    if (!live || live.game.meta.options.spectators !== true) throw new ApiError('NOT_FOUND', 'no such spectator link');
    return live;
  }

  /** What a spectator link opens: the table's public information, named by the token, and the public state. */
  async spectate(token: string): Promise<{ table: TableInfo; state: SeatState }> {
    const live = await this.watched(token);
    const state = JSON.parse(this.spectatorJson(live, token)) as SeatState;
    return { table: { ...tableInfo(live.game, null), id: token }, state };
  }

  /** A spectator's live connection: the public state at once and on every change, and the reactions. */
  async subscribeSpectator(token: string, listener: Listener): Promise<() => void> {
    const live = await this.watched(token);
    live.spectators.set(listener, token);
    listener(this.spectatorJson(live, token));
    return () => {
      live.spectators.delete(listener);
      live.touchedAt = Date.now();
    };
  }

  /** Throws NOT_FOUND unless the spectator link is live. */
  async checkSpectator(token: string): Promise<void> {
    await this.watched(token);
  }

  async spectatorStateJson(token: string): Promise<string> {
    return this.spectatorJson(await this.watched(token), token);
  }

  /** The finished table a live link opens; NOT_FOUND for an unknown or revoked token. */
  private async sharedGame(token: string): Promise<TableGame> {
    const id = await this.store.linkedTable('shares', token);
    const live = id === undefined ? undefined : await this.load(id);
    if (!live || live.game.status !== 'finished') throw new ApiError('NOT_FOUND', 'no such replay link');
    return live.game;
  }

  /**
   * A shared table for anyone with the link: seats by position only, no player's identity, and the table
   * named by the token, never by its id (the id opens the record, which a revoked link must no longer reach).
   */
  async shared(token: string): Promise<SharedTable> {
    const t = await this.sharedGame(token);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { commitment, ...info } = tableInfo(t, null);
    return { info: { ...info, id: token }, deals: t.deals.length, seatLabels: 'position' };
  }

  async sharedReview(token: string, deal: number): Promise<DealReview> {
    return await dealReview(await this.sharedGame(token), deal, this.analyses, this.store, token);
  }

  /** The player's statistics (stats.ts). */
  async stats(player: string): Promise<PlayerStats> {
    return playerStats(this.store, player, async (row) => this.live.get(row.id)?.game ?? rebuild(row, this.store));
  }

  /** Signs every record revealed from now on (signing.ts; the app sets it when it starts). */
  signRecordsWith(signer: RecordSigner): void {
    this.signer = signer;
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
  private unload(id: string, live: Live): void {
    this.ai.cancel(live);
    for (const timer of live.graceTimers.values()) clearTimeout(timer);
    this.live.delete(id);
    this.bus.unfollow(id);
  }

  /** Stops AI work; pending decisions are simply asked again after the next start. */
  close(): void {
    clearInterval(this.sweeper);
    clearInterval(this.presenceCheck);
    this.ai.close(this.live.values());
    this.analyses.close();
  }

  /** For tests and diagnostics: how many tables are in memory. */
  get loaded(): number {
    return this.live.size;
  }
}

/** A table made with seats for friends: presence, grace periods and stand-ins apply to it. */
const withFriends = (live: Live): boolean => live.game.meta.options.seats.includes('invite');

/** The seat a player holds at the table, if any. */
function seatOf(live: Live, player: string): Seat | undefined {
  if (player === '') return undefined;
  for (const [seat, holder] of live.holders) if (holder === player) return seat;
  return undefined;
}

/**
 * A person's action from the wire: the table's own `start` (its creator: the invited seats nobody took become
 * the AI at the table's level), `continue` and `end` (the creator only), or a move of the game in its string
 * form, read against the table's game and notation (a bid name the game does not know still reads, and the
 * rules refuse it as ILLEGAL_BID).
 */
function entryOf(live: Live, seat: Seat, wire: WireAction): LogEntry {
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
