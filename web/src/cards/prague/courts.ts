/**
 * The twelve courts of the Prague pattern (docs/patterns.md, "Prague"), the single-headed Bohemian pack:
 * full figures in long coats and high boots on a strip of flowered ground, the Obers and Unters soldiers and
 * musicians (halberd, bagpipe, sabre, lance; trumpet, fiddle, Hussite flail, shepherd's axe), the Ober holding
 * his suit sign up by the top corner and the Unter low; kings enthroned, each on a throne of his own (two
 * Gothic, two Renaissance: ./thrones.ts), each with two suit signs, one in each top corner. No index letters:
 * Bohemian packs print none, the sign's height tells the Ober from the Unter. Every court has its own head,
 * coat, stance and attribute; none is shared with another pattern.
 */
import { C, type Ink } from '../palette.js';
import type { ParsedCard, Style } from '../patterns.js';
import { sign } from '../suits.js';
import type { Pt } from '../svg.js';
import { fist, forearm, shear, sheared } from '../line.js';
import { arm, attribute, type Attribute, coat, type Coat, gown, type Gown, GROUND, leg, type Seat } from './figures.js';
import { type Head, head } from './heads.js';
import { type Throne, throne } from './thrones.js';

type Rank = 'K' | 'O' | 'U';

/** An arm: its elbow and hand in card space (the figure's right arm is on the viewer's left). */
interface Reach {
  readonly elbow: Pt;
  readonly hand: Pt;
}

interface Court {
  readonly head: Head;
  /** Coat (standing figures) or gown (kings), its colour and the trim. */
  readonly coat: Coat | Gown;
  readonly colour: string;
  readonly trim: string;
  readonly sleeve: string;
  /** Standing figures: trousers and boots, and the feet (viewer's left first). */
  readonly trousers?: string;
  readonly boots?: string;
  readonly feet?: readonly [Pt, Pt];
  readonly right: Reach;
  readonly left: Reach;
  readonly attribute: Attribute;
  /** Which hand holds the attribute: the other holds the sign (Obers, Unters) or the sceptre (kings). */
  readonly holds: 'right' | 'left';
  readonly shaft: string;
  /** Where the attribute is drawn, if not at the holding hand. */
  readonly item?: Pt;
  /** Where the suit sign is centred, if not just above (Ober) or at (Unter) the free hand. */
  readonly sign?: Pt;
  /**
   * The stance (issue 35, point 3): standing figures lean by `sway` at the hem over the leg that bears the
   * weight, the hem swinging by `tilt`; kings sit each his own way (`seat`).
   */
  readonly sway?: number;
  readonly tilt?: number;
  /** Broad (positive) or slight shoulders, card units each side. */
  readonly build?: number;
  readonly seat?: Seat;
  /** A king's throne. */
  readonly throne?: Throne;
}

const HAIR = {
  black: '#2a211b',
  brown: '#6b3e1e',
  chestnut: '#94532a',
  fair: '#d8b060',
  flax: '#e9d79c',
  grey: '#a7a197',
  red: '#b0502a',
  white: '#efebe2',
};

