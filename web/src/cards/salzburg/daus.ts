/**
 * The four Daus cards of the Salzburg pattern (docs/patterns.md, "Salzburg", "Salisburghesi"), each its own
 * design as on the printed packs: two large signs and a picture.
 *
 * - Acorns: Bacchus astride a wine barrel, a goblet raised [S2], the two acorns hanging from an oak twig.
 * - Leaves: the stag, the unicorn and the eagle that no other current pack keeps [S2], the two leaves crossed.
 * - Hearts: the blindfold Cupid of the Piatnik pack [S4], two hearts pierced by one arrow.
 * - Bells: the arms, crowned, between laurel branches, on a ribbon naming them: the land of Salzburg's (per pale
 *   Or and gules, a lion rampant sable armed and langued gules and a fess argent [H1]) on the Salzburg pack,
 *   Tyrol's (argent, the red eagle displayed, crowned and armed Or, with its golden Kleestengel [H2]) on the
 *   Salisburghesi; both drawn by heraldry.ts as heralds draw them. The sources in reach do not say
 *   what the real Daus of bells shows; the arms go there, as the Bavarian packs put theirs on a Daus, and the
 *   city's towered gate stays on the King of bells.
 *
 * Every picture is marked with `data-daus` (and the arms with `data-arms`) for the tests.
 */
import { emblemShield } from '../heraldry.js';
import { banner } from '../ornament.js';
import { C, type Ink } from '../palette.js';
import type { ParsedCard, Style } from '../patterns.js';
import { sign } from '../suits.js';
import { circle, ellipse, g, limb, line, mirrored, P, path, transform } from '../svg.js';

const L = C.line;
const WINE = '#6b2a5e';
const OAK = '#9a5b2a';

/** A leaf-shaped blade from the origin pointing along `angle` (degrees, 0 = right), `len` long. */
function blade(x: number, y: number, angle: number, len: number, w: number, fill: string, dark: string): string {
  return g(
    { transform: transform(x, y, 1, angle) },
    path(P`M0 0Q${len * 0.5} ${-w} ${len} 0Q${len * 0.5} ${w} 0 0Z`, fill, dark, 0.35),
  );
}

/** A laurel branch rising from below the arms at (x, y) round one side of them (`dir` +1 right, -1 left). */
function laurel(x: number, y: number, dir: number): string {
  let leaves = '';
  const stem: [number, number][] = [];
  for (let i = 0; i <= 7; i++) {
    const a = ((100 + i * 16) * Math.PI) / 180;
    stem.push([x + dir * Math.cos(a) * -21, y - 20 + Math.sin(a) * 21]);
  }
  for (let i = 1; i < stem.length; i++) {
    const [px, py] = stem[i]!;
    const [qx, qy] = stem[i - 1]!;
    const along = (Math.atan2(py - qy, px - qx) * 180) / Math.PI;
    leaves += blade(px, py, along - 35, 6, 1.8, C.green, C.darkGreen);
    leaves += blade(px, py, along + 35, 6, 1.8, C.green, C.darkGreen);
  }
  return line('M' + stem.map(([a, b]) => `${a.toFixed(1)} ${b.toFixed(1)}`).join('L'), C.darkGreen, 0.9) + leaves;
}

/** A lobed oak leaf from (x, y) pointing along `angle`. */
function oakLeaf(x: number, y: number, angle: number): string {
  return g(
    { transform: transform(x, y, 1, angle) },
    path(
      'M0 0C2-2 3-1 4-3C5-1 6-3 7-4C8-2 9-3 11-4C11-2 12-2 13-1C12 0 12 0 13 1C12 2 11 2 11 4C9 3 8 2 7 4C6 3 5 1 4 3C3 1 2 2 0 0Z',
      C.green,
      C.darkGreen,
      0.4,
    ) + line('M0 0H12', C.darkGreen, 0.35),
  );
}

// Acorns: Bacchus astride his barrel.

