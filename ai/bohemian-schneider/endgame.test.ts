/**
 * Once the talon is empty the deal is a perfect-information game (the opponent holds every card the seat
 * has not seen), and the searching players must play it perfectly: on random endgames of every ruleset and
 * variant combination, the card `strong` (and `normal`) chooses from its view has the best value that
 * plain minimax through the engine finds for any legal card (game points, then the honour difference).
 */
import { describe, expect, test } from 'vitest';
import { bohemianSchneider as G } from '../../engine/bohemian-schneider/index.js';
import { randomBelow } from '../../engine/random.js';
import { schneiderBots } from './index.js';
import {
  allRules,
  newDeal,
  playRandomlyUntil,
  referenceMoveValues,
  rulesName,
  seededRandom,
  talonLeft,
} from './testing.js';

describe('strong and normal play perfectly once the talon is empty', () => {
  for (const rules of allRules()) {
    test(rulesName(rules), () => {
      const random = seededRandom(`endgame/${rulesName(rules)}`);
      let positions = 0;
      for (let i = 0; i < 12; i++) {
        let s = newDeal(rules, random, i & 1);
        // Into the endgame: the talon empty, then 0-4 more cards, so with or without a card on the table.
        const extraCards = randomBelow(random, 5);
        s = playRandomlyUntil(s, random, (x) => talonLeft(x) === 0);
        const target = s.tricks.length * 2 + (s.led >= 0 ? 1 : 0) + extraCards;
        s = playRandomlyUntil(s, random, (x) => x.tricks.length * 2 + (x.led >= 0 ? 1 : 0) >= target);
        if (s.over) continue;
        const legal = G.legalActions(s);
        if (legal.length < 2) continue;
        const seat = G.toMove(s)!;
        const view = G.view(s, seat);
        const reference = referenceMoveValues(s);
        const best = Math.max(...reference.values());
        for (const level of ['strong', 'normal'] as const) {
          const card = schneiderBots[level](view, legal, `endgame/${i}`);
          expect(reference.get(card), `${level} played ${card} in a position worth ${best}`).toBe(best);
        }
        positions++;
      }
      expect(positions).toBeGreaterThanOrEqual(8);
    });
  }
});
