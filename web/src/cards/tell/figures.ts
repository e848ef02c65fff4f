/**
 * The Tell pattern's half figures (docs/patterns.md, "Tell"): its own bodies, coats, arms, attributes and
 * horses, drawn for double-headed cards. Figure space puts the centre of the face at the origin, one unit a
 * card unit; a half figure runs from the head down to `cut`, the card's centre line, where its turned copy
 * meets it. The coats follow Schneider's Pest pack of about 1837: braided Hungarian dolmans and pelisses
 * beside a hunter's jerkin, a cuirass, a governor's fur-lined cloak and an old man's gown; the kings ride.
 */
import { C } from '../palette.js';
import { contour, hatch, WEIGHT } from '../line.js';
import { circle, ellipse, g, limb, line, P, path } from '../svg.js';

const L = C.line;

export type Coat =
  | 'dolman'
  | 'jerkin'
  | 'armour'
  | 'cloak'
  | 'gown'
  | 'hunter'
  | 'royal'
  // The four seasons of the Daus cards (./seasons.ts): spring's girl, the reaper, the vintner, the old man.
  | 'bodice'
  | 'shirt'
  | 'waistcoat'
  | 'furCoat';

export interface Body {
  readonly coat: Coat;
  readonly colour: string;
  /** Braid, facings, trim. */
  readonly trim: string;
  readonly sleeve?: string;
  /** A pelisse slung over the figure's right shoulder (viewer's left), Hungarian fashion. */
  readonly pelisse?: string;
  /** A sash round the waist. */
  readonly sash?: string;
  /** How the figure stands (issue 35: no two courts share a body outline). */
  readonly pose?: Pose;
}

/**
 * A half figure's stance: broad or narrow shoulders, one dropped as the weight shifts or an arm is raised, the
 * waist swung to one side where it meets the divide, the head inclined. Figure space, card units.
 */
export interface Pose {
  /** Half the width across the shoulders' tops (13 is the average). */
  readonly shoulders: number;
  /** How much lower the figure's right shoulder (the viewer's left) sits than the left one. */
  readonly tilt: number;
  /** How far the waist is swung to the viewer's right at the cut. */
  readonly sway: number;
  /** Half the waist's width at the cut. */
  readonly waist: number;
  /** The head's inclination, degrees (positive: towards the viewer's right). */
  readonly incline: number;
}

export const STANDING: Pose = { shoulders: 13, tilt: 0, sway: 0, waist: 14.4, incline: 0 };

/** The top of the arm at the shoulder, `side` −1 for the figure's right (viewer's left), 1 for its left. */
export const shoulderOf = (p: Pose, side: number): Pt => [side * p.shoulders, 16 - (side * p.tilt) / 2];

export type Pt = readonly [number, number];

/** The coat's outline from the shoulders to the cut, as the pose sets it. */
function torsoPath(cut: number, flare: number, p: Pose): string {
  const s = p.shoulders,
    yl = 12.6 + p.tilt / 2,
    yr = 12.6 - p.tilt / 2,
    w = p.waist + flare;
  return P`M${-s} ${yl}C${-s - 3} ${yl + 1} ${-s - 4} ${yl + 4.4} ${-s - 3.8} ${yl + 9.4}L${-w + p.sway} ${cut}H${w + p.sway}L${s + 3.8} ${yr + 9.4}C${s + 4} ${yr + 4.4} ${s + 3} ${yr + 1} ${s} ${yr}C${s * 0.6} ${yr - 1.6} ${-s * 0.6} ${yl - 1.6} ${-s} ${yl}Z`;
}

/**
 * A garment's main shape in the shared line (../line.ts): the contour's weight, and the shadow on the side away
 * from the light (from the upper left, as on the printed packs) hatched, crossed where it is deepest.
 */
const cloth = (d: string, fill: string): string =>
  contour(d, fill) + hatch(d, { side: 'right', depth: 0.34, angle: -55, gap: 1.05, cross: true, opacity: 0.42 });

/** Hungarian frogging: gold cords across the chest, a loop at each end, buttons down the middle. */
function frogging(trim: string, from: number, to: number, half = 9): string {
  let cords = '',
    loops = '';
  for (let y = from; y <= to; y += 4) {
    cords += P`M${-half} ${y}H${half}`;
    loops += P`M${-half - 1.6} ${y}a1.2 1.2 0 1 0 0.01 0M${half + 1.6} ${y}a1.2 1.2 0 1 0 0.01 0`;
  }
  return (
    line(cords, trim, 1.1) +
    line(loops, trim, 0.6) +
    line(P`M0 ${from}V${to}`, trim, 0.5, { 'stroke-dasharray': '0.1 4', 'stroke-width': 1.6 })
  );
}

