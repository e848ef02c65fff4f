/**
 * One table as a pure model: its options, its secret seed and its log, and the session they replay to.
 * No I/O here: `prepare` checks an entry against the rules and returns a `commit` that applies it, so the
 * caller can write the entry to the database between the two and the state never runs ahead of the log.
 */
import { gameModule } from '../ai/registry.js';
import type { Action, Seat } from '../engine/action.js';
import type { Card, Notation } from '../engine/cards.js';
import { type DeckId, type GameId, deckById } from '../engine/decks.js';
import type { AnyGame, Session } from '../engine/game.js';
import { type DealingScheme, LEGACY_DEALING, dealFromSeed, firstDealerFromSeed } from '../engine/dealing.js';
import {
  type DealResult,
  LEVELS,
  type Level,
  type SeatChoice,
  type SeatKind,
  type TableResult,
  type TableStatus,
} from '../engine/protocol.js';
import { independentDealSession, settleIndependent } from '../engine/challenge.js';
import { formatAction, readAction } from '../engine/record.js';
import { type Result, err, ok } from '../engine/result.js';
import { placeOf } from '../engine/sides.js';
import { ApiError } from './protocol.js';

export type { TableResult, TableStatus };

export interface TableOptions {
  readonly game: GameId;
  /** The rules as a record writes them (`game.rulesToJson`). */
  readonly rules: Record<string, unknown>;
  readonly deck: DeckId;
  /** Who holds each seat: 'human' (exactly one: the creator), 'invite' (a friend's seat) or an AI level. */
  readonly seats: readonly SeatChoice[];
  /** The level that plays an invited seat nobody took at the start; set when there are 'invite' seats. */
  readonly level?: Level;
  /** A person's time for each decision, in seconds; when it runs out the AI plays that move for him. */
  readonly turnSeconds?: number | null;
  /** How long a person may be gone before the AI plays for him (tables with friends); default 60 s. */
  readonly graceMs?: number;
  /** The creator may give a spectator link (public information only). */
  readonly spectators?: boolean;
  /**
   * Deals in the session where the game's options have a session length (a score sheet), or null: an
   * open-ended sheet, or a game whose own rules end it.
   */
  readonly sessionDeals: number | null;
  readonly aiDelayMs: number;
  /** How the seed fixes the deals (engine/dealing.ts); a table stored without it was dealt by the old scheme. */
  readonly dealing?: DealingScheme;
  /** The hint button is offered at this table (docs/review.md); absent on tables made before it existed. */
  readonly hints?: boolean;
  /**
   * A daily challenge's table (docs/challenge.md): its day, and its deals, played as independent deals
   * (engine/challenge.ts) to `sessionDeals`, which is their number. The person may not end it.
   */
  readonly challenge?: { readonly day: string; readonly deals: number };
}

export interface TableMeta {
  readonly id: string;
  /** The creator's player id (hash of their token): he holds the 'human' seat. */
  readonly owner: string;
  readonly options: TableOptions;
  readonly seed: string;
  readonly commitment: string;
  readonly createdAt: number;
}

export type LogEntry =
  /**
   * A move. `standIn`: the AI made it for a person (away, or out of time on the turn clock: ai-turns.ts), so that
   * the table, the deal's summary and the review tell her it was not hers (issue 30).
   */
  | { readonly kind: 'act'; readonly seat: Seat; readonly action: Action; readonly standIn?: boolean }
  /** The creator starts a table that waited for friends: each seat's holder from now on (no 'invite' left). */
  | { readonly kind: 'start'; readonly seat: Seat; readonly seats: readonly SeatKind[] }
  | { readonly kind: 'continue'; readonly seat: Seat }
  | { readonly kind: 'end'; readonly seat: Seat };

