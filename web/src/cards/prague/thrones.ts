/**
 * The four Prague kings' thrones, each his own (docs/patterns.md, "Prague"; issue 35, point 3). The sources in
 * reach say only that the kings sit [P1]; the chairs are drawn as chosen, as a Bohemian engraver of the 19th
 * century would draw the thrones of old kings: two Gothic (a gabled throne with crockets and pinnacled
 * buttresses; a throne under a canopy with its cloth of honour) and two Renaissance (a walnut chair with turned
 * posts, a shell and scrolled arms; a late chair with fluted pilasters, obelisks, a broken pediment and lion's
 * paws). Each has its own back, finials, arms, cushion, carving and step.
 *
 * Drawn in the engraved line (../line.ts): every solid part outlined with the contour's weight, carving in the
 * detail weight, and hatched on the side away from the light, which comes from the upper left (the right side
 * of posts and legs, the right of the backs, the underside of cushions; a back's cloth, set in its frame, takes
 * the frame's shadow along its left edge). Card space (100 × 156), the king's face near (50, 44): the backs rise
 * behind him between the two top signs (which stand in the corners, within about 24.5 units of the sides and
 * 25.5 of the top), the seat at y ≈ 100, the step under his shoes at y ≈ 128, on the ground at y 133.
 */
import { C } from '../palette.js';
import { contour, hatch, INK, taperD, WEIGHT } from '../line.js';
import { circle, ellipse, g, line, P, path, type Pt } from '../svg.js';

export type Throne = 'gabled' | 'walnut' | 'canopied' | 'pilastered';

/** A solid part of a chair: the contour's weight (or `width`), its right side, away from the light, hatched. */
const solid = (d: string, fill: string, depth = 0.4, width: number = WEIGHT.contour): string =>
  contour(d, fill, width) + hatch(d, { side: 'right', depth, angle: -55, gap: 0.85, opacity: 0.45 });

/** Carving cut into a part: lines in the detail weight. */
const carve = (d: string, colour: string = INK, width: number = WEIGHT.detail): string =>
  path(d, 'none', colour, width, { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });

/**
 * A part drawn on both sides of the chair: `draw(m)` with m the identity, then with m mirroring x about the
 * card's middle. The shapes are mirrored; the light is not, so each side is hatched on its own right.
 */
const both = (draw: (m: (x: number) => number) => string): string => draw((x) => x) + draw((x) => 100 - x);

/** Something turned on a lathe, about the upright x = `cx`: its half-widths at heights [y, half-width]. */
function turned(cx: number, profile: readonly (readonly [number, number])[]): string {
  const left = profile.map(([y, w]) => P`${cx - w} ${y}`);
  const right = profile.map(([y, w]) => P`${cx + w} ${y}`).reverse();
  return `M${left.join('L')}L${right.join('L')}Z`;
}

/** A circle as four quarter curves (so that `hatch` can follow it: it takes an arc for its chord). */
const round = (cx: number, cy: number, r: number): string => {
  const k = r * 0.5523;
  return P`M${cx - r} ${cy}C${cx - r} ${cy - k} ${cx - k} ${cy - r} ${cx} ${cy - r}C${cx + k} ${cy - r} ${cx + r} ${cy - k} ${cx + r} ${cy}C${cx + r} ${cy + k} ${cx + k} ${cy + r} ${cx} ${cy + r}C${cx - k} ${cy + r} ${cx - r} ${cy + k} ${cx - r} ${cy}Z`;
};

/** A small motif sown over a cloth at each point and at its mirror image across the middle, as the pairs run. */
const sown = (at: readonly Pt[], motif: (x: number, y: number) => string): string =>
  at.map(([x, y]) => motif(x, y) + motif(100 - x, y)).join('');

