/**
 * The AI seats' turns: when an AI seat is to move, its bot decides in the worker pool (ai-pool.ts) from the
 * seat's view alone, and the move is played at a human pace: `aiDelayMs` after the previous action, or as
 * soon as the bot has decided if it took longer (docs/server.md, "Pacing").
 *
 * With friends at a table (issue 16) the AI at the table's level also stands in for a person: for his every
 * turn while he is away (gone longer than the grace period), and for one turn when the table's turn clock runs
 * out. His own seat's view is all it receives, as for any AI seat.
 *
 * With several instances (docs/deploy.md) each instance that holds a table schedules its AI's turns, and the
 * one that holds the table's claim (bus.ts) decides the moves; the others wait, and try again should the move
 * not come within the claim. The claim is the table's, not a version's: its holder renews it as it decides
 * (once it is past half its time) and decides without asking the bus meanwhile, so that an AI move costs no
 * round trip to Redis (issue 29). The log's key settles anything that still gets through twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Action, Seat } from '../engine/action.js';
import type { Level } from '../engine/protocol.js';
import type { AiRunner } from './ai-pool.js';
import { decisionSeed } from './dealing.js';
import type { ApiError } from './protocol.js';
import type { LogEntry, TableGame } from './table.js';

/** What the AI's turns need of a live table. */
export interface AiTable {
  readonly game: TableGame;
  /** When the last entry was accepted (or the table loaded): AI moves are paced from it. */
  lastActionAt: number;
  /**
   * The AI decision in flight, for the version it was asked at; `standIn`: for a person's seat (its move is
   * stored as the stand-in's, table.ts LogEntry).
   */
  job: { readonly version: number; readonly now?: boolean; readonly standIn?: boolean } | null;
  /**
   * An entry is being stored, or the log read (pipeline.ts): the table's next state is not known yet, so the AI
   * decides after it, not against the state it is leaving.
   */
  readonly pending: boolean;
  timer: NodeJS.Timeout | null;
  /** People's seats the AI plays for until they are back (tables.ts, presence). */
  readonly away: ReadonlySet<Seat>;
  /** The seats with a live connection (to any instance): while nobody at all is there, nobody plays for the people. */
  readonly present: ReadonlySet<Seat>;
  /** The turn clock of the person to move, when the table has one: when it runs out, the AI plays for him. */
  clock: { readonly seat: Seat; readonly version: number; readonly deadline: number; timer: NodeJS.Timeout } | null;
}

/** How long a claim on a table's AI decisions holds: a decision and its pause fit in it. */
export const CLAIM_MS = 10_000;
/** How long the AI rests before deciding again after its move could not be stored (the database down). */
const RETRY_MS = 1_000;
/**
 * How long the AI waits to decide while the table stores an entry or reads its log: a commit's time. A timer,
 * not at once: a decision that comes back at once (a bot answering in the same turn of the event loop) and is
 * refused as STALE would otherwise be asked again and again in promise callbacks alone, and the event loop
 * would never reach the commit it waits for (a test's Watten table spun so for 10 minutes).
 */
const PENDING_MS = 20;

export class AiTurns<T extends AiTable> {
  private closed = false;
  /**
   * Until when this instance holds each table's claim, as it counts (from before it asked: never later than
   * the bus's own expiry).
   */
  private readonly claims = new WeakMap<T, number>();

