/**
 * The Paris courts' brocades (docs/patterns.md, "Paris", issue 35): the printed packs dress their figures in
 * cloth worked all over, small figures repeated across a robe, stripes edged with pearls, lattices and
 * chequers. Each figure wears its own (`Motif`), in its trim's colour over the cloth's, so that no brocade is
 * pasted on all.
 *
 * A brocade repeats a tile over a garment on a grid, keeping only the tiles that lie whole inside the garment's
 * outline (and above the diagonal): no clip, so no id. A tile is written in relative path data that starts and
 * ends at its centre, and a row of tiles as one absolute move followed by the same tile and the same step, over and
 * over: once compressed, a row costs little more than its first tile, which is what keeps the dense cloth within
 * the pattern's budget.
 */
import { C } from '../palette.js';
import { flatten } from '../line.js';
import { el, g, P, path, type Pt } from '../svg.js';

export type Motif =
  | 'fleurons'
  | 'crosslets'
  | 'lattice'
  | 'bezants'
  | 'rosettes'
  | 'lis'
  | 'clavi'
  | 'flowers'
  | 'lozenges'
  | 'trefoils'
  | 'pearlLattice'
  | 'panes'
  | 'harlequin'
  | 'none';

/** A tile: relative path data from its centre back to its centre, and its extent about the centre. */
interface Tile {
  readonly d: string;
  readonly box: readonly [number, number, number, number];
}

/** A tile from closed subpaths, each given by its starting point about the centre and its relative outline. */
function tile(parts: readonly (readonly [Pt, string])[], box: Tile['box']): Tile {
  let d = '',
    at: Pt = [0, 0];
  // Starting points on the tenth of a unit that path data keeps, so that the moves add up to nothing.
  const tenth = (v: number): number => Math.round(v * 10) / 10;
  for (const [[x, y], outline] of parts) {
    d += P`m${tenth(x) - at[0]} ${tenth(y) - at[1]}` + outline;
    at = [tenth(x), tenth(y)];
  }
  return { d: d + P`m${-at[0]} ${-at[1]}`, box };
}

/** A round subpath of radius r about (x, y), for `tile`. */
const disc = (x: number, y: number, r: number): readonly [Pt, string] => [
  [x - r, y],
  P`a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`,
];

const LIS_TILE: Tile = {
  // A fleur-de-lis standing on its foot at the tile's centre.
  d: 'm0-3c0.9 1 0.9 2 0 3c-0.9-1-0.9-2 0-3zm0 3c1-0.2 1.8-1 1.6-2c0.6 1.2 0 2.4-1.6 2.4zm0 0c-1-0.2-1.8-1-1.6-2c-0.6 1.2 0 2.4 1.6 2.4z',
  box: [-1.8, -3, 1.8, 0.6],
};
const FLEURON = tile(
  [[[0, -1.6], 'q0.5 1.1 1.6 1.6q-1.1 0.5-1.6 1.6q-0.5-1.1-1.6-1.6q1.1-0.5 1.6-1.6z']],
  [-1.6, -1.6, 1.6, 1.6],
);
const CROSSLET = tile([[[-0.3, -1.4], 'h0.6v1.1h1.1v0.6h-1.1v1.1h-0.6v-1.1h-1.1v-0.6h1.1z']], [-1.4, -1.4, 1.4, 1.4]);
const BEZANT = (r: number): Tile => tile([disc(0, 0, r)], [-r, -r, r, r]);
const ROSETTE = tile(
  [disc(0.75, 0, 0.55), disc(0, 0.75, 0.55), disc(-0.75, 0, 0.55), disc(0, -0.75, 0.55)],
  [-1.3, -1.3, 1.3, 1.3],
);
const FLOWER = tile(
  [0, 1, 2, 3, 4].map((i) => disc(0.7 * Math.sin((i * 2 * Math.PI) / 5), -0.7 * Math.cos((i * 2 * Math.PI) / 5), 0.45)),
  [-1.15, -1.15, 1.15, 1.15],
);
const TREFOIL = tile([disc(0, -0.6, 0.5), disc(0.55, 0.3, 0.5), disc(-0.55, 0.3, 0.5)], [-1.05, -1.1, 1.05, 0.8]);
const LOZENGE = (w: number, h: number): Tile =>
  tile([[[0, -h], P`l${w} ${h}l${-w} ${h}l${-w} ${-h}z`]], [-w, -h, w, h]);

