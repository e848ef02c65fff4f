/**
 * Mariáš's searching players' budgets (pimc.ts, budgets.ts): a decision of strong's takes at most its node budget
 * (a card's, and one before play's, over all its worlds), so its effort is bounded whatever the worlds; and the
 * flek's question, whether the declarer wins, is answered by one null-window search exactly as the value's sign.
 */
import { describe, expect, test } from 'vitest';
import { type Action, actionArg } from '../../engine/action.js';
import { SUITS, suitOf } from '../../engine/cards.js';
import { cardsOf } from '../../engine/cardset.js';
import { type MariasState, isDiscard, marias as G } from '../../engine/marias/index.js';
import { argCards } from '../../engine/moves.js';
import { MARIAS_BUDGETS } from './budgets.js';
import { knowledgeOf } from './knowledge.js';
import { decideByWorlds, noTrumpDiscard, searchPlay, worldsOf } from './pimc.js';
import { HAND_SET_MARGINS } from './budgets.js';
import { easyMarias, trumpSuitScore } from './easy.js';
import { mariasBots } from './index.js';
import { positionOfState } from './position.js';
import { Solver, sharedSolver } from './solver.js';
import { applied, newDeal, seededRandom } from './testing.js';

/** Two cards laid, in one order whatever order they came in. */
const pairKey = (cards: readonly number[]): string => [...cards].sort((x, y) => x - y).join();

/** The deal played by the easy player up to F's discard (MA-7). */
function easyUntilDiscard(start: MariasState, tag: string): MariasState {
  let s = start;
  while (s.stage !== 'discard') {
    const seat = G.toMove(s)!;
    s = applied(s, seat, easyMarias(G.view(s, seat), G.legalActions(s), tag));
  }
  return s;
}

