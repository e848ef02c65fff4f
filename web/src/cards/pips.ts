/**
 * Number cards: where the pips go. German packs stand their pips in two columns with the odd ones in a
 * middle column; single-headed packs keep the bottom strip for a small scene, double-headed ones mirror the
 * lower half. French cards use the classic Paris layout around corner indices.
 */
import type { Suit } from '../../../engine/cards.js';
import { CARD_HEIGHT, CARD_WIDTH, numeral, type Style } from './patterns.js';
import type { Ink } from './palette.js';
import { sign } from './suits.js';
import { el, g } from './svg.js';

interface Grid {
  readonly cols: readonly [number, number, number];
  readonly rows4: readonly number[];
  readonly rows3: readonly number[];
  /** Middle-column rows for 7, 9 and 10 pips, and the quincunx centre. */
  readonly mid7: number;
  readonly mid9: number;
  readonly mid10: readonly [number, number];
  readonly scale: number;
}

const MIDDLE = CARD_HEIGHT / 2;

const SINGLE: Grid = {
  cols: [27, 50, 73],
  rows4: [31, 57, 83, 109],
  rows3: [35, 70, 105],
  mid7: 52.5,
  mid9: 70,
  mid10: [44, 96],
  scale: 1,
};
const DOUBLE: Grid = {
  cols: [28, 50, 72],
  rows4: [31, 62, 94, 125],
  rows3: [34, MIDDLE, 122],
  mid7: 56,
  mid9: MIDDLE,
  mid10: [46.5, 109.5],
  scale: 1,
};
const FRENCH: Grid = {
  cols: [31, 50, 69],
  rows4: [33, 63, 93, 123],
  rows3: [33, MIDDLE, 123],
  mid7: 55.5,
  mid9: MIDDLE,
  mid10: [48, 108],
  scale: 0.92,
};

/** Pip centres for a count, as [x, y] pairs. */
export function pipPositions(style: Style, count: number): [number, number][] {
  const grid = style.system === 'french' ? FRENCH : style.double ? DOUBLE : SINGLE;
  const [L, C, R] = grid.cols;
  const pair = (rows: readonly number[]): [number, number][] =>
    rows.flatMap((y): [number, number][] => [
      [L, y],
      [R, y],
    ]);
  switch (count) {
    case 5:
      return [
        [L, grid.rows3[0]!],
        [R, grid.rows3[0]!],
        [C, grid.mid9],
        [L, grid.rows3[2]!],
        [R, grid.rows3[2]!],
      ];
    case 6:
      return pair(grid.rows3);
    case 7:
      return [...pair(grid.rows3), [C, grid.mid7]];
    case 8:
      return style.system === 'french'
        ? [...pair(grid.rows3), [C, grid.mid7], [C, CARD_HEIGHT - grid.mid7]]
        : pair(grid.rows4);
    case 9:
      return [...pair(grid.rows4), [C, grid.mid9]];
    default:
      return [...pair(grid.rows4), [C, grid.mid10[0]], [C, grid.mid10[1]]];
  }
}

/** The pips of a number card; on double-headed cards those below the middle stand on their heads. */
export function pips(style: Style, suit: Suit, ink: Ink, count: number): string {
  const grid = style.system === 'french' ? FRENCH : style.double ? DOUBLE : SINGLE;
  return pipPositions(style, count)
    .map(([x, y]) => sign(style.system, suit, ink, x, y, grid.scale, style.double && y > MIDDLE + 0.5 ? 180 : 0))
    .join('');
}

const NUMERAL_FONT = { 'font-family': 'serif', 'font-weight': 'bold', 'text-anchor': 'middle' };

/** A numeral or letter at (x, y) (its baseline centre), squeezed when long; optionally turned round. */
export function mark(content: string, x: number, y: number, size: number, fill: string, turned = false): string {
  const squeeze =
    content.length > 2 ? { textLength: size * 0.5 * content.length + 2, lengthAdjust: 'spacingAndGlyphs' } : {};
  const t = el('text', { x, y, 'font-size': size, fill, ...NUMERAL_FONT, ...squeeze }, content);
  return turned ? g({ transform: `rotate(180 ${CARD_WIDTH / 2} ${MIDDLE})` }, t) : t;
}

/**
 * The printed value of a German number card: an X at the top centre of every ten, as Roman numerals are
 * (Tell and Prague; double-headed cards repeat it at the bottom); Arabic numbers in both top corners.
 */
export function germanNumeral(style: Style, count: number, fill: string): string {
  const text = numeral(count, style.roman);
  if (style.double || style.roman || count === 10) {
    const top = mark(text, CARD_WIDTH / 2, 17, 11, fill);
    return style.double ? top + mark(text, CARD_WIDTH / 2, 17, 11, fill, true) : top;
  }
  return mark(text, 9.5, 15, 10, fill) + mark(text, CARD_WIDTH - 9.5, 15, 10, fill);
}
