/**
 * The easy player of Belote (easy.ts): the club's rules of thumb it is meant to follow, on deals made to show them
 * and over deals it plays with itself.
 */
import { describe, expect, test } from 'vitest';
import { BELOTE, DECLARE, PASS, TAKE, belote as G, isCardPlay } from '../../engine/belote/index.js';
import { kingOf, queenOf } from '../../engine/belote/cards.js';
import { easyBelote } from './easy.js';
import { type Chooser, dealOf, newDeal, play, seededRandom } from './testing.js';

const easy: Chooser = (s, seat, legal, seed) => easyBelote(G.view(s, seat), legal, seed);
// Card codes: suit * 8 + rank, suits C S H D, ranks 7 8 9 T J Q K A.
const card = (suit: number, rank: number) => suit * 8 + rank;
const [C, S, H, D] = [0, 1, 2, 3];
const [R7, R8, J, A] = [0, 1, 4, 7];

/** A pack with the first hand's five cards (dealer 0: seat 3, pack 0-2 and 12-13) and the turned card (20). */
function packWith(first: readonly number[], turned: number): number[] {
  const pack = new Array<number>(32).fill(-1);
  [0, 1, 2, 12, 13].forEach((i, k) => (pack[i] = first[k]!));
  pack[20] = turned;
  const rest = [...Array(32).keys()].filter((c) => !pack.includes(c));
  return pack.map((c) => (c >= 0 ? c : rest.shift()!));
}

describe('Belote easy player', () => {
  test('takes the turned card with its Valet and another trump and two Aces, and passes with no Valet or 9 of it (BE-6)', () => {
    const strong = dealOf(
      packWith([card(H, J), card(H, R7), card(C, A), card(S, A), card(D, R8)], card(H, R8)),
      0,
      'cardavia',
    );
    expect(easyBelote(G.view(strong, 3), G.legalActions(strong), 's')).toBe(TAKE);
    const weak = dealOf(
      packWith([card(C, R7), card(C, R8), card(S, R7), card(S, R8), card(D, R7)], card(H, R8)),
      0,
      'cardavia',
    );
    expect(easyBelote(G.view(weak, 3), G.legalActions(weak), 's')).toBe(PASS);
  });

  test('announces the belote just before the first of the trump King and Queen it plays, never otherwise (BE-12)', () => {
    const random = seededRandom('belote-easy/belote');
    let announced = 0;
    for (let i = 0; i < 40; i++) {
      const { states, actions } = play(newDeal(random, i % 4, 'cardavia'), [easy, easy, easy, easy], `b/${i}`);
      actions.forEach((a, j) => {
        const s = states[j]!;
        if (a === BELOTE) {
          announced++;
          expect([kingOf(s.trump as never), queenOf(s.trump as never)]).toContain(actions[j + 1]);
        }
        if (!isCardPlay(a) || s.trump < 0 || s.belotePending) return;
        const both = (s.hands[G.toMove(s)!]! >>> (a & ~7)) & 0x60;
        if ((a === kingOf(s.trump as never) || a === queenOf(s.trump as never)) && both === 0x60) {
          expect(G.legalActions(s).includes(BELOTE), `deal ${i}: a trump King or Queen played without the belote`).toBe(
            false,
          );
        }
      });
    }
    expect(announced).toBeGreaterThan(3);
  });

  test('declares its combinations whenever it may (BE-A2)', () => {
    const random = seededRandom('belote-easy/declare');
    let declared = 0;
    for (let i = 0; i < 20; i++) {
      const { states, actions } = play(newDeal(random, i % 4, 'cardavia', true), [easy, easy, easy, easy], `d/${i}`);
      states.slice(0, -1).forEach((s, j) => {
        if (G.legalActions(s).includes(DECLARE)) {
          expect(actions[j]).toBe(DECLARE);
          declared++;
        }
      });
    }
    expect(declared).toBeGreaterThan(3);
  });
});
