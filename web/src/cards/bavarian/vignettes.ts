/**
 * The little pictures under the pips of the Bavarian number cards (docs/patterns.md, "Bavarian"): single-headed
 * packs print "country scenes and local motifs" there [B2], and the 8 of hearts shows Munich, in the type S
 * pack as the Münchner Kindl [B1]. Which scene stands on which other card the sources do not list; we give
 * every number card a scene of its own and group them by suit (our choice): acorns the forest and the hunt,
 * leaves the farm, hearts Munich and its feasts, bells the mountains and lakes.
 *
 * Each scene is drawn in a box 68 × 29 units under the lowest row of pips, and shown through a nested `<svg>`
 * viewport, which clips whatever strays: the pips always stay clear.
 */
import { C } from '../palette.js';
import { circle, el, ellipse, g, line, P, path } from '../svg.js';

const L = C.line;
const W = 0.45;
const MEADOW = '#b7cf82';
const GRASS_DARK = '#5f8a34';
const WOOD = '#8a5a2c';
const ROCK = '#8da0b4';
const WATER = '#7db3d8';
const BRICK = '#b5643c';
const COPPER = '#4f9a7c';

/** The scene box, in card units: under the pips (the lowest pips end at y 119), above the card's edge. */
export const SCENE_BOX = { x: 16, y: 120.5, width: 68, height: 29 } as const;

/** A patch of meadow under a scene (scene coordinates: origin at the box's centre, ground at y ≈ 9). */
const meadow = (fill = MEADOW): string =>
  ellipse(0, 10, 30, 3.4, fill) + line('M-22 9.6l0.8-2l0.6 1.8M18 9.8l0.8-2l0.6 1.8M-6 11.4l0.6-1.4', GRASS_DARK, 0.45);
/** A fir tree standing at (x, 9), `h` tall. */
const fir = (x: number, h: number): string =>
  line(P`M${x} 9V${9 - h * 0.25}`, C.brown, 1) +
  path(
    P`M${x} ${9 - h}L${x + h * 0.28} ${9 - h * 0.5}H${x + h * 0.14}L${x + h * 0.36} ${9 - h * 0.2}H${x - h * 0.36}L${x - h * 0.14} ${9 - h * 0.5}H${x - h * 0.28}Z`,
    C.darkGreen,
    L,
    0.35,
  );
/** A leafy tree standing at (x, 9). */
const tree = (x: number, r: number): string =>
  line(P`M${x} 9V${9 - r * 1.4}`, C.brown, 1.3) + circle(x, 9 - r * 1.6, r, C.green, L, 0.4);
/** Snow-capped mountains along the back of a scene. */
const mountains = (d: string, snow: string): string => path(d, ROCK, L, W) + path(snow, C.white);

