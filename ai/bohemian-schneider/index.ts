/** Cardavia's Bohemian Schneider players, by level, and the oracle (for measurement only). */
import type { SchneiderView } from '../../engine/bohemian-schneider.js';
import type { Bot, Level } from '../bot.js';
import { easySchneider } from './easy.js';
import { type SearchBudget, searchPlay } from './pimc.js';

export { type SchneiderOracle, schneiderOracle } from './oracle.js';
export { Solver, EXACT } from './solver.js';
export { knowledgeOf, sampleWorld } from './knowledge.js';

/** How much each searching level does per card decision (see pimc.ts). */
export const SCHNEIDER_BUDGETS: Record<'normal' | 'strong', SearchBudget> = {
  normal: { samples: 12, minSamples: 6, maxNodes: 20_000, depth: 2, exactTricks: 6 },
  strong: { samples: 40, minSamples: 16, maxNodes: 150_000, depth: 3, exactTricks: 8 },
};

export const schneiderBots: Record<Level, Bot<SchneiderView>> = {
  easy: easySchneider,
  normal: (view, legal, seed) => searchPlay(view, legal, seed, SCHNEIDER_BUDGETS.normal),
  strong: (view, legal, seed) => searchPlay(view, legal, seed, SCHNEIDER_BUDGETS.strong),
};
