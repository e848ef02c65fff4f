/**
 * The Tell pattern's Daus cards: the four seasons (docs/patterns.md, "Tell", Daus cards [T2, T4, T8, T9]).
 * Hearts spring (a girl with flowers), bells summer (a reaper with scythe and sheaf), leaves autumn (a vintner
 * raising the new wine, grapes and the cask), acorns winter (a fur-capped old man warming his hands at a
 * fire). Each stands as a half figure in an oval picture between the two suit signs, mirrored at the centre
 * line like the rest of the pack, and the season is lettered on a band across the middle, once for each head.
 * The figures are this pattern's own (./heads.ts, ./figures.ts).
 *
 * Lettering: the sources give German (Frühling, Sommer, Herbst, Winter) or Hungarian (Tavasz, Nyár, Ősz,
 * Tél) captions [T4, T9]; we letter in German, as the court names are given as the Vienna packs print them.
 */
import { doubleHead, HORIZONTAL } from '../double.js';
import { innerFrame, MIDDLE, twice } from '../frame.js';
import { C, type Ink } from '../palette.js';
import { CARD_HEIGHT, CARD_WIDTH, type ParsedCard, type Style } from '../patterns.js';
import { sign } from '../suits.js';
import { circle, clipPolygon, el, g, line, P, path, poly, type Pt, transform } from '../svg.js';
import { arm, attribute, type Attribute, body, type Body, hand } from './figures.js';
import { type Head, head } from './heads.js';

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** The word on each Daus, in German as on the Vienna packs. */
export const SEASON_WORDS: Readonly<Record<Season, string>> = {
  spring: 'FRÜHLING',
  summer: 'SOMMER',
  autumn: 'HERBST',
  winter: 'WINTER',
};

/** The oval picture (cards.test.ts finds it by this ellipse) and the lettered band across its middle. */
const CX = 50,
  CY = MIDDLE,
  RX = 35,
  RY = 37,
  BAND = 4.6;

const OVAL: Pt[] = Array.from({ length: 48 }, (_, i): Pt => {
  const t = (i / 48) * Math.PI * 2;
  return [CX + RX * Math.cos(t), CY + RY * Math.sin(t)];
});

/** Land from a wavy skyline at height `y` down to the band, clipped to the oval. */
function land(y: number, amp: number, phase: number, fill: string): string {
  const pts: Pt[] = [];
  for (let x = CX - RX - 2; x <= CX + RX + 2; x += 5) pts.push([x, y + amp * Math.sin((x - CX) / 9 + phase)]);
  pts.push([CX + RX + 2, CY], [CX - RX - 2, CY]);
  return path(poly(clipPolygon(pts, OVAL)), fill, C.line, 0.3);
}

/** Where the half figure's face is centred in the card, and its scale; it is cut at the band. */
const HEAD_X = 50,
  HEAD_Y = 54,
  SCALE = 0.62;
const CUT = (CY - BAND - HEAD_Y) / SCALE;

interface Allegory {
  readonly sky: string;
  readonly head: Head;
  readonly body: Body;
  /** Sleeve and cuff colours of both arms. */
  readonly sleeve: string;
  readonly cuff: string;
  /** The figure's right arm (viewer's left) and left arm: elbow and hand in figure space. */
  readonly right: readonly [Pt, Pt];
  readonly left: readonly [Pt, Pt];
  /** What each hand holds, if anything; `front` ones are drawn over the hand. */
  readonly holds: readonly { kind: Attribute; arm: 'right' | 'left'; front?: boolean; colour?: string }[];
  /** Scenery behind the figure and in front of it, card space, top half. */
  readonly behind: string;
  readonly front?: string;
}

const blossoms = (pts: readonly Pt[]): string =>
  pts.map(([x, y], i) => circle(x, y, 1.5, i % 2 ? C.white : C.pink, C.line, 0.25)).join('');

