/**
 * The little country scenes under the pips of Bavarian, Salzburg and Bohemian number cards, and the mirrored
 * ones between the pips of Tell cards. Each card picks a motif from its suit and value, so the same card
 * always shows the same scene.
 */
import type { Suit } from '../../../engine/cards.js';
import { C } from './palette.js';
import { CARD_WIDTH } from './patterns.js';
import { circle, ellipse, g, line, path, transform } from './svg.js';

const L = C.line;
const W = 0.45;

/** Motifs in a box about 40 × 22 around the origin, standing on y = 8. */
const MOTIFS: readonly (() => string)[] = [
  // Cottage and tree
  () =>
    path('M-12 8V-3H4V8Z', C.cream, L, W) +
    path('M-14-3L-4-11L6-3Z', C.red, L, W) +
    path('M-6 8V1H-2V8Z', C.brown, L, W) +
    path('M-11-0H-8V3H-11Z', C.sky, L, W) +
    line('M12 8V-1', C.brown, 1.4) +
    circle(12, -5, 5.4, C.green, L, W),
  // Onion-domed church
  () =>
    path('M-4 8V-6H4V8Z', C.cream, L, W) +
    path('M-5-6C-6-9-2-10 0-14C2-10 6-9 5-6Z', C.darkGreen, L, W) +
    line('M0-14V-17M-1.4-16H1.4', L, 0.5) +
    path('M4 8V0H16V8Z', C.cream, L, W) +
    path('M3 0L10-5L17 0Z', C.red, L, W) +
    path('M-1.4 8V3H1.4V8Z', C.brown),
  // Barrel and beer mug
  () =>
    path('M-12 8C-14 3-14-3-12-7H0C2-3 2 3 0 8Z', '#a0622a', L, W) +
    line('M-13.4-3H1.4M-13.4 4H1.4', C.darkBrown, 0.8) +
    path('M6 8V-4H13V8Z', C.cream, L, W) +
    path('M13-2C17-2 17 5 13 5', 'none', L, 1) +
    path('M5.6-4C6-7 13-7 13.4-4Z', C.white, L, W),
  // Pretzel
  () =>
    path('M0 2C-6 10-16 6-14-2C-12-10-2-8 0-1C2-8 12-10 14-2C16 6 6 10 0 2ZM0 2L-5 8M0 2L5 8', 'none', '#8a4a18', 2.4) +
    circle(-6, -2, 0.5, C.white) +
    circle(7, -3, 0.5, C.white),
  // Flowers in a pot
  () =>
    path('M-5 8L-6 0H6L5 8Z', '#c0603a', L, W) +
    line('M0 0V-10M-3 0L-6-7M3 0L6-8', C.darkGreen, 0.8) +
    circle(0, -11, 2.2, C.red, L, W) +
    circle(-6.4, -8, 2, C.yellow, L, W) +
    circle(6.4, -9, 2, C.blue, L, W),
  // Hunting horn on a ribbon
  () =>
    path('M-12 2C-8 -4 8-4 12-8L14-4C9 1-6 4-10 8Z', C.gold, L, W) +
    circle(-11, 5, 3, 'none', L, 0.7) +
    line('M-2-1C-4-8 4-10 6-4', C.red, 1),
  // Bird on a branch
  () =>
    line('M-16 4C-6 0 6 2 16-2M4 1.4L8 6', C.brown, 1.2) +
    path('M-4 0C-4-4 0-6 3-5L6-6L4-3C4 0 0 2-4 0Z', C.blue, L, W) +
    path('M-4 0L-9 1L-5-2Z', C.navy, L, W) +
    circle(2.6, -4, 0.45, L),
  // Mountains with a chapel
  () =>
    path('M-18 8L-8-8L-2 0L4-10L18 8Z', '#8da0b4', L, W) +
    path('M-8-8L-11-3.6L-8-5L-5.6-3.6ZM4-10L1-5L4-6.4L7-5Z', C.white) +
    path('M8 8V3H12V8Z', C.cream, L, W) +
    path('M7.4 3L10 0.4L12.6 3Z', C.red, L, W),
  // Windmill
  () =>
    path('M-4 8L-2-6H2L4 8Z', C.cream, L, W) +
    line('M0-6L-9-14M0-6L9 2M0-6L8-15M0-6L-8 3', C.brown, 1.2) +
    circle(0, -6, 1, L),
  // Goat
  () =>
    path('M-10 0C-10-4 4-5 7-2L10-6L12-5L10 0C10 2 8 3 6 3H-8C-10 3-10 1-10 0Z', C.white, L, W) +
    line('M-7 3V8M-4 3V8M4 3V8M7 3V8', L, 0.8) +
    path('M10-6C9-10 12-12 14-11C12-10 11-8 11-6Z', '#8a7a66', L, 0.3),
];

