/**
 * The drawing vocabulary of the courts (issue 35, point 2): line and modelling as the engraved and lithographed
 * originals have them, shared by every pattern as primitives only (no figure, head or attribute is shared).
 *
 * - **Weights.** A figure's contour is heavier than its inner lines, and these than fine detail and hatching
 *   (`WEIGHT`, card units; a card is 100 wide).
 * - **Swelling strokes.** A line that swells in the middle and ends in points (`swell`) or tapers from a blunt
 *   end to a point (`taper`) is drawn as one filled shape, as a burin cuts it: brows, lids, folds, accents.
 * - **Hatching.** Parallel lines clipped to a shape, on its shadow side only (`hatch`), and crossed where the
 *   shadow is deepest: computed here as line segments inside the shape's outline, so no `<pattern>` or
 *   `<clipPath>` (they would need ids, which cards may not carry).
 * - **Faces.** Eyes with their lids, iris and pupil; brows; the nose's line and nostril; mouths with the
 *   lips' parting and the shadow of the lower lip (`eyes`, `brows`, `nose`, `mouth`), sized for heads of about
 *   14 units (a head's space: the face's centre at the origin, eyes at y ≈ −0.5, mouth at y ≈ 5).
 */
import { C } from './palette.js';
import { circle, el, g, P, path, type Pt, transform } from './svg.js';

export const INK = C.line;

/** Stroke widths, card units: contour of a figure, inner lines (seams, edges of garments), detail, hatching. */
export const WEIGHT = { contour: 0.95, line: 0.6, detail: 0.38, hatch: 0.24 } as const;

/** An outlined shape with the contour's weight (or another), round joins. */
export const contour = (d: string, fill: string, width: number = WEIGHT.contour): string =>
  path(d, fill, INK, width, { 'stroke-linejoin': 'round' });

const normal = (a: Pt, b: Pt): Pt => {
  const dx = b[0] - a[0],
    dy = b[1] - a[1],
    n = Math.hypot(dx, dy) || 1;
  return [-dy / n, dx / n];
};

/** The outline of a stroke from `a` through control `c` to `b`, `w` wide at its middle and pointed at both ends. */
export function swellD(a: Pt, c: Pt, b: Pt, w: number): string {
  const [nx, ny] = normal(a, b);
  // The control points of the two edges sit w apart at the curve's middle (a quadratic's middle is half-way
  // to its control point, so the offset there is doubled).
  const k = w;
  return P`M${a[0]} ${a[1]}Q${c[0] + nx * k} ${c[1] + ny * k} ${b[0]} ${b[1]}Q${c[0] - nx * k} ${c[1] - ny * k} ${a[0]} ${a[1]}Z`;
}

/** A swelling stroke drawn as a filled shape (see `swellD`); several `d`s may share one path. */
export const swell = (a: Pt, c: Pt, b: Pt, w: number, fill: string = INK): string => path(swellD(a, c, b, w), fill);

/** The outline of a stroke `w` wide at `a`, narrowing to a point at `b`, bending through control `c`. */
export function taperD(a: Pt, c: Pt, b: Pt, w: number): string {
  const [nx, ny] = normal(a, c);
  const h = w / 2;
  return P`M${a[0] + nx * h} ${a[1] + ny * h}Q${c[0] + (nx * h) / 2} ${c[1] + (ny * h) / 2} ${b[0]} ${b[1]}Q${c[0] - (nx * h) / 2} ${c[1] - (ny * h) / 2} ${a[0] - nx * h} ${a[1] - ny * h}Z`;
}

export const taper = (a: Pt, c: Pt, b: Pt, w: number, fill: string = INK): string => path(taperD(a, c, b, w), fill);

// ---------------------------------------------------------------------------------------------------------
// Hatching