/** Acorns: the forest and the hunt. */
const ACORNS: Record<number, () => string> = {
  // The hunting lodge, antlers over its door, among the firs.
  10: () =>
    meadow() +
    fir(-22, 18) +
    fir(23, 20) +
    fir(16, 14) +
    path('M-10 9V-1H10V9Z', WOOD, L, W) +
    line('M-10 2H10M-10 5H10', C.darkBrown, 0.4) +
    path('M-13.4 -0.6L0-10L13.4-0.6Z', C.darkBrown, L, W) +
    path('M-2 9V2.4H2V9Z', C.darkBrown, L, 0.3) +
    path('M4.4 2H8V5H4.4Z', C.sky, L, 0.3) +
    line('M-2.6-4.6Q0-2.6 2.6-4.6M-2.2-5.6l-0.8-1.4M2.2-5.6l0.8-1.4', C.cream, 0.6),
  // A stag in the forest.
  9: () =>
    meadow() +
    fir(-24, 17) +
    fir(19, 19) +
    fir(25, 14) +
    path('M-6-1C-4-3 6-3 8-1C9.6 0.6 9 3.4 7 3.8H-5C-7 3.4-7.4 0.4-6-1Z', '#9a6434', L, W) +
    path('M-5.4-0.4L-8.6-7.6L-12.6-8.2L-13-6.8L-9.8-5.4L-3.6 1.6Z', '#9a6434', L, W) +
    line('M-4 3.6L-4.6 9M-2 3.8L-1.6 9M5 3.8L4.6 9M7 3.6L7.8 9', C.darkBrown, 0.9) +
    line(
      'M-9.4-8L-9-12.6L-7-14.6M-9.2-11.2L-11.6-13.2M-9.3-10L-6.6-11M-10.4-8.2L-12.4-12.2L-14-13M-12-11.4L-14.6-10.6',
      C.darkBrown,
      0.6,
    ) +
    path('M-9-7.6L-7-9.2L-7.8-7Z', '#9a6434', L, 0.3) +
    circle(-10.6, -6.8, 0.35, L),
  // The high seat at the forest's edge.
  8: () =>
    meadow() +
    fir(-24, 16) +
    fir(-16, 20) +
    fir(22, 15) +
    line('M0 9L2-5M10 9L8-5M1.2-1H8.8M0.6 3H9.4M0.2 7H9.8', WOOD, 0.8) +
    path('M0-5H10V-10H0Z', WOOD, L, W) +
    path('M-1-10H11L5-14Z', C.darkBrown, L, W) +
    path('M2.6-8.6H7.4V-6.6H2.6Z', C.darkBrown),
  // The wild boar under an oak.
  7: () =>
    meadow() +
    line('M16 9V-2M16 0L12-4M16-1L20-5', C.darkBrown, 1.6) +
    path('M6-4C4-12 12-15 16-12C20-16 28-12 26-6C29-2 24 2 20 0C17 2 12 2 10-1C6 1 3-1 6-4Z', C.darkGreen, L, 0.4) +
    path('M-16 2C-16-4-8-6 0-5C6-5 9-2 8 2C7 5 4 6 0 6H-10C-14 6-16 4-16 2Z', '#5a4a3e', L, W) +
    path('M-16 2L-21 4.4L-20.4 1.6L-17-2Z', '#5a4a3e', L, W) +
    line('M-14-3L-12-5L-10-4L-8-6L-6-4.6L-4-6L-2-4.6L0-5.8', L, 0.5) +
    line('M-19.4 2.6Q-19 0.4-17.6 0.6', C.white, 0.6) +
    line('M-12 6V9M-9 6V9M2 6V9M5 6V9', L, 1) +
    circle(-17, -0.6, 0.35, C.white),
  // A hare sitting in the grass.
  6: () =>
    meadow() +
    path('M-12 9C-14 1-6-4 2-1C6 1 6 6 4 9Z', '#b08a5e', L, W) +
    path('M-10-1C-13-2-14-5-12-7C-10-8-7-7-7-4Z', '#b08a5e', L, W) +
    path(
      'M-10.4-6.4C-12-12-11-14-9.6-13.4C-9-11-9-8-9-6.6ZM-8.4-6.4C-8-12-6-13.6-5-13C-5.6-10.6-6.4-8-7.2-6Z',
      '#b08a5e',
      L,
      0.4,
    ) +
    circle(-11, -4.6, 0.45, L) +
    circle(4.6, 5, 1.4, C.white, L, 0.3) +
    path('M10 9C10 3 16 0 20 3C24 0 28 4 26 9Z', C.green, L, 0.4) +
    line('M-20 9l1-3l0.6 3M-24 9l0.6-2', GRASS_DARK, 0.5),
};

