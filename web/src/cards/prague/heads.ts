/**
 * The Prague pattern's heads, its own (docs/patterns.md, "Prague"): frontal faces drawn at the origin (brow at
 * y ≈ -8.6, chin at y ≈ 9), each court with its own face, eyes, hair, beard and headgear. The Bohemian figures
 * wear the dress of the seventeenth century: morion and kettle hat for the soldiers, the piper's broad black hat,
 * fur kolpak, Hussite chaperon, a shepherd's round hat; kings in four different crowns.
 */
import { C } from '../palette.js';
import { brows, eyes, hatch, INK, mouth, nose } from '../line.js';
import { circle, g, line, mirrored, num, P, path } from '../svg.js';

const L = C.line;

export type Face = 'oval' | 'long' | 'round' | 'square' | 'gaunt';
export type Eyes = 'round' | 'narrow' | 'aside';
export type Hair = 'bob' | 'long' | 'short' | 'curls' | 'bald';
export type Beard = 'none' | 'forked' | 'full' | 'goatee' | 'long' | 'chin' | 'moustache' | 'mutton' | 'square';
export type Headgear =
  | 'crownArched'
  | 'crownFleuron'
  | 'crownHat'
  | 'crownSpiked'
  | 'morion'
  | 'piperHat'
  | 'plumedHat'
  | 'kettleHat'
  | 'tasselCap'
  | 'kolpak'
  | 'chaperon'
  | 'shepherdHat';

export interface Head {
  readonly face: Face;
  readonly eyes: Eyes;
  readonly hair: string;
  readonly hairStyle: Hair;
  readonly beard: Beard;
  readonly headgear: Headgear;
  readonly hatColour: string;
  /** Plume, band or jewel colour. */
  readonly trim: string;
  readonly aged?: boolean;
  /**
   * How far the face turns to the viewer's right (positive) or left, −1 … 1: the features, beard and moustache
   * move that way within the face's outline and the eyes look with them, a three-quarter face.
   */
  readonly turn?: number;
}

/** Face outlines, mirrored from the right half: half-width at the temples `w`. */
const FACES: Record<Face, { d: string; w: number }> = {
  oval: {
    d: mirrored(
      [0, -8.8],
      [
        [4.2, -8.8, 6.3, -6.2, 6.3, -1.2],
        [6.3, 4.2, 3.4, 9, 0, 9],
      ],
    ),
    w: 6.3,
  },
  long: {
    d: mirrored(
      [0, -9.2],
      [
        [3.8, -9.2, 5.5, -6.8, 5.5, -1.4],
        [5.5, 5.4, 3, 10.2, 0, 10.2],
      ],
    ),
    w: 5.5,
  },
  round: {
    d: mirrored(
      [0, -8.8],
      [
        [4.8, -8.8, 7.1, -5.8, 7, 0],
        [6.9, 5.2, 4.2, 8.4, 0, 8.4],
      ],
    ),
    w: 7,
  },
  square: {
    d: mirrored(
      [0, -8.8],
      [
        [5.2, -8.8, 6.8, -7.2, 6.8, -2.2],
        [6.9, 4.4, 5.8, 8.8, 0, 8.9],
      ],
    ),
    w: 6.8,
  },
  gaunt: {
    d: mirrored(
      [0, -9],
      [
        [4.1, -9, 6, -7.2, 5.9, -3.2],
        [5.7, 2.2, 2.7, 9.8, 0, 9.8],
      ],
    ),
    w: 5.9,
  },
};

/**
 * The features in the shared line (../line.ts): lidded eyes with iris and pupil, swelling brows, the nose's
 * bridge on the shadow side, the lips' parting. `round` eyes look straight out under level brows, `narrow` ones
 * are lowered under a frown, `aside` ones glance to the viewer's right under arched brows; the old have heavy
 * lids and bags, and set their mouths stern.
 */
