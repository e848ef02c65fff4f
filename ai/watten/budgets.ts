/**
 * What each searching level of Watten does per decision (see WattenBudget in pimc.ts). Strong solves 72 worlds,
 * kept from 216 by their weight: more than 24 made it measurably stronger against easy (the chance read for a
 * stake decision is less noisy), within the decision time aim. Strong's stake: its worlds' chance recalibrated
 * (logit scaled by 0.9 and shifted by -0.4, fitted to the open-cards outcome of its own decisions), a raise of
 * value from a calibrated chance of 0.7 while neither side has two tricks and of 0.85 after, and a bluff on a
 * tenth of its turns under 0.2: a raise range that a side which always holds and a side which always folds both
 * pay for (pimc.ts says why; docs/benchmarks.md, "Watten AI", fifth and sixth rounds).
 */
import type { WattenBudget } from './pimc.js';

export const WATTEN_BUDGETS: Record<'normal' | 'strong', WattenBudget> = {
  normal: {
    samples: 6,
    draws: 1,
    raiseAt: 0.7,
    raiseEarlyAt: 0.7,
    bluff: 0,
    bluffEarly: 0,
    bluffBelow: 0,
    trumpSamples: 0,
    schlagSamples: 0,
    calShift: 0,
    calScale: 1,
    answerShift: 0,
  },
  strong: {
    samples: 72,
    draws: 3,
    raiseAt: 0.85,
    raiseEarlyAt: 0.7,
    bluff: 0.1,
    bluffEarly: 0.1,
    bluffBelow: 0.2,
    trumpSamples: 0,
    schlagSamples: 0,
    calShift: -0.4,
    calScale: 0.9,
    answerShift: 0,
  },
};
