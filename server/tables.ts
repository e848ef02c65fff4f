/**
 * The live tables, behind one object the routes and the live connections call. The work is done by the
 * parts in server/tables/, each a module one engineer can own (docs/server.md, "Where things live"):
 *
 * - registry.ts: which tables are in memory (making, reading back from the log, lookups, unloading);
 * - pipeline.ts: the act pipeline (check, store, apply, AI turns on, push) and entries other instances stored;
 * - feeds.ts: what each connection is sent (state messages, pushes, reactions);
 * - seating.ts: people's connections, presence, grace periods, stand-ins, names;
 * - links.ts with invites.ts, spectators.ts and shares.ts: the links a creator hands out, and what they open;
 * - coaching.ts: reviews and hints; records.ts: signed records, listings and statistics.
 *
 * This class wires them together (the AI turns, the review's analyses, the bus's news) and passes each call
 * on. With several instances (docs/deploy.md) any instance may hold any table: each entry it stores is told
 * to the others through the bus (bus.ts), which apply it in turn (or catch up from the log when they missed
 * one), and presence, away seats and reactions go the same way.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Seat } from '../engine/action.js';
import type {
  DealReview,
  Hint,
  PlayerStats,
  Reaction,
  ReactionMessage,
  SeatPlayer,
  SharedTable,
} from '../engine/protocol.js';
import type { AiRunner } from './ai-pool.js';
import { AiTurns } from './ai-turns.js';
import type { Bus, TableEvent } from './bus.js';
import type { Gathering } from './commits.js';
import { ApiError, type CreateTableBody, type WireAction } from './protocol.js';
import { Analyses, REVIEW_SAMPLES } from './reviews.js';
import type { RecordSigner } from './signing.js';
import type { Store } from './store.js';
import type { TableGame, TableOptions } from './table.js';
import { Coaching } from './tables/coaching.js';
import { Feeds } from './tables/feeds.js';
import { Invites } from './tables/invites.js';
import { Links } from './tables/links.js';
import { type Listener, type LiveTable, type Origin, seatOf } from './tables/live-table.js';
import { ActPipeline } from './tables/pipeline.js';
import { Records } from './tables/records.js';
import { type RegistryOptions, TableRegistry } from './tables/registry.js';
import { Seating } from './tables/seating.js';
import { Shares } from './tables/shares.js';
import { Spectators } from './tables/spectators.js';
import { type GameListing, type SeatState, type TableInfo, tableInfo } from './views.js';

export type { Listener, Origin };

/** What the daily challenge (server/challenge/) adds to its tables; the tables call it, it sets it. */
export interface ChallengeHooks {
  /** Throws when a challenge table may not do this now (play after its day closed, reveal before). */
  check(game: TableGame, what: 'act' | 'record' | 'share'): void;
  /** A deal of a challenge table just ended here (the instance that stored its last action tells). */
  dealt(game: TableGame, deal: number): void;
}

/** How a live connection follows its table: `events` (the site's) or, without, whole states. */
export interface LiveOptions {
  readonly events?: boolean;
}

export interface TablesOptions extends RegistryOptions {
  /** Worlds sampled per decision by the review's analysis and the hints (default 48, docs/review.md). */
  readonly analysisSamples?: number;
  /** Analyse each deal for its holder as it ends (default true); else only when its review is asked for. */
  readonly analyseDeals?: boolean;
  /** How the group commit gathers entries (commits.ts; default: the next turn of the event loop). */
  readonly gathering?: Gathering;
}

/** While the link to the other instances is broken, how often the tables people watch read their log. */
const BROKEN_POLL_MS = 2_000;

export class Tables {
  /** The review's analyses (reviews.ts): fed to the pool only while no bot decision waits. */
  readonly analyses: Analyses;
  private readonly ai: AiTurns<LiveTable>;
  private readonly registry: TableRegistry;
  private readonly feeds = new Feeds();
  private readonly seating: Seating;
  private readonly pipeline: ActPipeline;
  private readonly invites: Invites;
  private readonly spectators: Spectators;
  private readonly shares: Shares;
  private readonly coaching: Coaching;
  private readonly records: Records;

