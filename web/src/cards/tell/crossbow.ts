/**
 * Tell's crossbow (docs/patterns.md, Tell: "Ober of acorns is Tell with a crossbow"), drawn so that it reads as
 * one at hand size: seen from above as it lies across his body, the stock running from the butt at his hip up
 * to the front, the steel prod (the bow) across the stock's front end with its string drawn back in a V to the
 * nut, a bolt in the groove, the stirrup (the foot-loop for spanning it) beyond the prod, and the long trigger
 * lever under the stock by the butt. The parts carry `data-part` so tests can find them where he holds it.
 */
import { C } from '../palette.js';
import { contour, hatch, INK, swellD, WEIGHT } from '../line.js';
import { circle, g, line, P, path } from '../svg.js';
import type { Pt } from './figures.js';

export interface Crossbow {
  /** The butt's end and the stock's front end (where the stirrup is fixed), figure space. */
  readonly butt: Pt;
  readonly front: Pt;
  /** Half the prod's span, tip to tip. */
  readonly span: number;
}

/** The point `s` units from the butt along the stock, `t` units across it (positive to the stock's right). */
export function along(c: Crossbow, s: number, t = 0): Pt {
  const [bx, by] = c.butt;
  const dx = c.front[0] - bx,
    dy = c.front[1] - by,
    n = Math.hypot(dx, dy);
  const ux = dx / n,
    uy = dy / n;
  return [bx + ux * s - uy * t, by + uy * s + ux * t];
}

export const stockLength = (c: Crossbow): number => Math.hypot(c.front[0] - c.butt[0], c.front[1] - c.butt[1]);

/** Where the prod crosses the stock, as a distance from the butt. */
export const prodAt = (c: Crossbow): number => stockLength(c) - 3;
/** Where the string is caught (the nut), as a distance from the butt. */
export const nutAt = (c: Crossbow): number => stockLength(c) - 15;

export function crossbow(c: Crossbow): string {
  const L = stockLength(c);
  const a = (s: number, t = 0): Pt => along(c, s, t);
  const pt = ([x, y]: Pt): string => P`${x} ${y}`;
  // The stock: broad at the butt, narrowing to the lock, slim to the front.
  const widths: [number, number][] = [
    [0, 3],
    [8, 1.9],
    [L - 1, 1.3],
  ];
  const left = widths.map(([s, w]) => a(s, -w)),
    right = widths.map(([s, w]) => a(s, w)).reverse();
  const stockD = `M${[...left, a(L, 0), ...right].map(pt).join('L')}Z`;
  const p = prodAt(c),
    n = nutAt(c);
  const tipA = a(p - 2.2, -c.span),
    tipB = a(p - 2.2, c.span);
  // The prod, a swelling steel bow curving forward at its middle, its tips swept back by the string's pull.
  const prodD = swellD(tipA, a(p + 4.6, 0), tipB, 2.1);
  const nut = a(n);
  const stirrup = `M${pt(a(L - 0.8, -1.6))}L${pt(a(L + 3.6, -3.2))}Q${pt(a(L + 7, 0))} ${pt(a(L + 3.6, 3.2))}L${pt(a(L - 0.8, 1.6))}`;
  const lever = `M${pt(a(11, 1.2))}Q${pt(a(5, 4.2))} ${pt(a(-1, 3.4))}`;
  const fletch = `M${pt(a(n + 1.4, 0))}L${pt(a(n - 1, -1.3))}M${pt(a(n + 1.4, 0))}L${pt(a(n - 1, 1.3))}`;
  const head = `M${pt(a(L - 4.6, -0.9))}L${pt(a(L - 1.4, 0))}L${pt(a(L - 4.6, 0.9))}Z`;
  return g(
    { 'data-attribute': 'crossbow' },
    g({ 'data-part': 'lever' }, line(lever, INK, 1.7) + line(lever, C.steel, 0.8)) +
      g(
        { 'data-part': 'stock' },
        contour(stockD, C.brown, WEIGHT.line) +
          hatch(stockD, { side: 'right', depth: 0.5, angle: 40, gap: 0.8, opacity: 0.5 }) +
          line(`M${pt(a(5, 0))}L${pt(a(L - 2, 0))}`, C.darkBrown, WEIGHT.detail),
      ) +
      g(
        { 'data-part': 'bolt' },
        line(`M${pt(a(n + 1, 0))}L${pt(a(L - 4, 0))}`, '#e6d3a4', 0.7) +
          line(fletch, C.red, 0.55) +
          path(head, C.steel, INK, WEIGHT.hatch),
      ) +
      g(
        { 'data-part': 'string' },
        line(`M${pt(tipA)}L${pt(nut)}L${pt(tipB)}`, '#f4eedf', 1.2) +
          line(`M${pt(tipA)}L${pt(nut)}L${pt(tipB)}`, INK, 0.62),
      ) +
      g({ 'data-part': 'nut' }, circle(nut[0], nut[1], 1, C.steel, INK, WEIGHT.hatch)) +
      g(
        { 'data-part': 'prod' },
        contour(prodD, '#56606a', WEIGHT.line) +
          line(
            `M${pt(a(p - 1.2, -c.span * 0.8))}Q${pt(a(p + 3.4, 0))} ${pt(a(p - 1.2, c.span * 0.8))}`,
            '#b9c2c9',
            0.4,
          ),
      ) +
      g({ 'data-part': 'stirrup' }, line(stirrup, INK, 2.2) + line(stirrup, C.steel, 1.1)),
  );
}
