/**
 * The moves since the player's last (issue 30, point 6): which events the list keeps, in what order, when it
 * starts anew, what it marks, and the game's moves other than cards told among the events. The Schnapsen deal
 * is the hand-made record test/fixtures/schnapsen/closing-before-first-trick-wins-3.json: seat 1 closes the
 * talon at once and leads, and later wins a trick, announces the trump marriage and leads between two of
 * seat 0's cards. The human is seat 0.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../engine/action.js';
import { type Notation, parseCard } from '../../../engine/cards.js';
import type { SeatState } from '../../../engine/protocol.js';
import { type SchnapsenView, schnapsen } from '../../../engine/schnapsen/index.js';
import { calledAceDeal } from '../games/schafkopf/deals.testing.js';
import { schafkopfTable } from '../games/schafkopf/table.js';
import { schnapsenTable } from '../games/schnapsen/table.js';
import { type TableEvent, diffEvents } from './events.js';
import type { TableGame } from './game.js';
import { TEST_LANGS, munich, trIn } from './i18n.testing.js';
import { RECENT_LIMIT, type RecentMove, followRecent, listed, ownAction } from './recent.js';
import { type Table, dealOf, play, seatStateOf } from './seat-states.testing.js';
import { wordsFor } from './texts.js';

const HUMAN = 0;
const HEARTS = 2;

/** The record's deal, and its moves as the table writes them (`play:GU`, `close`, `marry:H`). */
function closingDeal(): { table: () => Table<SchnapsenView>; moves: string[] } {
  const url = new URL('../../../test/fixtures/schnapsen/closing-before-first-trick-wins-3.json', import.meta.url);
  const rec = JSON.parse(readFileSync(url, 'utf8')) as {
    firstDealer: Seat;
    deals: { cards: string[]; actions: Record<string, unknown>[] }[];
  };
  const notation: Notation = 'german';
  const d = rec.deals[0]!;
  const cards = d.cards.map((c) => parseCard(notation, c)!);
  const moves = d.actions.map((a) =>
    typeof a.play === 'string' ? `play:${a.play}` : typeof a.marry === 'string' ? `marry:${a.marry}` : 'close',
  );
  return { table: () => dealOf(schnapsen, notation, cards, rec.firstDealer), moves };
}

/** The human's state message after each of the record's first moves (`after[i]`: after i moves). */
function statesOf(seat: Seat, count: number): SeatState[] {
  const { table, moves } = closingDeal();
  const t = table();
  const out = [seatStateOf(t, seat)];
  for (const move of moves.slice(0, count)) out.push(seatStateOf(play(t, move), seat));
  return out;
}

/** Each event with a text that says what it is: the list's logic, not its words (texts.test.ts has those). */
const told = (events: readonly TableEvent[]) => events.map((event) => ({ event, text: JSON.stringify(event) }));

/** The list as the page keeps it while the states are shown one after another. */
function follow(game: TableGame, states: readonly SeatState[], human: number, list: RecentMove[] = []) {
  let id = 0;
  for (let i = 1; i < states.length; i++) {
    list = followRecent(list, told(diffEvents(game, states[i - 1]!, states[i]!)), { game, human, nextId: () => ++id });
  }
  return list;
}

const kinds = (list: readonly RecentMove[]) => list.map((m) => JSON.parse(m.text) as TableEvent);

