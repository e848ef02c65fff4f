/**
 * Cardavia's Belote players, by level, and the oracle (issue 33, point 3).
 *
 * - easy: rules of thumb a club player would recognise, no search (easy.ts).
 * - normal, strong: worlds drawn from the seat's knowledge (knowledge.ts), each solved with every hand open
 *   (solver.ts, the search kit's alpha-beta), the card of best mean score played (pimc.ts). Strong weighs the
 *   worlds by the bids and solves more of them per card; both take and bid as the easy player (budgets.ts):
 *   strong's own bids by solving worlds (pimc.ts `searchBids`) lost to easy's and wait for their calibration.
 * - the analyst (analyst.ts): strong's worlds and solver value every legal action (cards, the belote, the
 *   declaration, takes, bids, contre and surcontre) for `cardavia analyse`, the hints and the reviews.
 * - oracle: the same on the true deal (oracle.ts); it takes a state, so it is not a Bot.
 *
 * No bot signals to its partner: each reads only its own view.
 */
import { type BeloteView, belote } from '../../engine/belote/index.js';
import { type Bot, type Level, playersOf } from '../bot.js';
import { LEVEL_RATINGS } from './ratings.js';
import { beloteAnalyst } from './analyst.js';
import { BELOTE_BUDGETS } from './budgets.js';
import { easyBelote } from './easy.js';
import { beloteOracle } from './oracle.js';
import { searchPlay } from './pimc.js';

export { easyBelote } from './easy.js';
export { type BeloteOracle, beloteOracle } from './oracle.js';
export { BELOTE_BUDGETS } from './budgets.js';
export { Solver } from './solver.js';

export const beloteBots: Record<Level, Bot<BeloteView>> = {
  easy: easyBelote,
  normal: (view, legal, seed) => searchPlay(view, legal, seed, BELOTE_BUDGETS.normal),
  strong: (view, legal, seed) => searchPlay(view, legal, seed, BELOTE_BUDGETS.strong),
};

/** The registry's entry for Belote (ai/registry.ts). */
export const players = playersOf(belote, {
  levelRatings: LEVEL_RATINGS,
  bots: beloteBots,
  oracle: beloteOracle,
  analyst: beloteAnalyst,
});
