/**
 * Mariáš's open-cards solver (solver.ts) against plain minimax through the engine's own apply and outcome
 * (testing.ts referenceValue): the same value in units, and the same value after each legal card, on endgames of
 * random deals of every game (hra, sedma, sto, betl, durch, fleked, in hearts and not), both rulesets.
 */
import { describe, expect, test } from 'vitest';
import { randomBelow } from '../../engine/random.js';
import { type MariasState, isCardPlay, marias as G } from '../../engine/marias/index.js';
import { easyMarias } from './easy.js';
import { positionOfState } from './position.js';
import { Solver } from './solver.js';
import { applied, newDeal, referenceCardValues, referenceValue, seededRandom } from './testing.js';

/** A random deal played by random legal actions until `left` cards remain to be played (or it ends). */
function endgame(random: ReturnType<typeof seededRandom>, left: number, ruleset: 'cardavia' | 'licitovany') {
  let s: MariasState = newDeal(random, randomBelow(random, 3), ruleset);
  while (G.phase(s) !== 'over') {
    if (s.stage === 'play') {
      const inHands = s.hands.reduce((n, h) => n + (h.toString(2).split('1').length - 1), 0);
      if (inHands <= left && s.announced < 0) return s;
    }
    const legal = G.legalActions(s);
    const seat = G.toMove(s)!;
    // The auction by the easy player half the time (trump games), by chance otherwise (every claim).
    const byEasy = s.stage !== 'play' && randomBelow(random, 2) === 0;
    s = applied(s, seat, byEasy ? easyMarias(G.view(s, seat), legal, '') : legal[randomBelow(random, legal.length)]!);
  }
  return null;
}

/** Whether some hand holds the King and Ober of one suit, trumps first (a marriage still to announce). */
const marriageHeld = (s: MariasState, trumpsOnly: boolean): boolean =>
  s.hands.some((h) =>
    [0, 1, 2, 3].some(
      (suit) => (!trumpsOnly || suit === s.trump) && (h >>> (suit * 8 + 5)) & 1 && (h >>> (suit * 8 + 6)) & 1,
    ),
  );

describe('Mariáš solver', () => {
  test('counts a marriage announced in the endgame (40 in trumps, 20 otherwise: MA-3, MA-21) as minimax does', () => {
    const random = seededRandom('marias-solver/marriages');
    const solver = new Solver(14);
    let trumps = 0;
    let compared = 0;
    for (let i = 0; compared < 40 && i < 6000; i++) {
      const s = endgame(random, 9 + randomBelow(random, 2), 'licitovany');
      if (s === null || s.trump < 0 || !marriageHeld(s, false)) continue;
      // Half of them with the trump marriage (40) still to announce.
      if (marriageHeld(s, true)) trumps++;
      else if (compared >= 20) continue;
      expect(solver.value(positionOfState(s)), `deal ${i}`).toBe(referenceValue(s));
      compared++;
    }
    expect(compared).toBe(40);
    expect(trumps).toBeGreaterThanOrEqual(20);
  });

  for (const ruleset of ['cardavia', 'licitovany'] as const) {
    test(`equals minimax through the engine on endgames of ${ruleset} (value and each card's)`, () => {
      const random = seededRandom(`marias-solver/${ruleset}`);
      const solver = new Solver(14);
      const seen = new Set<string>();
      let compared = 0;
      for (let i = 0; compared < 70 && i < 400; i++) {
        const s = endgame(random, 7 + randomBelow(random, 4), ruleset);
        if (s === null) continue;
        const p = positionOfState(s);
        expect(solver.value(p), `deal ${i}`).toBe(referenceValue(s));
        const cards = G.legalActions(s).filter(isCardPlay);
        const ref = referenceCardValues(s);
        expect(solver.cardValues(p, cards)).toEqual(cards.map((c) => ref.get(c)));
        seen.add(s.contract!);
        compared++;
      }
      expect(compared).toBe(70);
      expect(seen.size).toBeGreaterThanOrEqual(4);
    });
  }
});