function bacchus(): string {
  const barrel =
    // Trestle, barrel body with staves and hoops, the tap in its end.
    line('M32 133L40 143M40 133L32 143M60 133L68 143M68 133L60 143', C.darkBrown, 1.4) +
    path('M29 110Q50 106 71 110Q75 122 71 134Q50 138 29 134Q25 122 29 110Z', OAK, L, 0.6) +
    line('M28 116Q50 113 72 116M27 122H73M28 128Q50 131 72 128', C.darkBrown, 0.35) +
    line(
      'M34 108.8Q37 122 34 135.4M42 107.8Q44 122 42 136.4M58 107.8Q56 122 58 136.4M66 108.8Q63 122 66 135.4',
      L,
      1.1,
    ) +
    ellipse(29, 122, 3.6, 12, '#7b4420', L, 0.5) +
    path('M26 124H21V127H26Z', C.gold, L, 0.4) +
    path('M14 143H86', 'none', L, 0.6);
  // Legs astride the barrel, feet hanging down its flanks.
  const legs =
    limb('M45 105Q35 110 34 121L31 129', C.skin, 4.6) +
    limb('M55 105Q65 110 66 121L69 129', C.skin, 4.6) +
    ellipse(30.4, 130.6, 2.8, 1.6, C.skin, L, 0.5) +
    ellipse(69.6, 130.6, 2.8, 1.6, C.skin, L, 0.5);
  const body =
    path('M43 80C35 86 34 101 40 108H60C66 101 65 86 57 80Z', C.skin, L, 0.6) +
    path('M41 90Q45 92 47 89M53 89Q55 92 59 90', 'none', C.cheek, 0.6) +
    circle(50, 99, 0.7, C.cheek) +
    // A wine-coloured cloth over one shoulder and round the hips.
    path('M56 80C52 88 44 96 39 105Q50 112 61 104L61 108Q50 115 38 110L37 104C42 97 50 88 53 80Z', WINE, L, 0.5);
  const arms =
    limb('M44 83Q34 82 31 71', C.skin, 3.8) +
    limb('M57 84Q66 91 64 99', C.skin, 3.8) +
    // Goblet of wine raised in the right hand; a jug under the left.
    path('M26 60H36L34 66H28Z', C.gold, L, 0.5) +
    path('M26.6 61H35.4', 'none', WINE, 1.2) +
    line('M31 66V70M28.6 70.6H33.4', C.gold, 1) +
    circle(31, 71, 2, C.skin, L, 0.5) +
    path('M63 95C60 96 60 104 63 106H70C73 104 73 96 70 95L71 92H62Z', '#b5673a', L, 0.5) +
    line('M72 97Q76 99 72 103', '#b5673a', 1.2) +
    circle(63.6, 99.4, 2, C.skin, L, 0.5);
  // Round face, merry mouth, a wreath of vine leaves and grapes.
  let wreath = '';
  for (const [x, y, a] of [
    [43, 70, 200],
    [44.5, 66, 230],
    [48, 63.6, 260],
    [52, 63.6, 280],
    [55.5, 66, 310],
    [57, 70, 340],
  ] as const)
    wreath += blade(x, y, a, 5.4, 2.4, C.green, C.darkGreen);
  const grapes = (x: number, y: number): string =>
    [
      [0, 0],
      [2, 0],
      [1, 1.8],
      [-1, 1.8],
      [3, 1.8],
      [0, 3.6],
      [2, 3.6],
      [1, 5.4],
    ]
      .map(([dx, dy]) => circle(x + dx!, y + dy!, 1.1, C.purple, L, 0.3))
      .join('');
  const head =
    circle(50, 72, 7.4, C.skin, L, 0.6) +
    circle(45.6, 74.6, 1.8, C.cheek) +
    circle(54.4, 74.6, 1.8, C.cheek) +
    line('M46.4 71Q47.4 70 48.4 71M51.6 71Q52.6 70 53.6 71', L, 0.6) +
    path('M47 75.4Q50 78.6 53 75.4Z', C.darkRed) +
    wreath +
    grapes(40, 72) +
    grapes(58, 72);
  return g({ 'data-daus': 'bacchus' }, barrel + legs + body + arms + head);
}

