/** The Bavarian pattern's own art (docs/patterns.md), loaded on demand by `../loader.ts`. */
import { drawAce } from '../aces.js';
import type { PatternArt } from '../art.js';
import { vignette } from '../vignettes.js';
import { drawBavarianCourt } from './courts.js';

export const art: PatternArt = {
  court: drawBavarianCourt,
  ace: drawAce,
  scene: (_style, card, count) => vignette(card.suit, count),
};
