/**
 * Mariáš's AI levels at fixed ratings (docs/ratings.md, "The AI levels"), measured in whole sessions against
 * `normal`, the anchor at 1500, by `node dist/bench/ratings/levels.js marias <level> <seeds>` (docs/benchmarks.md,
 * "AI levels' ratings"): the rating from the mean score p, the RD from its standard error se.
 */
import type { LevelRatings } from '../bot.js';

export const LEVEL_RATINGS: LevelRatings = {
  easy: { rating: 1289, deviation: 246 }, // p 0.229, se 0.250, 12 sessions
  strong: { rating: 1608, deviation: 171 }, // p 0.650, se 0.224, 15 sessions
};
