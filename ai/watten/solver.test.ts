/**
 * The open-cards solver (solver.ts) against plain minimax through the engine (testing.ts): on positions reached
 * by random play (from the third trick on, at a trick boundary or within a trick, every Schlag and trump), the
 * solver's value of every card the seat on turn may play is exactly the reference's (WA-6 … WA-10).
 */
import { describe, expect, test } from 'vitest';
import { watten as G } from '../../engine/watten/index.js';
import { randomBelow } from '../../engine/random.js';
import { Solver } from './solver.js';
import {
  announced,
  newDeal,
  openPosition,
  playRandomlyUntil,
  referenceCardValues,
  referenceValue,
  seededRandom,
} from './testing.js';

const solver = new Solver(14);

describe('the exact solver equals exhaustive minimax through the engine', () => {
  test('on random positions from the second trick on (6 to 13 cards played), for both sides, every card', () => {
    const random = seededRandom('watten-solver/positions');
    let checked = 0;
    let midTrick = 0;
    for (let i = 0; i < 140; i++) {
      let s = newDeal(random, i % 4);
      s = announced(s, randomBelow(random, 9), randomBelow(random, 4));
      const cards = 6 + randomBelow(random, 8);
      s = playRandomlyUntil(s, random, (x) => x.tricks.length * 4 + x.table.length >= cards);
      if (G.toMove(s) === null) continue;
      const side = i % 2;
      const reference = referenceCardValues(s, side);
      const values = solver.cardValues(openPosition(s), side, [...reference.keys()]);
      [...reference.values()].forEach((v, j) => expect(values[j], `deal ${i}, card ${j}`).toBe(v));
      expect(solver.value(openPosition(s), side)).toBe(referenceValue(s, side));
      if (s.table.length > 0) midTrick++;
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(100);
    expect(midTrick).toBeGreaterThan(30);
  });
});
