/**
 * The little scenes at the foot of the Prague pattern's number cards (docs/patterns.md, "Prague"): "animals and
 * rural scenes" [P1], each card its own. The cards the sources name carry what they show: the fountain on the
 * 8 of hearts, the long-horned goat on the 9 of leaves, the flower tub on the 7 of bells, the hunter blowing
 * his horn on the 8 of acorns, the odd bird on the stem of a plant growing up the middle of the 9 of acorns
 * [P3], and the Pegasus of Ritter & Cie. on the 8 of bells [P1]. The other ten cards are left open by the
 * sources; they get animals and country things of Bohemia (boar, hare, stag, cockerel, beehive, stork on the
 * chimney, doves, duck, sheaf, hound), one per card, none repeated.
 *
 * Every scene is drawn in its own box around (0, 0) with the ground at y = 8, placed at (50, 134) on the card,
 * and declares that box so a test can check it stays clear of the pips.
 */
import { C } from '../palette.js';
import type { ParsedCard, Style } from '../patterns.js';
import { circle, ellipse, g, limb, line, P, path, transform } from '../svg.js';

const L = C.line;
const W = 0.45;
const PEGASUS = '#f6f3ec';
/** Where the scene's origin sits on the card, and its scale: as large as the space under the pips allows. */
const AT = [50, 135] as const;
const SCALE = 1.1;

type Rect = readonly [number, number, number, number];

/** A scene: what it shows (marked on the card for tests) and its extent around the origin. */
interface Scene {
  readonly name: string;
  /** Rectangles [left, top, right, bottom] in the scene's own units that cover everything it draws. */
  readonly box: readonly Rect[];
  readonly draw: () => string;
}

/** A tuft of grass under a scene, its own curve for this pattern: a low bank with two tufts. */
const bank = (w: number): string =>
  path(P`M${-w} 8.6Q0 5.4 ${w} 8.6Q0 10 ${-w} 8.6Z`, '#b9c98a', L, 0.35) +
  line(P`M${-w + 4} 7.6l-0.8-2.2M${-w + 5} 7.4l0.4-2.4M${w - 4} 7.6l0.8-2.2M${w - 5} 7.4l-0.4-2.4`, '#587a2c', 0.45);

/** Four legs from the body to the ground (thin limbs with an outline). */
const legs = (xs: readonly (readonly [number, number, number])[], colour: string, width = 1.3): string =>
  xs.map(([hx, hy, fx]) => limb(P`M${hx} ${hy}L${fx} 8`, colour, width)).join('');

