/**
 * The Paris pattern's half figures (docs/patterns.md, "Paris"): bodies, sleeves, hands and what the hands
 * hold, drawn for double-headed cards cut by the pattern's diagonal. Figure space puts the centre of the face
 * at the origin, one unit a card unit; `Cut` gives, for each x, the height of the diagonal where the turned
 * copy begins, so coats end on it (whatever reaches past it is clipped there by `../double.ts`). The dress
 * follows the portrait officiel: kings in ermine and brocade under mantles, queens in square-necked gowns,
 * jacks in doublets or armour; flat red, blue, yellow and black, in the engraved line of `../line.ts`:
 * contours heavier than inner lines, folds cut as tapering strokes with their shadow hatched along them.
 *
 * Every court has its own build (`Build`: shoulders, hem, lean and the tilt of the shoulders), so no two share
 * a body outline, and its own hands: a hand closes round a shaft (`grip`), lies flat on what it rests on
 * (`rest`), carries the orb on its palm (`cup`) or is raised open (`open`, César).
 */
import { C } from '../palette.js';
import { contour, hatch, limbHatch, taperD, WEIGHT } from '../line.js';
import { circle, ellipse, g, line, num, P, path, type Pt } from '../svg.js';
import { brocade, type Keep, type Motif, outside, pearls, shell } from './brocade.js';

const L = C.line;

/**
 * A garment's main shape in the shared line: the contour's weight, its shadow side (away from the light at
 * the upper left) hatched, and crossed where it is deepest, as the engraved portrait officiel has it.
 */
const cloth = (d: string, fill: string, brocaded = '', seen = d): string =>
  contour(d, fill) + ground(seen) + brocaded + shadow(seen);
/**
 * The fine hatching that runs over the whole of a garment in the printed packs, under its brocade: lines down the
 * fall of the cloth, lighter and finer than the shadow's.
 */
const ground = (d: string): string => hatch(d, { angle: 90, gap: 1.5, width: 0.16, opacity: 0.3 });
const shadow = (d: string): string =>
  hatch(d, { side: 'right', depth: 0.3, angle: -55, gap: 1.15, cross: true, opacity: 0.45 });

/**
 * Folds, each from `a` bending through `c` to `b`: a stroke tapering from its deep end at `b` to a point at
 * `a`, and beside it, on the side `s` (1: the viewer's right), its shadow hatched in short lines across it.
 */
