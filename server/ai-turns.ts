/**
 * The AI seats' turns: when an AI seat is to move, its bot decides in the worker pool (ai-pool.ts) from the
 * seat's view alone, and the move is played at a human pace: `aiDelayMs` after the previous action, or as
 * soon as the bot has decided if it took longer (docs/server.md, "Pacing").
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Action, Seat } from '../engine/action.js';
import type { AiRunner } from './ai-pool.js';
import { decisionSeed } from './dealing.js';
import type { ApiError } from './protocol.js';
import type { LogEntry, TableGame } from './table.js';

/** What the AI's turns need of a live table. */
export interface AiTable {
  readonly game: TableGame;
  /** When the last entry was accepted (or the table loaded): AI moves are paced from it. */
  lastActionAt: number;
  /** The AI decision in flight, for the version it was asked at. */
  job: { readonly version: number } | null;
  timer: NodeJS.Timeout | null;
}

export class AiTurns<T extends AiTable> {
  private closed = false;

  /** `play` checks, stores and applies an AI seat's entry, as for a human's (tables.ts). */
  constructor(
    private readonly ai: AiRunner,
    private readonly play: (table: T, entry: LogEntry) => Promise<void>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts the AI seat's decision when it is an AI seat's turn. */
  schedule(table: T): void {
    const game = table.game;
    if (this.closed || table.job !== null) return;
    const seat = game.toMove();
    const level = seat === null ? null : game.levelOf(seat);
    if (seat === null || level === null) return;
    const job = { version: game.version };
    table.job = job;
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
    const wait = table.lastActionAt + table.game.meta.options.aiDelayMs - Date.now();
    const play = () => {
      table.timer = null;
      if (this.closed || table.job !== job) return;
      table.job = null;
      this.play(table, { kind: 'act', seat, action }).catch((e: ApiError) => {
        // Only a player's `end` stored in the same turn can get in the way; anything else is a bug.
        if (e.code !== 'STALE') this.log.error({ table: table.game.meta.id, error: e.message }, 'AI move refused');
        this.schedule(table);
      });
    };
    if (wait > 0) table.timer = setTimeout(play, wait);
    else play();
  }
}
