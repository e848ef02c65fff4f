/**
 * The four Daus cards of the Bavarian pattern (docs/patterns.md, "Bavarian"), each its own design as on the
 * single-headed packs: two large suit signs one above the other and a picture under them.
 *
 * - hearts: the blindfolded Cupid drawing his bow, and the tax stamp the old packs printed on this card [B2];
 * - acorns: Bacchus astride a beer barrel, raising his Maß (type S) [B1, B7];
 * - leaves: the sow that gave the card its Bavarian name (Sau), one of the Old Bavarian deuces' figures [B6];
 * - bells: the state's arms, the crowned lozenge shield held by two crowned lions [B2, B8], over a ribbon with
 *   the maker's town.
 *
 * Which Daus carries the arms and what the leaves and bells Daus show the sources in reach leave open: the
 * arms go on the bells and the sow on the leaves (our choice, from the Old Bavarian deuces [B6]). The Daus is
 * indexed A in the top corner, as one source has it [B9], at the place of the courts' K, O, U.
 */
import { emblemShield, lion, LION_CROWN } from '../heraldry.js';
import { C, type Ink } from '../palette.js';
import type { ParsedCard, Style } from '../patterns.js';
import { mark } from '../pips.js';
import { sign } from '../suits.js';
import { circle, el, ellipse, g, limb, line, path, transform } from '../svg.js';

const L = C.line;
const SKIN = C.skin;
const FONT = { 'font-family': 'serif', 'font-weight': 'bold', 'text-anchor': 'middle' };

/** A picture of the Daus, marked with `data-daus` so tests can tell the four apart. */
const picture = (name: string, body: string): string => g({ 'data-daus': name }, body);

/** A bank of cloud for Cupid to sit on. */
const CLOUD = path(
  'M26 145C20 145 20 138 26 137C25 132 32 130 35 133C37 128 45 128 47 132C50 128 58 129 59 133C63 130 70 132 69 137' +
    'C75 137 76 145 70 145Z',
  '#e9eef6',
  L,
  0.5,
);

/** The blindfolded Cupid on his cloud, bow drawn [B2]. */
function cupid(): string {
  const wings =
    path(
      'M42 117C35 107 26 108 23 113C28 113 28 117 32 119C28 120 29 124 33 125C31 127 34 130 38 128Z',
      C.white,
      L,
      0.5,
    ) + line('M28 114Q34 115 38 120M31 121Q35 122 38 124', '#9aa7b8', 0.4);
  const sash = path('M40.4 121Q46 127 53 123L52.6 128Q46 131 40.6 126Z', C.pink, L, 0.45);
  const bow =
    line('M61 104Q71 117 61 131', C.brown, 1.3) +
    line('M61 104L53.4 118L61 131', L, 0.3) +
    line('M53.4 118L68 116.4', C.brown, 0.7) +
    path('M68 114.8L71.6 116L68.2 118Z', C.steel, L, 0.3) +
    path('M53.4 118l-2.6-1.8l0.6 1.9l-0.6 1.8Z', C.red);
  const head =
    circle(47, 110, 5.4, SKIN, L, 0.55) +
    path(
      'M41.6 109C41 103 47 101.6 50.6 103.2C53 104.4 53.4 107 52.6 108.6C51 106 47 105.6 44 107.6Z',
      C.gold,
      L,
      0.4,
    ) +
    circle(43, 105.4, 1.4, C.gold, L, 0.3) +
    circle(47, 103.6, 1.4, C.gold, L, 0.3) +
    // The blindfold, its ends fluttering behind.
    line('M41.8 109.6L52.2 109', L, 2.2) +
    line('M41.8 109.6L52.2 109', C.white, 1.5) +
    path('M42 109.6L37 108L38.4 110.4L36.6 112.6Z', C.white, L, 0.35) +
    ellipse(50.6, 112.6, 1.2, 0.8, C.cheek) +
    line('M48.4 114.2Q49.6 114.8 50.6 114', C.darkRed, 0.5);
  return picture(
    'cupid',
    CLOUD +
      wings +
      limb('M44 129Q38 134 44 138.6', SKIN, 3.4) +
      limb('M49 129Q56 133 52 139', SKIN, 3.4) +
      ellipse(46.6, 123.4, 5.6, 7, SKIN, L, 0.55) +
      sash +
      limb('M44.6 119L53.4 118', SKIN, 2) +
      limb('M50 119.6L60.4 117', SKIN, 2.2) +
      bow +
      head,
  );
}

/** The tax stamp of the old packs [B2]: an oval of violet ink on the Daus of hearts. */
const TAX_STAMP = g(
  { 'data-part': 'tax-stamp' },
  ellipse(83, 22, 9.4, 6.4, 'none', '#5a4b8c', 0.6) +
    ellipse(83, 22, 7.6, 4.8, 'none', '#5a4b8c', 0.35) +
    el('text', { x: 83, y: 21.2, 'font-size': 2.8, fill: '#5a4b8c', ...FONT }, 'STEMPEL') +
    el('text', { x: 83, y: 24.8, 'font-size': 3, fill: '#5a4b8c', ...FONT }, '30 PF.'),
);

