/**
 * Mariáš's players (issue 32, point 3): every level and the oracle return a legal action at every decision of
 * whole deals of both rulesets; a decision reads only the view (the other hands and the talon exchanged, the
 * same decision); the searching players announce a marriage before playing its first card; the oracle, seeing
 * every hand, does at least as well as the easy player from the same seats of the same deals.
 */
import { describe, expect, test } from 'vitest';
import { randomBelow } from '../../engine/random.js';
import { type MariasState, isCardPlay, isMarry, marias as G } from '../../engine/marias/index.js';
import { LEVELS } from '../bot.js';
import { mariasBots, mariasOracle } from './index.js';
import { knowledgeOf, sampleWorld } from './knowledge.js';
import { type Chooser, newDeal, play, seededRandom } from './testing.js';

const level =
  (name: keyof typeof mariasBots): Chooser =>
  (s, seat, legal, seed) =>
    mariasBots[name](G.view(s, seat), legal, seed);
const oracle: Chooser = (s) => mariasOracle.act(s);

describe('Mariáš bots', () => {
  for (const ruleset of ['cardavia', 'licitovany'] as const) {
    test(`every level and the oracle play whole deals of ${ruleset} legally`, () => {
      const random = seededRandom(`marias-bots/${ruleset}`);
      const choosers = [...LEVELS.map(level), oracle];
      for (let i = 0; i < 4; i++) {
        const seats = [0, 1, 2].map((q) => choosers[(i + q) % choosers.length]!);
        const { states } = play(newDeal(random, i % 3, ruleset), seats, `${ruleset}/${i}`);
        expect(G.phase(states.at(-1)!)).toBe('over');
      }
    });
  }

  test('a decision reads only the view: the hidden cards exchanged within a world, the same decision', () => {
    const random = seededRandom('marias-bots/view-only');
    let compared = 0;
    for (let i = 0; i < 3; i++) {
      const { states } = play(newDeal(random, i, 'cardavia'), [level('easy'), level('easy'), level('easy')], `v/${i}`);
      for (let j = 0; j < states.length - 1; j += 7) {
        const s = states[j]!;
        const seat = G.toMove(s)!;
        const v = G.view(s, seat);
        const w = sampleWorld(knowledgeOf(v), random);
        if (w === null || s.trumpAside) continue;
        const t: MariasState = { ...s, hands: w.hands, talon: s.talonBy === seat ? s.talon : w.rest };
        expect(G.view(t, seat)).toEqual(v);
        const legal = G.legalActions(s);
        expect(G.legalActions(t)).toEqual(legal);
        expect(mariasBots.normal(G.view(t, seat), legal, `x${j}`)).toBe(mariasBots.normal(v, legal, `x${j}`));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5);
  });

  test('the searching players announce a marriage (MA-21) rather than play its King or Ober silently', () => {
    const random = seededRandom('marias-bots/marriage');
    let announced = 0;
    for (let i = 0; i < 6 && announced < 2; i++) {
      const { states, actions } = play(
        newDeal(random, randomBelow(random, 3), 'licitovany'),
        [level('normal'), level('normal'), level('normal')],
        `m/${i}`,
      );
      actions.forEach((a, j) => {
        const s = states[j]!;
        if (!isCardPlay(a) || s.stage !== 'play' || s.announced >= 0 || s.contract === 'betl' || s.contract === 'durch')
          return;
        const seat = G.toMove(s)!;
        const rank = a & 7; // an Ober (5) or a King (6): its partner is the card beside it
        if (rank === 5 || rank === 6) {
          const other = rank === 5 ? a + 1 : a - 1;
          expect((s.hands[seat]! >>> other) & 1, `seat ${seat} played ${a} holding its partner`).toBe(0);
        }
      });
      announced += actions.filter(isMarry).length;
    }
    expect(announced).toBeGreaterThan(0);
  });
});
