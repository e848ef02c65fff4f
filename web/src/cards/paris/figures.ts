/**
 * The Paris pattern's half figures (docs/patterns.md, "Paris"): bodies, sleeves, hands and what the hands
 * hold, drawn for double-headed cards cut by the pattern's diagonal. Figure space puts the centre of the face
 * at the origin, one unit a card unit; `Cut` gives, for each x, the height of the diagonal where the turned
 * copy begins, so coats and shafts end on it. The dress follows the portrait officiel in spirit: kings in
 * ermine and brocade, queens in square-necked gowns, jacks in doublets; flat red, blue, yellow and black.
 */
import { C } from '../palette.js';
import { contour, hatch, WEIGHT } from '../line.js';
import { circle, ellipse, g, line, mirrored, P, path, type Pt } from '../svg.js';

const L = C.line;

/**
 * A garment's main shape in the shared line (../line.ts): the contour's weight, its shadow side (away from the
 * light at the upper left) hatched, and crossed where it is deepest, as the engraved portrait officiel has it.
 */
const cloth = (d: string, fill: string): string =>
  contour(d, fill) + hatch(d, { side: 'right', depth: 0.32, angle: -55, gap: 1, cross: true, opacity: 0.42 });

/** The height of the diagonal dividing line at x, in figure space. */
export type Cut = (x: number) => number;

export type Dress = 'robe' | 'drape' | 'gown' | 'doublet' | 'cuirass';
export type Motif = 'lis' | 'lozenge' | 'rings' | 'stripes' | 'none';

export interface Body {
  readonly dress: Dress;
  readonly colour: string;
  /** Braid, lacing, buttons. */
  readonly trim: string;
  /** The mantle, cape, stomacher or sash: the dress's second colour. */
  readonly second: string;
  readonly motif: Motif;
}

/** The coat from the shoulders to the diagonal: half-width `w` at the cut. */
function torso(cut: Cut, w = 19, top = 12): string {
  return P`M${-w} ${cut(-w)}L${-w - 0.6} 24C${-w - 0.4} 17 ${-w + 5} ${top + 1} -7 ${top}H7C${w - 5} ${top + 1} ${w + 0.4} 17 ${w + 0.6} 24L${w} ${cut(w)}Z`;
}

const LIS =
  'm0-3c0.9 1 0.9 2 0 3c-0.9-1-0.9-2 0-3zm0 3c1-0.2 1.8-1 1.6-2c0.6 1.2 0 2.4-1.6 2.4zm0 0c-1-0.2-1.8-1-1.6-2c-0.6 1.2 0 2.4 1.6 2.4z';

/** A repeated figure on the cloth, kept inside |x| < half and above the diagonal. */
function motif(kind: Motif, colour: string, cut: Cut, from: number, half = 14): string {
  if (kind === 'none') return '';
  if (kind === 'stripes') {
    let d = '';
    for (let x = -half + 2; x < half; x += 5) d += P`M${x} ${from}V${cut(x) - 1}`;
    return line(d, colour, 1.3);
  }
  let d = '';
  let row = 0;
  for (let y = from; ; y += 6, row++) {
    for (let x = -half + 2 + (row % 2) * 3; x < half - 1; x += 6) {
      if (y + 3 > cut(x)) continue;
      if (kind === 'lis') d += P`M${x} ${y + 1}` + LIS;
      else if (kind === 'lozenge') d += P`M${x} ${y - 1.8}l1.6 1.8l-1.6 1.8l-1.6-1.8Z`;
      else d += P`M${x - 1.2} ${y}a1.2 1.2 0 1 0 2.4 0a1.2 1.2 0 1 0-2.4 0`;
    }
    if (y > 60) break;
  }
  return kind === 'rings' ? path(d, 'none', colour, 0.6) : path(d, colour);
}

/** Ermine: white fur with black tails. */
function ermine(d: string, tails: readonly Pt[]): string {
  let t = '';
  for (const [x, y] of tails) t += P`M${x} ${y}l0.7 2.2h-1.4Z`;
  return path(d, C.white, L, 0.55) + path(t, L);
}

