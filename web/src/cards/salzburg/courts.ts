/**
 * The twelve courts of the Salzburg pattern (docs/patterns.md, "Salzburg"), shared by the Salzburg pack and
 * its Italian edition, the Salisburghesi: single-headed full figures on a strip of paving, the Ober holding
 * his suit sign up by the top corner and the Unter low, the kings standing in robes to the floor with their
 * sign in the corner. The pattern's own marks: the Ober of hearts in his two-cornered hat drawing his sabre,
 * the King of bells with the city's arms (a towered gate; the Tyrolean eagle on the Salisburghesi, to tell the
 * two packs apart), the King of leaves in a cap rather than a crown, and curved sabres for the Obers and
 * Unters. K, O, U stand in the top corner. Every court has its own head, coat, stance and attribute.
 */
import { C, type Ink } from '../palette.js';
import type { ParsedCard, Style } from '../patterns.js';
import { mark } from '../pips.js';
import { sign } from '../suits.js';
import type { Pt } from '../svg.js';
import {
  arm,
  attribute,
  coat,
  type Coat,
  type Cut,
  gateArms,
  GROUND,
  type Item,
  leg,
  robe,
  type Robe,
  scabbard,
  tyrolArms,
} from './figures.js';
import { type Head, head } from './heads.js';

type Rank = 'K' | 'O' | 'U';

/** An arm: its elbow and hand in card space (the figure's right arm is on the viewer's left). */
interface Reach {
  readonly elbow: Pt;
  readonly hand: Pt;
}

interface Court {
  readonly head: Head;
  readonly coat: Coat | Robe;
  /** Standing figures' cut of coat. */
  readonly cut?: Cut;
  readonly colour: string;
  readonly facing: string;
  readonly sleeve: string;
  readonly cuff: string;
  readonly hose?: string;
  readonly boot?: string;
  /** Standing figures' feet, the viewer's left first. */
  readonly feet?: readonly [Pt, Pt];
  readonly right: Reach;
  readonly left: Reach;
  readonly item: Item;
  /** Which hand holds the item: the other holds the sign (Obers, Unters) or the sceptre (kings). */
  readonly holds: 'right' | 'left';
  readonly colourOfItem?: string;
  /** A scabbard at the hip (1: hanging to the viewer's right, -1: left). */
  readonly scabbard?: 1 | -1;
  /** Where the suit sign is centred, if not just above the free hand. */
  readonly sign?: Pt;
}

const HAIR = {
  auburn: '#8e4426',
  black: '#2a211b',
  brown: '#5e3b20',
  fair: '#cf9f45',
  grey: '#9d978d',
  sandy: '#b98a52',
  white: '#f0ece4',
};

