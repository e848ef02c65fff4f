/**
 * Schnapsen's sentences at the table, from the engine's own states and refusals and from the hand-made
 * records of test/fixtures/schnapsen (each worked out by hand in its comment): why a card or a move is
 * refused (SN-7 … SN-10), the facts, the piles (the opponent's points only when the settings show them),
 * the moves' keys and names, and the deal's end explained (SN-12 … SN-15) in en, fr and de.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../../engine/action.js';
import { type Card, type Notation, parseCard } from '../../../../engine/cards.js';
import type { RuleParams } from '../../../../engine/errors.js';
import { type SchnapsenView, schnapsen } from '../../../../engine/schnapsen/index.js';
import { describeStringFiles, munich, paris, trIn } from '../../table/i18n.testing.js';
import { dealOf, play, seatStateOf } from '../../table/seat-states.testing.js';
import { refusalText, wordsFor } from '../../table/texts.js';
import { schnapsenTable } from './table.js';
import { dealSummary, facts, moveChoices, pileNote, pileText, reasons, sheetEntry } from './texts.js';
import de from './i18n/table.de.json';
import en from './i18n/table.en.json';
import fr from './i18n/table.fr.json';

type Lang = 'en' | 'fr' | 'de';
const LANGS: readonly Lang[] = ['en', 'fr', 'de'];
const g = (c: string) => parseCard('german', c)!;
const words = (lang: Lang, human = 0) => wordsFor(trIn(lang), munich(lang), human, 2);

/**
 * A deal with the dealer in seat 1 (SN-3): seat 0 gets its first three cards and its last two, seat 1 the
 * same, the turned card between; the talon is the rest of the pack in index order. Seat 0 leads (SN-4).
 */
function deal(hand0: string, hand1: string, turned: string) {
  const [a, b] = [hand0, hand1].map((h) => h.split(' ').map(g)) as [Card[], Card[]];
  const t = g(turned);
  const used = new Set([...a, ...b, t]);
  const talon = schnapsen.pack(schnapsen.defaultRules).filter((c) => !used.has(c));
  return dealOf(
    schnapsen,
    'german',
    [...a.slice(0, 3), ...b.slice(0, 3), t, ...a.slice(3), ...b.slice(3), ...talon],
    1,
  );
}

/** A record's move as the table writes it ({ "play": "GU" } → `play:GU`). */
function moveText(a: Record<string, unknown>): string {
  if (typeof a.play === 'string') return `play:${a.play}`;
  if (typeof a.marry === 'string') return `marry:${a.marry}`;
  if (a.exchange === true) return 'exchange';
  if (a.close === true) return 'close';
  throw new Error(`unknown move ${JSON.stringify(a)}`);
}

/** The first deal of a hand-made record, played out, with its result and its moves as the table gets them. */
function record(name: string) {
  const url = new URL(`../../../../test/fixtures/schnapsen/${name}.json`, import.meta.url);
  const rec = JSON.parse(readFileSync(url, 'utf8')) as {
    deck?: string;
    firstDealer: Seat;
    rules?: object;
    deals: { cards: string[]; actions: Record<string, unknown>[] }[];
  };
  const notation: Notation = rec.deck === 'paris-piquet' ? 'french' : 'german';
  const d = rec.deals[0]!;
  const cards = d.cards.map((c) => parseCard(notation, c)!);
  const actions = d.actions.map(moveText);
  const t = play(dealOf(schnapsen, notation, cards, rec.firstDealer, rec.rules), ...actions);
  const result = t.history[0];
  if (!result) throw new Error(`${name}: the deal did not end`);
  return { result, actions, notation };
}

/** The summary's headline and lines, the human in `human`, in `lang`. */
function summaryOf(name: string, human: Seat, lang: Lang = 'en') {
  const { result, actions, notation } = record(name);
  const ctx = notation === 'french' ? paris(lang) : munich(lang);
  const w = wordsFor(trIn(lang), ctx, human, 2);
  return { ...dealSummary(w, result, { rules: schnapsen.defaultRules, actions }), sheet: sheetEntry(w, result) };
}

