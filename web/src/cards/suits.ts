/**
 * The eight suit signs, each drawn upright in a box about 20 units square centred on the origin, so a pip
 * is one `<g transform>` around the shape. German signs carry outline, shading and detail (they are printed
 * in several colours); French signs are flat silhouettes as on Paris-pattern cards.
 */
import type { Suit } from '../../../engine/cards.js';
import { type Ink, type SuitSystem, suitInk } from './palette.js';
import { circle, el, ellipse, g, line, mirrored, P, path, poly, transform } from './svg.js';

type Pt = [number, number];

/** Points along a cubic Bézier (t in (0, 1]). */
function bezier(p0: Pt, p1: Pt, p2: Pt, p3: Pt, n: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    const a = u * u * u,
      b = 3 * u * u * t,
      c = 3 * u * t * t,
      d = t * t * t;
    out.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
  return out;
}

/** The German leaf: a spade-like outline with small teeth leaning towards the tip. */
function leafOutline(): string {
  const right: Pt[] = [[0, -10.4]];
  right.push(...bezier([0, -10.4], [3, -7.4], [9.6, -3.4], [9.4, 1.6], 9));
  right.push(...bezier([9.4, 1.6], [9.3, 5.4], [6.6, 7.2], [4.2, 6.8], 4));
  right.push(...bezier([4.2, 6.8], [2.4, 6.5], [1, 5.6], [0, 4.2], 2));
  const teeth: Pt[] = right.map(([x, y], i) => {
    if (i === 0 || i >= right.length - 3 || i % 2 === 1) return [x, y];
    // Push every other point outwards and a little towards the tip.
    const len = Math.hypot(x, y + 1.5) || 1;
    return [x + (0.9 * x) / len, y + (0.9 * (y + 1.5)) / len - 0.5];
  });
  const left = teeth
    .slice(1, -1)
    .reverse()
    .map(([x, y]): Pt => [-x, y]);
  return poly([...teeth, ...left]);
}
const LEAF = leafOutline();

const HEART = mirrored(
  [0, -5.8],
  [
    [0.8, -9.2, 3.3, -10.1, 5.4, -10.1],
    [8.6, -10.1, 10.5, -7.4, 10.4, -4],
    [10.2, 1.8, 4.2, 5.6, 0, 10],
  ],
);
const FRENCH_HEART = mirrored(
  [0, -5.4],
  [
    [1, -9, 3.4, -10, 5.2, -10],
    [8, -10, 9.7, -7.6, 9.7, -4.6],
    [9.7, 0.8, 3.4, 4.8, 0, 10],
  ],
);
const SPADE = mirrored(
  [0, -10.4],
  [
    [2.6, -6.2, 9.7, -2.8, 9.7, 2],
    [9.7, 4.9, 7.7, 6.6, 5.4, 6.6],
    [3.4, 6.6, 1.8, 5.6, 0.8, 4.2],
    [1.1, 6.6, 2, 8.5, 3.6, 10],
    [2.4, 10, 1.2, 10, 0, 10],
  ],
);
/** Three leaves (circles as arcs), a disc closing the gap between them, and the stem: one path. */
const disc = (x: number, y: number, r: number): string =>
  P`M${x - r} ${y}a${r} ${r} 0 1 1 ${2 * r} 0a${r} ${r} 0 1 1 ${-2 * r} 0Z`;
const CLUB =
  disc(0, -5.2, 4.7) +
  disc(-5.2, 1.4, 4.7) +
  disc(5.2, 1.4, 4.7) +
  disc(0, 0, 2.6) +
  'M-1-1L1-1Q1.3 7 3.8 10L-3.8 10Q-1.3 7-1-1Z';
const DIAMOND = 'M0-10.6Q3.3-4.8 7.8 0Q3.3 4.8 0 10.6Q-3.3 4.8-7.8 0Q-3.3-4.8 0-10.6Z';

const ACORN_NUT = mirrored(
  [0, -9.2],
  [
    [3.8, -9.2, 6.3, -5.6, 6.3, -1.6],
    [6.3, 1.4, 4.6, 2.8, 0, 2.8],
  ],
);
const ACORN_CUP = mirrored(
  [0, 0.2],
  [
    [4, 0.1, 7.6, 0.2, 7.5, 2.7],
    [7.3, 5.6, 4, 7.4, 0, 7.4],
  ],
);