/** Obers by suit (acorns, leaves, hearts, bells): the sign held up by the top right corner. */
const OBERS: readonly Court[] = [
  {
    // The guardsman: morion and steel breastplate, his sabre raised aloft.
    head: {
      w: 7,
      jaw: 5.6,
      chin: 0.6,
      turn: -0.6,
      hair: HAIR.brown,
      hairStyle: 'short',
      beard: 'imperial',
      headgear: 'morion',
      hatColour: C.steel,
      plume: C.red,
    },
    coat: 'breastplate',
    cut: { shoulder: 13, waist: 9.4, hem: 13.4, hemY: 97 },
    colour: C.yellow,
    facing: C.red,
    sleeve: C.yellow,
    cuff: C.red,
    hose: C.red,
    boot: C.black,
    feet: [
      [42, 133],
      [59, 133],
    ],
    right: { elbow: [27, 55], hand: [29, 41] },
    left: { elbow: [71, 48], hand: [72, 34] },
    item: 'sabreAloft',
    holds: 'right',
    scabbard: -1,
  },
  {
    // The cavalier: a broad plumed hat, a skirted coat with a sash, his sabre upright at the shoulder.
    head: {
      w: 6.6,
      jaw: 5,
      chin: 1,
      turn: 0.5,
      hair: HAIR.fair,
      hairStyle: 'curls',
      beard: 'goatee',
      headgear: 'plumedHat',
      hatColour: C.darkGreen,
      plume: C.yellow,
    },
    coat: 'sash',
    cut: { shoulder: 12.4, waist: 9, hem: 15, hemY: 100 },
    colour: C.green,
    facing: C.red,
    sleeve: C.green,
    cuff: C.yellow,
    hose: C.yellow,
    boot: C.brown,
    feet: [
      [44, 133],
      [58, 133],
    ],
    right: { elbow: [31, 70], hand: [35, 63] },
    left: { elbow: [70, 49], hand: [71, 35] },
    item: 'sabreShouldered',
    holds: 'right',
  },
  {
    // The pattern's best-known card: the officer in his two-cornered hat, drawing his sabre from the scabbard.
    head: {
      w: 6.8,
      jaw: 5.8,
      chin: 0.2,
      turn: -0.9,
      hair: HAIR.black,
      hairStyle: 'queue',
      beard: 'moustache',
      headgear: 'bicorne',
      hatColour: C.black,
      plume: C.red,
    },
    coat: 'buttoned',
    cut: { shoulder: 12.8, waist: 9.6, hem: 14.6, hemY: 101 },
    colour: C.red,
    facing: C.yellow,
    sleeve: C.red,
    cuff: C.yellow,
    hose: C.white,
    boot: C.black,
    feet: [
      [41, 133],
      [57, 133],
    ],
    right: { elbow: [42, 68], hand: [58, 74] },
    left: { elbow: [70, 50], hand: [73, 36] },
    item: 'sabreDrawn',
    holds: 'right',
  },
  {
    // The veteran: a slashed barett, hussar frogging, his sabre grounded point down beside him.
    head: {
      w: 7.4,
      jaw: 6.6,
      chin: 0,
      turn: 0.3,
      hair: HAIR.grey,
      hairStyle: 'bald',
      beard: 'full',
      headgear: 'slashedBarett',
      hatColour: C.blue,
      plume: C.white,
      aged: true,
    },
    coat: 'frogged',
    cut: { shoulder: 13.6, waist: 10.6, hem: 14, hemY: 96 },
    colour: C.blue,
    facing: C.yellow,
    sleeve: C.blue,
    cuff: C.red,
    hose: C.red,
    boot: C.black,
    feet: [
      [43, 133],
      [60, 133],
    ],
    right: { elbow: [31, 78], hand: [30, 98] },
    left: { elbow: [71, 50], hand: [72, 36] },
    item: 'sabreGrounded',
    holds: 'right',
  },
];

