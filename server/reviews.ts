/**
 * The review of finished deals (docs/review.md): each deal's analysis for the holder's seat, computed once
 * in the AI pool and stored, and the `DealReview` the site reads.
 *
 * The analysis never delays play: a queue feeds the pool one decision at a time, only while no task (a bot's
 * decision, a hint) waits for a thread, and never more than max(1, threads - 1) analyses at once, so a bot's
 * turn waits at most for one decision's analysis. A deal is queued when it ends, and again when someone asks
 * for its review and it is neither stored nor queued (after a restart); a review someone waits for goes first.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Analyst } from '../ai/bot.js';
import { gameModule } from '../ai/registry.js';
import type { Seat } from '../engine/action.js';
import type { BaseView } from '../engine/game.js';
import type { DealReview, DecisionAnalysis, Reason, Thresholds } from '../engine/protocol.js';
import { formatAction } from '../engine/record.js';
import type { AiRunner, AnalysisAnswer, AnalysisTask } from './ai-pool.js';
import { analyseDecision } from './judge.js';
import { ApiError } from './protocol.js';
import { recordOf } from './record.js';
import type { Store } from './store.js';
import type { TableGame } from './table.js';

/** Worlds sampled per decision by the review's analysis (docs/review.md). */
export const REVIEW_SAMPLES = 48;

/** A deal's analysis for one seat, as stored (the `analysis` of a DealReview). */
export interface StoredAnalysis {
  readonly unit: string;
  readonly thresholds: Thresholds;
  readonly samples: number;
  readonly decisions: readonly DecisionAnalysis[];
  readonly reasons: readonly (Reason | null)[];
}

interface Job {
  readonly key: string;
  readonly table: string;
  readonly deal: number;
  readonly seat: Seat;
  readonly analyst: Analyst;
  readonly record: unknown;
  /** The seat's actions in the deal, by their index in it. */
  readonly indices: readonly number[];
  readonly answers: (AnalysisAnswer | undefined)[];
  next: number;
  running: number;
  failed: boolean;
}

const keyOf = (table: string, deal: number, seat: Seat) => `${table}/${deal}/${seat}`;

/** The seed of a deal's analysis: the table's id and the deal (docs/review.md), nothing secret. */
export const analysisSeed = (table: string, deal: number) => `${table}/${deal}`;

/** The table's record up to and with deal `deal`, without its secret seed: what an analysis task replays. */
function recordUpTo(t: TableGame, deal: number): unknown {
  const r = recordOf(t);
  return {
    format: r.format,
    game: r.game,
    rules: r.rules,
    deck: r.deck,
    firstDealer: r.firstDealer,
    deals: r.deals.slice(0, deal + 1),
  };
}

/** Whether a deal of the table is over: it has a result, or the table ended during it. */
export function dealOver(t: TableGame, deal: number): boolean {
  const run = t.deals[deal];
  return run !== undefined && (run.result !== null || t.status === 'finished');
}

export class Analyses {
  private readonly jobs: Job[] = [];
  private readonly byKey = new Map<string, Job>();
  private running = 0;
  private closed = false;
  /** At most this many analyses in the pool at once. */
  readonly limit: number;
  /** Whether deals are analysed as they end: only with a pool (a runner without one computes on request). */
  readonly auto: boolean;
  private readonly run: (task: AnalysisTask) => Promise<AnalysisAnswer>;

  constructor(
    private readonly runner: AiRunner,
    private readonly store: Store,
    private readonly samples: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.limit = Math.max(1, (runner.threads ?? 1) - 1);
    this.auto = runner.analyse !== undefined;
    this.run = runner.analyse
      ? (task) => runner.analyse!(task)
      : (task) =>
          new Promise((resolve, reject) =>
            setImmediate(() => {
              try {
                resolve(analyseDecision(task));
              } catch (e) {
                reject(e);
              }
            }),
          );
  }

  /** The stored analysis, or null; `pending` when it is being computed. */
  async stored(table: string, deal: number, seat: Seat): Promise<StoredAnalysis | null> {
    const row = await this.store.analysis(table, deal, seat);
    return row ? (JSON.parse(row.json) as StoredAnalysis) : null;
  }

  pending(table: string, deal: number, seat: Seat): boolean {
    return this.byKey.has(keyOf(table, deal, seat));
  }

