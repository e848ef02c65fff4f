/**
 * Court figures assembled from simple shapes: a head (face, hair, beard, hat), a coat or robe, arms that
 * reach to named places, legs, and what the hands hold. Figure space puts the centre of the head at the
 * origin; one unit is one card unit at scale 1, and a standing figure runs from y = -20 to y = 104.
 * Half figures (double-headed cards) end in a straight cut so the turned copy meets them without clipping.
 */
import { C } from './palette.js';
import { circle, clipPolygon, el, ellipse, g, limb, line, mirrored, P, path, poly, type Pt, transform } from './svg.js';

export type Hat =
  'crown' | 'crownTall' | 'beret' | 'brim' | 'bicorne' | 'helmet' | 'cap' | 'hood' | 'laurel' | 'veil' | 'none';
export type Beard = 'full' | 'long' | 'goatee' | 'moustache' | 'none';
export type Item =
  | 'sign'
  | 'sword'
  | 'sabre'
  | 'halberd'
  | 'spear'
  | 'sceptre'
  | 'crossbow'
  | 'flower'
  | 'harp'
  | 'axe'
  | 'orb'
  | 'horn'
  | 'shield'
  | 'fan'
  | 'scythe'
  | 'cup'
  | 'none';

/** Hand positions in figure space, with the elbow that gets the arm there. */
export const HANDS = {
  raised: [-21, 4, -24, -8],
  raisedRight: [21, 4, 24, -8],
  up: [-19, 10, -20, 2],
  high: [21, 14, 20, 6],
  chest: [-17, 30, -7, 30],
  chestRight: [17, 30, 7, 30],
  low: [-20, 30, -21, 42],
  waist: [-20, 26, -21, 34],
  lowRight: [20, 30, 21, 42],
  side: [-18, 30, -17, 42],
  sideRight: [18, 30, 17, 42],
  outRight: [21, 26, 24, 32],
  out: [-21, 26, -24, 32],
  hip: [-22, 30, -13, 40],
  hipRight: [22, 30, 13, 40],
  shoulder: [-19, 30, -10, 21],
  shoulderRight: [19, 30, 10, 21],
} as const;
export type Hand = keyof typeof HANDS;

export interface Costume {
  readonly coat: string;
  readonly trim: string;
  readonly sleeve?: string;
  readonly hose?: string;
  readonly shoes?: string;
  readonly cape?: string;
  /** A long robe to the feet (kings, queens) instead of a tunic and hose. */
  readonly robe?: boolean;
  /** Ermine (white with black tails) on the robe's edges. */
  readonly ermine?: boolean;
  readonly hat: Hat;
  readonly hatColour?: string;
  readonly feather?: string;
  readonly hair: string;
  readonly longHair?: boolean;
  readonly beard?: Beard;
  readonly left: Hand;
  readonly right: Hand;
  readonly leftItem?: Item;
  readonly rightItem?: Item;
  /** The colour of what the hands hold (shaft, harp, flower). */
  readonly itemColour?: string;
  /** Decoration of the coat: Hungarian braid (Tell), small flowers or lozenges (Paris), slashes. */
  readonly pattern?: 'braid' | 'flowers' | 'lozenges' | 'stripes';
}

const L = C.line;

// ---- head ----------------------------------------------------------------------------------------------

const FACE = el('ellipse', { rx: 6.6, ry: 7.8, fill: C.skin, stroke: L, 'stroke-width': 0.6 });
const FEATURES =
  circle(-2.5, -0.4, 0.85, L) +
  circle(2.5, -0.4, 0.85, L) +
  line('M-3.8-2.6Q-2.5-3.4-1.2-2.6M1.2-2.6Q2.5-3.4 3.8-2.6', L, 0.55) +
  line('M0.3 0L1 3.1L-0.4 3.3', L, 0.5) +
  circle(-3.9, 2.7, 1.4, C.cheek) +
  circle(3.9, 2.7, 1.4, C.cheek);
