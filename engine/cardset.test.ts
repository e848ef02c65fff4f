/**
 * Card sets as masks of up to 52 bits (cardset.ts), checked against plain arrays and sets of card codes.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  EMPTY,
  EVERY_CARD,
  FULL,
  add,
  bit,
  cardsOf,
  has,
  highest,
  intersect,
  lowest,
  maskOf,
  popcount,
  remove,
  suitMask,
  union,
  wholeSuitMask,
  without,
} from './cardset.js';

const card = fc.integer({ min: 0, max: 31 });
const cardList = fc.array(card, { maxLength: 40 });
const mask = fc.integer({ min: 0, max: 0xffffffff });

/** The reference: which of the 32 bits are set, by division, with no bit operators. */
function bitsOf(m: number): number[] {
  const out: number[] = [];
  let v = m;
  for (let i = 0; i < 32; i++) {
    if (v % 2 === 1) out.push(i);
    v = Math.floor(v / 2);
  }
  return out;
}
const sorted = (cards: Iterable<number>): number[] => [...new Set(cards)].sort((a, b) => a - b);

describe('mask functions', () => {
  test('popcount counts the set bits of any unsigned 32-bit mask', () => {
    fc.assert(fc.property(mask, (m) => popcount(m) === bitsOf(m).length));
    expect(popcount(0)).toBe(0);
    expect(popcount(FULL)).toBe(32);
    expect(popcount(0x80000000)).toBe(1);
  });

  test('lowest and highest give the extreme set bits, -1 for the empty mask', () => {
    fc.assert(
      fc.property(mask, (m) => {
        const bits = bitsOf(m);
        const lo = bits.length ? bits[0]! : -1;
        const hi = bits.length ? bits[bits.length - 1]! : -1;
        return lowest(m) === lo && highest(m) === hi;
      }),
    );
    expect(lowest(EMPTY)).toBe(-1);
    expect(highest(EMPTY)).toBe(-1);
    expect(lowest(0x80000000)).toBe(31);
    expect(highest(0x80000000)).toBe(31);
    expect(lowest(FULL)).toBe(0);
    expect(highest(FULL)).toBe(31);
  });

  test('cardsOf lists the set bits in ascending order, and maskOf inverts it', () => {
    fc.assert(
      fc.property(mask, (m) => {
        expect(cardsOf(m)).toEqual(bitsOf(m));
        expect(maskOf(cardsOf(m))).toBe(m);
      }),
    );
  });

  test('masks are always unsigned: card 31 gives 2^31, never a negative number', () => {
    expect(bit(31)).toBe(0x80000000);
    expect(add(0, 31)).toBe(0x80000000);
    expect(maskOf([31])).toBe(0x80000000);
    expect(suitMask(3)).toBe(0xff000000);
    expect(remove(FULL, 0)).toBe(0xfffffffe);
    expect(union(0x80000000, 1)).toBe(0x80000001);
    expect(intersect(FULL, 0x80000000)).toBe(0x80000000);
    expect(without(FULL, 1)).toBe(0xfffffffe);
    fc.assert(
      fc.property(mask, mask, card, (a, b, c) =>
        [add(a, c), remove(a, c), union(a, b), intersect(a, b), without(a, b), bit(c)].every(
          (v) => v >= 0 && v <= 0xffffffff && Number.isInteger(v),
        ),
      ),
    );
  });

  test('add, remove, has, union, intersect and without agree with set operations on arrays', () => {
    fc.assert(
      fc.property(cardList, cardList, card, (xs, ys, c) => {
        const a = maskOf(xs),
          b = maskOf(ys);
        const setA = new Set(xs),
          setB = new Set(ys);
        expect(has(a, c)).toBe(setA.has(c));
        expect(cardsOf(add(a, c))).toEqual(sorted([...xs, c]));
        expect(cardsOf(remove(a, c))).toEqual(sorted(xs.filter((x) => x !== c)));
        expect(cardsOf(union(a, b))).toEqual(sorted([...xs, ...ys]));
        expect(cardsOf(intersect(a, b))).toEqual(sorted(xs.filter((x) => setB.has(x))));
        expect(cardsOf(without(a, b))).toEqual(sorted(xs.filter((x) => !setB.has(x))));
        expect(popcount(a)).toBe(setA.size);
      }),
    );
  });

  test('suitMask holds the eight cards of one suit, and the four suits partition the 32 cards', () => {
    for (let s = 0; s < 4; s++)
      expect(cardsOf(suitMask(s as 0 | 1 | 2 | 3))).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((r) => s * 8 + r));
    expect(union(union(suitMask(0), suitMask(1)), union(suitMask(2), suitMask(3)))).toBe(FULL);
  });
});

describe('masks wider than 32 bits: the sixes and fives (codes 32..39) and up to 52 cards', () => {
  const anyCard = fc.integer({ min: 0, max: 51 });
  const ops = fc.array(fc.tuple(fc.constantFrom('add', 'remove'), anyCard), { maxLength: 60 });

  test('add and remove agree with a set of card codes, whatever mix of low and high cards', () => {
    fc.assert(
      fc.property(ops, (steps) => {
        let m = EMPTY;
        const model = new Set<number>();
        for (const [op, c] of steps) {
          if (op === 'add') {
            m = add(m, c);
            model.add(c);
          } else {
            m = remove(m, c);
            model.delete(c);
          }
          expect(has(m, c)).toBe(op === 'add');
        }
        expect(cardsOf(m)).toEqual(sorted(model));
        expect(popcount(m)).toBe(model.size);
        expect(m).toBe(maskOf(model));
        expect(lowest(m)).toBe(model.size ? Math.min(...model) : -1);
        expect(highest(m)).toBe(model.size ? Math.max(...model) : -1);
      }),
    );
  });

  test('union, intersect and without agree with set operations on wide masks', () => {
    const wideList = fc.array(anyCard, { maxLength: 30 });
    fc.assert(
      fc.property(wideList, wideList, (a, b) => {
        const [ma, mb] = [maskOf(a), maskOf(b)];
        expect(cardsOf(union(ma, mb))).toEqual(sorted([...a, ...b]));
        expect(cardsOf(intersect(ma, mb))).toEqual(sorted(a.filter((c) => b.includes(c))));
        expect(cardsOf(without(ma, mb))).toEqual(sorted(a.filter((c) => !b.includes(c))));
      }),
    );
  });

  test('a mask of the 32 cards 7..Ace stays one word: the same number as a 32-bit mask', () => {
    fc.assert(
      fc.property(cardList, (cards) => {
        const m = maskOf(cards);
        expect(m).toBeLessThan(2 ** 32);
        expect(m).toBe(cards.reduce((acc, c) => (acc | (1 << c)) >>> 0, 0));
      }),
    );
  });

  test('the Weli (S6, code 38) and the fives have bits of their own above the 32 cards', () => {
    expect(bit(38)).toBe(2 ** 38);
    expect(has(add(FULL, 38), 38)).toBe(true);
    expect(popcount(add(FULL, 38))).toBe(33);
    expect(popcount(EVERY_CARD)).toBe(40);
    expect(cardsOf(intersect(EVERY_CARD, wholeSuitMask(3)))).toEqual([24, 25, 26, 27, 28, 29, 30, 31, 38, 39]);
    expect(intersect(wholeSuitMask(3), FULL)).toBe(suitMask(3));
  });
});
