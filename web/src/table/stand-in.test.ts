/**
 * The AI's stand-in in words (issue 30, point 4): the deal summary's sentences about a decision the AI made for
 * the human say so ("The AI, playing for you, closed the talon…", never "You closed…"), the summary names the
 * moves it played for her, and the table's list of what it played while she was away names each move in the
 * game's own words, in en, fr and de.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/action.js';
import { parseCard } from '../../../engine/cards.js';
import type { DealResult } from '../../../engine/protocol.js';
import { DEFAULT_SCHAFKOPF_RULES } from '../../../engine/schafkopf/index.js';
import { schnapsen } from '../../../engine/schnapsen/index.js';
import { dealSummary as schafkopfSummary } from '../games/schafkopf/texts.js';
import { schnapsenTable } from '../games/schnapsen/table.js';
import { type TestLang, munich, trIn } from './i18n.testing.js';
import { dealOf, play, seatStateOf } from './seat-states.testing.js';
import { aboutDecision, standInGroups, standInKey, standInOpens, summaryWithStandIn } from './stand-in.js';
import { wordsFor } from './texts.js';

/** A hand-made Schnapsen record (test/fixtures/schnapsen), its first deal played out. */
function record(name: string) {
  const url = new URL(`../../../test/fixtures/schnapsen/${name}.json`, import.meta.url);
  const rec = JSON.parse(readFileSync(url, 'utf8')) as {
    firstDealer: Seat;
    deals: { cards: string[]; actions: Record<string, unknown>[] }[];
  };
  const d = rec.deals[0]!;
  const actions = d.actions.map((a) =>
    a.close === true ? 'close' : typeof a.marry === 'string' ? `marry:${a.marry}` : `play:${String(a.play)}`,
  );
  const cards = d.cards.map((c) => parseCard('german', c)!);
  const t = play(dealOf(schnapsen, 'german', cards, rec.firstDealer), ...actions);
  const seats = d.actions.map((a) => a.seat as Seat);
  return { t, result: t.history[0]!, actions, seats };
}

/** A closing that failed: seat 0 closes at its fifth move and its opponent reaches 66. */
const closingFailed = () => record('closing-fails-opponent-reaches-66-scores-2');

