/**
 * The Bavarian pattern's figures, its own (docs/patterns.md, "Bavarian"): single-headed full figures in the
 * Landsknecht dress of the type S pack (puffed and slashed doublets, baggy slashed breeches, broad
 * "cow-mouth" shoes) standing on a patch of grass, and kings seated on a throne whose back shows the Bavarian
 * lozenges. Everything is in card space (100 × 156): a standing figure's face is centred near (50, 34) and
 * its feet on the grass at y ≈ 132; a seated king's face near (50, 45).
 */
import { C } from '../palette.js';
import { flatten, hatch, swellD, taperD, WEIGHT } from '../line.js';
import { circle, clipPolygon, ellipse, g, limb, line, P, path, poly, type Pt } from '../svg.js';

const L = C.line;
const BLUE = '#3b78c2';

export type Doublet = 'cuirass' | 'drummer' | 'schaube' | 'quartered' | 'slashed' | 'smock' | 'striped' | 'laced';
export type Robe = 'ermineCape' | 'furCollar' | 'mantle' | 'brocade';

/** Blue and white lozenges filling a convex outline (the Bavarian arms, on thrones, shields and banners). */
export function lozengeField(outline: readonly Pt[], w = 4.4, h = 6): string {
  let d = '';
  const xs = outline.map((p) => p[0]),
    ys = outline.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  for (let row = 0; y0 + (row * h) / 2 <= y1 + h; row++)
    for (let x = x0 + (row % 2 ? w / 2 : 0); x <= x1 + w; x += w) {
      const cy = y0 + (row * h) / 2;
      const cell = clipPolygon(
        [
          [x, cy - h / 2],
          [x + w / 2, cy],
          [x, cy + h / 2],
          [x - w / 2, cy],
        ],
        outline,
      );
      if (cell.length > 2 && row % 2 === 0) d += poly(cell);
    }
  return path(poly(outline), C.white, L, 0.5) + path(d, BLUE);
}

/** The patch of grass the figures stand on. */
/**
 * The meadow the figures stand on, as the engraved packs draw a ground: no outline round it (issue 35 found the
 * outlined grass oval a plinth), its front shaded with level hatching that thins out downwards, and its top a
 * broken edge of grass tufts, each blade a tapering stroke leaning its own way.
 */
const MEADOW = 'M13 136.2C17 132.4 31 131 50 131.2C69 131 83 132.4 87 136.2C79 138.6 21 138.6 13 136.2Z';
const TUFTS: readonly [number, number, number][] = [
  [15.5, 134.6, -1],
  [19, 133.2, 1],
  [24.5, 132.3, -1],
  [31, 131.7, 1],
  [38, 131.5, -1],
  [62, 131.5, 1],
  [69, 131.7, -1],
  [75.5, 132.3, 1],
  [81, 133.2, -1],
  [84.5, 134.6, 1],
];
export const GRASS =
  path(MEADOW, '#a9bf73') +
  hatch(MEADOW, { side: 'bottom', depth: 0.7, angle: 0, gap: 0.8, colour: '#4f7a2a', opacity: 0.55 }) +
  // Each tuft three blades, the middle one tallest, fanned out from one root on the meadow's edge; one path.
  path(
    TUFTS.map(([x, y, s]) =>
      [-1, 0, 1]
        .map((k) =>
          taperD(
            [x + k * 0.7, y + 0.4],
            [x + k * 1.1 + s * 0.3, y - 1.2],
            [x + k * 1.8 + s * 0.6, y - (k ? 2 : 2.9)],
            0.5,
          ),
        )
        .join(''),
    ).join(''),
    '#4f7a2a',
  );

const THRONE_BACK: Pt[] = [
  [33, 40],
  [67, 40],
  [67, 96],
  [33, 96],
];
/**
 * The throne: a round-arched back with the lozenges, gilt posts with knobs, a red cushion seat, in the engraved
 * line: the frame and posts outlined with the contour's weight, each post and the stool hatched on its side away
 * from the light (the right), the cushion's underside hatched, where the throne was flat colour in one weight.
 */
const CUSHION = 'M23 96H77V104H23Z';
const STOOL = 'M36 126H64L66 131H34Z';
const post = (x: number): string => P`M${x} 128V32h4V128Z`;
const POSTS = post(25) + post(71);
export const THRONE =
  path('M29 100V36Q29 24 50 22Q71 24 71 36V100Z', C.darkRed, L, WEIGHT.contour) +
  path('M31 38Q32 27 50 25.4Q68 27 69 38Z', C.gold, L, 0.5) +
  lozengeField(THRONE_BACK) +
  path(POSTS, C.gold, L, WEIGHT.contour) +
  hatch(post(25), { side: 'right', depth: 0.5, angle: 90, gap: 0.6, opacity: 0.55 }) +
  hatch(post(71), { side: 'right', depth: 0.5, angle: 90, gap: 0.6, opacity: 0.55 }) +
  circle(27, 30, 3, C.gold, L, 0.5) +
  circle(73, 30, 3, C.gold, L, 0.5) +
  path(CUSHION, C.red, L, WEIGHT.contour) +
  hatch(CUSHION, { side: 'bottom', depth: 0.4, angle: 0, gap: 0.8, opacity: 0.55 }) +
  path(STOOL, C.brown, L, WEIGHT.line) +
  hatch(STOOL, { side: 'right', depth: 0.4, angle: -60, gap: 0.9, opacity: 0.5 });

