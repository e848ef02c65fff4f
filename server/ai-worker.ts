/**
 * The AI worker thread (run by piscina): one decision per task. It receives only what the seat may know,
 * its view, with the legal actions and a decision seed; the whole state never leaves the main thread.
 */
import type { Action } from '../engine/action.js';
import { botFor } from '../ai/index.js';
import type { AiTask } from './ai-pool.js';

export default function decide(task: AiTask): { action: Action; ms: number } {
  const start = performance.now();
  const action = botFor(task.game, task.level)(task.view, task.legal, task.seed);
  return { action, ms: performance.now() - start };
}
