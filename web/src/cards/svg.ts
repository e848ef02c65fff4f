/**
 * Tiny SVG string builders. Cards are strings (for {@html}, tests and the gallery), so there is no DOM here;
 * numbers are rounded to two decimals to keep the markup short and the output deterministic.
 */

export type Attrs = Readonly<Record<string, string | number | undefined | false>>;

/** A number as SVG wants it: at most two decimals, no "-0". */
export function num(v: number): string {
  const r = Math.round(v * 100) / 100;
  return String(r === 0 ? 0 : r);
}

/** Path coordinates need less: one decimal is a thousandth of the card's width. */
export function coord(v: number): string {
  const r = Math.round(v * 10) / 10;
  return String(r === 0 ? 0 : r);
}

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function el(tag: string, attrs: Attrs, body = ''): string {
  let s = '<' + tag;
  for (const key in attrs) {
    const v = attrs[key];
    if (v === undefined || v === false) continue;
    s += ` ${key}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`;
  }
  return body === '' ? s + '/>' : `${s}>${body}</${tag}>`;
}

export const g = (attrs: Attrs, ...children: string[]): string => el('g', attrs, children.join(''));

/** A path; `d` may use the P`` tag below. */
export const path = (d: string, fill: string, stroke?: string, width?: number, extra: Attrs = {}): string =>
  el('path', { d, fill, stroke, 'stroke-width': stroke ? (width ?? 1) : undefined, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, stroke?: string, width?: number): string =>
  el('circle', { cx, cy, r, fill, stroke, 'stroke-width': stroke ? (width ?? 1) : undefined });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  stroke?: string,
  width?: number,
): string => el('ellipse', { cx, cy, rx, ry, fill, stroke, 'stroke-width': stroke ? (width ?? 1) : undefined });

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });

/** A stroked line (for limbs, shafts, veins): round caps so thick strokes read as rounded shapes. */
export const line = (d: string, stroke: string, width: number, extra: Attrs = {}): string =>
  el('path', { d, fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });

/** A limb or rod: a dark outline stroke under a coloured one. */
export const limb = (d: string, colour: string, width: number, outline = '#2b2118'): string =>
  line(d, outline, width + 1.2, { 'stroke-linejoin': 'round' }) +
  line(d, colour, width, { 'stroke-linejoin': 'round' });

export const text = (x: number, y: number, content: string, attrs: Attrs): string =>
  el('text', { x, y, ...attrs }, escapeXml(content));

export function transform(x: number, y: number, scale = 1, rotate = 0): string {
  let t = `translate(${num(x)} ${num(y)})`;
  if (rotate) t += ` rotate(${num(rotate)})`;
  if (scale !== 1) t += ` scale(${num(scale)})`;
  return t;
}

/** Template tag rounding every number interpolated into path data. */
export function P(strings: TemplateStringsArray, ...values: number[]): string {
  let s = strings[0]!;
  for (let i = 0; i < values.length; i++) s += coord(values[i]!) + strings[i + 1]!;
  return s;
}

/**
 * A closed path symmetric about x = 0 from its right half: `start` on the axis, then cubic segments
 * [c1x, c1y, c2x, c2y, x, y] ending back on the axis. The left half is the same curve mirrored, reversed.
 */
export function mirrored(start: readonly [number, number], segs: readonly (readonly number[])[]): string {
  let d = `M${coord(start[0])} ${coord(start[1])}`;
  for (const s of segs) d += `C${s.map(coord).join(' ')}`;
  const pts: [number, number][] = [start as [number, number]];
  for (const s of segs) pts.push([s[4]!, s[5]!]);
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const [x0, y0] = pts[i]!;
    d += `C${coord(-s[2]!)} ${coord(s[3]!)} ${coord(-s[0]!)} ${coord(s[1]!)} ${coord(-x0)} ${coord(y0)}`;
  }
  return d + 'Z';
}

/** A polygon path from points. */
export const poly = (pts: readonly (readonly [number, number])[], close = true): string =>
  'M' + pts.map(([x, y]) => `${coord(x)} ${coord(y)}`).join('L') + (close ? 'Z' : '');

/** A seeded pseudo-random generator (mulberry32): the same card always gets the same ornament. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const hash = (s: string): number => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};

export type Pt = readonly [number, number];

/** Clips a polygon to a convex polygon (Sutherland–Hodgman); both wind the same way. */
export function clipPolygon(subject: readonly Pt[], clip: readonly Pt[]): Pt[] {
  let out: Pt[] = [...subject];
  for (let i = 0; i < clip.length && out.length > 0; i++) {
    const a = clip[i]!,
      b = clip[(i + 1) % clip.length]!;
    const side = (p: Pt): number => (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    const input = out;
    out = [];
    for (let j = 0; j < input.length; j++) {
      const p = input[j]!,
        q = input[(j + 1) % input.length]!;
      const sp = side(p),
        sq = side(q);
      if (sp >= 0) out.push(p);
      if (sp >= 0 !== sq >= 0) {
        const t = sp / (sp - sq);
        out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
      }
    }
  }
  return out;
}
