/**
 * The card model shared by German- and French-suited packs (RULES.md, "Card codes").
 *
 * Every game Cardavia plays uses at most the 32 cards 7..Ace in four suits, so a game card is an index
 * 0..31 (suit * 8 + rank) and a set of them fits a 32-bit mask (see cardset.ts). The sixes and fives that
 * some decks also print are "extra" cards: they have codes and faces, but no game ever deals them.
 */

/** 0 acorns/clubs, 1 leaves/spades, 2 hearts, 3 bells/diamonds (the usual correspondence of RULES.md). */
export type Suit = 0 | 1 | 2 | 3;
export const SUITS: readonly Suit[] = [0, 1, 2, 3];

/** Ranks in their printed order from low to high: 7 8 9 10 Unter/Jack Ober/Queen King Ace(Daus). */
export type Rank = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const RANK_7 = 0,
  RANK_8 = 1,
  RANK_9 = 2,
  RANK_10 = 3,
  RANK_UNTER = 4,
  RANK_OBER = 5,
  RANK_KING = 6,
  RANK_ACE = 7;
export const RANKS: readonly Rank[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** A game card: suit * 8 + rank, 0..31. */
export type Card = number;

export const cardOf = (suit: Suit, rank: Rank): Card => suit * 8 + rank;
export const suitOf = (card: Card): Suit => (card >> 3) as Suit;
export const rankOf = (card: Card): Rank => (card & 7) as Rank;

/** The printed ranks below 7 that some decks carry. */
export type ExtraRank = '6' | '5';

/**
 * What a card code can name: a game card (0..31) or an extra card (32 + suit * 2 + (six ? 0 : 1)).
 * Extra cards are valid notation (RECORDS.md) but belong to no game's pack.
 */
export type CardCode = number;
export const EXTRA_BASE = 32;
export const extraCode = (suit: Suit, rank: ExtraRank): CardCode => EXTRA_BASE + suit * 2 + (rank === '6' ? 0 : 1);
export const isGameCard = (code: CardCode): boolean => code >= 0 && code < EXTRA_BASE;

export type Notation = 'german' | 'french';

interface NotationTable {
  readonly suits: readonly string[];
  readonly ranks: readonly string[];
  readonly extraRanks: readonly ExtraRank[];
}

const NOTATIONS: Record<Notation, NotationTable> = {
  german: { suits: ['E', 'G', 'H', 'S'], ranks: ['7', '8', '9', 'T', 'U', 'O', 'K', 'A'], extraRanks: ['6', '5'] },
  french: { suits: ['C', 'S', 'H', 'D'], ranks: ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A'], extraRanks: ['6'] },
};

/** The two-character code of a card or extra card in a notation, suit then rank ("EO", "SJ", "S6"). */
export function formatCard(notation: Notation, code: CardCode): string {
  const table = NOTATIONS[notation];
  if (isGameCard(code)) return table.suits[suitOf(code)]! + table.ranks[rankOf(code)]!;
  const offset = code - EXTRA_BASE;
  return table.suits[offset >> 1]! + ((offset & 1) === 0 ? '6' : '5');
}

/** Parses a card code of the notation; undefined when the string names no card of it. */
export function parseCard(notation: Notation, text: string): CardCode | undefined {
  if (text.length !== 2) return undefined;
  const table = NOTATIONS[notation];
  const suit = table.suits.indexOf(text[0]!);
  if (suit < 0) return undefined;
  const rank = table.ranks.indexOf(text[1]!);
  if (rank >= 0) return cardOf(suit as Suit, rank as Rank);
  const extra = table.extraRanks.indexOf(text[1] as ExtraRank);
  if (extra >= 0) return extraCode(suit as Suit, table.extraRanks[extra]!);
  return undefined;
}

/** The letter of a suit in a notation ("H"), as a Schnapsen marriage names it. */
export const suitLetter = (notation: Notation, suit: Suit): string => NOTATIONS[notation].suits[suit]!;
/** The suit of a letter of the notation, or undefined. */
export function parseSuit(notation: Notation, letter: string): Suit | undefined {
  const i = NOTATIONS[notation].suits.indexOf(letter);
  return i >= 0 ? (i as Suit) : undefined;
}

/** Suit symbols for terminal and text display, in the suit order above. */
export const SUIT_SYMBOLS: Record<Notation, readonly string[]> = {
  german: ['♣', '♠', '♥', '♦'],
  french: ['♣', '♠', '♥', '♦'],
};
