/**
 * The twelve courts of the Bavarian pattern (docs/patterns.md, "Bavarian"), after the type S pack most made
 * today: single-headed full figures in Landsknecht dress standing on a patch of grass, the Ober holding his
 * suit sign up by the top corner and the Unter low; kings enthroned, each with a sceptre, their sign in the
 * corner, the throne's back in the Bavarian lozenges. Fixed features the sources name: the Ober of acorns
 * bears a pointed shield, the Ober of leaves is a drummer in a fantasy hat, the Unter of leaves a piper, the
 * Unter of acorns wears a cap, the Unter of hearts is a staff fighter. K, O, U stand in the top corner. Every
 * court has its own head, coat, stance and attribute; none is shared with another pattern.
 */
import { C, type Ink } from '../palette.js';
import type { ParsedCard, Style } from '../patterns.js';
import { mark } from '../pips.js';
import { sign } from '../suits.js';
import type { Pt } from '../svg.js';
import {
  arm,
  attribute,
  type Attribute,
  type Cut,
  doublet,
  type Doublet,
  alongShaft,
  fist,
  type Gown,
  GRASS,
  leg,
  robe,
  type Robe,
  THRONE,
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
  /** Doublet (standing figures) or robe (kings), its colour, and the trim, slashes or lining. */
  readonly coat: Doublet | Robe;
  /** The cut of a standing figure's coat or of a king's robe: each court's own outline. */
  readonly cut?: Cut;
  readonly gown?: Gown;
  readonly colour: string;
  readonly trim: string;
  /** Forearm sleeves. */
  readonly sleeve: string;
  /** Standing figures: breeches and hose colours, knees and feet (viewer's left leg first). */
  readonly breeches?: string;
  readonly hose?: string;
  readonly legs?: readonly [Pt, Pt, Pt, Pt];
  readonly right: Reach;
  readonly left: Reach;
  readonly attribute: Attribute;
  /** Which hand holds the attribute: the other holds the sign (Obers, Unters) or the sceptre (kings). */
  readonly holds: 'right' | 'left';
  readonly shaft?: string;
  /** Where the suit sign is centred, if not in the holding hand's place. */
  readonly sign?: Pt;
  /** How far the attribute is turned about the hand (degrees, clockwise): a staff levelled, a blade raised. */
  readonly aim?: number;
  /** The free hand grips the same shaft too, this far up it from the holding hand (the sign then stands apart). */
  readonly both?: number;
  /** A second weapon in the free hand, turned by its own aim (the sign then stands apart). */
  readonly drawn?: { readonly kind: Attribute; readonly aim: number };
}

const HAIR = {
  brown: '#6b3e1e',
  chestnut: '#8a4a24',
  dark: '#33261c',
  fair: '#d9a64a',
  flax: '#ead08a',
  grey: '#a9a39a',
  red: '#a4482a',
  white: '#ece8e0',
};