const MOUTH = line('M-1.7 5.2Q0 6 1.7 5.2', C.darkRed, 0.7);
const FRINGE = 'M-7 3.5C-8.6-4-5.4-10 0-10C5.4-10 8.6-4 7 3.5L6.2 3.4C6.4-1.4 4.4-5.6 0-5.8C-4.4-5.6-6.4-1.4-6.2 3.4Z';
const LONG_HAIR = 'M-6.6-3C-9.6 4-9.8 11-7 15.5H7C9.8 11 9.6 4 6.6-3Z';
const BEARDS: Record<Beard, string> = {
  full: 'M-6.4 1.6C-6.8 8-3.4 13.6 0 14.2C3.4 13.6 6.8 8 6.4 1.6C5.2 4.4 3.2 6.8 0 7C-3.2 6.8-5.2 4.4-6.4 1.6Z',
  long: 'M-6.4 1.6C-7 10-3 18.8 0 19.6C3 18.8 7 10 6.4 1.6C5.2 4.4 3.2 6.8 0 7C-3.2 6.8-5.2 4.4-6.4 1.6Z',
  goatee: 'M-2.4 6.6C-2 9.2-0.8 11 0 11.6C0.8 11 2 9.2 2.4 6.6C1.6 7.2 0.8 7.4 0 7.4C-0.8 7.4-1.6 7.2-2.4 6.6Z',
  moustache: '',
  none: '',
};
const MOUSTACHE = 'M-4 5C-2.4 3.4-0.8 3.6 0 4.3C0.8 3.6 2.4 3.4 4 5C2.4 5.2 1 5.3 0 4.9C-1 5.3-2.4 5.2-4 5Z';

