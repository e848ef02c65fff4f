/**
 * Mariáš's analyst (analyst.ts): it values exactly the legal actions of every decision kind of whole deals of both
 * rulesets, in units for the seat (MA-26: twice the deal's value to its declarer, minus it to each defender);
 * with every card known a card (and a marriage, or a paired King played without it) is worth what the engine's own
 * minimax finds; with nothing hidden the estimate is the exact value; the estimate is a pure function of the view
 * and the seed.
 */
import { describe, expect, test } from 'vitest';
import type { Action, Seat } from '../../engine/action.js';
import { RANK_KING, RANK_OBER, rankOf, suitOf } from '../../engine/cards.js';
import { popcount } from '../../engine/cardset.js';
import { randomBelow } from '../../engine/random.js';
import {
  type MariasRuleset,
  type MariasState,
  bidName,
  isCardPlay,
  isDiscard,
  isMarry,
  isTrumpMove,
  marias as G,
  marryAction,
} from '../../engine/marias/index.js';
import { mariasAnalyst, nothingHidden } from './analyst.js';
import { easyMarias } from './easy.js';
import { mariasBots } from './index.js';
import { type Chooser, applied, newDeal, play, referenceValue, seededRandom } from './testing.js';

const { estimate, exact } = mariasAnalyst;

/** The decision kind of a legal action, as the analyst must value it. */
function kindOf(s: MariasState, a: Action): string {
  if (isTrumpMove(a)) return 'trump card';
  if (isDiscard(a)) return 'discard';
  if (isMarry(a)) return 'marriage';
  if (isCardPlay(a)) return 'card';
  if (s.stage === 'claim') return s.claim === null ? 'claim' : 'taking over';
  if (s.stage === 'flek') return 'flek';
  return s.stage === 'auction' ? 'auction' : 'game';
}

/** Random at one seat (claims, takeovers and fleks come), easy at the others. */
const mixed =
  (randomSeat: Seat, seed: string): Chooser =>
  (s, seat, legal, tag) => {
    if (seat !== randomSeat) return easyMarias(G.view(s, seat), legal, tag);
    return legal[randomBelow(seededRandom(`${seed}/${tag}`), legal.length)]!;
  };

/**
 * The easy player before play; in play a random card, a marriage only when nothing else is legal unless `marry`
 * (so that paired Kings and Obers stay in hand to the late tricks).
 */
const randomPlay =
  (marry: boolean): Chooser =>
  (s, seat, legal, tag) => {
    if (s.stage !== 'play') return easyMarias(G.view(s, seat), legal, tag);
    const plain = legal.filter((a) => marry || !isMarry(a));
    const from = plain.length > 0 ? plain : legal;
    return from[randomBelow(seededRandom(tag), from.length)]!;
  };

/** The seat's settlement of a deal value (MA-26). */
const scoreFor = (s: MariasState, seat: Seat, value: number) => (seat === s.declarer ? 2 * value : 0 - value);

