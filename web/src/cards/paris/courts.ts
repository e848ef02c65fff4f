/**
 * The twelve courts of the Paris pattern (docs/patterns.md, "Paris"; who each shows: ../subjects.ts), drawn
 * as the portrait officiel has them: double-headed half figures divided by a beaded diagonal, each court's
 * name printed beside it, R D V over a small suit sign in the corners. Each court has its own build, dress,
 * pose and hands, and its hands hold what the sources give it: David his sceptre and the harp he stands by
 * [F6, F15]; Charles the sword and the orb, a shield of three lilies on his mantle [F12, F15]; César in
 * profile facing right with his open hand held out [F6, F13]; Alexandre the sceptre and his small lion's head,
 * here on a shield [F1, F6]; Argine her fan [F1]; Pallas a red lily [F12]; Judith and Rachel their flowers;
 * Lancelot the halberd in his left hand and the oval escutcheon on a ribbon in his right [F1, F2, F12];
 * Hogier and Hector their halberds in the left hand [F12], Hector in profile facing right. Nothing is shared
 * with another pattern.
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
  type Build,
  type Cut,
  hand,
  lisShield,
  type Motif,
  type Pose,
  shoulderOf,
  sleeve,
} from './figures.js';
import { type Head, head } from './heads.js';

type Rank = 'K' | 'Q' | 'J';

/** One arm: the elbow, the hand and how it is held, and what it holds (turned with the hand). */
interface Arm {
  readonly elbow: Pt;
  readonly hand: Pt;
  readonly pose: Pose;
  /** The hand's turn, degrees: a shaft's lean from upright, a flat hand's from pointing down. */
  readonly angle?: number;
  readonly holds?: Attribute;
  /** Which of an attribute's forms (the jacks' halberds, the kings' sceptres). */
  readonly variant?: number;
  /** Queens' hands are drawn a little smaller. */
  readonly scale?: number;
}

