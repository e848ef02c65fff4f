/** The Bavarian pattern's own art (docs/patterns.md), loaded on demand by `../loader.ts`. */
import type { PatternArt } from '../art.js';
import { drawBavarianCourt } from './courts.js';
import { drawBavarianDaus } from './daus.js';
import { bavarianScene } from './vignettes.js';

export const art: PatternArt = {
  court: drawBavarianCourt,
  ace: drawBavarianDaus,
  scene: (_style, card, count) => bavarianScene(card.suit, count),
};
