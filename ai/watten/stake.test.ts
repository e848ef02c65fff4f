/**
 * Watten's stake decisions (pimc.ts, WA-11, WA-12): an answer by the pot odds of the held deal against the fold,
 * a raise from a chance, and the recalibration that strong applies to the worlds' chance before either.
 */
import { describe, expect, test } from 'vitest';
import { FOLD, HOLD, RAISE, type WattenView, watten as G } from '../../engine/watten/index.js';
import { WATTEN_BUDGETS } from './budgets.js';
import { knowledgeOf } from './knowledge.js';
import { answer, calibrated, raises, searchPlay, worldsOf } from './pimc.js';
import { announced, newDeal, playRandomlyUntil, seededRandom } from './testing.js';

/** A view waiting for the answer to a raise at `value` (only the value is read). */
const facing = (value: number) => ({ value }) as WattenView;

describe('Watten stake decisions', () => {
  test('an answer holds exactly when the held deal, one more point either way, pays more than the fold (p ≥ 1 / (2 (v + 1)))', () => {
    expect(answer(facing(2), 0.17)).toBe(HOLD);
    expect(answer(facing(2), 0.16)).toBe(FOLD);
    expect(answer(facing(3), 0.13)).toBe(HOLD);
    expect(answer(facing(3), 0.12)).toBe(FOLD);
  });

  test('strong reads the worlds’ chance lower before a stake decision, in the same order; normal reads it as it is', () => {
    const { calShift, calScale, answerShift } = WATTEN_BUDGETS.strong;
    const play = (p: number) => calibrated(p, calShift, calScale);
    const facingRaise = (p: number) => calibrated(p, calShift + answerShift, calScale);
    for (const p of [0.1, 0.3, 0.5, 0.7, 0.9]) {
      expect(play(p)).toBeLessThan(p);
      expect(facingRaise(p)).toBeLessThan(p);
      expect(play(p + 0.05)).toBeGreaterThan(play(p));
    }
    const n = WATTEN_BUDGETS.normal;
    expect(calibrated(0.3, n.calShift, n.calScale)).toBe(0.3);
    // A raise at 2 met with a fifth of the worlds won: normal holds, strong folds (the worlds overrate it).
    expect(answer(facing(2), calibrated(0.2, n.calShift + n.answerShift, n.calScale))).toBe(HOLD);
    expect(answer(facing(2), facingRaise(0.2))).toBe(FOLD);
  });

  test('strong raises for value from a calibrated chance of 0.85 once a side has two tricks (0.7 before) and bluffs on a tenth of its turns under 0.2; normal raises from a raw chance of 0.7 and never bluffs', () => {
    const strong = WATTEN_BUDGETS.strong;
    const normal = WATTEN_BUDGETS.normal;
    for (const early of [true, false]) {
      for (const u of [0, 0.5, 0.99]) {
        expect(raises(0.85, u, strong, early)).toBe(true);
        expect(raises(0.7, u, strong, early)).toBe(early);
        expect(raises(0.7, u, normal, early)).toBe(true);
        expect(raises(0.69, u, normal, early)).toBe(false);
        expect(raises(0.05, u, normal, early)).toBe(false);
      }
      // Between the bluffs and the value raises, no raise: an answerer holds those, rightly or not.
      expect(raises(0.84, 0, strong, false)).toBe(false);
      expect(raises(0.69, 0, strong, early)).toBe(false);
      expect(raises(0.5, 0, strong, early)).toBe(false);
      expect(raises(0.2, 0, strong, early)).toBe(false);
      expect(raises(0.19, 0.09, strong, early)).toBe(true);
      expect(raises(0.19, 0.1, strong, early)).toBe(false);
    }
  });

  test('strong reads its chance from 72 worlds kept by their weight from 216 drawn (less noise at the raise and the answer), normal from 6 drawn alike', () => {
    const random = seededRandom('watten-stake/worlds');
    const s = announced(newDeal(random, 3), 4, 2);
    const k = knowledgeOf(G.view(s, 0));
    expect(worldsOf(k, random, WATTEN_BUDGETS.strong)).toHaveLength(72);
    expect(WATTEN_BUDGETS.strong.draws).toBe(3);
    expect(worldsOf(k, random, WATTEN_BUDGETS.normal)).toHaveLength(6);
  });

  test('a budget with raiseEarlyAt keeps its raise to that chance while neither side has two tricks, and raises from raiseAt once one has (WA-12 a: a raise spends the side’s next one)', () => {
    const budget = { ...WATTEN_BUDGETS.strong, samples: 6, draws: 1, bluff: 0, bluffEarly: 0 };
    const always = { ...budget, raiseAt: 0, raiseEarlyAt: 0 };
    const lateOnly = { ...budget, raiseAt: 0, raiseEarlyAt: 1.01 };
    const random = seededRandom('watten-stake/early');
    const first = announced(newDeal(random, 3), 4, 2);
    const seat = G.toMove(first)!;
    expect(G.legalActions(first)).toContain(RAISE);
    expect(searchPlay(G.view(first, seat), G.legalActions(first), 'early', always)).toBe(RAISE);
    expect(searchPlay(G.view(first, seat), G.legalActions(first), 'early', lateOnly)).not.toBe(RAISE);
    const late = playRandomlyUntil(
      first,
      random,
      (s) => Math.max(...s.sideTricks) >= 2 && G.legalActions(s).includes(RAISE),
    );
    expect(Math.max(...late.sideTricks)).toBe(2);
    const at = G.toMove(late)!;
    expect(searchPlay(G.view(late, at), G.legalActions(late), 'late', lateOnly)).toBe(RAISE);
    expect(raises(0.6, 0, lateOnly, true)).toBe(false);
    expect(raises(0.6, 0, lateOnly, false)).toBe(true);
    // A bluff is drawn from its own frequency early and late, only under bluffBelow.
    const bluffing = { ...budget, raiseAt: 0.5, raiseEarlyAt: 0.5, bluffBelow: 0.2, bluff: 0.3, bluffEarly: 0.1 };
    expect(raises(0.1, 0.2, bluffing, false)).toBe(true);
    expect(raises(0.1, 0.2, bluffing, true)).toBe(false);
    expect(raises(0.1, 0.05, bluffing, true)).toBe(true);
    expect(raises(0.3, 0, bluffing, false)).toBe(false);
    // Normal raises from the same chance early and late; strong early from less (the sixth round: with its late
    // raises near-certain, both exploit rows stay above 0, and it earns more against normal and easy).
    expect(WATTEN_BUDGETS.normal.raiseEarlyAt).toBe(WATTEN_BUDGETS.normal.raiseAt);
    expect(WATTEN_BUDGETS.strong.raiseEarlyAt).toBeLessThan(WATTEN_BUDGETS.strong.raiseAt);
  });
});
