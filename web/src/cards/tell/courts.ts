/**
 * The twelve courts of the Tell pattern (docs/patterns.md, "Tell"; who each shows: ../subjects.ts). Double-
 * headed half figures, the lower half the upper one turned by 180° about the centre (../double.ts), divided by a
 * horizontal line: the Obers and Unters are the people of Schiller's
 * "Wilhelm Tell", the Ober holding his suit sign up and the Unter low (the way Tell packs tell them apart);
 * the four kings ride, the horse's forehand (head, neck, raised forelegs) before them, their sign in the corner. No K, O, U in the
 * corners, as on the real pack; the Obers and Unters carry their names at the foot of each half. Every court has its own head, coat, pose and attribute; none is shared with another pattern.
 */
import { doubleHead, HORIZONTAL } from '../double.js';
import { innerFrame, MIDDLE, TURN } from '../frame.js';
import { C, type Ink } from '../palette.js';
import { CARD_WIDTH, type ParsedCard, type Style } from '../patterns.js';
import { mark } from '../pips.js';
import { sign } from '../suits.js';
import { courtSubject } from '../subjects.js';
import { el, g, line, path, P, transform } from '../svg.js';
import { along, crossbow, type Crossbow } from './crossbow.js';
import {
  arm,
  attribute,
  type Attribute,
  body,
  type Body,
  hand,
  type Horse,
  horse,
  type Pt,
  STANDING,
} from './figures.js';
import { type Head, head } from './heads.js';

type Rank = 'K' | 'O' | 'U';

/** An arm: its elbow and hand in figure space (the figure's right arm is on the viewer's left). */
interface Reach {
  readonly elbow: Pt;
  readonly hand: Pt;
}

interface Court {
  readonly head: Head;
  readonly body: Body;
  /** The figure's right arm (viewer's left) and left arm. */
  readonly right: Reach;
  readonly left: Reach;
  readonly attribute: Attribute | 'crossbow';
  /** Which arm holds the attribute; the other holds the sign (Obers, Unters) or the reins (kings). */
  readonly holds: 'right' | 'left';
  readonly shaft?: string;
  /** Where the held sign is centred, figure space. */
  readonly sign?: Pt;
  readonly horse?: Horse;
}

/**
 * Tell's crossbow, held across his body in both hands as a hunter carries it: the butt at his right hip, the
 * right hand at the lock, the left hand on the fore-stock, the prod and stirrup up by his left shoulder, clear of
 * his face (./crossbow.ts).
 */
export const TELL_BOW: Crossbow = { butt: [-11, 39], front: [24, 4], span: 14 };
/** Where Tell's hands grip the stock: distances from the butt. */
export const TELL_GRIPS = { right: 8, left: 21 } as const;

const HAIR = {
  brown: '#6b3e1e',
  dark: '#3a2a1e',
  black: '#1e1a18',
  fair: '#d9a64a',
  grey: '#a9a39a',
  red: '#a4482a',
  white: '#e8e4dc',
};

