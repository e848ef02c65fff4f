/**
 * The Paris pattern's aces (docs/patterns.md, "Paris"): one large pip alone in the middle of the card, as
 * the portrait officiel prints it [F2, F4]; unlike the English ace of spades, no Paris ace is decorated for a
 * tax office (Ken Lodge, WOPC "The Ace of Spades"). The one exception is the ace of clubs, whose pip stands
 * in an oak wreath (described on a c.1890 Gatteaux-pattern pack, mccloskys.com; the tax stamp once printed
 * beside it ended with the state watermark in the 1940s [F2], so it is not drawn).
 *
 * The corner index is **1**, not A: [F4], describing the 32-card France Cartes edition this deck is, says
 * "the ace instead is featured as number 1"; the same author's general table of national indices lists A for
 * French packs in general, but the pattern's own page is the closer source.
 */
import { frenchIndex, MIDDLE } from '../frame.js';
import { C, type Ink } from '../palette.js';
import { CARD_WIDTH, type ParsedCard, type Style } from '../patterns.js';
import { sign } from '../suits.js';
import { circle, g, line, P, path } from '../svg.js';

/** The printed value of an ace in the corners [F4]. */
export const ACE_INDEX = '1';

const X = CARD_WIDTH / 2;
/** The wreath: its centre (a little below the pip's, as the branches rise from a knot at the bottom) and radius. */
const WY = MIDDLE + 1,
  R = 31;

/** One oak leaf, as path data: its stalk at (x, y), pointing at angle `a` (radians), four rounded lobes a side. */
function oakLeaf(x: number, y: number, a: number, size: number): string {
  // Along the leaf's axis (u forward, v across): the sinuses between the lobes, and each lobe's bulge
  // as the control point of a quadratic curve, so the lobes come out round as an oak's are.
  const sinus: [number, number][] = [
    [0.6, 0.4],
    [2.2, 0.9],
    [3.8, 1],
    [5.4, 0.8],
    [7.6, 0],
  ];
  const lobe: [number, number][] = [
    [1.2, 2.2],
    [3, 2.6],
    [4.6, 2.5],
    [6.8, 1.8],
  ];
  const c = Math.cos(a) * size,
    s = Math.sin(a) * size;
  const at = (u: number, v: number): string => P`${x + u * c - v * s} ${y + u * s + v * c}`;
  let d = `M${at(0, 0)}L${at(sinus[0]![0], sinus[0]![1])}`;
  for (let i = 0; i < 4; i++) d += `Q${at(lobe[i]![0], lobe[i]![1])} ${at(sinus[i + 1]![0], sinus[i + 1]![1])}`;
  for (let i = 3; i >= 0; i--) d += `Q${at(lobe[i]![0], -lobe[i]![1])} ${at(sinus[i]![0], -sinus[i]![1])}`;
  return d + 'Z';
}

/** The veins of the leaf above: a midrib from the stalk to near the tip. */
const midrib = (x: number, y: number, a: number, size: number): string =>
  P`M${x + Math.cos(a) * size * 0.6} ${y + Math.sin(a) * size * 0.6}L${x + Math.cos(a) * size * 6.4} ${y + Math.sin(a) * size * 6.4}`;

/**
 * Two oak branches rising from a red knot under the pip and curving up round it, leaves in the suit's ink
 * with paper-coloured midribs, a few acorns among them; they leave the top of the circle open.
 */
function oakWreath(ink: Ink): string {
  let leaves = '',
    ribs = '',
    stems = '',
    nuts = '',
    cups = '';
  for (const side of [-1, 1]) {
    // Angles on the circle measured from the bottom (0) up the side (to about 150 degrees).
    const point = (t: number): [number, number] => [X + side * R * Math.sin(t), WY + R * Math.cos(t)];
    const from = point(0.2),
      to = point(2.55);
    stems += P`M${from[0]} ${from[1]}A${R} ${R} 0 0 ${side > 0 ? 0 : 1} ${to[0]} ${to[1]}`;
    for (let i = 0; i < 9; i++) {
      const t = 0.3 + i * 0.27;
      const [x, y] = point(t);
      // The tangent, climbing away from the knot; the leaves grow forward, alternately out and in.
      const along = Math.atan2(-R * Math.sin(t), side * R * Math.cos(t));
      const a = along + (i % 2 ? 1 : -1) * side * 0.6;
      leaves += oakLeaf(x, y, a, 1.15);
      ribs += midrib(x, y, a, 1.15);
      if (i % 3 === 2) {
        // An acorn hanging outside the branch: a nut in its cup.
        const out = Math.atan2(Math.cos(t), side * Math.sin(t));
        const ax = x + Math.cos(out) * 3.2,
          ay = y + Math.sin(out) * 3.2;
        nuts += P`M${ax - 1.5} ${ay}a1.5 2 0 1 0 3 0a1.5 2 0 1 0-3 0`;
        cups += P`M${ax - 1.8} ${ay - 0.2}a1.8 1.5 0 0 1 3.6 0Z`;
      }
    }
  }
  const knotY = WY + R;
  return g(
    { 'data-part': 'wreath' },
    line(stems, C.line, 0.9) +
      path(leaves, ink.main, C.line, 0.3, { 'stroke-linejoin': 'round' }) +
      line(ribs, ink.light, 0.35) +
      path(nuts, C.gold, C.line, 0.3) +
      path(cups, C.brown, C.line, 0.3) +
      // The knot: a red ribbon tied in a bow where the two branches cross.
      path(
        P`M${X} ${knotY}c-3-3-7-3-7 0s4 3 7 0zM${X} ${knotY}c3-3 7-3 7 0s-4 3-7 0zM${X - 1} ${knotY + 0.6}l-3 6h2l1.6-2.2zM${X + 1} ${knotY + 0.6}l3 6h-2l-1.6-2.2z`,
        C.red,
        C.line,
        0.4,
      ) +
      circle(X, knotY, 1.3, C.red, C.line, 0.4),
  );
}

/** A Paris-pattern ace: the index 1 over a small pip in two corners, one large pip, the clubs wreathed. */
export function drawParisAce(style: Style, card: ParsedCard, ink: Ink): string {
  const clubs = card.suit === 0;
  return (
    frenchIndex(style, ACE_INDEX, card.suit, ink) +
    (clubs ? oakWreath(ink) : '') +
    sign('french', card.suit, ink, X, MIDDLE, clubs ? 2.2 : 2.6)
  );
}
