/**
 * The table's model over real engine states (built as the server builds them): seats and places, whose turn,
 * what may be played and why not, the partner, the sorted hand, the trick on the felt, the session's length.
 */
import { describe, expect, it } from 'vitest';
import { formatCard, parseCard } from '../../../engine/cards.js';
import { gameById } from '../../../engine/games.js';
import { schneiderTable } from '../games/bohemian-schneider/table.js';
import { schafkopfTable } from '../games/schafkopf/table.js';
import {
  callOf,
  legalNow,
  openEnded,
  placeOf,
  refusalOf,
  refusedChoices,
  rolesOf,
  seatCount,
  sessionLength,
  statusOf,
  tableModel,
  trickOnTable,
} from './model.js';
import { called, calledAceDeal } from '../games/schafkopf/deals.testing.js';
import { dealOf, play, seatStateOf, tableInfoOf } from './seat-states.testing.js';

const schneider = gameById('bohemian-schneider')!;
const g = (c: string) => parseCard('german', c)!;
const codes = (cards: readonly number[]) => cards.map((c) => formatCard('german', c)).join(' ');

describe('seats', () => {
  it('the seat count is the table’s own list of seats, else the view’s hand sizes', () => {
    const t = calledAceDeal();
    const s = seatStateOf(t, 0);
    expect(seatCount(tableInfoOf(t, 0), s.view)).toBe(4);
    expect(seatCount(null, s.view)).toBe(4);
    const bs = dealOf(schneider, 'french', schneider.pack(schneider.defaultRules), 0);
    expect(seatCount(null, seatStateOf(bs, 0).view)).toBe(2);
  });
  it('places: you at the bottom, then left, across, right; at a two-seat table the other sits across', () => {
    expect([0, 1, 2, 3].map((s) => placeOf(s, 2, 4))).toEqual(['across', 'right', 'you', 'left']);
    expect([0, 1].map((s) => placeOf(s, 1, 2))).toEqual(['across', 'you']);
  });
  it('places at a three-seat table: the next seat clockwise on the left, the one after on the right, nobody across', () => {
    expect([0, 1, 2].map((s) => placeOf(s, 0, 3))).toEqual(['you', 'left', 'right']);
    expect([0, 1, 2].map((s) => placeOf(s, 2, 3))).toEqual(['left', 'right', 'you']);
  });
});

describe('whose turn, and what may be played', () => {
  it('in the auction, the bids are the choices and no card is playable', () => {
    const s = seatStateOf(calledAceDeal(), 0);
    const now = legalNow(s, true);
    expect(now.cards.size).toBe(0);
    expect(now.choices.map((a) => a.text)).toContain('bid:rufer-E');
    expect(now.choices.map((a) => a.text)).not.toContain('bid:rufer-G');
  });
  it('a card is playable only on the human’s turn, and only when the screen shows the newest state', () => {
    const t = called();
    const s = seatStateOf(t, 0);
    expect(s.yourTurn).toBe(true);
    expect(legalNow(s, true).cards.size).toBeGreaterThan(0);
    expect(legalNow(s, false).cards.size).toBe(0);
    expect(legalNow(seatStateOf(t, 1), true).cards.size).toBe(0);
  });
  it('why a held card is refused: the engine’s refusal, with its rule and parameters (SK-18)', () => {
    const s = seatStateOf(called(), 0);
    const playable = legalNow(s, true).cards;
    // The Daus of leaves' holder, with one other leaf, may lead leaves only with the Daus.
    expect(playable.has(g('G9'))).toBe(false);
    expect(playable.has(g('GA'))).toBe(true);
    expect(refusalOf(s, g('G9'))).toMatchObject({ code: 'ILLEGAL_CARD', rule: 'SK-18', params: { suit: 1 } });
    expect(refusalOf(s, g('GA'))).toBeUndefined();
  });
  it('refused bids carry the engine’s reasons: an Ace you hold (SK-9), a Solo without its suit (SK-11)', () => {
    const s = seatStateOf(calledAceDeal(), 0);
    const refused = refusedChoices(s, true);
    expect(refused.find((r) => r.text === 'bid:rufer-G')).toMatchObject({ rule: 'SK-9', params: { aceHeld: true } });
    expect(refused.find((r) => r.text === 'bid:solo-H')).toMatchObject({ rule: 'SK-11', params: { suit: 2 } });
    expect(refusedChoices(s, false)).toEqual([]);
  });
});

