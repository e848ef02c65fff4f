/**
 * The searching players (normal, strong): determinised search, also called perfect-information Monte Carlo.
 *
 * Worlds (the opponent's hand and the talon order) are drawn from exactly what the seat knows (knowledge.ts);
 * in each, the open-cards solver (solver.ts) gives the exact value of every legal action: the exchange, the
 * closing and each marriage as much as each card. The action with the best mean game points wins (SN-14,
 * SN-15); ties go to the easy player's choice when it is among them, else to the first. Once the talon is
 * exhausted nothing is hidden: one exact solve decides, so the play is perfect. Every budget is counted in
 * worlds and solver nodes, never in time, so a decision is a pure function of the view and the seed.
 */
import type { Action } from '../../engine/action.js';
import { seededRandom } from '../../engine/random.js';
import { STOCK_SIZE, type SchnapsenView } from '../../engine/schnapsen/index.js';
import { easySchnapsen } from './easy.js';
import { knowledgeOf, sampleWorld, worldState } from './knowledge.js';
import { Solver } from './solver.js';

export interface SearchBudget {
  /** Worlds sampled per decision (at most). */
  readonly samples: number;
  /** No new world once the decision's solves have visited this many nodes (after at least `minSamples`). */
  readonly maxNodes: number;
  readonly minSamples: number;
  /**
   * A world whose solve passes this many nodes is abandoned; if the first one is, the decision falls back to
   * the easy player's rules (only ever early in a deal, where the whole deal lies ahead).
   */
  readonly worldNodes: number;
  /** The solver's value range in the worlds (Solver.valueRange): 3, exact game points, unless given. */
  readonly valueRange?: number;
  /**
   * `maxNodes` and `worldNodes` at the first trick (nothing drawn yet, the talon not closed), where a world is
   * a whole deal and costs the most. Strong's is 0 and 0: no world, the easy player's rules decide, which chose
   * better there than its 5 worlds did (docs/ai.md, "Where the Schnapsen margin is").
   */
  readonly opening?: { readonly maxNodes: number; readonly worldNodes: number };
}

/** One solver per process: its table is allocated once and invalidated per search. */
let shared: Solver | undefined;
export const sharedSolver = (): Solver => (shared ??= new Solver(18));

export function searchPlay(view: SchnapsenView, legal: readonly Action[], seed: string, budget: SearchBudget): Action {
  return searchDecision(view, legal, seed, budget).action;
}

/** searchPlay's action with the worlds it rests on (0: the easy player's rules decided; bench/schnapsen). */
export function searchDecision(
  view: SchnapsenView,
  legal: readonly Action[],
  seed: string,
  budget: SearchBudget,
): { action: Action; samples: number } {
  if (legal.length === 1) return { action: legal[0]!, samples: 0 };
  const estimate = searchValues(view, legal, seed, budget);
  if (estimate.samples === 0) return { action: easySchnapsen(view, legal, seed), samples: 0 };
  return { action: pickBest(view, legal, estimate.values), samples: estimate.samples };
}

/**
 * Each legal action's mean game points for the seat over the worlds searched (the sums when the budget runs
 * out are divided by the worlds done). No world at all (the first one overran `worldNodes`) gives samples 0.
 */
export function searchValues(
  view: SchnapsenView,
  legal: readonly Action[],
  seed: string,
  budget: SearchBudget,
): { values: number[]; samples: number; exact: boolean } {
  const k = knowledgeOf(view);
  const solver = sharedSolver();
  const me = view.seat;
  if (view.talonCount === 0) {
    // Perfect information: the opponent holds every unseen card.
    solver.nodeLimit = Infinity;
    const values = solver.actionValues(worldState(view, { oppHand: k.unseen, talon: [] }), me, legal);
    return { values, samples: 1, exact: true };
  }
  const opening = budget.opening !== undefined && view.closedBy === null && view.talonCount === STOCK_SIZE;
  const maxNodes = opening ? budget.opening!.maxNodes : budget.maxNodes;
  const worldNodes = opening ? budget.opening!.worldNodes : budget.worldNodes;
  const random = seededRandom(`sn-pimc/${seed}`);
  const sums = new Float64Array(legal.length);
  const start = solver.nodes;
  solver.valueRange = budget.valueRange ?? 3;
  let done = 0;
  for (let s = 0; s < budget.samples; s++) {
    if (done >= budget.minSamples && solver.nodes - start > maxNodes) break;
    const world = sampleWorld(k, random);
    solver.nodeLimit = solver.nodes + worldNodes;
    const values = solver.actionValues(worldState(view, world), me, legal);
    if (solver.aborted) break;
    for (let i = 0; i < legal.length; i++) sums[i] = sums[i]! + values[i]!;
    done++;
  }
  solver.nodeLimit = Infinity;
  solver.aborted = false;
  solver.valueRange = 3;
  return { values: Array.from(sums, (x) => (done > 0 ? x / done : 0)), samples: done, exact: false };
}

/** The action with the highest value; among equals the easy player's choice, else the first. */
function pickBest(view: SchnapsenView, legal: readonly Action[], values: readonly number[]): Action {
  const top = Math.max(...values);
  const best = legal.filter((_, i) => values[i]! > top - 1e-9);
  if (best.length === 1) return best[0]!;
  const easy = easySchnapsen(view, best, '');
  return best.includes(easy) ? easy : best[0]!;
}
