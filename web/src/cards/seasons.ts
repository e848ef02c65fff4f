/**
 * The Tell pattern's four seasons, for its Daus cards: hearts spring, bells summer, leaves autumn, acorns
 * winter. Each is a small landscape with one figure inside an oval medallion; ground shapes are clipped to
 * the oval geometrically and everything else is placed inside it.
 */
import { type Costume, figure, place } from './figures.js';
import { C } from './palette.js';
import { circle, clipPolygon, el, ellipse, line, P, path, poly, type Pt, rng } from './svg.js';

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

const CX = 50,
  CY = 78,
  RX = 35,
  RY = 37;

const OVAL: Pt[] = Array.from({ length: 56 }, (_, i): Pt => {
  const t = (i / 56) * Math.PI * 2;
  return [CX + RX * Math.cos(t), CY + RY * Math.sin(t)];
});

/** Land below a wavy skyline at height `y`, clipped to the oval. */
function land(y: number, amp: number, phase: number, fill: string): string {
  const pts: Pt[] = [];
  for (let x = CX - RX - 2; x <= CX + RX + 2; x += 3) pts.push([x, y + amp * Math.sin((x - CX) / 11 + phase)]);
  pts.push([CX + RX + 2, CY + RY + 2], [CX - RX - 2, CY + RY + 2]);
  return path(poly(clipPolygon(pts, OVAL)), fill);
}

/** A random point well inside the oval, between heights y0 and y1. */
function inside(r: () => number, y0: number, y1: number, margin = 5): [number, number] {
  for (;;) {
    const x = CX - RX + r() * 2 * RX,
      y = y0 + r() * (y1 - y0);
    if (((x - CX) / (RX - margin)) ** 2 + ((y - CY) / (RY - margin)) ** 2 < 1) return [x, y];
  }
}

interface Scene {
  readonly sky: string;
  readonly far: string;
  readonly near: string;
  readonly figure: Costume;
  readonly extras: (r: () => number) => string;
}

const person = (c: Partial<Costume>): Costume => ({
  coat: C.red,
  trim: C.gold,
  hose: C.brown,
  hat: 'none',
  hair: '#6b3e1e',
  beard: 'none',
  left: 'side',
  right: 'sideRight',
  ...c,
});

function tree(x: number, y: number, crown: string, blossom: string | null, r: () => number): string {
  let dots = '';
  if (blossom) for (let i = 0; i < 14; i++) dots += circle(x - 9 + r() * 18, y - 26 + r() * 14, 1.1, blossom);
  return (
    path(
      P`M${x - 1.6} ${y}L${x - 1} ${y - 14}L${x - 5} ${y - 20}L${x - 0.2} ${y - 16}L${x + 0.4} ${y - 22}L${x + 1} ${y - 15}L${x + 4} ${y - 19}L${x + 1.6} ${y - 12}L${x + 1.8} ${y}Z`,
      C.brown,
      C.line,
      0.4,
    ) +
    (crown
      ? path(
          P`M${x - 11} ${y - 18}C${x - 14} ${y - 30} ${x - 2} ${y - 36} ${x + 4} ${y - 31}C${x + 13} ${y - 31} ${x + 13} ${y - 20} ${x + 8} ${y - 16}C${x + 3} ${y - 13} ${x - 8} ${y - 13} ${x - 11} ${y - 18}Z`,
          crown,
          C.line,
          0.5,
        )
      : '') +
    dots
  );
}

