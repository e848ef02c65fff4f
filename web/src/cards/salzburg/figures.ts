/**
 * The Salzburg pattern's figures, its own (docs/patterns.md, "Salzburg"): single-headed full figures of the
 * Einfachdeutsche pack in the dress of about 1850 (long skirted coats, tight hose, tall boots with turned-down
 * tops), standing on a paved strip of ground; the kings stand full length in robes to the floor. Obers and
 * Unters wield curved sabres. Everything is in card space (100 × 156): a standing figure's face is centred
 * near (50, 31) and its feet at y ≈ 134. Every outline is computed from the court's own measures.
 */
import { eagleDisplayed } from '../heraldry.js';
import { C } from '../palette.js';
import { contour, hatch, INK, limbHatch, shear, sheared, swellD, WEIGHT } from '../line.js';
import { circle, ellipse, g, limb, line, P, path, type Pt } from '../svg.js';

const L = C.line;

/**
 * A garment's main shape in the shared line (../line.ts): the contour's weight, and its shadow side (away from
 * the light at the upper left) hatched, crossed where it is deepest.
 */
const cloth = (d: string, fill: string): string =>
  contour(d, fill) + hatch(d, { side: 'right', depth: 0.3, angle: -55, gap: 1.1, cross: true, opacity: 0.4 });

/** The ground: a strip of paving with its joints, and the figure's shadow. */
export const GROUND =
  path('M12 134.4L17 131.2H83L88 134.4L86 138.6H14Z', '#d8c9a2', L, 0.5) +
  line(
    'M12.4 134.6H87.6M26 131.4l-1.2 3.2M42 131.4l-0.4 3.2M58 131.4l0.4 3.2M74 131.4l1.2 3.2M34 134.8v3.6M66 134.8v3.6',
    '#8c7b5a',
    0.45,
  ) +
  ellipse(50, 133, 16, 1.6, '#a8946a');

export type Coat = 'buttoned' | 'crossbelt' | 'sash' | 'frogged' | 'breastplate' | 'jerkin' | 'tabard' | 'apron';
export type Robe = 'ermine' | 'fur' | 'brocade' | 'pleated';

/** Half-widths at the shoulders (y 45), the waist (y 74) and the hem, and the hem's height. */
export interface Cut {
  readonly shoulder: number;
  readonly waist: number;
  readonly hem: number;
  readonly hemY: number;
}

/** The hem's two corners, the viewer's left first (see `outline`). */
const hemEnds = (c: Cut, tilt: number, swing: number): [Pt, Pt] => [
  // The trailing corner flares out and rises; the leading one stays on the leg.
  [50 - c.hem + swing + Math.min(swing, 0) * 0.5, c.hemY + tilt + Math.min(swing, 0) * 0.5],
  [50 + c.hem + swing + Math.max(swing, 0) * 0.5, c.hemY - tilt - Math.max(swing, 0) * 0.5],
];

/**
 * The garment's outline; `tilt` lifts the hem on the viewer's right and drops it on the left (negative: the
 * other way), as a skirt swings over the leg that bears the weight. `swing` (card units, signed) carries the
 * hem that far aside and flares it there: the skirts of a man striding the other way, left behind by his step.
 */
const outline = (c: Cut, tilt = 0, top = 45, swing = 0): string => {
  const [[l, ly], [r, ry]] = hemEnds(c, tilt, swing);
  return P`M${50 - c.shoulder} ${top + 2}C${50 - c.shoulder - 1.6} ${top + 12} ${50 - c.waist - 1} ${top + 22} ${50 - c.waist} ${top + 29}Q${(50 - c.waist + l) / 2 + swing * 0.3} ${(top + 29 + ly) / 2} ${l} ${ly}Q${50 + swing} ${c.hemY + 2.4} ${r} ${ry}Q${(50 + c.waist + r) / 2 + swing * 0.3} ${(top + 29 + ry) / 2} ${50 + c.waist} ${top + 29}C${50 + c.waist + 1} ${top + 22} ${50 + c.shoulder + 1.6} ${top + 12} ${50 + c.shoulder} ${top + 2}Q50 ${top - 2.4} ${50 - c.shoulder} ${top + 2}Z`;
};

