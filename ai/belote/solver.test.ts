/**
 * Belote's open-cards solver (solver.ts) against plain minimax through the engine's own apply (testing.ts
 * referenceP): the same final P for the takers (card points, the last trick, the capot both ways) and the same
 * after each legal card, on endgames of random deals of both rulesets (the undertrump of BE-11 b, and its
 * absence in contrée, BE-C4).
 */
import { describe, expect, test } from 'vitest';
import { randomBelow } from '../../engine/random.js';
import { popcount } from '../../engine/cardset.js';
import { type BeloteState, belote as G, isCardPlay } from '../../engine/belote/index.js';
import { Solver } from './solver.js';
import { applied, finalP, newDeal, positionOfState, referenceCardPs, referenceP, seededRandom } from './testing.js';

/** A random deal, taken by a random bid, played by random legal cards until `left` cards remain in hands. */
function endgame(random: ReturnType<typeof seededRandom>, left: number, ruleset: 'cardavia' | 'contree') {
  let s: BeloteState = newDeal(random, randomBelow(random, 4), ruleset);
  while (G.phase(s) !== 'over') {
    if (s.stage === 'play' && s.hands.reduce((n, h) => n + popcount(h), 0) <= left) return s;
    const legal = G.legalActions(s).filter((a) => s.stage !== 'play' || isCardPlay(a));
    // The bids: anything but a pass half the time, so that most deals are taken.
    const bids = legal.filter((a) => a !== legal[0]);
    const pool = s.stage !== 'play' && bids.length > 0 && randomBelow(random, 2) === 0 ? bids : legal;
    s = applied(s, G.toMove(s)!, pool[randomBelow(random, pool.length)]!);
  }
  return null;
}

describe('Belote solver', () => {
  for (const ruleset of ['cardavia', 'contree'] as const) {
    test(`equals minimax through the engine on endgames of ${ruleset} (the value and each card's)`, () => {
      const random = seededRandom(`belote-solver/${ruleset}`);
      const solver = new Solver(14);
      let compared = 0;
      let capots = 0;
      for (let i = 0; compared < 60 && i < 2000; i++) {
        const s = endgame(random, 9 + randomBelow(random, 4), ruleset);
        if (s === null) continue;
        const p = positionOfState(s);
        const t = s.taker % 2;
        const before = s.cardPoints[t]!;
        const ref = referenceP(s);
        expect(before + solver.value(p), `deal ${i}`).toBe(ref);
        if (ref === 252 || ref === -90) capots++;
        const cards = G.legalActions(s).filter(isCardPlay);
        const refs = referenceCardPs(s);
        expect(solver.cardValues(p, cards).map((v) => before + v)).toEqual(cards.map((c) => refs.get(c)));
        compared++;
      }
      expect(compared).toBe(60);
      expect(capots).toBeGreaterThan(0);
    });
  }

  test('a whole deal played by the solver on both sides ends with the P it promised at the first lead', () => {
    const random = seededRandom('belote-solver/whole');
    const solver = new Solver(16);
    for (let i = 0; i < 3; i++) {
      let s = endgame(random, 32, 'cardavia');
      if (s === null) continue;
      const promised = solver.value(positionOfState(s));
      while (G.phase(s) !== 'over') {
        const cards = G.legalActions(s).filter(isCardPlay);
        const values = solver.cardValues(positionOfState(s), cards);
        const max = s.taker % 2 === G.toMove(s)! % 2;
        const best = values.indexOf(max ? Math.max(...values) : Math.min(...values));
        s = applied(s, G.toMove(s)!, cards[best]!);
      }
      expect(finalP(s)).toBe(promised);
    }
  });
});
