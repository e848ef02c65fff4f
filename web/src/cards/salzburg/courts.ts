/**
 * The twelve courts of the Salzburg pattern (docs/patterns.md, "Salzburg"), shared by the Salzburg pack and
 * its Italian edition, the Salisburghesi: single-headed full figures on a strip of paving, the Ober holding
 * his suit sign up by the top corner and the Unter low, the kings standing in robes to the floor with their
 * sign in the corner. The pattern's own marks: the Ober of hearts in his two-cornered hat drawing his sabre,
 * the King of bells with the city's arms (a towered gate; the Tyrolean eagle on the Salisburghesi, to tell the
 * two packs apart), the King of leaves in a cap rather than a crown, and curved sabres for the Obers and
 * Unters. K, O, U stand in the top corner. Every court has its own head, coat, stance and attribute.
 */
import { fist, forearm } from '../line.js';
import { C, type Ink } from '../palette.js';
import type { ParsedCard, Style } from '../patterns.js';
import { mark } from '../pips.js';
import { sign } from '../suits.js';
import { g, type Pt } from '../svg.js';
import {
  arm,
  attribute,
  coat,
  type Coat,
  type Cut,
  gateArms,
  GROUND,
  type Item,
  lean,
  leant,
  leg,
  robe,
  type Robe,
  scabbard,
  shoe,
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
  /**
   * The stance (issue 35, point 3): how far the body leans at the hem over the leg that bears the weight, how
   * the hem swings (`tilt`), and the free leg's knee carried out (`bend`, viewer's left leg first). Kings: their
   * robe's own cut.
   */
  readonly sway: number;
  readonly tilt: number;
  readonly bend?: readonly [number, number];
  /**
   * A stride towards the viewer's right (1) or left (-1): both toes that way, the leading leg's knee bent over its
   * foot (`bend`), the trailing heel lifted off the paving, the skirts (or a king's robe) swinging back by
   * `swing` units (issue 35: figures striding, as chosen).
   */
  readonly stride?: 1 | -1;
  readonly swing?: number;
  /** A king's shoes showing under his hem: where each stands and which way its toe points. */
  readonly shoes?: readonly (readonly [Pt, 1 | -1])[];
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
      [41, 134.2],
      [60, 131.8],
    ],
    right: { elbow: [27, 55], hand: [29, 41] },
    left: { elbow: [71, 48], hand: [72, 34] },
    item: 'sabreAloft',
    holds: 'right',
    scabbard: -1,
    sway: -4.2,
    tilt: 1.7,
    bend: [0, 2.2],
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
      [33, 134.4],
      [68, 134.6],
    ],
    right: { elbow: [31, 70], hand: [35, 63] },
    left: { elbow: [70, 49], hand: [71, 35] },
    item: 'sabreShouldered',
    holds: 'right',
    sway: 2.4,
    tilt: -1.2,
    bend: [0, 5],
    stride: 1,
    swing: -5,
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
      [31, 134.8],
      [67, 133.8],
    ],
    right: { elbow: [42, 68], hand: [58, 74] },
    left: { elbow: [70, 50], hand: [73, 36] },
    item: 'sabreDrawn',
    holds: 'right',
    sway: -2.6,
    tilt: 1.4,
    bend: [-5, 0],
    stride: -1,
    swing: 5,
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
    sway: 1.3,
    tilt: 0.0,
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
      profile: -1,
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
      [27, 135],
      [66, 133.8],
    ],
    right: { elbow: [30, 66], hand: [24, 74] },
    left: { elbow: [68, 76], hand: [69, 90] },
    item: 'falchion',
    holds: 'right',
    scabbard: 1,
    sign: [72, 98],
    sway: -5.1,
    tilt: 3.1,
    bend: [-5.4, 0],
    stride: -1,
    swing: 4.6,
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
      [35, 133.6],
      [67, 134.8],
    ],
    right: { elbow: [30, 70], hand: [34, 80] },
    left: { elbow: [67, 76], hand: [68, 88] },
    item: 'huntingHorn',
    holds: 'right',
    colourOfItem: C.gold,
    scabbard: 1,
    sign: [73, 97],
    sway: 4.2,
    tilt: -2.2,
    bend: [0, 4.6],
    stride: 1,
    swing: -4.6,
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
      [44.4, 134.4],
      [55.6, 132.4],
    ],
    right: { elbow: [31, 74], hand: [31, 88] },
    left: { elbow: [69, 70], hand: [67, 82] },
    item: 'sabreLowered',
    holds: 'left',
    sign: [28, 98],
    sway: -1.9,
    tilt: 1.1,
    bend: [0, 1.8],
  },
  {
    // The bell-ringer's guard: a turban with an aigrette, crossed white belts, a broad scimitar raised.
    head: {
      w: 7,
      jaw: 6.2,
      chin: 0.8,
      turn: -0.7,
      profile: 1,
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
      [34, 133.4],
      [69, 135],
    ],
    right: { elbow: [26, 60], hand: [30, 48] },
    left: { elbow: [70, 74], hand: [70, 88] },
    item: 'scimitar',
    holds: 'right',
    sign: [73, 97],
    sway: 5.1,
    tilt: -2.8,
    bend: [0, 5],
    stride: 1,
    swing: -5,
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
    // The orb raised on the palm at his shoulder.
    left: { elbow: [71, 72], hand: [67, 61] },
    item: 'orb',
    holds: 'left',
    colourOfItem: C.gold,
    cut: { shoulder: 12.6, waist: 10.6, hem: 17, hemY: 132 },
    sway: 0.0,
    tilt: 0.0,
    shoes: [
      [[42.4, 135.8], -1],
      [[57.6, 135.8], 1],
    ],
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
    // The charter held up before his chest, its seal hanging.
    left: { elbow: [70, 72], hand: [60, 62] },
    item: 'scroll',
    holds: 'left',
    cut: { shoulder: 11.8, waist: 9.8, hem: 15.2, hemY: 131.2 },
    sway: -1.6,
    tilt: -4.4,
    swing: 5,
    // Stepping forward to the viewer's left, the robe lifted over the leading leg and swinging back.
    stride: -1,
    feet: [
      [35.4, 135],
      [60, 135],
    ],
    hose: C.yellow,
    boot: C.brown,
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
    right: { elbow: [26, 64], hand: [31, 53] },
    left: { elbow: [72, 66], hand: [67, 76] },
    item: 'anchorShield',
    holds: 'left',
    colourOfItem: C.white,
    cut: { shoulder: 13.2, waist: 11.2, hem: 18.6, hemY: 132.4 },
    sway: -4.4,
    tilt: 2.2,
    shoes: [[[60, 135.8], 1]],
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
    cut: { shoulder: 13.6, waist: 11.8, hem: 17.8, hemY: 131.6 },
    // The weight on his far leg, his robe clear of the arms he rests his hand on, the near foot set out.
    sway: 3.4,
    tilt: -1.2,
    shoes: [[[40.6, 136], -1]],
  },
];

