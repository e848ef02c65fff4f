/**
 * Heraldry as heralds draw it (issue 35, point 4), for the Daus cards, kings' shields and backs: the lion rampant
 * and the eagle displayed, every part in the tincture its blazon gives (docs/patterns.md, "Issue 35: heraldry"),
 * and the arms of Bavaria (the lozenges), Salzburg (the lion and fess [H1]), Tyrol (the red eagle [H2]) and
 * Bohemia (the forked, crowned silver lion [H3]). Patterns are clipped to the shield geometrically, so no clipPath
 * (and no id) is needed. Prague's own charges (its arms, the basilisk) are in prague/charges.ts.
 */
import { C } from './palette.js';
import { type Style } from './patterns.js';
import { hatch, INK, taperD, WEIGHT } from './line.js';
import { clipPolygon, g, line, P, path, poly, type Pt, transform } from './svg.js';

export type Emblem = NonNullable<Style['emblem']>;

/** The shield outline, 16 × 22 units around the origin, clockwise. */
function shieldOutline(): Pt[] {
  const pts: Pt[] = [
    [-8, -10],
    [8, -10],
    [8, 0],
  ];
  for (let i = 1; i <= 8; i++) {
    const t = i / 8,
      u = 1 - t;
    pts.push([u * u * 8 + 2 * u * t * 8, u * u * 0 + 2 * u * t * 9 + t * t * 12]);
  }
  for (let i = 1; i <= 8; i++) {
    const t = i / 8,
      u = 1 - t;
    pts.push([2 * u * t * -8 + t * t * -8, u * u * 12 + 2 * u * t * 9]);
  }
  return pts;
}
const SHIELD = shieldOutline();
const SHIELD_PATH = poly(SHIELD);

/** Blue and white lozenges (Bavaria), clipped to the shield. */
function lozenges(): string {
  let d = '';
  const w = 4,
    h = 5.4;
  for (let row = -3; row <= 5; row++) {
    for (let col = -3; col <= 3; col++) {
      const cx = col * w + (row % 2 === 0 ? 0 : w / 2) - 1,
        cy = row * (h / 2) - 8;
      const diamond: Pt[] = [
        [cx, cy - h / 2],
        [cx + w / 2, cy],
        [cx, cy + h / 2],
        [cx - w / 2, cy],
      ];
      const clipped = clipPolygon(diamond, SHIELD);
      if (clipped.length > 2 && (row + 20) % 2 === 0) d += poly(clipped);
    }
  }
  return path(SHIELD_PATH, C.white) + path(d, '#3b78c2');
}
const LOZENGES = lozenges();

// ---------------------------------------------------------------------------------------------------------
// The lion rampant, as heralds draw it: upright on the sinister hind leg, the dexter hind leg and both forepaws
// raised with their claws out, the jaws open and the tongue out, the mane in flame-like locks, the tail raised
// in an S and tufted (forked, "queue fourchée", for Bohemia), facing dexter (the viewer's left) as a charge
// does unless the blazon turns it. About 26 units tall (y −13 to 12.4; the crown to −16), 22 wide.

/** The body: chest, back, waist and rump, the part every lion shares (its path data identifies a lion). */
export const LION =
  'M-6.2-5.4C-4.4-7.4-0.4-8 1.4-5.8C2.8-3.8 2.4-1.2 3.6 0.8C5.2 2.6 6.8 4.4 6.4 7C6 9.2 3.2 9.6 1.8 8.2' +
  'C0.6 6.2-0.4 3.6-2 1.8C-3.6 0-5.8-1.8-6.2-5.4Z';
/** The head in profile, the jaws open (the lower jaw dropped), the ear pricked. */
const LION_HEAD =
  'M-1.2-11.4C-2.2-12.8-4.6-13-6-12L-7.6-11C-8.6-10.8-9.4-10.2-9.6-9.4L-9-9.1L-9.2-8.4L-7.6-8.2L-6.4-8.3' +
  'L-8.6-7L-8.8-6.3L-8-6.4L-7.9-5.7C-6.4-5-4.6-5.2-3.4-6C-2-7-0.6-9-1.2-11.4Z';
