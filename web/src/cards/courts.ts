/**
 * Court cards, by pattern. Each pattern draws its courts with figures of its own (issue 14, from
 * docs/patterns.md): its heads, costumes, poses and attributes, no figure shared with another pattern. Who the
 * Tell and Paris courts show is `subjects.ts`.
 */
import { drawBavarianCourt } from './bavarian/courts.js';
import type { Ink } from './palette.js';
import { drawParisCourt } from './paris/courts.js';
import type { Family, ParsedCard, Style } from './patterns.js';
import { drawPragueCourt } from './prague/courts.js';
import { drawSalzburgCourt } from './salzburg/courts.js';
import { drawTellCourt } from './tell/courts.js';

const COURTS: Record<Family, (style: Style, card: ParsedCard, ink: Ink) => string> = {
  tell: drawTellCourt,
  bavarian: drawBavarianCourt,
  salzburg: drawSalzburgCourt,
  prague: drawPragueCourt,
  paris: drawParisCourt,
};

export function drawCourt(style: Style, card: ParsedCard, ink: Ink): string {
  return COURTS[style.family](style, card, ink);
}