describe('why not: the engine’s refusals in words', () => {
  const text = (lang: Lang, t: ReturnType<typeof deal>, seat: Seat, move: string) => {
    const s = seatStateOf(t, seat);
    const r = s.refused.find((x) => x.text === move);
    expect(r, move).toBeDefined();
    return refusalText(trIn(lang), munich(lang), schnapsenTable, r, s.phase);
  };

  it('SN-7: in strict play the follower must win in suit, else follow, else trump; the led suit is named', () => {
    // Seat 0 closes (SN-9) and leads; seat 1 answers under SN-7.
    const t = () => deal('EU EA GA SO SU', 'ET EK HU HO GU', 'HA');
    expect(text('en', play(t(), 'close', 'play:EU'), 1, 'play:HU')).toBe(
      'Strict play: you hold a higher card of acorns, so you must follow suit and win the trick.',
    );
    expect(text('en', play(t(), 'close', 'play:EA'), 1, 'play:HU')).toBe(
      'Strict play: you hold acorns, so you must follow suit.',
    );
    expect(text('en', play(t(), 'close', 'play:SO'), 1, 'play:GU')).toBe(
      'Strict play: you hold no bells but a trump, so you must trump.',
    );
    expect(text('de', play(t(), 'close', 'play:EA'), 1, 'play:HU')).toBe(
      'Farbzwang: Du hast Eichel und musst Farbe geben.',
    );
  });

  it('SN-8: the exchange needs the trump Unter, named as the pack names it, and the lead', () => {
    const t = deal('EU EA GA SO SU', 'ET EK HU HO GU', 'HA');
    expect(text('en', t, 0, 'exchange')).toBe('To exchange you must hold the Unter of hearts.');
    expect(text('de', t, 0, 'exchange')).toBe('Zum Austauschen brauchst du den Herz-Unter.');
    play(t, 'play:EU');
    expect(text('en', t, 1, 'exchange')).toBe('Only the player about to lead may exchange.');
    expect(text('en', t, 1, 'close')).toBe('Only the player about to lead may close the talon.');
  });

  it('SN-8, SN-9: after closing, neither exchange nor closing again', () => {
    const t = play(deal('HU EA GA SO SU', 'ET EK EU HO GU', 'HA'), 'close');
    expect(text('en', t, 0, 'exchange')).toBe('The talon is closed: no more exchange.');
    expect(text('fr', t, 0, 'close')).toBe('Le talon est déjà fermé.');
  });

  it('SN-10: after a marriage its King or Ober must be led, nothing else is done, and one marriage per lead', () => {
    const t = play(deal('GK GO HU EA SU', 'ET EK EU HO GU', 'HA'), 'marry:G');
    expect(text('en', t, 0, 'play:EA')).toBe(
      'You announced the marriage in leaves: lead the King of leaves or the Ober of leaves.',
    );
    expect(text('de', t, 0, 'play:EA')).toBe('Du hast in Gras angesagt: Spiel den Gras-König oder den Gras-Ober aus.');
    expect(text('en', t, 0, 'exchange')).toBe(
      'The exchange and closing come before a marriage is announced: now lead a card of your pair.',
    );
    expect(text('en', t, 0, 'marry:G')).toBe('One marriage per lead: you have announced one already.');
  });

  it('every reason the engine gives has its own sentence in every language, never the plain fallback', () => {
    const cases: [string, RuleParams][] = [
      ['SN-7', { duty: 'win', led: 0, trump: 2 }],
      ['SN-7', { duty: 'follow', led: 0, trump: 2 }],
      ['SN-7', { duty: 'trump', led: 0, trump: 2 }],
      ...(['not-leading', 'closed', 'exhausted'] as const).map((reason): [string, RuleParams] => ['SN-8', { reason }]),
      ['SN-8', { reason: 'no-trump-unter', trump: 2 }],
      ...(['not-leading', 'closed', 'exhausted'] as const).map((reason): [string, RuleParams] => ['SN-9', { reason }]),
      ...(['not-leading', 'one-per-lead', 'no-pair'] as const).map((reason): [string, RuleParams] => [
        'SN-10',
        { reason, suit: 1 },
      ]),
      ['SN-10', { reason: 'after-marriage' }],
      ['SN-10', { suit: 1 }],
    ];
    for (const lang of LANGS) {
      const plain = trIn(lang)('table:reason.illegalCard');
      const seen = new Set<string>();
      for (const [rule, params] of cases) {
        const s = reasons[rule]!(trIn(lang), munich(lang), params);
        expect(s, `${lang} ${rule} ${JSON.stringify(params)}`).not.toBe(plain);
        expect(s).not.toMatch(/\{\{|table:/);
        seen.add(s);
      }
      expect(seen.size, lang).toBe(cases.length);
    }
  });
});

describe('the facts of the deal', () => {
  it('trumps, open or strict play and who closed, and the Bummerl’s target (SN-3, SN-7, SN-16)', () => {
    const t = deal('HU EA GA SO SU', 'ET EK EU HO GU', 'HA');
    const text = (lang: Lang, human: Seat) => facts(words(lang, human), seatStateOf(t, human)).map((f) => f.text);
    expect(text('en', 0)).toEqual(['hearts', 'open: any card', 'Bummerl to 7']);
    play(t, 'close');
    expect(text('en', 0)).toEqual(['hearts', 'strict: you closed the talon', 'Bummerl to 7']);
    expect(text('en', 1)).toEqual(['hearts', 'strict: North closed the talon', 'Bummerl to 7']);
    expect(text('de', 1)[1]).toBe('Farb- und Stichzwang: Nord hat zugedreht');
  });
});

describe('the piles', () => {
  const t = () => deal('GK GO HU EA SU', 'ET EK EU HO GA', 'HA');
  it('your points always; the opponent’s only when the settings show them (SN-11)', () => {
    const s = play(t(), 'play:EA', 'play:EU'); // seat 0 takes 13
    const v = seatStateOf(s, 1).view as SchnapsenView;
    const tr = trIn('en');
    expect(pileText(tr, v, 1, { opponentsPoints: false })).toBe('0 points');
    expect(pileText(tr, v, 0, { opponentsPoints: false })).toBe('');
    expect(pileText(tr, v, 0, { opponentsPoints: true })).toBe('13 points');
    expect(pileText(trIn('de'), v, 0, { opponentsPoints: true })).toBe('13 Punkte');
  });
  it('a marriage shown stands under its pile, its points pending until a trick is won (SN-10)', () => {
    const s = play(t(), 'marry:G', 'play:GO', 'play:GA'); // seat 1 takes the Ober: seat 0's 20 stay pending
    const v = seatStateOf(s, 1).view as SchnapsenView;
    expect(pileNote(trIn('en'), munich('en'), v, 0)).toBe('Announced: leaves 20 · 20 pending');
    expect(pileNote(trIn('de'), munich('de'), v, 0)).toBe('Angesagt: Gras 20 · 20 offen');
    expect(pileNote(trIn('en'), munich('en'), v, 1)).toBeNull();
    expect(pileText(trIn('en'), v, 0, { opponentsPoints: true })).toBe('0 points');
  });
});

describe('the moves other than cards', () => {
  it('each has its own key whatever else is legal: 1 exchange, 2 close, 3–6 the marriages by suit', () => {
    const s = seatStateOf(deal('GK GO HU HK HO', 'ET EK EU EO GA', 'HA'), 0);
    const choices = moveChoices(words('en'), s.legal, s.view as SchnapsenView);
    expect(choices.map((c) => [c.text, c.key])).toEqual([
      ['exchange', '1'],
      ['close', '2'],
      ['marry:G', '4'],
      ['marry:H', '5'],
    ]);
    expect(choices.map((c) => c.label)).toEqual([
      'Exchange: give the Unter of hearts for the Daus of hearts under the talon',
      'Close the talon: no more drawing, strict play, and you must reach 66',
      'Marriage in leaves (20)',
      'Trump marriage (40)',
    ]);
    const later = seatStateOf(play(deal('GK GO HU HK HO', 'ET EK EU EO GA', 'HA'), 'close'), 0);
    expect(moveChoices(words('en'), later.legal, later.view as SchnapsenView).map((c) => c.key)).toEqual(['4', '5']);
  });
});

describe('deal summaries, from the hand-made records', () => {
  it('66 after a trick; Schneider at 32 (SN-12, SN-14)', () => {
    const s = summaryOf('schneider-line-loser-with-32-scores-2', 0);
    expect(s.headline).toBe('You win the deal.');
    expect(s.lines).toEqual([
      'You reached 66 with a trick: 70 points.',
      'You: 2 game points. North has only 32 points, fewer than 33: Schneider.',
    ]);
    expect(s.sheet).toBe('66 · Schneider');
  });
  it('33 points is no Schneider: one game point (SN-14)', () => {
    const s = summaryOf('schneider-line-loser-with-33-scores-1', 0);
    expect(s.headline).toBe('North wins the deal.');
    expect(s.lines).toEqual([
      'North reached 66 with a trick: 79 points.',
      'North: 1 game point. You have 33 points, 33 or more.',
    ]);
    expect(s.sheet).toBe('66');
  });
  it('66 reached by announcing a marriage, before any card (SN-10, SN-12)', () => {
    const s = summaryOf('sixty-six-by-announcement-trump-marriage-worked-check', 0);
    expect(s.lines[0]).toBe('North reached 66 by announcing the marriage in hearts: 86 points.');
    expect(summaryOf('sixty-six-by-announcement-trump-marriage-worked-check', 1, 'de').lines[0]).toBe(
      'Du erreichst 66 mit der Ansage in Herz: 86 Punkte.',
    );
  });
  it('the last trick decides a deal played out without 66, whoever has more points (SN-13)', () => {
    const s = summaryOf('last-trick-without-66-wins-with-fewer-points', 0);
    expect(s.lines).toEqual([
      'Nobody reached 66: you won the last trick, which decides.',
      'You: 1 game point. North has 64 points, 33 or more.',
    ]);
    expect(s.sheet).toBe('Last trick');
  });
  it('a closing that succeeds is scored on the opponent as he stood at the closing (SN-15)', () => {
    const s = summaryOf('closing-before-first-trick-wins-3', 1);
    expect(s.lines).toEqual([
      'You reached 66 with a trick: 79 points.',
      'You had closed the talon: the closing succeeded.',
      'You: 3 game points. North had no trick when the talon was closed: Schwarz.',
    ]);
    expect(s.sheet).toBe('You closed · 66 · Schwarz');
  });
  it('a closing that fails: the opponent reaches 66 first and scores 2 (SN-15)', () => {
    const s = summaryOf('closing-fails-opponent-reaches-66-scores-2', 0);
    expect(s.lines).toEqual([
      'North reached 66 with a trick: 68 points.',
      'You had closed the talon: the closing failed.',
      'North: 2 game points. A failed closing gives the opponent 2 game points.',
    ]);
    expect(s.sheet).toBe('You closed and failed · 66');
  });
  it('a closing that fails when the cards run out; 3 for an opponent who had no trick then (SN-13, SN-15)', () => {
    const s = summaryOf('closing-fails-played-out-scores-3', 0);
    expect(s.headline).toBe('You win the deal.');
    expect(s.lines).toEqual([
      'North closed the talon but did not reach 66: the closing failed.',
      'You: 3 game points. A failed closing, and you had no trick when the talon was closed: 3 game points.',
    ]);
    expect(s.sheet).toBe('North closed and failed · no 66');
    const fr = summaryOf('closing-fails-played-out-scores-3', 0, 'fr');
    expect(fr.lines[0]).toBe('Nord a fermé le talon sans atteindre 66\u202f: la fermeture a échoué.');
  });
  it('a French pack: the same deal in its own suits (SN-1)', () => {
    const s = summaryOf('french-paris-piquet-schneider-32', 1, 'fr');
    expect(s.headline).toBe('Nord gagne la donne.');
    expect(s.lines[1]).toBe('Nord\u202f: 2 points de partie. Vous n’avez que 32 points, moins de 33\u202f: Schneider.');
  });
});

// Schneider and Schwarz are the game's words in every language.
describeStringFiles('its own strings (i18n/table.*.json)', { en, fr, de }, /^sheet\.sn\.(schneider|schwarz)$/);
