/**
 * Cardavia's Mariáš players, by level, and the oracle (issue 32, point 3).
 *
 * - easy: plain rules of thumb, no search (easy.ts).
 * - normal, strong: worlds drawn from the seat's knowledge (knowledge.ts), each solved with every hand open
 *   (solver.ts, the search kit's alpha-beta), the card of best mean value played (pimc.ts). Strong also chooses
 *   the trump card, the discard, the claims, the game and the fleks by solving worlds; normal takes the easy
 *   player's choices there and solves fewer worlds per card (budgets.ts).
 * - the analyst (analyst.ts): strong's worlds and solver value every legal action in units for the seat, for
 *   `cardavia analyse`, the hints and the reviews.
 * - oracle: the same on the true deal (oracle.ts); it takes a state, so it is not a Bot.
 *
 * No bot signals to its partner: each reads only its own view.
 */
import { type MariasView, marias } from '../../engine/marias/index.js';
import { type Bot, type Level, playersOf } from '../bot.js';
import { LEVEL_RATINGS } from './ratings.js';
import { mariasAnalyst } from './analyst.js';
import { MARIAS_BUDGETS } from './budgets.js';
import { easyMarias } from './easy.js';
import { mariasOracle } from './oracle.js';
import { searchPlay } from './pimc.js';

export { easyMarias } from './easy.js';
export { type MariasOracle, mariasOracle } from './oracle.js';
export { MARIAS_BUDGETS } from './budgets.js';
export { Solver } from './solver.js';

export const mariasBots: Record<Level, Bot<MariasView>> = {
  easy: easyMarias,
  normal: (view, legal, seed) => searchPlay(view, legal, seed, MARIAS_BUDGETS.normal),
  strong: (view, legal, seed) => searchPlay(view, legal, seed, MARIAS_BUDGETS.strong),
};

/** The registry's entry for Mariáš (ai/registry.ts). */
export const players = playersOf(marias, {
  levelRatings: LEVEL_RATINGS,
  bots: mariasBots,
  oracle: mariasOracle,
  analyst: mariasAnalyst,
});
