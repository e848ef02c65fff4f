/**
 * Watten's sentences at the table, from the engine's own states and refusals: why a move or a card is refused
 * (WA-4, WA-8, WA-11 … WA-13), the facts (the value at all times, the Schlag, the trumps and the Rechte once
 * named, the tricks and what each side needs), the choices and their keys, the raises and answers told among
 * the events, and the deal's end explained (three tricks or a fold, the value, the game points) in en, fr, de.
 */
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../../engine/action.js';
import { type Card, parseCard } from '../../../../engine/cards.js';
import type { RuleParams } from '../../../../engine/errors.js';
import { PACK, type WattenView, watten, wattenStatKeys } from '../../../../engine/watten/index.js';
import { describeStringFiles, munich, trIn } from '../../table/i18n.testing.js';
import { type Table, dealOf, play, seatStateOf } from '../../table/seat-states.testing.js';
import { diffEvents } from '../../table/events.js';
import { refusalText, wordsFor } from '../../table/texts.js';
import { wattenTable } from './table.js';
import { facts, moveChoices, moveText, movesBetween, reasons, sheetEntry, statLabel } from './texts.js';
import de from './i18n/table.de.json';
import en from './i18n/table.en.json';
import fr from './i18n/table.fr.json';

type Lang = 'en' | 'fr' | 'de';
const LANGS: readonly Lang[] = ['en', 'fr', 'de'];
const g = (c: string) => parseCard('german', c)!;
const words = (lang: Lang, human: Seat = 0) => wordsFor(trIn(lang), munich(lang), human, 4);

/**
 * A deal with the dealer in seat 3 (WA-3): seat 0 (the forehand) gets pack indices 0-2 and 12-13, seat 1 3-5
 * and 14-15, seat 2 6-8 and 16-17, seat 3 9-11 and 18-19; the rest of the pack is not used.
 */
function deal(hands: readonly [string, string, string, string], totals?: readonly number[]): Table<WattenView> {
  const h = hands.map((x) => x.split(' ').map(g));
  const used = new Set(h.flat());
  const rest = PACK.filter((c) => !used.has(c));
  const order: Card[] = [];
  for (const seat of [0, 1, 2, 3]) order.push(...h[seat]!.slice(0, 3));
  for (const seat of [0, 1, 2, 3]) order.push(...h[seat]!.slice(3));
  const t = dealOf(watten, 'german', [...order, ...rest], 3) as Table<WattenView>;
  if (totals) t.state = { ...t.state, totals };
  return t;
}
const HANDS = ['HA HK EA E7 G7', 'HO E8 G8 S7 S8', 'HT E9 G9 S9 GA', 'H8 H7 EK GK SK'] as const;

const text = (lang: Lang, t: Table<WattenView>, seat: Seat, move: string) => {
  const s = seatStateOf(t, seat);
  const r = s.refused.find((x) => x.text === move);
  expect(r, move).toBeDefined();
  return refusalText(trIn(lang), munich(lang), wattenTable, r, s.phase);
};