  /**
   * Queues the seat's decisions of a finished deal, unless they are stored or queued already; `front` when
   * someone waits for them (a review asked for), else behind the others. Nothing for a game without analyst.
   */
  async queue(t: TableGame, deal: number, seat: Seat, front: boolean): Promise<void> {
    const table = t.meta.id;
    const key = keyOf(table, deal, seat);
    const queued = () => {
      const job = this.byKey.get(key);
      if (job && front && this.jobs.indexOf(job) > 0) {
        this.jobs.splice(this.jobs.indexOf(job), 1);
        this.jobs.unshift(job);
      }
      return job !== undefined;
    };
    if (queued() || this.closed || !dealOver(t, deal)) return;
    if (await this.store.analysis(table, deal, seat)) return;
    // Someone else may have queued it while the store answered.
    if (queued() || this.closed) return;
    const analyst = gameModule(t.game.id)?.players.analyst as Analyst | undefined;
    if (!analyst) return;
    // The moves the AI made for the seat's person are not hers to be judged (issue 30): left out.
    const indices = t.deals[deal]!.actions.flatMap((a, i) => (a.seat === seat && !a.standIn ? [i] : []));
    const job: Job = {
      key,
      table,
      deal,
      seat,
      analyst,
      record: recordUpTo(t, deal),
      indices,
      answers: [],
      next: 0,
      running: 0,
      failed: false,
    };
    this.byKey.set(key, job);
    if (front) this.jobs.unshift(job);
    else this.jobs.push(job);
    if (indices.length === 0) return this.finish(job);
    this.pump();
  }

  /** Feeds the pool while it has room: no task waiting for a thread, fewer analyses in it than the limit. */
  pump(): void {
    while (!this.closed && this.running < this.limit && (this.runner.waiting?.() ?? 0) === 0) {
      const job = this.jobs.find((j) => j.next < j.indices.length);
      if (!job) return;
      const i = job.next++;
      this.running++;
      job.running++;
      const task: AnalysisTask = {
        kind: 'analyse',
        record: job.record,
        deal: job.deal,
        index: job.indices[i]!,
        samples: this.samples,
        seed: analysisSeed(job.table, job.deal),
      };
      this.run(task)
        .then(
          (answer) => {
            job.answers[i] = answer;
          },
          (e: unknown) => {
            if (!this.closed) this.log.error({ err: e, table: job.table, deal: job.deal }, 'analysis failed');
            job.failed = true;
          },
        )
        .finally(() => {
          this.running--;
          job.running--;
          if (job.next === job.indices.length && job.running === 0) void this.finish(job);
          this.pump();
        });
    }
  }

  /** Stores a job's analysis once every decision is in; a failed one is dropped, to be asked again. */
  private async finish(job: Job): Promise<void> {
    this.jobs.splice(this.jobs.indexOf(job), 1);
    // Pending until stored: a review asking meanwhile waits for this one rather than queueing another.
    try {
      if (!job.failed && !this.closed) await this.put(job);
    } finally {
      this.byKey.delete(job.key);
    }
  }

  private async put(job: Job): Promise<void> {
    const answers = job.answers as AnalysisAnswer[];
    const analysis: StoredAnalysis = {
      unit: job.analyst.unit,
      thresholds: job.analyst.thresholds,
      samples: this.samples,
      decisions: answers.map((a) => a.decision),
      reasons: answers.map((a) => a.reason),
    };
    try {
      await this.store.putAnalysis({
        tableId: job.table,
        deal: job.deal,
        seat: job.seat,
        samples: this.samples,
        json: JSON.stringify(analysis),
        createdAt: Date.now(),
      });
    } catch (e) {
      this.log.error({ err: e, table: job.table, deal: job.deal }, 'cannot store an analysis');
    }
  }

  /** Stops feeding the pool; queued analyses are forgotten (a review asks for them again). */
  close(): void {
    this.closed = true;
    this.jobs.length = 0;
    this.byKey.clear();
  }

  /** For tests: analyses in the pool now. */
  get inPool(): number {
    return this.running;
  }
}

/**
 * The review of a finished deal for a person's seat (the creator's for a visitor): every card, the actions, the
 * result, and the stored analysis, queued at the front when it is not there yet. `name` is how the answer names
 * the table (its id, or the share token for a visitor).
 */
export async function dealReview(
  t: TableGame,
  deal: number,
  analyses: Analyses,
  store: Store,
  name: string,
  seat: Seat = t.humanSeat,
): Promise<DealReview> {
  const run = t.deals[deal];
  if (!run) throw new ApiError('NOT_FOUND', 'no such deal');
  if (!dealOver(t, deal)) throw new ApiError('DEAL_IN_PROGRESS', 'the deal is reviewed once it is over');
  const id = t.meta.id;
  let analysis = await analyses.stored(id, deal, seat);
  const analysable = gameModule(t.game.id)?.players.analyst !== undefined;
  if (analysis === null && analysable) await analyses.queue(t, deal, seat, true);
  // The queue may have finished it at once (a seat without a decision).
  analysis ??= await analyses.stored(id, deal, seat);
  return {
    table: name,
    deal,
    seat,
    game: t.game.id,
    deck: t.meta.options.deck,
    notation: t.notation,
    seats: t.game.seats,
    dealer: run.dealer,
    cards: run.cards,
    hands: Array.from({ length: t.game.seats }, (_, s) => (t.game.view(run.initial, s) as BaseView).hand),
    actions: run.actions.map((a) => ({
      seat: a.seat,
      action: formatAction(t.game, t.notation, a.action),
      ...(a.standIn ? { standIn: a.standIn } : {}),
    })),
    result: run.result && { scores: run.result.scores, report: run.result.report },
    pending: analysis === null && analyses.pending(id, deal, seat),
    analysis,
    hinted: await store.hints(id, deal, seat),
  };
}
