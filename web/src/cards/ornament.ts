/** Small decorative pieces shared by several cards: ribbons, scrolls, wreaths. */
import { C } from './palette.js';
import { CARD_HEIGHT, CARD_WIDTH } from './patterns.js';
import { el, g, line, P, path, rect } from './svg.js';

const FONT = { 'font-family': 'serif', 'font-weight': 'bold', 'text-anchor': 'middle' };

/** A ribbon with folded tails and a word on it, centred at (cx, cy); `turned` rotates it round the card. */
export function banner(cx: number, cy: number, w: number, label: string, colour: string, turned = false): string {
  const h = 9,
    x0 = cx - w / 2,
    x1 = cx + w / 2,
    y0 = cy - h / 2,
    y1 = cy + h / 2,
    t = 7;
  const tails =
    P`M${x0 + 3} ${y0 + 2.5}H${x0 - t}L${x0 - t + 3} ${cy + 2.5}L${x0 - t} ${y1 + 2.5}H${x0 + 3}Z` +
    P`M${x1 - 3} ${y0 + 2.5}H${x1 + t}L${x1 + t - 3} ${cy + 2.5}L${x1 + t} ${y1 + 2.5}H${x1 - 3}Z`;
  const body =
    path(tails, C.darkRed, C.line, 0.5) +
    rect(x0, y0, w, h, colour, { stroke: C.line, 'stroke-width': 0.5 }) +
    el('text', { x: cx, y: cy + 2.9, 'font-size': 8, fill: C.cream, 'letter-spacing': 1, ...FONT }, label);
  return turned ? g({ transform: `rotate(180 ${CARD_WIDTH / 2} ${CARD_HEIGHT / 2})` }, body) : body;
}

/** A pair of curling scrolls (C-shapes) either side of x = cx at height y, `w` apart. */
export function scrolls(cx: number, y: number, w: number, colour: string, size = 1): string {
  const s = size;
  const one = (dir: number): string =>
    P`M${cx + dir * w * 0.5} ${y}c${dir * 6 * s} ${-6 * s} ${dir * 14 * s} ${-4 * s} ${dir * 14 * s} ${2 * s}` +
    P`c0 ${4 * s} ${-dir * 5 * s} ${5 * s} ${-dir * 6 * s} ${1.5 * s}c${-dir * 0.8 * s} ${-2.4 * s} ${dir * 1.8 * s} ${-3.2 * s} ${dir * 2.6 * s} ${-1 * s}`;
  return line(one(1) + one(-1), colour, 1.1 * s);
}

/** A sprig of leaves along a gentle curve from (x, y), pointing `dir` (+1 right, -1 left). */
export function sprig(x: number, y: number, dir: number, len: number, colour: string, dark: string): string {
  let leaves = '';
  for (let i = 1; i <= 4; i++) {
    const px = x + (dir * (len * i)) / 5,
      py = y - Math.sin((i / 5) * Math.PI) * len * 0.18;
    for (const side of [-1, 1]) {
      leaves += P`M${px} ${py}q${dir * 2} ${side * 3.2} ${dir * 5.5} ${side * 3.4}q${-dir * 1.4} ${-side * 2.8} ${-dir * 5.5} ${-side * 3.4}Z`;
    }
  }
  return (
    line(P`M${x} ${y}Q${x + (dir * len) / 2} ${y - len * 0.28} ${x + dir * len} ${y}`, dark, 0.8) +
    path(leaves, colour, dark, 0.35)
  );
}
