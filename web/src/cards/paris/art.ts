/** The Paris pattern's own art (docs/patterns.md), loaded on demand by `../loader.ts`. */
import type { PatternArt } from '../art.js';
import { drawParisAce } from './aces.js';
import { drawParisCourt } from './courts.js';

export const art: PatternArt = {
  court: drawParisCourt,
  ace: drawParisAce,
  // French number cards show their pips alone, with no scene [F4].
  scene: () => '',
};