interface Court {
  readonly name: string;
  readonly head: Head;
  readonly body: Body;
  readonly build: Build;
  /** The figure's right arm (viewer's left) and left arm; a profile figure shows only one. */
  readonly right?: Arm;
  readonly left?: Arm;
  /** The colour of a held shaft, fan or flower. */
  readonly tint?: string;
  /** Sleeve and cuff colours, where they are not the dress's. */
  readonly sleeve?: string;
  readonly cuff?: string;
  /** A head inclined on its neck, degrees (positive: towards the viewer's right shoulder). */
  readonly headTilt?: number;
  /** Charles's shield of three fleurs-de-lis on his mantle [F12]. */
  readonly lisShield?: Pt;
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
      turn: 1,
      headgear: 'archedCrown',
      age: 'prime',
      brow: 'straight',
      colour: C.red,
    },
    body: { dress: 'robe', colour: C.blue, trim: C.gold, second: C.red, motif: 'fleurons', mantle: 'crosslets' },
    build: { shoulder: 16, hem: 20, lean: 1, tilt: 0.8, flare: 3 },
    // The sceptre in his right hand, the shield with his lion's head on his left arm [F1, F6].
    right: { elbow: [-21, 31], hand: [-13, 27], pose: 'grip', angle: -4, holds: 'sceptre' },
    left: { elbow: [20, 32], hand: [12, 30], pose: 'grip', angle: 8, holds: 'shield' },
    cuff: C.white,
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
      turn: -1,
      headgear: 'lisCrown',
      age: 'old',
      brow: 'bushy',
      nose: 'hooked',
      colour: C.blue,
    },
    body: { dress: 'robe', colour: C.red, trim: C.yellow, second: C.blue, motif: 'lattice', mantle: 'bezants' },
    build: { shoulder: 15.4, hem: 21, lean: -1.5, tilt: -1, flare: 4 },
    // The sceptre in one hand, the harp below it [F6]; the other hand on the harp he stands by [F15].
    right: { elbow: [-20, 32], hand: [-11, 26], pose: 'grip', angle: -10, holds: 'sceptre', variant: 1 },
    left: { elbow: [21, 35], hand: [23, 27], pose: 'grip', holds: 'harp' },
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
      turn: 1,
      headgear: 'bonnetCrown',
      age: 'prime',
      colour: C.red,
      accent: C.blue,
    },
    body: { dress: 'robe', colour: C.yellow, trim: C.red, second: C.blue, motif: 'rosettes', mantle: 'lis' },
    build: { shoulder: 17, hem: 19, lean: 0.5, tilt: 0, flare: 2 },
    // The sword in his right hand, the orb in the other, the lilies on his mantle [F12, F15].
    right: { elbow: [-22, 31], hand: [-14, 24], pose: 'grip', angle: -6, holds: 'sword' },
    left: { elbow: [19, 33], hand: [10, 29], pose: 'cup', holds: 'orb' },
    cuff: C.white,
    lisShield: [-21, 37.5],
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
      age: 'prime',
      colour: C.green,
      accent: C.red,
      profile: true,
    },
    body: { dress: 'drape', colour: C.red, trim: C.yellow, second: C.blue, motif: 'clavi', shell: [7, 36.4] },
    build: { shoulder: 15, hem: 18, lean: 3, tilt: 1.6, flare: 2 },
    // In profile, his open hand held out before him [F13]; the other arm under the mantle.
    left: { elbow: [15, 31], hand: [21, 21], pose: 'open', angle: 15, holds: 'gesture' },
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
      turn: 0.6,
      headgear: 'veilCoronet',
      colour: C.cream,
      accent: C.red,
    },
    body: { dress: 'gown', colour: C.red, trim: C.gold, second: C.blue, motif: 'flowers' },
    headTilt: -4,
    build: { shoulder: 14, hem: 19, lean: -1, tilt: 0.6, flare: 3 },
    // The fan in her left hand [F1]; the right hand laid across her waist.
    left: { elbow: [20, 31], hand: [12, 25], pose: 'grip', angle: 10, holds: 'fan', scale: 0.85 },
    right: { elbow: [-17, 34], hand: [-6, 31], pose: 'rest', angle: -70, scale: 0.85 },
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
      turn: -0.6,
      headgear: 'plumedCrown',
      brow: 'straight',
      colour: C.blue,
      accent: C.red,
    },
    body: { dress: 'gown', colour: C.blue, trim: C.yellow, second: C.yellow, motif: 'lozenges', shell: [0, 26.6] },
    build: { shoulder: 14.6, hem: 20, lean: 1.5, tilt: -1.2, flare: 2.5 },
    // The red lily raised in her right hand [F12]; the left hand on her gown.
    right: { elbow: [-20, 31], hand: [-12, 22], pose: 'grip', angle: -8, holds: 'lily', scale: 0.85 },
    left: { elbow: [19, 33], hand: [8, 31], pose: 'rest', angle: 60, scale: 0.85 },
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
    body: { dress: 'gown', colour: C.yellow, trim: C.red, second: C.red, motif: 'trefoils' },
    headTilt: 6,
    build: { shoulder: 13.6, hem: 18, lean: 0, tilt: 1, flare: 4 },
    // A rose raised in her left hand, the right hand on her breast.
    left: { elbow: [20, 31], hand: [13, 22], pose: 'grip', angle: 12, holds: 'rose', scale: 0.85 },
    right: { elbow: [-16, 33], hand: [-4, 25], pose: 'rest', angle: -35, scale: 0.85 },
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
      turn: 0.5,
      headgear: 'pearlCoif',
      colour: C.red,
      accent: C.blue,
    },
    body: { dress: 'gown', colour: C.black, trim: C.gold, second: C.yellow, motif: 'pearlLattice' },
    build: { shoulder: 14.2, hem: 21, lean: -2, tilt: 0, flare: 2 },
    // The carnations held before her, the left hand under the right.
    right: { elbow: [-18, 33], hand: [-5, 28], pose: 'grip', angle: -15, holds: 'carnation', scale: 0.85 },
    left: { elbow: [17, 34], hand: [5, 31], pose: 'rest', angle: 40, scale: 0.85 },
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
      turn: -0.6,
      headgear: 'flatCap',
      colour: C.black,
      accent: C.yellow,
    },
    body: { dress: 'breastplate', colour: C.red, trim: C.yellow, second: C.blue, motif: 'none' },
    build: { shoulder: 16.4, hem: 18, lean: 0.5, tilt: -0.6, flare: 1.5 },
    // The halberd in his left hand, the escutcheon on its ribbon in his right [F1, F12].
    left: { elbow: [23, 31], hand: [16, 26], pose: 'grip', holds: 'halberd' },
    right: { elbow: [-22, 29], hand: [-14, 22], pose: 'grip', holds: 'medallion' },
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
      turn: 1,
      headgear: 'upturnedHat',
      brow: 'straight',
      colour: C.red,
      accent: C.black,
    },
    body: { dress: 'doublet', colour: C.blue, trim: C.red, second: C.yellow, motif: 'panes' },
    build: { shoulder: 16.8, hem: 19, lean: 1.5, tilt: 0.8, flare: 2 },
    // The halberd in his left hand [F12]; the right hand on his hip, the elbow out.
    left: { elbow: [23, 31], hand: [17, 24], pose: 'grip', angle: 4, holds: 'halberd', variant: 1 },
    right: { elbow: [-24, 27], hand: [-12, 31], pose: 'rest', angle: -80 },
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
      turn: -0.6,
      headgear: 'plumedBeret',
      age: 'prime',
      brow: 'frown',
      nose: 'hooked',
      colour: C.blue,
      accent: C.red,
    },
    body: { dress: 'doublet', colour: C.yellow, trim: C.red, second: C.red, motif: 'harlequin' },
    headTilt: -3,
    build: { shoulder: 15.6, hem: 20, lean: -1, tilt: 1.4, flare: 3 },
    // The battle axe over his shoulder, the left hand on his belt.
    right: { elbow: [-21, 33], hand: [-13, 27], pose: 'grip', angle: -8, holds: 'axe' },
    left: { elbow: [20, 30], hand: [10, 31], pose: 'rest', angle: 70 },
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
    body: { dress: 'cuirass', colour: C.red, trim: C.gold, second: C.blue, motif: 'none', mantle: 'bezants' },
    build: { shoulder: 15.4, hem: 18.6, lean: 2.5, tilt: -0.6, flare: 3.5 },
    // In profile facing right, the halberd in his left hand [F12].
    left: { elbow: [23, 31], hand: [16, 25], pose: 'grip', holds: 'halberd', variant: 2 },
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