  /**
   * `play` checks, stores and applies an AI seat's entry, as for a human's (tables.ts); `claim` says whether
   * this instance decides the move of a version (bus.ts).
   */
  constructor(
    private readonly ai: AiRunner,
    private readonly play: (table: T, entry: LogEntry) => Promise<void>,
    private readonly claim: (key: string, ms: number) => Promise<boolean>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Starts the decision of the seat to move when the AI plays it: an AI seat, or a person's seat while he is
   * away. A person at a table with a turn clock gets his clock instead.
   */
  schedule(table: T): void {
    const game = table.game;
    if (this.closed || table.job !== null) return;
    if (table.pending) {
      if (table.timer === null) {
        table.timer = setTimeout(() => {
          table.timer = null;
          this.schedule(table);
        }, PENDING_MS);
        table.timer.unref();
      }
      return;
    }
    const seat = game.toMove();
    if (seat === null) return;
    const level = game.levelOf(seat);
    if (level !== null) return this.decide(table, seat, level);
    // A person's turn: the table waits for him, unless nobody at all is connected (it waits for anyone).
    if (table.present.size === 0) return;
    if (table.away.has(seat)) return this.decide(table, seat, game.standIn, false, true);
    this.startClock(table, seat);
  }

  /** A person's turn at a table with a turn clock: when it runs out the AI plays this one move for him. */
  private startClock(table: T, seat: Seat): void {
    const seconds = table.game.meta.options.turnSeconds;
    if (!seconds || table.clock?.version === table.game.version) return;
    const version = table.game.version;
    const timer = setTimeout(() => {
      if (this.closed || table.game.version !== version || table.job !== null) return;
      table.clock = null;
      this.decide(table, seat, table.game.standIn, true, true);
    }, seconds * 1000);
    timer.unref();
    table.clock = { seat, version, deadline: Date.now() + seconds * 1000, timer };
  }

  private decide(table: T, seat: Seat, level: Level, now = false, standIn = false): void {
    const game = table.game;
    const job = { version: game.version, now, ...(standIn ? { standIn } : {}) };
    table.job = job;
    const asked = Date.now();
    // Held for more than half its time still: this instance decides, without asking.
    if ((this.claims.get(table) ?? 0) - asked > CLAIM_MS / 2) return this.think(table, job, seat, level);
    this.claim(`ai:${game.meta.id}`, CLAIM_MS).then(
      (mine) => {
        if (mine) this.claims.set(table, asked + CLAIM_MS);
        else this.claims.delete(table);
        if (this.closed || table.job !== job) return;
        if (mine) return this.think(table, job, seat, level);
        // Another instance decides: should its move not come within the claim, ask again.
        table.timer = setTimeout(() => {
          table.timer = null;
          if (this.closed || table.job !== job) return;
          table.job = null;
          this.schedule(table);
        }, CLAIM_MS);
        table.timer.unref();
      },
      (e: unknown) => {
        // The bus is down: decide all the same; the log's key keeps one move per version.
        this.claims.delete(table);
        this.log.warn({ err: e, table: game.meta.id }, 'cannot claim the AI decision');
        if (!this.closed && table.job === job) this.think(table, job, seat, level);
      },
    );
  }

  private think(table: T, job: NonNullable<T['job']>, seat: Seat, level: Level): void {
    const game = table.game;
    const state = game.current.state;
    const legal = game.game.legalActions(state);
    this.ai
      .decide({
        game: game.game.id,
        level,
        view: game.game.view(state, seat),
        legal,
        seed: decisionSeed(game.meta.seed, game.version),
      })
      .then(
        (answer) => this.answered(table, job, seat, legal, answer.action),
        (e: unknown) => {
          if (this.closed || table.job !== job) return;
          this.log.error({ err: e, table: game.meta.id, seat }, 'AI player failed; playing its first legal action');
          this.answered(table, job, seat, legal, legal[0]!);
        },
      );
  }

  /** Forgets the decision in flight (the table moved on): its answer, when it comes, is dropped. */
  cancel(table: T): void {
    table.job = null;
    if (table.timer) clearTimeout(table.timer);
    table.timer = null;
    if (table.clock) clearTimeout(table.clock.timer);
    table.clock = null;
  }

  /** Stops AI work; pending decisions are simply asked again after the next start. */
  close(tables: Iterable<T>): void {
    this.closed = true;
    for (const table of tables) this.cancel(table);
  }

  /** The bot has decided: play after the table's pause, counted from the previous action, or at once. */
  private answered(table: T, job: T['job'], seat: Seat, legal: readonly Action[], action: Action): void {
    if (this.closed || table.job !== job) return;
    if (!legal.includes(action)) {
      this.log.error({ table: table.game.meta.id, seat, action }, 'AI player chose an illegal action');
      action = legal[0]!;
    }
    // A move the turn clock forced is late already: no pause on top.
    const wait = job?.now ? 0 : table.lastActionAt + table.game.meta.options.aiDelayMs - Date.now();
    const play = () => {
      table.timer = null;
      if (this.closed || table.job !== job) return;
      table.job = null;
      const entry: LogEntry = job?.standIn
        ? { kind: 'act', seat, action, standIn: true }
        : { kind: 'act', seat, action };
      this.play(table, entry).catch((e: ApiError) => {
        if (e.code === 'UNAVAILABLE') {
          // The database is down: the move is asked for again after a rest, not at once and for ever.
          this.log.warn({ table: table.game.meta.id }, 'AI move not stored: the database is unavailable');
          table.timer = setTimeout(() => {
            table.timer = null;
            if (!this.closed && table.job === null) this.schedule(table);
          }, RETRY_MS);
          table.timer.unref();
          return;
        }
        // Only a player's `end` stored in the same turn can get in the way; anything else is a bug, asked again
        // after a rest rather than at once and for ever.
        if (e.code === 'STALE') return this.schedule(table);
        this.log.error({ table: table.game.meta.id, error: e.message }, 'AI move refused');
        table.timer = setTimeout(() => {
          table.timer = null;
          if (!this.closed && table.job === null) this.schedule(table);
        }, RETRY_MS);
        table.timer.unref();
      });
    };
    if (wait > 0) table.timer = setTimeout(play, wait);
    else play();
  }
}
