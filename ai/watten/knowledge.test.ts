/**
 * What a Watten seat knows (knowledge.ts): every world it draws deals exactly the cards it has not seen into
 * hands of the right sizes, gives each seat a hand it could hold — no trump for a seat that answered a trump
 * lead with a plain card (WA-8), a card that backs a raise for a seat that raised after the fifth lead (WA-13) —
 * and shows the seat the very view it has.
 */
import { describe, expect, test } from 'vitest';
import { cardsOf, has, intersect, maskOf, popcount } from '../../engine/cardset.js';
import { randomBelow } from '../../engine/random.js';
import { backsLastRaise, classes, isPlain } from '../../engine/watten/cards.js';
import { RAISE, type WattenState, watten as G } from '../../engine/watten/index.js';
import { knowledgeOf, sampleHands } from './knowledge.js';
import { announced, newDeal, playRandomlyUntil, seededRandom } from './testing.js';

describe('worlds drawn from a Watten seat’s knowledge', () => {
  test('hold the unseen cards in hands of the right sizes, respect the voids shown, and give the same view', () => {
    const random = seededRandom('watten-knowledge/worlds');
    let voids = 0;
    for (let i = 0; i < 60; i++) {
      let s = announced(newDeal(random, i % 4), randomBelow(random, 9), randomBelow(random, 4));
      s = playRandomlyUntil(s, random, (x) => x.tricks.length * 4 + x.table.length >= randomBelow(random, 14));
      if (G.toMove(s) === null) continue;
      const seat = G.toMove(s)!;
      const view = G.view(s, seat);
      const k = knowledgeOf(view);
      const c = classes(s.schlag as never, s.trump as never);
      // The voids the trump duty showed, read from the state's tricks.
      const noTrump = [false, false, false, false];
      for (const t of [...s.tricks, { leader: s.leader, cards: s.table }]) {
        t.cards.forEach((card, j) => {
          if (j > 0 && has(c.trumpLeads, t.cards[0]!) && isPlain(c, card)) noTrump[(t.leader + j) % 4] = true;
        });
      }
      voids += noTrump.filter(Boolean).length;
      for (let w = 0; w < 10; w++) {
        const hands = sampleHands(k, random)!;
        expect(hands[seat]).toBe(s.hands[seat]);
        hands.forEach((h, q) => {
          expect(popcount(h)).toBe(popcount(s.hands[q]!));
          if (q !== seat) expect(intersect(h, maskOf(view.hand))).toBe(0);
          if (q !== seat && noTrump[q]) expect(intersect(h, c.trumps)).toBe(0);
        });
        const world: WattenState = { ...s, hands };
        expect(G.view(world, seat)).toEqual(view);
      }
    }
    expect(voids).toBeGreaterThan(5);
  });

  test('a raise after the fifth lead: the raiser holds a card that backs it in every world', () => {
    const random = seededRandom('watten-knowledge/last-raise');
    let checked = 0;
    for (let i = 0; i < 400 && checked < 8; i++) {
      let s = announced(newDeal(random, i % 4), randomBelow(random, 9), randomBelow(random, 4));
      s = playRandomlyUntil(s, random, (x) => x.tricks.length === 4 && x.table.length === 1);
      if (G.toMove(s) === null || !G.legalActions(s).includes(RAISE)) continue;
      const raiser = G.toMove(s)!;
      const raised = G.apply(s, raiser, RAISE);
      if (!raised.ok) throw new Error('raise refused');
      s = raised.value;
      const seat = G.toMove(s)!; // the answering seat
      const c = classes(s.schlag as never, s.trump as never);
      const k = knowledgeOf(G.view(s, seat));
      for (let w = 0; w < 10; w++) {
        const last = cardsOf(sampleHands(k, random)![raiser]!)[0]!;
        expect(backsLastRaise(c, last, s.table[0]!)).toBe(true);
      }
      checked++;
    }
    expect(checked).toBe(8);
  });
});