  constructor(
    private readonly store: Store,
    private readonly bus: Bus,
    runner: AiRunner,
    options: TablesOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    const samples = options.analysisSamples ?? REVIEW_SAMPLES;
    this.analyses = new Analyses(runner, store, samples, log);
    // Each bot decision that leaves the pool may make room for an analysis.
    const pumping: AiRunner = {
      decide: (task) => runner.decide(task).finally(() => this.analyses.pump()),
      close: () => runner.close(),
    };
    this.ai = new AiTurns(
      pumping,
      (live, entry) => this.pipeline.apply(live, entry, null).then(() => this.dealt(live)),
      (key, ms) => bus.claim(key, ms),
      log,
    );
    const hooks = {
      heard: (id: string, e: TableEvent) => this.heard(id, e),
      adopted: (l: LiveTable) => this.seating.adopted(l),
    };
    this.registry = new TableRegistry(store, bus, this.ai, options, hooks, log);
    this.seating = new Seating(this.registry, this.feeds, this.ai, store, bus, log);
    const analyseDeals = options.analyseDeals !== false;
    this.pipeline = new ActPipeline(
      this.registry,
      this.feeds,
      this.seating,
      this.ai,
      this.analyses,
      store,
      bus,
      analyseDeals,
      options.gathering,
      log,
    );
    const links = new Links(this.registry, store);
    this.invites = new Invites(this.registry, links, this.seating, store, bus);
    this.spectators = new Spectators(this.registry, links, this.feeds, bus);
    this.shares = new Shares(this.registry, links);
    this.coaching = new Coaching(this.registry, this.shares, this.analyses, runner, store, samples);
    this.records = new Records(this.registry, store);
    // Events published while the link to the other instances was broken are lost: read the logs again.
    bus.onReconnect(() => this.resync(false));
    this.polling = setInterval(() => {
      if (this.bus.broken) this.resync(true);
    }, BROKEN_POLL_MS);
    this.polling.unref();
  }

  private readonly polling: NodeJS.Timeout;

  /**
   * Every table held here (`watched`: those someone is connected to) reads what other instances stored in
   * its log and its seating, and its AI thinks again if its turn was waiting: after a break in the link to
   * the other instances (redis-bus.ts), and every BROKEN_POLL_MS while it lasts, so that the instances agree
   * again without anyone's next move (docs/deploy.md).
   */
  private resync(watched: boolean): void {
    for (const live of this.registry.values()) {
      if (watched && live.listeners.size === 0) continue;
      this.pipeline
        .catchUp(live)
        .then(() => this.ai.schedule(live))
        .catch((e: unknown) => this.log.warn({ err: e, table: live.game.meta.id }, 'cannot catch up from the log'));
      if (!watched) {
        this.seating
          .reseat(live)
          .catch((e: unknown) => this.log.warn({ err: e, table: live.game.meta.id }, 'cannot read the seating'));
      }
    }
  }

  /** What another instance said about a table held (or being read) here. */
  private heard(id: string, event: TableEvent): void {
    const live = this.registry.get(id);
    if (!live) {
      // Heard while the table is being read: it may have missed that entry, so it catches up once live.
      const reading = this.registry.reading(id);
      if (reading && event.type === 'entry') void reading.then((l) => l && this.pipeline.catchUp(l)).catch(() => {});
      return;
    }
    switch (event.type) {
      case 'entry':
        return this.pipeline.heard(live, event.n, event.entry);
      case 'seating':
        this.seating
          .reseat(live, event.presence === true)
          .catch((e: unknown) => this.log.error({ err: e, table: id }, 'cannot read the seating'));
        return;
      case 'reaction':
        return this.feeds.sendAll(live, event.json);
      case 'unwatched':
        return this.feeds.letSpectatorsGo(live, event.json);
    }
  }

