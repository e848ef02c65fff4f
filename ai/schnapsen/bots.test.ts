/**
 * The Schnapsen players as the rest of Cardavia uses them (index.ts):
 * - every level always returns one of the legal actions, over many random deals and pairings;
 * - determinism: the same view and seed give the same action, whatever was decided in between;
 * - no peeking: two real deals that differ only in cards the seat cannot see (an opponent's card and a face-down
 *   talon card swapped in the pack, the same actions replayed through the engine, the same view) get the same
 *   decision with the same seed;
 * - the oracle takes a whole state, so it cannot be passed where a Bot<SchnapsenView> is expected (a type
 *   error, checked by `tsc -p tsconfig.check.json`), and it is the one player that reads the hidden cards.
 */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../engine/action.js';
import { has } from '../../engine/cardset.js';
import { randomBelow, shuffle } from '../../engine/random.js';
import { type SchnapsenState, type SchnapsenView, schnapsen as G } from '../../engine/schnapsen/index.js';
import type { Bot } from '../bot.js';
import { players, schnapsenBots, schnapsenOracle } from './index.js';
import { play, seededRandom } from './testing.js';

const LEVELS = ['easy', 'normal', 'strong'] as const;

describe('every level returns a legal action', () => {
  const pairs = [
    ['strong', 'easy'],
    ['easy', 'normal'],
    ['normal', 'strong'],
  ] as const;
  for (const pair of pairs) {
    test(`${pair[0]} v ${pair[1]}, whole deals`, () => {
      const random = seededRandom(`legal/${pair.join('-')}`);
      let decisions = 0;
      for (let d = 0; d < 12; d++) {
        let s = G.deal(G.newSession(G.defaultRules, d & 1), shuffle(G.pack(G.defaultRules), random));
        let move = 0;
        while (s.end === null) {
          const seat = G.toMove(s)!;
          const legal = G.legalActions(s);
          const action = schnapsenBots[pair[seat]!](G.view(s, seat), legal, `legal/${d}/${move++}`);
          expect(legal).toContain(action);
          s = play(s, action);
          decisions++;
        }
      }
      expect(decisions).toBeGreaterThan(100);
    });
  }

  test('the oracle, whole deals against strong', () => {
    const random = seededRandom('legal/oracle');
    for (let d = 0; d < 4; d++) {
      let s = G.deal(G.newSession(G.defaultRules, d & 1), shuffle(G.pack(G.defaultRules), random));
      let move = 0;
      while (s.end === null) {
        const seat = G.toMove(s)!;
        const legal = G.legalActions(s);
        const action =
          seat === 0 ? schnapsenOracle.act(s) : schnapsenBots.strong(G.view(s, seat), legal, `oracle/${move}`);
        expect(legal).toContain(action);
        s = play(s, action);
        move++;
      }
    }
  });

  test('the registry entry holds every level and the oracle', () => {
    expect(Object.keys(players.bots).sort()).toEqual(['easy', 'normal', 'strong']);
    expect(players.oracle).toBe(schnapsenOracle);
  });
});

/** Random play recorded from a pack order, stopping at a random point while the talon can be drawn from. */
function randomDeal(seed: string): { cards: number[]; actions: Action[]; state: SchnapsenState } {
  const random = seededRandom(seed);
  const cards = shuffle(G.pack(G.defaultRules), random);
  let state = G.deal(G.newSession(G.defaultRules, 0), cards);
  const actions: Action[] = [];
  const stop = randomBelow(random, 16);
  while (state.end === null && actions.length < stop && state.drawn < 8) {
    const legal = G.legalActions(state);
    const a = legal[randomBelow(random, legal.length)]!;
    actions.push(a);
    state = play(state, a);
  }
  return { cards, actions, state };
}

describe('determinism: the same view and seed give the same action', () => {
  test('after other decisions in between, in many positions', () => {
    for (let i = 0; i < 30; i++) {
      const { state } = randomDeal(`det/${i}`);
      if (state.end !== null) continue;
      const seat = G.toMove(state)!;
      const view = G.view(state, seat);
      const legal = G.legalActions(state);
      const other = randomDeal(`det/other/${i}`).state;
      for (const level of LEVELS) {
        const first = schnapsenBots[level](view, legal, `seed-${i}`);
        if (other.end === null) schnapsenBots[level](G.view(other, G.toMove(other)!), G.legalActions(other), 'x');
        expect(schnapsenBots[level](structuredClone(view), [...legal], `seed-${i}`)).toBe(first);
      }
    }
  });
});

/**
 * Pairs of real deals that differ only in cards the seat to move cannot see: an opponent card and a face-down
 * talon card swapped in the pack, the same actions replayed through the engine (each must be legal on the other
 * deal too: a swapped marriage half would make the announcement illegal, so such pairs are dropped).
 */
function sameViewPairs(count: number, seed: string): { state: SchnapsenState; other: SchnapsenState; i: number }[] {
  const out: { state: SchnapsenState; other: SchnapsenState; i: number }[] = [];
  for (let i = 0; out.length < count && i < 10 * count; i++) {
    const { cards, actions, state } = randomDeal(`${seed}/${i}`);
    if (state.end !== null || state.closedBy !== null) continue;
    const opp = 1 - G.toMove(state)!;
    const random = seededRandom(`${seed}/swap/${i}`);
    const oppCards = cards.filter((c) => has(state.hands[opp]!, c));
    const faceDown = state.talon.slice(state.drawn);
    if (oppCards.length === 0 || faceDown.length === 0) continue;
    const x = oppCards[randomBelow(random, oppCards.length)]!;
    const y = faceDown[randomBelow(random, faceDown.length)]!;
    const swapped = cards.map((c) => (c === x ? y : c === y ? x : c));
    let other: SchnapsenState | null = G.deal(G.newSession(G.defaultRules, 0), swapped);
    for (const a of actions) {
      const r = G.apply(other, G.toMove(other)!, a);
      if (!r.ok) {
        other = null;
        break;
      }
      other = r.value;
    }
    if (other !== null) out.push({ state, other, i });
  }
  expect(out.length).toBe(count);
  return out;
}

describe('no peeking', () => {
  test('swapping unseen cards between the opponent and the talon never changes a decision', () => {
    for (const { state, other, i } of sameViewPairs(30, 'peek')) {
      const seat = G.toMove(state)!;
      expect(other.hands[1 - seat]).not.toBe(state.hands[1 - seat]);
      const view = G.view(state, seat);
      const otherView = G.view(other, seat);
      expect(otherView).toEqual(view);
      const legal = G.legalActions(state);
      expect(G.legalActions(other)).toEqual(legal);
      for (const level of LEVELS) {
        expect(schnapsenBots[level](otherView, legal, `peek-${i}`)).toBe(
          schnapsenBots[level](view, legal, `peek-${i}`),
        );
      }
    }
  });

  test('the oracle alone sees the hidden cards: behind the same view it may choose otherwise, and it takes a state', () => {
    // @ts-expect-error: the oracle takes a whole state and cannot be seated as a Bot<SchnapsenView>.
    const _asBot: Bot<SchnapsenView> = schnapsenOracle.act;
    const pairs = sameViewPairs(30, 'oracle');
    const differed = pairs.filter(({ state, other }) => schnapsenOracle.act(state) !== schnapsenOracle.act(other));
    expect(differed.length).toBeGreaterThan(0);
  });
});