function dausOfAcorns(ink: Ink): string {
  // The two acorns stand on an oak twig that runs above Bacchus's head.
  const twig =
    line('M22 50Q36 46 50 50Q64 46 78 50M33 44L36 49M67 44L64 49', C.brown, 1.6) +
    oakLeaf(22, 50, 160) +
    oakLeaf(78, 50, 20) +
    oakLeaf(50, 50, 95) +
    oakLeaf(50, 50, 85);
  return twig + sign('german', 0, ink, 32, 28, 1.4, -12) + sign('german', 0, ink, 68, 28, 1.4, 12) + bacchus();
}

// Leaves: the stag, the unicorn and the eagle.

/** A deer-like beast standing, facing right, hooves on y = 12: the body the stag and the unicorn share in shape only. */
function beast(coat: string, headShape: string, crest: string, tail: string): string {
  const legs =
    limb('M-8 3Q-11 7-9 12', coat, 1.7) +
    limb('M-5 3Q-4 8-6 12', coat, 1.7) +
    limb('M5 3L6 12', coat, 1.7) +
    limb('M8 3Q10 7 9 12', coat, 1.7);
  return (
    tail +
    legs +
    path('M-12-2C-12-7-4-7 4-6C8-6 10-5 11-3C12 1 10 5 6 5H-8C-12 5-14 2-12-2Z', coat, L, 0.5) +
    path(headShape, coat, L, 0.5) +
    crest +
    circle(14.6, -13.6, 0.55, L)
  );
}

function stag(): string {
  const head = 'M5-4L9.6-12.6C10.6-15.4 13-16.6 15.4-15.6L19.6-12.6C20.4-11.8 19.8-10.8 18.6-10.8L14.6-11.2L11.6-1.6Z';
  const antlers =
    line(
      'M13.4-15.6C12.4-20 10.4-23 7.4-26M12.2-19.6L8.6-19.4M11-22.4L12.4-25.6M15.4-15.8C16.6-20 18.6-23 18-27.4M16.6-20L20-21M17.8-23.4L21-25.4',
      C.darkBrown,
      0.9,
    ) + path('M11.8-14.6L10.2-17.2L13-16Z', '#8a5a30', L, 0.3);
  const tail = path('M-12-3C-14-3-15-1-14 0C-13 0-12-1-11.6-2Z', C.cream, L, 0.3);
  return g({ 'data-figure': 'stag' }, beast('#9b6232', head, antlers, tail) + path('M-6 1H2', 'none', C.cream, 0));
}

function unicorn(): string {
  const head = 'M5-4L9-12.4C9.8-15.6 12.6-16.8 15-15.8L21.6-11.8C22.6-11 22-9.6 20.8-9.6L15.4-10.4L11.6-1.6Z';
  const mane = path('M9.6-13.4C7-11 7-8 4.6-6C6-5 8-5.6 9-7C9.4-5 10.6-4 11.4-3.2L12.6-10Z', C.yellow, L, 0.4);
  const horn =
    path('M14-16L21-26.6L15.8-15.2Z', C.gold, L, 0.4) +
    line('M15.6-18.2L17-17.8M17.2-20.6L18.4-20.2M18.8-23L19.8-22.6', L, 0.35);
  const beard = path('M19-9.8L19.6-7L18-9.6Z', C.yellow, L, 0.3);
  const tail = line('M-12-2C-16-2-15 4-17 6', C.yellow, 1.3) + path('M-17 6L-18.6 9L-16 8.4L-15 10Z', C.yellow, L, 0.3);
  return g({ 'data-figure': 'unicorn' }, beast(C.white, head, mane + horn + beard, tail));
}