describe('the deal summary of a deal where the AI played for the human', () => {
  const summary = (lang: TestLang, standInFrom: number | null) => {
    const { t, result, actions, seats } = closingFailed();
    // From `standInFrom` on, every move of seat 0 (the closer) was the AI's, made for her while she was away.
    const standIn = seats.map((s, i) => standInFrom !== null && s === 0 && i >= standInFrom);
    const w = wordsFor(trIn(lang), munich(lang), 0, 2);
    const o = { rules: schnapsen.defaultRules, actions, ...(standIn.includes(true) ? { standIn } : {}) };
    return summaryWithStandIn(schnapsenTable, w, result, o, schnapsen.view(t.state, 0));
  };

  it('says the AI closed the talon for her, not she, and names the moves it played for her', () => {
    expect(summary('en', null).lines[1]).toBe('You had closed the talon: the closing failed.');
    const en = summary('en', 4);
    expect(en.lines[1]).toBe('The AI, playing for you, had closed the talon: the closing failed.');
    expect(en.lines.join(' ')).not.toMatch(/You closed/);
    expect(en.lines.at(-1)).toBe(
      'While you were away the AI played 5 moves for you in this deal: Close the talon, Unter of hearts, Ober of hearts, King of acorns, and King of leaves.',
    );
    const fr = summary('fr', 4);
    expect(fr.lines[1]).toBe('L’IA, qui jouait pour vous, avait fermé le talon\u202f: la fermeture a échoué.');
    expect(fr.lines.at(-1)).toMatch(/^Pendant votre absence, l’IA a joué 5 coups pour vous dans cette donne\u202f: /);
    const de = summary('de', 4);
    expect(de.lines[1]).toBe('Die KI hatte für dich zugedreht: Das Zudrehen ist misslungen.');
    expect(de.lines.at(-1)).toContain(': Zudrehen, Herz-Unter,');
    expect(de.lines.at(-1)).toMatch(/^Während du weg warst, hat die KI in diesem Spiel 5 Züge für dich gemacht: /);
  });

  it('keeps her own closing hers when the AI played only after it', () => {
    const en = summary('en', 5);
    expect(en.lines[1]).toBe('You had closed the talon: the closing failed.');
    expect(en.lines.at(-1)).toMatch(
      /^While you were away the AI played 4 moves for you in this deal: Unter of hearts,/,
    );
  });

  it('says the AI closed, or reached 66 by a marriage, where the AI made that very move for her', () => {
    const line = (name: string, human: Seat, lang: TestLang, index: (actions: string[]) => number) => {
      const { result, actions } = record(name);
      const standIn = actions.map((_, i) => i === index(actions));
      const w = wordsFor(trIn(lang), munich(lang), human, 2);
      return schnapsenTable.dealSummary(w, result, { rules: schnapsen.defaultRules, actions, standIn }).lines[0];
    };
    // Seat 1 closes at once and plays the deal out without reaching 66.
    const closed = (lang: TestLang) => line('closing-fails-played-out-scores-3', 1, lang, (a) => a.indexOf('close'));
    expect(closed('en')).toBe('The AI, playing for you, closed the talon but did not reach 66: the closing failed.');
    expect(closed('de')).toBe('Die KI hat für dich zugedreht und 66 nicht erreicht: Das Zudrehen ist misslungen.');
    expect(closed('fr')).toBe(
      'L’IA, qui jouait pour vous, a fermé le talon sans atteindre 66\u202f: la fermeture a échoué.',
    );
    // Seat 1 reaches 66 by announcing the trump marriage, the deal's last move.
    const married = (lang: TestLang) =>
      line('sixty-six-by-announcement-trump-marriage-worked-check', 1, lang, (a) => a.length - 1);
    expect(married('en')).toMatch(
      /^The AI, playing for you, reached 66 by announcing the marriage in hearts: \d+ points\.$/,
    );
    expect(married('de')).toMatch(/^Die KI hat für dich 66 erreicht, mit der Ansage in Herz: \d+ Punkte\.$/);
    // Her own marriage stays hers when the AI played only before it.
    expect(line('sixty-six-by-announcement-trump-marriage-worked-check', 1, 'en', () => 0)).toMatch(/^You reached 66/);
  });

  it('says a Schafkopf contract the AI named for her was the AI’s', () => {
    const d = {
      deal: 0,
      dealer: 0,
      scores: [0, 0, 0, 0],
      totals: [0, 0, 0, 0],
      report: {
        contract: 'solo-H',
        declarer: 1,
        partner: null,
        cardPoints: [20, 70, 20, 10],
        tricks: [2, 4, 1, 1],
        declarerWins: true,
        schneider: false,
        schwarz: false,
        laufende: 0,
        value: 5,
      },
    } as unknown as DealResult;
    const actions = ['bid:pass', 'bid:solo-H', 'bid:pass', 'bid:pass'];
    const standIn = [false, true, false, false];
    const line = (lang: TestLang, marked: boolean) =>
      schafkopfSummary(wordsFor(trIn(lang), munich(lang), 1, 4), d, {
        rules: DEFAULT_SCHAFKOPF_RULES,
        actions,
        ...(marked ? { standIn } : {}),
      }).lines[0];
    expect(line('en', false)).toBe('Solo in hearts, played by you.');
    expect(line('en', true)).toBe('Solo in hearts, played by you: the AI named it for you while you were away.');
    expect(line('fr', true)).toMatch(/l’IA l’a annoncé pour vous pendant votre absence\.$/);
    expect(line('de', true)).toMatch(/Die KI hat es für dich angesagt, während du weg warst\.$/);
  });

  it('names another seat as before, whoever played it', () => {
    const w = wordsFor(trIn('en'), munich('en'), 0, 2);
    expect(aboutDecision(w, 1, true)).toEqual({ who: w.who(1) });
    expect(aboutDecision(w, 0, false)).toEqual({ who: w.who(0), context: 'you' });
  });
});

describe('the list of what the AI played for her while she was away', () => {
  it('names each move in the game’s words, by deal, and is keyed by its last move', () => {
    const { t, actions } = closingFailed();
    const s = {
      ...seatStateOf(t, 0),
      deal: 1,
      standIn: [
        { deal: 0, view: schnapsen.view(t.state, 0), moves: [4, 5].map((index) => ({ index, text: actions[index]! })) },
      ],
    };
    const w = (lang: TestLang) => wordsFor(trIn(lang), munich(lang), 0, 2);
    expect(standInGroups(schnapsenTable, w('en'), s)).toEqual([
      { deal: 0, moves: ['Close the talon', 'Unter of hearts'] },
    ]);
    expect(standInGroups(schnapsenTable, w('de'), s)[0]!.moves[1]).toBe('Herz-Unter');
    expect(standInKey(s)).toBe('0:5');
    expect(standInKey({ ...s, standIn: [] })).toBeNull();
  });
});

describe('the window that lists them', () => {
  it('opens when she arrives or comes back, not for a move her turn clock forced while she watched', () => {
    // Arriving: the page showed nothing before.
    expect(standInOpens(null, false)).toBe(true);
    expect(standInOpens(null, true)).toBe(true);
    // Back after the connection broke.
    expect(standInOpens({ yourTurn: true, connected: false }, true)).toBe(true);
    // Connected all along, and it was not her turn: the AI played for her elsewhere (she was away).
    expect(standInOpens({ yourTurn: false, connected: true }, true)).toBe(true);
    // Connected all along at her turn: her clock ran out before her eyes.
    expect(standInOpens({ yourTurn: true, connected: true }, true)).toBe(false);
  });
});