/** Obers by suit (acorns, leaves, hearts, bells): the sign held up by the top right corner. */
const OBERS: readonly Court[] = [
  {
    // The shield-bearer: cuirass, the great plumed beret, a pointed shield on his arm.
    head: {
      face: 'broad',
      look: 'right',
      hair: HAIR.brown,
      hairStyle: 'page',
      beard: 'spade',
      headgear: 'plumedBarett',
      hatColour: C.red,
      feather: C.white,
      feather2: C.yellow,
    },
    coat: 'cuirass',
    cut: { sh: 14, chest: 12.6, waist: 9, hem: 12.4, hemY: 90, lean: 1.4, skirt: 'plain' },
    colour: C.blue,
    trim: C.yellow,
    sleeve: C.blue,
    breeches: C.red,
    hose: C.yellow,
    legs: [
      [44, 111],
      [56, 111],
      [40, 131],
      [60, 131],
    ],
    // He fights [B5]: the shield up before his breast, the short sword raised; his acorn stands by his head.
    right: { elbow: [28, 63], hand: [34, 70] },
    left: { elbow: [71, 49], hand: [70, 38] },
    attribute: 'shield',
    holds: 'right',
    shaft: C.red,
    drawn: { kind: 'katzbalger', aim: 12 },
    sign: [25, 29],
  },
  {
    // The drummer (type S): fantasy hat, banded doublet, the drum at his hip and a stick in his hand.
    head: {
      face: 'heart',
      look: 'left',
      hair: HAIR.fair,
      hairStyle: 'cropped',
      beard: 'waxed',
      headgear: 'fantasyHat',
      hatColour: C.green,
      feather: C.white,
      feather2: C.red,
    },
    coat: 'drummer',
    cut: { sh: 13, chest: 11, waist: 8.6, hem: 14, hemY: 90.6, lean: -1.6, skirt: 'scallop' },
    colour: C.green,
    trim: C.yellow,
    sleeve: C.yellow,
    breeches: C.yellow,
    hose: C.red,
    legs: [
      [42, 110],
      [57, 111],
      [36, 131],
      [60, 131],
    ],
    right: { elbow: [30, 62], hand: [34, 74] },
    left: { elbow: [70, 44], hand: [73, 32] },
    attribute: 'drum',
    holds: 'right',
    shaft: C.blue,
  },
  {
    // The captain: a long fur-collared coat, slouch hat, the halberd planted beside him.
    head: {
      face: 'bony',
      look: 'lidded',
      hair: HAIR.dark,
      hairStyle: 'flowing',
      beard: 'twin',
      headgear: 'slouchHat',
      hatColour: C.black,
      feather: C.white,
      feather2: C.red,
    },
    coat: 'schaube',
    cut: { sh: 15, chest: 14.2, waist: 12.6, hem: 17, hemY: 106, lean: 1, skirt: 'split' },
    colour: C.red,
    trim: C.yellow,
    sleeve: C.yellow,
    breeches: C.darkRed,
    hose: C.white,
    legs: [
      [45, 111],
      [57, 110],
      [43, 131],
      [63, 131],
    ],
    right: { elbow: [29, 66], hand: [27, 76] },
    left: { elbow: [70, 44], hand: [73, 32] },
    attribute: 'halberd',
    holds: 'right',
    shaft: C.brown,
  },
  {
    // The banner-bearer: mi-parti doublet, burgonet, the lozenge banner over his shoulder.
    head: {
      face: 'full',
      look: 'ahead',
      hair: HAIR.red,
      hairStyle: 'tufts',
      beard: 'curled',
      headgear: 'burgonet',
      hatColour: C.steel,
      feather: C.red,
    },
    coat: 'quartered',
    cut: { sh: 13.6, chest: 12, waist: 9.4, hem: 13, hemY: 92.4, lean: 2.4, skirt: 'pointed' },
    colour: C.yellow,
    trim: C.blue,
    sleeve: C.red,
    breeches: C.blue,
    hose: C.yellow,
    legs: [
      [41, 109],
      [55, 111],
      [35, 132],
      [56, 131],
    ],
    right: { elbow: [30, 64], hand: [34, 70] },
    left: { elbow: [70, 44], hand: [73, 32] },
    attribute: 'banner',
    holds: 'right',
    shaft: C.brown,
  },
];

