/**
 * Schafkopf's sentences at the table, in every language: contracts, the facts of the deal, the auction's
 * choices, why a bid or a card is refused (from the engine's own refusals), and the deal's score explained.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../../engine/cards.js';
import type { DealResult } from '../../../../engine/protocol.js';
import { DEFAULT_SCHAFKOPF_RULES } from '../../../../engine/schafkopf/index.js';
import { describeStringFiles, munich, trIn } from '../../table/i18n.testing.js';
import { refusalOf } from '../../table/model.js';
import { play, playOut, seatStateOf } from '../../table/seat-states.testing.js';
import { refusalText, wordsFor } from '../../table/texts.js';
import { called, calledAceDeal } from './deals.testing.js';
import { schafkopfTable } from './table.js';
import { bidChoices, contractName, dealSummary, facts } from './texts.js';
import de from './i18n/table.de.json';
import en from './i18n/table.en.json';
import fr from './i18n/table.fr.json';

const g = (c: string) => parseCard('german', c)!;
/** The Bavarian pack at a Schafkopf table: its cards in the players' terms (the Sau, the Ace, l'As). */
const bavarian = (lang: 'en' | 'fr' | 'de') => ({ ...munich(lang), game: schafkopfTable.id });
const words = (lang: 'en' | 'fr' | 'de', human: number) => wordsFor(trIn(lang), bavarian(lang), human, 4);

describe('contracts', () => {
  it('are named with their called Ace or trump suit', () => {
    expect(contractName(trIn('en'), bavarian('en'), 'rufer-S')).toBe('Rufer with the Ace of bells');
    expect(contractName(trIn('de'), bavarian('de'), 'solo-G')).toBe('Gras-Solo');
    expect(contractName(trIn('fr'), bavarian('fr'), 'solo-tout-H')).toBe('Solo tout (cœurs)');
    expect(contractName(trIn('en'), bavarian('en'), 'wenz')).toBe('Wenz');
    expect(contractName(trIn('en'), bavarian('en'), 'pass')).toBe('Pass');
  });
});

describe('why not (the engine’s refusals, in words)', () => {
  /** The sentence for what the engine answers when `seat` tries `move` now. */
  function why(t: ReturnType<typeof calledAceDeal>, seat: number, move: string, lang: 'en' | 'fr' | 'de' = 'en') {
    const s = seatStateOf(t, seat);
    const r = s.refused.find((x) => x.text === move);
    expect(r, move).toBeDefined();
    return refusalText(trIn(lang), bavarian(lang), schafkopfTable, r, s.phase);
  }
  it('SK-9: an Ace you hold, or none of its plain cards in your hand', () => {
    expect(why(calledAceDeal(), 0, 'bid:rufer-G')).toBe('You cannot call an Ace that you hold.');
    expect(why(play(calledAceDeal(), 'bid:pass', 'bid:pass'), 2, 'bid:rufer-E', 'fr')).toMatch(/carte simple/);
  });
  it('SK-5: a bid must be higher than the highest so far, which is named', () => {
    const t = play(calledAceDeal(), 'bid:pass', 'bid:rufer-G');
    expect(why(t, 2, 'bid:rufer-E')).toBe('A bid must be higher than Rufer with the Ace of leaves.');
  });
  it('SK-11 and SK-13: a Solo needs a plain card of its suit; Sie needs every Ober and Unter', () => {
    expect(why(calledAceDeal(), 0, 'bid:solo-H')).toBe(
      'A Solo in hearts needs a plain card of that suit in your hand.',
    );
    expect(why(calledAceDeal(), 0, 'bid:sie')).toBe('Sie needs all four Obers and all four Unters.');
  });
  it('SK-15: follow the led suit, named; or a trump when trumps were led', () => {
    expect(why(play(called(), 'play:E7'), 1, 'play:G7')).toBe('You hold acorns: you must follow the led suit.');
    expect(why(play(called(), 'play:EO'), 1, 'play:G7', 'de')).toMatch(/Trumpf zugeben/);
  });
  it('SK-18: the called Ace’s holder leads its suit with the Ace', () => {
    const s = seatStateOf(called(), 0);
    expect(refusalText(trIn('en'), bavarian('en'), schafkopfTable, refusalOf(s, g('G9')), s.phase)).toBe(
      'With the called Ace and fewer than three other cards of its suit, you may only lead that suit with the Ace.',
    );
  });
});

