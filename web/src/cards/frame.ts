/** The card itself: paper, edge, the svg root, and the corner indices of courts and French cards. */
import type { Suit } from '../../../engine/cards.js';
import { C, type Ink } from './palette.js';
import { CARD_HEIGHT, CARD_WIDTH, type Style } from './patterns.js';
import { mark } from './pips.js';
import { sign } from './suits.js';
import { el, g, rect } from './svg.js';

export const MIDDLE = CARD_HEIGHT / 2;
export const TURN = `rotate(180 ${CARD_WIDTH / 2} ${MIDDLE})`;

export function svgRoot(label: string, body: string): string {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${CARD_WIDTH} ${CARD_HEIGHT}`,
      role: 'img',
      'aria-label': label,
      focusable: 'false',
    },
    body,
  );
}

/** White paper with a thin edge and rounded corners. */
export const paper = (fill: string = C.paper): string =>
  rect(0.5, 0.5, CARD_WIDTH - 1, CARD_HEIGHT - 1, fill, { rx: 5.5, stroke: C.edge, 'stroke-width': 0.8 });

/** A thin inner frame line around a picture. */
export const innerFrame = (inset: number, colour: string, width = 0.6, radius = 3): string =>
  rect(inset, inset, CARD_WIDTH - 2 * inset, CARD_HEIGHT - 2 * inset, 'none', {
    rx: radius,
    stroke: colour,
    'stroke-width': width,
  });

/** Draws `content` and again turned round the card's centre (double-headed cards). */
export const twice = (content: string): string => content + g({ transform: TURN }, content);

/** A French corner index: the letter or number over a small pip, top left and (turned) bottom right. */
export function frenchIndex(style: Style, label: string, suit: Suit, ink: Ink): string {
  const one = mark(label, 9, 15, label.length > 1 ? 10 : 11.5, ink.main) + sign(style.system, suit, ink, 9, 24, 0.36);
  return twice(one);
}

/**
 * The corner index of the "card indices" option: the rank label over a small suit sign on a paper plate, top left
 * and (turned) bottom right, over whatever the pattern draws in its corners (a German court's own letter, a
 * number card's pip): the part of a card a fanned hand leaves in view names it.
 */
export function cornerIndex(style: Style, label: string, suit: Suit, ink: Ink): string {
  const plate = rect(2.5, 3, 14, 27, C.paper, { rx: 2.5, stroke: C.edge, 'stroke-width': 0.5 });
  const one =
    plate + mark(label, 9.5, 14.5, label.length > 1 ? 9 : 11, C.line) + sign(style.system, suit, ink, 9.5, 23.5, 0.34);
  return twice(one);
}