/** A four-lobed tracery opening (quatrefoil) of lobes `r` about (cx, cy). */
const quatrefoil = (cx: number, cy: number, r: number): string =>
  P`M${cx - r} ${cy - r}A${r} ${r} 0 0 1 ${cx + r} ${cy - r}A${r} ${r} 0 0 1 ${cx + r} ${cy + r}` +
  P`A${r} ${r} 0 0 1 ${cx - r} ${cy + r}A${r} ${r} 0 0 1 ${cx - r} ${cy - r}Z`;

/** A seat cushion from x0 to x1 under y, puffed at the ends, its underside in shadow; tassels or a fringe. */
function cushion(y: number, x0: number, x1: number, fill: string, trim: string, hang: 'tassels' | 'fringe'): string {
  const d = P`M${x0 + 1.6} ${y}H${x1 - 1.6}Q${x1 + 0.8} ${y + 0.2} ${x1 + 0.4} ${y + 2.8}Q${x1 + 0.6} ${y + 5.4} ${x1 - 1.6} ${y + 5.6}H${x0 + 1.6}Q${x0 - 0.6} ${y + 5.4} ${x0 - 0.4} ${y + 2.8}Q${x0 - 0.8} ${y + 0.2} ${x0 + 1.6} ${y}Z`;
  let hanging = '';
  if (hang === 'tassels')
    hanging = both((m) => {
      const x = m(x0) + (m(x0) < 50 ? 0.2 : -0.2);
      return (
        carve(P`M${x} ${y + 3}V${y + 5.4}`, trim, 0.5) +
        path(
          P`M${x} ${y + 4.8}C${x - 1.3} ${y + 5.6} ${x - 1.5} ${y + 8.6} ${x - 1.1} ${y + 9.6}H${x + 1.1}C${x + 1.5} ${y + 8.6} ${x + 1.3} ${y + 5.6} ${x} ${y + 4.8}Z`,
          trim,
          INK,
          WEIGHT.detail,
        ) +
        carve(P`M${x - 0.5} ${y + 7}V${y + 9.4}M${x + 0.5} ${y + 7}V${y + 9.4}`, INK, WEIGHT.hatch)
      );
    });
  else {
    let fringe = '';
    for (let x = x0 + 0.8; x <= x1 - 0.6; x += 1.1) if (x < 34 || x > 66) fringe += P`M${x} ${y + 5.6}v1.6`;
    hanging = carve(fringe, trim, 0.45);
  }
  return (
    contour(d, fill, WEIGHT.line) +
    hatch(d, { side: 'bottom', depth: 0.45, angle: -20, gap: 0.8, opacity: 0.4 }) +
    carve(P`M${x0 + 2} ${y + 0.9}Q50 ${y + 1.7} ${x1 - 2} ${y + 0.9}`, trim, 0.35) +
    hanging
  );
}

/**
 * The Gothic gabled throne (King of acorns): a steep gable with crockets up its edges and a fleuron at the top,
 * a quatrefoil pierced above the pointed arch that holds the green cloth of honour with its gold lozenges,
 * buttressed posts with blind lancets and crocketed pinnacles, arms on little pinnacled posts, a blue cushion
 * with gold tassels, the seat's rail cut in a blind arcade, and a stone step with a frieze of quatrefoils.
 */