export interface DealRun {
  readonly index: number;
  readonly dealer: Seat;
  /** The shuffled pack (index 0 = first card dealt). */
  readonly cards: readonly Card[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly initial: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  state: any;
  /** The deal's moves; `standIn`: the AI made it for the person who holds the seat. */
  readonly actions: { seat: Seat; action: Action; standIn?: true }[];
  /** Once the deal is over: what each seat scored, the report of `cardavia replay`, the totals after it. */
  result: Omit<DealResult, 'deal' | 'dealer'> | null;
}

/** The public progress kept on the table's row for listings. */
export interface TableSummary {
  readonly status: TableStatus;
  readonly dealsPlayed: number;
  readonly totals: readonly number[];
  readonly result: TableResult | null;
}

/** A checked entry: `commit` applies it; `summary` is the table's new public summary, or null when unchanged. */
export type Prepared = { ok: false; error: ApiError } | { ok: true; commit: () => void; summary: TableSummary | null };

/** Reads options back from the database; the engine's objects are looked up again (in the registry). */
export function resolveGame(options: TableOptions): { game: AnyGame; rules: unknown; notation: Notation } {
  const game = gameModule(options.game)?.game;
  const deck = deckById(options.deck);
  if (!game || !deck) throw new Error(`unknown game or deck in ${JSON.stringify(options)}`);
  const rules = game.parseRules(options.rules);
  if (!rules.ok) throw new Error(`unreadable rules: ${rules.error}`);
  return { game, rules: rules.value, notation: deck.suitSystem };
}

export class TableGame {
  readonly game: AnyGame;
  readonly rules: unknown;
  readonly notation: Notation;
  /** The creator's seat. */
  readonly humanSeat: Seat;
  /** Who holds each seat now: the options' choices until the start, then a person or an AI level each. */
  seats: readonly SeatChoice[];
  readonly firstDealer: Seat;
  session: Session<unknown>;
  readonly deals: DealRun[] = [];
  status: TableStatus = 'playing';
  endReason: 'complete' | 'ended' | null = null;
  /** The log's length: the version clients quote. */
  version = 0;
  readonly dealing: DealingScheme;
  /** The session the current deal was dealt from: the table's own, or a new one for an independent deal. */
  private dealSession!: Session<unknown>;

  constructor(readonly meta: TableMeta) {
    const { game, rules, notation } = resolveGame(meta.options);
    this.game = game;
    this.rules = rules;
    this.notation = notation;
    this.humanSeat = meta.options.seats.indexOf('human');
    this.dealing = meta.options.dealing ?? LEGACY_DEALING;
    this.firstDealer = firstDealerFromSeed(meta.seed, game.seats, this.dealing);
    this.session = game.newSession(rules, this.firstDealer);
    this.seats = meta.options.seats;
    this.startDeal();
    // A table with seats for friends waits for its creator to start it; its first deal is dealt already.
    if (this.seats.includes('invite')) this.status = 'waiting';
  }

  /** The seats a person holds (invited seats count once the table has started). */
  humanSeats(): Seat[] {
    return this.seats.flatMap((kind, seat) => (kind === 'human' ? [seat] : []));
  }

  /** The AI level that stands in for a person: the table's level (normal when it has none). */
  get standIn(): Level {
    return this.meta.options.level ?? 'normal';
  }

  /** The AI level that plays a seat, or null for a person's seat (or one still waiting for a friend). */
  levelOf(seat: Seat): Level | null {
    const kind = this.seats[seat];
    return kind === undefined || kind === 'human' || kind === 'invite' ? null : kind;
  }

  /** A table rebuilt from its seed and log; a log the rules refuse means a corrupt database. */
  static replay(meta: TableMeta, log: readonly LogEntry[]): TableGame {
    const table = new TableGame(meta);
    for (const entry of log) {
      const step = table.prepare(entry);
      if (!step.ok) throw new Error(`table ${meta.id}: log entry ${table.version} refused: ${step.error.message}`);
      step.commit();
    }
    return table;
  }

  get current(): DealRun {
    return this.deals[this.deals.length - 1]!;
  }

  /** The seat to act in the current deal, or null between deals and after the end. */
  toMove(): Seat | null {
    return this.status === 'playing' ? this.game.toMove(this.current.state) : null;
  }

