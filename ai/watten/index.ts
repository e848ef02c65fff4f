/**
 * Cardavia's Watten players, by level, the oracle, and two measurement bots (issue 31, point 3).
 *
 * - easy: plain rules of thumb, no search (easy.ts).
 * - normal, strong: worlds drawn from the seat's knowledge (knowledge.ts), each solved exactly with every hand
 *   open (solver.ts, the search kit's alpha-beta), the stake decided from the chance of winning (pimc.ts).
 *   Strong draws more worlds, weighs them by the announcements and raises, and reads its chance recalibrated
 *   before a stake decision (the open worlds overrate it); normal solves fewer worlds, takes every world alike and
 *   reads the chance as it is. Strong's raises are polarised, near-certain deals and a few bluffs; normal raises
 *   from a raw chance of 0.7 and never bluffs (pimc.ts says why).
 * - the analyst (analyst.ts): strong's worlds and stake rules value every legal action for `cardavia analyse`,
 *   the hints and the reviews.
 * - oracle: the solver on the true cards (oracle.ts); it takes a state, so it is not a Bot.
 * - always-hold and always-fold: normal in everything but the answer to a raise, which they give blindly; for
 *   measuring how exploitable strong's raising is (bench/watten/versus.ts, bench/watten/variants.ts). Built on
 *   normal, they differ from normal in the answer alone, so strong − always-hold against strong − normal asks
 *   whether strong punishes a fixed answer more than normal's judgement (built on strong, they could not: no
 *   player beats its own copy that merely never folds by more than it beats a weaker one).
 *
 * No bot signals to its partner: each reads only its own view.
 */
import { FOLD, HOLD, type WattenView, watten } from '../../engine/watten/index.js';
import { type Bot, type Level, playersOf } from '../bot.js';
import { LEVEL_RATINGS } from './ratings.js';
import { easyWatten } from './easy.js';
import { wattenOracle } from './oracle.js';
import { wattenAnalyst } from './analyst.js';
import { WATTEN_BUDGETS } from './budgets.js';
import { searchPlay } from './pimc.js';

export { type WattenOracle, wattenOracle } from './oracle.js';
export { Solver } from './solver.js';
export { easyWatten } from './easy.js';

export { WATTEN_BUDGETS } from './budgets.js';

export const wattenBots: Record<Level, Bot<WattenView>> = {
  easy: easyWatten,
  normal: (view, legal, seed) => searchPlay(view, legal, seed, WATTEN_BUDGETS.normal),
  strong: (view, legal, seed) => searchPlay(view, legal, seed, WATTEN_BUDGETS.strong),
};

/** Measurement bots: normal, but answering every raise of the other side the same way. */
export const alwaysHold: Bot<WattenView> = (view, legal, seed) =>
  legal.includes(HOLD) ? HOLD : wattenBots.normal(view, legal, seed);
export const alwaysFold: Bot<WattenView> = (view, legal, seed) =>
  legal.includes(FOLD) ? FOLD : wattenBots.normal(view, legal, seed);

/** The registry's entry for Watten (ai/registry.ts). */
export const players = playersOf(watten, {
  levelRatings: LEVEL_RATINGS,
  bots: wattenBots,
  oracle: wattenOracle,
  analyst: wattenAnalyst,
});
