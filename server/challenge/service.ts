/**
 * The daily challenge on the server (docs/challenge.md): each person's one attempt at a day's game, an
 * ordinary table made from the day's seed (day.ts) whose deals are independent (engine/challenge.ts); each
 * finished deal's result stored as it ends (store.ts); and what the API serves from the stored results alone:
 * the day, the standings, a deal's field with the field's choices at each of the person's decisions. Nothing
 * here is kept in memory but the secret, which is the same on every instance.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { games } from '../../ai/registry.js';
import type { AnyGame } from '../../engine/game.js';
import type {
  ChallengeDayGame,
  ChallengeDayResponse,
  ChallengeDealResponse,
  ChallengeDecision,
  ChallengeHistoryResponse,
  ChallengeStandingsResponse,
  SeatChoice,
  TableInfo,
} from '../../engine/protocol.js';
import { formatAction } from '../../engine/record.js';
import { ApiError, type ErrorCode } from '../protocol.js';
import type { Store } from '../store.js';
import type { TableGame } from '../table.js';
import type { ChallengeHooks, Tables } from '../tables.js';
import { newTableId } from '../tables/registry.js';
import {
  type DayKey,
  type DayPhase,
  MIN_SECRET_BYTES,
  dayCloses,
  dayCommitment,
  dayKeyAt,
  dayOpens,
  dayPhase,
  daySeed,
} from './day.js';
import { type DayStanding, scoreChallenge, scoreDeal } from './matchpoints.js';
import type { ChallengeStore } from './store.js';

/** The variable that gives every instance the secret the days' seeds derive from (day.ts). */
export const SECRET_VARIABLE = 'CARDAVIA_CHALLENGE_SECRET';

/** The standings list the first this many, and the person's own line. */
export const STANDINGS_SHOWN = 100;

/** An error of the challenge's own, with its status (the API's contract, docs/challenge.md "API"). */
export class ChallengeError extends ApiError {
  constructor(code: string, status: number, message: string) {
    super(code as ErrorCode, message);
    (this as { status: number }).status = status;
  }
}

const closedError = () => new ChallengeError('CHALLENGE_CLOSED', 409, 'the challenge of this day is not open');

/** The game's challenge, its rules (the defaults) and deck. */
function setting(game: AnyGame) {
  return { ...game.challenge, rules: game.rulesToJson(game.defaultRules) };
}

/** A deal's actions as stored: `<seat>:<record form>` each, space-separated. */
export function actionsText(t: TableGame, deal: number): string {
  return t.deals[deal]!.actions.map((a) => `${a.seat}:${formatAction(t.game, t.notation, a.action)}`).join(' ');
}

export interface ChallengeOptions {
  readonly tables: Tables;
  readonly store: Store;
  /** The secret from the configuration (at least 32 bytes); without it, one kept in the database. */
  readonly secret?: string;
  /** The clock (tests pass their own). */
  readonly now?: () => number;
  /**
   * How long a request waits for the table of an attempt that another request claimed before it makes the table
   * itself (the other one failed between its claim and its table): CLAIM_WAIT_MS unless a test gives its own.
   */
  readonly claimWaitMs?: number;
  readonly log: FastifyBaseLogger;
}

/** See ChallengeOptions.claimWaitMs: far longer than making a table takes, even on a loaded machine. */
export const CLAIM_WAIT_MS = 10_000;
/** How often a request looks for the claimed table's row meanwhile. */
const CLAIM_POLL_MS = 50;

/** Each person's day in one game: his standing among everyone's, from the stored results. */
interface DayField {
  readonly standings: DayStanding<string>[];
  readonly byPlayer: Map<string, DayStanding<string>>;
  /** Deals finished per person. */
  readonly finished: Map<string, number>;
}

export class Challenges implements ChallengeHooks {
  private readonly store: ChallengeStore;
  private readonly tables: Tables;
  private readonly now: () => number;
  private readonly log: FastifyBaseLogger;
  private secretKept: Promise<string> | null = null;
  /** The attempts being made here, by day, game and person: a second request at once awaits the first's. */
  private readonly starting = new Map<string, Promise<string>>();

