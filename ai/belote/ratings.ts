/**
 * Belote's AI levels at fixed ratings (docs/ratings.md, "The AI levels"), measured in whole sessions against
 * `normal`, the anchor at 1500, by `node dist/bench/ratings/levels.js belote <level> <seeds>` (docs/benchmarks.md,
 * "AI levels' ratings"): the rating from the mean score p, the RD from its standard error se.
 */
import type { LevelRatings } from '../bot.js';

export const LEVEL_RATINGS: LevelRatings = {
  easy: { rating: 1380, deviation: 130 }, // p 0.333, se 0.167, 6 sessions
  strong: { rating: 1620, deviation: 261 }, // p 0.667, se 0.333, 6 sessions
};