  // Loading and making tables (registry.ts).

  /** Rebuilds every unfinished table from its log (the embedded mode); AI seats whose turn it is think again. */
  start(): Promise<number> {
    return this.registry.start();
  }

  async create(
    owner: string,
    body: CreateTableBody,
    made?: { readonly id?: string; readonly seed: string; readonly options: Partial<TableOptions> },
  ): Promise<{ table: TableInfo; state: SeatState }> {
    const live = await this.registry.create(owner, body, made);
    return { table: tableInfo(live.game, null), state: this.feeds.state(live, live.game.humanSeat).state };
  }

  /** The daily challenge's hooks (server/challenge/), set once when it is registered. */
  challenge: ChallengeHooks | null = null;

  /** The ratings (server/ratings/): told of each session that ends here, set once at the start. */
  sessionEnded: ((game: TableGame, holders: ReadonlyMap<Seat, string>) => void) | null = null;

  /** Tells the challenge of a deal that just ended at one of its tables, and the ratings of a session. */
  private dealt(live: LiveTable): void {
    const { game } = live;
    if (this.challenge && game.meta.options.challenge && game.current.result !== null) {
      this.challenge.dealt(game, game.current.index);
    }
    if (game.status === 'finished') this.sessionEnded?.(game, live.holders);
  }

  /** A table's game, read back if it is not held here (the challenge's results). */
  async game(id: string): Promise<TableGame> {
    return (await this.registry.need(id)).game;
  }

  /** Public information for anyone; a seat's state only for the player who holds it. */
  async info(id: string, player: string): Promise<{ table: TableInfo; state: SeatState | null }> {
    const live = await this.registry.need(id);
    const seat = seatOf(live, player);
    const share = live.game.meta.owner === player ? ((await this.store.liveLink('shares', id)) ?? null) : null;
    return {
      table: tableInfo(live.game, share),
      state: seat === undefined ? null : this.feeds.state(live, seat).state,
    };
  }

  /** Throws NOT_FOUND or FORBIDDEN unless the player holds a seat at the table. */
  async checkHolder(id: string, player: string): Promise<void> {
    await this.registry.seated(id, player);
  }

  // Playing (pipeline.ts) and what connections are sent (feeds.ts, seating.ts).

  /** A person's action: checked, stored, applied, pushed; the new state once it is stored. */
  async act(id: string, player: string, wire: WireAction, version: number, origin?: Origin): Promise<SeatState> {
    const live = await this.registry.need(id);
    if (live.game.meta.options.challenge) this.challenge?.check(live.game, 'act');
    const state = await this.pipeline.act(id, player, wire, version, origin);
    this.dealt(live);
    return state;
  }

  /**
   * A person's connection: the seat's state at once, then on every change the whole state, or with `events`
   * a versioned event (docs/server.md, "The live connection").
   */
  subscribe(id: string, player: string, listener: Listener, options: LiveOptions = {}): Promise<() => void> {
    return this.seating.subscribe(id, player, listener, options.events === true);
  }

  /** Sends the connection the seat's state now, whole (`sync`): its events patch that state from then on. */
  async sync(id: string, player: string, listener: Listener): Promise<void> {
    const { live, seat } = await this.registry.seated(id, player);
    // A client that asks has missed something: what other instances stored too, perhaps (a lost event).
    await this.pipeline.catchUp(live);
    this.feeds.resend(live, seat, listener);
  }

  /** A person's quick reaction, pushed to every connection at the table, spectators' too (never stored). */
  async react(id: string, player: string, reaction: Reaction): Promise<void> {
    const { live, seat } = await this.registry.seated(id, player);
    const message: ReactionMessage = { type: 'reaction', seat, reaction, at: Date.now() };
    const json = JSON.stringify(message);
    this.bus.publish(id, { type: 'reaction', json });
    this.feeds.sendAll(live, json);
  }

