/**
 * The Paris pattern's heads, its own (docs/patterns.md, "Paris"): each court with a face, hair, beard and
 * headgear of its own, so no two share a head. César (King of diamonds) and Hector (Jack of diamonds) are drawn
 * in profile facing right, as the portrait officiel shows them [F6, F12]; the others face the viewer. Head space
 * puts the centre of the face at the origin, one unit a card unit.
 *
 * The faces are engraved (issue 35): modelled with short hatching in the eye sockets, beside and under the nose,
 * under the lower lip and the chin, the shadow cheek hatched and, for the older men, crossed; lids, irises,
 * brows, nose and both lips drawn; the lines of age (folds from the nose to the mouth, lines at the eyes' corners
 * and between the brows) only on the faces that have lived; hair and beards combed in strands that follow each
 * lock. Short parallel strokes are written with relative moves (`ticks`), so that the repeated stroke costs next to
 * nothing once the face is compressed.
 */
import { C } from '../palette.js';
import {
  type BrowShape,
  brows,
  eyes,
  type EyeStyle,
  hatch,
  mouth,
  nose,
  type NoseShape,
  swellD,
  WEIGHT,
} from '../line.js';
import { circle, ellipse, g, line, mirrored, num, P, path, type Pt } from '../svg.js';

const L = C.line;

export type Face = 'oval' | 'broad' | 'narrow' | 'heart' | 'youth';
export type Eyes = 'almond' | 'lidded' | 'lowered' | 'round';
export type Mouth = 'closed' | 'rosebud' | 'smile' | 'firm';
export type Hair = 'waves' | 'rolls' | 'bob' | 'braids' | 'chignon' | 'curls' | 'cropped';
export type Beard = 'none' | 'full' | 'flowing' | 'forked' | 'moustache' | 'pointed';
/** The engraver's reading of a face: a youth, a man in his prime, an old king (the lines of age). */
export type Age = 'young' | 'prime' | 'old';
export type Headgear =
  | 'lisCrown'
  | 'archedCrown'
  | 'bonnetCrown'
  | 'laurelCrown'
  | 'veilCoronet'
  | 'plumedCrown'
  | 'tiara'
  | 'pearlCoif'
  | 'flatCap'
  | 'upturnedHat'
  | 'plumedBeret'
  | 'crestedHelm';

export interface Head {
  readonly face: Face;
  readonly eyes: Eyes;
  readonly mouth: Mouth;
  readonly hair: Hair;
  readonly hairColour: string;
  readonly beard: Beard;
  readonly headgear: Headgear;
  /** Cap, veil, plume or helmet colour, where the headgear has one. */
  readonly colour: string;
  /** Feather, jewel or crest colour. */
  readonly accent?: string;
  /** Turned to the viewer's left, in profile (César, Hector). */
  readonly profile?: boolean;
  /**
   * A frontal face turned a little to the viewer's left (−1) or right (1): the eyes, nose and mouth shifted that
   * way and the gaze with them, as the Paris kings and jacks look "a little to the left" or "to the right" [F6].
   */
  readonly turn?: number;
  readonly age?: Age;
  /** The brows' and nose's shapes, where they are not the usual arched brows and straight nose. */
  readonly brow?: BrowShape;
  readonly nose?: NoseShape;
}

/** Frontal face outlines (right half, mirrored) and their half-width at the ears. */
const FACES: Record<Face, { d: string; w: number }> = {
  oval: {
    d: mirrored(
      [0, -9],
      [
        [4.4, -9, 6.8, -5.6, 6.8, -1],
        [6.8, 4.6, 3.8, 8.8, 0, 8.8],
      ],
    ),
    w: 6.8,
  },
  broad: {
    d: mirrored(
      [0, -8.6],
      [
        [5, -8.6, 7.6, -5, 7.4, 0],
        [7.2, 5.4, 4.6, 8.2, 0, 8.4],
      ],
    ),
    w: 7.4,
  },
  narrow: {
    d: mirrored(
      [0, -9.2],
      [
        [3.8, -9.2, 6, -6, 6, -1.4],
        [6, 5, 3, 9.6, 0, 9.6],
      ],
    ),
    w: 6,
  },
  heart: {
    d: mirrored(
      [0, -8.8],
      [
        [4.6, -8.8, 6.8, -5.4, 6.4, -0.8],
        [6, 4, 2.6, 8.6, 0, 8.8],
      ],
    ),
    w: 6.6,
  },
  youth: {
    d: mirrored(
      [0, -8.4],
      [
        [4.4, -8.4, 6.6, -5.2, 6.6, -0.6],
        [6.6, 4.4, 3.6, 8.2, 0, 8.2],
      ],
    ),
    w: 6.6,
  },
};

/** Eyes, brows, nose and mouth in the shared line (../line.ts): almond eyes under drawn lids, no dots. */
const EYES: Record<Eyes, Omit<EyeStyle, 'dx' | 'y' | 'w'>> = {
  almond: { open: 0.55 },
  lidded: { open: 0.42, heavy: true },
  lowered: { open: 0.12 },
  round: { open: 0.85 },
};

