/**
 * The Bavarian pattern's heads, its own (docs/patterns.md, "Bavarian"): the Landsknecht faces of the type S
 * pack, each court with a face, hair, beard and headgear of its own, so no two share a head. Head space puts
 * the centre of the face at the origin, one unit a card unit. The Bavarian faces are fuller than Tell's: a
 * broad chin, almond eyes looking a little aside, red cheeks, and the headgear worn big and plumed.
 */
import { C } from '../palette.js';
import {
  brows,
  type BrowShape,
  contour,
  eyes,
  hatch,
  INK,
  mouth,
  type MouthShape,
  nose,
  type NoseShape,
} from '../line.js';
import { circle, ellipse, g, line, P, path } from '../svg.js';

const L = C.line;
/** The darkest hair, whose brows are drawn in plain ink. */
const HAIR_DARK = '#33261c';

export type Face = 'broad' | 'narrow' | 'heart' | 'full' | 'bony';
export type Look = 'left' | 'right' | 'ahead' | 'lidded';
export type Beard = 'none' | 'spade' | 'curled' | 'twin' | 'stubble' | 'whiskers' | 'swallow' | 'waxed' | 'patriarch';
export type Headgear =
  | 'crownLily'
  | 'crownClosed'
  | 'crownPoints'
  | 'crownCap'
  | 'plumedBarett'
  | 'fantasyHat'
  | 'burgonet'
  | 'slouchHat'
  | 'earCap'
  | 'pointedHat'
  | 'coif'
  | 'stockingCap';
export type Hair = 'page' | 'cropped' | 'flowing' | 'bald' | 'tufts';

export interface Head {
  readonly face: Face;
  readonly look: Look;
  readonly hair: string;
  readonly hairStyle: Hair;
  readonly beard: Beard;
  readonly headgear: Headgear;
  readonly hatColour: string;
  /** Plumes or the crown's jewels. */
  readonly feather?: string;
  /** A second plume or lining colour. */
  readonly feather2?: string;
  /** Brow lines and a drawn cheek: the old kings. */
  readonly aged?: boolean;
}

/** Face outlines (chin at y ≈ 8.5) and the half-width at the temples. */
const FACES: Record<Face, { d: string; w: number }> = {
  broad: { d: 'M-6.8-5C-6.8-8.4 6.8-8.4 6.8-5L6.6 2.6C6.2 6.6 3.6 8.6 0 8.6C-3.6 8.6-6.2 6.6-6.6 2.6Z', w: 6.8 },
  narrow: { d: 'M-5.6-5.6C-5.6-8.8 5.6-8.8 5.6-5.6L5.4 3C5 7 2.6 9.4 0 9.4C-2.6 9.4-5 7-5.4 3Z', w: 5.6 },
  heart: { d: 'M-6.4-5.4C-6.4-8.6 6.4-8.6 6.4-5.4C6.4 0 3.4 8.8 0 8.8C-3.4 8.8-6.4 0-6.4-5.4Z', w: 6.4 },
  full: { d: 'M-7.2-4C-7.4-9 7.4-9 7.2-4C7.4 3 4.4 8.2 0 8.2C-4.4 8.2-7.4 3-7.2-4Z', w: 7.2 },
  bony: { d: 'M-6-6C-6-8.8 6-8.8 6-6L6.2-1L4.6 6.4L0 9L-4.6 6.4L-6.2-1Z', w: 6.1 },
};

/** Brows, nose and mouth of each face, so that each court has an expression of its own. */
const EXPRESSION: Record<Face, { brow: BrowShape; nose: NoseShape; mouth: MouthShape }> = {
  broad: { brow: 'straight', nose: 'broad', mouth: 'firm' },
  narrow: { brow: 'arched', nose: 'straight', mouth: 'closed' },
  heart: { brow: 'raised', nose: 'small', mouth: 'smile' },
  full: { brow: 'bushy', nose: 'broad', mouth: 'flat' },
  bony: { brow: 'frown', nose: 'hooked', mouth: 'stern' },
};

/**
 * Eyes, brows, nose and mouth in the shared line (../line.ts): almond eyes with lids and irises looking the
 * way the court looks (lowered lids for the lidded ones, heavy lids and bags for the old kings), swelling
 * brows in the hair's colour, the nose's bridge on the shadow side, the lips' parting.
 */
