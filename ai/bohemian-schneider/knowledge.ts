/**
 * What one seat knows about the hidden cards, and worlds drawn from exactly that knowledge.
 *
 * The deal is a uniform shuffle, so given the view every complete history that agrees with it is equally
 * likely. The seat knows its own cards (hand and plays), every played card and the turned trump card; the
 * rest (`unseen`) lies in the opponent's hand or in the talon. The only other evidence is the opponent's
 * own plays: a card it played at trick j was in its hand then, so it came from the deal or from one of its
 * draws before trick j; and in the follow-suit variant (BS-V2) an answer off the led suit shows that its
 * hand held none of that suit at that moment, while cards drawn after that trick may bring the suit back.
 *
 * The opponent received its cards in "slots": six at the deal (time 0) and one after each trick k while the
 * talon lasted (time k). A card still in its hand of a suit it showed void in at trick t must sit in a slot
 * of time >= t; a card it played at trick j must sit in a slot of time <= j - 1 (and >= its suit's last
 * void before j). The weight of an opponent hand C is the number of ways to place its past plays and C in
 * the slots (the talon order of the rest is free and adds the same factor to every C). Cards of one suit
 * with the same void bound are interchangeable, so the weight depends only on how many cards C takes from
 * each such class: a dynamic programme over the slots used by the past plays, then a product formula for
 * C (its bounds are nested), gives the exact posterior of those counts. Sampling draws the counts, then
 * the cards uniformly within each class, then a uniform order of the talon with the trump card last.
 */
import type { Seat } from '../../engine/action.js';
import type { Card } from '../../engine/cards.js';
import { type Mask, bit, cardsOf, maskOf, popcount } from '../../engine/cardset.js';
import type { SchneiderView } from '../../engine/bohemian-schneider.js';
import { type Random, randomBelow } from '../../engine/random.js';
import { type RulesInfo, rulesInfo } from './rules.js';

/** A class of unseen cards sharing one lower bound on the opponent's slot time. */
export interface HiddenClass {
  readonly cards: Mask;
  /** The opponent can hold one of these now only if it came in a slot of time >= bound. */
  readonly bound: number;
}

export interface Knowledge {
  readonly info: RulesInfo;
  readonly me: Seat;
  readonly hand: Mask;
  /** Every card played so far, the card on the table included. */
  readonly played: Mask;
  /** Cards in the opponent's hand or in the unknown part of the talon. */
  readonly unseen: Mask;
  readonly oppHandSize: number;
  /** Talon cards left, the turned trump card included while it lies there (drawn last, BS-V3). */
  readonly talonCount: number;
  /** The turned trump card while it is still in the talon, else -1. */
  readonly trumpInTalon: Card;
  readonly trumpSuit: number;
  readonly leader: Seat;
  readonly led: Card;
  readonly honours: readonly number[];
  /** The posterior of the opponent's hand: classes and, per count vector, its weight. */
  readonly classes: readonly HiddenClass[];
  readonly vectors: readonly { readonly counts: readonly number[]; readonly weight: number }[];
  readonly totalWeight: number;
}

export interface World {
  readonly oppHand: Mask;
  /** The remaining talon in drawing order. */
  readonly talon: readonly Card[];
}

