/**
 * The trick-taking kit (engine/tricks): rank orders, trump deciders, the trick winner, follow duties and card
 * points, each pinned by the rule of RULES.md it serves. The games' own tests check them again in play.
 */
import { describe, expect, test } from 'vitest';
import { type Card, type Notation, parseCard } from '../cards.js';
import { cardsOf, maskOf } from '../cardset.js';
import { BELOTE_DUTIES, FOLLOW, FOLLOW_BEAT_TRUMP, NO_DUTY, answers } from './duties.js';
import { ACES_AND_TENS, AUGEN, BELOTE_TRUMP_POINTS, pointsByCard, rankPointsOf } from './points.js';
import {
  ACE_TEN,
  BELOTE_TRUMP,
  PRINTED,
  TRUMP,
  noTrumps,
  ranksThenSuit,
  rankCards,
  schlagAndSuit,
  suitTrumps,
} from './ranking.js';
import { trickWinnerIndex } from './winner.js';

const cards = (notation: Notation, codes: string): Card[] =>
  codes.split(' ').map((code) => {
    const c = parseCard(notation, code);
    if (c === undefined) throw new Error(code);
    return c;
  });
const g = (codes: string) => cards('german', codes);
const f = (codes: string) => cards('french', codes);
const hand = (list: Card[]) => maskOf(list);
const sorted = (list: Card[]) => [...list].sort((a, b) => a - b);

describe('trump deciders and the trick winner', () => {
  test('SK-14: in a heart Solo the Obers beat the Unters, which beat the heart Ace', () => {
    const solo = ranksThenSuit([5, 4], [0, 1, 2, 3], 2, [7, 3, 6, 5, 2, 1, 0]);
    expect(trickWinnerIndex(solo, g('HA SU GO HT'))).toBe(2);
    expect(trickWinnerIndex(solo, g('HA SU HK HT'))).toBe(1);
    // SK-15: a plain lead goes to its suit's highest card when nobody trumps; the Ober is a trump, not a leaf.
    expect(trickWinnerIndex(solo, g('GT GK GA E7'))).toBe(2);
    expect(solo.lane[g('GO')[0]!]).toBe(TRUMP);
  });

  test('SK-14: in a Wenz only the Unters trump and the Ober is a plain card between King and Nine', () => {
    const wenz = ranksThenSuit([4], [0, 1, 2, 3], -1, [7, 3, 6, 5, 2, 1, 0]);
    expect(cardsOf(wenz.trumps)).toEqual(sorted(g('EU GU HU SU')));
    expect(trickWinnerIndex(wenz, g('E9 EO EK E8'))).toBe(2);
    expect(trickWinnerIndex(wenz, g('E9 EO SU E8'))).toBe(2);
  });

  test('SN-5: the higher card of the led suit wins, a trump wins a plain lead, another suit loses', () => {
    const hearts = suitTrumps(2, ACE_TEN);
    expect(trickWinnerIndex(hearts, g('GK GT'))).toBe(1);
    expect(trickWinnerIndex(hearts, g('GA HU'))).toBe(1);
    expect(trickWinnerIndex(hearts, g('GU EA'))).toBe(0);
    expect(trickWinnerIndex(hearts, g('HU GA'))).toBe(0);
  });

  test('MA-2: the Ten is second in trump games, below the Knave in betl and durch', () => {
    expect(trickWinnerIndex(suitTrumps(0, ACE_TEN), g('GK GT'))).toBe(1);
    expect(trickWinnerIndex(noTrumps(PRINTED), g('GK GT'))).toBe(0);
    expect(trickWinnerIndex(noTrumps(PRINTED), g('GU GT'))).toBe(0);
  });

  test('BE-4: the trump Jack and Nine head the trump suit, the Ace heads the others', () => {
    const spades = suitTrumps(1, ACE_TEN, BELOTE_TRUMP);
    expect(trickWinnerIndex(spades, f('SA S9 SJ ST'))).toBe(2);
    expect(trickWinnerIndex(spades, f('SA S9 S8 ST'))).toBe(1);
    expect(trickWinnerIndex(spades, f('HJ HA H9 S7'))).toBe(3);
    expect(trickWinnerIndex(spades, f('HJ HA H9 D7'))).toBe(1);
  });

  test('WA-6, WA-9: the Rechte beats all, the first Linke beats later ones and every trump, the Weli is the lowest trump', () => {
    const weli = parseCard('german', 'S6')!;
    const nineOfHearts = schlagAndSuit(2, 2, weli); // Schlag 9, trumps hearts: the Rechte is H9
    expect(trickWinnerIndex(nineOfHearts, g('E9 HA G9 H9'))).toBe(3);
    expect(trickWinnerIndex(nineOfHearts, g('HA G9 E9 HK'))).toBe(1);
    expect(trickWinnerIndex(nineOfHearts, g('H7 S6 EA HU'))).toBe(3);
    expect(trickWinnerIndex(nineOfHearts, g('GA S6 GK G7'))).toBe(1);
    expect(trickWinnerIndex(nineOfHearts, g('GK EA SA G7'))).toBe(0);
    // WA-5: 1 Rechte + 3 Linke + 8 trumps (7 hearts and the Weli).
    expect(cardsOf(nineOfHearts.trumps)).toHaveLength(12);
    const weliSchlag = schlagAndSuit(8, 0, weli); // WA-5: with the Weli as Schlag it is the Rechte, no Linke
    expect(trickWinnerIndex(weliSchlag, g('EA S6 E7 GA'))).toBe(1);
    expect(cardsOf(weliSchlag.trumps)).toHaveLength(9);
  });

  test('equal powers: the card played first keeps the trick', () => {
    const r = rankCards(PRINTED, [g('EA GA')]);
    expect(trickWinnerIndex(r, g('EK GA EA'))).toBe(1);
  });
});

