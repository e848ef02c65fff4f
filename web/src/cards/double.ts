/**
 * Double-headed courts (issue 35, point 1): the upper half, clipped to its side of the dividing line, and the
 * very same markup turned by 180° about the card's centre (50, 78), so that the card is point-symmetric and the
 * two halves meet exactly along the divide, whatever the figure's shapes do near it. The Tell pattern divides
 * its courts with a horizontal line, the Paris pattern with a diagonal one through the centre.
 *
 * The clip takes no id (cards share pages, `README.md`): a nested `<svg>` clips what it holds to its own
 * viewport. Its viewBox equals its box, so coordinates inside are card coordinates; for a diagonal divide the
 * viewport is turned with the line and its content turned back.
 */
import { MIDDLE, TURN } from './frame.js';
import { CARD_WIDTH } from './patterns.js';
import { el, g, num, type Pt } from './svg.js';

export const CENTRE: Pt = [CARD_WIDTH / 2, MIDDLE];

/**
 * A dividing line through the card's centre: its angle to the horizontal in degrees, as SVG turns (positive
 * turns the right end down). 0 is the Tell's horizontal divide; the Paris divide rises to the right.
 */
export interface Divide {
  readonly angle: number;
}

export const HORIZONTAL: Divide = { angle: 0 };

/** A diagonal divide through the centre, `slope` card units down per unit to the right (negative: rising). */
export const diagonal = (slope: number): Divide => ({ angle: (Math.atan(slope) * 180) / Math.PI });

/** How far past the card the clip's viewport reaches, so that only the divide's own edge ever cuts. */
const REACH = 300;

/** `content` clipped to the side of the divide above the centre (the upper half). */
export function upperSide(content: string, divide: Divide): string {
  const [cx, cy] = CENTRE;
  const x = cx - REACH,
    y = cy - REACH,
    w = 2 * REACH,
    h = REACH;
  const box = { x, y, width: w, height: h, viewBox: `${num(x)} ${num(y)} ${num(w)} ${num(h)}` };
  if (divide.angle === 0) return el('svg', box, content);
  const turn = (a: number): string => `rotate(${num(a)} ${num(cx)} ${num(cy)})`;
  return g({ transform: turn(divide.angle) }, el('svg', box, g({ transform: turn(-divide.angle) }, content)));
}

/**
 * A double-headed picture: the upper half clipped to its side of the divide, and the same markup turned by
 * 180° about the card's centre. Draw the divide's line (`divideEnds`) over it, the pattern's way.
 */
export function doubleHead(upper: string, divide: Divide): string {
  const half = upperSide(upper, divide);
  return g({ 'data-part': 'upper' }, half) + g({ transform: TURN, 'data-part': 'lower' }, half);
}

/** Where the divide crosses the verticals x = x0 and x = x1 (its ends on a picture's frame). */
export function divideEnds(divide: Divide, x0: number, x1: number): [Pt, Pt] {
  const [cx, cy] = CENTRE;
  const t = Math.tan((divide.angle * Math.PI) / 180);
  return [
    [x0, cy + t * (x0 - cx)],
    [x1, cy + t * (x1 - cx)],
  ];
}
