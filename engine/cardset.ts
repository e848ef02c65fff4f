/**
 * Sets of cards as masks: bit i is card code i (cards.ts). A mask is a plain non-negative `number` holding up
 * to 52 bits, an immutable value that the solvers' hot paths can pass around without an object per set.
 *
 * JavaScript's bit operators work on 32 bits, so a mask is read as two words: `lo` (cards 0..31, the cards
 * 7..Ace) and `hi` (cards 32..51: the sixes and fives). Every function takes the one-word path when its
 * masks are below 2^32, which is always the case in the games whose packs hold only 7..Ace (Schafkopf,
 * Schnapsen, Bohemian Schneider, and later Mariáš and Belote): for them a mask costs one comparison more
 * than a plain 32-bit mask. A pack with sixes or fives (Watten's Weli) takes the two-word path only while a
 * six or a five is in the set. The game modules never write `>>> 0` themselves.
 */
import type { Card, Suit } from './cards.js';

export type Mask = number;

/** 2^32: the weight of the first card of the high word. */
const TWO32 = 4294967296;
/** How many cards a mask holds at the most (doubles are exact to 2^53). */
export const MASK_CARDS = 52;

export const EMPTY: Mask = 0;
/** The 32 cards 7..Ace (what a 32-card game calls every card; its pack says so too, pack.ts). */
export const FULL: Mask = 0xffffffff;
/** Every card code, 0..39: the 32 cards 7..Ace, the sixes and the fives. */
export const EVERY_CARD: Mask = TWO32 * 0xff + 0xffffffff;

/** The low word: cards 0..31 (ToUint32 takes the mask modulo 2^32). */
const lo = (mask: Mask): number => mask >>> 0;
/** The high word: cards 32..51. */
const hi = (mask: Mask): number => (mask / TWO32) >>> 0;
const join = (high: number, low: number): Mask => high * TWO32 + (low >>> 0);

// Each function is its one-word fast path, small enough for V8 to inline into a game's hot loop, and a call
// to the two-word path (`…Wide`) that only a set holding a six or a five ever takes.

export const bit = (card: Card): Mask => (card < 32 ? (1 << card) >>> 0 : TWO32 * (1 << (card - 32)));
export const has = (mask: Mask, card: Card): boolean => (card < 32 ? ((mask >>> card) & 1) === 1 : hasWide(mask, card));
const hasWide = (mask: Mask, card: Card): boolean => ((hi(mask) >>> (card - 32)) & 1) === 1;

export const add = (mask: Mask, card: Card): Mask =>
  card < 32 && mask < TWO32 ? (mask | (1 << card)) >>> 0 : addWide(mask, card);
function addWide(mask: Mask, card: Card): Mask {
  if (card < 32) return join(hi(mask), lo(mask) | (1 << card));
  return has(mask, card) ? mask : mask + TWO32 * (1 << (card - 32));
}

export const remove = (mask: Mask, card: Card): Mask =>
  card < 32 && mask < TWO32 ? (mask & ~(1 << card)) >>> 0 : removeWide(mask, card);
function removeWide(mask: Mask, card: Card): Mask {
  if (card < 32) return join(hi(mask), lo(mask) & ~(1 << card));
  return has(mask, card) ? mask - TWO32 * (1 << (card - 32)) : mask;
}

/**
 * `add` and `remove` for a pack of the 32 cards 7..Ace alone (Schafkopf, Schnapsen, Bohemian Schneider): one
 * word and no test of the mask's width. A game whose pack holds no six or five may use them on its hot path
 * (they cost a tenth of Bohemian Schneider's random deals less than `add` and `remove`); they must never see
 * a card above 31.
 */
export const addPlain = (mask: Mask, card: Card): Mask => (mask | (1 << card)) >>> 0;
export const removePlain = (mask: Mask, card: Card): Mask => (mask & ~(1 << card)) >>> 0;

export const union = (a: Mask, b: Mask): Mask =>
  a < TWO32 && b < TWO32 ? (a | b) >>> 0 : join(hi(a) | hi(b), lo(a) | lo(b));
/** One word suffices when either side has no high word: the other's high word is cut by the low one. */
export const intersect = (a: Mask, b: Mask): Mask =>
  a < TWO32 || b < TWO32 ? (a & b) >>> 0 : join(hi(a) & hi(b), lo(a) & lo(b));
export const without = (a: Mask, b: Mask): Mask => (a < TWO32 ? (a & ~b) >>> 0 : join(hi(a) & ~hi(b), lo(a) & ~lo(b)));

/** The eight cards 7..Ace of one suit: a one-word mask (a pack's own suits: pack.ts). */
export const suitMask = (suit: Suit): Mask => (0xff << (suit * 8)) >>> 0;
/** Every card code of one suit: 7..Ace, its six and its five. */
export const wholeSuitMask = (suit: Suit): Mask => suitMask(suit) + TWO32 * (3 << (suit * 2));

function popcount32(m: number): number {
  m = m - ((m >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export const popcount = (mask: Mask): number =>
  mask < TWO32 ? popcount32(mask) : popcount32(lo(mask)) + popcount32(hi(mask));

/** Index of the lowest set bit; -1 for the empty mask. */
export function lowest(mask: Mask): Card {
  const low = lo(mask);
  if (low !== 0) return 31 - Math.clz32(low & -low);
  const high = hi(mask);
  return high === 0 ? -1 : 63 - Math.clz32(high & -high);
}
/** Index of the highest set bit; -1 for the empty mask. */
export function highest(mask: Mask): Card {
  if (mask < TWO32) return mask === 0 ? -1 : 31 - Math.clz32(mask);
  return 63 - Math.clz32(hi(mask));
}

/** The cards of a mask in ascending index order. */
export function cardsOf(mask: Mask): Card[] {
  const out: Card[] = [];
  let m = mask >>> 0;
  while (m !== 0) {
    const low = m & -m;
    out.push(31 - Math.clz32(low));
    m = (m ^ low) >>> 0;
  }
  if (mask >= TWO32) pushHigh(out, hi(mask));
  return out;
}

function pushHigh(out: Card[], high: number): void {
  let m = high;
  while (m !== 0) {
    const low = m & -m;
    out.push(63 - Math.clz32(low));
    m = (m ^ low) >>> 0;
  }
}

export function maskOf(cards: Iterable<Card>): Mask {
  let low = 0;
  let high = 0;
  for (const c of cards) {
    if (c < 32) low |= 1 << c;
    else high |= 1 << (c - 32);
  }
  return join(high, low);
}
