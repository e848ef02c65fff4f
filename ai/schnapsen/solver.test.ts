/**
 * The open-cards solver (solver.ts) against plain minimax through the engine (testing.ts): on small positions
 * reached by random play (the talon open with a few cards left, so the exchange, the closing and marriages are
 * in play; closed; exhausted; with a card on the table or a marriage just announced), the solver's value of
 * every legal action is exactly the net game points the reference finds (SN-12 … SN-15).
 */
import { describe, expect, test } from 'vitest';
import { CLOSE, EXCHANGE, isMarry, schnapsen as G } from '../../engine/schnapsen/index.js';
import { Solver } from './solver.js';
import { cardsLeft, newDeal, playRandomlyUntil, referenceActionValues, seededRandom } from './testing.js';

const solver = new Solver(16);

describe('the exact solver equals exhaustive minimax through the engine', () => {
  test('on positions of the last talon cards and of strict play', () => {
    const random = seededRandom('solver/positions');
    const seen = { exchange: 0, close: 0, marry: 0, closed: 0, exhausted: 0, midTrick: 0, announced: 0 };
    let checked = 0;
    for (let i = 0; i < 160; i++) {
      let s = newDeal(random, i & 1);
      // Half of them at the last two talon cards (open or closed), half in the last tricks; then 0-2 more moves.
      s = playRandomlyUntil(s, random, (x) => (i % 2 === 0 ? x.drawn >= 8 : cardsLeft(x) <= 8));
      const extra = i % 3;
      for (let k = 0; k < extra && s.end === null; k++) s = playRandomlyUntil(s, random, (x) => x !== s);
      if (s.end !== null) continue;
      const legal = G.legalActions(s);
      const values = solver.actionValues(s, G.toMove(s)!, legal);
      const reference = referenceActionValues(s);
      legal.forEach((a, j) => expect(values[j], `action ${a}`).toBe(reference.get(a)));
      if (legal.includes(EXCHANGE)) seen.exchange++;
      if (legal.includes(CLOSE)) seen.close++;
      if (legal.some(isMarry)) seen.marry++;
      if (s.closedBy !== null) seen.closed++;
      if (s.closedBy === null && s.drawn === 10) seen.exhausted++;
      if (s.led >= 0) seen.midTrick++;
      if (s.announced >= 0) seen.announced++;
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(100);
    // The positions cover every kind of decision.
    for (const [kind, count] of Object.entries(seen)) expect(count, kind).toBeGreaterThan(0);
  });

  test('deeper positions: from the fourth trick, with four cards left to draw', () => {
    // The reference is slow on larger positions (seconds each): two deals check a longer open talon.
    const random = seededRandom('solver/full');
    for (let i = 0; i < 2; i++) {
      let s = newDeal(random, i);
      s = playRandomlyUntil(s, random, (x) => x.tricks.length >= 3);
      if (s.end !== null) continue;
      const legal = G.legalActions(s);
      const values = solver.actionValues(s, G.toMove(s)!, legal);
      const reference = referenceActionValues(s);
      legal.forEach((a, j) => expect(values[j], `action ${a}`).toBe(reference.get(a)));
    }
  });
});

describe('a solver limited to value range 1 tells only won from lost', () => {
  test('each action is 1 where the exact value is a win and -1 where it is a loss', () => {
    const random = seededRandom('solver/range');
    const exact = new Solver(16);
    const coarse = new Solver(16);
    coarse.valueRange = 1;
    let checked = 0;
    for (let i = 0; i < 40; i++) {
      let s = newDeal(random, i & 1);
      s = playRandomlyUntil(s, random, (x) => x.tricks.length >= 2);
      if (s.end !== null) continue;
      const legal = G.legalActions(s);
      const values = exact.actionValues(s, G.toMove(s)!, legal);
      const signs = coarse.actionValues(s, G.toMove(s)!, legal);
      legal.forEach((a, j) => expect(signs[j], `action ${a}`).toBe(Math.sign(values[j]!)));
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });
});
