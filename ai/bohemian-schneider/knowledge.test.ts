/**
 * The world sampler (knowledge.ts): a world never holds a card the seat has seen elsewhere (its own hand,
 * a played card, the turned trump card, which stays last in the talon, BS-V3), always has the right hand
 * size and talon length, and in the follow-suit variant (BS-V2) respects the opponent's voids exactly: a
 * world has positive weight exactly when some history of the opponent's hand (six dealt cards, one draw
 * per trick) plays its cards and shows its voids as the view does, and the weights are proportional to the
 * number of such histories, as a uniform shuffle makes them. The histories drawn to read the opponent's
 * answers (`drawHistory`) are real histories, and their importance ratios average to the number of them.
 */
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../engine/action.js';
import { type SchneiderView, bohemianSchneider as G } from '../../engine/bohemian-schneider/index.js';
import { bit, cardsOf, maskOf, popcount } from '../../engine/cardset.js';
import { randomBelow } from '../../engine/random.js';
import { ANSWER_MODEL, drawHistory, handProbability, knowledgeOf, sampleWorld, sampleWorlds } from './knowledge.js';
import { rulesInfo } from './rules.js';
import { allRules, newDeal, play, rulesName, seededRandom, talonLeft } from './testing.js';

/** Replays the opponent's plays and voids from its dealt cards and its draws in order (trick 1 first). */
function replays(view: SchneiderView, dealt: number, drawn: readonly number[]): boolean {
  const me: Seat = view.seat;
  const followSuit = view.rules.variants.includes('follow-suit');
  const plays: number[] = view.tricks.map((t) => (t.leader === me ? t.cards[1]! : t.cards[0]!));
  if (view.trick.cards.length > 0 && view.trick.leader !== me) plays.push(view.trick.cards[0]!);
  let hand = dealt;
  for (let j = 0; j < plays.length; j++) {
    const p = plays[j]!;
    if (((hand >>> p) & 1) === 0) return false;
    const t = view.tricks[j];
    if (followSuit && t && t.leader === me && t.cards[1]! >> 3 !== t.cards[0]! >> 3) {
      if ((hand & (0xff << ((t.cards[0]! >> 3) * 8))) !== 0) return false; // a void shown with the suit in hand
    }
    hand &= ~bit(p);
    if (j < drawn.length) hand |= bit(drawn[j]!);
  }
  return true;
}

describe('a sampled world holds only cards the seat has not seen, in the right places and numbers', () => {
  for (const rules of allRules()) {
    test(rulesName(rules), () => {
      const info = rulesInfo(rules);
      const random = seededRandom(`sample/${rulesName(rules)}`);
      for (let deal = 0; deal < 3; deal++) {
        let s = newDeal(rules, random, deal & 1);
        while (!s.over) {
          const seat = G.toMove(s)!;
          const view = G.view(s, seat);
          const k = knowledgeOf(view);
          const seen = maskOf(view.hand) | maskOf(view.tricks.flatMap((t) => t.cards)) | maskOf(view.trick.cards);
          const worlds = [...sampleWorlds(k, 3, random, ANSWER_MODEL), sampleWorld(k, random), sampleWorld(k, random)];
          for (const w of worlds) {
            expect(popcount(w.oppHand)).toBe(view.opponentHandSize);
            expect(w.talon.length).toBe(view.talonCount);
            expect(w.oppHand & seen).toBe(0);
            const talonMask = maskOf(w.talon);
            expect(popcount(talonMask)).toBe(w.talon.length);
            expect(talonMask & w.oppHand).toBe(0);
            if (view.trumpCard !== null && view.talonCount > 0) {
              expect(w.talon[w.talon.length - 1]).toBe(view.trumpCard);
              expect(w.oppHand & bit(view.trumpCard)).toBe(0);
              expect(talonMask & seen).toBe(0);
            } else {
              expect(talonMask & seen).toBe(0);
            }
            // Every card of the pack is somewhere: seen, in the opponent's hand or in the talon.
            expect((seen | w.oppHand | talonMask) >>> 0).toBe(info.pack);
            if (view.talonCount === 0) expect(w.oppHand).toBe(s.hands[1 - seat]);
          }
          const legal = G.legalActions(s);
          s = play(s, legal[randomBelow(random, legal.length)]!);
        }
      }
    });
  }
});

/**
 * Obviously-correct count of the opponent's hand histories behind a view and a candidate hand: try every
 * choice of its six dealt cards and every order of its draws, and replay its plays and voids trick by trick.
 */
function historyCount(view: SchneiderView, oppHand: number): number {
  const me: Seat = view.seat;
  const plays: number[] = view.tricks.map((t) => (t.leader === me ? t.cards[1]! : t.cards[0]!));
  if (view.trick.cards.length > 0 && view.trick.leader !== me) plays.push(view.trick.cards[0]!);
  const cards = [...plays, ...cardsOf(oppHand)];
  expect(cards.length).toBe(6 + view.tricks.length);
  let count = 0;
  for (let m = 0; m < 1 << cards.length; m++) {
    if (popcount(m) !== 6) continue;
    const dealt = maskOf(cards.filter((_, i) => (m >> i) & 1));
    const rest = cards.filter((_, i) => ((m >> i) & 1) === 0);
    for (const order of permutations(rest)) if (replays(view, dealt, order)) count++;
  }
  return count;
}

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
}