/**
 * The folds of a skirt or a robe falling from the waist (`from`) to the hem: swelling strokes as the burin cuts
 * them, fanning out with the cloth, and a short hatched shadow beside each on the side away from the light.
 */
export function folds(c: Cut, tilt = 0, from = 76, swing = 0): string {
  let d = '',
    shade = '';
  for (const f of [-0.62, -0.2, 0.28, 0.7]) {
    const x0 = 50 + f * c.waist,
      x1 = 50 + f * c.hem * 1.02 + swing * (1 + Math.max(0, Math.sign(swing) * f) * 0.5),
      y1 = c.hemY - tilt * f * 2 - 0.6 - Math.abs(swing) * Math.max(0, Math.sign(swing) * f) * 0.5;
    const y0 = from + (c.hemY - from) * 0.18;
    d += swellD([x0, y0], [x0 + (x1 - x0) * 0.3, (y0 + y1) / 2], [x1, y1], 0.34);
    shade += P`M${x1 + 0.7} ${y1 - 0.4}l${(x0 - x1) * 0.12 + 0.3} -${(y1 - y0) * 0.28}M${x1 + 1.4} ${y1 - 0.3}l${(x0 - x1) * 0.08 + 0.2} -${(y1 - y0) * 0.16}`;
  }
  return path(d, INK, undefined, undefined, { opacity: 0.75 }) + line(shade, INK, WEIGHT.hatch, { opacity: 0.55 });
}

/** A Salzburg figure leans about the shoulders' line (y 45), `sway` card units at the hem's height (y 100). */
export const lean = (sway: number, content: string): string => shear(content, sway, 45, 100);
export const leant = (pt: Pt, sway: number): Pt => sheared(pt, sway, 45, 100);

/**
 * A standing figure's coat, its facings and what is worn over it. `front` carries the coat's front (placket,
 * buttons, lacing, the ridge of a breastplate, the collar) that many units to the viewer's right (negative: left),
 * as the chest turns three-quarters with the face.
 */