function features(h: Head): string {
  const look = h.eyes === 'aside' ? 0.8 : Math.max(-1, Math.min(1, (h.turn ?? 0) * 1.4));
  const open = h.eyes === 'narrow' ? 0.42 : h.eyes === 'aside' ? 0.62 : 0.75;
  const shape = h.eyes === 'narrow' ? 'frown' : h.eyes === 'aside' ? 'arched' : 'straight';
  const browColour = h.aged ? '#8d867c' : INK;
  return (
    eyes({ dx: 2.6, y: -0.9, w: 2.8, open, look, heavy: h.aged, bags: h.aged, iris: h.aged ? '#6b7480' : undefined }) +
    brows(2.6, -3.7, 3.2, shape, browColour) +
    nose(-1.6, 3.4, h.face === 'gaunt' || h.face === 'long' ? 'hooked' : h.face === 'round' ? 'broad' : 'straight') +
    mouth(6, 3.2, h.aged ? 'stern' : h.beard === 'none' ? 'smile' : 'firm')
  );
}

/** Hair under the headgear. */
function hair(h: Head, w: number): string {
  const c = h.hair;
  switch (h.hairStyle) {
    case 'bob':
      return path(
        P`M${-w - 0.8}-5.4L${-w - 1.4} 5.6H${-w + 1.2}L${-w + 0.8}-3ZM${w + 0.8}-5.4L${w + 1.4} 5.6H${w - 1.2}L${w - 0.8}-3Z`,
        c,
        L,
        0.4,
      );
    case 'long':
      return path(
        P`M${-w - 0.4}-6.4C${-w - 3.4}-1 ${-w - 3.6} 8 ${-w - 2.4} 15.4H${-w + 1.6}L${-w + 0.6}-2ZM${w + 0.4}-6.4C${w + 3.4}-1 ${w + 3.6} 8 ${w + 2.4} 15.4H${w - 1.6}L${w - 0.6}-2Z`,
        c,
        L,
        0.4,
      );
    case 'curls': {
      let d = '';
      for (const y of [-4, 0, 4])
        d += P`M${-w - 2.6} ${y}a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0M${w - 0.6} ${y}a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0`;
      return path(d, c, L, 0.35);
    }
    case 'short':
      return path(
        P`M${-w - 0.2}-6.6L${-w - 0.5}-0.6L${-w + 0.9}-2.2ZM${w + 0.2}-6.6L${w + 0.5}-0.6L${w - 0.9}-2.2Z`,
        c,
        L,
        0.35,
      );
    case 'bald':
      return '';
  }
}

const BEARDS: Record<Beard, string> = {
  none: '',
  moustache: '',
  forked:
    'M-6.2 1.8C-6.4 7-4.4 11.4-2 13.4L0 10.4L2 13.4C4.4 11.4 6.4 7 6.2 1.8C4.8 5.2 2.8 6.4 0 6.6C-2.8 6.4-4.8 5.2-6.2 1.8Z',
  full: 'M-7 0.4C-7.6 7-5 12-0.4 12.8C5 12 7.6 7 7 0.4C5.6 5 3.4 6.6 0 6.8C-3.4 6.6-5.6 5-7 0.4Z',
  goatee: 'M-2 6.2C-2.2 9.4-1 11.4 0 12.4C1 11.4 2.2 9.4 2 6.2Q0 7.2-2 6.2Z',
  long: 'M-6 2.4C-7 9-4.6 17-1.2 21.2L0 19.4L1.2 21.2C4.6 17 7 9 6 2.4C4.6 5.6 2.6 6.8 0 7C-2.6 6.8-4.6 5.6-6 2.4Z',
  chin: 'M-5 5C-4.6 8.6-2.6 10.6 0 10.8C2.6 10.6 4.6 8.6 5 5Q2.6 7.8 0 7.8Q-2.6 7.8-5 5Z',
  mutton: 'M-6.6-2C-7.2 3-6 7-3.4 8.2L-3 5.6L-5.2 2.4ZM6.6-2C7.2 3 6 7 3.4 8.2L3 5.6L5.2 2.4Z',
  square: 'M-6.8 1C-7 8-6.4 12.6-5 13.2H5C6.4 12.6 7 8 6.8 1C5.4 5.2 3.2 6.6 0 6.8C-3.2 6.6-5.4 5.2-6.8 1Z',
};