function sash(colour: string, y: number): string {
  return (
    path(P`M-15 ${y}Q0 ${y - 2} 15 ${y}V${y + 4.4}Q0 ${y + 2.4}-15 ${y + 4.4}Z`, colour, L, 0.5) +
    line(P`M-15 ${y + 1.5}Q0 ${y - 0.5} 15 ${y + 1.5}`, C.gold, 0.5) +
    path(P`M8 ${y + 3}l-1.6 7h3.4ZM11 ${y + 3}l0.4 6.4h3Z`, colour, L, 0.4)
  );
}

function pelisse(colour: string, cut: number): string {
  // Hung from the figure's right shoulder, falling behind the arm to the cut; fur along its edge.
  return (
    path(P`M-5 11.4C-12 10.6-18.6 13-19.6 20L-22 ${cut}H-13.4L-12.6 24C-12.4 18-9 13.6-5 12.8Z`, colour, L, 0.6) +
    line(P`M-5 11.6C-12 10.8-18.4 13.2-19.4 20L-21.8 ${cut}`, '#6a4a30', 2.2) +
    line(P`M-18 24H-14M-18.8 30H-14M-19.6 36H-14.2`, C.gold, 0.8) +
    line('M-5 12.2L6 13.6', C.gold, 0.6)
  );
}

