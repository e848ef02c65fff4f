/** The shared line and modelling vocabulary (issue 35, point 2): line.ts, and its use on the double-headed courts. */
import { describe, expect, it } from 'vitest';
import { DECKS } from '../../../engine/decks.js';
import { deckCards, drawCard } from './all.js';
import { eyes, fist, flatten, hatch, shear, sheared, swellD, WEIGHT } from './line.js';

/** The segments of a hatching path (each `M x y l dx dy`), as pairs of end points. */
function segments(markup: string): [number, number, number, number][] {
  const d = /\sd="([^"]*)"/.exec(markup)?.[1] ?? '';
  return [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)l(-?[\d.]+) (-?[\d.]+)/g)].map((m) => {
    const [x, y, dx, dy] = m.slice(1).map(Number) as [number, number, number, number];
    return [x, y, x + dx, y + dy];
  });
}

describe('hatch', () => {
  const square = 'M0 0H10V10H0Z';

  it('draws lines only inside the shape and within the shadow band of the side asked for', () => {
    const segs = segments(hatch(square, { side: 'right', depth: 0.3, gap: 1 }));
    expect(segs.length).toBeGreaterThan(3);
    for (const [x0, y0, x1, y1] of segs)
      for (const [x, y] of [
        [x0, y0],
        [x1, y1],
      ] as const) {
        expect(x).toBeGreaterThanOrEqual(7 - 0.1);
        expect(x).toBeLessThanOrEqual(10.1);
        expect(y).toBeGreaterThanOrEqual(-0.1);
        expect(y).toBeLessThanOrEqual(10.1);
      }
  });

  it('leaves the hollow of a concave shape empty (clipped to the outline, not to its box)', () => {
    // A U: two posts joined at the bottom; nothing may be drawn in the gap between the posts above y = 8.
    const u = 'M0 0H3V8H7V0H10V10H0Z';
    const segs = segments(hatch(u, { angle: 0, gap: 0.5 }));
    expect(segs.length).toBeGreaterThan(10);
    for (const [x0, y0, x1] of segs) if (y0 < 8) expect(x1 <= 3.05 || x0 >= 6.95).toBe(true);
  });

  it('crosses the lines in the deeper half of the band when asked', () => {
    const plain = segments(hatch(square, { side: 'right', depth: 0.5 }));
    const crossed = segments(hatch(square, { side: 'right', depth: 0.5, cross: true }));
    expect(crossed.length).toBeGreaterThan(plain.length);
    const extra = crossed.slice(plain.length);
    for (const [x0, , x1] of extra) expect(Math.min(x0, x1)).toBeGreaterThanOrEqual(7.5 - 0.1);
  });

  it('reads relative and curved path data', () => {
    const [ring] = flatten('M0 0h10v10h-10z');
    expect(ring).toContainEqual([10, 10]);
    const [curve] = flatten('M0 0C0 10 10 10 10 0Z');
    expect(Math.max(...curve!.map((p) => p[1]))).toBeCloseTo(7.5, 1);
  });
});

describe('strokes and faces', () => {
  it('a swelling stroke is one closed shape, pointed at both ends', () => {
    const d = swellD([0, 0], [5, -4], [10, 0], 1);
    expect(d.startsWith('M0 0Q')).toBe(true);
    expect(d.endsWith('0 0Z')).toBe(true);
  });

  it('open eyes have whites, irises, pupils and drawn lids; closed ones only the lid', () => {
    const open = eyes({ dx: 2.5, y: 0, w: 2.6 });
    expect(open).toContain('fill="#fff');
    expect(open.match(/<circle/g)).toHaveLength(2);
    const closed = eyes({ dx: 2.5, y: 0, w: 2.6, open: 0 });
    expect(closed).not.toContain('<circle');
    expect(closed).toContain('<path');
  });

  it('a head in profile shows one eye, on the side asked for', () => {
    const one = eyes({ dx: 2.5, y: 0, w: 2.6, only: 1 });
    expect(one.match(/<circle/g)).toHaveLength(1);
    expect(one).toMatch(/<circle cx="2\.5/);
    expect(eyes({ dx: 2.5, y: 0, w: 2.6, only: -1 })).toMatch(/<circle cx="-2\.5/);
  });
});

describe('the double-headed courts in the shared line', () => {
  for (const deck of DECKS.filter((d) => d.heads === 'double')) {
    it(`${deck.id}: every head has drawn eyes, the figure's contour is heavier than its detail, and shadows are hatched`, () => {
      for (const code of deckCards(deck.id).filter((c) => /[KOUQJ]$/.test(c))) {
        const face = drawCard(deck.id, code);
        const heads = face.split('data-part="head"').length - 1;
        const eyed = face.split('data-part="eyes"').length - 1;
        // Each half's head (the upper one and its turned copy) carries its eyes group.
        expect(heads, `${code} heads`).toBeGreaterThanOrEqual(2);
        expect(eyed, `${code} eyes`).toBe(heads);
        expect(face, `${code} contour`).toContain(`stroke-width="${WEIGHT.contour}"`);
        expect(face, `${code} hatching`).toContain(`stroke-width="${WEIGHT.hatch}" stroke-opacity=`);
      }
    });
  }
});

describe('fist and shear', () => {
  it('a fist turns with the forearm and is marked as a hand', () => {
    expect(fist([10, 20], 35)).toMatch(/^<g data-part="hand" transform="translate\(10 20\) rotate\(35\)">/);
  });

  it('a shear leans what is below its line and puts a point where the shear takes it', () => {
    expect(shear('<path/>', 0, 45, 100)).toBe('<path/>');
    expect(shear('<path/>', 5.5, 45, 100)).toContain('matrix(1 0 0.1 1 -4.5 0)');
    expect(sheared([50, 100], 5.5, 45, 100)).toEqual([55.5, 100]);
    expect(sheared([50, 45], 5.5, 45, 100)).toEqual([50, 45]);
  });
});

describe('the single-headed Salzburg, Salisburghesi and Prague courts in the shared line (issue 35)', () => {
  /** The outline of a figure's body (coat, robe or gown): the path in its data-part="body" group. */
  const body = (svg: string): string => /<g data-part="body"><path d="([^"]+)"/.exec(svg)![1]!;
  for (const deck of ['salzburg', 'bolzano-salisburghesi', 'prague'] as const) {
    const courts = deckCards(deck).filter((c) => /[KOU]$/.test(c));

    it(`${deck}: no two courts share a body outline`, () => {
      expect(new Set(courts.map((code) => body(drawCard(deck, code)))).size).toBe(courts.length);
    });

    it(`${deck}: each figure has drawn eyes, two hands closed as fists, a contour of the line's weight and hatching`, () => {
      for (const code of courts) {
        const svg = drawCard(deck, code);
        expect(svg.match(/data-part="eyes"/g), `${code} eyes`).toHaveLength(1);
        expect(svg.match(/data-part="hand"/g), `${code} hands`).toHaveLength(2);
        expect(svg, `${code} contour`).toContain(`stroke-width="${WEIGHT.contour}"`);
        expect(svg, `${code} hatching`).toContain(`stroke-width="${WEIGHT.hatch}" stroke-opacity=`);
      }
    });
  }
});