/** Unters by suit: the sign held low, at the hip or set on the grass. */
const UNTERS: readonly Court[] = [
  {
    // The swordsman in the cap with turned-up flaps (type S), his two-handed sword on his shoulder.
    head: {
      face: 'narrow',
      look: 'right',
      hair: HAIR.chestnut,
      hairStyle: 'page',
      beard: 'stubble',
      headgear: 'earCap',
      hatColour: C.red,
      feather: C.yellow,
      feather2: C.yellow,
    },
    coat: 'slashed',
    cut: { sh: 13.4, chest: 11.4, waist: 8.4, hem: 15, hemY: 92, lean: -2, skirt: 'dagged' },
    colour: C.red,
    trim: C.yellow,
    sleeve: C.yellow,
    breeches: C.yellow,
    hose: C.red,
    legs: [
      [44, 111],
      [57, 110],
      [42, 131],
      [63, 131],
    ],
    right: { elbow: [33, 66], hand: [41, 62] },
    left: { elbow: [68, 72], hand: [70, 86] },
    attribute: 'twoHander',
    holds: 'right',
    shaft: C.darkRed,
  },
  {
    // The piper: pointed felt hat, long smock, the Schwegel at his lips; his leaf lies on the grass.
    head: {
      face: 'full',
      look: 'lidded',
      hair: HAIR.flax,
      hairStyle: 'page',
      beard: 'none',
      headgear: 'pointedHat',
      hatColour: C.darkGreen,
      feather: C.black,
      feather2: C.red,
    },
    coat: 'smock',
    cut: { sh: 12.6, chest: 12.8, waist: 10.2, hem: 15.6, hemY: 101, lean: 0.6, skirt: 'flared' },
    colour: C.blue,
    trim: C.red,
    sleeve: C.blue,
    breeches: C.blue,
    hose: C.white,
    legs: [
      [46, 112],
      [55, 111],
      [47, 131],
      [58, 131],
    ],
    right: { elbow: [39, 60], hand: [51.6, 48] },
    left: { elbow: [66, 66], hand: [56, 58] },
    attribute: 'pipe',
    holds: 'left',
    shaft: C.ochre,
    sign: [76, 118],
  },
  {
    // The staff fighter: a close coif, a striped jack, the long quarterstaff upright.
    head: {
      face: 'bony',
      look: 'left',
      hair: HAIR.grey,
      hairStyle: 'bald',
      beard: 'whiskers',
      headgear: 'coif',
      hatColour: C.cream,
      feather: C.red,
      feather2: C.red,
    },
    coat: 'striped',
    cut: { sh: 13.8, chest: 12.2, waist: 9.6, hem: 11.6, hemY: 88, lean: 2, skirt: 'plain' },
    colour: C.white,
    trim: C.red,
    sleeve: C.red,
    breeches: C.green,
    hose: C.red,
    legs: [
      [43, 110],
      [58, 110],
      [38, 131],
      [64, 131],
    ],
    // The staff fighter's guard [B5, B6]: the staff slanted across his body in both hands, the heart at his feet.
    right: { elbow: [29, 78], hand: [33, 88] },
    left: { elbow: [67, 64], hand: [0, 0] },
    attribute: 'staff',
    holds: 'right',
    shaft: C.ochre,
    aim: 32,
    both: 36,
    sign: [75, 104],
  },
  {
    // The young guard: a knitted stocking cap, laced doublet, the partisan at his left side.
    head: {
      face: 'heart',
      look: 'ahead',
      hair: HAIR.brown,
      hairStyle: 'cropped',
      beard: 'none',
      headgear: 'stockingCap',
      hatColour: C.blue,
      feather: C.white,
      feather2: C.white,
    },
    coat: 'laced',
    cut: { sh: 12.4, chest: 10.6, waist: 8, hem: 11, hemY: 90, lean: -1, skirt: 'flared' },
    colour: C.green,
    trim: C.red,
    sleeve: C.white,
    breeches: C.red,
    hose: C.green,
    legs: [
      [45, 111],
      [56, 111],
      [44, 131],
      [57, 131],
    ],
    // He lowers his partisan to the thrust [B5], its blade forward past his right shoulder, in both hands.
    right: { elbow: [33, 64], hand: [0, 0] },
    left: { elbow: [70, 80], hand: [64, 92] },
    attribute: 'partisan',
    holds: 'left',
    shaft: C.brown,
    aim: -30,
    both: 27,
    sign: [24, 104],
  },
];