/** The body from the neck to the cut line, without arms. */
export function body(b: Body, cut: number): string {
  const coat = b.colour,
    trim = b.trim;
  const pose = b.pose ?? STANDING;
  // The coat's outline, marked so that tests can compare the courts' stances.
  const torso = (flare: number, fill: string): string =>
    g({ 'data-part': 'torso' }, cloth(torsoPath(cut, flare, pose), fill));
  let out = '';
  switch (b.coat) {
    case 'dolman':
      out =
        torso(0, coat) +
        frogging(trim, 17, Math.min(cut - 3, 38)) +
        path('M-5 9.6H5L5.4 13.4H-5.4Z', coat, L, 0.5) +
        line('M-5.2 12.4H5.2', trim, 0.7);
      break;
    case 'jerkin':
      // Tell's hunting jerkin: open at the neck, laced, belted, the quiver strap across.
      out =
        torso(0, coat) +
        path('M-6 11.6L0 22L6 11.6Z', C.cream, L, 0.5) +
        line('M-2.4 15.6L2.4 17M-1.6 18.8L1.8 19.6M2.4 15.6L-2.4 17', C.darkBrown, 0.4) +
        line('M-6 11.6L0 22L6 11.6', C.darkGreen, 1) +
        path(P`M-16 ${cut - 14}H16V${cut - 10}H-16Z`, C.darkBrown, L, 0.5) +
        path(P`M-2 ${cut - 14.6}h4v5.2h-4Z`, 'none', C.gold, 0.8);
      break;
    case 'armour':
      // A cuirass with a ridge and lames, a gorget, a red sash across, pauldrons.
      out =
        torso(0, C.steel) +
        line(P`M0 14V${cut - 10}`, '#8d949c', 0.9) +
        line(
          P`M-14.6 ${cut - 10}Q0 ${cut - 7} 14.6 ${cut - 10}M-14.6 ${cut - 6}Q0 ${cut - 3} 14.6 ${cut - 6}`,
          L,
          0.5,
        ) +
        line('M-9 18q1 0 0 0M9 18q1 0 0 0M-10 26q1 0 0 0M10 26q1 0 0 0', L, 1) +
        path('M-7 9.8H7L7.6 14Q0 16.2-7.6 14Z', C.steel, L, 0.5) +
        line(P`M-13 14L14 ${cut - 14}`, coat, 3.4) +
        path('M-13 12.6C-18 12-20 16-19.4 21C-17 19.6-15 19.6-13.4 21Z', C.steel, L, 0.5) +
        path('M13 12.6C18 12 20 16 19.4 21C17 19.6 15 19.6 13.4 21Z', C.steel, L, 0.5) +
        line('M-19.2 17.6Q-16 16-13.4 17.6M19.2 17.6Q16 16 13.4 17.6', L, 0.4);
      break;
    case 'cloak': {
      // The governor: slashed doublet, fur-lined cloak on both shoulders, a chain of office.
      let slashes = '';
      for (const x of [-9, -4.5, 4.5, 9]) slashes += P`M${x} 16V${cut - 2}`;
      out =
        torso(0, coat) +
        line(slashes, trim, 1.6) +
        path(P`M-13 12.6C-19 14-21 20-21.4 ${cut}H-14L-12 22Z`, C.darkRed, L, 0.6) +
        path(P`M13 12.6C19 14 21 20 21.4 ${cut}H14L12 22Z`, C.darkRed, L, 0.6) +
        path('M-15 12C-9 9.4 9 9.4 15 12L13 17C8 14.6-8 14.6-13 17Z', '#6a4a30', L, 0.5) +
        line(
          'M-12 14.4l1 1.2M-7 13.4l0.6 1.4M-2 13l0.2 1.4M3 13.1l-0.2 1.4M8 13.6l-0.6 1.4M12.4 14.8l-1 1.2',
          '#a98866',
          0.6,
        ) +
        line('M-10 16Q0 28 10 16', C.gold, 1, { 'stroke-dasharray': '1.2 0.8' }) +
        circle(0, 24, 2, C.gold, L, 0.4);
      break;
    }
    case 'gown':
      // The old man's plain gown with a broad fur collar falling open to the waist, a cord belt.
      out =
        torso(1.4, coat) +
        path(P`M-12 12.4C-9 14-5 16-2 ${cut - 14}L-6 ${cut - 14}C-10 24-14 18-15.6 16Z`, '#8a6a4c', L, 0.5) +
        path(P`M12 12.4C9 14 5 16 2 ${cut - 14}L6 ${cut - 14}C10 24 14 18 15.6 16Z`, '#8a6a4c', L, 0.5) +
        line(P`M-15 ${cut - 9}Q0 ${cut - 7} 15 ${cut - 9}M3 ${cut - 8}l-1 6M5 ${cut - 8}l1 5`, trim, 1.1);
      break;
    case 'hunter':
      // The ranger: a short coat with green facings, buttons, a bandolier with the horn at the hip.
      out =
        torso(0, coat) +
        path(P`M-6 11.4L-2 ${cut - 12}H-6.4L-11 13Z`, trim, L, 0.4) +
        path(P`M6 11.4L2 ${cut - 12}H6.4L11 13Z`, trim, L, 0.4) +
        line(P`M0 16V${cut - 4}`, C.gold, 1.4, { 'stroke-dasharray': '0.1 4.4' }) +
        line(P`M-13 14L13 ${cut - 12}`, C.darkBrown, 2.4) +
        path(
          P`M5 ${cut - 13}C10 ${cut - 9} 16 ${cut - 10} 18 ${cut - 17}L21 ${cut - 16}C20 ${cut - 8} 11 ${cut - 4} 4 ${cut - 10}Z`,
          C.cream,
          L,
          0.5,
        ) +
        line(P`M6 ${cut - 11}l1.6 1.6`, C.gold, 1.2);
      break;
    case 'royal': {
      // A king's robe, brocaded, under an ermine shoulder cape and a chain.
      let dots = '';
      for (let y = 28; y < cut - 1; y += 5)
        for (let x = -12 + ((y / 5) % 2) * 2.5; x < 13; x += 5) dots += P`M${x} ${y}l1 1.4l-1 1.4l-1-1.4Z`;
      let tails = '';
      for (const [x, y] of [
        [-11, 19],
        [-6, 21.4],
        [0, 22.2],
        [6, 21.4],
        [11, 19],
      ] as const)
        tails += P`M${x} ${y}l0.8 2.6h-1.6Z`;
      out =
        torso(2, coat) +
        path(dots, trim) +
        path(
          'M-13.4 12.4C-18 13.4-19.6 18-19 23C-12 26 12 26 19 23C19.6 18 18 13.4 13.4 12.4C8 10.6-8 10.6-13.4 12.4Z',
          C.white,
          L,
          0.6,
        ) +
        path(tails, L) +
        line('M-8 22.6Q0 30 8 22.6', C.gold, 1.1);
      break;
    }
    case 'bodice':
      // A white chemise with puffed sleeves, a laced bodice over it, a ribbon at the neck.
      out =
        torso(-1, C.white) +
        path(P`M-10.6 15.4H10.6L9 ${cut}H-9Z`, coat, L, 0.6) +
        line(P`M-2 18L2 21M2 18L-2 21M-2 22L2 25M2 22L-2 25M-2 26L2 29`, trim, 0.6) +
        line('M-10.6 15.4H10.6', trim, 1) +
        path('M-5.6 11.4Q0 14.6 5.6 11.4', 'none', L, 0.4);
      break;
    case 'shirt':
      // The reaper's white shirt open at the neck, sleeves rolled, braces over it.
      out =
        torso(0, coat) +
        path('M-4.6 11.2L0 19L4.6 11.2Z', C.skin, L, 0.5) +
        line('M-5 11L-1 15M5 11L1 15', '#c8c0b0', 0.6) +
        line(P`M-8 13V${cut}M8 13V${cut}`, trim, 2);
      break;
    case 'waistcoat':
      // The vintner: a white shirt, an open waistcoat with buttons, a blue apron from the waist.
      out =
        torso(0, C.white) +
        path(P`M-13 12.6C-16 13.6-17 17-16.8 22L-14.4 ${cut}H-4L-4 20L-6 11.6Z`, coat, L, 0.6) +
        path(P`M13 12.6C16 13.6 17 17 16.8 22L14.4 ${cut}H4L4 20L6 11.6Z`, coat, L, 0.6) +
        line(P`M-5.4 20V${cut - 6}M5.4 20V${cut - 6}`, C.gold, 1.2, { 'stroke-dasharray': '0.1 3.6' }) +
        path(P`M-13 ${cut - 5}Q0 ${cut - 7} 13 ${cut - 5}L14 ${cut}H-14Z`, trim, L, 0.5);
      break;
    case 'furCoat':
      // A heavy winter coat with a broad fur collar and a fur edge down the front, belted.
      out =
        torso(1.6, coat) +
        path(P`M-2.6 18H2.6L3.4 ${cut}H-3.4Z`, trim, L, 0.5) +
        path('M-15 12.6C-10 9.4 10 9.4 15 12.6L13.4 19C8 15-8 15-13.4 19Z', trim, L, 0.5) +
        line('M-11 14.6l0.8 1.4M-6 13.2l0.4 1.6M6 13.2l-0.4 1.6M11 14.6l-0.8 1.4', '#8a7a66', 0.6) +
        path(P`M-16 ${cut - 8}H16V${cut - 5}H-16Z`, C.darkBrown, L, 0.4);
      break;
  }
  return (b.pelisse ? pelisse(b.pelisse, cut) : '') + out + (b.sash ? sash(b.sash, cut - 14) : '');
}

