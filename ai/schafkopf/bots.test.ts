import { describe, expect, test } from 'vitest';
import { type Action, isBid } from '../../engine/action.js';
import { has, popcount } from '../../engine/cardset.js';
import { randomBelow, seededRandom, shuffle } from '../../engine/random.js';
import { type SchafkopfState, type SchafkopfView, effectiveSuit, schafkopf } from '../../engine/schafkopf/index.js';
import { schafkopfBots } from './index.js';
import { easySchafkopf } from './easy.js';
import { dealtHands, knowledgeOf, sampleHands } from './knowledge.js';

const rules = schafkopf.defaultRules;

/** A deal's public action log: the bids, then every card, each with its seat. */
function actionLog(s: SchafkopfState): { seat: number; action: Action }[] {
  const log: { seat: number; action: Action }[] = s.auction.map((a) => ({ seat: a.seat, action: 64 + a.bid }));
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

/** Random positions of real games: easy players bid and play, stopped at a random move. */
function positions(count: number, seed: string): SchafkopfState[] {
  const random = seededRandom(seed);
  const out: SchafkopfState[] = [];
  while (out.length < count) {
    const dealer = randomBelow(random, 4);
    let s = schafkopf.deal(schafkopf.newSession(rules, dealer), shuffle(schafkopf.pack(rules), random));
    const stopAt = 4 + randomBelow(random, 30);
    for (let move = 0; schafkopf.phase(s) !== 'over' && move < stopAt; move++) {
      const seat = schafkopf.toMove(s)!;
      const legal = schafkopf.legalActions(s);
      const r = schafkopf.apply(s, seat, easySchafkopf(schafkopf.view(s, seat), legal, `${seed}/${move}`));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    if (schafkopf.phase(s) === 'play') out.push(s);
  }
  return out;
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

  test('every sampled deal is consistent with the view: the same public actions are legal on it and give the same view', () => {
    for (const s of states) {
      const seat = schafkopf.toMove(s)!;
      const view = schafkopf.view(s, seat);
      const k = knowledgeOf(view);
      const hands = sampleHands(k, seededRandom('consistent'))!;
      const other = replayOn(packFor(dealtHands(k, hands), s.dealer), s.dealer, actionLog(s));
      expect(other).not.toBeNull();
      expect(schafkopf.view(other!, seat)).toEqual(view);
    }
  });

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
  test('every level always chooses a legal action, bids included, over whole deals', () => {
    for (const level of ['easy', 'normal', 'strong'] as const) {
      const random = seededRandom(`legal/${level}`);
      for (let d = 0; d < (level === 'easy' ? 200 : 4); d++) {
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
    }
  });

  test('same view and seed, same decision', () => {
    for (const s of positions(6, 'determinism')) {
      const seat = schafkopf.toMove(s)!;
      const legal = schafkopf.legalActions(s);
      const a = schafkopfBots.normal(schafkopf.view(s, seat), legal, 'seed');
      const b = schafkopfBots.normal(structuredClone(schafkopf.view(s, seat)), [...legal], 'seed');
      expect(a).toBe(b);
    }
  });

  test('no peeking: redistributing the hidden cards consistently with the view never changes the decision', () => {
    let differed = 0;
    const choices = positions(40, 'peeking').filter((s) => schafkopf.legalActions(s).length > 1);
    expect(choices.length).toBeGreaterThanOrEqual(8);
    for (const s of choices.slice(0, 8)) {
      const seat = schafkopf.toMove(s)!;
      const view: SchafkopfView = schafkopf.view(s, seat);
      const legal = schafkopf.legalActions(s);
      const k = knowledgeOf(view);
      const hands = sampleHands(k, seededRandom('other world'))!;
      const other = replayOn(packFor(dealtHands(k, hands), s.dealer), s.dealer, actionLog(s))!;
      if (other.hands.some((h, p) => h !== s.hands[p])) differed++;
      for (const level of ['easy', 'normal'] as const) {
        const here = schafkopfBots[level](view, legal, 'same seed');
        const there = schafkopfBots[level](schafkopf.view(other, seat), schafkopf.legalActions(other), 'same seed');
        expect(there).toBe(here);
      }
    }
    expect(differed).toBeGreaterThan(4); // the other worlds really hid other cards
  });

  test('bids are legal for the hand: the players never bid a contract the engine refuses', () => {
    const random = seededRandom('bids');
    for (let d = 0; d < 40; d++) {
      const s = schafkopf.deal(schafkopf.newSession(rules, 0), shuffle(schafkopf.pack(rules), random));
      const view = schafkopf.view(s, 1);
      const legal = schafkopf.legalActions(s);
      const bid = schafkopfBots.normal(view, legal, `b${d}`);
      expect(isBid(bid)).toBe(true);
      expect(legal).toContain(bid);
    }
  });
});