function hat(kind: Hat, colour: string, feather: string | undefined): string {
  const gold = C.gold;
  switch (kind) {
    case 'crown':
    case 'crownTall': {
      const h = kind === 'crown' ? 0 : 3;
      const points = mirrored(
        [0, -20 - h],
        [
          [0.8, -17 - h, 1.6, -15, 2.4, -15],
          [3.2, -15, 4.2, -19 - h, 5.4, -19.6 - h],
          [6.2, -17, 6.9, -14, 7.4, -11],
          [5, -10.4, 2, -10.2, 0, -10.2],
        ],
      );
      return (
        path(points, colour === C.gold ? gold : colour, L, 0.6) +
        path('M-7.6-12.6Q0-14.2 7.6-12.6L7.6-9.6Q0-11.2-7.6-9.6Z', gold, L, 0.5) +
        circle(0, -20.6 - h, 1.1, gold, L, 0.4) +
        circle(-5.5, -20 - h, 0.9, gold, L, 0.4) +
        circle(5.5, -20 - h, 0.9, gold, L, 0.4) +
        circle(0, -11.3, 1, C.red) +
        circle(-4.2, -11, 0.8, C.blue) +
        circle(4.2, -11, 0.8, C.blue)
      );
    }
    case 'beret':
      return (
        (feather ? path('M3-12C8-20 14-19 17-15C12-16 8-14 5-11Z', feather, L, 0.4) : '') +
        path('M-9-8.6C-10-13 -4-16.4 2-15.6C8-15 11-11.6 9-8.4C4-9.6-4-9.8-9-8.6Z', colour, L, 0.6) +
        path('M-7.8-8.8Q0-10.4 7.8-8.6L7.6-7.2Q0-8.8-7.8-7.4Z', C.gold, L, 0.4)
      );
    case 'brim':
      return (
        path('M-5.6-9C-6-15-3.4-18 0-18C3.4-18 6-15 5.6-9Z', colour, L, 0.6) +
        path('M-13-7.4C-9-10.4 9-10.4 13-7.4C9-8 -9-8 -13-7.4Z', colour, L, 0.6) +
        (feather ? path('M4-14C10-22 16-20 18-15C14-17 9-15 6-11Z', feather, L, 0.4) : '')
      );
    case 'bicorne':
      return (
        path('M-14-8C-10-10-6-19 0-19C6-19 10-10 14-8C8-10.6-8-10.6-14-8Z', colour, L, 0.6) +
        line('M-9-10.6Q0-12.6 9-10.6', C.gold, 0.8) +
        (feather ? circle(0, -13.4, 1.8, feather, L, 0.4) : '')
      );
    case 'helmet':
      return (
        path('M-7.4-7C-7.8-13-4.4-16.4 0-16.4C4.4-16.4 7.8-13 7.4-7Z', C.steel, L, 0.6) +
        path(
          'M-13-7.2C-11-5.6-9-7.6-7.4-7.6H7.4C9-7.6 11-5.6 13-7.2C12-9.4 9.6-9.6 7.4-9.2H-7.4C-9.6-9.6-12-9.4-13-7.2Z',
          C.steel,
          L,
          0.5,
        ) +
        path('M-1-16.2C-0.8-19 3-20.4 4-18.6C2.6-18.6 1.6-17.6 1-16.2Z', colour, L, 0.4) +
        (feather ? path('M2-17C4-24 10-25 12-22C8-22 5-20 3.4-16Z', feather, L, 0.4) : '')
      );
    case 'cap':
      return (
        path('M-7.2-5.8C-7.8-13-3.6-15.6 0-15.6C3.6-15.6 7.8-13 7.2-5.8C3-7.4-3-7.4-7.2-5.8Z', colour, L, 0.6) +
        path('M-7.4-6.6Q0-8.6 7.4-6.6L7.4-4.8Q0-6.8-7.4-4.8Z', C.gold, L, 0.4) +
        (feather ? path('M3-14C6-21 12-22 14-19C10-19 7-17 5-13Z', feather, L, 0.4) : '')
      );
    case 'hood':
      return path(
        'M-8.4 6C-10-6-6-13.4 0-13.4C6-13.4 10-6 8.4 6L6.8 5.6C7.2-1.6 4.8-6.4 0-6.6C-4.8-6.4-7.2-1.6-6.8 5.6Z',
        colour,
        L,
        0.6,
      );
    case 'laurel': {
      let leaves = '';
      for (let i = 0; i < 5; i++) {
        const a = (-160 + i * 14) * (Math.PI / 180);
        for (const s of [-1, 1]) {
          const x = s * Math.cos(a) * -7.4,
            y = Math.sin(a) * 7.4 - 4;
          leaves += P`M${x} ${y}q${s * 1.6} ${-2.6} ${s * 3.8} ${-2}q${-s * 1} ${2.2} ${-s * 3.8} ${2}Z`;
        }
      }
      return path(leaves, colour, L, 0.35);
    }
    case 'veil':
      return (
        path(
          'M-8 10C-9.6-2-7-11.6 0-11.6C7-11.6 9.6-2 8 10L6.6 9C7-2 4.6-7.2 0-7.4C-4.6-7.2-7-2-6.6 9Z',
          colour,
          L,
          0.5,
        ) + path('M-6.4-9.2Q0-13 6.4-9.2L5.6-7.6Q0-10.6-5.6-7.6Z', C.gold, L, 0.4)
      );
    default:
      return '';
  }
}

/** The head at the origin: hair, face, beard, hat. */
export function head(c: Costume): string {
  const beard = c.beard ?? 'none';
  return (
    (c.longHair ? path(LONG_HAIR, c.hair, L, 0.5) : '') +
    el('rect', { x: -2.7, y: 5, width: 5.4, height: 7, fill: C.skin, stroke: L, 'stroke-width': 0.5 }) +
    FACE +
    FEATURES +
    (beard === 'full' || beard === 'long' || beard === 'goatee' ? path(BEARDS[beard], c.hair, L, 0.5) : '') +
    (beard === 'none' ? MOUTH : path(MOUSTACHE, c.hair, L, 0.4)) +
    (c.hat === 'hood' || c.hat === 'veil' ? '' : path(FRINGE, c.hair, L, 0.5)) +
    hat(c.hat, c.hatColour ?? C.red, c.feather)
  );
}