/** Moustaches: long drooping (Bohemian), short brush or turned up. */
const DROOP = 'M-5.6 8.2C-5.4 5-2 3.6 0 4.4C2 3.6 5.4 5 5.6 8.2C4.4 6.2 2.2 5.2 0 5.4C-2.2 5.2-4.4 6.2-5.6 8.2Z';
const BRUSH = 'M-3.6 5.2C-3 3.8-1 3.6 0 4.1C1 3.6 3 3.8 3.6 5.2Q0 4.6-3.6 5.2Z';

function headgear(h: Head): string {
  const c = h.hatColour,
    t = h.trim;
  switch (h.headgear) {
    case 'crownArched':
      // The closed crown of Bohemia: a circlet of lilies, two arches and a cross over a red cap.
      return (
        path('M-6.8-9.4C-7.4-17-3.6-20.4 0-20.4C3.6-20.4 7.4-17 6.8-9.4Z', C.red, L, 0.45) +
        line('M-6.6-10.6C-6.4-17.6-3-20.2 0-20.4C3-20.2 6.4-17.6 6.6-10.6', C.gold, 1.1) +
        path(
          'M-8-8.2L-8.4-13.6L-6-11.8L-4.4-15.2L-2.2-12L0-16L2.2-12L4.4-15.2L6-11.8L8.4-13.6L8-8.2Z',
          C.gold,
          L,
          0.45,
        ) +
        line('M0-20.4V-24.8M-1.6-23.2H1.6', C.gold, 1) +
        circle(0, -10.2, 0.9, t) +
        circle(-4.8, -9.8, 0.7, C.green) +
        circle(4.8, -9.8, 0.7, C.green)
      );
    case 'crownFleuron':
      // A broad open crown of trefoil fleurons, pearls on the band.
      return (
        path(
          'M-8.2-8.4L-8.2-12.6Q-9.8-15.6-7.4-16.6Q-5.4-15.2-6.2-13L-2.4-13Q-3.4-17.8 0-19.6Q3.4-17.8 2.4-13L6.2-13Q5.4-15.2 7.4-16.6Q9.8-15.6 8.2-12.6L8.2-8.4Z',
          C.gold,
          L,
          0.5,
        ) + line('M-7-10.6H7', t, 1.2, { 'stroke-dasharray': '0.1 2' })
      );
    case 'crownHat':
      // A crown set on a tall fur-brimmed hat, the hat's crown in the king's colour.
      return (
        path('M-6.4-11C-7-19-3-22 0.6-22C4.4-21.4 7.4-18 6.4-11Z', c, L, 0.5) +
        path('M-6.8-13.2L-7.2-17.2L-4.8-15L-2.4-18.8L0-15.4L2.4-18.8L4.8-15L7.2-17.2L6.8-13.2Z', C.gold, L, 0.45) +
        path('M-9-7.6C-9.6-11-8-12.8-6-12.2Q0-13.4 6-12.2C8-12.8 9.6-11 9-7.6Q0-10-9-7.6Z', '#8a6a48', L, 0.5) +
        line('M-6-9.4l0.6-1.8M-2-10l0.3-1.8M2-10l-0.3-1.8M6-9.4l-0.6-1.8', '#5a4028', 0.6) +
        circle(0, -17.2, 1, t, L, 0.3)
      );
    case 'crownSpiked':
      // Seven slender spikes, each topped with a pearl, on a high band.
      return (
        path(
          'M-7.6-8.4V-12.4L-8.4-19.6L-5.6-12.4L-4.4-21L-2.6-12.4L0-22.4L2.6-12.4L4.4-21L5.6-12.4L8.4-19.6L7.6-12.4V-8.4Z',
          C.gold,
          L,
          0.45,
        ) +
        circle(-8.4, -20.4, 0.8, C.white, L, 0.3) +
        circle(-4.4, -21.8, 0.8, C.white, L, 0.3) +
        circle(0, -23.2, 0.8, C.white, L, 0.3) +
        circle(4.4, -21.8, 0.8, C.white, L, 0.3) +
        circle(8.4, -20.4, 0.8, C.white, L, 0.3) +
        path('M-7.6-12.4H7.6V-9.4H-7.6Z', t, L, 0.4)
      );
    case 'morion':
      // The halberdier's Spanish morion: a tall comb, the brim rising to points front and back.
      return (
        path('M-6.8-7.4C-7.6-14-4-17.6 0-17.6C4-17.6 7.6-14 6.8-7.4Z', C.steel, L, 0.55) +
        path('M-5-16.2C-3.4-23 3.4-23 5-16.2Q0-17.8-5-16.2Z', C.steel, L, 0.5) +
        path('M-13-11C-10-8.4-6-8.6 0-8.8C6-8.6 10-8.4 13-11C12-6.6 6-6 0-6.2C-6-6-12-6.6-13-11Z', C.steel, L, 0.5) +
        line('M-3.4-19.6Q0-21.6 3.4-19.6', '#8d949c', 0.6) +
        path('M4-17C8-24 14-24 15-20C11-21 8-19 5.4-16Z', t, L, 0.4)
      );
    case 'piperHat':
      // The Bohemian piper's broad black hat with a ribbon and a bunch of feathers at the side.
      return (
        path('M-15-7.2C-15-10 -8-11 0-11C8-11 15-10 15-7.2C9-8.6-9-8.6-15-7.2Z', c, L, 0.55) +
        path('M-7-9.8C-7.6-14.6-4-15.8 0-15.8C4-15.8 7.6-14.6 7-9.8Z', c, L, 0.55) +
        line('M-7-11.2Q0-12.6 7-11.2', t, 1.3) +
        path('M6-12C8-19 12-22 14-21C12-19 10-16 7.4-11.6ZM7-12C11-16 15-16 17-14C14-14 11-13 8-11Z', C.white, L, 0.35)
      );
    case 'plumedHat':
      // A cavalier's wide felt hat, the brim swept up on one side and a long red plume across it.
      return (
        path(
          'M-14-6.6C-16-9-12-11.6-4-11.6C2-11.6 8-13.4 11-17.4C14-13 12-8.4 4-7.6C-4-6.8-10-4.8-14-6.6Z',
          c,
          L,
          0.55,
        ) +
        path('M-7-9.6C-7.4-15-4-17.2 0-17.2C4-17.2 7.2-15 6.8-10.6Z', c, L, 0.55) +
        path('M-9-11.6C-14-15-16-8-19-2C-16-6-13-8-8.4-10ZM-9-11.6C-4-16 2-18 8-16C2-15-3-13-8-10.4Z', t, L, 0.4)
      );
    case 'kettleHat':
      // The chapel-de-fer: a round steel skull with a broad sloping brim.
      return (
        path('M-6.4-9C-7-15.6-3.6-18.6 0-18.6C3.6-18.6 7-15.6 6.4-9Z', C.steel, L, 0.55) +
        path('M-12.4-6.4L-7.6-10.2H7.6L12.4-6.4Q0-8.2-12.4-6.4Z', C.steel, L, 0.5) +
        line('M0-18.6V-10.4', '#8d949c', 0.7) +
        circle(0, -19.2, 1, t, L, 0.3)
      );
    case 'tasselCap':
      // The trumpeter's round slashed cap, a tassel hanging from the top.
      return (
        path('M-8-7.4C-9-13-5-16.4 0-16.4C5-16.4 9-13 8-7.4Q0-9.6-8-7.4Z', c, L, 0.55) +
        line('M-5-9L-3.6-14.6M0-9.6V-16M5-9L3.6-14.6', t, 0.8) +
        line('M0-16.4C3-18 6-16 6.4-12', L, 0.5) +
        path('M5.4-12.4h2l0.6 3.6h-3.2Z', t, L, 0.3)
      );
    case 'kolpak':
      // The fiddler's tall fur kolpak, a cloth bag falling to one side.
      return (
        path('M-7.4-7.2C-8-12-7.4-15.4-6.6-16.4H6.6C7.4-15.4 8-12 7.4-7.2Q0-9-7.4-7.2Z', '#5a4028', L, 0.55) +
        path('M-6.4-16C-4-21 4-22 8-19C10-17 10-13 9-10C8-13 6-15 5-16Z', c, L, 0.5) +
        line('M-5.4-9.4l0.4-4M-2-9.8l0.2-4.4M2-9.8l-0.2-4.4M5.4-9.4l-0.4-4', '#3a2a1e', 0.6) +
        circle(9, -9.4, 1.1, t, L, 0.3)
      );
    case 'chaperon':
      // A Hussite's hood: close round the face, its point falling behind, a short cape on the shoulders.
      return (
        path('M-8.4 6C-10-6-6.4-15 0-15C6.4-15 10-6 8.4 6L6.4 6C7-1 5.2-7.6 0-7.8C-5.2-7.6-7-1-6.4 6Z', c, L, 0.55) +
        path('M4-13C8-16 13-15 16-10C12-11 9-11 6.6-10Z', c, L, 0.5) +
        line('M-6.4-7.4Q0-10.4 6.4-7.4', t, 0.9)
      );
    case 'shepherdHat':
      // The Wallachian shepherd's low round hat with a wide flat brim and a band of coloured beads.
      return (
        path('M-14.6-7.6Q-14-10.4 0-10.6Q14-10.4 14.6-7.6Q0-6.2-14.6-7.6Z', c, L, 0.55) +
        path('M-6-10.2Q-6.4-14.6 0-14.8Q6.4-14.6 6-10.2Z', c, L, 0.55) +
        line('M-6-11.2H6', t, 1.4, { 'stroke-dasharray': '0.1 1.6' })
      );
  }
}

