/**
 * The Prague pattern's four Daus cards (docs/patterns.md, "Prague"). Each shows its two suit signs side by side
 * above a picture of its own, with a shield [P2]:
 * - acorns: the lion. Newer packs have the two-tailed Bohemian lion, older ones a red devil-like beast with its
 *   paw on a fleur-de-lis shield [P2]; we draw the crowned two-tailed lion resting its paw on that shield.
 * - bells: the shield "with a basilisk and a lion" of the older packs [P2], the two facing each other on a
 *   shield parted down the middle.
 * - leaves and hearts: the sources say only "two suit signs with a shield"; we give leaves the arms of Prague
 *   (the golden three-towered gate with the armed arm and sword) over a ribbon lettered PRAHA, where makers put
 *   their city, and hearts the crowned arms of the kingdom of Bohemia among linden branches.
 * No index: the Daus carries none on the pictured packs [P1, P3].
 */
import { C, type Ink } from '../palette.js';
import type { ParsedCard, Style } from '../patterns.js';
import { scrolls } from '../ornament.js';
import { sign } from '../suits.js';
import { circle, g, limb, line, P, path, text, transform } from '../svg.js';

const L = C.line;
const LION_WHITE = '#fbfaf6';
/** The white lion's mane a shade darker, so the head reads against the body. */
const MANE_WHITE = '#e6e1d5';

/** The shield outline, 24 × 30 units around the origin. */
const SHIELD = 'M-12-14H12V0C12 9 6 13 0 16C-6 13-12 9-12 0Z';
const SHIELD_LEFT = 'M-12-14H0V16C-6 13-12 9-12 0Z';

/** A scalloped mane around (cx, cy): alternating long and short rays. */
function mane(cx: number, cy: number, r: number): string {
  let d = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2,
      rr = i % 2 === 0 ? r : r * 0.78;
    d += (i === 0 ? 'M' : 'L') + P`${cx + Math.cos(a) * rr} ${cy + Math.sin(a) * rr}`;
  }
  return d + 'Z';
}
const MANE = mane(-8, -20, 8.4);

/**
 * The Bohemian lion rampant, facing the viewer's left, two tails, crowned: about 62 units tall from the crown
 * (y -32) to the hind paw (y 30). `paw` is where the near forepaw rests.
 */
function lion(colour: string, crown: boolean): string {
  const tuft = (x: number, y: number, rot: number): string =>
    path(P`M${x} ${y}c-2-1-2-4 0-5c2 1 2 4 0 5Z`, colour, L, 0.5, { transform: `rotate(${rot} ${x} ${y})` });
  return (
    // The two tails, the Bohemian lion's mark.
    limb('M9 8C17 8 16-2 19-10', colour, 1.6) +
    tuft(19, -10, 20) +
    limb('M8 5C14 2 11-8 14-15', colour, 1.6) +
    tuft(14, -15, 10) +
    // The far limbs: a foreleg clawing the air, the raised hind leg.
    limb('M-6-14L-13-19L-17-25', colour, 4.4) +
    circle(-17.4, -25.6, 2.4, colour, L, 0.5) +
    limb('M1 10L-6 16L-9 23', colour, 5.4) +
    path('M-13 22.6C-12 20.4-8 20.4-7 22.8L-7.4 25.6H-13Z', colour, L, 0.5) +
    // The body, the near hind leg planted.
    path('M-10-15C-5-20 4-16 5-8C6-2 11 3 10 10C9 15 1 15-2 11C-5 6-8 0-11-7Z', colour, L, 0.6) +
    line('M-4-2C-2 2 0 6 1 9M2-10C0-9-2-7-3-5', '#cfcac0', 0.5) +
    limb('M5 8L8 18L5 27', colour, 6) +
    path('M0 26C0 24 6 23.6 8.6 25.6C9.6 27 9 29.6 8 29.6H0.6C-0.4 29.4-0.6 27 0 26Z', colour, L, 0.5) +
    line('M2 27.6v2M4.4 27.6v2M6.6 27.6v2', L, 0.4) +
    // The mane and head, the tongue out.
    path(MANE, colour === LION_WHITE ? MANE_WHITE : colour, L, 0.6) +
    path(
      'M-12-26C-16-26-19-24-20-21L-19-19.6L-20.4-17.6C-19.6-15.6-16.6-15.4-15-16.4C-12.4-16.6-10.4-19-10.4-22C-10.4-24.6-11-26-12-26Z',
      colour,
      L,
      0.55,
    ) +
    path('M-19.6-18.2C-21-18.6-23-18-23.4-16.6C-22-17-20.6-17-19.4-17.4Z', C.red, L, 0.35) +
    circle(-15.4, -22.8, 0.8, L) +
    line('M-17-25l2.4 0.6M-19.6-20.4h1.4', L, 0.5) +
    // The near foreleg reaching forward, claws out.
    limb('M-7-9L-15-9L-21-11', colour, 4.6) +
    circle(-21.4, -11.2, 2.4, colour, L, 0.5) +
    line('M-23.4-12.4l-1.6-0.8M-23.8-10.8l-1.8 0.2M-23-9.4l-1.4 1', L, 0.5) +
    line('M-19.4-27.4l-1.6-0.8M-19.8-25.8l-1.8 0.2M-19.2-24.2l-1.4 1', L, 0.5) +
    (crown
      ? path('M-15-26.4L-14.6-32L-12.4-29.2L-10.4-33L-8.4-29.2L-6.2-32L-6-26.4Z', C.gold, L, 0.5) +
        circle(-10.4, -33, 0.8, C.red)
      : '')
  );
}

