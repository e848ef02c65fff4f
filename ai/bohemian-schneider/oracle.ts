/**
 * The oracle: plays the perfect-information solver on the true cards, the talon order included. It exists only
 * to measure the real players against perfect knowledge. It takes a whole SchneiderState, never a view, so
 * it cannot be seated where a Bot<SchneiderView> is expected (the types differ; see the tests).
 */
import type { Action } from '../../engine/action.js';
import { type SchneiderState, bohemianSchneider } from '../../engine/bohemian-schneider/index.js';
import type { Oracle } from '../bot.js';
import { rulesInfo } from './rules.js';
import { EXACT } from './solver.js';
import { sharedSolver } from './pimc.js';

export type SchneiderOracle = Oracle<SchneiderState>;

/**
 * The oracle solves to the end of the deal within `exactNodes` solver nodes (almost always: a whole deal
 * takes about a million nodes without trumps); past that (trumps without the duty to follow, early in the
 * deal) it searches `depth` tricks and then uses the leaf model.
 */
export const ORACLE_BUDGET = { exactNodes: 2_000_000, depth: 5 } as const;

/**
 * The honours each legal card brings the seat to act from now on, with every card known (the talon's order
 * too): solved to the end of the deal within the budget, else `depth` tricks and the leaf model (exact false).
 */
export function openMoveValues(state: SchneiderState, legal: readonly Action[]): { values: number[]; exact: boolean } {
  const info = rulesInfo(state.rules);
  const me = bohemianSchneider.toMove(state)!;
  const talon = state.talon.slice(state.drawn);
  const solver = sharedSolver();
  solver.weightsOverride = null;
  const trumpSuit = state.trumpCard >= 0 ? state.trumpCard >> 3 : -1;
  solver.setup(info, trumpSuit, talon, me);
  solver.nodeLimit = solver.nodes + ORACLE_BUDGET.exactNodes;
  const values = solver.moveValues(state.hands, state.leader, state.led, legal, EXACT);
  solver.nodeLimit = Infinity;
  if (!solver.aborted) return { values, exact: true };
  solver.setup(info, trumpSuit, talon, me);
  return { values: solver.moveValues(state.hands, state.leader, state.led, legal, ORACLE_BUDGET.depth), exact: false };
}

export const schneiderOracle: SchneiderOracle = {
  kind: 'oracle',
  act(state) {
    const legal = bohemianSchneider.legalActions(state);
    if (legal.length <= 1) return legal[0]!;
    const { values } = openMoveValues(state, legal);
    let best = 0;
    for (let i = 1; i < legal.length; i++) if (values[i]! > values[best]! + 1e-9) best = i;
    return legal[best]!;
  },
};
