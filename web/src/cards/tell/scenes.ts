/**
 * The small scenes of the Tell pattern's number cards (docs/patterns.md, "Tell", pip cards [T4, T6, T10,
 * T11]): places and moments of Schiller's play drawn in the free spaces between the pips, mirrored for the
 * two heads. As described for the standard pack: the 7 of hearts Gessler riding through the sunken lane and
 * Tell waiting for him with the crossbow; the 8 of hearts Tell's escape by boat; the 8 of bells Tell's family
 * (Tell, Hedwig and the boy Walter); the 9 of bells Gessler's hat on its pole at Altdorf; the 7 of bells the
 * crossbow, with the maker's name and the tax stamp [T4]; the 8 of leaves the fortress (Zwing Uri); the 9 and
 * 10 of hearts a castle; the 10 of bells Tell's house. The sources leave the acorns and the lower leaves
 * "plain or small landscapes": we give small landscapes to the 7 and 8 of acorns and the 7 of leaves, so every
 * 7 and 8 carries a picture, and leave the 9s and 10s of acorns and leaves, and every 6, plain.
 *
 * Each scene keeps to the space its count leaves free (`FREE`, checked against the pips in tell.test.ts): on
 * the 7s either side of the middle pip, on the 8s and 9s in the middle column above the centre, on the 10s
 * between the two middle pips.
 */
import { twice } from '../frame.js';
import { C } from '../palette.js';
import type { ParsedCard } from '../patterns.js';
import { circle, el, ellipse, g, line, P, path, transform } from '../svg.js';
import { crossbow as tellCrossbow } from './crossbow.js';

const L = C.line;
const W = 0.4;
const LAKE = '#7db3d8';
const ROCK = '#a39a8c';
const STONE = '#cfc6b4';
const PEAK = '#9fb3c6';

/** A free rectangle [x0, y0, x1, y1] of the top half, per pip count: where that count's scenes go. */
export const FREE: Readonly<Record<number, readonly (readonly [number, number, number, number])[]>> = {
  7: [
    [7, 45, 39, 67],
    [61, 45, 93, 67],
    [39, 67, 61, 77],
  ],
  8: [[39, 22, 61, 73]],
  9: [[39, 21, 61, 67]],
  10: [[39, 56, 61, 76]],
};

/** A small standing figure, feet at (x, y), `h` tall: a head, a coat or a skirt, legs, a hat. */
function person(
  x: number,
  y: number,
  h: number,
  o: { coat: string; legs?: string; skirt?: string; hat?: string; hair?: string },
): string {
  const u = h / 30;
  const hy = y - h + 3 * u;
  const waist = y - h * 0.5;
  const hem = o.skirt ? y - 1.5 * u : y - h * 0.34;
  return (
    (o.skirt
      ? ''
      : line(
          P`M${x - 1.6 * u} ${hem}L${x - 1.8 * u} ${y}M${x + 1.6 * u} ${hem}L${x + 1.8 * u} ${y}`,
          o.legs ?? C.brown,
          1.8 * u,
        )) +
    path(
      P`M${x - 3.4 * u} ${hy + 4 * u}H${x + 3.4 * u}L${x + (o.skirt ? 6.4 : 4) * u} ${hem}H${x - (o.skirt ? 6.4 : 4) * u}Z`,
      o.skirt ?? o.coat,
      L,
      W,
    ) +
    (o.skirt
      ? path(P`M${x - 3.4 * u} ${hy + 4 * u}H${x + 3.4 * u}L${x + 3.6 * u} ${waist}H${x - 3.6 * u}Z`, o.coat, L, W)
      : '') +
    circle(x, hy, 2.8 * u, C.skin, L, W) +
    (o.hair
      ? path(
          P`M${x - 3 * u} ${hy}C${x - 3.4 * u} ${hy - 4 * u} ${x + 3.4 * u} ${hy - 4 * u} ${x + 3 * u} ${hy}Z`,
          o.hair,
          L,
          W,
        )
      : '') +
    (o.hat
      ? path(
          P`M${x - 4.6 * u} ${hy - 1.6 * u}H${x + 4.6 * u}L${x + 2.4 * u} ${hy - 2.6 * u}L${x + 1.6 * u} ${hy - 7 * u}H${x - 1.8 * u}L${x - 2.4 * u} ${hy - 2.6 * u}Z`,
          o.hat,
          L,
          W,
        )
      : '')
  );
}

/**
 * A crossbow lying flat, stock from (x0, y) to (x1, y), the bow at x0: Tell's crossbow of the Ober of acorns
 * (./crossbow.ts), scaled down, so that the scenes show the same bow, stirrup, string and all.
 */
