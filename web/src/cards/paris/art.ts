/** The Paris pattern's own art (docs/patterns.md), loaded on demand by `../loader.ts`. */
import { drawAce } from '../aces.js';
import type { PatternArt } from '../art.js';
import { drawParisCourt } from './courts.js';

export const art: PatternArt = {
  court: drawParisCourt,
  ace: drawAce,
  // French number cards show their pips alone.
  scene: () => '',
};
