/**
 * Schnapsen's AI levels at fixed ratings (docs/ratings.md, "The AI levels"), measured in whole sessions against
 * `normal`, the anchor at 1500, by `node dist/bench/ratings/levels.js schnapsen <level> <seeds>` (docs/benchmarks.md,
 * "AI levels' ratings"): the rating from the mean score p, the RD from its standard error se.
 */
import type { LevelRatings } from '../bot.js';

export const LEVEL_RATINGS: LevelRatings = {
  easy: { rating: 1309, deviation: 40 }, // p 0.250, se 0.043, 100 sessions
  strong: { rating: 1608, deviation: 33 }, // p 0.650, se 0.043, 100 sessions
};
