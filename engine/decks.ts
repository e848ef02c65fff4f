/**
 * The deck catalogue (PRODUCT.md, "Decks"), as data, and the pack each game takes from a deck.
 */
import { type Card, type Notation, formatRank, rankOf } from './cards.js';
import { type Result, err, ok } from './result.js';

/** A game's id (engine/games.ts lists the games). */
export type GameId = string;

/** What the catalogue needs to know of a game to serve it a pack. */
export interface PackNeeds {
  readonly id: GameId;
  readonly suitSystems: readonly Notation[];
  /** The game's pack under its default rules: the deck must print every rank of it. */
  readonly defaultRules: unknown;
  pack(rules: never): readonly Card[];
}

export type DeckId =
  'vienna-tell' | 'munich-bavarian' | 'salzburg' | 'bolzano-salisburghesi' | 'prague' | 'paris-piquet';

/** A card that a deck prints with a face of its own (the Weli, the seasonal Daus cards). */
export interface SpecialCard {
  /** The card's code in the deck's notation. */
  readonly code: string;
  readonly kind: 'weli' | 'seasonal-daus';
  /** For a seasonal Daus: the season it shows. */
  readonly season?: 'spring' | 'summer' | 'autumn' | 'winter';
}

export interface Deck {
  readonly id: DeckId;
  /** The pattern's name, as collectors know it. */
  readonly pattern: string;
  readonly city: string;
  /** ISO 3166-1 alpha-2 code of the country. */
  readonly country: string;
  /** The city's position, for the atlas map (degrees). */
  readonly location: { readonly lat: number; readonly lon: number };
  readonly cardCount: number;
  readonly suitSystem: Notation;
  /** The ranks the deck prints, high to low, as codes of its notation. */
  readonly ranks: readonly string[];
  readonly heads: 'single' | 'double';
  readonly specialCards: readonly SpecialCard[];
  /** The English Wikipedia article about the pattern. */
  readonly wikipedia: string;
  /** The games the deck's page presents (the atlas's data; any deck whose pack fits may serve a game). */
  readonly games: readonly GameId[];
}