describe('the Mariáš analyst', () => {
  test('values exactly the legal actions of every decision kind of whole deals of both rulesets', () => {
    const kinds = new Set<string>();
    // Deals whose decisions cover every kind between them (a random seat claims, takes over and fleks).
    const deals: [MariasRuleset, number][] = [
      ['cardavia', 2],
      ['licitovany', 1],
    ];
    for (const [ruleset, i] of deals) {
      const random = seededRandom(`marias-analyst/kinds/${ruleset}/${i}`);
      const { states } = play(
        newDeal(random, i % 3, ruleset),
        [0, 1, 2].map((q) => mixed(q === i % 3 ? q : -1, `k/${i}`)),
        `${ruleset}/${i}`,
      );
      for (const s of states) {
        const seat = G.toMove(s);
        if (seat === null) continue;
        const legal = G.legalActions(s);
        if (legal.length < 2) continue;
        // Cards only at the fifth trick: the play is the same kind throughout.
        if (s.stage === 'play' && s.tricks.length !== 4 && !legal.some(isMarry)) continue;
        const e = estimate(G.view(s, seat), legal, `kinds/${i}`, 2);
        const x = exact(s, legal);
        expect(e.values).toHaveLength(legal.length);
        expect(x).toHaveLength(legal.length);
        expect(e.samples).toBeGreaterThan(0);
        for (const value of [...e.values, ...x]) expect(Number.isFinite(value)).toBe(true);
        legal.forEach((a) => kinds.add(kindOf(s, a)));
      }
    }
    expect([...kinds].sort()).toEqual(
      ['auction', 'card', 'claim', 'discard', 'flek', 'game', 'marriage', 'taking over', 'trump card'].sort(),
    );
  });

  test('with every card known, each card and marriage is worth what the engine’s minimax finds: a card that loses the deal below one that wins it', () => {
    const random = seededRandom('marias-analyst/minimax');
    let positions = 0;
    let marriages = 0;
    let bothWays = 0;
    for (let i = 0; i < 40 && (marriages < 2 || positions < 12); i++) {
      const ruleset: MariasRuleset = i % 2 === 0 ? 'cardavia' : 'licitovany';
      const { states } = play(
        newDeal(random, i % 3, ruleset),
        [0, 1, 2].map(() => randomPlay(false)),
        `m/${i}`,
      );
      const cardsLeft = (s: MariasState) => s.hands.reduce((n, h) => n + popcount(h), 0);
      const lates = states.filter((s) => s.stage === 'play' && cardsLeft(s) <= 9 && G.legalActions(s).length > 1);
      const late = lates.find((s) => G.legalActions(s).some(isMarry)) ?? lates[0];
      if (late === undefined) continue;
      const seat = G.toMove(late)!;
      const legal = G.legalActions(late);
      const values = exact(late, legal);
      legal.forEach((a, j) => {
        let expected: number;
        if (isMarry(a)) {
          // MA-21: the marriage announced, then the better of its King and Ober for the seat.
          const announced = applied(late, seat, a);
          expected = Math.max(
            ...G.legalActions(announced).map((c) => scoreFor(late, seat, referenceValue(applied(announced, seat, c)))),
          );
          marriages++;
        } else {
          // A card played plainly: a King or Ober whose partner is in hand loses its marriage.
          expected = scoreFor(late, seat, referenceValue(applied(late, seat, a)));
        }
        expect(values[j], `deal ${i}, ${a}`).toBe(expected);
      });
      const cards = legal.filter(isCardPlay).map((a) => values[legal.indexOf(a)]!);
      if (Math.max(...cards) > 0 && Math.min(...cards) < 0) bothWays++;
      positions++;
    }
    expect(positions).toBeGreaterThanOrEqual(12);
    expect(marriages).toBeGreaterThanOrEqual(2);
    expect(bothWays).toBeGreaterThan(0);
  });

  test('a paired King or Ober played without its marriage loses it: with every card known it is worth what the engine gives it, less than the marriage where that decides the deal', () => {
    const random = seededRandom('marias-analyst/marriage');
    let mattered = 0;
    for (let i = 0; i < 150 && mattered < 2; i++) {
      const ruleset: MariasRuleset = i % 2 === 0 ? 'cardavia' : 'licitovany';
      const { states } = play(
        newDeal(random, i % 3, ruleset),
        [0, 1, 2].map(() => randomPlay(false)),
        `mm/${i}`,
      );
      const cardsLeft = (s: MariasState) => s.hands.reduce((n, h) => n + popcount(h), 0);
      const s = states.find((x) => x.stage === 'play' && cardsLeft(x) <= 12 && G.legalActions(x).some(isMarry));
      if (s === undefined) continue;
      const seat = G.toMove(s)!;
      const legal = G.legalActions(s);
      const values = exact(s, legal);
      const marry = legal.find(isMarry)!;
      const paired = legal.filter(
        (a) =>
          isCardPlay(a) && marryAction(suitOf(a)) === marry && (rankOf(a) === RANK_KING || rankOf(a) === RANK_OBER),
      );
      const announced = applied(s, seat, marry);
      const best = Math.max(
        ...G.legalActions(announced).map((c) => scoreFor(s, seat, referenceValue(applied(announced, seat, c)))),
      );
      expect(values[legal.indexOf(marry)]).toBe(best);
      for (const c of paired) {
        const plain = scoreFor(s, seat, referenceValue(applied(s, seat, c)));
        expect(values[legal.indexOf(c)], `deal ${i}, ${c}`).toBe(plain);
        expect(plain).toBeLessThanOrEqual(best);
        if (plain < best) mattered++;
      }
    }
    expect(mattered).toBeGreaterThanOrEqual(2);
  });

  test('a paired King or Ober played plainly is worth no more than its marriage announced, in the estimate too', () => {
    const random = seededRandom('marias-analyst/plain');
    let checked = 0;
    for (let i = 0; i < 30 && checked < 3; i++) {
      const { states } = play(
        newDeal(random, i % 3, 'cardavia'),
        [0, 1, 2].map(() => randomPlay(true)),
        `p/${i}`,
      );
      for (const s of states) {
        const legal = G.toMove(s) === null ? [] : G.legalActions(s);
        const marry = legal.find(isMarry);
        if (marry === undefined) continue;
        const e = estimate(G.view(s, G.toMove(s)!), legal, `plain/${i}`, 4);
        const paired = legal.filter(
          (a) =>
            isCardPlay(a) && marryAction(suitOf(a)) === marry && (rankOf(a) === RANK_KING || rankOf(a) === RANK_OBER),
        );
        for (const c of paired) expect(e.values[legal.indexOf(c)]).toBeLessThanOrEqual(e.values[legal.indexOf(marry)]!);
        checked++;
        break;
      }
    }
    expect(checked).toBe(3);
  });

  test('with nothing hidden from the seat, the estimate is the exact value, from one world', () => {
    const random = seededRandom('marias-analyst/nothing-hidden');
    const easy: Chooser = (s, seat, legal, tag) => easyMarias(G.view(s, seat), legal, tag);
    let found = 0;
    for (let i = 0; i < 60 && found < 4; i++) {
      const { states } = play(newDeal(random, i % 3, 'cardavia'), [easy, easy, easy], `h/${i}`);
      for (const s of states) {
        const seat = G.toMove(s);
        if (seat === null || G.legalActions(s).length < 2) continue;
        const view = G.view(s, seat);
        if (!nothingHidden(view)) continue;
        const legal = G.legalActions(s);
        const e = estimate(view, legal, `hidden/${i}`, 8);
        expect(e.exact).toBe(true);
        expect(e.samples).toBe(1);
        expect(e.values).toEqual(exact(s, legal));
        found++;
      }
    }
    expect(found).toBeGreaterThanOrEqual(4);
  });

  test('the estimate is a pure function of the view and the seed', () => {
    const random = seededRandom('marias-analyst/seed');
    const { states } = play(
      newDeal(random, 1, 'cardavia'),
      [0, 1, 2].map(() => randomPlay(true)),
      'seed',
    );
    const picks = states.filter((s, j) => G.toMove(s) !== null && G.legalActions(s).length > 1 && j % 5 === 0);
    for (const s of picks.slice(0, 2)) {
      const seat = G.toMove(s)!;
      const legal = G.legalActions(s);
      const first = estimate(G.view(s, seat), legal, 'same', 4);
      // Another decision in between leaves the solver's table in another state.
      mariasBots.strong(G.view(s, seat), legal, 'between');
      expect(estimate(G.view(s, seat), legal, 'same', 4)).toEqual(first);
    }
  });

  test('the auction’s pass is worth 0 and a higher level never more than a lower one', () => {
    const random = seededRandom('marias-analyst/auction');
    let s = newDeal(random, 0, 'licitovany');
    const seat = G.toMove(s)!;
    expect(s.stage).toBe('auction');
    const legal = G.legalActions(s);
    const e = estimate(G.view(s, seat), legal, 'auction', 4);
    const names = legal.map((a) => bidName(a)!);
    expect(e.values[names.indexOf('pass')]).toBe(0);
    const ladder = ['sedma', 'sedma-cervena', 'sto', 'stosedm', 'sto-cervene', 'stosedm-cervene', 'betl', 'durch'];
    const bids = ladder.filter((b) => names.includes(b)).map((b) => e.values[names.indexOf(b)]!);
    for (let j = 1; j < bids.length; j++) expect(bids[j]).toBeLessThanOrEqual(bids[j - 1]!);
    s = applied(s, seat, legal[0]!);
    expect(G.toMove(s)).not.toBeNull();
  });
});