const COURTS: Record<Rank, readonly Court[]> = { K: KINGS, O: OBERS, U: UNTERS };

const placeHead = (h: Head, x: number, y: number): string => `<g transform="translate(${x} ${y})">${head(h)}</g>`;

/** The attributes that rest on the palm (the hand under them); the rest are gripped, the fingers over them. */
const ON_PALM: readonly Item[] = ['orb'];

/** A hand closed round what it holds, turned with the forearm (../line.ts, `fist`). */
const grip = (r: Reach): string => fist(r.hand, forearm(r.elbow, r.hand));

/** What one hand holds and the hand itself, in the order that lays the fingers over a grip. */
const holding = (r: Reach, kind: Item, thing: string): string =>
  ON_PALM.includes(kind) ? grip(r) + thing : thing + grip(r);

/** How far the chest's front (placket, buttons, the robe's band) moves aside with the face. */
const front = (court: Court): number => (court.head.profile ? court.head.profile * 4.4 : court.head.turn * 2.6);

/**
 * A standing Ober or Unter: legs, coat, arms, head, what the hands hold and the sign. The body leans over the
 * leg that bears the weight (`sway`), the hem swings (`tilt`) and the free knee turns out (`bend`).
 */
function standing(court: Court, rank: Rank, ink: Ink, suit: ParsedCard['suit']): string {
  const cut = court.cut!;
  const [fl, fr] = court.feet!;
  const [bl, br] = court.bend ?? [0, 0];
  const held = court[court.holds];
  const free = court.holds === 'right' ? court.left : court.right;
  const item = attribute(court.item, held.hand, court.colourOfItem ?? C.brown);
  const signAt: Pt = court.sign ?? (rank === 'O' ? [free.hand[0] + 3, free.hand[1] - 11] : free.hand);
  const shoulder = cut.shoulder - 2;
  const hip = (x: number): Pt => leant([x, 88], court.sway);
  // Standing, the toes turn out; striding, both point the way he goes and the trailing heel is lifted.
  const d = court.stride;
  const [tl, tr] = d ? [d, d] : [-1, 1];
  const [hl, hr] = d === 1 ? [3.6, 0] : d === -1 ? [0, 3.6] : [0, 0];
  const legs =
    leg(hip(46), fl, court.hose!, court.boot!, tl, bl, hl) + leg(hip(54), fr, court.hose!, court.boot!, tr, br, hr);
  return (
    (d ? g({ 'data-stance': d > 0 ? 'stride-right' : 'stride-left' }, legs) : legs) +
    lean(
      court.sway,
      (court.scabbard ? scabbard(50 + court.scabbard * (cut.waist - 1), court.scabbard) : '') +
        // The chest turns with the face: three-quarters, or in profile its front at the side.
        coat(court.coat as Coat, cut, court.colour, court.facing, court.tilt, front(court), court.swing),
    ) +
    placeHead(court.head, 50, 31) +
    arm([50 - shoulder, 48.6], court.right.elbow, court.right.hand, court.sleeve, court.cuff) +
    arm([50 + shoulder, 48.6], court.left.elbow, court.left.hand, court.sleeve, court.cuff) +
    holding(held, court.item, item) +
    grip(free) +
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
  // The King of bells' shield stands on the paving behind his robe's hem; the King of hearts' anchor shield
  // hangs before his robe, under his sleeve [S4]; the hand grips the top of either.
  const before = court.item === 'anchorShield';
  const shoes = (court.shoes ?? []).map(([at, toe]) => shoe(at, toe, court.facing)).join('');
  // A king who steps forward shows his leading leg under the lifted hem; the other is under the robe.
  const d = court.stride;
  const step =
    d && court.feet
      ? g(
          { 'data-stance': d > 0 ? 'stride-right' : 'stride-left' },
          leg(leant([50 + d * 4, 100], court.sway), court.feet[d > 0 ? 1 : 0], court.hose!, court.boot!, d, d * 3),
        )
      : '';
  return (
    (shield ? item : '') +
    shoes +
    step +
    lean(
      court.sway,
      robe(court.coat as Robe, court.colour, court.facing, court.cut!, court.tilt, front(court), court.swing),
    ) +
    placeHead(court.head, 50, 31) +
    (before ? item : '') +
    arm([39, 49.6], court.right.elbow, court.right.hand, court.sleeve, court.cuff) +
    arm([61, 49.6], court.left.elbow, court.left.hand, court.sleeve, court.cuff) +
    holding(other, 'sceptre', attribute('sceptre', other.hand, C.gold)) +
    holding(held, court.item, shield || before ? '' : item) +
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
