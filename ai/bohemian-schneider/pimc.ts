/**
 * The searching players (normal, strong): determinised search, also called perfect-information Monte Carlo.
 *
 * Worlds (the opponent's hand and the talon order) are drawn from exactly what the seat knows, then
 * resampled by how well they explain the opponent's past answers (knowledge.ts). Each world is searched by
 * the perfect-information solver (solver.ts) for the value of every candidate card: to the end of the deal
 * when few tricks remain, else a few tricks deep and then the leaf model. The card with the best mean wins:
 * the mean game points for the seat (its points minus the opponent's; a leaf model's estimate of the final
 * honours counts as a normal spread around it), then the mean honour difference, then the lowest card.
 * Once the talon is empty nothing is hidden: one exact solve decides. Every budget is counted in samples
 * and solver nodes, never in time, so a decision is a pure function of the view and the seed.
 */
import type { Action } from '../../engine/action.js';
import type { Card } from '../../engine/cards.js';
import type { Mask } from '../../engine/cardset.js';
import { maskOf } from '../../engine/cardset.js';
import type { SchneiderView } from '../../engine/bohemian-schneider/index.js';
import { seededRandom } from '../../engine/random.js';
import { ANSWER_MODEL, type AnswerModel, type Knowledge, knowledgeOf, sampleWorlds } from './knowledge.js';
import { type RulesInfo } from './rules.js';
import { EXACT, Solver, representatives } from './solver.js';
import type { EvalWeights } from './weights.js';

export interface SearchBudget {
  /** Worlds sampled per decision (at most). */
  readonly samples: number;
  /** Fewer worlds once the solver has visited this many nodes in the decision (at least `minSamples`). */
  readonly maxNodes: number;
  readonly minSamples: number;
  /** Tricks searched before the leaf model, while the talon lasts. */
  readonly depth: number;
  /**
   * Solve to the end of the deal when at most this many tricks remain (the current one included), unless
   * the first world alone takes more than twice `maxNodes`.
   */
  readonly exactTricks: number;
  /** Leaf model weights instead of the rules family's fitted ones (for experiments). */
  readonly weights?: EvalWeights;
  /** Spread of the leaf model's final honours per root of the honours left beyond the horizon (default 0.6). */
  readonly sigmaScale?: number;
  /** How to read the opponent's answers (default ANSWER_MODEL; null: not at all). */
  readonly answerModel?: AnswerModel | null;
}

/**
 * How much each searching level does per card decision (see SearchBudget). Measured on one core: normal
 * decides in under 1 ms typically (p95 about 2 ms), strong in about 4-7 ms (p95 about 25-35 ms).
 */
export const SCHNEIDER_BUDGETS: Record<'normal' | 'strong', SearchBudget> = {
  normal: { samples: 12, minSamples: 6, maxNodes: 20_000, depth: 2, exactTricks: 6 },
  strong: { samples: 40, minSamples: 16, maxNodes: 150_000, depth: 3, exactTricks: 8 },
};

/** One solver per process: its tables are allocated once and invalidated per search. */
let shared: Solver | undefined;
export const sharedSolver = (): Solver => (shared ??= new Solver(18));

/** The candidate cards: one of each class of cards that are interchangeable for everything unseen. */
export function candidates(k: Knowledge, legal: readonly Action[]): Card[] {
  let outside = k.unseen;
  if (k.trumpInTalon >= 0) outside |= 1 << k.trumpInTalon;
  if (k.led >= 0) outside |= 1 << k.led;
  const reps = representatives(k.info, k.trumpSuit, maskOf(legal), outside >>> 0);
  return legal.filter((c) => ((reps >>> c) & 1) === 1);
}

/** Tricks left in the deal, the one in progress included. */
export function tricksLeft(k: Knowledge): number {
  let inHands = 0;
  for (let m = k.hand; m !== 0; m &= m - 1) inHands++;
  return (inHands + k.oppHandSize + k.talonCount + (k.led >= 0 ? 1 : 0)) / 2;
}

export function searchPlay(view: SchneiderView, legal: readonly Action[], seed: string, budget: SearchBudget): Action {
  if (legal.length === 1) return legal[0]!;
  const moves = candidates(knowledgeOf(view), legal);
  if (moves.length === 1) return moves[0]!;
  const { points, honours } = searchValues(view, moves, seed, budget);
  return pickBest(moves, points, honours);
}

/**
 * Each move's game points for the seat and final honours, summed over the worlds searched (the strong player
 * compares sums, exactly as before this was split out; the analysis divides by `samples`).
 */