/** A fleur-de-lis about 16 units tall. */
const LILY =
  'M0-8C2.2-5 2.4-2 0 1C-2.4-2-2.2-5 0-8Z' +
  'M-1 0.6C-4-0.6-7-3-6-6.4C-8.4-3-6.6 1.4-1.6 2.2ZM1 0.6C4-0.6 7-3 6-6.4C8.4-3 6.6 1.4 1.6 2.2Z' +
  'M-4 1.8H4V3.4H-4ZM-1 3.4L-2.6 7.4H2.6L1 3.4Z';

/** The basilisk: a crowned cockerel's head and legs, dragon's wings, a serpent's tail; facing left. */
function basilisk(): string {
  const green = '#5d9a3a';
  return (
    line('M3 3C10 6 13 0 10-3C8-5 9-8 12.6-7.6', L, 2.2) +
    line('M3 3C10 6 13 0 10-3C8-5 9-8 12.6-7.6', green, 1.2) +
    path('M12-9.4L15.4-8L12.4-6Z', C.red, L, 0.3) +
    path('M-1-4C1-10 7-12 11-11.4C9-9.6 10.4-8 8-6.6C9-5 7-3.6 5-3.6Z', '#8cc466', L, 0.4) +
    line('M0-5C3-8 6-9.4 9-10M2-4.4C4-6 6-7 8-7.4', '#3f6e27', 0.35) +
    path('M-4-6C-2-8 2-6 3-2C4 2 2 5-1 5C-4 5-5.4 2-5.4-1C-5.4-3-5-5-4-6Z', green, L, 0.45) +
    line('M-2 5L-3 9L-5.4 9.6M-3 9L-2 10M1 5L1.4 9L-1 9.8M1.4 9L2.4 10', C.gold, 0.7) +
    path('M-4-6C-5-9-6-10-7.4-10.6C-9-11-10.4-10-10-8.4L-12-7.4L-9.6-7C-9.2-6-8-5.6-7-5.6L-5-3.6Z', green, L, 0.45) +
    path('M-11.4-7.6L-13.4-7.2L-11.2-6.6Z', C.gold, L, 0.25) +
    path('M-9.6-7C-10-5.4-9-4.4-8.4-5.4Z', C.red) +
    path('M-10-10.6L-10-13L-8.8-11.6L-7.6-13.4L-6.6-11.4L-5.4-12.6L-5.8-10.2Z', C.gold, L, 0.3) +
    circle(-8.6, -8.8, 0.45, L)
  );
}

/** A linden (lime) leaf, heart-shaped, the Czech national tree, its tip at angle `rot`. */
const lindenLeaf = (x: number, y: number, rot: number): string =>
  path('M0 0C-3.4 0-4.6-3-3.4-5C-2.4-6.6-0.6-6-0-5C0.6-6 2.4-6.6 3.4-5C4.6-3 3.4 0 0 0Z', C.green, L, 0.35, {
    transform: `${transform(x, y)} rotate(${rot + 180})`,
  }) +
  line(P`M${x} ${y}l${Math.sin((rot * Math.PI) / 180) * 4} ${-Math.cos((rot * Math.PI) / 180) * 4}`, C.darkGreen, 0.3);

/** A branch of linden from (x, y) curving up and out (`dir` −1 left, +1 right). */
function linden(x: number, y: number, dir: number): string {
  let leaves = '';
  for (let i = 1; i <= 4; i++) {
    const t = i / 4.4;
    const px = x + dir * (6 + 12 * t) * Math.sin(t * 2.2),
      py = y - 40 * t;
    leaves += lindenLeaf(px + dir * 2.4, py, dir * (50 + 20 * t)) + lindenLeaf(px - dir * 2, py - 3, dir * -20);
  }
  return (
    line(P`M${x} ${y}C${x + dir * 14} ${y - 10} ${x + dir * 16} ${y - 28} ${x + dir * 6} ${y - 42}`, C.brown, 0.9) +
    leaves
  );
}

/** A grassy mound for the lion to stand on. */
const MOUND =
  path('M18 143.6Q50 136 84 143.6Q50 147.4 18 143.6Z', '#b9c98a', L, 0.45) +
  line('M26 142l-1-2.4M29 141.6l0.4-2.6M74 141.6l1-2.4M77 142l-0.4-2.4', '#587a2c', 0.5);

