/**
 * What a Mariáš seat knows (knowledge.ts): every sampled world shows the seat its very view, and the deal's
 * play, replayed through the engine from that world, stays legal, so every void proven by MA-19 (and the
 * marriages' cards, MA-21, and MA-7's talon without Aces and Tens) is kept.
 */
import { describe, expect, test } from 'vitest';
import type { Action } from '../../engine/action.js';
import { cardsOf, intersect, popcount, union } from '../../engine/cardset.js';
import { randomBelow } from '../../engine/random.js';
import { type MariasState, marias as G } from '../../engine/marias/index.js';
import { ACES_TENS } from '../../engine/marias/cards.js';
import { isTrumpGame } from '../../engine/marias/scoring.js';
import { bestTrumpSuit, easyMarias } from './easy.js';
import { type World, declarerWeight, knowledgeOf, sampleWorld, trumpChoiceShare } from './knowledge.js';
import { worldsOf } from './pimc.js';
import { type Chooser, applied, newDeal, play, seededRandom } from './testing.js';

const easy: Chooser = (s, seat, legal, seed) => easyMarias(G.view(s, seat), legal, seed);
/** A random legal action, so that the deals meet every step, claims and marriages included. */
const randomly =
  (random: ReturnType<typeof seededRandom>): Chooser =>
  (_s, _seat, legal) =>
    legal[randomBelow(random, legal.length)]!;

/** The state of `s` with the hidden cards of `world` (the seat's own unchanged). */
function withWorld(s: MariasState, world: World): MariasState {
  const f = (s.dealer + 1) % 3;
  const hands = world.hands.map((h, q) => (q === f && s.trumpAside ? without1(h, s.trumpCard) : h));
  return { ...s, hands };
}
const without1 = (m: number, c: number) => (m & ~(1 << c)) >>> 0;

describe('Mariáš knowledge', () => {
  for (const ruleset of ['cardavia', 'licitovany'] as const) {
    test(`every world of ${ruleset} shows the seat its own view and replays the play legally (MA-19 voids kept)`, () => {
      const random = seededRandom(`marias-knowledge/${ruleset}`);
      let checked = 0;
      for (let deal = 0; deal < 24; deal++) {
        const r = seededRandom(`marias-knowledge/${ruleset}/${deal}`);
        const choosers = deal % 2 === 0 ? [easy, easy, easy] : [randomly(r), randomly(r), randomly(r)];
        const { states, actions } = play(newDeal(random, deal % 3, ruleset), choosers, `k/${deal}`);
        const start = states.findIndex((s) => s.stage === 'play');
        for (let i = 0; i < states.length - 1; i += 5) {
          const s = states[i]!;
          const seat = G.toMove(s)!;
          const v = G.view(s, seat);
          const k = knowledgeOf(v);
          const world = sampleWorld(k, random);
          expect(world, `deal ${deal} state ${i}`).not.toBeNull();
          const w = world!;
          // The cards are all there, once each.
          expect(popcount(union(union(w.hands[0]!, w.hands[1]!), union(w.hands[2]!, w.rest)))).toBe(
            32 - cardsOf(k.played.reduce((a, b) => a | b, 0)).length - (v.talon?.length ?? 0),
          );
          const t = withWorld(s, w);
          expect(G.view(t, seat)).toEqual(v);
          if (s.stage === 'play' || s.stage === 'over') {
            // The rest is the talon lying; a trump game's holds no Ace or Ten (MA-7, MA-L4).
            if (isTrumpGame(s.contract!) && s.talonBy !== seat) expect(intersect(w.rest, ACES_TENS)).toBe(0);
            // Replay the whole play from the world's hands at its start: every action stays legal (MA-19, MA-21).
            let u: MariasState = {
              ...states[start]!,
              hands: [0, 1, 2].map((q) => (q === seat ? states[start]!.hands[q]! : union(w.hands[q]!, k.played[q]!))),
            };
            for (let j = start; j < i; j++) u = applied(u, G.toMove(u)!, actions[j] as Action);
            expect(G.view(u, seat)).toEqual(v);
          }
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }

  test("F's trump game weighs a defender's worlds: those kept hold his easy talon far more often (issue 32)", () => {
    const random = seededRandom('marias-knowledge/declarer');
    const weighed = { candidates: 8, declarerMiss: 0.03 };
    let drawnRight = 0;
    let keptRight = 0;
    let games = 0;
    for (let deal = 0; games < 12 && deal < 60; deal++) {
      const { states } = play(newDeal(random, deal % 3, 'cardavia'), [easy, easy, easy], `d/${deal}`);
      const s = states.find((x) => x.stage === 'play')!;
      if (s === undefined || !isTrumpGame(s.contract!) || s.declarer !== (s.dealer + 1) % 3) continue;
      games++;
      const defender = (s.declarer + 1) % 3;
      const v = G.view(s, defender);
      // The declarer's own view is not weighed.
      const mine = knowledgeOf(G.view(s, s.declarer));
      expect(declarerWeight(mine, sampleWorld(mine, random)!, 0.03)).toBe(1);
      drawnRight += worldsOf(v, 16, seededRandom(`w/${deal}`)).filter((w) => w.rest === s.talon).length;
      keptRight += worldsOf(v, 16, seededRandom(`w/${deal}`), weighed).filter((w) => w.rest === s.talon).length;
    }
    expect(games).toBe(12);
    expect(keptRight).toBeGreaterThan(3 * Math.max(1, drawnRight));
  });

  test('the share of first sevens whose best suit is the trump counts each of the 462 sevens once (MA-5, MA-6)', () => {
    const random = seededRandom('marias-knowledge/sevens');
    for (let t = 0; t < 20; t++) {
      const pack = Array.from({ length: 32 }, (_, i) => i);
      for (let i = pack.length - 1; i > 0; i--) {
        const j = randomBelow(random, i + 1);
        [pack[i], pack[j]] = [pack[j]!, pack[i]!];
      }
      const [trumpCard, ...others] = pack.slice(0, 12) as [number, ...number[]];
      const trump = (trumpCard >> 3) as 0 | 1 | 2 | 3;
      let chosen = 0;
      let total = 0;
      const pick = (from: number, six: number[]) => {
        if (six.length === 6) {
          total++;
          if (bestTrumpSuit([trumpCard, ...six]) === trump) chosen++;
        } else for (let i = from; i < others.length; i++) pick(i + 1, [...six, others[i]!]);
      };
      pick(0, []);
      expect(total).toBe(462);
      expect(trumpChoiceShare(trumpCard, others, trump)).toBeCloseTo(chosen / total, 12);
    }
  });
});
