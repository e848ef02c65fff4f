/**
 * The head and neck of a horse, facing left, for the mounted kings of the Tell pattern. The neck ends in a
 * straight line 18 units below (x, y) so it meets the centre line of a double-headed card.
 */
import { C } from './palette.js';
import { circle, g, line, path, transform } from './svg.js';

const NECK =
  'M16 18C14.6 8 11.6 0 6.8-6.4L5.2-11.6L3-7.2C-1.4-6.8-7-3.2-11.4 2.2C-13.6 5-13 8.6-9.8 8.8' +
  'C-6.8 9-3.8 7.6-1 7.4C2 9.4 2.6 13.4 1.4 18Z';
const MANE = 'M6.8-6.4C10.6-4 14 2 16.4 10L19 9C17 1 13-5 8.4-8.4Z';
const BRIDLE = 'M4.6-5.8L-7.8 5.6M-2.2 7.4L3-4.6M-7.8 5.6L-9 8';

/** A horse whose neck ends on the line y = `base`, scaled; `cloth` colours the caparison over the neck. */
export function horse(x: number, base: number, scale: number, cloth: string): string {
  return g(
    { transform: transform(x, base - 18 * scale, scale) },
    path(MANE, C.darkBrown, C.line, 0.5) +
      path(NECK, '#efe8dc', C.line, 0.7) +
      path('M5 18C5.4 12 9 9 15 9.6L16 18Z', cloth, C.line, 0.6) +
      line('M5.6 13.6C8 12 11 11.4 15.4 11.6', C.gold, 0.9) +
      line(BRIDLE, C.darkRed, 0.9) +
      circle(-1.6, -1.8, 0.9, C.line) +
      circle(-10, 5.4, 0.6, C.line),
  );
}
