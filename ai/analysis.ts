/**
 * The analysis of a record's decisions (issue 15, docs/analysis.md): for each action of the chosen seats, what
 * the strong player would have done from that seat's information, each legal action's value as strong
 * estimates it, the loss of the action taken against the best and a verdict; and, apart, whether the action
 * was still optimal with every card known (the open-cards solver), which tells "unlucky" from "wrong".
 *
 * Every game with an `analyst` in its players is analysed the same way; nothing here names a game.
 */
import type { Action, Seat } from '../engine/action.js';
import { formatAction, replay, type ReplayStep } from '../engine/record.js';
import type { DecisionAnalysis, OpenVerdict, Thresholds, Verdict } from '../engine/protocol.js';
import { verdictOf } from '../engine/verdict.js';
import type { Analyst } from './bot.js';
import { REGISTRY, type GameModule } from './registry.js';

export type { DecisionAnalysis, OpenVerdict, ValuedAction, Verdict } from '../engine/protocol.js';
export const VERDICTS: readonly Verdict[] = ['best', 'inaccuracy', 'mistake', 'blunder'];

export interface AnalysisOptions {
  /** The seats whose decisions are analysed (default: every seat). */
  readonly seats?: readonly Seat[];
  /** Worlds sampled per decision by the estimate. */
  readonly samples: number;
  /** The analysis is a pure function of the record, the options and this seed. */
  readonly seed: string;
  /** Whether to add the open-cards verdict (default true). */
  readonly open?: boolean;
  /**
   * Whether to ask the strong player for its own choice (default true). The validation reads only the losses and
   * leaves it out, with the open verdict, to halve its cost; `strong` then names the estimate's best action.
   */
  readonly strong?: boolean;
}

export interface SeatSummary {
  readonly seat: Seat;
  readonly decisions: number;
  readonly meanLoss: number;
  readonly verdicts: Readonly<Record<Verdict, number>>;
  /** Decisions that were not optimal with every card known. */
  readonly openErrors: number;
}

export interface RecordAnalysis {
  readonly game: string;
  readonly unit: string;
  readonly thresholds: Thresholds;
  readonly samples: number;
  readonly seed: string;
  readonly decisions: readonly DecisionAnalysis[];
  readonly seats: readonly SeatSummary[];
}

export type AnalysisResult =
  | { readonly kind: 'ok'; readonly analysis: RecordAnalysis }
  | { readonly kind: 'unreadable' | 'illegal' | 'unsupported'; readonly message: string };

export { verdictOf };

/** Values are means of whole game points: rounding to a thousandth keeps the output readable and stable. */
const round = (x: number): number => Math.round(x * 1000) / 1000;
const EPSILON = 1e-9;

/** Analyses one decision: the state before the action, and the action taken. */
export function analyseStep(
  module: GameModule,
  analyst: Analyst,
  notation: Parameters<typeof formatAction>[1],
  step: ReplayStep,
  options: AnalysisOptions,
): DecisionAnalysis {
  const { game, players } = module;
  const legal: readonly Action[] = game.legalActions(step.state);
  const name = (a: Action) => formatAction(game, notation, a);
  const taken = legal.indexOf(step.action);
  const seed = `${options.seed}/${step.deal}/${step.index}`;
  const base = { deal: step.deal, index: step.index, seat: step.seat, action: name(step.action) };
  if (legal.length === 1) {
    const only = [{ action: base.action, value: 0 }];
    return {
      ...base,
      forced: true,
      strong: base.action,
      best: base.action,
      values: only,
      samples: 0,
      exact: true,
      loss: 0,
      verdict: 'best',
      open: options.open === false ? null : { values: only, optimal: true, loss: 0 },
    };
  }
  const view = game.view(step.state, step.seat);
  const estimate = analyst.estimate(view, legal, seed, options.samples);
  const top = Math.max(...estimate.values);
  const bestIndex = estimate.values.findIndex((v) => v > top - EPSILON);
  const strong = options.strong === false ? legal[bestIndex]! : players.bots.strong(view, legal, seed);
  const loss = Math.max(0, top - estimate.values[taken]!);
  let open: OpenVerdict | null = null;
  if (options.open !== false) {
    const exact = analyst.exact(step.state, legal);
    const openTop = Math.max(...exact);
    const openLoss = Math.max(0, openTop - exact[taken]!);
    open = {
      values: legal.map((a, i) => ({ action: name(a), value: round(exact[i]!) })),
      optimal: openLoss < EPSILON,
      loss: round(openLoss),
    };
  }
  return {
    ...base,
    forced: false,
    strong: name(strong),
    best: name(legal[bestIndex]!),
    values: legal.map((a, i) => ({ action: name(a), value: round(estimate.values[i]!) })),
    samples: estimate.samples,
    exact: estimate.exact,
    loss: round(loss),
    verdict: verdictOf(loss, analyst.thresholds),
    open,
  };
}

/** Per seat: decisions (forced actions left out), mean loss, verdict counts, open-cards errors. */
export function summarise(decisions: readonly DecisionAnalysis[], seats: readonly Seat[]): SeatSummary[] {
  return seats.map((seat) => {
    const mine = decisions.filter((d) => d.seat === seat && !d.forced);
    const verdicts = Object.fromEntries(VERDICTS.map((v) => [v, mine.filter((d) => d.verdict === v).length]));
    return {
      seat,
      decisions: mine.length,
      meanLoss: mine.length === 0 ? 0 : round(mine.reduce((s, d) => s + d.loss, 0) / mine.length),
      verdicts: verdicts as Record<Verdict, number>,
      openErrors: mine.filter((d) => d.open !== null && !d.open.optimal).length,
    };
  });
}

/** Analyses every decision of the chosen seats in a `cardavia/1` record. */
export function analyseRecord(json: unknown, options: AnalysisOptions): AnalysisResult {
  const steps: ReplayStep[] = [];
  const result = replay(
    json,
    REGISTRY.map((m) => m.game),
    (step) => steps.push(step),
  );
  if (result.kind === 'unreadable') return { kind: 'unreadable', message: result.message };
  if (result.kind === 'illegal') {
    const { deal, action, code, message } = result.error;
    return { kind: 'illegal', message: `deal ${deal}, action ${action}: ${code}: ${message}` };
  }
  const { game, notation } = result.replayed;
  const module = REGISTRY.find((m) => m.game === game)!;
  const analyst = module.players.analyst;
  if (!analyst) return { kind: 'unsupported', message: `${game.id} has no analysis` };
  const seats = options.seats ?? Array.from({ length: game.seats }, (_, i) => i as Seat);
  const decisions = steps
    .filter((s) => seats.includes(s.seat))
    .map((s) => analyseStep(module, analyst as Analyst, notation, s, options));
  return {
    kind: 'ok',
    analysis: {
      game: game.id,
      unit: analyst.unit,
      thresholds: analyst.thresholds,
      samples: options.samples,
      seed: options.seed,
      decisions,
      seats: summarise(decisions, seats),
    },
  };
}
