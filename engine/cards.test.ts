/**
 * Card codes (RULES.md, "Card codes"): one two-character code per card, suit then rank, in the notation of
 * the deck family. German: suits E G H S, ranks A K O U T 9 8 7 6 5. French: suits C S H D, ranks
 * A K Q J T 9 8 7 6. Sixes and fives are cards too (codes 32..39), which only some games' packs hold.
 */
import { describe, expect, test } from 'vitest';
import {
  type Notation,
  type Rank,
  type Suit,
  EXTRA_BASE,
  PACK_32,
  RANKS,
  RANK_10,
  RANK_7,
  RANK_8,
  RANK_9,
  RANK_ACE,
  RANK_KING,
  RANK_OBER,
  RANK_UNTER,
  SUITS,
  cardOf,
  extraCode,
  formatCard,
  isCard,
  isPlainCard,
  RANK_5,
  RANK_6,
  parseCard,
  rankOf,
  suitOf,
} from './cards.js';

const GERMAN_SUITS = ['E', 'G', 'H', 'S'];
const FRENCH_SUITS = ['C', 'S', 'H', 'D'];
/** Printed high to low, as in the RULES.md table. */
const GERMAN_RANKS_HIGH_TO_LOW = ['A', 'K', 'O', 'U', 'T', '9', '8', '7'];
const FRENCH_RANKS_HIGH_TO_LOW = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'];

const allGameCodes = (suits: string[], ranks: string[]): string[] => suits.flatMap((s) => ranks.map((r) => s + r));

describe('game cards: suit * 8 + rank, ranks 7 up to Ace', () => {
  test('there are 32 game cards, each with one suit and one rank', () => {
    const seen = new Set<number>();
    for (const suit of SUITS) for (const rank of RANKS) seen.add(cardOf(suit, rank));
    expect(seen.size).toBe(32);
    for (let c = 0; c < 32; c++) {
      expect(seen.has(c)).toBe(true);
      expect(cardOf(suitOf(c), rankOf(c))).toBe(c);
      expect(isPlainCard(c)).toBe(true);
    }
    // The 32-card games' pack holds exactly them, in code order.
    expect(PACK_32).toEqual([...seen].sort((a, b) => a - b));
  });

  test('rank constants run from the 7 up to the Ace in printed order', () => {
    expect([RANK_7, RANK_8, RANK_9, RANK_10, RANK_UNTER, RANK_OBER, RANK_KING, RANK_ACE]).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
  });
});

describe.each<[Notation, string[], string[]]>([
  ['german', GERMAN_SUITS, GERMAN_RANKS_HIGH_TO_LOW],
  ['french', FRENCH_SUITS, FRENCH_RANKS_HIGH_TO_LOW],
])('%s notation', (notation, suits, ranks) => {
  test('every game card code round-trips: parse then format gives the code back', () => {
    const codes = allGameCodes(suits, ranks);
    const parsed = new Set<number>();
    for (const code of codes) {
      const card = parseCard(notation, code);
      expect(card, code).toBeDefined();
      expect(isPlainCard(card!)).toBe(true);
      expect(formatCard(notation, card!)).toBe(code);
      parsed.add(card!);
    }
    expect(parsed.size).toBe(32);
  });

  test('every game card formats to a code that parses back to it', () => {
    for (let c = 0; c < 32; c++) expect(parseCard(notation, formatCard(notation, c))).toBe(c);
  });

  test('the suit letter is the first character and follows the table order', () => {
    suits.forEach((letter, suit) => {
      for (const rank of RANKS) expect(formatCard(notation, cardOf(suit as Suit, rank))[0]).toBe(letter);
    });
  });

  test('the rank letters run 7 8 9 T, then Unter/Jack, Ober/Queen, King, Ace', () => {
    const lowToHigh = [...ranks].reverse();
    for (const suit of SUITS) {
      for (const rank of RANKS) expect(formatCard(notation, cardOf(suit, rank))[1]).toBe(lowToHigh[rank]);
    }
  });

  test('the six of every suit parses, formats back, and has its suit and the rank six', () => {
    suits.forEach((letter, suit) => {
      const code = parseCard(notation, letter + '6');
      expect(code).toBeDefined();
      expect(code!).toBeGreaterThanOrEqual(EXTRA_BASE);
      expect(isPlainCard(code!)).toBe(false);
      expect(isCard(code!)).toBe(true);
      expect(suitOf(code!)).toBe(suit);
      expect(rankOf(code!)).toBe(RANK_6);
      expect(cardOf(suit as Suit, RANK_6)).toBe(code);
      expect(formatCard(notation, code!)).toBe(letter + '6');
    });
  });

  test('lowercase, too short, too long and unknown letters are refused', () => {
    for (const bad of ['', 'A', 'SAA', 'S10', 's9', 'XA', 'S1', 'S2', 'S4', ' SA', 'SA ', 'AS']) {
      expect(parseCard(notation, bad), JSON.stringify(bad)).toBeUndefined();
    }
  });
});