describe('Mariáš searching players', () => {
  test('a decision of strong’s searches no more table nodes than its budget, before play and in play', () => {
    const random = seededRandom('marias-pimc/budget');
    const strong = MARIAS_BUDGETS.strong;
    const solver = sharedSolver();
    const kinds = new Set<string>();
    for (let i = 0; i < 2; i++) {
      let s = newDeal(random, i % 3, 'cardavia');
      // Two deals up to their first card: every kind of decision before play, and a card's (its budget is the
      // same at every trick). Three deals with whole first tricks took 72 s once on a busy machine.
      for (let played = false; s.stage !== 'over' && !played;) {
        played = s.stage === 'play';
        const seat = G.toMove(s)!;
        const legal = G.legalActions(s);
        const before = solver.nodes;
        const action = mariasBots.strong(G.view(s, seat), legal, `b/${i}/${s.stage}`);
        const spent = solver.nodes - before;
        // An aborted search counts a few more nodes as it unwinds (ai/search/alphabeta.ts): a thousandth at most.
        expect(spent).toBeLessThanOrEqual(1.001 * (s.stage === 'play' ? strong.playNodes : strong.bidNodes));
        if (spent > 0) kinds.add(s.stage);
        s = applied(s, seat, action);
      }
    }
    expect(kinds.has('play')).toBe(true);
    expect(kinds.size).toBeGreaterThanOrEqual(3);
  });

  test('whether the declarer wins (one null-window search) is the sign of the deal’s value', () => {
    const random = seededRandom('marias-pimc/wins');
    const solver = new Solver(16);
    let won = 0;
    let lost = 0;
    for (let i = 0; i < 12; i++) {
      let s = newDeal(random, i % 3, i % 2 === 0 ? 'cardavia' : 'licitovany');
      while (s.stage !== 'play' && s.stage !== 'over') {
        const seat = G.toMove(s)!;
        s = applied(s, seat, easyMarias(G.view(s, seat), G.legalActions(s), `w/${i}`));
      }
      if (s.stage !== 'play') continue;
      const p = positionOfState(s);
      const value = solver.value(p);
      expect(solver.wins(p), `deal ${i}`).toBe(value > 0 ? 1 : 0);
      if (value > 0) won++;
      else lost++;
    }
    expect(won).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);
  });
  test('the forehand’s betl and durch discards are legal: never the trump card set aside (MA-6, MA-7)', () => {
    const random = seededRandom('marias-pimc/discard');
    let withTrumpCardLow = 0;
    for (let i = 0; i < 60; i++) {
      const s = easyUntilDiscard(newDeal(random, i % 3, 'cardavia'), `d/${i}`);
      const seat = G.toMove(s)!;
      const v = G.view(s, seat);
      const cards = cardsOf(knowledgeOf(v).mine);
      const legal = new Set(
        G.legalActions(s)
          .filter(isDiscard)
          .map((a) => pairKey(argCards(2, actionArg(a)))),
      );
      for (const game of ['betl', 'durch'] as const) {
        // Drawn from the whole hand, the pair would hold the trump card whenever it is among the two laid.
        if (v.trumpCard !== null && noTrumpDiscard(cards, -1, game).includes(v.trumpCard)) withTrumpCardLow++;
        const pair = noTrumpDiscard(cards, v.trumpCard ?? -1, game);
        expect(legal.has(pairKey(pair)), `${i} ${game}`).toBe(true);
      }
    }
    expect(withTrumpCardLow).toBeGreaterThan(0);
  });

  test('the budget’s margins decide F’s discard: a betl below the plain game by its margin is laid for, above it never', () => {
    const random = seededRandom('marias-pimc/margins');
    let checked = 0;
    for (let i = 0; i < 20 && checked < 2; i++) {
      const s = easyUntilDiscard(newDeal(random, i % 3, 'cardavia'), `m/${i}`);
      const seat = G.toMove(s)!;
      const v = G.view(s, seat);
      const legal = G.legalActions(s);
      const pairOf = (a: Action | null) => (a === null ? '' : pairKey(argCards(2, actionArg(a))));
      const betl = pairKey(noTrumpDiscard(cardsOf(knowledgeOf(v).mine), v.trumpCard ?? -1, 'betl'));
      const worlds = worldsOf(v, 2, seededRandom(`m/${i}/worlds`));
      const solver = new Solver(16);
      const decide = (betlMargin: number) =>
        pairOf(
          decideByWorlds(
            v,
            legal,
            worlds,
            solver,
            Infinity,
            { ...HAND_SET_MARGINS, betl: betlMargin, durch: 1e6 },
            MARIAS_BUDGETS.strong,
          ),
        );
      const eager = decide(-1e6);
      const never = decide(1e6);
      if (never === betl) continue; // the betl's pair is also the plain game's best: nothing to tell apart
      expect(eager, `deal ${i}`).toBe(betl);
      expect(never, `deal ${i}`).not.toBe(betl);
      checked++;
    }
    expect(checked).toBe(2);
  });

  test('F’s trump card weighs the budget’s `trumpSuits` of his suits, best first by the easy score (MA-6)', () => {
    const random = seededRandom('marias-pimc/trump-suits');
    const one = { ...MARIAS_BUDGETS.strong, trumpSuits: 1 };
    let other = 0;
    for (let i = 0; i < 12; i++) {
      const s = newDeal(random, i % 3, 'cardavia');
      const seat = G.toMove(s)!;
      const v = G.view(s, seat);
      const legal = G.legalActions(s);
      const best = Math.max(...SUITS.map((x) => trumpSuitScore(v.hand, x)));
      const suitOfMove = (a: Action) => suitOf(actionArg(a));
      expect(trumpSuitScore(v.hand, suitOfMove(searchPlay(v, legal, `t/${i}`, one))), `deal ${i}`).toBe(best);
      if (trumpSuitScore(v.hand, suitOfMove(searchPlay(v, legal, `t/${i}`, MARIAS_BUDGETS.strong))) < best) other++;
    }
    // With two suits weighed, the worlds do prefer the second at times: the field is what limits it.
    expect(other).toBeGreaterThan(0);
  });

  test('the trump card and the discard are solved on their own worlds: with none, strong takes the easy player’s choice there', () => {
    const random = seededRandom('marias-pimc/first-worlds');
    const none = { ...MARIAS_BUDGETS.strong, trumpCardWorlds: 0, discardWorlds: 0 };
    let differs = 0;
    for (let i = 0; i < 6; i++) {
      let s = newDeal(random, i % 3, 'cardavia');
      for (const step of ['trump', 'discard'] as const) {
        while (s.stage !== step) {
          const seat = G.toMove(s)!;
          s = applied(s, seat, easyMarias(G.view(s, seat), G.legalActions(s), `f/${i}`));
        }
        const seat = G.toMove(s)!;
        const v = G.view(s, seat);
        const legal = G.legalActions(s);
        const easy = easyMarias(v, legal, `f/${i}/${step}`);
        expect(searchPlay(v, legal, `f/${i}/${step}`, none), `deal ${i} ${step}`).toBe(easy);
        if (searchPlay(v, legal, `f/${i}/${step}`, MARIAS_BUDGETS.strong) !== easy) differs++;
        s = applied(s, seat, easy);
      }
    }
    expect(differs).toBeGreaterThan(0);
  });
});
