/**
 * Watten's AI levels at fixed ratings (docs/ratings.md, "The AI levels"), measured in whole sessions against
 * `normal`, the anchor at 1500, by `node dist/bench/ratings/levels.js watten <level> <seeds>` (docs/benchmarks.md,
 * "AI levels' ratings"): the rating from the mean score p, the RD from its standard error se.
 */
import type { LevelRatings } from '../bot.js';

export const LEVEL_RATINGS: LevelRatings = {
  easy: { rating: 1500, deviation: 56 }, // p 0.500, se 0.081, 40 sessions
  strong: { rating: 1553, deviation: 65 }, // p 0.575, se 0.091, 40 sessions
};