describe('the partner (SK-19)', () => {
  it('the partner knows himself from the start; the others learn it when the called Ace is played', () => {
    const t = called();
    expect(schafkopfTable.partner(seatStateOf(t, 0).view)).toBe(0);
    expect(schafkopfTable.partner(seatStateOf(t, 1).view)).toBeNull();
    expect(rolesOf(schafkopfTable, seatStateOf(t, 1).view, 1)).toEqual(['table:seat.declarer']);
    expect(rolesOf(schafkopfTable, seatStateOf(t, 1).view, 0)).toEqual([]);
    play(t, 'play:GA');
    expect(schafkopfTable.partner(seatStateOf(t, 1).view)).toBe(0);
    expect(rolesOf(schafkopfTable, seatStateOf(t, 1).view, 0)).toEqual(['table:seat.partner']);
  });
  it('no roles while the auction lasts; each seat’s call is shown under its name meanwhile', () => {
    const t = play(calledAceDeal(), 'bid:pass', 'bid:rufer-G');
    const v = seatStateOf(t, 2).view;
    expect(rolesOf(schafkopfTable, v, 1)).toEqual([]);
    expect([0, 1, 2].map((seat) => callOf(schafkopfTable, v, seat))).toEqual(['pass', 'rufer-G', null]);
    expect(callOf(schafkopfTable, seatStateOf(called(), 0).view, 1)).toBeNull();
  });
});

describe('the hand', () => {
  it('is held in the game’s order: the Rufer order in the auction, the contract’s after it (SK-14)', () => {
    const t = calledAceDeal();
    const info = tableInfoOf(t, 0);
    expect(codes(tableModel(schafkopfTable, info, seatStateOf(t, 0), true, 'german').hand)).toBe(
      'EO SO E8 E7 GA G9 S8 S7',
    );
    const solo = play(calledAceDeal(), 'bid:solo-S', 'bid:pass', 'bid:pass', 'bid:pass');
    expect(codes(tableModel(schafkopfTable, info, seatStateOf(solo, 0), true, 'german').hand)).toBe(
      'EO SO S8 S7 E8 E7 GA G9',
    );
  });
});

describe('the trick on the felt', () => {
  it('none in the auction; the current trick with each card’s seat; then the finished one with its winner', () => {
    expect(trickOnTable(seatStateOf(calledAceDeal(), 0), 4).index).toBe(-1);
    const t = play(called(), 'play:E7', 'play:EA');
    const current = trickOnTable(seatStateOf(t, 0), 4);
    expect(current).toMatchObject({ done: false, winner: null, index: 0 });
    expect(current.cards).toEqual([
      { seat: 0, card: g('E7') },
      { seat: 1, card: g('EA') },
    ]);
    play(t, 'play:GK', 'play:E9');
    const done = trickOnTable(seatStateOf(t, 0), 4);
    expect(done).toMatchObject({ done: true, winner: 1, winningCard: g('EA'), index: 0 });
    expect(done.cards.map((c) => c.seat)).toEqual([0, 1, 2, 3]);
  });
});

