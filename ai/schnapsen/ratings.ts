/**
 * Schnapsen's AI levels at fixed ratings (docs/ratings.md, "The AI levels"), measured in whole sessions against
 * `normal`, the anchor at 1500, by `node dist/bench/ratings/levels.js schnapsen <level> <seeds>` (docs/benchmarks.md,
 * "AI levels' ratings"): the rating from the mean score p, the RD from its standard error se.
 */
import type { LevelRatings } from '../bot.js';

export const LEVEL_RATINGS: LevelRatings = {
  easy: { rating: 1231, deviation: 90 }, // p 0.175, se 0.075, 40 sessions
  strong: { rating: 1647, deviation: 63 }, // p 0.700, se 0.076, 40 sessions
};
