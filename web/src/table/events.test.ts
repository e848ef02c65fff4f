import { describe, expect, it } from 'vitest';
import type { SeatState } from '../../../engine/protocol.js';
import { schneiderTable } from '../games/bohemian-schneider/table.js';
import { schafkopfTable } from '../games/schafkopf/table.js';
import { called, calledAceDeal } from '../games/schafkopf/deals.testing.js';
import { diffEvents } from './events.js';
import { play, seatStateOf } from './seat-states.testing.js';

/** A Bohemian Schneider state with just what the events look at. */
function bs(over: Partial<SeatState> & { tricks?: object[]; trick?: number[]; leader?: number; hand?: number[] }) {
  const { tricks = [], trick = [], leader = 0, hand = [1, 2, 3], ...rest } = over;
  return {
    deal: 0,
    dealer: 1,
    seat: 0,
    phase: 'play',
    status: 'playing',
    yourTurn: false,
    history: [],
    view: { game: 'bohemian-schneider', hand, handSizes: [hand.length, 3], tricks, trick: { leader, cards: trick } },
    ...rest,
  } as unknown as SeatState;
}

describe('events between two states', () => {
  it('a card led, then answered: the trick is complete, and the human draws', () => {
    const a = bs({ yourTurn: true });
    const b = bs({ trick: [1], hand: [2, 3] });
    expect(diffEvents(schneiderTable, a, b)).toEqual([{ kind: 'play', seat: 0, card: 1, lead: true }]);
    const c = bs({ tricks: [{ leader: 0, cards: [1, 9], winner: 1 }], leader: 1, hand: [2, 3, 20] });
    expect(diffEvents(schneiderTable, b, c)).toEqual([
      { kind: 'play', seat: 1, card: 9, lead: false },
      { kind: 'trick', index: 0 },
      { kind: 'draw', cards: [20] },
    ]);
  });
  it('across a gap (a reconnection), every card missed is reported in order', () => {
    const a = bs({});
    const c = bs({ tricks: [{ leader: 0, cards: [1, 9], winner: 1 }], trick: [30], leader: 1, yourTurn: true });
    expect(diffEvents(schneiderTable, a, c).map((e) => e.kind)).toEqual(['play', 'play', 'trick', 'play', 'turn']);
  });
  it('a new deal, the end of a deal and of the game', () => {
    const a = bs({});
    expect(diffEvents(schneiderTable, a, bs({ deal: 1, dealer: 0 }))[0]).toEqual({ kind: 'deal', deal: 1, dealer: 0 });
    const over = diffEvents(schneiderTable, a, bs({ phase: 'over', status: 'finished' })).map((e) => e.kind);
    expect(over).toEqual(['over', 'end']);
  });
  it('the first state says only whose turn it is', () => {
    expect(diffEvents(schneiderTable, null, bs({ yourTurn: true }))).toEqual([{ kind: 'turn' }]);
    expect(diffEvents(schneiderTable, null, bs({}))).toEqual([]);
  });
});

describe('events of an auction and a partnership (Schafkopf)', () => {
  const deal = calledAceDeal;
  it('every call of the auction is an event, in order, and so is the turn it leads to', () => {
    const t = deal();
    const before = seatStateOf(t, 3);
    play(t, 'bid:pass', 'bid:rufer-G', 'bid:pass');
    expect(diffEvents(schafkopfTable, before, seatStateOf(t, 3))).toEqual([
      { kind: 'bid', seat: 0, bid: 'pass' },
      { kind: 'bid', seat: 1, bid: 'rufer-G' },
      { kind: 'bid', seat: 2, bid: 'pass' },
      { kind: 'turn' },
    ]);
  });
  it('the partner revealed by the called Ace is announced to the others (SK-19), not to the partner himself', () => {
    const t = called();
    const [declarer, partner] = [seatStateOf(t, 1), seatStateOf(t, 0)];
    play(t, 'play:GA');
    expect(diffEvents(schafkopfTable, declarer, seatStateOf(t, 1))).toContainEqual({ kind: 'partner', seat: 0 });
    expect(diffEvents(schafkopfTable, partner, seatStateOf(t, 0)).map((e) => e.kind)).toEqual(['play']);
  });
  it('the partner learns it from his own hand when the auction ends: nothing to announce to him', () => {
    const t = play(calledAceDeal(), 'bid:pass', 'bid:rufer-G', 'bid:pass');
    const before = seatStateOf(t, 0);
    play(t, 'bid:pass');
    expect(seatStateOf(t, 0).view.partner).toBe(0);
    expect(diffEvents(schafkopfTable, before, seatStateOf(t, 0)).map((e) => e.kind)).toEqual(['bid', 'turn']);
  });
});
