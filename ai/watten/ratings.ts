/**
 * Watten's AI levels at fixed ratings (docs/ratings.md, "The AI levels"), measured in whole sessions against
 * `normal`, the anchor at 1500, by `node dist/bench/ratings/levels.js watten <level> <seeds>` (docs/benchmarks.md,
 * "AI levels' ratings"): the rating from the mean score p, the RD from its standard error se.
 */
import type { LevelRatings } from '../bot.js';

export const LEVEL_RATINGS: LevelRatings = {
  easy: { rating: 1472, deviation: 30 }, // p 0.460, se 0.043, 100 sessions
  // Measured again with strong's raising of the sixth round (early from 0.7), on seeds of its own (ratings47w).
  strong: { rating: 1664, deviation: 31 }, // p 0.720, se 0.036, 100 sessions
};
