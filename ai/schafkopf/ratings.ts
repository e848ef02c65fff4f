/**
 * Schafkopf's AI levels at fixed ratings (docs/ratings.md, "The AI levels"), measured in whole sessions against
 * `normal`, the anchor at 1500, by `node dist/bench/ratings/levels.js schafkopf <level> <seeds>` (docs/benchmarks.md,
 * "AI levels' ratings"): the rating from the mean score p, the RD from its standard error se.
 */
import type { LevelRatings } from '../bot.js';

export const LEVEL_RATINGS: LevelRatings = {
  easy: { rating: 1416, deviation: 15 }, // p 0.382, se 0.020, 128 sessions
  strong: { rating: 1536, deviation: 17 }, // p 0.552, se 0.025, 128 sessions
};
