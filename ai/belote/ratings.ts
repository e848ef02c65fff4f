/**
 * Belote's AI levels at fixed ratings (docs/ratings.md, "The AI levels"), measured in whole sessions against
 * `normal`, the anchor at 1500, by `node dist/bench/ratings/levels.js belote <level> <seeds>` (docs/benchmarks.md,
 * "AI levels' ratings"): the rating from the mean score p, the RD from its standard error se.
 */
import type { LevelRatings } from '../bot.js';

export const LEVEL_RATINGS: LevelRatings = {
  easy: { rating: 1430, deviation: 48 }, // p 0.400, se 0.067, 20 sessions
  strong: { rating: 1500, deviation: 73 }, // p 0.500, se 0.105, 20 sessions
};