const ALLEGORIES: Readonly<Record<Season, Allegory>> = {
  // Spring: a girl in a laced bodice with a wreath, raising a posy, a basket of flowers on her arm,
  // a blossoming bough and swallows over the meadow.
  spring: {
    sky: '#d6ecf8',
    head: {
      face: 'oval',
      eyes: 'open',
      brows: 'arched',
      nose: 'straight',
      mouth: 'smile',
      hair: '#c98a3a',
      hairStyle: 'long',
      beard: 'none',
      headgear: 'wreath',
      hatColour: C.green,
    },
    body: { coat: 'bodice', colour: C.red, trim: C.gold },
    sleeve: C.white,
    cuff: C.white,
    right: [
      [-22, 26],
      [-21, 12],
    ],
    left: [
      [22, 28],
      [19, 22],
    ],
    holds: [
      { kind: 'posy', arm: 'right', front: true },
      { kind: 'basket', arm: 'left' },
    ],
    behind:
      land(65, 1.2, 0.6, '#8cc866') +
      line('M80 58C76 57 72 56 66 53M74 55.4L72 51.6', C.brown, 1.1) +
      blossoms([
        [66.6, 53],
        [70, 54.6],
        [72, 51.4],
        [74.6, 56.6],
        [77.4, 55],
        [79, 58.6],
      ]) +
      line('M27 57q1.4-1.4 2.8 0q1.4-1.4 2.8 0M32 52q1.1-1.1 2.2 0q1.1-1.1 2.2 0', C.line, 0.5) +
      [22, 28, 34, 68, 74, 79]
        .map((x, i) => circle(x, 69 - (i % 2) * 1.8, 1, [C.red, C.yellow, C.white][i % 3]!))
        .join(''),
  },
  // Summer: the reaper in a straw hat and shirt sleeves, his scythe upright, a sheaf on his arm; the sun
  // over a field of standing corn.
  summer: {
    sky: '#bfe0f0',
    head: {
      face: 'square',
      eyes: 'narrow',
      brows: 'straight',
      nose: 'broad',
      mouth: 'smile',
      hair: '#6b3e1e',
      hairStyle: 'short',
      beard: 'moustache',
      headgear: 'straw',
      hatColour: '#e8c36a',
    },
    body: { coat: 'shirt', colour: C.white, trim: C.brown },
    sleeve: C.white,
    cuff: C.skin,
    right: [
      [-24, 28],
      [-22, 18],
    ],
    left: [
      [23, 30],
      [18, 22],
    ],
    holds: [
      { kind: 'scythe', arm: 'right', colour: C.brown },
      { kind: 'sheaf', arm: 'left', front: true },
    ],
    behind:
      line(
        Array.from({ length: 10 }, (_, i) => {
          const a = (i * Math.PI) / 5;
          return P`M${67 + Math.cos(a) * 4.4} ${53 + Math.sin(a) * 4.4}L${67 + Math.cos(a) * 6.4} ${53 + Math.sin(a) * 6.4}`;
        }).join(''),
        '#f0a020',
        0.9,
      ) +
      circle(67, 53, 3.4, '#f6c32c', '#d98b10', 0.5) +
      land(63, 1, 1.2, '#e6c04c') +
      line(
        Array.from({ length: 13 }, (_, i) => P`M${20 + i * 5} ${68 + (i % 3)}l${(i % 2) - 0.5} -5`).join(''),
        '#a87a1c',
        0.5,
      ),
  },
  // Autumn: the vintner in his knitted cap tasting the new wine, a bunch of grapes in his other hand, the
  // vine overhead and the cask beside him.
  autumn: {
    sky: '#f6e4c8',
    head: {
      face: 'round',
      eyes: 'open',
      brows: 'arched',
      nose: 'broad',
      mouth: 'smile',
      hair: '#3a2a1e',
      hairStyle: 'short',
      beard: 'full',
      headgear: 'vintner',
      hatColour: C.red,
    },
    body: { coat: 'waistcoat', colour: C.green, trim: C.blue },
    sleeve: C.white,
    cuff: C.white,
    right: [
      [-23, 26],
      [-20, 12],
    ],
    left: [
      [23, 30],
      [20, 22],
    ],
    holds: [
      { kind: 'wineGlass', arm: 'right', front: true },
      { kind: 'grapes', arm: 'left', front: true },
    ],
    behind:
      land(65, 1.6, 2.2, '#b7874a') +
      line('M22 62C26 52 36 47 44 46M56 46C64 47 74 52 78 62', C.darkBrown, 1.1) +
      path(
        'M26 55c2-4 6-4 7 0c-2 1-5 2-7 0ZM36 48c2-4 6-4 7 0c-2 1-5 2-7 0ZM57 48c2-4 6-4 7 0c-2 1-5 2-7 0ZM67 55c2-4 6-4 7 0c-2 1-5 2-7 0Z',
        '#6f8a2a',
        C.line,
        0.3,
      ) +
      [
        [31, 54.6],
        [71, 54.6],
      ]
        .map(([x, y]) =>
          [0, 1, 2]
            .map((row) =>
              Array.from({ length: 3 - row }, (_, i) =>
                circle(x! + (i - (2 - row) / 2) * 2.2, y! + row * 2, 1.1, C.purple, C.line, 0.2),
              ).join(''),
            )
            .join(''),
        )
        .join('') +
      // The cask on its side, hoops and tap.
      path('M22 72C20 68 20 63 22 60H32C34 63 34 68 32 72Z', '#a0622a', C.line, 0.5) +
      line('M21.2 63H32.8M21.2 69H32.8', C.darkBrown, 0.8) +
      circle(27, 66, 1.4, C.darkBrown),
  },
  // Winter: the old man in a fur cap and fur-collared coat, stretching his hands over the fire; snow falls
  // on a bare tree.
  winter: {
    sky: '#cdd9e4',
    head: {
      face: 'long',
      eyes: 'old',
      brows: 'bushy',
      nose: 'hooked',
      mouth: 'flat',
      aged: true,
      hair: '#a9a39a',
      hairStyle: 'none',
      beard: 'full',
      beardColour: '#dcd8d0',
      headgear: 'furCap',
      hatColour: '#6a4a30',
    },
    body: { coat: 'furCoat', colour: C.brown, trim: '#d8c8a8' },
    sleeve: C.brown,
    cuff: '#d8c8a8',
    right: [
      [-22, 28],
      [-10, 22],
    ],
    left: [
      [22, 28],
      [10, 22],
    ],
    holds: [],
    behind:
      land(65, 1.2, 0.2, '#fbfcfd') +
      line('M72 70V54M72 62L67 57M72 58L76 53M72 55L70 51', C.darkBrown, 1) +
      [
        [26, 58],
        [31, 52],
        [24, 64],
        [66, 49],
        [77, 60],
        [62, 46],
        [37, 47],
      ]
        .map(([x, y]) => circle(x!, y!, 0.8, C.white, '#9aa8b6', 0.2))
        .join(''),
    // The fire in front of him, between his hands: crossed logs and flames.
    front:
      line('M43 73L57 70.6M43 70.6L57 73', C.darkBrown, 1.8) +
      path('M50 72.4C45 70 45.6 66 48 63C48 65.4 49.6 66 49.6 64.4C52.4 66 55 69 50 72.4Z', '#f08a1c', '#b8420c', 0.4) +
      path('M50 71.8C48 70 48.8 67.6 50 66.6C50.8 68.2 52.2 69.4 50 71.8Z', '#fde05a'),
  },
};

