/**
 * Card backs, one per deck, in the manner of each pack's home: Bavarian lozenges for Munich, a French red
 * tartan for the piquet pack, tarot-style dot and lattice grounds with the local arms for the Austrian,
 * Tyrolean and Bohemian packs, and the four suit signs for the Tell pattern. Patterns are cut to the field
 * geometrically (no clipPath, no ids).
 */
import type { DeckId } from '../../../engine/decks.js';
import { paper, svgRoot } from './frame.js';
import { emblemShield } from './heraldry.js';
import { C, suitInk } from './palette.js';
import { CARD_HEIGHT, CARD_WIDTH, styleOf } from './patterns.js';
import { sign } from './suits.js';
import { clipPolygon, el, ellipse, line, P, path, poly, type Pt, rect } from './svg.js';

const X0 = 5,
  Y0 = 5,
  X1 = CARD_WIDTH - 5,
  Y1 = CARD_HEIGHT - 5;
const FIELD: Pt[] = [
  [X0, Y0],
  [X1, Y0],
  [X1, Y1],
  [X0, Y1],
];

/** Diagonal lines both ways, `step` apart, cut to the field (Liang–Barsky against the rectangle). */
function lattice(step: number): string {
  let d = '';
  const span = CARD_WIDTH + CARD_HEIGHT;
  for (const dir of [1, -1]) {
    for (let c = -span; c <= span; c += step) {
      // The line through (c, 0) with slope dir: points (c + t, dir * t).
      let t0 = -span,
        t1 = span;
      const clip = (p: number, q: number): boolean => {
        if (p === 0) return q >= 0;
        const r = q / p;
        if (p < 0) t0 = Math.max(t0, r);
        else t1 = Math.min(t1, r);
        return t0 <= t1;
      };
      if (clip(-1, c - X0) && clip(1, X1 - c) && clip(-dir, -Y0) && clip(dir, Y1)) {
        d += P`M${c + t0} ${dir * t0}L${c + t1} ${dir * t1}`;
      }
    }
  }
  return d;
}

function dots(step: number, r: number, fill: string): string {
  let out = '';
  for (let y = Y0 + step / 2, row = 0; y < Y1; y += step / 2, row++) {
    for (let x = X0 + (row % 2 ? step : step / 2); x < X1; x += step)
      out += P`M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
  }
  return path(out, fill);
}

function field(fill: string): string {
  return rect(X0, Y0, X1 - X0, Y1 - Y0, fill);
}

const border = (colour: string): string =>
  rect(X0, Y0, X1 - X0, Y1 - Y0, 'none', { stroke: colour, 'stroke-width': 1.2 }) +
  rect(X0 + 2.5, Y0 + 2.5, X1 - X0 - 5, Y1 - Y0 - 5, 'none', { stroke: colour, 'stroke-width': 0.5 });

/** A cream oval in the middle, for a coat of arms or the suit signs. */
const medallion = (rx: number, ry: number, edge: string): string =>
  ellipse(50, 78, rx, ry, C.cream, edge, 1.4) +
  el('ellipse', { cx: 50, cy: 78, rx: rx - 2.4, ry: ry - 2.4, fill: 'none', stroke: edge, 'stroke-width': 0.5 });

function lozengeField(): string {
  let d = '';
  const w = 10,
    h = 14;
  for (let row = 0; row * (h / 2) < CARD_HEIGHT + h; row++) {
    if (row % 2) continue;
    for (let x = -w; x < CARD_WIDTH + w; x += w) {
      const cx = x + ((row / 2) % 2 ? w / 2 : 0),
        cy = row * (h / 2);
      const diamond: Pt[] = [
        [cx, cy - h / 2],
        [cx + w / 2, cy],
        [cx, cy + h / 2],
        [cx - w / 2, cy],
      ];
      const cut = clipPolygon(diamond, FIELD);
      if (cut.length > 2) d += poly(cut);
    }
  }
  return field(C.white) + path(d, '#3b78c2');
}

function tartan(): string {
  let bands = '',
    threads = '';
  for (let v = 9; v + 7 <= Y1; v += 18) {
    bands += P`M${X0} ${v}H${X1}V${v + 7}H${X0}Z`;
    if (v + 11 < Y1) threads += P`M${X0} ${v + 11}H${X1}`;
  }
  for (let v = 9; v + 7 <= X1; v += 18) {
    bands += P`M${v} ${Y0}V${Y1}H${v + 7}V${Y0}Z`;
    if (v + 11 < X1) threads += P`M${v + 11} ${Y0}V${Y1}`;
  }
  return (
    field('#b3202a') +
    path(bands, '#5e0a12', undefined, 0, { opacity: 0.45 }) +
    line(threads, '#f3c46a', 0.5, { opacity: 0.8 })
  );
}

function tellBack(): string {
  const four = [0, 1, 2, 3] as const;
  const signs = four
    .map((s) => {
      const [x, y] = (
        [
          [50, 62],
          [36, 78],
          [64, 78],
          [50, 94],
        ] as const
      )[s];
      return sign('german', s, suitInk('german', s), x, y, 0.62);
    })
    .join('');
  return (
    field('#2d6a3c') +
    line(lattice(8), '#8cc08a', 0.5, { opacity: 0.7 }) +
    dots(8, 0.7, '#e8c86a') +
    medallion(26, 34, C.gold) +
    signs
  );
}

function drawField(id: DeckId): string {
  const style = styleOf(id);
  switch (style.family) {
    case 'tell':
      return tellBack() + border(C.gold);
    case 'paris':
      return tartan() + border(C.cream);
    case 'bavarian':
      return lozengeField() + border('#1f4f8f');
    case 'prague':
      return (
        field('#27457a') +
        dots(7, 0.9, '#e8c86a') +
        line(lattice(14), '#6f8fc8', 0.4) +
        medallion(20, 26, C.gold) +
        emblemShield('bohemia', 50, 78, 1.5) +
        border(C.gold)
      );
    default: {
      const tyrol = style.emblem === 'tyrol';
      return (
        field(tyrol ? '#8c1c1a' : '#b3302a') +
        (tyrol ? line(lattice(6), C.white, 0.4, { opacity: 0.5 }) : dots(6, 0.8, C.white)) +
        medallion(20, 26, C.gold) +
        emblemShield(style.emblem ?? 'salzburg', 50, 78, 1.5) +
        border(C.white)
      );
    }
  }
}

/** The deck's back as a complete `<svg role="img">`, the same size as its faces. */
export function drawBack(deck: DeckId, options: { readonly title?: string } = {}): string {
  return svgRoot(options.title ?? 'Card back', paper(C.white) + drawField(deck));
}
