/**
 * Cardavia's Bohemian Schneider players, by level, and the oracle (for measurement only).
 *
 * - easy: plain rules, no search (easy.ts).
 * - normal, strong: determinised search over worlds drawn from the seat's knowledge (pimc.ts, knowledge.ts)
 *   with the perfect-information solver (solver.ts); exact once the talon is empty. They differ only in
 *   budget.
 * - oracle: the solver on the true cards (oracle.ts); it takes a state, so it is not a Bot.
 */
import { type SchneiderView, bohemianSchneider } from '../../engine/bohemian-schneider/index.js';
import { type Bot, type Level, playersOf } from '../bot.js';
import { LEVEL_RATINGS } from './ratings.js';
import { schneiderOracle } from './oracle.js';
import { easySchneider } from './easy.js';
import { SCHNEIDER_BUDGETS, searchPlay } from './pimc.js';
import { schneiderAnalyst } from './analyst.js';

export { type SchneiderOracle, schneiderOracle } from './oracle.js';
export { EXACT, Solver } from './solver.js';
export { type Knowledge, type World, knowledgeOf, sampleWorld, sampleWorlds } from './knowledge.js';
export { SCHNEIDER_BUDGETS, type SearchBudget, searchPlay } from './pimc.js';

export const schneiderBots: Record<Level, Bot<SchneiderView>> = {
  easy: easySchneider,
  normal: (view, legal, seed) => searchPlay(view, legal, seed, SCHNEIDER_BUDGETS.normal),
  strong: (view, legal, seed) => searchPlay(view, legal, seed, SCHNEIDER_BUDGETS.strong),
};

/** The registry's entry for Bohemian Schneider (ai/registry.ts). */
export const players = playersOf(bohemianSchneider, {
  levelRatings: LEVEL_RATINGS,
  bots: schneiderBots,
  oracle: schneiderOracle,
  analyst: schneiderAnalyst,
});
