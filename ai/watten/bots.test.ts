/**
 * Watten's players (issue 31, point 3): every level returns a legal action at every decision of whole deals
 * (the announcements, cards, raises, answers), the same one for the same view and seed; they read nothing beyond
 * the view (two states that give a seat the same view, the other hands exchanged, give the same decision); the
 * oracle takes a state and plays legal actions; the measurement bots are normal but for their blind answers;
 * strong beats easy on a small duplicate sample.
 */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../engine/action.js';
import { cardsOf, maskOf } from '../../engine/cardset.js';
import { randomBelow, seededRandom, shuffle } from '../../engine/random.js';
import { FOLD, HOLD, RAISE, type WattenState, watten as G } from '../../engine/watten/index.js';
import { LEVELS } from '../bot.js';
import { alwaysFold, alwaysHold, wattenBots, wattenOracle } from './index.js';
import { newDeal } from './testing.js';

type Chooser = (s: WattenState, seat: number, legal: readonly Action[], seed: string) => Action;
const level =
  (name: keyof typeof wattenBots): Chooser =>
  (s, seat, legal, seed) =>
    wattenBots[name](G.view(s, seat), legal, seed);

/** Plays a deal with `players[side]`; checks each action is legal; returns the final state and the actions seen. */
function playDeal(start: WattenState, players: readonly [Chooser, Chooser], tag: string) {
  let s = start;
  const seen = new Set<string>();
  let move = 0;
  while (G.toMove(s) !== null) {
    const seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    const action = players[seat % 2]!(s, seat, legal, `${tag}/${move++}`);
    expect(legal, `${tag}: seat ${seat} chose ${action}`).toContain(action);
    if (action === RAISE) seen.add('raise');
    if (action === HOLD) seen.add('hold');
    if (action === FOLD) seen.add('fold');
    const r = G.apply(s, seat, action);
    if (!r.ok) throw new Error(`${tag}: refused ${action}`);
    s = r.value;
  }
  return { end: s, seen };
}

/** A deal at a drawn match score (WA-12's cap in play), dealt by `dealer`. */
function dealAt(random: ReturnType<typeof seededRandom>, dealer: number): WattenState {
  const score = [randomBelow(random, 11), randomBelow(random, 11)];
  return newDeal(
    random,
    dealer,
    [0, 1, 2, 3].map((q) => score[q % 2]!),
  );
}

describe('Watten bots', () => {
  test('every level and the measurement bots only ever return a legal action, raises answered both ways', () => {
    const random = seededRandom('watten-bots/legal');
    const seen = new Set<string>();
    const choosers: Chooser[] = [
      ...LEVELS.map(level),
      (s, seat, legal, seed) => alwaysHold(G.view(s, seat), legal, seed),
      (s, seat, legal, seed) => alwaysFold(G.view(s, seat), legal, seed),
    ];
    for (let i = 0; i < 12; i++) {
      const start = dealAt(random, i % 4);
      const a = choosers[i % choosers.length]!;
      const b = choosers[(i + 1) % choosers.length]!;
      for (const x of playDeal(start, [a, b], `legal/${i}`).seen) seen.add(x);
    }
    expect([...seen].sort()).toEqual(['fold', 'hold', 'raise']);
  });

  test('the measurement bots play as normal does but answer every raise the same way (they differ from normal in the answer alone)', () => {
    const random = seededRandom('watten-bots/measurement');
    let answered = 0;
    for (let i = 0; i < 8; i++) {
      let s = dealAt(random, i % 4);
      let move = 0;
      while (G.toMove(s) !== null) {
        const seat = G.toMove(s)!;
        const legal = G.legalActions(s);
        const view = G.view(s, seat);
        const seed = `measure/${i}/${move++}`;
        if (legal.includes(HOLD)) {
          expect(alwaysHold(view, legal, seed)).toBe(HOLD);
          expect(alwaysFold(view, legal, seed)).toBe(FOLD);
          answered++;
        } else {
          expect(alwaysHold(view, legal, seed)).toBe(wattenBots.normal(view, legal, seed));
          expect(alwaysFold(view, legal, seed)).toBe(wattenBots.normal(view, legal, seed));
        }
        // A raise whenever one is legal, so that answers come up.
        const action = legal.includes(RAISE) ? RAISE : legal.includes(HOLD) ? HOLD : legal[0]!;
        s = (G.apply(s, seat, action) as { value: WattenState }).value;
      }
    }
    expect(answered).toBeGreaterThan(0);
  });

  test('the oracle plays only legal actions from the whole state', () => {
    const random = seededRandom('watten-bots/oracle');
    for (let i = 0; i < 4; i++) {
      playDeal(dealAt(random, i), [(s) => wattenOracle.act(s), level('easy')], `oracle/${i}`);
    }
  });

  test('a decision reads only the view: the other seats’ hands exchanged, the same decision at every turn', () => {
    const random = seededRandom('watten-bots/view-only');
    let compared = 0;
    for (let i = 0; i < 6; i++) {
      let s = dealAt(random, i % 4);
      let move = 0;
      while (G.toMove(s) !== null) {
        const seat = G.toMove(s)!;
        const legal = G.legalActions(s);
        // The same view: the three other hands and the unused cards dealt again among themselves.
        const others = [0, 1, 2, 3].filter((q) => q !== seat);
        const pool = shuffle(
          others.flatMap((q) => cardsOf(s.hands[q]!)),
          random,
        );
        const hands = s.hands.slice();
        let at = 0;
        for (const q of others) {
          const n = cardsOf(s.hands[q]!).length;
          hands[q] = maskOf(pool.slice(at, at + n));
          at += n;
        }
        const twin: WattenState = { ...s, hands };
        expect(G.view(twin, seat)).toEqual(G.view(s, seat));
        for (const name of ['normal', 'strong', 'easy'] as const) {
          const seed = `view/${i}/${move}`;
          expect(level(name)(twin, seat, legal, seed), `${name} at move ${move}`).toBe(
            level(name)(s, seat, legal, seed),
          );
          compared++;
        }
        const action = level('strong')(s, seat, legal, `play/${i}/${move++}`);
        s = (G.apply(s, seat, action) as { value: WattenState }).value;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  test('the same view and seed give the same decision', () => {
    const random = seededRandom('watten-bots/seeded');
    const s = dealAt(random, 1);
    const seat = G.toMove(s)!;
    const legal = G.legalActions(s);
    for (const name of LEVELS) {
      expect(wattenBots[name](G.view(s, seat), legal, 'x')).toBe(wattenBots[name](G.view(s, seat), legal, 'x'));
    }
  });

  test('strong beats easy on a small duplicate sample (A B A B, then B A B A, the same deals)', () => {
    const random = seededRandom('watten-bots/duplicate');
    let total = 0;
    const deals = 24;
    for (let i = 0; i < deals; i++) {
      const start = dealAt(random, i % 4);
      const points = (x: WattenState): number => G.outcome(x)!.gamePoints[0]! - G.outcome(x)!.gamePoints[1]!;
      const first = points(playDeal(start, [level('strong'), level('easy')], `dup/${i}`).end);
      const second = -points(playDeal(start, [level('easy'), level('strong')], `dup/${i}`).end);
      total += (first + second) / 2;
    }
    expect(total / deals).toBeGreaterThan(0.3);
  });
});
