/**
 * The twelve courts of the Paris pattern (docs/patterns.md, "Paris"; who each shows: ../subjects.ts), drawn
 * as the portrait officiel has them: double-headed half figures divided by a beaded diagonal, each court's
 * name printed beside it, R D V over a small suit sign in the corners. David holds his harp, Charles raises
 * his sword, César stands in profile with an open hand and no weapon, Alexandre holds the sceptre and wears
 * his small lion's head [F1]; Argine her fan; Lancelot the halberd in his left hand and the outsized oval
 * escutcheon on a ribbon in his right [F1, F2]; Hector in profile. Every court has its own
 * head, dress, pose and attribute; none is shared with another pattern.
 */
import type { Suit } from '../../../../engine/cards.js';
import { diagonal, divideEnds, doubleHead } from '../double.js';
import { frenchIndex, MIDDLE } from '../frame.js';
import { C, type Ink } from '../palette.js';
import { type ParsedCard, type Style } from '../patterns.js';
import { sign } from '../suits.js';
import { g, line, P, rect, text, transform, type Pt } from '../svg.js';
import {
  attribute,
  type Attribute,
  body,
  type Body,
  type Cut,
  fist,
  lionHead,
  medallion,
  palm,
  sleeve,
} from './figures.js';
import { type Head, head } from './heads.js';

type Rank = 'K' | 'Q' | 'J';

interface Reach {
  readonly elbow: Pt;
  readonly hand: Pt;
}

interface Court {
  readonly name: string;
  readonly head: Head;
  readonly body: Body;
  /** The figure's right arm (viewer's left) and left arm. */
  readonly right: Reach;
  readonly left: Reach;
  readonly attribute: Attribute;
  readonly holds: 'right' | 'left';
  /** The colour of a held shaft, fan or flower. */
  readonly tint?: string;
  /** Sleeve and cuff colours, where they are not the dress's. */
  readonly sleeve?: string;
  readonly cuff?: string;
  /** Where Alexandre's small lion's head hangs, as the jewel of his chain [F1]. */
  readonly lion?: Pt;
}

const HAIR = {
  brown: '#6b3e1e',
  chestnut: '#8a4a22',
  dark: '#3a2a1e',
  black: '#1e1a18',
  fair: '#d9a64a',
  grey: '#a9a39a',
  auburn: '#a4482a',
};

/** Kings, by suit: clubs, spades, hearts, diamonds. */
const KINGS: readonly Court[] = [
  {
    name: 'ALEXANDRE',
    head: {
      face: 'broad',
      eyes: 'almond',
      mouth: 'firm',
      hair: 'curls',
      hairColour: HAIR.dark,
      beard: 'full',
      headgear: 'archedCrown',
      colour: C.red,
    },
    body: { dress: 'robe', colour: C.blue, trim: C.gold, second: C.red, motif: 'lis' },
    right: { elbow: [-21, 34], hand: [-16, 28] },
    left: { elbow: [19, 31], hand: [8, 30] },
    attribute: 'sceptre',
    holds: 'right',
    cuff: C.white,
    lion: [0, 32],
  },
  {
    name: 'DAVID',
    head: {
      face: 'oval',
      eyes: 'lidded',
      mouth: 'closed',
      hair: 'waves',
      hairColour: HAIR.grey,
      beard: 'flowing',
      headgear: 'lisCrown',
      colour: C.blue,
    },
    body: { dress: 'robe', colour: C.red, trim: C.yellow, second: C.blue, motif: 'lozenge' },
    right: { elbow: [-20, 34], hand: [-7, 31] },
    left: { elbow: [22, 30], hand: [17, 27] },
    attribute: 'harp',
    holds: 'left',
    cuff: C.white,
  },
  {
    name: 'CHARLES',
    head: {
      face: 'narrow',
      eyes: 'round',
      mouth: 'closed',
      hair: 'rolls',
      hairColour: HAIR.fair,
      beard: 'forked',
      headgear: 'bonnetCrown',
      colour: C.red,
      accent: C.blue,
    },
    body: { dress: 'robe', colour: C.yellow, trim: C.red, second: C.blue, motif: 'rings' },
    right: { elbow: [-23, 34], hand: [-17, 28] },
    left: { elbow: [21, 31], hand: [9, 31] },
    attribute: 'sword',
    holds: 'right',
    cuff: C.white,
  },
  {
    name: 'CÉSAR',
    head: {
      face: 'broad',
      eyes: 'almond',
      mouth: 'firm',
      hair: 'cropped',
      hairColour: HAIR.black,
      beard: 'none',
      headgear: 'laurelCrown',
      colour: C.green,
      accent: C.red,
      profile: true,
    },
    body: { dress: 'drape', colour: C.red, trim: C.yellow, second: C.blue, motif: 'none' },
    right: { elbow: [-22, 31], hand: [-19, 18] },
    left: { elbow: [20, 31], hand: [11, 30] },
    attribute: 'gesture',
    holds: 'right',
    cuff: C.yellow,
  },
];