export const DECKS: readonly Deck[] = [
  {
    id: 'vienna-tell',
    pattern: 'Tell pattern (Doppeldeutsche, "Four Seasons")',
    city: 'Vienna',
    country: 'AT',
    location: { lat: 48.21, lon: 16.37 },
    cardCount: 36,
    suitSystem: 'german',
    ranks: ['A', 'K', 'O', 'U', 'T', '9', '8', '7', '6'],
    heads: 'double',
    specialCards: [
      { code: 'HA', kind: 'seasonal-daus', season: 'spring' },
      { code: 'SA', kind: 'seasonal-daus', season: 'summer' },
      { code: 'GA', kind: 'seasonal-daus', season: 'autumn' },
      { code: 'EA', kind: 'seasonal-daus', season: 'winter' },
      { code: 'S6', kind: 'weli' },
    ],
    wikipedia: 'Tell pattern',
    games: ['schnapsen', 'schafkopf', 'watten', 'bohemian-schneider'],
  },
  {
    id: 'munich-bavarian',
    pattern: 'Bavarian pattern',
    city: 'Munich',
    country: 'DE',
    location: { lat: 48.14, lon: 11.58 },
    cardCount: 36,
    suitSystem: 'german',
    ranks: ['A', 'K', 'O', 'U', 'T', '9', '8', '7', '6'],
    heads: 'single',
    specialCards: [],
    wikipedia: 'Bavarian pattern',
    games: ['schafkopf', 'watten', 'schnapsen', 'bohemian-schneider'],
  },
  {
    id: 'salzburg',
    pattern: 'Salzburg pattern',
    city: 'Salzburg',
    country: 'AT',
    location: { lat: 47.81, lon: 13.04 },
    cardCount: 36,
    suitSystem: 'german',
    ranks: ['A', 'K', 'O', 'U', 'T', '9', '8', '7', '6'],
    heads: 'single',
    specialCards: [{ code: 'S6', kind: 'weli' }],
    wikipedia: 'Salzburg pattern',
    games: ['watten', 'schnapsen', 'schafkopf', 'bohemian-schneider'],
  },
  {
    id: 'bolzano-salisburghesi',
    pattern: 'Salisburghesi (Salzburg pattern with fives and sixes)',
    city: 'Bolzano',
    country: 'IT',
    location: { lat: 46.5, lon: 11.35 },
    cardCount: 40,
    suitSystem: 'german',
    ranks: ['A', 'K', 'O', 'U', 'T', '9', '8', '7', '6', '5'],
    heads: 'single',
    specialCards: [{ code: 'S6', kind: 'weli' }],
    wikipedia: 'Salzburg pattern',
    games: ['watten', 'schafkopf', 'bohemian-schneider'],
  },
  {
    id: 'prague',
    pattern: 'Prague pattern (single-headed Bohemian pack)',
    city: 'Prague',
    country: 'CZ',
    location: { lat: 50.08, lon: 14.44 },
    cardCount: 32,
    suitSystem: 'german',
    ranks: ['A', 'K', 'O', 'U', 'T', '9', '8', '7'],
    heads: 'single',
    specialCards: [],
    wikipedia: 'Prague pattern',
    games: ['marias', 'bohemian-schneider', 'schafkopf'],
  },
  {
    id: 'paris-piquet',
    pattern: 'Paris pattern piquet pack',
    city: 'Paris',
    country: 'FR',
    location: { lat: 48.86, lon: 2.35 },
    cardCount: 32,
    suitSystem: 'french',
    ranks: ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'],
    heads: 'double',
    specialCards: [],
    wikipedia: 'Paris pattern',
    games: ['belote', 'bohemian-schneider', 'marias'],
  },
];

export function deckById(id: string): Deck | undefined {
  return DECKS.find((d) => d.id === id);
}

export interface DeckError {
  readonly code: 'UNKNOWN_DECK' | 'DECK_CANNOT_SERVE_GAME';
  readonly message: string;
}

/** Every rank code (cards.ts): 7 … Ace, then the six and the five that some packs hold. */
const RANK_CODES: readonly number[] = Array.from({ length: 10 }, (_, r) => r);

/**
 * The pack a game takes from a deck: the game's own pack (7..Ace in four suits for most games, BS-1, SK-1;
 * a game that deals a six, such as the Weli, names it in its pack), leaving out the deck's other sixes and
 * fives; the deck's own Daus faces serve as Aces. The cards are returned in index order. A deck of the wrong
 * suit system, or one lacking a rank of the pack (a six included), cannot serve.
 */
export function packFor(deckId: string, game: PackNeeds): Result<readonly Card[], DeckError> {
  const deck = deckById(deckId);
  if (!deck) return err({ code: 'UNKNOWN_DECK', message: `no deck "${deckId}" in the catalogue` });
  if (!game.suitSystems.includes(deck.suitSystem)) {
    return err({
      code: 'DECK_CANNOT_SERVE_GAME',
      message: `${game.id} is not played with a ${deck.suitSystem}-suited deck such as ${deck.id}`,
    });
  }
  const pack = game.pack(game.defaultRules as never);
  // A six or a five in the pack (a game's own six, the Weli) is a rank the deck must print like any other.
  const needed = RANK_CODES.filter((r) => pack.some((c) => rankOf(c) === r)).map((r) => formatRank(deck.suitSystem, r));
  const missing = needed.filter((r) => !deck.ranks.includes(r));
  if (missing.length > 0) {
    return err({
      code: 'DECK_CANNOT_SERVE_GAME',
      message: `${deck.id} lacks the ranks ${missing.join(', ')} that ${game.id} needs`,
    });
  }
  return ok(pack);
}