  /**
   * Checks the seats a start gives: the creator's seat stays his, a seat that was no 'invite' keeps its
   * holder, and an invited seat becomes a person's or the AI's.
   */
  private startSeats(seats: readonly SeatKind[]): string | null {
    if (seats.length !== this.seats.length) return `the table has ${this.seats.length} seats`;
    for (let s = 0; s < seats.length; s++) {
      const before = this.seats[s]!;
      if (before !== 'invite' && seats[s] !== before) return `seat ${s} stays ${before}`;
    }
    return null;
  }

  legalActions(): Action[] {
    return this.status === 'playing' ? this.game.legalActions(this.current.state) : [];
  }

  private startDeal(): void {
    const index = this.deals.length;
    const cards = dealFromSeed(this.game, this.rules, this.meta.seed, index, this.dealing);
    const challenge = this.meta.options.challenge !== undefined;
    this.dealSession = challenge ? independentDealSession(this.game, this.session) : this.session;
    const initial = this.game.deal(this.dealSession, cards);
    const dealer = this.dealSession.dealer;
    this.deals.push({ index, dealer, cards, initial, state: initial, actions: [], result: null });
    this.status = 'playing';
  }

  private sessionOver(session: Session<unknown>): boolean {
    const limit = this.meta.options.sessionDeals;
    return session.finished || (limit !== null && session.dealsPlayed >= limit);
  }

  /** Checks an entry; on success `commit` applies it (call it only after the entry is stored). */
  prepare(entry: LogEntry): Prepared {
    if (this.status === 'finished') {
      return { ok: false, error: new ApiError('SESSION_OVER', 'the game is over') };
    }
    if (entry.kind === 'start') {
      if (this.status !== 'waiting')
        return { ok: false, error: new ApiError('ALREADY_STARTED', 'the table has started') };
      const wrong = this.startSeats(entry.seats);
      if (wrong !== null) return { ok: false, error: new ApiError('BAD_REQUEST', wrong) };
      return {
        ok: true,
        summary: this.summaryAfter('playing', this.session, null),
        commit: () => {
          this.version++;
          this.seats = entry.seats;
          this.status = 'playing';
        },
      };
    }
    if (this.status === 'waiting' && entry.kind !== 'end') {
      return { ok: false, error: new ApiError('NOT_STARTED', 'the table waits for its creator to start it') };
    }
    if (entry.kind === 'end') {
      if (this.meta.options.challenge) {
        return {
          ok: false,
          error: new ApiError('FORBIDDEN', "a challenge's one attempt is left and resumed, not ended"),
        };
      }
      return {
        ok: true,
        summary: this.summaryAfter('finished', this.session, 'ended'),
        commit: () => {
          this.version++;
          this.status = 'finished';
          this.endReason = 'ended';
        },
      };
    }
    if (entry.kind === 'continue') {
      if (this.status === 'playing') {
        return { ok: false, error: new ApiError('DEAL_IN_PROGRESS', 'the deal is still being played') };
      }
      return {
        ok: true,
        summary: this.summaryAfter('playing', this.session, null),
        commit: () => {
          this.version++;
          this.startDeal();
        },
      };
    }
    if (this.status === 'between') {
      return { ok: false, error: new ApiError('DEAL_OVER', 'the deal is over: continue to the next deal') };
    }
    const deal = this.current;
    const next = this.game.apply(deal.state, entry.seat, entry.action);
    if (!next.ok) return { ok: false, error: new ApiError(next.error.code, next.error.message) };
    const outcome = this.game.outcome(next.value);
    if (outcome === undefined) {
      return {
        ok: true,
        summary: null,
        commit: () => {
          this.version++;
          deal.actions.push(dealAction(entry));
          deal.state = next.value;
        },
      };
    }
    const challenge = this.meta.options.challenge;
    const session = challenge
      ? settleIndependent(this.game, this.session, this.dealSession, outcome, challenge.deals)
      : this.game.settle(this.session, outcome);
    const over = this.sessionOver(session);
    return {
      ok: true,
      summary: this.summaryAfter(over ? 'finished' : 'between', session, over ? 'complete' : null),
      commit: () => {
        this.version++;
        deal.actions.push(dealAction(entry));
        deal.state = next.value;
        deal.result = {
          scores: this.game.scores(outcome),
          report: this.game.report(outcome, this.notation),
          totals: session.totals,
        };
        this.session = session;
        this.status = over ? 'finished' : 'between';
        if (over) this.endReason = 'complete';
      },
    };
  }

