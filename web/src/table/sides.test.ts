/**
 * The table by sides (issue 28, point 2): in a game with partnerships the score sheet, the chart and the
 * session's end speak of sides; without partnerships they are as they were, seat by seat. The games here are
 * made up for the test (a seat count and, for one, the partnerships of Watten and Belote): no game is named.
 */
import { describe, expect, it } from 'vitest';
import type { BaseView } from '../../../engine/game.js';
import { chartSeries } from './chart.js';
import type { TableGame } from './game.js';
import { TEST_LANGS, type TestLang, trIn } from './i18n.testing.js';
import { rolesOf } from './model.js';
import { listOf } from './phrases.js';
import { type Seating, endHeadline, endNotes, sheetBySide, standingOf } from './sides.js';
import { seatName } from './texts.js';

const PAIRS: Seating = {
  seats: 4,
  sides: [
    [0, 2],
    [1, 3],
  ],
};
const ALONE: Seating = { seats: 4 };

/** The seats' names seen from `human`, as the table names them. */
const namesFrom = (human: number, lang: TestLang = 'en') =>
  Array.from({ length: 4 }, (_, s) => seatName(trIn(lang), s, human, 4));

/** Two deals of a partnership session: seats 0 and 2 won the first, lost part of it back in the second. */
const ROWS = [
  { deal: 0, game: 'a', scores: [10, -10, 10, -10], totals: [10, -10, 10, -10] },
  { deal: 1, game: 'b', scores: [-6, 6, -6, 6], totals: [4, -4, 4, -4] },
];
/** Two deals where every seat plays for itself. */
const SOLO_ROWS = [
  { deal: 0, game: 'a', scores: [30, -10, -10, -10], totals: [30, -10, -10, -10] },
  { deal: 1, game: 'b', scores: [-5, 15, -5, -5], totals: [25, 5, -15, -15] },
];

const headline = (lang: TestLang, game: Seating, totals: number[], human: number, winner: number | 'draw' | null) =>
  endHeadline(
    trIn(lang),
    (items) => listOf(lang, items),
    game,
    standingOf(game, namesFrom(human, lang), totals, human),
    winner,
  );

describe('the score sheet of a partnership game', () => {
  it('has one column per side, named after its players with the human first', () => {
    expect(sheetBySide(PAIRS, namesFrom(0), ROWS, 0).columns).toEqual([
      { name: 'You & North', me: true },
      { name: 'West & East', me: false },
    ]);
    // Seen from seat 1, seat 0 sits on the right (East) and seat 2 on the left (West).
    expect(sheetBySide(PAIRS, namesFrom(1), ROWS, 1).columns).toEqual([
      { name: 'East & West', me: false },
      { name: 'You & North', me: true },
    ]);
  });
  it('shows each deal’s score and running total once per side, partners’ equal figures not repeated', () => {
    const { rows } = sheetBySide(PAIRS, namesFrom(0), ROWS, 0);
    expect(rows.map((r) => [r.deal, r.game, r.scores, r.totals])).toEqual([
      [0, 'a', [10, -10], [10, -10]],
      [1, 'b', [-6, 6], [4, -4]],
    ]);
  });
  it('draws one chart line per side, from 0 through the side’s running totals', () => {
    const { columns, rows } = sheetBySide(PAIRS, namesFrom(0), ROWS, 0);
    expect(chartSeries(rows, columns.length)).toEqual([
      [0, 10, 4],
      [0, -10, -4],
    ]);
  });
});

describe('the score sheet of a game without partnerships', () => {
  it('is unchanged: a column per seat under the seat’s own name, and the rows as the session keeps them', () => {
    const names = namesFrom(2);
    const sheet = sheetBySide(ALONE, names, SOLO_ROWS, 2);
    expect(sheet.columns).toEqual(names.map((name, s) => ({ name, me: s === 2 })));
    expect(sheet.rows).toEqual(SOLO_ROWS);
    expect(chartSeries(sheet.rows, sheet.columns.length)).toEqual([
      [0, 30, 25],
      [0, -10, 5],
      [0, -10, -15],
      [0, -10, -15],
    ]);
  });
});

describe('the end of a partnership session', () => {
  it('names the winning side, read as a side’s index, never as a seat', () => {
    // Winner 1 is the side of seats 1 and 3: from seat 0, West and East; seat 1 (West) did not win by itself.
    expect(headline('en', PAIRS, [-4, 4, -4, 4], 0, 1)).toBe('West & East win.');
    // From seat 3 its partner, seat 1, sits across.
    expect(headline('en', PAIRS, [-4, 4, -4, 4], 3, 1)).toBe('You and North win!');
    expect(headline('en', PAIRS, [4, -4, 4, -4], 2, 0)).toBe('You and North win!');
  });
  it('names the side in every language, with its own plural', () => {
    expect(headline('de', PAIRS, [-4, 4, -4, 4], 0, 1)).toBe('West & Ost gewinnen.');
    expect(headline('fr', PAIRS, [4, -4, 4, -4], 0, 0)).toBe('Vous l’emportez avec Nord\u202f!');
    for (const lang of TEST_LANGS) expect(headline(lang, PAIRS, [-4, 4, -4, 4], 0, 1)).not.toContain('table:');
  });
  it('of an open score sheet is won by the side with the highest total, each side’s total counted once', () => {
    expect(headline('en', PAIRS, [-2, 2, -2, 2], 0, null)).toBe('West & East win.');
    expect(standingOf(PAIRS, namesFrom(0), [-2, 2, -2, 2], 0)).toEqual({
      names: ['You & North', 'West & East'],
      totals: [-2, 2],
      mine: 0,
      partners: ['North'],
    });
  });
});

