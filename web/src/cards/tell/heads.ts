/**
 * The Tell pattern's heads, its own (docs/patterns.md, "Tell"): every court of the pack has a face, hair,
 * beard and headgear of its own, so no two share a head. Head space puts the centre of the face at the
 * origin; one unit is one card unit. The parts are few flat shapes, so a hand of cards draws at once.
 */
import { C } from '../palette.js';
import { brows, eyes, type EyeStyle, hatch, INK, mouth, nose, WEIGHT } from '../line.js';
import { circle, ellipse, g, line, P, path } from '../svg.js';

const L = C.line;

export type FaceShape = 'oval' | 'round' | 'long' | 'square' | 'lean';
export type Eyes = 'open' | 'narrow' | 'old' | 'wide';
export type Brows = 'arched' | 'straight' | 'frown' | 'bushy';
export type Nose = 'straight' | 'hooked' | 'broad';
export type Mouth = 'smile' | 'flat' | 'stern';
export type HairStyle = 'short' | 'long' | 'curls' | 'bob' | 'none';
export type Beard = 'none' | 'full' | 'long' | 'forked' | 'pointed' | 'moustache' | 'handlebar' | 'chinstrap' | 'short';
export type Headgear =
  | 'crownOpen'
  | 'crownArched'
  | 'crownFur'
  | 'crownSpiked'
  | 'tellHat'
  | 'plumedHat'
  | 'beret'
  | 'hunterCap'
  | 'morion'
  | 'hood'
  | 'kalpak'
  | 'bonnet'
  // The four seasons of the Daus cards (./seasons.ts).
  | 'wreath'
  | 'straw'
  | 'vintner'
  | 'furCap';

export interface Head {
  readonly face: FaceShape;
  readonly eyes: Eyes;
  readonly brows: Brows;
  readonly nose: Nose;
  readonly mouth: Mouth;
  readonly hair: string;
  readonly hairStyle: HairStyle;
  readonly beard: Beard;
  /** The beard's own colour when it differs from the hair (greying). */
  readonly beardColour?: string;
  readonly headgear: Headgear;
  readonly hatColour: string;
  /** Feather or plume colour, where the headgear carries one. */
  readonly feather?: string;
  /** Lines of age on brow and cheeks. */
  readonly aged?: boolean;
}

/** Face outlines and their half-width at the ears. */
const FACES: Record<FaceShape, { d: string; w: number }> = {
  oval: {
    d: 'M0-8.2C4.2-8.2 6.6-4.8 6.6-0.6C6.6 4.6 3.6 8.2 0 8.2C-3.6 8.2-6.6 4.6-6.6-0.6C-6.6-4.8-4.2-8.2 0-8.2Z',
    w: 6.6,
  },
  round: { d: 'M0-7.8C4.4-7.8 7.2-4.6 7.2 0C7.2 4.6 4 7.6 0 7.6C-4 7.6-7.2 4.6-7.2 0C-7.2-4.6-4.4-7.8 0-7.8Z', w: 7.2 },
  long: { d: 'M0-8.8C3.8-8.8 5.8-5.4 5.8-1C5.8 5 3.2 9.2 0 9.2C-3.2 9.2-5.8 5-5.8-1C-5.8-5.4-3.8-8.8 0-8.8Z', w: 5.8 },
  square: {
    d: 'M0-8.4C4.2-8.4 6.6-6.4 6.6-2.6V2.6C6.6 6 4.2 8 0 8C-4.2 8-6.6 6-6.6 2.6V-2.6C-6.6-6.4-4.2-8.4 0-8.4Z',
    w: 6.6,
  },
  lean: { d: 'M0-8.6C3.8-8.6 6.2-6 6.1-2C6 3 3.2 8.8 0 9.2C-3.2 8.8-6 3-6.1-2C-6.2-6-3.8-8.6 0-8.6Z', w: 6.1 },
};

/** The eyes, brows, nose and mouth in the shared line (../line.ts): drawn lids, iris and pupil, no dots. */
const EYES: Record<Eyes, Omit<EyeStyle, 'dx' | 'y' | 'w'>> = {
  open: { open: 0.6 },
  wide: { open: 0.85 },
  narrow: { open: 0.3, look: 0.3 },
  old: { open: 0.45, heavy: true, bags: true },
};

const features = (h: Head): string =>
  eyes({ dx: 2.5, y: -0.4, w: 2.6, iris: h.face === 'oval' ? '#4f6f8a' : '#6a4a2c', ...EYES[h.eyes] }) +
  brows(2.5, -2.9, 3, h.brows === 'bushy' ? 'bushy' : h.brows, h.brows === 'bushy' ? (h.beardColour ?? h.hair) : INK) +
  nose(-0.8, 3.1, h.nose);