const features = (h: Head): string =>
  eyes({
    dx: 2.7,
    y: -0.7,
    w: 3,
    iris: h.mouth === 'rosebud' ? '#3f5f86' : '#5a3a22',
    look: h.turn ?? 0,
    ...EYES[h.eyes],
    ...(h.age === 'old' ? { bags: true } : {}),
  }) +
  brows(2.8, -3.4, 3.2, h.brow ?? (h.eyes === 'lowered' ? 'raised' : 'arched'), browColour(h)) +
  nose(-1.2, 2.8, h.nose ?? (h.mouth === 'rosebud' ? 'small' : h.face === 'broad' ? 'broad' : 'straight'));

/** Brows in the hair's colour where it is fair or grey (with a fine edge), in ink where it is dark. */
const browColour = (h: Head): string => (dark(h.hairColour) ? L : h.hairColour);

/** Whether a colour is dark enough that ink strands would not show on it. */
const dark = (colour: string): boolean => {
  const n = parseInt(colour.slice(1), 16);
  return ((n >> 16) & 255) + ((n >> 8) & 255) + (n & 255) < 3 * 0x50;
};

/** The features of a face turned a little aside, moved that way. */
const turned = (h: Head, markup: string): string =>
  h.turn ? g({ transform: `translate(${num(h.turn * 1.1)} 0)` }, markup) : markup;

/** The lower lip, lit from above, under the mouth's parting; and the mouth. */
const MOUTH = (h: Head): string =>
  (h.mouth === 'rosebud' ? '' : path('M-1.4 5.4Q0 6.7 1.4 5.4Q0 5.9-1.4 5.4Z', LIP)) +
  mouth(5.2, h.mouth === 'rosebud' ? 3 : 3.6, h.mouth);
const LIP = '#d98a78';

/**
 * `n` short parallel strokes `v` long, each `step` from the last: an engraver's hatching of a small shadow,
 * written with relative moves so that every stroke after the first repeats the same text.
 */
export function ticks(at: Pt, v: Pt, step: Pt, n: number): string {
  const stroke = P`l${v[0]} ${v[1]}`,
    next = P`m${step[0] - v[0]} ${step[1] - v[1]}`;
  let d = P`M${at[0]} ${at[1]}`;
  for (let i = 0; i < n; i++) d += stroke + (i < n - 1 ? next : '');
  return d;
}

/** A lock's guide: where its strands leave the head, where they bend, where they end. */
type Guide = readonly [Pt, Pt, Pt];

/**
 * Strands of hair or beard, as engravers comb them: `n` curves spread evenly between two guides that follow
 * the lock, on the viewer's right (s = 1) or mirrored to the left (s = −1).
 */
function comb(a: Guide, b: Guide, n: number, s = 1): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const [r, c, e] = [0, 1, 2].map((k): Pt => [
      s * (a[k]![0] + (b[k]![0] - a[k]![0]) * t),
      a[k]![1] + (b[k]![1] - a[k]![1]) * t,
    ]) as [Pt, Pt, Pt];
    d += P`M${r[0]} ${r[1]}Q${c[0]} ${c[1]} ${e[0]} ${e[1]}`;
  }
  return d;
}
const combs = (a: Guide, b: Guide, n: number): string => comb(a, b, n, -1) + comb(a, b, n, 1);

/** Strands drawn in ink on fair hair, and in a light line (the paper showing through) on dark hair. */
const strands = (d: string, hair: string): string =>
  d
    ? path(d, 'none', dark(hair) ? C.white : L, WEIGHT.hatch, {
        'stroke-linecap': 'round',
        'stroke-opacity': dark(hair) ? 0.35 : 0.6,
        'data-part': 'strands',
      })
    : '';

/** Fine modelling strokes in ink. */
const fine = (d: string, opacity = 0.55): string =>
  path(d, 'none', L, WEIGHT.hatch, { 'stroke-linecap': 'round', 'stroke-opacity': opacity });

/**
 * A frontal face's modelling, which turns with the features: the eye sockets shaded by the nose, the nose's
 * shadow side and the shadow under it, the philtrum, the hollow under the lower lip and the chin (where no beard
 * hides them); the lines of age for the men who have them; lashes at the queens' outer corners.
 */
function modelling(h: Head): string {
  const queen = h.mouth === 'rosebud',
    age = h.age ?? 'young',
    beard = h.beard !== 'none' && h.beard !== 'moustache';
  // The strokes run as the cheek's hatching does, up to the right (about −60°).
  let d =
    ticks([-1.5, -1.3], [0.4, -0.7], [0.4, 0], 2) +
    ticks([1, -1.3], [0.4, -0.7], [0.4, 0], queen ? 2 : 3) +
    ticks([1, 1.6], [0.45, -0.8], [0.4, 0.1], queen ? 2 : 3) +
    ticks([-0.7, 4.3], [0.3, -0.5], [0.45, 0], 3);
  if (!beard) d += ticks([-0.9, 7], [0.3, -0.5], [0.45, 0], 5);
  if (!beard && !queen) d += 'M-1.6 7.9q1.6 0.9 3.2 0';
  if (queen)
    d += ticks([-3.7, -1.5], [-0.35, -0.55], [-0.45, 0.3], 2) + ticks([3.7, -1.5], [0.35, -0.55], [0.45, 0.3], 2);
  if (age !== 'young')
    d += 'M-1.5 2.8q-1.4 1-1.6 2.9M1.5 2.8q1.4 1 1.6 2.9' + ticks([3.6, 2.2], [0.8, 1.3], [0.5, -0.15], 3);
  if (age === 'old')
    d +=
      'M-0.5-3.9v1.1M0.5-3.9v1.1' +
      ticks([-4.4, -1.4], [-1, -0.35], [0, 0.6], 3) +
      ticks([4.4, -1.4], [1, -0.35], [0, 0.6], 3);
  return fine(d, queen ? 0.4 : 0.55);
}