/** Leaves: the farm. */
const LEAVES: Record<number, () => string> = {
  // The farmhouse, its flowers on the balcony.
  10: () =>
    meadow() +
    tree(22, 5) +
    path('M-18 9V-1H10V9Z', C.cream, L, W) +
    path('M-18-1V-5H10V-1Z', WOOD, L, W) +
    path('M-21-4.6L-4-12L13-4.6Z', C.darkRed, L, W) +
    line('M-18 0H10', C.darkBrown, 0.9) +
    line('M-16 0.8V-1M-12 0.8V-1M-8 0.8V-1M-4 0.8V-1M0 0.8V-1M4 0.8V-1M8 0.8V-1', C.darkBrown, 0.4) +
    line('M-16-0.8H8', C.red, 1, { 'stroke-dasharray': '0.8 1.2' }) +
    path('M-14 3H-10V6.4H-14ZM2 3H6V6.4H2Z', C.sky, L, 0.3) +
    path('M-6 9V2.6H-2V9Z', C.darkBrown, L, 0.3),
  // The hay wagon.
  9: () =>
    meadow() +
    path('M-16 2C-18-6-10-12 0-12C10-12 18-7 15 2Z', '#e7c95a', L, W) +
    line('M-12-4Q0-6 11-4M-10-8Q0-10 8-8', '#b89a30', 0.4) +
    path('M-17 2H16V5H-17Z', WOOD, L, W) +
    line('M16 4L25 1', WOOD, 1) +
    circle(-10, 6.4, 3.4, 'none', C.darkBrown, 0.9) +
    circle(9, 6.4, 3.4, 'none', C.darkBrown, 0.9) +
    line('M-10 3V9.8M-13.4 6.4H-6.6M9 3V9.8M5.6 6.4H12.4', C.darkBrown, 0.4) +
    line('M-24 9L-20-8M-21.6-6.4l1.2-3.4M-20.2-5.8l1.6-3', C.brown, 0.6),
  // The spotted cow, her bell at her neck, by the fence.
  8: () =>
    meadow() +
    line('M-30 0H30M-30 4H30M-26-2V8M-12-2V8M12-2V8M26-2V8', '#a57c4f', 0.7) +
    path('M-12-2C-12-6 8-6 10-3L15-4C18-4 19-1 17 1L14 2C12 4 10 4 8 4H-9C-12 4-12 1-12-2Z', C.white, L, W) +
    path('M-8-4C-4-5-2-2-5 0C-8 1-9-2-8-4ZM2-4C5-5 7-2 5 0C2 1 0-2 2-4Z', '#9a5a2a') +
    path('M14.6-4.4L13-6.4L15.6-5.4ZM17.6-3.6L19.6-5.4L18.4-3Z', C.cream, L, 0.3) +
    path('M17.4 0.4Q18.6 1.6 17.2 2.2L14.8 2Z', '#f2b8b4', L, 0.3) +
    line('M-9 4V9M-6 4V9M5 4V9M8 4V9', L, 1) +
    line('M-12-2Q-15 1-14 4', L, 0.6) +
    path('M12.4 3.4h2.4l0.4 2.6h-3.2Z', C.gold, L, 0.3) +
    circle(15.6, -2.4, 0.4, L),
  // Sheaves in the field under the sun.
  7: () =>
    meadow('#dccf84') +
    circle(22, -8, 4, C.yellow, L, 0.4) +
    line('M22-14V-13M28-8H27M26.2-12.2l-0.7 0.7M16-8H17', C.ochre, 0.6) +
    [-14, -2, 10]
      .map(
        (x) =>
          path(P`M${x - 4} 9L${x - 1} 0L${x - 4}-7H${x + 4}L${x + 1} 0L${x + 4} 9Z`, '#e7c95a', L, W) +
          line(`M${x - 1.4} 0H${x + 1.4}`, C.brown, 1) +
          line(`M${x - 3}-7L${x - 4.6}-10M${x}-7V-10.6M${x + 3}-7L${x + 4.6}-10`, '#c9a53a', 0.7),
      )
      .join(''),
  // Geese on the green.
  6: () =>
    meadow() +
    ellipse(16, 9.4, 10, 2, WATER, L, 0.3) +
    [
      [-8, 1],
      [6, 0.7],
    ]
      .map(([x, s]) =>
        g(
          { transform: `translate(${x} ${9 - 9 * s!}) scale(${s})` },
          path('M-6 2C-8-3 0-4 4-1L6-8C6-10 9-10 9-8L7 3C6 6 2 7-1 7C-4 7-6 5-6 2Z', C.white, L, W) +
            path('M9-8.6L12-7.6L9-6.6Z', C.ochre, L, 0.3) +
            line('M-1 7V9.6M2 7V9.6', C.ochre, 0.8) +
            circle(7.6, -8, 0.35, L) +
            line('M-4 1Q0 3 3 1', '#b8c0c8', 0.5),
        ),
      )
      .join(''),
};