function crossbow(x0: number, x1: number, y: number, k: number): string {
  const s = (x1 - x0) / 45;
  return g({ transform: transform(x0 + 4 * s, y, s) }, tellCrossbow({ butt: [45, 0], front: [0, 0], span: 9 + 4 * k }));
}

/** A fir tree, its foot at (x, y). */
const fir = (x: number, y: number, h: number): string =>
  path(P`M${x} ${y - h}L${x + h * 0.32} ${y - h * 0.2}H${x - h * 0.32}Z`, C.darkGreen, L, W) +
  line(P`M${x} ${y - h * 0.2}V${y}`, C.brown, 1);

/** A turret or keep with battlements: x0..x1, from y0 (top of the merlons) to y1. */
function tower(x0: number, x1: number, y0: number, y1: number, fill: string, roof?: string): string {
  const w = x1 - x0;
  let d = P`M${x0} ${y1}V${y0}`;
  const n = Math.max(2, Math.round(w / 3));
  for (let i = 0; i < n; i++) {
    const a = x0 + (w * i) / n,
      b = x0 + (w * (i + 0.5)) / n;
    d += P`H${a}V${y0}H${b}V${y0 + 1.6}`;
  }
  d += P`H${x1}V${y1}Z`;
  return roof
    ? path(P`M${x0} ${y1}V${y0}H${x1}V${y1}Z`, fill, L, W) +
        path(P`M${x0 - 1} ${y0}L${(x0 + x1) / 2} ${y0 - w * 0.9}L${x1 + 1} ${y0}Z`, roof, L, W)
    : path(d, fill, L, W);
}

const flag = (x: number, y: number, colour: string): string =>
  line(P`M${x} ${y}v-6`, L, 0.5) + path(P`M${x} ${y - 6}l5 1.4l-5 1.4Z`, colour, L, 0.3);

/** The 10s' scenes, drawn standing on y = 77, raised to keep a gap at the centre line. */
const lift = (s: string): string => g({ transform: 'translate(0 -1.4)' }, s);

const MAKER_FONT = { 'font-family': 'serif', 'font-weight': 'bold', 'text-anchor': 'middle' };

