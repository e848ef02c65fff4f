/**
 * Inks. Traditional German packs print each suit in its own colours; French packs in black and red.
 * The four-colour mode gives each suit one distinct hue, chosen so that the four stay apart under
 * protanopia, deuteranopia and tritanopia (palette.test.ts simulates them).
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

const GERMAN_FOUR: readonly Ink[] = [
  ink('#2a2a2a', '#000000', '#8c8c8c', '#555555'), // acorns: black
  ink('#1f63c6', '#0b2c63', '#8fb8f0', '#174c9a'), // leaves: blue
  ink('#e2521f', '#7a2008', '#ffb08f', '#b83b10'), // hearts: vermilion
  ink('#f7cc14', '#6b4c00', '#fff3a8', '#c79800'), // bells: yellow
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
  const table = system === 'german' ? (fourColour ? GERMAN_FOUR : GERMAN) : fourColour ? FRENCH_FOUR : FRENCH;
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