/** Hair that falls behind the face and shoulders. */
function hairBehind(h: Head, w: number): string {
  const c = h.hairColour;
  switch (h.hair) {
    case 'waves': {
      // Long locks to the shoulders, rippling, as the kings wear them.
      const one = (s: number): string =>
        P`M${s * (w - 1)}-6C${s * (w + 4)}-4 ${s * (w + 2)} 1 ${s * (w + 4.4)} 4C${s * (w + 6)} 7 ${s * (w + 3)} 9 ${s * (w + 4.6)} 13L${s * (w - 1)} 12Z`;
      return path(one(-1) + one(1), c, L, 0.5) + line(P`M${-w - 2}-1q1.6 2 0 4M${w + 2}-1q-1.6 2 0 4`, L, 0.35);
    }
    case 'braids': {
      // Two plaits looped down beside the cheeks.
      const one = (s: number): string =>
        P`M${s * (w - 0.6)}-5C${s * (w + 3.4)}-2 ${s * (w + 3)} 6 ${s * (w + 1)} 10C${s * (w - 0.6)} 11.6 ${s * (w - 1.4)} 9 ${s * (w - 0.4)} 6C${s * (w + 1)} 2 ${s * (w + 0.6)}-2 ${s * (w - 1.6)}-3Z`;
      return (
        path(one(-1) + one(1), c, L, 0.45) +
        line(P`M${-w - 1.8} 2h1.6M${-w - 1.6} 5h1.6M${w + 0.2} 2h1.6M${w} 5h1.6`, L, 0.35)
      );
    }
    case 'chignon':
      return (
        circle(0, -9.6, 3.6, c, L, 0.5) + path(P`M${-w}-2C${-w - 2} 4 ${-w - 1} 9 ${-w + 1} 12L${-w + 2} 4Z`, c, L, 0.4)
      );
    case 'curls': {
      let d = '';
      for (const s of [-1, 1])
        for (const y of [-2, 2.4, 6.4]) d += P`M${s * (w + 1.2) - 1.8} ${y}a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0-3.6 0`;
      return path(d, c, L, 0.4);
    }
    case 'bob':
      return path(
        P`M${-w - 1.6}-4C${-w - 2.4} 2 ${-w - 1.8} 6 ${-w - 0.6} 8H${w + 0.6}C${w + 1.8} 6 ${w + 2.4} 2 ${w + 1.6}-4Z`,
        c,
        L,
        0.5,
      );
    case 'rolls':
      // A roll of hair over each ear, curled under.
      return (
        ellipse(-w - 0.6, 3.6, 2.4, 3.6, c, L, 0.5) +
        ellipse(w + 0.6, 3.6, 2.4, 3.6, c, L, 0.5) +
        line(P`M${-w - 1.6} 5.4q1 1.2 2 0M${w - 0.4} 5.4q1 1.2 2 0`, L, 0.35)
      );
    default:
      return '';
  }
}

/** The strands of the hair behind the face, each lock combed its own way. */
function behindStrands(h: Head, w: number): string {
  switch (h.hair) {
    case 'waves':
      return combs(
        [
          [w - 0.2, -5],
          [w + 3.2, 1],
          [w + 1.2, 11.6],
        ],
        [
          [w + 1.4, -4.6],
          [w + 5.4, 4],
          [w + 3.8, 12.4],
        ],
        4,
      );
    case 'braids':
      // The plaits' strands crossing over one another, down each plait.
      return ticks([-w - 2, 0.6], [1.2, 0.5], [0.1, 1.5], 6) + ticks([w + 0.6, 0.6], [1.2, -0.5], [-0.1, 1.5], 6);
    case 'curls': {
      // Each curl wound in on itself.
      let d = '';
      for (const s of [-1, 1])
        for (const y of [-2, 2.4, 6.4]) d += P`M${s * (w + 1.2) + 0.9} ${y - 0.9}` + 'q0.6 1.5-0.8 1.7q-1.2 0-1-1.1';
      return d;
    }
    case 'bob':
      return combs(
        [
          [w + 0.3, -3],
          [w + 1.4, 2],
          [w + 0.5, 7.4],
        ],
        [
          [w + 1.4, -3.4],
          [w + 2.3, 2],
          [w + 1.4, 7.4],
        ],
        2,
      );
    case 'rolls':
      return combs(
        [
          [w - 0.8, 0.8],
          [w - 1.4, 4],
          [w - 0.4, 6.6],
        ],
        [
          [w + 1.6, 0.8],
          [w + 2.6, 3.8],
          [w + 1.6, 6.6],
        ],
        3,
      );
    default:
      return '';
  }
}

