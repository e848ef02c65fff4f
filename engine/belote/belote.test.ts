/**
 * Belote as RULES.md gives it (BE-1 … BE-18, BE-A1 … BE-A4, BE-C1 … BE-C7, the worked checks and the records
 * paragraph): one describe per rule id, with hands made by hand; then property tests over random legal deals
 * of each ruleset (cards conserved, points 162 or 252, every refusal coded and tied to a rule, views without an
 * unseen card, partners' hands never shared); then perft from fresh deals, worked out by hand. The reference
 * written from RULES.md alone is in reference.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Action, Seat } from '../action.js';
import { type Card, type Suit, formatCard, parseCard } from '../cards.js';
import { cardsOf, maskOf } from '../cardset.js';
import { RULE_ERROR_CODES, type RuleError } from '../errors.js';
import { GAMES } from '../games.js';
import { randomBelow, seededRandom, shuffle } from '../random.js';
import { formatAction, legalReport, perft, readAction, replay, replayReport } from '../record.js';
import { sidesOf } from '../sides.js';
import { combinationKey, compareKeys, dutyCards } from './cards.js';
import { explainBeloteTricks } from './explain.js';
import {
  type BeloteOutcome,
  type BeloteRules,
  type BeloteSession,
  type BeloteState,
  PACK,
  belote as G,
  combinationsOf,
  completeHands,
  dealHands,
} from './index.js';
import { DEAL_FIELDS } from './records.testing.js';
import { type DealFacts, matchWinner, scoreBase, scoreContree, validAnnouncements } from './scoring.js';

// ---------------------------------------------------------------------------------------------------------------
// Cards, hands and scripts.

const card = (code: string): Card => {
  const c = parseCard('french', code);
  if (c === undefined) throw new Error(`not a French card code: ${code}`);
  return c;
};
const code = (c: Card): string => formatCard('french', c);
const codes = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean);
const ALL = PACK.map(code);
const sorted = (list: readonly string[]) => [...list].sort();
const hand = (s: BeloteState, seat: Seat) => sorted(cardsOf(s.hands[seat]!).map(code));
const mask = (text: string) => maskOf(codes(text).map(card));
const HEARTS: Suit = 2;
const SPADES: Suit = 1;

/** BE-3: P1 … P4 of a dealer. */
const order = (dealer: Seat): Seat[] => [1, 2, 3, 4].map((k) => (dealer + 3 * k) % 4);

function checkPack(pack: string[]): string[] {
  if (pack.length !== 32 || sorted(pack).join() !== sorted(ALL).join()) throw new Error(`not the 32 cards: ${pack}`);
  return pack;
}

/**
 * BE-5, BE-8: the pack order that leaves each seat the eight cards `hands[seat]` once `taker` has taken the
 * turned card (which his eight include).
 */
function basePack(dealer: Seat, hands: Record<Seat, string>, turned: string, taker: Seat): string[] {
  const h = order(dealer).map((seat) => codes(hands[seat]!).filter((c) => seat !== taker || c !== turned));
  return checkPack([
    ...h.flatMap((x) => x.slice(0, 3)),
    ...h.flatMap((x) => x.slice(3, 5)),
    turned,
    ...h.flatMap((x) => x.slice(5)),
  ]);
}

/** BE-C1: the pack order that deals each seat `hands[seat]`. */
function contreePack(dealer: Seat, hands: Record<Seat, string>): string[] {
  const h = order(dealer).map((seat) => codes(hands[seat]!));
  return checkPack([
    ...h.flatMap((x) => x.slice(0, 3)),
    ...h.flatMap((x) => x.slice(3, 5)),
    ...h.flatMap((x) => x.slice(5)),
  ]);
}

interface Start {
  readonly dealer?: Seat;
  readonly ruleset?: 'cardavia' | 'contree';
  readonly variants?: string[];
  readonly target?: number;
  readonly litige?: number;
}

function rulesOf({ ruleset = 'cardavia', variants = [], target }: Start = {}): BeloteRules {
  const rules = G.parseRules({ ruleset, variants, ...(target === undefined ? {} : { target }) });
  if (!rules.ok) throw new Error(rules.error);
  return rules.value;
}

function start(pack: readonly string[], options: Start = {}): BeloteState {
  const session: BeloteSession = {
    ...G.newSession(rulesOf(options), options.dealer ?? 0),
    litige: options.litige ?? 0,
  };
  return G.deal(session, pack.map(card));
}

const act = (text: string): Action => {
  const a = readAction(G, 'french', text);
  if (!a.ok) throw new Error(a.error);
  return a.value;
};

/** Applies a script of `seat action` steps separated by commas: `3 bid:pass, 2 bid:take, 3 play:SA`. */
function run(s: BeloteState, script: string): BeloteState {
  let st = s;
  for (const step of script
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    const [seat, text] = step.split(' ');
    const r = G.apply(st, Number(seat), act(text!));
    if (!r.ok) throw new Error(`${step}: ${r.error.message}`);
    st = r.value;
  }
  return st;
}

function refused(s: BeloteState, seat: Seat, text: string): RuleError {
  const r = G.apply(s, seat, act(text));
  if (r.ok) throw new Error(`${seat} ${text} was accepted`);
  return r.error;
}

const legal = (s: BeloteState): string[] =>
  G.legalActions(s)
    .map((a) => formatAction(G, 'french', a))
    .sort();
const plays = (s: BeloteState): string[] => legal(s).filter((a) => a.startsWith('play:'));

/** Plays the rest of the deal by the first legal action each time. */
function finish(s: BeloteState): BeloteState {
  let st = s;
  while (G.phase(st) !== 'over') {
    const r = G.apply(st, G.toMove(st)!, G.legalActions(st)[0]!);
    if (!r.ok) throw new Error(r.error.message);
    st = r.value;
  }
  return st;
}

const facts = (f: Partial<DealFacts> & Pick<DealFacts, 'taker' | 'cardPoints'>): DealFacts => ({
  tricks: [4, 4],
  beloteSide: -1,
  announcements: [0, 0],
  ...f,
});

/**
 * The worked check of BE-11: dealer 0 (P1 = 3, P2 = 2, P3 = 1, P4 = 0), seat 1 takes the turned H8, trumps
 * hearts. Seat 3 holds every spade; seats 2, 1 and 0 none.
 */
const WORKED_HANDS: Record<Seat, string> = {
  3: 'SA SK SQ SJ ST S9 S8 S7',
  2: 'H7 HA HT HK HQ DQ DK DA',
  1: 'HJ H8 CA CK CQ CJ CT C9',
  0: 'H9 C7 C8 D7 D8 D9 DT DJ',
};
/** Dealer 0: eight passes, two rounds. */
const PASS_ALL = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `${order(0)[i % 4]} bid:pass`).join(',');

const workedBase = () => run(start(basePack(0, WORKED_HANDS, 'H8', 1)), '3 bid:pass, 2 bid:pass, 1 bid:take');
const workedContree = () =>
  run(
    start(contreePack(0, WORKED_HANDS), { ruleset: 'contree' }),
    '3 bid:pass, 2 bid:pass, 1 bid:80-H, 0 bid:pass, 3 bid:pass, 2 bid:pass',
  );

// ---------------------------------------------------------------------------------------------------------------
// Table and cards.

