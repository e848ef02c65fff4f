/**
 * The searching players' budgets (pimc.ts): the opening budget applies at the first trick only (nothing drawn,
 * the talon not closed), where it lets strong search whole worlds instead of falling back to the easy rules.
 */
import { describe, expect, test } from 'vitest';
import { schnapsen as G } from '../../engine/schnapsen/index.js';
import { type SearchBudget, searchDecision } from './pimc.js';
import { newDeal, playRandomlyUntil, seededRandom } from './testing.js';

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