/** A path's outline as polygons (one per subpath): lines as they are, curves in short straight steps. */
export function flatten(d: string): Pt[][] {
  const rings: Pt[][] = [];
  let ring: Pt[] = [];
  let x = 0,
    y = 0,
    sx = 0,
    sy = 0,
    // The last control point, for S and T.
    lx = 0,
    ly = 0;
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  let i = 0,
    cmd = '';
  const n = (): number => Number(tokens[i++]);
  const cubic = (x1: number, y1: number, x2: number, y2: number, x3: number, y3: number): void => {
    for (let k = 1; k <= 8; k++) {
      const t = k / 8,
        u = 1 - t;
      ring.push([
        u * u * u * x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
        u * u * u * y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
      ]);
    }
    [lx, ly, x, y] = [x2, y2, x3, y3];
  };
  const quad = (x1: number, y1: number, x2: number, y2: number): void => {
    for (let k = 1; k <= 6; k++) {
      const t = k / 6,
        u = 1 - t;
      ring.push([u * u * x + 2 * u * t * x1 + t * t * x2, u * u * y + 2 * u * t * y1 + t * t * y2]);
    }
    [lx, ly, x, y] = [x1, y1, x2, y2];
  };
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i]!)) cmd = tokens[i++]!;
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0,
      oy = rel ? y : 0;
    switch (cmd.toUpperCase()) {
      case 'M':
        if (ring.length > 1) rings.push(ring);
        x = sx = ox + n();
        y = sy = oy + n();
        ring = [[x, y]];
        cmd = rel ? 'l' : 'L';
        break;
      case 'L':
        x = ox + n();
        y = oy + n();
        ring.push([x, y]);
        break;
      case 'H':
        x = ox + n();
        ring.push([x, y]);
        break;
      case 'V':
        y = oy + n();
        ring.push([x, y]);
        break;
      case 'C':
        cubic(ox + n(), oy + n(), ox + n(), oy + n(), ox + n(), oy + n());
        break;
      case 'S':
        cubic(2 * x - lx, 2 * y - ly, ox + n(), oy + n(), ox + n(), oy + n());
        break;
      case 'Q':
        quad(ox + n(), oy + n(), ox + n(), oy + n());
        break;
      case 'T':
        quad(2 * x - lx, 2 * y - ly, ox + n(), oy + n());
        break;
      case 'A':
        // Arcs are few and small here: their chord stands for them.
        i += 5;
        x = ox + n();
        y = oy + n();
        ring.push([x, y]);
        break;
      case 'Z':
        x = sx;
        y = sy;
        if (ring.length > 1) rings.push(ring);
        ring = [[x, y]];
        break;
      default:
        throw new Error(`path command ${cmd}`);
    }
    if (!/[CSQTcsqt]/.test(cmd)) [lx, ly] = [x, y];
  }
  if (ring.length > 1) rings.push(ring);
  return rings;
}

/** Where the shadow lies in a shape: a band along one side of its bounding box, or the whole of it. */
export type Side = 'left' | 'right' | 'top' | 'bottom' | 'all';

export interface Hatching {
  /** The lines' direction, degrees from the horizontal (SVG turns: positive runs down to the right). */
  readonly angle?: number;
  /** Distance between lines, card units. */
  readonly gap?: number;
  readonly side?: Side;
  /** The band's depth as a share of the box across that side (1 = all of it). */
  readonly depth?: number;
  /** A second set of lines across the first, in the deeper half of the band (cross-hatching). */
  readonly cross?: boolean;
  readonly colour?: string;
  readonly width?: number;
  readonly opacity?: number;
}

/** Intervals where the line y' = v runs inside the rings (even-odd), in turned coordinates. */
function spans(rings: readonly Pt[][], v: number): [number, number][] {
  const xs: number[] = [];
  for (const r of rings)
    for (let k = 0; k < r.length; k++) {
      const [x1, y1] = r[k]!,
        [x2, y2] = r[(k + 1) % r.length]!;
      if (y1 <= v !== y2 <= v) xs.push(x1 + ((v - y1) / (y2 - y1)) * (x2 - x1));
    }
  xs.sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (let k = 0; k + 1 < xs.length; k += 2) out.push([xs[k]!, xs[k + 1]!]);
  return out;
}

/** The segments of parallel lines at `angle` inside both the rings and the band, as path data. */
function lines(rings: readonly Pt[][], band: readonly Pt[], angle: number, gap: number): string {
  const a = (angle * Math.PI) / 180,
    c = Math.cos(a),
    s = Math.sin(a);
  // Turn everything by −angle, so that the lines run along x'.
  const turn = ([x, y]: Pt): Pt => [x * c + y * s, -x * s + y * c];
  const back = (x: number, y: number): Pt => [x * c - y * s, x * s + y * c];
  const shape = rings.map((r) => r.map(turn));
  const box = [band.map(turn)];
  const ys = shape.flat().map((p) => p[1]);
  let d = '';
  for (let v = Math.min(...ys) + gap / 2; v < Math.max(...ys); v += gap) {
    const within = spans(box, v)[0];
    if (!within) continue;
    for (const [x0, x1] of spans(shape, v)) {
      const from = Math.max(x0, within[0]),
        to = Math.min(x1, within[1]);
      if (to - from < 0.4) continue;
      const [p, q] = [back(from, v), back(to, v)];
      d += P`M${p[0]} ${p[1]}l${q[0] - p[0]} ${q[1] - p[1]}`;
    }
  }
  return d;
}

