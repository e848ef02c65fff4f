/** Sides (sides.ts, RULES.md WA-2, BE-2): partnerships as a game declares them, or one side per seat. */
import { describe, expect, test } from 'vitest';
import { GAMES } from './games.js';
import { bySide, hasPartners, partnersOf, seatFigure, sideOf, sidesOf, sidesValid } from './sides.js';

const partnership = {
  seats: 4,
  sides: [
    [0, 2],
    [1, 3],
  ] as const,
};

describe('sides', () => {
  test('WA-2, BE-2: seats 0 and 2 play against seats 1 and 3, and a side is read from its first seat', () => {
    expect(sideOf(partnership, 2)).toBe(0);
    expect(sideOf(partnership, 3)).toBe(1);
    expect(partnersOf(partnership, 1)).toEqual([3]);
    expect(hasPartners(partnership)).toBe(true);
    expect(bySide(partnership, [5, 2, 5, 2])).toEqual([5, 2]);
  });

  test("BE-2: figures a partnership game keeps per side are read per side, and each seat gets its side's", () => {
    expect(bySide(partnership, [300, 500])).toEqual([300, 500]);
    expect([0, 1, 2, 3].map((seat) => seatFigure(partnership, [300, 500], seat))).toEqual([300, 500, 300, 500]);
    expect([0, 1, 2, 3].map((seat) => seatFigure(partnership, [5, 2, 5, 2], seat))).toEqual([5, 2, 5, 2]);
    // Sides listed from seat 1: a side's figure is its place in the list, not the figure of its first seat.
    const fromOne = {
      seats: 4,
      sides: [
        [1, 3],
        [0, 2],
      ] as const,
    };
    expect(bySide(fromOne, [300, 500])).toEqual([300, 500]);
    expect(seatFigure(fromOne, [300, 500], 2)).toBe(500);
  });

  test('a game without partnerships plays every seat for itself', () => {
    const three = { seats: 3 };
    expect(sidesOf(three)).toEqual([[0], [1], [2]]);
    expect(partnersOf(three, 1)).toEqual([]);
    expect(hasPartners(three)).toBe(false);
    expect(bySide(three, [1, -2, 1])).toEqual([1, -2, 1]);
    expect(seatFigure(three, [1, -2, 1], 1)).toBe(-2);
  });

  test('sides that miss a seat or name one twice are refused', () => {
    expect(sidesValid({ seats: 4, sides: [[0, 2], [1]] })).toBe(false);
    expect(
      sidesValid({
        seats: 4,
        sides: [
          [0, 2],
          [1, 2, 3],
        ],
      }),
    ).toBe(false);
    expect(sidesValid(partnership)).toBe(true);
  });

  test('every built-in game has valid sides and steps that name its own moves', () => {
    for (const game of GAMES) {
      expect(sidesValid(game)).toBe(true);
      for (const step of game.steps) for (const m of step.moves) expect(game.moves.map((k) => k.name)).toContain(m);
    }
  });
});
