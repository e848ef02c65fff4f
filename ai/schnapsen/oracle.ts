/**
 * The oracle: plays the open-cards solver on the true deal, the talon order included. It exists only to
 * measure the real players against perfect knowledge. It takes a whole SchnapsenState, never a view, so it
 * cannot be seated where a Bot<SchnapsenView> is expected (the types differ; see the tests).
 */
import { type SchnapsenState, schnapsen } from '../../engine/schnapsen/index.js';
import type { Oracle } from '../bot.js';
import { sharedSolver } from './pimc.js';

export type SchnapsenOracle = Oracle<SchnapsenState>;

export const schnapsenOracle: SchnapsenOracle = {
  kind: 'oracle',
  act(state) {
    const legal = schnapsen.legalActions(state);
    if (legal.length <= 1) return legal[0]!;
    const solver = sharedSolver();
    solver.nodeLimit = Infinity;
    const values = solver.actionValues(state, schnapsen.toMove(state)!, legal);
    let best = 0;
    for (let i = 1; i < legal.length; i++) if (values[i]! > values[best]!) best = i;
    return legal[best]!;
  },
};
