/**
 * Sets of game cards as 32-bit masks (bit i = card i, see cards.ts).
 *
 * Hot code (engine rules, solvers) works on the raw `number` masks with the functions below; `CardSet` is
 * the small immutable type for everything else. A mask is always kept as an unsigned 32-bit integer.
 */
import type { Card, Suit } from './cards.js';

export type Mask = number;

export const EMPTY: Mask = 0;
export const FULL: Mask = 0xffffffff >>> 0;

export const bit = (card: Card): Mask => (1 << card) >>> 0;
export const has = (mask: Mask, card: Card): boolean => ((mask >>> card) & 1) === 1;
export const add = (mask: Mask, card: Card): Mask => (mask | (1 << card)) >>> 0;
export const remove = (mask: Mask, card: Card): Mask => (mask & ~(1 << card)) >>> 0;
export const union = (a: Mask, b: Mask): Mask => (a | b) >>> 0;
export const intersect = (a: Mask, b: Mask): Mask => (a & b) >>> 0;
export const without = (a: Mask, b: Mask): Mask => (a & ~b) >>> 0;

/** The eight cards of one suit (7..Ace). */
export const suitMask = (suit: Suit): Mask => (0xff << (suit * 8)) >>> 0;

export function popcount(mask: Mask): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit; -1 for the empty mask. */
export const lowest = (mask: Mask): Card => (mask === 0 ? -1 : 31 - Math.clz32(mask & -mask));
/** Index of the highest set bit; -1 for the empty mask. */
export const highest = (mask: Mask): Card => (mask === 0 ? -1 : 31 - Math.clz32(mask));

/** The cards of a mask in ascending index order. */
export function cardsOf(mask: Mask): Card[] {
  const out: Card[] = [];
  let m = mask >>> 0;
  while (m !== 0) {
    const low = m & -m;
    out.push(31 - Math.clz32(low));
    m = (m ^ low) >>> 0;
  }
  return out;
}

export function maskOf(cards: Iterable<Card>): Mask {
  let m = 0;
  for (const c of cards) m |= 1 << c;
  return m >>> 0;
}

/** An immutable set of game cards. */
export class CardSet implements Iterable<Card> {
  static readonly empty = new CardSet(0);
  static readonly full = new CardSet(FULL);

  private constructor(readonly mask: Mask) {}

  static fromMask(mask: Mask): CardSet {
    return new CardSet(mask >>> 0);
  }
  static of(...cards: Card[]): CardSet {
    return new CardSet(maskOf(cards));
  }
  static from(cards: Iterable<Card>): CardSet {
    return new CardSet(maskOf(cards));
  }
  static suit(suit: Suit): CardSet {
    return new CardSet(suitMask(suit));
  }

  has(card: Card): boolean {
    return has(this.mask, card);
  }
  with(card: Card): CardSet {
    return new CardSet(add(this.mask, card));
  }
  without(card: Card): CardSet {
    return new CardSet(remove(this.mask, card));
  }
  union(other: CardSet): CardSet {
    return new CardSet(union(this.mask, other.mask));
  }
  intersect(other: CardSet): CardSet {
    return new CardSet(intersect(this.mask, other.mask));
  }
  diff(other: CardSet): CardSet {
    return new CardSet(without(this.mask, other.mask));
  }
  get size(): number {
    return popcount(this.mask);
  }
  isEmpty(): boolean {
    return this.mask === 0;
  }
  equals(other: CardSet): boolean {
    return this.mask === other.mask;
  }
  first(): Card | undefined {
    return this.mask === 0 ? undefined : lowest(this.mask);
  }
  toArray(): Card[] {
    return cardsOf(this.mask);
  }
  [Symbol.iterator](): Iterator<Card> {
    return cardsOf(this.mask)[Symbol.iterator]();
  }
}