function folds(list: readonly (readonly [Pt, Pt, Pt])[], s = 1): string {
  let strokes = '',
    shade = '';
  for (const [a, c, b] of list) {
    strokes += taperD(b, c, a, 0.62);
    // The shadow from a third of the way down to the deep end, beside the fold: the fold's own curve from there
    // (its tail, exactly), moved to the side `s`, carries the short lines across it.
    const t = 0.33,
      o = 0.8 * s;
    const [p, q]: [Pt, Pt] = [
      [
        (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
        (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
      ],
      [(1 - t) * c[0] + t * b[0], (1 - t) * c[1] + t * b[1]],
    ];
    shade += P`M${p[0] + o} ${p[1]}Q${q[0] + o} ${q[1]} ${b[0] + o} ${b[1]}`;
  }
  return limbHatch(shade, 4.4, 0) + path(strokes, L);
}

/** The height of the diagonal dividing line at x, in figure space. */
export type Cut = (x: number) => number;

export type Dress = 'robe' | 'drape' | 'gown' | 'doublet' | 'breastplate' | 'cuirass';
export type { Motif } from './brocade.js';

export interface Body {
  readonly dress: Dress;
  readonly colour: string;
  /** Braid, lacing, buttons. */
  readonly trim: string;
  /** The mantle, cape, stomacher or sash: the dress's second colour. */
  readonly second: string;
  /** The cloth's brocade (`./brocade.ts`), worked in the trim's colour; and the mantle's, in gold. */
  readonly motif: Motif;
  readonly mantle?: Motif;
  /** The scallop-shell panel let into the dress, where it is [F16]. */
  readonly shell?: Pt;
}

/** A figure's build and stance: what makes its outline its own. */
export interface Build {
  /** Half the width across the shoulders. */
  readonly shoulder: number;
  /** Half the width of the coat where the diagonal cuts it. */
  readonly hem: number;
  /** How far the coat's foot stands to the viewer's right of the head (a body turned or leaning). */
  readonly lean: number;
  /** How much lower the shoulder on the viewer's left sits than the other (a raised or lowered arm). */
  readonly tilt: number;
  /** How far the coat swells beyond the line from shoulder to hem. */
  readonly flare: number;
}

/** Where the shoulder seams are, on the viewer's left (s = −1) and right (s = 1). */
export const shoulderOf = (b: Build, s: number): Pt => [s * (b.shoulder - 1.6), 15.6 + s * -b.tilt];

/** The coat from the shoulders to the diagonal, in the figure's build. */
function torso(cut: Cut, b: Build): string {
  const yl = 12 + b.tilt,
    yr = 12 - b.tilt;
  const l = -b.hem + b.lean,
    r = b.hem + b.lean;
  const sl = -b.shoulder,
    sr = b.shoulder;
  return (
    P`M${l} ${cut(l) + 2}C${l - b.flare} 30 ${sl - 1.4} ${yl + 9} ${sl} ${yl + 4}C${sl + 0.6} ${yl + 0.8} ${sl + 4} ${yl - 0.2} -6.5 12` +
    P`H6.5C${sr - 4} ${yr - 0.2} ${sr - 0.6} ${yr + 0.8} ${sr} ${yr + 4}C${sr + 1.4} ${yr + 9} ${r + b.flare} 30 ${r} ${cut(r) + 2}Z`
  );
}

const LIS =
  'm0-3c0.9 1 0.9 2 0 3c-0.9-1-0.9-2 0-3zm0 3c1-0.2 1.8-1 1.6-2c0.6 1.2 0 2.4-1.6 2.4zm0 0c-1-0.2-1.8-1-1.6-2c-0.6 1.2 0 2.4 1.6 2.4z';
/** A fleur-de-lis `k` times the motif's size, its foot at the current point. */
const lis = (k: number): string => LIS.replace(/\d+(\.\d+)?/g, (n) => num(Number(n) * k));

/** Above the diagonal, by `by` units (whatever reaches past it is cut there). */
const above =
  (cut: Cut, by = 0.4): Keep =>
  ([x, y]) =>
    y < cut(x) - by;

/** Ermine: white fur with black tails. */
function ermine(d: string, tails: readonly Pt[]): string {
  // Each tail is written from the last one's, so that a row of tails evenly spaced repeats the same text.
  let t = '',
    at: Pt | null = null;
  for (const [x, y] of tails.map(([x, y]): Pt => [Math.round(x * 10) / 10, Math.round(y * 10) / 10])) {
    t += (at ? P`m${x - at[0] - 0.5} ${y - at[1] + 0.5}` : P`M${x} ${y}`) + 'l0.7 2.2h-1.4zm-0.5-0.5h1';
    at = [x, y];
  }
  return path(d, C.white, L, WEIGHT.line) + path(t, L, L, WEIGHT.hatch);
}

/**
 * A king's ermine cape over both shoulders, as wide as his shoulders: white fur strewn with black tails in
 * staggered rows, its lower edge shaded.
 */
function cape(b: Build): string {
  const k = b.shoulder / 16,
    t = b.tilt;
  const d = P`M${-16 * k} ${12 + t}C${-21 * k} ${14 + t} ${-22.4 * k} ${19 + t} ${-21.6 * k} ${23.4 + t}C${-14 * k} ${21.6 + t / 2} -6 22.6 0 24.6C6 22.6 ${14 * k} ${21.6 - t / 2} ${21.6 * k} ${23.4 - t}C${22.4 * k} ${19 - t} ${21 * k} ${14 - t} ${16 * k} ${12 - t}C${10 * k} 10.4 ${-10 * k} 10.4 ${-16 * k} ${12 + t}Z`;
  const tails: Pt[] = [];
  for (const [row, y] of [12.4, 15, 17.6, 20.2].entries())
    for (let x = -18 * k + (row % 2) * 1.8, i = 0; x < 18.5 * k; x += 3.6, i++) {
      // The tilt lowers one shoulder: the rows follow it (by a step on the tenth of a unit, so that the tails'
      // moves repeat); the lowest row only where the cape reaches.
      const yy = y + (18 * k * t) / 16 + i * (Math.round((-3.6 * t * 10) / 16) / 10);
      if (row === 3 && Math.abs(x) > 15 * k) continue;
      if (row === 0 && Math.abs(x) < 9) continue;
      tails.push([x, yy]);
    }
  return (
    ermine(d, tails) +
    hatch(d, { side: 'bottom', depth: 0.3, angle: -70, gap: 1.05, opacity: 0.4, width: WEIGHT.hatch })
  );
}

/** One side (s = −1 the viewer's left, 1 the right) of a king's mantle, from the shoulder past the hem. */
function mantle(cut: Cut, b: Build, s: number, fill: string, motif: Motif): string {
  const [x0, y0] = shoulderOf(b, s);
  const out = s * (b.hem + 5) + b.lean,
    inner = s * (b.hem * 0.55) + b.lean;
  const d = P`M${inner} ${cut(inner) + 2}L${out} ${cut(out) + 2}C${out + s * 0.6} 26 ${x0 + s * 7} ${y0 + 2} ${x0 + s * 0.5} ${y0 - 3.2}L${s * 8} 20Z`;
  return (
    contour(d, fill) +
    brocade(motif, d, C.gold, above(cut)) +
    (s > 0 ? shadow(d) : '') +
    folds(
      [
        [
          [x0 + s * 4, y0 + 6],
          [out - s * 2, 28],
          [out - s * 3.5, 44],
        ],
      ],
      -s,
    )
  );
}

/** The body from the neck to the diagonal, without arms; the coat's outline is marked `data-part="body"`. */
export function body(b: Body, build: Build, cut: Cut): string {
  const { colour, trim, second } = b;
  const coat = torso(cut, build);
  const x = build.lean;
  const stomacher = P`M-7 19.4H7L${x + 2.4} ${cut(x) - 2}H${x - 2.4}Z`;
  const below = (y: number, by = 0.4): Keep => {
    const up = above(cut, by);
    return (p) => p[1] > y && up(p);
  };
  // Where the cloth's brocade shows: between a king's mantles and under his cape, below a queen's neckline and
  // beside her stomacher, below a jack's collar.
  const robe = below(21),
    gown = below(19.8),
    beside = outside(stomacher);
  const keep: Keep =
    b.dress === 'robe'
      ? (p) => Math.abs(p[0] - x) < 10 && robe(p)
      : b.dress === 'gown'
        ? (p) => gown(p) && beside(p)
        : below(14, 1);
  const main = g(
    { 'data-part': 'body' },
    cloth(
      coat,
      b.dress === 'cuirass' ? C.steel : colour,
      brocade(b.motif, coat, trim, keep),
      // A king's robe shows only between his mantles, below his cape; a cuirass has its scales instead.
      b.dress === 'robe' ? P`M${x - 10} 21H${x + 10}V${cut(x + 10) + 1}L${x - 10} ${cut(x - 10) + 1}Z` : coat,
    ),
  );
  switch (b.dress) {
    case 'robe':
      // A king's robe under a mantle open at the front, an ermine cape over both shoulders, a chain.
      return (
        main +
        folds(
          [
            [
              [x - 4, 26],
              [x - 5, 32],
              [x - 4.4, 44],
            ],
            [
              [x + 3, 27],
              [x + 4.2, 34],
              [x + 3.6, 44],
            ],
          ],
          1,
        ) +
        mantle(cut, build, -1, second, b.mantle ?? 'none') +
        mantle(cut, build, 1, second, b.mantle ?? 'none') +
        cape(build) +
        line('M-8 22.6Q0 33 8 22.6', C.gold, 1, { 'stroke-dasharray': '1.4 0.7' }) +
        path('M0 29.6l2 2.4l-2 2.4l-2-2.4Z', C.gold, L, 0.4)
      );
    case 'drape': {
      // César: a tunic under a mantle drawn across the chest from one shoulder, pinned with a brooch.
      const edge = x - build.hem - build.flare * 0.5;
      const hem = P`M${edge + 0.4} 30.6C-8 27.6 4 21.6 9 12.4`;
      const drape = P`M16 12.6C21 15 ${x + 22} 22 ${x + 21} ${cut(x + 21) + 2}L${x - build.hem - 0.4} ${cut(x - build.hem) + 2}L${edge} 31C-8 28 4 22 9 12.6Z`;
      return (
        main +
        path(drape, second, L, WEIGHT.contour) +
        // The mantle's edge bordered in gold and strung with pearls.
        line(hem, C.gold, 1.4) +
        pearls(hem, 0.6, 1.2) +
        (b.shell ? shell(b.shell, 1, C.gold) : '') +
        folds(
          [
            [
              [9, 17],
              [2, 27],
              [-17, 33],
            ],
            [
              [14, 20],
              [6, 32],
              [-12, 41],
            ],
            [
              [18, 24],
              [12, 34],
              [2, 44],
            ],
          ],
          1,
        ) +
        ermine('M-9 12.4C-6 10.6 6 10.6 9 12.4L7.4 15.4C3 14-3 14-7.4 15.4Z', [
          [-5, 12.6],
          [0, 12.2],
          [5, 12.6],
        ]) +
        circle(12, 15, 2, C.gold, L, 0.45) +
        circle(12, 15, 0.8, C.red) +
        eagle([-1, 28.4])
      );
    }
    case 'gown': {
      // A queen's gown: a square neckline, a necklace, a laced stomacher, puffed shoulders.
      const [lx, ly] = shoulderOf(build, -1),
        [rx, ry] = shoulderOf(build, 1);
      const puff = (sx: number, sy: number, s: number): string =>
        P`M${sx - s * 2} ${sy - 2.6}C${sx + s * 1.4} ${sy - 3.6} ${sx + s * 4.2} ${sy + 1} ${sx + s * 3.4} ${sy + 6}C${sx + s * 1} ${sy + 5} ${sx - s * 2} ${sy + 4.4} ${sx - s * 3.6} ${sy + 5.6}C${sx - s * 4.6} ${sy + 1.6} ${sx - s * 4} ${sy - 1.4} ${sx - s * 2} ${sy - 2.6}Z`;
      return (
        main +
        path('M-7.6 12.2H7.6L6.6 19.4H-6.6Z', C.skin, L, WEIGHT.line) +
        line('M-5.6 13.6Q0 18 5.6 13.6', C.white, 1, { 'stroke-dasharray': '0.1 1.4' }) +
        path(stomacher, second, L, WEIGHT.line) +
        ground(stomacher) +
        // The stomacher laced across (in ink where the trim would not show on it), or the shell panel let into it.
        (b.shell
          ? shell(b.shell, 0.8, colour)
          : line(
              P`M-4 23.4L4 25.6M4 23.4L-4 25.6M-3 28.6L3 30.6M3 28.6L-3 30.6`,
              trim === second || second === C.yellow ? L : trim,
              0.55,
            )) +
        path('M-7 19.4Q-3.4 20.4 0 19.6Q3.4 20.4 7 19.4', 'none', trim, 1.1) +
        folds(
          [
            [
              [-9, 22],
              [-11, 30],
              [x - 12, 44],
            ],
            [
              [9, 22],
              [11.4, 30],
              [x + 12, 44],
            ],
          ],
          1,
        ) +
        path(puff(lx, ly, -1) + puff(rx, ry, 1), second, L, WEIGHT.line) +
        hatch(puff(rx, ry, 1), { side: 'right', depth: 0.5, angle: -50, gap: 0.8, opacity: 0.45 })
      );
    }
    case 'doublet':
    case 'breastplate': {
      // A jack's doublet: a standing collar, a placket of buttons, a belt, a short cape on one shoulder;
      // Lancelot's breastplate over it carries the fleur-de-lis (the Gatteaux pack of 1816 [F12]).
      const plate =
        b.dress === 'breastplate'
          ? P`M-9.6 16C-10.6 24 ${x - 9} 30 ${x - 7} ${cut(x) - 2}H${x + 7}C${x + 9} 30 10.6 24 9.6 16Q0 13.6-9.6 16Z`
          : '';
      const [cx, cy] = shoulderOf(build, 1);
      return (
        main +
        (plate
          ? contour(plate, C.steel) +
            // Engraved steel: fine lines down the whole plate, the shadow side hatched across them, a gilt border
            // etched along the neck.
            hatch(plate, { angle: 84, gap: 1.1, width: 0.18, opacity: 0.4 }) +
            hatch(plate, { side: 'right', depth: 0.4, angle: -60, gap: 0.7, opacity: 0.5 }) +
            line('M-9.2 17.4Q0 15 9.2 17.4', C.gold, 1.1) +
            pearls('M-8.8 17.4Q0 15 8.8 17.4', 0.5, 1.1) +
            line(P`M0 16.6V${cut(0) - 3}`, '#8d949c', WEIGHT.detail) +
            path(P`M0 25` + lis(1.6), C.gold, L, 0.35)
          : path(P`M-2.2 13V${cut(0) - 1}H2.2V13Z`, trim, L, WEIGHT.detail) +
            line(P`M0 16V${cut(0) - 3}`, C.gold, 1.2, { 'stroke-dasharray': '0.1 3.4' })) +
        path('M-7 9.6H7L7.6 13.6Q0 15.4-7.6 13.6Z', second, L, WEIGHT.line) +
        path(
          P`M${x - 17.6} ${cut(x - 17.6) - 11}Q${x} ${cut(x) - 13} ${x + 17.6} ${cut(x + 17.6) - 11}V${cut(x + 17.6) - 7.6}Q${x} ${cut(x) - 9.6} ${x - 17.6} ${cut(x - 17.6) - 7.6}Z`,
          C.darkBrown,
          L,
          WEIGHT.detail,
        ) +
        path(P`M${x - 2} ${cut(x) - 12.6}h4v3.4h-4Z`, C.gold, L, 0.3) +
        contour(
          P`M${cx - 3} ${cy - 4}C${cx + 2} ${cy - 4.2} ${cx + 7} ${cy} ${cx + 7.6} ${cy + 8.4}C${cx + 4} ${cy + 10.4} ${cx} ${cy + 11.4} ${cx - 4} ${cy + 10.8}C${cx - 3} ${cy + 5.4} ${cx - 4} ${cy - 0.6} ${cx - 8} ${cy - 3.2}Z`,
          second,
          WEIGHT.line,
        ) +
        folds(
          [
            [
              [cx - 1.4, cy - 1],
              [cx + 1.6, cy + 3.6],
              [cx + 1.6, cy + 9],
            ],
          ],
          1,
        ) +
        // The skirt of the doublet below the belt falls in two folds on each side.
        folds(
          [-1, 1].flatMap((s): [Pt, Pt, Pt][] => [
            [
              [x + s * 5, cut(x) - 7.4],
              [x + s * 5.6, cut(x) - 3],
              [x + s * 6.4, cut(x) + 2],
            ],
            [
              [x + s * 11, cut(x + s * 11) - 7.6],
              [x + s * 11.8, cut(x + s * 11) - 3],
              [x + s * 12.8, cut(x + s * 12) + 2],
            ],
          ]),
          1,
        )
      );
    }
    case 'cuirass': {
      // Hector: a scaled cuirass with a rounded breast, a red sash, plates over the shoulders.
      const pauldron = ([sx, sy]: Pt, s: number): string =>
        P`M${sx - s * 3} ${sy - 3.4}C${sx + s * 3.6} ${sy - 4.4} ${sx + s * 6.4} ${sy - 0.6} ${sx + s * 6} ${sy + 5.4}L${sx - s * 1.6} ${sy + 3.6}Z`;
      // The scales in rows, each row one stroke of the same arc repeated (it compresses to almost nothing).
      let scales = '';
      for (let y = 17.6, row = 0; y < 46; y += 2.6, row++) {
        let open = false;
        for (let sx = x - 13 + (row % 2) * 1.3; sx < x + 13; sx += 2.6) {
          if (y + 1.6 >= cut(sx + 1.3)) {
            open = false;
            continue;
          }
          scales += (open ? '' : P`M${sx - 1.3} ${y}`) + 'q1.3 1.9 2.6 0';
          open = true;
        }
      }
      const plates = pauldron(shoulderOf(build, -1), -1) + pauldron(shoulderOf(build, 1), 1);
      const sash = P`M${x - 18} ${cut(x - 18) - 5}L${x + 17} ${cut(x + 17) - 14}L${x + 18} ${cut(x + 18) - 9}L${x - 18} ${cut(x - 18) - 0.6}Z`;
      return (
        main +
        line(scales, '#8d949c', 0.45) +
        contour(sash, colour, WEIGHT.line) +
        hatch(sash, { side: 'bottom', depth: 0.5, angle: -20, gap: 0.8, opacity: 0.45 }) +
        pearls(P`M${x - 17} ${cut(x - 18) - 4.6}L${x + 16.6} ${cut(x + 17) - 13.2}`, 0.6, 1.3) +
        contour(plates, second, WEIGHT.line) +
        brocade(b.mantle ?? 'none', plates, C.gold) +
        path('M-7 9.6H7L8 13.6Q0 16-8 13.6Z', trim, L, WEIGHT.line)
      );
    }
  }
}

/** A tapering limb from `p` (`w0` either side) to `q` (`w1`), with rounded ends, as path data. */
function segment(p: Pt, q: Pt, w0: number, w1: number): string {
  const dx = q[0] - p[0],
    dy = q[1] - p[1],
    n = Math.hypot(dx, dy) || 1;
  const ux = dx / n,
    uy = dy / n;
  return (
    P`M${p[0] - uy * w0} ${p[1] + ux * w0}L${q[0] - uy * w1} ${q[1] + ux * w1}` +
    P`Q${q[0] + ux * w1 * 1.3} ${q[1] + uy * w1 * 1.3} ${q[0] + uy * w1} ${q[1] - ux * w1}` +
    P`L${p[0] + uy * w0} ${p[1] - ux * w0}Q${p[0] - ux * w0 * 1.3} ${p[1] - uy * w0 * 1.3} ${p[0] - uy * w0} ${p[1] + ux * w0}Z`
  );
}

/**
 * A sleeve: the upper arm from the shoulder to the elbow, and the forearm over it from the elbow to the wrist
 * (half-widths `w` at the shoulder, narrowing to w × 0.62 at the wrist), each with its underside hatched, a
 * fold cut in the crook of the arm, and a cuff; the hand goes on top. A sleeve cut from the dress's cloth is worked in
 * its brocade (strewn figures only: bands and chequers would not follow the arm).
 */
export function sleeve(
  colour: string,
  cuff: string,
  shoulder: Pt,
  elbow: Pt,
  wrist: Pt,
  cloth: { readonly motif: Motif; readonly colour: string } = { motif: 'none', colour },
  w = 3.1,
): string {
  const upper = segment(shoulder, elbow, w, w * 0.85),
    fore = segment(elbow, wrist, w * 0.85, w * 0.62);
  const [ex, ey] = elbow,
    [wx, wy] = wrist;
  const n = Math.hypot(wx - ex, wy - ey) || 1;
  const ux = (wx - ex) / n,
    uy = (wy - ey) / n;
  const r = w * 0.62 + 0.3;
  const band = (t0: number, t1: number): string =>
    P`M${wx - ux * t0 - uy * r} ${wy - uy * t0 + ux * r}L${wx - ux * t1 - uy * r} ${wy - uy * t1 + ux * r}L${wx - ux * t1 + uy * r} ${wy - uy * t1 - ux * r}L${wx - ux * t0 + uy * r} ${wy - uy * t0 - ux * r}Z`;
  // The shadow half of each part hatched across it (the shared `limbHatch`: one dashed stroke along the part,
  // its dashes lying across it), on the side away from the light at the upper left.
  const shade = (p: Pt, q: Pt, h: number): string => {
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    const s = q[0] - p[0] - (q[1] - p[1]) > 0 ? 1 : -1;
    const [nx, ny] = [(-s * (q[1] - p[1])) / len, (s * (q[0] - p[0])) / len];
    const o = h * 0.45;
    return limbHatch(P`M${p[0] + nx * o} ${p[1] + ny * o}L${q[0] + nx * o} ${q[1] + ny * o}`, h * 2.8, 0);
  };
  return (
    contour(upper, colour, WEIGHT.contour - 0.1) +
    brocade(cloth.motif, upper, cloth.colour) +
    shade(shoulder, elbow, w * 0.92) +
    contour(fore, colour, WEIGHT.contour - 0.1) +
    brocade(cloth.motif, fore, cloth.colour) +
    shade(elbow, wrist, w * 0.72) +
    path(taperD([ex + ux * 4, ey + uy * 4], [ex + ux * 2 - uy, ey + uy * 2 + ux], [ex, ey], 0.5), L) +
    contour(band(0.2, 2.4), cuff, WEIGHT.line)
  );
}

// ---------------------------------------------------------------------------------------------------------
// Hands, drawn once in their own space (the hand's centre at the origin, a shaft running up the y axis) and
// set in place turned and, for the figure's left hand (the viewer's right), mirrored so the thumb is inside.

const SKIN = (d: string): string => path(d, C.skin, L, WEIGHT.line, { 'stroke-linejoin': 'round' });
const FINE = (d: string): string => path(d, 'none', L, WEIGHT.hatch, { 'stroke-linecap': 'round' });

const FIST =
  'M-2.5-1.6C-2.6-2.8-0.6-3 0.9-2.7L2.3-2.2C3-1.2 3-0.2 2.5 0.4C3 1.2 2.9 2.2 2.2 2.7C0.8 3.2-1.2 3.1-2.2 2.4C-2.9 1.4-2.9-0.6-2.5-1.6Z';
const REST = 'M-2.4-2.8C-2.8-0.6-2.6 2-1.9 4C-1.6 5-0.6 5.3 0.2 5.1C1.2 5.2 2.1 4.7 2.4 3.6C2.8 1.6 2.7-0.8 2.3-2.8Z';
const PALM =
  'M-2.6 2.4L-2.8-2C-2.8-4.6-1.2-4.6-1.2-2.2L-1.1-5C-1-6.6 0.6-6.6 0.6-5L0.6-2.2L0.8-4.4C0.9-5.8 2.4-5.8 2.3-4.2L2.2-0.6L3.6-2C4.6-2.6 5.2-1.4 4.4-0.6L2 2.6Z';
const CUP =
  'M-3.2-0.6C-3.2 1.6-1.6 3-0.2 3.1C1.6 3.2 3.2 1.8 3.4-0.4C2.6 0.2 1.6 0.4 0.6 0.3L-1.4 0C-2-0.2-2.6-0.6-3.2-0.6Z';

export type Pose = 'grip' | 'rest' | 'open' | 'cup';

const HANDS: Record<Pose, string> = {
  // Fingers closed round the shaft, their joints lined across, the thumb laid over the first finger.
  grip:
    SKIN(FIST) +
    hatch(FIST, { side: 'right', depth: 0.4, angle: -50, gap: 0.6, opacity: 0.5 }) +
    FINE('M2.4-0.9Q0.6-0.5-1.2-1M2.4 0.5Q0.6 0.9-1.4 0.5M2.2 1.8Q0.6 2.2-1.2 1.9') +
    SKIN('M-2.5-1.5C-1.8-2.6 0.2-2.4 1.4-1.6C1.2-1 0.2-1-0.6-1.1C-1.4-1-2-0.8-2.5-1.5Z'),
  // Laid flat, seen from the back: the fingers together and pointing down, the thumb at the side.
  rest:
    SKIN(REST) +
    SKIN('M-2.4-1.2C-3.6 0-3.6 1.6-3 2.6C-2.6 2.8-2.2 2.4-2.3 1.6Z') +
    hatch(REST, { side: 'right', depth: 0.35, angle: -60, gap: 0.6, opacity: 0.5 }) +
    FINE('M-1 1.6V4.9M0.2 1.8V5.1M1.3 1.6V4.6M-1.8 1.2Q0 0.6 2 1.1'),
  // Raised open, the palm out and the fingers up.
  open:
    SKIN(PALM) +
    hatch(PALM, { side: 'right', depth: 0.3, angle: -50, gap: 0.6, opacity: 0.5 }) +
    FINE('M-1.2-1.6V0.6M0.6-1.6V0.8M2.2-0.4Q1.4 0.6 1.6 1.6M-2.4 1.4Q0 2.2 1.6 1.6'),
  // Palm up under what it carries, the thumb raised at its side.
  cup: SKIN(CUP) + SKIN('M-3.2-0.6C-3.6-2-3-3-2.2-3.2C-1.8-2.4-2-1.4-2.4-0.4Z') + FINE('M0.4 0.4Q1.4 1.6 2.6 0.8'),
};

/**
 * A hand at `at`, turned by `angle` (degrees, the shaft's lean from upright) and mirrored when it is the
 * figure's left hand; `data-at` names where it is, so that the tests can match hands with what they hold.
 */
export function hand(pose: Pose, at: Pt, angle = 0, scale = 1): string {
  const [x, y] = at;
  const mirror = x > 0 ? -scale : scale;
  return g(
    {
      'data-part': 'hand',
      'data-at': `${num(x)} ${num(y)}`,
      transform: `translate(${num(x)} ${num(y)})${angle ? ` rotate(${num(angle)})` : ''} scale(${num(mirror)} ${num(scale)})`,
    },
    HANDS[pose],
  );
}

// ---------------------------------------------------------------------------------------------------------
// Attributes, each drawn about the hand that holds it (the hand at the origin, a shaft upright along −y) and
// set in place turned like that hand.

export type Attribute =
  | 'sceptre'
  | 'harp'
  | 'sword'
  | 'orb'
  | 'gesture'
  | 'shield'
  | 'fan'
  | 'lily'
  | 'rose'
  | 'carnation'
  | 'halberd'
  | 'medallion'
  | 'axe';

/** What a hand at `at` holds, turned by `angle`; `data-attribute` and `data-at` name it for the tests. */
export function attribute(kind: Attribute, at: Pt, angle: number, colour: string, variant = 0): string {
  const [x, y] = at;
  return g(
    {
      'data-attribute': kind,
      'data-at': `${num(x)} ${num(y)}`,
      transform: `translate(${num(x)} ${num(y)})${angle ? ` rotate(${num(angle)})` : ''}`,
    },
    held(kind, colour, variant),
  );
}

/** A shaft through the hand from `top` down past the diagonal (the clip ends it there). */
const shaft = (top: number, colour: string, w = 1.7): string =>
  contour(P`M${-w / 2} ${top}H${w / 2}V40H${-w / 2}Z`, colour, WEIGHT.line) +
  line(P`M${w / 4} ${top + 1}V40`, L, WEIGHT.hatch, { 'stroke-opacity': 0.6 });

const STEEL_EDGE = '#8d949c';

function held(kind: Attribute, colour: string, variant: number): string {
  switch (kind) {
    case 'sceptre':
      // A gold rod crowned with a fleur-de-lis (Alexandre's [F1]) or with a crown of points and a ball (David's).
      return (
        contour(P`M-0.9 10L-0.7-20H0.7L0.9 10Z`, C.gold, WEIGHT.line) +
        (variant === 0
          ? path(P`M0-21` + lis(2), C.gold, L, 0.4) + circle(0, -20.4, 1.3, C.gold, L, 0.35)
          : path('M-2.4-20.4L-2.8-24L-1.2-22.4L0-25L1.2-22.4L2.8-24L2.4-20.4Z', C.gold, L, 0.4) +
            circle(0, -26.2, 1.2, C.gold, L, 0.35)) +
        circle(0, 10.6, 1.2, C.gold, L, 0.35)
      );
    case 'harp': {
      // David's harp standing at his side, his hand round its pillar: the pillar in front, the neck curving
      // over the top, the sound box running down from the neck's far end to the pillar's foot, and the strings
      // hanging from the neck to the sound box; all in gold.
      const box = (x: number): number => -14 + ((x + 13) * 32) / 11.4;
      const frame =
        'M-0.9 18V-17C-1-19.6 1-21 2.6-19.6C1.4-18.4 0.6-17.6 0.9-16.4V18Z' +
        'M0.9-16.4C-3-17-6-18.6-8.6-16.2C-10.4-14.6-12-15.6-13.8-14.2L-15.2-12.4L-2.2 18.6H0.4L-11.6-11.8C-8-12.6-4-14 0.9-12.8Z';
      let strings = '';
      for (let i = 1; i <= 6; i++) {
        const x = -11.4 + i * 1.55;
        strings += P`M${x} ${-12.6 + i * 0.1}V${box(x) - 0.6}`;
      }
      return (
        path(strings, 'none', L, WEIGHT.hatch) +
        contour(frame, C.gold, WEIGHT.line) +
        hatch(frame, { side: 'right', depth: 0.5, angle: -60, gap: 0.7, opacity: 0.5 }) +
        circle(-14.2, -14.6, 1.1, C.gold, L, 0.35)
      );
    }
    case 'sword':
      // Held upright, the point above the head, a cross guard and a round pommel.
      return (
        contour(P`M-1.1-3L-1.1-30L0-33L1.1-30L1.1-3Z`, C.steel, WEIGHT.line) +
        line(P`M0.3-5V-29`, STEEL_EDGE, WEIGHT.detail) +
        contour(P`M-4.6-4H4.6L5.2-2.6H-5.2Z`, C.gold, 0.4) +
        circle(0, 3.8, 1.3, C.gold, L, 0.35)
      );
    case 'orb':
      // Charles's orb with its cross ([F12]; [F15]: the king of hearts' globe with a cross).
      return (
        circle(0, -3.8, 3.5, C.gold, L, WEIGHT.line) +
        hatch('M0-7.3a3.5 3.5 0 1 0 0.01 0Z', { side: 'right', depth: 0.45, angle: -50, gap: 0.6, opacity: 0.5 }) +
        line('M-3.5-3.8H3.5M0-3.8V-7.3', L, WEIGHT.detail) +
        contour('M-0.5-7.2V-10.4H-1.6V-11.4H-0.5V-12.4H0.5V-11.4H1.6V-10.4H0.5V-7.2Z', C.gold, 0.3)
      );
    case 'gesture':
      // No weapon: César's hand raised open (drawn by the caller), a gold ring on a finger.
      return circle(0.6, -1.6, 0.6, 'none', C.gold);
    case 'shield':
      // Alexandre's round shield with his small lion's head [F1] ("a shield (?)" below the sceptre, [F6]),
      // held by its rim.
      return (
        circle(0, -6.4, 6.4, C.gold, L, WEIGHT.contour) +
        circle(0, -6.4, 5, C.blue, L, WEIGHT.detail) +
        hatch('M0-11.4a5 5 0 1 0 0.01 0Z', { side: 'right', depth: 0.4, angle: -50, gap: 0.7, opacity: 0.45 }) +
        lionHead([0, -6.4])
      );
    case 'fan': {
      // A folding fan spread open above the hand.
      let ribs = '';
      for (let i = 0; i <= 6; i++) {
        const t = (-60 + i * 20) * (Math.PI / 180);
        ribs += P`M0 0L${Math.sin(t) * 11} ${-Math.cos(t) * 11}`;
      }
      const leaf = 'M0 0L-9.5-5.5A11 11 0 0 1 9.5-5.5Z';
      return (
        contour(leaf, colour, WEIGHT.line) +
        hatch(leaf, { side: 'right', depth: 0.35, angle: 30, gap: 0.8, opacity: 0.45 }) +
        path('M-9.5-5.5A11 11 0 0 1 9.5-5.5L6-3.5A7 7 0 0 0-6-3.5Z', C.gold, L, 0.4) +
        path(ribs, 'none', L, WEIGHT.detail)
      );
    }
    case 'lily':
      // Pallas's flower: red, of three petals like the fleur-de-lis, on a stem with two leaves [F12].
      return (
        line('M0 3Q0.8-6-0.4-12', C.darkGreen, 0.8) +
        path(
          'M-0.2-5C-4-6.6-5-9.6-4.2-11.6C-2.6-9-1.4-8-0.2-5ZM0.2-7.4C3.4-8 4.6-10.4 4.4-12.4C2.6-10.6 1.4-10 0.2-7.4Z',
          C.green,
          L,
          0.35,
        ) +
        path(
          'M-0.4-12.4C-2.6-14-3-17-0.4-20C2-17 1.6-14-0.4-12.4ZM-0.6-12.6C-4-12.6-6-15-5.6-17.6C-3.4-16.6-1.6-15-0.6-12.6ZM-0.2-12.6C3.2-12.6 5.2-15 4.8-17.6C2.6-16.6 0.8-15-0.2-12.6Z',
          colour,
          L,
          0.45,
        ) +
        path('M-2.2-12.4H1.6L1.2-11.2H-1.8Z', C.gold, L, 0.3)
      );
    case 'rose': {
      let petals = '';
      for (let i = 0; i < 5; i++) {
        const t = (i / 5) * Math.PI * 2;
        petals += P`M${0.6 + Math.sin(t) * 2.4} ${-10 - Math.cos(t) * 2.4}a1.9 1.9 0 1 0 0.01 0`;
      }
      return (
        line('M0 3L0.6-8', C.darkGreen, 0.8) +
        path('M0.3-4c2.4-2 4.4-1.6 5-0.6c-1.6 1.4-3.4 1.6-5 0.6Z', C.green, L, 0.35) +
        path(petals, colour, L, 0.4) +
        circle(0.6, -10, 1.4, C.darkRed, L, 0.3)
      );
    }
    case 'carnation': {
      // A sprig of three carnations, their petals fringed.
      const bloom = (bx: number, by: number): string => {
        let d = P`M${bx - 2.6} ${by}`;
        for (let i = 0; i < 5; i++) d += 'l0.52-1.6l0.52 1.6';
        return d + P`Q${bx} ${by + 2.6} ${bx - 2.6} ${by}Z`;
      };
      return (
        line('M0 3L0-9M0-5L-4-10M0-6L4-11', C.darkGreen, 0.7) +
        path(bloom(0, -10) + bloom(-4, -11) + bloom(4.4, -12), colour, L, 0.35)
      );
    }
    case 'halberd': {
      // The jacks' halberds [F1, F12], each its own head: Lancelot's crescent blade with a back hook and red
      // tassels, Hogier's broad axe with a beak and a tassel, Hector's spike with a small blade and lugs.
      const heads = [
        'M0-38L1.4-29H-1.4ZM0.8-29C5-32 9-31 10.4-30C11-26 10-22 8.6-20C6-22 3-23 0.8-22.6ZM-0.8-27.6L-6-30L-4-26L-0.8-24.6Z',
        'M0-42C1.2-38 1.2-34 0.7-30H-0.7C-1.2-34-1.2-38 0-42ZM0.8-30C4-31 7-33 8.4-34.4C9.4-30 9.4-25 8.4-21C6.6-22.4 3.4-23 0.8-23ZM-0.8-29L-4.6-27.4L-0.8-25.6Z',
        'M0-40L2.2-28.6H-2.2ZM1-28C3.6-28.6 5.6-30.2 6.4-32C7.4-29.4 6.6-26 4-24.6L1-24.4ZM-1-28C-3.6-28.6-5.6-30.2-6.4-32C-7.4-29.4-6.6-26-4-24.6L-1-24.4Z',
      ];
      const d = heads[variant]!;
      return (
        shaft(-24, colour) +
        contour(d, C.steel, WEIGHT.line) +
        hatch(d, { side: 'right', depth: 0.4, angle: -50, gap: 0.6, opacity: 0.5 }) +
        (variant === 0
          ? line('M-1.2-21l2.4 1M-1.2-19l2.4 1', C.red, 0.7)
          : variant === 1
            ? path('M-0.6-23l-2.2 5.6l1.4-0.4l0.8 1.2l0.6-1.4l0.8 1l0.2-1.6l1.2 0.4l-2-4.8Z', C.red, L, 0.35)
            : ellipse(0, -23.4, 1.4, 0.9, C.gold, L, 0.3))
      );
    }
    case 'medallion':
      // Lancelot's outsized oval escutcheon on its ribbon [F1, F2], hanging from his right hand.
      return medallion();
    case 'axe':
      // La Hire's battle axe, short-hafted, its broad blade over the shoulder.
      return (
        contour('M-0.9 8L-1.2-22H0.8L0.9 8Z', colour, WEIGHT.line) +
        contour('M0.8-21C4-22 7-25 8-28C10-24 10-16 8-11C6.6-14 4-16.6 0.8-17Z', C.steel, WEIGHT.line) +
        hatch('M0.8-21C4-22 7-25 8-28C10-24 10-16 8-11C6.6-14 4-16.6 0.8-17Z', {
          side: 'right',
          depth: 0.4,
          angle: -50,
          gap: 0.6,
          opacity: 0.5,
        }) +
        path('M-1.2-20l-3.6 0.8l3.6 2Z', C.steel, L, 0.4) +
        line('M7.2-26Q9-19 7.4-13', STEEL_EDGE, 0.5)
      );
  }
}

/**
 * Lancelot's escutcheon: the outsized oval medallion the Jack of clubs holds on a ribbon in his right hand
 * [F1, F2], redrawn by Gatteaux in 1813 to carry the excise office's name and the pattern's date; the oval
 * (not a triangular shield) tells the Paris pattern from the Belgian-Genoese one [F9]. Its inscription is
 * suggested by lines, as it is unreadable at card size. Drawn below the hand at the origin.
 */
function medallion(): string {
  const cy = 11.8;
  return g(
    { 'data-part': 'medallion' },
    path('M-1 1C-2.4 2.4-0.4 3.4-1.4 5H1.2C2 3.4 0 2.4 1 1Z', C.red, L, 0.35) +
      ellipse(0.6, cy, 6.4, 8, C.gold, L, WEIGHT.contour) +
      ellipse(0.6, cy, 4.9, 6.5, C.blue, L, WEIGHT.detail) +
      hatch(P`M0.6 ${cy - 6.5}C4 ${cy - 6.5} 5.5 ${cy - 3} 5.5 ${cy}C5.5 ${cy + 3} 4 ${cy + 6.5} 0.6 ${cy + 6.5}Z`, {
        side: 'right',
        depth: 0.5,
        angle: -50,
        gap: 0.7,
        opacity: 0.4,
      }) +
      // A small crown over three lines of lettering.
      path(P`M-1.2 ${cy - 2.6}l0.3-2l0.9 0.9l0.6-1.3l0.6 1.3l0.9-0.9l0.3 2Z`, C.gold, L, 0.25) +
      line(P`M-2 ${cy - 0.6}h5.2M-2.4 ${cy + 1.4}h6M-1.6 ${cy + 3.4}h4.4`, C.gold, 0.7, {
        'stroke-dasharray': '1 0.5',
      }),
  );
}

/**
 * The small lion's head that goes with Alexandre, King of clubs [F1], on his shield: a mane of flame-like locks
 * curling the same way round the face, rounded ears, slanting eyes under a heavy brow, the broad nose and muzzle.
 */
export function lionHead([x, y]: Pt): string {
  let mane = '';
  for (let i = 0; i < 11; i++) {
    const t = (i / 11) * Math.PI * 2 + 0.2;
    const [sx, sy] = [Math.sin(t), -Math.cos(t)];
    // Each lock leaves the face and curls round clockwise to its point.
    mane += taperD(
      [x + sx * 2.4, y + sy * 2.4],
      [x + sx * 4.6 - sy * 0.9, y + sy * 4.6 + sx * 0.9],
      [x + sx * 4.8 + sy * 1.5, y + sy * 4.8 - sx * 1.5],
      2.1,
    );
  }
  return g(
    { 'data-part': 'lion' },
    path(mane, C.ochre, L, WEIGHT.hatch, { 'stroke-linejoin': 'round' }) +
      path(
        P`M${x - 2.6} ${y - 2.2}a0.9 0.9 0 1 1 1.4-0.9M${x + 2.6} ${y - 2.2}a0.9 0.9 0 1 0-1.4-0.9`,
        C.gold,
        L,
        0.3,
      ) +
      path(
        P`M${x} ${y - 2.8}C${x + 2.2} ${y - 2.8} ${x + 2.8} ${y - 1} ${x + 2.6} ${y + 0.6}C${x + 2.4} ${y + 2.2} ${x + 1.2} ${y + 2.9} ${x} ${y + 2.9}C${x - 1.2} ${y + 2.9} ${x - 2.4} ${y + 2.2} ${x - 2.6} ${y + 0.6}C${x - 2.8} ${y - 1} ${x - 2.2} ${y - 2.8} ${x} ${y - 2.8}Z`,
        C.gold,
        L,
        0.4,
      ) +
      path(
        P`M${x - 1.7} ${y - 0.9}l1 0.3M${x + 1.7} ${y - 0.9}l-1 0.3M${x - 1.8} ${y - 1.5}q0.9-0.5 1.6 0M${x + 1.8} ${y - 1.5}q-0.9-0.5-1.6 0M${x - 0.9} ${y + 1.5}q0.9 0.8 1.8 0M${x} ${y + 1}v0.5`,
        'none',
        L,
        0.3,
        { 'stroke-linecap': 'round' },
      ) +
      path(P`M${x - 0.7} ${y + 0.4}h1.4l-0.7 0.7Z`, L),
  );
}

/**
 * The Roman eagle on César's mantle, as the older packs have it on his dress (the 1816 pack shows the cockerel
 * there instead [F12]): gold, displayed, the head turned to the right, the way he faces.
 */
function eagle([x, y]: Pt): string {
  // Drawn about the origin a third larger than its unit, then set in place.
  const wing = (s: number): string =>
    P`M${s * 0.6} -0.8L${s * 3} -3.6L${s * 5} -3.8L${s * 4.4} -2.4L${s * 5.4} -1.6L${s * 4.4} -0.6L${s * 4.8} 0.6L${s * 3.4} 0.8L${s * 3.4} 1.8L${s * 0.6} 0.8Z`;
  return g(
    { 'data-part': 'eagle', transform: `translate(${num(x)} ${num(y)}) scale(1.35)` },
    path(
      wing(-1) +
        wing(1) +
        'M-0.9-1.2H0.9L0.8 2L1.8 3.6H-1.8L-0.8 2ZM-1-2.3a1 1 0 1 0 2 0a1 1 0 1 0-2 0ZM0.9-2.6l1.3 0.4l-1.2 0.5Z',
      C.gold,
      L,
      0.25,
    ) + path('M-1.4-2.6l-0.8 0.4M1.4-2.6l0.8 0.4M-2.2 0.2L-4 -1.6M2.2 0.2L4-1.6', 'none', L, WEIGHT.hatch),
  );
}

/** A small shield with three fleurs-de-lis on Charles's mantle (the Gatteaux pack of 1816 [F12]). */
export function lisShield([x, y]: Pt): string {
  const d = P`M${x - 3.4} ${y - 3.6}H${x + 3.4}V${y + 0.4}C${x + 3.4} ${y + 2.8} ${x + 1.4} ${y + 4} ${x} ${y + 4.6}C${x - 1.4} ${y + 4} ${x - 3.4} ${y + 2.8} ${x - 3.4} ${y + 0.4}Z`;
  return g(
    { 'data-part': 'lis-shield' },
    contour(d, C.blue, WEIGHT.line) +
      path(
        P`M${x - 1.7} ${y - 0.6}` + lis(0.55) + P`M${x + 1.7} ${y - 0.6}` + lis(0.55) + P`M${x} ${y + 2.8}` + lis(0.55),
        C.gold,
      ),
  );
}
