/**
 * The Bavarian pattern's figures, its own (docs/patterns.md, "Bavarian"): single-headed full figures in the
 * Landsknecht dress of the type S pack (puffed and slashed doublets, baggy slashed breeches, broad
 * "cow-mouth" shoes) standing on a patch of grass, and kings seated on a throne whose back shows the Bavarian
 * lozenges. Everything is in card space (100 × 156): a standing figure's face is centred near (50, 34) and
 * its feet on the grass at y ≈ 132; a seated king's face near (50, 45).
 */
import { C } from '../palette.js';
import { circle, clipPolygon, ellipse, g, limb, line, P, path, poly, type Pt } from '../svg.js';

const L = C.line;
const BLUE = '#3b78c2';

export type Doublet = 'cuirass' | 'drummer' | 'schaube' | 'quartered' | 'slashed' | 'smock' | 'striped' | 'laced';
export type Robe = 'ermineCape' | 'furCollar' | 'mantle' | 'brocade';

/** Blue and white lozenges filling a convex outline (the Bavarian arms, on thrones, shields and banners). */
export function lozengeField(outline: readonly Pt[], w = 4.4, h = 6): string {
  let d = '';
  const xs = outline.map((p) => p[0]),
    ys = outline.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  for (let row = 0; y0 + (row * h) / 2 <= y1 + h; row++)
    for (let x = x0 + (row % 2 ? w / 2 : 0); x <= x1 + w; x += w) {
      const cy = y0 + (row * h) / 2;
      const cell = clipPolygon(
        [
          [x, cy - h / 2],
          [x + w / 2, cy],
          [x, cy + h / 2],
          [x - w / 2, cy],
        ],
        outline,
      );
      if (cell.length > 2 && row % 2 === 0) d += poly(cell);
    }
  return path(poly(outline), C.white, L, 0.5) + path(d, BLUE);
}

/** The patch of grass the figures stand on. */
export const GRASS =
  path(
    'M16 134.6C20 129.4 36 129.8 50 130.2C64 129.8 80 129.4 84 134.6C80 138.6 20 138.6 16 134.6Z',
    '#a9bf73',
    L,
    0.5,
  ) + line('M22 134l1.4-2.6l0.6 2.4M74 133.6l1-2.8l1 2.6M30 136.2l0.8-1.8M68 136.4l0.8-1.8', '#4f7a2a', 0.55);

const THRONE_BACK: Pt[] = [
  [33, 40],
  [67, 40],
  [67, 96],
  [33, 96],
];
/** The throne: a round-arched back with the lozenges, gilt posts with knobs, a red cushion seat. */
export const THRONE =
  path('M29 100V36Q29 24 50 22Q71 24 71 36V100Z', C.darkRed, L, 0.7) +
  path('M31 38Q32 27 50 25.4Q68 27 69 38Z', C.gold, L, 0.5) +
  lozengeField(THRONE_BACK) +
  path('M25 128V32h4V128ZM71 128V32h4V128Z', C.gold, L, 0.6) +
  circle(27, 30, 3, C.gold, L, 0.5) +
  circle(73, 30, 3, C.gold, L, 0.5) +
  path('M23 96H77V104H23Z', C.red, L, 0.6) +
  path('M36 126H64L66 131H34Z', C.brown, L, 0.5);

/** The coat's outline from the shoulders (y 47) past the waist (80) to the skirt's hem (92). */
const DOUBLET =
  'M37 48.6C34.6 52 35.6 62 39.6 72L42 80L37.4 92H62.6L58 80L60.4 72C64.4 62 65.4 52 63 48.6C58 46.4 42 46.4 37 48.6Z';