describe('BE-1: the 32-card French pack, French-suited decks only, paris-piquet by default', () => {
  test('the pack is A K Q J T 9 8 7 in four suits', () => {
    expect(ALL).toHaveLength(32);
    expect(new Set(ALL.map((c) => c[1])).size).toBe(8);
    expect(G.suitSystems).toEqual(['french']);
    expect(G.defaultDeck).toBe('paris-piquet');
  });
  test('a record with a German-suited deck does not read; without a deck it reads French codes', () => {
    const deal = { cards: ALL, actions: [] };
    const german = replay({ format: 'cardavia/1', game: 'belote', deck: 'vienna-tell', deals: [] }, [...GAMES, G]);
    expect(german.kind).toBe('unreadable');
    const french = replay({ format: 'cardavia/1', game: 'belote', deals: [deal] }, [...GAMES, G]);
    expect(french.kind).toBe('ok');
  });
});

describe('BE-2: seats 0 and 2 against seats 1 and 3; per-side figures', () => {
  test('the sides, and a deal scores both partners alike while the totals are per side', () => {
    expect(sidesOf(G)).toEqual([
      [0, 2],
      [1, 3],
    ]);
    const end = finish(workedBase());
    const o = G.outcome(end)!;
    expect(G.scores(o)).toEqual([o.scores[0], o.scores[1], o.scores[0], o.scores[1]]);
    expect(G.settle(G.newSession(rulesOf(), 0), o).totals).toEqual(o.scores);
  });
});

describe('BE-3: everything goes anticlockwise', () => {
  test('dealer 0: P1 = 3 speaks and leads first, then 2, 1, 0; the next dealer is 3, after a passed deal too', () => {
    let s = start(ALL);
    expect(G.toMove(s)).toBe(3);
    s = run(s, '3 bid:pass, 2 bid:pass, 1 bid:pass, 0 bid:pass');
    expect(G.toMove(s)).toBe(3);
    s = run(s, '3 bid:pass, 2 bid:pass, 1 bid:pass, 0 bid:pass');
    const o = G.outcome(s)!;
    expect(o.result).toBe('passed');
    expect(G.settle(G.newSession(rulesOf(), 0), o).dealer).toBe(3);
    expect(G.settle(G.newSession(rulesOf(), 1), o).dealer).toBe(0);
    const played = run(workedBase(), '3 play:SA, 2 play:H7, 1 play:HJ, 0 play:H9');
    expect(played.tricks[0]!.cards.map(code)).toEqual(['SA', 'H7', 'HJ', 'H9']);
  });
  test('a finished deal passes the deal to the right', () => {
    const o = G.outcome(finish(workedBase()))!;
    expect([0, 1, 2, 3].map((d) => G.settle(G.newSession(rulesOf(), d), o).dealer)).toEqual([3, 0, 1, 2]);
  });
});

