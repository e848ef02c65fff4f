/**
 * What a Belote seat knows (knowledge.ts): every world drawn shows the seat its very view, and the play so far,
 * replayed through the engine from the world's hands, stays legal: the duty-proven absences (BE-11, BE-C4), the
 * turned card with the taker (BE-8), the belote's other card (BE-12) and the combinations shown (BE-A2) are
 * kept; during the classic taking the cards still to be dealt are drawn too (BE-8). Over deals of each ruleset
 * played by the easy player and by chance.
 */
import { describe, expect, test } from 'vitest';
import { randomBelow } from '../../engine/random.js';
import { popcount, union } from '../../engine/cardset.js';
import { type BeloteRuleset, type BeloteState, belote as G } from '../../engine/belote/index.js';
import { easyBelote } from './easy.js';
import { knowledgeOf, ruleWeight, sampleWorld } from './knowledge.js';
import { type Chooser, applied, newDeal, play, seededRandom } from './testing.js';

const easy: Chooser = (s, seat, legal, seed) => easyBelote(G.view(s, seat), legal, seed);

const FORMS: readonly [BeloteRuleset, boolean][] = [
  ['cardavia', false],
  ['cardavia', true],
  ['contree', false],
];

describe('Belote knowledge', () => {
  for (const [ruleset, annonces] of FORMS) {
    test(`every world of ${ruleset}${annonces ? ' with annonces' : ''} shows the seat its view and keeps the play legal`, () => {
      const random = seededRandom(`belote-knowledge/${ruleset}/${annonces}`);
      let checked = 0;
      for (let i = 0; i < 12; i++) {
        // Half the deals by the easy player, half by chance (a taken deal either way).
        const byChance: Chooser = (s, seat, legal) =>
          s.stage !== 'play' ? easy(s, seat, legal, '') : legal[randomBelow(random, legal.length)]!;
        const who = i % 2 === 0 ? easy : byChance;
        const { states, actions } = play(newDeal(random, i % 4, ruleset, annonces), [who, who, who, who], `k/${i}`);
        const start = states.findIndex((s) => s.stage === 'play');
        for (let j = 0; j < states.length - 1; j += 3) {
          const s = states[j]!;
          const seat = G.toMove(s)!;
          const v = G.view(s, seat);
          const k = knowledgeOf(v);
          for (let n = 0; n < 4; n++) {
            const w = sampleWorld(k, random);
            expect(w, `deal ${i}, move ${j}`).not.toBeNull();
            const t: BeloteState = { ...s, hands: w!.hands, stock: s.stage === 'play' ? s.stock : w!.stock };
            expect(G.view(t, seat)).toEqual(v);
            expect(G.legalActions(t)).toEqual(G.legalActions(s));
            expect(w!.hands.reduce((a, h) => a + popcount(h), 0) + w!.stock.length).toBe(
              s.hands.reduce((a, h) => a + popcount(h), 0) + s.stock.length,
            );
            if (start < 0 || j < start) continue;
            // The play so far from the world's hands at its start: every action legal.
            let r: BeloteState = { ...states[start]!, hands: w!.hands.map((h, q) => union(h, k.played[q]!)) };
            for (let x = start; x < j; x++) r = applied(r, G.toMove(r)!, actions[x]!);
            expect(G.view(r, seat)).toEqual(v);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  for (const ruleset of ['cardavia', 'contree'] as const) {
    // In the classic play, a seat's bids are read on each five of its eight cards (BE-8): the true five among them.
    const truth = ruleset === 'contree' ? 'weighs 1' : 'weighs 1 in the taking and at least 1 in 56 in the play';
    test(`by the easy player's rules, the true deal of ${ruleset} ${truth} when every seat bid by them, and other worlds less`, () => {
      const random = seededRandom(`belote-rule-weight/${ruleset}`);
      let checked = 0;
      let lighter = 0;
      for (let i = 0; i < 12; i++) {
        const { states } = play(newDeal(random, i % 4, ruleset), [easy, easy, easy, easy], `r/${i}`);
        for (const s of states) {
          if (s.stage === 'over' || s.stage === 'first-round' || s.stage === 'auction') continue;
          const seat = G.toMove(s)!;
          const k = knowledgeOf(G.view(s, seat));
          const weight = ruleWeight(k, { hands: s.hands, stock: [] }, 0.01);
          if (ruleset === 'contree' || s.stage !== 'play') expect(weight).toBe(1);
          else expect(weight).toBeGreaterThanOrEqual(1 / 56);
          const w = sampleWorld(k, random)!;
          if (ruleWeight(k, w, 0.01) < 1) lighter++;
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(100);
      expect(lighter).toBeGreaterThan(10);
    });
  }
});