/** Unters by suit: the sign held low at the hip. */
const UNTERS: readonly Court[] = [
  {
    // The young swordsman: a soft beret with a cock's feather, a laced jerkin, a falchion thrust out.
    head: {
      w: 6.4,
      jaw: 4.8,
      chin: 1.2,
      turn: -0.4,
      hair: HAIR.sandy,
      hairStyle: 'long',
      beard: 'none',
      headgear: 'feltBeret',
      hatColour: C.red,
      plume: C.black,
    },
    coat: 'jerkin',
    cut: { shoulder: 12, waist: 9, hem: 12.6, hemY: 95 },
    colour: C.red,
    facing: C.yellow,
    sleeve: C.white,
    cuff: C.red,
    hose: C.green,
    boot: C.brown,
    feet: [
      [40, 133],
      [58, 133],
    ],
    right: { elbow: [30, 66], hand: [24, 74] },
    left: { elbow: [68, 76], hand: [69, 90] },
    item: 'falchion',
    holds: 'right',
    scabbard: 1,
    sign: [72, 98],
  },
  {
    // The huntsman: an alpine hat with a chamois tuft, an apron-skirted coat, his horn and a hanger.
    head: {
      w: 6.8,
      jaw: 6,
      chin: 0.4,
      turn: 0.8,
      hair: HAIR.auburn,
      hairStyle: 'short',
      beard: 'mutton',
      headgear: 'alpineHat',
      hatColour: C.darkGreen,
      plume: C.red,
    },
    coat: 'apron',
    cut: { shoulder: 12.6, waist: 10, hem: 13, hemY: 98 },
    colour: C.darkGreen,
    facing: C.cream,
    sleeve: C.darkGreen,
    cuff: C.red,
    hose: C.cream,
    boot: C.black,
    feet: [
      [44, 133],
      [56, 133],
    ],
    right: { elbow: [30, 70], hand: [34, 80] },
    left: { elbow: [67, 76], hand: [68, 88] },
    item: 'huntingHorn',
    holds: 'right',
    colourOfItem: C.gold,
    scabbard: 1,
    sign: [73, 97],
  },
  {
    // The hooded watchman: a chaperon over his shoulders, a tabard, his sabre held low and slanting.
    head: {
      w: 6.2,
      jaw: 5.2,
      chin: 1.6,
      turn: 0.2,
      hair: HAIR.brown,
      hairStyle: 'short',
      beard: 'goatee',
      headgear: 'chaperon',
      hatColour: C.darkRed,
      plume: C.red,
    },
    coat: 'tabard',
    cut: { shoulder: 12.2, waist: 9.2, hem: 13.8, hemY: 99 },
    colour: C.darkRed,
    facing: C.yellow,
    sleeve: C.darkRed,
    cuff: C.white,
    hose: C.blue,
    boot: C.black,
    feet: [
      [42, 133],
      [57, 133],
    ],
    right: { elbow: [31, 74], hand: [31, 88] },
    left: { elbow: [69, 70], hand: [67, 82] },
    item: 'sabreLowered',
    holds: 'left',
    sign: [28, 98],
  },
  {
    // The bell-ringer's guard: a turban with an aigrette, crossed white belts, a broad scimitar raised.
    head: {
      w: 7,
      jaw: 6.2,
      chin: 0.8,
      turn: -0.7,
      hair: HAIR.black,
      hairStyle: 'short',
      beard: 'long',
      headgear: 'turban',
      hatColour: C.white,
      plume: C.blue,
    },
    coat: 'crossbelt',
    cut: { shoulder: 13.2, waist: 10.2, hem: 14.4, hemY: 99 },
    colour: C.blue,
    facing: C.red,
    sleeve: C.yellow,
    cuff: C.blue,
    hose: C.red,
    boot: C.yellow,
    feet: [
      [42, 133],
      [59, 133],
    ],
    right: { elbow: [26, 60], hand: [30, 48] },
    left: { elbow: [70, 74], hand: [70, 88] },
    item: 'scimitar',
    holds: 'right',
    sign: [73, 97],
  },
];

/** Kings by suit, standing: the sceptre in one hand, orb, charter or a shield in the other. */
const KINGS: readonly Court[] = [
  {
    head: {
      w: 7.2,
      jaw: 6,
      chin: 0.4,
      turn: 0.4,
      hair: HAIR.white,
      hairStyle: 'long',
      beard: 'long',
      headgear: 'archedCrown',
      hatColour: C.gold,
      plume: C.red,
      aged: true,
    },
    coat: 'ermine',
    colour: C.red,
    facing: C.blue,
    sleeve: C.red,
    cuff: C.white,
    right: { elbow: [32, 66], hand: [37, 74] },
    left: { elbow: [69, 66], hand: [64, 74] },
    item: 'orb',
    holds: 'left',
    colourOfItem: C.gold,
  },
  {
    head: {
      w: 6.8,
      jaw: 5.4,
      chin: 1,
      turn: -0.6,
      hair: HAIR.brown,
      hairStyle: 'curls',
      beard: 'forked',
      headgear: 'leafCap',
      hatColour: C.green,
      plume: C.white,
    },
    coat: 'fur',
    colour: C.darkGreen,
    facing: C.yellow,
    sleeve: C.green,
    cuff: C.yellow,
    right: { elbow: [31, 68], hand: [36, 76] },
    left: { elbow: [70, 66], hand: [61, 72] },
    item: 'scroll',
    holds: 'left',
  },
  {
    head: {
      w: 7,
      jaw: 5.8,
      chin: 0.4,
      turn: 0.7,
      hair: HAIR.fair,
      hairStyle: 'short',
      beard: 'full',
      headgear: 'pointedCrown',
      hatColour: C.gold,
      plume: C.red,
    },
    coat: 'pleated',
    colour: C.purple,
    facing: C.red,
    sleeve: C.purple,
    cuff: C.gold,
    right: { elbow: [32, 64], hand: [38, 72] },
    left: { elbow: [72, 66], hand: [67, 76] },
    item: 'anchorShield',
    holds: 'left',
    colourOfItem: C.white,
  },
  {
    head: {
      w: 7.6,
      jaw: 6.8,
      chin: 0,
      turn: -0.3,
      hair: HAIR.grey,
      hairStyle: 'bald',
      beard: 'mutton',
      headgear: 'hatCrown',
      hatColour: C.gold,
      plume: C.red,
      aged: true,
    },
    coat: 'brocade',
    colour: C.yellow,
    facing: C.red,
    sleeve: C.yellow,
    cuff: C.red,
    right: { elbow: [28, 76], hand: [22, 94] },
    left: { elbow: [70, 66], hand: [63, 72] },
    item: 'arms',
    holds: 'right',
    colourOfItem: C.red,
  },
];