  // The people at a table (seating.ts) and invite links (invites.ts).

  name(player: string): Promise<string | null> {
    return this.seating.name(player);
  }

  setName(player: string, name: string | null): Promise<{ name: string | null }> {
    return this.seating.setName(player, name);
  }

  invite(id: string, player: string): Promise<{ token: string; path: string }> {
    return this.invites.invite(id, player);
  }

  uninvite(id: string, player: string): Promise<{ revoked: true }> {
    return this.invites.uninvite(id, player);
  }

  invitation(
    token: string,
    player: string,
  ): Promise<{ table: TableInfo; seats: SeatPlayer[]; seat: Seat | null; name: string | null }> {
    return this.invites.invitation(token, player);
  }

  join(token: string, player: string): Promise<{ table: string; seat: Seat }> {
    return this.invites.join(token, player);
  }

  // Spectators (spectators.ts).

  watch(id: string, player: string): Promise<{ token: string; path: string }> {
    return this.spectators.watch(id, player);
  }

  unwatch(id: string, player: string): Promise<{ revoked: true }> {
    return this.spectators.unwatch(id, player);
  }

  spectate(token: string): Promise<{ table: TableInfo; state: SeatState }> {
    return this.spectators.spectate(token);
  }

  subscribeSpectator(token: string, listener: Listener, options: LiveOptions = {}): Promise<() => void> {
    return this.spectators.subscribe(token, listener, options.events === true);
  }

  checkSpectator(token: string): Promise<void> {
    return this.spectators.check(token);
  }

  syncSpectator(token: string, listener: Listener): Promise<void> {
    return this.spectators.sync(token, listener);
  }

  // Replay links (shares.ts), reviews and hints (coaching.ts).

  async share(id: string, player: string): Promise<{ token: string; path: string }> {
    await this.checkChallenge(id, 'share');
    return this.shares.share(id, player);
  }

  /** A challenge table's record and replay link wait for its day's close (nothing of a day's deals before). */
  private async checkChallenge(id: string, what: 'record' | 'share'): Promise<void> {
    const live = await this.registry.need(id);
    if (live.game.meta.options.challenge) {
      if (!this.challenge) throw new ApiError('NOT_FINISHED', "a challenge's deals are revealed when its day closes");
      this.challenge.check(live.game, what);
    }
  }

  unshare(id: string, player: string): Promise<{ revoked: true }> {
    return this.shares.unshare(id, player);
  }

  shared(token: string): Promise<SharedTable> {
    return this.shares.shared(token);
  }

  review(id: string, player: string, deal: number): Promise<DealReview> {
    return this.coaching.review(id, player, deal);
  }

  sharedReview(token: string, deal: number): Promise<DealReview> {
    return this.coaching.sharedReview(token, deal);
  }

  hint(id: string, player: string): Promise<Hint> {
    return this.coaching.hint(id, player);
  }

  // Records, listings and statistics (records.ts).

  async record(id: string) {
    await this.checkChallenge(id, 'record');
    return this.records.record(id);
  }

  signRecordsWith(signer: RecordSigner): void {
    this.records.signWith(signer);
  }

  list(player: string, status: 'active' | 'finished' | 'all', limit: number, offset: number): Promise<GameListing[]> {
    return this.records.list(player, status, limit, offset);
  }

  stats(player: string): Promise<PlayerStats> {
    return this.records.stats(player);
  }

  /** Stops AI work; pending decisions are simply asked again after the next start. */
  close(): void {
    clearInterval(this.polling);
    this.registry.close();
    this.seating.close();
    this.ai.close(this.registry.values());
    this.analyses.close();
  }

  /** For tests and diagnostics: how many tables are in memory. */
  get loaded(): number {
    return this.registry.size;
  }
}