function features(h: Head): string {
  const x = EXPRESSION[h.face];
  const brow = h.hair === HAIR_DARK || h.hairStyle === 'bald' ? INK : h.hair;
  return (
    eyes({
      dx: 2.7,
      y: -1,
      w: 2.5,
      open: h.look === 'lidded' ? 0.35 : h.aged ? 0.5 : 0.65,
      look: h.look === 'left' ? -1 : h.look === 'right' ? 1 : 0,
      heavy: h.aged,
      bags: h.aged,
      iris: h.hair === HAIR_DARK ? '#4a3322' : '#5d7690',
    }) +
    brows(2.8, -3.5, 2.7, h.aged ? 'bushy' : x.brow, brow) +
    nose(-0.4, 3, x.nose) +
    mouth(5.5, 2.8, h.aged ? 'stern' : x.mouth)
  );
}

/** Hair worn under the headgear: falling to the collar, cropped, long and flowing, or tufts over the ears. */
function hair(h: Head, w: number): string {
  const c = h.hair;
  switch (h.hairStyle) {
    case 'page':
      return path(
        P`M${-w - 1}-6C${-w - 2.4} 0 ${-w - 1.6} 6 ${-w + 0.4} 8L${-w + 1}-2ZM${w + 1}-6C${w + 2.4} 0 ${w + 1.6} 6 ${w - 0.4} 8L${w - 1}-2Z`,
        c,
        L,
        0.45,
      );
    case 'flowing':
      return path(
        P`M${-w - 0.6}-7C${-w - 4} 2 ${-w - 3} 10 ${-w - 1} 14L${-w + 1.4} 4ZM${w + 0.6}-7C${w + 4} 2 ${w + 3} 10 ${w + 1} 14L${w - 1.4} 4Z`,
        c,
        L,
        0.45,
      );
    case 'tufts':
      return path(P`M${-w}-4.6l-2.2 1.4l1.4 1l-1.8 1.6l2.6 0.6ZM${w}-4.6l2.2 1.4l-1.4 1l1.8 1.6l-2.6 0.6Z`, c, L, 0.4);
    case 'cropped':
      return path(
        P`M${-w - 0.3}-7.6L${-w - 0.6}-1.4L${-w + 0.8}-2.6ZM${w + 0.3}-7.6L${w + 0.6}-1.4L${w - 0.8}-2.6Z`,
        c,
        L,
        0.4,
      );
    default:
      return '';
  }
}

const BEARDS: Record<Beard, string> = {
  none: '',
  stubble: '',
  spade: 'M-6.4 1.4C-6.6 7-4.6 12.6 0 14C4.6 12.6 6.6 7 6.4 1.4C5 5 3 6.2 0 6.4C-3 6.2-5 5-6.4 1.4Z',
  curled:
    'M-6.6 0.8C-7.6 6-5.6 10-3 10.6C-2 12.4 2 12.4 3 10.6C5.6 10 7.6 6 6.6 0.8C5.2 4.8 3 6.2 0 6.4C-3 6.2-5.2 4.8-6.6 0.8Z',
  twin: 'M-6.4 1.6C-6.8 8-4 11.6-1.6 12.8L0 9.6L1.6 12.8C4 11.6 6.8 8 6.4 1.6C5 5 3 6.2 0 6.4C-3 6.2-5 5-6.4 1.6Z',
  whiskers: 'M-6.8-1C-7.6 3-6.4 6.6-4.2 7.6L-3.8 4.8L-5.6 3ZM6.8-1C7.6 3 6.4 6.6 4.2 7.6L3.8 4.8L5.6 3Z',
  swallow:
    'M-5.6 3.6C-5.8 8-4 13-0.6 17.6L0 12L0.6 17.6C4 13 5.8 8 5.6 3.6C3.6 6.2 2 6.6 0 6.6C-2 6.6-3.6 6.2-5.6 3.6Z',
  waxed: '',
  patriarch: 'M-6.6 0C-8.4 8-6 18-0.2 22.4C6 18 8.4 8 6.6 0C5.4 4.6 3.2 6.4 0 6.6C-3.2 6.4-5.4 4.6-6.6 0Z',
};

