/**
 * The deck catalogue (PRODUCT.md, "Decks") and the pack each game takes from a deck (RULES.md SK-1, BS-1).
 */
import { describe, expect, test } from 'vitest';
import { formatCard, isPlainCard, parseCard } from './cards.js';
import { DECKS, type GameId, deckById, packFor as packForGame } from './decks.js';
import { GAME_IDS, gameById } from './games.js';

const packFor = (deck: string, game: GameId) => packForGame(deck, gameById(game)!);
const DEFAULT_DECK: Record<string, string> = Object.fromEntries(GAME_IDS.map((g) => [g, gameById(g)!.defaultDeck]));

const SUITS_OF = { german: ['E', 'G', 'H', 'S'], french: ['C', 'S', 'H', 'D'] } as const;
const PACK_RANKS = {
  german: ['A', 'K', 'O', 'U', 'T', '9', '8', '7'],
  french: ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'],
};

/** PRODUCT.md's table: id, city, country, cards, games. */
const PRODUCT_TABLE: [string, string, string, number, GameId[]][] = [
  ['vienna-tell', 'Vienna', 'AT', 36, ['schnapsen', 'schafkopf', 'watten', 'bohemian-schneider']],
  ['munich-bavarian', 'Munich', 'DE', 36, ['schafkopf', 'watten', 'schnapsen', 'bohemian-schneider']],
  ['salzburg', 'Salzburg', 'AT', 36, ['watten', 'schnapsen', 'schafkopf', 'bohemian-schneider']],
  ['bolzano-salisburghesi', 'Bolzano', 'IT', 40, ['watten', 'schafkopf', 'bohemian-schneider']],
  ['prague', 'Prague', 'CZ', 32, ['marias', 'bohemian-schneider', 'schafkopf']],
  ['paris-piquet', 'Paris', 'FR', 32, ['belote', 'bohemian-schneider', 'marias']],
];

describe('deck catalogue', () => {
  test('holds the decks of PRODUCT.md with their city, country, card count and games', () => {
    expect(DECKS.map((d) => d.id).sort()).toEqual(PRODUCT_TABLE.map((r) => r[0]).sort());
    for (const [id, city, country, cards, games] of PRODUCT_TABLE) {
      const deck = deckById(id)!;
      expect(deck, id).toBeDefined();
      expect(deck.city).toBe(city);
      expect(deck.country).toBe(country);
      expect(deck.cardCount).toBe(cards);
      // The order is the page's: Vienna presents Schnapsen first (PRODUCT.md).
      expect(deck.games).toEqual(games);
    }
  });

  test('ids are unique and deckById finds each deck, nothing else', () => {
    expect(new Set(DECKS.map((d) => d.id)).size).toBe(DECKS.length);
    for (const d of DECKS) expect(deckById(d.id)).toBe(d);
    expect(deckById('no-such-deck')).toBeUndefined();
    expect(deckById('')).toBeUndefined();
    expect(deckById('Paris-Piquet')).toBeUndefined();
  });

  test.each(DECKS.map((d) => [d.id, d] as const))('%s: card count = its ranks × 4 suits', (_id, deck) => {
    expect(deck.cardCount).toBe(deck.ranks.length * 4);
    expect(new Set(deck.ranks).size).toBe(deck.ranks.length);
  });

  test.each(DECKS.map((d) => [d.id, d] as const))(
    '%s: every printed card is a valid code of its notation, ranks high to low',
    (_id, deck) => {
      const order = ['A', 'K', 'O', 'Q', 'U', 'J', 'T', '9', '8', '7', '6', '5'];
      const positions = deck.ranks.map((r) => order.indexOf(r));
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      for (const s of SUITS_OF[deck.suitSystem]) {
        for (const r of deck.ranks) {
          const code = parseCard(deck.suitSystem, s + r);
          expect(code, s + r).toBeDefined();
          expect(formatCard(deck.suitSystem, code!)).toBe(s + r);
        }
      }
    },
  );

  test.each(DECKS.map((d) => [d.id, d] as const))('%s: special cards are cards the deck prints', (_id, deck) => {
    for (const special of deck.specialCards) {
      expect(parseCard(deck.suitSystem, special.code), special.code).toBeDefined();
      expect(deck.ranks).toContain(special.code[1]);
      if (special.kind === 'weli') expect(special.code).toBe('S6');
      if (special.kind === 'seasonal-daus') expect(special.code[1]).toBe('A');
    }
  });

  test('the Vienna Tell pack shows the seasons on its Daus cards and has the Weli (PRODUCT.md)', () => {
    const vienna = deckById('vienna-tell')!;
    const seasons = Object.fromEntries(
      vienna.specialCards.filter((c) => c.kind === 'seasonal-daus').map((c) => [c.code, c.season]),
    );
    expect(seasons).toEqual({ HA: 'spring', SA: 'summer', GA: 'autumn', EA: 'winter' });
    expect(vienna.specialCards.filter((c) => c.kind === 'weli').map((c) => c.code)).toEqual(['S6']);
  });

  test('the default decks: Paris piquet for Bohemian Schneider, Vienna Tell for Schafkopf (RECORDS.md)', () => {
    expect(DEFAULT_DECK['bohemian-schneider']).toBe('paris-piquet');
    expect(DEFAULT_DECK.schafkopf).toBe('vienna-tell');
    for (const game of GAME_IDS) expect(packFor(DEFAULT_DECK[game]!, game).ok).toBe(true);
  });
});