/** Bacchus astride a beer barrel with his Maß raised (type S) [B1, B7]. */
function bacchus(): string {
  // The beer barrel lies on the grass with its head turned to us and a little to the left, the body running
  // back to the right: so he can straddle it and still show a leg down each side, where a barrel seen
  // lengthwise hides the far leg (docs/patterns.md, "What is left"). The Salzburg Bacchus sits frontal on a
  // wine barrel on a trestle; this one rides a barrel lying on the ground, seen three-quarters.
  const grass = path('M14 149C18 145 36 145.6 50 146C64 145.6 82 145 86 149C82 152 18 152 14 149Z', '#a9bf73', L, 0.5);
  const barrel = g(
    // Drawn about the head's centre, then enlarged so that his legs clasp it.
    { transform: 'translate(45.6 136.6) scale(1.16) translate(-45.6 -138.6)' },
    path(
      'M36.6 133C40 124 50 118.4 62 118.6C68 118.6 72 123 71.4 128C70.8 135 64 142 55 147.6L45 148Z',
      '#a0622a',
      L,
      0.6,
    ) +
      // Hoops round the body, curving like the far end.
      line('M49.4 121.6Q62 129 60.6 143.6M60 118.8Q70.4 125 67.6 136.4', C.darkBrown, 1.1) +
      line('M53.4 120Q62 123 65 131M44 124.6Q54 127 55.6 134', '#7d4a1c', 0.35) +
      // The head: its boards, the hoop round its rim and the tap.
      ellipse(45.6, 138.6, 10, 9.4, '#b67434', L, 0.6) +
      ellipse(45.6, 138.6, 8.4, 7.8, 'none', C.darkBrown, 0.9) +
      line('M41 131.2V146M45.6 130.8V146.4M50.2 131.2V146', '#7d4a1c', 0.35) +
      path('M44.6 140.4h2v2.4h2.2v1.6h-2.2v1.2h-2Z', C.gold, L, 0.35),
  );
  // His legs astride: thighs spread over the barrel, one shin down each side of it, the feet on the grass.
  const legs =
    g(
      { 'data-part': 'leg' },
      limb('M45 124Q37 126 32.6 131Q30.4 138 31.4 146', SKIN, 4) + ellipse(29.4, 147.2, 2.8, 1.4, SKIN, L, 0.45),
    ) +
    g(
      { 'data-part': 'leg' },
      limb('M55 124Q63 125 67.6 130.6Q69.4 138 68.6 146', SKIN, 4) + ellipse(70.6, 147.2, 2.8, 1.4, SKIN, L, 0.45),
    );
  const wreath =
    path('M43.4 97.6C46 94 54 94 56.6 97.6', 'none', C.darkGreen, 1.2) +
    path(
      'M43 98.4l-3-1.4l1.6-2.4l2.4 1.4ZM47 95.4l-1.4-3l2.8-0.4l0.4 2.8ZM53 95.4l1.4-3l-2.8-0.4l-0.4 2.8ZM57 98.4l3-1.4l-1.6-2.4l-2.4 1.4Z',
      C.green,
      L,
      0.3,
    ) +
    circle(42.6, 101, 1.2, C.purple, L, 0.25) +
    circle(41.8, 103, 1.2, C.purple, L, 0.25) +
    circle(57.4, 101, 1.2, C.purple, L, 0.25) +
    circle(58.2, 103, 1.2, C.purple, L, 0.25);
  const head =
    path('M44 101C43.2 108 46 112 50 112C54 112 56.8 108 56 101C55 96 45 96 44 101Z', SKIN, L, 0.55) +
    path('M46 110.6Q50 113.6 54 110.6', 'none', L, 0.4) +
    ellipse(46.4, 105.6, 1.6, 1.1, C.cheek) +
    ellipse(53.6, 105.6, 1.6, 1.1, C.cheek) +
    line('M45.8 102.6Q47 101.8 48.2 102.6M51.8 102.6Q53 101.8 54.2 102.6', L, 0.55) +
    circle(50, 105.2, 1.3, '#e07a6a', L, 0.3) +
    line('M47.8 108.4Q50 110 52.2 108.4', C.darkRed, 0.6) +
    wreath;
  const maß =
    path('M31.6 86.6h8.4v11.4h-8.4Z', '#d9d4c4', L, 0.5) +
    path('M40 88.6C43.4 88.6 43.4 95 40 95', 'none', L, 1) +
    path('M31 87C30.6 83.4 34 82.6 35.8 84C37.6 82.4 41.4 83.4 40.6 87Z', C.white, L, 0.45) +
    line('M33 90v5.4M35.8 90v5.4M38.6 90v5.4', '#a9a293', 0.5);
  return picture(
    'bacchus',
    grass +
      barrel +
      legs +
      ellipse(50, 118, 9, 9.6, SKIN, L, 0.6) +
      circle(50, 121.4, 0.5, L) +
      path('M41 121.6Q50 128.4 59 121.6L59.6 127Q50 132.6 40.4 127Z', C.purple, L, 0.45) +
      limb('M43 112Q36.6 106 37 98', SKIN, 3) +
      limb('M57.4 112Q64 117 60.6 126', SKIN, 3) +
      maß +
      head,
  );
}

