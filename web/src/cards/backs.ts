/**
 * Card backs, one per deck, in the manner of each pack's home: Bavarian lozenges for Munich, a French red
 * tartan for the piquet pack, tarot-style dot and lattice grounds with the local arms for the Austrian and
 * Tyrolean packs, the Pegasus of Ritter & Cie. for the Prague pack [P1], and the four suit signs for the Tell
 * pattern. Patterns are cut to the field geometrically (no clipPath, no ids).
 */
import type { DeckId } from '../../../engine/decks.js';
import { paper, svgRoot } from './frame.js';
import { emblemShield } from './heraldry.js';
import { C, suitInk } from './palette.js';
import { CARD_HEIGHT, CARD_WIDTH, styleOf } from './patterns.js';
import { sign } from './suits.js';
import { circle, clipPolygon, el, ellipse, g, limb, line, P, path, poly, type Pt, rect, transform } from './svg.js';

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

/**
 * The Prague back: the Pegasus of Ritter & Cie., Prague, which Obchodní Tiskárny kept on the back of the
 * single-headed pack [P1] (docs/patterns.md, Prague, "Back"). A white winged horse rearing (salient) on a red
 * roundel, Bohemia's white and red, ringed in gold on the blue ground: one big light silhouette on a dark
 * field, so it still reads in an opponent's hand at 60 px. Drawn on its own, unlike the 8 of bells' Pegasus in
 * flight over clouds (prague/vignettes.ts), so no figure is shared.
 */
function pegasusBack(): string {
  const ink = '#1c2440',
    white = '#fbf8f1',
    shade = '#c9d3e3';
  const horse =
    // The far wing, behind the body, only its tips showing above the near one.
    path('M-4-8C-8-16-6-26 4-31C4-28 6-27 4-25C6-24 5-22 3-21.4C4-19.6 2-18 0-18Z', shade, ink, 0.6) +
    // The tail, streaming back from the rump.
    path('M12 2C17-1 23 3 22 11C21 15 19 17 18 18C18.4 14 17 9 13 7Z', white, ink, 0.6) +
    // Hind legs planted, forelegs raised and folded: the rearing horse.
    limb('M10 9L12 15.4L9.4 22.4M6.6 10L5 16.4L2 22', white, 2.2, ink) +
    limb('M-7 0L-13.6-1.6L-14.6 4.6M-5 4L-11 6.6L-9.4 12', white, 2.1, ink) +
    line('M8 23.2h2.6M0.8 22.8h2.6M-15.6 5.6l1.6 0.8M-10.4 13l1.8 0.6', ink, 1.6) +
    // Body, neck and head in one outline, the head turned forward and down.
    path(
      'M-8-18C-11-18.6-15-16.6-17.8-12.8C-18.8-11.2-18-9.4-16.2-9.4C-14.6-9.4-13.2-8.8-11.6-8.4' +
        'C-10.4-8.2-9.8-9.2-9.9-10.2C-10-6.6-9.6-4-9-2' +
        'C-9 2-6 6-2 8C2 10 6 11.4 9 12C13 12.4 15 8 14 4C13 1 10 0 7-1C3-2 0-4-2-7C-4-11-5-15-8-18Z',
      white,
      ink,
      0.7,
    ) +
    path('M-8.6-17.6L-7.4-21.6L-6.2-17.2Z', white, ink, 0.5) +
    line('M-7.6-17C-5.6-14-4.4-10.6-2.4-7.4', C.gold, 1.3) +
    circle(-12.8, -14, 0.75, ink) +
    circle(-16.6, -11, 0.4, ink) +
    // The near wing, raised from the withers, its primaries fanned up and back.
    path(
      'M-3-6C-5-14 0-25 15-29C14-26.6 16-25.4 13.6-23.6C15.6-22 14-19.6 11.4-19.4C12.6-16.6 10.6-14.6 8-14.8' +
        'C8.6-12 6.6-10 4.4-10.2C4.4-7.6 2.6-6 0-5.4Z',
      white,
      ink,
      0.7,
    ) +
    line('M-1-8C2-14 7-21 13.4-26.4M0.6-7.4C4-12 8-17 11.6-21.4M2-6.8C4.4-9.6 6.6-12.4 8.6-15', shade, 0.5);
  return (
    field('#27457a') +
    dots(7, 0.9, '#e8c86a') +
    line(lattice(14), '#6f8fc8', 0.4) +
    ellipse(50, 78, 30, 38, C.cream, C.gold, 1.4) +
    ellipse(50, 78, 27, 35, '#a3222c', C.gold, 0.6) +
    g({ 'data-back': 'pegasus', transform: transform(50, 78, 1.04) }, horse)
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
      return pegasusBack() + border(C.gold);
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
