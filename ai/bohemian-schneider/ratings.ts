/**
 * Bohemian Schneider's AI levels at fixed ratings (docs/ratings.md, "The AI levels"), measured in whole sessions against
 * `normal`, the anchor at 1500, by `node dist/bench/ratings/levels.js bohemian-schneider <level> <seeds>` (docs/benchmarks.md,
 * "AI levels' ratings"): the rating from the mean score p, the RD from its standard error se.
 */
import type { LevelRatings } from '../bot.js';

export const LEVEL_RATINGS: LevelRatings = {
  easy: { rating: 1217, deviation: 56 }, // p 0.164, se 0.044, 64 sessions
  strong: { rating: 1572, deviation: 30 }, // p 0.602, se 0.042, 64 sessions
};