/** The top copy of each scene, card space, keyed by suit letter and count. */
const SCENES: Readonly<Record<string, () => string>> = {
  // 7 of hearts: Gessler rides through the sunken lane at Küssnacht; Tell waits behind a bush to shoot.
  H7: () =>
    line('M8 66H38M62 66H92', '#8a7a50', 0.8) +
    g(
      { transform: 'translate(23 66) scale(0.76) translate(-23 -66)' },
      // The horse, its head to the right, and the governor in his plumed hat and purple cloak.
      path(
        'M12 56C12 53 16 52 21 52.6C25 53 27 52 29 49L31 47.4L34.6 49.6L33.6 51L31.4 51C30 55 28 58 25 59H15C13 59 12 58 12 56Z',
        '#8a5a32',
        L,
        W,
      ) +
        line('M15 58.6L14 65.6M18 59L18.6 65.6M25 58.6L26 65.6M28 57.6L30 65', '#6a4026', 1.3) +
        path('M12 55C9 56 8.6 60 9.4 62C10 59 11 57.6 12.4 57Z', C.black, L, 0.3) +
        path('M18 52.6L19.2 45.6H24.2L24.6 53Z', C.purple, L, W) +
        line('M24 48.6L29.6 49', C.purple, 1.4) +
        circle(21.8, 43.6, 2, C.skin, L, W) +
        path('M17 42.4C19 40.6 25 40.6 27 42.4Z', C.black, L, W) +
        path('M20 41.4C19 38 22 37 24 39C22.4 39 21.6 40 21.6 41.4Z', C.red, L, 0.3),
    ) +
    g(
      { transform: 'translate(77 66) scale(0.9) translate(-77 -66)' },
      // Tell in the bushes, the crossbow levelled at him.
      path('M64 66C62 60 66 56 70 58C71 53 78 53 79 58C83 56 88 60 86 66Z', C.green, L, W) +
        circle(80, 51.4, 2, C.skin, L, W) +
        path('M77.6 50C77.6 46 79 44.6 80.6 44.6C82.4 44.6 83 46.6 82.6 50Z', '#5d6b2c', L, W) +
        path('M82.4 47C85 44.6 87.6 44.6 89 45.6C87 46 85.6 47 83.6 48.2Z', C.red, L, 0.3) +
        crossbow(66, 82, 54, 0.7),
    ),
  // 7 of bells: the crossbow, the tax stamp, and the maker's name between them [T4].
  S7: () =>
    crossbow(10, 36, 56, 1) +
    line('M15 52.6H33', C.darkBrown, 0.8) +
    path('M33 51.4L35.6 52.6L33 53.8Z', C.steel, L, 0.3) +
    line('M14.6 52.6L12.4 50.8M14.6 52.6L12.4 54.4', C.red, 1.2) +
    circle(77, 56, 8, C.paper, C.navy, 0.7) +
    circle(77, 56, 6.4, 'none', C.navy, 0.4) +
    path('M72.6 57.6L72 52.4L74.4 54.4L77 50.6L79.6 54.4L82 52.4L81.4 57.6Z', C.navy) +
    el('text', { x: 77, y: 61.8, 'font-size': 3.2, fill: C.navy, ...MAKER_FONT }, '30 kr') +
    path('M40 67.6H60V76.6H40Z', C.paper, C.darkRed, 0.4) +
    el(
      'text',
      {
        x: 50,
        y: 71.6,
        'font-size': 3.4,
        fill: C.darkRed,
        textLength: 17,
        lengthAdjust: 'spacingAndGlyphs',
        ...MAKER_FONT,
      },
      'CARDAVIA',
    ) +
    el('text', { x: 50, y: 75.6, 'font-size': 2.8, fill: C.darkRed, ...MAKER_FONT }, 'WIEN'),
  // 7 of acorns: a small landscape, snow peaks on one side, a chalet under a fir on the other.
  E7: () =>
    path('M8 66L17 49L21 55L28 46L38 66Z', PEAK, L, W) +
    path('M17 49L15 52.8L17.4 52L19 53.4ZM28 46L25.4 50.4L28 49.4L30.6 50.6Z', C.white) +
    path('M8 66Q22 62 38 66Z', '#8cc866', L, W) +
    path('M64 66Q78 62 92 66Z', '#8cc866', L, W) +
    path('M66 64V57H78V64Z', '#b57a3e', L, W) +
    path('M64 57.6L72 51L80 57.6Z', C.darkBrown, L, W) +
    path('M68.6 59h2.6v2.4h-2.6ZM73 59h2.6v2.4H73Z', C.cream, L, 0.3) +
    fir(86, 65, 16),
  // 7 of leaves: a small landscape, firs on a hill and the church of a village.
  G7: () =>
    path('M8 66Q22 57 38 66Z', '#8cc866', L, W) +
    fir(15, 64, 13) +
    fir(22, 61, 16) +
    fir(30, 63, 12) +
    path('M64 66Q78 62 92 66Z', '#8cc866', L, W) +
    path('M70 64V56H82V64Z', C.cream, L, W) +
    path('M69 56L76 51L83 56Z', C.red, L, W) +
    path('M83 64V52H87V64Z', C.cream, L, W) +
    path('M82.6 52L85 45L87.4 52Z', C.darkRed, L, W) +
    path('M74.6 64V60.4Q76 59 77.4 60.4V64Z', C.darkBrown),
  // 8 of hearts: Tell leaps from Gessler's boat onto the rock in the storm on the lake.
  H8: () =>
    path('M39 44L44 30L48 36L53 27L61 44Z', PEAK, L, W) +
    path('M44 30L42.6 33.6L44.4 33L45.6 34.4ZM53 27L51 31.6L53 30.6L55 32Z', C.white) +
    path('M39 43H61V70Q50 73.4 39 70Z', LAKE, L, W) +
    line('M40.6 49q2-1.4 4 0q2 1.4 4 0M41 68q2-1.4 4 0q2 1.4 4 0M47 70.6q2-1.4 4 0', C.white, 0.5) +
    path('M55 71V52L58 49L61 51V70Z', ROCK, L, W) +
    line('M42 58L39.4 66M51 57.6L54 66', C.darkBrown, 0.7) +
    path('M39.6 60H54.4L52.4 65H41.6Z', C.brown, L, W) +
    person(44.4, 60.4, 9, { coat: C.red, hat: C.darkRed }) +
    person(49.6, 60.4, 9, { coat: C.blue, hat: C.black }) +
    // Tell, mid-leap, arms flung out, onto the ledge.
    person(57.6, 49.4, 11, { coat: C.green, legs: C.darkGreen, hat: '#5d6b2c' }) +
    line('M54.2 42.6L57.6 44.6L61 42', C.green, 1),
  // 8 of bells: Tell's family, Tell with the crossbow on his shoulder, Walter, and Hedwig.
  S8: () =>
    ellipse(50, 71, 11, 2.2, '#cfdca0') +
    g({ transform: 'translate(46.4 27) rotate(104)' }, crossbow(0, 16, 0, 0.8)) +
    person(44, 71, 30, { coat: C.green, legs: C.darkGreen, hat: '#5d6b2c', hair: C.brown }) +
    person(56.4, 71, 27, { coat: C.red, skirt: C.navy, hair: '#c98a3a' }) +
    path('M53.4 58.6H59.4L60 69H52.8Z', C.white, L, 0.3) +
    person(50.2, 71.6, 17, { coat: C.blue, legs: C.brown, hair: '#d9a64a' }) +
    line('M47 56.4L46.6 60M53.4 56.4L54.4 59.6', C.skin, 1.2),
  // 8 of acorns: a small landscape, a great lime tree on the meadow by the lake.
  E8: () =>
    path('M39 56H61V66H39Z', LAKE, L, W) +
    path('M39 62Q50 58 61 62V71Q50 73.6 39 71Z', '#8cc866', L, W) +
    line('M50 69V44', C.brown, 2.4) +
    line('M50 51L45 45.4M50 49L55 43.4', C.brown, 1.2) +
    path('M40.6 43C38.6 34 44 27 50 27C56 27 61.4 34 59.4 43C57.4 49 42.6 49 40.6 43Z', C.green, L, W) +
    path('M44 35c2-3 6-3 8 0M50 41c2-2 5-2 7 0', 'none', C.darkGreen, 0.6) +
    line('M42 69H58M43 67V70.4M57 67V70.4', C.brown, 0.7),
  // 8 of leaves: the fortress Zwing Uri, the keep with its barred window.
  G8: () =>
    path('M39 72Q50 65 61 72Z', ROCK, L, W) +
    tower(39, 44, 51, 69.6, STONE) +
    tower(56, 61, 51, 69.6, STONE) +
    tower(43, 57, 31, 69.6, STONE) +
    path('M47.6 40h4.8v7h-4.8Z', C.darkBrown) +
    line('M49.2 40v7M50.8 40v7', C.grey, 0.5) +
    path('M47 69.6V63.6Q50 60.2 53 63.6V69.6Z', C.darkBrown) +
    line('M43 55H57M43 62H57', '#a89e88', 0.4) +
    flag(50, 29.4, C.red),
  // 9 of bells: Gessler's hat on its pole in the square at Altdorf, which all must bow to.
  S9: () =>
    ellipse(50, 65, 10, 2, '#cfdca0') +
    line('M50 65V34', C.brown, 1.4) +
    path('M41 35C44 33 56 33 59 35C56 36.6 44 36.6 41 35Z', C.black, L, W) +
    path('M45.4 34.4C45.2 30 47.4 28 50 28C52.6 28 54.8 30 54.6 34.4Z', C.black, L, W) +
    line('M45.6 32.8Q50 31.6 54.4 32.8', C.gold, 0.8) +
    path('M53 30C56 24 61 24 61 28C58.6 27 56.4 28 54.4 31.4Z', C.red, L, 0.3) +
    path('M47 30C44 24 39 25 39.6 29C41.4 27.6 43.4 28 45.6 31Z', C.white, L, 0.3) +
    line('M55.6 64V46', C.brown, 0.6) +
    path('M55.6 45L54.4 48H56.8Z', C.steel, L, 0.3) +
    person(58, 65, 12, { coat: C.purple, legs: C.red, hat: C.black }),
  // 9 of hearts: the castle on its rock.
  H9: () =>
    path('M39 67C40 58 44 52 50 52C56 52 60 58 61 67Z', ROCK, L, W) +
    tower(40, 60, 44, 56, STONE) +
    tower(46, 54, 32, 56, STONE, C.red) +
    path('M48.8 38h2.4v4h-2.4Z', C.darkBrown) +
    path('M48 56V51Q50 48.6 52 51V56Z', C.darkBrown) +
    flag(50, 24.8, C.yellow),
  // 10 of hearts: the castle again, seen across its walls: two round towers and the gate.
  HT: () =>
    lift(
      path('M39 77Q50 73 61 77Z', '#8cc866', L, W) +
        tower(43, 57, 66, 76, STONE) +
        tower(39.6, 44.6, 62, 76, STONE, C.red) +
        tower(55.4, 60.4, 62, 76, STONE, C.red) +
        path('M47.8 76V71.4Q50 69 52.2 71.4V76Z', C.darkBrown),
    ),
  // 10 of bells: Tell's house at Bürglen, a timber house under a broad roof.
  ST: () =>
    lift(
      path('M39 77Q50 74 61 77Z', '#8cc866', L, W) +
        path('M42 77V67H58V77Z', '#b57a3e', L, W) +
        path('M39.4 67.6L50 58.6L60.6 67.6Z', C.darkBrown, L, W) +
        path('M44 69.4h3v2.6h-3ZM53 69.4h3v2.6h-3Z', C.cream, L, 0.3) +
        path('M48.6 77V71.6H51.4V77Z', C.darkBrown),
    ),
};

/** The scene of a Tell number card, both heads; '' for the plain ones. */
export function tellScene(card: ParsedCard, count: number): string {
  const scene = SCENES['EGHS'[card.suit]! + (count === 10 ? 'T' : String(count))];
  return scene ? g({ 'data-scene': 'EGHS'[card.suit]! + count }, twice(scene())) : '';
}