/** The strands of the hair over the brow: swept back from the parting, or cut straight across, or cropped. */
function fringeStrands(h: Head, w: number): string {
  if (h.hair === 'bob')
    return comb(
      [
        [-w + 1.6, -8.4],
        [-w + 1, -6],
        [-w + 1.4, -3.8],
      ],
      [
        [w - 1.6, -8.4],
        [w - 1, -6],
        [w - 1.4, -3.8],
      ],
      8,
    );
  if (h.hair === 'cropped')
    return combs(
      [
        [0.6, -9.1],
        [w - 2, -8.8],
        [w - 0.3, -3],
      ],
      [
        [0.3, -6.8],
        [w - 3, -6.4],
        [w - 0.9, -2.6],
      ],
      3,
    );
  return combs(
    [
      [0.5, -9],
      [w - 1.5, -8.8],
      [w + 0.1, -1],
    ],
    [
      [0.4, -6.1],
      [w - 2.6, -6.4],
      [w - 1, -1.6],
    ],
    4,
  );
}

/** The beards' strands, from the cheeks down to the point or the forks. */
const BEARD_STRANDS: Record<Exclude<Beard, 'none'>, string> = {
  full: combs(
    [
      [6.1, 1.6],
      [6.6, 8],
      [1.6, 12.4],
    ],
    [
      [2.8, 6.9],
      [3, 9.6],
      [0.6, 12.4],
    ],
    4,
  ),
  flowing: combs(
    [
      [6, 1.6],
      [6.8, 11],
      [3.4, 18.6],
    ],
    [
      [2.4, 6.9],
      [2, 13],
      [0.6, 20.4],
    ],
    5,
  ),
  forked: combs(
    [
      [6, 1.6],
      [6.2, 8.4],
      [2, 14.6],
    ],
    [
      [2.4, 6.9],
      [1.6, 9.6],
      [0.6, 12.6],
    ],
    4,
  ),
  pointed: combs(
    [
      [3.1, 5.7],
      [2.8, 9],
      [0.4, 12.8],
    ],
    [
      [1.2, 6.8],
      [0.8, 9.6],
      [0.1, 12.4],
    ],
    3,
  ),
  moustache: combs(
    [
      [0.4, 3.9],
      [2, 3.4],
      [4.2, 4.6],
    ],
    [
      [0.4, 4.5],
      [2, 4.1],
      [3.6, 4.7],
    ],
    2,
  ),
};

/** Hair over the brow, under whatever is worn on top. */
function fringe(h: Head, w: number): string {
  const c = h.hairColour;
  if (h.hair === 'cropped')
    return path(
      P`M${-w}-2C${-w}-7 ${-w + 3}-9.4 0-9.4C${w - 3}-9.4 ${w}-7 ${w}-2C${w - 2}-5 2-6.6 0-6.4C-2-6.6 ${-w + 2}-5 ${-w}-2Z`,
      c,
      L,
      0.45,
    );
  if (h.hair === 'bob')
    return path(
      P`M${-w - 0.4} 0C${-w - 0.6}-7 ${-w + 3}-9.6 0-9.6C${w - 3}-9.6 ${w + 0.6}-7 ${w + 0.4} 0L${w - 1}-3.6H${-w + 1}Z`,
      c,
      L,
      0.45,
    );
  // A centre parting with the hair drawn back in two swathes.
  return path(
    P`M${-w - 0.3} 0C${-w - 1}-6 ${-w + 2}-9.6 0-9.4C${w - 2}-9.6 ${w + 1}-6 ${w + 0.3} 0L${w - 0.8}-1.2C${w - 1.4}-5 2-6.8 0-5.4C-2-6.8 ${-w + 1.4}-5 ${-w + 0.8}-1.2Z`,
    c,
    L,
    0.45,
  );
}

const BEARDS: Record<Exclude<Beard, 'none'>, string> = {
  full: mirrored(
    [0, 6.4],
    [
      [3, 6.4, 5.6, 4, 6.8, 0.6],
      [7.4, 7, 4.4, 12.4, 0, 13.2],
    ],
  ),
  flowing:
    'M-6.6 0.4C-7.8 8-5.6 15-3.4 19.4C-2 17.4-1 20 0 21.6C1 20 2 17.4 3.4 19.4C5.6 15 7.8 8 6.6 0.4C5.4 4.2 3.2 6.4 0 6.4C-3.2 6.4-5.4 4.2-6.6 0.4Z',
  forked:
    'M-6.6 0.6C-7.2 7-5.2 12-1.6 15.6L0 11.8L1.6 15.6C5.2 12 7.2 7 6.6 0.6C5.4 4.2 3.2 6.4 0 6.4C-3.2 6.4-5.4 4.2-6.6 0.6Z',
  pointed: mirrored(
    [0, 6.2],
    [
      [1.6, 6.2, 3, 5.4, 3.6, 5],
      [3.2, 9, 1.2, 12, 0, 13.6],
    ],
  ),
  moustache: 'M-4.6 4.8C-3.4 3-1.2 3-0 3.9C1.2 3 3.4 3 4.6 4.8C3.2 4.3 1.6 4.4 0 4.8C-1.6 4.4-3.2 4.3-4.6 4.8Z',
};

