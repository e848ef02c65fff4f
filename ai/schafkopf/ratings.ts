/**
 * Schafkopf's AI levels at fixed ratings (docs/ratings.md, "The AI levels"), measured in whole sessions against
 * `normal`, the anchor at 1500, by `node dist/bench/ratings/levels.js schafkopf <level> <seeds>` (docs/benchmarks.md,
 * "AI levels' ratings"): the rating from the mean score p, the RD from its standard error se.
 */
import type { LevelRatings } from '../bot.js';

export const LEVEL_RATINGS: LevelRatings = {
  easy: { rating: 1449, deviation: 126 }, // p 0.427, se 0.177, 32 sessions
  strong: { rating: 1471, deviation: 124 }, // p 0.458, se 0.177, 32 sessions
};