/** An arm from the shoulder through the elbow to the hand, in the sleeve's colour with a cuff. */
export function arm(sleeve: string, cuff: string, side: number, elbow: Pt, hand: Pt, pose: Pose = STANDING): string {
  const [sx, sy] = shoulderOf(pose, side);
  const [ex, ey] = elbow,
    [hx, hy] = hand;
  const dx = hx - ex,
    dy = hy - ey,
    len = Math.hypot(dx, dy) || 1;
  const cx = hx - (dx / len) * 3,
    cy = hy - (dy / len) * 3;
  // The sleeve's contour heavier than the cuff's; a fold across the sleeve just below the elbow, detail line.
  const join = { 'stroke-linejoin': 'round' };
  const [ux, uy] = [dx / len, dy / len];
  const fold = P`M${ex - uy * 1.8 + ux * 0.8} ${ey + ux * 1.8 + uy * 0.8}Q${ex + ux * 2.4} ${ey + uy * 2.4} ${ex + uy * 1.8 + ux * 0.8} ${ey - ux * 1.8 + uy * 0.8}`;
  return g(
    { 'data-part': 'arm' },
    line(P`M${sx} ${sy}L${ex} ${ey}L${cx} ${cy}`, L, 5.8 + 2 * WEIGHT.line, join) +
      line(P`M${sx} ${sy}L${ex} ${ey}L${cx} ${cy}`, sleeve, 5.8, join) +
      line(fold, L, WEIGHT.detail) +
      line(P`M${cx - (dx / len) * 1.2} ${cy - (dy / len) * 1.2}L${cx} ${cy}`, L, 6.4 + 2 * WEIGHT.detail, join) +
      line(P`M${cx - (dx / len) * 1.2} ${cy - (dy / len) * 1.2}L${cx} ${cy}`, cuff, 6.4, join),
  );
}

/**
 * A hand closed round what it holds: the fist's outline with the contour's inner weight, the fingers' creases
 * across it and the thumb folded over them, in the detail line (../line.ts).
 */
export const hand = ([x, y]: Pt): string =>
  g(
    { 'data-part': 'hand' },
    ellipse(x, y, 2.5, 2.7, C.skin, L, WEIGHT.detail + 0.12) +
      line(
        P`M${x - 1.9} ${y - 0.5}Q${x} ${y - 1.2} ${x + 1.9} ${y - 0.5}M${x - 1.9} ${y + 0.9}Q${x} ${y + 0.2} ${x + 1.9} ${y + 0.9}`,
        L,
        WEIGHT.hatch,
      ) +
      path(
        P`M${x - 2.3} ${y - 1.4}Q${x - 0.6} ${y - 2.9} ${x + 1.2} ${y - 1.9}Q${x - 0.4} ${y - 1.6} ${x - 2.1} ${y - 0.4}Z`,
        '#e9bfa0',
        L,
        WEIGHT.hatch,
      ),
  );