/** Obers, by suit (acorns, leaves, hearts, bells). */
const OBERS: readonly Court[] = [
  {
    // Wilhelm Tell: the hunter's jerkin and tall hat, the crossbow across his body in both hands.
    head: {
      face: 'square',
      eyes: 'open',
      brows: 'straight',
      nose: 'straight',
      mouth: 'flat',
      hair: HAIR.brown,
      hairStyle: 'short',
      beard: 'full',
      headgear: 'tellHat',
      hatColour: '#5d6b2c',
      feather: C.red,
    },
    // Square-set, his weight on his right leg, the head turned up towards the bow.
    body: {
      coat: 'jerkin',
      colour: C.green,
      trim: C.darkGreen,
      pose: { shoulders: 14, tilt: 1.6, sway: -1.4, waist: 14, incline: -5 },
    },
    right: { elbow: [-22, 30], hand: along(TELL_BOW, TELL_GRIPS.right) },
    left: { elbow: [20, 32], hand: along(TELL_BOW, TELL_GRIPS.left) },
    attribute: 'crossbow',
    holds: 'right',
    // Both hands are on the bow: the acorn stands in the top corner, an Ober's place.
    sign: [34, -12],
  },
  {
    // Ulrich von Rudenz: the young knight in a braided dolman and a pelisse, sword at rest.
    head: {
      face: 'oval',
      eyes: 'wide',
      brows: 'arched',
      nose: 'straight',
      mouth: 'smile',
      hair: HAIR.fair,
      hairStyle: 'bob',
      beard: 'none',
      headgear: 'beret',
      hatColour: C.black,
      feather: C.white,
    },
    // The slim young knight, leaf raised high at arm's length, his sword at rest; head lifted and turned.
    body: {
      coat: 'dolman',
      colour: C.blue,
      trim: C.gold,
      pelisse: C.red,
      sash: C.yellow,
      pose: { shoulders: 12, tilt: 2.6, sway: 2.2, waist: 12.6, incline: 7 },
    },
    right: { elbow: [-20, 36], hand: [-16, 28] },
    left: { elbow: [24, 6], hand: [25, -4] },
    attribute: 'sword',
    holds: 'right',
    sign: [25, -12.6],
  },
  {
    // Hermann Gessler, the governor: the plumed hat, a fur-lined cloak, the baton of command.
    head: {
      face: 'lean',
      eyes: 'narrow',
      brows: 'frown',
      nose: 'hooked',
      mouth: 'stern',
      hair: HAIR.dark,
      hairStyle: 'short',
      beard: 'pointed',
      headgear: 'plumedHat',
      hatColour: C.black,
      feather: C.red,
    },
    // Broad in his cloak, chin up, the baton across his chest and the heart held out at shoulder height.
    body: {
      coat: 'cloak',
      colour: C.purple,
      trim: C.gold,
      pose: { shoulders: 15, tilt: -0.8, sway: -1, waist: 15.6, incline: -3 },
    },
    right: { elbow: [-23, 32], hand: [-12, 26] },
    left: { elbow: [27, 24], hand: [31, 13] },
    attribute: 'baton',
    holds: 'right',
    shaft: C.darkRed,
    sign: [32, 3],
  },
  {
    // Stüssi the ranger: a hunter's coat with horn and bandolier, the boar spear.
    head: {
      face: 'round',
      eyes: 'open',
      brows: 'arched',
      nose: 'broad',
      mouth: 'smile',
      hair: HAIR.red,
      hairStyle: 'curls',
      beard: 'short',
      headgear: 'hunterCap',
      hatColour: C.darkGreen,
      feather: C.black,
    },
    // Thickset and cheerful, leaning on his boar spear, the bell lifted beside his cheek.
    body: {
      coat: 'hunter',
      colour: C.ochre,
      trim: C.darkGreen,
      pose: { shoulders: 14.6, tilt: -2.4, sway: 1.2, waist: 15.4, incline: 5 },
    },
    right: { elbow: [-24, 33], hand: [-21, 22] },
    left: { elbow: [26, 22], hand: [18, 6] },
    attribute: 'boarSpear',
    holds: 'right',
    shaft: C.brown,
    sign: [20, -4],
  },
];