/** A standing figure's coat, without arms or legs. */
export function doublet(kind: Doublet, colour: string, trim: string): string {
  const coat = (fill = colour): string => path(DOUBLET, fill, L, 0.7);
  const belt =
    path('M40.6 77H59.4L59.8 81H40.2Z', C.darkBrown, L, 0.45) + path('M48.6 77.4h2.8v3.2h-2.8Z', 'none', C.gold, 0.7);
  const ruff = path('M43 46.2Q50 43.6 57 46.2L56 49.2Q50 47.6 44 49.2Z', C.white, L, 0.45);
  switch (kind) {
    case 'cuirass':
      // A peascod breastplate with tassets over the doublet's skirt.
      return (
        coat() +
        path('M39.6 50C38.6 58 40 70 43 78H57C60 70 61.4 58 60.4 50Q50 47.4 39.6 50Z', C.steel, L, 0.6) +
        line('M50 50V77', '#8d949c', 0.9) +
        path('M41.4 78H58.6L60.6 88H39.4Z', C.steel, L, 0.5) +
        line('M40.4 83H59.6M50 78V88', L, 0.4) +
        ruff
      );
    case 'drummer':
      // Banded doublet, a broad bandolier from the right shoulder for the drum.
      return (
        coat() +
        line('M38.6 58H61.4M40.6 68H59.4M38.8 88H61.2', trim, 2) +
        line('M39 50L61 84', C.white, 3) +
        line('M39 50L61 84', L, 0.4, { 'stroke-dasharray': '1 1.6' }) +
        belt +
        ruff
      );
    case 'schaube':
      // A captain's long open coat with a broad fur collar over the doublet, to the knee.
      return (
        coat(trim) +
        path(
          'M37 48.6C33 56 33 80 31 104H44L46 60L50 54L54 60L56 104H69C67 80 67 56 63 48.6C58 46.4 42 46.4 37 48.6Z',
          colour,
          L,
          0.7,
        ) +
        path('M36.6 48.6C40 46 46 46 50 50C54 46 60 46 63.4 48.6L60 62L54 56L50 52L46 56L40 62Z', '#7a5a3c', L, 0.5) +
        line('M39 52l1 2M43 50l0.6 2M57 50l-0.6 2M61 52l-1 2', '#b0906e', 0.6) +
        line('M48 60v16M52 60v16', C.gold, 0.6, { 'stroke-dasharray': '0.1 3' })
      );
    case 'quartered':
      // Mi-parti: the doublet halved in two colours, slashes on each half.
      return (
        coat() +
        path('M50 46.9C55 46.9 60 47.4 63 48.6C65.4 52 64.4 62 60.4 72L58 80L62.6 92H50Z', trim, L, 0.5) +
        line('M42 54l1.6 8M45 56l1 8M55 56l-1 8M58 54l-1.6 8', C.white, 1.2) +
        belt +
        ruff
      );
    case 'slashed':
      // The Landsknecht doublet: puffs slashed down the chest and round the skirt.
      return (
        coat() +
        line('M42 52L44 74M46 51V75M50 51V76M54 51V75M58 52L56 74', trim, 1.3) +
        line('M40 84l-0.8 6M44 84l-0.4 6M48 84V90M52 84V90M56 84l0.4 6M60 84l0.8 6', trim, 1.3) +
        belt +
        path('M42.6 46.4H57.4L56.6 49H43.4Z', trim, L, 0.4)
      );
    case 'smock':
      // The piper's plain long smock, gathered at a belt with a pouch.
      return (
        path(
          'M37 48.6C34.6 52 35.6 62 39.6 72L41 80L35 100H65L59 80L60.4 72C64.4 62 65.4 52 63 48.6C58 46.4 42 46.4 37 48.6Z',
          colour,
          L,
          0.7,
        ) +
        line('M42 84L40 98M46 84L45.4 99M54 84L54.6 99M58 84L60 98', L, 0.35) +
        line('M44 48.4Q50 54 56 48.4', trim, 1.1) +
        belt +
        path('M53 81h5v5.4q-2.6 1.6-5 0Z', C.brown, L, 0.45)
      );
    case 'striped':
      // Bold horizontal stripes, the staff fighter's short jack.
      return coat() + line('M37 54H63M37.6 60H62.4M39 66H61M40.6 72H59.4M40 86H60', trim, 2.4) + belt + ruff;
    case 'laced':
      // A laced front over the shirt, the lacing crossing down to the belt.
      return (
        coat() +
        path('M45 48L47.6 77H52.4L55 48Z', C.cream, L, 0.45) +
        line('M46 52L54 56M54 52L46 56M46.4 60L53.6 64M53.6 60L46.4 64M46.8 68L53.2 72M53.2 68L46.8 72', trim, 0.7) +
        line('M38.6 88H61.4', trim, 1.6) +
        belt
      );
  }
}

