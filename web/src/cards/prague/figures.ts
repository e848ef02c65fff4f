/**
 * The Prague pattern's figures, its own (docs/patterns.md, "Prague"): single-headed full figures in the long
 * coats and high boots of the Bohemian single-headed pack, standing on a strip of hatched ground; kings seated
 * in long gowns. Everything is in card space (100 × 156): a standing figure's face is centred near (50, 31),
 * the coat's hem at y ≈ 100 and the boots on the ground at y ≈ 133; a seated king's face near (50, 44), his
 * throne drawn by ./thrones.ts.
 */
import { C } from '../palette.js';
import { contour, hatch, INK, limbHatch, taper, taperD, WEIGHT } from '../line.js';
import { circle, g, limb, line, P, path, type Pt } from '../svg.js';

const L = C.line;

export type Coat = 'breastplate' | 'sheepskin' | 'frogged' | 'tabard' | 'dagged' | 'kaftan' | 'quilted' | 'shepherd';
export type Gown = 'ermine' | 'dalmatic' | 'furred' | 'cloak';

/**
 * The ground the figures stand on: a level strip of earth, its front edge ruled with horizontal hatching as
 * the engraved packs shade a ground, tufts of grass cut as tapering strokes along its top.
 */
const EARTH = 'M13 134.8Q22 133.4 34 133.9Q50 133.1 66 133.9Q78 133.4 87 134.8L88 138.6H12Z';
export const GROUND =
  contour(EARTH, '#d6cfa4', WEIGHT.line) +
  hatch(EARTH, { side: 'bottom', depth: 0.6, angle: 0, gap: 0.9, opacity: 0.5 }) +
  [
    [17, 134.4, -1],
    [21, 134, 1],
    [30, 133.9, -1],
    [70, 133.9, 1],
    [79, 134, -1],
    [83.6, 134.4, 1],
  ]
    .map(([x, y, s]) => taper([x!, y!], [x! + s! * 0.4, y! - 1.4], [x! + s! * 1.2, y! - 2.6], 0.55, '#577a2e'))
    .join('');

/**
 * The long coat's outline, shoulders (y 43) to the flared hem at `hem`, the hem lower on the viewer's left by
 * `tilt` and higher on the right, as it swings over the leg that bears the weight; `build` widens the shoulders
 * (and the waist a little) for a broad man, narrows them for a slight one.
 */
const coatOutline = (hem: number, flare: number, tilt = 0, build = 0): string => {
  const [s, w] = [12.6 + build, 9.6 + build * 0.6];
  return P`M${50 - s} 44.6C${50 - s - 2} 50 ${50 - s - 0.6} 64 ${50 - w} 76L${50 - flare} ${hem + tilt}L${50 + flare} ${hem - tilt}L${50 + w} 76C${50 + s + 0.6} 64 ${50 + s + 2} 50 ${50 + s} 44.6C${50 + s - 5.6} 42.2 ${50 - s + 5.6} 42.2 ${50 - s} 44.6Z`;
};

/**
 * A garment in the engraved line: the contour's weight, its shadow side (away from the light, upper left)
 * hatched and crossed where deepest, and the pleats of its skirt from `from` to the hem cut as tapering strokes.
 */
function engraved(d: string, fill: string, from: number, hem: number, flare: number, tilt = 0): string {
  let pleats = '';
  for (const f of [-0.72, -0.36, 0.08, 0.46, 0.8]) {
    const y = hem - tilt * f * 1.2 - 0.8;
    pleats += taperD([50 + f * flare, y], [50 + f * flare * 0.85, (from + y) / 2], [50 + f * 9, from], 0.7);
  }
  return (
    g({ 'data-part': 'body' }, contour(d, fill)) +
    hatch(d, { side: 'right', depth: 0.28, angle: -60, gap: 1, cross: true, opacity: 0.4 }) +
    path(pleats, INK, undefined, undefined, { opacity: 0.6 })
  );
}

/** A row of buttons down the front (at x) from `y0` to `y1`. */
const buttons = (y0: number, y1: number, colour: string, x = 50): string => {
  let d = '';
  for (let y = y0; y <= y1; y += 4.6) d += P`M${x} ${y}h0.01`;
  return line(d, colour, 1.6);
};