const LION_EAR = 'M-3.4-11.9L-2.8-13.7L-1.7-11.5Z';
/** The hind leg it stands on (sinister, behind) and the one it raises (dexter, before). */
const LION_STANDING =
  'M1.4 5.6C3.4 3.8 6.8 4.6 6.6 7.8C6.4 9.4 5.4 10.2 5 11L5.6 12.4H1.6C0.7 12.4 0.7 11.3 1.6 11.1L3.1 10.6' +
  'C3 9 1 7.8 1.4 5.6Z';
const LION_RAISED = 'M2.2 2.6C0 2.4-2.2 3.2-3.2 4.4L-5.4 6.6C-6.2 7.4-5.4 8.6-4.4 8L-2.4 6.6C-0.8 6.2 1.2 6.2 2.6 5.8Z';
/** The forelegs: the dexter one raised high before the face, the sinister one reaching out at the chest. */
const LION_FORE_HIGH =
  'M-4.6-5.2C-6.6-5.6-8.6-6.2-9.4-8.2L-10.2-10.6C-10.8-11.8-12.2-11.2-11.8-10L-10.6-6.6C-9.6-4.4-7.4-3.4-5-3.2Z';
const LION_FORE_LOW = 'M-5-3.4C-6.6-2.6-8.2-2.6-9.6-3.2C-10.8-3.6-11.6-2.2-10.4-1.5C-8.6-0.6-6.4-0.6-4.2-1.2Z';
/** The tongue, arrow-tipped as heralds draw it, out between the jaws. */
const LION_TONGUE = 'M-6.8-7.8C-8-7.9-9.6-7.4-10.6-7.9L-11.6-8.3L-11.2-7.4L-11.8-6.7L-10.6-7C-9.4-7-8-7.1-6.8-7.2Z';

/** Claws: hooked, tapering strokes from a paw's edge, `n` of them fanned around `dir` (radians). */
function claws(x: number, y: number, dir: number, n = 3, len = 1.5): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = dir + (i - (n - 1) / 2) * 0.55;
    const base: Pt = [x + Math.cos(a) * 0.3, y + Math.sin(a) * 0.3];
    const tip: Pt = [x + Math.cos(a) * len + Math.cos(a + 1.4) * 0.5, y + Math.sin(a) * len + Math.sin(a + 1.4) * 0.5];
    const ctl: Pt = [x + Math.cos(a) * len * 0.8, y + Math.sin(a) * len * 0.8];
    d += taperD(base, ctl, tip, 0.55);
  }
  return d;
}

/** A lock of mane or tail-tuft: a flame from `base` to a tip curling sideways (`curl` > 0 clockwise). */
function lock(base: Pt, angle: number, len: number, curl: number, w: number): string {
  const tip: Pt = [base[0] + Math.cos(angle + curl) * len, base[1] + Math.sin(angle + curl) * len];
  const ctl: Pt = [base[0] + Math.cos(angle) * len * 0.7, base[1] + Math.sin(angle) * len * 0.7];
  return taperD(base, ctl, tip, w);
}

/** The mane: flame-like locks round the back of the head and down the neck to the shoulder. */
const LION_MANE = ((): string => {
  let d = '';
  const cx = -3.4,
    cy = -8.4;
  for (let i = 0; i < 10; i++) {
    const a = -2.2 + i * 0.34,
      r = 2.4 + (i > 4 ? (i - 4) * 0.3 : 0);
    d += lock([cx + Math.cos(a) * r, cy + Math.sin(a) * r], a, 4.2 - Math.abs(i - 4) * 0.1, 0.55, 2.6);
  }
  // Locks falling down the front of the neck, over the chest.
  d += lock([-4.4, -5.6], 1.9, 2.8, 0.5, 1.8) + lock([-2.6, -5.8], 1.7, 3, 0.5, 1.9);
  return d;
})();

/** The tail: one S rising from the rump, or one forking into two, each ending in a flame-like tuft. */
function lionTail(forked: boolean): { strokes: string[]; tufts: string } {
  const tuft = (x: number, y: number, a: number): string =>
    lock([x, y], a - 0.5, 2.6, 0.5, 1.6) + lock([x, y], a, 3, 0.45, 1.7) + lock([x, y], a + 0.5, 2.5, 0.5, 1.5);
  if (!forked)
    return { strokes: ['M5.8 5.4C9.6 4.8 9.8 0.8 8.4-1.6C7.2-3.6 7.6-6.2 9.6-7.6'], tufts: tuft(9.6, -7.6, -1.2) };
  return {
    strokes: ['M5.8 5.4C8.6 5 9.4 3 8.8 1.2C7.2-1 6.4-4.4 7.8-7.8', 'M8.8 1.2C10.8 0.6 11.8-1.6 11-4.8'],
    tufts: tuft(7.8, -7.8, -1.7) + tuft(11, -4.8, -1.2),
  };
}