export interface MoveValues {
  readonly points: number[];
  readonly honours: number[];
  /** Worlds searched (1 when nothing is hidden: one exact solve). */
  readonly samples: number;
  /** Whether every world was solved to the end of the deal (no leaf model). */
  readonly exact: boolean;
  /** Whether nothing was hidden (the talon is empty). */
  readonly open: boolean;
}

/** Values the given moves (legal cards, or their representatives) from the view, within the budget. */
export function searchValues(
  view: SchneiderView,
  moves: readonly Card[],
  seed: string,
  budget: SearchBudget,
): MoveValues {
  const k = knowledgeOf(view);
  const solver = sharedSolver();
  solver.weightsOverride = budget.weights ?? null;
  const info = k.info;
  const me = k.me;
  const mine = k.honours[me]!;
  const hands: Mask[] = [0, 0];
  hands[me] = k.hand;

  solver.nodeLimit = Infinity;
  if (k.talonCount === 0) {
    // Perfect information: the opponent holds every unseen card.
    hands[1 - me] = k.unseen;
    solver.setup(info, k.trumpSuit, [], me);
    const values = solver.moveValues(hands, k.leader, k.led, moves, EXACT);
    return {
      points: values.map((v) => info.netPoints[mine + v]!),
      honours: values.map((v) => mine + v),
      samples: 1,
      exact: true,
      open: true,
    };
  }

  const left = tricksLeft(k);
  // Solve each world to the end when few tricks remain, unless the first world alone overruns the budget
  // (trumps without the duty to follow make some positions far harder): then search to the depth limit.
  let exact = left <= budget.exactTricks;
  const outstanding = info.totalHonours - k.honours[0]! - k.honours[1]!;
  // The spread of the final honours the leaf model leaves open: the honours still out after the horizon.
  const sigma = (budget.sigmaScale ?? SIGMA_SCALE) * Math.sqrt((outstanding * Math.max(0, left - budget.depth)) / left);
  const random = seededRandom(`bs-pimc/${seed}`);
  const points = new Float64Array(moves.length);
  const honours = new Float64Array(moves.length);
  const startNodes = solver.nodes;
  const model = budget.answerModel === undefined ? ANSWER_MODEL : budget.answerModel;
  const worlds = sampleWorlds(k, budget.samples, random, model);
  let done = 0;
  for (let s = 0; s < budget.samples; s++) {
    if (done >= budget.minSamples && solver.nodes - startNodes > budget.maxNodes) break;
    const world = worlds[s]!;
    hands[1 - me] = world.oppHand;
    solver.setup(info, k.trumpSuit, world.talon, me);
    solver.nodeLimit = exact ? startNodes + EXACT_NODE_FACTOR * budget.maxNodes : Infinity;
    const values = solver.moveValues(hands, k.leader, k.led, moves, exact ? EXACT : budget.depth);
    if (solver.aborted) {
      if (done > 0) break;
      exact = false;
      s--;
      continue;
    }
    for (let i = 0; i < moves.length; i++) {
      const final = mine + values[i]!;
      points[i] = points[i]! + (exact ? info.netPoints[final]! : expectedNet(info, final, sigma));
      honours[i] = honours[i]! + final;
    }
    done++;
  }
  solver.nodeLimit = Infinity;
  return { points: Array.from(points), honours: Array.from(honours), samples: done, exact, open: false };
}

/** An exact solve may use this many times the soft node budget before the search falls back. */
const EXACT_NODE_FACTOR = 2;

/** Scale of the leaf model's uncertainty (see searchPlay). */
const SIGMA_SCALE = 0.6;

/** Highest points, then highest honours, then the first (lowest) card. */
function pickBest(moves: readonly Card[], points: readonly number[], honours: readonly number[]): Card {
  let best = 0;
  for (let i = 1; i < moves.length; i++) {
    const dp = points[i]! - points[best]!;
    if (dp > 1e-9 || (dp > -1e-9 && honours[i]! > honours[best]! + 1e-9)) best = i;
  }
  return moves[best]!;
}

/**
 * The expected net game points when my final honours are about `mean`, spread as a normal law of deviation
 * `sigma` rounded to whole honours (sigma 0: exactly `mean`, rounded).
 */
export function expectedNet(info: RulesInfo, mean: number, sigma: number): number {
  const total = info.totalHonours;
  if (sigma < 0.05) return info.netPoints[Math.min(total, Math.max(0, Math.round(mean)))]!;
  let sum = 0;
  let below = 0;
  for (let h = 0; h <= total; h++) {
    const upTo = h === total ? 1 : normalCdf((h + 0.5 - mean) / sigma);
    sum += (upTo - below) * info.netPoints[h]!;
    below = upTo;
  }
  return sum;
}

/** The standard normal distribution function (Abramowitz-Stegun 7.1.26 for erf, error < 1.5e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}