describe('the end of a session without partnerships', () => {
  it('is unchanged: the winner is a seat, a tie of leaders is shared', () => {
    expect(headline('en', ALONE, [25, 5, -15, -15], 0, 0)).toBe('You win!');
    expect(headline('en', ALONE, [-15, 5, 25, -15], 0, 2)).toBe('North wins.');
    expect(headline('en', ALONE, [0, 0, 0, 0], 0, 'draw')).toBe('A draw.');
    expect(headline('en', ALONE, [10, 10, -10, -10], 0, null)).toBe('You share first place with West.');
    expect(standingOf(ALONE, namesFrom(0), [25, 5, -15, -15], 0)).toEqual({
      names: namesFrom(0),
      totals: [25, 5, -15, -15],
      mine: 0,
      partners: [],
    });
  });
});

describe('the end of a session seen by a spectator', () => {
  it('names no side his and nobody his partner; the winners are named, never "you"', () => {
    const seats = ['Seat 1', 'Seat 2', 'Seat 3', 'Seat 4'];
    expect(standingOf(PAIRS, seats, [-2, 2, -2, 2], -1)).toEqual({
      names: ['Seat 1 & Seat 3', 'Seat 2 & Seat 4'],
      totals: [-2, 2],
      mine: -1,
      partners: [],
    });
    expect(standingOf(ALONE, seats, [25, 5, -15, -15], -1).mine).toBe(-1);
    const standing = standingOf(PAIRS, seats, [4, -4, 4, -4], -1);
    const text = endHeadline(trIn('en'), (items) => items.join(' and '), PAIRS, standing, 0);
    expect(text).toBe('Seat 1 & Seat 3 win.');
  });
});

describe('the seat panels', () => {
  /** A table game with the given seating whose own roles are one declarer at seat 3. */
  const tableGame = (definition: Seating) =>
    ({
      definition,
      roles: (_v: BaseView, seat: number) => (seat === 3 ? ['table:seat.declarer'] : []),
    }) as unknown as TableGame;
  const view = (seat: number, phase: BaseView['phase']) => ({ seat, phase }) as BaseView;

  it('mark the partner of the seat whose view it is in a partnership game, from the auction on', () => {
    const game = tableGame(PAIRS);
    expect([0, 1, 2, 3].map((s) => rolesOf(game, view(0, 'auction'), s))).toEqual([
      [],
      [],
      ['table:seat.sidePartner'],
      [],
    ]);
    expect(rolesOf(game, view(1, 'play'), 3)).toEqual(['table:seat.declarer', 'table:seat.sidePartner']);
    expect(rolesOf(game, view(1, 'play'), 1)).toEqual([]);
  });
  it('mark no partner in a game without partnerships', () => {
    const game = tableGame(ALONE);
    expect([0, 1, 2, 3].map((s) => rolesOf(game, view(0, 'play'), s))).toEqual([[], [], [], ['table:seat.declarer']]);
  });
  it('call the partner by a word in every language', () => {
    for (const lang of TEST_LANGS) expect(trIn(lang)('table:seat.sidePartner')).not.toContain('table:');
  });
});

describe('the end of a session ended early, told to each reader', () => {
  const ended = { reason: 'ended' as const, dealsPlayed: 3, totals: [25, 5, -15, -15] };
  const names = ['Anna', 'Ben', 'You', 'Dora'];

  it('the host reads that he ended it; a friend at another seat reads the host’s name, not "You ended"', () => {
    const tr = trIn('en');
    expect(endNotes(tr, ALONE, names, 0, ended, { seat: 0, owner: true, spectating: false })[0]).toBe(
      'You ended the game after 3 deals.',
    );
    expect(endNotes(tr, ALONE, names, 0, ended, { seat: 2, owner: false, spectating: false })[0]).toBe(
      'Anna ended the game after 3 deals.',
    );
    expect(endNotes(tr, ALONE, names, 0, ended, { seat: -1, owner: false, spectating: true })).toEqual([
      'The game was ended after 3 deals.',
    ]);
  });

  it('each player reads his own place, not the host’s (the server’s place is the host’s)', () => {
    const tr = trIn('en');
    const complete = { ...ended, reason: 'complete' as const };
    expect(endNotes(tr, ALONE, names, 0, complete, { seat: 0, owner: true, spectating: false })).toEqual([
      'Your place: 1 of 4.',
    ]);
    expect(endNotes(tr, ALONE, names, 0, complete, { seat: 2, owner: false, spectating: false })).toEqual([
      'Your place: 3 of 4.',
    ]);
    // Two sides: the headline says who won, no place.
    expect(endNotes(tr, PAIRS, names, 0, complete, { seat: 1, owner: false, spectating: false })).toEqual([]);
  });

  it.each(TEST_LANGS)('%s: a friend reads the host’s name in his language', (lang) => {
    const line = endNotes(trIn(lang), ALONE, names, 0, ended, { seat: 1, owner: false, spectating: false })[0]!;
    expect(line).toContain('Anna');
    expect(line).toContain('3');
  });
});