/** A leg in baggy slashed breeches, hose and a broad-toed shoe; `hip` to `knee` to `foot`. */
export function leg(hip: Pt, knee: Pt, foot: Pt, breeches: string, slash: string, hose: string, toe: number): string {
  const [fx, fy] = foot;
  return (
    limb(P`M${knee[0]} ${knee[1]}L${fx} ${fy - 2}`, hose, 4.2) +
    limb(P`M${hip[0]} ${hip[1]}L${knee[0]} ${knee[1] - 2}`, breeches, 8.4) +
    line(
      P`M${hip[0] - 2} ${hip[1] + 3}L${knee[0] - 2} ${knee[1] - 5}M${hip[0] + 2} ${hip[1] + 3}L${knee[0] + 2} ${knee[1] - 5}`,
      slash,
      1.1,
    ) +
    line(P`M${knee[0] - 3} ${knee[1] + 1}L${knee[0] + 3} ${knee[1] + 1}`, slash, 1.2) +
    path(
      P`M${fx - 3.4} ${fy}C${fx - 3.6} ${fy - 3} ${fx + 3.6} ${fy - 3} ${fx + 3.4 + toe} ${fy - 0.4}C${fx + 4 + toe} ${fy + 1.4} ${fx - 3.6} ${fy + 1.6} ${fx - 3.4} ${fy}Z`,
      C.black,
      L,
      0.4,
    )
  );
}

/** An arm from the shoulder: a puffed, slashed upper sleeve, a close forearm, a cuff and the hand. */
export function arm(shoulder: Pt, elbow: Pt, hand: Pt, puff: string, slash: string, sleeve: string): string {
  const [hx, hy] = hand,
    [ex, ey] = elbow;
  const k = 2.6 / (Math.hypot(hx - ex, hy - ey) || 1);
  return (
    limb(P`M${ex} ${ey}L${hx - (hx - ex) * k} ${hy - (hy - ey) * k}`, sleeve, 4.4) +
    limb(P`M${shoulder[0]} ${shoulder[1]}L${ex} ${ey}`, puff, 7) +
    line(P`M${(shoulder[0] + ex) / 2 - 1.6} ${(shoulder[1] + ey) / 2}l3.2 0.4`, slash, 1.2) +
    ellipse(hx, hy, 2.4, 2.4, C.skin, L, 0.5)
  );
}

/** A king's robe from the shoulders (y 58) over the lap to the feet on the stool. */
export function robe(kind: Robe, colour: string, trim: string): string {
  const gown =
    path('M38 57.6C34 62 34 80 36 94L31 126H69L64 94C66 80 66 62 62 57.6C57 55.4 43 55.4 38 57.6Z', colour, L, 0.7) +
    path('M36 94Q50 98 64 94', 'none', L, 0.5) +
    ellipse(44, 127, 3.4, 1.8, C.black, L, 0.4) +
    ellipse(56, 127, 3.4, 1.8, C.black, L, 0.4);
  switch (kind) {
    case 'ermineCape': {
      let tails = '';
      for (const x of [39, 44, 50, 56, 61]) tails += P`M${x} ${x === 50 ? 70 : 68}l0.8 2.4h-1.6Z`;
      return (
        gown +
        line('M50 72V124', trim, 2) +
        path(
          'M36.6 57.6C33 60 32.6 66 33.4 70Q50 76 66.6 70C67.4 66 67 60 63.4 57.6C57 55 43 55 36.6 57.6Z',
          C.white,
          L,
          0.6,
        ) +
        path(tails, L) +
        path('M31 122H69L69.4 126.6H30.6Z', C.white, L, 0.5)
      );
    }
    case 'furCollar':
      return (
        gown +
        path('M38 58L42 96H58L62 58Q50 62 38 58Z', trim, L, 0.5) +
        path('M37 57C41 56 46 60 50 66C54 60 59 56 63 57L60 66L50 72L40 66Z', '#7a5a3c', L, 0.5) +
        line('M47 76h6M47 84h6M47 92h6', C.gold, 1)
      );
    case 'mantle':
      // A mantle clasped at the breast, thrown back over both knees.
      return (
        gown +
        path('M38 57.6C31 62 28 90 30 126H38L42 96L46 62ZM62 57.6C69 62 72 90 70 126H62L58 96L54 62Z', trim, L, 0.6) +
        line('M30.4 122H38.4M61.6 122H69.6', C.gold, 1.4) +
        circle(50, 62, 1.8, C.gold, L, 0.4) +
        line('M46 62H54', C.gold, 0.8)
      );
    case 'brocade': {
      let flowers = '';
      for (let y = 74; y < 122; y += 8)
        for (let x = 38 + ((y / 8) % 2) * 3; x < 63; x += 6) flowers += P`M${x} ${y}l1.2-1.6l1.2 1.6l-1.2 1.6Z`;
      return (
        gown +
        path(flowers, trim) +
        path('M38 57.6Q50 64 62 57.6L60 64Q50 68 40 64Z', trim, L, 0.5) +
        line('M40 70Q50 76 60 70', C.gold, 1.2, { 'stroke-dasharray': '1 0.8' })
      );
    }
  }
}