/** What a hand carries before the body, over its own sleeve (a shaft runs under it). */
const IN_FRONT: ReadonlySet<Attribute> = new Set([
  'harp',
  'orb',
  'shield',
  'fan',
  'lily',
  'rose',
  'carnation',
  'medallion',
]);

/** Brocades that do not go on a sleeve: bands and chequers run down the body, not along an arm. */
const BANDED: ReadonlySet<Motif> = new Set(['clavi', 'panes', 'harlequin', 'lattice', 'pearlLattice']);

/** One half of a Paris court, in card space, above the diagonal. */
function half(court: Court, ink: Ink, suit: Suit): string {
  const b = court.body;
  const colour = court.sleeve ?? (b.dress === 'cuirass' ? b.second : b.colour);
  const cuff = court.cuff ?? b.trim;
  // Sleeves of the dress's own cloth carry its strewn brocade; bands and chequers stay on the body.
  const worked = !court.sleeve && b.dress !== 'cuirass' && !BANDED.has(b.motif);
  const cloth = { motif: worked ? b.motif : ('none' as const), colour: b.trim };
  const arms = [
    [-1, court.right],
    [1, court.left],
  ] as const;
  let items = '',
    front = '',
    sleeves = '',
    hands = '';
  for (const [s, arm] of arms) {
    if (!arm) continue;
    const item = arm.holds ? attribute(arm.holds, arm.hand, arm.angle ?? 0, court.tint ?? C.gold, arm.variant) : '';
    if (arm.holds && IN_FRONT.has(arm.holds)) front += item;
    else items += item;
    sleeves += sleeve(colour, cuff, shoulderOf(court.build, s), arm.elbow, arm.hand, cloth);
    hands += hand(arm.pose, arm.hand, arm.angle ?? 0, arm.scale);
  }
  // A shaft goes under the sleeve; what is carried before the body, over it; the hand closes over both.
  const figure =
    body(b, court.build, cut) +
    (court.lisShield ? lisShield(court.lisShield) : '') +
    (court.headTilt ? g({ transform: `rotate(${court.headTilt} 0 10)` }, head(court.head)) : head(court.head)) +
    items +
    sleeves +
    front +
    hands;
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
