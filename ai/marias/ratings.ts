/**
 * Mariáš's AI levels at fixed ratings (docs/ratings.md, "The AI levels"), measured in whole sessions against
 * `normal`, the anchor at 1500, by `node dist/bench/ratings/levels.js marias <level> <seeds>` (docs/benchmarks.md,
 * "AI levels' ratings"): the rating from the mean score p, the RD from its standard error se.
 */
import type { LevelRatings } from '../bot.js';

export const LEVEL_RATINGS: LevelRatings = {
  easy: { rating: 1360, deviation: 21 }, // p 0.309, se 0.026, 72 sessions
  strong: { rating: 1597, deviation: 27 }, // p 0.637, se 0.035, 75 sessions
};