export type Attribute =
  | 'sword'
  | 'baton'
  | 'boarSpear'
  | 'halberd'
  | 'staff'
  | 'fokos'
  | 'pennant'
  | 'sceptre'
  | 'raisedSword'
  | 'mace'
  | 'orb'
  // The seasons' things (./seasons.ts).
  | 'posy'
  | 'basket'
  | 'scythe'
  | 'sheaf'
  | 'wineGlass'
  | 'grapes';

/**
 * What a hand at (x, y) holds. Long shafts run down to the cut line, so they pass behind the hand and end
 * where the turned copy begins; drawn before the arm, except the small things held up in front of it.
 */
export function attribute(kind: Attribute, at: Pt, cut: number, colour: string): string {
  return g({ 'data-attribute': kind }, held(kind, at, cut, colour));
}

function held(kind: Attribute, [x, y]: Pt, cut: number, colour: string): string {
  switch (kind) {
    case 'sword':
    case 'raisedSword': {
      // Point up: a sword held at rest beside the shoulder, or raised high by a king.
      const reach = kind === 'sword' ? 30 : 26;
      const tx = x + (kind === 'sword' ? -2 : 4),
        ty = y - reach;
      return (
        limb(P`M${x} ${y - 2.6}L${tx} ${ty}`, C.steel, 2) +
        line(P`M${x} ${y - 4}L${x + (tx - x) * 0.8} ${y - 4 - (y - 4 - ty) * 0.8}`, '#8d949c', 0.4) +
        limb(P`M${x - 4.2} ${y - 3.4}L${x + 4.2} ${y - 2.4}`, C.gold, 1.4) +
        circle(x, y + 3.6, 1.3, C.gold, L, 0.4)
      );
    }
    case 'baton':
      return (
        limb(P`M${x + 3} ${y + 8}L${x - 6} ${y - 18}`, colour, 2.2) +
        limb(P`M${x - 5.2} ${y - 15.6}L${x - 6} ${y - 18}M${x + 2.2} ${y + 5.6}L${x + 3} ${y + 8}`, C.gold, 2.6)
      );
    case 'boarSpear':
      return (
        limb(P`M${x} ${cut}L${x} ${y - 30}`, colour, 1.8) +
        path(
          P`M${x} ${y - 43}Q${x + 3.2} ${y - 36} ${x} ${y - 29}Q${x - 3.2} ${y - 36} ${x} ${y - 43}Z`,
          C.steel,
          L,
          0.5,
        ) +
        limb(P`M${x - 3.4} ${y - 28}H${x + 3.4}`, C.darkBrown, 1)
      );
    case 'halberd':
      return (
        limb(P`M${x} ${cut}L${x} ${y - 28}`, colour, 1.8) +
        path(
          P`M${x} ${y - 40}L${x + 1.2} ${y - 30}L${x - 8.6} ${y - 33}Q${x - 10} ${y - 27} ${x - 8} ${y - 22}L${x} ${y - 24}L${x + 5} ${y - 27}L${x + 1.2} ${y - 29.6}Z`,
          C.steel,
          L,
          0.5,
        ) +
        path(P`M${x - 1} ${y - 20}h2v3h-2Z`, C.red, L, 0.3)
      );
    case 'staff':
      return limb(P`M${x + 1} ${cut}L${x - 1} ${y - 24}`, colour, 2) + circle(x - 1.1, y - 25, 2, colour, L, 0.5);
    case 'fokos':
      // The herdsman's axe-stick, over the shoulder.
      return (
        limb(P`M${x + 3} ${y + 10}L${x - 8} ${y - 26}`, colour, 1.8) +
        path(
          P`M${x - 9.6} ${y - 27}l-4.6 1.2l-0.6 3.6l5.4-1.4ZM${x - 6.8} ${y - 27.4}l2.6-1.4l0.8 1.6l-2.6 1.2Z`,
          C.steel,
          L,
          0.45,
        )
      );
    case 'pennant':
      return (
        limb(P`M${x} ${cut}L${x} ${y - 38}`, colour, 1.6) +
        path(P`M${x} ${y - 42}l1.4 3.6h-2.8Z`, C.steel, L, 0.4) +
        path(P`M${x} ${y - 37}H${x + 15}L${x + 11} ${y - 33}L${x + 15} ${y - 29}H${x}Z`, C.red, L, 0.5) +
        line(P`M${x + 4.6} ${y - 35}V${y - 31}M${x + 2.6} ${y - 33}H${x + 6.6}`, C.white, 1)
      );
    case 'sceptre':
      return (
        limb(P`M${x - 2} ${y + 9}L${x + 5} ${y - 24}`, C.gold, 1.7) +
        path(
          P`M${x + 5.4} ${y - 32}c1.6 2 2.6 3.6 0.2 5.4c-2.4-1.8-1.4-3.4-0.2-5.4ZM${x + 5.3} ${y - 27}l3.4-1.8l-0.4 3.2ZM${x + 5.3} ${y - 27}l-3.4-1.4l0.8 3.2Z`,
          C.gold,
          L,
          0.4,
        ) +
        circle(x + 5.2, y - 25, 1.2, C.red, L, 0.3)
      );
    case 'mace': {
      // A Hungarian buzogány: a short rod and a ribbed head.
      const hx = x + 4,
        hy = y - 23;
      return (
        limb(P`M${x - 1} ${y + 8}L${hx} ${hy}`, colour, 1.8) +
        circle(hx, hy - 1, 4.2, C.gold, L, 0.5) +
        line(
          P`M${hx - 4} ${hy - 1}H${hx + 4}M${hx} ${hy - 5.2}V${hy + 3.2}M${hx - 2.8} ${hy - 4}L${hx + 2.8} ${hy + 2}`,
          '#a3761c',
          0.6,
        )
      );
    }
    case 'orb':
      return (
        circle(x, y - 5, 4, C.gold, L, 0.5) +
        line(P`M${x - 4} ${y - 5}H${x + 4}M${x} ${y - 5}V${y - 1}`, '#a3761c', 0.6) +
        line(P`M${x} ${y - 9}V${y - 13}M${x - 1.6} ${y - 11.6}H${x + 1.6}`, C.gold, 1)
      );
    case 'posy':
      // Spring's bunch of flowers, raised: green stems below the hand, the blossoms above it.
      return (
        line(
          P`M${x} ${y + 5}L${x - 4} ${y - 7}M${x} ${y + 5}L${x} ${y - 9}M${x} ${y + 5}L${x + 4} ${y - 7}`,
          C.darkGreen,
          1,
        ) +
        path(P`M${x - 2} ${y - 3}q-6-1-7-6q5 0 7 6ZM${x + 2} ${y - 3}q6-1 7-6q-5 0-7 6Z`, C.green, L, 0.4) +
        circle(x - 4.4, y - 8.4, 2.6, C.red, L, 0.45) +
        circle(x + 4.4, y - 8.4, 2.6, C.white, L, 0.45) +
        circle(x, y - 11, 2.8, C.pink, L, 0.45) +
        circle(x - 4.4, y - 8.4, 0.9, C.yellow) +
        circle(x + 4.4, y - 8.4, 0.9, C.yellow) +
        circle(x, y - 11, 1, C.yellow)
      );
    case 'basket':
      // A flower basket on the arm, full to the brim.
      return (
        line(P`M${x - 6} ${y}Q${x} ${y - 9} ${x + 6} ${y}`, C.brown, 1) +
        circle(x - 3.6, y, 2.2, C.yellow, L, 0.4) +
        circle(x + 3.4, y - 0.4, 2.2, C.red, L, 0.4) +
        circle(x, y - 1.4, 2.2, C.white, L, 0.4) +
        path(P`M${x - 7.4} ${y}H${x + 7.4}L${x + 5.4} ${y + 7}H${x - 5.4}Z`, C.ochre, L, 0.6) +
        line(P`M${x - 6.8} ${y + 2.4}H${x + 6.8}M${x - 6} ${y + 4.8}H${x + 6}`, C.brown, 0.6)
      );
    case 'scythe': {
      // Held upright by its snath, the long curved blade turned out and down from its top.
      const top = y - 22;
      return (
        limb(P`M${x + 1} ${cut}L${x - 1} ${top}`, colour, 1.8) +
        limb(P`M${x - 1.4} ${y - 4}h4.4`, colour, 1.2) +
        path(
          P`M${x - 1} ${top - 1.4}C${x - 8} ${top - 2} ${x - 15} ${top + 2} ${x - 19} ${top + 10}C${x - 14} ${top + 5} ${x - 8} ${top + 2.4} ${x - 1} ${top + 2}Z`,
          C.steel,
          L,
          0.6,
        )
      );
    }
    case 'sheaf': {
      // A sheaf of corn in the crook of the arm: the stalks tied, the ears fanned out above.
      let ears = '';
      for (const a of [-0.5, -0.25, 0, 0.25, 0.5]) {
        const ex = x + Math.sin(a) * 13,
          ey = y - Math.cos(a) * 13;
        ears += P`M${ex} ${ey}m-1.3 0a1.3 3 ${a * 57} 1 0 2.6 0a1.3 3 ${a * 57} 1 0-2.6 0`;
      }
      return (
        line(P`M${x - 3} ${y + 12}L${x} ${y}L${x + 3} ${y + 12}M${x} ${y + 12}V${y}`, '#c89a2a', 1.4) +
        line(
          P`M${x} ${y}L${x - 6} ${y - 11}M${x} ${y}L${x - 3} ${y - 12}M${x} ${y}V${y - 12}M${x} ${y}L${x + 3} ${y - 12}M${x} ${y}L${x + 6} ${y - 11}`,
          '#c89a2a',
          0.9,
        ) +
        path(ears, C.gold, L, 0.35) +
        line(P`M${x - 2.4} ${y + 3}H${x + 2.4}`, C.red, 1.4)
      );
    }
    case 'wineGlass':
      // Autumn's new wine, raised in a stemmed glass.
      return (
        line(P`M${x} ${y - 2}V${y - 7}M${x - 2.6} ${y - 1.6}H${x + 2.6}`, C.steel, 0.9) +
        path(
          P`M${x - 4} ${y - 15}H${x + 4}C${x + 4} ${y - 9} ${x + 2} ${y - 7} ${x} ${y - 7}C${x - 2} ${y - 7} ${x - 4} ${y - 9} ${x - 4} ${y - 15}Z`,
          '#eef4f6',
          L,
          0.5,
        ) +
        path(
          P`M${x - 3.8} ${y - 12}H${x + 3.8}C${x + 3.4} ${y - 9} ${x + 2} ${y - 7.6} ${x} ${y - 7.6}C${x - 2} ${y - 7.6} ${x - 3.4} ${y - 9} ${x - 3.8} ${y - 12}Z`,
          C.darkRed,
        )
      );
    case 'grapes': {
      // A bunch of grapes hanging from the hand, a vine leaf at its stalk.
      let berries = '';
      for (let row = 0; row < 4; row++)
        for (let i = 0; i <= 3 - row; i++)
          berries += P`M${x + (i - (3 - row) / 2) * 2.8} ${y + 3.4 + row * 2.5}m-1.5 0a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0`;
      return (
        path(berries, C.purple, L, 0.35) +
        path(P`M${x + 1} ${y + 1}c3-4 8-3 9 0c-2 0-2 2-4 2c-1 1-3 1-5-2Z`, C.green, L, 0.4)
      );
    }
  }
}