/** The body from the neck to the diagonal, without arms. */
export function body(b: Body, cut: Cut): string {
  const { colour, trim, second } = b;
  switch (b.dress) {
    case 'robe':
      // A king's robe under a mantle open at the front, an ermine cape over both shoulders, a chain.
      return (
        contour(P`M-19 ${cut(-19)}L-25 ${cut(-25)}C-25 26-23 16-15 12.4L-8 20L-12 ${cut(-12)}Z`, second) +
        cloth(P`M19 ${cut(19)}L25 ${cut(25)}C25 26 23 16 15 12.4L8 20L12 ${cut(12)}Z`, second) +
        cloth(torso(cut, 12.6), colour) +
        motif(b.motif, trim, cut, 26, 11) +
        ermine(
          'M-16 12C-21 14-22.4 19-21.6 23.4C-14 21.6-6 22.6 0 24.6C6 22.6 14 21.6 21.6 23.4C22.4 19 21 14 16 12C10 10.4-10 10.4-16 12Z',
          [
            [-17, 18],
            [-11, 17],
            [-5, 18.6],
            [5, 18.6],
            [11, 17],
            [17, 18],
            [0, 20.4],
          ],
        ) +
        line('M-8 22.6Q0 33 8 22.6', C.gold, 1, { 'stroke-dasharray': '1.4 0.7' }) +
        path('M0 29.6l2 2.4l-2 2.4l-2-2.4Z', C.gold, L, 0.4)
      );
    case 'drape': {
      // César: a tunic under a mantle drawn across the chest from one shoulder, pinned with a brooch.
      return (
        cloth(torso(cut, 18), colour) +
        motif(b.motif, trim, cut, 20, 16) +
        path(P`M16 12.6C21 15 22 22 21 ${cut(21)}L-19 ${cut(-19)}L-19.4 30C-8 28 4 22 9 12.6Z`, second, L, 0.6) +
        line(P`M-18 34C-6 31 5 25 11 16M-16 40C-2 36 10 28 15 18`, L, 0.4) +
        ermine('M-9 12.4C-6 10.6 6 10.6 9 12.4L7.4 15.4C3 14-3 14-7.4 15.4Z', [
          [-5, 12.6],
          [0, 12.2],
          [5, 12.6],
        ]) +
        circle(12, 15, 2, C.gold, L, 0.45) +
        circle(12, 15, 0.8, C.red)
      );
    }
    case 'gown':
      // A queen's gown: a square neckline, a necklace, a laced stomacher, puffed shoulders.
      return (
        cloth(torso(cut, 17), colour) +
        motif(b.motif, trim, cut, 30, 15) +
        path('M-7.6 12.2H7.6L6.6 19.4H-6.6Z', C.skin, L, 0.5) +
        line('M-5.6 13.6Q0 18 5.6 13.6', C.white, 1, { 'stroke-dasharray': '0.1 1.4' }) +
        path(P`M-7 19.4H7L2.4 ${cut(0) - 2}H-2.4Z`, second, L, 0.5) +
        line('M-4 23.4L4 25.6M4 23.4L-4 25.6M-3 28.6L3 30.6M3 28.6L-3 30.6', trim, 0.55) +
        path(mirrored([0, 19.4], [[3, 19.4, 5, 19.6, 7, 19.4]]), trim, L, 0.5) +
        path('M-18 15C-21 17-21.4 22-19.8 25.4C-17 24-14 23-12 24C-11 20-12.6 15.4-15.6 13Z', second, L, 0.5) +
        path('M18 15C21 17 21.4 22 19.8 25.4C17 24 14 23 12 24C11 20 12.6 15.4 15.6 13Z', second, L, 0.5)
      );
    case 'doublet':
      // A jack's doublet: a standing collar, a placket of buttons, a belt, a short cape on one shoulder.
      return (
        cloth(torso(cut, 17.4), colour) +
        motif(b.motif, trim, cut, 20, 15) +
        path(P`M-2.2 13V${cut(0) - 1}H2.2V13Z`, trim, L, 0.4) +
        line(P`M0 16V${cut(0) - 3}`, C.gold, 1.2, { 'stroke-dasharray': '0.1 3.4' }) +
        path('M-7 9.6H7L7.6 13.6Q0 15.4-7.6 13.6Z', second, L, 0.5) +
        path(
          P`M-17.6 ${cut(-17.6) - 11}Q0 ${cut(0) - 13} 17.6 ${cut(17.6) - 11}V${cut(17.6) - 7.6}Q0 ${cut(0) - 9.6}-17.6 ${cut(-17.6) - 7.6}Z`,
          C.darkBrown,
          L,
          0.45,
        ) +
        path('M13 11.6C18 11.4 23 15 23.6 24C20 26 16 27 12 26.4C13 21 12 15 8 12.4Z', second, L, 0.5) +
        line('M14.6 14.6q3 4 3 9', L, 0.35)
      );
    case 'cuirass': {
      // Hector: a scaled cuirass with a rounded breast, a red sash, pointed shoulder plates.
      let scales = '';
      for (let y = 18; y < 46; y += 3.4)
        for (let x = -13 + ((y / 3.4) % 2) * 1.7; x < 13; x += 3.4)
          if (y + 2 < cut(x)) scales += P`M${x - 1.7} ${y}q1.7 2.4 3.4 0`;
      return (
        cloth(torso(cut, 18.6), C.steel) +
        line(scales, '#8d949c', 0.45) +
        path(P`M-18 ${cut(-18) - 5}L17 ${cut(17) - 14}L18 ${cut(18) - 9}L-18 ${cut(-18) - 0.6}Z`, colour, L, 0.45) +
        path('M-16 12.4C-22 12.6-23.6 17-23 22L-14.4 20.6ZM16 12.4C22 12.6 23.6 17 23 22L14.4 20.6Z', second, L, 0.5) +
        path('M-7 9.6H7L8 13.6Q0 16-8 13.6Z', trim, L, 0.5)
      );
    }
  }
}