// ---- body ----------------------------------------------------------------------------------------------

/** The coat from the shoulders down to y = `bottom`, flaring below the waist when it is long. */
function torso(c: Costume, bottom: number, half: boolean): string {
  const waist = 46;
  const low = half ? bottom : Math.min(bottom, waist);
  let d = P`M-12.6 12.4C-15.4 13.4-16.4 17-16.2 21.4L-13.4 ${low}`;
  if (bottom > waist && !half) {
    const flare = c.robe ? 23 : 19;
    d += P`L${-flare} ${bottom}L${flare} ${bottom}L13.4 ${low}`;
  } else {
    d += P`L13.4 ${low}`;
  }
  d += 'L16.2 21.4C16.4 17 15.4 13.4 12.6 12.4C8 11-8 11-12.6 12.4Z';
  let trims = line(P`M0 12L0 ${Math.min(bottom, c.robe ? bottom : waist)}`, c.trim, 2.2);
  for (let y = 17; y < Math.min(bottom - 2, 44); y += 6) trims += circle(0, y, 0.9, C.gold, L, 0.3);
  if (bottom >= waist + 2)
    trims += el('rect', { x: -13.6, y: 42.6, width: 27.2, height: 3.6, fill: c.trim, stroke: L, 'stroke-width': 0.5 });
  if (bottom > waist + 6 && !half) {
    const flare = c.robe ? 23 : 19;
    const hem = c.ermine ? C.white : c.trim;
    trims += path(
      P`M${-flare} ${bottom}L${-flare + 0.7} ${bottom - 5}H${flare - 0.7}L${flare} ${bottom}Z`,
      hem,
      L,
      0.5,
    );
    if (c.ermine)
      for (let x = -flare + 3; x < flare - 1; x += 5) trims += path(P`M${x} ${bottom - 3.6}l0.7 2.4l-1.4 0Z`, L);
  }
  return path(d, c.coat, L, 0.7) + (c.pattern ? coatPattern(c, half ? bottom : waist) : '') + trims;
}

/** The coat's decoration, kept inside the torso (a convex outline) by clipping each piece. */
function coatPattern(c: Costume, bottom: number): string {
  const body: Pt[] = [
    [-12.4, 13],
    [12.4, 13],
    [15.6, 21.4],
    [13, bottom],
    [-13, bottom],
    [-15.6, 21.4],
  ];
  let d = '';
  const add = (pts: Pt[]): void => {
    const cut = clipPolygon(pts, body);
    if (cut.length > 2) d += poly(cut);
  };
  switch (c.pattern) {
    case 'braid':
      for (let y = 18; y < Math.min(bottom, 42); y += 4.4)
        add([
          [-9, y],
          [9, y],
          [9, y + 1.1],
          [-9, y + 1.1],
        ]);
      return (
        path(d, C.gold, L, 0.25) + line(P`M-9.6 18V${Math.min(bottom, 42)}M9.6 18V${Math.min(bottom, 42)}`, C.gold, 0.9)
      );
    case 'stripes':
      for (let x = -14; x < 15; x += 5)
        if (Math.abs(x) > 2)
          add([
            [x, 12],
            [x + 2, 12],
            [x + 2, bottom],
            [x, bottom],
          ]);
      return path(d, c.trim, undefined, 0, { opacity: 0.7 });
    case 'lozenges':
      for (let y = 14; y < bottom; y += 7)
        for (let x = -16 + ((y / 7) % 2) * 4; x < 16; x += 8)
          if (Math.abs(x) > 3)
            add([
              [x, y - 3.5],
              [x + 2.4, y],
              [x, y + 3.5],
              [x - 2.4, y],
            ]);
      return path(d, c.trim, L, 0.25);
    default:
      for (let y = 18; y < bottom - 2; y += 7)
        for (let x = -10 + ((y - 18) % 14 ? 3.5 : 0); x < 12; x += 7) {
          if (Math.abs(x) < 3) continue;
          d += P`M${x} ${y - 1.6}a0.9 0.9 0 1 0 0.01 0M${x - 1.4} ${y + 0.6}a0.9 0.9 0 1 0 0.01 0M${x + 1.4} ${y + 0.6}a0.9 0.9 0 1 0 0.01 0`;
        }
      return path(d, c.trim);
  }
}