const SCENES: Record<Season, Scene> = {
  spring: {
    sky: '#d6ecf8',
    far: '#a7d37f',
    near: '#74b752',
    figure: person({
      coat: C.red,
      trim: C.white,
      robe: true,
      longHair: true,
      hair: '#d9a64a',
      hat: 'none',
      left: 'chest',
      leftItem: 'flower',
      itemColour: C.pink,
      right: 'sideRight',
    }),
    extras: (r) => {
      let flowers = '';
      for (let i = 0; i < 16; i++) {
        const [x, y] = inside(r, 100, 111);
        flowers += circle(x, y, 0.9, ['#fff', '#f7d33b', '#e8506a'][i % 3]!);
      }
      return (
        tree(33, 101, '#7fbf5a', '#f9c7d6', r) +
        flowers +
        line('M60 52q2-2 4 0q2-2 4 0M70 58q1.5-1.5 3 0q1.5-1.5 3 0', C.line, 0.5)
      );
    },
  },
  summer: {
    sky: '#fbefc2',
    far: '#c9c06a',
    near: '#e6c04c',
    figure: person({
      coat: C.white,
      trim: C.red,
      hose: C.blue,
      hat: 'brim',
      hatColour: '#e8c36a',
      beard: 'moustache',
      right: 'chestRight',
      rightItem: 'scythe',
    }),
    extras: (r) => {
      let stalks = '';
      for (let i = 0; i < 26; i++) {
        const [x, y] = inside(r, 98, 110);
        stalks += P`M${x} ${y}l${r() - 0.5} -5`;
      }
      const rays = Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return P`M${31 + Math.cos(a) * 7} ${56 + Math.sin(a) * 7}L${31 + Math.cos(a) * 10} ${56 + Math.sin(a) * 10}`;
      }).join('');
      const stook = (x: number, y: number): string =>
        path(P`M${x} ${y - 12}L${x + 6} ${y}H${x - 6}Z`, '#d9a93a', C.line, 0.4) +
        line(P`M${x - 3} ${y - 6}H${x + 3}`, C.brown, 0.8);
      return (
        line(rays, '#f0a020', 1) +
        circle(31, 56, 5.5, '#f6c32c', '#d98b10', 0.6) +
        stook(36, 106) +
        stook(45, 100) +
        line(stalks, '#a87a1c', 0.5)
      );
    },
  },
  autumn: {
    sky: '#f6e4c8',
    far: '#d08a45',
    near: '#9c6a34',
    figure: person({
      coat: C.green,
      trim: C.gold,
      hose: C.brown,
      hat: 'cap',
      hatColour: C.red,
      hair: '#3a2a1e',
      beard: 'full',
      left: 'up',
      leftItem: 'cup',
      right: 'sideRight',
    }),
    extras: (r) => {
      let grapes = '';
      for (const [gx, gy] of [
        [29, 70],
        [38, 66],
      ] as const) {
        for (let i = 0; i < 4; i++)
          for (let j = 0; j <= 3 - i; j++)
            grapes += circle(gx + j * 2.2 - (3 - i) * 1.1, gy + i * 2, 1.2, '#5b2a6e', C.line, 0.25);
      }
      let leaves = '';
      for (let i = 0; i < 9; i++) {
        const [x, y] = inside(r, 96, 110);
        leaves += ellipse(x, y, 1.4, 0.8, ['#c24b1c', '#e8a33a', '#8a3a12'][i % 3]!);
      }
      const barrel =
        path('M33 108C31 102 31 96 33 92H45C47 96 47 102 45 108Z', '#a0622a', C.line, 0.5) +
        line('M32 96H46M32 104H46', C.darkBrown, 0.8);
      return (
        line('M26 96V62M42 94V60M24 62Q33 58 44 60', C.darkBrown, 1.2) +
        path('M25 62q4-4 8 0q-4 3-8 0ZM35 60q4-4 8 0q-4 3-8 0Z', '#6f8a2a', C.line, 0.3) +
        grapes +
        barrel +
        leaves
      );
    },
  },
  winter: {
    sky: '#cdd9e4',
    far: '#e9eef3',
    near: '#fbfcfd',
    figure: person({
      coat: C.brown,
      trim: '#d8c8a8',
      hose: C.darkBrown,
      hat: 'hood',
      hatColour: '#8a7a66',
      hair: '#a9a39a',
      beard: 'full',
      left: 'chest',
      right: 'chestRight',
    }),
    extras: (r) => {
      let flakes = '';
      for (let i = 0; i < 18; i++) {
        const [x, y] = inside(r, 44, 92, 3);
        flakes += circle(x, y, 0.8, C.white);
      }
      const fire =
        line('M28 106L40 102M28 102L40 106', C.darkBrown, 1.6) +
        path('M34 103C29 99 31 94 33 90C33 93 35 94 35 92C37 95 39 99 34 103Z', '#f08a1c', '#b8420c', 0.4) +
        path('M34 102.4C32 100 33 97 34 96C34.6 98 36 99 34 102.4Z', '#fde05a');
      const bare = line('M74 104V78M74 90L68 82M74 86L80 78M74 82L70 74M80 78L82 72', C.darkBrown, 1);
      return bare + fire + flakes;
    },
  },
};

/** The season's medallion, with its frame. */
export function seasonMedallion(season: Season, seed: number): string {
  const s = SCENES[season];
  const r = rng(seed);
  const frame = el('ellipse', { cx: CX, cy: CY, rx: RX, ry: RY, fill: 'none', stroke: C.gold, 'stroke-width': 2.2 });
  return (
    el('ellipse', { cx: CX, cy: CY, rx: RX, ry: RY, fill: s.sky }) +
    land(90, 3, 0.4, s.far) +
    land(100, 2, 2.2, s.near) +
    s.extras(r) +
    place(60, 72, 0.33, figure(s.figure)) +
    frame +
    el('ellipse', { cx: CX, cy: CY, rx: RX + 1.6, ry: RY + 1.6, fill: 'none', stroke: C.line, 'stroke-width': 0.6 }) +
    el('ellipse', { cx: CX, cy: CY, rx: RX - 1.3, ry: RY - 1.3, fill: 'none', stroke: C.line, 'stroke-width': 0.4 })
  );
}
