/**
 * What the AI worker computes for the review and the hints (docs/review.md), kept apart from the pool so
 * that the server can run the same code in its own thread when its runner has no pool (tests' fakes):
 * one decision of a finished deal analysed (replayed from the deal's record), a hint from a seat's view
 * alone, and the structured reason another action was better, read through the game's definition only.
 */
import { analyseStep } from '../ai/analysis.js';
import type { Analyst } from '../ai/bot.js';
import { REGISTRY, gameModule } from '../ai/registry.js';
import type { Action, Seat } from '../engine/action.js';
import type { Notation } from '../engine/cards.js';
import type { AnyGame, BaseView } from '../engine/game.js';
import type { Reason } from '../engine/protocol.js';
import { formatAction, replay, type ReplayStep } from '../engine/record.js';
import type { AnalysisAnswer, AnalysisTask, HintAnswer, HintTask } from './ai-pool.js';

/**
 * The card points of the trick the seat would take by playing `action` last to it, or null when the seat is
 * not the last to the trick or would not take it. Read from the seat's own view after the action: the trick
 * it completes holds only cards the seat has seen.
 */
export function trickTaken(game: AnyGame, state: unknown, seat: Seat, action: Action): number | null {
  const before = game.view(state, seat) as BaseView;
  if (before.trick.cards.length !== game.seats - 1) return null;
  const next = game.apply(state, seat, action);
  if (!next.ok) return null;
  const after = game.view(next.value, seat) as BaseView;
  if (after.tricks.length !== before.tricks.length + 1) return null;
  const trick = after.tricks[after.tricks.length - 1]!;
  if (trick.winner !== seat) return null;
  return game.trickPoints ? game.trickPoints(after, trick.cards) : 0;
}

/**
 * Why `better` beats the action taken (`taken`, or null for a hint, where nothing is taken yet): a bid in the
 * auction is worth more; a card played last to a trick would have taken it (and the one played did not);
 * else it is worth `gain` more on average, in the analyst's unit.
 */
export function reasonFor(
  game: AnyGame,
  notation: Notation,
  state: unknown,
  seat: Seat,
  better: Action,
  taken: Action | null,
  gain: number,
  unit: string,
): Reason {
  const name = formatAction(game, notation, better);
  if (game.phase(state) === 'auction') return { kind: 'bid-value', better: name, gain, unit };
  const points = trickTaken(game, state, seat, better);
  if (points !== null && (taken === null || trickTaken(game, state, seat, taken) === null)) {
    return { kind: 'wins-trick', better: name, points };
  }
  return { kind: 'value', better: name, gain, unit };
}

/** One decision of a finished deal: replayed from the record to the decision, analysed, with its reason. */
export function analyseDecision(task: AnalysisTask): AnalysisAnswer {
  let step: ReplayStep | null = null;
  const replayed = replay(
    task.record,
    REGISTRY.map((m) => m.game),
    (s) => {
      if (s.deal === task.deal && s.index === task.index) step = s;
    },
  );
  if (replayed.kind !== 'ok') throw new Error(`the record does not replay: ${replayed.kind}`);
  const found = step as ReplayStep | null;
  if (found === null) throw new Error(`no action ${task.index} in deal ${task.deal}`);
  const { game, notation } = replayed.replayed;
  const module = gameModule(game.id)!;
  const analyst = module.players.analyst as Analyst | undefined;
  if (!analyst) throw new Error(`${game.id} has no analyst`);
  const decision = analyseStep(module, analyst, notation, found, { samples: task.samples, seed: task.seed });
  if (decision.verdict === 'best') return { decision, reason: null };
  const legal = game.legalActions(found.state);
  const better = legal.find((a) => formatAction(game, notation, a) === decision.best)!;
  const reason = reasonFor(game, notation, found.state, found.seat, better, found.action, decision.loss, analyst.unit);
  return { decision, reason };
}

/** The strong player's choice from the seat's view, and each legal action's estimate from that view only. */
export function hintFrom(task: HintTask): HintAnswer {
  const { players } = gameModule(task.game)!;
  const action = players.bots.strong(task.view, task.legal, task.seed);
  const analyst = players.analyst as Analyst | undefined;
  if (!analyst || task.legal.length < 2) return { action, values: [], samples: 0 };
  const estimate = analyst.estimate(task.view, task.legal, task.seed, task.samples);
  return { action, values: estimate.values, samples: estimate.samples };
}
