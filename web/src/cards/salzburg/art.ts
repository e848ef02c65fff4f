/** The Salzburg pattern's own art (docs/patterns.md), loaded on demand by `../loader.ts`. */
import type { PatternArt } from '../art.js';
import { drawSalzburgCourt } from './courts.js';
import { drawSalzburgDaus } from './daus.js';
import { salzburgScene } from './vignettes.js';

export const art: PatternArt = {
  court: drawSalzburgCourt,
  ace: drawSalzburgDaus,
  scene: salzburgScene,
};