/** A whole head at the origin; `data-part="head"` marks it so tests can tell the heads apart. */
export function head(h: Head): string {
  const { d, w } = FACES[h.face];
  const beard = BEARDS[h.beard];
  const hooded = h.headgear === 'chaperon';
  const moustache = h.beard === 'none' || h.beard === 'goatee' ? (h.beard === 'goatee' ? BRUSH : '') : DROOP;
  return g(
    { 'data-part': 'head' },
    (hooded ? '' : hair(h, w)) +
      path('M-2.6 6V11.4H2.6V6Z', C.skin, L, 0.45) +
      path(d, C.skin, L, 0.55) +
      (h.aged
        ? line('M-3-5.8H3M-2.4-6.8H2.4M-4.6 2.4q0.8 1.6 0.2 3', '#b77f62', 0.35)
        : circle(-4, 2.8, 1.3, C.cheek) + circle(4, 2.8, 1.3, C.cheek)) +
      hatch(d, { side: 'right', depth: 0.3, angle: -60, gap: 0.8, opacity: 0.35 }) +
      g(
        { transform: `translate(${num((h.turn ?? 0) * 1.3)} 0)` },
        features(h) + (beard ? path(beard, h.hair, L, 0.4) : '') + (moustache ? path(moustache, h.hair, L, 0.4) : ''),
      ) +
      (h.hairStyle === 'bald' || hooded
        ? ''
        : path(
            P`M${-w}-4.2C${-w + 0.4}-9 ${w - 0.4}-9 ${w}-4.2Q2-6.8-1-5.6Q${-w + 2}-6.4 ${-w}-4.2Z`,
            h.hair,
            L,
            0.35,
          )) +
      headgear(h),
  );
}
