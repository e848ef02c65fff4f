/**
 * Watten's analyst (analyst.ts): it values every legal action of whole deals (the Schlag, the trump, cards,
 * raises, hold and fold) in game points; with every card known a card is worth the deal won or lost as the
 * engine's own minimax finds it, a raise the value when its side wins and the value plus one lost when it loses,
 * a hold the raised value, a fold the value before the raise; the estimate's stake follows the same rules.
 */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../engine/action.js';
import { type Card, parseCard } from '../../engine/cards.js';
import { has, popcount } from '../../engine/cardset.js';
import { randomBelow } from '../../engine/random.js';
import {
  FOLD,
  HOLD,
  PACK,
  RAISE,
  type WattenState,
  isCardPlay,
  isSchlagAction,
  isTrumpAction,
  schlagAction,
  watten as G,
} from '../../engine/watten/index.js';
import { wattenAnalyst } from './analyst.js';
import { wattenBots } from './index.js';
import { playPoints, raisePoints } from './pimc.js';
import { announced, newDeal, playRandomlyUntil, referenceCardValues, referenceValue, seededRandom } from './testing.js';

const { estimate, exact } = wattenAnalyst;

const apply = (s: WattenState, a: Action): WattenState => {
  const r = G.apply(s, G.toMove(s)!, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** A position of the play with at most `cards` cards left in the hands (the plain minimax stays small). */
function latePosition(random: ReturnType<typeof seededRandom>, i: number, cards: number): WattenState | null {
  const s = announced(newDeal(random, i % 4), randomBelow(random, 9), randomBelow(random, 4));
  const late = playRandomlyUntil(s, random, (x) => x.hands.reduce((n, h) => n + popcount(h), 0) <= cards);
  return G.toMove(late) === null ? null : late;
}

describe('the Watten analyst', () => {
  test('values every legal action of whole deals, the announcements, raises and answers included, within the stake', () => {
    const random = seededRandom('watten-analyst/whole');
    const kinds = new Set<string>();
    for (let i = 0; i < 5; i++) {
      let s = newDeal(
        random,
        i % 4,
        [randomBelow(random, 8), 0, 0, 0].map((_, q, a) => a[q % 2]!),
      );
      let move = 0;
      while (G.toMove(s) !== null) {
        const seat = G.toMove(s)!;
        const legal = G.legalActions(s);
        if (legal.length > 1) {
          const view = G.view(s, seat);
          const e = estimate(view, legal, `whole/${i}/${move}`, 6);
          const x = exact(s, legal);
          expect(e.values).toHaveLength(legal.length);
          expect(x).toHaveLength(legal.length);
          expect(e.samples).toBeGreaterThan(0);
          legal.forEach((a, j) => {
            kinds.add(isSchlagAction(a) ? 'schlag' : isTrumpAction(a) ? 'trump' : isCardPlay(a) ? 'card' : String(a));
            expect(Math.abs(e.values[j]!)).toBeLessThanOrEqual(s.value + 1);
            // Open cards, every action wins or loses the deal: the value, or the value plus one after a raise.
            expect([s.value, s.value + 1]).toContain(Math.abs(x[j]!));
          });
        }
        // Strong at two seats, easy at the other two: raises come and are answered both ways.
        const bot = seat % 2 === 0 ? wattenBots.strong : wattenBots.easy;
        s = apply(s, bot(G.view(s, seat), legal, `whole/${i}/${move++}`));
      }
    }
    expect([...kinds].sort()).toEqual(['card', 'schlag', 'trump', String(FOLD), String(HOLD), String(RAISE)].sort());
  });

  test('open cards: each card is worth the deal’s value won or lost, as the engine’s own minimax finds it', () => {
    const random = seededRandom('watten-analyst/cards');
    let checked = 0;
    for (let i = 0; checked < 40 && i < 200; i++) {
      const s = latePosition(random, i, 12);
      if (s === null) continue;
      const legal = G.legalActions(s);
      const side = G.toMove(s)! % 2;
      const reference = referenceCardValues(s, side);
      const values = exact(s, legal);
      legal.forEach((a, j) => {
        if (isCardPlay(a)) expect(values[j]).toBe(playPoints(s.value, reference.get(a)!));
      });
      checked++;
    }
    expect(checked).toBe(40);
  });

  test('open cards: a raise is worth the value when its side wins (a fold) and the value plus one lost when it loses (a hold); the answer holds at the value plus one or folds the value', () => {
    const random = seededRandom('watten-analyst/stake');
    let raises = 0;
    for (let i = 0; raises < 30 && i < 300; i++) {
      const s = latePosition(random, i, 12);
      if (s === null) continue;
      const legal = G.legalActions(s);
      if (!legal.includes(RAISE)) continue;
      const side = G.toMove(s)! % 2;
      const wins = referenceValue(s, side);
      expect(exact(s, legal)[legal.indexOf(RAISE)]).toBe(wins === 1 ? s.value : -(s.value + 1));
      const raised = apply(s, RAISE);
      const answers = G.legalActions(raised);
      const answerValues = exact(raised, answers);
      expect(answerValues[answers.indexOf(HOLD)]).toBe(wins === 1 ? -(s.value + 1) : s.value + 1);
      expect(answerValues[answers.indexOf(FOLD)]).toBe(-s.value);
      raises++;
    }
    expect(raises).toBe(30);
  });

  test('the forehand holding the four sevens and the Weli: the Schlag 7 is worth the whole 2 points, estimated and open, more than any other rank', () => {
    const card = (text: string): Card => parseCard('german', text)!;
    const forehand = ['E7', 'G7', 'H7', 'S7', 'S6'].map(card);
    const rest = PACK.filter((c) => !forehand.includes(c));
    // WA-3, dealer 3: the forehand (seat 0) gets pack indices 0-2 and 12-13.
    const cards = [...forehand.slice(0, 3), ...rest.slice(0, 9), ...forehand.slice(3), ...rest.slice(9)];
    const s = G.deal({ ...G.newSession(G.defaultRules, 3), totals: [0, 0, 0, 0] }, cards);
    expect(forehand.every((c) => has(s.hands[0]!, c))).toBe(true);
    const legal = G.legalActions(s);
    const seven = legal.indexOf(schlagAction(0));
    const e = estimate(G.view(s, 0), legal, 'sevens', 16);
    expect(e.values[seven]).toBe(2);
    expect(Math.max(...e.values.filter((_, j) => j !== seven))).toBeLessThan(2);
    expect(exact(s, legal)[seven]).toBe(2);
  });

  test('a raise pays only as the favourite: above playing on when its side’s chance passes one half, below it under one half (a bluff is a loss against an answerer who reads the deal), equal with the deal sure', () => {
    for (const value of [2, 3, 4]) {
      expect(raisePoints(value, 0.75)).toBeGreaterThan(playPoints(value, 0.75));
      expect(raisePoints(value, 0.2)).toBeLessThan(playPoints(value, 0.2));
      expect(raisePoints(value, 1)).toBe(playPoints(value, 1));
      // A sure loss held: the value plus one lost.
      expect(raisePoints(value, 0)).toBe(-(value + 1));
    }
  });
});