/** Unters, by suit. */
const UNTERS: readonly Court[] = [
  {
    // Rudolf der Harras, Gessler's master of horse: morion, cuirass, halberd.
    head: {
      face: 'long',
      eyes: 'open',
      brows: 'frown',
      nose: 'straight',
      mouth: 'stern',
      hair: HAIR.brown,
      hairStyle: 'short',
      beard: 'moustache',
      headgear: 'morion',
      hatColour: C.red,
    },
    // Broad-shouldered and square in his cuirass, halberd planted, the acorn low at his hip.
    body: {
      coat: 'armour',
      colour: C.red,
      trim: C.gold,
      sleeve: C.darkRed,
      pose: { shoulders: 15.4, tilt: 0, sway: 0, waist: 15, incline: 0 },
    },
    right: { elbow: [-25, 32], hand: [-22, 22] },
    left: { elbow: [25, 29], hand: [22, 38] },
    attribute: 'halberd',
    holds: 'right',
    shaft: C.brown,
    sign: [27, 41],
  },
  {
    // Walter Fürst, the old man of Uri: hood, long white beard, a plain gown, his staff.
    head: {
      face: 'oval',
      eyes: 'old',
      brows: 'bushy',
      nose: 'broad',
      mouth: 'flat',
      aged: true,
      hair: HAIR.white,
      hairStyle: 'none',
      beard: 'long',
      headgear: 'hood',
      hatColour: C.brown,
    },
    // The old man stooped over his staff, head bowed, the leaf held to his breast.
    body: {
      coat: 'gown',
      colour: C.navy,
      trim: C.gold,
      pose: { shoulders: 11.6, tilt: 2.8, sway: -2.6, waist: 13.4, incline: -8 },
    },
    right: { elbow: [-19, 31], hand: [-9, 28] },
    left: { elbow: [22, 34], hand: [17, 25] },
    attribute: 'staff',
    holds: 'left',
    shaft: C.darkBrown,
    sign: [-9, 35],
  },
  {
    // Kuoni the herdsman: kalpak, braided dolman, sash, the herdsman's axe-stick over his shoulder.
    head: {
      face: 'round',
      eyes: 'open',
      brows: 'straight',
      nose: 'broad',
      mouth: 'smile',
      hair: HAIR.black,
      hairStyle: 'long',
      beard: 'handlebar',
      headgear: 'kalpak',
      hatColour: C.red,
      feather: C.white,
    },
    // The herdsman at ease, axe-stick on his shoulder, hip swung out, the heart hanging from his left hand.
    body: {
      coat: 'dolman',
      colour: C.green,
      trim: C.yellow,
      sash: C.red,
      pose: { shoulders: 13.6, tilt: -1.8, sway: 3, waist: 13.8, incline: 4 },
    },
    right: { elbow: [-22, 31], hand: [-14, 23] },
    left: { elbow: [23, 29], hand: [27, 35] },
    attribute: 'fokos',
    holds: 'right',
    shaft: C.brown,
    sign: [30, 38],
  },
  {
    // Itel Reding: Swiss bonnet, braided dolman under a pelisse, the pennant of Schwyz.
    head: {
      face: 'square',
      eyes: 'wide',
      brows: 'arched',
      nose: 'straight',
      mouth: 'smile',
      hair: HAIR.fair,
      hairStyle: 'long',
      beard: 'chinstrap',
      headgear: 'bonnet',
      hatColour: C.red,
      feather: C.white,
    },
    // Upright with the pennant of Schwyz, the bell held low at his right side, whole above the divide (it hung
    // across it and was cut flat there).
    body: {
      coat: 'dolman',
      colour: C.yellow,
      trim: C.red,
      pelisse: C.blue,
      pose: { shoulders: 13, tilt: -0.6, sway: -3.4, waist: 14.6, incline: -3 },
    },
    right: { elbow: [-25, 24], hand: [-24, 33.5] },
    left: { elbow: [25, 34], hand: [20, 24] },
    attribute: 'pennant',
    holds: 'left',
    shaft: C.brown,
    sign: [-27, 38.5],
  },
];

/** Kings on horseback, by suit: the right hand on the reins, the left with sceptre, sword, mace or orb. */
const KINGS: readonly Court[] = [
  {
    head: {
      face: 'round',
      eyes: 'open',
      brows: 'straight',
      nose: 'straight',
      mouth: 'flat',
      hair: HAIR.grey,
      hairStyle: 'short',
      beard: 'full',
      headgear: 'crownOpen',
      hatColour: C.gold,
    },
    body: {
      coat: 'royal',
      colour: C.blue,
      trim: C.gold,
      pose: { shoulders: 14.2, tilt: -1, sway: 0.6, waist: 15, incline: -2 },
    },
    right: { elbow: [-20, 30], hand: [-15, 35] },
    left: { elbow: [22, 38], hand: [15, 32] },
    attribute: 'sceptre',
    holds: 'left',
    horse: { coat: '#f1ece2', mane: '#b8b0a4', cloth: C.red },
  },
  {
    head: {
      face: 'long',
      eyes: 'old',
      brows: 'bushy',
      nose: 'straight',
      mouth: 'flat',
      aged: true,
      hair: HAIR.white,
      hairStyle: 'long',
      beard: 'forked',
      headgear: 'crownArched',
      hatColour: C.red,
    },
    body: {
      coat: 'royal',
      colour: C.green,
      trim: C.yellow,
      pose: { shoulders: 12.6, tilt: 2.2, sway: -1.8, waist: 14, incline: -6 },
    },
    right: { elbow: [-18, 34], hand: [-13, 38] },
    left: { elbow: [22, 30], hand: [24, 20] },
    attribute: 'raisedSword',
    holds: 'left',
    horse: { coat: '#8a5a32', mane: C.black, cloth: C.yellow, plume: C.red },
  },
  {
    head: {
      face: 'lean',
      eyes: 'wide',
      brows: 'straight',
      nose: 'straight',
      mouth: 'smile',
      hair: HAIR.black,
      hairStyle: 'curls',
      beard: 'short',
      headgear: 'crownFur',
      hatColour: C.darkBrown,
      feather: C.white,
    },
    body: {
      coat: 'royal',
      colour: C.red,
      trim: C.gold,
      pose: { shoulders: 15, tilt: -2, sway: 1.6, waist: 15.6, incline: 4 },
    },
    right: { elbow: [-22, 27], hand: [-17, 33] },
    left: { elbow: [22, 38], hand: [16, 30] },
    attribute: 'mace',
    holds: 'left',
    shaft: C.darkBrown,
    horse: { coat: '#3b3230', mane: C.black, cloth: C.blue, dark: true },
  },
  {
    head: {
      face: 'oval',
      eyes: 'wide',
      brows: 'arched',
      nose: 'straight',
      mouth: 'smile',
      hair: HAIR.red,
      hairStyle: 'bob',
      beard: 'none',
      headgear: 'crownSpiked',
      hatColour: C.blue,
    },
    body: {
      coat: 'royal',
      colour: C.purple,
      trim: C.gold,
      pose: { shoulders: 12.4, tilt: 1.2, sway: 2.4, waist: 13.6, incline: 7 },
    },
    right: { elbow: [-19, 32], hand: [-12, 36] },
    left: { elbow: [20, 36], hand: [12, 28] },
    attribute: 'orb',
    holds: 'left',
    horse: { coat: '#c77d3a', mane: '#f0dca0', cloth: C.green, plume: C.white },
  },
];

