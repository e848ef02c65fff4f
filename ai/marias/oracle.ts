/**
 * The oracle: Mariáš's searching player on the true deal, every hand (and the talon) seen. It exists only to
 * measure the real players against perfect knowledge. It takes a whole MariasState, never a view, so it cannot be
 * seated where a Bot<MariasView> is expected.
 *
 * Cards by the solver on the true hands; the trump card, the discard, the claims, the game and the fleks as
 * strong values them (pimc.ts), over the one true world instead of sampled ones and with the hand-set margins and
 * options weighed (budgets.ts `HAND_SET_MARGINS`, `OPTIONS_WEIGHED`, so that a change of strong's leaves the
 * yardstick as it was); the auction of `licitovany` as the easy player's.
 */
import { add, union } from '../../engine/cardset.js';
import { type MariasState, marias } from '../../engine/marias/index.js';
import type { Oracle } from '../bot.js';
import { easyMarias } from './easy.js';
import type { World } from './knowledge.js';
import { HAND_SET_MARGINS, OPTIONS_WEIGHED } from './budgets.js';
import { decideByWorlds, playByWorlds } from './pimc.js';
import { sharedSolver } from './solver.js';

export type MariasOracle = Oracle<MariasState>;

/** Table nodes one solve of the oracle may take. */
const ORACLE_NODES = 3_000_000;

/** The true world: the hands (F's with his trump card while it lies aside) and the talon or stock. */
export function trueWorld(s: MariasState): World {
  const f = (s.dealer + 1) % 3;
  return {
    hands: s.hands.map((h, q) => (q === f && s.trumpAside ? add(h, s.trumpCard) : h)),
    rest: union(s.talon, s.stock),
  };
}

export const mariasOracle: MariasOracle = {
  kind: 'oracle',
  act(s) {
    const seat = marias.toMove(s)!;
    const legal = marias.legalActions(s);
    if (legal.length === 1) return legal[0]!;
    const v = marias.view(s, seat);
    const solver = sharedSolver();
    solver.budget = ORACLE_NODES;
    const world = trueWorld(s);
    const out =
      s.stage === 'play'
        ? playByWorlds(v, legal, [world.hands], solver)
        : decideByWorlds(v, legal, [world], solver, Infinity, HAND_SET_MARGINS, OPTIONS_WEIGHED);
    return out ?? easyMarias(v, legal, 'oracle');
  },
};