/** A heraldic crown (an open crown of three leaves and two pearls), its band centred on (x, y), `w` wide. */
export function heraldicCrown(x: number, y: number, w: number, tincture: string = C.gold, tilt = 0): string {
  const s = w / 10;
  return path(
    'M-5 0L-5.4-3.2L-3.6-1.8L-2.4-4.4L-1.1-2L0-5.2L1.1-2L2.4-4.4L3.6-1.8L5.4-3.2L5 0Z',
    tincture,
    INK,
    WEIGHT.detail / s,
    { transform: `${transform(x, y, s, tilt)}`, 'data-part': 'crown' },
  );
}

/** Where a lion's crown sits (on the top of its head), for those who crown it themselves. */
export const LION_CROWN: Pt = [-3.4, -13];
/** The head is drawn 1.15 times its outline's size about (−7.5, −8.2), near the jaw's hinge. */
const HEAD_LARGE = 'translate(-7.5 -8.2) scale(1.15) translate(7.5 8.2)';
/** The mane grows with it, about the neck. */
const MANE_LARGE = 'translate(-3 -7.4) scale(1.18) translate(3 7.4)';

export interface LionBlazon {
  /** The lion's own tincture. */
  readonly tincture: string;
  /** Claws ("armed"), tongue ("langued"): gules unless the blazon says otherwise. */
  readonly armed?: string;
  readonly langued?: string;
  /** The crown's tincture, if crowned. */
  readonly crowned?: string;
  /** A single tail, or forked ("queue fourchée", the Bohemian lion's). */
  readonly queue?: 'single' | 'fourchée';
  readonly outline?: string;
  /** The mane a shade off the tincture (a white lion's mane in a light grey), so that the head reads large. */
  readonly mane?: string;
  /**
   * Line weights (and the hatching's gap) as a share of the lion's own: a lion drawn large on a card passes
   * less than 1 so that its contour keeps the card's weights, a small one on a shield more.
   */
  readonly weight?: number;
}

const dark = (c: string): boolean => {
  const m = /^#(..)(..)(..)$/.exec(c);
  return !!m && parseInt(m[1]!, 16) + parseInt(m[2]!, 16) + parseInt(m[3]!, 16) < 200;
};

/**
 * A lion rampant facing dexter, every part as the blazon tinctures it; parts are marked (`data-part`: tail, mane,
 * body, claws, tongue, crown) and the whole `data-charge="lion"` with its `data-queue`.
 */
