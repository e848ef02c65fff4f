/**
 * The card model shared by German- and French-suited packs (RULES.md, "Card codes").
 *
 * A card code names a printed card: 0..31 are the cards 7..Ace of the four suits (suit * 8 + rank, the
 * numbering the 32-card games' hot paths use), 32..39 the sixes and fives (32 + suit * 2, plus 1 for a five).
 * Each game says which of them its pack holds (the game's `pack`, dealt by pack index): Schnapsen deals 20,
 * Schafkopf 32, Watten 33 with the Weli `S6`, and a Salisburghesi game could deal all 40. A set of cards is a
 * mask of these codes (cardset.ts), which holds up to 52 cards, so the code space can grow by 12 more.
 */

/** 0 acorns/clubs, 1 leaves/spades, 2 hearts, 3 bells/diamonds (the usual correspondence of RULES.md). */
export type Suit = 0 | 1 | 2 | 3;
export const SUITS: readonly Suit[] = [0, 1, 2, 3];

/**
 * Ranks: 0..7 in their printed order from low to high, 7 8 9 10 Unter/Jack Ober/Queen King Ace(Daus), then
 * the six (8) and the five (9), which only some packs hold. A game ranks them in its own order.
 */
export type Rank = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export const RANK_7 = 0,
  RANK_8 = 1,
  RANK_9 = 2,
  RANK_10 = 3,
  RANK_UNTER = 4,
  RANK_OBER = 5,
  RANK_KING = 6,
  RANK_ACE = 7,
  RANK_6 = 8,
  RANK_5 = 9;
/** The eight ranks 7..Ace that every pack of Cardavia's decks holds. */
export const RANKS: readonly Rank[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** A card code, 0..39 (see above). */
export type Card = number;
/** How many card codes there are: the actions of a `card` move take 0..CARD_CODES-1. */
export const CARD_CODES = 40;
/** The first code past the 32 cards 7..Ace: the sixes and fives start here. */
export const EXTRA_BASE = 32;
/** The 32 cards 7..Ace of the four suits in code order (0..31): the pack of the 32-card games. */
export const PACK_32: readonly Card[] = Array.from({ length: EXTRA_BASE }, (_, i) => i);

export const cardOf = (suit: Suit, rank: Rank): Card =>
  rank < RANK_6 ? suit * 8 + rank : EXTRA_BASE + suit * 2 + (rank - RANK_6);
export const suitOf = (card: Card): Suit => (card < EXTRA_BASE ? card >> 3 : (card - EXTRA_BASE) >> 1) as Suit;
export const rankOf = (card: Card): Rank => (card < EXTRA_BASE ? card & 7 : RANK_6 + ((card - EXTRA_BASE) & 1)) as Rank;

/** The printed ranks below 7 that some decks carry. */
export type ExtraRank = '6' | '5';

/** The code of a six or a five. */
export const extraCode = (suit: Suit, rank: ExtraRank): Card => cardOf(suit, rank === '6' ? RANK_6 : RANK_5);
/** Whether a number is a card code at all. */
export const isCard = (code: number): boolean => Number.isInteger(code) && code >= 0 && code < CARD_CODES;
/** Whether a code is one of the 32 cards 7..Ace (not a six or a five). */
export const isPlainCard = (code: number): boolean => Number.isInteger(code) && code >= 0 && code < EXTRA_BASE;
/** A card code, as the notation modules name it. */
export type CardCode = Card;

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

/** The two-character code of a card in a notation, suit then rank ("EO", "SJ", "S6"). */
export function formatCard(notation: Notation, code: Card): string {
  const table = NOTATIONS[notation];
  const rank = rankOf(code);
  return table.suits[suitOf(code)]! + (rank < RANK_6 ? table.ranks[rank]! : rank === RANK_6 ? '6' : '5');
}

/** Parses a card code of the notation; undefined when the string names no card of it. */
export function parseCard(notation: Notation, text: string): Card | undefined {
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

/** The letter of a rank in a notation ("9", "U", "J", "6"), as Watten's Schlag names it. */
export function formatRank(notation: Notation, rank: number): string {
  return rank < RANK_6 ? NOTATIONS[notation].ranks[rank]! : rank === RANK_6 ? '6' : '5';
}
/** The rank of a letter of the notation (the six and, in German notation, the five included), or undefined. */
export function parseRank(notation: Notation, letter: string): Rank | undefined {
  const table = NOTATIONS[notation];
  const i = table.ranks.indexOf(letter);
  if (i >= 0) return i as Rank;
  if (!table.extraRanks.includes(letter as ExtraRank)) return undefined;
  return letter === '6' ? RANK_6 : RANK_5;
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