/** Queens, by suit. */
const QUEENS: readonly Court[] = [
  {
    name: 'ARGINE',
    head: {
      face: 'heart',
      eyes: 'lowered',
      mouth: 'rosebud',
      hair: 'braids',
      hairColour: HAIR.brown,
      beard: 'none',
      headgear: 'veilCoronet',
      colour: C.cream,
      accent: C.red,
    },
    body: { dress: 'gown', colour: C.red, trim: C.gold, second: C.blue, motif: 'lozenge' },
    right: { elbow: [-20, 34], hand: [-6, 31] },
    left: { elbow: [21, 30], hand: [14, 27] },
    attribute: 'fan',
    holds: 'left',
    tint: C.blue,
  },
  {
    name: 'PALLAS',
    head: {
      face: 'oval',
      eyes: 'almond',
      mouth: 'rosebud',
      hair: 'chignon',
      hairColour: HAIR.fair,
      beard: 'none',
      headgear: 'plumedCrown',
      colour: C.blue,
      accent: C.red,
    },
    body: { dress: 'gown', colour: C.blue, trim: C.yellow, second: C.yellow, motif: 'rings' },
    right: { elbow: [-24, 33], hand: [-17, 27] },
    left: { elbow: [20, 31], hand: [8, 30] },
    attribute: 'tulip',
    holds: 'right',
    tint: C.red,
  },
  {
    name: 'JUDITH',
    head: {
      face: 'youth',
      eyes: 'lidded',
      mouth: 'rosebud',
      hair: 'rolls',
      hairColour: HAIR.black,
      beard: 'none',
      headgear: 'tiara',
      colour: C.blue,
      accent: C.red,
    },
    body: { dress: 'gown', colour: C.yellow, trim: C.red, second: C.red, motif: 'lis' },
    right: { elbow: [-20, 34], hand: [-8, 31] },
    left: { elbow: [23, 31], hand: [18, 26] },
    attribute: 'rose',
    holds: 'left',
    tint: C.red,
  },
  {
    name: 'RACHEL',
    head: {
      face: 'narrow',
      eyes: 'round',
      mouth: 'rosebud',
      hair: 'waves',
      hairColour: HAIR.auburn,
      beard: 'none',
      headgear: 'pearlCoif',
      colour: C.red,
      accent: C.blue,
    },
    body: { dress: 'gown', colour: C.black, trim: C.gold, second: C.yellow, motif: 'stripes' },
    right: { elbow: [-25, 33], hand: [-18, 26] },
    left: { elbow: [20, 31], hand: [7, 30] },
    attribute: 'carnation',
    holds: 'right',
    tint: C.pink,
    sleeve: C.red,
  },
];

/** Jacks, by suit. */
const JACKS: readonly Court[] = [
  {
    name: 'LANCELOT',
    head: {
      face: 'youth',
      eyes: 'almond',
      mouth: 'smile',
      hair: 'bob',
      hairColour: HAIR.chestnut,
      beard: 'none',
      headgear: 'flatCap',
      colour: C.black,
      accent: C.yellow,
    },
    body: { dress: 'doublet', colour: C.red, trim: C.yellow, second: C.blue, motif: 'none' },
    // The halberd in his left hand, the escutcheon on its ribbon in his right [F1].
    right: { elbow: [-23, 30], hand: [-16, 21] },
    left: { elbow: [22, 36], hand: [18, 29] },
    attribute: 'halberd',
    holds: 'left',
    tint: C.brown,
  },
  {
    name: 'OGIER',
    head: {
      face: 'broad',
      eyes: 'round',
      mouth: 'firm',
      hair: 'curls',
      hairColour: HAIR.fair,
      beard: 'moustache',
      headgear: 'upturnedHat',
      colour: C.red,
      accent: C.black,
    },
    body: { dress: 'doublet', colour: C.blue, trim: C.red, second: C.yellow, motif: 'stripes' },
    right: { elbow: [-20, 34], hand: [-9, 31] },
    left: { elbow: [22, 31], hand: [18, 27] },
    attribute: 'pike',
    holds: 'left',
    tint: C.darkBrown,
  },
  {
    name: 'LA HIRE',
    head: {
      face: 'narrow',
      eyes: 'lidded',
      mouth: 'closed',
      hair: 'cropped',
      hairColour: HAIR.brown,
      beard: 'pointed',
      headgear: 'plumedBeret',
      colour: C.blue,
      accent: C.red,
    },
    body: { dress: 'doublet', colour: C.yellow, trim: C.red, second: C.red, motif: 'lozenge' },
    right: { elbow: [-23, 36], hand: [-19, 29] },
    left: { elbow: [20, 31], hand: [9, 30] },
    attribute: 'axe',
    holds: 'right',
    tint: C.brown,
  },
  {
    name: 'HECTOR',
    head: {
      face: 'youth',
      eyes: 'almond',
      mouth: 'closed',
      hair: 'cropped',
      hairColour: HAIR.dark,
      beard: 'moustache',
      headgear: 'crestedHelm',
      colour: C.yellow,
      accent: C.red,
      profile: true,
    },
    body: { dress: 'cuirass', colour: C.red, trim: C.gold, second: C.blue, motif: 'none' },
    right: { elbow: [-22, 35], hand: [-17, 30] },
    left: { elbow: [21, 31], hand: [12, 30] },
    attribute: 'partisan',
    holds: 'right',
    tint: C.brown,
  },
];