/** Whether a point lies inside the rings (even-odd). */
function inside(rings: readonly Pt[][], [x, y]: Pt): boolean {
  let k = false;
  for (const r of rings)
    for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
      const [xi, yi] = r[i]!,
        [xj, yj] = r[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) k = !k;
    }
  return k;
}

/** Which part of a garment a brocade may cover, beyond its outline (the diagonal, a mantle over it). */
export type Keep = (p: Pt) => boolean;

/**
 * `t` repeated over `shape` on a grid `dx` × `dy`, every other row shifted by `shift` × `dx`, wherever the whole
 * tile lies inside the shape and `keep` allows: path data, one absolute move a row and the same tile and step after.
 */
function repeat(shape: string, t: Tile, dx: number, dy: number, shift: number, keep: Keep): string {
  const rings = flatten(shape);
  const all = rings.flat();
  const xs = all.map((p) => p[0]),
    ys = all.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const [bx0, by0, bx1, by1] = t.box;
  let d = '';
  let row = 0;
  for (let y = y0 + dy / 2; y < y1; y += dy, row++) {
    let last: number | null = null;
    for (let x = x0 + dx / 2 + (row % 2) * shift * dx; x < x1; x += dx) {
      const corners: Pt[] = [
        [x + bx0, y + by0],
        [x + bx1, y + by0],
        [x + bx0, y + by1],
        [x + bx1, y + by1],
      ];
      if (!corners.every((p) => inside(rings, p) && keep(p))) continue;
      d += (last === null ? P`M${x} ${y}` : P`m${x - last} 0`) + t.d;
      last = x;
    }
  }
  return d;
}

/** Pearls along a path: a white dotted stroke with round caps, as the strings of pearls edging the stripes. */
export const pearls = (d: string, size = 0.7, gap = 1.3): string =>
  el('path', {
    d,
    fill: 'none',
    stroke: C.white,
    'stroke-width': size,
    'stroke-linecap': 'round',
    'stroke-dasharray': `0 ${gap}`,
  });

/** Vertical lines across `shape` at the given x, from its top edge to its bottom (or to `keep`'s end). */
function verticals(shape: string, xs: readonly number[], keep: Keep): string {
  const rings = flatten(shape);
  let d = '';
  for (const x of xs) {
    let top: number | null = null,
      bottom = 0;
    for (let y = -20; y < 80; y += 0.5)
      if (inside(rings, [x, y]) && keep([x, y])) {
        top ??= y;
        bottom = y;
      }
    if (top !== null && bottom - top > 2) d += P`M${x} ${top + 0.8}V${bottom - 0.8}`;
  }
  return d;
}

/**
 * A garment's brocade: `kind` worked over `shape` (path data in figure space) in `colour`, within `keep`.
 * Each is the cloth of one figure (the figure's `Body.motif`, docs/patterns.md): small gold fleurons, crosslets,
 * roundels (bezants) or fleurs-de-lis strewn over the cloth; four-petalled rosettes, five-petalled flowers or
 * trefoils; a lattice of lozenges with a roundel in each, or strung with pearls; vertical bands (the Roman
 * clavi, edged with pearls; a doublet's panes, edged with braid); a harlequin's chequer of lozenges.
 */
export function brocade(kind: Motif, shape: string, colour: string, keep: Keep = () => true): string {
  const cloth = worked(kind, shape, colour, keep);
  return cloth ? g({ 'data-motif': kind }, cloth) : '';
}