function gabled(): string {
  const frame = 'M28 106V40L50 10L72 40V106Z';
  const cloth = 'M32 106V42C32 33 40 25.6 50 21.2C60 25.6 68 33 68 42V106Z';
  let crockets = '';
  for (const t of [0.22, 0.44, 0.66]) {
    const [x, y] = [28 + 22 * t, 40 - 30 * t];
    crockets += taperD([x + 0.6, y - 0.2], [x - 1.6, y - 0.8], [x - 1, y - 2.8], 1.1);
    crockets += taperD([100 - x - 0.6, y - 0.2], [100 - x + 1.6, y - 0.8], [100 - x + 1, y - 2.8], 1.1);
  }
  const lozenges = sown(
    [
      [35.4, 36],
      [35.4, 46],
      [40.2, 29.6],
    ],
    (x, y) => P`M${x} ${y - 2.2}l1.7 2.2l-1.7 2.2l-1.7-2.2Z`,
  );
  let arcade = '';
  for (const x0 of [19.4, 23.8, 28.2, 62.6, 67, 71.4, 75.8])
    arcade += P`M${x0 + 0.6} 108.4V105.4Q${x0 + 2.2} 103.2 ${x0 + 3.8} 105.4V108.4`;
  let frieze = '';
  for (const x of [21, 25.6, 74.4, 79]) frieze += quatrefoil(x, 130.6, 0.8);
  return (
    solid(frame, C.ochre, 0.22) +
    path(crockets, C.ochre, INK, WEIGHT.detail) +
    path(
      'M50 10.6C48.4 8.8 46.8 9 46.4 7.4C48 6.8 49.4 7.6 50 8.8C49.2 6.6 49.4 4.6 50 3.4C50.6 4.6 50.8 6.6 50 8.8C50.6 7.6 52 6.8 53.6 7.4C53.2 9 51.6 8.8 50 10.6Z',
      C.gold,
      INK,
      WEIGHT.detail,
    ) +
    path(quatrefoil(50, 15.8, 1.5), C.darkGreen, INK, WEIGHT.detail) +
    contour(cloth, C.green, WEIGHT.line) +
    hatch(cloth, { side: 'left', depth: 0.1, angle: -50, gap: 0.8, opacity: 0.45 }) +
    path(lozenges, C.gold, INK, WEIGHT.hatch) +
    both(
      (m) =>
        // The buttress, its set-offs and a blind lancet, a crocketed pinnacle with a knob on top.
        solid(P`M${m(22.6)} 130V34H${m(28.4)}V130Z`, C.ochre, 0.45) +
        carve(
          P`M${m(22.6)} 64L${m(28.4)} 61.6M${m(22.6)} 98L${m(28.4)} 95.6M${m(24)} 54V45Q${m(25.5)} 41.6 ${m(27)} 45V54`,
        ) +
        solid(P`M${m(22.2)} 34.4L${m(25.5)} 23L${m(28.8)} 34.4Z`, C.ochre, 0.5, WEIGHT.line) +
        path(
          taperD([m(23.4), 30.6], [m(22.2), 29.6], [m(22.4), 28.4], 0.8) +
            taperD([m(27.6), 30.6], [m(28.8), 29.6], [m(28.6), 28.4], 0.8),
          C.ochre,
          INK,
          WEIGHT.hatch,
        ) +
        circle(m(25.5), 22.4, 0.9, C.gold, INK, WEIGHT.detail) +
        // The arm on its post, a small pinnacle where it ends.
        solid(P`M${m(16.2)} 84H${m(31)}V87.6H${m(16.2)}Z`, C.ochre, 0.3, WEIGHT.line) +
        solid(P`M${m(16.6)} 87.6H${m(20.4)}V100H${m(16.6)}Z`, C.ochre, 0.45, WEIGHT.line) +
        solid(P`M${m(16.4)} 84L${m(18.5)} 78.6L${m(20.6)} 84Z`, C.ochre, 0.5, WEIGHT.line) +
        // Below the seat, a panel with a quatrefoil, to the step.
        solid(P`M${m(20)} 109H${m(29.6)}V126H${m(20)}Z`, C.ochre, 0.35) +
        path(quatrefoil(m(24.8), 117.4, 1.6), C.darkBrown, INK, WEIGHT.detail),
    ) +
    cushion(97, 17, 83, C.blue, C.gold, 'tassels') +
    solid('M19 102.6H81V109H19Z', C.ochre, 0.2, WEIGHT.line) +
    carve(arcade) +
    solid('M18 126H82L84 133H16Z', C.cream, 0.18) +
    carve('M17.2 128.4H82.8') +
    path(frieze, C.ochre, INK, WEIGHT.hatch)
  );
}