/** Hearts: Munich and its feasts. */
const HEARTS: Record<number, () => string> = {
  // The maypole, painted in the white and blue, with its wreath and the guilds' signs.
  10: () =>
    meadow() +
    path('M-26 9V2H-18V9ZM18 9V1H27V9Z', C.cream, L, W) +
    path('M-27.4 2L-22-3L-16.6 2ZM16.6 1L22.4-4.4L28.4 1Z', C.red, L, W) +
    line('M0 9V-13', C.white, 2.4) +
    line('M0 9V-13', '#3b78c2', 2.4, { 'stroke-dasharray': '1.4 1.4', 'stroke-linecap': 'butt' }) +
    path('M-1.6 9V-13H1.6V9Z', 'none', L, 0.3) +
    line('M-8-7H8M-6-1H6M-4 4H4', C.darkBrown, 0.6) +
    path('M-9.6-9.6h3v3h-3ZM6.6-9.6h3v3h-3ZM-7.6-3.6h3v3h-3ZM4.6-3.6h3v3h-3Z', C.gold, L, 0.3) +
    ellipse(0, -11, 3.4, 1.4, 'none', C.darkGreen, 1.1) +
    path('M0-13.4L5-12.4L0-11.4Z', C.red),
  // The beer garden under the chestnut tree.
  9: () =>
    meadow() +
    line('M-18 9V-2', C.brown, 1.8) +
    path('M-30-4C-32-12-20-16-14-12C-8-16 4-13 2-6C5-2 0 2-6 0C-12 3-20 2-22-1C-28 1-32-1-30-4Z', C.darkGreen, L, 0.4) +
    line('M-12-8v-2.4M-22-8v-2.4M-4-6v-2.2M-17-3v-2', '#f4f0dc', 1) +
    path('M-4 2H20V3.6H-4Z', WOOD, L, W) +
    line('M-2 3.6V9M18 3.6V9M-6 6H22', C.darkBrown, 0.9) +
    [2, 9]
      .map(
        (x) =>
          path(`M${x}-6h4.4v8h-4.4Z`, '#d9d4c4', L, 0.4) +
          path(`M${x + 4.4}-4.6c2 0 2 4 0 4`, 'none', L, 0.6) +
          path(`M${x - 0.3}-5.8c0-2 2.4-2.4 2.6-1c0.6-1.2 2.6-0.8 2.4 1Z`, C.white, L, 0.3),
      )
      .join('') +
    path(
      'M13.4-1.6C11.4-5 15-7 16.6-5C18.4-7 22-5 19.8-1.6C18.4 0.4 15 0.4 13.4-1.6ZM16.6-5V-0.2',
      'none',
      '#a0622a',
      1,
    ),
  // The Münchner Kindl before the towers of the Frauenkirche (type S) [B1].
  8: () =>
    meadow('#c9c2a8') +
    [-16, 16]
      .map(
        (x) =>
          path(`M${x - 4.6} 9V-5H${x + 4.6}V9Z`, BRICK, L, W) +
          path(
            `M${x - 4.6}-5C${x - 5}-10 ${x - 2}-12.4 ${x}-12.6C${x + 2}-12.4 ${x + 5}-10 ${x + 4.6}-5Z`,
            COPPER,
            L,
            W,
          ) +
          line(`M${x}-12.6V-14.4`, L, 0.5) +
          path(`M${x - 1.4} 1V-2.4Q${x}-4.2 ${x + 1.4}-2.4V1Z`, C.darkBrown),
      )
      .join('') +
    g(
      { 'data-part': 'kindl' },
      path('M-5.4 9L-3.4-4H3.4L5.4 9Z', C.black, L, W) +
        path('M-1.2-3.6H1.2L2.4 9H-2.4Z', C.gold) +
        line('M-3.4-2.6L-7-8M3.4-2.6L6.4 0', C.black, 2) +
        circle(-7.2, -8.6, 0.9, C.skin, L, 0.3) +
        path('M5.4-1.4h3v4h-3Z', C.red, L, 0.3) +
        path('M-3.6-4.4C-4.4-10 4.4-10 3.6-4.4Z', C.black, L, 0.4) +
        circle(0, -6, 2, C.skin, L, 0.35) +
        path('M-2.6-7.4Q0-10.8 2.6-7.4Q0-8.6-2.6-7.4Z', C.black),
    ),
  // The first barrel tapped: trestle, barrel, tap and a Maß under it.
  7: () =>
    meadow() +
    line('M-16 9L-6 1M-6 9L-16 1M6 9L16 1M16 9L6 1', C.darkBrown, 0.9) +
    path('M-18-8Q0-11 18-8Q20-2 18 4Q0 7-18 4Q-20-2-18-8Z', '#a0622a', L, W) +
    line('M-13-9V5.4M-7-9.8V6M7-9.8V6M13-9V5.4', C.darkBrown, 0.9) +
    path('M18-3h4.6v2h-1.4v2.4h-1.8v-2.4H18Z', C.gold, L, 0.3) +
    path('M19-0.4h4v6h-4Z', '#d9d4c4', L, 0.35) +
    path('M18.8-0.4c0-1.4 1.8-1.6 2-0.8c0.4-0.8 2.2-0.6 2 0.8Z', C.white, L, 0.3) +
    line('M-24 2L-20-6', C.brown, 1) +
    path('M-22.4-8.4l3.2 1.6l-1.4 2.8l-3.2-1.6Z', C.brown, L, 0.3),
  // A Brotzeit on its board: pretzel, radish, white sausages, mustard.
  6: () =>
    path('M-26 6H26L24 10H-24Z', WOOD, L, W) +
    line('M-19-1C-21 5-16 8-12 8C-8 8-3 5-5-1', '#8a4a18', 2.6) +
    line('M-19-1C-19-7-13-8-12-4C-11-1-10 2-8 5M-5-1C-5-7-11-8-12-4C-13-1-14 2-16 5', '#8a4a18', 1.6) +
    circle(-16, 5, 0.35, C.white) +
    circle(-9, 6.4, 0.35, C.white) +
    path('M3 5C-1 5-1-2 4-2C9-2 8 5 5 5Z', C.white, L, W) +
    line('M4-2C2-6 0-7-2-8M4-2C4-7 5-8 6-9M4-2C6-5 8-6 10-6', C.green, 0.9) +
    path('M10 4C10 2 20 2 20 4C20 5.6 10 5.6 10 4ZM12 1.4C12-0.6 22-0.6 22 1.4C22 3 12 3 12 1.4Z', '#f4ecdc', L, W) +
    path('M23 5V-1H28V5Z', '#d9c06a', L, 0.4) +
    path('M22.6-1H28.4V-2.6H22.6Z', C.darkBrown, L, 0.3),
};

