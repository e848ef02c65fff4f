/**
 * Cardavia's Schnapsen players, by level, and the oracle (for measurement only).
 *
 * - easy: plain rules of thumb, no search (easy.ts).
 * - normal, strong: determinised search over worlds drawn from the seat's knowledge (pimc.ts, knowledge.ts),
 *   each solved exactly by the open-cards solver (solver.ts); exact once the talon is exhausted. They differ
 *   only in budget; strong's plays the first trick by the easy player's rules and searches every consistent
 *   layout once they are few.
 * - oracle: the solver on the true cards (oracle.ts); it takes a state, so it is not a Bot.
 */
import { type SchnapsenView, schnapsen } from '../../engine/schnapsen/index.js';
import { type Bot, type Level, playersOf } from '../bot.js';
import { LEVEL_RATINGS } from './ratings.js';
import { schnapsenAnalyst } from './analyst.js';
import { easySchnapsen } from './easy.js';
import { schnapsenOracle } from './oracle.js';
import { type SearchBudget, searchPlay } from './pimc.js';

export { type SchnapsenOracle, schnapsenOracle } from './oracle.js';
export { Solver } from './solver.js';
export { type Knowledge, type World, knowledgeOf, sampleWorld, worldState } from './knowledge.js';
export { type SearchBudget, searchPlay } from './pimc.js';

/**
 * How much each searching level does per decision (see SearchBudget). Measured on one core
 * (`node dist/bench/schnapsen/bots.js timing 40`): normal decides in about 5 ms (p95 17 ms), strong in about
 * 21 ms (p95 58 ms). A whole deal ahead costs a world tens of thousands of nodes, so at the first trick
 * strong's budget held 5 worlds, which chose worse than the easy player's rules at the same decisions: strong
 * now plays the first trick by those rules (its opening budget searches no world), +0.101 [0.049, 0.153] a deal
 * against the strong of before over 2,000 duplicate deals (docs/ai.md, "Where the Schnapsen margin is"); from
 * the second trick on it searches up to 40 worlds, or every consistent layout once they are 40 or fewer.
 */
export const SCHNAPSEN_BUDGETS: Record<'normal' | 'strong', SearchBudget> = {
  normal: { samples: 6, minSamples: 1, maxNodes: 20_000, worldNodes: 40_000 },
  strong: {
    samples: 40,
    minSamples: 2,
    maxNodes: 100_000,
    worldNodes: 120_000,
    opening: { maxNodes: 0, worldNodes: 0 },
    // Every layout once where there are at most 40 (6 at most from the fifth trick of the open talon): exact where
    // 40 samples were an estimate, and fewer solves; +0.010 [-0.005, 0.025] against sampling (issue 34).
    enumerate: 40,
  },
};

export const schnapsenBots: Record<Level, Bot<SchnapsenView>> = {
  easy: easySchnapsen,
  normal: (view, legal, seed) => searchPlay(view, legal, seed, SCHNAPSEN_BUDGETS.normal),
  strong: (view, legal, seed) => searchPlay(view, legal, seed, SCHNAPSEN_BUDGETS.strong),
};

/** The registry's entry for Schnapsen (ai/registry.ts). */
export const players = playersOf(schnapsen, {
  levelRatings: LEVEL_RATINGS,
  bots: schnapsenBots,
  oracle: schnapsenOracle,
  analyst: schnapsenAnalyst,
});