const COURTS: Record<Rank, readonly Court[]> = { K: KINGS, O: OBERS, U: UNTERS };

/** Where the head stands on the card: kings to the right of their horse's head. */
const HEAD_AT: Record<Rank, Pt> = { K: [60, 29], O: [50, 27], U: [50, 27] };

/** One half of a Tell court, in card space, above the centre line. */
function half(court: Court, rank: Rank, ink: Ink, suit: ParsedCard['suit'], letter: string | undefined): string {
  const [hx, hy] = HEAD_AT[rank];
  const cut = MIDDLE - hy;
  const b = court.body;
  const sleeve = b.sleeve ?? b.colour;
  const cuff = b.coat === 'royal' ? C.white : b.trim;
  const held = court[court.holds];
  const free = court.holds === 'right' ? court.left : court.right;
  const freeSide = court.holds === 'right' ? 1 : -1;
  const shaft = court.shaft ?? C.brown;
  const signScale = 0.82;
  const pose = b.pose ?? STANDING;
  // The head inclines about the neck, as the stance turns it.
  const inclined = g({ transform: `rotate(${pose.incline} 0 10)` }, head(court.head));
  const figureSign = court.sign ? sign('german', suit, ink, court.sign[0], court.sign[1], signScale) : '';
  const item = court.attribute === 'crossbow' ? crossbow(TELL_BOW) : attribute(court.attribute, held.hand, cut, shaft);
  // The orb sits on the palm, in front of the hand; everything else is gripped, the hand over it.
  const inFront = court.attribute === 'orb';
  // Tell's crossbow lies over both sleeves, gripped by both hands.
  const twoHanded = court.attribute === 'crossbow';
  if (twoHanded) {
    const arms =
      arm(sleeve, cuff, -1, court.right.elbow, court.right.hand, pose) +
      arm(sleeve, cuff, 1, court.left.elbow, court.left.hand, pose);
    const grips =
      g({ 'data-grip': 'right' }, hand(court.right.hand)) + g({ 'data-grip': 'left' }, hand(court.left.hand));
    const picture = body(b, cut) + inclined + arms + item + grips;
    return (
      g({ transform: transform(hx, hy) }, picture + figureSign) + (letter ? mark(letter, 10.5, 19.5, 15, C.line) : '')
    );
  }
  const own =
    body(b, cut) +
    inclined +
    (inFront ? '' : item) +
    arm(sleeve, cuff, -freeSide, held.elbow, held.hand, pose) +
    hand(held.hand) +
    (inFront ? item : '');
  const other = arm(sleeve, cuff, freeSide, free.elbow, free.hand, pose) + hand(free.hand) + figureSign;
  const place = (s: string): string => g({ transform: transform(hx, hy) }, s);
  const picture = court.horse
    ? place(own) + horse(court.horse, [hx + free.hand[0], hy + free.hand[1]]) + caparison(court.horse) + place(other)
    : place(own + other);
  return (
    picture +
    (rank === 'K' ? sign('german', suit, ink, 85, 14, 0.62) : '') +
    (letter ? mark(letter, 10.5, 19.5, 15, C.line) : '')
  );
}