/** Bells: the mountains and lakes. */
const BELLS: Record<number, () => string> = {
  // The village church with its onion dome, the mountains behind.
  10: () =>
    mountains(
      'M-30 8L-20-10L-12-2L-2-12L10 0L20-9L30 8Z',
      'M-20-10L-22.6-7L-20-7.8L-17.8-6.6ZM-2-12L-4.8-8.6L-2-9.8L0.6-8.4ZM20-9L17.6-6.4L20-7.2L22.2-6Z',
    ) +
    meadow() +
    path('M-3 9V-6H3V9Z', C.white, L, W) +
    path('M-4-6C-5-9-1-10 0-13.4C1-10 5-9 4-6Z', C.darkGreen, L, W) +
    line('M0-13.4V-15.4M-1-14.6H1', L, 0.5) +
    path('M3 9V1H17V9Z', C.white, L, W) +
    path('M2 1L10-4L18 1Z', C.darkRed, L, W) +
    path('M-1.2 9V4.6Q0 3.2 1.2 4.6V9ZM7 6V3.6H9V6ZM12 6V3.6H14V6Z', C.darkBrown),
  // The lake below the mountains, a sailing boat on it.
  9: () =>
    mountains(
      'M-30 3L-18-11L-8-2L4-13L16-3L24-8L30 3Z',
      'M-18-11L-20.8-7.6L-18-8.8L-15.6-7.4ZM4-13L1.2-9.4L4-10.6L6.8-9.2Z',
    ) +
    path('M-30 3C-20 1 20 1 30 3C32 8 26 12.4 0 12.4C-26 12.4-32 8-30 3Z', WATER) +
    line('M-24 6H-14M8 10H20M-10 11H-2', C.white, 0.5) +
    path('M-6 5H8L6 8H-4Z', WOOD, L, W) +
    line('M1 5V-8', C.brown, 0.7) +
    path('M1.6-8L7.4 3.6H1.6Z', C.cream, L, 0.35) +
    path('M0.4-7L-4.4 3.6H0.4Z', C.white, L, 0.35),
  // The alpine hut on the slope, firs beside it.
  8: () =>
    mountains('M-30 4L-22-12L-14-4L-6-9L6 4Z', 'M-22-12L-24.4-9L-22-10L-19.8-8.8Z') +
    path('M-32 9C-20 3 10 0 30 4C33 8 30 12 0 12.6C-28 12.6-34 12-32 9Z', MEADOW) +
    fir(24, 18) +
    fir(16, 13) +
    path('M-6 8V0H10V8Z', WOOD, L, W) +
    line('M-6 3H10M-6 5.6H10', C.darkBrown, 0.4) +
    path('M-9 0.4L2-6L13 0.4Z', '#6e6e6e', L, W) +
    circle(-3, -2.6, 0.6, C.steel) +
    circle(6, -3, 0.6, C.steel) +
    path('M0 8V3H3V8Z', C.darkBrown) +
    path('M5 2.6h3v2.4h-3Z', C.sky, L, 0.3) +
    line('M-4 -1V-5', C.darkBrown, 1),
  // The chamois on its rock.
  7: () =>
    mountains('M2 8L15-11L22-4L30 8Z', 'M15-11L12.8-8.2L15-9.2L17.2-7.8Z') +
    meadow() +
    path('M-28 11C-28 4-20 0.6-12 0.6C-4 0.6 4 5 8 11Z', '#9c9484', L, W) +
    line('M-22 6L-18 8M-8 4L-6 7', '#6f6a60', 0.5) +
    g(
      { transform: 'translate(-2 1) scale(1.15)' },
      path('M-16-6C-16-9-6-10-4-7C-3-5-4-3-6-3H-14C-16-3-16-5-16-6Z', '#6e4a2a', L, W) +
        path('M-5.6-7.4L-3-11.6L-1-11L-1.6-9L-3.4-6Z', '#6e4a2a', L, W) +
        path('M-2.8-11.2l-0.2-2.6q1.6-0.8 1.8 0.8M-1.6-11.2l0.2-2.4q1.6 0 1 1.4', 'none', L, 0.5) +
        path('M-2.4-10.6L-0.8-9.6L-2-8.8Z', C.cream) +
        line('M-14-3L-15-0.6M-12-3L-11.4-0.4M-7-3L-7.6-0.2M-5.6-3.4L-4.6-0.6', L, 0.8),
    ),
  // The water mill with its wheel in the brook.
  6: () =>
    meadow() +
    path('M-30 10C-16 8 0 12 30 9C31 12 26 13.6 0 13.6C-26 13.6-31 12.6-30 10Z', WATER) +
    tree(-24, 5) +
    path('M-12 9V-4H6V9Z', C.cream, L, W) +
    path('M-14.4-3.6L-3-11L8.4-3.6Z', C.darkRed, L, W) +
    path('M-8 9V3H-4V9Z', C.darkBrown, L, 0.3) +
    path('M0-1H4V2H0Z', C.sky, L, 0.3) +
    circle(12, 4, 6.4, 'none', C.darkBrown, 1) +
    circle(12, 4, 1.2, C.darkBrown) +
    line('M12-2.4V10.4M5.6 4H18.4M7.5-0.5L16.5 8.5M16.5-0.5L7.5 8.5', WOOD, 0.6) +
    line('M10 12H24', C.white, 0.5),
};

