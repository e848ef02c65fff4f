/**
 * What differs from deck to deck when drawing: card codes, index style, head count, scenery. The deck
 * facts themselves (ranks, heads, special cards) come from the engine's catalogue.
 */
import type { Suit } from '../../../engine/cards.js';
import { type Deck, type DeckId, type SpecialCard, deckById } from '../../../engine/decks.js';
import type { SuitSystem } from './palette.js';

/** Every face is 100 × 156 units (about 58 × 90 mm, the size of both German packs and piquet packs). */
export const CARD_WIDTH = 100;
export const CARD_HEIGHT = 156;

export type Family = 'tell' | 'bavarian' | 'salzburg' | 'prague' | 'paris';

export interface Style {
  readonly deck: Deck;
  readonly family: Family;
  readonly system: SuitSystem;
  readonly double: boolean;
  /** Number cards: Roman or Arabic numerals (tens are an X everywhere, as on German packs). */
  readonly roman: boolean;
  /** Court letters in the corners: German K O U, French R D V, or none (Bohemian packs print none). */
  readonly courtLetters: Readonly<Record<string, string>> | null;
  /** The coat of arms on the Daus cards and backs. */
  readonly emblem: 'bavaria' | 'salzburg' | 'tyrol' | 'bohemia' | null;
}

const FAMILY: Record<DeckId, Family> = {
  'vienna-tell': 'tell',
  'munich-bavarian': 'bavarian',
  salzburg: 'salzburg',
  'bolzano-salisburghesi': 'salzburg',
  prague: 'prague',
  'paris-piquet': 'paris',
};

const EMBLEM: Record<DeckId, Style['emblem']> = {
  'vienna-tell': null,
  'munich-bavarian': 'bavaria',
  salzburg: 'salzburg',
  'bolzano-salisburghesi': 'tyrol',
  prague: 'bohemia',
  'paris-piquet': null,
};

const GERMAN_LETTERS = { K: 'K', O: 'O', U: 'U' };
const FRENCH_LETTERS = { A: 'A', K: 'R', Q: 'D', J: 'V' };

const styles = new Map<DeckId, Style>();

export function styleOf(id: DeckId): Style {
  let style = styles.get(id);
  if (style) return style;
  const deck = deckById(id);
  if (!deck) throw new Error(`unknown deck "${id}"`);
  const family = FAMILY[id];
  style = {
    deck,
    family,
    system: deck.suitSystem,
    double: deck.heads === 'double',
    roman: family === 'tell' || family === 'prague',
    // The Tell and Prague packs print no letters on their courts: the Ober holds his sign high, the Unter low
    // (docs/patterns.md).
    courtLetters:
      family === 'paris' ? FRENCH_LETTERS : family === 'prague' || family === 'tell' ? null : GERMAN_LETTERS,
    emblem: EMBLEM[id],
  };
  styles.set(id, style);
  return style;
}

const SUIT_LETTERS: Record<SuitSystem, string> = { german: 'EGHS', french: 'CSHD' };

export interface ParsedCard {
  readonly suit: Suit;
  /** The rank letter of the code: A K O U T 9 8 7 6 5 (German) or A K Q J T 9 8 7 (French). */
  readonly rank: string;
  readonly special: SpecialCard | undefined;
}

/** Reads a card code of the deck, refusing any card the deck does not print. */
export function parseCode(style: Style, code: string): ParsedCard {
  const suit = SUIT_LETTERS[style.system].indexOf(code[0] ?? '');
  const rank = code.slice(1);
  if (code.length !== 2 || suit < 0 || !style.deck.ranks.includes(rank)) {
    throw new Error(`${style.deck.id} prints no card "${code}"`);
  }
  return { suit: suit as Suit, rank, special: style.deck.specialCards.find((c) => c.code === code) };
}

/** Every card code the deck prints, suit by suit (acorns/clubs first), each suit from high to low. */
export function deckCards(id: DeckId): string[] {
  const { deck, system } = styleOf(id);
  const out: string[] = [];
  for (const s of SUIT_LETTERS[system]) for (const r of deck.ranks) out.push(s + r);
  return out;
}

/** The pip count of a number-card rank letter, or 0 for courts and aces. */
export const pipCount = (rank: string): number => (rank === 'T' ? 10 : /^[5-9]$/.test(rank) ? Number(rank) : 0);

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
export const numeral = (count: number, roman: boolean): string =>
  count === 10 || roman ? ROMAN[count]! : String(count);
