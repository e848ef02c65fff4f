/**
 * Inks. Traditional German packs print each suit in its own colours; French packs in black and red.
 * The four-colour mode is for French packs only: it gives clubs and diamonds hues of their own, chosen so
 * that the four stay apart under protanopia, deuteranopia and tritanopia (palette.test.ts simulates them).
 * German suits already have four colours (and four shapes), so the mode leaves them as printed.
 */
import type { Suit } from '../../../engine/cards.js';

export type SuitSystem = 'german' | 'french';

/** The inks of one suit sign: body, outline/shadow, highlight and a second colour (bell band, acorn cup). */
export interface Ink {
  readonly main: string;
  readonly dark: string;
  readonly light: string;
  readonly accent: string;
}

const ink = (main: string, dark: string, light: string, accent: string): Ink => ({ main, dark, light, accent });

const GERMAN: readonly Ink[] = [
  ink('#d49a35', '#4f2f10', '#f5d27a', '#8a5526'), // acorns: ochre nut, brown cup
  ink('#3f8d35', '#173f17', '#9ccf6e', '#2b6a27'), // leaves
  ink('#d3261c', '#6e0d0b', '#ff9b84', '#a3150e'), // hearts
  ink('#f1b81f', '#7f4406', '#fff0a0', '#d1381b'), // bells: gold with a red band
];

const BLACK = ink('#1c1c1c', '#000000', '#6b6b6b', '#1c1c1c');
const RED = ink('#cc1f2b', '#7a0a12', '#ff8a8f', '#cc1f2b');
const FRENCH: readonly Ink[] = [BLACK, BLACK, RED, RED];
const FRENCH_FOUR: readonly Ink[] = [
  ink('#009e73', '#004d38', '#7fd8bd', '#009e73'), // clubs: bluish green
  BLACK,
  RED,
  ink('#1756c4', '#0a2a66', '#8db0f0', '#1756c4'), // diamonds: blue
];

export function suitInk(system: SuitSystem, suit: Suit, fourColour = false): Ink {
  const table = system === 'german' ? GERMAN : fourColour ? FRENCH_FOUR : FRENCH;
  return table[suit]!;
}

/** Costume and scenery colours shared by the courts and special cards. */
export const C = {
  paper: '#fffdf6',
  edge: '#6b6257',
  line: '#2b2118',
  skin: '#f6d7bc',
  cheek: '#e9a08a',
  red: '#c4302b',
  darkRed: '#8c1c1a',
  blue: '#2e5aa6',
  navy: '#1f3566',
  sky: '#a9d3ef',
  green: '#3c8a3a',
  darkGreen: '#245a25',
  yellow: '#efbe3a',
  gold: '#e0aa2e',
  ochre: '#c78a2c',
  brown: '#7a4a22',
  darkBrown: '#4a2c12',
  purple: '#6a3d8c',
  grey: '#8d949c',
  steel: '#c9d0d6',
  black: '#222222',
  white: '#ffffff',
  cream: '#f4ead2',
  pink: '#f2a6b8',
} as const;
