/**
 * Issue 35, point 1: every court of a double-headed deck is point-symmetric. Its face is read as a tree of
 * elements and taken apart: the picture is one half clipped to its side of the divide plus the very same
 * markup under a transform that must be the turn by 180° about the card's centre (a mirror, which maps
 * (x, y) to (x, 156 − y), is refused), and everything else on the face (paper, frame, the divide's line,
 * the corner indices) is either such a pair or symmetric in itself, point by point.
 */
import { describe, expect, it } from 'vitest';
import { DECKS } from '../../../engine/decks.js';
import { CARD_HEIGHT, CARD_WIDTH, deckCards, drawCard } from './all.js';
import { doubleHead, diagonal, HORIZONTAL } from './double.js';

interface Node {
  readonly name: string;
  readonly attrs: ReadonlyMap<string, string>;
  readonly children: Node[];
  /** The element's own markup, and what it holds. */
  readonly raw: string;
  readonly inner: string;
}

/** Reads our markup (well-formed, quoted attributes, as cards.test.ts checks) into a tree. */
function parse(xml: string): Node[] {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>/g;
  type Open = { name: string; attrs: Map<string, string>; children: Node[]; start: number; bodyStart: number };
  const root: Node[] = [];
  const stack: Open[] = [];
  const attrsOf = (s: string): Map<string, string> =>
    new Map([...s.matchAll(/([\w:.-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    const [all, closing, name, attrs, selfClosing] = m;
    const into = (node: Node): void => void (stack.length ? stack[stack.length - 1]!.children : root).push(node);
    if (closing) {
      const open = stack.pop()!;
      expect(open.name).toBe(name);
      const end = m.index + all.length;
      into({
        name: open.name,
        attrs: open.attrs,
        children: open.children,
        raw: xml.slice(open.start, end),
        inner: xml.slice(open.bodyStart, m.index),
      });
    } else if (selfClosing) {
      into({ name: name!, attrs: attrsOf(attrs!), children: [], raw: all, inner: '' });
    } else {
      stack.push({
        name: name!,
        attrs: attrsOf(attrs!),
        children: [],
        start: m.index,
        bodyStart: m.index + all.length,
      });
    }
  }
  expect(stack).toEqual([]);
  return root;
}

type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** An SVG transform list as one matrix (rotate, translate, scale, matrix: what the cards use). */
function matrixOf(transform: string | undefined): Matrix {
  let m = IDENTITY;
  for (const [, op, args] of (transform ?? '').matchAll(/(\w+)\(([^)]*)\)/g)) {
    const v = args!.split(/[\s,]+/).map(Number);
    if (op === 'rotate') {
      const a = (v[0]! * Math.PI) / 180,
        cx = v[1] ?? 0,
        cy = v[2] ?? 0;
      const c = Math.cos(a),
        s = Math.sin(a);
      m = times(m, [c, s, -s, c, cx - c * cx + s * cy, cy - s * cx - c * cy]);
    } else if (op === 'translate') m = times(m, [1, 0, 0, 1, v[0]!, v[1] ?? 0]);
    else if (op === 'scale') m = times(m, [v[0]!, 0, 0, v[1] ?? v[0]!, 0, 0]);
    else if (op === 'matrix') m = times(m, v as unknown as Matrix);
    else throw new Error(`transform ${op}`);
  }
  return m;
}

/** The turn by 180° about the card's centre: (x, y) → (100 − x, 156 − y). */
const HALF_TURN: Matrix = [-1, 0, 0, -1, CARD_WIDTH, CARD_HEIGHT];
const isHalfTurn = (m: Matrix): boolean => m.every((v, i) => Math.abs(v - HALF_TURN[i]!) < 1e-6);
const turned = (x: number, y: number): [number, number] => [CARD_WIDTH - x, CARD_HEIGHT - y];

/** The points of a path made of absolute M, L, H and V commands (divide lines, frames), or null. */
function polyline(d: string): [number, number][] | null {
  if (/[^MLHVZ\d\s.,-]/.test(d)) return null;
  const pts: [number, number][] = [];
  let x = 0,
    y = 0;
  for (const [, c, args] of d.matchAll(/([MLHVZ])([^MLHVZ]*)/g)) {
    const v = args!.trim()
      ? args!
          .trim()
          .split(/[\s,]+|(?=-)/)
          .map(Number)
      : [];
    if (c === 'H') x = v[0]!;
    else if (c === 'V') y = v[0]!;
    else if (c === 'M' || c === 'L') [x, y] = [v[0]!, v[1]!];
    else continue;
    pts.push([x, y]);
  }
  return pts;
}

const near = (a: number, b: number, eps = 0.06): boolean => Math.abs(a - b) <= eps;

/** Whether one element maps onto itself under the half turn: rects and circles centred, paths point by point. */
function selfSymmetric(n: Node): boolean {
  const a = (k: string): number => Number(n.attrs.get(k) ?? 0);
  if (n.attrs.has('transform')) return false;
  if (n.name === 'rect')
    return near(a('x') + a('width') / 2, CARD_WIDTH / 2) && near(a('y') + a('height') / 2, CARD_HEIGHT / 2);
  if (n.name === 'circle' || n.name === 'ellipse')
    return near(a('cx'), CARD_WIDTH / 2) && near(a('cy'), CARD_HEIGHT / 2);
  if (n.name === 'path') {
    const pts = polyline(n.attrs.get('d') ?? '');
    return (
      pts !== null && pts.every(([x, y]) => pts.some((q) => near(q[0], turned(x, y)[0]) && near(q[1], turned(x, y)[1])))
    );
  }
  if (n.name === 'g') return n.children.every(selfSymmetric);
  return false;
}

interface Reading {
  /** Markup found twice, once as drawn and once turned about the centre. */
  readonly pairs: string[];
  /** Elements neither paired nor symmetric in themselves. */
  readonly odd: string[];
  /** The lines that are symmetric in themselves, as polylines. */
  readonly lines: [number, number][][];
}

/** Takes a face's elements apart into turned pairs and elements symmetric in themselves. */
function read(nodes: readonly Node[]): Reading {
  const pending: Node[] = [];
  const pairs: string[] = [];
  for (const n of nodes) {
    if (n.name === 'g' && n.attrs.has('transform') && isHalfTurn(matrixOf(n.attrs.get('transform')))) {
      // The turned copy: the same markup must come just before it, bare or in a group of its own.
      let found = false;
      let joined = '';
      for (let k = pending.length - 1; k >= 0 && !found; k--) {
        joined = pending[k]!.raw + joined;
        const bare = k === pending.length - 1 && pending[k]!.name === 'g' && !pending[k]!.attrs.has('transform');
        if (joined === n.inner || (bare && pending[k]!.inner === n.inner)) {
          pairs.push(n.inner);
          pending.splice(k);
          found = true;
        }
      }
      if (!found) pending.push(n);
    } else pending.push(n);
  }
  const odd = pending.filter((n) => !selfSymmetric(n)).map((n) => n.raw.slice(0, 120));
  const lines = pending.filter((n) => n.name === 'path' && selfSymmetric(n)).map((n) => polyline(n.attrs.get('d')!)!);
  return { pairs, odd, lines };
}

/** The clip of a half (a nested svg, maybe turned with the divide): the divide's angle, or null if unclipped. */
function clipAngle(half: string): number | null {
  const [top] = parse(half);
  if (!top) return null;
  let svg = top,
    angle = 0;
  if (top.name === 'g' && top.children.length === 1 && top.children[0]!.name === 'svg') {
    const m = matrixOf(top.attrs.get('transform'));
    angle = (Math.atan2(m[1], m[0]) * 180) / Math.PI;
    svg = top.children[0]!;
    // Inside, the content is turned back: card coordinates again.
    const back = svg.children.length === 1 ? matrixOf(svg.children[0]!.attrs.get('transform')) : null;
    if (!back || times(m, back).some((v, i) => !near(v, IDENTITY[i]!, 1e-6))) return null;
  }
  if (svg.name !== 'svg' || parse(half).length !== 1) return null;
  const n = (k: string): number => Number(svg.attrs.get(k));
  // The viewport's lower edge is the divide through the centre; its viewBox is its box (no scaling).
  const box = [n('x'), n('y'), n('width'), n('height')].join(' ');
  if (svg.attrs.get('viewBox')?.split(' ').map(Number).join(' ') !== box) return null;
  if (!near(n('y') + n('height'), CARD_HEIGHT / 2, 1e-6)) return null;
  if (!(n('x') <= -CARD_WIDTH && n('x') + n('width') >= 2 * CARD_WIDTH && n('y') <= -CARD_HEIGHT)) return null;
  return angle;
}

const courtsOf = (deck: (typeof DECKS)[number]): string[] => deckCards(deck.id).filter((c) => /[KOUQJ]$/.test(c));

function faceOf(deck: string, code: string): Node[] {
  const [root] = parse(drawCard(deck as never, code));
  return root!.children;
}

describe('double-headed courts', () => {
  const doubles = DECKS.filter((d) => d.heads === 'double');

  it('are the decks the catalogue gives two heads (Tell and Paris)', () => {
    expect(doubles.map((d) => d.id).sort()).toEqual(['paris-piquet', 'vienna-tell']);
  });

  for (const deck of doubles) {
    it(`${deck.id}: every court is its upper half plus that half turned by 180° about the centre, all else symmetric`, () => {
      for (const code of courtsOf(deck)) {
        const { pairs, odd } = read(faceOf(deck.id, code));
        expect(odd, `${deck.id} ${code}: elements neither paired nor symmetric`).toEqual([]);
        const clipped = pairs.filter((p) => clipAngle(p) !== null);
        expect(clipped, `${deck.id} ${code}: one picture half clipped to its side of the divide`).toHaveLength(1);
        // The half is a whole picture, not an ornament: a head at least.
        expect(clipped[0]).toContain('data-part="head"');
      }
    });

    it(`${deck.id}: the divide is drawn along the edge where the two clipped halves meet`, () => {
      for (const code of courtsOf(deck)) {
        const { pairs, lines } = read(faceOf(deck.id, code));
        const angle = clipAngle(pairs.find((p) => clipAngle(p) !== null)!)!;
        const slope = Math.tan((angle * Math.PI) / 180);
        const along = lines.filter(
          (pts) =>
            pts.length === 2 &&
            pts.every(([x, y]) => near(y - CARD_HEIGHT / 2, slope * (x - CARD_WIDTH / 2), 0.1)) &&
            Math.abs(pts[1]![0] - pts[0]![0]) > CARD_WIDTH / 2,
        );
        expect(along.length, `${deck.id} ${code}: a line along the divide`).toBeGreaterThan(0);
      }
    });
  }

  it('divide as the patterns have it: horizontal on the Tell courts, rising to the right on the Paris ones', () => {
    const angle = (deck: string, code: string): number =>
      clipAngle(read(faceOf(deck, code)).pairs.find((p) => clipAngle(p) !== null)!)!;
    expect(angle('vienna-tell', 'EO')).toBe(0);
    expect(angle('paris-piquet', 'HK')).toBeLessThan(-5);
    expect(angle('paris-piquet', 'HK')).toBeGreaterThan(-20);
  });

  it('the check refuses a mirrored lower half and an unclipped one', () => {
    const upper = '<g data-part="head"><path d="M10 10L30 40" stroke="#000"/></g>';
    const good = doubleHead(upper, HORIZONTAL);
    expect(read(parse(good)).odd).toEqual([]);
    const mirror = good.replace('rotate(180 50 78)', 'matrix(1 0 0 -1 0 156)');
    expect(read(parse(mirror)).odd).not.toEqual([]);
    const unclipped = `<g>${upper}</g><g transform="rotate(180 50 78)">${upper}</g>`;
    expect(read(parse(unclipped)).pairs.filter((p) => clipAngle(p) !== null)).toEqual([]);
    expect(clipAngle(read(parse(doubleHead(upper, diagonal(-0.2)))).pairs[0]!)).toBeCloseTo(-11.31, 1);
  });
});

describe('single-headed courts', () => {
  for (const deck of DECKS.filter((d) => d.heads === 'single')) {
    it(`${deck.id}: stand full-length, with no turned half`, () => {
      for (const code of courtsOf(deck)) {
        const face = drawCard(deck.id, code);
        expect(face).not.toContain('data-part="lower"');
        expect(read(faceOf(deck.id, code)).pairs.filter((p) => clipAngle(p) !== null)).toEqual([]);
      }
    });
  }
});
