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
 * (The seat's own order of receiving its cards is not in the view and not needed: given which cards sit
 * in its own slots, the other cards are spread uniformly over the other slots whatever their order.)
 *
 * Beyond the rules, the opponent's choices say something too: a player that holds a winning answer
 * nearly always uses it. `sampleWorlds` weighs candidate worlds by such a soft model of its answers
 * (`AnswerModel`), with one history per world (drawn by importance sampling) to tell which cards it held
 * at each trick.
 */
import type { Seat } from '../../engine/action.js';
import { type Card, type Suit, suitOf } from '../../engine/cards.js';
import { type Mask, bit, intersect, maskOf, popcount, suitMask } from '../../engine/cardset.js';
import type { SchneiderView } from '../../engine/bohemian-schneider/index.js';
import { type Random, randomBelow } from '../../engine/random.js';
import { drawHand, systematic, talonAfter } from '../search/worlds.js';
import { type RulesInfo, responderWins, rulesInfo } from './rules.js';

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
  /** Draws the opponent has made: its slots are 6 at time 0 and one at each time 1..draws. */
  readonly draws: number;
  /** The opponent's played cards with the slot times they may have come from. */
  readonly oppPlays: readonly OppPlay[];
  /** Per suit, the lowest slot time an unseen card of it may have now in the opponent's hand. */
  readonly suitBound: readonly number[];
  /** The opponent's answers that did not win the trick (evidence for `likelihood`). */
  readonly lostAnswers: readonly { readonly trick: number; readonly led: Card; readonly answer: Card }[];
}

export interface OppPlay {
  readonly card: Card;
  /** The trick it was played to, from 1. */
  readonly trick: number;
  /** Its slot time lies in lo..hi. */
  readonly lo: number;
  readonly hi: number;
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

  const trumpSuit = trumpCard >= 0 ? trumpCard >> 3 : -1;
  // The opponent's plays (card, trick number from 1), void events (suit, trick number), lost answers.
  const playedAt: { card: Card; trick: number }[] = [];
  const voids: { suit: number; trick: number }[] = [];
  const lostAnswers: { trick: number; led: Card; answer: Card }[] = [];
  view.tricks.forEach((t, i) => {
    const oppCard = t.leader === opp ? t.cards[0]! : t.cards[1]!;
    playedAt.push({ card: oppCard, trick: i + 1 });
    if (t.leader === me) {
      if (info.followSuit && t.cards[1]! >> 3 !== t.cards[0]! >> 3)
        voids.push({ suit: t.cards[0]! >> 3, trick: i + 1 });
      if (!responderWins(info, t.cards[0]!, t.cards[1]!, trumpSuit)) {
        lostAnswers.push({ trick: i + 1, led: t.cards[0]!, answer: t.cards[1]! });
      }
    }
  });
  if (led >= 0 && view.trick.leader === opp) playedAt.push({ card: led, trick: view.tricks.length + 1 });

  // Draws so far: one per finished trick while the talon lasted.
  const draws = (info.talonSize - view.talonCount) / 2;
  const lastVoid = [0, 0, 0, 0];
  for (const v of voids) lastVoid[v.suit] = Math.max(lastVoid[v.suit]!, v.trick);
  const plays: OppPlay[] = playedAt.map((p) => {
    let lo = 0;
    for (const v of voids) if (v.suit === p.card >> 3 && v.trick < p.trick && v.trick > lo) lo = v.trick;
    return { ...p, lo, hi: Math.min(p.trick - 1, draws) };
  });

