/**
 * The AI players run in a pool of worker threads (piscina), so the server's event loop never waits on a
 * bot's thinking. A task carries one seat's view, the legal actions and a decision seed: nothing else.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Action } from '../engine/action.js';
import type { Level } from '../engine/protocol.js';

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

/** Decides for AI seats; the server depends on this shape only (tests may pass their own). */
export interface AiRunner {
  decide(task: AiTask): Promise<AiAnswer>;
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

  constructor(threads: number) {
    this.pool = new Piscina({
      filename: workerFile(),
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
      // Plain message events, no Atomics.wait/notify: measured no slower, and kinder to a busy main thread.
      atomics: 'disabled',
    });
  }

  decide(task: AiTask): Promise<AiAnswer> {
    return this.pool.run(task) as Promise<AiAnswer>;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