const sash = (colour: string): string =>
  path('M40.2 72Q50 74.6 59.8 72L60.2 77Q50 79.6 39.8 77Z', colour, L, 0.45) +
  path('M56 76l3.6 9l-2.2 0.6l-2.6-8.4Z', colour, L, 0.4);

/**
 * A standing figure's coat, without arms or legs; `front` carries its front (buttons, frogging, the cuirass's
 * ridge, the tabard's cross, the collar) that many units to the viewer's right, as the chest turns with the face.
 */
export function coat(kind: Coat, colour: string, trim: string, tilt = 0, front = 0, build = 0): string {
  const f = front;
  const base = (hem = 100, flare = 14, fill = colour): string =>
    engraved(coatOutline(hem, flare, tilt, build), fill, 80, hem, flare, tilt);
  const collar = (fill: string): string =>
    path(
      P`M${43.4 + f * 0.5} 43Q${50 + f * 0.5} 40.6 ${56.6 + f * 0.5} 43L${55 + f * 0.6} 47Q${50 + f * 0.6} 45.6 ${45 + f * 0.6} 47Z`,
      fill,
      L,
      0.45,
    );
  switch (kind) {
    case 'breastplate':
      // A plain cuirass with a central ridge over a knee-length coat, the skirt showing beneath.
      return (
        base(98, 13) +
        path('M39.8 46.6C39 56 40.4 66 43.4 74H56.6C59.6 66 61 56 60.2 46.6Q50 44 39.8 46.6Z', C.steel, L, 0.6) +
        line(P`M${50 + f * 0.8} 46V73.6`, '#8d949c', 0.8) +
        line('M41 62Q50 65 59 62', '#8d949c', 0.5) +
        path('M42.8 73.4H57.2L58 78.4H42Z', trim, L, 0.45) +
        collar(C.white)
      );
    case 'sheepskin':
      // The piper's sheepskin waistcoat, fleece edging, over a long white shirt.
      return (
        base(96, 12, C.white) +
        path(
          'M37.4 44.6C35.4 50 36.8 64 40.4 76L39 86H47L48 46ZM62.6 44.6C64.6 50 63.2 64 59.6 76L61 86H53L52 46Z',
          colour,
          L,
          0.6,
        ) +
        line('M47.4 47L46.4 85.4M52.6 47L53.6 85.4', C.cream, 2, { 'stroke-dasharray': '0.6 0.9' }) +
        line('M40 90l-0.4 5M45 90v6M50 90v6M55 90v6M60 90l0.4 5', '#d8d2c4', 0.5) +
        sash(trim)
      );
    case 'frogged':
      // An officer's long coat with braided frogging across the chest and a fur trim at the hem.
      return (
        base(102, 15) +
        line(
          P`M${42 + f} 52H${58 + f}M${41.6 + f} 57H${58.4 + f}M${41.8 + f} 62H${58.2 + f}M${42.4 + f} 67H${57.6 + f}`,
          trim,
          1.1,
        ) +
        line(
          P`M${42 + f} 52h0.01M${58 + f} 52h0.01M${41.6 + f} 57h0.01M${58.4 + f} 57h0.01M${41.8 + f} 62h0.01M${58.2 + f} 62h0.01`,
          trim,
          2,
        ) +
        path('M35.4 98.4H64.6L65 102.4H35Z', '#7a5a3c', L, 0.4) +
        sash(C.gold) +
        collar(trim)
      );
    case 'tabard':
      // A lancer's tabard over a mail shirt, a cross on the breast.
      return (
        base(100, 13, C.grey) +
        path('M41 45L39 96H61L59 45Q50 43 41 45Z', colour, L, 0.6) +
        path(P`M${48.4 + f} 52h3.2v4.4h4.4v3.2h-4.4v8.4h-3.2v-8.4h-4.4v-3.2h4.4Z`, trim, L, 0.35) +
        line('M39.6 88l-0.4 8M60.4 88l0.4 8', '#6f767e', 1.2, { 'stroke-dasharray': '0.4 0.9' }) +
        line('M40.6 76H59.4', C.darkBrown, 1.8)
      );
    case 'dagged': {
      // The trumpeter's short tunic, its hem cut in scallops, a baldric across.
      let d = P`M39.4 44.6C37.4 50 38.4 64 40.8 76L38.6 88`;
      for (let x = 38.6; x < 61; x += 4.5) d += P`Q${x + 2.25} ${92.4} ${x + 4.5} 88`;
      d += 'L59.2 76C61.6 64 62.6 50 60.6 44.6C56 42.4 44 42.4 39.4 44.6Z';
      return (
        engraved(d, colour, 80, 90, 11) +
        line('M40 47L60 78', trim, 2.4) +
        line('M39.6 76H60.4', C.darkBrown, 1.6) +
        collar(trim)
      );
    }
    case 'kaftan':
      // A long kaftan buttoned down the front, a narrow sash, the skirt to the calf.
      return (
        base(106, 15) +
        line(P`M${50 + f} 44V105`, trim, 1) +
        buttons(48, 70, C.gold, 50 + f) +
        sash(trim) +
        collar(trim)
      );
    case 'quilted':
      // The Hussite's quilted jack: lozenge stitching, a broad belt.
      return (
        base(94, 12) +
        line(
          'M40 52L52 64M40 60L56 76M42 70L48 76M46 46L60 60M52 46L61 55M60 52L48 64M60 60L44 76M58 70L52 76M54 46L40 60M48 46L39 55',
          trim,
          0.45,
        ) +
        path('M40.6 74H59.4V79H40.6Z', C.darkBrown, L, 0.45) +
        path('M48.4 74.4h3.2v4.2h-3.2Z', 'none', C.steel, 0.6)
      );
    case 'shepherd':
      // A short open coat over a white shirt, the wide studded leather belt of the Wallachian shepherds.
      return (
        base(92, 12, C.white) +
        path(
          'M37.4 44.6C35.4 50 36.8 64 40.4 76L38 92H45L47 47ZM62.6 44.6C64.6 50 63.2 64 59.6 76L62 92H55L53 47Z',
          colour,
          L,
          0.6,
        ) +
        line('M47 47L45.4 91M53 47L54.6 91', trim, 1) +
        path('M40 70.4Q50 72 60 70.4V78.8Q50 80.4 40 78.8Z', C.brown, L, 0.5) +
        line('M42 74.8H58', C.gold, 1.2, { 'stroke-dasharray': '0.1 2.2' })
      );
  }
}