/** Kings by suit, enthroned: the sceptre in one hand, orb, sword, arms or cup in the other. */
const KINGS: readonly Court[] = [
  {
    head: {
      face: 'broad',
      look: 'ahead',
      hair: HAIR.grey,
      hairStyle: 'flowing',
      beard: 'patriarch',
      headgear: 'crownLily',
      hatColour: C.gold,
      feather: C.red,
      aged: true,
    },
    coat: 'ermineCape',
    gown: { sh: 13, lap: 15, hem: 17, turn: 0, feet: [44, 56] },
    colour: C.red,
    trim: C.gold,
    sleeve: C.red,
    right: { elbow: [33, 80], hand: [40, 86] },
    left: { elbow: [67, 80], hand: [60, 88] },
    attribute: 'orb',
    holds: 'left',
  },
  {
    head: {
      face: 'narrow',
      look: 'right',
      hair: HAIR.white,
      hairStyle: 'page',
      beard: 'swallow',
      headgear: 'crownClosed',
      hatColour: C.red,
      feather: C.green,
      aged: true,
    },
    coat: 'mantle',
    gown: { sh: 12.4, lap: 13.6, hem: 19, turn: -2.4, feet: [40, 53] },
    colour: C.green,
    trim: C.red,
    sleeve: C.green,
    right: { elbow: [32, 80], hand: [38, 86] },
    left: { elbow: [68, 76], hand: [66, 88] },
    attribute: 'sword',
    holds: 'left',
    shaft: C.darkRed,
  },
  {
    head: {
      face: 'full',
      look: 'left',
      hair: HAIR.brown,
      hairStyle: 'cropped',
      beard: 'curled',
      headgear: 'crownCap',
      hatColour: C.blue,
      feather: C.red,
    },
    coat: 'furCollar',
    gown: { sh: 13.6, lap: 16.4, hem: 15, turn: 1.6, feet: [46, 60] },
    colour: C.blue,
    trim: C.yellow,
    sleeve: C.yellow,
    // The King of hearts raises his goblet (issue 35), his sceptre held up in the other hand as if to a toast.
    right: { elbow: [31, 79], hand: [37, 73] },
    left: { elbow: [70, 72], hand: [67, 63] },
    attribute: 'goblet',
    holds: 'left',
    shaft: C.red,
  },
  {
    head: {
      face: 'heart',
      look: 'lidded',
      hair: HAIR.red,
      hairStyle: 'tufts',
      beard: 'spade',
      headgear: 'crownPoints',
      hatColour: C.gold,
      feather: C.red,
    },
    coat: 'brocade',
    gown: { sh: 12.8, lap: 14.6, hem: 16, turn: 2.6, feet: [47, 60] },
    colour: C.purple,
    trim: C.gold,
    sleeve: C.purple,
    // The King of bells rests his hand on Bavaria's crowned lozenge shield by the throne.
    right: { elbow: [31, 78], hand: [22, 90] },
    left: { elbow: [67, 80], hand: [60, 86] },
    attribute: 'lozengeShield',
    holds: 'right',
  },
];

const COURTS: Record<Rank, readonly Court[]> = { K: KINGS, O: OBERS, U: UNTERS };

const placeHead = (h: Head, x: number, y: number): string => `<g transform="translate(${x} ${y})">${head(h)}</g>`;

