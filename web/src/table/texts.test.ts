/**
 * The table's sentences in every language, from the real i18n files: trick explanations, refusals,
 * announcements; and the i18n files themselves (same keys in fr/en/de, French typography).
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../engine/cards.js';
import { DEFAULT_SCHNEIDER_RULES } from '../../../engine/bohemian-schneider/index.js';
import { explainSchneiderTrick } from '../../../engine/bohemian-schneider/explain.js';
import { explainSchafkopfTrick } from '../../../engine/schafkopf/explain.js';
import { schneiderTable } from '../games/bohemian-schneider/table.js';
import { called } from '../games/schafkopf/deals.testing.js';
import { schafkopfTable } from '../games/schafkopf/table.js';
import type { Strings } from '../games/i18n.js';
import { FILES, TABLE, TEST_LANGS, describeStringFiles, munich, paris, trIn } from './i18n.testing.js';
import { eventText, explanationText, refusalText, seatName, turnText, wordsFor } from './texts.js';
import { seatWords } from './scene.js';
import { play, seatStateOf, tableInfoOf } from './seat-states.testing.js';

const { en } = FILES;
const f = (c: string) => parseCard('french', c)!;
const g = (c: string) => parseCard('german', c)!;

// A game's own strings are checked from its folder (its texts.test.ts).
describeStringFiles(
  'the shared i18n files',
  FILES,
  // Words that every language writes alike.
  /^(info\.talon|summary\.nextKey|.*\.normal$)/,
);

describe('trick explanations', () => {
  it('have a sentence for every reason the engine gives, in every language', () => {
    const reasons = ['next-rank', 'not-next-rank', 'higher', 'lower', 'other-suit', 'trump', 'led-ace'];
    reasons.push('highest-trump', 'only-trump', 'highest-of-suit');
    reasons.push('trumped', 'off-suit');
    reasons.push('rechte', 'first-linke', 'lone-linke');
    // The shared sentences and each game's own (its reasons' words are in its folder), as the site merges them.
    const explain = (file: Strings) => Object.keys((file.trick as Strings).explain as Strings).sort();
    for (const lang of TEST_LANGS) expect(explain(TABLE[lang]), lang).toEqual(reasons.sort());
  });
  const bsTrick = { leader: 0, cards: [f('ST'), f('SJ')], winner: 1 };
  const e = explainSchneiderTrick(DEFAULT_SCHNEIDER_RULES, bsTrick, -1);
  it('say why, in each language, with the cards named properly', () => {
    expect(explanationText(trIn('en'), paris('en'), e, bsTrick.cards)).toBe(
      'Only the Jack of spades beats the ten of spades: it takes the trick.',
    );
    expect(explanationText(trIn('fr'), paris('fr'), e, bsTrick.cards)).toBe(
      'Le valet de pique est la seule carte qui bat le dix de pique\u202f: elle remporte le pli.',
    );
    expect(explanationText(trIn('de'), paris('de'), e, bsTrick.cards)).toBe(
      'Nur der Pik-Bube schlägt die Pik-Zehn: Diese Karte macht den Stich.',
    );
  });
  it('name the card that would have won', () => {
    const t2 = { leader: 0, cards: [f('S9'), f('SJ')], winner: 0 };
    const x = explainSchneiderTrick(DEFAULT_SCHNEIDER_RULES, t2, -1);
    expect(explanationText(trIn('de'), paris('de'), x, t2.cards)).toBe(
      'Der Pik-Bube schlägt die Pik-Neun nicht: Dafür hätte es die Pik-Zehn gebraucht.',
    );
  });
  it('Schafkopf: the highest trump and what it beat', () => {
    const t3 = { leader: 1, cards: [g('HU'), g('EO'), g('H7'), g('GA')], winner: 2, points: 16 };
    const x = explainSchafkopfTrick('rufer-G', t3);
    expect(explanationText(trIn('en'), munich('en'), x, t3.cards)).toBe(
      'The Ober of acorns is the highest trump in the trick: it beats the Unter of hearts and the seven of hearts.',
    );
    expect(explanationText(trIn('de'), munich('de'), x, t3.cards)).toBe(
      'Der Eichel-Ober ist der höchste Trumpf im Stich und schlägt den Herz-Unter und die Herz-Sieben.',
    );
  });
  it('German: articles and words agree with each card’s word (der Daus; die Sau at a Schafkopf table)', () => {
    const led = { leader: 0, cards: [g('HA'), g('H9')], winner: 0 };
    const x = explainSchneiderTrick(DEFAULT_SCHNEIDER_RULES, led, -1);
    expect(explanationText(trIn('de'), munich('de'), x, led.cards)).toBe(
      'Der Herz-Daus wurde ausgespielt, und keine Karte dieser Farbe ist höher.',
    );
    const t = { leader: 0, cards: [g('GA'), g('GT'), g('G7'), g('G9')], winner: 0, points: 21 };
    const y = explainSchafkopfTrick('rufer-S', t);
    expect(explanationText(trIn('de'), { ...munich('de'), game: schafkopfTable.id }, y, t.cards)).toBe(
      'Kein Trumpf im Stich: die Gras-Sau ist die höchste Karte der ausgespielten Farbe.',
    );
  });
});

describe('names', () => {
  it('seats are named from where the human sits', () => {
    expect([0, 1, 2, 3].map((s) => seatName(trIn('en'), s, 2, 4))).toEqual(
      ['across', 'right', 'you', 'left'].map((p) => en.seat[p as 'you']),
    );
    expect(seatName(trIn('fr'), 1, 0, 2)).toBe('Nord');
  });
});

describe('refusals', () => {
  const r = { action: 0, text: 'play:C7', code: 'ILLEGAL_CARD', message: '', params: {} } as const;
  it('the game’s sentence for the rule the engine names, from the refusal’s parameters', () => {
    const followSuit = { ...r, rule: 'BS-V2', params: { led: 3 } };
    expect(refusalText(trIn('en'), paris('en'), schneiderTable, followSuit, 'play')).toBe(
      'Follow-suit variant: you hold diamonds, so you must play that suit.',
    );
  });
  it('a rule the game has no sentence for, or none at all, falls back to a plain sentence for the code', () => {
    expect(refusalText(trIn('en'), paris('en'), schneiderTable, { ...r, rule: 'BS-99' }, 'play')).toBe(
      'This card may not be played now.',
    );
    const bid = { ...r, code: 'ILLEGAL_BID', rule: null } as const;
    expect(refusalText(trIn('en'), munich('en'), schafkopfTable, bid, 'auction')).toBe('This bid is not allowed now.');
    expect(refusalText(trIn('en'), munich('en'), schafkopfTable, undefined, 'over')).toBe('The deal is over.');
  });
});

describe('announcements', () => {
  it('a call in the auction, a card played, the partner revealed, in the player’s words', () => {
    const t = called();
    const s = seatStateOf(t, 1);
    const info = tableInfoOf(t, 1);
    const w = wordsFor(trIn('en'), munich('en'), 1, 4);
    const say = (e: Parameters<typeof eventText>[2]) => eventText(w, schafkopfTable, e, s, info);
    expect(say({ kind: 'bid', seat: 1, bid: 'rufer-G' })).toBe('You: Rufer with the Daus of leaves.');
    expect(say({ kind: 'bid', seat: 2, bid: 'pass' })).toBe('West: Pass.');
    expect(say({ kind: 'play', seat: 0, card: g('GA'), lead: true })).toMatch(/^East .*Daus of leaves/);
    expect(say({ kind: 'partner', seat: 0 })).toBe('East holds the called Ace: partner of the declarer.');
  });
  it('a finished trick: who took it, why, and its card points', () => {
    const t = play(called(), 'play:E7', 'play:EA', 'play:GK', 'play:E9');
    const text = eventText(
      wordsFor(trIn('en'), munich('en'), 0, 4),
      schafkopfTable,
      { kind: 'trick', index: 0 },
      seatStateOf(t, 0),
      tableInfoOf(t, 0),
    );
    expect(text).toBe(
      'West takes the trick. No trump was played: the Daus of acorns is the highest card of the led suit. 15 points in it.',
    );
  });
});

describe('the turn line under the player’s seat', () => {
  // Seat 2 is across from the human at seat 0: North to a player, "Seat 3" to a spectator.
  const lines = (lang: 'en' | 'fr' | 'de') => {
    const tr = trIn(lang);
    const friends = wordsFor(tr, munich(lang), 0, 4, [
      { name: null },
      { name: null },
      { name: 'Anna' },
      { name: null },
    ]);
    const ai = wordsFor(tr, munich(lang), 0, 4);
    const spectator = seatWords(tr, munich(lang), 0, 4, true, null);
    const keys = ['waitingFor', 'waitingBid', 'waitingMove', 'thinking'].map((k) => `table:status.${k}`);
    return {
      you: turnText(friends, { key: 'table:status.yourTurnPlay', seat: null }, false),
      friend: keys.map((key) => turnText(friends, { key, seat: 2 }, false)),
      ai: keys.map((key) => turnText(ai, { key, seat: 2 }, false)),
      spectator: keys.map((key) => turnText(spectator, { key, seat: 2 }, true)),
    };
  };
  it('reads naturally in French for you, a friend’s name, an AI’s place and a spectator’s numbered seat', () => {
    expect(lines('fr')).toEqual({
      you: 'À vous\u202f: jouez une carte.',
      // Not "À Anna de jouer.": a name with an article would read "À Le Chat de jouer." (issue 30).
      friend: ['Anna doit jouer.', 'Anna doit annoncer.', 'Anna doit choisir.', 'Anna réfléchit…'],
      ai: ['Nord doit jouer.', 'Nord doit annoncer.', 'Nord doit choisir.', 'Nord réfléchit…'],
      // Not "À Place 3 de jouer." (issue 30): the seat's number with its article.
      spectator: [
        'À la place 3 de jouer.',
        'À la place 3 d’annoncer.',
        'À la place 3 de choisir.',
        'Place 3 réfléchit…',
      ],
    });
  });
  it('reads naturally in German and English for every kind of seat name', () => {
    expect(lines('de')).toEqual({
      you: 'Du bist dran: Spiel eine Karte.',
      friend: ['Anna ist dran.', 'Anna sagt an.', 'Anna wählt.', 'Anna überlegt…'],
      ai: ['Nord ist dran.', 'Nord sagt an.', 'Nord wählt.', 'Nord überlegt…'],
      spectator: ['Platz 3 ist dran.', 'Platz 3 sagt an.', 'Platz 3 wählt.', 'Platz 3 überlegt…'],
    });
    expect(lines('en')).toEqual({
      you: 'Your turn: play a card.',
      friend: ['Anna to play.', 'Anna to bid.', 'Anna to choose.', 'Anna is thinking…'],
      ai: ['North to play.', 'North to bid.', 'North to choose.', 'North is thinking…'],
      spectator: ['Seat 3 to play.', 'Seat 3 to bid.', 'Seat 3 to choose.', 'Seat 3 is thinking…'],
    });
  });
});
