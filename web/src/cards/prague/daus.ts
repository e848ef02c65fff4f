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
import { lionRampant } from '../heraldry.js';
import { basilisk, pragueArms } from './charges.js';
import { GROUND } from './figures.js';
import { circle, g, line, P, path, text, transform } from '../svg.js';

const L = C.line;
const BASILISK_GREEN = '#4f8f3a';
const LION_WHITE = '#fbfaf6';
/** The large lion's mane a shade darker, so that its head reads against the body (issue 14 had it so). */
const MANE_WHITE = '#e9e4d8';
/** The Bohemian lion [H3]: argent, queue fourchée, crowned, armed and langued Or. */
const BOHEMIAN_LION = lionRampant({
  tincture: LION_WHITE,
  armed: C.gold,
  langued: C.gold,
  crowned: C.gold,
  queue: 'fourchée',
});
/** The same lion drawn large, alone on the Daus of acorns, with the card's own line weights. */
const LARGE_LION = lionRampant({
  tincture: LION_WHITE,
  armed: C.gold,
  langued: C.gold,
  crowned: C.gold,
  queue: 'fourchée',
  weight: 0.6,
  mane: MANE_WHITE,
});

/** The shield outline, 24 × 30 units around the origin. */
const SHIELD = 'M-12-14H12V0C12 9 6 13 0 16C-6 13-12 9-12 0Z';
const SHIELD_LEFT = 'M-12-14H0V16C-6 13-12 9-12 0Z';

/** A fleur-de-lis about 16 units tall. */
const LILY =
  'M0-8C2.2-5 2.4-2 0 1C-2.4-2-2.2-5 0-8Z' +
  'M-1 0.6C-4-0.6-7-3-6-6.4C-8.4-3-6.6 1.4-1.6 2.2ZM1 0.6C4-0.6 7-3 6-6.4C8.4-3 6.6 1.4 1.6 2.2Z' +
  'M-4 1.8H4V3.4H-4ZM-1 3.4L-2.6 7.4H2.6L1 3.4Z';

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

/**
 * The ground the lion stands on: the courts' strip of hatched earth with its tufts, set lower, where an outlined
 * grassy mound stood (issue 35 found such ovals plinths).
 */
const MOUND = g({ transform: 'translate(0 5.4)' }, GROUND);

const DAUS: readonly { name: string; draw: () => string }[] = [
  {
    // Acorns: the crowned two-tailed lion, its paw on the fleur-de-lis shield [P2].
    name: 'lion',
    draw: () =>
      MOUND +
      g(
        { transform: transform(27, 119.5, 0.95) },
        path(SHIELD, C.blue, L, 0.7) + g({ transform: 'translate(0 0.6) scale(1.05)' }, path(LILY, C.gold, L, 0.4)),
      ) +
      g({ transform: transform(61, 111, 2.25) }, LARGE_LION),
  },
  {
    // Leaves: the arms of Prague, the golden gate with three towers and the armed arm, over PRAHA.
    name: 'praha',
    draw: () =>
      linden(36, 136, -1) +
      linden(64, 136, 1) +
      g({ transform: transform(50, 101, 1.55) }, path(SHIELD, C.red, L, 0.6) + pragueArms()) +
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
        path(SHIELD, C.red, L, 0.6) + g({ transform: 'translate(-0.2 1.8) scale(0.92)' }, BOHEMIAN_LION),
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
        { transform: transform(50, 103, 2) },
        path(SHIELD, C.white, L, 0.5) +
          path(SHIELD_LEFT, C.blue) +
          // Combatant: the lion (Or, armed and langued gules) turned to face the basilisk (vert, combed and
          // wattled gules, beaked and legged Or) across the pale, each within its own half.
          g({ transform: 'translate(-5.4 1.4) scale(-0.47 0.47)' }, lionRampant({ tincture: C.gold })) +
          g({ transform: 'translate(6 1.6) scale(0.5)' }, basilisk({ tincture: BASILISK_GREEN })) +
          path(SHIELD, 'none', L, 0.6) +
          line('M0-14V16', L, 0.4),
      ) + scrolls(50, 142, 10, C.darkRed, 0.9),
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