const SCENES: Record<string, Scene> = {
  // ——— Acorns ———
  ET: {
    name: 'boar',
    box: [[-22, -9, 22, 10]],
    // A wild boar rooting among fallen acorns: a heavy dark body, bristled back, tusk.
    draw: () =>
      bank(22) +
      legs(
        [
          [-8, 1, -9],
          [-5, 2, -4.6],
          [7, 1, 7.4],
          [10, 1, 11],
        ],
        '#4a3626',
        1.5,
      ) +
      path('M-13 -1C-12-6-4-8 4-7C10-6.6 14-4 13.6 0C13.4 3 10 4 6 4H-8C-11 4-13.4 2-13-1Z', '#5e4533', L, W) +
      path('M-12-2L-19 0C-20 1-19.6 2.4-18.6 2.4L-11 3Z', '#5e4533', L, W) +
      line('M-8-6.4l1-2l1 1.6l1-2l1 1.6l1-2l1 1.6l1-2l1 1.6l1-2l1 1.4', L, 0.5) +
      line('M-16.6 1.4q-0.4-2 1.4-2.6', C.cream, 0.9) +
      circle(-13.6, -1.6, 0.5, C.cream) +
      path('M-12-4l1.6-3l1 3Z', '#5e4533', L, 0.35) +
      line('M13.4-1.4q2.4 0 2 2.4', L, 0.6) +
      ellipse(16, 7.6, 1.3, 1, C.ochre, L, 0.3) +
      ellipse(-19, 7.6, 1.3, 1, C.ochre, L, 0.3),
  },
  E9: {
    name: 'bird',
    box: [[-10, -50.4, 10, 10]],
    // [P3]: "a rather odd looking bird that appears to be stuck to the stem of the plant growing up the middle".
    // The stem rises between the pip columns to just under the middle pip.
    draw: () =>
      bank(10) +
      line('M0 8C-1 -6 1-20 0-34C-0.6-40 0.4-43 0-46', C.darkGreen, 0.9) +
      path('M0-4C-5-5-8-2-9 1C-5 2-2 0 0-4ZM0-14C5-15 8-12 9-9C5-8 2-10 0-14Z', C.green, L, 0.35) +
      path('M0-34C-4-36-6-33-6-31C-3-30-1-32 0-34ZM0-40C4-42 6-39 6-37C3-36 1-38 0-40Z', C.green, L, 0.35) +
      path('M0-45c-2.4-1-2.6-3.6 0-5c2.6 1.4 2.4 4 0 5Z', C.red, L, 0.35) +
      // The bird clinging to the stem, tail down, looking left.
      path('M1-25C-2-29-6-28-6.6-25C-7-21.6-4-19-1-19.6L4-15L3.6-19C4-21 3-23 1-25Z', C.blue, L, W) +
      path('M-3-22.4C-1-23.6 1.6-22 2.4-19.4C0-19-2-20-3-22.4Z', C.sky, L, 0.3) +
      path('M-6.4-25.4L-9.2-24.6L-6.4-23.6Z', C.gold, L, 0.3) +
      circle(-4.6, -25.6, 0.5, L) +
      path('M-5.6-27.4l0.6-2.4l1.2 1.8Z', C.red, L, 0.25) +
      line('M-1-19.4l0.8 1.6M0.6-20l0.8 1.6', L, 0.4),
  },
  E8: {
    name: 'hornBlower',
    box: [
      [-22, -14, 22, 10],
      [-12, -20.6, 0, -14],
    ],
    // [P3]: the hunter blowing his hunting horn, a hound at his heels.
    draw: () =>
      bank(22) +
      g(
        { transform: 'translate(4 0)' },
        limb('M-3 0L-4 8M0 0L1.4 8', C.darkBrown, 1.5) +
          path('M-5.4-7.6C-5.6-4-5.8-1-6 1.4H3L2-7.6Q-1.6-9-5.4-7.6Z', C.darkGreen, L, W) +
          line('M-5.4-3H2.4', C.brown, 0.9) +
          circle(-1.6, -10.4, 2.4, C.skin, L, W) +
          path('M-5-11.4C-5-14.6 2-15 2-11.6Q-1.6-12.8-5-11.4Z', C.darkGreen, L, W) +
          line('M1.6-12.6c2-1 3.4-3.6 3.4-5.6', C.red, 0.6) +
          limb('M-4.4-6.4L-7.6-8.6L-5.4-10.4', C.darkGreen, 1.3) +
          // The horn: a curved brass horn raised to the lips, its bell up and away.
          path('M-4.4-10.6C-8-10-11-12-12.6-15L-15.4-16.2L-12.6-12.4C-10.6-8.6-7-8.4-4.2-9.4Z', C.gold, L, 0.4) +
          line('M-15.6-18l-0.6-1.8M-13.6-18.6l0.2-1.8', C.darkBrown, 0.4),
      ) +
      // The hound at his heels.
      g(
        { transform: 'translate(2 0)' },
        legs(
          [
            [9, 2, 8.4],
            [10.4, 2, 11],
            [16, 2, 15.6],
            [17.4, 2, 18.4],
          ],
          C.white,
          1,
        ) +
          path('M8-1C10-3 16-3 18-1.6C19 0 18.6 2.4 17 2.6H9.6C8 2.4 7.4 0.4 8-1Z', C.white, L, W) +
          path('M8.6-0.8L6.6-4.6C6-5.6 4.6-5.4 4-4.4L3 -3.6L4.4-2.8L6.4-0.6Z', C.white, L, W) +
          path('M6.4-5.2C7.4-4.6 7.6-3 7-2Z', C.brown, L, 0.3) +
          path('M12-2.6C13.6-3 15.2-2.6 15-1C13.4-0.6 12.4-1.2 12-2.6Z', C.brown) +
          line('M18-1.4C20-2.6 20.6-4.6 20.4-6.6', L, 0.6),
      ),
  },
  E7: {
    name: 'hare',
    box: [[-18, -13, 18, 10]],
    // A hare sitting up in a clover field, ears high.
    draw: () =>
      bank(18) +
      path('M-6 8C-9 6-9-1-4-3C1-5 7-2 7 3C7 6 5 8 3 8Z', '#a67c4e', L, W) +
      path('M-4-2C-6-5-5-8-2-8C1-8 2-5 0-2Z', '#a67c4e', L, W) +
      path('M-3-7.6C-4-10-4.4-12.6-3.4-13.2C-2.2-12.8-2-10-2-7.8Z', '#a67c4e', L, 0.35) +
      path('M-1.2-7.4C-0.4-10 0.6-12.4 1.8-12.4C2.4-11.4 1-9 0-7Z', '#a67c4e', L, 0.35) +
      line('M-3-12.4v3.6', C.pink, 0.4) +
      circle(-3.4, -5.4, 0.5, L) +
      circle(7.2, 4.4, 1.5, C.white, L, 0.3) +
      path('M-6 8C-8 8-9 7.6-9.6 6.8Q-6 6-3 7.6Z', '#a67c4e', L, 0.35) +
      line('M-5.8-3.6l-2.4-0.4M-5.8-3l-2.2 0.8', L, 0.25) +
      line('M-14 8v-3M-12 8l-0.6-3.4M12 8l0.4-3.2M14 8v-2.6', C.darkGreen, 0.5) +
      circle(-13.8, 4.6, 1, C.pink) +
      circle(12.4, 4.4, 1, C.white, L, 0.2),
  },
  // ——— Leaves ———
  GT: {
    name: 'stag',
    box: [
      [-22, -14, 22, 10],
      [-12, -19, -6, -14],
    ],
    // A stag at gaze, branching antlers.
    draw: () =>
      bank(22) +
      legs(
        [
          [-7, 1, -8.4],
          [-5, 1, -4.6],
          [7, 1, 6.4],
          [9.4, 1, 10],
        ],
        '#9a6236',
        1.1,
      ) +
      path('M-10-1C-10-5 6-6 10-4C12.6-3 12.4 1 10 2H-8C-10 2-10.4 1-10-1Z', '#9a6236', L, W) +
      path('M-7-3L-11-10C-12-11.4-14.6-11-15-9.6L-16.6-7.4C-16.8-6.4-15.8-6-15-6.6L-12.6-7.4L-7 0Z', '#9a6236', L, W) +
      path('M7 1.6C9 2 10 0 9.4-2C8-2 7-0.4 7 1.6Z', C.cream) +
      line(
        'M-12.4-10.4C-13-14-11-16-8-17M-11.2-13.4L-8.4-13.6M-10-15.6L-9-18.6M-13.6-10.6C-15.6-13-17.6-13.4-20-13M-16.4-12.8L-17.4-15.6M-18.6-13L-20.6-11',
        C.darkBrown,
        0.8,
      ) +
      circle(-13.6, -8.8, 0.45, L) +
      path('M-11.4-10.6l1.8-1.2l-0.4 2Z', '#9a6236', L, 0.3) +
      line('M10.6-3.6l1.6-1', C.cream, 0.9),
  },
  G9: {
    name: 'goat',
    box: [
      [-20, -14, 20, 10],
      [-12.2, -16, 2, -14],
    ],
    // [P3]: "a long horned goat", its horns swept far back, a beard.
    draw: () =>
      bank(20) +
      legs(
        [
          [-7, 2, -7.4],
          [-4, 2, -3.4],
          [5, 2, 5],
          [8, 2, 8.8],
        ],
        '#e9e0cc',
        1.2,
      ) +
      path('M-10-3C-10-7 6-8 9-6C11.4-4.6 11.6 1 9 2.6H-8C-10 2-10.4 0-10-3Z', '#e9e0cc', L, W) +
      path(
        'M-8-5L-11.6-11C-12.6-12.4-14.6-12.4-15.2-11L-17.2-7.6C-17.6-6.4-16.4-5.8-15.6-6.6L-13-8.6L-7 0Z',
        '#e9e0cc',
        L,
        W,
      ) +
      path('M-15.4-7L-15.8-2.4L-14-6.4Z', '#8a7a66', L, 0.3) +
      // The long horns, swept back over the shoulders.
      line('M-12.6-11.6C-11-16-4-17 1-14', '#6e5a40', 1.5) +
      line('M-12.6-11.6C-11-16-4-17 1-14', '#b8a27e', 0.6) +
      path('M-12-10.6l3-0.8l-2 2.2Z', '#e9e0cc', L, 0.3) +
      circle(-14, -9.6, 0.45, L) +
      path('M9-6C10-8 11.4-8.6 12-8C11.6-6.8 10.6-6 9.4-5Z', '#e9e0cc', L, 0.3) +
      path('M-4-6C-2-7 2-7 3-5.6C1-4.6-2-4.6-4-6Z', '#cbbfa6'),
  },
  G8: {
    name: 'cockerel',
    box: [
      [-20, -14, 20, 10],
      [-12.2, -18, 11, -14],
    ],
    // A cockerel crowing on a wattle fence.
    draw: () =>
      line('M-18 8V-2M-10 8V-2M-2 8V-2M6 8V-2M14 8V-2', C.brown, 1) +
      line('M-19 0.4H17M-19 4.4H17', '#a07a4a', 1.4) +
      line('M-19 0.4H17M-19 4.4H17', L, 0.25) +
      bank(20) +
      g(
        { transform: 'translate(-2 0)' },
        limb('M1-4L0 0.4M4-4L4.6 0.4', C.gold, 0.6) +
          path('M-3-9C-3-6 0-4 4-4C8-4 10-7 9-10C11-12 12-15 10-17C9-14 7-12 5-11C3-11 1-11-3-9Z', C.white, L, W) +
          path('M9-10C11-12 12-15 10-17C13-16 14-11 9-8Z', C.darkGreen, L, 0.35) +
          path('M9.6-16.4C12-17 13-14 12.4-11', 'none', C.blue, 0.6) +
          path('M-3-9C-4-12-4-14-2.6-15C-1-15.4 0-14 0-12L-1-8.6Z', C.white, L, W) +
          path('M-2.6-15C-3-16.6-1.6-17-1-16C-0.6-17.2 1-16.6 0.4-15.2Z', C.red, L, 0.3) +
          path('M-3.6-13.2L-6.4-13.8L-3.6-12.4Z', C.gold, L, 0.3) +
          path('M-3.2-11.6c-0.8 0.8-0.6 2 0.2 2.2l0.4-2Z', C.red) +
          circle(-2, -13.4, 0.45, L) +
          path('M0-8C2-8 5-7 6-5.6C3-5.6 1-6 0-8Z', C.gold, L, 0.3) +
          path('M-7.6-15.4l-2.4-1.6M-8-13.2l-3-0.2M-7.6-11l-2.6 1', 'none', L, 0.4),
      ),
  },
  G7: {
    name: 'beehive',
    box: [[-20, -12, 20, 10]],
    // A straw bee skep on a bench, bees about it.
    draw: () =>
      bank(20) +
      path('M-12 2H12V3.6H-12Z', C.brown, L, 0.4) +
      limb('M-9 3.6V8M9 3.6V8', C.brown, 1) +
      path('M-8 2C-9-5-5-11 0-11C5-11 9-5 8 2Z', '#e3b54a', L, W) +
      line('M-8.4-1H8.4M-7.4-4.4H7.4M-5.4-7.6H5.4', '#a07a2a', 0.6) +
      path('M-1.6 2V-0.4Q0-2 1.6-0.4V2Z', C.darkBrown) +
      [
        [13, -8],
        [16, -3],
        [-14, -6],
        [11, -12],
      ]
        .map(
          ([x, y]) =>
            ellipse(x!, y!, 1.1, 0.7, C.yellow, L, 0.25) + path(P`M${x! - 0.4} ${y! - 0.6}l-0.6-1.2l1.4 0.6Z`, C.white),
        )
        .join('') +
      line('M11.6-7q-2 1-1-2M-12.6-6q2 1.6 2.6-0.4', L, 0.2, { 'stroke-dasharray': '0.4 0.6' }),
  },
  // ——— Hearts ———
  HT: {
    name: 'stork',
    box: [
      [-14, -9.6, 14, 10],
      [-3, -23, 11.4, -9.6],
    ],
    // A stork on its nest on a cottage chimney.
    draw: () =>
      bank(14) +
      path('M-9 8V-1H9V8Z', C.cream, L, W) +
      path('M-11-1L0-8L11-1Z', C.red, L, W) +
      path('M-1.6 8V2.4H1.6V8Z', C.brown, L, 0.35) +
      path('M-7 1H-4.4V3.8H-7ZM4.4 1H7V3.8H4.4Z', C.sky, L, 0.35) +
      path('M4.4-10.4V-4.2L7.6-2.2V-10.4Z', '#b0503a', L, 0.35) +
      path('M2.4-10.6Q6-12.8 9.6-10.6Q6-9.4 2.4-10.6Z', C.brown, L, 0.35) +
      // The stork, white with black wing tips, red beak and legs.
      line('M5.4-11.4V-14.8M6.8-11.4V-14.8', C.red, 0.5) +
      path('M3-16.4C3-18.6 7-19 9.6-17.4L11.2-16C8.6-14.6 4.6-14.2 3-16.4Z', C.white, L, 0.4) +
      path('M7.4-17.6L11.2-16L8-15.2Z', L) +
      line('M4-17.4C3-19 2.6-20.4 2.8-21.6', L, 1.3) +
      line('M4-17.4C3-19 2.6-20.4 2.8-21.6', C.white, 0.6) +
      circle(2.8, -21.8, 1.1, C.white, L, 0.35) +
      line('M1.8-21.6L-2.6-20.4', C.red, 0.7) +
      circle(2.5, -22.1, 0.3, L),
  },
  H9: {
    name: 'doves',
    box: [[-16, -13.6, 16, 10]],
    // A pair of doves billing on a flowering branch.
    draw: () =>
      bank(16) +
      line('M-14 2C-6 0 6 0 14 2', C.brown, 0.9) +
      circle(-12, 0.4, 1, C.pink, L, 0.2) +
      circle(12, 0.6, 1, C.pink, L, 0.2) +
      [-1, 1]
        .map((s) =>
          g(
            { transform: s < 0 ? '' : 'scale(-1 1)' },
            path('M-1.2-5C-1-8-3-9.6-5-9C-7-8.4-8-6-7.6-4L-13-1.6L-8.6-0.6C-6 1-2 0.6-1.2-5Z', C.white, L, W) +
              path('M-6-5C-8-4-10-2-11-1.6C-8.4-1.2-6-2.4-6-5Z', '#c8ccd6', L, 0.3) +
              path('M-1.2-7.4L0.4-7L-1.2-6.4Z', C.pink, L, 0.25) +
              circle(-3, -7.4, 0.45, L) +
              line('M-5 0.4v1.6M-3.6 0.2v1.8', C.red, 0.4),
          ),
        )
        .join('') +
      path('M0-12c-0.8-1-2.4-0.6-2.2 0.6c0.2 1.2 2.2 2.2 2.2 2.2s2-1 2.2-2.2c0.2-1.2-1.4-1.6-2.2-0.6Z', C.red, L, 0.25),
  },
  H8: {
    name: 'fountain',
    box: [
      [-20, -6, 20, 10],
      [-11, -14, 11, -6],
      [-6, -17.6, 6, -14],
    ],
    // [P3]: "a multicoloured fountain with water pouring out in quite a ridiculous fashion": a basin on a foot,
    // a column with an upper bowl, water spouting up and falling in arcs on both sides.
    draw: () =>
      bank(20) +
      path('M-16 1H16L13 6H-13Z', C.blue, L, W) +
      path('M-16 1H16V2.6H-16Z', C.gold, L, 0.35) +
      path('M-3 6H3L4 8H-4Z', C.red, L, 0.35) +
      path('M-1.6 1V-6H1.6V1Z', C.red, L, 0.35) +
      path('M-7-6H7L4-3H-4Z', C.yellow, L, W) +
      path('M-1-6C-1.4-9 1.4-9 1-6Z', C.green, L, 0.3) +
      // The jets: one up, two arcs down into the basin, a curtain over the bowl's rim.
      line('M0-9V-15', '#4f9ed6', 1) +
      line('M0-15C-4-18-10-14-12 0M0-15C4-18 10-14 12 0M-6-4C-8-2-9-1-9.6 1M6-4C8-2 9-1 9.6 1', '#4f9ed6', 0.8) +
      line('M0-15C-3-17-7-14-8-9M0-15C3-17 7-14 8-9', C.sky, 0.5) +
      circle(-12, 0, 0.7, '#4f9ed6') +
      circle(12, 0, 0.7, '#4f9ed6'),
  },
  H7: {
    name: 'duck',
    box: [[-18, -7.6, 18, 10]],
    // A duck on the village pond, reeds at the side.
    draw: () =>
      ellipse(0, 7.2, 17, 2.6, '#8cc2e6', L, 0.35) +
      line('M-6 7.4h4M3 7.8h5', C.white, 0.4) +
      path(
        'M-7 4C-8 0-4-1 0-0.4L3-2C2-5 5-7.6 7.4-6C9-5 8.6-3 7.4-2.4L5.6 0C7 2 5 5.6 0 5.6C-4 5.6-6.6 5-7 4Z',
        C.white,
        L,
        W,
      ) +
      path('M8.6-4.6L11.6-4L8.2-3Z', C.gold, L, 0.3) +
      path('M3-2C2-5 5-7.6 7.4-6C8.4-5.4 8.6-4 8.2-3.4C6.6-2.4 4.6-1.6 3-2Z', C.darkGreen, L, 0.3) +
      circle(6.4, -4.8, 0.45, C.white) +
      path('M-4 1C-1 0 2 1 3 3C0 3.6-2 3-4 1Z', '#bfc5cc', L, 0.25) +
      line('M-13 7V-4M-14.6 7.4L-16-2M-11.4 7.4L-10-1', C.darkGreen, 0.6) +
      ellipse(-13, -5, 0.8, 2, C.brown),
  },
  // ——— Bells ———
  ST: {
    name: 'sheaf',
    box: [[-18, -14.8, 20.6, 10]],
    // A bound sheaf of wheat with the sickle leaning on it: the harvest.
    draw: () =>
      bank(18) +
      path('M-3 8L-6-6H6L3 8Z', '#e2be5a', L, W) +
      line('M-2 8L-4-6M0 8V-6M2 8L4-6', '#b8912c', 0.4) +
      path('M-4.4 0H4.4V2H-4.4Z', C.red, L, 0.3) +
      [-8, -5, -2, 1, 4, 7]
        .map((x) =>
          path(
            P`M${x} -6C${x - 1.4} -9 ${x - 0.4} -12 ${x + 0.4} -13C${x + 1.6} -11 ${x + 1.4} -8 ${x + 1} -6Z`,
            C.gold,
            L,
            0.3,
          ),
        )
        .join('') +
      line('M-5.4-12.6l-1.4-1.4M-2.4-13l-1-1.6M0.6-13l-0.6-1.8M3.6-13l0.4-1.8M6.8-12.6l1-1.6', '#b8912c', 0.3) +
      // The sickle, its handle in the grass.
      limb('M10 8L11.6 2', C.brown, 1) +
      line('M11.6 2C13-4 20-6 20-1C20 2 17 4 14 3.6', C.steel, 0.9),
  },
  S9: {
    name: 'hound',
    box: [[-20, -10, 20, 10]],
    // A hound at full run. (Older packs put a dog on the 8 of bells [P2]; the 8 here has the Pegasus [P1].)
    draw: () =>
      bank(20) +
      limb('M-7 0L-12 3L-15 2M-5 1L-9 5L-12 6M6 0L10 4L13 5M8-1L13 1L17 1', '#c88a4a', 1.2) +
      path('M-9-2C-8-6 4-7 9-4C11-3 11 0 9 1C4 2-4 2-8 1C-9.6 0.4-9.6-1-9-2Z', '#c88a4a', L, W) +
      path('M-8-3L-12-7C-13-8-15-8-16-7L-18.6-5C-19-4-18-3.4-17-3.8L-13-4L-8 0Z', '#c88a4a', L, W) +
      path('M-13.4-7.2C-12-7-11-5-11.6-3.6C-12.6-4-13.4-5.6-13.4-7.2Z', C.darkBrown, L, 0.3) +
      circle(-15, -6, 0.45, L) +
      path('M-3-5.6C0-6.6 4-6 5-4.6C2-3.4-1-3.6-3-5.6Z', C.white) +
      line('M9.4-3C13-4 15-6 16-9', L, 0.6) +
      line('M9.4-3C13-4 15-6 16-9', '#c88a4a', 0.3) +
      path('M-10-3.4h2.4v1.8h-2.4Z', C.red, L, 0.25),
  },
  S8: {
    name: 'pegasus',
    box: [
      [-22, -13.8, 22, 10],
      [-4, -18, 10.4, -13.8],
    ],
    // [P1]: the Pegasus of Ritter & Cie., Prague, kept by Obchodní Tiskárny on the 8 of bells and the back:
    // the winged horse in flight over two clouds, forelegs folded, hind legs stretched.
    draw: () =>
      path('M-16 8C-19 8-19 4-16 4C-15 1-11 1-10 3C-8 1-4 2-4 5C-2 5-2 8-4 8Z', C.white, L, 0.35) +
      path('M6 8C4 8 4 5 6 5C7 3 10 3 11 4.6C13 3.4 16 4.6 15.6 6.6C17 7 16.6 8 15.4 8Z', C.white, L, 0.35) +
      limb('M-6.4 0L-11 1L-13-1M-4.6 1.2L-8 4.6L-11 4.4M8 0.4L11.6 4L15.6 5M9.6-0.4L14.6 1.4L18.6 0.6', PEGASUS, 1.1) +
      line('M-13-1h0.01M-11 4.4h0.01M15.6 5h0.01M18.6 0.6h0.01', C.darkBrown, 1.6) +
      path('M-9-3C-8-7 6-8 10-5C12.4-3 12-0.4 10 0.6C4 2-4 2-8 0.6C-9.6 0-9.6-1.4-9-3Z', PEGASUS, L, W) +
      path('M-7-4L-11-12C-12-13.6-14.4-13.6-15-12.4L-17.8-9C-18.4-8-17.4-7.2-16.4-7.8L-13-9.4L-6 0Z', PEGASUS, L, W) +
      line('M-7.6-5C-9-8-10-11-11.6-12.8', C.gold, 1.2) +
      circle(-13.8, -11, 0.45, L) +
      line('M10-3.6C14-4 17-2 19-5C17-3 14-2 11-1.6', C.gold, 1) +
      // The wing, raised from the withers.
      path(
        'M-3-6C-4-11 0-16 9-18C8-16.4 10-15.6 8-14C9.4-13 8-11.6 6.4-11.4C6.6-10 5-9 3.4-8.8C2.4-7.4 0-6-3-6Z',
        PEGASUS,
        L,
        W,
      ) +
      line('M-0.4-8.4C2-11 5-14 8.4-16.4M1.6-7.4C4-9.6 6-11 7.6-12.4', '#b9c3cf', 0.4),
  },
  S7: {
    name: 'flowerTub',
    box: [[-16, -14.6, 16, 10]],
    // [P3]: "the cute flower barrel": a hooped wooden tub full of flowers.
    draw: () =>
      bank(16) +
      path('M-8 8L-9-1H9L8 8Z', '#b07a3c', L, W) +
      line('M-8.8 1.4H8.8M-8.2 5.6H8.2', C.steel, 1) +
      line('M-5-1L-4.6 8M0-1V8M5-1L4.6 8', '#7a4a22', 0.35) +
      line('M0-1V-10M-2-1L-7-8M2-1L7-9M-4-1L-10-4M4-1L10-3', C.darkGreen, 0.7) +
      path('M-3-4C-6-6-7-3-5-2ZM3-5C6-7 7-4 5-3Z', C.green, L, 0.3) +
      [
        [0, -12, C.red],
        [-7.4, -9, C.yellow],
        [7.4, -10, C.blue],
        [-10.4, -4.6, C.pink],
        [10.4, -4, C.red],
      ]
        .map(
          ([x, y, colour]) =>
            path(
              P`M${x as number} ${(y as number) - 2.4}l0.8 1.6l1.6 0.8l-1.6 0.8l-0.8 1.6l-0.8-1.6l-1.6-0.8l1.6-0.8Z`,
              colour as string,
              L,
              0.3,
            ) + circle(x as number, y as number, 0.6, C.yellow),
        )
        .join(''),
  },
};

/** What the pattern draws under a number card's pips: its own scene, marked with `data-scene`. */
export function pragueScene(_style: Style, card: ParsedCard): string {
  const scene = SCENES['EGHS'[card.suit]! + card.rank];
  if (!scene) return '';
  return g({ 'data-scene': scene.name, transform: transform(AT[0], AT[1], SCALE) }, scene.draw());
}

/** Where each scene's rectangles fall on the card, by card code (for the tests). */
export function sceneBoxes(): Record<string, Rect[]> {
  const out: Record<string, Rect[]> = {};
  for (const [code, { box }] of Object.entries(SCENES))
    out[code] = box.map(([l, t, r, b]): Rect => [
      AT[0] + l * SCALE,
      AT[1] + t * SCALE,
      AT[0] + r * SCALE,
      AT[1] + b * SCALE,
    ]);
  return out;
}
