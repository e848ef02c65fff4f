/**
 * Belote's players (issue 33, point 3): every level and the oracle play whole deals of each ruleset (classic,
 * with annonces, contrée) to the end with legal actions only, over seeded deals; a searching player's decision
 * reads only the view (the hidden hands exchanged within a world, the same decision).
 */
import { describe, expect, test } from 'vitest';
import { type BeloteRuleset, type BeloteState, belote as G } from '../../engine/belote/index.js';
import { beloteBots, beloteOracle } from './index.js';
import { knowledgeOf, sampleWorld } from './knowledge.js';
import { type Chooser, newDeal, play, seededRandom } from './testing.js';

const level =
  (name: keyof typeof beloteBots): Chooser =>
  (s, seat, legal, seed) =>
    beloteBots[name](G.view(s, seat), legal, seed);
const oracle: Chooser = (s) => beloteOracle.act(s);

const FORMS: readonly [BeloteRuleset, boolean][] = [
  ['cardavia', false],
  ['cardavia', true],
  ['contree', false],
];

/** Whole deals with these choosers (rotated a seat each deal) until `wanted` were taken and played out. */
function playTaken(
  ruleset: BeloteRuleset,
  annonces: boolean,
  choosers: readonly Chooser[],
  wanted: number,
  tag: string,
) {
  const random = seededRandom(`belote-bots/${tag}`);
  let played = 0;
  for (let i = 0; i < 20 * wanted && played < wanted; i++) {
    const seats = [0, 1, 2, 3].map((q) => choosers[(q + i) % choosers.length]!);
    const { states } = play(newDeal(random, i % 4, ruleset, annonces), seats, `${tag}/${i}`);
    const last = states.at(-1)!;
    expect(G.phase(last)).toBe('over');
    if (G.outcome(last)!.result !== 'passed') played++;
  }
  return played;
}

describe('Belote bots', () => {
  for (const [ruleset, annonces] of FORMS) {
    const name = `${ruleset}${annonces ? ' with annonces' : ''}`;
    test(`easy plays whole deals of ${name} to the end with legal actions only`, () => {
      const easy = level('easy');
      expect(playTaken(ruleset, annonces, [easy], 30, `easy/${name}`)).toBe(30);
    });
    test(`normal, strong, easy and the oracle at one table play whole deals of ${name} legally`, () => {
      const choosers = [level('strong'), level('normal'), level('easy'), oracle];
      expect(playTaken(ruleset, annonces, choosers, 2, `all/${name}`)).toBe(2);
    });
  }

  test('a decision of normal reads only the view: the hidden hands exchanged within a world, the same card', () => {
    const random = seededRandom('belote-bots/view-only');
    const easy = level('easy');
    let compared = 0;
    for (let i = 0; i < 4 && compared < 6; i++) {
      const { states } = play(newDeal(random, i, 'cardavia'), [easy, easy, easy, easy], `v/${i}`);
      for (let j = 0; j < states.length - 1 && compared < 6; j += 9) {
        const s = states[j]!;
        if (s.stage !== 'play') continue;
        const seat = G.toMove(s)!;
        const v = G.view(s, seat);
        const w = sampleWorld(knowledgeOf(v), random);
        if (w === null) continue;
        const t: BeloteState = { ...s, hands: w.hands };
        const legal = G.legalActions(s);
        expect(beloteBots.normal(G.view(t, seat), legal, `x${j}`)).toBe(beloteBots.normal(v, legal, `x${j}`));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(3);
  });
});