/**
 * The Renaissance walnut chair (King of leaves): a round-arched back upholstered in crimson, gold nails along
 * its edge and small gold flowers on the velvet, a scallop shell between two scrolls on the crest, turned
 * posts with ball finials, arms ending in scrolls on turned balusters, a gold cushion with red tassels, the
 * rail carved with eggs and darts, turned legs on bun feet, and a footstool with its own cushion.
 */
function walnut(): string {
  const frame = 'M28 104V34C28 21 38 15 50 15C62 15 72 21 72 34V104Z';
  const velvet = 'M31.6 104V35C31.6 25.4 40 19.4 50 19.4C60 19.4 68.4 25.4 68.4 35V104Z';
  let nails = '';
  for (let y = 38; y <= 98; y += 3.4) nails += P`M32.8 ${y}h0.01M67.2 ${y}h0.01`;
  for (let a = 0.1; a < Math.PI; a += Math.PI / 12)
    nails += P`M${50 - 17.2 * Math.cos(a)} ${35 - 14.4 * Math.sin(a)}h0.01`;
  const flowers = sown(
    [
      [36.4, 31],
      [36, 42],
      [35.6, 53],
    ],
    (x, y) =>
      P`M${x} ${y + 2}C${x - 2} ${y + 1} ${x - 1.6} ${y - 1.4} ${x} ${y - 2.2}C${x + 1.6} ${y - 1.4} ${x + 2} ${y + 1} ${x} ${y + 2}ZM${x - 0.6} ${y + 2}l-0.6 1.4h2.4l-0.6-1.4Z`,
  );
  let eggs = '';
  for (const x of [20.6, 24, 27.4, 30.8])
    eggs +=
      ellipse(x, 105.6, 1.1, 1.7, C.ochre, INK, WEIGHT.hatch) +
      ellipse(100 - x, 105.6, 1.1, 1.7, C.ochre, INK, WEIGHT.hatch);
  let darts = '';
  for (const x of [22.3, 25.7, 29.1]) darts += P`M${x} 103.8V107.2M${100 - x} 103.8V107.2`;
  const rib = (x: number, y: number): string => P`M50 15.8L${x} ${y}`;
  return (
    solid(frame, C.brown, 0.22) +
    // The crest: a scallop shell between two scrolls.
    path('M44 16.6C43.6 11.8 46.4 8.4 50 8C53.6 8.4 56.4 11.8 56 16.6Q50 14.8 44 16.6Z', C.gold, INK, WEIGHT.line) +
    carve(
      rib(45.2, 13.4) +
        rib(46.4, 10.8) +
        rib(48.2, 9) +
        rib(50, 8.4) +
        rib(51.8, 9) +
        rib(53.6, 10.8) +
        rib(54.8, 13.4),
    ) +
    both((m) =>
      carve(
        P`M${m(44)} 17.4C${m(41.4)} 15.4 ${m(38.6)} 16.8 ${m(39)} 18.8C${m(39.4)} 20.4 ${m(41.6)} 20.2 ${m(41.6)} 19C${m(41.6)} 18.2 ${m(40.6)} 18 ${m(40.2)} 18.6`,
        INK,
        WEIGHT.line,
      ),
    ) +
    contour(velvet, C.darkRed, WEIGHT.line) +
    hatch(velvet, { side: 'left', depth: 0.1, angle: -50, gap: 0.8, opacity: 0.5 }) +
    path(flowers, C.gold, INK, WEIGHT.hatch) +
    line(nails, INK, 1.5) +
    line(nails, C.gold, 1) +
    both(
      (m) =>
        // The post turned in rings, vases and bulbs, a ball on top.
        solid(
          turned(m(25), [
            [34, 2.2],
            [36, 3.2],
            [38, 2.2],
            [44, 2.6],
            [50, 3.4],
            [56, 2.6],
            [62, 2.2],
            [64, 3],
            [66, 2.2],
            [74, 2.8],
            [82, 3.6],
            [90, 2.8],
            [96, 2.4],
            [98, 3.4],
            [104, 3.4],
          ]),
          C.brown,
          0.45,
        ) +
        carve(P`M${m(22)} 36.4H${m(28)}M${m(22.4)} 64H${m(27.6)}M${m(21.8)} 98.4H${m(28.2)}`) +
        solid(P`M${m(25)} 25.4L${m(24)} 28.6H${m(26)}Z`, C.gold, 0.5, WEIGHT.detail) +
        solid(round(m(25), 31, 2.8), C.brown, 0.5) +
        // The arm rolled over into a scroll at its end, on a turned baluster.
        solid(
          P`M${m(31)} 84.4H${m(19)}C${m(15.6)} 84.4 ${m(14.6)} 88.8 ${m(17.2)} 90.6C${m(19.4)} 92 ${m(22)} 90 ${m(21)} 88H${m(31)}Z`,
          C.brown,
          0.3,
          WEIGHT.line,
        ) +
        carve(
          P`M${m(19.4)} 88.6C${m(18.8)} 87.4 ${m(17.2)} 87.8 ${m(17.4)} 89C${m(17.6)} 90 ${m(19.2)} 90 ${m(19.6)} 89`,
        ) +
        solid(
          turned(m(19.4), [
            [90.8, 1.4],
            [92, 2.3],
            [94.6, 1.4],
            [97.6, 2.4],
            [100, 2.4],
          ]),
          C.brown,
          0.45,
          WEIGHT.line,
        ) +
        // A turned leg on a bun foot.
        solid(
          turned(m(23.2), [
            [108.6, 2.8],
            [111, 1.8],
            [115, 2.9],
            [119, 1.8],
            [121.6, 1.8],
          ]),
          C.brown,
          0.45,
          WEIGHT.line,
        ) +
        solid(
          P`M${m(19.6)} 123.6C${m(19.6)} 120.8 ${m(26.8)} 120.8 ${m(26.8)} 123.6C${m(26.8)} 126.6 ${m(19.6)} 126.6 ${m(19.6)} 123.6Z`,
          C.brown,
          0.5,
          WEIGHT.line,
        ),
    ) +
    cushion(97, 16, 84, C.yellow, C.red, 'tassels') +
    solid('M18 102.6H82V108.6H18Z', C.brown, 0.2, WEIGHT.line) +
    eggs +
    carve(darts, INK, WEIGHT.hatch) +
    // The footstool, its cushion under the king's shoes.
    solid('M31 126H69V130.6H31Z', C.brown, 0.25, WEIGHT.line) +
    solid('M32 130.6H35V133H32ZM65 130.6H68V133H65Z', C.brown, 0.5, WEIGHT.detail) +
    contour('M30.4 126.4Q30 124 32.4 123.8H67.6Q70 124 69.6 126.4Z', C.red, WEIGHT.line)
  );
}

