/**
 * Coats of arms, much simplified, for the Daus cards, kings' shields and backs: Bavaria's blue and white
 * lozenges (Munich), Salzburg's lion and fess, Tyrol's red eagle (Bolzano), Bohemia's white lion (Prague).
 * Patterns are clipped to the shield geometrically, so no clipPath (and no id) is needed.
 */
import { C } from './palette.js';
import { type Style } from './patterns.js';
import { clipPolygon, g, line, mirrored, path, poly, type Pt, transform } from './svg.js';

export type Emblem = NonNullable<Style['emblem']>;

/** The shield outline, 16 × 22 units around the origin, clockwise. */
function shieldOutline(): Pt[] {
  const pts: Pt[] = [
    [-8, -10],
    [8, -10],
    [8, 0],
  ];
  for (let i = 1; i <= 8; i++) {
    const t = i / 8,
      u = 1 - t;
    pts.push([u * u * 8 + 2 * u * t * 8, u * u * 0 + 2 * u * t * 9 + t * t * 12]);
  }
  for (let i = 1; i <= 8; i++) {
    const t = i / 8,
      u = 1 - t;
    pts.push([2 * u * t * -8 + t * t * -8, u * u * 12 + 2 * u * t * 9]);
  }
  return pts;
}
const SHIELD = shieldOutline();
const SHIELD_PATH = poly(SHIELD);

/** Blue and white lozenges (Bavaria), clipped to the shield. */
function lozenges(): string {
  let d = '';
  const w = 4,
    h = 5.4;
  for (let row = -3; row <= 5; row++) {
    for (let col = -3; col <= 3; col++) {
      const cx = col * w + (row % 2 === 0 ? 0 : w / 2) - 1,
        cy = row * (h / 2) - 8;
      const diamond: Pt[] = [
        [cx, cy - h / 2],
        [cx + w / 2, cy],
        [cx, cy + h / 2],
        [cx - w / 2, cy],
      ];
      const clipped = clipPolygon(diamond, SHIELD);
      if (clipped.length > 2 && (row + 20) % 2 === 0) d += poly(clipped);
    }
  }
  return path(SHIELD_PATH, C.white) + path(d, '#3b78c2');
}
const LOZENGES = lozenges();

/** A lion rampant facing left, about 20 units tall, centred. */
export const LION =
  'M-2.6-10.4C0-11.4 2.6-9.4 2-6.6L3.4-4.2C5.6-2.2 6.6 1 5.4 4C6.6 5.6 7.2 8.4 5.4 11L6.4 12.4H2L3 9.4' +
  'C2 7.6 0.4 6.6-1 5.6L-2.6 10.6L-1 12.4H-5.4L-5.2 8.8C-4.6 6-4.4 3.2-3.4 1.2L-7.2 0.2L-9.4-0.6L-8.6-2' +
  'L-5.6-2.2L-6.2-4.2L-9.2-5L-8.4-6.4L-4.6-5.8L-5.4-7.4L-7.6-7.2C-7.8-9-5.4-10.8-2.6-10.4Z';
const TAIL = 'M5.2 3.6C10 3 8.4-3 10.6-6.6';
const TAIL_DOUBLE = TAIL + 'M5.4 2.4C9 0 7-5 8.4-8.4';

export function lion(colour: string, outline: string, double = false): string {
  return (
    line(double ? TAIL_DOUBLE : TAIL, outline, 2.2) +
    line(double ? TAIL_DOUBLE : TAIL, colour, 1.2) +
    path(LION, colour, outline, 0.6)
  );
}

/** An eagle displayed, head to the viewer's left. */
function eagle(colour: string): string {
  const wings = mirrored(
    [0, -4],
    [
      [3, -7, 7, -10, 10, -10],
      [9.6, -7, 10.4, -5, 9.6, -2.6],
      [9, -1.6, 9.6, 0, 8.4, 1],
      [7.6, 1.6, 7.6, 3, 6, 3.4],
      [4, 3.4, 2.6, 2, 0, 3],
    ],
  );
  const body = path('M-2.4-5C-2.6 2-2.6 6-0.2 8.6L-4.2 12H4.2L0.2 8.6C2.6 6 2.6 2 2.4-5Z', colour, C.line, 0.5);
  const headShape = path(
    'M0.6-5.6C0.8-8.6-1.4-10-3.2-9.4L-5.2-8.2L-3.4-7.6C-3-6.4-2-5.6 0.6-5.6Z',
    colour,
    C.line,
    0.5,
  );
  return path(wings, colour, C.line, 0.5) + body + headShape + line('M-1.6 8L-3.6 10.8M1.6 8L3.6 10.8', C.gold, 0.8);
}

function arms(emblem: Emblem): string {
  switch (emblem) {
    case 'bavaria':
      return LOZENGES;
    case 'salzburg': {
      const left = clipPolygon(SHIELD, [
        [-9, -11],
        [0, -11],
        [0, 13],
        [-9, 13],
      ]);
      const right = clipPolygon(SHIELD, [
        [0, -11],
        [9, -11],
        [9, 13],
        [0, 13],
      ]);
      const fess = clipPolygon(right, [
        [0, -2],
        [9, -2],
        [9, 2.6],
        [0, 2.6],
      ]);
      return (
        path(poly(left), C.gold) +
        path(poly(right), C.red) +
        path(poly(fess), C.white) +
        g({ transform: transform(-4, -0.6, 0.36) }, path(LION, C.black))
      );
    }
    case 'tyrol':
      return path(SHIELD_PATH, C.white) + g({ transform: transform(0, 0, 0.72) }, eagle(C.red));
    case 'bohemia':
      return path(SHIELD_PATH, C.red) + g({ transform: transform(0, 0.6, 0.66) }, lion(C.white, C.line, true));
  }
}

/** A coat of arms on its shield, centred at (x, y), `scale` × 16 × 22 units. */
export function emblemShield(emblem: Emblem, x: number, y: number, scale: number): string {
  return g({ transform: transform(x, y, scale) }, arms(emblem) + path(SHIELD_PATH, 'none', C.line, 0.8));
}