export function lionRampant(b: LionBlazon): string {
  const ink = b.outline ?? INK;
  const col = b.tincture;
  const queue = b.queue ?? 'single';
  const tail = lionTail(queue === 'fourchée');
  const k = b.weight ?? 1;
  const shape = (d: string, w: number = WEIGHT.line): string =>
    path(d, col, ink, w * k, { 'stroke-linejoin': 'round' });
  // Inner lines show on light tinctures in ink, on sable in a grey that stays a line and not a hole.
  const inner = dark(col) ? '#8a8580' : ink;
  const muscles =
    'M-3.6-3.4C-2.4-2.2-1.2 0-0.6 2.2M0.2-5C1-3.4 1-1.8 1.8-0.4M2.6 6.6C3.4 7.4 4.4 7.6 5.2 7.2' +
    'M-2.8 5.6C-1.4 5.4-0.2 5 0.8 4.2M-8.6-4.4C-7.4-4.2-6.4-4.4-5.6-4.8M2.6 10.8L4.4 10.9';
  const hatching =
    hatch(LION, { side: 'right', depth: 0.45, gap: 0.8 * k, colour: inner, opacity: 0.55, width: WEIGHT.hatch * k }) +
    hatch(LION_STANDING, {
      side: 'right',
      depth: 0.5,
      gap: 0.8 * k,
      colour: inner,
      opacity: 0.55,
      width: WEIGHT.hatch * k,
    });
  return g(
    { 'data-charge': 'lion', 'data-queue': queue },
    g(
      { 'data-part': 'tail' },
      tail.strokes.map((d) => line(d, ink, 1.1 + k) + line(d, col, 1.1)).join('') +
        path(tail.tufts, col, ink, WEIGHT.detail * k),
    ) +
      shape(LION_STANDING) +
      path(claws(1.3, 12, Math.PI * 0.93, 3, 1.3), b.armed ?? C.red, ink, 0.15 * k, { 'data-part': 'claws' }) +
      shape(LION_RAISED) +
      g({ 'data-part': 'body' }, shape(LION, WEIGHT.contour * 0.75) + hatching) +
      path(LION_MANE, b.mane ?? col, ink, WEIGHT.detail * k, { 'data-part': 'mane', transform: MANE_LARGE }) +
      shape(LION_FORE_LOW) +
      shape(LION_FORE_HIGH) +
      path(
        claws(-5.4, 7.9, Math.PI * 0.72) + claws(-10.9, -2.4, Math.PI * 1.05) + claws(-11.4, -10.8, Math.PI * 1.25),
        b.armed ?? C.red,
        ink,
        0.15 * k,
        { 'data-part': 'claws' },
      ) +
      path(muscles, 'none', inner, WEIGHT.hatch * k, { 'stroke-linecap': 'round' }) +
      // The head drawn large, as heralds draw it: grown about the jaw's hinge so that the muzzle stays clear of
      // the raised forepaw.
      g(
        { transform: HEAD_LARGE },
        path(LION_TONGUE, b.langued ?? C.red, ink, 0.2 * k, { 'data-part': 'tongue' }) +
          shape(LION_EAR, WEIGHT.detail) +
          shape(LION_HEAD) +
          // Eye under a frowning brow, nostril, the jaws' corners.
          path('M-6.6-10.2C-6-10.5-5.3-10.4-4.9-10', 'none', inner, WEIGHT.detail * k) +
          path('M-6.2-9.6a0.45 0.45 0 1 0 0.9 0a0.45 0.45 0 1 0-0.9 0Z', dark(col) ? C.gold : ink) +
          path('M-8.9-9.4l0.5 0.3M-7.4-8.25l-0.2 0.45M-8.4-7l0.2-0.45', 'none', inner, WEIGHT.hatch * k),
      ) +
      (b.crowned ? heraldicCrown(LION_CROWN[0], LION_CROWN[1], 5, b.crowned, -8) : ''),
  );
}

/** The former call: a lion rampant in `colour`, armed and langued gules, its tail forked if `double`. */
export function lion(colour: string, outline: string, double = false): string {
  return lionRampant({ tincture: colour, outline, queue: double ? 'fourchée' : 'single' });
}

// ---------------------------------------------------------------------------------------------------------
// The eagle displayed: the body upright seen from the front, the head turned to dexter, the wings spread and
// raised with their pinions fanned, the legs spread with their talons, the tail fanned below. About 24 wide.