const SCENES = [ACORNS, LEAVES, HEARTS, BELLS] as const;

/** The names of the scenes, for tests and the report: suit index, then pip count. */
export const SCENE_NAMES: readonly Readonly<Record<number, string>>[] = [
  { 10: 'hunting lodge', 9: 'stag', 8: 'high seat', 7: 'wild boar', 6: 'hare' },
  { 10: 'farmhouse', 9: 'hay wagon', 8: 'cow', 7: 'sheaves', 6: 'geese' },
  { 10: 'maypole', 9: 'beer garden', 8: 'Münchner Kindl', 7: 'tapped barrel', 6: 'Brotzeit' },
  { 10: 'village church', 9: 'lake', 8: 'alpine hut', 7: 'chamois', 6: 'water mill' },
];

/** The scene under the pips of a Bavarian number card, or '' where the pack prints none. */
export function bavarianScene(suit: number, count: number): string {
  const draw = SCENES[suit]?.[count];
  const name = SCENE_NAMES[suit]?.[count];
  if (!draw || !name) return '';
  const { x, y, width, height } = SCENE_BOX;
  return el(
    'svg',
    { x, y, width, height, viewBox: `${-width / 2} ${-height / 2} ${width} ${height}`, 'data-scene': name },
    draw(),
  );
}