export function coat(kind: Coat, cut: Cut, colour: string, facing: string, tilt = 0, front = 0, swing = 0): string {
  const f = front;
  const body = g({ 'data-part': 'body' }, cloth(outline(cut, tilt, 45, swing), colour)) + folds(cut, tilt, 76, swing);
  const [hl, hr] = hemEnds(cut, tilt, swing);
  const belt = P`M${50 - cut.waist - 0.4} 72.6H${50 + cut.waist + 0.4}V76H${50 - cut.waist - 0.4}Z`;
  const collar = path(
    P`M${44 + f * 0.5} 45.2Q${50 + f * 0.6} 49.6 ${56 + f * 0.5} 45.2L${55 + f * 0.5} 42.8Q${50 + f * 0.6} 45.4 ${45 + f * 0.5} 42.8Z`,
    facing,
    L,
    0.4,
  );
  switch (kind) {
    case 'buttoned': {
      let b = '';
      for (let y = 52; y < 72; y += 4.4) b += circle(47.6 + f, y, 0.7, C.gold) + circle(52.4 + f, y, 0.7, C.gold);
      return (
        body +
        path(P`M${46 + f * 0.6} 47L${45 + f} 74H${55 + f}L${54 + f * 0.6} 47Z`, facing, L, 0.4) +
        b +
        path(belt, C.black, L, 0.4) +
        line(P`M${hl[0] + 1} ${hl[1] - 2}L${hr[0] - 1} ${hr[1] - 2}`, facing, 1.4) +
        collar
      );
    }
    case 'crossbelt':
      return (
        body +
        line(P`M${50 + cut.shoulder - 2} 47L${50 - cut.waist + 1 + f} 78`, C.white, 2.6) +
        line(P`M${50 - cut.shoulder + 2} 47L${50 + cut.waist - 1 + f} 78`, C.white, 2.6) +
        circle(50 + f * 0.55, 61, 1.4, C.gold, L, 0.35) +
        path(belt, facing, L, 0.4) +
        collar
      );
    case 'sash':
      return (
        body +
        line(P`M${50 - cut.waist + 1} 52v18M${50 + cut.waist - 1} 52v18`, facing, 1) +
        path(
          P`M${50 - cut.waist - 0.6} 71L${50 + cut.waist + 0.6} 71L${50 + cut.waist + 0.2} 77L${50 - cut.waist - 0.2} 77Z`,
          facing,
          L,
          0.45,
        ) +
        path(P`M${50 + cut.waist - 3} 76l-1.6 9h2.6l0.6-4l0.6 4h2.4Z`, facing, L, 0.4) +
        collar
      );
    case 'frogged': {
      let d = '';
      for (let y = 50; y < 71; y += 3.4) d += P`M${44 + f + (y - 50) * 0.1} ${y}H${56 + f - (y - 50) * 0.1}`;
      return (
        body + line(d, facing, 1) + line(P`M${50 + f} 48V72`, C.gold, 0.8) + path(belt, C.darkBrown, L, 0.4) + collar
      );
    }
    case 'breastplate':
      return (
        body +
        path(
          P`M${50 - cut.shoulder + 2} 48.4Q${50 + f} 44.6 ${50 + cut.shoulder - 2} 48.4C${50 + cut.waist + 1} 60 ${50 + cut.waist} 68 ${50 + f} 75.4C${50 - cut.waist} 68 ${50 - cut.waist - 1} 60 ${50 - cut.shoulder + 2} 48.4Z`,
          C.steel,
          L,
          0.55,
        ) +
        line(P`M${50 + f} 47.6V74M${45 + f} 52Q${50 + f} 55 ${55 + f} 52`, '#9aa2aa', 0.7) +
        circle(50 - cut.shoulder + 3.4, 50.4, 0.7, C.gold) +
        circle(50 + cut.shoulder - 3.4, 50.4, 0.7, C.gold)
      );
    case 'jerkin':
      return (
        body +
        path(
          P`M${50 - cut.shoulder + 1} 47L${50 - cut.waist + 1} 74H${50 + cut.waist - 1}L${50 + cut.shoulder - 1} 47Q50 52 ${50 - cut.shoulder + 1} 47Z`,
          facing,
          L,
          0.45,
        ) +
        line(
          P`M${47.6 + f} 52l4.8 3M${52.4 + f} 52l-4.8 3M${47.6 + f} 58l4.8 3M${52.4 + f} 58l-4.8 3M${47.6 + f} 64l4.8 3M${52.4 + f} 64l-4.8 3`,
          C.white,
          0.6,
        ) +
        path(belt, C.brown, L, 0.4)
      );
    case 'tabard':
      return (
        body +
        path(
          P`M${50 - cut.shoulder + 3} 46.4H${50 + cut.shoulder - 3}L${50 + cut.hem - 3} ${cut.hemY - 1}H${50 - cut.hem + 3}Z`,
          facing,
          L,
          0.5,
        ) +
        path(P`M${50 + f} 52l3 4l-3 4l-3-4Z`, colour, L, 0.35) +
        path(belt, C.black, L, 0.4)
      );
    case 'apron':
      return (
        body +
        path(
          P`M${50 - cut.waist} 75H${50 + cut.waist}L${50 + cut.hem - 2} ${cut.hemY + 1}H${50 - cut.hem + 2}Z`,
          facing,
          L,
          0.45,
        ) +
        line(P`M${50 - cut.waist} 75H${50 + cut.waist}`, C.brown, 1.8) +
        collar
      );
  }
}

/**
 * A leg in tight hose and a tall boot with a turned-down top: hip to foot, the toe pointing `toe` (±1); `bend`
 * carries the knee out that many units (the free leg, relaxed, its knee turned out, or the leading leg of a
 * stride, bent forward). `heel` lifts the heel that many units, the toe left on the ground: the trailing leg of
 * a stride, pushing off. The hose and the boot are hatched on their shadow side (away from the light, upper left).
 */
