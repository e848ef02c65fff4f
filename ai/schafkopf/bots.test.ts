import { describe, expect, test } from 'vitest';
import { type Action, bidAction } from '../../engine/action.js';
import { has, popcount } from '../../engine/cardset.js';
import { randomBelow, seededRandom, shuffle } from '../../engine/random.js';
import { type SchafkopfState, effectiveSuit, schafkopf } from '../../engine/schafkopf/index.js';
import { LEVELS } from '../bot.js';
import { schafkopfBots } from './index.js';
import { easySchafkopf } from './easy.js';
import { READ_ALL } from './inference.js';
import { dealtHands, knowledgeOf, sampleDeals, sampleHands } from './knowledge.js';

const rules = schafkopf.defaultRules;

/** A deal's public action log: the bids, then every card, each with its seat. */
function actionLog(s: SchafkopfState): { seat: number; action: Action }[] {
  const log: { seat: number; action: Action }[] = s.auction.map((a) => ({ seat: a.seat, action: bidAction(a.bid) }));
  for (const t of [...s.tricks, { leader: s.leader, cards: s.table }]) {
    t.cards.forEach((card, i) => log.push({ seat: (t.leader + i) % 4, action: card }));
  }
  return log;
}

/** The pack order that deals these hands (SK-3) for this dealer. */
function packFor(hands: readonly number[], dealer: number): number[] {
  const lists = hands.map((h) => Array.from({ length: 32 }, (_, c) => c).filter((c) => has(h, c)));
  const cards: number[] = [];
  for (let i = 0; i < 8; i++) {
    const seat = (dealer + 1 + (i % 4)) % 4;
    cards.push(...lists[seat]!.splice(0, 4));
  }
  return cards;
}

/** Replays a log on a different deal; null if some action is illegal there. */
function replayOn(cards: number[], dealer: number, log: { seat: number; action: Action }[]): SchafkopfState | null {
  let s = schafkopf.deal({ ...schafkopf.newSession(rules, dealer) }, cards);
  for (const { seat, action } of log) {
    const r = schafkopf.apply(s, seat, action);
    if (!r.ok) return null;
    s = r.value;
  }
  return s;
}

/**
 * Random positions of real games: easy players bid and play, stopped at a random move; kept when the deal is
 * in `phase` (the play unless said otherwise).
 */