export type Attribute =
  | 'shield'
  | 'drum'
  | 'halberd'
  | 'banner'
  | 'twoHander'
  | 'pipe'
  | 'staff'
  | 'partisan'
  | 'orb'
  | 'sword'
  | 'lozengeShield'
  | 'goblet'
  | 'sceptre';

/** What a hand at `at` holds, marked with `data-attribute` for the tests. */
export function attribute(kind: Attribute, at: Pt, colour: string): string {
  return g({ 'data-attribute': kind }, held(kind, at, colour));
}

function held(kind: Attribute, at: Pt, colour: string): string {
  const x = at[0];
  let y = at[1];
  switch (kind) {
    case 'shield':
      // The pointed shield of the Ober of acorns (type S), a chevron on it.
      return (
        path(
          P`M${x - 9} ${y - 12}H${x + 9}V${y - 2}C${x + 9} ${y + 6} ${x + 4} ${y + 11} ${x} ${y + 14}C${x - 4} ${y + 11} ${x - 9} ${y + 6} ${x - 9} ${y - 2}Z`,
          colour,
          L,
          0.7,
        ) +
        path(
          P`M${x - 9} ${y + 2}L${x} ${y - 7}L${x + 9} ${y + 2}V${y + 7}L${x} ${y - 2}L${x - 9} ${y + 7}Z`,
          C.gold,
          L,
          0.45,
        ) +
        circle(x, y - 9, 1.2, C.gold, L, 0.3)
      );
    case 'drum': {
      // A Landsknecht side drum at the hip, the stick in the hand above it.
      const dx = x + 3,
        dy = y + 12;
      let cords = '';
      for (let i = 0; i < 5; i++)
        cords += P`M${dx - 8 + i * 4} ${dy - 5}L${dx - 6 + i * 4} ${dy + 7}L${dx - 4 + i * 4} ${dy - 5}`;
      return (
        path(
          P`M${dx - 9} ${dy - 6}V${dy + 8}C${dx - 9} ${dy + 11} ${dx + 9} ${dy + 11} ${dx + 9} ${dy + 8}V${dy - 6}Z`,
          colour,
          L,
          0.6,
        ) +
        line(cords, C.white, 0.6) +
        ellipse(dx, dy - 6, 9, 2.6, C.cream, L, 0.6) +
        line(P`M${dx - 9} ${dy + 8}Q${dx} ${dy + 11.2} ${dx + 9} ${dy + 8}`, C.red, 1.4) +
        limb(P`M${x} ${y}L${x + 6} ${y + 4}`, C.brown, 1) +
        circle(x + 6.4, y + 4.2, 1, C.brown, L, 0.3)
      );
    }
    case 'halberd':
      return (
        limb(P`M${x + 1} 131L${x - 1} ${y - 50}`, colour, 1.7) +
        path(
          P`M${x - 1} ${y - 66}L${x + 0.4} ${y - 55}L${x + 8} ${y - 59}Q${x + 10.6} ${y - 51} ${x + 8} ${y - 43}L${x + 0.2} ${y - 48}L${x - 1.8} ${y - 48}L${x - 7} ${y - 44}L${x - 2} ${y - 52.4}L${x - 2} ${y - 55}Z`,
          C.steel,
          L,
          0.5,
        ) +
        line(P`M${x - 1} ${y - 40}l0.2 3`, C.red, 1.6)
      );
    case 'banner':
      // A banner of the Bavarian lozenges on a pole carried over the shoulder.
      return (
        limb(P`M${x + 2} ${y + 10}L${x - 8} ${y - 46}`, colour, 1.5) +
        lozengeField(
          [
            [x - 8, y - 44],
            [x + 14, y - 40],
            [x + 12, y - 20],
            [x - 4.6, y - 24],
          ],
          4,
          5,
        ) +
        circle(x - 8.2, y - 47.4, 1.4, C.gold, L, 0.4)
      );
    case 'twoHander':
      // The Landsknecht's two-handed sword, sloped over the shoulder, its wavy blade rising behind the head.
      return (
        limb(P`M${x + 1} ${y + 4}L${x - 20} ${y - 46}`, C.steel, 2.4) +
        line(P`M${x - 3} ${y - 6}L${x - 18} ${y - 42}`, '#8d949c', 0.4) +
        limb(P`M${x - 6} ${y - 3}L${x + 4} ${y - 8}`, C.gold, 1.3) +
        limb(P`M${x + 1} ${y + 4}L${x + 4} ${y + 11}`, colour, 1.8) +
        circle(x + 4.4, y + 12, 1.4, C.gold, L, 0.4)
      );
    case 'pipe':
      // The piper's Schwegel held to the mouth with both hands.
      return (
        limb(P`M${x - 8} ${y - 17.4}L${x + 3} ${y + 8}`, colour, 1.8) +
        line(P`M${x - 3.4} ${y - 6.6}l0 0M${x - 2.6} ${y - 4.8}l0 0M${x + 1} ${y + 3.6}l0 0`, L, 0.9)
      );
    case 'staff':
      return limb(P`M${x + 2} 131L${x - 1} ${y - 58}`, colour, 2.2) + line(P`M${x - 1} ${y - 52}l0.4-4`, C.gold, 2.6);
    case 'partisan':
      return (
        limb(P`M${x} 131L${x} ${y - 46}`, colour, 1.7) +
        path(
          P`M${x} ${y - 62}Q${x + 3.4} ${y - 54} ${x + 1.2} ${y - 48}L${x + 4.6} ${y - 50}L${x + 2.4} ${y - 45}H${x - 2.4}L${x - 4.6} ${y - 50}L${x - 1.2} ${y - 48}Q${x - 3.4} ${y - 54} ${x} ${y - 62}Z`,
          C.steel,
          L,
          0.5,
        ) +
        line(P`M${x - 2} ${y - 44}h4`, C.gold, 1.4)
      );
    case 'orb':
      return (
        circle(x, y - 4.4, 4.2, C.gold, L, 0.5) +
        line(P`M${x - 4.2} ${y - 4.4}H${x + 4.2}M${x} ${y - 8.6}V${y - 0.2}`, '#a3761c', 0.6) +
        line(P`M${x} ${y - 8.6}V${y - 12.4}M${x - 1.6} ${y - 11}H${x + 1.6}`, C.gold, 1)
      );
    case 'sword':
      // A sword of state held point up.
      return (
        limb(P`M${x} ${y - 3}L${x + 2} ${y - 36}`, C.steel, 2) +
        limb(P`M${x - 4.4} ${y - 3.4}L${x + 4.4} ${y - 2.8}`, C.gold, 1.4) +
        limb(P`M${x} ${y}L${x - 0.2} ${y + 4}`, colour, 1.8) +
        circle(x - 0.2, y + 5, 1.3, C.gold, L, 0.4)
      );
    case 'lozengeShield': {
      // Bavaria's arms: a shield of lozenges under a crown, standing on the grass by the throne, the hand on
      // its crown.
      y += 16;
      const outline: Pt[] = [[x - 8, y - 9]];
      for (let i = 0; i <= 8; i++) {
        const t = (i / 8) * Math.PI;
        outline.push([x + 8 * Math.cos(Math.PI - t), y + 1 + 11 * Math.sin(t)]);
      }
      outline.push([x + 8, y - 9]);
      return (
        lozengeField(outline.reverse()) +
        path(
          P`M${x - 6} ${y - 10}L${x - 7} ${y - 16}L${x - 3} ${y - 13}L${x} ${y - 18}L${x + 3} ${y - 13}L${x + 7} ${y - 16}L${x + 6} ${y - 10}Z`,
          C.gold,
          L,
          0.45,
        )
      );
    }
    case 'goblet':
      return (
        path(
          P`M${x - 4} ${y - 12}H${x + 4}C${x + 4} ${y - 6} ${x + 2} ${y - 4} ${x + 0.8} ${y - 3.4}V${y - 0.6}H${x + 3}V${y + 0.8}H${x - 3}V${y - 0.6}H${x - 0.8}V${y - 3.4}C${x - 2} ${y - 4} ${x - 4} ${y - 6} ${x - 4} ${y - 12}Z`,
          C.gold,
          L,
          0.5,
        ) +
        path(P`M${x - 4} ${y - 12}Q${x} ${y - 15} ${x + 4} ${y - 12}Z`, C.gold, L, 0.4) +
        circle(x, y - 8, 1, colour)
      );
    case 'sceptre':
      return (
        limb(P`M${x + 1} ${y + 8}L${x - 3} ${y - 26}`, C.gold, 1.6) +
        path(P`M${x - 3.3} ${y - 34}l2.6 3.4l-2.4 3l-2.4-3.2Z`, colour, L, 0.4) +
        circle(x - 3.1, y - 27.4, 1.5, C.gold, L, 0.4)
      );
  }
}