const PEARL = (x: number, y: number, r = 0.85): string => circle(x, y, r, C.white, L, 0.3);
const JEWEL = (x: number, y: number, colour: string): string => ellipse(x, y, 1, 1.2, colour, L, 0.3);

/** A piece of headgear in the engraved line: its outline, and its shadow side hatched as the garments' are. */
const wornOn = (d: string, fill: string, width: number, side: 'left' | 'right'): string =>
  path(d, fill, L, width) + hatch(d, { side, depth: 0.4, angle: -55, gap: 0.8, opacity: 0.45 });

const worn = (d: string, fill: string, width: number): string => wornOn(d, fill, width, 'right');

/** A gold crown band round the brow, from x = -w to w at height y. */
const band = (w: number, y: number): string =>
  worn(P`M${-w}${y}Q0${y - 1.6} ${w}${y}V${y + 2.8}Q0${y + 1.2}${-w}${y + 2.8}Z`, C.gold, 0.5);

function headgear(h: Head): string {
  const c = h.colour,
    a = h.accent ?? C.red;
  switch (h.headgear) {
    case 'lisCrown': {
      // David: an open crown of three fleurs-de-lis over a blue cap.
      const lis = (x: number, y: number, s: number): string =>
        P`M${x} ${y - 6 * s}C${x + 1.6 * s} ${y - 4 * s} ${x + 1.4 * s} ${y - 2 * s} ${x} ${y}C${x - 1.4 * s} ${y - 2 * s} ${x - 1.6 * s} ${y - 4 * s} ${x} ${y - 6 * s}Z` +
        P`M${x} ${y}C${x + 2 * s} ${y - 1 * s} ${x + 4 * s} ${y - 3 * s} ${x + 3 * s} ${y - 5 * s}C${x + 4.4 * s} ${y - 2 * s} ${x + 2.6 * s} ${y + 0.6 * s} ${x} ${y + 0.6 * s}Z` +
        P`M${x} ${y}C${x - 2 * s} ${y - 1 * s} ${x - 4 * s} ${y - 3 * s} ${x - 3 * s} ${y - 5 * s}C${x - 4.4 * s} ${y - 2 * s} ${x - 2.6 * s} ${y + 0.6 * s} ${x} ${y + 0.6 * s}Z`;
      return (
        worn('M-6.6-9.6C-6.8-15-3.4-16.6 0-16.6C3.4-16.6 6.8-15 6.6-9.6Z', c, 0.5) +
        path(lis(0, -12, 1.3) + lis(-5.6, -11, 0.95) + lis(5.6, -11, 0.95), C.gold, L, 0.4) +
        band(7.8, -11) +
        JEWEL(0, -9.6, a) +
        JEWEL(-4.6, -9.3, C.blue) +
        JEWEL(4.6, -9.3, C.blue)
      );
    }
    case 'archedCrown':
      // Alexandre: a closed imperial crown, two arches meeting under an orb and cross.
      return (
        worn('M-7-10.6C-7.4-16-3.6-18.4 0-18.4C3.6-18.4 7.4-16 7-10.6Z', c, 0.5) +
        line('M-6.6-12.6C-5-18.4 5-18.4 6.6-12.6M0-18.4V-11.4', C.gold, 1.4) +
        band(8, -12.4) +
        PEARL(-5.8, -10.8) +
        PEARL(-2, -11.4) +
        PEARL(2, -11.4) +
        PEARL(5.8, -10.8) +
        circle(0, -19.6, 1.4, C.gold, L, 0.4) +
        line('M0-21V-22.6M-1-21.9H1', L, 0.6)
      );
    case 'bonnetCrown':
      // Charles: a tall red bonnet rising out of a spiked crown.
      return (
        worn('M-6.4-11C-7.6-17-4-21 1-21.6C4-22 5.4-19.6 6.4-11Z', c, 0.5) +
        line('M-3-19Q0-20.6 3-19.4', L, 0.4) +
        worn('M-8-11.4L-8.4-17L-5.4-13.6L-2.8-18.4L0-13.8L2.8-18.4L5.4-13.6L8.4-17L8-11.4Z', C.gold, 0.5) +
        band(8.2, -12.4) +
        PEARL(-8.4, -17.6, 0.7) +
        PEARL(-2.8, -19, 0.7) +
        PEARL(2.8, -19, 0.7) +
        PEARL(8.4, -17.6, 0.7) +
        JEWEL(0, -10.8, a)
      );
    case 'veilCoronet':
      // Argine: a low coronet of points over a veil that falls behind to the shoulders.
      return (
        worn(
          'M-8.4-6C-9.4-12-5-14.6 0-14.6C5-14.6 9.4-12 8.4-6L10.6 12H7.4L6.6-3C5-8.6-5-8.6-6.6-3L-7.4 12H-10.6Z',
          c,
          0.5,
        ) +
        worn('M-7-9.6L-6.4-14L-3.6-11.6L0-15.6L3.6-11.6L6.4-14L7-9.6Q0-11.6-7-9.6Z', C.gold, 0.45) +
        PEARL(0, -16.4, 0.8) +
        JEWEL(0, -10.8, a)
      );
    case 'plumedCrown':
      // Pallas, the warrior maiden: a crown with a tall plume rising from it.
      return (
        worn('M1-13C-1.2-15.6-0.4-18 3.6-20C2.8-17.6 5.6-16 4-13Z', a, 0.45) +
        line('M2-14.4Q1.6-17 3.2-19', L, 0.35) +
        worn('M-7-9.8L-7.2-15.4L-4.4-12.6L-1.6-16.4L0-13L1.6-16.4L4.4-12.6L7.2-15.4L7-9.8Z', C.gold, 0.45) +
        band(7.6, -11.2) +
        JEWEL(-3.8, -9.8, c) +
        JEWEL(3.8, -9.8, c)
      );
    case 'tiara':
      // Judith: a jewelled tiara, a veil hanging behind from the crown of the head.
      return (
        worn('M-6-9C-11-8-13 2-12 13H-8.6C-9.6 4-8.6-3-5-6ZM6-9C11-8 13 2 12 13H8.6C9.6 4 8.6-3 5-6Z', c, 0.45) +
        worn('M-7-8.6C-6-13-3-15.4 0-16.6C3-15.4 6-13 7-8.6Q0-10.4-7-8.6Z', C.gold, 0.45) +
        ellipse(0, -12, 1.4, 1.9, a, L, 0.35) +
        PEARL(-4, -10.4, 0.7) +
        PEARL(4, -10.4, 0.7)
      );
    case 'pearlCoif':
      // Rachel: a small pearl-edged cap on the back of the head, strings of pearls over the hair.
      return (
        worn('M-5.6-9.6C-5-13.4-2.4-14.6 0-14.6C2.4-14.6 5-13.4 5.6-9.6Q0-11.4-5.6-9.6Z', c, 0.45) +
        line('M-6.6-7.6Q0-10.4 6.6-7.6', C.white, 1.1, { 'stroke-dasharray': '0.1 1.6' }) +
        PEARL(-5.6, -9.6, 0.7) +
        PEARL(0, -11.4, 0.7) +
        PEARL(5.6, -9.6, 0.7) +
        JEWEL(0, -14.8, a)
      );
    case 'flatCap':
      // Lancelot: a flat cap worn to one side, its brim slashed, a short feather.
      return (
        worn('M-11-8.2C-12-12.4-6-15 1-14.6C8-14.2 12-12 10.6-8.6C4-10.6-4-10.4-11-8.2Z', c, 0.5) +
        line('M-8-10.8l1 1.4M-4-11.6l0.6 1.6M0-11.8l0.2 1.6M4-11.6l-0.4 1.6M8-10.8l-0.8 1.4', C.gold, 0.6) +
        worn('M5-13.6C8-17 13-18 15-16.4C12-15.6 9-14.6 7-12.6Z', a, 0.4)
      );
    case 'upturnedHat':
      // Ogier: a round hat with its brim turned up all round, a jewel in front.
      return (
        worn('M-6.2-10C-6.6-15.4-3.4-17.6 0-17.6C3.4-17.6 6.6-15.4 6.2-10Z', c, 0.5) +
        worn('M-9.6-7.6C-10.6-10.6-9-12.4-7-11.8Q0-13.4 7-11.8C9-12.4 10.6-10.6 9.6-7.6Q0-10-9.6-7.6Z', a, 0.5) +
        // The feather in his hat [F14].
        path('M4.6-12.6C7-18.6 12.6-20.4 15.4-17.6C12.4-17.4 9.6-16 6.8-11.8Z', C.white, L, 0.45) +
        line('M5.6-12.2Q9-17 14.2-17.8', L, WEIGHT.hatch) +
        JEWEL(0, -10.4, C.gold)
      );
    case 'plumedBeret':
      // La Hire: a soft beret, tilted, with a long curling plume across it.
      return (
        worn('M-9.6-8C-10.4-13-4-16.4 2-16C8-15.6 11-12 9.4-8.4Q0-10.6-9.6-8Z', c, 0.5) +
        worn('M-2-14.6C-8-20-14-18-16-12C-12-15-8-15.4-4-12.6Z', a, 0.4) +
        line('M-3-14Q-9-17-14-13.4', L, 0.35) +
        circle(-2, -13.6, 1.2, C.gold, L, 0.35)
      );
    default:
      return '';
  }
}