/** The scene under the pips of a single-headed number card, on a strip of grass. */
export function vignette(suit: Suit, count: number): string {
  const motif = MOTIFS[(suit * 7 + count * 3) % MOTIFS.length]!;
  return ellipse(CARD_WIDTH / 2, 141, 26, 3, '#cfdca0') + g({ transform: transform(CARD_WIDTH / 2, 133) }, motif());
}

/** Scenes from Schiller's play, for the Tell pattern's number cards. */
const TELL_MOTIFS: readonly (() => string)[] = [
  // The apple shot from the boy's head
  () =>
    circle(0, 0, 6, C.red, L, W) +
    path('M0-6C1-9 4-10 6-9C4-7 2-6 0-6Z', C.green, L, 0.3) +
    line('M-17 0.6L15-0.6', C.brown, 1) +
    path('M15-2.4L19-0.8L15 1.2Z', C.steel, L, 0.3) +
    path('M-17 0.6L-20-2.4H-16ZM-17 0.6L-20 3.4H-16Z', C.red),
  // Gessler's hat on its pole
  () =>
    line('M0 8V-6', C.brown, 1.4) +
    path('M-10-6C-6-8 6-8 10-6C6-7-6-7-10-6Z', C.darkGreen, L, W) +
    path('M-4.4-7C-4.6-12-2-13.6 0-13.6C2-13.6 4.6-12 4.4-7Z', C.darkGreen, L, W) +
    path('M3-11C6-17 11-17 13-14C9-14 7-13 5-10Z', C.red, L, 0.3),
  // Tell's boat on the lake below the mountains
  () =>
    path('M-18 2L-9-9L-3-2L4-11L18 2Z', '#9fb3c6', L, W) +
    path('M-9-9L-11.6-5.6L-9-6.6L-6.8-5.2ZM4-11L1.4-7L4-8.4L6.4-7Z', C.white) +
    path('M-18 2H18V8H-18Z', '#7db3d8') +
    path('M-8 3H8L6 6H-6Z', C.brown, L, W) +
    line('M0 3V-6', C.brown, 0.8) +
    path('M0.6-6L6 1.6H0.6Z', C.cream, L, 0.3),
  // The castle of the bailiff
  () =>
    path('M-7 8V-8H-5V-10H-3V-8H-1V-10H1V-8H3V-10H5V-8H7V8Z', '#c9c1b0', L, W) +
    path('M-2 8V2C-2 0 2 0 2 2V8Z', C.darkBrown) +
    path('M-4-3H-2V0H-4ZM2-3H4V0H2Z', C.darkBrown) +
    line('M0-10V-16', L, 0.5) +
    path('M0-16L6-14L0-12Z', C.red),
  // The chapel by the lake
  () =>
    path('M-18 4H18V8H-18Z', '#7db3d8') +
    path('M-8 4V-4H8V4Z', C.cream, L, W) +
    path('M-10-4L0-11L10-4Z', C.red, L, W) +
    path('M-5 4V-1Q-3.5-3-2-1V4ZM2 4V-1Q3.5-3 5-1V4Z', C.darkBrown),
];

/** A mirrored pair of scenes for a Tell number card with a free middle column. */
export function tellScenes(suit: Suit, count: number, y: number, scale: number): string {
  const motif = TELL_MOTIFS[(suit * 3 + count) % TELL_MOTIFS.length]!();
  const one = g({ transform: transform(CARD_WIDTH / 2, y, scale) }, motif);
  return one + g({ transform: `rotate(180 ${CARD_WIDTH / 2} 78)` }, one);
}
