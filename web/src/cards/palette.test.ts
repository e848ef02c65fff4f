import { describe, expect, it } from 'vitest';
import { type SuitSystem, suitInk } from './palette.js';

/** Machado, Oliveira & Fernandes (2009) full-severity simulations, applied in linear RGB. */
const SIMULATIONS: Record<string, readonly (readonly number[])[]> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const linear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** CIELAB (D65) of a colour as seen through a simulation matrix. */
function lab(hex: string, m: readonly (readonly number[])[]): [number, number, number] {
  const rgb = [1, 3, 5].map((i) => linear(parseInt(hex.slice(i, i + 2), 16) / 255));
  const s = m.map((r) => Math.min(1, Math.max(0, r[0]! * rgb[0]! + r[1]! * rgb[1]! + r[2]! * rgb[2]!)));
  const [r, g, b] = s as [number, number, number];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b,
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number): number => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** The smallest colour difference (ΔE76) between two suits' main inks under a simulation. */
function closest(system: SuitSystem, fourColour: boolean, sim: readonly (readonly number[])[]): number {
  const labs = ([0, 1, 2, 3] as const).map((s) => lab(suitInk(system, s, fourColour).main, sim));
  let min = Infinity;
  for (let i = 0; i < 4; i++) {
    for (let j = i + 1; j < 4; j++) {
      const [a, b] = [labs[i]!, labs[j]!];
      min = Math.min(min, Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]));
    }
  }
  return min;
}

describe('four-colour inks', () => {
  for (const [name, sim] of Object.entries(SIMULATIONS)) {
    it(`keep the four French suits apart with ${name} vision`, () => {
      expect(closest('french', true, sim)).toBeGreaterThan(25);
    });
  }

  it('change every French club and diamond, and leave spades black and hearts red', () => {
    const plain = ([0, 1, 2, 3] as const).map((s) => suitInk('french', s, false));
    const four = ([0, 1, 2, 3] as const).map((s) => suitInk('french', s, true));
    expect(four[0]).not.toEqual(plain[0]);
    expect(four[3]).not.toEqual(plain[3]);
    expect(four[1]).toEqual(plain[1]);
    expect(four[2]).toEqual(plain[2]);
  });

  it('leave German-suited cards as printed: they already have four colours', () => {
    for (const s of [0, 1, 2, 3] as const) expect(suitInk('german', s, true)).toEqual(suitInk('german', s, false));
  });
});