function eagle(): string {
  const wings = mirrored(
    [0, -4],
    [
      [4, -8, 10, -12, 18, -13],
      [17, -9, 19, -6, 20.4, -3],
      [16.6, -3, 17.4, 0, 15, 1],
      [12.4, 1, 13, 3, 10, 4],
      [7, 4, 5, 5, 3, 8],
      [2, 10, 1, 12, 0, 14],
    ],
  );
  return g(
    { 'data-figure': 'eagle', transform: transform(50, 24, 1.2) },
    path(wings, '#5b3b1e', L, 0.5) +
      line('M5-6Q11-8 16-9M6-3Q11-4 15-4M-5-6Q-11-8-16-9M-6-3Q-11-4-15-4', '#a87a45', 0.6) +
      path('M-3 12L0 17.6L3 12Z', '#5b3b1e', L, 0.4) +
      path('M1.6-4C2-7.6 0-9.6-2.4-9.4L-5.6-7.6L-3.2-6.8C-2.6-5.6-1.6-4.6 1.6-4Z', '#d7b27a', L, 0.4) +
      path('M-5.6-7.6L-6.6-6L-4.8-6.6Z', C.gold, L, 0.3) +
      circle(-2.8, -8, 0.45, L) +
      line('M-2 12.4L-3.4 14.6M2 12.4L3.4 14.6', C.gold, 0.9),
  );
}

function dausOfLeaves(ink: Ink): string {
  const mound = path('M6 142Q50 128 94 142V146H6Z', '#8fb36a', C.darkGreen, 0.5);
  return (
    g(
      { 'data-daus': 'stag-unicorn-eagle' },
      eagle() +
        mound +
        g({ transform: transform(25, 130, 1.1) }, stag()) +
        g({ transform: `${transform(75, 130, 1.1)} scale(-1 1)` }, unicorn()),
    ) +
    sign('german', 1, ink, 33, 66, 1.4, -28) +
    sign('german', 1, ink, 67, 66, 1.4, 28)
  );
}

// Hearts: the blindfold Cupid.

function cupid(): string {
  const wings = mirrored(
    [0, -2],
    [
      [4, -6, 10, -14, 16, -16],
      [17, -12, 16, -8, 14, -5],
      [15, -3, 14, -1, 12, 0],
      [12, 2, 10, 3, 8, 3],
      [6, 3, 3, 2, 0, 4],
    ],
  );
  let curls = '';
  for (const [x, y] of [
    [-5, -13],
    [-2.6, -15.4],
    [0.4, -16],
    [3.4, -15.2],
    [5.6, -13],
    [-6.4, -10],
    [6.6, -10],
  ] as const)
    curls += circle(x, y, 2.2, C.gold, L, 0.35);
  const body =
    limb('M-2.6 13Q-4 23-6.4 33', C.skin, 3.4) +
    limb('M2.6 13Q5 23 7 33', C.skin, 3.4) +
    path('M-5-2C-7.4 4-7.4 10-5 14H5C7.4 10 7.4 4 5-2Z', C.skin, L, 0.5) +
    path('M-6.4 9Q0 14 6.4 8L7 13Q0 18-6.4 15Z', C.pink, L, 0.4);
  // The bow in his left hand, an arrow raised in his right.
  const bow =
    path('M12-15Q24 4 12 23', 'none', C.brown, 1.3) +
    line('M12-15V23', L, 0.3) +
    limb('M5 0Q10 3 12 4', C.skin, 2.6) +
    limb('M-5 0Q-10-4-12-11', C.skin, 2.6) +
    line('M-12.6 2L-10.6-25', C.brown, 0.8) +
    path('M-10.4-28L-12-24.4L-9.2-24.2Z', C.steel, L, 0.3) +
    path('M-12.6 2L-14.4 4.6M-12.6 2L-11 4.8', 'none', C.red, 0.9);
  const head =
    curls +
    circle(0, -9, 6, C.skin, L, 0.5) +
    circle(-3.4, -6.6, 1.2, C.cheek) +
    circle(3.4, -6.6, 1.2, C.cheek) +
    path('M-1.2-5Q0-4 1.2-5', 'none', C.darkRed, 0.5) +
    // The blindfold, its ends flying.
    path('M-6.2-11Q0-9 6.2-11L6-8.4Q0-6.6-6-8.4Z', C.white, L, 0.4) +
    path('M6-10.4Q10-12 12-9.6L10-9.4Q11-7.6 12.6-6.6Q9-6.4 6-9Z', C.white, L, 0.4);
  return g(
    { 'data-daus': 'cupid', transform: transform(50, 84, 1.3) },
    path(wings, C.white, L, 0.5) +
      line('M3-2Q9-7 14-9M3 0Q9-2 13-1M-3-2Q-9-7-14-9M-3 0Q-9-2-13-1', C.pink, 0.5) +
      body +
      head +
      bow,
  );
}