describe('the session', () => {
  it('a score sheet runs the table’s chosen number of deals, or on until closed (SK-25)', () => {
    const t = calledAceDeal();
    expect(sessionLength(schafkopfTable, tableInfoOf(t, 0, { sessionDeals: 8 }))).toBe(8);
    expect(openEnded(schafkopfTable, tableInfoOf(t, 0, { sessionDeals: 8 }))).toBe(false);
    expect(sessionLength(schafkopfTable, tableInfoOf(t, 0))).toBeNull();
    expect(openEnded(schafkopfTable, tableInfoOf(t, 0))).toBe(true);
  });
  it('Bohemian Schneider plays six deals (BS-11), or a match to its target (BS-C3, BS-V4)', () => {
    const info = (rules: object) =>
      tableInfoOf(dealOf(schneider, 'french', schneider.pack(schneider.defaultRules), 0, rules), 0);
    expect(sessionLength(schneiderTable, info({}))).toBe(6);
    expect(sessionLength(schneiderTable, info({ variants: ['trump'] }))).toBe(6);
    expect(sessionLength(schneiderTable, info({ ruleset: 'cardrulesplus' }))).toBeNull();
    expect(sessionLength(schneiderTable, info({ variants: ['cumulative'] }))).toBeNull();
    expect(openEnded(schneiderTable, info({}))).toBe(false);
  });
});

describe('the status line', () => {
  const idle = { connected: true, reconnecting: false, pending: false };
  it('says whose turn it is, and what to do', () => {
    const t = calledAceDeal();
    expect(statusOf(seatStateOf(t, 0), idle)).toEqual({ key: 'table:status.yourTurnBid', seat: null });
    expect(statusOf(seatStateOf(t, 1), idle)).toEqual({ key: 'table:status.waitingBid', seat: 0 });
    expect(statusOf(seatStateOf(t, 1, { thinking: true }), idle)).toEqual({ key: 'table:status.thinking', seat: 0 });
    const p = play(called(), 'play:E7');
    expect(statusOf(seatStateOf(called(), 0), idle)?.key).toBe('table:status.yourTurnLead');
    expect(statusOf(seatStateOf(p, 1), idle)?.key).toBe('table:status.yourTurnPlay');
  });
  it('in a step of the game’s own another seat chooses, neither bids nor plays; the person’s own is a move', () => {
    const waiting = seatStateOf(calledAceDeal(), 1);
    expect(statusOf({ ...waiting, step: 'call' }, idle)).toEqual({ key: 'table:status.waitingMove', seat: 0 });
    expect(statusOf({ ...waiting, phase: 'play', step: 'answer' }, idle)?.key).toBe('table:status.waitingMove');
    expect(statusOf({ ...waiting, phase: 'play', step: 'play' }, idle)?.key).toBe('table:status.waitingFor');
    const mine = seatStateOf(calledAceDeal(), 0);
    expect(statusOf({ ...mine, step: 'call', legal: [{ action: 3 * 4096 + 2, text: 'trump:H' }] }, idle)?.key).toBe(
      'table:status.yourTurnMove',
    );
  });
  it('the connection comes first: reconnecting, then a move on its way', () => {
    const s = seatStateOf(calledAceDeal(), 0);
    expect(statusOf(s, { connected: false, reconnecting: true, pending: false })?.key).toBe(
      'table:status.reconnecting',
    );
    expect(statusOf(s, { ...idle, pending: true })?.key).toBe('table:status.sending');
  });
  it('a finished game has no status line (not "The deal is over." beside its end panel)', () => {
    const s = seatStateOf(calledAceDeal(), 0);
    expect(statusOf({ ...s, phase: 'over' }, idle)?.key).toBe('table:status.dealOver');
    expect(statusOf({ ...s, phase: 'over', status: 'finished' }, idle)).toBeNull();
  });
});

describe('the model of one state', () => {
  it('puts together the seats, the turn, the hand, the partner and the middle of the felt', () => {
    const t = called();
    const m = tableModel(schafkopfTable, tableInfoOf(t, 0, { sessionDeals: 4 }), seatStateOf(t, 0), true, 'german');
    expect(m).toMatchObject({
      seats: 4,
      human: 0,
      others: [1, 2, 3],
      yourTurn: true,
      playing: true,
      partner: 0,
      sessionLength: 4,
      openEnded: false,
      showsAuction: false,
      finishedDeal: null,
    });
    expect(m.playable.has(g('G9'))).toBe(false);
    const auction = tableModel(schafkopfTable, tableInfoOf(t, 0), seatStateOf(calledAceDeal(), 0), true, 'german');
    expect(auction).toMatchObject({ showsAuction: true, playing: false, yourTurn: true });
  });
});