/** A cape hanging from the shoulders behind the figure. */
function cape(colour: string, bottom: number, ermine: boolean | undefined): string {
  const b = Math.min(bottom, 96);
  const d = P`M-13 13C-20 20-24 ${b * 0.6}-25 ${b}H25C24 ${b * 0.6} 20 20 13 13Z`;
  return path(d, colour, L, 0.7) + (ermine ? ermineCollar() : '');
}

function ermineCollar(): string {
  let tails = '';
  for (const x of [-10, -5, 5, 10]) tails += path(P`M${x} 14l0.8 2.6l-1.6 0Z`, L);
  return path('M-14.6 12.8C-9 9.4 9 9.4 14.6 12.8L13.6 17.4C8 15-8 15-13.6 17.4Z', C.white, L, 0.5) + tails;
}

const RUFF =
  ellipse(0, 11.8, 7.6, 2.6, C.white, L, 0.5) +
  line('M-5 11.6l0.8 1.6M-2 11.2l0.4 1.9M1 11.2l-0.2 1.9M4 11.4l-0.6 1.8', L, 0.35);

function legs(c: Costume): string {
  const hose = c.hose ?? c.trim;
  const shoes = c.shoes ?? C.black;
  return (
    limb('M-5.6 66L-7.6 96.6', hose, 6.6) +
    limb('M5.6 66L8 96.6', hose, 6.6) +
    ellipse(-9.4, 99, 5.4, 2.5, shoes, L, 0.5) +
    ellipse(9.8, 99, 5.4, 2.5, shoes, L, 0.5) +
    line('M-8 86L-7.2 88M8.4 86L7.6 88', C.gold, 1.4)
  );
}

// ---- arms and what they hold ---------------------------------------------------------------------------

const SHOULDER = 13.4;

function arm(c: Costume, hand: Hand, side: number): string {
  const [ex, ey, hx, hy] = HANDS[hand];
  const sx = side * SHOULDER;
  const sleeve = c.sleeve ?? c.coat;
  const dx = hx - ex,
    dy = hy - ey,
    len = Math.hypot(dx, dy) || 1;
  const cx = hx - (dx / len) * 3.4,
    cy = hy - (dy / len) * 3.4;
  return (
    limb(P`M${sx} 17L${ex} ${ey}L${cx} ${cy}`, sleeve, 6.2) +
    limb(P`M${cx - (dx / len) * 0.6} ${cy - (dy / len) * 0.6}L${cx} ${cy}`, c.trim, 6.6)
  );
}

const hand = (x: number, y: number): string => circle(x, y, 2.7, C.skin, L, 0.5);