/** A standing Ober or Unter: legs, coat, arms, head, what the hands hold and the sign. */
function standing(court: Court, rank: Rank, ink: Ink, suit: ParsedCard['suit']): string {
  const [kl, kr, fl, fr] = court.legs!;
  const cut = court.cut!;
  const puff = court.colour === C.white ? court.trim : court.colour;
  const held = court[court.holds];
  const aim = court.aim ?? 0;
  const given = court.holds === 'right' ? court.left : court.right;
  // A fighter's second hand closes on the same shaft, wherever the aim has carried it.
  const free: Reach = court.both ? { ...given, hand: alongShaft(held.hand, aim, court.both) } : given;
  const [right, left] = court.holds === 'right' ? [held, free] : [free, held];
  const item = attribute(court.attribute, held.hand, court.shaft ?? C.brown, aim);
  const drawn = court.drawn ? attribute(court.drawn.kind, free.hand, court.shaft ?? C.brown, court.drawn.aim) : '';
  // Long shafts stand behind the arm; the shield, the pipe, the drum hung at the hip (so that its head and the
  // stick beating it show) and a shaft gripped in both hands across the body are held in front.
  const front =
    court.attribute === 'shield' ||
    court.attribute === 'pipe' ||
    court.attribute === 'drum' ||
    court.both !== undefined;
  // The free hand grips the sign: the Ober's by its foot, held up; the Unter's by its top, hanging at his side.
  const grips = !court.sign;
  const signAt: Pt =
    court.sign ?? (rank === 'O' ? [free.hand[0] + 3, free.hand[1] - 8.5] : [free.hand[0] + 1, free.hand[1] + 8.5]);
  const hipY = Math.min(cut.hemY - 2, 92);
  const [sl, sr]: [Pt, Pt] = [
    [50 - cut.sh + 2.4, 51],
    [50 + cut.sh - 2.4, 51],
  ];
  const hands = fist(held.hand, held.elbow);
  const other = fist(free.hand, free.elbow);
  return (
    leg([46 + cut.lean * 1.4, hipY], kl, fl, court.breeches!, court.trim, court.hose!, -1.6) +
    leg([54 + cut.lean * 1.4, hipY], kr, fr, court.breeches!, court.trim, court.hose!, 1.6) +
    (front ? '' : item) +
    doublet(court.coat as Doublet, cut, court.colour, court.trim) +
    // The head leans a little against the hips (contrapposto), so the stance reads through the whole figure.
    placeHead(court.head, 50 - cut.lean * 0.35, 34) +
    drawn +
    arm(sl, right.elbow, right.hand, puff, court.trim, court.sleeve) +
    arm(sr, left.elbow, left.hand, puff, court.trim, court.sleeve) +
    (court.attribute === 'shield' ? hands + item : front ? item + hands : hands) +
    (grips ? '' : other) +
    sign('german', suit, ink, signAt[0], signAt[1], 0.9) +
    (grips ? other : '')
  );
}

/** An enthroned king: throne, robe, arms, head, sceptre and attribute; his sign in the top corner. */
function enthroned(court: Court, ink: Ink, suit: ParsedCard['suit']): string {
  const gown = court.gown!;
  const held = court[court.holds];
  const other = court.holds === 'right' ? court.left : court.right;
  const item = attribute(court.attribute, held.hand, court.shaft ?? C.red);
  const beside = court.attribute === 'lozengeShield';
  const under = court.attribute === 'orb';
  const hands = fist(court.right.hand, court.right.elbow) + fist(court.left.hand, court.left.elbow);
  return (
    THRONE +
    (beside ? item : '') +
    robe(court.coat as Robe, gown, court.colour, court.trim) +
    // The head turns a little with the knees, so each king sits his own way.
    placeHead(court.head, 50 + gown.turn * 0.3, 45) +
    arm([50 - gown.sh + 1, 61], court.right.elbow, court.right.hand, court.colour, court.trim, court.sleeve) +
    arm([50 + gown.sh - 1, 61], court.left.elbow, court.left.hand, court.colour, court.trim, court.sleeve) +
    attribute('sceptre', other.hand, C.red) +
    (under ? hands + item : (beside ? '' : item) + hands) +
    sign('german', suit, ink, 84, 17, 0.8)
  );
}

/** A Bavarian court card's picture (the paper is drawn by the caller). */
export function drawBavarianCourt(style: Style, card: ParsedCard, ink: Ink): string {
  const rank = card.rank as Rank;
  const court = COURTS[rank][card.suit]!;
  const letter = style.courtLetters?.[rank];
  return (
    GRASS +
    (rank === 'K' ? enthroned(court, ink, card.suit) : standing(court, rank, ink, card.suit)) +
    (letter ? mark(letter, 10.5, 19.5, 16, C.line) : '')
  );
}
