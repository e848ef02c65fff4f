/**
 * Belote's analyst (analyst.ts): it values every legal action of whole deals of both rulesets and the variant
 * annonces (cards, the belote, the declaration, the classic taking in both rounds, the contrée's bids, capots,
 * contre and surcontre, and passing) in game points of the deal for the seat's side; with every card known a card
 * is worth the score difference the engine's own scoring gives the deal played out by minimax, and announcing the
 * belote is worth more than playing its King or Queen without it (BE-12: the belote is then lost); the estimate is
 * a pure function of the view and the seed, and where the seat's knowledge leaves one world only it is exact and
 * agrees with the open-cards values.
 */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../engine/action.js';
import { kingOf, queenOf } from '../../engine/belote/cards.js';
import { type Suit, parseCard, suitOf } from '../../engine/cards.js';
import { add, popcount } from '../../engine/cardset.js';
import { type Random, randomBelow } from '../../engine/random.js';
import {
  BELOTE,
  type BeloteRuleset,
  type BeloteState,
  DECLARE,
  PACK,
  PASS,
  belote as G,
  bidName,
  contractAction,
  isCardPlay,
  sideOf,
} from '../../engine/belote/index.js';
import { beloteAnalyst } from './analyst.js';
import { applied, dealOf, newDeal, referenceP, seededRandom } from './testing.js';

const { estimate, exact } = beloteAnalyst;

/** The kind of an action, for the coverage of the decisions valued. */
function kindOf(a: Action): string {
  if (isCardPlay(a)) return 'card';
  if (a === BELOTE) return 'belote';
  if (a === DECLARE) return 'declare';
  const name = bidName(a)!;
  if (name.startsWith('take-')) return 'take-suit';
  if (name.startsWith('capot-')) return 'capot';
  return /^\d/.test(name) ? 'number' : name;
}

/** A random legal action; in the auction anything but a pass half the time, so that most deals are taken. */
function randomAction(s: BeloteState, random: Random): Action {
  const legal = G.legalActions(s);
  const bids = legal.filter((a) => a !== legal[0]);
  const pool = s.stage !== 'play' && bids.length > 0 && randomBelow(random, 2) === 0 ? bids : legal;
  return pool[randomBelow(random, pool.length)]!;
}

const FORMS: readonly { name: string; ruleset: BeloteRuleset; annonces: boolean; kinds: string[] }[] = [
  { name: 'classic', ruleset: 'cardavia', annonces: false, kinds: ['card', 'belote', 'pass', 'take', 'take-suit'] },
  {
    name: 'classic with annonces',
    ruleset: 'cardavia',
    annonces: true,
    kinds: ['card', 'belote', 'declare', 'pass', 'take', 'take-suit'],
  },
  {
    name: 'contrée',
    ruleset: 'contree',
    annonces: false,
    kinds: ['card', 'belote', 'pass', 'number', 'capot', 'contre', 'surcontre'],
  },
];

/** The final state of a deal in play, every seat playing cards by minimax on the takers' P (no belote to say). */
function playedOut(s: BeloteState): BeloteState {
  while (G.toMove(s) !== null) {
    const seat = G.toMove(s)!;
    const takers = sideOf(seat) === sideOf(s.taker);
    let best: BeloteState | null = null;
    let bestP = 0;
    for (const a of G.legalActions(s).filter(isCardPlay)) {
      const next = applied(s, seat, a);
      const p = referenceP(next);
      if (best === null || (takers ? p > bestP : p < bestP)) [best, bestP] = [next, p];
    }
    s = best!;
  }
  return s;
}

/** Whether a seat holds the trump King and Queen (its belote still to be said). */
const beloteHeld = (s: BeloteState): boolean => {
  const both = add(add(0, kingOf(s.trump as 0)), queenOf(s.trump as 0));
  return s.hands.some((h) => (h & both) === both);
};

/**
 * A random deal played by random legal actions until `done` says stop (null: the deal ended first); the contrée
 * auction is an 80 in a random suit passed by the others, a contract that the card points decide.
 */
function randomUntil(random: Random, i: number, ruleset: BeloteRuleset, done: (s: BeloteState) => boolean) {
  let s = newDeal(random, i % 4, ruleset);
  while (G.toMove(s) !== null) {
    if (done(s)) return s;
    const lowest = s.stage === 'auction' && s.level < 0 ? contractAction(0, randomBelow(random, 4) as Suit) : PASS;
    s = applied(s, G.toMove(s)!, s.stage === 'auction' ? lowest : randomAction(s, random));
  }
  return null;
}

