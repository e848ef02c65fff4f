/**
 * The live tables: creating them, accepting actions (stored first, then applied, then pushed to the
 * holder's connections), running the AI seats through the worker pool at a human pace, and rebuilding every
 * unfinished table from the database when the server starts.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Action, Seat } from '../engine/action.js';
import { parseCard } from '../engine/cards.js';
import { type DeckId, type GameId, deckById, packFor } from '../engine/decks.js';
import { gameById } from '../engine/games.js';
import { UNKNOWN_BID, readAction } from '../engine/record.js';
import type { AiRunner } from './ai-pool.js';
import { commitmentOf, decisionSeed, newSeed } from './dealing.js';
import { ApiError, type CreateTableBody, type Level, type SeatKind, type WireAction } from './protocol.js';
import { recordOf } from './record.js';
import type { Store, TableRow } from './store.js';
import { type LogEntry, type TableMeta, type TableOptions, type TableSummary, TableGame } from './table.js';
import { type SeatState, type TableInfo, gameListing, seatState, tableInfo } from './views.js';

/** Schafkopf's session length when the creator does not choose one. */
export const DEFAULT_SESSION_DEALS = 8;

export type Listener = (json: string) => void;

/** Who sent an action: its connection gets the new state with `"ack": id` added. */
export interface Origin {
  readonly listener: Listener;
  readonly ack: string | number | null;
}

interface Live {
  readonly game: TableGame;
  readonly listeners: Set<Listener>;
  /** When the last entry was accepted (or the table loaded): AI moves are paced from it. */
  lastActionAt: number;
  /** The AI decision in flight, for the version it was asked at. */
  job: { readonly version: number } | null;
  timer: NodeJS.Timeout | null;
  /** An entry is being stored (group commit): the table takes no other until it is applied. */
  pending: boolean;
  touchedAt: number;
  /** The state message of the current version, serialised once for every connection. */
  cache: { version: number; thinking: boolean; json: string; state: SeatState } | null;
}

export interface TablesOptions {
  readonly aiDelayMs: number;
  readonly idleUnloadMs: number;
}

/** An accepted entry waiting for the group commit. */
interface Queued {
  readonly live: Live;
  readonly entry: LogEntry;
  readonly commit: () => void;
  readonly summary: TableSummary | null;
  readonly at: number;
  readonly origin: Origin | null;
  readonly resolve: () => void;
  readonly reject: (e: ApiError) => void;
}