describe('the two notations differ', () => {
  test('German court letters O and U are not French, French Q and J are not German', () => {
    expect(parseCard('french', 'EO')).toBeUndefined();
    expect(parseCard('french', 'CO')).toBeUndefined();
    expect(parseCard('french', 'CU')).toBeUndefined();
    expect(parseCard('german', 'SJ')).toBeUndefined();
    expect(parseCard('german', 'EQ')).toBeUndefined();
    expect(parseCard('german', 'HJ')).toBeUndefined();
  });

  test('German suits E and G are not French suits, French C and D are not German suits', () => {
    expect(parseCard('french', 'EA')).toBeUndefined();
    expect(parseCard('french', 'GA')).toBeUndefined();
    expect(parseCard('german', 'CA')).toBeUndefined();
    expect(parseCard('german', 'DA')).toBeUndefined();
  });

  test('the usual correspondence: acorns=clubs, leaves=spades, hearts=hearts, bells=diamonds, Ober=Queen, Unter=Jack', () => {
    const pairs: [string, string][] = [
      ['EA', 'CA'],
      ['GA', 'SA'],
      ['HA', 'HA'],
      ['SA', 'DA'],
      ['EO', 'CQ'],
      ['EU', 'CJ'],
      ['GT', 'ST'],
      ['S7', 'D7'],
    ];
    for (const [german, french] of pairs) expect(parseCard('german', german)).toBe(parseCard('french', french));
  });

  test('"S" is bells in German but spades in French', () => {
    expect(suitOf(parseCard('german', 'SA')!)).toBe(3);
    expect(suitOf(parseCard('french', 'SA')!)).toBe(1);
  });

  test('fives exist only in the German notation', () => {
    for (const letter of GERMAN_SUITS) {
      const code = parseCard('german', letter + '5');
      expect(code).toBeDefined();
      expect(rankOf(code!)).toBe(RANK_5);
      expect(formatCard('german', code!)).toBe(letter + '5');
    }
    for (const letter of FRENCH_SUITS) expect(parseCard('french', letter + '5')).toBeUndefined();
  });

  test('the Weli (six of bells, S6) is a card with its own code, distinct from every other card', () => {
    const weli = parseCard('german', 'S6')!;
    expect(weli).toBe(extraCode(3, '6'));
    expect([suitOf(weli), rankOf(weli)]).toEqual([3, RANK_6]);
    const extras = new Set<number>();
    for (const suit of SUITS) for (const r of ['6', '5'] as const) extras.add(extraCode(suit, r));
    expect(extras.size).toBe(8);
    for (const e of extras) expect(e).toBeGreaterThanOrEqual(32);
  });

  test('the 40 codes 0..39 are cards, each with one suit and one rank; no other number is', () => {
    const seen = new Set<string>();
    for (let c = 0; c < 40; c++) {
      expect(isCard(c)).toBe(true);
      expect(cardOf(suitOf(c), rankOf(c))).toBe(c);
      seen.add(`${suitOf(c)}/${rankOf(c)}`);
    }
    expect(seen.size).toBe(40);
    for (const bad of [-1, 40, 1.5, NaN]) expect(isCard(bad)).toBe(false);
    expect(isPlainCard(32)).toBe(false);
    expect(isPlainCard(39)).toBe(false);
    for (const rank of RANKS) expect(isPlainCard(cardOf(0, rank as Rank))).toBe(true);
  });
});
