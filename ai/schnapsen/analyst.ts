/**
 * Schnapsen's analyst (issue 15, docs/analysis.md): the strong player's own search, given the analysis's budget,
 * values every legal action (each card, the exchange, closing, each marriage) in game points for the seat, the
 * deal's 1 to 3 (SN-14, SN-15), won positive and lost negative; the open-cards solver gives the same with the
 * talon's order known.
 */
import { type SchnapsenState, type SchnapsenView, schnapsen } from '../../engine/schnapsen/index.js';
import type { Analyst } from '../bot.js';
import { searchValues, sharedSolver } from './pimc.js';

/**
 * A world's solve may run to two million nodes here (the strong player stops at 120,000 and, at the first lead,
 * falls back to rules of thumb): the analysis values the first lead too. Every world asked for is searched.
 */
const WORLD_NODES = 2_000_000;

export const schnapsenAnalyst: Analyst<SchnapsenView, SchnapsenState> = {
  unit: 'game points',
  // A deal is worth 1 to 3 game points either way: giving away a third of a point in expectation is a mistake,
  // most of a point (a deal turned from won to lost is 2 or more) a blunder.
  thresholds: { inaccuracy: 0.15, mistake: 0.35, blunder: 0.75 },
  estimate: (view, legal, seed, samples) =>
    searchValues(view, legal, seed, {
      samples,
      minSamples: samples,
      maxNodes: Infinity,
      worldNodes: WORLD_NODES,
    }),
  exact(state, legal) {
    const solver = sharedSolver();
    solver.nodeLimit = Infinity;
    return solver.actionValues(state, schnapsen.toMove(state)!, legal);
  },
};