export function leg(hip: Pt, foot: Pt, hose: string, boot: string, toe: number, bend = 0, heel = 0): string {
  const [hx, hy] = hip,
    [fx, fy] = foot;
  const kx = (hx + fx) / 2 + bend,
    ky = (hy + fy) / 2 + 2 - Math.abs(bend) * 0.4;
  const thigh = P`M${hx - 3.4} ${hy}Q${kx - 3.6} ${ky - 6} ${kx - 2.6} ${ky}L${kx + 2.6} ${ky}Q${kx + 3.6} ${ky - 6} ${hx + 3.4} ${hy}Z`;
  // The boot from the knee's back edge down its heel, along the sole to the toe and up the instep.
  const t = toe,
    h = heel;
  const shin = P`M${kx - t * 2.6} ${ky}Q${fx - t * 3} ${fy - 8 - h} ${fx - t * 2.6} ${fy - 1.2 - h}Q${fx + t * (3 - h * 0.6)} ${fy + 1.6 - h * 0.5} ${fx + t * (5 - h * 0.3)} ${fy - 0.2}Q${fx + t * 3} ${fy - 2.6 - h * 0.4} ${fx + t * 2.4} ${fy - 2.4 - h * 0.6}Q${fx + t * 3} ${fy - 8 - h} ${kx + t * 2.6} ${ky}Z`;
  return (
    contour(thigh, hose) +
    hatch(thigh, { side: 'right', depth: 0.4, angle: -60, gap: 0.9, opacity: 0.45 }) +
    contour(shin, boot) +
    hatch(shin, {
      side: 'right',
      depth: 0.35,
      angle: -60,
      gap: 0.9,
      opacity: 0.4,
      colour: boot === C.black ? '#8a8a8a' : INK,
    }) +
    path(
      P`M${kx - 3.2} ${ky - 0.6}H${kx + 3.2}L${kx + 3.4} ${ky + 3.4}Q${kx} ${ky + 4.4} ${kx - 3.4} ${ky + 3.4}Z`,
      '#b58a5a',
      L,
      0.45,
    )
  );
}

/**
 * A king's shoe showing under his robe's hem at `at`, its toe pointing `toe` (±1): the foot he steps forward on,
 * or both, set apart, under a robe that stops short of the floor.
 */
export const shoe = (at: Pt, toe: number, colour: string): string => {
  const [x, y] = at;
  const d = P`M${x - toe * 3.4} ${y - 3.6}Q${x - toe * 3.8} ${y + 0.4} ${x - toe * 2} ${y + 0.7}L${x + toe * 4.6} ${y + 0.5}Q${x + toe * 6.4} ${y - 0.8} ${x + toe * 4} ${y - 2.2}Q${x + toe * 1.2} ${y - 4} ${x - toe * 3.4} ${y - 3.6}Z`;
  return path(d, colour, L, 0.5) + hatch(d, { side: 'bottom', depth: 0.45, angle: -30, gap: 0.7, opacity: 0.5 });
};

/** An arm from the shoulder through the elbow to the wrist: a full sleeve and a turned-back cuff (the hand is `fist`). */
export function arm(shoulder: Pt, elbow: Pt, hand: Pt, sleeve: string, cuff: string): string {
  const [hx, hy] = hand,
    [ex, ey] = elbow;
  const d = Math.hypot(hx - ex, hy - ey) || 1;
  const wx = hx - ((hx - ex) * 2.2) / d,
    wy = hy - ((hy - ey) * 2.2) / d;
  const d0 = P`M${shoulder[0]} ${shoulder[1]}Q${ex} ${ey} ${wx} ${wy}`;
  return (
    // The sleeve's edge in the contour's weight (the limb's outline stroke is that much wider on each side).
    line(d0, INK, 5.6 + WEIGHT.contour * 2, { 'stroke-linejoin': 'round' }) +
    line(d0, sleeve, 5.6, { 'stroke-linejoin': 'round' }) +
    limbHatch(d0, 5.6) +
    limb(P`M${wx + ((ex - hx) * 1.6) / d} ${wy + ((ey - hy) * 1.6) / d}L${wx} ${wy}`, cuff, 5.8)
  );
}

/**
 * A standing king's robe of his own cut, shoulders (y 46) to the floor, and its mantle or fur; `front` carries the
 * robe's front (the fur's band and collar, the pleats) to the side his face turns to.
 */