describe('packFor', () => {
  const listed = DECKS.flatMap((d) => d.games.map((g) => [d.id, g] as const));

  test.each(listed)('%s serves %s with exactly the game’s pack in four suits, in index order', (id, game) => {
    const result = packFor(id, game);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const definition = gameById(game)!;
    expect(result.value).toEqual([...definition.pack(definition.defaultRules)].sort((a, b) => a - b));
    const deck = deckById(id)!;
    const codes = result.value.map((c) => formatCard(deck.suitSystem, c)).sort();
    // The game's ranks from the deck's, in all four suits: the 32-card games all of 7..Ace, Schnapsen (SN-1) Ace,
    // Ten and the courts; beyond them at most one card, Watten's Weli (WA-1), the six of bells.
    const suits = SUITS_OF[deck.suitSystem];
    const ranks = PACK_RANKS[deck.suitSystem].filter((r) => suits.every((s) => codes.includes(s + r)));
    const suited = suits.flatMap((s) => ranks.map((r) => s + r)).sort();
    const beyond = codes.filter((c) => !suited.includes(c));
    expect(beyond.length === 0 || (beyond.length === 1 && beyond[0] === 'S6'), beyond.join()).toBe(true);
    expect(codes).toEqual([...suited, ...beyond].sort());
  });

  test('leaves out the sixes (the Weli among them) and the fives', () => {
    for (const id of ['vienna-tell', 'salzburg', 'bolzano-salisburghesi']) {
      const pack = packFor(id, 'schafkopf');
      expect(pack.ok).toBe(true);
      if (pack.ok) {
        expect(pack.value.every(isPlainCard)).toBe(true);
        expect(pack.value).not.toContain(parseCard('german', 'S6'));
        expect(pack.value).not.toContain(parseCard('german', 'S5'));
      }
    }
  });

  test('refuses Schafkopf with the French-suited Paris piquet pack: DECK_CANNOT_SERVE_GAME', () => {
    const result = packFor('paris-piquet', 'schafkopf');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('DECK_CANNOT_SERVE_GAME');
      expect(result.error.message).toMatch(/\S/);
    }
  });

  test('a pack holding a six (a game that deals the Weli) is served only by the decks that print sixes', () => {
    const sixPack = [...Array.from({ length: 32 }, (_, c) => c), parseCard('german', 'S6')!];
    const withSix = { id: 'with-a-six', suitSystems: ['german' as const], defaultRules: null, pack: () => sixPack };
    const served = DECKS.filter((d) => packForGame(d.id, withSix).ok).map((d) => d.id);
    expect(served.sort()).toEqual(['bolzano-salisburghesi', 'munich-bavarian', 'salzburg', 'vienna-tell']);
    const prague = packForGame('prague', withSix);
    expect(!prague.ok && prague.error).toMatchObject({ code: 'DECK_CANNOT_SERVE_GAME', message: /lacks the ranks 6/ });
  });

  test('refuses an unknown deck id: UNKNOWN_DECK', () => {
    for (const id of ['no-such-deck', '', 'PRAGUE']) {
      for (const game of GAME_IDS) {
        const result = packFor(id, game);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error.code).toBe('UNKNOWN_DECK');
      }
    }
  });

  test('every game a deck’s page presents, the deck serves (a deck may serve more: setup accepts them)', () => {
    for (const deck of DECKS) {
      for (const game of deck.games) expect(packFor(deck.id, game).ok, `${deck.id} / ${game}`).toBe(true);
    }
  });

  test('Schnapsen (SN-1) is served by every deck of the catalogue, German or French, with 20 cards', () => {
    for (const deck of DECKS) {
      const pack = packFor(deck.id, 'schnapsen');
      expect(pack.ok, deck.id).toBe(true);
      if (pack.ok) expect(pack.value).toHaveLength(20);
    }
  });

  test('Bohemian Schneider can be played with decks of both families (RULES.md BS, last line)', () => {
    const families = new Set(DECKS.filter((d) => packFor(d.id, 'bohemian-schneider').ok).map((d) => d.suitSystem));
    expect(families).toEqual(new Set(['german', 'french']));
  });
});