/** Obers by suit (acorns, leaves, hearts, bells): the sign raised by the top right corner. */
const OBERS: readonly Court[] = [
  {
    // The halberdier: morion, cuirass over a blue coat, the halberd planted at his side.
    head: {
      face: 'square',
      turn: 0.4,
      eyes: 'narrow',
      hair: HAIR.black,
      hairStyle: 'short',
      beard: 'forked',
      headgear: 'morion',
      hatColour: C.steel,
      trim: C.red,
    },
    coat: 'breastplate',
    build: 1.2,
    sway: -2.9,
    tilt: 1.7,
    colour: C.blue,
    trim: C.yellow,
    sleeve: C.blue,
    trousers: C.red,
    boots: C.darkBrown,
    feet: [
      [42, 135],
      [59, 132.8],
    ],
    right: { elbow: [32, 64], hand: [30, 80] },
    left: { elbow: [68, 42], hand: [71, 31] },
    attribute: 'halberd',
    holds: 'right',
    shaft: C.brown,
  },
  {
    // The piper (dudák): broad black hat, sheepskin waistcoat, the bagpipe under his arm.
    head: {
      face: 'round',
      turn: 0.6,
      eyes: 'round',
      hair: HAIR.fair,
      hairStyle: 'bob',
      beard: 'moustache',
      headgear: 'piperHat',
      hatColour: C.black,
      trim: C.red,
    },
    coat: 'sheepskin',
    build: -0.6,
    sway: 3.5,
    tilt: -1.4,
    colour: '#8a6a48',
    trim: C.red,
    sleeve: C.white,
    trousers: C.yellow,
    boots: C.black,
    feet: [
      [44, 133],
      [57.6, 135.6],
    ],
    right: { elbow: [33, 60], hand: [38, 68] },
    left: { elbow: [67, 44], hand: [70, 32] },
    attribute: 'bagpipe',
    holds: 'right',
    // The bag of goatskin, brown with the hair on, so it stands out from the white shirt.
    shaft: '#9a7048',
  },
  {
    // The officer: cavalier's plumed hat, frogged coat with a fur hem, the sabre raised.
    head: {
      face: 'oval',
      turn: -0.6,
      eyes: 'aside',
      hair: HAIR.brown,
      hairStyle: 'long',
      beard: 'goatee',
      headgear: 'plumedHat',
      hatColour: C.darkRed,
      trim: C.white,
    },
    coat: 'frogged',
    build: 0.6,
    sway: -4.2,
    tilt: 2.5,
    colour: C.red,
    trim: C.yellow,
    sleeve: C.red,
    trousers: C.blue,
    boots: C.yellow,
    feet: [
      [38.6, 135.8],
      [59, 133],
    ],
    right: { elbow: [30, 56], hand: [33, 48] },
    left: { elbow: [67, 43], hand: [70, 31] },
    attribute: 'sabre',
    holds: 'right',
    shaft: C.darkRed,
  },
  {
    // The lancer: kettle hat, tabard with a cross over mail, the lance with a pennon.
    head: {
      face: 'gaunt',
      turn: 0.5,
      eyes: 'round',
      hair: HAIR.red,
      hairStyle: 'curls',
      beard: 'full',
      headgear: 'kettleHat',
      hatColour: C.steel,
      trim: C.yellow,
    },
    coat: 'tabard',
    build: 1.4,
    sway: 1.9,
    tilt: -0.8,
    colour: C.yellow,
    trim: C.red,
    sleeve: C.grey,
    trousers: C.green,
    boots: C.brown,
    feet: [
      [45, 134],
      [57, 134],
    ],
    right: { elbow: [31, 66], hand: [32, 80] },
    left: { elbow: [67, 44], hand: [71, 32] },
    attribute: 'lance',
    holds: 'right',
    shaft: C.ochre,
  },
];