describe('the moves since the player’s last', () => {
  const game = schnapsenTable as TableGame;
  // close, GU, GA, EU (the human's card), HT, marry:H, HK.
  const states = statesOf(HUMAN, 7);

  it('between two of the player’s cards: the answer, the trick, the marriage and the lead, in order, the marriage marked', () => {
    const list = follow(game, states.slice(3), HUMAN);
    expect(kinds(list)).toEqual([
      { kind: 'play', seat: 1, card: parseCard('german', 'HT'), lead: false },
      { kind: 'trick', index: 1 },
      { kind: 'move', seat: 1, move: `marry-${HEARTS}` },
      { kind: 'play', seat: 1, card: parseCard('german', 'HK'), lead: true },
    ]);
    expect(list.map((m) => m.notable)).toEqual([false, false, true, false]);
  });

  it('the same list whether the page saw each move or only the last state (a fast pace, a reconnection)', () => {
    const stepByStep = follow(game, states.slice(3), HUMAN);
    const atOnce = follow(game, [states[3]!, states[4]!, states[7]!], HUMAN);
    expect(kinds(atOnce)).toEqual(kinds(stepByStep));
    expect(atOnce.map((m) => m.notable)).toEqual(stepByStep.map((m) => m.notable));
  });

  it('the closing before the first lead is listed and marked; the player’s own card starts the list anew', () => {
    const first = follow(game, states.slice(0, 3), HUMAN);
    expect(kinds(first).map((e) => e.kind)).toEqual(['move', 'play']);
    expect(first[0]!.notable).toBe(true);
    expect(kinds(first)[0]).toEqual({ kind: 'move', seat: 1, move: 'close' });
    // GA answers (the human's), then his lead EU: nothing of the others since.
    expect(follow(game, states.slice(2, 5), HUMAN, first).map((m) => JSON.parse(m.text).kind)).toEqual([]);
  });

  it('a spectator (no seat of his own) keeps every seat’s moves, the last few', () => {
    const watched = statesOf(-1 as Seat, 7).map((s) => ({ ...s, seat: -1 }) as SeatState);
    const list = follow(game, watched, -1);
    expect(list.length).toBe(RECENT_LIMIT.spectator);
    expect(kinds(list).at(-1)).toEqual({ kind: 'play', seat: 1, card: parseCard('german', 'HK'), lead: true });
    expect(kinds(list).some((e) => e.kind === 'play' && e.seat === 0)).toBe(true);
  });

  it('a player’s list keeps its newest moves, at most RECENT_LIMIT.player', () => {
    const plays = Array.from({ length: 20 }, (_, i): TableEvent => ({ kind: 'play', seat: 1, card: i, lead: false }));
    let id = 0;
    const list = followRecent([], told(plays), { game, human: HUMAN, nextId: () => ++id });
    expect(list.length).toBe(RECENT_LIMIT.player);
    expect(kinds(list)[0]).toEqual(plays[20 - RECENT_LIMIT.player]);
  });

  it('a new deal starts the list anew with its own line; whose turn it is and a deal’s end are not listed', () => {
    const old = follow(game, states.slice(3), HUMAN);
    let id = 100;
    const events: TableEvent[] = [{ kind: 'over' }, { kind: 'deal', deal: 1, dealer: 1 }, { kind: 'turn' }];
    const list = followRecent(old, told(events), { game, human: HUMAN, nextId: () => ++id });
    expect(kinds(list)).toEqual([{ kind: 'deal', deal: 1, dealer: 1 }]);
    expect(listed({ kind: 'turn' }, HUMAN)).toBe(false);
    expect(listed({ kind: 'end' }, HUMAN)).toBe(false);
  });

  it('the player’s own card, bid and move are his actions, not listed; another seat’s are', () => {
    for (const e of [
      { kind: 'play', seat: 0, card: 1, lead: true },
      { kind: 'bid', seat: 0, bid: 'pass' },
      { kind: 'move', seat: 0, move: 'close' },
    ] as TableEvent[]) {
      expect(ownAction(e, HUMAN)).toBe(true);
      expect(listed(e, HUMAN)).toBe(false);
      expect(listed(e, 1)).toBe(true);
      expect(ownAction(e, -1)).toBe(false);
    }
  });
});

describe('the moves other than cards among the events (Schnapsen)', () => {
  const game = schnapsenTable as TableGame;
  const states = statesOf(HUMAN, 7);

  it('a closing and a marriage come before the card led after them, the trick before them', () => {
    expect(diffEvents(game, states[0]!, states[2]!).map((e) => e.kind)).toEqual(['move', 'play', 'turn']);
    expect(diffEvents(game, states[4]!, states[7]!).map((e) => e.kind)).toEqual([
      'play',
      'trick',
      'move',
      'play',
      'turn',
    ]);
  });

  it('each is told by the game in every language, the human’s own in the second person', () => {
    const close = { seat: 1, move: 'close' };
    const marry = { seat: 1, move: `marry-${HEARTS}` };
    const view = states[7]!.view as SchnapsenView;
    const expected = {
      en: ['North closed the talon', 'North announces: Trump marriage (40).', 'You closed the talon'],
      fr: ['Nord a fermé le talon', 'Nord annonce\u202f: Mariage d’atout (40).', 'Vous avez fermé le talon'],
      de: ['Nord hat zugedreht', 'Nord sagt an: Vierziger (40).', 'Du hast zugedreht'],
    };
    for (const lang of TEST_LANGS) {
      const w = wordsFor(trIn(lang), munich(lang), HUMAN, 2);
      const [closed, married, yours] = expected[lang];
      expect(schnapsenTable.moveText!(w, close, view)).toContain(closed);
      expect(schnapsenTable.moveText!(w, marry, view)).toBe(married);
      expect(schnapsenTable.moveText!(w, { seat: 0, move: 'close' }, view)).toContain(yours);
    }
  });
});

describe('what stands out in Schafkopf', () => {
  it('a game named in the auction is marked, a pass is not', () => {
    const t = calledAceDeal();
    const before = seatStateOf(t, 3);
    play(t, 'bid:pass', 'bid:rufer-G', 'bid:pass');
    const game = schafkopfTable as TableGame;
    const list = follow(game, [before, seatStateOf(t, 3)], 3);
    expect(list.map((m) => [JSON.parse(m.text).bid, m.notable])).toEqual([
      ['pass', false],
      ['rufer-G', true],
      ['pass', false],
    ]);
    expect(game.notable?.({ kind: 'partner', seat: 0 })).toBe(true);
  });
});