/**
 * Hatching for the shadow of a shape given as path data (in the same space as the shape): parallel lines
 * inside its outline, on one side of it, crossed where `cross` asks. One `<path>`; '' if nothing falls inside.
 */
export function hatch(shape: string, h: Hatching = {}): string {
  const rings = flatten(shape);
  const all = rings.flat();
  if (all.length < 3) return '';
  const xs = all.map((p) => p[0]),
    ys = all.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const side = h.side ?? 'all',
    depth = h.depth ?? 0.35;
  const band = (f: number): Pt[] => {
    const w = (x1 - x0) * f,
      t = (y1 - y0) * f;
    const [a, b, c, e] =
      side === 'right'
        ? [x1 - w, x1, y0, y1]
        : side === 'left'
          ? [x0, x0 + w, y0, y1]
          : side === 'bottom'
            ? [x0, x1, y1 - t, y1]
            : side === 'top'
              ? [x0, x1, y0, y0 + t]
              : [x0, x1, y0, y1];
    return [
      [a - 1e-3, c - 1e-3],
      [b + 1e-3, c - 1e-3],
      [b + 1e-3, e + 1e-3],
      [a - 1e-3, e + 1e-3],
    ];
  };
  const angle = h.angle ?? -50,
    gap = h.gap ?? 1;
  const f = side === 'all' ? 1 : depth;
  let d = lines(rings, band(f), angle, gap);
  if (h.cross) d += lines(rings, band(f / 2), angle + 75, gap * 1.15);
  if (!d) return '';
  return el('path', {
    d,
    fill: 'none',
    stroke: h.colour ?? INK,
    'stroke-width': h.width ?? WEIGHT.hatch,
    'stroke-opacity': h.opacity ?? 0.6,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Faces

export interface EyeStyle {
  /** Half the distance between the eyes' centres, and their height on the face. */
  readonly dx: number;
  readonly y: number;
  /** The eye's width (corner to corner). */
  readonly w: number;
  /** How far the lids stand open: 1 wide, 0.6 calm, 0.35 lowered or narrowed, 0 closed. */
  readonly open?: number;
  /** Where the eyes look: −1 to the viewer's left, 1 to the right. */
  readonly look?: number;
  readonly iris?: string;
  /** Heavy upper lids (age, weariness): a second fold over the lid. */
  readonly heavy?: boolean;
  /** Lines under the eyes (age). */
  readonly bags?: boolean;
  /**
   * One eye only, the one at `only · dx` (its inner corner towards the middle): a head drawn in profile. Left out,
   * both eyes, as before.
   */
  readonly only?: -1 | 1;
}

/**
 * Two eyes: each an almond of white under a swelling upper lid (the lash line, heaviest at the outer corner),
 * a fine lower lid, the crease above, a coloured iris with its pupil. Closed, only the lid's line.
 */
export function eyes(e: EyeStyle): string {
  const open = e.open ?? 0.6,
    look = e.look ?? 0;
  const h = e.w * 0.42 * open;
  let whites = '',
    lids = '',
    fine = '',
    irises = '',
    pupils = '';
  for (const s of e.only ? [e.only] : [-1, 1]) {
    const x = s * e.dx,
      y = e.y,
      r = e.w / 2;
    // Inner corner (towards the nose) a little lower than the outer one.
    const inner: Pt = [x - s * r, y + 0.1],
      outer: Pt = [x + s * r, y - 0.05];
    if (open <= 0.05) {
      lids += swellD(inner, [x, y + 0.45], outer, 0.32);
      continue;
    }
    whites += P`M${inner[0]} ${inner[1]}Q${x} ${y - h * 1.9} ${outer[0]} ${outer[1]}Q${x} ${y + h * 1.3} ${inner[0]} ${inner[1]}Z`;
    lids += swellD(inner, [x + s * r * 0.1, y - h * 1.95], [outer[0] + s * 0.25, outer[1] + 0.05], 0.3);
    fine += P`M${inner[0] + s * 0.3} ${inner[1] + 0.25}Q${x} ${y + h * 1.2} ${outer[0] - s * 0.2} ${outer[1] + 0.15}`;
    fine += P`M${x - s * r * 0.55} ${y - h - 0.65}Q${x + s * r * 0.1} ${y - h - 1.45} ${x + s * r * 0.85} ${y - h - 0.5}`;
    if (e.heavy)
      fine += P`M${x - s * r * 0.4} ${y - h - 0.2}Q${x + s * r * 0.3} ${y - h - 0.8} ${outer[0] + s * 0.1} ${y - 0.1}`;
    if (e.bags) fine += P`M${x - s * r * 0.5} ${y + h + 0.7}Q${x} ${y + h + 1.2} ${x + s * r * 0.6} ${y + h + 0.5}`;
    const ir = Math.min(e.w * 0.24, h * 0.95 + 0.1);
    const cx = x + look * r * 0.3,
      cy = y - h * 0.15;
    irises += circle(cx, cy, ir, e.iris ?? '#6a4a2c');
    pupils += P`M${cx - ir * 0.45} ${cy}a${ir * 0.45} ${ir * 0.45} 0 1 0 ${ir * 0.9} 0a${ir * 0.45} ${ir * 0.45} 0 1 0 ${-ir * 0.9} 0Z`;
  }
  return g(
    { 'data-part': 'eyes' },
    (whites ? path(whites, C.white) : '') +
      irises +
      (pupils ? path(pupils, INK) : '') +
      path(lids, INK) +
      (fine ? path(fine, 'none', INK, WEIGHT.hatch, { 'stroke-linecap': 'round' }) : ''),
  );
}

export type BrowShape = 'arched' | 'straight' | 'frown' | 'raised' | 'bushy';

/**
 * Two brows as swelling strokes, above eyes `dx` apart at height `y`, each `w` long; brows of another colour
 * than the ink (white, fair) get a fine edge so that they stand on the skin.
 */
export function brows(dx: number, y: number, w: number, shape: BrowShape, colour: string = INK): string {
  let d = '';
  const lift = shape === 'arched' || shape === 'raised' ? 1 : shape === 'frown' ? 0.1 : 0.35;
  for (const s of [-1, 1]) {
    const inner: Pt = [s * (dx - w * 0.5), y + (shape === 'frown' ? 0.55 : 0.1)];
    const outer: Pt = [s * (dx + w * 0.5), y + (shape === 'raised' ? 0 : 0.25)];
    d += swellD(inner, [s * dx, y - lift], outer, shape === 'bushy' ? 0.7 : 0.42);
  }
  return colour === INK ? path(d, INK) : path(d, colour, INK, WEIGHT.hatch);
}

export type NoseShape = 'straight' | 'hooked' | 'broad' | 'small';

/** The nose: its bridge on the shadow side as a tapering line, the tip and a nostril; from `top` to `tip`. */
export function nose(top: number, tip: number, shape: NoseShape): string {
  const w = shape === 'broad' ? 1.3 : shape === 'small' ? 0.7 : 0.95;
  const bridge =
    shape === 'hooked'
      ? taperD([0.9, tip - 0.6], [1.9, top + (tip - top) * 0.35], [0.15, top], 0.45)
      : taperD([0.8, tip - 0.5], [0.8, top + (tip - top) * 0.5], [0.2, top], 0.38);
  const base = swellD([-w, tip - 0.15], [0, tip + 0.75], [w, tip - 0.15], 0.3);
  const nostrils = P`M${-w + 0.1} ${tip - 0.35}q0.3 0.35 0.65 0.2M${w - 0.1} ${tip - 0.35}q-0.3 0.35-0.65 0.2`;
  return path(bridge + base, INK) + path(nostrils, 'none', INK, WEIGHT.hatch);
}

export type MouthShape = 'smile' | 'flat' | 'stern' | 'closed' | 'firm' | 'rosebud';

/**
 * The mouth at height `y`, `w` wide: the lips' parting as a swelling dark line (its corners up for a smile,
 * down for sternness), the upper lip's colour above it, and the lower lip's shadow below as a short stroke.
 */
export function mouth(y: number, w: number, shape: MouthShape, lips: string = C.darkRed): string {
  const r = w / 2;
  const corner = shape === 'smile' ? -0.45 : shape === 'stern' ? 0.4 : shape === 'firm' ? 0.1 : 0;
  const middle = shape === 'smile' ? 0.35 : shape === 'stern' ? -0.15 : shape === 'rosebud' ? 0.1 : 0.12;
  const upper =
    shape === 'rosebud'
      ? P`M${-r} ${y + corner}Q${-r * 0.5} ${y - 0.9} 0 ${y - 0.35}Q${r * 0.5} ${y - 0.9} ${r} ${y + corner}Q0 ${y + 0.2} ${-r} ${y + corner}Z`
      : P`M${-r * 0.8} ${y + corner * 0.7}Q${-r * 0.4} ${y - 0.75} 0 ${y - 0.45}Q${r * 0.4} ${y - 0.75} ${r * 0.8} ${y + corner * 0.7}Q0 ${y + 0.05} ${-r * 0.8} ${y + corner * 0.7}Z`;
  const lower =
    shape === 'rosebud'
      ? P`M${-r * 0.8} ${y + 0.1}Q0 ${y + 1.6} ${r * 0.8} ${y + 0.1}Q0 ${y + 0.5} ${-r * 0.8} ${y + 0.1}Z`
      : '';
  return (
    path(upper + lower, shape === 'rosebud' ? C.red : lips) +
    path(swellD([-r, y + corner], [0, y + middle * 2], [r, y + corner], 0.36), INK) +
    path(swellD([-r * 0.45, y + 1.15], [0, y + 1.55], [r * 0.45, y + 1.15], 0.22), INK, undefined, undefined, {
      opacity: 0.7,
    })
  );
}

// ---------------------------------------------------------------------------------------------------------
// Hands

/**
 * A hand closed round what it holds, at `at`, the forearm coming in at `angle` degrees (SVG turns: 0 from the
 * left, the knuckles to the right): the fist's outline in the detail weight, the four fingers stacked along
 * the grip with the creases between them on the knuckles' side, and the thumb folded over from the wrist.
 * Whatever it grips runs across the forearm and is drawn before it, so that the fingers close over it.
 */
export function fist(at: Pt, angle: number, skin: string = C.skin): string {
  const body = 'M-2.4-2.1Q0.4-3.1 2.5-2Q3.3 0 2.5 2Q0.4 3.1-2.4 2.1Q-3-0.1-2.4-2.1Z';
  const creases = 'M0.7-1.2L2.8-1.05M0.6 0.1L3 0.15M0.7 1.3L2.7 1.4';
  const thumb = swellD([-2.2, -1.5], [-0.3, -0.9], [1, 0.6], 0.75);
  return g(
    { 'data-part': 'hand', transform: transform(at[0], at[1], 1, angle) },
    path(body, skin, INK, WEIGHT.detail + 0.1, { 'stroke-linejoin': 'round' }) +
      path(creases, 'none', INK, WEIGHT.hatch, { 'stroke-linecap': 'round' }) +
      path(thumb, skin, INK, WEIGHT.hatch),
  );
}

/** The angle for `fist` of a forearm from `elbow` to `hand`. */
export const forearm = (elbow: Pt, hand: Pt): number =>
  (Math.atan2(hand[1] - elbow[1], hand[0] - elbow[0]) * 180) / Math.PI;

// ---------------------------------------------------------------------------------------------------------
// Stance

/**
 * A figure's weight on one leg: what `content` draws below the line y = `top` leans sideways, by `sway` card
 * units at y = `at` (a shear about that line), while what is above it stays put. The patterns lean their coats
 * and robes with it and set the hips where `sheared` puts them, the feet standing where they are.
 */
export const shear = (content: string, sway: number, top: number, at: number): string => {
  const k = sway / (at - top);
  return sway ? g({ transform: `matrix(1 0 ${P`${k}`} 1 ${P`${-top * k}`} 0)` }, content) : content;
};

/** Where a point goes under `shear(…, sway, top, at)`. */
export const sheared = ([x, y]: Pt, sway: number, top: number, at: number): Pt => [
  x + ((y - top) * sway) / (at - top),
  y,
];

/**
 * Hatching across a limb drawn as a stroke of width `w` along `d` (a sleeve, a leg): short lines across it on its
 * shadow side, `side` units right of its middle (negative: left), as a dashed stroke whose dashes lie across the
 * path, inside the limb's width.
 */
export const limbHatch = (d: string, w: number, side = 1): string =>
  el('path', {
    d,
    fill: 'none',
    stroke: INK,
    'stroke-width': P`${w * 0.32}`,
    'stroke-dasharray': '0.24 0.72',
    'stroke-opacity': 0.55,
    transform: `translate(${P`${side * w * 0.24}`} 0)`,
  });
