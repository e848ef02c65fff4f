/**
 * The top card of each suit. German packs call it the Daus (deuce) and print two large suit signs with
 * ornament; single-headed packs add their coat of arms (Munich's lion holds the Bavarian shield), the Tell
 * pattern shows its season between the two signs. The French ace is one large pip, as on Paris packs.
 */
import { frenchIndex, innerFrame, MIDDLE } from './frame.js';
import { emblemShield, lion } from './heraldry.js';
import { scrolls, sprig } from './ornament.js';
import { C, type Ink } from './palette.js';
import { CARD_HEIGHT, CARD_WIDTH, type ParsedCard, type Style } from './patterns.js';
import { type Season, seasonMedallion } from './seasons.js';
import { sign } from './suits.js';
import { g, hash, transform } from './svg.js';

export function drawAce(style: Style, card: ParsedCard, ink: Ink): string {
  if (style.system === 'french') {
    // As on Paris-pattern packs: one large pip and the corner indices, nothing else.
    return frenchIndex(style, 'A', card.suit, ink) + sign('french', card.suit, ink, CARD_WIDTH / 2, MIDDLE, 2.6);
  }
  const s = (x: number, y: number, scale: number, rot = 0): string => sign('german', card.suit, ink, x, y, scale, rot);
  if (style.double) {
    const season = card.special?.season as Season | undefined;
    const middle = season
      ? seasonMedallion(season, hash(style.deck.id + card.suit))
      : sprig(50, MIDDLE, -1, 28, C.green, C.darkGreen) + sprig(50, MIDDLE, 1, 28, C.green, C.darkGreen);
    return innerFrame(4.5, C.line, 0.6) + s(50, 23, 1.3) + s(50, CARD_HEIGHT - 23, 1.3, 180) + middle;
  }
  // Single-headed: two signs one above the other, a garland between them, the arms below.
  const leaves = sprig(50, 68, -1, 30, C.green, C.darkGreen) + sprig(50, 68, 1, 30, C.green, C.darkGreen);
  const arms = style.emblem
    ? emblemShield(style.emblem, 50, 128, 0.95) +
      (style.emblem === 'bavaria'
        ? g({ transform: `${transform(31, 127, 0.9)} scale(-1 1)` }, lion(C.gold, C.line)) +
          g({ transform: transform(69, 127, 0.9) }, lion(C.gold, C.line))
        : scrolls(50, 128, 18, C.line, 0.8))
    : '';
  return leaves + s(50, 40, 1.75) + s(50, 92, 1.75) + arms;
}