/**
 * A sleeve as one tapered shape from the shoulder through the elbow to the wrist (widths `w` at the
 * shoulder and w × 0.6 at the wrist), with a cuff; the hand goes on top.
 */
export function sleeve(colour: string, cuff: string, shoulder: Pt, elbow: Pt, wrist: Pt, w = 3.4): string {
  const pts = [shoulder, elbow, wrist];
  const widths = [w, w * 0.8, w * 0.6];
  const left: Pt[] = [],
    right: Pt[] = [];
  for (let i = 0; i < 3; i++) {
    const a = pts[Math.max(0, i - 1)]!,
      b = pts[Math.min(2, i + 1)]!;
    const dx = b[0] - a[0],
      dy = b[1] - a[1],
      n = Math.hypot(dx, dy) || 1;
    const nx = -dy / n,
      ny = dx / n;
    const [x, y] = pts[i]!;
    left.push([x + nx * widths[i]!, y + ny * widths[i]!]);
    right.push([x - nx * widths[i]!, y - ny * widths[i]!]);
  }
  const outline = [...left, ...right.reverse()];
  const d = 'M' + outline.map(([x, y]) => P`${x} ${y}`).join('L') + 'Z';
  const [ex, ey] = elbow,
    [wx, wy] = wrist;
  const n = Math.hypot(wx - ex, wy - ey) || 1;
  const cx = wx - ((wx - ex) / n) * 1.2,
    cy = wy - ((wy - ey) / n) * 1.2;
  return (
    contour(d, colour, WEIGHT.contour - 0.15) +
    hatch(d, { side: 'bottom', depth: 0.45, angle: 40, gap: 0.95, opacity: 0.4 }) +
    line(
      P`M${cx - ((wy - ey) / n) * widths[2]!} ${cy + ((wx - ex) / n) * widths[2]!}L${cx + ((wy - ey) / n) * widths[2]!} ${cy - ((wx - ex) / n) * widths[2]!}`,
      cuff,
      1.6,
    )
  );
}

