/**
 * The search kit's sampler: worlds (the hidden hands and the talon's order) drawn consistently with what one
 * seat knows. A game says what its seat knows; the drawing is here, the same for every game:
 *
 * - `drawHand`: one hidden hand (a two-seat game's opponent), exactly from its posterior: the cards it surely
 *   holds (an announced marriage, an exchanged trump card: SN-8, SN-10), then, by class of the other unseen
 *   cards (what a void or a duty shown bounds alike), a count per class drawn by its weight and the cards
 *   uniformly within each class. With one class and one count this is the uniform deal of the cards left.
 * - `talonAfter`: the unseen cards not in the hand, in a uniform order (the talon), a fixed card last (a turned
 *   trump card, drawn last: BS-V3).
 * - `dealHands`: several hidden hands (Schafkopf's three), each within its size and away from the cards it cannot
 *   hold (voids shown, the called Ace's whereabouts, partnerships), each with a card of a set it must have held
 *   at the deal (its bids): the most constrained cards first, each to a seat that may hold it with a chance in
 *   proportion to the room it has left; a deal breaking a constraint is drawn again.
 * - `weightedKeys` and `systematic`: keeping n of more candidate worlds by their likelihood (what the bids and the
 *   play suggest), without replacement or by systematic resampling.
 *
 * Cards are the engine's codes and masks (engine/cardset.ts): any pack, sixes and fives included. The draws
 * consume the random stream in a fixed order, so a world is a pure function of the knowledge and the seed.
 */
import type { Card } from '../../engine/cards.js';
import { type Mask, add, cardsOf, has, without } from '../../engine/cardset.js';
import { type Random, randomBelow, shuffle } from '../../engine/random.js';

/** A hidden hand's posterior: what it surely holds, and how many it holds of each class of the other cards. */
export interface HandPosterior {
  /** Cards the hand surely holds. */
  readonly holds: Mask;
  /** The other cards it may hold, by class (cards of a class are alike for the posterior). */
  readonly classes: readonly Mask[];
  /** Each possible count vector (how many of each class), with its weight; one vector: no draw. */
  readonly vectors: readonly { readonly counts: readonly number[]; readonly weight: number }[];
  readonly totalWeight: number;
}

/** A uniform fraction of 53 bits. */
export const uniform53 = (random: Random): number => (random.next() * 0x200000 + (random.next() >>> 11)) / 2 ** 53;

/** A hand drawn from the posterior: a count vector by its weight, then the cards uniformly within each class. */
export function drawHand(p: HandPosterior, random: Random): Mask {
  let vector = p.vectors[0]!;
  if (p.vectors.length > 1) {
    let x = uniform53(random) * p.totalWeight;
    for (const v of p.vectors) {
      vector = v;
      x -= v.weight;
      if (x < 0) break;
    }
  }
  let hand = p.holds;
  p.classes.forEach((cls, i) => {
    const cards = cardsOf(cls);
    const want = vector.counts[i]!;
    // A partial Fisher-Yates: the first `want` cards of a uniform permutation.
    for (let j = 0; j < want; j++) {
      const r = j + randomBelow(random, cards.length - j);
      const t = cards[j]!;
      cards[j] = cards[r]!;
      cards[r] = t;
      hand = add(hand, cards[j]!);
    }
  });
  return hand;
}

/** The unseen cards outside `hand`, in a uniform order: a talon to draw from; `last` (or -1) comes last. */
export function talonAfter(unseen: Mask, hand: Mask, random: Random, last: Card = -1): Card[] {
  const talon = shuffle(cardsOf(without(unseen, hand)), random);
  if (last >= 0) talon.push(last);
  return talon;
}

/** What one seat knows of the other seats' hands, for `dealHands`. */
export interface HiddenHands {
  /** The seat that sees: its hand is `mine`. */
  readonly seat: number;
  readonly mine: Mask;
  /** The cards in the other hands. */
  readonly unknown: Mask;
  /** Each seat's hand size now. */
  readonly sizes: readonly number[];
  /** Per seat, the unknown cards it cannot hold. */
  readonly forbidden: readonly Mask[];
  /** A seat held at least one of `cards` at the deal (with the cards it has played since). */
  readonly needs: readonly { readonly seat: number; readonly cards: Mask }[];
  /** Per seat, the cards it has played. */
  readonly played: readonly Mask[];
}

/** Draws `dealHands` may take before giving up: most break no constraint. */
const ATTEMPTS = 500;