  constructor(private readonly options: ChallengeOptions) {
    this.store = options.store.challenges;
    this.tables = options.tables;
    this.now = options.now ?? (() => Date.now());
    this.log = options.log;
    const given = options.secret;
    if (given !== undefined && Buffer.byteLength(given) < MIN_SECRET_BYTES) {
      throw new Error(`${SECRET_VARIABLE} needs at least ${MIN_SECRET_BYTES} bytes`);
    }
    options.tables.challenge = this;
  }

  /** The secret: the configuration's, or the one the database keeps (made by the first instance that asks). */
  private secret(): Promise<string> {
    if (this.options.secret !== undefined) return Promise.resolve(this.options.secret);
    this.secretKept ??= this.store.secret(randomBytes(32).toString('hex')).catch((e: unknown) => {
      this.secretKept = null;
      throw e;
    });
    return this.secretKept;
  }

  /** The day a key names: `today` is the current day in Vienna. */
  day(key: string): DayKey {
    return key === 'today' ? dayKeyAt(this.now()) : key;
  }

  phase(day: DayKey): DayPhase {
    return dayPhase(day, this.now());
  }

  private async seed(game: AnyGame, day: DayKey): Promise<string> {
    return daySeed(await this.secret(), game.id, day);
  }

  // The tables' hooks (tables.ts).

  check(t: TableGame, what: 'act' | 'record' | 'share'): void {
    const phase = this.phase(t.meta.options.challenge!.day);
    if (what === 'act' && phase === 'closed') throw closedError();
    if (what !== 'act' && phase !== 'closed') {
      throw new ApiError('NOT_FINISHED', "a challenge's deals are revealed when its day closes");
    }
  }

  dealt(t: TableGame, deal: number): void {
    this.keep(t, deal).catch((e: unknown) =>
      this.log.error({ err: e, table: t.meta.id, deal }, 'cannot store a challenge result'),
    );
  }

  /** Stores a finished deal's result, once; not after the day closed (the seed is public then). */
  private async keep(t: TableGame, deal: number): Promise<void> {
    const challenge = t.meta.options.challenge!;
    const result = t.deals[deal]?.result;
    if (!result || this.phase(challenge.day) === 'closed') return;
    await this.store.addResult({
      day: challenge.day,
      game: t.game.id,
      deal,
      player: t.meta.owner,
      score: result.scores[t.humanSeat]!,
      actions: actionsText(t, deal),
      at: this.now(),
    });
  }

  /** Whatever a person's table finished that the results lack (a write that failed): stored now. */
  private async reconcile(table: string): Promise<void> {
    const t = await this.tables.game(table);
    for (const run of t.deals) if (run.result !== null) await this.keep(t, run.index);
  }

  // The API (routes.ts).

  gameOf(id: string): AnyGame {
    const game = games.find((g) => g.id === id);
    if (!game) throw new ApiError('NOT_FOUND', `no game "${id}"`);
    return game;
  }

  /** The person's attempt, made on the first request (the day open), the same table on every later one. */
  async start(dayKey: string, gameId: string, player: string): Promise<{ table: TableInfo }> {
    const day = this.day(dayKey);
    const game = this.gameOf(gameId);
    if (this.phase(day) !== 'open') throw closedError();
    const key = JSON.stringify([day, game.id, player]);
    let attempt = this.starting.get(key);
    if (attempt === undefined) {
      attempt = this.attempt(day, game, player).finally(() => this.starting.delete(key));
      this.starting.set(key, attempt);
    }
    return { table: (await this.tables.info(await attempt, player)).table };
  }

  /**
   * One attempt per person, day and game (docs/challenge.md): the attempt's row is claimed, with the id its table
   * will have, before the table is made. Of two requests at once, on two instances perhaps, only the one whose
   * claim was stored makes a table; the other waits for it. Had both made a table and then claimed, the loser's
   * table would be a second, playable copy of the day's deals in the person's list of games.
   */
  private async attempt(day: DayKey, game: AnyGame, player: string): Promise<string> {
    const kept = await this.store.attempt(day, game.id, player);
    if (kept !== undefined) {
      await this.awaitTable(kept, day, game, player);
      await this.reconcile(kept);
      return kept;
    }
    const mine = newTableId();
    const claimed = await this.store.addAttempt(day, game.id, player, mine, this.now());
    if (claimed === mine) await this.makeTable(mine, day, game, player);
    else await this.awaitTable(claimed, day, game, player);
    return claimed;
  }

