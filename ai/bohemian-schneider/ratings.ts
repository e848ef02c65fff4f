/**
 * Bohemian Schneider's AI levels at fixed ratings (docs/ratings.md, "The AI levels"), measured in whole sessions against
 * `normal`, the anchor at 1500, by `node dist/bench/ratings/levels.js bohemian-schneider <level> <seeds>` (docs/benchmarks.md,
 * "AI levels' ratings"): the rating from the mean score p, the RD from its standard error se.
 */
import type { LevelRatings } from '../bot.js';

export const LEVEL_RATINGS: LevelRatings = {
  easy: { rating: 1220, deviation: 111 }, // p 0.167, se 0.089, 24 sessions
  strong: { rating: 1637, deviation: 62 }, // p 0.688, se 0.076, 24 sessions
};