describe('the facts of the deal', () => {
  const shown = (human: number) => facts(words('en', human), seatStateOf(called(), human)).map((f) => f.text);
  it('the contract, the declarer, the called Ace, the partner as this seat knows him, the trumps', () => {
    expect(shown(1)).toEqual([
      'Rufer with the Ace of leaves',
      'You',
      'Ace of leaves',
      'not yet known',
      'Obers, Unters, hearts',
    ]);
    expect(facts(words('en', 0), seatStateOf(calledAceDeal(), 0))).toEqual([]);
  });
  it('SK-19: the partner reads that his role is secret, and wears his chip, only once the called Ace is played', () => {
    const before = seatStateOf(called(), 0);
    expect(facts(words('en', 0), before)[3]?.text).toBe('you (secret until the Ace is played)');
    expect(schafkopfTable.roles(before.view, 0)).toEqual([]);
    // Seat 0 leads the leaves suit: with the Ace and one other card, the Ace itself (SK-18), and everyone knows.
    const after = seatStateOf(play(called(), 'play:GA'), 0);
    expect(after.view.partnerRevealed).toBe(true);
    expect(facts(words('en', 0), after)[3]?.text).toBe('You');
    expect(schafkopfTable.roles(after.view, 0)).toEqual(['table:seat.partner']);
    // The others see the partner's chip from the moment they know him, and not before.
    expect(schafkopfTable.roles(seatStateOf(called(), 2).view, 0)).toEqual([]);
    expect(schafkopfTable.roles(seatStateOf(play(called(), 'play:GA'), 2).view, 0)).toEqual(['table:seat.partner']);
  });
  it('the called Ace is drawn beside its name', () => {
    const ace = facts(words('en', 1), seatStateOf(called(), 1)).find((f) => f.className === 'called-ace');
    expect(ace?.card).toBe(g('GA'));
  });
});