export interface Horse {
  readonly coat: string;
  readonly mane: string;
  /** The breast collar's cloth. */
  readonly cloth: string;
  /** A plume on the horse's poll. */
  readonly plume?: string;
  /** Detail lines on a dark horse are drawn light. */
  readonly dark?: boolean;
}

/** Where a tucked foreleg bends, card space: the elbow (hidden under the chest), the knee and the fetlock. */
interface Foreleg {
  readonly elbow: Pt;
  readonly knee: Pt;
  readonly fetlock: Pt;
}

/**
 * The forelegs of a prancing horse, both tucked up as in a courbette: the near leg raised high, the far one
 * lower and behind it. Real Tell kings' horses show the forehand with a raised foreleg before the centre
 * divide (docs/patterns.md, Tell); tucking both, rather than standing one, keeps both hooves inside the half,
 * above the centre line, where a standing leg would be cut by the divide. The thick forearm and the light
 * outline on a dark coat keep them reading at 120 px.
 */
const FORELEGS: readonly Foreleg[] = [
  // The far leg first, so the near one overlaps it.
  { elbow: [24, 70], knee: [15.4, 68.4], fetlock: [14.8, 72.9] },
  { elbow: [20, 68.5], knee: [10.4, 64.4], fetlock: [9.6, 69.2] },
];

