/**
 * The oracle: Belote's searching player on the true deal, every hand (and the cards still to be dealt, in their
 * order) seen. It exists only to measure the real players against perfect knowledge. It takes a whole
 * BeloteState, never a view, so it cannot be seated where a Bot<BeloteView> is expected.
 *
 * Its cards by the solver on the true hands; its taking, bids, contres and surcontres as strong values them
 * (pimc.ts), with the same margins, over the one true world instead of sampled ones.
 */
import { type BeloteState, belote } from '../../engine/belote/index.js';
import type { Oracle } from '../bot.js';
import { easyBelote } from './easy.js';
import type { World } from './knowledge.js';
import { decideByWorlds } from './pimc.js';
import { sharedSolver } from './solver.js';

export type BeloteOracle = Oracle<BeloteState>;

/** Table nodes one solve of the oracle may take. */
const ORACLE_NODES = 3_000_000;

/** The true world: the hands and the cards still to be dealt (BE-8). */
export const trueWorld = (s: BeloteState): World => ({ hands: s.hands, stock: s.stock });

export const beloteOracle: BeloteOracle = {
  kind: 'oracle',
  act(s) {
    const seat = belote.toMove(s)!;
    const legal = belote.legalActions(s);
    if (legal.length === 1) return legal[0]!;
    const v = belote.view(s, seat);
    const solver = sharedSolver();
    solver.budget = ORACLE_NODES;
    return decideByWorlds(v, legal, [trueWorld(s)], solver) ?? easyBelote(v, legal, 'oracle');
  },
};