/** Profile heads, drawn facing the viewer's left and set facing right by `head` (César [F6], Hector [F12]). */
function profile(h: Head): string {
  const skin = C.skin;
  const helm = h.headgear === 'crestedHelm';
  const roman = h.face === 'broad';
  // Brow, nose (Roman and high-bridged for César), lips, chin, jaw and the back of the head.
  const face = roman
    ? 'M1-9.4C-3.6-9.2-6-6.6-6.2-3L-8.4 1.8L-6 2.4L-6.4 4.2L-5.4 5.2L-5.8 6.6C-5 8.6-2.8 9.4 0.6 9L4.6 6.4C6.4 4 7.4 0 7.4-3C7.4-7 4.8-9.4 1-9.4Z'
    : 'M1-9C-3.2-9-5.4-6.6-5.6-3.2L-7.2 1.2L-5.4 1.8L-5.8 3.8L-5 4.8L-5.2 6.4C-4.4 8.2-2.4 8.8 0.8 8.6L4.4 6.2C6 4 7 0 7-3C7-6.8 4.6-9 1-9Z';
  const hair = h.hairColour;
  const back = helm
    ? ''
    : path(
        'M-4.6-6.6C-3-10.6 3-11.4 6.4-8.4C9-6 9.6-1 8.4 3.4L6 6.6L5.2 1.6C5-2 4-4 1-4.6C-1.4-5-3.4-5.4-4.6-6.6Z',
        hair,
        L,
        0.5,
      ) + line('M1.6-6.6q2 1 2.4 3M4.6-7.2q2 1.6 2.2 4', L, 0.35);
  // The eye in profile: a wedge of white under a swelling lid, the iris at its front, the crease above.
  const eye = g(
    { 'data-part': 'eyes' },
    path('M-4.3-1.5Q-3-2.7-1.7-1.9Q-3-0.7-4.3-1.5Z', C.white) +
      circle(-3.5, -1.6, 0.55, '#5a3a22') +
      path(swellD([-4.5, -1.45], [-3.1, -3], [-1.6, -1.85], 0.32), L) +
      line('M-3.8-2.9Q-2.8-3.4-1.8-2.6', L, WEIGHT.hatch),
  );
  const brow = path(swellD([-5, -3.6], [-3.4, -4.9], [-1.3, -3.7], 0.45), L);
  const ear = ellipse(2.6, -0.4, 1.3, 2, skin, L, 0.4) + line('M2.6-1.2q0.6 0.8 0 1.6M2-1.9q1.2-0.5 1.7 0.8', L, 0.3);
  // The lips drawn and coloured, the upper in shadow, the lower lit; on the younger face a little further back.
  const lips = g(
    roman ? {} : { transform: 'translate(0.4 0)' },
    path('M-6 2.5L-6.3 3.3Q-5.2 3.6-4.2 3.2Q-5 2.7-6 2.5Z', C.darkRed) +
      path('M-6.3 3.6L-5.6 4.6Q-4.8 4.2-4.2 3.4Q-5.2 3.8-6.3 3.6Z', LIP) +
      path(swellD([-6.1, 3.4], [-5.1, 3.7], [-4.1, 3.2], 0.34), L),
  );
  const beard =
    h.beard === 'moustache'
      ? path('M-6.2 2.6C-5 1.8-3.4 2-2.6 3.6C-3.8 3-5 3-6.2 2.6Z', hair, L, 0.35) +
        strands('M-5.6 2.4q1.4-0.3 2.6 0.9M-5.2 2.8q1.2-0.1 2 0.6', hair)
      : '';
  const neck = path('M-3 7.6L-3.4 13H5.4L4.8 5.6Z', skin, L, 0.5);
  // Modelling: the socket behind the eye, the nostril's wing and the fold from it, the cheek under the bone
  // (César's, a man in his prime), and under the jaw the neck's shadow (drawn first: the face covers its tops).
  const model =
    ticks([-1.6, -3.2], [0.3, 0.9], [0.45, 0], 3) +
    (roman
      ? 'M-6.6 0.6q-1 0.3-0.7 1.3q0.5 0.3 1 0M-5.6 1.4q0.4 1.4-0.5 2.6'
      : 'M-5.6 0.3q-0.8 0.3-0.6 1.1q0.4 0.3 0.9 0') +
    (h.age && h.age !== 'young' ? ticks([-2.6, 0.6], [0.6, 1], [0.5, -0.1], 3) : '');
  const shade = ticks([-2.4, 9.6], [0.5, 1.5], [0.8, -0.35], 8);
  // The hair combed forward from the crown, round the ear, to the brow.
  const combed = helm
    ? ''
    : strands(
        comb(
          [
            [8.4, 2.4],
            [9.2, -8.6],
            [-3.4, -7],
          ],
          [
            [6.6, 3],
            [6.4, -7.4],
            [-2.4, -6.4],
          ],
          5,
        ),
        hair,
      );
  return (
    neck +
    fine(shade) +
    path(face, skin, L, 0.8) +
    // Hatched on the drawing's left, which is the shadow side once the head is turned to face right.
    hatch(face, { side: 'left', depth: 0.3, angle: 60, gap: 0.7, opacity: 0.45 }) +
    back +
    combed +
    fine(model) +
    eye +
    brow +
    ear +
    lips +
    beard +
    line('M-5.8 8.6q1.6-0.4 2.6 0.4', L, 0.3) +
    headgear(h) +
    profileHeadgear(h)
  );
}