export function knowledgeOf(view: SchneiderView): Knowledge {
  const info = rulesInfo(view.rules);
  const me = view.seat;
  const opp = 1 - me;
  const hand = maskOf(view.hand);
  let played = 0;
  for (const t of view.tricks) played |= bit(t.cards[0]!) | bit(t.cards[1]!);
  const led = view.trick.cards.length > 0 ? view.trick.cards[0]! : -1;
  if (led >= 0) played |= bit(led);
  played >>>= 0;
  const trumpCard = view.trumpCard ?? -1;
  const trumpInTalon = trumpCard >= 0 && view.talonCount > 0 ? trumpCard : -1;
  let unseen = (info.pack & ~hand & ~played) >>> 0;
  if (trumpInTalon >= 0) unseen = (unseen & ~bit(trumpInTalon)) >>> 0;

  // The opponent's plays (card, trick number from 1) and void events (suit, trick number).
  const plays: { card: Card; trick: number }[] = [];
  const voids: { suit: number; trick: number }[] = [];
  view.tricks.forEach((t, i) => {
    const oppCard = t.leader === opp ? t.cards[0]! : t.cards[1]!;
    plays.push({ card: oppCard, trick: i + 1 });
    if (info.followSuit && t.leader === me && t.cards[1]! >> 3 !== t.cards[0]! >> 3) {
      voids.push({ suit: t.cards[0]! >> 3, trick: i + 1 });
    }
  });
  if (led >= 0 && view.trick.leader === opp) plays.push({ card: led, trick: view.tricks.length + 1 });

  // Draws so far: one per finished trick while the talon lasted.
  const draws = (info.talonSize - view.talonCount) / 2;
  const lastVoid = [0, 0, 0, 0];
  for (const v of voids) lastVoid[v.suit] = Math.max(lastVoid[v.suit]!, v.trick);

  const base = {
    info,
    me,
    hand,
    played,
    unseen,
    oppHandSize: view.opponentHandSize,
    talonCount: view.talonCount,
    trumpInTalon,
    trumpSuit: trumpCard >= 0 ? trumpCard >> 3 : -1,
    leader: view.trick.leader,
    led,
    honours: view.honours,
  };
  if (view.talonCount === 0) {
    // Nothing is hidden: the opponent holds every card not seen elsewhere.
    return {
      ...base,
      classes: [{ cards: unseen, bound: 0 }],
      vectors: [{ counts: [popcount(unseen)], weight: 1 }],
      totalWeight: 1,
    };
  }

  // Classes of unseen cards by their suit's last void trick (0: no constraint).
  const byBound = new Map<number, number>();
  for (let s = 0; s < 4; s++) {
    const cards = (unseen & (0xff << (s * 8))) >>> 0;
    if (cards === 0) continue;
    byBound.set(lastVoid[s]!, ((byBound.get(lastVoid[s]!) ?? 0) | cards) >>> 0);
  }
  const classes: HiddenClass[] = [...byBound.entries()]
    .map(([bound, cards]) => ({ cards, bound }))
    .sort((a, b) => b.bound - a.bound);

  const h = view.opponentHandSize;
  if (classes.length <= 1 || classes.every((c) => c.bound === 0)) {
    const all = classes.length === 0 ? 0 : classes[0]!.cards;
    return { ...base, classes: [{ cards: all, bound: 0 }], vectors: [{ counts: [h], weight: 1 }], totalWeight: 1 };
  }

  // Slot placements of the opponent's past plays: state = used deal slots + 8 * mask of used draw slots.
  let states = new Map<number, number>([[0, 1]]);
  for (const p of plays) {
    let lo = 0;
    for (const v of voids) if (v.suit === p.card >> 3 && v.trick < p.trick && v.trick > lo) lo = v.trick;
    const hi = Math.min(p.trick - 1, draws);
    const next = new Map<number, number>();
    for (const [state, count] of states) {
      const n0 = state & 7;
      const used = state >> 3;
      if (lo === 0 && n0 < 6) addTo(next, state + 1, count * (6 - n0));
      for (let t = Math.max(lo, 1); t <= hi; t++) {
        if ((used >> (t - 1)) & 1) continue;
        addTo(next, state | (1 << (t + 2)), count);
      }
    }
    states = next;
  }
  // Group the placements by the free slots each class can use.
  const freeByVector = new Map<string, { free: number[]; count: number }>();
  for (const [state, count] of states) {
    const n0 = state & 7;
    const used = state >> 3;
    const free = classes.map((c) => {
      let f = c.bound === 0 ? 6 - n0 : 0;
      for (let t = Math.max(c.bound, 1); t <= draws; t++) if (((used >> (t - 1)) & 1) === 0) f++;
      return f;
    });
    const key = free.join(',');
    const e = freeByVector.get(key);
    if (e) e.count += count;
    else freeByVector.set(key, { free, count });
  }
  const groups = [...freeByVector.values()];
  const sizes = classes.map((c) => popcount(c.cards));
  const vectors: { counts: number[]; weight: number }[] = [];
  let totalWeight = 0;
  const counts = new Array<number>(classes.length).fill(0);
  const visit = (i: number, left: number): void => {
    if (i === classes.length - 1) {
      if (left > sizes[i]!) return;
      counts[i] = left;
      let ways = 0;
      for (const g of groups) {
        let prod = g.count;
        let placed = 0;
        for (let c = 0; c < classes.length && prod > 0; c++) {
          for (let k = 0; k < counts[c]!; k++) {
            const choices = g.free[c]! - placed;
            if (choices <= 0) {
              prod = 0;
              break;
            }
            prod *= choices;
            placed++;
          }
        }
        ways += prod;
      }
      let weight = ways;
      for (let c = 0; c < classes.length; c++) weight *= binomial(sizes[c]!, counts[c]!);
      if (weight > 0) {
        vectors.push({ counts: counts.slice(), weight });
        totalWeight += weight;
      }
      return;
    }
    for (let k = 0; k <= Math.min(left, sizes[i]!); k++) {
      counts[i] = k;
      visit(i + 1, left - k);
    }
  };
  visit(0, h);
  return { ...base, classes, vectors, totalWeight };
}

function addTo(m: Map<number, number>, key: number, v: number): void {
  m.set(key, (m.get(key) ?? 0) + v);
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

/** The posterior probability that the opponent holds exactly `oppHand` (for tests and diagnostics). */
export function handProbability(k: Knowledge, oppHand: Mask): number {
  if ((oppHand & ~k.unseen) !== 0 || popcount(oppHand) !== k.oppHandSize) return 0;
  const counts = k.classes.map((c) => popcount((c.cards & oppHand) >>> 0));
  const v = k.vectors.find((x) => x.counts.every((n, i) => n === counts[i]));
  if (!v) return 0;
  let perHand = v.weight;
  k.classes.forEach((c, i) => (perHand /= binomial(popcount(c.cards), counts[i]!)));
  return perHand / k.totalWeight;
}

/** One world drawn from the posterior: the opponent's hand and the talon order. */
export function sampleWorld(k: Knowledge, random: Random): World {
  let vector = k.vectors[0]!;
  if (k.vectors.length > 1) {
    // A uniform 53-bit fraction of the total weight.
    const u = (random.next() * 0x200000 + (random.next() >>> 11)) / 2 ** 53;
    let x = u * k.totalWeight;
    for (const v of k.vectors) {
      vector = v;
      x -= v.weight;
      if (x < 0) break;
    }
  }
  let oppHand = 0;
  k.classes.forEach((c, i) => {
    const cards = cardsOf(c.cards);
    const want = vector.counts[i]!;
    // A partial Fisher-Yates: the first `want` of a uniform permutation.
    for (let j = 0; j < want; j++) {
      const r = j + randomBelow(random, cards.length - j);
      const t = cards[j]!;
      cards[j] = cards[r]!;
      cards[r] = t;
      oppHand |= 1 << cards[j]!;
    }
  });
  oppHand >>>= 0;
  const rest = cardsOf((k.unseen & ~oppHand) >>> 0);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    const t = rest[i]!;
    rest[i] = rest[j]!;
    rest[j] = t;
  }
  if (k.trumpInTalon >= 0) rest.push(k.trumpInTalon);
  return { oppHand, talon: rest };
}