/** A closed hand round a grip at (x, y): a rounded fist with its knuckles marked. */
export const fist = ([x, y]: Pt): string =>
  path(
    P`M${x - 2.5} ${y - 0.6}C${x - 2.5} ${y - 2.8} ${x + 2.5} ${y - 2.8} ${x + 2.5} ${y - 0.6}V${y + 0.8}C${x + 2.5} ${y + 3} ${x - 2.5} ${y + 3} ${x - 2.5} ${y + 0.8}Z`,
    C.skin,
    L,
    0.5,
  ) + line(P`M${x - 1.6} ${y - 0.4}H${x + 1.6}`, L, 0.3);

/** An open hand raised, palm out, fingers up (César's gesture). */
export const palm = ([x, y]: Pt): string =>
  path(
    P`M${x - 2.6} ${y + 2.4}L${x - 2.8} ${y - 2}C${x - 2.8} ${y - 4.6} ${x - 1.2} ${y - 4.6} ${x - 1.2} ${y - 2.2}L${x - 1.1} ${y - 5}C${x - 1} ${y - 6.6} ${x + 0.6} ${y - 6.6} ${x + 0.6} ${y - 5}L${x + 0.6} ${y - 2.2}L${x + 0.8} ${y - 4.4}C${x + 0.9} ${y - 5.8} ${x + 2.4} ${y - 5.8} ${x + 2.3} ${y - 4.2}L${x + 2.2} ${y - 0.6}L${x + 3.6} ${y - 2}C${x + 4.6} ${y - 2.6} ${x + 5.2} ${y - 1.4} ${x + 4.4} ${y - 0.6}L${x + 2} ${y + 2.6}Z`,
    C.skin,
    L,
    0.5,
  );

export type Attribute =
  | 'sceptre'
  | 'harp'
  | 'sword'
  | 'gesture'
  | 'fan'
  | 'tulip'
  | 'rose'
  | 'carnation'
  | 'halberd'
  | 'pike'
  | 'axe'
  | 'partisan';

/** What a hand at `at` holds; `data-attribute` names it for the tests. */
export function attribute(kind: Attribute, at: Pt, cut: Cut, colour: string): string {
  return g({ 'data-attribute': kind }, held(kind, at, cut, colour));
}

/** A shaft from below the hand to the diagonal, up to `top`. */
const shaft = (x: number, top: number, cut: Cut, colour: string, w = 1.7): string =>
  path(P`M${x - w / 2} ${top}H${x + w / 2}V${cut(x + w / 2)}H${x - w / 2}Z`, colour, L, 0.45);