function profileHeadgear(h: Head): string {
  // Drawn facing left and turned: the drawing's left is the shadow side.
  const worn = (d: string, fill: string, width: number): string => wornOn(d, fill, width, 'left');
  const c = h.colour,
    a = h.accent ?? C.red;
  switch (h.headgear) {
    case 'laurelCrown': {
      // César: a laurel wreath round the head, under a low crown of points.
      let leaves = '';
      for (let i = 0; i < 6; i++) {
        const x = -4.6 + i * 2.4,
          y = -7.4 - Math.sin((i / 5) * Math.PI) * 1.8;
        leaves += P`M${x} ${y}q1.4-2.4 3-1.6q-1.4 2-3 1.6ZM${x + 0.4} ${y + 0.4}q1.6 1.6 3 0.6q-1.6-1.6-3-0.6Z`;
      }
      return (
        worn('M-5-9.6L-5.2-15L-2.6-11.8L0-16.4L2.6-11.8L5.4-15.4L6.6-9.4Q0-11.4-5-9.6Z', C.gold, 0.45) +
        PEARL(-5.2, -15.6, 0.7) +
        PEARL(0, -17, 0.7) +
        PEARL(5.4, -16, 0.7) +
        path(leaves, c, L, 0.3) +
        worn('M8.6-5.6q2 2 1 5l-1.4-2zM8.6-5.6q3 0.6 3.6 3.6l-1.8-1z', a, 0.3)
      );
    }
    case 'crestedHelm':
      // Hector of Troy: a helmet with a neck guard and a high horsehair crest.
      return (
        worn('M-6.2-3.6C-6.6-9.6-2.6-12 1.6-12C6.6-12 9.4-8 9-1.6L9.6 5.4L6.4 6L5.6 0.6C4-2.6 0-3.4-3.6-3Z', c, 0.55) +
        worn('M-6.6-3.2C-4-4.6-0-4.6 3-3.4L2.6-1.8C0-3-3.4-2.8-6.6-1.8Z', C.gold, 0.4) +
        worn(
          'M-3-11.2C-2-16.4 4-18.4 10-16.2C13-15 14.6-11 14-6C12.6-9 11-10.4 8.6-10.6C5-12-1-12.4-3-11.2Z',
          a,
          0.45,
        ) +
        line('M-1-12.4Q4-15.6 10.6-13.6M3-11.8Q8-13 12.4-10', L, 0.3) +
        // The crest's horsehair combed back in strands.
        strands(
          comb(
            [
              [-2.4, -11.8],
              [4, -17.2],
              [13.2, -8],
            ],
            [
              [-1, -12],
              [5, -14.4],
              [11.8, -9.4],
            ],
            4,
          ),
          a,
        ) +
        circle(6.6, 0, 1, C.gold, L, 0.3)
      );
    default:
      return '';
  }
}

