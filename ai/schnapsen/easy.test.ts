/**
 * The easy player's rules of thumb (easy.ts), on hand-built deals (German codes; seat 0 deals, so seat 1 leads
 * the first trick, SN-3, SN-4).
 */
import { describe, expect, test } from 'vitest';
import { parseCard } from '../../engine/cards.js';
import { CLOSE, EXCHANGE, type SchnapsenState, marryAction, schnapsen as G } from '../../engine/schnapsen/index.js';
import { easySchnapsen } from './easy.js';
import { play } from './testing.js';

const card = (code: string): number => parseCard('german', code)!;
const list = (text: string): number[] => text.split(' ').map(card);

/** SN-3: the deal giving these hands (five cards each), turned card and talon (top first). */
function deal(leader: string, dealer: string, turned: string, talon: string): SchnapsenState {
  const l = list(leader);
  const d = list(dealer);
  const pack = [...l.slice(0, 3), ...d.slice(0, 3), card(turned), ...l.slice(3), ...d.slice(3), ...list(talon)];
  return G.deal(G.newSession(G.defaultRules, 0), pack);
}

const decide = (s: SchnapsenState): number => easySchnapsen(G.view(s, G.toMove(s)!), G.legalActions(s), 'easy');

describe('easy', () => {
  test('SN-8: it exchanges the trump Unter for the trump card whenever it may', () => {
    // Trump hearts (HT turned); the leader holds HU.
    const s = deal('HU EA GK GO SU', 'HA EK EO ET GU', 'HT', 'HK HO EU GA GT SA ST SK SO');
    expect(decide(s)).toBe(EXCHANGE);
  });

  test('SN-10: it announces a marriage, the trump marriage first, and leads its Ober', () => {
    // Trump hearts; the leader holds the leaves and the heart marriages.
    let s = deal('GK GO HK HO SU', 'HA EK EO ET GU', 'HT', 'HU EU EA GA GT SA ST SK SO');
    expect(decide(s)).toBe(marryAction(2));
    s = play(s, marryAction(2));
    expect(decide(s)).toBe(card('HO'));
  });

  test('SN-5: with the talon open it takes a led Ace with its cheapest trump', () => {
    // Trump hearts; the leader leads EA; the follower holds HU HO and no acorn.
    let s = deal('EA GK GO SU SO', 'HU HO GA ST SK', 'HT', 'HK HA EU EK EO ET GU GT SA');
    s = play(s, card('EA'));
    expect(decide(s)).toBe(card('HU'));
  });

  test('SN-7: in strict play it wins as cheaply as it can', () => {
    // The leader closes and leads EK; the follower holds ET and EA: both win, ET is the cheaper.
    let s = deal('EK GK GO SU SO', 'ET EA HU HO ST', 'HT', 'HK HA EU EO GU GT GA SA SK');
    s = play(s, CLOSE);
    s = play(s, card('EK'));
    expect(decide(s)).toBe(card('ET'));
  });
});