/** Per knowledge (the same for every world of a decision): the unknown cards, and the seats each may go to. */
const prepared = new WeakMap<HiddenHands, { cards: Card[]; seatsFor: number[][] }>();
function cardsAndSeats(k: HiddenHands): { cards: Card[]; seatsFor: number[][] } {
  let p = prepared.get(k);
  if (p === undefined) {
    const cards = cardsOf(k.unknown);
    const seatsFor = cards.map((c) =>
      Array.from({ length: k.sizes.length }, (_, q) => q).filter((q) => q !== k.seat && !has(k.forbidden[q]!, c)),
    );
    p = { cards, seatsFor };
    prepared.set(k, p);
  }
  return p;
}

/**
 * The hands of every seat, the seat's own where it is and the unknown cards spread over the others within their
 * sizes and constraints; null if no consistent deal was found in ATTEMPTS draws.
 */
export function dealHands(k: HiddenHands, random: Random): number[] | null {
  const seats = k.sizes.length;
  const { cards, seatsFor } = cardsAndSeats(k);
  const n = cards.length;
  // Typed scratch arrays, the order sorted in place: a decision draws hundreds of deals (a closure and an
  // object per card made the drawing a tenth of a Schafkopf decision's time outside the solver).
  const keys = new Int32Array(n);
  const order = new Int32Array(n);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const hands = new Array<number>(seats).fill(0);
    hands[k.seat] = k.mine;
    const room = k.sizes.slice();
    room[k.seat] = 0;
    // Most constrained cards first (fewest seats may hold them), ties in random order: a stable insertion sort
    // by key, which keeps equal keys in card order as the array sort did (the same deals from the same seed).
    for (let i = 0; i < n; i++) {
      const key = seatsFor[i]!.length * 64 + randomBelow(random, 64);
      keys[i] = key;
      let j = i;
      while (j > 0 && keys[order[j - 1]!]! > key) {
        order[j] = order[j - 1]!;
        j--;
      }
      order[j] = i;
    }
    let failed = false;
    for (let t = 0; t < n; t++) {
      const i = order[t]!;
      const may = seatsFor[i]!;
      let total = 0;
      for (const p of may) total += room[p]!;
      if (total === 0) {
        failed = true;
        break;
      }
      let pick = randomBelow(random, total);
      let chosen = may[0]!;
      for (const p of may) {
        if (pick < room[p]!) {
          chosen = p;
          break;
        }
        pick -= room[p]!;
      }
      hands[chosen] = add(hands[chosen]!, cards[i]!);
      room[chosen]!--;
    }
    if (failed) continue;
    if (k.needs.some((need) => ((hands[need.seat]! | k.played[need.seat]!) & need.cards) === 0)) continue;
    return hands;
  }
  return null;
}

/**
 * Keys that keep n of more candidates with chances in proportion to their weights, without replacement
 * (Efraimidis–Spirakis): sort by key, descending, and keep the first n. A weight of 0 comes last.
 */
export function weightedKey(weight: number, random: Random): number {
  // log(u) / w orders like u^(1/w).
  const u = (random.next() + 1) / 2 ** 32;
  return weight > 0 ? Math.log(u) / weight : -Infinity;
}

/**
 * The indices of n candidates kept by systematic resampling of their weights (one uniform offset, n evenly
 * spaced pointers); with no weight at all, the first n in order.
 */
export function systematic(weights: readonly number[], total: number, n: number, random: Random): number[] {
  const out: number[] = [];
  const step = total / n;
  let u = uniform53(random) * step;
  let acc = 0;
  let j = 0;
  for (let i = 0; i < n; i++) {
    if (total > 0) {
      while (j < weights.length - 1 && acc + weights[j]! <= u) acc += weights[j++]!;
      out.push(j);
      u += step;
    } else out.push(i);
  }
  return out;
}

/**
 * `n` worlds, each kept from `candidates` drawn (`draw`, null when the sampler found none) by systematic resampling
 * of their weights: what the public choices suggest of the hidden cards (Belote's bids, Mariáš's declarer). With one
 * candidate a world, or too few drawn, the first `n` as drawn.
 */
export function weighedWorlds<W>(
  draw: () => W | null,
  n: number,
  candidates: number,
  weight: (world: W) => number,
  random: Random,
): W[] {
  const drawn: W[] = [];
  for (let i = 0; i < n * candidates; i++) {
    const w = draw();
    if (w !== null) drawn.push(w);
  }
  if (candidates <= 1 || drawn.length <= n) return drawn.slice(0, n);
  const weights = drawn.map(weight);
  const total = weights.reduce((a, b) => a + b, 0);
  return systematic(weights, total, n, random).map((i) => drawn[i]!);
}