  private summaryAfter(
    status: TableStatus,
    session: Session<unknown>,
    reason: 'complete' | 'ended' | null,
  ): TableSummary {
    return {
      status,
      dealsPlayed: session.dealsPlayed,
      totals: session.totals,
      result: reason === null ? null : this.resultOf(session, reason),
    };
  }

  private resultOf(session: Session<unknown>, reason: 'complete' | 'ended'): TableResult {
    return {
      reason,
      totals: session.totals,
      dealsPlayed: session.dealsPlayed,
      winner: session.winner,
      humanSeat: this.humanSeat,
      place: placeOf(this.game, session.totals, this.humanSeat),
    };
  }

  summary(): TableSummary {
    return this.summaryAfter(this.status, this.session, this.status === 'finished' ? this.endReason : null);
  }

  /** The seed is shown once the game is over; a challenge's only through the challenge, once its day closes. */
  get seedShown(): boolean {
    return this.status === 'finished' && this.meta.options.challenge === undefined;
  }

  result(): TableResult | null {
    return this.status === 'finished' ? this.resultOf(this.session, this.endReason ?? 'ended') : null;
  }
}

/** A move as its deal keeps it: the stand-in's mark only where the AI made it for a person. */
const dealAction = (entry: LogEntry & { kind: 'act' }): DealRun['actions'][number] =>
  entry.standIn === true
    ? { seat: entry.seat, action: entry.action, standIn: true }
    : { seat: entry.seat, action: entry.action };

/** A log entry as the database keeps it (store.ts): a move in its string form, never its action number. */
export interface StoredEntry {
  readonly kind: LogEntry['kind'];
  readonly seat: Seat;
  /**
   * `play:EA`, `bid:rufer-E`, … in the table's notation for `act`; the seats' holders for `start`
   * (`human,human,strong,normal`); null for `continue` and `end`.
   */
  readonly move: string | null;
  /** The AI made this move for the person who holds the seat (absent or false: the seat's holder did). */
  readonly standIn?: boolean;
}

const SEAT_KINDS: readonly string[] = ['human', ...LEVELS];

/**
 * The stored form of an entry. A move is kept as its string form (engine/moves.ts) because the action
 * number depends on the order of the game's bids: reordering them must not change a stored game.
 */
export function storedEntry(game: AnyGame, notation: Notation, entry: LogEntry): StoredEntry {
  const stored = {
    kind: entry.kind,
    seat: entry.seat,
    move:
      entry.kind === 'act'
        ? formatAction(game, notation, entry.action)
        : entry.kind === 'start'
          ? entry.seats.join(',')
          : null,
  };
  return entry.kind === 'act' && entry.standIn === true ? { ...stored, standIn: true } : stored;
}

/** Reads a stored entry back against the table's game and notation; an error message when it names no move. */
export function readStoredEntry(game: AnyGame, notation: Notation, stored: StoredEntry): Result<LogEntry, string> {
  if (stored.kind === 'start') {
    const seats = (stored.move ?? '').split(',');
    if (!seats.every((k) => SEAT_KINDS.includes(k))) return err(`"${stored.move}": not the seats of a start`);
    return ok({ kind: 'start', seat: stored.seat, seats: seats as SeatKind[] });
  }
  if (stored.kind !== 'act') return ok({ kind: stored.kind, seat: stored.seat });
  if (stored.move === null) return err('an action entry without a move');
  const action = readAction(game, notation, stored.move);
  if (!action.ok) return err(`"${stored.move}": ${action.error}`);
  const entry = { kind: 'act', seat: stored.seat, action: action.value } as const;
  return ok(stored.standIn === true ? { ...entry, standIn: true } : entry);
}