/** One wing (the sinister, to the viewer's right), its pinions fanned; the other is its mirror. */
const EAGLE_WING = ((): string => {
  let d = 'M1.6-4.4C3.6-7.4 6.8-9.8 10.2-10.8';
  // Six pinions from the wing's tip down to the body, each a pointed feather, notched between.
  const c: Pt = [2.8, -2.4];
  const tips = [
    [-0.84, 11.3],
    [-0.5, 10.4],
    [-0.17, 9.4],
    [0.16, 8.4],
    [0.5, 7.2],
    [0.86, 6],
    [1.2, 4.8],
  ] as const;
  for (let i = 0; i < tips.length; i++) {
    const [a, r] = tips[i]!;
    const next = tips[i + 1];
    d += P`L${c[0] + Math.cos(a) * r} ${c[1] + Math.sin(a) * r}`;
    if (next) {
      const m = (a + next[0]) / 2,
        rr = Math.min(r, next[1]) * 0.78;
      d += P`L${c[0] + Math.cos(m) * rr} ${c[1] + Math.sin(m) * rr}`;
    }
  }
  return d + 'L1.4 2Z';
})();
/** The wing's inner line (the coverts' edge) and feather quills, as detail. */
const EAGLE_WING_LINES = 'M2.4-3.2C4.8-5.4 7.4-7 10-7.8M3-1.6C5.4-2.8 7.6-3.6 9.8-4M3.2 0C5.2-0.6 7-0.8 8.8-0.6';
const EAGLE_BODY = 'M-2.2-5.2C-3.4-1.6-3.2 2.6-1.6 5.6H1.6C3.2 2.6 3.4-1.6 2.2-5.2C1-6.2-1-6.2-2.2-5.2Z';
const EAGLE_HEAD = 'M1.4-5.4C1.8-7.6 0.8-9.6-1.2-9.9C-2.6-10.1-3.6-9.4-4-8.6L-4.2-7.4C-3.4-7-2.8-6.4-2.4-5.2Z';
const EAGLE_BEAK = 'M-3.8-8.8C-5-9.2-6.2-8.6-6.6-7.2C-6.2-7.6-5.6-7.7-5.3-7.5L-4.2-7.4Z';
const EAGLE_LOWER_BEAK = 'M-4.2-7.4L-5.4-7.1C-5.1-6.7-4.6-6.6-4.1-6.8Z';
const EAGLE_TONGUE = 'M-5.3-7.45C-5.8-7.4-6.2-7.1-6.5-6.6L-5.8-6.95L-5.4-7.2Z';
const EAGLE_TAIL =
  'M-1.8 5C-2.8 7.4-3.8 9.6-4.2 11.2L-2.6 10.4L-1.4 11.8L0 10.6L1.4 11.8L2.6 10.4L4.2 11.2C3.8 9.6 2.8 7.4 1.8 5Z';
/** The legs, spread, the talons below them. */
const EAGLE_LEGS = 'M-1.4 4.2C-2.6 5-3.6 6-4.2 7.4M1.4 4.2C2.6 5 3.6 6 4.2 7.4';

