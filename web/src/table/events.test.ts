import { describe, expect, it } from 'vitest';
import { diffEvents } from './events.js';
import type { SeatState } from './types.js';

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
    view: { game: 'bohemian-schneider', hand, tricks, trick: { leader, cards: trick } },
    ...rest,
  } as unknown as SeatState;
}

describe('events between two states', () => {
  it('a card led, then answered: the trick is complete, and the human draws', () => {
    const a = bs({ yourTurn: true });
    const b = bs({ trick: [1], hand: [2, 3] });
    expect(diffEvents(a, b)).toEqual([{ kind: 'play', seat: 0, card: 1, lead: true }]);
    const c = bs({ tricks: [{ leader: 0, cards: [1, 9], winner: 1 }], leader: 1, hand: [2, 3, 20] });
    expect(diffEvents(b, c)).toEqual([
      { kind: 'play', seat: 1, card: 9, lead: false },
      { kind: 'trick', index: 0 },
      { kind: 'draw', cards: [20] },
    ]);
  });
  it('across a gap (a reconnection), every card missed is reported in order', () => {
    const a = bs({});
    const c = bs({ tricks: [{ leader: 0, cards: [1, 9], winner: 1 }], trick: [30], leader: 1, yourTurn: true });
    expect(diffEvents(a, c).map((e) => e.kind)).toEqual(['play', 'play', 'trick', 'play', 'turn']);
  });
  it('a new deal, the end of a deal and of the game', () => {
    const a = bs({});
    expect(diffEvents(a, bs({ deal: 1, dealer: 0 }))[0]).toEqual({ kind: 'deal', deal: 1, dealer: 0 });
    const over = diffEvents(a, bs({ phase: 'over', status: 'finished' })).map((e) => e.kind);
    expect(over).toEqual(['over', 'end']);
  });
  it('the first state says only whose turn it is', () => {
    expect(diffEvents(null, bs({ yourTurn: true }))).toEqual([{ kind: 'turn' }]);
    expect(diffEvents(null, bs({}))).toEqual([]);
  });
});
