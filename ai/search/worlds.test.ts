/**
 * The kit's sampler (worlds.ts): every world agrees with what the seat knows, and where the knowledge leaves a
 * choice the draws spread evenly. The games' own knowledge tests check their worlds against their views
 * (ai/<game>/knowledge.test.ts, ai/schafkopf/inference.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { cardsOf, has, maskOf, popcount } from '../../engine/cardset.js';
import { seededRandom } from '../../engine/random.js';
import { dealHands, drawHand, systematic, talonAfter, weighedWorlds, weightedKey } from './worlds.js';

describe('one hidden hand', () => {
  test('holds what it surely holds, takes each class its count, and the talon has the rest with the last card last', () => {
    const random = seededRandom('worlds/hand');
    const holds = maskOf([3, 4]);
    const classes = [maskOf([8, 9, 10, 11]), maskOf([16, 17, 18])];
    const posterior = {
      holds,
      classes,
      vectors: [
        { counts: [2, 1], weight: 3 },
        { counts: [1, 2], weight: 1 },
      ],
      totalWeight: 4,
    };
    const unseen = holds | classes[0]! | classes[1]! | maskOf([24, 25]);
    let first = 0;
    for (let i = 0; i < 4000; i++) {
      const hand = drawHand(posterior, random);
      expect(hand & holds).toBe(holds);
      const a = popcount(hand & classes[0]!);
      const b = popcount(hand & classes[1]!);
      expect([
        [2, 1],
        [1, 2],
      ]).toContainEqual([a, b]);
      if (a === 2) first++;
      const talon = talonAfter(unseen, hand, random, 31);
      expect(talon.at(-1)).toBe(31);
      expect(maskOf(talon.slice(0, -1))).toBe(unseen & ~hand);
    }
    // The count vectors are drawn by their weights: 3 to 1.
    expect(first / 4000).toBeGreaterThan(0.72);
    expect(first / 4000).toBeLessThan(0.78);
  });

  test('one class and one count: a uniform deal of the cards left', () => {
    const random = seededRandom('worlds/uniform');
    const cls = maskOf([0, 1, 2, 3, 4, 5]);
    const seen = new Array<number>(6).fill(0);
    for (let i = 0; i < 6000; i++) {
      const hand = drawHand(
        { holds: 0, classes: [cls], vectors: [{ counts: [2], weight: 1 }], totalWeight: 1 },
        random,
      );
      for (const c of cardsOf(hand)) seen[c]!++;
    }
    // Each card lies in the hand a third of the time.
    for (const n of seen) expect(Math.abs(n / 6000 - 1 / 3)).toBeLessThan(0.03);
  });
});

describe('several hidden hands', () => {
  test('sizes, forbidden cards and needs hold in every deal', () => {
    const random = seededRandom('worlds/deal');
    const unknown = maskOf([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const k = {
      seat: 0,
      mine: maskOf([20, 21, 22]),
      unknown,
      sizes: [3, 3, 3, 3],
      // Seat 1 shows a void in 0..2; seat 2 cannot hold card 8.
      forbidden: [0, maskOf([0, 1, 2]), maskOf([8]), 0],
      // Seat 3 held one of 6, 7 at the deal.
      needs: [{ seat: 3, cards: maskOf([6, 7]) }],
      played: [0, 0, 0, 0],
    };
    for (let i = 0; i < 500; i++) {
      const hands = dealHands(k, random)!;
      expect(hands[0]).toBe(k.mine);
      expect(hands.slice(1).reduce((a, b) => a | b, 0)).toBe(unknown);
      for (let p = 1; p < 4; p++) expect(popcount(hands[p]!)).toBe(3);
      expect(hands[1]! & maskOf([0, 1, 2])).toBe(0);
      expect(has(hands[2]!, 8)).toBe(false);
      expect(hands[3]! & maskOf([6, 7])).not.toBe(0);
    }
  });

  test('no consistent deal gives null', () => {
    const k = {
      seat: 0,
      mine: 0,
      unknown: maskOf([0, 1]),
      sizes: [0, 1, 1, 0],
      forbidden: [0, maskOf([0, 1]), 0, 0],
      needs: [],
      played: [0, 0, 0, 0],
    };
    expect(dealHands(k, seededRandom('worlds/none'))).toBeNull();
  });
});

describe('keeping worlds by their likelihood', () => {
  test('systematic resampling keeps each candidate in proportion to its weight; none weighted: the first n', () => {
    const picks = systematic([1, 0, 3], 4, 4, seededRandom('worlds/systematic'));
    expect(picks.filter((i) => i === 0)).toHaveLength(1);
    expect(picks.filter((i) => i === 2)).toHaveLength(3);
    expect(systematic([0, 0, 0], 0, 2, seededRandom('worlds/none'))).toEqual([0, 1]);
  });

  test('weighted keys put a heavier candidate first more often, and a weightless one last', () => {
    const random = seededRandom('worlds/keys');
    let heavyFirst = 0;
    for (let i = 0; i < 2000; i++) if (weightedKey(3, random) > weightedKey(1, random)) heavyFirst++;
    expect(heavyFirst / 2000).toBeGreaterThan(0.7);
    expect(weightedKey(0, random)).toBe(-Infinity);
  });

  test('weighedWorlds keeps n of n × candidates drawn by their weights: a weightless world never, one candidate as drawn', () => {
    const drawer = () => {
      let k = 0;
      return () => k++;
    };
    const even = (w: number) => (w % 2 === 0 ? 1 : 0);
    const kept = weighedWorlds(drawer(), 5, 4, even, seededRandom('worlds/weighed'));
    expect(kept).toHaveLength(5);
    expect(kept.every((w) => w % 2 === 0 && w < 20)).toBe(true);
    expect(weighedWorlds(drawer(), 5, 1, even, seededRandom('worlds/weighed'))).toEqual([0, 1, 2, 3, 4]);
    // A sampler that finds no world for some draws: too few drawn to choose among are kept as they are.
    let k = 0;
    const sparse = () => (k++ % 4 === 0 ? k : null);
    expect(weighedWorlds(sparse, 3, 4, () => 1, seededRandom('worlds/sparse'))).toHaveLength(3);
  });
});
