/**
 * The Prague pattern's own heraldic charges (issue 35, point 4): the basilisk of the older packs' Daus of bells
 * [P2] and the arms of Prague [H4]. They are drawn as heraldry.ts draws the lion and the eagle, but only this
 * pattern shows them, so they live in its chunk rather than in what every page loads.
 */
import { hatch, INK, WEIGHT } from '../line.js';
import { C } from '../palette.js';
import { g, line, P, path } from '../svg.js';

// The basilisk (cockatrice): a cock's head with comb and wattles, a cock's legs, a dragon's wings and a
// serpent's tail knotted and ending in a barbed dart; rearing, facing dexter. About 22 × 25 units.

const BASILISK_BODY =
  'M-3.6-5.2C-2-6.4 1.2-6 3.2-4.2C5.2-2.4 6 0.6 5.2 2.8C4.2 4.6 1.4 5 -0.8 4.2C-3 3.4-4.6 1.2-4.8-1.4' +
  'C-4.9-2.8-4.6-4.2-3.6-5.2Z';
const BASILISK_NECK = 'M-3.8-4.4C-5.2-6-5.6-8.2-5-10.2L-2.4-10.8C-2.6-8.8-1.8-7-0.4-5.8Z';
const BASILISK_HEAD = 'M-2.2-11C-2.4-12.6-4-13.4-5.4-12.9C-6.6-12.5-7.2-11.6-7.4-10.8L-5.2-9.6C-4-9.2-2.4-9.6-2.2-11Z';
const BASILISK_COMB = 'M-6.6-12.6L-6.9-14.2L-5.8-13.4L-5.5-15.1L-4.6-13.6L-3.9-15L-3.4-13.3L-2.4-14.2L-2.6-12.2Z';
const BASILISK_WATTLE = 'M-6.6-10.2C-7.2-9-6.8-7.8-5.8-7.8C-5.2-8.4-5.2-9.4-5.4-10Z';
const BASILISK_BEAK = 'M-7.2-11.6L-9.6-11L-7.3-10.3Z';
/** The dragon's wing, raised behind: three fingers and the membrane scalloped between them. */
const BASILISK_WING =
  'M-0.6-5.2C0.4-8.4 2.4-11.4 5-13.4L6.2-13.6C8.4-13.4 10.2-12 11-10.2C9.8-10.6 8.8-10.2 8.4-9.2C7.6-9.6 6.4-9.4' +
  ' 6-8.4C5.2-8.6 4.2-8.2 4-7.2C3.4-7.2 2.6-6.6 2.6-5.8Z';
const BASILISK_RIBS = 'M5.6-13.4C5.2-11 4.6-9 4-7.2M6.2-13.6C6.6-11.8 6.6-10 6-8.4M6.6-13.4C7.8-12.4 8.4-10.8 8.4-9.2';
/** The serpent's tail, knotted once, and its dart. */
const BASILISK_TAIL =
  'M4.4 2.6C8.6 2.6 10.4 6.8 7.6 9.2C5 11.4 2.2 9 3.8 6.8C5.4 4.8 9.4 5.6 10.6 3C11.4 1.2 10.4-1.2 9.4-2.4';
const BASILISK_DART = 'M9.1-2.1L8.6-4.6L10.8-3.1Z';
const BASILISK_LEGS = 'M-1.6 3.8L-2.6 7.4L-4.2 9.6M1.2 4.4L1.4 8L0 10.6';
const BASILISK_TOES =
  'M-4.2 9.6L-6 9.8M-4.2 9.6L-5.2 10.8M-4.2 9.6L-3 10.4M0 10.6L-1.8 11M0 10.6L-0.8 11.8M0 10.6L1.2 11.4';

export interface BasiliskBlazon {
  readonly tincture: string;
  /** Comb and wattles; beak and legs ("membered"). */
  readonly combed?: string;
  readonly armed?: string;
}

