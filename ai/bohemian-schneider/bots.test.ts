/**
 * The Bohemian Schneider players as the rest of Cardavia uses them (index.ts):
 * - every level always returns one of the legal actions, in every ruleset and variant combination;
 * - determinism: the same view and seed give the same action, whatever was decided in between;
 * - no peeking: two real deals that differ only in cards the seat cannot see (the same actions replayed
 *   through the engine, the same view) get the same decision with the same seed;
 * - the oracle takes a whole state, so it cannot be passed where a Bot<SchneiderView> is expected (a type
 *   error, checked by `tsc -p tsconfig.check.json`), and it is the one player that reads the hidden cards.
 */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../engine/action.js';
import {
  type SchneiderState,
  type SchneiderView,
  bohemianSchneider as G,
} from '../../engine/bohemian-schneider/index.js';
import { has } from '../../engine/cardset.js';
import { randomBelow, shuffle } from '../../engine/random.js';
import type { Bot } from '../bot.js';
import { schneiderBots, schneiderOracle } from './index.js';
import { allRules, play, rulesName, seededRandom, talonLeft } from './testing.js';

const LEVELS = ['easy', 'normal', 'strong'] as const;

describe('every level returns a legal action', () => {
  allRules().forEach((rules, r) => {
    test(rulesName(rules), () => {
      const random = seededRandom(`legal/${rulesName(rules)}`);
      // Every pairing of levels over the 32 combinations, with the strong one in a quarter of them.
      const pairs: (typeof LEVELS)[number][][] = [
        ['easy', 'normal'],
        ['normal', 'easy'],
        ['strong', 'easy'],
        ['normal', 'normal'],
      ];
      const pair = pairs[r % 4]!;
      const s0: SchneiderState = G.deal(G.newSession(rules, r & 1), shuffle(G.pack(rules), random));
      let s = s0;
      let late: SchneiderState | null = null;
      let move = 0;
      while (!s.over) {
        if (late === null && talonLeft(s) <= 6) late = s;
        const seat = G.toMove(s)!;
        const legal = G.legalActions(s);
        const action = schneiderBots[pair[seat]!](G.view(s, seat), legal, `legal/${move++}`);
        expect(legal).toContain(action);
        s = play(s, action);
      }
      // The oracle too, from the last talon cards (its early decisions are full solves, slow for a test).
      s = late!;
      while (!s.over) {
        const action = schneiderOracle.act(s);
        expect(G.legalActions(s)).toContain(action);
        s = play(s, action);
      }
    });
  });
});

/** Random play recorded from a pack order, stopping at a random point while the talon lasts. */
function randomDeal(rulesIndex: number, seed: string): { cards: number[]; actions: Action[]; state: SchneiderState } {
  const rules = allRules()[rulesIndex]!;
  const random = seededRandom(seed);
  const cards = shuffle(G.pack(rules), random);
  let state = G.deal(G.newSession(rules, 0), cards);
  const actions: Action[] = [];
  const stop = randomBelow(random, 2 * G.pack(rules).length - 26);
  while (!state.over && actions.length < stop && talonLeft(state) > 0) {
    const legal = G.legalActions(state);
    const a = legal[randomBelow(random, legal.length)]!;
    actions.push(a);
    state = play(state, a);
  }
  return { cards, actions, state };
}

describe('determinism: the same view and seed give the same action', () => {
  test('after other decisions in between, in many positions', () => {
    for (let i = 0; i < 48; i++) {
      const { state } = randomDeal(i % 32, `det/${i}`);
      if (state.over) continue;
      const seat = G.toMove(state)!;
      const view = G.view(state, seat);
      const legal = G.legalActions(state);
      const other = randomDeal((i + 7) % 32, `det/other/${i}`).state;
      for (const level of LEVELS) {
        const first = schneiderBots[level](view, legal, `seed-${i}`);
        if (!other.over) schneiderBots[level](G.view(other, G.toMove(other)!), G.legalActions(other), 'x');
        const again = schneiderBots[level](structuredClone(view), [...legal], `seed-${i}`);
        expect(again).toBe(first);
      }
    }
  });
});

/**
 * Pairs of real deals that differ only in cards the seat to move cannot see: an opponent card and a talon
 * card not yet drawn (never the turned trump card) swapped in the pack, the same actions replayed through
 * the engine (each must be legal on the other deal too). `where` picks the positions.
 */
function sameViewPairs(
  count: number,
  seed: string,
  where: (s: SchneiderState) => boolean = () => true,
): { state: SchneiderState; other: SchneiderState; i: number }[] {
  const pairs: { state: SchneiderState; other: SchneiderState; i: number }[] = [];
  for (let i = 0; pairs.length < count && i < 10 * count; i++) {
    const { cards, actions, state } = randomDeal(i % 32, `${seed}/${i}`);
    if (state.over || talonLeft(state) < 2 || !where(state)) continue;
    const opp = 1 - G.toMove(state)!;
    const random = seededRandom(`${seed}/swap/${i}`);
    const oppCards = cards.filter((c) => has(state.hands[opp]!, c));
    const talonCards = state.talon.slice(state.drawn).filter((c) => c !== state.trumpCard);
    if (oppCards.length === 0 || talonCards.length === 0) continue;
    const x = oppCards[randomBelow(random, oppCards.length)]!;
    const y = talonCards[randomBelow(random, talonCards.length)]!;
    const swapped = cards.map((c) => (c === x ? y : c === y ? x : c));
    let other: SchneiderState | null = G.deal(G.newSession(state.rules, 0), swapped);
    for (const a of actions) {
      const r = G.apply(other, G.toMove(other)!, a);
      if (!r.ok) {
        other = null;
        break;
      }
      other = r.value;
    }
    if (other !== null) pairs.push({ state, other, i });
  }
  expect(pairs.length).toBe(count);
  return pairs;
}

describe('no peeking', () => {
  test('swapping unseen cards between the opponent and the talon never changes a decision', () => {
    for (const { state, other, i } of sameViewPairs(40, 'peek')) {
      const seat = G.toMove(state)!;
      expect(other.hands[1 - seat]).not.toBe(state.hands[1 - seat]);
      const view = G.view(state, seat);
      const otherView = G.view(other, seat);
      expect(otherView).toEqual(view);
      const legal = G.legalActions(state);
      expect(G.legalActions(other)).toEqual(legal);
      for (const level of LEVELS) {
        expect(schneiderBots[level](otherView, legal, `peek-${i}`)).toBe(
          schneiderBots[level](view, legal, `peek-${i}`),
        );
      }
    }
  });

  test('the oracle alone sees the hidden cards: behind the same view it may choose otherwise, and it takes a state', () => {
    // @ts-expect-error: the oracle takes a whole state and cannot be seated as a Bot<SchneiderView>.
    const _asBot: Bot<SchneiderView> = schneiderOracle.act;
    // Late positions (a few talon cards left), where the oracle's full solves are quick.
    const pairs = sameViewPairs(30, 'oracle', (s) => talonLeft(s) <= 8);
    const differed = pairs.filter(({ state, other }) => schneiderOracle.act(state) !== schneiderOracle.act(other));
    expect(differed.length).toBeGreaterThan(0);
  });
});
