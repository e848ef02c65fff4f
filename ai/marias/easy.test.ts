/**
 * Mariáš's easy player (issue 32, point 3): a legal action at every decision of whole deals of both rulesets, the
 * discard of a trump game free of Aces and Tens (MA-7), and a decision read from the view alone.
 */
import { describe, expect, test } from 'vitest';
import { RANK_10, RANK_ACE, rankOf } from '../../engine/cards.js';
import { randomBelow } from '../../engine/random.js';
import { type MariasState, marias as G } from '../../engine/marias/index.js';
import { ACES_TENS } from '../../engine/marias/cards.js';
import { intersect } from '../../engine/cardset.js';
import { discardFor, easyMarias } from './easy.js';
import { type Chooser, newDeal, playOut, seededRandom } from './testing.js';

const easy: Chooser = (s, seat, legal, seed) => easyMarias(G.view(s, seat), legal, seed);

describe('Mariáš easy player', () => {
  for (const ruleset of ['cardavia', 'licitovany'] as const) {
    test(`plays whole deals of ${ruleset} with a legal action at every decision`, () => {
      const random = seededRandom(`marias-easy/${ruleset}`);
      const contracts = new Set<string>();
      for (let i = 0; i < 60; i++) {
        const states = playOut(newDeal(random, randomBelow(random, 3), ruleset), [easy, easy, easy], `${ruleset}/${i}`);
        const end = states.at(-1)!;
        expect(G.phase(end)).toBe('over');
        contracts.add(end.contract!);
      }
      expect(contracts.has('hra')).toBe(true);
    });
  }

  test('a trump game’s talon (MA-7) never holds an Ace or a Ten, so barva stays open to F', () => {
    const random = seededRandom('marias-easy/talon');
    for (let i = 0; i < 80; i++) {
      const states = playOut(newDeal(random, i % 3), [easy, easy, easy], `talon/${i}`);
      const end: MariasState = states.at(-1)!;
      if (end.contract !== 'betl' && end.contract !== 'durch') expect(intersect(end.playTalon, ACES_TENS)).toBe(0);
    }
  });

  test('discardFor a trump suit lays plain low cards of the shortest suits, never an Ace or Ten', () => {
    // Acorns trumps (suit 0: E7 E8 E9 ET EA); a lone G7 (8); H7 H8 HT (16, 17, 19); S7 S8 SA (24, 25, 31).
    const hand = [0, 1, 2, 3, 7, 8, 16, 17, 19, 24, 25, 31];
    const out = discardFor(hand, [], 0);
    expect(out).toHaveLength(2);
    for (const c of out) {
      expect(c >> 3).not.toBe(0);
      expect([RANK_ACE, RANK_10]).not.toContain(rankOf(c));
    }
    expect(out).toContain(8);
  });
});