/** Unters by suit: the sign held low, at the hip. */
const UNTERS: readonly Court[] = [
  {
    // The trumpeter: tasselled cap, dagged tunic, the trumpet with its banner at his lips.
    head: {
      face: 'long',
      turn: -0.8,
      eyes: 'aside',
      hair: HAIR.chestnut,
      hairStyle: 'bob',
      beard: 'none',
      headgear: 'tasselCap',
      hatColour: C.green,
      trim: C.yellow,
    },
    coat: 'dagged',
    sway: 4.5,
    tilt: -2.0,
    colour: C.green,
    trim: C.red,
    sleeve: C.yellow,
    trousers: C.red,
    boots: C.black,
    feet: [
      [43, 133],
      [58.6, 135.6],
    ],
    right: { elbow: [32, 50], hand: [39, 37] },
    left: { elbow: [68, 70], hand: [69, 86] },
    attribute: 'trumpet',
    holds: 'right',
    shaft: C.red,
    item: [47.6, 37.4],
    sign: [73, 97],
  },
  {
    // The fiddler: fur kolpak, long blue kaftan, the fiddle at his chest.
    head: {
      face: 'oval',
      turn: -0.4,
      eyes: 'narrow',
      hair: HAIR.grey,
      hairStyle: 'short',
      beard: 'chin',
      headgear: 'kolpak',
      hatColour: C.red,
      trim: C.gold,
      aged: true,
    },
    coat: 'kaftan',
    build: -0.4,
    sway: -1.9,
    tilt: 1.4,
    colour: C.blue,
    trim: C.red,
    sleeve: C.blue,
    trousers: C.white,
    boots: C.red,
    feet: [
      [44, 135.4],
      [56, 133.2],
    ],
    right: { elbow: [34, 64], hand: [43, 60] },
    left: { elbow: [67, 72], hand: [68, 88] },
    attribute: 'fiddle',
    holds: 'right',
    shaft: C.ochre,
    sign: [72, 98],
  },
  {
    // The Hussite: a hood, quilted jack, the war flail over his shoulder.
    head: {
      face: 'gaunt',
      turn: 0.3,
      eyes: 'narrow',
      hair: HAIR.brown,
      hairStyle: 'bald',
      beard: 'square',
      headgear: 'chaperon',
      hatColour: C.darkRed,
      trim: C.yellow,
    },
    coat: 'quilted',
    build: 0.9,
    sway: 1.0,
    tilt: 0.6,
    colour: C.cream,
    trim: C.brown,
    sleeve: C.darkRed,
    trousers: C.darkRed,
    boots: C.darkBrown,
    feet: [
      [40, 135],
      [60, 134],
    ],
    right: { elbow: [30, 66], hand: [31, 74] },
    left: { elbow: [68, 72], hand: [70, 86] },
    attribute: 'flail',
    holds: 'right',
    shaft: C.ochre,
    sign: [74, 96],
  },
  {
    // The shepherd: round hat, open coat and studded belt, leaning on his valaška.
    head: {
      face: 'round',
      turn: -0.7,
      eyes: 'aside',
      hair: HAIR.flax,
      hairStyle: 'long',
      beard: 'mutton',
      headgear: 'shepherdHat',
      hatColour: C.black,
      trim: C.red,
    },
    coat: 'shepherd',
    build: -0.9,
    sway: 4.8,
    tilt: -2.8,
    colour: C.red,
    trim: C.green,
    sleeve: C.white,
    trousers: C.white,
    boots: C.brown,
    feet: [
      [45, 133.2],
      [59.6, 135.8],
    ],
    right: { elbow: [31, 70], hand: [30, 82] },
    left: { elbow: [68, 70], hand: [70, 84] },
    attribute: 'axe',
    holds: 'right',
    shaft: C.brown,
    sign: [74, 95],
  },
];

/** Kings by suit, enthroned: the sceptre in one hand, orb, charter, chalice or sword of state in the other. */
const KINGS: readonly Court[] = [
  {
    head: {
      face: 'long',
      eyes: 'round',
      hair: HAIR.white,
      hairStyle: 'long',
      beard: 'long',
      headgear: 'crownArched',
      hatColour: C.red,
      trim: C.red,
      aged: true,
    },
    coat: 'ermine',
    seat: { knee: 13.6, hem: 17, turn: 0 },
    throne: 'gabled',
    colour: C.red,
    trim: C.gold,
    sleeve: C.red,
    right: { elbow: [33, 78], hand: [39, 84] },
    // The orb raised on the palm beside his beard.
    left: { elbow: [70, 84], hand: [66, 72] },
    attribute: 'orb',
    holds: 'left',
    shaft: C.gold,
  },
  {
    head: {
      face: 'square',
      turn: 0.4,
      eyes: 'aside',
      hair: HAIR.chestnut,
      hairStyle: 'curls',
      beard: 'forked',
      headgear: 'crownFleuron',
      hatColour: C.gold,
      trim: C.red,
    },
    coat: 'dalmatic',
    seat: { knee: 12.4, hem: 15.4, turn: 1.6 },
    throne: 'walnut',
    colour: C.green,
    trim: C.yellow,
    sleeve: C.green,
    right: { elbow: [33, 78], hand: [40, 86] },
    // The charter held up before him, its seal hanging.
    left: { elbow: [69, 84], hand: [62, 76] },
    attribute: 'charter',
    holds: 'left',
    shaft: C.red,
  },
  {
    head: {
      face: 'round',
      turn: -0.5,
      eyes: 'narrow',
      hair: HAIR.grey,
      hairStyle: 'bob',
      beard: 'full',
      headgear: 'crownHat',
      hatColour: C.red,
      trim: C.blue,
      aged: true,
    },
    coat: 'furred',
    seat: { knee: 14.8, hem: 18.2, turn: -1.4 },
    throne: 'canopied',
    colour: C.blue,
    trim: C.red,
    sleeve: C.blue,
    right: { elbow: [33, 80], hand: [40, 88] },
    left: { elbow: [67, 76], hand: [62, 88] },
    attribute: 'swordOfState',
    holds: 'left',
    shaft: C.red,
  },
  {
    head: {
      face: 'oval',
      turn: 0.6,
      eyes: 'round',
      hair: HAIR.black,
      hairStyle: 'short',
      beard: 'goatee',
      headgear: 'crownSpiked',
      hatColour: C.gold,
      trim: C.blue,
    },
    coat: 'cloak',
    seat: { knee: 13, hem: 16.2, turn: 2.4 },
    throne: 'pilastered',
    colour: C.yellow,
    trim: C.purple,
    sleeve: C.yellow,
    right: { elbow: [33, 78], hand: [39, 84] },
    left: { elbow: [68, 72], hand: [65, 70] },
    attribute: 'chalice',
    holds: 'left',
    shaft: C.red,
  },
];