/**
 * The cut of a standing figure's coat: half-widths at the shoulders (y 47.4), the chest (y 61) and the waist
 * (y 79), the skirt's half-width at its hem and the hem's height, how far the hips stand aside from the
 * shoulders (the weight on one leg), and the hem's shape. Every court has its own, so no two coats share an
 * outline (bavarian.test.ts).
 */
export interface Cut {
  readonly sh: number;
  readonly chest: number;
  readonly waist: number;
  readonly hem: number;
  readonly hemY: number;
  readonly lean: number;
  readonly skirt: 'plain' | 'flared' | 'scallop' | 'dagged' | 'split' | 'pointed';
}

/** The coat's outline from the shoulders past the waist to the skirt's hem, as its cut gives it. */
export function coatD(c: Cut): string {
  const [l, r] = [(x: number): number => 50 - x, (x: number): number => 50 + x];
  const [hl, hr] = [l(c.hem) + c.lean * 1.4, r(c.hem) + c.lean * 1.4];
  const y = c.hemY;
  let hem = '';
  const n = 4,
    w = (hr - hl) / n;
  switch (c.skirt) {
    case 'plain':
      hem = P`L${hr} ${y}`;
      break;
    case 'flared':
      hem = P`Q${(hl + hr) / 2} ${y + 3.4} ${hr} ${y}`;
      break;
    case 'scallop':
      for (let i = 0; i < n; i++) hem += P`Q${hl + w * (i + 0.5)} ${y + 3} ${hl + w * (i + 1)} ${y}`;
      break;
    case 'dagged':
      for (let i = 0; i < n + 1; i++)
        hem += P`L${hl + (w * n * (i + 0.5)) / (n + 1)} ${y + 2.6}L${hl + (w * n * (i + 1)) / (n + 1)} ${y}`;
      break;
    case 'split': {
      const m = (hl + hr) / 2;
      hem = P`L${m - 1.2} ${y}L${m} ${y - 8}L${m + 1.2} ${y}L${hr} ${y}`;
      break;
    }
    case 'pointed':
      hem = P`L${(hl + hr) / 2} ${y + 4}L${hr} ${y}`;
      break;
  }
  return (
    P`M${l(c.sh) + 2} 47.4C${l(c.sh) - 0.6} 48 ${l(c.sh) - 1} 53 ${l(c.chest)} 61C${l(c.chest) + 0.4} 70 ${l(c.waist) + c.lean - 0.6} 75 ${l(c.waist) + c.lean} 79L${hl} ${y}` +
    hem +
    P`L${r(c.waist) + c.lean} 79C${r(c.waist) + c.lean + 0.6} 75 ${r(c.chest) - 0.4} 70 ${r(c.chest)} 61C${r(c.sh) + 1} 53 ${r(c.sh) + 0.6} 48 ${r(c.sh) - 2} 47.4Q50 45.2 ${l(c.sh) + 2} 47.4Z`
  );
}

/** Where a horizontal line at `y` crosses an outline: its leftmost and rightmost crossing. */
function across(d: string, y: number): [number, number] {
  const xs: number[] = [];
  for (const ring of flatten(d))
    for (let k = 0; k < ring.length; k++) {
      const [x1, y1] = ring[k]!,
        [x2, y2] = ring[(k + 1) % ring.length]!;
      if (y1 <= y !== y2 <= y) xs.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
    }
  return xs.length ? [Math.min(...xs), Math.max(...xs)] : [50, 50];
}

/** The part of an outline between heights `y0` and `y1`, `inset` inside its sides, as a polygon's path data. */
export function band(d: string, y0: number, y1: number, inset = 0): string {
  const left: Pt[] = [],
    right: Pt[] = [];
  for (let k = 0; k <= 8; k++) {
    const y = y0 + ((y1 - y0) * k) / 8;
    const [a, b] = across(d, y);
    left.push([a + inset, y]);
    right.unshift([b - inset, y]);
  }
  return poly([...left, ...right]);
}

/** Stripes of `colour` across a shape: parallel bands computed inside its outline (no clip path). */
const stripes = (d: string, colour: string, width: number, gap: number, angle: number): string =>
  hatch(d, { angle, gap, width, colour, opacity: 1 });

/** The shadow of a garment: hatched on the side away from the light (upper left), crossed where deepest. */
export const shade = (d: string, depth = 0.34): string =>
  hatch(d, { side: 'right', depth, angle: -55, gap: 1.1, cross: true, opacity: 0.45 });

/**
 * The shadow of one fold, hatched along it: a strip beside the fold's line from `a` bending through `c` to `b`,
 * on its side away from the light (the viewer's right, the light coming from the upper left), widest at the
 * fold's middle and vanishing at its ends, filled with short strokes slanting down the fold's own direction,
 * so that each fold carries its own hatching as the engraved packs cut it rather than one slant for the coat.
 */