  /**
   * The claimed table, made by the request whose claim it is; or, if it is still missing after the wait, made here
   * (that request failed between its claim and its table). Its deals depend only on the day, game and seat, so
   * whichever request makes it makes the same table.
   */
  private async awaitTable(id: string, day: DayKey, game: AnyGame, player: string): Promise<void> {
    const polls = Math.ceil((this.options.claimWaitMs ?? CLAIM_WAIT_MS) / CLAIM_POLL_MS);
    for (let i = 0; ; i++) {
      if ((await this.options.store.table(id)) !== undefined) return;
      if (i >= polls) break;
      await sleep(CLAIM_POLL_MS);
    }
    this.log.warn({ table: id, day, game: game.id }, 'a claimed challenge table was never made: making it');
    await this.makeTable(id, day, game, player);
  }

  private async makeTable(id: string, day: DayKey, game: AnyGame, player: string): Promise<void> {
    const { deals, seat, rules } = setting(game);
    const seats: SeatChoice[] = Array.from({ length: game.seats }, (_, s) => (s === seat ? 'human' : 'strong'));
    await this.tables.create(
      player,
      { game: game.id, rules, seats, hints: false },
      {
        id,
        seed: await this.seed(game, day),
        options: { challenge: { day, deals }, sessionDeals: deals, hints: false },
      },
    );
  }

  /** Everyone's standing on a day's game, from the stored results (matchpoints.ts). */
  private async field(day: DayKey, game: string): Promise<DayField> {
    const rows = await this.store.results(day, game);
    const deals: { id: string; score: number }[][] = [];
    const finished = new Map<string, number>();
    for (const r of rows) {
      (deals[r.deal] ??= []).push({ id: r.player, score: r.score });
      finished.set(r.player, (finished.get(r.player) ?? 0) + 1);
    }
    const standings = scoreChallenge(deals.filter((d) => d !== undefined));
    return { standings, byPlayer: new Map(standings.map((s) => [s.id, s])), finished };
  }

  async dayInfo(dayKey: string, player: string): Promise<ChallengeDayResponse> {
    const day = this.day(dayKey);
    const phase = this.phase(day);
    const list = await Promise.all(
      games.map(async (game): Promise<ChallengeDayGame> => {
        const { deals, seat, rules } = setting(game);
        const seed = await this.seed(game, day);
        const table = player === '' ? undefined : await this.store.attempt(day, game.id, player);
        // The whole field is scored only for a person with an attempt (his rank); else its size is counted.
        const field = table === undefined ? null : await this.field(day, game.id);
        const own = field?.byPlayer.get(player);
        return {
          game: game.id,
          deals,
          seat,
          rules,
          commitment: dayCommitment(seed),
          ...(phase === 'closed' ? { seed } : {}),
          field: field ? field.standings.length : await this.store.fieldSize(day, game.id),
          mine:
            table === undefined
              ? null
              : {
                  table,
                  finished: field?.finished.get(player) ?? 0,
                  percent: own?.percentage ?? null,
                  rank: own?.rank ?? null,
                },
        };
      }),
    );
    return {
      day,
      phase,
      opens: new Date(dayOpens(day)).toISOString(),
      closes: new Date(dayCloses(day)).toISOString(),
      games: list,
    };
  }

  async standings(dayKey: string, gameId: string, player: string): Promise<ChallengeStandingsResponse> {
    const day = this.day(dayKey);
    const game = this.gameOf(gameId);
    const { standings } = await this.field(day, game.id);
    const shown = standings.filter((s, i) => i < STANDINGS_SHOWN || s.id === player);
    const names = await this.store.names(shown.map((s) => s.id));
    return {
      day,
      game: game.id,
      phase: this.phase(day),
      field: standings.length,
      median: median(standings.map((s) => s.percentage)),
      standings: shown.map((s) => ({
        rank: s.rank,
        name: names.get(s.id) ?? null,
        percent: s.percentage,
        deals: s.deals,
        you: s.id === player,
      })),
    };
  }