  const base = {
    info,
    me,
    hand,
    played,
    unseen,
    oppHandSize: view.opponentHandSize,
    talonCount: view.talonCount,
    trumpInTalon,
    trumpSuit,
    leader: view.trick.leader,
    led,
    honours: view.honours,
    draws,
    oppPlays: plays,
    suitBound: lastVoid,
    lostAnswers,
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
    const cards = intersect(unseen, suitMask(s as Suit));
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
  for (const { lo, hi } of plays) {
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

/** One world drawn from the posterior: the opponent's hand and the talon order (the kit's sampler, ai/search/worlds.ts). */
export function sampleWorld(k: Knowledge, random: Random): World {
  const oppHand = drawHand(
    { holds: 0, classes: k.classes.map((c) => c.cards), vectors: k.vectors, totalWeight: k.totalWeight },
    random,
  );
  return { oppHand, talon: talonFor(k, oppHand, random) };
}

/**
 * How the opponent is expected to answer, for reading its past answers: the chance that it does not win
 * the trick although it holds a winning card (by the lead's honour value and the winning card's kind), and
 * that it throws away an honour while it holds a legal non-honour. Measured on strong self-play (a player
 * holding the next card up in `cardavia` always took a trick with it); kept away from 0 and 1 so that an
 * opponent playing otherwise only blurs the reading.
 */
export interface AnswerModel {
  readonly suitWinnerHonourLead: number;
  readonly suitWinnerLowLead: number;
  readonly trumpWinnerHonourLead: number;
  readonly trumpWinnerLowLead: number;
  readonly threwHonour: number;
}

export const ANSWER_MODEL: AnswerModel = {
  suitWinnerHonourLead: 0.1,
  suitWinnerLowLead: 0.2,
  trumpWinnerHonourLead: 0.4,
  trumpWinnerLowLead: 0.9,
  threwHonour: 0.2,
};

/** Candidate worlds drawn per world kept when the opponent's answers are read. */
const OVERSAMPLE = 4;

/**
 * `n` worlds for the search. Without evidence from the opponent's answers they are drawn straight from the
 * posterior of a uniform deal (`sampleWorld`). With it, more candidate hands are drawn, each with one
 * history of how the opponent got its cards (`drawHistory`), weighted by how likely its answers were with
 * the cards it then held (`answerLikelihood`), and `n` hands are kept by systematic resampling, each with
 * a fresh talon order (the talon order does not depend on the opponent's history).
 */
export function sampleWorlds(k: Knowledge, n: number, random: Random, model: AnswerModel | null): World[] {
  if (model === null || k.talonCount === 0 || k.lostAnswers.length === 0) {
    return Array.from({ length: n }, () => sampleWorld(k, random));
  }
  const hands: Mask[] = [];
  const weights: number[] = [];
  const slotOf = new Int8Array(32);
  let total = 0;
  for (let i = 0; i < n * OVERSAMPLE; i++) {
    const hand = sampleWorld(k, random).oppHand;
    const ratio = drawHistory(k, hand, random, slotOf);
    const w = ratio === 0 ? 0 : (ratio / historyWeight(k, hand)) * answerLikelihood(k, hand, slotOf, model);
    hands.push(hand);
    weights.push(w);
    total += w;
  }
  // The kept hands by systematic resampling, each with a fresh talon order.
  return systematic(weights, total, n, random).map((i) => {
    const hand = hands[i]!;
    return { oppHand: hand, talon: talonFor(k, hand, random) };
  });
}

/** The rest of the unseen cards in a uniform talon order, the turned trump card last while it lies there (BS-V3). */
const talonFor = (k: Knowledge, oppHand: Mask, random: Random): Card[] =>
  talonAfter(k.unseen, oppHand, random, k.trumpInTalon);

/** The number of opponent histories behind `oppHand`, up to a factor common to all hands. */
function historyWeight(k: Knowledge, oppHand: Mask): number {
  if (k.vectors.length === 1) return 1;
  const counts = k.classes.map((c) => popcount((c.cards & oppHand) >>> 0));
  const v = k.vectors.find((x) => x.counts.every((n, i) => n === counts[i]));
  if (!v) return Infinity;
  let perHand = v.weight;
  k.classes.forEach((c, i) => (perHand /= binomial(popcount(c.cards), counts[i]!)));
  return perHand;
}

/**
 * One history of the opponent's hand: the slot time of each card it played or holds (`slotOf`), drawn by
 * sequential importance sampling from the last draw down: each slot takes a card uniformly among those it
 * may hold, except that a card that can go no lower is forced. Returns the inverse of the proposal's
 * probability (so that weighting by it, over the hand's number of histories, makes the history uniform),
 * or 0 when the draw ran into a dead end.
 */
export function drawHistory(k: Knowledge, oppHand: Mask, random: Random, slotOf: Int8Array): number {
  const cards: Card[] = [];
  const lo: number[] = [];
  const hi: number[] = [];
  for (const p of k.oppPlays) {
    cards.push(p.card);
    lo.push(p.lo);
    hi.push(p.hi);
  }
  for (let m = oppHand; m !== 0; m &= m - 1) {
    const c = 31 - Math.clz32(m & -m);
    cards.push(c);
    lo.push(k.suitBound[c >> 3]!);
    hi.push(k.draws);
  }
  let left = cards.length;
  const placed = new Uint8Array(left);
  const eligible: number[] = [];
  let ratio = 1;
  for (let t = k.draws; t >= 1; t--) {
    let forced = -1;
    let forcedCount = 0;
    eligible.length = 0;
    for (let i = 0; i < cards.length; i++) {
      if (placed[i]) continue;
      if (lo[i]! > t) return 0;
      if (lo[i] === t) {
        forced = i;
        forcedCount++;
      }
      if (lo[i]! <= t && t <= hi[i]!) eligible.push(i);
    }
    let pick: number;
    if (forcedCount > 1) return 0;
    if (forcedCount === 1) {
      if (hi[forced]! < t) return 0;
      pick = forced;
    } else {
      if (eligible.length === 0) return 0;
      pick = eligible[randomBelow(random, eligible.length)]!;
      ratio *= eligible.length;
    }
    placed[pick] = 1;
    slotOf[cards[pick]!] = t;
    left--;
  }
  for (let i = 0; i < cards.length; i++) if (!placed[i]) slotOf[cards[i]!] = 0;
  return left === 6 ? ratio : 0;
}

/** The chance of the opponent's lost answers given the cards a history says it held then. */
export function answerLikelihood(k: Knowledge, oppHand: Mask, slotOf: Int8Array, model: AnswerModel): number {
  const info = k.info;
  const trumpMask = k.trumpSuit >= 0 ? suitMask(k.trumpSuit as Suit) : 0;
  let likelihood = 1;
  for (const e of k.lostAnswers) {
    // Its hand as it answered trick e.trick: what it had received by then and not yet played.
    let hand = 0;
    for (const p of k.oppPlays) if (p.trick >= e.trick && slotOf[p.card]! < e.trick) hand |= 1 << p.card;
    for (let m = oppHand; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      if (slotOf[c]! < e.trick) hand |= 1 << c;
    }
    let legal = hand;
    if (info.followSuit) {
      // BS-V2: it had to follow the led suit if it could.
      const follow = hand & suitMask(suitOf(e.led));
      if (follow !== 0) legal = follow;
    }
    const others = legal & ~(1 << e.answer);
    const ledHonour = info.honourOf[e.led] === 1;
    if ((others & info.beaters[e.led]!) !== 0) {
      likelihood *= ledHonour ? model.suitWinnerHonourLead : model.suitWinnerLowLead;
    } else if (e.led >> 3 !== k.trumpSuit && (others & trumpMask) !== 0) {
      likelihood *= ledHonour ? model.trumpWinnerHonourLead : model.trumpWinnerLowLead;
    }
    if (info.honourOf[e.answer] && (others & ~info.honours) !== 0) likelihood *= model.threwHonour;
  }
  return likelihood;
}