/** The half picture above the band: scenery, the half figure and what it holds. */
function half(a: Allegory): string {
  const held = (which: 'right' | 'left', front: boolean): string =>
    a.holds
      .filter((h) => h.arm === which && (h.front ?? false) === front)
      .map((h) => attribute(h.kind, a[which][1], CUT, h.colour ?? C.brown))
      .join('');
  const limb = (which: 'right' | 'left'): string =>
    held(which, false) +
    arm(a.sleeve, a.cuff, which === 'right' ? -1 : 1, a[which][0], a[which][1]) +
    hand(a[which][1]) +
    held(which, true);
  const figure = body(a.body, CUT) + head(a.head) + limb('right') + limb('left');
  return a.behind + g({ transform: transform(HEAD_X, HEAD_Y, SCALE) }, figure) + (a.front ?? '');
}

const WORD_FONT = { 'font-family': 'serif', 'font-weight': 'bold', 'text-anchor': 'middle', 'letter-spacing': 0.8 };

/** The band across the middle of the picture with the season's word, read from either end. */
function band(word: string): string {
  const w = Math.sqrt(1 - (BAND / RY) ** 2) * RX;
  const text = el('text', { x: CX, y: CY - 1, 'font-size': 5.2, fill: C.darkRed, ...WORD_FONT }, word);
  return (
    path(P`M${CX - w} ${CY - BAND}H${CX + w}L${CX + w - 0.4} ${CY + BAND}H${CX - w + 0.4}Z`, C.cream, C.line, 0.5) +
    line(P`M${CX - w + 4} ${CY}H${CX + w - 4}`, C.gold, 0.4) +
    twice(text)
  );
}

/** A Tell Daus: the two suit signs and the season's picture between them. */
export function drawTellDaus(_style: Style, card: ParsedCard, ink: Ink): string {
  const season = (card.special?.season ?? (['winter', 'autumn', 'spring', 'summer'] as const)[card.suit]) as Season;
  const a = ALLEGORIES[season];
  const ring = (d: number, colour: string, width: number): string =>
    el('ellipse', { cx: CX, cy: CY, rx: RX + d, ry: RY + d, fill: 'none', stroke: colour, 'stroke-width': width });
  return (
    innerFrame(4.5, C.line, 0.6) +
    sign('german', card.suit, ink, CARD_WIDTH / 2, 23, 1.3) +
    sign('german', card.suit, ink, CARD_WIDTH / 2, CARD_HEIGHT - 23, 1.3, 180) +
    el('ellipse', { cx: CX, cy: CY, rx: RX, ry: RY, fill: a.sky }) +
    g({ 'data-season': season }, doubleHead(half(a), HORIZONTAL)) +
    band(SEASON_WORDS[season]) +
    ring(0, C.gold, 2.2) +
    ring(1.6, C.line, 0.6) +
    ring(-1.3, C.line, 0.4)
  );
}
