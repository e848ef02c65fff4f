/**
 * Once the talon is exhausted the deal is a perfect-information game for a player who tracked the cards (the
 * opponent holds every card the seat has not seen), and the searching players must play it perfectly: at every
 * position of many random endgames, the action `strong` (and `normal`) chooses from its view has the best value
 * that plain minimax through the engine finds for any legal action (net game points, SN-12 … SN-14).
 */
import { describe, expect, test } from 'vitest';
import { randomBelow } from '../../engine/random.js';
import { schnapsen as G } from '../../engine/schnapsen/index.js';
import { schnapsenBots } from './index.js';
import { newDeal, play, playRandomlyUntil, referenceActionValues, seededRandom } from './testing.js';

describe('strong and normal play perfectly once the talon is exhausted', () => {
  test('at every position of random endgames', () => {
    const random = seededRandom('endgame');
    let positions = 0;
    let endgames = 0;
    for (let i = 0; endgames < 40 && i < 400; i++) {
      let s = newDeal(random, i & 1);
      s = playRandomlyUntil(s, random, (x) => x.drawn === 10 || x.closedBy !== null);
      if (s.end !== null || s.closedBy !== null) continue;
      endgames++;
      let move = 0;
      while (s.end === null) {
        const legal = G.legalActions(s);
        if (legal.length > 1) {
          const seat = G.toMove(s)!;
          const view = G.view(s, seat);
          const reference = referenceActionValues(s);
          const best = Math.max(...reference.values());
          for (const level of ['strong', 'normal'] as const) {
            const action = schnapsenBots[level](view, legal, `endgame/${i}/${move}`);
            expect(reference.get(action), `${level} chose ${action} in a position worth ${best}`).toBe(best);
          }
          positions++;
        }
        // On along a random line, so that the positions are varied, good and bad.
        s = play(s, legal[randomBelow(random, legal.length)]!);
        move++;
      }
    }
    expect(endgames).toBe(40);
    expect(positions).toBeGreaterThan(100);
  });
});
