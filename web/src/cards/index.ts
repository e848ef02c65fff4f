/**
 * Cardavia's card faces, drawn in code as SVG strings: every card of every deck in the catalogue, its back,
 * the suit signs alone, and the cards' accessible names in English, French and German.
 *
 * Each function returns self-contained markup (no ids, no scripts, no external references, generic font
 * families only), so any number of cards can be inlined on one page with {@html}.
 */
import type { DeckId } from '../../../engine/decks.js';
import { cornerIndex, paper, svgRoot } from './frame.js';
import { artOf } from './loader.js';
import { cardName } from './names.js';
import { suitInk } from './palette.js';
import { type ParsedCard, type Style, parseCode, pipCount, styleOf } from './patterns.js';
import { drawNumber } from './numbers.js';

export { drawBack } from './backs.js';
export { artLoaded, loadArt } from './loader.js';
export { cardName, rankName, suitName, type Lang } from './names.js';
export { CARD_HEIGHT, CARD_WIDTH, deckCards } from './patterns.js';
export { suitSign, type SuitSignOptions } from './suits.js';
export type { SuitSystem } from './palette.js';
export type { DeckId };

export interface DrawOptions {
  /** One distinct colour per suit, for colour-blind players. */
  readonly fourColour?: boolean;
  /**
   * A rank and suit mark in two corners of every card of a German-suited pack (the French packs print theirs),
   * over whatever the pattern draws there: a fanned hand then shows what each card is.
   */
  readonly indices?: boolean;
  /** The accessible name; by default the English card name. */
  readonly title?: string;
}

/** Faces already drawn (they are pure functions of deck, code and mode); a page redraws the same few. */
const faces = new Map<string, string>();
/**
 * Faces drawn ahead, at build time (the atlas's tiles, web/vite.config.ts): `drawCard` gives them before, or
 * without, their pattern's art.
 */
const ahead = new Map<string, string>();

const faceKey = (deck: DeckId, code: string, options: DrawOptions): string =>
  `${deck} ${code} ${options.fourColour === true} ${options.indices === true}`;

/** A face's body (what its svg root holds) by its key, for a build to draw ahead (`registerFaces`). */
export function faceAhead(deck: DeckId, code: string, options: DrawOptions = {}): [string, string] {
  return [faceKey(deck, code, options), face(deck, code, options.fourColour === true, options.indices === true)];
}

/** Takes faces drawn ahead (`faceAhead`'s pairs): they are drawn without their pattern's art. */
export function registerFaces(drawn: readonly (readonly [string, string])[]): void {
  for (const [key, body] of drawn) ahead.set(key, body);
}

/** Whether this face was drawn ahead: `drawCard` draws it without waiting for its pattern's art. */
export const drawnAhead = (deck: DeckId, code: string, options: DrawOptions = {}): boolean =>
  ahead.has(faceKey(deck, code, options));

/** A blank face with the card's name, shown for the moment the deck's art takes to arrive. */
export function drawBlankCard(title: string): string {
  return svgRoot(title, paper());
}

function face(deck: DeckId, code: string, fourColour: boolean, indices: boolean): string {
  const key = faceKey(deck, code, { fourColour, indices });
  let body = ahead.get(key) ?? faces.get(key);
  if (body !== undefined) return body;
  const style = styleOf(deck);
  const card = parseCode(style, code);
  const ink = suitInk(style.system, card.suit, fourColour);
  const count = pipCount(card.rank);
  const art = artOf(style);
  body =
    paper() +
    (card.rank === 'A'
      ? art.ace(style, card, ink)
      : count > 0
        ? drawNumber(style, card, ink, count, fourColour)
        : art.court(style, card, ink)) +
    (indices && style.system !== 'french' ? cornerIndex(style, indexLabel(style, card, count), card.suit, ink) : '');
  if (faces.size >= 200) faces.clear();
  faces.set(key, body);
  return body;
}

/** The corner index's text: the number, the pack's court letter (German K O U where it prints none), A, W (the Weli). */
function indexLabel(style: Style, card: ParsedCard, count: number): string {
  if (card.special?.kind === 'weli') return 'W';
  if (count > 0) return String(count);
  return style.courtLetters?.[card.rank] ?? card.rank;
}

/**
 * A card face as a complete `<svg role="img">`, 100 × 156 units. Throws for a card the deck does not print, and
 * while the deck's art is not loaded (`loadArt`; Node code imports `all.ts`, which loads every pattern).
 */
export function drawCard(deck: DeckId, code: string, options: DrawOptions = {}): string {
  const body = face(deck, code, options.fourColour === true, options.indices === true);
  return svgRoot(options.title ?? cardName(deck, code, 'en'), body);
}