export function foldShade(a: Pt, c: Pt, b: Pt, w: number): string {
  const at = (t: number): Pt => [
    (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
    (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
  ];
  const edge: Pt[] = [],
    beside: Pt[] = [];
  for (let k = 0; k <= 8; k++) {
    const t = k / 8;
    const [x, y] = at(t);
    const [nx, ny] = at(Math.min(1, t + 0.01));
    const [px, py] = at(Math.max(0, t - 0.01));
    const n = Math.hypot(nx - px, ny - py) || 1;
    // The normal turned towards the viewer's right (x grows), scaled to the strip's width here.
    let [ux, uy] = [(ny - py) / n, -(nx - px) / n];
    if (ux < 0) [ux, uy] = [-ux, -uy];
    const off = w * Math.sin(Math.PI * t);
    edge.push([x, y]);
    beside.unshift([x + ux * off, y + uy * off]);
  }
  const dir = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  return hatch(poly([...edge, ...beside]), { angle: dir - 28, gap: 0.62, opacity: 0.55 });
}

/** The coat as a figure's body: its outline with the contour's weight, marked `data-part="body"`. */
const body = (d: string, fill: string): string =>
  path(d, fill, L, WEIGHT.contour, { 'stroke-linejoin': 'round', 'data-part': 'body' });

/** A standing figure's coat, without arms or legs, cut as `c` gives it. */
export function doublet(kind: Doublet, c: Cut, colour: string, trim: string): string {
  const d = coatD(c);
  const coat = (fill = colour): string => body(d, fill);
  const mid = 50 + c.lean;
  const belt =
    path(band(d, 77, 81), C.darkBrown, L, 0.45) + path(P`M${mid - 1.4} 77.4h2.8v3.2h-2.8Z`, 'none', C.gold, 0.7);
  const ruff = path('M43 46.2Q50 43.6 57 46.2L56 49.2Q50 47.6 44 49.2Z', C.white, L, 0.45);
  const skirt = band(d, 82, c.hemY - 0.5, 0.4);
  const inner = (x: string): string => line(x, L, WEIGHT.line);
  let over = '';
  switch (kind) {
    case 'cuirass':
      // A peascod breastplate with tassets over the doublet's skirt.
      over =
        path(band(d, 50, 77, 1.6), C.steel, L, WEIGHT.line) +
        line(P`M50 50Q${50 + c.lean * 0.3} 66 ${mid} 77`, '#8d949c', 0.9) +
        hatch(band(d, 50, 77, 1.6), { side: 'right', depth: 0.3, angle: -70, gap: 0.8, opacity: 0.5 }) +
        path(band(d, 78, Math.min(c.hemY - 1, 89), 0.6), C.steel, L, 0.5) +
        inner(P`M${mid - 9} 83.4H${mid + 9}M${mid} 78V88`) +
        ruff;
      break;
    case 'drummer':
      // Banded doublet, a broad bandolier from the right shoulder for the drum.
      over =
        path(band(d, 57, 59.4) + band(d, 67, 69.4) + band(d, c.hemY - 4, c.hemY - 1.8), trim) +
        line(P`M${50 - c.sh + 3} 50L${mid + c.waist - 1} 84`, C.white, 3) +
        line(P`M${50 - c.sh + 3} 50L${mid + c.waist - 1} 84`, L, 0.4, { 'stroke-dasharray': '1 1.6' }) +
        belt +
        ruff;
      break;
    case 'schaube':
      // A captain's long open coat with a broad fur collar, to the knee, the doublet showing at its front.
      over =
        path(P`M46 60L50 54L54 60L${mid + 3} ${c.hemY}H${mid - 3}Z`, trim, L, WEIGHT.line) +
        line(P`M48 62L${mid - 1.4} ${c.hemY - 26}M52 62L${mid + 1.4} ${c.hemY - 26}`, C.gold, 0.6, {
          'stroke-dasharray': '0.1 3',
        }) +
        path('M36.6 48.6C40 46 46 46 50 50C54 46 60 46 63.4 48.6L60 62L54 56L50 52L46 56L40 62Z', '#7a5a3c', L, 0.5) +
        line('M39 52l1 2M43 50l0.6 2M57 50l-0.6 2M61 52l-1 2', '#b0906e', 0.6) +
        inner(
          P`M${mid - 8} ${c.hemY - 2}Q${mid - 7} 90 ${mid - 5} 80M${mid + 8} ${c.hemY - 2}Q${mid + 7} 90 ${mid + 5} 80`,
        );
      break;
    case 'quartered':
      // Mi-parti: the doublet halved in two colours, slashes on each half.
      over =
        path(
          poly(
            clipPolygon(flatten(d)[0]!, [
              [50, 40],
              [90, 40],
              [90, 120],
              [50, 120],
            ]),
          ),
          trim,
          L,
          0.5,
        ) +
        line('M42 54l1.6 8M45 56l1 8M55 56l-1 8M58 54l-1.6 8', C.white, 1.2) +
        belt +
        ruff;
      break;
    case 'slashed':
      // The Landsknecht doublet: puffs slashed down the chest and round the skirt.
      over =
        stripes(band(d, 52, 74, 2), trim, 1.3, 4, 84) +
        stripes(skirt, trim, 1.3, 3.4, 96) +
        belt +
        path('M42.6 46.4H57.4L56.6 49H43.4Z', trim, L, 0.4);
      break;
    case 'smock':
      // The piper's plain long smock, gathered at a belt, pleated below it, with a pouch.
      over =
        stripes(skirt, L, WEIGHT.detail, 3.6, 94) +
        line('M44 48.4Q50 54 56 48.4', trim, 1.1) +
        belt +
        path(P`M${mid + 3} 81h5v5.4q-2.6 1.6-5 0Z`, C.brown, L, 0.45);
      break;
    case 'striped':
      // Bold horizontal stripes, the staff fighter's short jack.
      over = stripes(band(d, 51, 76), trim, 2.4, 5.6, 0) + stripes(skirt, trim, 1.6, 3.6, 0) + belt + ruff;
      break;
    case 'laced':
      // A laced front over the shirt, the lacing crossing down to the belt.
      over =
        path('M45 48L47.6 77H52.4L55 48Z', C.cream, L, 0.45) +
        line('M46 52L54 56M54 52L46 56M46.4 60L53.6 64M53.6 60L46.4 64M46.8 68L53.2 72M53.2 68L46.8 72', trim, 0.7) +
        path(band(d, c.hemY - 4, c.hemY - 2), trim) +
        belt;
      break;
  }
  // Folds of the skirt under the belt, cut as swelling strokes: one each side, the deeper one in the shadow.
  const fy = Math.min(c.hemY - 1, 82 + (c.hemY - 82) * 0.85);
  const skirtFolds: [Pt, Pt, Pt, number][] = [
    [[mid - c.waist * 0.45, 82], [mid - c.waist * 0.55, (82 + fy) / 2], [mid - c.hem * 0.5, fy], 0.35],
    [[mid + c.waist * 0.5, 82], [mid + c.waist * 0.6, (82 + fy) / 2], [mid + c.hem * 0.55, fy], 0.45],
  ];
  const folds =
    path(skirtFolds.map(([a, m, b, w]) => swellD(a, m, b, w)).join(''), L, undefined, undefined, { opacity: 0.7 }) +
    skirtFolds.map(([a, m, b, w]) => foldShade(a, m, b, w * 4.4)).join('');
  return coat() + over + folds + shade(d) + path(d, 'none', L, WEIGHT.contour, { 'stroke-linejoin': 'round' });
}

/** A leg in baggy slashed breeches, hose and a broad-toed shoe; `hip` to `knee` to `foot`. */
export function leg(hip: Pt, knee: Pt, foot: Pt, breeches: string, slash: string, hose: string, toe: number): string {
  const [fx, fy] = foot;
  return (
    limb(P`M${knee[0]} ${knee[1]}L${fx} ${fy - 2}`, hose, 4.2) +
    limb(P`M${hip[0]} ${hip[1]}L${knee[0]} ${knee[1] - 2}`, breeches, 8.4) +
    limbShade(hip, [knee[0], knee[1] - 2], 7.6) +
    line(
      P`M${hip[0] - 2} ${hip[1] + 3}L${knee[0] - 2} ${knee[1] - 5}M${hip[0] + 2} ${hip[1] + 3}L${knee[0] + 2} ${knee[1] - 5}`,
      slash,
      1.1,
    ) +
    line(P`M${knee[0] - 3} ${knee[1] + 1}L${knee[0] + 3} ${knee[1] + 1}`, slash, 1.2) +
    path(
      P`M${fx - 3.4} ${fy}C${fx - 3.6} ${fy - 3} ${fx + 3.6} ${fy - 3} ${fx + 3.4 + toe} ${fy - 0.4}C${fx + 4 + toe} ${fy + 1.4} ${fx - 3.6} ${fy + 1.6} ${fx - 3.4} ${fy}Z`,
      C.black,
      L,
      WEIGHT.line,
    )
  );
}

/**
 * The shadow side of a sleeve or a leg of the breeches, hatched round it: strokes across its axis, as an
 * engraver models a cylinder, on the half away from the light (upper left) whichever way the limb points, and
 * crossed in its outer quarter where the form turns away deepest.
 */
const limbShade = (a: Pt, b: Pt, w: number): string => {
  const axis = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  const n = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  let [ux, uy] = [(a[1] - b[1]) / n, (b[0] - a[0]) / n];
  if (ux + uy < 0) [ux, uy] = [-ux, -uy];
  // The strip of the limb between `from` and `to` (shares of its width out from the axis, towards the shadow).
  const strip = (from: number, to: number): string =>
    poly([
      [a[0] + ux * w * from, a[1] + uy * w * from],
      [b[0] + ux * w * from, b[1] + uy * w * from],
      [b[0] + ux * w * to, b[1] + uy * w * to],
      [a[0] + ux * w * to, a[1] + uy * w * to],
    ]);
  return (
    hatch(strip(0, 0.5), { angle: axis + 80, gap: 0.9, opacity: 0.4 }) +
    hatch(strip(0.25, 0.5), { angle: axis + 35, gap: 0.9, opacity: 0.4 })
  );
};

/** An arm from the shoulder: a puffed, slashed upper sleeve, a close forearm and a cuff (the hand is `fist`). */
export function arm(shoulder: Pt, elbow: Pt, hand: Pt, puff: string, slash: string, sleeve: string): string {
  const [hx, hy] = hand,
    [ex, ey] = elbow;
  const k = 2.2 / (Math.hypot(hx - ex, hy - ey) || 1);
  return (
    limb(P`M${ex} ${ey}L${hx - (hx - ex) * k} ${hy - (hy - ey) * k}`, sleeve, 4.4) +
    limb(P`M${shoulder[0]} ${shoulder[1]}L${ex} ${ey}`, puff, 7) +
    limbShade(shoulder, elbow, 6.4) +
    line(P`M${(shoulder[0] + ex) / 2 - 1.6} ${(shoulder[1] + ey) / 2}l3.2 0.4`, slash, 1.2)
  );
}

/**
 * A hand closed round what it holds, at `at`, the forearm coming from `from`: the fist's back with the
 * knuckles' creases and the thumb laid over the grip, drawn over the shaft so the fingers close round it.
 */
export function fist(at: Pt, from: Pt): string {
  const a = (Math.atan2(at[1] - from[1], at[0] - from[0]) * 180) / Math.PI;
  return g(
    { transform: `translate(${at[0]} ${at[1]}) rotate(${Math.round(a)})`, 'data-part': 'hand' },
    path(
      'M-2.2-1.9C-0.8-2.7 1.6-2.5 2.5-1.1C3-0.2 2.9 1.4 2.2 2.1C1.2 2.9-1 2.9-2.1 2.2C-2.8 1.6-2.9-1.2-2.2-1.9Z',
      C.skin,
      L,
      WEIGHT.detail,
      { 'stroke-linejoin': 'round' },
    ) +
      line('M0.6-2.2Q1.3 0 0.6 2.3M1.8-1.6Q2.4 0.2 1.7 1.9M-0.6-2.3Q0.1 0-0.5 2.5', L, WEIGHT.hatch) +
      path('M-2.4-1.2Q-0.6-0.6 1-1.7Q0.2-0.1-1.8 0.2Z', C.skin, L, WEIGHT.hatch),
  );
}

/**
 * The cut of a king's robe as he sits: half-widths at the shoulders (y 57.6), over the knees (y 94) and at the
 * hem (y 126), how far the knees are turned aside, and where the feet stand. Each king has his own.
 */
export interface Gown {
  readonly sh: number;
  readonly lap: number;
  readonly hem: number;
  readonly turn: number;
  readonly feet: readonly [number, number];
}

/** A king's robe outline from the shoulders over the lap to the feet. */
export const gownD = (k: Gown): string =>
  P`M${50 - k.sh} 57.6C${50 - k.sh - 4} 62 ${50 - k.lap + k.turn - 2} 80 ${50 - k.lap + k.turn} 94L${50 - k.hem + k.turn * 1.4} 126Q${50 + k.turn} 127.6 ${50 + k.hem + k.turn * 1.4} 126L${50 + k.lap + k.turn} 94C${50 + k.lap + k.turn + 2} 80 ${50 + k.sh + 4} 62 ${50 + k.sh} 57.6C${50 + k.sh - 5} 55.4 ${50 - k.sh + 5} 55.4 ${50 - k.sh} 57.6Z`;

/** The robe's folds from the knees to the hem, the knees turned by `t`: start, bend, end and the stroke's width. */
const robeFolds = (t: number): [Pt, Pt, Pt, number][] => [
  [[50 + t - 4, 98], [50 + t * 1.2 - 3, 112], [50 + t * 1.4 - 5, 124.6], 0.5],
  [[50 + t + 4, 98], [50 + t * 1.2 + 4.6, 112], [50 + t * 1.4 + 6, 124.6], 0.55],
  [[50 + t + 9, 101], [50 + t * 1.2 + 10, 113], [50 + t * 1.4 + 11, 124], 0.45],
];

/**
 * The lap of a seated king seen from in front: the thighs run towards the viewer, so what shows is the cloth
 * over them, the dip between them, and the knees' edge, under which the robe falls away into shadow. Without
 * these the robe hung straight from the waist and the kings read as standing before their thrones.
 */
function lap(k: Gown): string {
  const [a, m, b] = [50 - k.lap + k.turn + 0.6, 50 + k.turn, 50 + k.lap + k.turn - 0.6];
  // The knees' edge: one rounded bulge per knee, the cloth dipping between them.
  const knees = P`M${a} 94Q${(a + m) / 2} 98.4 ${m} 95.6Q${(m + b) / 2} 98.4 ${b} 94`;
  const under = knees + P`L${b - 0.4} 99Q${(m + b) / 2} 102.6 ${m} 100.4Q${(a + m) / 2} 102.6 ${a + 0.4} 99Z`;
  return (
    hatch(under, { angle: -30, gap: 0.8, opacity: 0.65 }) +
    // The valley between the thighs, from the lap's top to the knees.
    path(swellD([m - 0.4, 84], [m + 0.2, 90], [m, 95.4], 0.5), L, undefined, undefined, { opacity: 0.8 }) +
    line(knees, L, WEIGHT.contour * 0.85, { 'stroke-linejoin': 'round', 'data-part': 'knees' })
  );
}

/** A king's robe from the shoulders over the lap to the feet on the stool. */
export function robe(kind: Robe, k: Gown, colour: string, trim: string): string {
  const d = gownD(k);
  const t = k.turn;
  const gown =
    body(d, colour) +
    // The robe's folds from the knees to the hem, cut as swelling strokes, the deepest on the shadow side.
    path(
      robeFolds(t)
        .map(([a, m, b, w]) => swellD(a, m, b, w))
        .join(''),
      L,
      undefined,
      undefined,
      {
        opacity: 0.75,
      },
    ) +
    robeFolds(t)
      .map(([a, m, b, w]) => foldShade(a, m, b, w * 4.4))
      .join('') +
    shade(d, 0.38) +
    ellipse(k.feet[0], 127, 3.4, 1.8, C.black, L, WEIGHT.line) +
    ellipse(k.feet[1], 127, 3.4, 1.8, C.black, L, WEIGHT.line);
  const rim = lap(k) + path(d, 'none', L, WEIGHT.contour, { 'stroke-linejoin': 'round' });
  switch (kind) {
    case 'ermineCape': {
      let tails = '';
      for (const x of [39, 44, 50, 56, 61]) tails += P`M${x} ${x === 50 ? 70 : 68}l0.8 2.4h-1.6Z`;
      return (
        gown +
        line(P`M${50 + t * 0.4} 72L${50 + t * 1.3} 124`, trim, 2) +
        path(
          'M36.6 57.6C33 60 32.6 66 33.4 70Q50 76 66.6 70C67.4 66 67 60 63.4 57.6C57 55 43 55 36.6 57.6Z',
          C.white,
          L,
          0.6,
        ) +
        path(tails, L) +
        path(band(d, 121.6, 126), C.white, L, 0.5) +
        rim
      );
    }
    case 'furCollar':
      return (
        gown +
        path(P`M38 58L${42 + t} 96H${58 + t}L62 58Q50 62 38 58Z`, trim, L, 0.5) +
        path('M37 57C41 56 46 60 50 66C54 60 59 56 63 57L60 66L50 72L40 66Z', '#7a5a3c', L, 0.5) +
        line(P`M${47 + t * 0.5} 76h6M${47 + t * 0.7} 84h6M${47 + t * 0.9} 92h6`, C.gold, 1) +
        rim
      );
    case 'mantle': {
      // A mantle clasped at the breast, thrown back over both knees: its lining turned out down each side.
      const lining = (side: -1 | 1): string => {
        const pts: Pt[] = [];
        for (let y = 60; y <= 126; y += 6) {
          const [a, b] = across(d, y);
          pts.push([side < 0 ? a : b, y]);
        }
        const inner = [...pts].reverse().map(([x, y]): Pt => [x - side * (y < 70 ? 3 : 7), y]);
        return poly([...pts, ...inner]);
      };
      return (
        gown +
        path(lining(-1) + lining(1), trim, L, 0.6) +
        path(band(d, 121, 125), C.gold) +
        circle(50, 62, 1.8, C.gold, L, 0.4) +
        line('M46 62H54', C.gold, 0.8) +
        rim
      );
    }
    case 'brocade': {
      let flowers = '';
      for (let y = 74; y < 122; y += 8) {
        const [a, b] = across(d, y);
        for (let x = a + 3 + ((y / 8) % 2) * 3; x < b - 3; x += 6) flowers += P`M${x} ${y}l1.2-1.6l1.2 1.6l-1.2 1.6Z`;
      }
      return (
        gown +
        path(flowers, trim) +
        path('M38 57.6Q50 64 62 57.6L60 64Q50 68 40 64Z', trim, L, 0.5) +
        line('M40 70Q50 76 60 70', C.gold, 1.2, { 'stroke-dasharray': '1 0.8' }) +
        rim
      );
    }
  }
}

export type Attribute =
  | 'shield'
  | 'drum'
  | 'halberd'
  | 'banner'
  | 'twoHander'
  | 'pipe'
  | 'staff'
  | 'partisan'
  | 'orb'
  | 'sword'
  | 'lozengeShield'
  | 'goblet'
  | 'sceptre'
  | 'katzbalger';

/**
 * What a hand at `at` holds, marked with `data-attribute` for the tests; `aim` turns it about the hand (degrees,
 * clockwise), as a fighter levels his staff or raises his blade.
 */
export function attribute(kind: Attribute, at: Pt, colour: string, aim = 0): string {
  // The King of hearts' goblet is his sign of office, raised to the viewer: drawn a third larger about the hand.
  const grow = kind === 'goblet' ? 1.35 : 1;
  const turn = aim ? `rotate(${aim} ${at[0]} ${at[1]})` : undefined;
  return g(
    {
      'data-attribute': kind,
      transform:
        [grow === 1 ? '' : `translate(${at[0]} ${at[1]}) scale(${grow}) translate(${-at[0]} ${-at[1]})`, turn ?? '']
          .join(' ')
          .trim() || undefined,
    },
    held(kind, at, colour),
  );
}

/** Where a point `t` units up a shaft held at `at` and turned by `aim` lies (the shafts stand upright unturned). */
export const alongShaft = (at: Pt, aim: number, t: number): Pt => {
  const a = (aim * Math.PI) / 180;
  return [at[0] + t * Math.sin(a), at[1] - t * Math.cos(a)];
};

function held(kind: Attribute, at: Pt, colour: string): string {
  const x = at[0];
  let y = at[1];
  switch (kind) {
    case 'shield': {
      // The pointed shield of the Ober of acorns (type S), a chevron on it.
      const d = P`M${x - 9} ${y - 12}H${x + 9}V${y - 2}C${x + 9} ${y + 6} ${x + 4} ${y + 11} ${x} ${y + 14}C${x - 4} ${y + 11} ${x - 9} ${y + 6} ${x - 9} ${y - 2}Z`;
      return (
        path(d, colour, L, WEIGHT.contour, { 'stroke-linejoin': 'round' }) +
        path(
          P`M${x - 9} ${y + 2}L${x} ${y - 7}L${x + 9} ${y + 2}V${y + 7}L${x} ${y - 2}L${x - 9} ${y + 7}Z`,
          C.gold,
          L,
          0.45,
        ) +
        circle(x, y - 9, 1.2, C.gold, L, 0.3) +
        shade(d, 0.4)
      );
    }
    case 'drum': {
      // A Landsknecht side drum at the hip, the stick in the hand above it.
      const dx = x + 3,
        dy = y + 12;
      let cords = '';
      for (let i = 0; i < 5; i++)
        cords += P`M${dx - 8 + i * 4} ${dy - 5}L${dx - 6 + i * 4} ${dy + 7}L${dx - 4 + i * 4} ${dy - 5}`;
      const shell = P`M${dx - 9} ${dy - 6}V${dy + 8}C${dx - 9} ${dy + 11} ${dx + 9} ${dy + 11} ${dx + 9} ${dy + 8}V${dy - 6}Z`;
      return (
        path(shell, colour, L, WEIGHT.contour, { 'stroke-linejoin': 'round' }) +
        line(cords, C.white, 0.6) +
        shade(shell, 0.4) +
        ellipse(dx, dy - 6, 9, 2.6, C.cream, L, 0.6) +
        line(P`M${dx - 9} ${dy + 8}Q${dx} ${dy + 11.2} ${dx + 9} ${dy + 8}`, C.red, 1.4) +
        // The stick runs from the fist down to the drumhead, its knob on the skin, as he beats it.
        limb(P`M${x - 1.6} ${y - 1.4}L${x + 7.4} ${y + 5}`, C.brown, 1.1) +
        circle(x + 7.8, y + 5.3, 1.2, C.brown, L, 0.35)
      );
    }
    case 'halberd':
      return (
        limb(P`M${x + 1} 131L${x - 1} ${y - 50}`, colour, 1.7) +
        path(
          P`M${x - 1} ${y - 66}L${x + 0.4} ${y - 55}L${x + 8} ${y - 59}Q${x + 10.6} ${y - 51} ${x + 8} ${y - 43}L${x + 0.2} ${y - 48}L${x - 1.8} ${y - 48}L${x - 7} ${y - 44}L${x - 2} ${y - 52.4}L${x - 2} ${y - 55}Z`,
          C.steel,
          L,
          0.5,
        ) +
        line(P`M${x - 1} ${y - 40}l0.2 3`, C.red, 1.6)
      );
    case 'banner':
      // A banner of the Bavarian lozenges on a pole carried over the shoulder.
      return (
        limb(P`M${x + 2} ${y + 10}L${x - 8} ${y - 46}`, colour, 1.5) +
        lozengeField(
          [
            [x - 8, y - 44],
            [x + 14, y - 40],
            [x + 12, y - 20],
            [x - 4.6, y - 24],
          ],
          4,
          5,
        ) +
        circle(x - 8.2, y - 47.4, 1.4, C.gold, L, 0.4)
      );
    case 'twoHander':
      // The Landsknecht's two-handed sword, sloped over the shoulder, its wavy blade rising behind the head.
      return (
        limb(P`M${x + 1} ${y + 4}L${x - 20} ${y - 46}`, C.steel, 2.4) +
        line(P`M${x - 3} ${y - 6}L${x - 18} ${y - 42}`, '#8d949c', 0.4) +
        limb(P`M${x - 6} ${y - 3}L${x + 4} ${y - 8}`, C.gold, 1.3) +
        limb(P`M${x + 1} ${y + 4}L${x + 4} ${y + 11}`, colour, 1.8) +
        circle(x + 4.4, y + 12, 1.4, C.gold, L, 0.4)
      );
    case 'pipe':
      // The piper's Schwegel held to the mouth with both hands.
      return (
        limb(P`M${x - 8} ${y - 17.4}L${x + 3} ${y + 8}`, colour, 1.8) +
        line(P`M${x - 3.4} ${y - 6.6}l0 0M${x - 2.6} ${y - 4.8}l0 0M${x + 1} ${y + 3.6}l0 0`, L, 0.9)
      );
    case 'staff':
      return limb(P`M${x + 2} 131L${x - 1} ${y - 58}`, colour, 2.2) + line(P`M${x - 1} ${y - 52}l0.4-4`, C.gold, 2.6);
    case 'partisan':
      return (
        limb(P`M${x} 131L${x} ${y - 46}`, colour, 1.7) +
        path(
          P`M${x} ${y - 62}Q${x + 3.4} ${y - 54} ${x + 1.2} ${y - 48}L${x + 4.6} ${y - 50}L${x + 2.4} ${y - 45}H${x - 2.4}L${x - 4.6} ${y - 50}L${x - 1.2} ${y - 48}Q${x - 3.4} ${y - 54} ${x} ${y - 62}Z`,
          C.steel,
          L,
          0.5,
        ) +
        line(P`M${x - 2} ${y - 44}h4`, C.gold, 1.4)
      );
    case 'orb':
      return (
        circle(x, y - 4.4, 4.2, C.gold, L, 0.5) +
        line(P`M${x - 4.2} ${y - 4.4}H${x + 4.2}M${x} ${y - 8.6}V${y - 0.2}`, '#a3761c', 0.6) +
        line(P`M${x} ${y - 8.6}V${y - 12.4}M${x - 1.6} ${y - 11}H${x + 1.6}`, C.gold, 1)
      );
    case 'sword':
      // A sword of state held point up.
      return (
        limb(P`M${x} ${y - 3}L${x + 2} ${y - 36}`, C.steel, 2) +
        limb(P`M${x - 4.4} ${y - 3.4}L${x + 4.4} ${y - 2.8}`, C.gold, 1.4) +
        limb(P`M${x} ${y}L${x - 0.2} ${y + 4}`, colour, 1.8) +
        circle(x - 0.2, y + 5, 1.3, C.gold, L, 0.4)
      );
    case 'lozengeShield': {
      // Bavaria's arms: a shield of lozenges under a crown, standing by the throne, the hand resting on the
      // crown's inner point so that its middle point and its circlet show beside the fist.
      y += 19;
      const x = at[0] - 3.5;
      const outline: Pt[] = [[x - 8, y - 9]];
      for (let i = 0; i <= 8; i++) {
        const t = (i / 8) * Math.PI;
        outline.push([x + 8 * Math.cos(Math.PI - t), y + 1 + 11 * Math.sin(t)]);
      }
      outline.push([x + 8, y - 9]);
      return (
        lozengeField(outline.reverse()) +
        path(
          P`M${x - 6} ${y - 10}L${x - 7} ${y - 16}L${x - 3} ${y - 13}L${x} ${y - 18}L${x + 3} ${y - 13}L${x + 7} ${y - 16}L${x + 6} ${y - 10}Z`,
          C.gold,
          L,
          0.45,
        )
      );
    }
    case 'goblet': {
      // The King of hearts' goblet, raised by its stem: a gilt cup on a knop and foot, shaded on its far side.
      const cup = P`M${x - 4} ${y - 12}H${x + 4}C${x + 4} ${y - 6} ${x + 2} ${y - 4} ${x} ${y - 3.4}C${x - 2} ${y - 4} ${x - 4} ${y - 6} ${x - 4} ${y - 12}Z`;
      return (
        path(
          P`M${x - 4} ${y - 12}H${x + 4}C${x + 4} ${y - 6} ${x + 2} ${y - 4} ${x + 0.8} ${y - 3.4}V${y - 0.6}H${x + 3}V${y + 0.8}H${x - 3}V${y - 0.6}H${x - 0.8}V${y - 3.4}C${x - 2} ${y - 4} ${x - 4} ${y - 6} ${x - 4} ${y - 12}Z`,
          C.gold,
          L,
          WEIGHT.line,
        ) +
        hatch(cup, { side: 'right', depth: 0.45, angle: -70, gap: 0.7, opacity: 0.55 }) +
        path(P`M${x - 4} ${y - 12}Q${x} ${y - 15} ${x + 4} ${y - 12}Z`, C.gold, L, 0.4) +
        circle(x, y - 8, 1, colour)
      );
    }
    case 'katzbalger': {
      // The Landsknecht's short sword with its S-shaped guard, drawn and raised, point up from the fist.
      const blade = P`M${x - 1.3} ${y - 3}L${x - 1.1} ${y - 27}L${x} ${y - 30}L${x + 1.1} ${y - 27}L${x + 1.3} ${y - 3}Z`;
      return (
        path(blade, C.steel, L, WEIGHT.line) +
        line(P`M${x} ${y - 4}V${y - 27}`, '#8d949c', WEIGHT.detail) +
        hatch(blade, { side: 'right', depth: 0.5, angle: 80, gap: 0.7, opacity: 0.5 }) +
        // The guard's two quillons curl opposite ways, a gilt bar with the contour round it.
        limb(
          P`M${x - 5} ${y - 6.2}C${x - 4.4} ${y - 2.6} ${x - 1.6} ${y - 3.4} ${x} ${y - 3}C${x + 1.6} ${y - 2.6} ${x + 4.4} ${y - 3.4} ${x + 5} ${y + 0.2}`,
          C.gold,
          1.1,
        ) +
        limb(P`M${x} ${y - 1.6}L${x} ${y + 3.4}`, colour, 1.6) +
        circle(x, y + 4.6, 1.4, C.gold, L, 0.4)
      );
    }
    case 'sceptre':
      return (
        limb(P`M${x + 1} ${y + 8}L${x - 3} ${y - 26}`, C.gold, 1.6) +
        path(P`M${x - 3.3} ${y - 34}l2.6 3.4l-2.4 3l-2.4-3.2Z`, colour, L, 0.4) +
        circle(x - 3.1, y - 27.4, 1.5, C.gold, L, 0.4)
      );
  }
}