/**
 * A sleeve or trouser leg drawn as a stroke `w` wide along `d`, outlined with the contour's weight as the coat
 * is (issue 35: the figure's contour heavier than its inner lines; `limb` outlines with the inner line's).
 */
const clothed = (d: string, colour: string, w: number): string =>
  line(d, INK, w + 2 * WEIGHT.contour, { 'stroke-linejoin': 'round' }) +
  line(d, colour, w, { 'stroke-linejoin': 'round' });

/** A leg below the coat: trousers from the hip, a high boot with a turned-down top to the foot. */
export function leg(hip: Pt, foot: Pt, trousers: string, boot: string, toe: number): string {
  const [fx, fy] = foot;
  const top = fy - 14;
  const kx = hip[0] + (fx - hip[0]) * ((top - hip[1]) / (fy - hip[1]));
  return (
    clothed(P`M${hip[0]} ${hip[1]}L${kx} ${top + 1}`, trousers, 5.4) +
    limbHatch(P`M${hip[0]} ${hip[1]}L${kx} ${top + 1}`, 5.4) +
    path(
      P`M${kx - 3} ${top}L${fx - 2.6} ${fy - 1}C${fx - 3} ${fy + 0.8} ${fx + 3 + toe} ${fy + 1.2} ${fx + 3.6 + toe} ${fy - 0.6}C${fx + 2.6 + toe} ${fy - 2.2} ${fx + 2.4} ${fy - 2.4} ${fx + 2.4} ${fy - 3}L${kx + 3} ${top}Z`,
      boot,
      L,
      0.5,
    ) +
    path(P`M${kx - 3.8} ${top - 1.2}H${kx + 3.8}L${kx + 3.2} ${top + 2}H${kx - 3.2}Z`, boot, L, 0.45)
  );
}

