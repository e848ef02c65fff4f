/**
 * The sampler (knowledge.ts) against the truth: on positions of random deals (random play, closings and
 * marriages included), what the view fixes holds of the real deal (the cards the opponent surely holds are in
 * his hand, the ones he surely lacks are not), and every sampled world is a deal that agrees with the view: the
 * engine shows the seat exactly the same view of it, offers the same legal actions, and judges its closing the
 * same (SN-15).
 */
import { describe, expect, test } from 'vitest';
import { cardsOf, popcount } from '../../engine/cardset.js';
import { schnapsen as G } from '../../engine/schnapsen/index.js';
import { knowledgeOf, sampleWorld, worldState } from './knowledge.js';
import { newDeal, playRandomlyUntil, seededRandom } from './testing.js';

describe('the sampler agrees with the view', () => {
  test('what the view fixes holds of the real deal, and every world shows the seat the same view', () => {
    const random = seededRandom('knowledge');
    const seen = { known: 0, excluded: 0, closed: 0, exchanged: 0 };
    let checked = 0;
    for (let i = 0; i < 400; i++) {
      let s = newDeal(random, i & 1);
      const plies = 2 + (i % 17);
      let n = 0;
      s = playRandomlyUntil(s, random, () => n++ >= plies);
      if (s.end !== null) continue;
      const seat = G.toMove(s)!;
      const opp = 1 - seat;
      const view = G.view(s, seat);
      const k = knowledgeOf(view);
      const hand = s.hands[opp]!;
      expect(hand & ~k.unseen, 'the opponent holds only unseen cards').toBe(0);
      expect(k.known & ~hand, 'cards surely his are his').toBe(0);
      expect(k.excluded & hand, 'cards surely not his are not').toBe(0);
      expect(popcount(k.unseen)).toBe(k.oppHandSize + k.faceDown);
      if (k.known !== 0) seen.known++;
      if (k.excluded !== 0) seen.excluded++;
      if (s.closedBy !== null) seen.closed++;
      if (s.exchangedBy === opp) seen.exchanged++;
      for (let w = 0; w < 3; w++) {
        const world = sampleWorld(k, random);
        const state = worldState(view, world);
        expect(G.view(state, seat)).toEqual(view);
        expect(G.legalActions(state)).toEqual(G.legalActions(s));
        expect(state.closing).toEqual(s.closing);
        expect(cardsOf(world.oppHand).length).toBe(k.oppHandSize);
        expect(world.oppHand & k.excluded).toBe(0);
        expect(k.known & ~world.oppHand).toBe(0);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(300);
    for (const [fact, count] of Object.entries(seen)) expect(count, fact).toBeGreaterThan(0);
  });

  test('the worlds spread over every layout the view allows', () => {
    // At the first lead the opponent's five cards are any five of the nine-plus-five unseen: each unseen card
    // is his in about 5 of 14 worlds.
    const random = seededRandom('knowledge/spread');
    const s = newDeal(random, 0);
    const view = G.view(s, G.toMove(s)!);
    const k = knowledgeOf(view);
    const counts = new Map<number, number>();
    const n = 2800;
    for (let i = 0; i < n; i++)
      for (const c of cardsOf(sampleWorld(k, random).oppHand)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(14);
    for (const count of counts.values()) expect(Math.abs(count / n - 5 / 14)).toBeLessThan(0.04);
  });
});
