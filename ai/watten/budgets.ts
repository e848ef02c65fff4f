/** What each searching level of Watten does per decision (see WattenBudget in pimc.ts). */
import type { WattenBudget } from './pimc.js';

export const WATTEN_BUDGETS: Record<'normal' | 'strong', WattenBudget> = {
  normal: { samples: 6, draws: 1, raiseAt: 0.7, bluff: 0, bluffBelow: 0, trumpSamples: 0 },
  strong: { samples: 24, draws: 3, raiseAt: 0.72, bluff: 0.08, bluffBelow: 0.25, trumpSamples: 0 },
};