const COURTS: Record<Rank, readonly Court[]> = { K: KINGS, Q: QUEENS, J: JACKS };

/** Where every head stands, in card space. */
const HX = 50,
  HY = 34;
/** The figures are drawn a little larger than head space's unit, to fill the picture as the real ones do. */
const SCALE = 1.12;
/** The diagonal: it falls from right to left by SLOPE per unit, crossing the centre of the card. */
const SLOPE = 0.16;
const LEFT = 14,
  RIGHT = 86;
const divide = (x: number): number => MIDDLE + SLOPE * (HX - x);
const cut: Cut = (x) => (divide(HX + x * SCALE) - HY) / SCALE;

/** One half of a Paris court, in card space, above the diagonal. */
function half(court: Court, ink: Ink, suit: Suit): string {
  const b = court.body;
  const colour = court.sleeve ?? (b.dress === 'cuirass' ? b.second : b.colour);
  const cuff = court.cuff ?? b.trim;
  const held = court[court.holds];
  const free = court.holds === 'right' ? court.left : court.right;
  const side = court.holds === 'right' ? -1 : 1;
  const gesture = court.attribute === 'gesture';
  const item = attribute(court.attribute, held.hand, cut, court.tint ?? C.gold);
  const arm = (s: number, r: Reach): string => sleeve(colour, cuff, [s * 15.6, 16.4], r.elbow, r.hand);
  const figure =
    body(b, cut) +
    head(court.head) +
    (gesture ? '' : item) +
    arm(side, held) +
    (gesture ? palm(held.hand) + item : fist(held.hand)) +
    arm(-side, free) +
    fist(free.hand) +
    (court.attribute === 'halberd' ? medallion(free.hand) : '') +
    (court.lion ? lionHead(court.lion) : '');
  return (
    g({ transform: transform(HX, HY, SCALE) }, figure) +
    sign('french', suit, ink, 79, 17, 0.4) +
    g(
      { transform: 'translate(88.6 31) rotate(90)' },
      text(0, 0, court.name, { 'font-size': 5.2, 'font-family': 'serif', 'letter-spacing': 0.5, fill: C.line }),
    )
  );
}

/** The diagonal as the clip of the halves knows it: through the centre, rising to the right. */
const DIAGONAL = diagonal(-SLOPE);

/**
 * The Paris pattern's dividing line across the picture: a thick black line with a row of white beads, each
 * with a dot at its centre ([F4]; [F9]: "small circles with central dots"). The beads are round caps of a
 * dashed stroke, the dots a thinner one with the same dashes, so the whole line is three strokes.
 */
function divideLine(): string {
  const [[x0, y0], [x1, y1]] = divideEnds(DIAGONAL, LEFT, RIGHT);
  const d = P`M${x0} ${y0}L${x1} ${y1}`;
  const inset = 1.6;
  const [[a0, b0], [a1, b1]] = divideEnds(DIAGONAL, LEFT + inset, RIGHT - inset);
  const beads = P`M${a0} ${b0}L${a1} ${b1}`;
  const row = { 'stroke-dasharray': '0.01 2.6' };
  return (
    line(d, C.line, 2.6, { 'stroke-linecap': 'butt' }) + line(beads, C.paper, 1.5, row) + line(beads, C.line, 0.45, row)
  );
}
const DIVIDE = divideLine();

/** A Paris court card's picture (the paper is drawn by the caller). */
export function drawParisCourt(style: Style, card: ParsedCard, ink: Ink): string {
  const rank = card.rank as Rank;
  const court = COURTS[rank][card.suit]!;
  return (
    doubleHead(half(court, ink, card.suit), DIAGONAL) +
    DIVIDE +
    rect(LEFT, 8, RIGHT - LEFT, 140, 'none', { stroke: C.line, 'stroke-width': 0.7, rx: 1.5 }) +
    frenchIndex(style, style.courtLetters?.[rank] ?? rank, card.suit, ink)
  );
}
