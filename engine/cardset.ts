/**
 * Sets of game cards as 32-bit masks (bit i = card i, see cards.ts).
 *
 * Every layer works on the raw `number` masks (they are immutable values already, and the solvers' hot paths
 * cannot afford an object per set) through the functions below, which keep a mask an unsigned 32-bit
 * integer: the game modules never write `>>> 0` themselves.
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