/** A moustache: drooping, or waxed and turned up at the ends. */
const MOUSTACHE = 'M-4.4 5.4C-3.4 3.4-1 3.2 0 4C1 3.2 3.4 3.4 4.4 5.4C2.6 4.8 1.2 5 0 5.2C-1.2 5-2.6 4.8-4.4 5.4Z';
const WAXED =
  'M-6 2.2C-5.4 4.4-3 4.8-1.4 3.8L0 4.4L1.4 3.8C3 4.8 5.4 4.4 6 2.2C5 3.4 3.4 3.4 2 3.2L0 3.6L-2 3.2C-3.4 3.4-5 3.4-6 2.2Z';

function headgear(h: Head): string {
  const c = h.hatColour;
  const f = h.feather ?? C.white;
  const f2 = h.feather2 ?? C.red;
  switch (h.headgear) {
    case 'crownLily':
      // An open crown of three lilies on a jewelled circlet.
      return (
        path(
          'M-7.2-8.8L-7-14.6Q-5.4-13.4-4.8-11.2Q-2.4-14-1.4-12.6Q-1.6-16.8 0-19.4Q1.6-16.8 1.4-12.6Q2.4-14 4.8-11.2Q5.4-13.4 7-14.6L7.2-8.8Z',
          C.gold,
          L,
          0.5,
        ) +
        path('M-7.8-11.2H7.8V-7.6H-7.8Z', C.gold, L, 0.5) +
        circle(0, -9.4, 1, f) +
        circle(-4.6, -9.4, 0.8, C.blue) +
        circle(4.6, -9.4, 0.8, C.blue)
      );
    case 'crownClosed':
      // A closed imperial crown over a red cap: two arches, orb and cross.
      return (
        path('M-7.4-8.6C-8-16-4.4-19.6 0-19.6C4.4-19.6 8-16 7.4-8.6Z', c, L, 0.5) +
        line('M-7.2-10Q-6-19.4 0-19.6Q6-19.4 7.2-10M0-19.6V-9', C.gold, 1.3) +
        path('M-8.2-11.4Q0-10 8.2-11.4V-7.6Q0-6.4-8.2-7.6Z', C.gold, L, 0.5) +
        circle(0, -21, 1.6, C.gold, L, 0.4) +
        line('M0-22.6V-25.4M-1.3-24.2H1.3', C.gold, 0.9) +
        circle(0, -9.2, 0.9, f)
      );
    case 'crownPoints':
      // Five tall points with balls, on a broad band set with stones.
      return (
        path('M-7.6-9L-9-17.8L-5.2-12.6L-2.8-19.6L0-13L2.8-19.6L5.2-12.6L9-17.8L7.6-9Z', C.gold, L, 0.5) +
        path('M-8-11.6Q0-13 8-11.6V-8Q0-9.4-8-8Z', C.gold, L, 0.5) +
        circle(-9, -18.6, 1, C.gold, L, 0.3) +
        circle(-2.8, -20.4, 1, C.gold, L, 0.3) +
        circle(2.8, -20.4, 1, C.gold, L, 0.3) +
        circle(9, -18.6, 1, C.gold, L, 0.3) +
        path('M-5-10.8h2.4v1.8h-2.4ZM-1.2-11h2.4v1.8h-2.4ZM2.6-10.8h2.4v1.8h-2.4Z', f)
      );
    case 'crownCap':
      // A low crown round a fur-brimmed velvet cap, the cap rising in a soft peak.
      return (
        path('M-6.6-10C-7-17 -2-20.4 1-20.4C4-19 7-15 6.6-10Z', c, L, 0.5) +
        path('M-7.2-10.4L-6.6-14.6L-4.4-12.4L-2.2-15.6L0-12.6L2.2-15.6L4.4-12.4L6.6-14.6L7.2-10.4Z', C.gold, L, 0.45) +
        path(
          'M-8.8-7.4C-9.6-10.6-7.8-11.8-6-11.2Q0-12.4 6-11.2C7.8-11.8 9.6-10.6 8.8-7.4Q0-9.6-8.8-7.4Z',
          C.white,
          L,
          0.5,
        ) +
        line('M-6-9l0.4-1.2M-2-9.6l0.2-1.2M2-9.6l-0.2-1.2M6-9l-0.4-1.2', L, 0.7) +
        circle(1, -20.6, 1.2, f, L, 0.3)
      );
    case 'plumedBarett':
      // The Landsknecht's great slashed beret, worn aslant, with a fan of ostrich plumes.
      return (
        path('M-3-12C-6-22 4-27 14-24C9-22 6-19 4-13ZM0-12.6C4-24 16-24 20-17C15-19 9-17 5-12Z', f, L, 0.45) +
        path('M-4-13C-2-22 10-24 17-18C12-19 7-17 3-12.6Z', f2, L, 0.4) +
        path('M-12.6-6.6C-14-12-8-15.4 0-15.4C8-15.4 14-12 12.6-6.6C8-9.8-8-9.8-12.6-6.6Z', c, L, 0.6) +
        line('M-9-9.4l1-3.4M-5-10.4l0.6-3.6M-1-10.8V-14.4M3-10.6l-0.4-3.6M7-10l-0.8-3.4', C.gold, 0.8)
      );
    case 'fantasyHat':
      // The drummer's fantasy hat (type S): a tall pleated crown, the brim cocked up in front, two plumes.
      return (
        path('M-7-8C-8.6-14-6.4-21-1.6-23C2-21 7-17 7.4-8Z', c, L, 0.6) +
        line('M-4.6-9.4L-4-19M-1.4-9.6L-1.2-22M2-9.6L2.6-19', C.gold, 0.6) +
        path('M-11-6.2C-12-11-6-12.6-3-9.4C0-13 9-13 11-7.4C6-9-6-9-11-6.2Z', C.darkRed, L, 0.55) +
        path('M-2-22C-6-28-14-27-16-22C-12-24-7-24-3-21Z', f, L, 0.4) +
        path('M0-22.4C2-28 9-30 13-26C9-26 5-25 1.4-21.4Z', f2, L, 0.4)
      );
    case 'burgonet':
      // An open steel burgonet: skull, comb, peak and cheek pieces, a plume at the back.
      return (
        path('M6-14C12-19 18-17 20-12C16-14 12-13 7-10Z', f, L, 0.4) +
        path('M-7.4-5.6C-8.4-13-4.6-17.4 0-17.4C4.6-17.4 8.4-13 7.4-5.6Z', C.steel, L, 0.6) +
        path('M-4-16.6Q0-22.4 4-16.6Z', C.steel, L, 0.5) +
        path('M-10.4-7.6Q-8-9.8 0-9.6Q8-9.8 10.4-7.6Q8-6.6 0-7Q-8-6.6-10.4-7.6Z', C.steel, L, 0.5) +
        path('M-7.4-6.4L-8 3.4L-5.6 2.6L-5.6-5.6ZM7.4-6.4L8 3.4L5.6 2.6L5.6-5.6Z', C.steel, L, 0.45) +
        line('M-6-13.4H6', C.gold, 0.8)
      );
    case 'slouchHat':
      // A wide slouch hat turned up at one side, pinned with a brooch, a long feather falling behind.
      return (
        path('M-16-6.4C-16-10-8-11.6 0-11.6C8-11.6 14-13 16-17C17-11 12-7 0-7.2C-8-7.4-14-4.6-16-6.4Z', c, L, 0.6) +
        path('M-7-9C-7.6-14-4-16.6 0-16.6C4-16.6 7.4-14 7-10.4Z', c, L, 0.6) +
        line('M-7-10.4Q0-11.8 7-11', f2, 1.1) +
        path('M8-14C14-16 20-12 22-4C18-8 14-10 9-11Z', f, L, 0.4) +
        circle(10, -13, 1.4, C.gold, L, 0.35)
      );
    case 'earCap':
      // The Unter of acorns' cap (type S): a round cloth cap with the flaps turned up over the ears.
      return (
        path('M-7.4-6.6C-8-13-4.6-16 0-16C4.6-16 8-13 7.4-6.6Z', c, L, 0.6) +
        path('M-9.2-4C-10.4-6.6-9.6-9.4-7.4-8.6L-6.6-4.6ZM9.2-4C10.4-6.6 9.6-9.4 7.4-8.6L6.6-4.6Z', f2, L, 0.45) +
        path('M-7.4-8.6Q0-10.6 7.4-8.6L7.2-6.6Q0-8.4-7.2-6.6Z', f2, L, 0.45) +
        circle(0, -16.6, 1.3, f, L, 0.35)
      );
    case 'pointedHat':
      // The piper's tall pointed felt hat with a rolled brim and a cock feather.
      return (
        path('M-6.4-8.6L-1-24.6Q0-25.4 1-24.6L6.4-8.6Z', c, L, 0.6) +
        path('M-9.8-6.8C-10-9.6-6-10.4 0-10.4C6-10.4 10-9.6 9.8-6.8Q0-8.8-9.8-6.8Z', c, L, 0.6) +
        line('M-5.4-11.4Q0-12.6 5.4-11.4', f2, 1) +
        path('M4-11.6C8-16 10-20 9-24C7-20 5-16 3.2-12.6Z', f, L, 0.4)
      );
    case 'coif':
      // The staff fighter's close coif tied under the chin, a small round plume on top.
      return (
        path('M-7.8 4C-9.4-6-6-14 0-14C6-14 9.4-6 7.8 4L6.6 3.6C6.8-2 5-6.6 0-6.8C-5-6.6-6.8-2-6.6 3.6Z', c, L, 0.55) +
        line('M-7.2 3.6Q0 11.6 7.2 3.6', c, 0.9) +
        line('M-6-8.4Q0-11 6-8.4', f2, 1) +
        circle(0, -14.6, 1.8, f, L, 0.4)
      );
    case 'stockingCap':
      // A knitted stocking cap, its long tip falling to the shoulder with a tassel.
      return (
        path('M-7.6-6.4C-8.6-13-4-16.6 1-16.4C8-16 13-10 14 0L11.6 0.4C10.4-7 7.4-10 6.8-6.4Z', c, L, 0.6) +
        path('M-8.2-5.6C-8.8-8.4-5-9.4 0-9.4C5-9.4 8.8-8.4 8.2-5.6Q0-7.6-8.2-5.6Z', f2, L, 0.5) +
        circle(12.8, 1.6, 1.8, f, L, 0.4)
      );
  }
}