function worked(kind: Motif, shape: string, colour: string, keep: Keep): string {
  const fill = (t: Tile, dx: number, dy: number, shift = 0.5, c = colour): string => {
    const d = repeat(shape, t, dx, dy, shift, keep);
    return d ? path(d, c) : '';
  };
  switch (kind) {
    case 'fleurons':
      return fill(FLEURON, 5.2, 4.6);
    case 'crosslets':
      return fill(CROSSLET, 4.6, 4);
    case 'bezants':
      return fill(BEZANT(0.7), 3.8, 3.4);
    case 'lis':
      return fill(LIS_TILE, 5.4, 5);
    case 'rosettes':
      return fill(ROSETTE, 4.8, 4.4) + fill(BEZANT(0.35), 4.8, 4.4, 0.5, C.gold);
    case 'flowers':
      return fill(FLOWER, 4.4, 4, 0.5, C.white) + fill(BEZANT(0.3), 4.4, 4, 0.5, colour);
    case 'trefoils':
      return fill(TREFOIL, 4, 3.8);
    case 'lozenges':
      return fill(LOZENGE(1.1, 1.5), 4.2, 3.6);
    case 'harlequin':
      // Lozenges standing point to point, every other row of the chequer filled.
      return fill(LOZENGE(2.4, 3), 4.8, 6, 0);
    case 'lattice':
    case 'pearlLattice': {
      // Lozenges edge to edge, so that their outlines make the lattice, a roundel in each.
      const cells = repeat(shape, LOZENGE(1.8, 2.4), 3.6, 2.4, 0.5, keep);
      if (!cells) return '';
      const lines =
        kind === 'lattice'
          ? path(cells, 'none', colour, 0.35, { 'stroke-linejoin': 'round' })
          : pearls(cells, 0.55, 0.95);
      return lines + fill(BEZANT(kind === 'lattice' ? 0.45 : 0.5), 3.6, 2.4, 0.5, kind === 'lattice' ? colour : C.gold);
    }
    case 'clavi':
    case 'panes': {
      // Vertical bands: the clavi edged with pearls either side, the panes with a line of braid.
      const xs = flatten(shape)
        .flat()
        .map((p) => p[0]);
      const at: number[] = [];
      for (let x = Math.min(...xs) + 3; x < Math.max(...xs) - 1; x += kind === 'clavi' ? 6 : 5) at.push(x);
      const bands = verticals(shape, at, keep);
      const edges = verticals(
        shape,
        at.flatMap((x) => [x - 1.1, x + 1.1]),
        keep,
      );
      return kind === 'clavi'
        ? el('path', { d: bands, fill: 'none', stroke: colour, 'stroke-width': 1 }) + pearls(edges, 0.6, 1.1)
        : el('path', { d: bands, fill: 'none', stroke: colour, 'stroke-width': 1.8 }) +
            el('path', { d: edges, fill: 'none', stroke: C.gold, 'stroke-width': 0.35 });
    }
    case 'none':
      return '';
  }
}

/**
 * A scallop shell, the panel let into César's cloak and the Queen of spades' dress [F16]: a fan of ribs
 * from the hinge at (x, y), its edge scalloped, `k` its size (1: 7 units across).
 */
export function shell([x, y]: Pt, k: number, colour: string): string {
  let edge = P`M${x - 0.8 * k} ${y}L${x - 3.5 * k} ${y - 0.4 * k}`,
    ribs = '';
  const n = 7;
  for (let i = 1; i <= n; i++) {
    const t = Math.PI * (1 - i / n),
      m = Math.PI * (1 - (i - 0.5) / n);
    const [qx, qy] = [x + 3.5 * k * Math.cos(t), y - 0.4 * k - 3.9 * k * Math.sin(t)];
    edge += P`Q${x + 4.4 * k * Math.cos(m)} ${y - 0.4 * k - 4.8 * k * Math.sin(m)} ${qx} ${qy}`;
    if (i < n) ribs += P`M${x} ${y - 0.2 * k}L${qx} ${qy}`;
  }
  edge += P`L${x + 0.8 * k} ${y}Z`;
  return (
    path(edge, colour, C.line, 0.38, { 'stroke-linejoin': 'round' }) +
    path(ribs, 'none', C.line, 0.24) +
    path(P`M${x - 1.4 * k} ${y}h${2.8 * k}v${0.9 * k}h${-2.8 * k}Z`, colour, C.line, 0.3)
  );
}

/** A `Keep` that refuses what lies inside `shape` (a garment drawn over this one). */
export const outside = (shape: string): Keep => {
  const rings = flatten(shape);
  return (p) => !inside(rings, p);
};