describe('why not: the engine’s refusals in words', () => {
  it('WA-12: a side that made the last raise may not raise again; the other side raises next', () => {
    const t = play(deal(HANDS), 'schlag:U', 'trump:H', 'raise', 'hold', 'play:EA', 'play:E8');
    expect(text('en', t, 2, 'raise')).toBe('Your side made the last raise: the other side must raise next.');
    expect(text('de', t, 2, 'raise')).toBe(
      'Deine Seite hat zuletzt geboten: Jetzt ist die andere Seite mit Bieten dran.',
    );
  });

  it('WA-12: no raise above the points the side still needs, the figures named', () => {
    const t = play(deal(HANDS, [9, 0, 9, 0]), 'schlag:U', 'trump:H');
    expect(text('en', t, 0, 'raise')).toBe('Raising to 3 would ask for more than the 2 points your side still needs.');
    expect(text('fr', t, 0, 'raise')).toBe('Relancer à 3 demanderait plus que les 2 points qui manquent à votre camp.');
  });

  it('WA-11: while a raise waits, the answering seat may neither play nor raise back; with none, nothing to answer', () => {
    const t = play(deal(HANDS), 'schlag:U', 'trump:H', 'raise');
    expect(text('en', t, 1, 'raise')).toBe('You answer a raise by holding or folding; you cannot raise back now.');
    expect(text('en', t, 1, 'play:E8')).toBe('A raise waits for its answer: hold or fold first.');
    const quiet = play(deal(HANDS), 'schlag:U', 'trump:H');
    expect(text('en', quiet, 0, 'hold')).toBe('Nobody has raised: there is nothing to hold or fold.');
  });

  it('WA-8: after a trump lead a seat holding a trump plays a trump, the Rechte or a Linke', () => {
    const t = play(deal(HANDS), 'schlag:U', 'trump:H', 'play:HA');
    expect(text('en', t, 1, 'play:E8')).toBe('A trump was led and you hold one: play a trump, the Rechte or a Linke.');
  });

  it('every reason the engine gives has its own sentence in every language, never the plain fallback', () => {
    const cases: [string, RuleParams][] = [
      ['WA-4', { due: 'schlag' }],
      ['WA-4', { due: 'trump' }],
      ['WA-4', { phase: 'auction' }],
      ['WA-4', { phase: 'play' }],
      ['WA-8', { led: 'trump' }],
      ['WA-11', { pending: true }],
      ['WA-11', { move: 'raise', reason: 'pending' }],
      ['WA-11', { move: 'raise', reason: 'answer' }],
      ['WA-11', { move: 'hold' }],
      ['WA-12', { move: 'raise', reason: 'alternation', value: 3, needs: 8 }],
      ['WA-12', { move: 'raise', reason: 'cap', value: 3, needs: 3 }],
      ['WA-13', { move: 'raise', reason: 'last-trick' }],
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

describe('the facts bar', () => {
  const bar = (t: Table<WattenView>, lang: Lang = 'en', human: Seat = 0) =>
    facts(words(lang, human), seatStateOf(t, human)).map((f) => `${trIn(lang)(f.term)}: ${f.text}`);

  it('shows the value from the deal’s start, the announcements as they are made, and the Rechte once both are', () => {
    expect(bar(deal(HANDS))).toEqual([
      'Worth: 2 points',
      'Schlag: not named yet',
      'Trumps: not named yet',
      'Tricks: us 0 · them 0',
      'Still needed: us 11 · them 11',
    ]);
    expect(bar(play(deal(HANDS), 'schlag:U', 'trump:H'))).toEqual([
      'Worth: 2 points',
      'Schlag: Unter',
      'Trumps: Hearts',
      'Rechte: Unter of hearts',
      'Tricks: us 0 · them 0',
      'Still needed: us 11 · them 11',
    ]);
  });

  it('a raise waiting shows what it would make; held, the new value; the Schlag 6 is called the Weli', () => {
    const t = play(deal(HANDS), 'schlag:6', 'trump:H', 'raise');
    expect(bar(t)[0]).toBe('Worth: 2, raised to 3?');
    expect(bar(t)[1]).toBe('Schlag: 6 – the Weli');
    expect(bar(t, 'de')[1]).toBe('Schlag: 6 – der Weli');
    expect(bar(play(t, 'hold'))[0]).toBe('Worth: 3 points');
  });

  it('the tricks and the points still needed are the human’s side first, whichever seat he holds', () => {
    const t = play(deal(HANDS, [4, 7, 4, 7]), 'schlag:U', 'trump:H', 'play:HA', 'play:HO', 'play:HT', 'play:H8');
    expect(bar(t, 'en', 0).slice(-2)).toEqual(['Tricks: us 1 · them 0', 'Still needed: us 7 · them 4']);
    expect(bar(t, 'en', 1).slice(-2)).toEqual(['Tricks: us 0 · them 1', 'Still needed: us 4 · them 7']);
  });

  it('a spectator, at no seat, reads each side by its players', () => {
    const t = play(deal(HANDS), 'schlag:U', 'trump:H', 'play:HA', 'play:HO', 'play:HT', 'play:H8');
    const w = wordsFor(
      trIn('en'),
      munich('en'),
      -1,
      4,
      ['Anna', 'Ben', 'Cleo', 'Dan'].map((name) => ({ name })),
    );
    const texts = facts(w, seatStateOf(t, -1)).map((f) => f.text);
    expect(texts.slice(-2)).toEqual(['Anna and Cleo 1 · Ben and Dan 0', 'Anna and Cleo 11 · Ben and Dan 11']);
  });

  it('what each side still needs counts the deal just scored: the session’s totals, not the deal’s start', () => {
    const t = deal(HANDS);
    const s = seatStateOf(t, 0);
    const after = { ...s, session: { ...s.session, totals: [3, 0, 3, 0] } };
    expect(facts(words('de'), after).at(-1)?.text).toBe('wir 8 · sie 11');
  });

  it('at a daily challenge’s table each deal stands alone: what is still needed is the deal’s own start', () => {
    const t = deal(HANDS);
    const s = seatStateOf(t, 0);
    const day = { ...s, session: { ...s.session, totals: [3, 0, 3, 0] } };
    const challenge = { day: '2026-12-07', game: 'watten', deal: 1, deals: 8 };
    expect(facts(words('de'), day, { challenge }).at(-1)?.text).toBe('wir 11 · sie 11');
  });
});

describe('the choices and their keys', () => {
  const keys = (t: Table<WattenView>, seat: Seat) => {
    const s = seatStateOf(t, seat);
    return moveChoices(words('en', seat), s.legal, s.view).map((c) => `${c.key} ${c.listed}`);
  };
  it('the Schlag by its rank’s letter (6 the Weli), the trumps by a digit, raise R, hold O, fold F', () => {
    expect(keys(deal(HANDS), 0).sort()).toEqual(
      ['6 6 – the Weli', '7 Seven', '8 Eight', '9 Nine', 'A Daus', 'K King', 'O Ober', 'T Ten', 'U Unter'].sort(),
    );
    expect(keys(play(deal(HANDS), 'schlag:U'), 3)).toEqual(['1 Acorns', '2 Leaves', '3 Hearts', '4 Bells']);
    expect(keys(play(deal(HANDS), 'schlag:U', 'trump:H'), 0)).toContain('R Raise to 3 (bieten)');
    expect(keys(play(deal(HANDS), 'schlag:U', 'trump:H', 'raise'), 1)).toEqual([
      'O Hold (halten): 3',
      'F Fold (gehen): 2 to them',
    ]);
  });
});

describe('the stake moves’ full names', () => {
  it('say what each means in points for whoever made it: the review lists the other seats’ raises with them', () => {
    const t = play(deal(HANDS), 'schlag:U', 'trump:H');
    const s = seatStateOf(t, 0);
    const [raise] = moveChoices(words('en'), s.legal, s.view).filter((c) => c.text === 'raise');
    expect(raise?.label).toBe(
      'Raise (bieten) to 3: if held, the deal is worth 3; if folded, the raising side scores 2.',
    );
    const held = play(t, 'raise');
    const answer = moveChoices(words('de', 1), seatStateOf(held, 1).legal, seatStateOf(held, 1).view);
    expect(answer.map((c) => c.label)).toEqual([
      'Halten: Es wird um 3 Punkte weitergespielt.',
      'Gehen: Das Spiel wird aufgegeben; die bietende Seite schreibt 2.',
    ]);
  });
});

describe('raises and answers among the events', () => {
  const told = (a: Table<WattenView>, moves: string[], lang: Lang, human: Seat) => {
    const before = watten.view(a.state, human);
    const after = watten.view(play(a, ...moves).state, human);
    return movesBetween(before, after).map((m) => moveText(words(lang, human), m, after));
  };
  it('a raise and its hold, told in order with the values they make, from each seat', () => {
    const t = () => play(deal(HANDS), 'schlag:U', 'trump:H');
    expect(told(t(), ['raise', 'hold'], 'en', 1)).toEqual([
      'East raises (bieten) to 3.',
      'You hold (halten): the deal is worth 3.',
    ]);
    expect(told(t(), ['raise', 'hold'], 'de', 0)).toEqual(['Du bietest: 3.', 'West hält: Es geht um 3.']);
  });
  it('a fold names who folded and which side scores the value before the raise', () => {
    const t = play(deal(HANDS), 'schlag:U', 'trump:H', 'raise', 'hold', 'play:EA', 'raise');
    expect(told(t, ['fold'], 'en', 0)).toEqual(['North folds (gehen): West and East score 3.']);
    expect(told(play(deal(HANDS), 'schlag:U', 'trump:H'), ['raise', 'fold'], 'fr', 2)).toEqual([
      'Nord relance (bieten) à 3.',
      'Est abandonne (gehen)\u202f: vous et Nord marquent 2.',
    ]);
  });
});

describe('the deal’s end', () => {
  const summary = (t: Table<WattenView>, lang: Lang, human: Seat) => {
    const w = words(lang, human);
    const d = t.history[0]!;
    return { ...wattenTable.dealSummary(w, d, { rules: watten.defaultRules }), sheet: sheetEntry(w, d) };
  };
  it('three tricks: who won, the announcements, the value with its raises, and the points toward the target', () => {
    const t = play(
      deal(HANDS),
      'schlag:U',
      'trump:H',
      'raise',
      'hold',
      ...['play:HA', 'play:HO', 'play:HT', 'play:H8'],
      ...['play:HK', 'play:S7', 'play:GA', 'play:H7'],
      ...['play:EA', 'play:E8', 'play:E9', 'play:EK'],
    );
    const s = summary(t, 'en', 0);
    expect(s.headline).toBe('You and North win the deal.');
    expect(s.lines).toEqual([
      'You and North took three tricks (3 to 0).',
      'Schlag Unter, trumps hearts: the Rechte was the Unter of hearts.',
      'Worth 3 points: 2, and 1 raise held.',
      'You and North score 3: 3 of 11.',
    ]);
    expect(s.sheet).toBe('Unter · Hearts · 3 tricks');
    expect(summary(t, 'en', 1).headline).toBe('East and West win the deal.');
  });
  it('a fold: the folder named, the raisers win at the value before the raise', () => {
    const t = play(deal(HANDS), 'schlag:U', 'trump:H', 'raise', 'fold');
    const s = summary(t, 'de', 1);
    expect(s.headline).toBe('Ost und West gewinnen das Spiel.');
    expect(s.lines[0]).toBe('Du bist aufs Gebot gegangen: Ost und West gewinnen das Spiel mit dem Wert vor dem Gebot.');
    expect(s.lines[2]).toBe('Wert 2 Punkte: Kein Gebot wurde gehalten.');
    expect(s.sheet).toBe('Unter · Herz · du gingst');
  });
});

describe('the statistics', () => {
  it('every counter the engine gives a deal has a label in every language', () => {
    const t = play(deal(HANDS), 'schlag:U', 'trump:H', 'raise', 'hold', 'play:EA', 'raise', 'fold');
    const outcome = watten.outcome(t.state)!;
    const keys = [0, 1, 2, 3].flatMap((seat) => wattenStatKeys(outcome, seat));
    expect(new Set(keys)).toEqual(new Set(['folded', 'won-by-fold', 'won-raised']));
    for (const lang of LANGS) {
      for (const key of keys) expect(statLabel(trIn(lang), key), `${lang} ${key}`).toMatch(/^[^{]+$/);
    }
    expect(statLabel(trIn('en'), 'schneider')).toBeNull();
  });
});

describeStringFiles('its own strings (i18n/table.*.json)', { en, fr, de }, /^info\.wa\.(schlag|rechte)$/);

describe('raises among the table’s events', () => {
  it('a raise before a trick’s last card is told before that card, when the states between were not seen', () => {
    const t = play(deal(HANDS), 'schlag:U', 'trump:H', 'play:EA', 'play:E8');
    const before = seatStateOf(t, 0);
    // North (seat 2) plays, then East (seat 3) raises before the trick's last card; the human holds.
    play(t, 'play:E9', 'raise', 'hold', 'play:EK');
    const told = diffEvents(wattenTable, before, seatStateOf(t, 0)).map((e) =>
      e.kind === 'play' ? `play ${e.seat}` : e.kind === 'move' ? `${e.move} ${e.seat}` : e.kind,
    );
    expect(told.slice(0, 5)).toEqual(['play 2', 'raise-0 3', 'hold-0 0', 'play 3', 'trick']);
  });
});
