/**
 * What each pattern draws for itself (issue 14): its courts, its Daus or Ace, and the scenes of its number
 * cards. Everything else on a face (paper, frame, numerals, pips, the Weli, the backs) is drawn the same way
 * for every pattern. Each family's `art.ts` exports one `PatternArt`, and `loader.ts` loads it on demand, so
 * a page only downloads the patterns it shows.
 */
import type { Ink } from './palette.js';
import type { ParsedCard, Style } from './patterns.js';

export interface PatternArt {
  /** Kings, Obers and Unters, or Kings, Queens and Jacks, with the pattern's own figures. */
  readonly court: (style: Style, card: ParsedCard, ink: Ink) => string;
  /** The top card of a suit: the Daus of German packs, the Ace of French ones. */
  readonly ace: (style: Style, card: ParsedCard, ink: Ink) => string;
  /** What a number card (5 to 10, not the Weli) shows besides its numerals and pips; '' for nothing. */
  readonly scene: (style: Style, card: ParsedCard, count: number) => string;
}