function held(kind: Attribute, [x, y]: Pt, cut: Cut, colour: string): string {
  switch (kind) {
    case 'sceptre':
      // A gold rod crowned with a fleur-de-lis.
      return (
        path(P`M${x - 0.9} ${y + 9}L${x - 0.7} ${y - 20}H${x + 0.7}L${x + 0.9} ${y + 9}Z`, C.gold, L, 0.4) +
        path(P`M${x} ${y - 21}` + LIS.replace(/\d+(\.\d+)?/g, (n) => String(Number(n) * 2)), C.gold, L, 0.4) +
        circle(x, y - 20.4, 1.3, C.gold, L, 0.35) +
        circle(x, y + 9.6, 1.2, C.gold, L, 0.35)
      );
    case 'harp': {
      // David's harp: pillar, curved neck and sound box, strings between; the hand holds the pillar.
      const bx = x - 1,
        by = y + 12;
      const frame =
        P`M${bx} ${by}L${bx - 0.6} ${by - 26}C${bx + 4} ${by - 28} ${bx + 8} ${by - 22} ${bx + 13} ${by - 24}C${bx + 14} ${by - 16} ${bx + 9} ${by - 6} ${bx + 2.4} ${by}Z` +
        P`M${bx + 2.2} ${by - 3.6}C${bx + 6.8} ${by - 9} ${bx + 10} ${by - 15} ${bx + 10.4} ${by - 21}C${bx + 7} ${by - 20} ${bx + 4} ${by - 23} ${bx + 1.6} ${by - 23}Z`;
      let strings = '';
      for (let i = 1; i <= 5; i++) strings += P`M${bx + 1.6 + i * 1.5} ${by - 23 + i * 0.4}V${by - 4 - i * 1.3}`;
      return (
        path(frame, C.gold, L, 0.5, { 'fill-rule': 'evenodd' }) +
        line(strings, L, 0.3) +
        circle(bx - 0.6, by - 27, 1.2, C.gold, L, 0.35)
      );
    }
    case 'sword':
      // Raised point upward beside the head, a cross guard and a round pommel.
      return (
        path(
          P`M${x - 1.1} ${y - 3}L${x - 1.1} ${y - 30}L${x} ${y - 33}L${x + 1.1} ${y - 30}L${x + 1.1} ${y - 3}Z`,
          C.steel,
          L,
          0.45,
        ) +
        line(P`M${x} ${y - 5}V${y - 29}`, '#8d949c', 0.35) +
        path(P`M${x - 4.6} ${y - 4}H${x + 4.6}L${x + 5.2} ${y - 2.6}H${x - 5.2}Z`, C.gold, L, 0.4) +
        circle(x, y + 3.4, 1.3, C.gold, L, 0.35)
      );
    case 'gesture':
      // No weapon: César's hand is raised open (drawn by the caller); a gold ring on the finger.
      return circle(x - 0.2, y - 2.8, 0.6, 'none', C.gold);
    case 'fan': {
      // A folding fan spread open above the hand.
      let ribs = '';
      for (let i = 0; i <= 6; i++) {
        const t = (-60 + i * 20) * (Math.PI / 180);
        ribs += P`M${x} ${y}L${x + Math.sin(t) * 11} ${y - Math.cos(t) * 11}`;
      }
      return (
        path(P`M${x} ${y}L${x - 9.5} ${y - 5.5}A11 11 0 0 1 ${x + 9.5} ${y - 5.5}Z`, colour, L, 0.5) +
        path(
          P`M${x - 9.5} ${y - 5.5}A11 11 0 0 1 ${x + 9.5} ${y - 5.5}L${x + 6} ${y - 3.5}A7 7 0 0 0 ${x - 6} ${y - 3.5}Z`,
          C.gold,
          L,
          0.4,
        ) +
        line(ribs, L, 0.35)
      );
    }
    case 'tulip':
      return (
        line(P`M${x} ${y + 2}Q${x + 1} ${y - 7} ${x - 0.6} ${y - 12}`, C.darkGreen, 0.8) +
        path(
          P`M${x - 1} ${y - 6}C${x - 5} ${y - 8} ${x - 5} ${y - 11} ${x - 4} ${y - 13}C${x - 2.4} ${y - 10} ${x - 1.6} ${y - 9} ${x - 1} ${y - 6}Z`,
          C.green,
          L,
          0.35,
        ) +
        path(
          P`M${x - 3.6} ${y - 16.4}L${x - 2} ${y - 13.8}L${x - 0.6} ${y - 17}L${x + 0.8} ${y - 13.8}L${x + 2.4} ${y - 16.4}C${x + 3} ${y - 12} ${x + 1.6} ${y - 10.6} ${x - 0.6} ${y - 10.6}C${x - 2.8} ${y - 10.6} ${x - 4.2} ${y - 12} ${x - 3.6} ${y - 16.4}Z`,
          colour,
          L,
          0.45,
        )
      );
    case 'rose': {
      let petals = '';
      for (let i = 0; i < 5; i++) {
        const t = (i / 5) * Math.PI * 2;
        petals += P`M${x + 0.6 + Math.sin(t) * 2.4} ${y - 10 - Math.cos(t) * 2.4}a1.9 1.9 0 1 0 0.01 0`;
      }
      return (
        line(P`M${x} ${y + 2}L${x + 0.6} ${y - 8}`, C.darkGreen, 0.8) +
        path(P`M${x + 0.3} ${y - 4}c2.4-2 4.4-1.6 5-0.6c-1.6 1.4-3.4 1.6-5 0.6Z`, C.green, L, 0.35) +
        path(petals, colour, L, 0.4) +
        circle(x + 0.6, y - 10, 1.4, C.darkRed, L, 0.3)
      );
    }
    case 'carnation': {
      // A sprig of three carnations, their petals fringed.
      const bloom = (bx: number, by: number): string => {
        let d = P`M${bx - 2.6} ${by}`;
        for (let i = 0; i < 5; i++) d += P`l0.52-1.6l0.52 1.6`;
        return d + P`Q${bx} ${by + 2.6} ${bx - 2.6} ${by}Z`;
      };
      return (
        line(
          P`M${x} ${y + 2}L${x} ${y - 9}M${x} ${y - 5}L${x - 4} ${y - 10}M${x} ${y - 6}L${x + 4} ${y - 11}`,
          C.darkGreen,
          0.7,
        ) + path(bloom(x, y - 10) + bloom(x - 4, y - 11) + bloom(x + 4.4, y - 12), colour, L, 0.35)
      );
    }
    case 'halberd': {
      // Upright on the diagonal: a spike, a crescent axe blade turned away from the head and a back hook.
      const o = x < 0 ? -1 : 1;
      return (
        shaft(x, y - 26, cut, colour) +
        path(
          P`M${x} ${y - 38}L${x + 1.4} ${y - 29}H${x - 1.4}ZM${x + o * 0.8} ${y - 29}C${x + o * 5} ${y - 32} ${x + o * 9} ${y - 31} ${x + o * 10.4} ${y - 30}C${x + o * 11} ${y - 26} ${x + o * 10} ${y - 22} ${x + o * 8.6} ${y - 20}C${x + o * 6} ${y - 22} ${x + o * 3} ${y - 23} ${x + o * 0.8} ${y - 22.6}ZM${x - o * 0.8} ${y - 27.6}L${x - o * 6} ${y - 30}L${x - o * 4} ${y - 26}L${x - o * 0.8} ${y - 24.6}Z`,
          C.steel,
          L,
          0.45,
        ) +
        line(P`M${x - 1.2} ${y - 21}l2.4 1M${x - 1.2} ${y - 19}l2.4 1`, C.red, 0.7)
      );
    }
    case 'pike':
      // A long spear with a leaf-shaped head and a red tassel under it.
      return (
        shaft(x, y - 30, cut, colour, 1.5) +
        path(
          P`M${x} ${y - 44}C${x + 2.6} ${y - 40} ${x + 2.4} ${y - 34} ${x} ${y - 30.6}C${x - 2.4} ${y - 34} ${x - 2.6} ${y - 40} ${x} ${y - 44}Z`,
          C.steel,
          L,
          0.45,
        ) +
        line(P`M${x} ${y - 42}V${y - 32}`, '#8d949c', 0.35) +
        path(P`M${x - 0.6} ${y - 30}l-2.2 5.6l1.4-0.4l0.8 1.2l0.6-1.4l0.8 1l0.2-1.6l1.2 0.4l-2-4.8Z`, C.red, L, 0.35)
      );
    case 'axe':
      // La Hire's battle axe, short-hafted, its broad blade over the shoulder.
      return (
        path(P`M${x - 0.9} ${y + 8}L${x - 1.2} ${y - 22}H${x + 0.8}L${x + 0.9} ${y + 8}Z`, colour, L, 0.45) +
        path(
          P`M${x + 0.8} ${y - 21}C${x + 4} ${y - 22} ${x + 7} ${y - 25} ${x + 8} ${y - 28}C${x + 10} ${y - 24} ${x + 10} ${y - 16} ${x + 8} ${y - 11}C${x + 6.6} ${y - 14} ${x + 4} ${y - 16.6} ${x + 0.8} ${y - 17}Z`,
          C.steel,
          L,
          0.5,
        ) +
        path(P`M${x - 1.2} ${y - 20}l-3.6 0.8l3.6 2Z`, C.steel, L, 0.4) +
        line(P`M${x + 7.2} ${y - 26}Q${x + 9} ${y - 19} ${x + 7.4} ${y - 13}`, '#8d949c', 0.5)
      );
    case 'partisan':
      // Hector's partisan: a broad triangular blade with two curled lugs at its foot.
      return (
        shaft(x, y - 24, cut, colour, 1.6) +
        path(
          P`M${x} ${y - 40}L${x + 2.6} ${y - 27}C${x + 4} ${y - 28} ${x + 5.4} ${y - 29} ${x + 5.6} ${y - 31}C${x + 6.2} ${y - 27} ${x + 4} ${y - 24.6} ${x + 1.4} ${y - 24}H${x - 1.4}C${x - 4} ${y - 24.6} ${x - 6.2} ${y - 27} ${x - 5.6} ${y - 31}C${x - 5.4} ${y - 29} ${x - 4} ${y - 28} ${x - 2.6} ${y - 27}Z`,
          C.steel,
          L,
          0.45,
        ) +
        line(P`M${x} ${y - 37}V${y - 26}`, '#8d949c', 0.4) +
        ellipse(x, y - 22.6, 1.4, 0.9, C.gold, L, 0.3)
      );
  }
}