/** Hair behind the face (long hair, curls) and over the brow (the fringe under any hat). */
function hairBack(h: Head, w: number): string {
  switch (h.hairStyle) {
    case 'long':
      return path(
        P`M${-w - 0.4}-4C${-w - 3}-2 ${-w - 3} 8 ${-w - 1.6} 13H${w + 1.6}C${w + 3} 8 ${w + 3}-2 ${w + 0.4}-4Z`,
        h.hair,
        L,
        0.5,
      );
    case 'bob':
      return path(
        P`M${-w - 1.2}-5C${-w - 1.8} 0 ${-w - 1.4} 4 ${-w} 6H${w}C${w + 1.4} 4 ${w + 1.8} 0 ${w + 1.2}-5Z`,
        h.hair,
        L,
        0.5,
      );
    case 'curls': {
      let d = '';
      for (const s of [-1, 1])
        for (const y of [-3, 1, 5]) d += P`M${s * (w + 0.6)} ${y}m-2 0a2 2 0 1 0 4 0a2 2 0 1 0-4 0`;
      return path(d, h.hair, L, 0.45);
    }
    default:
      return '';
  }
}

function fringe(h: Head, w: number): string {
  if (h.hairStyle === 'none') return '';
  if (h.hairStyle === 'bob')
    return path(
      P`M${-w - 0.6}-1C${-w - 1}-7 ${-w + 2}-9.6 0-9.6C${w - 2}-9.6 ${w + 1}-7 ${w + 0.6}-1L${w - 0.6}-1.6V-4.8H${-w + 0.6}V-1.6Z`,
      h.hair,
      L,
      0.5,
    );
  return path(
    P`M${-w - 0.4} 2C${-w - 1.6}-6 ${-w + 2}-9.8 0-9.8C${w - 2}-9.8 ${w + 1.6}-6 ${w + 0.4} 2L${w - 0.6} 1.6C${w - 0.6}-2.6 ${w - 2}-5.4 0-5.6C${-w + 2}-5.4 ${-w + 0.6}-2.6 ${-w + 0.6} 1.6Z`,
    h.hair,
    L,
    0.5,
  );
}

const BEARDS: Record<Beard, string> = {
  none: '',
  moustache: 'M-4 5.2C-2.6 3.4-0.8 3.6 0 4.3C0.8 3.6 2.6 3.4 4 5.2C2.4 5.2 1 5.3 0 4.9C-1 5.3-2.4 5.2-4 5.2Z',
  handlebar:
    'M-6.4 2.6C-6 5.4-3.4 5.6-2.4 4.2C-1.4 3.4-0.4 3.8 0 4.4C0.4 3.8 1.4 3.4 2.4 4.2C3.4 5.6 6 5.4 6.4 2.6C6 4.2 4.2 4.6 3.4 4.2L0 5.2L-3.4 4.2C-4.2 4.6-6 4.2-6.4 2.6Z',
  short: 'M-6.2 1.4C-6.4 6-3.6 9.2 0 9.4C3.6 9.2 6.4 6 6.2 1.4C5.4 4 3.4 6.8 0 6.8C-3.4 6.8-5.4 4-6.2 1.4Z',
  full: 'M-6.5 1C-7.2 8-3.6 13.2 0 13.8C3.6 13.2 7.2 8 6.5 1C5.2 4.4 3.2 6.8 0 6.9C-3.2 6.8-5.2 4.4-6.5 1Z',
  long: 'M-6.4 1.2C-7.2 10-3.8 19.6 0 21C3.8 19.6 7.2 10 6.4 1.2C5.2 4.4 3.2 6.8 0 6.9C-3.2 6.8-5.2 4.4-6.4 1.2Z',
  forked: 'M-6.4 1.2C-7 8-5 14-2 17.6L0 13.6L2 17.6C5 14 7 8 6.4 1.2C5.2 4.4 3.2 6.8 0 6.9C-3.2 6.8-5.2 4.4-6.4 1.2Z',
  pointed: 'M-3.6 6.2C-3 10-1.2 13.4 0 15C1.2 13.4 3 10 3.6 6.2C2.4 7.2 1.2 7.5 0 7.5C-1.2 7.5-2.4 7.2-3.6 6.2Z',
  chinstrap: 'M-6.4 0C-6.6 6-3.6 9.6 0 9.8C3.6 9.6 6.6 6 6.4 0L5.6 0.2C5.4 4.4 3 7.6 0 7.6C-3 7.6-5.4 4.4-5.6 0.2Z',
};