/** A basilisk rearing, facing dexter; marked `data-charge="basilisk"`, its parts `data-part`. */
export function basilisk(b: BasiliskBlazon): string {
  const col = b.tincture,
    red = b.combed ?? C.red,
    gold = b.armed ?? C.gold;
  const shape = (d: string, fill = col, w: number = WEIGHT.line): string =>
    path(d, fill, INK, w, { 'stroke-linejoin': 'round' });
  return g(
    { 'data-charge': 'basilisk' },
    g(
      { 'data-part': 'tail' },
      line(BASILISK_TAIL, INK, 2) + line(BASILISK_TAIL, col, 1.05) + shape(BASILISK_DART, gold, 0.2),
    ) +
      g(
        { 'data-part': 'wing' },
        shape(BASILISK_WING, col) + path(BASILISK_RIBS, 'none', INK, WEIGHT.detail, { 'stroke-linecap': 'round' }),
      ) +
      g(
        { 'data-part': 'legs' },
        line(BASILISK_LEGS, INK, 1.5) +
          line(BASILISK_LEGS, gold, 0.75) +
          line(BASILISK_TOES, INK, 0.5) +
          line(BASILISK_TOES, gold, 0.25),
      ) +
      shape(BASILISK_BODY, col, WEIGHT.contour * 0.75) +
      hatch(BASILISK_BODY, { side: 'right', depth: 0.45, gap: 0.75, opacity: 0.5 }) +
      // Scales on the breast, feathers' edges on the flank.
      path(
        'M-3.6-2.6q0.6 0.6 1.2 0q0.6 0.6 1.2 0M-3.2-0.6q0.6 0.6 1.2 0q0.6 0.6 1.2 0M-2.4 1.4q0.6 0.6 1.2 0q0.6 0.6 1.2 0',
        'none',
        INK,
        WEIGHT.hatch,
      ) +
      shape(BASILISK_NECK) +
      path('M-4.6-8.4q0.7 0.4 1.4 0M-4.4-6.8q0.7 0.4 1.4 0', 'none', INK, WEIGHT.hatch) +
      shape(BASILISK_COMB, red, WEIGHT.detail) +
      shape(BASILISK_WATTLE, red, WEIGHT.detail) +
      shape(BASILISK_BEAK, gold, WEIGHT.detail) +
      shape(BASILISK_HEAD) +
      path('M-5.3-11.5a0.4 0.4 0 1 0 0.8 0a0.4 0.4 0 1 0-0.8 0Z', INK),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Prague's arms [H4]: gules, a crenellated city wall with three towers Or, masoned sable; the gate open with
// its portcullis raised, and issuing from it an arm in armour argent brandishing a sword argent hilted Or.
// Drawn on a 24 × 30 field (x −12 to 12, y −14 to 16), the wall's foot on y = 13.

const PRAGUE_WALL =
  'M-11 6V1H-11.4V-1.2H-9.8V-0.2H-8.4V-1.2H-7V-0.2H-5.6V-1.2H-4.2V-0.2H-2.8V-1.2H-1.4V-0.2H0V-1.2H1.4V-0.2H2.8' +
  'V-1.2H4.2V-0.2H5.6V-1.2H7V-0.2H8.4V-1.2H9.8V-0.2V-1.2H11.4V1H11V6C11 10.6 6 13.4 0 15.4C-6 13.4-11 10.6-11 6Z';
/** A tower standing behind the wall, its foot at y = 1, `w` wide and `h` high, centred on x. */
function tower(x: number, w: number, h: number): string {
  const l = x - w / 2,
    r = x + w / 2,
    t = 1 - h,
    m = w / 5;
  return P`M${l} 1V${t + 1.6}H${l - 0.5}V${t}H${l + m}V${t + 1}H${l + 2 * m}V${t}H${l + 3 * m}V${t + 1}H${l + 4 * m}V${t}H${r + 0.5}V${t + 1.6}H${r}V1Z`;
}

export function pragueArms(): string {
  const towers = tower(-7, 5, 10) + tower(0, 5.6, 13) + tower(7, 5, 10);
  // Courses of masonry: horizontal joints and staggered vertical ones.
  const half = (y: number): number => (y <= 6 ? 11 : 11 * Math.sqrt(Math.max(0, 1 - ((y - 6) / 9.6) ** 2)));
  let masonry = '';
  for (let y = 3.4; y < 14; y += 2.4) masonry += P`M${-half(y)} ${y}H-3.6M3.6 ${y}H${half(y)}`;
  for (let y = 1, row = 0; y < 13.5; y += 2.4, row++)
    for (let x = -10 + (row % 2) * 1.6; x < 11; x += 3.2)
      if (Math.abs(x) > 3.8 && Math.abs(x) < half(y + 2.4) - 0.3) masonry += P`M${x} ${y}v2.4`;
  for (const cx of [-7, 0, 7])
    for (let y = cx === 0 ? -9 : -6; y < 0; y += 2.4) masonry += P`M${cx - 2.5} ${y}H${cx + 2.5}`;
  const windows = 'M-7.5-6h1v2.2h-1ZM-0.5-9h1v2.6h-1ZM6.5-6h1v2.2h-1Z';
  const gate = 'M-3.6 14V5.6C-3.6 2.2 3.6 2.2 3.6 5.6V14Z';
  const portcullis = 'M-3.4 4.8H3.4M-3.6 6.2H3.6M-2.4 3.4V7.2M-0.8 2.8V7.2M0.8 2.8V7.2M2.4 3.4V7.2';
  const arm = 'M3.4 12.6L-0.4 11.4L-1.8 9.4';
  return g(
    { 'data-charge': 'praha' },
    path(towers, C.gold, INK, WEIGHT.line, { 'stroke-linejoin': 'round' }) +
      path(PRAGUE_WALL, C.gold, INK, WEIGHT.line, { 'stroke-linejoin': 'round' }) +
      path(masonry, 'none', '#8a5d12', WEIGHT.hatch) +
      path(windows, INK) +
      path(gate, '#1c1410', INK, WEIGHT.detail) +
      g({ 'data-part': 'portcullis' }, line(portcullis, C.gold, 0.45)) +
      g(
        { 'data-part': 'arm' },
        line(arm, INK, 2.4) +
          line(arm, C.steel, 1.5) +
          path('M1.6 11.5l0.3 1.7M-0.4 10.6l0.9 1.3', 'none', INK, WEIGHT.hatch) +
          // The sword brandished up and out of the gate, its hilt in the gauntlet.
          line('M-2 9.2L-6.4 0.6', INK, 1.1) +
          line('M-2 9.2L-6.4 0.6', C.white, 0.6) +
          line('M-3.4 10L-0.6 8.4', C.gold, 0.7) +
          path('M-2.8 9.4a1.1 1.1 0 1 0 2.2 0a1.1 1.1 0 1 0-2.2 0Z', C.steel, INK, 0.25),
      ),
  );
}
