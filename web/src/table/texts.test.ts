/**
 * The table's sentences in every language, from the real i18n files: trick explanations, refusals, deal
 * summaries; and the i18n files themselves (same keys in fr/en/de, French typography).
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../engine/cards.js';
import { DEFAULT_SCHNEIDER_RULES } from '../../../engine/bohemian-schneider/index.js';
import de from '../i18n/table.de.json';
import en from '../i18n/table.en.json';
import fr from '../i18n/table.fr.json';
import { explainSchneiderTrick } from '../../../engine/bohemian-schneider/explain.js';
import { explainSchafkopfTrick } from '../../../engine/schafkopf/explain.js';
import type { CardContext } from './phrases.js';
import { contractName, dealSummary, explanationText, refusalText, seatName } from './texts.js';
import type { DealResult, SeatState } from './types.js';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { table: en }, fr: { table: fr }, de: { table: de } },
  ns: ['table'],
  interpolation: { escapeValue: false },
  initAsync: false,
});
const trIn = (lng: string) => (key: string, o?: Record<string, unknown>) => i18n.t(key, { lng, ...o }) as string;
const paris = (lang: 'en' | 'fr' | 'de'): CardContext => ({ deck: 'paris-piquet', notation: 'french', lang });
const munich = (lang: 'en' | 'fr' | 'de'): CardContext => ({ deck: 'munich-bavarian', notation: 'german', lang });
const f = (c: string) => parseCard('french', c)!;
const g = (c: string) => parseCard('german', c)!;

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
function strings(o: object): string[] {
  return Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : strings(v as object)));
}

describe('the i18n files', () => {
  it('have the same keys in English, French and German', () => {
    const base = keys(en).sort();
    expect(keys(fr).sort()).toEqual(base);
    expect(keys(de).sort()).toEqual(base);
  });
  it('French puts a narrow no-break space before ; : ! ? and never a plain space', () => {
    for (const s of strings(fr)) {
      expect(s, s).not.toMatch(/ [;:!?]/);
      expect(s, s).not.toMatch(/[^\u202f{}\s(][;!?]/);
    }
  });
  it('no string is left empty or untranslated (same as English) where a translation is expected', () => {
    const same = keys(en).filter((k) => {
      const get = (o: object) => k.split('.').reduce<unknown>((x, p) => (x as Record<string, unknown>)[p], o);
      return get(en) === get(fr) && get(en) === get(de) && /[a-z]{4}/.test(String(get(en)));
    });
    // Game names that every language writes alike.
    const alike =
      /^(contract\.|summary\.sk\.(laufende|base|schneiderPart|schwarzPart)|info\.talon|summary\.nextKey|.*\.normal$)/;
    expect(same.filter((k) => !alike.test(k))).toEqual([]);
  });
});

describe('trick explanations', () => {
  it('have a sentence for every reason the engine gives, in every language', () => {
    const reasons = ['next-rank', 'not-next-rank', 'higher', 'lower', 'other-suit', 'trump', 'led-ace'];
    reasons.push('highest-trump', 'only-trump', 'highest-of-suit');
    for (const file of [en, fr, de]) expect(Object.keys(file.trick.explain).sort()).toEqual(reasons.sort());
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
});

describe('names', () => {
  it('seats are named from where the human sits', () => {
    expect([0, 1, 2, 3].map((s) => seatName(trIn('en'), s, 2, 4))).toEqual(
      ['across', 'right', 'you', 'left'].map((p) => en.seat[p as 'you']),
    );
    expect(seatName(trIn('fr'), 1, 0, 2)).toBe('Nord');
  });
  it('contracts', () => {
    expect(contractName(trIn('en'), munich('en'), 'rufer-S')).toBe('Rufer with the Daus of bells');
    expect(contractName(trIn('de'), munich('de'), 'solo-G')).toBe('Grün-Solo');
    expect(contractName(trIn('fr'), munich('fr'), 'solo-tout-H')).toBe('Solo tout (cœurs)');
  });
});

describe('refusals', () => {
  const state = (view: object): SeatState => ({ view, phase: 'play' }) as unknown as SeatState;
  it('SK-15: follow the led suit, or play a trump when trumps were led', () => {
    const v = { game: 'schafkopf', contract: 'rufer-E', hand: [], trick: { leader: 1, cards: [g('GK')] } };
    const r = { action: 0, text: 'play:E7', code: 'ILLEGAL_CARD', message: '', rule: 'SK-15' };
    expect(refusalText(trIn('en'), munich('en'), r, state(v))).toBe('You hold leaves: you must follow the led suit.');
    const trumps = { ...v, trick: { leader: 1, cards: [g('SO')] } };
    expect(refusalText(trIn('de'), munich('de'), r, state(trumps))).toMatch(/Trumpf zugeben/);
  });
  it('SK-9: an Ace you hold, or no plain card of its suit', () => {
    const v = { game: 'schafkopf', contract: null, hand: [g('SA')], trick: { leader: 1, cards: [] } };
    const r = { action: 67, text: 'bid:rufer-S', code: 'ILLEGAL_BID', message: '', rule: 'SK-9' };
    expect(refusalText(trIn('en'), munich('en'), r, state(v))).toBe('You cannot call an Ace that you hold.');
    const r2 = { ...r, text: 'bid:rufer-G' };
    expect(refusalText(trIn('fr'), munich('fr'), r2, state(v))).toMatch(/carte simple/);
  });
  it('an unknown rule falls back to a generic sentence', () => {
    const v = { game: 'bohemian-schneider', trick: { leader: 0, cards: [] } };
    const r = { action: 0, text: 'play:C7', code: 'SOMETHING', message: '', rule: null };
    expect(refusalText(trIn('en'), paris('en'), r, state(v))).toBe('This card may not be played now.');
  });
});

describe('deal summaries', () => {
  const sk = (report: object): DealResult =>
    ({ deal: 0, dealer: 0, scores: [0, 0, 0, 0], totals: [0, 0, 0, 0], report }) as unknown as DealResult;
  const base = { partner: null, cardPoints: [0, 0, 0, 0], tricks: [0, 0, 0, 0], schneider: false, schwarz: false };
  it('Sie wins at once; a Tout lost at its first lost trick; all passed', () => {
    const sie = sk({ ...base, contract: 'sie', declarer: 0, declarerWins: true, laufende: 8, value: 52 });
    const lines = dealSummary(trIn('en'), munich('en'), sie, { human: 0, seats: 4 }).lines;
    expect(lines[0]).toBe('You hold all four Obers and all four Unters: Sie wins at once, no card is played.');
    expect(lines).toContain('Value: 20 (Sie) + 32 Laufende = 52.');
    const tout = sk({ ...base, contract: 'wenz-tout', declarer: 2, declarerWins: false, laufende: 0, value: 10 });
    const t2 = dealSummary(trIn('fr'), munich('fr'), tout, { human: 0, seats: 4 });
    expect(t2.headline).toBe('Vous gagnez la donne.');
    expect(t2.lines).toContain('Tout\u202f: le déclarant a perdu un pli, et avec lui la partie.');
    expect(t2.lines).toContain('Le déclarant paie 10 à chaque adversaire, 30 en tout.');
    const none = sk({ ...base, contract: null, declarer: null, declarerWins: false, laufende: 0, value: 0 });
    expect(dealSummary(trIn('de'), munich('de'), none, { human: 0, seats: 4 }).lines).toEqual([
      'Alle vier sind weiter: Es wird nichts geschrieben, der Nächste gibt.',
    ]);
  });
  it('Bohemian Schneider: honours and the threshold that applied', () => {
    const d: DealResult = {
      deal: 0,
      dealer: 1,
      scores: [2, 0],
      totals: [2, 0],
      report: { honours: [17, 3], tricks: [9, 7], gamePoints: [2, 0] },
    };
    const s = dealSummary(trIn('en'), paris('en'), d, { human: 0, seats: 2, rules: DEFAULT_SCHNEIDER_RULES });
    expect(s.headline).toBe('You win the deal.');
    expect(s.lines).toContain('16 to 19 honours score 2 game points (Schneider).');
  });
  it('Schafkopf: contract, points, Schneider, Laufende, value and settlement (the worked check of SK-23)', () => {
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
    const s = dealSummary(trIn('en'), munich('en'), d, { human: 1, seats: 4, hands });
    // Seen from seat 1, seat 0 sits on the right: East.
    expect(s.headline).toBe('East wins the deal.');
    expect(s.lines).toEqual([
      'Solo in hearts, played by East.',
      "The declarer's side took 95 card points (61 win).",
      "The declarer's side wins.",
      'Schneider: the winners took 91 points or more, or the defenders 90 (+1).',
      "4 Laufende, held by the declarer's side (+4).",
      'Value: 5 (Solo) + 1 Schneider + 4 Laufende = 10.',
      'Each opponent pays 10; the declarer receives 30.',
    ]);
  });
});