const PEARL = (x: number, y: number): string => circle(x, y, 0.9, C.white, L, 0.3);

function headgear(h: Head): string {
  const c = h.hatColour;
  const f = h.feather ?? C.white;
  switch (h.headgear) {
    case 'crownOpen':
      // Three fleurons on a jewelled band.
      return (
        path(
          'M-7.4-8.6L-7.8-15L-5.4-13L-3.6-17.4L-1.6-13.6L0-19.6L1.6-13.6L3.6-17.4L5.4-13L7.8-15L7.4-8.6Z',
          C.gold,
          L,
          0.5,
        ) +
        path('M-7.8-10.4Q0-12 7.8-10.4V-7.6Q0-9.2-7.8-7.6Z', C.gold, L, 0.5) +
        circle(0, -9.8, 1, C.red) +
        circle(-4.4, -9.5, 0.8, C.green) +
        circle(4.4, -9.5, 0.8, C.green) +
        PEARL(0, -20.4)
      );
    case 'crownArched':
      // A closed crown: red cap, one arch, the orb and cross on top.
      return (
        path('M-7.2-9C-7.6-16-4-19 0-19C4-19 7.6-16 7.2-9Z', c, L, 0.5) +
        line('M0-19V-9M-7-12.8Q0-19.8 7-12.8', C.gold, 1.2) +
        path('M-7.8-11Q0-12.6 7.8-11V-7.8Q0-9.4-7.8-7.8Z', C.gold, L, 0.5) +
        circle(0, -20, 1.4, C.gold, L, 0.4) +
        line('M0-21.4V-23.6M-1.2-22.6H1.2', C.gold, 0.8) +
        PEARL(-4.6, -9.6) +
        PEARL(4.6, -9.6)
      );
    case 'crownFur':
      // A crown over a fur cap, Hungarian fashion, with a jewel and an upright heron feather.
      return (
        path('M-7.2-8.6L-6.6-15.6L-3.4-13L0-17L3.4-13L6.6-15.6L7.2-8.6Z', C.gold, L, 0.5) +
        path(
          'M-8.6-6.6C-9.4-9-8.6-11.6-7.4-11.2C-3-12.6 3-12.6 7.4-11.2C8.6-11.6 9.4-9 8.6-6.6C3-8.2-3-8.2-8.6-6.6Z',
          C.darkBrown,
          L,
          0.5,
        ) +
        line('M-6-8.4l0.6-1.6M-2-9l0.3-1.8M2-9l-0.3-1.8M6-8.4l-0.6-1.6', '#8b6a4a', 0.6) +
        line('M4.4-13C5.4-16 6.2-18.6 8-21.4', f, 1.4) +
        circle(4.4, -12.6, 1.3, C.red, L, 0.35)
      );
    case 'crownSpiked':
      // Tall pointed rays, each tipped with a pearl.
      return (
        path('M-7.4-9L-8-18.4L-4.8-12.6L-2.6-20.4L0-12.8L2.6-20.4L4.8-12.6L8-18.4L7.4-9Z', C.gold, L, 0.5) +
        path('M-7.8-11Q0-12.4 7.8-11V-8Q0-9.4-7.8-8Z', c, L, 0.5) +
        PEARL(-8, -19.2) +
        PEARL(-2.6, -21.2) +
        PEARL(2.6, -21.2) +
        PEARL(8, -19.2)
      );
    case 'tellHat':
      // Tell's tall felt hat with a narrow turned-up brim and a long feather swept back.
      return (
        path('M-4.6-13C-11-21-18-21-22-16C-17-18-11-17-5.6-10Z', f, L, 0.4) +
        path('M-6-7.6C-6.4-14-3.6-20.6 0.8-21C4.8-21 6.6-14 6.2-7.6Z', c, L, 0.6) +
        path('M-11-6.4C-9.6-9.4 9.6-9.4 11-6.4C10.6-4.8 7-6.6 0-6.6C-7-6.6-10.6-4.8-11-6.4Z', c, L, 0.6) +
        path('M-6-9.6Q0-11.2 6.2-9.6L6.2-8Q0-9.6-6-8Z', C.darkRed, L, 0.3)
      );
    case 'plumedHat':
      // Gessler's wide hat, the hat the Swiss must bow to, with two great curling plumes.
      return (
        path('M-16-7.4C-12-11.6 12-11.6 16-7.4C12-8.6-12-8.6-16-7.4Z', c, L, 0.6) +
        path('M-7.4-9.4C-7.8-14-4-16.2 0-16.2C4-16.2 7.8-14 7.4-9.4Z', c, L, 0.6) +
        line('M-7.2-10.6Q0-12.2 7.2-10.6', C.gold, 1) +
        path('M-3-15C-8-22-18-20-19-12C-16-17-9-17-5-13Z', f, L, 0.4) +
        path('M2-15C8-23 21-21 20-11C17-17 9-18 4-13Z', C.white, L, 0.4) +
        circle(0, -11, 1.4, C.red, L, 0.4)
      );
    case 'beret':
      // A flat slashed beret set at a slant, one long white feather along it.
      return (
        path('M-11-7C-12-12-5-16 3-15.6C10-15.2 13-11.4 11-8.4C5-10-4-9.6-11-7Z', c, L, 0.6) +
        line('M-6-13.4L-4.6-9.6M-1-14.8L0-10M4-14.8L4.4-9.8', C.gold, 0.7) +
        path('M-5-14C-12-17-19-14-22-8C-17-12-11-12.6-6-12Z', f, L, 0.4)
      );
    case 'hunterCap':
      // A ranger's cap with the brim turned up at the front and black cock feathers at the side.
      return (
        path('M-6.8-7.6C-7.2-13-4-16.6 0-16.6C4-16.6 7.2-13 6.8-7.6Z', c, L, 0.6) +
        path('M-8.6-6.6C-9-9.6-6-10.4-4-9.2H4C6-10.4 9-9.6 8.6-6.6C4-8-4-8-8.6-6.6Z', c, L, 0.5) +
        path('M-6-13C-12-20-15-17-16-13C-13-15-10-15-6.6-11.4M-5.6-14C-9-22-13-22-13-19', f, L, 0.6) +
        line('M-6.6-9.4Q0-10.6 6.6-9.4', C.darkGreen, 0.9)
      );
    case 'morion':
      // A steel morion: high comb, brim peaked fore and aft, a red tuft.
      return (
        path('M-7.2-7.6C-7.6-13-4.6-16-0.2-16C4.4-16 7.6-13 7.2-7.6Z', C.steel, L, 0.6) +
        path('M-5-15.4C-4-20.6 4-20.6 5-15.4Z', C.steel, L, 0.5) +
        path('M-13-11.6C-11-8.4-7-7.6 0-7.6S11-8.4 13-11.6C10-9.6 6-9.2 0-9.2S-10-9.6-13-11.6Z', C.steel, L, 0.5) +
        path('M0-19.8C-1-23 1-25 3.4-24C2-23 1.6-21.6 1.4-19.6Z', c, L, 0.4) +
        line('M-4-12.4l0 0M0-12.6l0 0M4-12.4l0 0', L, 1.1)
      );
    case 'hood':
      // An old man's hood, drawn close round the face and falling to the shoulders.
      return path('M-10 12C-12-4-8-14 0-14C8-14 12-4 10 12L7 10.6C7.4 0 5-6.8 0-7C-5-6.8-7.4 0-7 10.6Z', c, L, 0.6);
    case 'kalpak':
      // A tall fur kalpak with a coloured bag falling to one side and a jewelled feather.
      return (
        path('M-4-14C-2-20 8-21 13-16C14-12 12-9 10.4-8.4C9.6-11 7-13-4-14Z', c, L, 0.5) +
        path('M-8-7C-9-13-6-17.4 0-17.4C6-17.4 9-13 8-7C3-8.6-3-8.6-8-7Z', C.darkBrown, L, 0.6) +
        line('M-6-9l0.5-2M-3-9.6l0.3-2.2M0-9.8V-12M3-9.6l-0.3-2.2M6-9l-0.5-2', '#8b6a4a', 0.6) +
        path('M-4-16C-5.4-19-4.6-21.6-2.4-23C-3-20.6-2.4-18.6-2.4-16Z', f, L, 0.35) +
        circle(-3.2, -15.6, 1.3, C.gold, L, 0.35)
      );
    case 'bonnet':
      // A Swiss bonnet: a round crown in a rolled brim, with a short white feather.
      return (
        path('M-6.6-8.6C-8-15-4-17.4 0-17.4C4-17.4 8-15 6.6-8.6Z', c, L, 0.6) +
        path('M-9.2-6.4C-10-9.6-8-11-6-10.2Q0-11.6 6-10.2C8-11 10-9.6 9.2-6.4Q0-8.2-9.2-6.4Z', C.black, L, 0.5) +
        path('M-7-10C-10-15-12-16-13-18C-10-17-7-15-5.6-11Z', f, L, 0.35)
      );
    case 'wreath':
      // Spring's wreath of flowers in the hair, red, white and yellow blossoms on green.
      return (
        line('M-7.6-6.4Q0-11.4 7.6-6.4', C.green, 2.2) +
        [-6.6, -3.4, 0, 3.4, 6.6]
          .map((x, i) =>
            circle(
              x,
              -7.6 - (i % 2 === 0 ? 0.4 : 1.4) + Math.abs(x) * 0.16,
              1.7,
              [C.red, C.white, C.yellow][i % 3]!,
              L,
              0.35,
            ),
          )
          .join('')
      );
    case 'straw':
      // The reaper's wide straw hat, a low crown with a red band.
      return (
        path('M-15-6.6C-12-10.4 12-10.4 15-6.6C11-7.8-11-7.8-15-6.6Z', c, L, 0.6) +
        path('M-6.8-8.6C-7-14-4-15.6 0-15.6C4-15.6 7-14 6.8-8.6Z', c, L, 0.6) +
        line('M-6.9-10.2Q0-11.6 6.9-10.2', C.red, 1.2) +
        line('M-11-7.6L-8.4-8.4M-4-8.9L-1-9M3-9L6-8.6M9-8.2L12-7.4', '#b8923a', 0.5)
      );
    case 'vintner':
      // The vintner's knitted cap, its point falling to one side with a tassel.
      return (
        path('M-7.4-7C-8-13-4-16.4 1-16C6-15.6 10-13 12-8.6L9.4-7.4C8-10.4 6-11 4-11C0-10.6-4-9-7.4-7Z', c, L, 0.6) +
        path('M-7.8-6.2C-8.4-8.6 8.4-8.6 7.8-6.2C4-7.6-4-7.6-7.8-6.2Z', C.white, L, 0.4) +
        circle(11.6, -6.8, 1.8, C.gold, L, 0.4)
      );
    case 'furCap':
      // Winter's round fur cap with the flaps down over the ears.
      return (
        path(
          'M-8.4 3C-9.6-4-8.6-15 0-15.4C8.6-15 9.6-4 8.4 3L6.4 2.6C6.6-2 6-5.6 0-5.8C-6-5.6-6.6-2-6.4 2.6Z',
          c,
          L,
          0.6,
        ) +
        line(
          'M-7.4-9l1.2-1.6M-3.6-12.4l0.8-1.8M0.4-13.4V-15M4.4-12.4l-0.8-1.8M7.4-9l-1.2-1.6M-7.8-2l1.6-0.6M7.8-2l-1.6-0.6',
          '#d8c8a8',
          0.6,
        ) +
        path('M-8.6-5.4C-4-7.4 4-7.4 8.6-5.4L8.4-3.2C4-5.2-4-5.2-8.4-3.2Z', '#d8c8a8', L, 0.4)
      );
  }
}

