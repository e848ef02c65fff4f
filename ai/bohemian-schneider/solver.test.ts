/**
 * The perfect-information solver (solver.ts) against plain minimax through the engine (testing.ts):
 * on small positions of every ruleset and variant combination, with and without a card on the table and
 * with the talon empty or nearly so, the solver's value of every legal card turns into exactly the deal
 * result the reference finds (game points, then the honour difference: BS-10, BS-V1, BS-V4).
 * Also pins the card-equivalence rule the solver prunes with.
 */
import { describe, expect, test } from 'vitest';
import { bohemianSchneider as G } from '../../engine/bohemian-schneider/index.js';
import { maskOf } from '../../engine/cardset.js';
import { rulesInfo } from './rules.js';
import { EXACT, Solver, representatives } from './solver.js';
import {
  allRules,
  newDeal,
  playRandomlyUntil,
  referenceMoveValues,
  rulesName,
  seededRandom,
  talonLeft,
} from './testing.js';

const solver = new Solver(16);

describe('the exact solver equals exhaustive minimax', () => {
  for (const rules of allRules()) {
    test(rulesName(rules), () => {
      const info = rulesInfo(rules);
      const random = seededRandom(`solver/${rulesName(rules)}`);
      let checked = 0;
      for (let i = 0; i < 4; i++) {
        const talon = i < 2 ? 0 : 2;
        const midTrick = (i & 1) === 1;
        let s = newDeal(rules, random, i & 1);
        s = playRandomlyUntil(s, random, (x) => talonLeft(x) <= talon && x.led >= 0 === midTrick);
        if (s.over) continue;
        const me = G.toMove(s)!;
        const legal = G.legalActions(s);
        const mine = G.view(s, me).honours[me]!;
        solver.setup(info, s.trumpCard >= 0 ? s.trumpCard >> 3 : -1, s.talon.slice(s.drawn), me);
        const values = solver.moveValues(s.hands, s.leader, s.led, legal, EXACT);
        const reference = referenceMoveValues(s);
        legal.forEach((card, j) => {
          const final = mine + values[j]!;
          const asResult = 100 * info.netPoints[final]! + (2 * final - info.totalHonours);
          expect(asResult, `card ${card}`).toBe(reference.get(card));
        });
        checked++;
      }
      expect(checked).toBe(4);
    });
  }
});

describe('equivalent cards (the pruning rule)', () => {
  const rules = (json: unknown) => {
    const parsed = G.parseRules(json);
    if (!parsed.ok) throw new Error(parsed.error);
    return rulesInfo(parsed.value);
  };
  test('BS-7: cards with no outside neighbour rank are one class per honour value (and suit, when following)', () => {
    const free = rules({});
    const follow = rules({ variants: ['follow-suit'] });
    // Hand: 7♣ 9♣ J♣ K♣ (0, 2, 4, 6) and 9♠ K♠ (10, 14); outside: nothing.
    const hand = maskOf([0, 2, 4, 6, 10, 14]);
    expect(representatives(free, -1, hand, 0)).toBe(maskOf([0, 4]));
    expect(representatives(follow, -1, hand, 0)).toBe(maskOf([0, 4, 10, 14]));
    // The opponent holds Q♣ (5): J♣ and K♣ are its neighbours, so each is its own class; K♠ stays passive.
    expect(representatives(free, -1, hand, maskOf([5]))).toBe(maskOf([0, 4, 6, 14]));
    // Spades are trumps: their passive cards are a class apart.
    expect(representatives(rules({ variants: ['trump'] }), 1, hand, 0)).toBe(maskOf([0, 4, 10, 14]));
  });
  test('BS-C1: cards with no outside card ranking between them are one class per honour value', () => {
    const plus = rules({ ruleset: 'cardrulesplus', variants: ['follow-suit'] });
    // Hand: 8♣ 9♣ 10♣ K♣ (1, 2, 3, 6); outside: Q♣ (5). 8-9 one class, 10 alone (Q sits between 10 and K), K.
    expect(representatives(plus, -1, maskOf([1, 2, 3, 6]), maskOf([5]))).toBe(maskOf([1, 3, 6]));
    expect(representatives(plus, -1, maskOf([1, 2, 3, 6]), 0)).toBe(maskOf([1, 3]));
    // Without the duty to follow, a suit with no outside card joins the passive cards of other suits.
    const free = rules({ ruleset: 'cardrulesplus' });
    // Hand: 8♣ K♣ 8♠ 10♠ Q♠ (1, 6, 9, 11, 13), outside only a heart: two classes, the 8s and the honours.
    expect(representatives(free, -1, maskOf([1, 6, 9, 11, 13]), maskOf([20]))).toBe(maskOf([1, 6]));
    // With Q♣ outside, the clubs are active: 8♣ and K♣ are classes of their own.
    expect(representatives(free, -1, maskOf([1, 6, 9, 11, 13]), maskOf([5]))).toBe(maskOf([1, 6, 9, 11]));
  });
});
