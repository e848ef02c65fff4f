/** Number cards (5 to 10), and the Weli, the six of bells that Austrian packs print as a card of its own. */
import { frenchIndex } from './frame.js';
import { C, type Ink, suitInk } from './palette.js';
import { CARD_WIDTH, type ParsedCard, type Style } from './patterns.js';
import { germanNumeral, pipPositions, pips } from './pips.js';
import { banner } from './ornament.js';
import { sign } from './suits.js';
import { artOf } from './loader.js';

export function drawNumber(style: Style, card: ParsedCard, ink: Ink, count: number, fourColour: boolean): string {
  if (style.system === 'french')
    return frenchIndex(style, String(count), card.suit, ink) + pips(style, card.suit, ink, count);
  if (card.special?.kind === 'weli') return weli(style, ink, fourColour);
  const scene = artOf(style).scene(style, card, count);
  return germanNumeral(style, count, C.line) + pips(style, card.suit, ink, count) + scene;
}

/** Six bells, with an acorn and a heart between them and WELI on a ribbon: no one mistakes it for a six. */
function weli(style: Style, ink: Ink, fourColour: boolean): string {
  const pos = pipPositions(style, 6);
  const acorn = suitInk('german', 0, fourColour);
  const heart = suitInk('german', 2, fourColour);
  const mid = (pos[0]![1] + pos[2]![1]) / 2;
  const low = (pos[2]![1] + pos[4]![1]) / 2;
  return (
    pips(style, 3, ink, 6) +
    sign('german', 0, acorn, CARD_WIDTH / 2, mid, 0.75) +
    sign('german', 2, heart, CARD_WIDTH / 2, low, 0.75, style.double ? 180 : 0) +
    banner(CARD_WIDTH / 2, 14, 44, 'WELI', C.red) +
    (style.double ? banner(CARD_WIDTH / 2, 14, 44, 'WELI', C.red, true) : '')
  );
}