/**
 * Lancelot's escutcheon: the outsized oval medallion the Jack of clubs holds on a ribbon in his right hand
 * [F1, F2], redrawn by Gatteaux in 1813 to carry the excise office's name and the pattern's date; the oval
 * (not a triangular shield) tells the Paris pattern from the Belgian-Genoese one (Wikimedia Commons, "Paris
 * pattern"). Its inscription is suggested by lines, as it is unreadable at card size.
 */
export function medallion([x, y]: Pt): string {
  const cx = x + 0.6,
    cy = y + 11.8;
  return g(
    { 'data-part': 'medallion' },
    path(
      P`M${x - 1} ${y + 1}C${x - 2.4} ${y + 2.4} ${x - 0.4} ${y + 3.4} ${x - 1.4} ${y + 5}H${x + 1.2}C${x + 2} ${y + 3.4} ${x} ${y + 2.4} ${x + 1} ${y + 1}Z`,
      C.red,
      L,
      0.35,
    ) +
      ellipse(cx, cy, 6.4, 8, C.gold, L, 0.55) +
      ellipse(cx, cy, 4.9, 6.5, C.blue, L, 0.35) +
      // A small crown over three lines of lettering.
      path(P`M${cx - 1.8} ${cy - 2.6}l0.3-2l0.9 0.9l0.6-1.3l0.6 1.3l0.9-0.9l0.3 2Z`, C.gold, L, 0.25) +
      line(P`M${cx - 2.6} ${cy - 0.6}h5.2M${cx - 3} ${cy + 1.4}h6M${cx - 2.2} ${cy + 3.4}h4.4`, C.gold, 0.7, {
        'stroke-dasharray': '1 0.5',
      }),
  );
}