/**
 * The Gothic canopied throne (King of hearts): a canopy on slender columns, its front carved with quatrefoils,
 * fleurons along its top and a red valance with a gold fringe, a navy cloth of honour strewn with gold
 * quatrefoils hanging from it, arms ending in carved rosettes on twisted columns, a green cushion with gold
 * tassels, the rail cut in lozenges, and a red carpet fringed over the step.
 */
function canopied(): string {
  const cloth = 'M31 20H69V104H31Z';
  let valance = 'M26 17H74V20.2';
  for (let x = 74; x > 26.1; x -= 4) valance += P`Q${x - 2} 23.6 ${x - 4} 20.2`;
  valance += 'Z';
  let fringe = '';
  for (let x = 26.5; x < 74; x += 1) {
    // The valance's edge between two points is a curve sagging 1.7 at its middle.
    const u = ((x - 26) % 4) / 2 - 1;
    fringe += P`M${x} ${20.2 + 1.7 * (1 - u * u)}v1.1`;
  }
  let fleurons = '';
  for (const x of [29.6, 35.4, 41.2, 58.8, 64.6, 70.4])
    fleurons += P`M${x} 12C${x - 1.8} 11.6 ${x - 1.4} 9.4 ${x - 0.2} 10.2C${x - 0.8} 8.4 ${x} 7.6 ${x} 7.6C${x} 7.6 ${x + 0.8} 8.4 ${x + 0.2} 10.2C${x + 1.4} 9.4 ${x + 1.8} 11.6 ${x} 12Z`;
  let foils = '';
  for (const x of [30.6, 36.2, 41.8, 58.2, 63.8, 69.4]) foils += quatrefoil(x, 14.6, 0.7);
  const strewn = sown(
    [
      [34.6, 26],
      [34.6, 36],
      [34.6, 46],
      [40.4, 31],
    ],
    (x, y) => quatrefoil(x, y, 0.8),
  );
  let lozenges = 'M19.2 105.6';
  for (let x = 19.2; x + 3 <= 81.4; x += 3) lozenges += P`l1.5-2.1l1.5 2.1`;
  lozenges += 'M19.2 105.6';
  for (let x = 19.2; x + 3 <= 81.4; x += 3) lozenges += P`l1.5 2.1l1.5-2.1`;
  let carpet = '';
  for (let x = 19.2; x < 81; x += 1.3) if (x < 33 || x > 67) carpet += P`M${x} 133.2v1.4`;
  return (
    contour(cloth, C.navy, WEIGHT.line) +
    hatch(cloth, { side: 'top', depth: 0.08, angle: -35, gap: 0.8, opacity: 0.5 }) +
    carve('M38.6 24V54M61.4 24V54', '#2c4b8a', 0.5) +
    path(strewn, C.gold, INK, WEIGHT.hatch) +
    // The canopy: its front, the cresting of fleurons and a great one in the middle, the valance and fringe.
    path(fleurons, C.gold, INK, WEIGHT.detail) +
    path(
      'M50 12.2C46.6 11.6 46.8 7.8 49.2 8.6C48.4 6 50 4.2 50 4.2C50 4.2 51.6 6 50.8 8.6C53.2 7.8 53.4 11.6 50 12.2Z',
      C.gold,
      INK,
      WEIGHT.detail,
    ) +
    solid('M24.6 12H75.4V17H24.6Z', C.gold, 0.15) +
    path(foils, C.darkRed, INK, WEIGHT.hatch) +
    contour(valance, C.red, WEIGHT.line) +
    hatch(valance, { side: 'bottom', depth: 0.5, angle: -60, gap: 0.8, opacity: 0.4 }) +
    carve(fringe, C.gold, 0.5) +
    both(
      (m) =>
        // The column: capital, shaft with a ring, base, down to the floor.
        solid(P`M${m(25.8)} 20H${m(29)}V127H${m(25.8)}Z`, C.gold, 0.5) +
        solid(P`M${m(24.8)} 17H${m(30)}L${m(29)} 20.2H${m(25.8)}Z`, C.gold, 0.4, WEIGHT.line) +
        solid(P`M${m(25.2)} 60.6H${m(29.6)}V62.8H${m(25.2)}Z`, C.gold, 0.4, WEIGHT.detail) +
        solid(P`M${m(24.6)} 123.6H${m(30.2)}V127.4H${m(24.6)}Z`, C.gold, 0.4, WEIGHT.line) +
        // The arm ending in a rosette, on a twisted column.
        solid(P`M${m(17.4)} 84.8H${m(31)}V88.4H${m(17.4)}Z`, C.gold, 0.3, WEIGHT.line) +
        solid(P`M${m(16.2)} 89.6H${m(19)}V100H${m(16.2)}Z`, C.gold, 0.5, WEIGHT.line) +
        carve(P`M${m(16.2)} 91L${m(19)} 92.6M${m(16.2)} 93.6L${m(19)} 95.2M${m(16.2)} 96.2L${m(19)} 97.8`) +
        circle(m(17.6), 86.6, 3.2, C.gold, INK, WEIGHT.line) +
        carve(P`M${m(17.6)} 83.6V89.6M${m(15)} 85.1L${m(20.2)} 88.1M${m(15)} 88.1L${m(20.2)} 85.1`, INK, WEIGHT.hatch) +
        circle(m(17.6), 86.6, 0.9, C.red, INK, WEIGHT.hatch),
    ) +
    cushion(97, 15.6, 84.4, C.green, C.gold, 'tassels') +
    solid('M18.6 102.6H81.4V108.4H18.6Z', C.gold, 0.2, WEIGHT.line) +
    carve(lozenges, C.ochre, 0.45) +
    // The carpet over the step, its border and its fringe.
    solid('M20.4 126.6H79.6L81.6 133H18.4Z', C.red, 0.2) +
    carve('M19.4 130.2H80.6', C.gold, 0.8) +
    carve(carpet, C.gold, 0.45)
  );
}

