/**
 * A quick sanity check of the easy player: over a few hundred duplicate deals (each shuffle played twice,
 * seats swapped; fixed seeds, so never flaky) it takes far more game points than a random player, in
 * several rules combinations.
 */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../engine/action.js';
import {
  type SchneiderRules,
  type SchneiderState,
  bohemianSchneider as G,
} from '../../engine/bohemian-schneider/index.js';
import { randomBelow, shuffle } from '../../engine/random.js';
import { schneiderBots } from './index.js';
import { play, seededRandom } from './testing.js';

type Player = (s: SchneiderState, seed: string) => Action;

const easy: Player = (s, seed) => schneiderBots.easy(G.view(s, G.toMove(s)!), G.legalActions(s), seed);
const random: Player = (s, seed) => {
  const legal = G.legalActions(s);
  return legal[randomBelow(seededRandom(seed), legal.length)]!;
};

/** The easy player's mean net game points per shuffle (its points minus the random player's). */
function duplicate(rules: SchneiderRules, shuffles: number): number {
  const r = seededRandom(`easy-v-random/${JSON.stringify(rules)}`);
  let total = 0;
  for (let d = 0; d < shuffles; d++) {
    const cards = shuffle(G.pack(rules), r);
    for (const easySeat of [0, 1]) {
      let s = G.deal(G.newSession(rules, 0), cards);
      let move = 0;
      while (!s.over) {
        const p = G.toMove(s) === easySeat ? easy : random;
        s = play(s, p(s, `${d}/${easySeat}/${move++}`));
      }
      const points = G.outcome(s)!.gamePoints;
      total += points[easySeat]! - points[1 - easySeat]!;
    }
  }
  return total / (2 * shuffles);
}

describe('easy beats a random player', () => {
  // Thresholds about half the measured margins (2.2, 0.84, 1.9 and 12.9 game points per shuffle):
  // trumps make the deal more a matter of the cards held; cumulative deals score the honour difference.
  const cases: [string, unknown, number][] = [
    ['cardavia', {}, 1.1],
    ['cardrulesplus with trumps', { ruleset: 'cardrulesplus', variants: ['trump'] }, 0.4],
    ['cardavia short deck, follow suit', { variants: ['short-deck', 'follow-suit'] }, 0.9],
    ['cardrulesplus cumulative', { ruleset: 'cardrulesplus', variants: ['cumulative'] }, 6],
  ];
  for (const [name, json, threshold] of cases) {
    test(name, () => {
      const parsed = G.parseRules(json);
      if (!parsed.ok) throw new Error(parsed.error);
      const net = duplicate(parsed.value, 150);
      expect(net).toBeGreaterThan(threshold);
    });
  }
});