/** An arm from the shoulder: a straight sleeve to a turned-back cuff (the hand is `fist`, ../line.ts). */
export function arm(shoulder: Pt, elbow: Pt, hand: Pt, sleeve: string, cuff: string): string {
  const [hx, hy] = hand,
    [ex, ey] = elbow;
  const len = Math.hypot(hx - ex, hy - ey) || 1;
  const ux = (hx - ex) / len,
    uy = (hy - ey) / len;
  const cx = hx - ux * 2.8,
    cy = hy - uy * 2.8;
  return (
    clothed(P`M${shoulder[0]} ${shoulder[1]}L${ex} ${ey}L${cx} ${cy}`, sleeve, 5.2) +
    limbHatch(P`M${shoulder[0]} ${shoulder[1]}L${ex} ${ey}L${cx} ${cy}`, 5.2) +
    limb(P`M${cx - ux * 0.6} ${cy - uy * 0.6}L${cx + ux * 0.8} ${cy + uy * 0.8}`, cuff, 5.8)
  );
}

/**
 * How a king sits: the half-spread of his knees, of the gown's hem on the step, and how far his knees turn
 * (the viewer's left knee higher by `turn`, the right lower), so that no two kings share an outline.
 */
export interface Seat {
  readonly knee: number;
  readonly hem: number;
  readonly turn: number;
}

/** A king's gown from the shoulders (y 55) over the lap to the shoes on the step. */
export function gown(kind: Gown, colour: string, trim: string, seat: Seat): string {
  const { knee, hem, turn } = seat;
  const outline = P`M37.6 55C34 60 ${50 - knee - 2} 78 ${50 - knee} ${92 - turn}L${50 - hem} 128H${50 + hem}L${50 + knee} ${92 + turn}C${50 + knee + 2} 78 66 60 62.4 55C57 52.8 43 52.8 37.6 55Z`;
  const body =
    engraved(outline, colour, 96, 127, hem - 1.5) +
    path(P`M${50 - knee} ${92 - turn}Q50 ${96.4 + turn * 0.2} ${50 + knee} ${92 + turn}`, 'none', L, WEIGHT.line) +
    hatch(
      P`M${50 - knee} ${92 - turn}Q50 ${96.4} ${50 + knee} ${92 + turn}L${50 + knee} ${97 + turn}Q50 ${101} ${50 - knee} ${97 - turn}Z`,
      {
        side: 'all',
        angle: -20,
        gap: 1,
        opacity: 0.35,
      },
    ) +
    path('M40 126.4h7.4l0.4 3.2h-8.4ZM52.6 126.4H60l0.6 3.2h-8.4Z', C.darkBrown, L, 0.4);
  switch (kind) {
    case 'ermine': {
      // A broad ermine cape to the elbows, its tails in rows.
      let tails = '';
      for (const [x, y] of [
        [40, 60],
        [46, 63],
        [54, 63],
        [60, 60],
        [43, 67],
        [57, 67],
        [50, 68],
      ] as const)
        tails += P`M${x} ${y}v2.6M${x - 0.8} ${y + 0.6}h1.6`;
      return (
        body +
        path(
          'M36.6 55C32 58 31.6 66 32.6 71Q50 78 67.4 71C68.4 66 68 58 63.4 55C57 52.4 43 52.4 36.6 55Z',
          C.white,
          L,
          0.6,
        ) +
        line(tails, L, 0.7)
      );
    }
    case 'dalmatic':
      // A dalmatic with an embroidered band down the middle and round the hem.
      return (
        body +
        path('M46 56H54L55.6 127H44.4Z', trim, L, 0.5) +
        line('M47.6 64h4.8M47.4 76h5.2M47.2 88h5.6M47 100h6M46.8 112h6.4', C.red, 1) +
        path('M33.4 123H66.6L67 127.6H33Z', trim, L, 0.45) +
        path('M42 54.6Q50 60 58 54.6', 'none', C.gold, 1.4)
      );
    case 'furred':
      // A fur-lined coat open over a long tunic, broad lapels of fur.
      return (
        body +
        path('M44 56L42.4 127H57.6L56 56Q50 60 44 56Z', trim, L, 0.5) +
        path(
          'M37.6 55C40 54 44 56 46 60L44.6 96H40.4L38 66ZM62.4 55C60 54 56 56 54 60L55.4 96H59.6L62 66Z',
          '#8a6a48',
          L,
          0.5,
        ) +
        line('M50 64v2M50 72v2M50 80v2M50 88v2', C.gold, 1.6)
      );
    case 'cloak':
      // A mantle thrown over the left shoulder and across the lap, a jewelled clasp at the right.
      return (
        body +
        path(
          'M62.4 55C66 60 67 80 66 96L64 127H50C52 110 54 96 50 88C46 82 40 80 36.6 80L38 62C42 58 46 58 50 60Z',
          trim,
          L,
          0.6,
        ) +
        circle(40, 60, 2, C.gold, L, 0.45) +
        circle(40, 60, 0.8, C.red)
      );
  }
}

