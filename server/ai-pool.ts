/**
 * The AI players run in a pool of worker threads (piscina), so the server's event loop never waits on a
 * bot's thinking. A bot's task carries one seat's view, the legal actions and a decision seed: nothing else;
 * so does a hint's. An analysis task carries a finished deal's record (docs/review.md): it is the server's
 * to give, the deal being over.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Action } from '../engine/action.js';
import type { DecisionAnalysis, Level, Reason } from '../engine/protocol.js';

/**
 * The options the AI workers start with: the server's own, less the V8 heap and stack sizes a worker refuses
 * (a server started as `node --max-old-space-size=2048 dist/server/main.js` stopped at start with
 * ERR_WORKER_INVALID_EXEC_ARGV; the sizes are the main thread's, a worker keeps its defaults), and without
 * require(esm) (see the pool's construction).
 */
const WORKER_REFUSES = /^--(max-old-space-size|max-semi-space-size|max-young-generation-size|stack-size)(=|$)/;
export function workerExecArgv(execArgv: readonly string[]): string[] {
  return [...execArgv.filter((flag) => !WORKER_REFUSES.test(flag)), '--no-experimental-require-module'];
}

export interface AiTask {
  /** A game id of the registry (ai/registry.ts): the worker reads the same registry. */
  readonly game: string;
  readonly level: Level;
  readonly view: unknown;
  readonly legal: readonly Action[];
  readonly seed: string;
}

export interface AiAnswer {
  readonly action: Action;
  /** How long the bot thought, in the worker. */
  readonly ms: number;
}

/** A hint: the strong player's choice and each legal action's estimate, from the seat's view alone. */
export interface HintTask {
  readonly kind: 'hint';
  readonly game: string;
  readonly view: unknown;
  readonly legal: readonly Action[];
  readonly seed: string;
  readonly samples: number;
}

export interface HintAnswer {
  readonly action: Action;
  /** Per legal action, in order; empty for a game without an analyst. */
  readonly values: readonly number[];
  readonly samples: number;
}

/** One decision of a finished deal to analyse: the record up to that deal, and where the decision is. */
export interface AnalysisTask {
  readonly kind: 'analyse';
  /** A `cardavia/1` record of the table's deals up to and with the analysed one (no seed, no commitment). */
  readonly record: unknown;
  readonly deal: number;
  /** The action's place in its deal. */
  readonly index: number;
  readonly samples: number;
  readonly seed: string;
}

export interface AnalysisAnswer {
  readonly decision: DecisionAnalysis;
  readonly reason: Reason | null;
}

/**
 * Decides for AI seats; the server depends on this shape only (tests may pass their own). A runner without
 * `hint` or `analyse` has them computed in the server's own thread (server/reviews.ts), on request only.
 */
export interface AiRunner {
  decide(task: AiTask): Promise<AiAnswer>;
  hint?(task: HintTask): Promise<HintAnswer>;
  analyse?(task: AnalysisTask): Promise<AnalysisAnswer>;
  /** Tasks waiting for a free thread (piscina's queueSize): analyses are fed only while none wait. */
  waiting?(): number;
  /** The pool's threads: at most max(1, threads - 1) analyses are in it at once. */
  readonly threads?: number;
  close(): Promise<void>;
}

/**
 * The compiled worker: next to this module when running from dist/, else (tests run the TypeScript
 * sources) the copy `npm run build` put in dist/server/.
 */
function workerFile(): string {
  const beside = new URL('./ai-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(beside))) return beside.href;
  const built = new URL('../dist/server/ai-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return built.href;
  throw new Error('the AI worker is not built: run `npm run build` first');
}

export class AiPool implements AiRunner {
  private readonly pool: Piscina;

  constructor(readonly threads: number) {
    this.pool = new Piscina({
      filename: workerFile(),
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
      // Plain message events, no Atomics.wait/notify: measured no slower, and kinder to a busy main thread.
      atomics: 'disabled',
      // Piscina loads the worker with require() first, import() after. Node 20 may require an ES module, but
      // not one with a top-level await (ai/registry.ts): it fails half-way, and the import() after it can then
      // trip an internal assertion that ends the process at start (nodejs/node#55500). Without require(esm)
      // the require() fails at once and the import() loads the worker cleanly.
      execArgv: workerExecArgv(process.execArgv),
    });
  }

  decide(task: AiTask): Promise<AiAnswer> {
    return this.pool.run(task) as Promise<AiAnswer>;
  }

  hint(task: HintTask): Promise<HintAnswer> {
    return this.pool.run(task) as Promise<HintAnswer>;
  }

  analyse(task: AnalysisTask): Promise<AnalysisAnswer> {
    return this.pool.run(task) as Promise<AnalysisAnswer>;
  }

  waiting(): number {
    return this.pool.queueSize;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