/** A trefoil (three leaves round a point), about `r` × 3 across, the stalk's end at (x, y) along `a`. */
function trefoil(x: number, y: number, a: number, r: number): string {
  let d = '';
  for (const k of [-1.05, 0, 1.05]) {
    const cx = x + Math.cos(a + k) * r * 1.1,
      cy = y + Math.sin(a + k) * r * 1.1;
    d += P`M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
  }
  return d;
}

export interface EagleBlazon {
  readonly tincture: string;
  /** Beak and talons ("armed"), crown, and the wing bars ending in trefoils (Tyrol's "Kleestengel"). */
  readonly armed?: string;
  readonly langued?: string;
  readonly crowned?: string;
  readonly kleestengel?: string;
}

/** An eagle displayed, head to dexter; parts marked (`data-part`: wings, body, head, kleestengel, crown…). */
export function eagleDisplayed(b: EagleBlazon): string {
  const col = b.tincture,
    gold = b.armed ?? C.gold;
  const right = EAGLE_WING,
    left = flipX(EAGLE_WING);
  const wings = right + left;
  const lines = EAGLE_WING_LINES + flipX(EAGLE_WING_LINES);
  // Kleestengel: a golden bar arched along each wing from the body to a trefoil near the wing's tip.
  const stalk = 'M2.2-2.6C4.6-4 6.4-5.4 8-7.2';
  const stalks = stalk + flipX(stalk);
  const leaves = trefoil(8.2, -7.4, -0.85, 0.6) + trefoil(-8.2, -7.4, Math.PI + 0.85, 0.6);
  const talons = claws(-4.3, 7.6, Math.PI * 0.6, 3, 1.4) + claws(4.3, 7.6, Math.PI * 0.4, 3, 1.4);
  return g(
    { 'data-charge': 'eagle' },
    path(EAGLE_TAIL, col, INK, WEIGHT.line, { 'data-part': 'tail' }) +
      g(
        { 'data-part': 'wings' },
        path(wings, col, INK, WEIGHT.line, { 'stroke-linejoin': 'round' }) +
          hatch(right, { side: 'right', depth: 0.4, gap: 0.8, opacity: 0.45 }) +
          hatch(left, { side: 'bottom', depth: 0.3, gap: 0.8, opacity: 0.35 }) +
          path(lines, 'none', INK, WEIGHT.hatch, { 'stroke-linecap': 'round' }),
      ) +
      g(
        { 'data-part': 'kleestengel' },
        line(stalks, INK, 1.3) +
          line(stalks, b.kleestengel ?? gold, 0.75) +
          path(leaves, b.kleestengel ?? gold, INK, 0.2),
      ) +
      line(EAGLE_LEGS, INK, 1.5) +
      line(EAGLE_LEGS, col, 0.8) +
      path(talons, gold, INK, 0.15, { 'data-part': 'talons' }) +
      path(EAGLE_BODY, col, INK, WEIGHT.line, { 'data-part': 'body' }) +
      hatch(EAGLE_BODY, { side: 'right', depth: 0.4, gap: 0.7, opacity: 0.45 }) +
      path('M-1.2-3.2L0-2.4L1.2-3.2M-1.4-1L0-0.2L1.4-1M-1.4 1.2L0 2L1.4 1.2', 'none', INK, WEIGHT.hatch) +
      path(EAGLE_HEAD, col, INK, WEIGHT.line, { 'data-part': 'head' }) +
      path(EAGLE_TONGUE, b.langued ?? C.red, INK, 0.12, { 'data-part': 'tongue' }) +
      path(EAGLE_BEAK + EAGLE_LOWER_BEAK, gold, INK, 0.2, { 'data-part': 'beak' }) +
      path('M-2.9-8.6a0.4 0.4 0 1 0 0.8 0a0.4 0.4 0 1 0-0.8 0Z', INK) +
      (b.crowned ? heraldicCrown(-1.3, -9.8, 4, b.crowned) : ''),
  );
}

/** Path data mirrored about x = 0 (every x negated; absolute commands only, arcs' flags untouched). */
function flipX(d: string): string {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  let out = '',
    cmd = '',
    k = 0;
  for (const t of tokens) {
    if (/[A-Za-z]/.test(t)) {
      cmd = t;
      k = 0;
      out += t;
      continue;
    }
    const v = Number(t);
    const isX = cmd === 'H' || (cmd !== 'V' && k % 2 === 0);
    out += (out && !/[A-Za-z]$/.test(out) ? ' ' : '') + coordOf(isX ? -v : v);
    k++;
  }
  return out;
}
const coordOf = (v: number): string => String(Math.round(v * 10) / 10 || 0);

function arms(emblem: Emblem): string {
  switch (emblem) {
    case 'bavaria':
      return LOZENGES;
    case 'salzburg': {
      // Per pale Or and gules: in the first a lion rampant sable, armed and langued gules; in the second a
      // fess argent [H1].
      const half = (x0: number, x1: number): Pt[] =>
        clipPolygon(SHIELD, [
          [x0, -11],
          [x1, -11],
          [x1, 13],
          [x0, 13],
        ]);
      const right = half(0, 9);
      const fess = clipPolygon(right, [
        [0, -2],
        [9, -2],
        [9, 2.6],
        [0, 2.6],
      ]);
      return (
        path(poly(half(-9, 0)), C.gold) +
        path(poly(right), C.red) +
        path(poly(fess), C.white, INK, 0.3) +
        line('M0-10V12', INK, 0.3) +
        g(
          { transform: transform(-3.7, 0.2, 0.33) },
          lionRampant({ tincture: C.black, armed: C.red, langued: C.red, weight: 1.5 }),
        )
      );
    }
    case 'tyrol':
      // Argent, an eagle displayed gules, crowned, beaked and membered Or, its wings charged with bars of Or
      // ending in trefoils, the "Kleestengel" [H2].
      return (
        path(SHIELD_PATH, C.white) +
        g(
          { transform: transform(0, -0.2, 0.68) },
          eagleDisplayed({ tincture: C.red, armed: C.gold, crowned: C.gold, kleestengel: C.gold, langued: C.red }),
        )
      );
    case 'bohemia':
      // Gules, a lion rampant queue fourchée argent, crowned, armed and langued Or [H3].
      return (
        path(SHIELD_PATH, C.red) +
        g(
          { transform: transform(-0.3, 1.4, 0.6) },
          lionRampant({ tincture: C.white, armed: C.gold, langued: C.gold, crowned: C.gold, queue: 'fourchée' }),
        )
      );
  }
}

/** A coat of arms on its shield, centred at (x, y), `scale` × 16 × 22 units. */
export function emblemShield(emblem: Emblem, x: number, y: number, scale: number): string {
  return g({ transform: transform(x, y, scale) }, arms(emblem) + path(SHIELD_PATH, 'none', C.line, 0.8));
}