function forelegs(h: Horse): string {
  const outline = h.dark ? '#9a8e84' : L;
  const horn = h.dark ? '#6e625a' : '#2e2622';
  let legs = '';
  for (const [i, { elbow, knee, fetlock }] of FORELEGS.entries()) {
    const [ex, ey] = elbow;
    const [kx, ky] = knee;
    const [fx, fy] = fetlock;
    // The forearm tapers from the muscled top to the knee: a thick stroke on its upper half, a thinner one
    // to the knee, then the slim cannon and the fetlock's knob; all outlines first, so the joins stay clean.
    const strokes: readonly [string, number][] = [
      [P`M${ex} ${ey}L${(ex + kx) / 2} ${(ey + ky) / 2}`, 5.6],
      [P`M${ex} ${ey}L${kx} ${ky}`, 3.8],
      [P`M${kx} ${ky}L${fx} ${fy}`, 2.5],
      [P`M${fx} ${fy}l0 0`, 3],
    ];
    const pass = (colour: string, wider = 0): string =>
      strokes.map(([d, w]) => line(d, colour, w + wider, { 'stroke-linejoin': 'round' })).join('');
    legs += g(
      { 'data-foreleg': i === 0 ? 'far' : 'near' },
      pass(outline, 1.1) +
        pass(h.coat) +
        // The far leg stands in the near one's shadow, so the two read apart at hand size.
        (i === 0 ? g({ opacity: 0.22 }, pass(C.black)) : '') +
        // The hoof hangs from the fetlock, its sole turned back (to the viewer's right) as the leg folds.
        path(
          P`M${fx - 1.9} ${fy + 0.9}L${fx + 1.5} ${fy + 1.1}L${fx + 1.3} ${fy + 3.6}L${fx - 2.3} ${fy + 3}Z`,
          horn,
          outline,
          0.5,
          { 'data-part': 'hoof' },
        ),
    );
  }
  return g({ 'data-part': 'forelegs' }, legs);
}