export function robe(kind: Robe, colour: string, trim: string, cut: Cut, tilt = 0, front = 0, swing = 0): string {
  const f = front;
  const gown = g({ 'data-part': 'body' }, cloth(outline(cut, tilt, 45, swing), colour)) + folds(cut, tilt, 84, swing);
  switch (kind) {
    case 'ermine': {
      let spots = '';
      for (const [x, y] of [
        [37, 58],
        [42, 61],
        [50, 62.4],
        [58, 61],
        [63, 58],
        [45, 128],
        [55, 128],
      ] as const)
        spots += P`M${x} ${y}l0.7 2h-1.4Z`;
      return (
        path(
          'M30 48C33 70 30 110 26 132H40L44 60L50 56L56 60L60 132H74C70 110 67 70 70 48C62 42 38 42 30 48Z',
          trim,
          L,
          0.6,
        ) +
        gown +
        path('M35.4 47C33 54 35 60 37 62Q50 66 63 62C65 60 67 54 64.6 47Q50 42 35.4 47Z', C.white, L, 0.55) +
        path('M34 126H66V131.6H34Z', C.white, L, 0.45) +
        path(spots, L)
      );
    }
    case 'fur':
      return (
        gown +
        path(P`M${45 + f * 0.5} 48L${43 + f} 130H${57 + f}L${55 + f * 0.5} 48Z`, trim, L, 0.45) +
        path(
          P`M36 46.6C39 45 44 46 ${50 + f * 0.5} 54C56 46 61 45 64 46.6L61.6 57L${50 + f * 0.5} 62L38.4 57Z`,
          '#8a6a4a',
          L,
          0.5,
        ) +
        line(P`M${47 + f * 0.6} 68h6M${47 + f * 0.65} 76h6M${47 + f * 0.7} 84h6M${47 + f * 0.75} 92h6`, C.gold, 1.2)
      );
    case 'brocade': {
      let d = '';
      for (let y = 66; y < 128; y += 9)
        for (let x = 40 + ((y / 9) % 2) * 4; x < 62; x += 8) d += P`M${x} ${y}a1.6 1.6 0 1 0 0.1 0Z`;
      return (
        gown +
        path(d, trim) +
        path('M36.4 47.4Q50 56 63.6 47.4L62 53.4Q50 60 38 53.4Z', trim, L, 0.5) +
        path('M33 118Q50 122 67 118L67.4 124Q50 128 32.6 124Z', trim, L, 0.45)
      );
    }
    case 'pleated':
      return (
        path('M33 47C28 64 24 100 20 132H36L40 70Z', trim, L, 0.55) +
        gown +
        line(
          P`M${42 + f} 80L${39 + f} 130M${46 + f} 80L${45 + f} 131M${54 + f} 80L${55 + f} 131M${58 + f} 80L${61 + f} 130`,
          L,
          0.4,
        ) +
        path('M38 74H62V78H38Z', C.gold, L, 0.4) +
        path('M43 46Q50 52 57 46L56 44Q50 48 44 44Z', C.white, L, 0.4)
      );
  }
}

/**
 * A curved sabre from the grip at `at`, its blade pointing `angle` degrees (0 up, clockwise) and `length`
 * long, curving to the back edge by `bend` (negative curves the other way); a stirrup hilt.
 */
export function sabre(at: Pt, angle: number, length: number, bend: number, w = 1.3): string {
  const a = (angle * Math.PI) / 180;
  const [dx, dy] = [Math.sin(a), -Math.cos(a)];
  const [nx, ny] = [-dy, dx];
  const [x, y] = at;
  const base: Pt = [x + dx * 3, y + dy * 3];
  const tip: Pt = [base[0] + dx * length + nx * bend, base[1] + dy * length + ny * bend];
  const mid: Pt = [base[0] + (dx * length) / 2 + nx * bend * 1.2, base[1] + (dy * length) / 2 + ny * bend * 1.2];
  return (
    path(
      P`M${base[0] - nx * w} ${base[1] - ny * w}Q${mid[0] - nx * w * 1.6} ${mid[1] - ny * w * 1.6} ${tip[0]} ${tip[1]}Q${mid[0] + nx * w * 0.6} ${mid[1] + ny * w * 0.6} ${base[0] + nx * w} ${base[1] + ny * w}Z`,
      C.steel,
      L,
      0.5,
    ) +
    limb(P`M${x - dx * 3.4} ${y - dy * 3.4}L${base[0]} ${base[1]}`, C.darkBrown, 1.6) +
    line(P`M${base[0] - nx * 2.8} ${base[1] - ny * 2.8}L${base[0] + nx * 2.8} ${base[1] + ny * 2.8}`, C.gold, 1.1) +
    line(
      P`M${base[0] - nx * 2.6} ${base[1] - ny * 2.6}Q${x - dx * 1 - nx * 4} ${y - dy * 1 - ny * 4} ${x - dx * 3.6} ${y - dy * 3.6}`,
      C.gold,
      0.7,
    )
  );
}

