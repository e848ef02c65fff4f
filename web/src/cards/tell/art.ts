/** The Tell pattern's own art (docs/patterns.md), loaded on demand by `../loader.ts`. */
import type { PatternArt } from '../art.js';
import { drawTellCourt } from './courts.js';
import { tellScene } from './scenes.js';
import { drawTellDaus } from './seasons.js';

export const art: PatternArt = {
  court: drawTellCourt,
  ace: drawTellDaus,
  scene: (_style, card, count) => tellScene(card, count),
};