function dausOfHearts(ink: Ink): string {
  const cloud =
    ellipse(50, 134, 22, 5, '#e4eef6', C.grey, 0.4) +
    circle(38, 131, 5, '#e4eef6') +
    circle(50, 129.4, 6, '#e4eef6') +
    circle(62, 131, 5, '#e4eef6');
  // One arrow through both hearts, feathers to the left.
  const shaft = line('M16 42L84 22', C.brown, 1);
  const arrowHead = path('M88 20.8L82.4 20.2L84.2 25Z', C.steel, L, 0.3);
  const feathers = path('M16 42L12 40.4L13.4 44.8ZM19 41L15 39.6L16.4 44Z', C.red, L, 0.3);
  return (
    cloud +
    cupid() +
    shaft +
    feathers +
    sign('german', 2, ink, 35, 36, 1.45, -10) +
    sign('german', 2, ink, 65, 30, 1.45, 10) +
    line('M44 33.4L56 29.6', C.brown, 1) +
    arrowHead
  );
}

// Bells: the arms.

/** A prince's crown (a red cap in a gold circlet with three leaves and pearls), standing on y = 0. */
function crown(x: number, y: number): string {
  return g(
    { transform: transform(x, y) },
    path('M-8-6Q0-14 8-6Z', C.red, L, 0.4) +
      path('M-9 0V-4L-6-8L-4-4L0-10L4-4L6-8L9-4V0Z', C.gold, L, 0.5) +
      line('M-9-1.6H9', '#a3761c', 0.7) +
      circle(0, -11, 1.2, C.white, L, 0.3) +
      circle(-6, -8.8, 0.9, C.white, L, 0.3) +
      circle(6, -8.8, 0.9, C.white, L, 0.3),
  );
}

const ARMS_LABEL = { salzburg: 'SALZBURG', tyrol: 'TIROL' } as const;

function dausOfBells(style: Style, ink: Ink): string {
  const emblem = style.emblem === 'tyrol' ? 'tyrol' : 'salzburg';
  const ribbon =
    path('M50 12L34 25M50 12L66 25', 'none', C.red, 1.2) +
    path('M50 12C44 6 40 10 44 14ZM50 12C56 6 60 10 56 14Z', C.red, L, 0.4) +
    path('M50 12L47 19M50 12L53 19', 'none', C.darkRed, 1) +
    circle(50, 12, 1.6, C.darkRed, L, 0.3);
  const arms =
    laurel(50, 118, -1) +
    laurel(50, 118, 1) +
    emblemShield(emblem, 50, 99, 1.75) +
    crown(50, 80.6) +
    banner(50, 132, emblem === 'tyrol' ? 36 : 52, ARMS_LABEL[emblem], C.red);
  return (
    ribbon +
    sign('german', 3, ink, 33, 38, 1.4, 8) +
    sign('german', 3, ink, 67, 38, 1.4, -8) +
    g({ 'data-daus': 'arms', 'data-arms': emblem }, arms)
  );
}

/** A Salzburg or Salisburghesi Daus. */
export function drawSalzburgDaus(style: Style, card: ParsedCard, ink: Ink): string {
  switch (card.suit) {
    case 0:
      return dausOfAcorns(ink);
    case 1:
      return dausOfLeaves(ink);
    case 2:
      return dausOfHearts(ink);
    default:
      return dausOfBells(style, ink);
  }
}