function positions(count: number, seed: string, phase: 'auction' | 'play' = 'play'): SchafkopfState[] {
  const random = seededRandom(seed);
  const out: SchafkopfState[] = [];
  while (out.length < count) {
    const dealer = randomBelow(random, 4);
    let s = schafkopf.deal(schafkopf.newSession(rules, dealer), shuffle(schafkopf.pack(rules), random));
    const stopAt = phase === 'auction' ? randomBelow(random, 4) : 4 + randomBelow(random, 30);
    for (let move = 0; schafkopf.phase(s) !== 'over' && move < stopAt; move++) {
      const seat = schafkopf.toMove(s)!;
      const legal = schafkopf.legalActions(s);
      const r = schafkopf.apply(s, seat, easySchafkopf(schafkopf.view(s, seat), legal, `${seed}/${move}`));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    if (schafkopf.phase(s) === phase) out.push(s);
  }
  return out;
}

/**
 * Another real deal behind the same view: the hidden cards dealt again consistently with what the seat to
 * move knows, and the same public actions replayed on it.
 */
function otherWorld(s: SchafkopfState, seed: string): SchafkopfState {
  const k = knowledgeOf(schafkopf.view(s, schafkopf.toMove(s)!));
  const hands = sampleHands(k, seededRandom(seed))!;
  return replayOn(packFor(dealtHands(k, hands), s.dealer), s.dealer, actionLog(s))!;
}

/** Each level decides in both worlds with the same seed: the decisions must be equal. */
function expectSameDecisions(states: readonly SchafkopfState[], seed: string): void {
  let differed = 0;
  for (const s of states) {
    const seat = schafkopf.toMove(s)!;
    const other = otherWorld(s, seed);
    if (other.hands.some((h, p) => h !== s.hands[p])) differed++;
    const view = schafkopf.view(s, seat);
    expect(schafkopf.view(other, seat)).toEqual(view);
    for (const level of LEVELS) {
      const here = schafkopfBots[level](view, schafkopf.legalActions(s), seed);
      const there = schafkopfBots[level](schafkopf.view(other, seat), schafkopf.legalActions(other), seed);
      expect(there).toBe(here);
    }
  }
  expect(differed).toBeGreaterThan(states.length / 2); // the other worlds really hid other cards
}

describe('Schafkopf sampling of hidden cards', () => {
  const states = positions(400, 'sampling');

  test('never deals a card the seat holds or has seen played, and fills every hand to its size', () => {
    for (const s of states) {
      const seat = schafkopf.toMove(s)!;
      const view = schafkopf.view(s, seat);
      const k = knowledgeOf(view);
      const random = seededRandom('x');
      for (let i = 0; i < 10; i++) {
        const hands = sampleHands(k, random)!;
        expect(hands).not.toBeNull();
        expect(hands[seat]).toBe(s.hands[seat]);
        const seen = k.played.reduce((a, b) => a | b, 0) | s.hands[seat]!;
        hands.forEach((h, p) => {
          expect(popcount(h)).toBe(view.handSizes[p]);
          if (p !== seat) expect(h & seen).toBe(0);
        });
        expect(hands.reduce((a, b) => a | b, 0) >>> 0).toBe(s.hands.reduce((a, b) => a | b, 0) >>> 0);
      }
    }
  });

  test.each([false, true])(
    'every sampled deal is consistent with the view: the same public actions are legal on it and give the same view (inference %s)',
    (inference) => {
      for (const s of states) {
        const seat = schafkopf.toMove(s)!;
        const view = schafkopf.view(s, seat);
        const k = knowledgeOf(view, { inference, readPlay: inference ? READ_ALL : undefined });
        const hands = sampleDeals(k, seededRandom('consistent'), 1)[0]!;
        const other = replayOn(packFor(dealtHands(k, hands), s.dealer), s.dealer, actionLog(s));
        expect(other).not.toBeNull();
        expect(schafkopf.view(other!, seat)).toEqual(view);
      }
    },
  );

  test('a seat that did not follow a led suit is never dealt a card of that suit', () => {
    for (const s of states) {
      const seat = schafkopf.toMove(s)!;
      const view = schafkopf.view(s, seat);
      const k = knowledgeOf(view);
      const hands = sampleHands(k, seededRandom('voids'))!;
      hands.forEach((h, p) => {
        if (p === seat) return;
        for (let c = 0; c < 32; c++) {
          if (has(h, c)) expect(k.voids[p]! & (1 << effectiveSuit(k.contract!, c))).toBe(0);
        }
      });
    }
  });
});

describe('Schafkopf players', () => {
  // Whole deals: the strong level solves about 35 s of one core's work here, so it gets more than the default.
  test.each([
    ['easy', 200],
    ['normal', 4],
    ['strong', 4],
  ] as const)(
    '%s always chooses a legal action, bids included, over %i whole deals',
    (level, deals) => {
      const random = seededRandom(`legal/${level}`);
      for (let d = 0; d < deals; d++) {
        let s = schafkopf.deal(schafkopf.newSession(rules, d % 4), shuffle(schafkopf.pack(rules), random));
        let move = 0;
        while (schafkopf.phase(s) !== 'over') {
          const seat = schafkopf.toMove(s)!;
          const legal = schafkopf.legalActions(s);
          const action = schafkopf.apply(
            s,
            seat,
            schafkopfBots[level](schafkopf.view(s, seat), legal, `${d}/${move++}`),
          );
          expect(action.ok).toBe(true);
          if (action.ok) s = action.value;
        }
      }
    },
    240_000,
  );

  test('same view and seed, same decision', () => {
    for (const s of positions(6, 'determinism')) {
      const seat = schafkopf.toMove(s)!;
      const legal = schafkopf.legalActions(s);
      const a = schafkopfBots.normal(schafkopf.view(s, seat), legal, 'seed');
      const b = schafkopfBots.normal(structuredClone(schafkopf.view(s, seat)), [...legal], 'seed');
      expect(a).toBe(b);
    }
  });

  test('no peeking in the play: other hidden cards behind the same view never change a card decision', () => {
    const choices = positions(40, 'peeking').filter((s) => schafkopf.legalActions(s).length > 1);
    expect(choices.length).toBeGreaterThanOrEqual(8);
    expectSameDecisions(choices.slice(0, 8), 'same seed');
  });

  test('no peeking in the auction: other hidden hands behind the same bids never change a bid', () => {
    expectSameDecisions(positions(6, 'peeking bids', 'auction'), 'same bid seed');
  });
});