describe('BE-4: order and points', () => {
  test('in trumps J 9 A T K Q 8 7, elsewhere A T K Q J 9 8 7; a trump beats any plain card', () => {
    let s = workedBase();
    s = run(s, '3 play:SA, 2 play:H7, 1 play:HJ, 0 play:H9');
    expect(s.tricks[0]!.winner).toBe(1); // HJ over H9 over H7
    s = run(s, '1 play:CA, 0 play:C7, 3 play:S7, 2 play:HA');
    expect(s.tricks[1]!.winner).toBe(2);
    // 11 + 0 + 20 + 14 to side 1; 11 + 0 + 0 + 11 to side 0.
    expect(s.cardPoints).toEqual([22, 45]);
  });
  test('152 in the cards and 10 for the last trick, 162; a capot makes it 252', () => {
    const end = finish(workedBase());
    const total = end.cardPoints[0]! + end.cardPoints[1]!;
    expect(total).toBe(end.sideTricks.includes(8) ? 252 : 162);
    const capot = scoreBase(facts({ taker: 1, cardPoints: [0, 252], tricks: [0, 8] }), 0);
    expect(capot.scores).toEqual([0, 252]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Deal and taking.

describe('BE-5: dealing by pack index, three then two, card 20 turned', () => {
  test('dealer 0: 0-2 and 12-13 to seat 3, 3-5 and 14-15 to seat 2, 6-8 and 16-17 to seat 1, 9-11 and 18-19 to seat 0', () => {
    const { hands, turned, stock } = dealHands(PACK, 0, 'cardavia');
    const at = (...i: number[]) => sorted(i.map((k) => code(PACK[k]!)));
    expect(sorted(cardsOf(hands[3]!).map(code))).toEqual(at(0, 1, 2, 12, 13));
    expect(sorted(cardsOf(hands[2]!).map(code))).toEqual(at(3, 4, 5, 14, 15));
    expect(sorted(cardsOf(hands[1]!).map(code))).toEqual(at(6, 7, 8, 16, 17));
    expect(sorted(cardsOf(hands[0]!).map(code))).toEqual(at(9, 10, 11, 18, 19));
    expect(turned).toBe(PACK[20]);
    expect(stock).toEqual(PACK.slice(21));
  });
  test('the turned card is seen by all seats and the spectator; the waiting cards by none', () => {
    const s = start(ALL);
    for (const v of [0, 1, 2, 3].map((seat) => G.view(s, seat)).concat(G.spectatorView(s))) {
      expect(v.turnedCard).toBe(card(ALL[20]!));
      expect(v.handSizes).toEqual([5, 5, 5, 5]);
      expect(JSON.stringify(v)).not.toContain('stock');
    }
  });
});

describe('BE-6: the first round, take or pass', () => {
  test('P1 may take or pass; take makes the turned suit trumps and ends the bidding', () => {
    const s = start(ALL);
    expect(legal(s)).toEqual(['bid:pass', 'bid:take']);
    const taken = run(s, '3 bid:pass, 2 bid:take');
    expect(taken.taker).toBe(2);
    expect(taken.trump).toBe(card(ALL[20]!) >> 3);
    expect(G.phase(taken)).toBe('play');
  });
  test('take-X in the first round is refused as ILLEGAL_BID (BE-6)', () => {
    const e = refused(start(ALL), 3, 'bid:take-H');
    expect([e.code, e.rule]).toEqual(['ILLEGAL_BID', 'BE-6']);
    expect(refused(start(ALL), 3, 'bid:80-H').code).toBe('ILLEGAL_BID');
  });
});

describe('BE-7: the second round names another suit; nobody taking passes the deal', () => {
  const second = () => run(start(ALL), '3 bid:pass, 2 bid:pass, 1 bid:pass, 0 bid:pass');
  test('after four passes, P1 again: take-X for the three other suits, or pass', () => {
    const s = second();
    const turnedSuit = ALL[20]![0]!;
    expect(G.toMove(s)).toBe(3);
    expect(legal(s)).toEqual(
      sorted(['bid:pass', ...['C', 'D', 'H', 'S'].filter((x) => x !== turnedSuit).map((x) => `bid:take-${x}`)]),
    );
    for (const bad of ['bid:take', `bid:take-${turnedSuit}`]) {
      const e = refused(s, 3, bad);
      expect([e.code, e.rule]).toEqual(['ILLEGAL_BID', 'BE-7']);
    }
  });
  test('eight passes: the deal is over without score and the held points wait', () => {
    const s = run(second(), '3 bid:pass, 2 bid:pass, 1 bid:pass, 0 bid:pass');
    expect(G.phase(s)).toBe('over');
    const o = G.outcome(run(start(ALL, { litige: 71 }), PASS_ALL))!;
    expect(G.report(o, 'french')).toMatchObject({
      contract: null,
      taker: null,
      trump: null,
      result: 'passed',
      scores: [0, 0],
      litigePending: 71,
      turnedCard: ALL[20],
    });
  });
});

describe('BE-8: completing the hands after the taking', () => {
  test('worked check: seat 1 takes D9; 21-23 to seat 3, 24-26 to seat 2, 27-28 to seat 1, 29-31 to seat 0', () => {
    const pack = [...ALL];
    const d9 = pack.indexOf('D9');
    [pack[20], pack[d9]] = [pack[d9]!, pack[20]!];
    const s = run(start(pack), '3 bid:pass, 2 bid:pass, 1 bid:take');
    expect(s.trump).toBe(3); // diamonds
    const at = (...i: number[]) => i.map((k) => pack[k]!);
    const { hands } = dealHands(pack.map(card), 0, 'cardavia');
    const five = (seat: Seat) => cardsOf(hands[seat]!).map(code);
    expect(hand(s, 3)).toEqual(sorted([...five(3), ...at(21, 22, 23)]));
    expect(hand(s, 2)).toEqual(sorted([...five(2), ...at(24, 25, 26)]));
    expect(hand(s, 1)).toEqual(sorted([...five(1), 'D9', ...at(27, 28)]));
    expect(hand(s, 0)).toEqual(sorted([...five(0), ...at(29, 30, 31)]));
    expect(G.toMove(s)).toBe(3);
  });
  test('a taker who named another suit in round two also gets the turned card', () => {
    const s = run(start(ALL), '3 bid:pass, 2 bid:pass, 1 bid:pass, 0 bid:pass, 3 bid:pass, 2 bid:pass, 1 bid:pass');
    const other = ['C', 'D', 'H', 'S'].find((x) => x !== ALL[20]![0])!;
    const taken = run(s, `0 bid:take-${other}`);
    expect(hand(taken, 0)).toContain(ALL[20]);
    expect(taken.hands.map((h) => cardsOf(h).length)).toEqual([8, 8, 8, 8]);
    expect(completeHands([0, 0, 0, 0], PACK.slice(21), 0, 0).map((h) => cardsOf(h).length)).toEqual([2, 3, 3, 3]);
  });
});

describe('BE-9: the taker and his partner are the takers', () => {
  test('the contract names the taker and his partner opposite', () => {
    const o = G.outcome(finish(workedBase()))!;
    expect(G.contract!(o)).toMatchObject({ declarer: 1, partner: 3 });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Play.

describe('BE-10: P1 leads, the winner leads next, eight tricks', () => {
  test('seat 3 leads the first trick; the trick goes to the highest trump, else the led suit', () => {
    let s = workedBase();
    expect(G.toMove(s)).toBe(3);
    s = run(s, '3 play:SA, 2 play:H7, 1 play:HJ, 0 play:H9');
    expect(G.toMove(s)).toBe(1);
    const end = finish(s);
    expect(end.tricks).toHaveLength(8);
  });
});

describe('BE-11: the duties of play', () => {
  test('worked check: trump without the led suit; overtrump an opponent; a lower trump all the same', () => {
    let s = run(workedBase(), '3 play:SA');
    // Seat 2, no spades, partner not winning: must trump (any trump, none is in the trick yet).
    expect(plays(s)).toEqual(sorted(['play:H7', 'play:HA', 'play:HT', 'play:HK', 'play:HQ']));
    expect([refused(s, 2, 'play:DA').code, refused(s, 2, 'play:DA').rule]).toEqual(['ILLEGAL_CARD', 'BE-11']);
    s = run(s, '2 play:H7');
    // Seat 1, an opponent winning with H7: must overtrump, HJ or H8.
    expect(plays(s)).toEqual(['play:H8', 'play:HJ']);
    s = run(s, '1 play:HJ');
    // Seat 0 cannot beat HJ but must still trump.
    expect(plays(s)).toEqual(['play:H9']);
  });
  test('(a) on a trump lead, overtrump even when the partner is winning (worked check: HA over HT)', () => {
    const hearts = HEARTS;
    expect(dutyCards(hearts, mask('HA H7 C7'), codes('HT H8').map(card), true, true)).toBe(mask('HA'));
    // No higher trump: any trump; no trump: any card (c).
    expect(dutyCards(hearts, mask('H7 H8 C7'), codes('HT').map(card), false, true)).toBe(mask('H7 H8'));
    expect(dutyCards(hearts, mask('C7 D8'), codes('HT').map(card), false, true)).toBe(mask('C7 D8'));
  });
  test('(b) no card of the led suit while the partner holds the trick: any card, a low trump included', () => {
    let s = run(workedBase(), '3 play:SA, 2 play:H7, 1 play:HJ, 0 play:H9');
    // Seat 1 leads CA; seat 0 follows; seat 3 (partner of 1, winning) has no clubs: anything.
    s = run(s, '1 play:CA, 0 play:C7');
    expect(plays(s)).toEqual(
      codes('SK SQ SJ ST S9 S8 S7')
        .map((c) => `play:${c}`)
        .sort(),
    );
    // Seat 2 has no clubs and its partner is not winning: it must trump.
    s = run(s, '3 play:S7');
    expect(plays(s)).toEqual(sorted(['play:HA', 'play:HT', 'play:HK', 'play:HQ']));
  });
  test('(a) a player holding the led plain suit follows it with any card of it, no duty to beat', () => {
    const s = run(workedBase(), '3 play:SA, 2 play:H7, 1 play:HJ, 0 play:H9, 1 play:C9');
    expect(plays(s)).toEqual(['play:C7', 'play:C8']);
    // The Ace may stay back under a led King, and a trump is not allowed while a spade is held.
    expect(dutyCards(HEARTS, mask('SA S7 H7'), [card('SK')], false, true)).toBe(mask('SA S7'));
  });
});

describe('BE-12: belote-rebelote', () => {
  const atSeat2 = () => run(workedBase(), '3 play:SA');
  test('announced just before the first of the trump King and Queen, which must then be played', () => {
    const s = atSeat2();
    expect(legal(s)).toContain('belote');
    const said = run(s, '2 belote');
    expect(legal(said)).toEqual(['play:HK', 'play:HQ']);
    const e = refused(said, 2, 'play:H7');
    expect([e.code, e.rule]).toEqual(['ILLEGAL_CARD', 'BE-12']);
    expect(refused(said, 2, 'belote').code).toBe('ILLEGAL_MOVE');
    const played = run(said, '2 play:HK');
    expect(played.beloteSeat).toBe(2);
    expect(G.view(played, 1).belote).toBe(2);
  });
  test('refused without both cards, once the first is played without it, or when neither may be played now', () => {
    const s = atSeat2();
    const none = refused(run(s, '2 play:H7'), 1, 'belote');
    expect([none.code, none.rule, none.params.reason]).toEqual(['ILLEGAL_MOVE', 'BE-12', 'not-held']);
    const lost = run(s, '2 play:HK, 1 play:HJ, 0 play:H9, 1 play:CA, 0 play:C7, 3 play:S7');
    const e = refused(lost, 2, 'belote');
    expect([e.code, e.rule, e.params.reason]).toEqual(['ILLEGAL_MOVE', 'BE-12', 'played']);
    // Seat 0 overtrumps H8 with H9 and leads diamonds: seat 2 must follow with one, so neither King nor Queen.
    const diamonds = run(s, '2 play:H7, 1 play:H8, 0 play:H9, 0 play:D7, 3 play:S7');
    expect(G.toMove(diamonds)).toBe(2);
    expect(legal(diamonds)).not.toContain('belote');
    expect(refused(diamonds, 2, 'belote').params.reason).toBe('not-legal');
  });
  test('the belote is kept whatever happens in the base ruleset: the takers dedans keep it', () => {
    const r = scoreBase(facts({ taker: 1, cardPoints: [81, 81], beloteSide: 1 }), 0);
    // Takers 101 against 81: made. Dedans with their belote: they score it alone.
    expect(r.result).toBe('made');
    const d = scoreBase(facts({ taker: 1, cardPoints: [120, 42], beloteSide: 1 }), 0);
    expect([d.result, d.scores]).toEqual(['dedans', [162, 20]]);
  });
  test('a belote during the taking is WRONG_PHASE', () => {
    expect(refused(start(ALL), 3, 'belote').code).toBe('WRONG_PHASE');
    expect(refused(workedBase(), 3, 'bid:pass').code).toBe('WRONG_PHASE');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Scoring.

describe('BE-13: a side’s total', () => {
  test('the card points with the last trick, the belote and the valid announcements', () => {
    const r = scoreBase(facts({ taker: 0, cardPoints: [80, 82], beloteSide: 0, announcements: [20, 0] }), 0);
    expect([r.result, r.scores]).toEqual(['made', [120, 82]]);
  });
});

describe('BE-14: made, each side its own total', () => {
  test('worked check: takers (side 1) 92, defenders 70: made, 92 and 70', () => {
    const r = scoreBase(facts({ taker: 1, cardPoints: [70, 92] }), 0);
    expect([r.result, r.scores]).toEqual(['made', [70, 92]]);
  });
});

describe('BE-15: dedans', () => {
  test('worked check: takers 81, defenders 81 with their belote: side 1 0, side 0 182', () => {
    const r = scoreBase(facts({ taker: 1, cardPoints: [81, 81], beloteSide: 0 }), 0);
    expect([r.result, r.scores]).toEqual(['dedans', [182, 0]]);
  });
  test('defenders who won all eight tricks score 252; the takers’ valid announcements go to them (BE-A4)', () => {
    const r = scoreBase(facts({ taker: 1, cardPoints: [252, 0], tricks: [8, 0], announcements: [0, 50] }), 0);
    expect([r.result, r.scores]).toEqual(['dedans', [302, 0]]);
  });
});

describe('BE-16: litige, the points held over', () => {
  test('worked check: takers 71 + belote, defenders 91: side 0 91, side 1 20, 71 held; then a dedans pays 233', () => {
    const r = scoreBase(facts({ taker: 1, cardPoints: [91, 71], beloteSide: 1 }), 0);
    expect([r.result, r.scores, r.litigePending]).toEqual(['litige', [91, 20], 71]);
    const next = scoreBase(facts({ taker: 0, cardPoints: [60, 102] }), 71);
    expect([next.result, next.scores, next.litigePending]).toEqual(['dedans', [0, 233], 0]);
    const made = scoreBase(facts({ taker: 0, cardPoints: [100, 62] }), 71);
    expect(made.scores).toEqual([171, 62]);
  });
  test('a further litige adds its points to those held, and a passed deal passes them on', () => {
    const r = scoreBase(facts({ taker: 0, cardPoints: [81, 81] }), 71);
    expect([r.result, r.scores, r.litigePending]).toEqual(['litige', [0, 81], 152]);
    const passed = run(start(ALL, { litige: 152 }), PASS_ALL);
    expect(G.outcome(passed)!.litigePending).toBe(152);
  });
  test('the session carries the held points into the next deal', () => {
    const session: BeloteSession = { ...G.newSession(rulesOf(), 0), litige: 0 };
    const o = { ...G.outcome(finish(workedBase()))!, result: 'litige', scores: [91, 20], litigePending: 71 };
    const after = G.settle(session, o as BeloteOutcome) as BeloteSession;
    expect(after.litige).toBe(71);
    expect(G.deal(after, PACK).held).toBe(71);
  });
});

describe('BE-17: scores are exact', () => {
  test('no rounding: 92 stays 92, 81 + 101 gives 182', () => {
    expect(scoreBase(facts({ taker: 0, cardPoints: [92, 70] }), 0).scores).toEqual([92, 70]);
  });
});

describe('BE-18: the match to the target', () => {
  const made = (scores: number[], tricks = [4, 4]) => ({
    ...scoreBase(facts({ taker: 0, cardPoints: [100, 62], tricks }), 0),
    scores,
  });
  test('worked check: side 0 at 990 dedans with its belote scores 20 (1010) but has not reached 1000', () => {
    const dedans = scoreBase(facts({ taker: 0, cardPoints: [40, 122], beloteSide: 0 }), 0);
    expect(dedans.scores).toEqual([20, 162]);
    expect(matchWinner([1010, 500], 1000, dedans, [3, 5])).toBeNull();
    expect(matchWinner([1010, 1000], 1000, dedans, [3, 5])).toBe(1);
  });
  test('a side that won no trick cannot win on its belote alone', () => {
    const capot = scoreBase(facts({ taker: 1, cardPoints: [0, 252], tricks: [0, 8], beloteSide: 0 }), 0);
    expect(capot.scores).toEqual([20, 252]);
    expect(matchWinner([1005, 300], 1000, capot, [0, 8])).toBeNull();
  });
  test('one side reached wins; both, the higher total; equal totals play on', () => {
    expect(matchWinner([1000, 900], 1000, made([100, 62]), [4, 4])).toBe(0);
    expect(matchWinner([1010, 1020], 1000, made([100, 62]), [4, 4])).toBe(1);
    expect(matchWinner([1010, 1010], 1000, made([100, 62]), [4, 4])).toBeNull();
  });
  test('the default target is 1000; the session ends with the winning side', () => {
    expect(G.defaultRules.target).toBe(1000);
    const o = G.outcome(finish(workedBase()))!;
    const near: BeloteSession = { ...G.newSession(rulesOf({ target: 10 }), 0), litige: 0 };
    const after = G.settle(near, o);
    expect(after.finished).toBe(true);
    expect(after.winner).toBe(o.scores[0]! > o.scores[1]! ? 0 : 1);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Variant `annonces`.

describe('BE-A1: the combinations', () => {
  const of = (text: string) => combinationsOf(mask(text)).map((c) => [c.kind, c.points, c.cards.map(code).join(' ')]);
  test('each maximal run counts once: tierce 20, cinquante 50, cent 100 for 5 to 8', () => {
    expect(of('S7 S8 S9 HA DK')).toEqual([['sequence', 20, 'S7 S8 S9']]);
    expect(of('C8 C9 CT CJ')).toEqual([['sequence', 50, 'C8 C9 CT CJ']]);
    expect(of('C7 C8 C9 CT CJ CQ CK CA')).toEqual([['sequence', 100, 'C7 C8 C9 CT CJ CQ CK CA']]);
    expect(of('H7 H8 HT HJ HQ')).toEqual([['sequence', 20, 'HT HJ HQ']]);
  });
  test('carrés: Jacks 200, Nines 150, Aces, Tens, Kings, Queens 100; Eights and Sevens nothing', () => {
    expect(of('CJ SJ HJ DJ')).toEqual([['carre', 200, 'CJ SJ HJ DJ']]);
    expect(of('C9 S9 H9 D9')[0]![1]).toBe(150);
    expect(of('CQ SQ HQ DQ')[0]![1]).toBe(100);
    expect(of('C8 S8 H8 D8 C7 S7 H7 D7')).toEqual([]);
  });
  test('a card may belong to a carré and to a sequence', () => {
    expect(of('CJ SJ HJ DJ CQ CK').map((c) => c[1])).toEqual([20, 200]);
  });
});

describe('BE-A2: declaring before the first card', () => {
  /** Seat 3 holds SA … S7 (a cent), seat 2 HA HK HQ (a tierce) and the variant is on. */
  const annonces = () =>
    run(start(basePack(0, WORKED_HANDS, 'H8', 1), { variants: ['annonces'] }), '3 bid:pass, 2 bid:pass, 1 bid:take');
  test('a player with a combination may declare before his first card; all his combinations are declared', () => {
    const s = annonces();
    expect(legal(s)).toContain('declare');
    const d = run(s, '3 declare');
    expect(legal(d)).not.toContain('declare');
    expect(d.declared[3]!.map((c) => c.points)).toEqual([100]);
    const e = refused(d, 3, 'declare');
    expect([e.code, e.rule, e.params.reason]).toEqual(['ILLEGAL_MOVE', 'BE-A2', 'second']);
  });
  test('after declare: belote if allowed and the legal cards; declare after belote is refused', () => {
    const s = run(annonces(), '3 play:SA');
    expect(legal(s)).toEqual(expect.arrayContaining(['belote', 'declare', 'play:H7']));
    const d = run(s, '2 declare');
    expect(legal(d)).toContain('belote');
    const b = run(s, '2 belote');
    expect(refused(b, 2, 'declare').code).toBe('ILLEGAL_MOVE');
  });
  test('refused without a combination, after the first card, and without the variant', () => {
    // Seat 1 holds HJ H8 CA CK CT C9 C7 DJ: no run of three, no carré.
    const hands = { ...WORKED_HANDS, 1: 'HJ H8 CA CK CT C9 C7 DJ', 0: 'H9 C8 CJ CQ D7 D8 D9 DT' };
    const s = run(start(basePack(0, hands, 'H8', 1), { variants: ['annonces'] }), '3 bid:pass, 2 bid:pass, 1 bid:take');
    const noCombo = run(s, '3 play:SA, 2 play:H7');
    expect(refused(noCombo, 1, 'declare').params.reason).toBe('no-combination');
    const later = run(s, '3 play:SA, 2 play:H7, 1 play:HJ, 0 play:H9');
    expect(refused(later, 1, 'declare').params.reason).toBe('not-first-card');
    const plain = refused(workedBase(), 3, 'declare');
    expect([plain.code, plain.rule, plain.params.reason]).toEqual(['ILLEGAL_MOVE', 'BE-A2', 'no-variant']);
  });
  test('the combinations are shown to all at the end of the first trick, to the declarer at once', () => {
    let s = run(annonces(), '3 declare');
    expect(G.view(s, 3).declarations).toEqual([{ seat: 3, combinations: s.declared[3] }]);
    expect(G.view(s, 1).declarations).toEqual([{ seat: 3, combinations: null }]);
    expect(G.spectatorView(s).declarations).toEqual([{ seat: 3, combinations: null }]);
    s = run(s, '3 play:SA, 2 play:H7, 1 play:HJ, 0 play:H9');
    expect(G.view(s, 1).declarations).toEqual([{ seat: 3, combinations: s.declared[3] }]);
  });
});

describe('BE-A3: which side scores its announcements', () => {
  const combos = (text: string) => combinationsOf(mask(text));
  test('worked check: a tierce and four Queens (side 1) beat a cinquante (side 0): 120 to side 1', () => {
    const declared = [[], [], combos('H8 H9 HT HJ'), combos('S7 S8 S9 CQ SQ HQ DQ')];
    expect(validAnnouncements(declared, SPADES)).toEqual([0, 120]);
  });
  test('a cent against four Kings: both 100, the carré wins', () => {
    expect(validAnnouncements([combos('C8 C9 CT CJ CQ'), combos('CK SK HK DK'), [], []], HEARTS)).toEqual([0, 100]);
  });
  test('between sequences the longer, then the higher top, then trumps; carrés of 100 A > T > K > Q', () => {
    const key = (text: string, trump = HEARTS) => combinationKey(combos(text)[0]!, trump);
    expect(compareKeys(key('C7 C8 C9 CT CJ CQ'), key('S9 ST SJ SQ SK'))).toBeGreaterThan(0);
    expect(compareKeys(key('C8 C9 CT'), key('S7 S8 S9'))).toBeGreaterThan(0);
    expect(compareKeys(key('H7 H8 H9'), key('S7 S8 S9'))).toBeGreaterThan(0);
    expect(compareKeys(key('CA SA HA DA'), key('CT ST HT DT'))).toBeGreaterThan(0);
    expect(compareKeys(key('CT ST HT DT'), key('CK SK HK DK'))).toBeGreaterThan(0);
    expect(compareKeys(key('CK SK HK DK'), key('CQ SQ HQ DQ'))).toBeGreaterThan(0);
  });
  test('two exactly equal best combinations: no side scores any', () => {
    expect(validAnnouncements([combos('C7 C8 C9'), combos('S7 S8 S9 HA'), [], []], HEARTS)).toEqual([0, 0]);
  });
});

describe('BE-A4: announcements make or break the contract', () => {
  test('they count in the total; a takers’ capot takes the defenders’ valid announcements', () => {
    const broken = scoreBase(facts({ taker: 0, cardPoints: [90, 72], announcements: [0, 50] }), 0);
    expect([broken.result, broken.scores]).toEqual(['dedans', [0, 212]]);
    const capot = scoreBase(facts({ taker: 0, cardPoints: [252, 0], tricks: [8, 0], announcements: [0, 50] }), 0);
    // A takers' capot is made with 252 against 50: the 50 go to the takers.
    expect([capot.result, capot.scores]).toEqual(['made', [302, 0]]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Ruleset `contree`.

describe('BE-C1: all eight cards at once, no card turned', () => {
  test('dealer 0: 0-2, 12-13, 20-22 to seat 3 … 9-11, 18-19, 29-31 to seat 0', () => {
    const { hands, turned } = dealHands(PACK, 0, 'contree');
    const at = (...i: number[]) => sorted(i.map((k) => code(PACK[k]!)));
    expect(sorted(cardsOf(hands[3]!).map(code))).toEqual(at(0, 1, 2, 12, 13, 20, 21, 22));
    expect(sorted(cardsOf(hands[0]!).map(code))).toEqual(at(9, 10, 11, 18, 19, 29, 30, 31));
    expect(turned).toBe(-1);
    expect(G.view(start(ALL, { ruleset: 'contree' }), 0).turnedCard).toBeNull();
  });
});

describe('BE-C2: the contrée auction', () => {
  const fresh = () => start(ALL, { ruleset: 'contree', dealer: 3 });
  test('worked check: 80-H, pass, 100-S, pass, pass, contre; pass, (seat 3 skipped), pass: 100 spades contré', () => {
    let s = run(fresh(), '2 bid:80-H, 1 bid:pass, 0 bid:100-S, 3 bid:pass, 2 bid:pass, 1 bid:contre');
    expect(G.toMove(s)).toBe(0);
    expect(legal(s)).toEqual(['bid:pass', 'bid:surcontre']);
    s = run(s, '0 bid:pass');
    expect(G.toMove(s)).toBe(2);
    s = run(s, '2 bid:pass');
    expect(G.phase(s)).toBe('play');
    expect([s.taker, s.trump, s.multiplier, G.toMove(s)]).toEqual([0, SPADES, 2, 2]);
  });
  test('a bid must be higher; nobody bids over a capot; contre only on the other side’s bid', () => {
    const s = run(fresh(), '2 bid:100-H');
    expect(refused(s, 1, 'bid:90-S').code).toBe('ILLEGAL_BID');
    expect(refused(s, 1, 'bid:100-S').rule).toBe('BE-C2');
    expect(legal(s)).toContain('bid:contre');
    const partner = run(s, '1 bid:pass');
    expect(refused(partner, 0, 'bid:contre').code).toBe('ILLEGAL_BID');
    const capot = run(s, '1 bid:capot-C');
    expect(legal(capot)).toEqual(['bid:contre', 'bid:pass']);
    expect(refused(capot, 0, 'bid:capot-D').code).toBe('ILLEGAL_BID');
    expect(refused(fresh(), 2, 'bid:surcontre').code).toBe('ILLEGAL_BID');
    expect(refused(fresh(), 2, 'bid:take').code).toBe('ILLEGAL_BID');
    const contred = run(s, '1 bid:contre');
    expect(refused(contred, 0, 'bid:110-H').code).toBe('ILLEGAL_BID');
    expect(refused(contred, 0, 'bid:contre').code).toBe('ILLEGAL_BID');
  });
  test('a player who passed may bid later; three passes after a bid end it; four passes without one pass the deal', () => {
    let s = run(fresh(), '2 bid:pass, 1 bid:80-C, 0 bid:pass, 3 bid:pass');
    s = run(s, '2 bid:90-D, 1 bid:pass, 0 bid:pass');
    expect(G.phase(s)).toBe('auction');
    s = run(s, '3 bid:pass');
    expect([G.phase(s), s.taker, s.trump]).toEqual(['play', 2, 3]);
    const passed = run(fresh(), '2 bid:pass, 1 bid:pass, 0 bid:pass, 3 bid:pass');
    expect(G.report(G.outcome(passed)!, 'french')).toMatchObject({
      result: 'passed',
      contract: null,
      turnedCard: null,
    });
  });
});

describe('BE-C3: the taker, the trumps and the multiplier', () => {
  test('a surcontre ends the auction at once at ×4', () => {
    const s = run(start(ALL, { ruleset: 'contree', dealer: 3 }), '2 bid:80-H, 1 bid:contre, 0 bid:surcontre');
    expect([G.phase(s), s.taker, s.trump, s.multiplier]).toEqual(['play', 2, HEARTS, 4]);
    expect(G.report(G.outcome(finish(s))!, 'french')).toMatchObject({ contract: '80-H', multiplier: 4 });
  });
});

describe('BE-C4: no duty to undertrump in contrée', () => {
  test('worked check: seat 0 may play C7 instead of H9 under the HJ', () => {
    const s = run(workedContree(), '3 play:SA, 2 play:H7, 1 play:HJ');
    expect(plays(s)).toEqual(
      codes('H9 C7 C8 D7 D8 D9 DT DJ')
        .map((c) => `play:${c}`)
        .sort(),
    );
    // Overtrumping is still due when possible.
    const t = run(workedContree(), '3 play:SA, 2 play:H7');
    expect(plays(t)).toEqual(['play:H8', 'play:HJ']);
    expect(refused(t, 1, 'play:CA').rule).toBe('BE-C4');
  });
});

describe('BE-C5: made when the takers reach the bid', () => {
  test('made when the points with the belote reach the bid, even with the defenders above', () => {
    const r = scoreContree(facts({ taker: 0, cardPoints: [70, 92], beloteSide: 0 }), 1, 1); // 90 bid
    expect([r.result, r.scores]).toEqual(['made', [180, 92]]);
    const failed = scoreContree(facts({ taker: 0, cardPoints: [70, 92], beloteSide: 1 }), 1, 1);
    expect([failed.result, failed.scores]).toEqual(['dedans', [0, 270]]);
  });
  test('a capot bid: made only with all eight tricks: 500, ×2, ×4', () => {
    const all = facts({ taker: 1, cardPoints: [0, 252], tricks: [0, 8] });
    expect(scoreContree(all, 9, 1).scores).toEqual([0, 500]);
    expect(scoreContree({ ...all, beloteSide: 1 }, 9, 2).scores).toEqual([0, 1020]);
    const seven = facts({ taker: 1, cardPoints: [10, 152], tricks: [1, 7] });
    expect(scoreContree(seven, 9, 1).scores).toEqual([500, 0]);
    expect(scoreContree(seven, 9, 4).scores).toEqual([2000, 0]);
  });
});

describe('BE-C6: the points made plus the points bid', () => {
  test('worked checks: 100 spades contré made with 110 and belote 540; failed with 85 520 (540 with belote)', () => {
    const f = (pts: number[], belote = -1) => facts({ taker: 0, cardPoints: pts, beloteSide: belote });
    expect(scoreContree(f([110, 52], 0), 2, 2).scores).toEqual([540, 0]);
    expect(scoreContree(f([85, 77]), 2, 2).scores).toEqual([0, 520]);
    expect(scoreContree(f([85, 77], 1), 2, 2).scores).toEqual([0, 540]);
    expect(scoreContree(f([125, 37]), 2, 1).scores).toEqual([225, 37]);
  });
});

describe('BE-C7: no litige; the match to 2000', () => {
  test('equal points are no litige, and the default target is 2000', () => {
    const r = scoreContree(facts({ taker: 0, cardPoints: [81, 81] }), 0, 1);
    expect([r.result, r.litigePending]).toEqual(['made', 0]);
    expect(rulesOf({ ruleset: 'contree' }).target).toBe(2000);
    expect(rulesOf({ ruleset: 'contree', target: 1000 }).target).toBe(1000);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Records and the referee.

describe('records and the referee (RULES.md, Belote, "Records and the referee")', () => {
  const record = (deals: object[], extra: object = {}) => ({ format: 'cardavia/1', game: 'belote', ...extra, deals });
  const withBelote = [...GAMES, G];
  test('actions read and write as { seat, bid | play | belote | declare }; legal strings are sorted plain strings', () => {
    const pack = basePack(0, WORKED_HANDS, 'H8', 1);
    const actions = [
      { seat: 3, bid: 'pass' },
      { seat: 2, bid: 'pass' },
      { seat: 1, bid: 'take' },
      { seat: 3, play: 'SA' },
    ];
    const r = replay(record([{ cards: pack, actions }], { rules: { variants: ['annonces'] } }), withBelote);
    if (r.kind !== 'ok') throw new Error(JSON.stringify(r));
    expect(legalReport(r.replayed)).toEqual({
      seat: 2,
      phase: 'play',
      actions: ['belote', 'declare', 'play:H7', 'play:HA', 'play:HK', 'play:HQ', 'play:HT'],
    });
    expect(replayReport(r.replayed).deals).toEqual([{ dealer: 0, complete: false }]);
  });
  test('a finished deal reports every field; totals and winner are per side', () => {
    const s = finish(workedBase());
    const report = G.report(G.outcome(s)!, 'french');
    expect(Object.keys(report).sort()).toEqual(sorted(DEAL_FIELDS.filter((f) => f !== 'dealer' && f !== 'complete')));
    expect(report).toMatchObject({ contract: 'H', taker: 1, trump: 'H', turnedCard: 'H8', multiplier: 1 });
    expect(G.newSession(rulesOf(), 0).totals).toEqual([0, 0]);
  });
  test('unreadable: two keys, belote not true, another ruleset or variant, annonces with contree', () => {
    const deal = (action: object) => [{ cards: ALL, actions: [action] }];
    for (const bad of [
      record(deal({ seat: 3, bid: 'take', play: 'SA' })),
      record(deal({ seat: 3 })),
      record(deal({ seat: 3, belote: false })),
      record(deal({ seat: 3, declare: 'yes' })),
      record([], { rules: { ruleset: 'classic' } }),
      record([], { rules: { variants: ['sans-atout'] } }),
      record([], { rules: { ruleset: 'contree', variants: ['annonces'] } }),
      record([], { deck: 'prague' }),
    ]) {
      expect(replay(bad, withBelote).kind, JSON.stringify(bad)).toBe('unreadable');
    }
  });
  test('errors in RECORDS.md’s precedence', () => {
    const base = start(ALL);
    expect(refused(base, 3, 'play:SA').code).toBe('WRONG_PHASE');
    expect(refused(base, 2, 'bid:take').code).toBe('NOT_YOUR_TURN');
    const s = workedBase();
    expect(refused(s, 2, 'play:SA').code).toBe('NOT_YOUR_TURN');
    expect(refused(s, 3, 'play:HA').code).toBe('CARD_NOT_IN_HAND');
    expect(refused(s, 3, 'bid:pass').code).toBe('WRONG_PHASE');
    const r = replay(record([{ cards: ALL, actions: [{ seat: 3, bid: 'nonsense' }] }]), withBelote);
    expect(r.kind === 'illegal' ? [r.error.code, r.error.rule] : r.kind).toEqual(['ILLEGAL_BID', 'BE-6']);
    expect(refused(finish(s), 0, 'play:SA').code).toBe('DEAL_OVER');
  });
});

describe('the bot protocol’s fields (BOTS.md, Belote)', () => {
  test('turnedCard, taker, contract and multiplier; the announcements once shown', () => {
    const fields = (s: BeloteState, seat: Seat) => G.botFields!(G.view(s, seat), 'french');
    expect(fields(start(ALL), 3)).toMatchObject({ turnedCard: 'HJ', taker: null, contract: null, multiplier: 1 });
    expect(fields(workedBase(), 0)).toMatchObject({ turnedCard: 'H8', taker: 1, contract: 'H', multiplier: 1 });
    const contre = run(
      start(ALL, { ruleset: 'contree', dealer: 3 }),
      '2 bid:100-S, 1 bid:contre, 0 bid:pass, 2 bid:pass',
    );
    expect(fields(contre, 1)).toMatchObject({ turnedCard: null, taker: 2, contract: '100-S', multiplier: 2 });
  });
});

describe('the terminal text', () => {
  test('tells a card played anticlockwise and who took the trick, the bids by name', () => {
    const s = run(workedBase(), '3 play:SA, 2 play:H7, 1 play:HJ, 0 play:H9');
    expect(G.text.afterAction(G.view(s, 0), 'french', 0, card('H9'))).toBe('You play 9♥ (H9). Left takes the trick.');
    expect(G.text.afterAction(G.view(s, 0), 'french', 1, act('bid:take-S'))).toBe('Left: bid:take-S.');
    expect(G.text.view(G.view(s, 1), 'french', G.legalActions(s))).toContain('Turned card: 8♥ (H8)');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties of random legal deals.

const VARIANTS: readonly Start[] = [{}, { variants: ['annonces'] }, { ruleset: 'contree' }];

/** Every state of a random legal deal, from the deal to its end. */
function randomStates(seed: number, options: Start): BeloteState[] {
  const random = seededRandom(`be-props/${options.ruleset ?? 'cardavia'}/${options.variants?.join() ?? ''}/${seed}`);
  let s = start(shuffle(ALL, random), { ...options, dealer: randomBelow(random, 4) });
  const out = [s];
  while (G.phase(s) !== 'over') {
    const legalNow = G.legalActions(s);
    const pass = legalNow.find((a) => formatAction(G, 'french', a) === 'bid:pass');
    const a =
      pass !== undefined && randomBelow(random, 2) === 0 ? pass : legalNow[randomBelow(random, legalNow.length)]!;
    const r = G.apply(s, G.toMove(s)!, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    out.push(s);
  }
  return out;
}

const sideOfSeat = (seat: Seat) => seat % 2;
const played = (s: BeloteState): Card[] => [...s.tricks.flatMap((t) => t.cards), ...s.table];
const TRIED: readonly Action[] = [
  ...PACK,
  ...G.bids.map((_, i) => act(`bid:${formatAction(G, 'french', 4096 + i).slice(4)}`)),
  act('bid:nonsense'),
  act('belote'),
  act('declare'),
];

describe('properties of random legal deals', () => {
  test('cards are conserved: the hands, the turned and waiting cards and the cards played are the 32 at every step', () => {
    for (const options of VARIANTS) {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          for (const s of randomStates(seed, options)) {
            const waiting = s.stock.length > 0 ? [...s.stock, s.turned] : [];
            const all = [...s.hands.flatMap(cardsOf), ...waiting, ...played(s)];
            expect(all.sort((a, b) => a - b)).toEqual([...PACK]);
          }
        }),
        { numRuns: 60 },
      );
    }
  });

  test('a played deal has 162 points, or 252 on a capot; the tricks explained agree with the engine', () => {
    for (const options of VARIANTS) {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const states = randomStates(seed, options);
          const end = states[states.length - 1]!;
          const o = G.outcome(end)!;
          if (o.result === 'passed') return;
          expect(o.cardPoints[0]! + o.cardPoints[1]!).toBe(o.capot === null ? 162 : 252);
          const explained = explainBeloteTricks(G.view(end, 0));
          expect(explained.map((e) => e.winnerSeat)).toEqual(end.tricks.map((t) => t.winner));
          for (const e of explained) if (e.reason === 'highest-trump') expect(e.beaten.length).toBeGreaterThan(0);
        }),
        { numRuns: 150 },
      );
    }
  });

  test('base ruleset: no point is lost or made up: the scores, less the held points taken, add up to the totals of BE-13', () => {
    for (const options of [{}, { variants: ['annonces'] }]) {
      fc.assert(
        fc.property(fc.integer(), fc.constantFrom(0, 71, 152), (seed, held) => {
          const states = randomStates(seed, { ...options, litige: held });
          const o = G.outcome(states[states.length - 1]!)!;
          const inCards = o.cardPoints[0]! + o.cardPoints[1]!;
          const totals = inCards + (o.belote === null ? 0 : 20) + o.announcements[0]! + o.announcements[1]!;
          const scored = o.scores[0]! + o.scores[1]! + o.litigePending - held;
          if (o.result === 'passed') expect([o.scores, o.litigePending]).toEqual([[0, 0], held]);
          // BE-15's 162 stands even in the (announcements only) case of takers who won every trick and are dedans.
          else if (o.result === 'dedans' && o.capot === sideOfSeat(o.taker!)) expect(scored).toBe(totals - 90);
          else expect(scored).toBe(totals);
        }),
        { numRuns: 200 },
      );
    }
  });

  test('every legal action applies, and every other action tried is refused with a code and, by a rule, its BE id', () => {
    for (const options of VARIANTS) {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          for (const s of randomStates(seed, options)) {
            const turn = G.toMove(s);
            const legalNow = G.legalActions(s);
            for (let seat = 0; seat < 4; seat++) {
              for (const a of TRIED) {
                const r = G.apply(s, seat, a);
                expect(r.ok, `${seat}:${formatAction(G, 'french', a)}`).toBe(seat === turn && legalNow.includes(a));
                if (r.ok) continue;
                expect(RULE_ERROR_CODES).toContain(r.error.code);
                if (['ILLEGAL_CARD', 'ILLEGAL_BID', 'ILLEGAL_MOVE'].includes(r.error.code)) {
                  expect(r.error.rule).toMatch(/^BE-([1-9]|1[0-8]|A[1-4]|C[1-7])$/);
                } else expect(r.error.rule).toBeNull();
                expect(r.error.message.length).toBeGreaterThan(0);
              }
            }
          }
        }),
        { numRuns: 3 },
      );
    }
  });

  test('the candidates of the mover’s view hold every legal action (the table offers each of them)', () => {
    for (const options of VARIANTS) {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          for (const s of randomStates(seed, options)) {
            const seat = G.toMove(s);
            if (seat === null) continue;
            const offered = G.candidates(G.view(s, seat));
            expect(G.legalActions(s).filter((a) => !offered.includes(a))).toEqual([]);
          }
        }),
        { numRuns: 40 },
      );
    }
  });

  test('views hold no unseen card, and partners’ hands are never shared', () => {
    for (const options of VARIANTS) {
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const random = seededRandom(`be-views/${seed}`);
          for (const s of randomStates(seed, options)) {
            for (let seat = -1; seat < 4; seat++) {
              const v = seat < 0 ? G.spectatorView(s) : G.view(s, seat);
              const own = seat < 0 ? [] : cardsOf(s.hands[seat]!);
              const shownDeclarations = s.declared.flatMap((d, i) =>
                d !== null && (i === seat || s.tricks.length > 0) ? d.flatMap((c) => c.cards) : [],
              );
              const seen = new Set([...own, ...played(s), ...shownDeclarations]);
              if (s.turned >= 0) seen.add(s.turned);
              expect([...v.hand].sort((a, b) => a - b)).toEqual(own);
              const shown = [
                ...v.hand,
                ...v.trick.cards,
                ...v.tricks.flatMap((t) => t.cards),
                ...v.declarations.flatMap((d) => d.combinations?.flatMap((c) => c.cards) ?? []),
              ];
              if (v.turnedCard !== null) shown.push(v.turnedCard);
              expect(shown.filter((c) => !seen.has(c))).toEqual([]);
              if (seat >= 0) {
                const partner = cardsOf(s.hands[(seat + 2) % 4]!).filter((c) => !seen.has(c));
                expect(v.hand.filter((c) => partner.includes(c))).toEqual([]);
              }
              // Deal the cards this seat cannot see anew among the others and the waiting cards: the same view.
              const hidden = PACK.filter((c) => !seen.has(c));
              const shuffled = shuffle(hidden, random);
              const swap = new Map(hidden.map((c, i) => [c, shuffled[i]!]));
              const re = (m: number) => maskOf(cardsOf(m).map((c) => swap.get(c) ?? c));
              const other: BeloteState = {
                ...s,
                hands: s.hands.map((h, i) => (i === seat ? h : re(h))),
                stock: s.stock.map((c) => swap.get(c) ?? c),
              };
              expect(seat < 0 ? G.spectatorView(other) : G.view(other, seat)).toEqual(v);
            }
          }
        }),
        { numRuns: 30 },
      );
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// perft, worked out by hand.

describe('perft', () => {
  test('base ruleset, the worked hands: 2 at depth 1 (pass, take); 2 + 9 at depth 2 (P2 speaks, or P1 leads)', () => {
    // Dealer 0, the turned S7: P1 = 3 holds SA … S7 once he takes: 8 leads, and the belote (SK and SQ).
    const s = start(basePack(0, WORKED_HANDS, 'S7', 3));
    // Depth 3: pass, pass, then seat 1 passes or takes: 2. Pass, then seat 2 takes: the waiting cards go S9 S8 DQ
    // to seat 3, who leads SA SK SQ SJ ST S9 S8 DQ or says belote: 9. Seat 3 takes: each of his 8 spade leads
    // (trumps) meets seat 2's 8 cards, none a trump (any card): 64; or belote, then SK or SQ: 2. 2 + 9 + 66 = 77.
    expect([1, 2, 3].map((d) => perft(G, s, d))).toEqual([2, 11, 77]);
  });
  test('contrée, a fresh deal: 41 first bids; 41 + 792 + 8 = 841 sequences of two', () => {
    // Depth 2: after a pass, 41 again; after N-X at level l, pass, 4 (8 - l) higher numbers, 4 capots and
    // contre: 4 × Σ (6 + 4 (8 - l)) = 4 × 198 = 792; after capot-X, pass or contre: 4 × 2 = 8.
    const s = start(ALL, { ruleset: 'contree' });
    expect([1, 2].map((d) => perft(G, s, d))).toEqual([41, 841]);
  });
  test('a deal that nobody takes counts no further than its eighth pass', () => {
    const s = run(start(ALL), '3 bid:pass, 2 bid:pass, 1 bid:pass, 0 bid:pass, 3 bid:pass, 2 bid:pass, 1 bid:pass');
    // The turned card is HJ (pack index 20 of the unshuffled pack). Seat 0 passes (the deal ends: one sequence)
    // or takes clubs, spades or diamonds; then P1 = 3, holding C7 C8 C9 SJ SQ (cards 0-2, 12-13) and HQ HK HA
    // (21-23), leads one of 8 cards, with no trump King and Queen together for a belote.
    expect(ALL[20]).toBe('HJ');
    expect(perft(G, s, 2)).toBe(1 + 3 * 8);
  });
});