/** A sabre's scabbard hanging from the belt at the hip, curved back. */
export const scabbard = (x: number, side: number): string =>
  limb(P`M${x} 76Q${x + side * 6} 96 ${x + side * 16} 108`, C.black, 2.2) +
  line(P`M${x + side * 14.6} 106.8l${side * 1.8} 1.6`, C.gold, 2.4);

export type Item =
  | 'sabreDrawn'
  | 'sabreAloft'
  | 'sabreShouldered'
  | 'sabreGrounded'
  | 'falchion'
  | 'huntingHorn'
  | 'sabreLowered'
  | 'scimitar'
  | 'orb'
  | 'scroll'
  | 'anchorShield'
  | 'arms'
  | 'sceptre';

/** What a hand at `at` holds, marked with `data-attribute` for the tests. */
export function attribute(kind: Item, at: Pt, colour: string, inner = ''): string {
  return g({ 'data-attribute': kind }, held(kind, at, colour) + inner);
}

function held(kind: Item, at: Pt, colour: string): string {
  const [x, y] = at;
  switch (kind) {
    case 'sabreDrawn':
      // Drawing the sabre from the scabbard at his left hip: the blade half out, rising across the body.
      return limb(P`M${x + 1} ${y + 1}Q${x + 6} ${y + 14} ${x + 15} ${y + 25}`, C.black, 2.4) + sabre(at, -52, 28, 3);
    case 'sabreAloft':
      return sabre(at, 20, 30, 4);
    case 'sabreShouldered':
      return sabre(at, -6, 30, -4);
    case 'sabreGrounded':
      return sabre(at, 178, 26, -3);
    case 'falchion':
      // A short broad curved blade held out before him.
      return sabre(at, -64, 17, -4, 2.4);
    case 'huntingHorn':
      // A hunting horn on a cord, held at the mouthpiece.
      return (
        line(P`M${x} ${y}Q${x - 8} ${y - 18} ${x - 14} ${y - 4}`, C.red, 0.7) +
        path(
          P`M${x - 1} ${y - 1}C${x - 10} ${y + 2} ${x - 14} ${y + 10} ${x - 8} ${y + 14}C${x - 4} ${y + 16} ${x + 2} ${y + 14} ${x + 4} ${y + 10}L${x + 8} ${y + 13}L${x + 7} ${y + 5}L${x + 1} ${y + 7}C${x - 2} ${y + 10} ${x - 6} ${y + 10} ${x - 7} ${y + 7}C${x - 8} ${y + 4} ${x - 5} ${y + 1} ${x} ${y + 1.4}Z`,
          colour,
          L,
          0.5,
        )
      );
    case 'sabreLowered':
      return sabre(at, 150, 30, 5);
    case 'scimitar':
      // A broad scimitar swept back over the head.
      return sabre(at, -14, 30, 7, 1.9);
    case 'orb':
      return (
        circle(x, y - 4.8, 4.6, colour, L, 0.5) +
        line(P`M${x - 4.6} ${y - 4.8}Q${x} ${y - 3} ${x + 4.6} ${y - 4.8}M${x} ${y - 9.4}V${y - 0.2}`, '#a3761c', 0.6) +
        line(P`M${x} ${y - 9.4}V${y - 13.6}M${x - 1.8} ${y - 12}H${x + 1.8}`, colour, 1.1)
      );
    case 'scroll':
      // A charter, its seal hanging on a red cord.
      return (
        path(P`M${x - 2} ${y - 4}H${x + 9}V${y + 12}Q${x + 4} ${y + 10} ${x - 2} ${y + 12}Z`, C.cream, L, 0.5) +
        ellipse(x - 2, y - 4, 1.4, 1.8, C.cream, L, 0.4) +
        line(P`M${x} ${y + 1}h6M${x} ${y + 4}h7M${x} ${y + 7}h5`, '#8a7a5a', 0.5) +
        line(P`M${x + 6} ${y + 11}v4`, C.red, 0.6) +
        circle(x + 6, y + 16.4, 1.7, C.red, L, 0.4)
      );
    case 'anchorShield':
      // The King of hearts' shield with a barred anchor [S4] (docs/patterns.md, Salzburg): an anchor with its
      // cross-bar (the stock) under the ring. [S4] gives no tinctures; a navy anchor on silver in a gold rim is
      // our choice, to stand out on his purple robe and to differ from the King of bells' red gate shield.
      // Gripped at its top edge by the hand at `at`; large enough for the anchor to read at hand size.
      return g(
        { 'data-charge': 'barredAnchor', transform: `translate(${x} ${y}) scale(1.4)` },
        path('M-7.4-1H7.4V9C7.4 15.6 3.4 19 0 21C-3.4 19-7.4 15.6-7.4 9Z', colour, L, 0.6) +
          path('M-6 0.4H6V9C6 14.6 2.8 17.4 0 19.2C-2.8 17.4-6 14.6-6 9Z', 'none', C.gold, 0.7) +
          circle(0, 3.6, 1.4, 'none', C.navy, 0.8) +
          line('M0 5V16.4M-3.8 7.2H3.8M-4.6 11.4Q-4.2 16.4 0 16.4Q4.2 16.4 4.6 11.4', C.navy, 1.2) +
          path('M-4.6 10.2l-1.4 2.2h2.8ZM4.6 10.2l-1.4 2.2h2.8Z', C.navy, C.navy, 0.4),
      );
    case 'arms':
      // A tall shield standing on the paving, the hand resting on its top; its arms are drawn by the caller.
      return path(
        P`M${x - 9} ${y}H${x + 9}V${y + 16}C${x + 9} ${y + 24} ${x + 3} ${y + 28} ${x} ${y + 30}C${x - 3} ${y + 28} ${x - 9} ${y + 24} ${x - 9} ${y + 16}Z`,
        colour,
        L,
        0.7,
      );
    case 'sceptre':
      return (
        limb(P`M${x + 2} ${y + 8}L${x - 3} ${y - 28}`, C.gold, 1.5) +
        path(P`M${x - 3.2} ${y - 28.4}l-2.4-3.4l2-1l0.8-2.4l0.8 2.4l2 1Z`, C.gold, L, 0.4) +
        circle(x - 0.4, y - 8, 1.3, C.red, L, 0.3)
      );
  }
}

