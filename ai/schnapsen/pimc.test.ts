/**
 * The searching players' budgets (pimc.ts): the opening budget applies at the first trick only (nothing drawn,
 * the talon not closed); strong's searches no world there, so the easy player's rules play its first trick
 * (they chose better there than its few worlds did), and it searches from the second trick on.
 */
import { describe, expect, test } from 'vitest';
import { schnapsen as G } from '../../engine/schnapsen/index.js';
import { easySchnapsen } from './easy.js';
import { SCHNAPSEN_BUDGETS, schnapsenBots } from './index.js';
import { type SearchBudget, searchDecision } from './pimc.js';
import { newDeal, play, playRandomlyUntil, seededRandom } from './testing.js';

/** Stops after one world everywhere but at the first trick, where it searches four. */
const budget: SearchBudget = {
  samples: 4,
  minSamples: 1,
  maxNodes: 0,
  worldNodes: 10_000_000,
  opening: { maxNodes: Infinity, worldNodes: 10_000_000 },
};

describe('the opening budget', () => {
  test('is spent at the first trick and nowhere later', () => {
    const random = seededRandom('pimc/opening');
    for (let i = 0; i < 3; i++) {
      const first = newDeal(random, i & 1);
      const at = (s: typeof first) => searchDecision(G.view(s, G.toMove(s)!), G.legalActions(s), `o/${i}`, budget);
      expect(at(first).samples).toBe(4);
      const later = playRandomlyUntil(first, random, (x) => x.drawn > 0 && x.closedBy === null && x.drawn < 10);
      if (later.end !== null || G.legalActions(later).length < 2) continue;
      expect(at(later).samples).toBe(1);
    }
  });
});

describe("strong's first trick", () => {
  test('is played by the easy rules, and the second trick by search', () => {
    const random = seededRandom('pimc/strong-first-trick');
    let searched = 0;
    for (let i = 0; i < 8; i++) {
      let s = newDeal(random, i & 1);
      // The lead and the answer of the first trick (an exchange or a marriage first, if the easy rules make one).
      while (s.tricks.length === 0 && s.end === null && s.closedBy === null) {
        const seat = G.toMove(s)!;
        const view = G.view(s, seat);
        const legal = G.legalActions(s);
        const action = schnapsenBots.strong(view, legal, `f/${i}`);
        expect(action).toBe(easySchnapsen(view, legal, `f/${i}`));
        if (legal.length > 1) expect(searchDecision(view, legal, `f/${i}`, SCHNAPSEN_BUDGETS.strong).samples).toBe(0);
        s = play(s, action);
      }
      if (s.end !== null || s.closedBy !== null || s.drawn === 0) continue;
      const seat = G.toMove(s)!;
      const legal = G.legalActions(s);
      if (legal.length < 2) continue;
      expect(searchDecision(G.view(s, seat), legal, `s/${i}`, SCHNAPSEN_BUDGETS.strong).samples).toBeGreaterThan(0);
      searched++;
    }
    expect(searched).toBeGreaterThanOrEqual(5);
  });
});