export class Tables {
  private readonly live = new Map<string, Live>();
  private queue: Queued[] = [];
  private closed = false;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly store: Store,
    private readonly ai: AiRunner,
    private readonly options: TablesOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(options.idleUnloadMs, 60_000));
    this.sweeper.unref();
  }

  /** Rebuilds every unfinished table from its log; AI seats whose turn it is start thinking again. */
  start(): number {
    let loaded = 0;
    for (const id of this.store.activeIds()) {
      try {
        if (this.load(id)) loaded++;
      } catch (e) {
        this.log.error({ err: e, table: id }, 'cannot rebuild table');
      }
    }
    return loaded;
  }

  create(owner: string, body: CreateTableBody): { table: TableInfo; state: SeatState } {
    const options = this.optionsOf(body);
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
    this.store.createTable({
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
    const live = this.adopt(game);
    this.schedule(live);
    return { table: tableInfo(game), state: this.state(live).state };
  }

  /** Checks the creator's options against the engine: rules, deck, seats, session length. */
  private optionsOf(body: CreateTableBody): TableOptions {
    const game = gameById(body.game)!;
    const rules = game.parseRules(body.rules);
    if (!rules.ok) throw new ApiError('BAD_OPTIONS', rules.error);
    const deck = (body.deck ?? game.defaultDeck) as DeckId;
    const served = packFor(deck, game);
    if (!served.ok) throw new ApiError('BAD_OPTIONS', served.error.message);
    if (!deckById(deck)!.games.includes(game.id as GameId)) {
      throw new ApiError('BAD_OPTIONS', `${game.id} is not played with the ${deck} deck`);
    }
    const seats: SeatKind[] = body.seats ?? ['human', ...Array<Level>(game.seats - 1).fill('normal')];
    if (seats.length !== game.seats) throw new ApiError('BAD_OPTIONS', `${game.id} has ${game.seats} seats`);
    if (seats.filter((s) => s === 'human').length !== 1) {
      throw new ApiError('BAD_OPTIONS', 'exactly one seat is "human"; the others are easy, normal or strong');
    }
    let sessionDeals: number | null = null;
    if (game.id === 'schafkopf')
      sessionDeals = body.sessionDeals === undefined ? DEFAULT_SESSION_DEALS : body.sessionDeals;
    else if (body.sessionDeals !== undefined && body.sessionDeals !== null) {
      throw new ApiError('BAD_OPTIONS', 'sessionDeals is for Schafkopf: Bohemian Schneider ends by its own rules');
    }
    return {
      game: game.id as GameId,
      rules: game.rulesToJson(rules.value),
      deck,
      seats,
      sessionDeals,
      aiDelayMs: body.aiDelayMs ?? this.options.aiDelayMs,
    };
  }

  private adopt(game: TableGame): Live {
    const now = Date.now();
    const live: Live = {
      game,
      listeners: new Set(),
      lastActionAt: now,
      job: null,
      timer: null,
      pending: false,
      touchedAt: now,
      cache: null,
    };
    this.live.set(game.meta.id, live);
    return live;
  }

  /** The table from memory, or rebuilt from the database; undefined when there is no such table. */
  private load(id: string): Live | undefined {
    const cached = this.live.get(id);
    if (cached) {
      cached.touchedAt = Date.now();
      return cached;
    }
    const row = this.store.table(id);
    if (!row) return undefined;
    const log: LogEntry[] = this.store
      .log(id)
      .map((r) =>
        r.kind === 'act' ? { kind: 'act', seat: r.seat, action: r.action! } : { kind: r.kind, seat: r.seat },
      );
    const game = TableGame.replay(metaOf(row), log);
    const live = this.adopt(game);
    this.schedule(live);
    return live;
  }

  private need(id: string): Live {
    const live = this.load(id);
    if (!live) throw new ApiError('NOT_FOUND', 'no such table');
    return live;
  }

  private owned(id: string, player: string): Live {
    const live = this.need(id);
    if (live.game.meta.owner !== player) throw new ApiError('FORBIDDEN', 'this seat is not yours');
    return live;
  }

  /** Public information for anyone; the seat's state only for its holder. */
  info(id: string, player: string): { table: TableInfo; state: SeatState | null } {
    const live = this.need(id);
    const mine = live.game.meta.owner === player;
    return { table: tableInfo(live.game), state: mine ? this.state(live).state : null };
  }

  /** Throws NOT_FOUND or FORBIDDEN unless the player holds the table's human seat. */
  checkHolder(id: string, player: string): void {
    this.owned(id, player);
  }

  private state(live: Live): { json: string; state: SeatState } {
    const thinking = live.job !== null;
    const c = live.cache;
    if (c && c.version === live.game.version && c.thinking === thinking) return c;
    const state = seatState(live.game, thinking);
    live.cache = { version: live.game.version, thinking, state, json: JSON.stringify(state) };
    return live.cache;
  }

  /** Pushes the current state to the holder's connections and sends it at once to the new listener. */
  subscribe(id: string, player: string, listener: Listener): () => void {
    const live = this.owned(id, player);
    live.listeners.add(listener);
    listener(this.state(live).json);
    return () => {
      live.listeners.delete(listener);
      live.touchedAt = Date.now();
    };
  }

  /** The current state message as sent on the WebSocket (for `sync`). */
  stateJson(id: string, player: string): string {
    return this.state(this.owned(id, player)).json;
  }

  /**
   * A client's action for the human seat: checked, stored, applied, pushed. Resolves to the new state once
   * the entry is in the database; rejects with an ApiError (and nothing changed) otherwise.
   */
  async act(id: string, player: string, wire: WireAction, version: number, origin?: Origin): Promise<SeatState> {
    const live = this.owned(id, player);
    const game = live.game;
    if (version !== game.version || live.pending) {
      const message = live.pending
        ? `the table is moving past version ${game.version}: wait for its next state`
        : `the table is at version ${game.version}, not ${version}`;
      throw new ApiError('STALE', message, { version: game.version });
    }
    await this.apply(live, this.entryOf(game, wire), origin ?? null);
    return this.state(live).state;
  }

  private entryOf(game: TableGame, wire: WireAction): LogEntry {
    const seat = game.humanSeat;
    if (wire === 'continue' || wire === 'end') return { kind: wire, seat };
    if (typeof wire === 'number') return { kind: 'act', seat, action: wire };
    if (wire.startsWith('bid:')) return { kind: 'act', seat, action: bidOf(game, wire) };
    const card = parseCard(game.notation, wire.slice(5));
    if (card === undefined) {
      throw new ApiError('BAD_REQUEST', `"${wire.slice(5)}" is not a card code of the ${game.notation} notation`);
    }
    return { kind: 'act', seat, action: card };
  }

  /**
   * Checks an entry, stores it, and only then applies it, pushes the new state and lets the AI think on.
   * Refused entries change nothing, stored or in memory. Entries are stored by group commit: all those
   * accepted in one turn of the event loop go into one SQLite transaction (setImmediate), which under load
   * saves most of the per-commit cost while adding no more than that turn's wait.
   */
  private apply(live: Live, entry: LogEntry, origin: Origin | null): Promise<void> {
    if (live.pending) return Promise.reject(new ApiError('STALE', 'another action is being stored'));
    const step = live.game.prepare(entry);
    if (!step.ok) return Promise.reject(step.error);
    live.pending = true;
    return new Promise((resolve, reject) => {
      const { commit, summary } = step;
      this.queue.push({ live, entry, commit, summary, at: Date.now(), origin, resolve, reject });
      if (this.queue.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.queue;
    this.queue = [];
    const rows = batch.map(({ live, entry, summary, at }) => ({
      id: live.game.meta.id,
      n: live.game.version,
      entry: { kind: entry.kind, seat: entry.seat, action: entry.kind === 'act' ? entry.action : null, at },
      update: summary && {
        status: summary.status === 'finished' ? ('finished' as const) : ('active' as const),
        summary: JSON.stringify(summary),
      },
    }));
    let stored = batch.map(() => true);
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
    batch.forEach(({ live, commit, at, origin, resolve, reject }, i) => {
      live.pending = false;
      if (!stored[i]) return reject(new ApiError('INTERNAL', 'the action could not be stored; nothing changed'));
      commit();
      live.lastActionAt = at;
      live.touchedAt = at;
      this.cancelJob(live);
      this.schedule(live);
      this.broadcast(live, origin);
      resolve();
    });
  }

  /** Sends the new state to every connection of the holder; the sender's copy acknowledges its action. */
  private broadcast(live: Live, origin: Origin | null = null): void {
    if (live.listeners.size === 0) return;
    const { json } = this.state(live);
    for (const listener of live.listeners) {
      listener(listener === origin?.listener ? `${json.slice(0, -1)},"ack":${JSON.stringify(origin.ack)}}` : json);
    }
  }

  private cancelJob(live: Live): void {
    live.job = null;
    if (live.timer) clearTimeout(live.timer);
    live.timer = null;
  }

  /** Starts the AI seat's decision when it is an AI seat's turn. */
  private schedule(live: Live): void {
    const game = live.game;
    if (this.closed || live.job !== null) return;
    const seat = game.toMove();
    if (seat === null || seat === game.humanSeat) return;
    const job = { version: game.version };
    live.job = job;
    const state = game.current.state;
    const legal = game.game.legalActions(state);
    const level = game.meta.options.seats[seat] as Level;
    this.ai
      .decide({
        game: game.game.id as GameId,
        level,
        view: game.game.view(state, seat),
        legal,
        seed: decisionSeed(game.meta.seed, game.version),
      })
      .then(
        (answer) => this.answered(live, job, seat, legal, answer.action),
        (e: unknown) => {
          if (this.closed || live.job !== job) return;
          this.log.error({ err: e, table: game.meta.id, seat }, 'AI player failed; playing its first legal action');
          this.answered(live, job, seat, legal, legal[0]!);
        },
      );
  }

  /** The bot has decided: play after the table's pause, counted from the previous action, or at once. */
  private answered(live: Live, job: Live['job'], seat: Seat, legal: readonly Action[], action: Action): void {
    if (this.closed || live.job !== job) return;
    if (!legal.includes(action)) {
      this.log.error({ table: live.game.meta.id, seat, action }, 'AI player chose an illegal action');
      action = legal[0]!;
    }
    const wait = live.lastActionAt + live.game.meta.options.aiDelayMs - Date.now();
    const play = () => {
      live.timer = null;
      if (this.closed || live.job !== job) return;
      live.job = null;
      this.apply(live, { kind: 'act', seat, action }, null).catch((e: ApiError) => {
        // Only a player's `end` stored in the same turn can get in the way; anything else is a bug.
        if (e.code !== 'STALE') this.log.error({ table: live.game.meta.id, error: e.message }, 'AI move refused');
        this.schedule(live);
      });
    };
    if (wait > 0) live.timer = setTimeout(play, wait);
    else play();
  }

  /** A player's tables, from the database rows (no replay needed). */
  list(player: string, status: 'active' | 'finished' | 'all', limit: number, offset: number) {
    return this.store.tablesOf(player, status, limit, offset).map(gameListing);
  }

  /** The full record of a finished table, for anyone who has its id. */
  record(id: string) {
    const live = this.need(id);
    if (live.game.status !== 'finished') {
      throw new ApiError('NOT_FINISHED', 'the record is revealed when the game is over');
    }
    return recordOf(live.game);
  }

  /** Unloads tables nobody watches and nothing waits on; they are rebuilt on demand. */
  private sweep(): void {
    const now = Date.now();
    for (const [id, live] of this.live) {
      const idle = live.listeners.size === 0 && live.job === null && !live.pending;
      if (idle && now - live.touchedAt > this.options.idleUnloadMs) {
        this.live.delete(id);
      }
    }
  }

  /** Stops AI work; pending decisions are simply asked again after the next start. */
  close(): void {
    this.closed = true;
    clearInterval(this.sweeper);
    for (const live of this.live.values()) this.cancelJob(live);
  }

  /** For tests and diagnostics: how many tables are in memory. */
  get loaded(): number {
    return this.live.size;
  }
}

function bidOf(game: TableGame, wire: string): number {
  const read = readAction(game.game, game.notation, wire);
  return read.ok ? read.value : UNKNOWN_BID;
}

function metaOf(row: TableRow): TableMeta {
  return {
    id: row.id,
    owner: row.owner,
    options: JSON.parse(row.options) as TableOptions,
    seed: row.seed,
    commitment: row.commitment,
    createdAt: row.createdAt,
  };
}