/** A whole head at the origin; `data-part="head"` marks it so tests can tell the heads apart. */
export function head(h: Head): string {
  const { d, w } = FACES[h.face];
  const beard = BEARDS[h.beard];
  const moustache = h.beard === 'waxed' || h.beard === 'whiskers' ? WAXED : h.beard === 'none' ? '' : MOUSTACHE;
  return g(
    { 'data-part': 'head' },
    (h.headgear === 'coif' ? '' : hair(h, w)) +
      path('M-3 5V11H3V5Z', C.skin, L, 0.5) +
      contour(d, C.skin, 0.7) +
      (h.aged
        ? line('M-3.6-5.6H3.6M-3-6.8H3M-5 3.4q0.6 1.2 0 2.4M5 3.4q-0.6 1.2 0 2.4', '#b77f62', 0.35)
        : ellipse(-4, 2.6, 1.5, 1, C.cheek) + ellipse(4, 2.6, 1.5, 1, C.cheek)) +
      (h.beard === 'stubble' ? path('M-5.6 3C-4.6 7.6-2 8 0 8C2 8 4.6 7.6 5.6 3Q0 5.4-5.6 3Z', '#c9a58a') : '') +
      hatch(d, { side: 'right', depth: 0.28, angle: -60, gap: 0.7, opacity: 0.45 }) +
      features(h) +
      (beard ? path(beard, h.hair, L, 0.45) : '') +
      (moustache ? path(moustache, h.hair, L, 0.4) : '') +
      (h.hairStyle === 'bald' || h.headgear === 'coif'
        ? ''
        : path(
            P`M${-w}-4.6C${-w}-7.8 ${w}-7.8 ${w}-4.6C${w - 2}-6 2-6.4 0-5.4C-2-6.4 ${-w + 2}-6 ${-w}-4.6Z`,
            h.hair,
            L,
            0.4,
          )) +
      headgear(h),
  );
}