  async deal(dayKey: string, gameId: string, deal: number, player: string): Promise<ChallengeDealResponse> {
    const day = this.day(dayKey);
    const game = this.gameOf(gameId);
    const { deals, seat } = setting(game);
    if (deal >= deals) throw new ApiError('NOT_FOUND', `the day has ${deals} deals`);
    const closed = this.phase(day) === 'closed';
    const table = player === '' ? undefined : await this.store.attempt(day, game.id, player);
    let rows = await this.store.results(day, game.id, deal);
    if (!rows.some((r) => r.player === player) && table !== undefined && !closed) {
      await this.reconcile(table);
      rows = await this.store.results(day, game.id, deal);
    }
    const own = rows.find((r) => r.player === player);
    if (!own && !closed) {
      throw new ChallengeError('NOT_FINISHED', 403, 'the field of a deal is shown once you have finished it');
    }
    const scored = scoreDeal(rows.map((r) => ({ id: r.player, score: r.score })));
    const byScore = new Map<number, { score: number; count: number; percent: number }>();
    for (const s of scored) {
      const line = byScore.get(s.score) ?? { score: s.score, count: 0, percent: s.percentage };
      line.count++;
      byScore.set(s.score, line);
    }
    const mine = scored.find((s) => s.id === player);
    const sequences = own ? await this.store.actions(day, game.id, deal) : [];
    return {
      deal,
      field: rows.length,
      results: [...byScore.values()].sort((a, b) => b.score - a.score),
      yours: mine ? { score: mine.score, percent: mine.percentage, rank: mine.rank } : null,
      decisions: own ? decisionsOf(sequences.find((s) => s.player === player)!.actions, sequences, seat) : [],
      ...(own && table !== undefined ? { review: `/api/tables/${table}/deals/${deal}/review` } : {}),
      ...(closed && table !== undefined ? { record: `/api/challenge/${day}/${game.id}/record` } : {}),
    };
  }

  /** The person's record of a closed day's game (signed as any table's), for `cardavia verify`. */
  async record(dayKey: string, gameId: string, player: string) {
    const day = this.day(dayKey);
    const game = this.gameOf(gameId);
    if (this.phase(day) !== 'closed') {
      throw new ApiError('NOT_FINISHED', "a challenge's records are revealed when its day closes");
    }
    const table = player === '' ? undefined : await this.store.attempt(day, game.id, player);
    if (table === undefined) throw new ApiError('NOT_FOUND', 'you made no attempt at this challenge');
    return this.tables.record(table);
  }

  async history(player: string): Promise<ChallengeHistoryResponse> {
    if (player === '') return { days: [] };
    const days = await this.store.daysOf(player);
    const lines = await Promise.all(
      days.map(async ({ day, game }) => {
        const field = await this.field(day, game);
        const own = field.byPlayer.get(player);
        return own
          ? { day, game, percent: own.percentage, rank: own.rank, field: field.standings.length, deals: own.deals }
          : null;
      }),
    );
    return { days: lines.filter((l) => l !== null) };
  }
}

/** The median of a list of percentages, or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The field's choices at each of the person's decisions (docs/challenge.md, "What the field will show"): a
 * position is the deal and the actions before it, the same for everyone who played those actions (the AI's
 * replies depend on the seed and the actions alone); its field is everyone whose actions began the same way.
 */
export function decisionsOf(
  mine: string,
  sequences: readonly { readonly actions: string }[],
  seat: number,
): ChallengeDecision[] {
  const own = mine === '' ? [] : mine.split(' ');
  let reached = sequences.map((s) => (s.actions === '' ? [] : s.actions.split(' ')));
  const decisions: ChallengeDecision[] = [];
  own.forEach((step, index) => {
    if (index > 0) reached = reached.filter((other) => other[index - 1] === own[index - 1]);
    const colon = step.indexOf(':');
    if (Number(step.slice(0, colon)) !== seat) return;
    const counts = new Map<string, number>();
    for (const other of reached) {
      const choice = other[index];
      if (choice !== undefined) counts.set(choice, (counts.get(choice) ?? 0) + 1);
    }
    const total = reached.length;
    decisions.push({
      index,
      seat,
      chosen: step.slice(colon + 1),
      reached: total,
      choices: [...counts]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .map(([action, count]) => ({ action: action.slice(action.indexOf(':') + 1), count, share: count / total })),
    });
  });
  return decisions;
}