/** The acorn cup's cross-hatching, trimmed to the half-ellipse the cup roughly fills. */
function cupHatch(): string {
  const cx = 0,
    cy = 1.6,
    rx = 6.4,
    ry = 5,
    top = 1.4;
  let d = '';
  for (const slope of [1, -1]) {
    for (let c = -12; c <= 12; c += 2.2) {
      // Points (x, slope * (x - c) + cy) inside the ellipse.
      const A = 1 / (rx * rx) + 1 / (ry * ry),
        B = (-2 * c) / (ry * ry),
        K = (c * c) / (ry * ry) - 1;
      const disc = B * B - 4 * A * K;
      if (disc <= 0) continue;
      let x1 = (-B - Math.sqrt(disc)) / (2 * A),
        x2 = (-B + Math.sqrt(disc)) / (2 * A);
      // Keep the part below the rim.
      const xTop = c + (top - cy) / slope;
      if (slope > 0) x1 = Math.max(x1, xTop);
      else x2 = Math.min(x2, xTop);
      if (x2 - x1 < 0.4) continue;
      d += P`M${cx + x1} ${slope * (x1 - c) + cy}L${cx + x2} ${slope * (x2 - c) + cy}`;
    }
  }
  return d;
}
const HATCH = cupHatch();

function germanSign(suit: Suit, k: Ink): string {
  switch (suit) {
    case 0:
      return (
        line('M0 6.6Q0.4 8.6-0.6 10.4', k.dark, 1.5) +
        path(ACORN_NUT, k.main, k.dark, 0.7) +
        ellipse(-2.6, -3.6, 1.3, 3, k.light) +
        circle(0, -9.4, 0.9, k.dark) +
        path(ACORN_CUP, k.accent, k.dark, 0.7) +
        line(HATCH, k.dark, 0.45, { opacity: 0.75 }) +
        line('M-7 1.5Q0 3.2 7 1.5', k.dark, 0.5)
      );
    case 1:
      return (
        line('M0 4.2Q0.3 8-1.2 10.6', k.dark, 1.5) +
        path(LEAF, k.main, k.dark, 0.7, { 'stroke-linejoin': 'round' }) +
        path('M0 4.2L0-9.6C3 -7 8 -3.5 8.6 1.5C8.4 5 6 6.2 4 6C2.2 5.6 1 5 0 4.2Z', k.accent, undefined, 0, {
          opacity: 0.55,
        }) +
        line('M0 4.2L0-8.4M0 1L-5.2-2.8M0 1L5.2-2.8M0-2.6L-3.6-5.6M0-2.6L3.6-5.6M0 3.6L-6 1.6M0 3.6L6 1.6', k.dark, 0.6)
      );
    case 2:
      return (
        path(HEART, k.main, k.dark, 0.7) +
        el('ellipse', { rx: 2.4, ry: 1.4, fill: k.light, transform: transform(-5, -5.2, 1, -38) })
      );
    default:
      return (
        circle(0, -9, 1.6, 'none', k.dark, 0.9) +
        circle(0, 0.8, 8.6, k.main, k.dark, 0.7) +
        ellipse(-3.6, -3.6, 2.4, 1.6, k.light) +
        line('M0-7.6L0-1', k.dark, 0.45) +
        path('M-8.5-0.6Q0 3.4 8.5-0.6L8.3 2.4Q0 6.6-8.3 2.4Z', k.accent, k.dark, 0.5) +
        circle(0, 6.4, 1.1, k.dark) +
        line('M0 6.4L0 9.1', k.dark, 1)
      );
  }
}

function frenchSign(suit: Suit, k: Ink): string {
  switch (suit) {
    case 0:
      return path(CLUB, k.main);
    case 1:
      return path(SPADE, k.main);
    case 2:
      return path(FRENCH_HEART, k.main);
    default:
      return path(DIAMOND, k.main);
  }
}

const shapes = new Map<string, string>();

/** A suit sign's shapes, upright and centred on the origin, about 20 units tall (built once per ink). */
export function signShape(system: SuitSystem, suit: Suit, k: Ink): string {
  const key = system + suit + k.main + k.dark + k.light + k.accent;
  let shape = shapes.get(key);
  if (shape === undefined) {
    shape = system === 'german' ? germanSign(suit, k) : frenchSign(suit, k);
    shapes.set(key, shape);
  }
  return shape;
}

/** A sign placed at (x, y), scaled from its 20-unit size; `rotate` in degrees. */
export function sign(system: SuitSystem, suit: Suit, k: Ink, x: number, y: number, scale = 1, rotate = 0): string {
  return g({ transform: transform(x, y, scale, rotate) }, signShape(system, suit, k));
}

export interface SuitSignOptions {
  readonly fourColour?: boolean;
  /** An accessible name; without one the sign is decorative (aria-hidden). */
  readonly title?: string;
}

/** The suit sign alone, as a complete square `<svg>` for the interface (trump, called Ace…). */
export function suitSign(system: SuitSystem, suit: Suit, options: SuitSignOptions = {}): string {
  const label = options.title;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: '-11.5 -11.5 23 23',
      role: label ? 'img' : undefined,
      'aria-label': label,
      'aria-hidden': label ? undefined : 'true',
      focusable: 'false',
    },
    signShape(system, suit, suitInk(system, suit, options.fourColour)),
  );
}
