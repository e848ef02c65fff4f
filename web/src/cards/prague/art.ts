/**
 * The Prague pattern's own art (docs/patterns.md, "Prague"), loaded on demand by `../loader.ts`: its courts,
 * its four Daus and the scenes under the pips, all drawn in this folder.
 */
import type { PatternArt } from '../art.js';
import { drawPragueCourt } from './courts.js';
import { drawPragueDaus } from './daus.js';
import { pragueScene } from './vignettes.js';

export const art: PatternArt = {
  court: drawPragueCourt,
  ace: drawPragueDaus,
  scene: pragueScene,
};