describe('follow duties', () => {
  const hearts = suitTrumps(2, ACE_TEN);
  test('SK-15: follow the led lane, else anything', () => {
    const solo = ranksThenSuit([5, 4], [0, 1, 2, 3], 2, [7, 3, 6, 5, 2, 1, 0]);
    const h = hand(g('EO G7 GA HK'));
    // A heart lead is a trump lead: the Ober and the heart King follow it, the leaves do not.
    expect(answers(FOLLOW, solo, h, g('H7'))).toEqual({ duty: 'follow', cards: hand(g('EO HK')) });
    expect(answers(FOLLOW, solo, h, g('S7'))).toEqual({ duty: 'free', cards: h });
  });

  test('SN-7, MA-19: follow and beat, else follow; void, trump; no trump, anything', () => {
    const h = hand(g('GK GA HU E7'));
    expect(answers(FOLLOW_BEAT_TRUMP, hearts, h, g('GT'))).toEqual({ duty: 'beat', cards: hand(g('GA')) });
    expect(answers(FOLLOW_BEAT_TRUMP, hearts, hand(g('GK HU')), g('GT'))).toEqual({
      duty: 'follow',
      cards: hand(g('GK')),
    });
    expect(answers(FOLLOW_BEAT_TRUMP, hearts, h, g('ST'))).toEqual({ duty: 'trump', cards: hand(g('HU')) });
    expect(answers(FOLLOW_BEAT_TRUMP, hearts, hand(g('GK E7')), g('ST'))).toEqual({
      duty: 'free',
      cards: hand(g('GK E7')),
    });
  });

  test('MA-19: a plain trick already trumped asks only to follow; a void player must overtrump when he can', () => {
    expect(answers(FOLLOW_BEAT_TRUMP, hearts, hand(g('G7 GA')), g('GT HU'))).toEqual({
      duty: 'follow',
      cards: hand(g('G7 GA')),
    });
    expect(answers(FOLLOW_BEAT_TRUMP, hearts, hand(g('HO H9 E7')), g('GT HU'))).toEqual({
      duty: 'overtrump',
      cards: hand(g('HO')),
    });
    // No higher trump: a lower one all the same.
    expect(answers(FOLLOW_BEAT_TRUMP, hearts, hand(g('H9 E7')), g('GT HU'))).toEqual({
      duty: 'trump',
      cards: hand(g('H9')),
    });
  });

  test('BE-11: overtrump on a trump lead even over a partner; the partner exception frees a void player', () => {
    const spades = suitTrumps(1, ACE_TEN, BELOTE_TRUMP);
    // (a) trumps led, the partner's Nine holds: the Jack must still be played over it.
    expect(answers(BELOTE_DUTIES, spades, hand(f('SJ S7 HA')), f('S8 S9'), true)).toEqual({
      duty: 'overtrump',
      cards: hand(f('SJ')),
    });
    // (a) a plain suit led: any card of it, no duty to beat.
    expect(answers(BELOTE_DUTIES, spades, hand(f('H7 HA SJ')), f('HK'))).toEqual({
      duty: 'follow',
      cards: hand(f('H7 HA')),
    });
    // (b) void, partner master: any card.
    expect(answers(BELOTE_DUTIES, spades, hand(f('SJ D7')), f('HK HA'), true)).toEqual({
      duty: 'partner-holds',
      cards: hand(f('SJ D7')),
    });
    // (b) void, an opponent trumped with the Nine: only a higher trump if possible, else pisser.
    expect(answers(BELOTE_DUTIES, spades, hand(f('SJ S7 D7')), f('HK S9'))).toEqual({
      duty: 'overtrump',
      cards: hand(f('SJ')),
    });
    expect(answers(BELOTE_DUTIES, spades, hand(f('S7 D7')), f('HK S9'))).toEqual({
      duty: 'trump',
      cards: hand(f('S7')),
    });
    // (c) trumps led, none held: any card.
    expect(answers(BELOTE_DUTIES, spades, hand(f('H7 D7')), f('S8')).duty).toBe('free');
  });

  test("BE-C4: with undertrump false, a void player who cannot overtrump an opponent's trump may play any card", () => {
    const spades = suitTrumps(1, ACE_TEN, BELOTE_TRUMP);
    const free = { ...BELOTE_DUTIES, undertrump: false };
    expect(answers(free, spades, hand(f('S7 D7')), f('HK S9'))).toEqual({ duty: 'free', cards: hand(f('S7 D7')) });
    // A higher trump must still be played, and with no trump in the trick any trump.
    expect(answers(free, spades, hand(f('SJ S7 D7')), f('HK S9'))).toEqual({ duty: 'overtrump', cards: hand(f('SJ')) });
    expect(answers(free, spades, hand(f('S7 D7')), f('HK HA'))).toEqual({ duty: 'trump', cards: hand(f('S7')) });
  });
  test('no duty: any card', () => {
    const h = hand(g('GK HU'));
    expect(answers(NO_DUTY, hearts, h, g('GT'))).toEqual({ duty: 'free', cards: h });
  });
});

describe('card points', () => {
  test('SK-2, SN-1: A 11, T 10, K 4, O 3, U 2 make 120 in 32 cards', () => {
    expect(rankPointsOf(AUGEN, maskOf(Array.from({ length: 32 }, (_, c) => c)))).toBe(120);
  });
  test('MA-3: Aces and Tens, 10 each, 80 in the cards', () => {
    expect(rankPointsOf(ACES_AND_TENS, maskOf(Array.from({ length: 32 }, (_, c) => c)))).toBe(80);
  });
  test('BE-4: 62 in the trump suit, 30 in each other suit, 152 in all', () => {
    const spades = suitTrumps(1, ACE_TEN, BELOTE_TRUMP);
    const points = pointsByCard(AUGEN, spades.trumps, BELOTE_TRUMP_POINTS);
    const sum = (list: Card[]) => list.reduce((n, c) => n + points[c]!, 0);
    expect(sum(cardsOf(spades.trumps))).toBe(62);
    expect(sum(f('HA HT HK HQ HJ H9 H8 H7'))).toBe(30);
    expect(sum(Array.from({ length: 32 }, (_, c) => c))).toBe(152);
  });
});