describe('follow-suit voids (BS-V2) are respected exactly', () => {
  const followRules = allRules().filter((r) => r.variants.includes('follow-suit'));
  test('world weights are proportional to the opponent histories that fit the view', () => {
    let positions = 0;
    let zeroChecked = 0;
    for (const rules of followRules) {
      const random = seededRandom(`voids/${rulesName(rules)}`);
      for (let deal = 0; deal < 6 && positions < 4 * followRules.length; deal++) {
        let s = newDeal(rules, random, deal & 1);
        while (!s.over && talonLeft(s) > 0 && s.tricks.length <= 4) {
          const seat = G.toMove(s)!;
          const view = G.view(s, seat);
          const k = knowledgeOf(view);
          if (s.tricks.length >= 2 && k.classes.some((c) => c.bound > 0)) {
            positions++;
            // Candidate hands: sampled ones, the true one, and random ones (often impossible).
            const candidates = [s.hands[1 - seat]!];
            for (let i = 0; i < 6; i++) candidates.push(sampleWorld(k, random).oppHand);
            const unseen = cardsOf(k.unseen);
            for (let i = 0; i < 6; i++) {
              let m = 0;
              while (popcount(m) < view.opponentHandSize) m |= bit(unseen[randomBelow(random, unseen.length)]!);
              candidates.push(m >>> 0);
            }
            const ratios: number[] = [];
            for (const c of candidates) {
              const histories = historyCount(view, c);
              const p = handProbability(k, c);
              if (histories === 0) {
                expect(p).toBe(0);
                zeroChecked++;
              } else {
                expect(p).toBeGreaterThan(0);
                ratios.push(p / histories);
              }
            }
            for (const r of ratios) expect(r / ratios[0]!).toBeCloseTo(1, 9);
          }
          const legal = G.legalActions(s);
          s = play(s, legal[randomBelow(random, legal.length)]!);
        }
      }
    }
    expect(positions).toBeGreaterThan(20);
    expect(zeroChecked).toBeGreaterThan(10);
  });

  test('sampled hand-count vectors follow the posterior (chi-square, fixed seeds)', () => {
    let tested = 0;
    for (const rules of followRules) {
      const random = seededRandom(`chi/${rulesName(rules)}`);
      let s = newDeal(rules, random);
      while (!s.over && talonLeft(s) > 0) {
        const seat = G.toMove(s)!;
        const k = knowledgeOf(G.view(s, seat));
        if (k.vectors.length >= 3) {
          const n = 4000;
          const counts = new Map<string, number>();
          for (let i = 0; i < n; i++) {
            const w = sampleWorld(k, random);
            const key = k.classes.map((c) => popcount(c.cards & w.oppHand)).join(',');
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          let chi = 0;
          let cells = 0;
          for (const v of k.vectors) {
            const expected = (n * v.weight) / k.totalWeight;
            const observed = counts.get(v.counts.join(',')) ?? 0;
            chi += (observed - expected) ** 2 / Math.max(expected, 1e-9);
            cells++;
          }
          // Chi-square 0.1 % critical value for cells - 1 degrees of freedom (Wilson-Hilferty approximation).
          const df = cells - 1;
          const critical = df * (1 - 2 / (9 * df) + 3.09 * Math.sqrt(2 / (9 * df))) ** 3;
          expect(chi).toBeLessThan(critical + 5);
          tested++;
          break;
        }
        const legal = G.legalActions(s);
        s = play(s, legal[randomBelow(random, legal.length)]!);
      }
    }
    expect(tested).toBeGreaterThan(4);
  });

  test('drawn histories are real, and their importance ratios average to the number of histories', () => {
    let checked = 0;
    for (const rules of followRules.slice(0, 4)) {
      const random = seededRandom(`histories/${rulesName(rules)}`);
      let s = newDeal(rules, random);
      while (!s.over && talonLeft(s) > 0 && s.tricks.length <= 4) {
        const seat = G.toMove(s)!;
        const view = G.view(s, seat);
        const k = knowledgeOf(view);
        if (s.tricks.length >= 2) {
          const hand = s.hands[1 - seat]!;
          const slotOf = new Int8Array(32);
          const n = 3000;
          let sum = 0;
          for (let i = 0; i < n; i++) {
            const ratio = drawHistory(k, hand, random, slotOf);
            if (ratio === 0) continue;
            sum += ratio;
            const mine = [...k.oppPlays.map((p) => p.card), ...cardsOf(hand)];
            const dealt = maskOf(mine.filter((c) => slotOf[c] === 0));
            const drawn = Array.from({ length: k.draws }, (_, t) => mine.find((c) => slotOf[c] === t + 1)!);
            expect(replays(view, dealt, drawn)).toBe(true);
          }
          const exact = historyCount(view, hand);
          expect(Math.abs(sum / n / exact - 1)).toBeLessThan(0.1);
          checked++;
        }
        const legal = G.legalActions(s);
        s = play(s, legal[randomBelow(random, legal.length)]!);
      }
    }
    expect(checked).toBeGreaterThan(6);
  });
});
