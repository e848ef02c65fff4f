/**
 * Belote's players (issue 33, point 3): every level plays whole deals of each ruleset (classic, with annonces,
 * contrée) to the end with legal actions only, over seeded deals; a decision reads only the view.
 */
import { describe, expect, test } from 'vitest';
import { type BeloteRuleset, belote as G } from '../../engine/belote/index.js';
import { LEVELS } from '../bot.js';
import { beloteBots } from './index.js';
import { type Chooser, newDeal, play, seededRandom } from './testing.js';

const level =
  (name: keyof typeof beloteBots): Chooser =>
  (s, seat, legal, seed) =>
    beloteBots[name](G.view(s, seat), legal, seed);

const RULESETS: readonly [BeloteRuleset, boolean][] = [
  ['cardavia', false],
  ['cardavia', true],
  ['contree', false],
];

describe('Belote bots', () => {
  for (const [ruleset, annonces] of RULESETS) {
    const name = `${ruleset}${annonces ? ' with annonces' : ''}`;
    for (const lv of LEVELS) {
      test(`${lv} plays whole deals of ${name} to the end with legal actions only`, () => {
        const random = seededRandom(`belote-bots/${name}/${lv}`);
        const chooser = level(lv);
        // Whole deals until enough were taken and played (a deal nobody takes ends after the bids).
        const wanted = lv === 'easy' ? 30 : 2;
        let played = 0;
        for (let i = 0; i < 20 * wanted && played < wanted; i++) {
          const { states } = play(
            newDeal(random, i % 4, ruleset, annonces),
            [chooser, chooser, chooser, chooser],
            `${i}`,
          );
          const last = states.at(-1)!;
          expect(G.phase(last)).toBe('over');
          if (G.outcome(last)!.result !== 'passed') played++;
        }
        expect(played).toBe(wanted);
      });
    }
  }
});