const COURTS: Record<Rank, readonly Court[]> = { K: KINGS, O: OBERS, U: UNTERS };

const placeHead = (h: Head, x: number, y: number): string => `<g transform="translate(${x} ${y})">${head(h)}</g>`;

/** Long shafts stand behind the figure; what is held to the body is drawn in front. */
const BEHIND: ReadonlySet<Attribute> = new Set(['halberd', 'lance', 'flail', 'axe', 'sabre']);

/** What rests on the palm, the hand under it; everything else is gripped, the fingers closed over it. */
const ON_PALM: ReadonlySet<Attribute> = new Set(['orb', 'chalice']);

const grip = (r: Reach): string => fist(r.hand, forearm(r.elbow, r.hand));

/** Standing figures lean about the shoulders (y 43), so many units at the hem's height (y 100). */
const lean = (sway: number, content: string): string => shear(content, sway, 43, 100);

/** A standing Ober or Unter: legs, coat, head, arms, what the hands hold and the sign. */
function standing(court: Court, rank: Rank, ink: Ink, suit: ParsedCard['suit']): string {
  const [fl, fr] = court.feet!;
  const sway = court.sway ?? 0;
  const held = court[court.holds];
  const free = court.holds === 'right' ? court.left : court.right;
  const item = attribute(court.attribute, court.item ?? held.hand, court.shaft);
  const behind = BEHIND.has(court.attribute);
  const signAt: Pt = court.sign ?? (rank === 'O' ? [free.hand[0] + 4, free.hand[1] - 12] : free.hand);
  return (
    leg(sheared([45.6, 88], sway, 43, 100), fl, court.trousers!, court.boots!, -2) +
    leg(sheared([54.4, 88], sway, 43, 100), fr, court.trousers!, court.boots!, 2) +
    (behind ? item : '') +
    // The chest turns with the face.
    lean(
      sway,
      coat(court.coat as Coat, court.colour, court.trim, court.tilt, (court.head.turn ?? 0) * 2.6, court.build),
    ) +
    placeHead(court.head, 50, 31) +
    arm([38.6, 47], court.right.elbow, court.right.hand, court.sleeve, court.trim) +
    arm([61.4, 47], court.left.elbow, court.left.hand, court.sleeve, court.trim) +
    (behind ? '' : item) +
    grip(held) +
    grip(free) +
    sign('german', suit, ink, signAt[0], signAt[1], 1)
  );
}

/** An enthroned king: throne, gown, head, arms, sceptre and attribute; a sign in each top corner. */
function enthroned(court: Court, ink: Ink, suit: ParsedCard['suit']): string {
  const held = court[court.holds];
  const other = court.holds === 'right' ? court.left : court.right;
  const item = attribute(court.attribute, held.hand, court.shaft);
  return (
    throne(court.throne!) +
    gown(court.coat as Gown, court.colour, court.trim, court.seat!) +
    placeHead(court.head, 50, 44) +
    arm([38.4, 59], court.right.elbow, court.right.hand, court.sleeve, court.trim) +
    arm([61.6, 59], court.left.elbow, court.left.hand, court.sleeve, court.trim) +
    attribute('sceptre', other.hand, C.gold) +
    grip(other) +
    (ON_PALM.has(court.attribute) ? grip(held) + item : item + grip(held)) +
    sign('german', suit, ink, 16, 17, 0.85) +
    sign('german', suit, ink, 84, 17, 0.85)
  );
}

/** A Prague court card's picture (the paper is drawn by the caller); no index letters. */
export function drawPragueCourt(_style: Style, card: ParsedCard, ink: Ink): string {
  const rank = card.rank as Rank;
  const court = COURTS[rank][card.suit]!;
  return GROUND + (rank === 'K' ? enthroned(court, ink, card.suit) : standing(court, rank, ink, card.suit));
}