describe('the Belote analyst', () => {
  for (const form of FORMS) {
    test(`${form.name}: values exactly the legal actions of every kind of decision, estimated and with every card known`, () => {
      const random = seededRandom(`belote-analyst/whole/${form.name}`);
      const seen = new Set<string>();
      for (let i = 0; i < 40 && !form.kinds.every((k) => seen.has(k)); i++) {
        let s = newDeal(random, i % 4, form.ruleset, form.annonces);
        while (G.toMove(s) !== null) {
          const legal = G.legalActions(s);
          // Every bid and every belote or declaration; cards in the sixth trick only (the cost).
          const judged = s.stage !== 'play' || legal.some((a) => !isCardPlay(a)) || s.tricks.length === 5;
          if (legal.length > 1 && judged) {
            const e = estimate(G.view(s, G.toMove(s)!), legal, `whole/${i}/${s.events.length}`, 4);
            const x = exact(s, legal);
            expect(e.values).toHaveLength(legal.length);
            expect(x).toHaveLength(legal.length);
            expect(e.samples).toBeGreaterThan(0);
            expect(e.values.every(Number.isFinite)).toBe(true);
            // Open cards: a score difference of the deal, whole points.
            expect(x.every(Number.isInteger)).toBe(true);
            for (const a of legal) seen.add(kindOf(a));
          }
          // Every other deal passed round in the first round of the classic taking, so that the second comes.
          const next = s.stage === 'first-round' && i % 2 === 1 ? PASS : randomAction(s, random);
          s = applied(s, G.toMove(s)!, next);
        }
      }
      expect([...seen].sort()).toEqual([...form.kinds].sort());
    });
  }

  for (const ruleset of ['cardavia', 'contree'] as const) {
    test(`${ruleset}: with every card known, a card is worth the score difference the engine gives the deal played out by minimax, so a card that gives points away ranks below a better one`, () => {
      const random = seededRandom(`belote-analyst/open/${ruleset}`);
      let checked = 0;
      let ranked = 0;
      for (let i = 0; checked < 25 && i < 500; i++) {
        const s = randomUntil(
          random,
          i,
          ruleset,
          (x) => x.stage === 'play' && x.hands.reduce((n, h) => n + popcount(h), 0) <= 8,
        );
        if (s === null || beloteHeld(s)) continue;
        const legal = G.legalActions(s);
        if (legal.length < 2) continue;
        const mine = sideOf(G.toMove(s)!);
        const reference = legal.map((a) => {
          const o = G.outcome(playedOut(applied(s, G.toMove(s)!, a)))!;
          return o.scores[mine]! - o.scores[1 - mine]!;
        });
        const values = exact(s, legal);
        expect(values).toEqual(reference);
        if (new Set(reference).size > 1) ranked++;
        checked++;
      }
      expect(checked).toBe(25);
      expect(ranked).toBeGreaterThan(0);
    });
  }

  test('classic, with every card known: announcing the belote is worth at least its King or Queen played without it, and more where the 20 points count', () => {
    const random = seededRandom('belote-analyst/belote');
    let checked = 0;
    let more = 0;
    for (let i = 0; checked < 12 && i < 400; i++) {
      const s = randomUntil(random, i, 'cardavia', (x) => x.stage === 'play' && G.legalActions(x).includes(BELOTE));
      if (s === null) continue;
      const legal = G.legalActions(s);
      const values = exact(s, legal);
      const trump = s.trump as 0;
      const plain = legal.flatMap((a, j) => (a === kingOf(trump) || a === queenOf(trump) ? [values[j]!] : []));
      const announced = values[legal.indexOf(BELOTE)]!;
      expect(announced).toBeGreaterThanOrEqual(Math.max(...plain));
      if (announced > Math.max(...plain)) more++;
      checked++;
    }
    expect(checked).toBe(12);
    expect(more).toBeGreaterThan(0);
  });

  test('contrée, the first hand holding the eight hearts: the capot in hearts is the best bid, its 500 and the belote less the bid margin estimated, 520 with every card known', () => {
    const hearts = ['HJ', 'H9', 'HA', 'HT', 'HK', 'HQ', 'H8', 'H7'].map((t) => parseCard('french', t)!);
    const rest = PACK.filter((c) => !hearts.includes(c));
    // BE-C1, dealer 0: the first hand (seat 3) gets pack indices 0-2, 12-13 and 20-22.
    const pack = [...hearts.slice(0, 3), ...rest.slice(0, 9), ...hearts.slice(3, 5), ...rest.slice(9, 15)];
    pack.push(...hearts.slice(5), ...rest.slice(15));
    const s = dealOf(pack, 0, 'contree');
    expect(G.view(s, 3).hand.every((c) => suitOf(c) === suitOf(hearts[0]!))).toBe(true);
    const legal = G.legalActions(s);
    const capot = legal.indexOf(contractAction(9, suitOf(hearts[0]!)));
    const e = estimate(G.view(s, 3), legal, 'hearts', 8);
    expect(e.values[capot]).toBe(500);
    expect(Math.max(...e.values.filter((_, j) => j !== capot))).toBeLessThan(500);
    expect(e.values[legal.indexOf(PASS)]).toBe(0);
    expect(exact(s, legal)[capot]).toBe(520);
  });

  test('the estimate is a pure function of the view and the seed: a bid and a first lead valued twice, other decisions between', () => {
    const random = seededRandom('belote-analyst/seed');
    const auction = newDeal(random, 1, 'contree');
    const first = randomUntil(random, 2, 'cardavia', (x) => x.stage === 'play')!;
    const once = (s: BeloteState) => estimate(G.view(s, G.toMove(s)!), G.legalActions(s), 'same', 8);
    const a = once(auction);
    const b = once(first);
    expect(once(auction)).toEqual(a);
    expect(once(first)).toEqual(b);
  });

  test('where the seat’s knowledge leaves one world only, the estimate is exact and agrees with the values with every card known', () => {
    const random = seededRandom('belote-analyst/one-world');
    let found = 0;
    for (let i = 0; found < 4 && i < 300; i++) {
      let s = newDeal(random, i % 4, i % 2 === 0 ? 'cardavia' : 'contree');
      while (G.toMove(s) !== null && found < 4) {
        const legal = G.legalActions(s);
        if (s.stage === 'play' && s.tricks.length >= 5 && legal.length > 1) {
          const e = estimate(G.view(s, G.toMove(s)!), legal, `one/${i}`, 4);
          if (e.exact) {
            expect(e.samples).toBe(1);
            expect(e.values).toEqual(exact(s, legal));
            found++;
          }
        }
        s = applied(s, G.toMove(s)!, randomAction(s, random));
      }
    }
    expect(found).toBe(4);
  });
});