export type Attribute =
  | 'halberd'
  | 'bagpipe'
  | 'sabre'
  | 'lance'
  | 'trumpet'
  | 'fiddle'
  | 'flail'
  | 'axe'
  | 'orb'
  | 'charter'
  | 'chalice'
  | 'swordOfState'
  | 'sceptre';

/** What a hand at `at` holds, marked with `data-attribute` for the tests. */
export function attribute(kind: Attribute, at: Pt, colour: string): string {
  return g({ 'data-attribute': kind }, held(kind, at, colour));
}

function held(kind: Attribute, at: Pt, colour: string): string {
  const [x, y] = at;
  switch (kind) {
    case 'halberd':
      // A tall halberd: a crescent axe, a back spike and a long top spike, red tassel at the socket.
      return (
        limb(P`M${x} 133L${x} ${y - 52}`, colour, 1.8) +
        path(
          P`M${x} ${y - 70}L${x + 1.2} ${y - 58}Q${x + 6} ${y - 62} ${x + 9.6} ${y - 60}Q${x + 7} ${y - 53} ${x + 9.6} ${y - 46}Q${x + 6} ${y - 48} ${x + 1.2} ${y - 51}L${x - 1.2} ${y - 51}L${x - 6} ${y - 55}L${x - 1.2} ${y - 56}L${x - 1.2} ${y - 58}Z`,
          C.steel,
          L,
          0.5,
        ) +
        path(P`M${x - 1.4} ${y - 50}h2.8l0.8 4.4h-4.4Z`, C.red, L, 0.35)
      );
    case 'bagpipe': {
      // The Bohemian dudy: a goatskin bag under the arm, the drone over the shoulder ending in a horn bell.
      const bx = x + 2,
        by = y + 2;
      return (
        limb(P`M${bx - 6} ${by - 8}L${bx - 14} ${by - 32}`, C.brown, 1.3) +
        path(P`M${bx - 13} ${by - 31}L${bx - 19} ${by - 38}L${bx - 21} ${by - 35}Z`, C.cream, L, 0.45) +
        path(
          P`M${bx - 8} ${by - 4}C${bx - 9} ${by - 12} ${bx + 6} ${by - 12} ${bx + 8} ${by - 4}C${bx + 9} ${by + 4} ${bx - 7} ${by + 6} ${bx - 8} ${by - 4}Z`,
          colour,
          L,
          0.55,
        ) +
        line(P`M${bx - 5} ${by - 6}q3-2 6 0M${bx - 4} ${by - 2}q3-2 6 0`, C.cream, 0.6) +
        // The chanter hangs from a carved goat's head, as on the Czech dudy, and ends in an upturned horn bell.
        limb(P`M${bx + 4} ${by + 3}L${bx + 8} ${by + 16}`, C.brown, 1.2) +
        path(P`M${bx + 6.4} ${by + 15}c-1 3 1 5.6 4.6 5.4c-1-1.6-1.6-3.4-1.4-5.4Z`, C.gold, L, 0.35) +
        path(P`M${bx + 1.6} ${by + 1}c1.2-1.6 3.6-1.6 4.6 0l0.6 3.6c-0.6 1.2-2 1.4-2.8 0.6Z`, C.white, L, 0.35) +
        line(P`M${bx + 2.4} ${by + 0.6}c-1.6-1.6-1.6-3.4 0-4.4M${bx + 5.4} ${by + 0.6}c1.6-1.6 1.6-3.4 0-4.4`, L, 0.6) +
        limb(P`M${bx + 2} ${by - 10}L${bx + 4} ${by - 17}`, C.darkBrown, 0.8)
      );
    }
    case 'sabre':
      // A curved sabre raised before the shoulder.
      return (
        path(
          P`M${x - 1} ${y - 3}C${x - 2} ${y - 16} ${x - 8} ${y - 28} ${x - 14} ${y - 34}C${x - 10} ${y - 26} ${x - 4.6} ${y - 16} ${x + 1} ${y - 3}Z`,
          C.steel,
          L,
          0.5,
        ) +
        limb(P`M${x - 4} ${y - 2.4}L${x + 4} ${y - 4}`, C.gold, 1.2) +
        limb(P`M${x} ${y}L${x + 0.4} ${y + 4}`, colour, 1.6)
      );
    case 'lance':
      // A lance with a swallow-tailed pennon.
      return (
        limb(P`M${x + 1.4} 133L${x - 2.6} ${y - 62}`, colour, 1.5) +
        path(P`M${x - 2.6} ${y - 72}l1.8 6h-3.6Z`, C.steel, L, 0.4) +
        path(
          P`M${x - 2.2} ${y - 64}L${x - 16} ${y - 62}L${x - 11} ${y - 58.6}L${x - 16.4} ${y - 55}L${x - 1.8} ${y - 56}Z`,
          C.red,
          L,
          0.45,
        ) +
        line(P`M${x - 2} ${y - 60}H${x - 11}`, C.white, 1)
      );
    case 'trumpet':
      // A long herald's trumpet at the lips, a banner hanging from it.
      return (
        limb(P`M${x} ${y}L${x - 22} ${y - 6}`, C.gold, 1.2) +
        path(P`M${x - 22} ${y - 6}L${x - 28} ${y - 10.4}L${x - 27} ${y - 1}Z`, C.gold, L, 0.45) +
        path(
          P`M${x - 6} ${y - 4.4}L${x - 18} ${y - 7.4}L${x - 19} ${y + 4}L${x - 12.4} ${y + 1.2}L${x - 7} ${y + 5}Z`,
          colour,
          L,
          0.45,
        )
      );
    case 'fiddle':
      // A fiddle held against the chest, neck up to the shoulder, and the bow in the same fist across it, as a
      // fiddler holds both when he does not play (the bow lay across the fiddle clear of the hand, held by none).
      return (
        path(
          P`M${x} ${y - 9}c5 0 6.2 3.2 4.4 6c2.6 2.4 3 6.8-0.8 9.2c-2.4 1.4-4.8 1.4-7.2 0c-3.8-2.4-3.4-6.8-0.8-9.2c-1.8-2.8-0.6-6 4.4-6Z`,
          colour,
          L,
          0.55,
        ) +
        line(P`M${x - 1.4} ${y - 2}v3M${x + 1.4} ${y - 2}v3`, L, 0.5) +
        path(P`M${x - 2} ${y + 4}h4v1.4h-4Z`, C.darkBrown) +
        limb(P`M${x} ${y - 9}L${x + 3} ${y - 20}`, C.darkBrown, 1.3) +
        limb(P`M${x - 13} ${y - 6.5}L${x + 13} ${y + 5}`, C.brown, 0.6)
      );
    case 'flail':
      // The Hussite war flail: a long handle, a chain and a studded swingle.
      return (
        limb(P`M${x} ${y + 20}L${x - 2} ${y - 28}`, colour, 1.8) +
        circle(x - 2, y - 29.4, 1.2, 'none', L, 0.7) +
        circle(x - 3, y - 32, 1.2, 'none', L, 0.7) +
        circle(x - 4, y - 34.6, 1.2, 'none', L, 0.7) +
        // The swingle: a short thick club bound with iron and set with spikes.
        path(P`M${x - 5} ${y - 36}L${x - 2} ${y - 38}L${x - 9} ${y - 54}L${x - 14} ${y - 52}Z`, C.darkBrown, L, 0.5) +
        line(P`M${x - 4.6} ${y - 39.6}l3-1.6M${x - 10.4} ${y - 51.4}l3.6-1.8`, C.grey, 1.2) +
        path(
          P`M${x - 7} ${y - 42}l-3-0.6l2 2.4ZM${x - 4} ${y - 44}l3 0.2l-2.2-2.4ZM${x - 9} ${y - 47}l-3-0.6l2 2.4ZM${x - 6} ${y - 49}l3 0.2l-2.2-2.4Z`,
          C.steel,
          L,
          0.3,
        )
      );
    case 'axe':
      // The shepherd's valaška: a long walking staff with a small axe head for a handle.
      return (
        limb(P`M${x + 0.6} 133L${x - 1} ${y - 40}`, colour, 1.4) +
        path(
          P`M${x - 4} ${y - 44}H${x + 2}Q${x + 8} ${y - 45} ${x + 9} ${y - 40}Q${x + 6} ${y - 37} ${x + 3} ${y - 38.4}L${x + 0.6} ${y - 40}H${x - 4}Z`,
          C.steel,
          L,
          0.45,
        )
      );
    case 'orb':
      // The orb on the palm, a band and a cross.
      return (
        circle(x, y - 4.6, 4.6, C.gold, L, 0.5) +
        line(
          P`M${x - 4.6} ${y - 5.2}Q${x} ${y - 3.4} ${x + 4.6} ${y - 5.2}M${x} ${y - 9.2}V${y - 13.2}M${x - 1.8} ${y - 11.6}H${x + 1.8}`,
          C.red,
          0.8,
        )
      );
    case 'charter':
      // A sealed charter (the royal privilege), unrolled, a red seal hanging.
      return (
        path(P`M${x - 2} ${y - 14}H${x + 7}V${y + 2}H${x - 2}Z`, C.cream, L, 0.5) +
        line(P`M${x} ${y - 11}h5M${x} ${y - 8}h5M${x} ${y - 5}h4`, '#8a7a62', 0.5) +
        line(P`M${x + 2.5} ${y + 2}v4`, C.red, 0.6) +
        circle(x + 2.5, y + 7, 1.8, C.red, L, 0.4)
      );
    case 'chalice':
      // A lidded golden cup.
      return (
        path(
          P`M${x - 4} ${y - 14}Q${x} ${y - 18} ${x + 4} ${y - 14}L${x + 3} ${y - 7}Q${x} ${y - 4} ${x - 3} ${y - 7}ZM${x - 0.8} ${y - 5}h1.6v4h-1.6ZM${x - 3.4} ${y - 1}h6.8v1.6h-6.8Z`,
          C.gold,
          L,
          0.45,
        ) + circle(x, y - 17.6, 1, colour, L, 0.3)
      );
    case 'swordOfState':
      // A broad sword of state laid across the lap, point down to the step.
      return (
        limb(P`M${x} ${y + 4}L${x + 6} ${y + 40}`, C.steel, 2.4) +
        limb(P`M${x - 5} ${y + 4.8}L${x + 5} ${y + 3.2}`, C.gold, 1.5) +
        limb(P`M${x} ${y + 3.6}L${x - 0.8} ${y - 2.4}`, colour, 1.8) +
        circle(x - 1, y - 3.6, 1.4, C.gold, L, 0.4)
      );
    case 'sceptre':
      // A short gilt sceptre ending in a lily.
      return (
        limb(P`M${x} ${y + 3}L${x + 1} ${y - 22}`, C.gold, 1.3) +
        path(
          P`M${x + 1} ${y - 29}Q${x + 3} ${y - 25} ${x + 1} ${y - 22}Q${x - 1} ${y - 25} ${x + 1} ${y - 29}ZM${x + 1} ${y - 23.6}l-3.2-2.4l0.4 3.2ZM${x + 1} ${y - 23.6}l3.2-2.4l-0.4 3.2Z`,
          C.gold,
          L,
          0.4,
        )
      );
  }
}