/** What a hand holds, drawn at the hand (x, y); `side` is -1 for the figure's left (viewer's left). */
function item(kind: Item, x: number, y: number, side: number, colour: string, cutY: number | undefined): string {
  const top = cutY === undefined ? -28 : -19;
  const shaftEnd = cutY ?? 100;
  switch (kind) {
    case 'sword':
    case 'sabre': {
      // Held point up, leaning outwards; shorter on half figures, to stay inside the frame.
      const reach = cutY === undefined ? 36 : 26;
      const tx = x + side * (reach / 4.5),
        ty = y - reach;
      const blade =
        kind === 'sabre' ? P`M${x} ${y - 3}Q${x + side * 8} ${y - 18} ${tx} ${ty}` : P`M${x} ${y - 3}L${tx} ${ty}`;
      return (
        limb(blade, C.steel, 2.2) +
        limb(P`M${x - 4.4} ${y - 3.4}L${x + 4.4} ${y - 2.6}`, C.gold, 1.5) +
        circle(x, y + 3.4, 1.3, C.gold, L, 0.4)
      );
    }
    case 'halberd':
    case 'spear':
    case 'axe': {
      const shaft = limb(P`M${x} ${top}L${x} ${shaftEnd}`, colour, 1.8);
      const headShape =
        kind === 'spear'
          ? path(
              P`M${x} ${top - 9}Q${x + 2.6} ${top - 3} ${x} ${top + 1}Q${x - 2.6} ${top - 3} ${x} ${top - 9}Z`,
              C.steel,
              L,
              0.5,
            )
          : kind === 'halberd'
            ? path(
                P`M${x} ${top - 8}L${x + 1} ${top}L${x + side * 8} ${top - 3}Q${x + side * 9} ${top + 3} ${x + side * 7} ${top + 7}L${x} ${top + 5}L${x - side * 4} ${top + 2}Z`,
                C.steel,
                L,
                0.5,
              )
            : path(
                P`M${x} ${top + 1}Q${x + side * 10} ${top - 5} ${x + side * 9} ${top + 4}Q${x + side * 8} ${top + 10} ${x} ${top + 7}Z`,
                C.steel,
                L,
                0.5,
              );
      return shaft + headShape;
    }
    case 'sceptre':
      return (
        limb(P`M${x - side * 2} ${y + 8}L${x + side * 6} ${y - 26}`, C.gold, 1.8) +
        circle(x + side * 6.4, y - 28, 2.6, C.gold, L, 0.5) +
        path(P`M${x + side * 6.4} ${y - 36}l1.8 4.4l-1.8 1.6l-1.8-1.6Z`, C.gold, L, 0.4)
      );
    case 'orb':
      return (
        circle(x, y - 4, 4, C.gold, L, 0.5) +
        line(P`M${x - 4} ${y - 4}H${x + 4}M${x} ${y - 8}V${y - 11}M${x - 1.6} ${y - 9.8}H${x + 1.6}`, L, 0.5)
      );
    case 'crossbow': {
      // Resting on the shoulder: the stock runs up and out, the bow across its far end.
      const ex = x + side * 12,
        ey = y - 26;
      return (
        limb(P`M${x - side * 2} ${y + 4}L${ex} ${ey}`, C.brown, 2.4) +
        line(P`M${ex - 9} ${ey + 5}L${ex + 9} ${ey - 5}`, C.grey, 0.4) +
        line(P`M${ex - 9} ${ey + 5}Q${ex + 3} ${ey + 4} ${ex + 9} ${ey - 5}`, C.darkBrown, 1.5)
      );
    }
    case 'flower':
      return (
        line(P`M${x} ${y + 2}Q${x + side * 2} ${y - 8} ${x + side * 1} ${y - 16}`, C.darkGreen, 0.9) +
        path(
          P`M${x + side * 1} ${y - 9}q${side * 4} -2 ${side * 5} 1q${-side * 3} 2 ${-side * 5} -1Z`,
          C.green,
          L,
          0.3,
        ) +
        circle(x + side * 1, y - 17.6, 2.8, colour, L, 0.5) +
        circle(x + side * 1, y - 17.6, 1.1, C.yellow)
      );
    case 'fan':
      return (
        path(P`M${x} ${y}L${x - 7} ${y - 12}Q${x} ${y - 16} ${x + 7} ${y - 12}Z`, colour, L, 0.5) +
        line(P`M${x} ${y}L${x - 3} ${y - 13}M${x} ${y}L${x} ${y - 14}M${x} ${y}L${x + 3} ${y - 13}`, L, 0.35)
      );
    case 'harp':
      return (
        path(
          P`M${x} ${y + 4}L${x} ${y - 22}Q${x + side * 10} ${y - 22} ${x + side * 12} ${y - 10}L${x + side * 3} ${y + 4}Z`,
          'none',
          colour,
          2,
        ) +
        line(
          P`M${x + side * 3} ${y - 19}V${y + 2}M${x + side * 6} ${y - 18}V${y - 1}M${x + side * 9} ${y - 15}V${y - 4}`,
          C.gold,
          0.4,
        )
      );
    case 'horn':
      return path(
        P`M${x - side * 2} ${y + 2}Q${x + side * 10} ${y - 4} ${x + side * 12} ${y - 14}L${x + side * 16} ${y - 13}Q${x + side * 12} ${y + 2} ${x - side * 1} ${y + 5}Z`,
        C.gold,
        L,
        0.5,
      );
    case 'shield':
      return (
        path(
          P`M${x - 8} ${y - 10}H${x + 8}V${y}Q${x + 8} ${y + 9} ${x} ${y + 12}Q${x - 8} ${y + 9} ${x - 8} ${y}Z`,
          colour,
          L,
          0.7,
        ) +
        path(
          P`M${x - 5} ${y - 7}H${x + 5}V${y}Q${x + 5} ${y + 6} ${x} ${y + 8}Q${x - 5} ${y + 6} ${x - 5} ${y}Z`,
          'none',
          C.gold,
          0.8,
        )
      );
    case 'scythe':
      return (
        limb(P`M${x - side * 4} ${y + 26}L${x + side * 3} ${y - 22}`, C.brown, 1.6) +
        path(
          P`M${x + side * 3} ${y - 22}Q${x - side * 10} ${y - 26} ${x - side * 20} ${y - 16}Q${x - side * 9} ${y - 21} ${x + side * 2.6} ${y - 18.6}Z`,
          C.steel,
          L,
          0.5,
        )
      );
    case 'cup':
      return (
        path(P`M${x - 3} ${y - 9}H${x + 3}L${x + 2} ${y - 3}H${x - 2}Z`, C.gold, L, 0.5) +
        line(P`M${x} ${y - 3}V${y}`, C.gold, 1)
      );
    default:
      return '';
  }
}

