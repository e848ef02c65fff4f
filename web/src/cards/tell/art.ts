/** The Tell pattern's own art (docs/patterns.md), loaded on demand by `../loader.ts`. */
import { drawAce } from '../aces.js';
import type { PatternArt } from '../art.js';
import { tellScenes } from '../vignettes.js';
import { drawTellCourt } from './courts.js';

export const art: PatternArt = {
  court: drawTellCourt,
  ace: drawAce,
  scene: (_style, card, count) =>
    count === 6 ? tellScenes(card.suit, count, 56, 0.9) : count === 8 ? tellScenes(card.suit, count, 46.5, 0.62) : '',
};