/** A whole head at the origin; `data-part="head"` marks it so tests can tell the heads apart. */
export function head(h: Head): string {
  if (h.profile) return g({ 'data-part': 'head' }, g({ transform: 'scale(-1 1)' }, profile(h)));
  const { d, w } = FACES[h.face];
  const beard = h.beard === 'none' ? '' : path(BEARDS[h.beard], h.hairColour, L, 0.45);
  const bearded = h.beard === 'full' || h.beard === 'flowing' || h.beard === 'forked';
  const queen = h.mouth === 'rosebud';
  const c = h.hairColour;
  // The ears' inner curve; the neck's shadow under the chin.
  const ears = P`M${-w - 0.3}-1.1q-0.6 1.2 0 2.6M${w + 0.3}-1.1q0.6 1.2 0 2.6`;
  const neck = ticks([-2.6, 8.6], [0.5, 1.4], [0.75, 0], 7);
  return g(
    { 'data-part': 'head' },
    hairBehind(h, w) +
      strands(behindStrands(h, w), c) +
      path('M-3 5V13H3V5Z', C.skin, L, 0.5) +
      fine(neck, queen ? 0.35 : 0.55) +
      ellipse(-w, 0.2, 1.1, 2, C.skin, L, 0.4) +
      ellipse(w, 0.2, 1.1, 2, C.skin, L, 0.4) +
      fine(ears) +
      path(d, C.skin, L, 0.8) +
      hatch(d, {
        side: 'right',
        depth: 0.28,
        angle: -60,
        gap: 0.7,
        opacity: queen ? 0.35 : 0.45,
        cross: h.age === 'old' || h.age === 'prime',
      }) +
      (queen ? circle(-3.8, 2.6, 1.2, C.cheek) + circle(3.8, 2.6, 1.2, C.cheek) : '') +
      turned(h, modelling(h) + features(h) + MOUTH(h)) +
      beard +
      (h.beard === 'none' ? '' : strands(BEARD_STRANDS[h.beard], c)) +
      (bearded
        ? turned(h, path(BEARDS.moustache, c, L, WEIGHT.detail) + strands(BEARD_STRANDS.moustache, c) + MOUTH(h))
        : '') +
      fringe(h, w) +
      strands(fringeStrands(h, w), c) +
      headgear(h),
  );
}