export interface FigureOptions {
  /** Where a half figure ends (figure space); omit for a full figure. */
  readonly cutY?: number;
  /** Draws the suit sign the 'sign' hand holds, centred at the given point (figure space). */
  readonly drawSign?: (x: number, y: number) => string;
}

/** A figure at the origin of figure space (head centre). */
export function figure(c: Costume, options: FigureOptions = {}): string {
  const cutY = options.cutY;
  const bottom = cutY ?? (c.robe ? 99 : 68);
  const [, , lx, ly] = HANDS[c.left];
  const [, , rx, ry] = HANDS[c.right];
  const held = (kind: Item | undefined, x: number, y: number, side: number): string => {
    if (kind === 'sign') return options.drawSign ? options.drawSign(x, y + (y < 10 ? -9 : 4)) : '';
    return kind ? item(kind, x, y, side, c.itemColour ?? C.brown, cutY) : '';
  };
  const shafts = (k: Item | undefined): boolean => k === 'halberd' || k === 'spear' || k === 'axe';
  return (
    (c.cape ? cape(c.cape, bottom, c.ermine) : '') +
    (cutY === undefined && !c.robe ? legs(c) : '') +
    (cutY === undefined && c.robe
      ? ellipse(-7, 100, 5, 2.3, c.shoes ?? C.black, L, 0.5) + ellipse(7, 100, 5, 2.3, c.shoes ?? C.black, L, 0.5)
      : '') +
    torso(c, bottom, cutY !== undefined) +
    (c.ermine ? ermineCollar() : RUFF) +
    head(c) +
    (shafts(c.leftItem) ? held(c.leftItem, lx, ly, -1) : '') +
    (shafts(c.rightItem) ? held(c.rightItem, rx, ry, 1) : '') +
    arm(c, c.left, -1) +
    arm(c, c.right, 1) +
    (shafts(c.leftItem) ? '' : held(c.leftItem, lx, ly, -1)) +
    (shafts(c.rightItem) ? '' : held(c.rightItem, rx, ry, 1)) +
    hand(lx, ly) +
    hand(rx, ry)
  );
}

/** Places figure-space markup on the card: head centre at (x, y), scaled. */
export const place = (x: number, y: number, scale: number, body: string): string =>
  g({ transform: transform(x, y, scale) }, body);
