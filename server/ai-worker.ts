/**
 * The AI worker thread (run by piscina): one task at a time. A bot's decision or a hint receives only what
 * the seat may know, its view, with the legal actions and a seed; the whole state never leaves the main
 * thread for them. An analysis receives a finished deal's record (server/judge.ts).
 */
import type { Action } from '../engine/action.js';
import { botFor } from '../ai/index.js';
import type { AiTask, AnalysisAnswer, AnalysisTask, HintAnswer, HintTask } from './ai-pool.js';
import { analyseDecision, hintFrom } from './judge.js';

type Task = (AiTask & { readonly kind?: 'decide' }) | HintTask | AnalysisTask;

export default function work(task: Task): { action: Action; ms: number } | HintAnswer | AnalysisAnswer {
  if (task.kind === 'hint') return hintFrom(task);
  if (task.kind === 'analyse') return analyseDecision(task);
  const start = performance.now();
  const action = botFor(task.game, task.level)(task.view, task.legal, task.seed);
  return { action, ms: performance.now() - start };
}