const DAUS: readonly { name: string; draw: () => string }[] = [
  {
    // Acorns: the crowned two-tailed lion, its paw on the fleur-de-lis shield [P2].
    name: 'lion',
    draw: () =>
      MOUND +
      g(
        { transform: transform(31, 120, 1.15) },
        path(SHIELD, C.blue, L, 0.7) + g({ transform: 'translate(0 0.6) scale(1.05)' }, path(LILY, C.gold, L, 0.4)),
      ) +
      g({ transform: transform(62, 109, 1.14) }, lion(LION_WHITE, true)),
  },
  {
    // Leaves: the arms of Prague, the golden gate with three towers and the armed arm, over PRAHA.
    name: 'praha',
    draw: () =>
      linden(36, 136, -1) +
      linden(64, 136, 1) +
      g(
        { transform: transform(50, 101, 1.55) },
        path(SHIELD, C.red, L, 0.6) +
          // Wall and towers, crenellated, in gold.
          path(
            'M-10 12V0H-9.6V-8H-10.4V-10H-8.8V-9H-7.6V-10H-6.4V-9H-5.2V-10H-3.6V-8H-4.4V0H-2.6V-10H-3.2V-12H-1.8V-11H-0.6V-12H0.6V-11H1.8V-12H3.2V-10H2.6V0H4.4V-8H3.6V-10H5.2V-9H6.4V-10H7.6V-9H8.8V-10H10.4V-8H9.6V0H10V12C7 13.4 3 14.6 0 15C-3 14.6-7 13.4-10 12Z',
            C.gold,
            L,
            0.4,
          ) +
          line('M-10 4H10M-10 8H10M-7 0V4M0 0V4M7 0V4M-4 4V8M4 4V8', '#b07d1c', 0.3) +
          path('M-7.6-5.6h1.2v2h-1.2ZM-0.6-7.6h1.2v2.4h-1.2ZM6.4-5.6h1.2v2h-1.2Z', L) +
          // The open gate, the portcullis raised, the arm in armour holding up its sword.
          path('M-4 13.6V5C-4 1.6 4 1.6 4 5V13.6Q0 14.6-4 13.6Z', '#2a211b') +
          line('M-3 3.8V5.6M-1 2.8V5.6M1 2.8V5.6M3 3.8V5.6M-3.8 5.2H3.8', C.gold, 0.4) +
          limb('M3 12L-1 9.4', C.steel, 1.6) +
          circle(-1.4, 9, 1, C.skin, L, 0.3) +
          line('M-1.8 8.6L-6.6 1.6', C.white, 0.7) +
          line('M-0.6 8.2L-3 10', C.gold, 0.6),
      ) +
      g(
        {},
        path('M24 132H76L72 137L76 142H24L28 137Z', C.blue, L, 0.5) +
          text(50, 140.2, 'PRAHA', {
            'font-family': 'serif',
            'font-weight': 'bold',
            'font-size': 8.4,
            'letter-spacing': 1.6,
            'text-anchor': 'middle',
            fill: C.cream,
          }),
      ),
  },
  {
    // Hearts: the crowned arms of the kingdom of Bohemia, the white two-tailed lion on red, in linden.
    name: 'bohemia',
    draw: () =>
      linden(38, 142, -1) +
      linden(62, 142, 1) +
      g(
        { transform: transform(50, 108, 1.45) },
        path(SHIELD, C.red, L, 0.6) + g({ transform: 'translate(1.4 0.6) scale(0.42)' }, lion(LION_WHITE, true)),
      ) +
      // The crown of St Wenceslas: a gold circlet with four lilies, jewels, the cross on top.
      g(
        { transform: transform(50, 84, 1) },
        path('M-12 0H12L13 -6L8-3L6-10L2-4L0-12L-2-4L-6-10L-8-3L-13-6Z', C.gold, L, 0.5) +
          path('M-12 0H12V3.4H-12Z', C.gold, L, 0.5) +
          circle(-6, 1.7, 1, C.red) +
          circle(0, 1.7, 1, C.blue) +
          circle(6, 1.7, 1, C.red) +
          line('M0-12V-17M-2-15H2', C.gold, 1.2) +
          line('M0-12V-17M-2-15H2', L, 0.3),
      ),
  },
  {
    // Bells: the older packs' shield with a basilisk and a lion [P2], facing each other.
    name: 'basilisk',
    draw: () =>
      g(
        { transform: transform(50, 104, 1.75) },
        path(SHIELD, C.white, L, 0.5) +
          path(SHIELD_LEFT, C.blue) +
          path(SHIELD, 'none', L, 0.6) +
          line('M0-14V16', L, 0.4) +
          g({ transform: 'translate(-5.6 1) scale(-0.3 0.3)' }, lion(C.gold, false)) +
          g({ transform: 'translate(5.8 1) scale(0.56)' }, basilisk()),
      ) + scrolls(50, 141, 10, C.darkRed, 0.9),
  },
];

/** A Prague Daus: the suit's two signs side by side, tilted apart, and its own picture below. */
export function drawPragueDaus(_style: Style, card: ParsedCard, ink: Ink): string {
  const daus = DAUS[card.suit]!;
  return (
    sign('german', card.suit, ink, 30, 36, 1.45, -10) +
    sign('german', card.suit, ink, 70, 36, 1.45, 10) +
    g({ 'data-daus': daus.name }, daus.draw())
  );
}