/**
 * The late Renaissance pilastered chair (King of bells): a square back in blue with a gold cord latticed over
 * it, a broken pediment of two C-scrolls around a cartouche with a ball, fluted pilasters with gilt capitals and
 * obelisk finials on balls, straight arms on small pilasters ending in gilt knobs with a leaf, a red cushion
 * with a gold fringe, a rail with a guilloche, legs on lion's paws, and a dais of chequered marble.
 */
function pilastered(): string {
  const panel = 'M32 104V33.4H68V104Z';
  let guilloche = '';
  for (const phase of [1, -1]) {
    guilloche += P`M19.2 105.6`;
    for (let x = 19.2; x + 4 <= 81.6; x += 4) guilloche += P`q1 ${-1.8 * phase} 2 0t2 0`;
  }
  let chequer = '';
  for (let x = 18, k = 0; x < 81.9; x += 3.2, k++) if (k % 2 === 0) chequer += P`M${x} 129H${x + 3.2}V133H${x}Z`;
  return (
    solid('M28.6 104V30H71.4V104Z', C.darkBrown, 0.2) +
    contour(panel, C.blue, WEIGHT.line) +
    hatch(panel, { side: 'all', angle: 50, gap: 4.4, colour: C.gold, width: 0.35, opacity: 0.9 }) +
    hatch(panel, { side: 'all', angle: -50, gap: 4.4, colour: C.gold, width: 0.35, opacity: 0.9 }) +
    hatch(panel, { side: 'left', depth: 0.1, angle: -50, gap: 0.8, opacity: 0.5 }) +
    // The broken pediment: two C-scrolls rising to a cartouche, a ball over it.
    both(
      (m) =>
        path(taperD([m(30), 30.6], [m(30.6), 21.6], [m(39.6), 24.4], 2.4), C.gold, INK, WEIGHT.detail) +
        circle(m(39), 25.4, 1.5, C.gold, INK, WEIGHT.detail) +
        carve(P`M${m(39)} 25.4m-0.6 0a0.6 0.6 0 1 0 1.2 0`, INK, WEIGHT.hatch),
    ) +
    path(
      'M50 9.8C46.6 10.4 45.2 13.6 45.4 15.6C45.6 18 47.4 20.6 50 21.6C52.6 20.6 54.4 18 54.6 15.6C54.8 13.6 53.4 10.4 50 9.8Z',
      C.gold,
      INK,
      WEIGHT.line,
    ) +
    path(
      'M50 12C48.4 12.4 47.6 14 47.6 15.6C47.6 17.4 48.6 18.8 50 19.4C51.4 18.8 52.4 17.4 52.4 15.6C52.4 14 51.6 12.4 50 12Z',
      C.darkBrown,
      INK,
      WEIGHT.detail,
    ) +
    carve('M45.6 14.4C44 13.6 43.8 11.8 45 11.4M54.4 14.4C56 13.6 56.2 11.8 55 11.4', INK, WEIGHT.line) +
    circle(50, 7.8, 1.8, C.gold, INK, WEIGHT.line) +
    both(
      (m) =>
        // The fluted pilaster, its capital and base, an obelisk on a ball.
        solid(P`M${m(24)} 33H${m(29)}V100H${m(24)}Z`, C.darkBrown, 0.45) +
        carve(P`M${m(25.6)} 36.6V96.6M${m(27.4)} 36.6V96.6`, C.ochre, 0.45) +
        solid(P`M${m(23.2)} 30.6H${m(29.8)}V33.4H${m(23.2)}Z`, C.gold, 0.4, WEIGHT.line) +
        solid(P`M${m(23.2)} 99.6H${m(29.8)}V102.6H${m(23.2)}Z`, C.gold, 0.4, WEIGHT.line) +
        circle(m(26.5), 29.2, 1.5, C.gold, INK, WEIGHT.detail) +
        solid(P`M${m(25.4)} 27.8L${m(26.5)} 20.6L${m(27.6)} 27.8Z`, C.gold, 0.5, WEIGHT.detail) +
        // The straight arm on a small pilaster, a gilt knob with a leaf where it ends.
        solid(P`M${m(16.6)} 84.6H${m(31)}V88H${m(16.6)}Z`, C.darkBrown, 0.3, WEIGHT.line) +
        solid(P`M${m(16.8)} 88H${m(20.4)}V100H${m(16.8)}Z`, C.darkBrown, 0.45, WEIGHT.line) +
        path(taperD([m(18.6), 88.4], [m(17.2), 92.6], [m(18.6), 96.6], 1.8), C.gold, INK, WEIGHT.hatch) +
        circle(m(18.6), 82.6, 2, C.gold, INK, WEIGHT.line) +
        // A leg on a lion's paw, its toes and claws.
        solid(P`M${m(20.4)} 108.6H${m(27)}V122H${m(20.4)}Z`, C.darkBrown, 0.45, WEIGHT.line) +
        solid(
          P`M${m(19.4)} 122H${m(28)}C${m(29)} 124.4 ${m(28.6)} 127.6 ${m(26.8)} 128.8H${m(20.6)}C${m(18.8)} 127.6 ${m(18.4)} 124.4 ${m(19.4)} 122Z`,
          C.gold,
          0.4,
          WEIGHT.line,
        ) +
        carve(P`M${m(21.6)} 128.8V126.2M${m(23.7)} 128.8V125.8M${m(25.8)} 128.8V126.2`),
    ) +
    cushion(97.4, 16.4, 83.6, C.red, C.gold, 'fringe') +
    solid('M18.4 102.6H81.6V108.6H18.4Z', C.darkBrown, 0.2, WEIGHT.line) +
    carve(guilloche, C.gold, 0.45) +
    // The dais: a moulded edge over chequered marble.
    solid('M18 129H82V133H18Z', C.cream, 0.15, WEIGHT.line) +
    path(chequer, C.black) +
    solid('M16.8 127.8H83.2V129.2H16.8Z', C.darkBrown, 0.3, WEIGHT.line)
  );
}

const DRAW: Record<Throne, () => string> = { gabled, walnut, canopied, pilastered };
const drawn = new Map<Throne, string>();

/** A king's throne, marked `data-throne` (its markup is the same every time, so it is drawn once). */
export function throne(kind: Throne): string {
  let markup = drawn.get(kind);
  if (markup === undefined) {
    markup = g({ 'data-throne': kind }, DRAW[kind]());
    drawn.set(kind, markup);
  }
  return markup;
}