/** Salzburg's city arms on the King of bells' shield: a towered gate, open, in silver on red. */
export function gateArms(x: number, y: number): string {
  return (
    path(
      P`M${x - 7} ${y + 20}V${y + 8}H${x - 5}V${y + 6}H${x - 3.4}V${y + 8}H${x - 1.6}V${y + 2}H${x - 2.4}V${y}H${x + 2.4}V${y + 2}H${x + 1.6}V${y + 8}H${x + 3.4}V${y + 6}H${x + 5}V${y + 8}H${x + 7}V${y + 20}Z`,
      C.white,
      L,
      0.4,
    ) +
    path(P`M${x - 2.6} ${y + 20}V${y + 15}Q${x} ${y + 11.6} ${x + 2.6} ${y + 15}V${y + 20}Z`, L) +
    line(P`M${x - 5} ${y + 12}h1.4M${x + 3.6} ${y + 12}h1.4M${x} ${y + 4}v1.6`, L, 0.8)
  );
}

/**
 * The Tyrolean eagle on the Salisburghesi's King of bells: argent, an eagle displayed gules, crowned and armed Or,
 * its wings barred with the golden Kleestengel [H2] (the shield's field is the King's item colour, white).
 */
export function tyrolArms(x: number, y: number): string {
  return g(
    { transform: `translate(${x} ${y + 12.4}) scale(0.74)` },
    eagleDisplayed({ tincture: C.red, armed: C.gold, crowned: C.gold, kleestengel: C.gold }),
  );
}