describe('the auction’s choices', () => {
  it('pass on key 0, then the games the rules allow on 1–9, each with its full name', () => {
    const s = seatStateOf(calledAceDeal(), 0);
    const choices = bidChoices(words('en', 0), s.legal);
    expect(choices[0]).toMatchObject({ text: 'bid:pass', key: '0', pass: true });
    expect(choices.slice(1, 3)).toMatchObject([
      { text: 'bid:rufer-E', key: '1', label: 'Rufer with the Ace of acorns', short: 'Rufer', suit: 0 },
      { text: 'bid:rufer-S', key: '2', suit: 3, pass: false },
    ]);
    expect(choices.map((c) => c.text)).not.toContain('bid:rufer-G');
  });
  it('every bid has a key of its own, the Solo Tout bids after the ninth game included, none of B, H, L, N', () => {
    const choices = bidChoices(words('en', 0), seatStateOf(calledAceDeal(), 0).legal);
    const keys = choices.map((c) => c.key);
    expect(choices.filter((c) => c.text.startsWith('bid:solo-tout')).length).toBeGreaterThan(0);
    expect(choices.length).toBeGreaterThan(10);
    expect(keys.every((k) => k !== null && /^[0-9A-Z]$/.test(k) && !'BHLN'.includes(k))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('deal summaries', () => {
  const rules = DEFAULT_SCHAFKOPF_RULES;
  const sk = (report: object): DealResult =>
    ({ deal: 0, dealer: 0, scores: [0, 0, 0, 0], totals: [0, 0, 0, 0], report }) as unknown as DealResult;
  const base = { partner: null, cardPoints: [0, 0, 0, 0], tricks: [0, 0, 0, 0], schneider: false, schwarz: false };
  it('Sie wins at once; a Tout lost at its first lost trick; all passed', () => {
    const sie = sk({ ...base, contract: 'sie', declarer: 0, declarerWins: true, laufende: 8, value: 52 });
    const lines = dealSummary(words('en', 0), sie, { rules }).lines;
    expect(lines[0]).toBe('You hold all four Obers and all four Unters: Sie wins at once, no card is played.');
    expect(lines).toContain('Value: 20 (Sie) + 32 Laufende = 52.');
    const tout = sk({ ...base, contract: 'wenz-tout', declarer: 2, declarerWins: false, laufende: 0, value: 10 });
    const t2 = dealSummary(words('fr', 0), tout, { rules });
    expect(t2.headline).toBe('Vous gagnez la donne.');
    expect(t2.lines).toContain('Tout\u202f: le déclarant a perdu un pli, et avec lui la partie.');
    expect(t2.lines).toContain('Le déclarant paie 10 à chaque adversaire, 30 en tout.');
    const none = sk({ ...base, contract: null, declarer: null, declarerWins: false, laufende: 0, value: 0 });
    expect(dealSummary(words('de', 0), none, { rules }).lines).toEqual([
      'Alle vier sind weiter: Es wird nichts geschrieben, der Nächste gibt.',
    ]);
  });
  it('contract, points, Schneider, Laufende, value and settlement (the worked check of SK-23)', () => {
    const d: DealResult = {
      deal: 2,
      dealer: 3,
      scores: [30, -10, -10, -10],
      totals: [30, -10, -10, -10],
      report: {
        contract: 'solo-H',
        declarer: 0,
        partner: null,
        cardPoints: [95, 10, 10, 5],
        tricks: [6, 1, 1, 0],
        declarerWins: true,
        schneider: true,
        schwarz: false,
        laufende: 4,
        value: 10,
        scores: [30, -10, -10, -10],
      },
    };
    const hands = [[g('EO'), g('GO'), g('HO'), g('SO')], [g('EU')], [], []];
    const s = dealSummary(words('en', 1), d, { rules, hands });
    // Seen from seat 1, seat 0 sits on the right: East.
    expect(s.headline).toBe('East wins the deal.');
    expect(s.lines).toEqual([
      'Solo in hearts, played by East.',
      'Declarer 95 : defenders 25.',
      'Schneider: the defenders took only 25 card points.',
      '4 Laufende (held by the declarer).',
      'Value: 5 (Solo) + 1 Schneider + 4 Laufende = 10.',
      'Each opponent pays 10; the declarer receives 30.',
    ]);
  });
  it('a Rufer in the players’ own terms: each side’s card points by its role, who held the Laufende, each fact once', () => {
    const d = sk({
      ...base,
      contract: 'rufer-E',
      declarer: 0,
      partner: 2,
      cardPoints: [50, 12, 48, 10],
      declarerWins: true,
      schneider: true,
      laufende: 3,
      value: 5,
    });
    const hands = [[g('EO'), g('GO')], [g('SO')], [g('HO')], []];
    const en = dealSummary(words('en', 2), d, { rules, hands });
    expect(en.headline).toBe('You win the deal.');
    expect(en.lines).toEqual([
      'Rufer with the Ace of acorns, played by North with you as partner.',
      'Declarer and partner 98 : defenders 22.',
      'Schneider: the defenders took only 22 card points.',
      '3 Laufende (held by the declarer and partner).',
      'Value: 1 (Rufer) + 1 Schneider + 3 Laufende = 5.',
      'Each winner receives 5, each loser pays 5.',
    ]);
    const de = dealSummary(words('de', 1), d, { rules, hands }).lines;
    expect(de[0]).toBe('Rufer (Eichel-Sau), gespielt von Ost mit West.');
    expect(de[1]).toBe('Spieler und Mitspieler 98 : Gegenspieler 22.');
    expect(de[3]).toBe('3 Laufende (bei Spieler und Mitspieler).');
    expect(dealSummary(words('fr', 1), d, { rules, hands }).lines[1]).toBe(
      'Déclarant et partenaire 98\u202f: défenseurs 22.',
    );
    // No line says again who won (the headline does), and no line is repeated.
    for (const lang of ['en', 'fr', 'de'] as const) {
      const s = dealSummary(words(lang, 1), d, { rules, hands });
      expect(new Set([s.headline, ...s.lines]).size).toBe(s.lines.length + 1);
    }
  });
  it('Schwarz and Schneider say which side took too little; Laufende held by the defenders say so', () => {
    const base2 = { contract: 'wenz', declarer: 1, partner: null, tricks: [0, 8, 0, 0], laufende: 2 };
    const schwarz = sk({
      ...base2,
      cardPoints: [0, 120, 0, 0],
      declarerWins: true,
      schneider: true,
      schwarz: true,
      value: 9,
    });
    const lines = dealSummary(words('en', 0), schwarz, { rules, hands: [[], [g('EU'), g('GU')], [], []] }).lines;
    expect(lines).toContain('Schwarz: the defenders took no trick.');
    expect(lines.some((l) => /Schneider:/.test(l))).toBe(false);
    const lost = sk({
      ...base2,
      cardPoints: [40, 28, 30, 22],
      declarerWins: false,
      schneider: true,
      schwarz: false,
      value: 8,
    });
    const de = dealSummary(words('de', 0), lost, { rules, hands: [[g('EU'), g('GU')], [], [], []] }).lines;
    expect(de).toContain('Schneider: Der Spieler hat nur 28 Augen.');
    expect(de).toContain('2 Laufende (bei den Gegenspielern).');
  });
  it('a deal played out on the engine: the score sheet’s line, and each seat’s card points and tricks', () => {
    const t = playOut(play(calledAceDeal(), 'bid:solo-S', 'bid:pass', 'bid:pass', 'bid:pass'));
    const [deal] = t.history;
    expect(schafkopfTable.sheetEntry(words('en', 2), deal!)).toBe('Solo · Bells · North');
    const details = schafkopfTable.dealDetails(trIn('en'), deal!);
    expect(details).toHaveLength(4);
    const points = details.map((d) => Number(/^(\d+) points? · \d+ tricks?$/.exec(d)?.[1]));
    expect(points.reduce((a, b) => a + b, 0)).toBe(120);
  });
});

// Schafkopf's own words, written alike in every language (the contracts, Laufende).
describeStringFiles(
  'its own strings (i18n/table.*.json)',
  { en, fr, de },
  /^(contract\.|summary\.sk\.(laufende|base|schneiderPart|schwarzPart)|stats\.sk\.(schneider|schwarz))/,
);