/**
 * The breast collar's cloth, slung across the horse's chest above the forelegs and sagging a little between
 * its ends, with three gilt pendants: it stands clear above the caparison (whose top is 3.8 under the divide,
 * `courts.ts`), where it lay along the caparison's upper edge as a second, half-covered band.
 */
function breastCloth(h: Horse): string {
  const cloth = 'M18.4 63.6Q32 68.4 46.6 62.6L46.8 66.4Q32 72.2 17.8 67.6Z';
  let pendants = '';
  for (const [x, y] of [
    [25, 69.6],
    [32, 70.6],
    [39, 69.8],
  ] as const)
    pendants += P`M${x - 1.1} ${y}h2.2l-1.1 2.2Z`;
  return g(
    { 'data-part': 'breast-cloth' },
    path(cloth, h.cloth, L, WEIGHT.line) +
      line('M19.2 65.4Q32 70.2 46.4 64.4', C.gold, 0.5, { 'stroke-dasharray': '0.1 1.8', 'stroke-width': 1.1 }) +
      path(pendants, C.gold, L, WEIGHT.hatch),
  );
}

/**
 * The forehand of a king's horse, facing the viewer's left, in card space: its neck stands on the centre line
 * (y = 78) between x = 17 and x = 47, its muzzle near the left edge, the tucked forelegs below the muzzle, all
 * above the centre line. The reins run to `rein`.
 */
export function horse(h: Horse, rein: Pt): string {
  const detail = h.dark ? '#9a8e84' : L;
  return g(
    { 'data-part': 'horse' },
    forelegs(h) +
      path('M26 35C35 36 44 48 48 60L49 78H51L50.6 62C49 50 41 35.6 28 32.6Z', h.mane, L, 0.5) +
      path('M24.4 35.4L27.6 30L28.8 36.2Z', h.coat, L, 0.5) +
      path(
        'M17 78C16 71 20 64.5 25 60.5C20 61.5 14.5 62 10.5 60C7.6 58.6 7 55.4 8.4 52.6C11 47 16 41 21 36.5L22.4 30.6L26 35C35 37.5 43 50 46 62L47 78Z',
        h.coat,
        L,
        0.7,
      ) +
      line('M25 60.5C28.4 56 27.6 49.4 22.6 47.4M9.4 57.6Q11 58.8 12.6 58.2M10 54.4q1.2-0.8 1.6 0.6', detail, 0.5) +
      path('M23.6 34C22 37 20.4 38.6 19 40.4C21.6 40 23.8 38.2 25.6 36Z', h.mane, L, 0.4) +
      ellipse(19.8, 43, 1.3, 0.9, L) +
      circle(20.2, 42.7, 0.35, C.white) +
      (h.plume ? path('M24.6 33C23 27 25 22 29 19C28 23 28.4 28 26.6 33.6Z', h.plume, L, 0.4) : '') +
      line(
        'M20.4 37.4L25.4 38.8M23.8 38.4L14.4 56.4M12.6 50.2C14.4 52.6 16.8 54.2 19.6 54.6M24.6 38.8C26.2 44 26.6 50 25.8 56',
        C.darkRed,
        0.9,
      ) +
      circle(13.2, 57, 1.1, 'none', C.gold, 0.7) +
      line(P`M13.2 57Q28 67 ${rein[0]} ${rein[1]}`, C.darkBrown, 0.8) +
      breastCloth(h),
  );
}