/** A whole head at the origin; `data-part="head"` marks it so tests can tell the heads apart. */
export function head(h: Head): string {
  const { d, w } = FACES[h.face];
  const beardColour = h.beardColour ?? h.hair;
  const beard = BEARDS[h.beard];
  const underHood = h.headgear === 'hood';
  return g(
    { 'data-part': 'head' },
    (underHood ? '' : hairBack(h, w)) +
      path(P`M-2.8 4.6V12H2.8V4.6Z`, C.skin, L, 0.5) +
      ellipse(-w, 0.4, 1.2, 2, C.skin, L, 0.4) +
      ellipse(w, 0.4, 1.2, 2, C.skin, L, 0.4) +
      path(d, C.skin, L, 0.75) +
      (h.aged
        ? line('M-3.4-5.2H3.4M-4.8 2.6l-0.6 2M4.8 2.6l0.6 2', '#b77f62', 0.35)
        : circle(-3.9, 2.8, 1.3, C.cheek) + circle(3.9, 2.8, 1.3, C.cheek)) +
      hatch(d, { side: 'right', depth: 0.3, angle: -60, gap: 0.7, opacity: 0.45 }) +
      features(h) +
      (h.beard === 'moustache' || h.beard === 'handlebar' || h.beard === 'none' || h.beard === 'chinstrap'
        ? mouth(5.6, 3.4, h.mouth)
        : '') +
      (beard ? path(beard, beardColour, L, 0.45) : '') +
      (h.beard === 'full' || h.beard === 'long' || h.beard === 'forked' || h.beard === 'pointed' || h.beard === 'short'
        ? path(BEARDS.moustache, beardColour, L, WEIGHT.detail) + mouth(5.6, 3.4, h.mouth)
        : '') +
      (underHood ? '' : fringe(h, w)) +
      headgear(h),
  );
}