/** The small lion's head that goes with Alexandre, King of clubs [F1], here the jewel hung on his chain. */
export function lionHead([x, y]: Pt): string {
  let mane = '';
  for (let i = 0; i < 12; i++) {
    const t = (i / 12) * Math.PI * 2;
    mane += P`M${x} ${y}L${x + Math.sin(t) * 4.6} ${y - Math.cos(t) * 4.6}L${x + Math.sin(t + 0.26) * 3.4} ${y - Math.cos(t + 0.26) * 3.4}Z`;
  }
  return g(
    { 'data-part': 'lion' },
    path(mane, C.ochre, L, 0.35, { 'stroke-linejoin': 'round' }) +
      circle(x, y, 2.9, C.gold, L, 0.45) +
      path(P`M${x - 1.9} ${y - 2.4}l-0.5-1.2l1.4 0.6ZM${x + 1.9} ${y - 2.4}l0.5-1.2l-1.4 0.6Z`, C.gold, L, 0.3) +
      line(P`M${x - 1.4} ${y - 0.6}h0.6M${x + 0.8} ${y - 0.6}h0.6`, L, 0.6) +
      path(P`M${x - 0.8} ${y + 0.6}h1.6l-0.8 1Z`, L) +
      line(P`M${x} ${y + 1.6}v0.4M${x - 1.2} ${y + 2.2}q1.2 0.8 2.4 0`, L, 0.35),
  );
}