/** The sow of the Old Bavarian deuces [B6], which gave the Daus its Bavarian name, on a patch of grass. */
function sow(): string {
  const legs = limb('M34.6 136l-1 8M40 137.4l0.6 7M58 137.4l-0.4 7M63.4 135.4l1.2 8.4', '#eaa9a6', 2.6);
  const body =
    path(
      'M27 128C26 119 42 114.6 56 115.4C66 116 73.6 121 73 129C72.6 136 66 139.4 56 139.6H40C31 139.4 27.4 134 27 128Z',
      '#f3bdb8',
      L,
      0.6,
    ) +
    path('M32 121Q29 114 31.6 112.4Q34.8 114.8 36.2 119.4Z', '#e79e9c', L, 0.45) +
    ellipse(22.4, 128.6, 2.2, 3.4, '#eaa9a6', L, 0.5) +
    circle(22, 127.6, 0.5, L) +
    circle(22.2, 129.8, 0.5, L) +
    path('M24.6 125.6C25 122 27 121 28.4 121', 'none', L, 0.4) +
    circle(29.4, 124, 0.7, L) +
    line('M26.4 132.8Q28.4 133.6 30 132.2', L, 0.45) +
    line('M73 125c3.4-2 5.4 0.4 3.6 2.2c-1.6 1.4-0.4 3.2 1.6 2.4', L, 0.7) +
    line('M46 121Q52 119 58 121M44 131Q52 133 62 130.4', '#d99693', 0.5);
  const ground =
    path('M14 145C18 140 34 141 50 141.4C66 141 82 140 86 145C82 149 18 149 14 145Z', '#a9bf73', L, 0.5) +
    line('M20 145l1-2.6l0.8 2.4M78 144.6l1-2.6l0.8 2.4M70 146.6l0.8-1.8M28 146.8l0.8-1.8', '#4f7a2a', 0.55);
  return picture('sow', ground + legs + body);
}

/** A royal crown, its base centred at (x, y), `w` wide. */
function crown(x: number, y: number, w: number): string {
  return g(
    { transform: transform(x, y, w / 20) },
    path('M-9 0L-10-8Q-5-4-4-11Q0-6 0-13Q0-6 4-11Q5-4 10-8L9 0Z', C.gold, L, 0.6) +
      path('M-9 0H9V2.6H-9Z', C.darkRed, L, 0.5) +
      circle(0, -13.6, 1.4, C.gold, L, 0.4) +
      circle(-4, -11.4, 0.9, C.white, L, 0.3) +
      circle(4, -11.4, 0.9, C.white, L, 0.3) +
      circle(0, 1.3, 0.8, C.blue) +
      circle(-5, 1.3, 0.8, C.red) +
      circle(5, 1.3, 0.8, C.red),
  );
}

/** The state's arms: the crowned lozenge shield held by two crowned golden lions [B2, B8]. */
function arms(): string {
  const supporter = (x: number, facing: 1 | -1): string =>
    g(
      { transform: `${transform(x, 123, 1.25)}${facing === 1 ? ' scale(-1 1)' : ''}` },
      lion(C.gold, L) + crown(LION_CROWN[0], LION_CROWN[1] + 0.4, 5.6),
    );
  const ribbon =
    path('M22 143.6H17l2.6 2.8l-2.6 2.8h6.6ZM78 143.6H83l-2.6 2.8l2.6 2.8h-6.6Z', '#2d5f9e', L, 0.45) +
    path('M21 141.4Q50 146 79 141.4V150.2Q50 154.8 21 150.2Z', C.white, L, 0.5) +
    el('text', { x: 50, y: 149.6, 'font-size': 5.6, fill: '#2d5f9e', 'letter-spacing': 0.6, ...FONT }, 'MÜNCHEN');
  return picture(
    'arms',
    supporter(26.5, 1) + supporter(73.5, -1) + emblemShield('bavaria', 50, 122, 1.35) + crown(50, 107.6, 17) + ribbon,
  );
}

/** A Bavarian Daus card's picture (the paper is drawn by the caller). */
export function drawBavarianDaus(_style: Style, card: ParsedCard, ink: Ink): string {
  const s = (y: number, scale: number): string => sign('german', card.suit, ink, 50, y, scale);
  const index = mark('A', 10.5, 19.5, 16, C.line);
  switch (card.suit) {
    case 0: // acorns: Bacchus needs the lower half, the acorns stand closer
      return s(33, 1.45) + s(67, 1.45) + bacchus() + index;
    case 1:
      return s(36, 1.5) + s(76, 1.5) + sow() + index;
    case 2:
      return s(37, 1.5) + s(76, 1.5) + cupid() + TAX_STAMP + index;
    default:
      return s(33, 1.4) + s(67, 1.4) + arms() + index;
  }
}