/**
 * The horse's caparison carried across to the rider's waist along the divide, from the horse's neck to as far
 * on the other side of the centre: with its turned copy, one fringed band in which horse and rider meet the
 * turned horse and rider, as the printed kings are composed, rather than a cut through neck and robe.
 */
function caparison(h: Horse): string {
  const top = MIDDLE - 3.8;
  return g(
    { 'data-part': 'caparison' },
    path(P`M17 ${MIDDLE}V${top}H83V${MIDDLE}`, h.cloth, C.line, 0.6) +
      line(P`M18 ${top + 1.2}H82`, C.gold, 0.8, { 'stroke-dasharray': '0.1 2.2', 'stroke-width': 1.4 }) +
      line(P`M17.6 ${top + 2.6}H82.4`, C.line, 0.24, { 'stroke-opacity': 0.6 }),
  );
}

const NAME_FONT = { 'font-family': 'serif', 'font-weight': 'bold', 'text-anchor': 'middle' };

/**
 * The character's name along the bottom of the half, as the German-lettered packs print it on the Obers and
 * Unters (docs/patterns.md, Tell checklist [T3, T4, T5]): small, on a banderole at the figure's waist. Its
 * lower edge is the divide, left open: with the turned copy it is one ribbon carrying both names, its
 * swallowtail ends folded back at either side, through which the divide runs as an ornament, not a cut.
 */
function nameLine(name: string): string {
  const size = 4.2;
  const w = Math.min(name.length * size * 0.5 + 4, CARD_WIDTH - 12);
  const x0 = CARD_WIDTH / 2 - w / 2;
  return g(
    { 'data-part': 'name' },
    path(P`M${x0} ${MIDDLE}V${MIDDLE - 5}H${x0 - 6}L${x0 - 3} ${MIDDLE}`, C.red, C.line, 0.4) +
      path(P`M${x0 + w} ${MIDDLE}V${MIDDLE - 5}H${x0 + w + 6}L${x0 + w + 3} ${MIDDLE}`, C.red, C.line, 0.4) +
      path(P`M${x0} ${MIDDLE}V${MIDDLE - 6}H${x0 + w}V${MIDDLE}`, C.paper, C.line, 0.5) +
      el('text', { x: CARD_WIDTH / 2, y: MIDDLE - 1.5, 'font-size': size, fill: C.line, ...NAME_FONT }, name),
  );
}

/** A Tell court card's picture (the paper is drawn by the caller). */
export function drawTellCourt(style: Style, card: ParsedCard, ink: Ink): string {
  const rank = card.rank as Rank;
  const court = COURTS[rank][card.suit]!;
  const name = courtSubject(style.deck.id, 'EGHS'[card.suit]! + rank, 'de');
  // The divide runs under the halves, so the figures' waists, the banderole and the kings' caparison lie over
  // it: a line either side of the figure, ending in a lozenge and a curl at the frame (turned at the other end).
  const end = g(
    { 'data-part': 'divide-end' },
    path(P`M5.2 ${MIDDLE}L8.6 ${MIDDLE - 1.9}L12 ${MIDDLE}L8.6 ${MIDDLE + 1.9}Z`, C.red, C.line, 0.4) +
      line(
        P`M12 ${MIDDLE}C15 ${MIDDLE} 16.4 ${MIDDLE - 3.4} 14.2 ${MIDDLE - 3.6}C12.8 ${MIDDLE - 3.6} 13 ${MIDDLE - 2} 14 ${MIDDLE - 2}`,
        C.line,
        0.45,
      ),
  );
  return (
    line(`M5 ${MIDDLE}H${CARD_WIDTH - 5}`, C.line, 0.6) +
    doubleHead(
      half(court, rank, ink, card.suit, style.courtLetters?.[rank]) + (name ? nameLine(name) : ''),
      HORIZONTAL,
    ) +
    end +
    g({ transform: TURN }, end) +
    innerFrame(4.5, C.line, 0.6)
  );
}