const COURTS: Record<Rank, readonly Court[]> = { K: KINGS, O: OBERS, U: UNTERS };

const placeHead = (h: Head, x: number, y: number): string => `<g transform="translate(${x} ${y})">${head(h)}</g>`;

/** A standing Ober or Unter: legs, coat, arms, head, what the hands hold and the sign. */
function standing(court: Court, rank: Rank, ink: Ink, suit: ParsedCard['suit']): string {
  const cut = court.cut!;
  const [fl, fr] = court.feet!;
  const held = court[court.holds];
  const free = court.holds === 'right' ? court.left : court.right;
  const item = attribute(court.item, held.hand, court.colourOfItem ?? C.brown);
  const signAt: Pt = court.sign ?? (rank === 'O' ? [free.hand[0] + 3, free.hand[1] - 11] : free.hand);
  const shoulder = cut.shoulder - 2;
  return (
    leg([46, 88], fl, court.hose!, court.boot!, -1) +
    leg([54, 88], fr, court.hose!, court.boot!, 1) +
    (court.scabbard ? scabbard(50 + court.scabbard * (cut.waist - 1), court.scabbard) : '') +
    coat(court.coat as Coat, cut, court.colour, court.facing) +
    placeHead(court.head, 50, 31) +
    arm([50 - shoulder, 48.6], court.right.elbow, court.right.hand, court.sleeve, court.cuff) +
    arm([50 + shoulder, 48.6], court.left.elbow, court.left.hand, court.sleeve, court.cuff) +
    item +
    sign('german', suit, ink, signAt[0], signAt[1], 0.9)
  );
}

/** A standing king: robe, arms, head, sceptre and attribute; his sign in the top corner. */
function king(court: Court, style: Style, ink: Ink, suit: ParsedCard['suit']): string {
  const held = court[court.holds];
  const other = court.holds === 'right' ? court.left : court.right;
  // The King of bells' shield: the city's towered gate on the Salzburg pack, Tyrol's eagle on the Italian one.
  const [x, y] = held.hand;
  const shield = court.item === 'arms';
  const arms = shield ? (style.emblem === 'tyrol' ? tyrolArms(x, y) : gateArms(x, y + 2)) : '';
  const colour = shield && style.emblem === 'tyrol' ? C.white : (court.colourOfItem ?? C.gold);
  const item = attribute(court.item, held.hand, colour, arms);
  // The King of hearts' anchor shield hangs before his robe, under the hand that grips its top [S4].
  const before = court.item === 'anchorShield';
  return (
    (shield ? item : '') +
    robe(court.coat as Robe, court.colour, court.facing) +
    placeHead(court.head, 50, 31) +
    (before ? item : '') +
    arm([39, 49.6], court.right.elbow, court.right.hand, court.sleeve, court.cuff) +
    arm([61, 49.6], court.left.elbow, court.left.hand, court.sleeve, court.cuff) +
    attribute('sceptre', other.hand, C.gold) +
    (shield || before ? '' : item) +
    sign('german', suit, ink, 84, 18, 0.8)
  );
}

/** A Salzburg (or Salisburghesi) court card's picture (the paper is drawn by the caller). */
export function drawSalzburgCourt(style: Style, card: ParsedCard, ink: Ink): string {
  const rank = card.rank as Rank;
  const court = COURTS[rank][card.suit]!;
  const letter = style.courtLetters?.[rank];
  return (
    GROUND +
    (rank === 'K' ? king(court, style, ink, card.suit) : standing(court, rank, ink, card.suit)) +
    (letter ? mark(letter, 10.5, 20.5, 17, C.line) : '')
  );
}
