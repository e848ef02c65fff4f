/**
 * Watten as RULES.md gives it (WA-1 … WA-16, its worked checks and its records paragraph). One test per rule
 * id, named after it, with hands made by hand; then property tests over random legal deals (cards conserved,
 * every refusal coded and tied to a rule, views without an unseen card, partners' hands never shared); then
 * perft from a fresh deal. The reference written from RULES.md alone is in reference.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Action, type Seat, moveAction } from '../action.js';
import { type Card, formatCard, parseCard } from '../cards.js';
import { cardsOf, popcount } from '../cardset.js';
import { DECKS, packFor as deckPack } from '../decks.js';
import { RULE_ERROR_CODES, type RuleError } from '../errors.js';
import { GAMES } from '../games.js';
import { formatAction, perft, readAction, replay, replayReport } from '../record.js';
import { randomBelow, seededRandom, shuffle } from '../random.js';
import { sideOf } from '../sides.js';
import { type Classes, PACK, WELI, classes, isPlain, playable, trickWinner } from './cards.js';
import { explainWattenTrick, explainWattenTricks } from './explain.js';
import { FOLD, HOLD, RAISE, type WattenState, watten as G } from './index.js';

// ---------------------------------------------------------------------------------------------------------------
// Cards, hands and scripts.

const card = (code: string): Card => {
  const c = parseCard('german', code);
  if (c === undefined) throw new Error(`not a German card code: ${code}`);
  return c;
};
const code = (c: Card): string => formatCard('german', c);
const codes = (text: string): string[] => text.trim().split(/\s+/).filter(Boolean);
const mask = (text: string) => codes(text).reduce((m, c) => m + 2 ** card(c), 0);
const ALL = PACK.map(code);

type Hands = readonly [string, string, string, string];

/** WA-3: the pack order (index 0 dealt first) that gives seat s the hand `hands[s]` when `dealer` deals. */
function packFor(hands: Hands, dealer: Seat): string[] {
  const pack = new Array<string>(20);
  for (let seat = 0; seat < 4; seat++) {
    const hand = codes(hands[seat]!);
    if (hand.length !== 5) throw new Error(`seat ${seat} needs 5 cards`);
    const round = (seat - dealer + 3) % 4; // 0 for the forehand
    for (let i = 0; i < 3; i++) pack[3 * round + i] = hand[i]!;
    for (let i = 0; i < 2; i++) pack[12 + 2 * round + i] = hand[3 + i]!;
  }
  if (new Set(pack).size !== 20 || pack.some((c) => !ALL.includes(c))) throw new Error('hands overlap');
  return [...pack, ...ALL.filter((c) => !pack.includes(c))];
}

interface Start {
  readonly dealer?: Seat;
  readonly totals?: readonly number[];
  readonly target?: number;
}

function start(hands: Hands, { dealer = 3, totals = [0, 0, 0, 0], target = 11 }: Start = {}): WattenState {
  const rules = G.parseRules({ ruleset: 'cardavia', target });
  if (!rules.ok) throw new Error(rules.error);
  const session = { ...G.newSession(rules.value, dealer), totals };
  return G.deal(session, packFor(hands, dealer).map(card));
}

const act = (text: string): Action => {
  const a = readAction(G, 'german', text);
  if (!a.ok) throw new Error(a.error);
  return a.value;
};

/** Applies `seat:move` tokens (`0:schlag:9`, `1:play:HA`, `2:raise`); throws on a refusal. */
function run(s: WattenState, script: string): WattenState {
  for (const token of codes(script)) {
    const colon = token.indexOf(':');
    const r = G.apply(s, Number(token.slice(0, colon)), act(token.slice(colon + 1)));
    if (!r.ok) throw new Error(`${token}: ${r.error.message}`);
    s = r.value;
  }
  return s;
}

function refusal(s: WattenState, seat: Seat, move: string): RuleError {
  const r = G.apply(s, seat, act(move));
  if (r.ok) throw new Error(`${seat}:${move} was accepted`);
  return r.error;
}

const legal = (s: WattenState): string[] =>
  G.legalActions(s)
    .map((a) => formatAction(G, 'german', a))
    .sort();

/** Seat 0 holds three hearts that take three tricks at Schlag A, trump H (WA-10). */
const THREE_TRUMPS: Hands = ['HA HK HO G7 G8', 'E7 E8 EO GO GK', 'GT G9 E9 EU ET', 'SA SK SO SU ST'];
// The worked checks' deal: the dealer is seat 3, so seat 0 is the forehand.
const WORKED: Hands = ['GA H7 SA E7 ET', 'S9 GK E8 HU G7', 'HA SK ST HK GT', 'E9 EA S7 G8 HT'];

// ---------------------------------------------------------------------------------------------------------------

describe('pack, seats and deal', () => {
  test('WA-1 the pack is the 32 cards A K O U T 9 8 7 in E G H S and the Weli S6, from each deck that holds them', () => {
    expect(PACK).toHaveLength(33);
    expect(new Set(PACK).size).toBe(33);
    expect(code(WELI)).toBe('S6');
    expect(ALL.filter((c) => c[1] === '6')).toEqual(['S6']);
    expect(ALL.filter((c) => c[1] === '5')).toEqual([]);
    expect(G.defaultDeck).toBe('bolzano-salisburghesi');
    for (const deck of ['bolzano-salisburghesi', 'salzburg', 'vienna-tell', 'munich-bavarian']) {
      const served = deckPack(deck, G);
      expect(served.ok && served.value.map(code), deck).toEqual(ALL);
    }
    // The Munich pack prints no Weli: its plain six of bells takes the part, the same card code.
    expect(DECKS.find((d) => d.id === 'munich-bavarian')!.specialCards).toEqual([]);
    for (const deck of ['prague', 'paris-piquet']) expect(deckPack(deck, G).ok, deck).toBe(false);
  });

  test('WA-2 seats 0 and 2 play against 1 and 3; the deal passes to the left after every deal, a fold included', () => {
    expect(G.sides).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect([0, 1, 2, 3].map((seat) => sideOf(G, seat))).toEqual([0, 1, 0, 1]);
    const folded = run(start(WORKED), '0:schlag:9 3:trump:H 0:raise 1:fold');
    const session = G.settle({ ...G.newSession(G.defaultRules, 3) }, G.outcome(folded)!);
    expect(session.dealer).toBe(0);
    // The forehand (dealer + 1) names the Schlag and leads; play goes clockwise.
    const s = run(start(WORKED, { dealer: 1 }), '2:schlag:A 1:trump:E');
    expect(G.toMove(s)).toBe(2);
    expect(G.toMove(run(s, '2:play:HA'))).toBe(3);
  });

  test('WA-3 dealing by pack index: three each from the forehand on, then two each; cards 20-32 are not used', () => {
    const cards = PACK.slice();
    const s = G.deal(G.newSession(G.defaultRules, 3), cards);
    // The worked check: seat 0 gets 0-2 and 12-13, seat 1 3-5 and 14-15, seat 2 6-8 and 16-17, seat 3 9-11 and 18-19.
    const indices = (seat: Seat) => cardsOf(s.hands[seat]!).map((c) => cards.indexOf(c));
    expect(indices(0)).toEqual([0, 1, 2, 12, 13]);
    expect(indices(1)).toEqual([3, 4, 5, 14, 15]);
    expect(indices(2)).toEqual([6, 7, 8, 16, 17]);
    expect(indices(3)).toEqual([9, 10, 11, 18, 19]);
    const dealt = s.hands.flatMap(cardsOf);
    expect(cards.slice(20).filter((c) => dealt.includes(c))).toEqual([]);
    // No card is turned up: each seat sees its five cards and nothing else (the property tests check every step).
    for (let seat = 0; seat < 4; seat++) {
      const v = G.view(s, seat);
      expect(v.hand).toEqual(cardsOf(s.hands[seat]!));
      expect([v.trick.cards, v.tricks, v.handSizes]).toEqual([[], [], [5, 5, 5, 5]]);
    }
    // With seat 1 dealing, seat 2 is the forehand and gets 0-2.
    const other = G.deal(G.newSession(G.defaultRules, 1), cards);
    expect(cardsOf(other.hands[2]!).map((c) => cards.indexOf(c))).toEqual([0, 1, 2, 12, 13]);
  });
});

describe('Schlag and trump', () => {
  test('WA-4 the forehand names one of nine ranks, then the dealer one of four suits; no passing, holding not needed', () => {
    const s = start(WORKED);
    expect(G.toMove(s)).toBe(0);
    expect(G.phase(s)).toBe('auction');
    expect(legal(s)).toEqual([
      'schlag:6',
      'schlag:7',
      'schlag:8',
      'schlag:9',
      'schlag:A',
      'schlag:K',
      'schlag:O',
      'schlag:T',
      'schlag:U',
    ]);
    // Seat 0 holds no 9 and names it all the same.
    const named = run(s, '0:schlag:9');
    expect(G.toMove(named)).toBe(3);
    expect(legal(named)).toEqual(['trump:E', 'trump:G', 'trump:H', 'trump:S']);
    // Both announcements are public at once (open Watten).
    expect(G.view(named, 2).schlag).toBe(2); // rank code 2: the 9
    const both = run(named, '3:trump:H');
    expect([0, 1, 2, 3].map((seat) => [G.view(both, seat).schlag, G.view(both, seat).trump])).toEqual(
      Array(4).fill([2, 2]),
    );
    expect(G.step(s)).toBe('schlag');
    expect(G.step(named)).toBe('trump');
    expect(G.step(both)).toBe('play');
    // No pass (no bid names anything), no trump before the Schlag, no second Schlag (no Schlagtausch).
    expect(refusal(s, 0, 'bid:pass')).toMatchObject({ code: 'ILLEGAL_BID', rule: 'WA-4' });
    expect(refusal(s, 0, 'trump:H')).toMatchObject({ code: 'ILLEGAL_BID', rule: 'WA-4' });
    expect(refusal(named, 3, 'schlag:A')).toMatchObject({ code: 'ILLEGAL_BID', rule: 'WA-4' });
    // A five is no Schlag: the move does not even read (RULES.md: unreadable), and the guard refuses its number.
    expect(readAction(G, 'german', 'schlag:5').ok).toBe(false);
    expect(G.apply(s, 0, moveAction(2, 9))).toMatchObject({ ok: false, error: { code: 'BAD_ACTION' } });
    expect(refusal(s, 1, 'schlag:9').code).toBe('NOT_YOUR_TURN');
    expect(refusal(named, 0, 'trump:H').code).toBe('NOT_YOUR_TURN');
    // Play, raise, hold and fold wait for both announcements; schlag and trump are over once play begins.
    for (const move of ['play:GA', 'raise', 'hold', 'fold'])
      expect(refusal(named, 3, move).code, move).toBe('WRONG_PHASE');
    for (const move of ['schlag:9', 'trump:E', 'bid:pass'])
      expect(refusal(both, 0, move).code, move).toBe('WRONG_PHASE');
  });

  test('WA-5 card classes: the Rechte, three Linke, eight trumps with the Weli, and the plain cards; none Linke at Schlag 6', () => {
    const c = classes(2, 2); // Schlag 9 (rank code 2), trump H (the worked check)
    expect(code(c.rechte)).toBe('H9');
    expect(cardsOf(c.linke).map(code).sort()).toEqual(['E9', 'G9', 'S9']);
    expect(cardsOf(c.trumps).map(code).sort()).toEqual(['H7', 'H8', 'HA', 'HK', 'HO', 'HT', 'HU', 'S6']);
    expect(PACK.filter((x) => isPlain(c, x))).toHaveLength(21);
    const weli = classes(8, 1); // Schlag 6 (the Weli), trump G
    expect(code(weli.rechte)).toBe('S6');
    expect(weli.linke).toBe(0);
    expect(popcount(weli.trumps)).toBe(8);
    expect(isPlain(weli, card('S7'))).toBe(true);
    expect(PACK.filter((x) => isPlain(weli, x))).toHaveLength(24);
    // Every pair of announcements: 1 + 3 + 8 + 21, or 1 + 0 + 8 + 24 at Schlag 6; the Weli always a trump or the Rechte.
    for (let r = 0; r <= 8; r++) {
      for (let t = 0; t < 4; t++) {
        const k = classes(r as never, t as never);
        expect([1, popcount(k.linke), popcount(k.trumps), PACK.filter((x) => isPlain(k, x)).length]).toEqual(
          r === 8 ? [1, 0, 8, 24] : [1, 3, 8, 21],
        );
        expect(isPlain(k, WELI)).toBe(false);
      }
    }
  });

  test('WA-6 order: the Rechte, then any Linke, then the trumps A … 7 and the Weli lowest; plain cards only in the led suit', () => {
    const c = classes(2, 2); // Schlag 9, trump H
    expect(trickOf(c, 'S6 H7 GA EA')).toBe('H7'); // the Weli is the lowest trump
    expect(trickOf(c, 'S6 GA EA SA')).toBe('S6'); // … but a trump all the same
    expect(trickOf(c, 'HA E9 H9 GA')).toBe('H9'); // the Rechte beats every card
    expect(trickOf(c, 'HA E9 HK GA')).toBe('E9'); // a Linke beats every trump
    expect(trickOf(c, 'G7 GA E8 EA')).toBe('GA'); // plain cards rank A K O U T 9 8 7 within the led suit
    expect(trickOf(c, 'GU GO GK G8')).toBe('GK');
    // No Kritische and no Guate: the Weli, the E7 and the SA are not special at Schlag 9 trump H.
    expect(trickOf(c, 'E8 E7 SA EA')).toBe('EA');
    // At Schlag 6, trump G: the Weli is the Rechte, S7 a plain bell.
    const weli = classes(8, 1);
    expect(trickOf(weli, 'GA S6 GK GO')).toBe('S6');
    expect(trickOf(weli, 'S7 SA SK EA')).toBe('SA');
    expect(trickOf(weli, 'S7 SA G7 SK')).toBe('G7');
  });
});

/** The card that takes a four-card trick (playing order) under these classes (WA-9). */
function trickOf(c: Classes, cards: string): string {
  const list = codes(cards).map(card);
  return code(list[trickWinner(c, list)]!);
}

describe('play', () => {
  test('WA-7 the forehand leads to the first trick, each seat adds a card clockwise, and the winner leads the next', () => {
    let s = run(start(WORKED), '0:schlag:9 3:trump:H');
    expect(G.toMove(s)).toBe(0);
    s = run(s, '0:play:GA 1:play:S9 2:play:HA 3:play:G8');
    expect(s.tricks[0]!.winner).toBe(1); // S9 is a Linke
    expect(G.toMove(s)).toBe(1);
    expect(G.view(s, 0).trick).toEqual({ leader: 1, cards: [] });
  });

  test('WA-8 the trump duty: after a trump or the Rechte, a trump or a Schlag card if you hold a trump; else anything', () => {
    // The worked check: Schlag 9, trump H, third trick; seat 0 leads the Weli.
    const c = classes(2, 2);
    const table = [card('S6')];
    const allowed = (hand: string) =>
      cardsOf(playable(c, mask(hand), table))
        .map(code)
        .sort();
    expect(allowed('H7 GA E9')).toEqual(['E9', 'H7']);
    expect(allowed('H9 GK SA')).toEqual(['GK', 'H9', 'SA']); // the Rechte is no trump: no duty
    expect(allowed('EK S7 G8')).toEqual(['EK', 'G8', 'S7']);
    // A Linke lead or a plain lead binds nobody; neither does the lead itself.
    expect(
      cardsOf(playable(c, mask('H7 GA E9'), [card('G9')]))
        .map(code)
        .sort(),
    ).toEqual(['E9', 'GA', 'H7']);
    expect(
      cardsOf(playable(c, mask('H7 GA E9'), [card('GK')]))
        .map(code)
        .sort(),
    ).toEqual(['E9', 'GA', 'H7']);
    // A Rechte lead binds a seat holding a trump; it need not beat, and a Linke meets the duty.
    expect(
      cardsOf(playable(c, mask('H7 GA E9'), [card('H9')]))
        .map(code)
        .sort(),
    ).toEqual(['E9', 'H7']);
    // Through the engine: the refused card names WA-8.
    const s = run(
      start(['S6 HK HO EA GT', 'H7 GA E9 SO SU', 'H9 GK SA E7 G7', 'EK S7 G8 ET EO']),
      '0:schlag:9 3:trump:H 0:play:S6',
    );
    expect(legal(s)).toEqual(['play:E9', 'play:H7', 'raise']);
    expect(refusal(s, 1, 'play:GA')).toMatchObject({ code: 'ILLEGAL_CARD', rule: 'WA-8' });
    const after = run(s, '1:play:H7');
    expect(legal(after)).toEqual(['play:E7', 'play:G7', 'play:GK', 'play:H9', 'play:SA', 'raise']);
    // If seat 1 plays H7 and seat 2 plays H9, seat 2 wins the trick.
    expect(run(after, '2:play:H9 3:play:S7').tricks[0]!.winner).toBe(2);
  });

  test('WA-9 the trick winner: the Rechte, else the first Linke, else the highest trump, else the highest of the led suit', () => {
    // The worked check: GA, S9, HA, E9 goes to seat 1; with H9 instead of E9, to seat 3.
    const c = classes(2, 2);
    expect(trickOf(c, 'GA S9 HA E9')).toBe('S9');
    expect(trickOf(c, 'GA S9 HA H9')).toBe('H9');
    expect(trickOf(c, 'E9 S9 G9 HA')).toBe('E9'); // a Linke lead: the first Linke
    expect(trickOf(c, 'GK EA SA E8')).toBe('GK'); // a plain lead answered by other suits goes to the leader
    expect(trickOf(c, 'S7 H7 SA S6')).toBe('H7');
    const s = run(start(WORKED), '0:schlag:9 3:trump:H 0:play:GA 1:play:S9 2:play:HA 3:play:E9');
    expect(s.tricks[0]).toMatchObject({ leader: 0, winner: 1 });
    expect(explainWattenTricks(G.view(s, 0))[0]).toMatchObject({ reason: 'first-linke', winnerSeat: 1 });
  });

  test('WA-9 explained: a Linke or a trump among plain cards alone has a reason that names no beaten card', () => {
    // Schlag 9, trumps hearts: E9 is a Linke, H7 a trump, the rest plain.
    const c = classes(2, 2);
    const explained = (cards: string) => explainWattenTrick(c, { leader: 0, cards: codes(cards).map(card), winner: 0 });
    expect(explained('E9 GA SK E8')).toMatchObject({ reason: 'lone-linke', beaten: [] });
    expect(explained('GA H7 SK E8')).toMatchObject({ reason: 'only-trump', winnerSeat: 1, beaten: [] });
    expect(explained('E9 H7 SK E8')).toMatchObject({ reason: 'first-linke', beaten: [card('H7')] });
  });

  test('WA-10 the deal ends at once when a side has three tricks; the rest is not played', () => {
    // Seat 0 leads its three trumps; side 0 wins the first three tricks, and two cards each stay in hand.
    const s = run(
      start(THREE_TRUMPS),
      '0:schlag:A 3:trump:H 0:play:HA 1:play:E7 2:play:GT 3:play:SA 0:play:HK 1:play:E8 2:play:G9 3:play:SK 0:play:HO 1:play:EO 2:play:E9 3:play:SO',
    );
    expect(G.phase(s)).toBe('over');
    expect(G.step(s)).toBe('over');
    expect(G.toMove(s)).toBeNull();
    expect(legal(s)).toEqual([]);
    expect(s.hands.map(popcount)).toEqual([2, 2, 2, 2]);
    expect(G.outcome(s)).toMatchObject({ winner: 0, endedBy: 'tricks', tricks: [3, 0, 0, 0], value: 2 });
    expect(refusal(s, 0, 'play:G7').code).toBe('DEAL_OVER');
    expect(refusal(s, 1, 'raise').code).toBe('DEAL_OVER');
  });
});

describe('raising the stake (bieten)', () => {
  test('WA-11 the seat on turn raises before it plays; the next seat holds (one more, the raiser plays) or folds (old value)', () => {
    const s = run(start(WORKED), '0:schlag:9 3:trump:H');
    expect(legal(s)).toEqual(['play:E7', 'play:ET', 'play:GA', 'play:H7', 'play:SA', 'raise']);
    const raised = run(s, '0:raise');
    expect(G.toMove(raised)).toBe(1);
    expect(G.step(raised)).toBe('answer');
    expect(G.phase(raised)).toBe('play');
    expect(legal(raised)).toEqual(['fold', 'hold']);
    expect(G.view(raised, 2)).toMatchObject({ pendingRaise: 0, answering: 1, value: 2 });
    // Only the answering seat acts; it cannot play a card or counter-raise.
    expect(refusal(raised, 0, 'play:GA').code).toBe('NOT_YOUR_TURN');
    expect(refusal(raised, 2, 'hold').code).toBe('NOT_YOUR_TURN');
    expect(refusal(raised, 1, 'play:S9')).toMatchObject({ code: 'ILLEGAL_CARD', rule: 'WA-11' });
    expect(refusal(raised, 1, 'play:GA').code).toBe('CARD_NOT_IN_HAND');
    expect(refusal(raised, 1, 'raise')).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'WA-11' });
    // hold: the deal is worth 3 and seat 0 leads.
    const held = run(raised, '1:hold');
    expect(held.value).toBe(3);
    expect(G.toMove(held)).toBe(0);
    expect(legal(held)).toEqual(['play:E7', 'play:ET', 'play:GA', 'play:H7', 'play:SA']);
    // fold: the deal ends and the raising side scores the value from before the raise.
    const folded = run(raised, '1:fold');
    expect(G.outcome(folded)).toMatchObject({
      winner: 0,
      endedBy: 'fold',
      foldedBy: 1,
      value: 2,
      gamePoints: [2, 0, 2, 0],
    });
    // hold or fold with no raise waiting.
    expect(refusal(s, 0, 'hold')).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'WA-11' });
    expect(refusal(s, 0, 'fold')).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'WA-11' });
    // A raise mid-trick: seat 2, on turn after two cards.
    // A raise mid-trick: seat 1, on turn after the lead (its side has not raised yet); seat 2 answers.
    const mid = run(held, '0:play:GA');
    expect(legal(mid)).toContain('raise');
    const midRaise = run(mid, '1:raise');
    expect(G.toMove(midRaise)).toBe(2);
    expect(G.legalActions(midRaise)).toEqual([HOLD, FOLD]);
    // Its own side made the last raise: seat 2 may not raise after seat 0's raise was held.
    expect(legal(run(mid, '1:play:S9'))).not.toContain('raise');
  });

  test('WA-12 the sides raise in turn, and never above what the raising side still needs; at 9 or 10 of 11 never', () => {
    // The worked check: target 11, side 0 has 8, side 1 has 4; seat 1 raises to 3.
    const totals = [8, 4, 8, 4];
    const s = run(start(WORKED, { totals }), '0:schlag:9 3:trump:H 0:play:GA');
    expect(legal(s)).toContain('raise'); // side 1 needs 7
    const raised = run(s, '1:raise');
    expect(G.toMove(raised)).toBe(2);
    const folded = G.settle({ ...G.newSession(G.defaultRules, 3), totals }, G.outcome(run(raised, '2:fold'))!);
    expect(folded.totals).toEqual([8, 6, 8, 6]);
    const held = run(raised, '2:hold');
    expect(held.value).toBe(3);
    // Seat 1 must now play; side 1 made the last raise, and side 0 needs only 3.
    expect(legal(held)).not.toContain('raise');
    const next = run(held, '1:play:S9');
    expect(G.toMove(next)).toBe(2);
    expect(legal(next)).not.toContain('raise');
    expect(refusal(next, 2, 'raise')).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'WA-12', params: { reason: 'cap' } });
    const after = run(next, '2:play:HA');
    expect(refusal(after, 3, 'raise')).toMatchObject({
      code: 'ILLEGAL_MOVE',
      rule: 'WA-12',
      params: { reason: 'alternation' },
    });
    // The first raise may come from either side; the other side may answer it with a raise of its own later.
    const early = run(start(WORKED), '0:schlag:9 3:trump:H 0:raise 1:hold 0:play:GA');
    expect(legal(early)).toContain('raise');
    expect(legal(run(early, '1:raise 2:hold 1:play:S9'))).toContain('raise');
    // A side with 9 or 10 of 11 can never raise; the other side raises as usual.
    for (const score of [9, 10]) {
      const tight = run(start(WORKED, { totals: [score, 0, score, 0] }), '0:schlag:9 3:trump:H');
      expect(legal(tight), String(score)).not.toContain('raise');
      expect(legal(run(tight, '0:play:GA')), String(score)).toContain('raise');
    }
    // At 8 the side may raise to 3 once, then no more (it would need 4).
    const eight = run(
      start(WORKED, { totals: [0, 8, 0, 8] }),
      '0:schlag:9 3:trump:H 0:play:GA 1:raise 2:hold 1:play:S9 2:raise 3:hold',
    );
    expect(eight.value).toBe(4);
    expect(legal(run(eight, '2:play:HA'))).not.toContain('raise');
  });

  // The fifth trick at 2:2 (Schlag U, trump E): seat 0 leads G8, seat 1 holds the card X of each case.
  const lastTrick = (x: string) =>
    run(
      start(['HK S9 HT E7 G8', `H7 SA GA S8 ${x}`, 'H8 ST G9 S7 HO', 'H9 SK GK GO EK']),
      '0:schlag:U 3:trump:E ' +
        '0:play:HK 1:play:H7 2:play:H8 3:play:H9 0:play:S9 1:play:SA 2:play:ST 3:play:SK ' +
        '1:play:GA 2:play:G9 3:play:GK 0:play:HT 1:play:S8 2:play:S7 3:play:GO 0:play:E7',
    );

  test('WA-13 the last trick: the leader may raise before leading; after the lead only with a trump, Schlag card or the led plain suit', () => {
    const before = lastTrick('G7');
    expect(before.sideTricks).toEqual([2, 2]);
    expect(G.toMove(before)).toBe(0);
    expect(legal(before)).toEqual(['play:G8', 'raise']); // no condition on the leader's card
    // The RULES.md example: holding G7 the seat may raise, holding HA it may not, holding HU or the Weli it may.
    for (const [x, may] of [
      ['G7', true],
      ['HA', false],
      ['HU', true],
      ['S6', true],
    ] as const) {
      const s = run(lastTrick(x), '0:play:G8');
      expect(legal(s).includes('raise'), x).toBe(may);
      if (!may) expect(refusal(s, 1, 'raise'), x).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'WA-13' });
    }
    // The condition holds for every raise after the fifth lead, not only the first: seat 2 (HO) may not re-raise.
    const held = run(lastTrick('G7'), '0:play:G8 1:raise 2:hold 1:play:G7');
    expect(refusal(held, 2, 'raise').code).toBe('ILLEGAL_MOVE');
    // A trump on a plain lead qualifies: seat 3 holds EK.
    expect(legal(run(lastTrick('G7'), '0:play:G8 1:play:G7 2:play:HO'))).toContain('raise');
  });
});

describe('scoring and match', () => {
  test('WA-14 the side that wins scores the value, each of its seats alike; the other side nothing', () => {
    const s = run(
      start(THREE_TRUMPS),
      '0:schlag:A 3:trump:H 0:raise 1:hold 0:play:HA 1:play:E7 2:play:GT 3:play:SA 0:play:HK 1:play:E8 2:play:G9 3:play:SK 0:play:HO 1:play:EO 2:play:E9 3:play:SO',
    );
    expect(G.outcome(s)).toMatchObject({ winner: 0, value: 3, gamePoints: [3, 0, 3, 0] });
    expect(G.scores(G.outcome(s)!)).toEqual([3, 0, 3, 0]);
    // The raising side wins by the opponents' fold.
    const folded = run(start(WORKED), '0:schlag:9 3:trump:H 0:play:GA 1:raise 2:fold');
    expect(G.outcome(folded)).toMatchObject({ winner: 1, value: 2, gamePoints: [0, 2, 0, 2] });
  });

  test('WA-15 the match to rules.target (11 by default; 13, 15, 18): the first side to reach it wins', () => {
    expect(G.defaultRules.target).toBe(11);
    expect(G.options.target!.choices).toEqual([11, 13, 15, 18]);
    for (const target of [13, 15, 18]) expect(G.parseRules({ ruleset: 'cardavia', target }).ok).toBe(true);
    expect(G.parseRules({ ruleset: 'cardavia', variants: ['guate'] }).ok).toBe(false);
    expect(G.parseRules({ ruleset: 'bavarian' }).ok).toBe(false);
    const folded = G.outcome(run(start(WORKED), '0:schlag:9 3:trump:H 0:raise 1:fold'))!;
    const at9 = { ...G.newSession(G.defaultRules, 3), totals: [9, 4, 9, 4] };
    expect(G.settle(at9, folded)).toMatchObject({ totals: [11, 4, 11, 4], finished: true, winner: 0 });
    const at8 = { ...G.newSession(G.defaultRules, 3), totals: [8, 4, 8, 4] };
    expect(G.settle(at8, folded)).toMatchObject({ finished: false, winner: null, dealsPlayed: 1 });
    const to13 = G.parseRules({ target: 13 });
    expect(to13.ok && G.settle({ ...G.newSession(to13.value, 3), totals: [9, 4, 9, 4] }, folded).finished).toBe(false);
  });

  test('WA-16 no signals: moves are only the announcements, cards and stake moves, and no view holds a partner card', () => {
    expect(G.moves.map((m) => m.name)).toEqual(['play', 'bid', 'schlag', 'trump', 'raise', 'hold', 'fold']);
    expect(G.options.variants).toEqual([]);
    const s = run(start(WORKED), '0:schlag:9 3:trump:H');
    const seen = G.view(s, 0);
    expect(JSON.stringify(seen)).not.toContain('partner');
    expect(seen.hand.map(code).sort()).toEqual(codes(WORKED[0]).sort());
    // Swapping the partner's cards with unused ones changes nothing seat 0 sees.
    const swapped = { ...s, hands: s.hands.map((h, i) => (i === 2 ? mask('EO EU GO GU HO') : h)) };
    expect(G.view(swapped, 0)).toEqual(seen);
  });
});

describe('records', () => {
  const GAMES_WITH_WATTEN = [...GAMES, G];
  const record = (actions: string[], extra: Record<string, unknown> = {}, hands: Hands = WORKED) => ({
    format: 'cardavia/1',
    game: 'watten',
    firstDealer: 3,
    ...extra,
    deals: [
      {
        cards: packFor(hands, 3),
        actions: actions.map((t) => {
          const [seat, name, arg] = t.split(':');
          return { seat: Number(seat), [name!]: arg === undefined ? true : arg };
        }),
      },
    ],
  });

  test('the string and record forms of RULES.md, and the replay fields of a folded deal', () => {
    const r = replay(record(['0:schlag:9', '3:trump:H', '0:raise', '1:fold']), GAMES_WITH_WATTEN);
    if (r.kind !== 'ok') throw new Error(JSON.stringify(r));
    expect(replayReport(r.replayed)).toEqual({
      ok: true,
      deals: [
        {
          dealer: 3,
          complete: true,
          schlag: '9',
          trump: 'H',
          rechte: 'H9',
          value: 2,
          tricks: [0, 0, 0, 0],
          endedBy: 'fold',
          foldedBy: 1,
          winner: 0,
          gamePoints: [2, 0, 2, 0],
        },
      ],
      totals: [2, 0, 2, 0],
      finished: false,
      winner: null,
    });
    expect([RAISE, HOLD, FOLD].map((a) => formatAction(G, 'german', a))).toEqual(['raise', 'hold', 'fold']);
  });

  test('the default deck is bolzano-salisburghesi; a deck without the Weli does not serve', () => {
    expect(replay(record([]), GAMES_WITH_WATTEN).kind).toBe('ok');
    expect(replay(record([], { deck: 'munich-bavarian' }), GAMES_WITH_WATTEN).kind).toBe('ok');
    expect(replay(record([], { deck: 'prague' }), GAMES_WITH_WATTEN).kind).toBe('unreadable');
    expect(replay(record([], { rules: { ruleset: 'cardavia', variants: ['blind'] } }), GAMES_WITH_WATTEN).kind).toBe(
      'unreadable',
    );
  });

  test('a wrong pack is BAD_PACK, and a deal after a match to 11 is SESSION_OVER', () => {
    const bad = record([]);
    bad.deals[0]!.cards[32] = 'E6';
    const r = replay(bad, GAMES_WITH_WATTEN);
    expect(r.kind === 'illegal' && r.error.code).toBe('BAD_PACK');
    // In a match to 2 no raise is possible (WA-12); side 0 takes three tricks and the match (WA-10, WA-15).
    const win = codes(
      '0:schlag:A 3:trump:H 0:play:HA 1:play:E7 2:play:GT 3:play:SA 0:play:HK 1:play:E8 2:play:G9 3:play:SK 0:play:HO 1:play:EO 2:play:E9 3:play:SO',
    );
    const over = record(win, { rules: { ruleset: 'cardavia', target: 2 } }, THREE_TRUMPS);
    over.deals.push({ ...over.deals[0]!, actions: [] });
    const done = replay(over, GAMES_WITH_WATTEN);
    expect(done.kind === 'illegal' && done.error.code).toBe('SESSION_OVER');
  });
});

describe('the terminal text', () => {
  test('names the Schlag, the trump, the Rechte and the value, the raise to answer, and the Weli by its name', () => {
    const s = run(
      start(['S6 HK HO EA GT', 'H7 GA E9 SO SU', 'H9 GK SA E7 G7', 'EK S7 G8 ET EO']),
      '0:schlag:9 3:trump:H',
    );
    const raised = run(s, '0:raise');
    const text = G.text.view(G.view(raised, 1), 'german', G.legalActions(raised));
    expect(text).toContain('Schlag 9, trump H');
    expect(text).toContain('Rechte 9♥ (H9)');
    expect(text).toContain('worth 2');
    expect(text).toContain('Right raised: hold or fold?');
    expect(G.text.view(G.view(s, 0), 'german', G.legalActions(s))).toContain('Weli ♦ (S6)');
    const folded = run(raised, '1:fold');
    const session = G.settle(G.newSession(G.defaultRules, 3), G.outcome(folded)!);
    expect(G.text.dealEnd(G.outcome(folded)!, session, 0)).toBe(
      'Deal over (Left folded): your side scores 2. Score: your side 2 – 0 the other side.',
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Random legal deals.

/** A random deal from a random session (dealer, target, scores below it), played by random legal actions. */
function randomStates(seed: number): WattenState[] {
  const random = seededRandom(`wa-prop/${seed}`);
  const target = [11, 13, 15, 18][randomBelow(random, 4)]!;
  const rules = G.parseRules({ target });
  if (!rules.ok) throw new Error(rules.error);
  const sides = [randomBelow(random, target), randomBelow(random, target)];
  const session = {
    ...G.newSession(rules.value, randomBelow(random, 4)),
    totals: [0, 1, 2, 3].map((s) => sides[s % 2]!),
  };
  let s = G.deal(session, shuffle(PACK, random));
  const out = [s];
  while (G.phase(s) !== 'over') {
    const actions = G.legalActions(s);
    const r = G.apply(s, G.toMove(s)!, actions[randomBelow(random, actions.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    out.push(s);
  }
  return out;
}

const played = (s: WattenState): Card[] => [...s.tricks.flatMap((t) => t.cards), ...s.table];

/** Every action of the game with an argument in range: cards, the nine ranks and more, the suits, the flags. */
const EVERY_ACTION: readonly Action[] = [
  ...Array.from({ length: 40 }, (_, c) => c),
  ...Array.from({ length: 9 }, (_, r) => act(`schlag:${'789TUOKA6'[r]}`)),
  moveAction(2, 9), // a five: no Schlag (BAD_ACTION)
  ...['E', 'G', 'H', 'S'].map((t) => act(`trump:${t}`)),
  act('bid:pass'),
  RAISE,
  HOLD,
  FOLD,
];

describe('properties of random legal deals', () => {
  test('cards are conserved: hands, the cards played and the 13 unused cards are the 33 of the pack at every step', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const states = randomStates(seed);
        const unused = PACK.filter((c) => !states[0]!.hands.some((h) => cardsOf(h).includes(c)));
        expect(unused).toHaveLength(13);
        for (const s of states) {
          const all = [...s.hands.flatMap(cardsOf), ...played(s), ...unused];
          expect(all.sort((a, b) => a - b)).toEqual([...PACK].sort((a, b) => a - b));
          expect(s.sideTricks[0]! + s.sideTricks[1]!).toBe(s.tricks.length);
        }
      }),
      { numRuns: 200 },
    );
  });

  test('every legal action applies, and every other action of any seat is refused with a code and, by a rule, its WA id', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const s of randomStates(seed)) {
          const turn = G.toMove(s);
          for (let seat = 0; seat < 4; seat++) {
            for (const a of EVERY_ACTION) {
              const r = G.apply(s, seat, a);
              const isLegal = seat === turn && G.legalActions(s).includes(a);
              expect(r.ok, `${seat}:${formatAction(G, 'german', a)}`).toBe(isLegal);
              if (r.ok) continue;
              expect(RULE_ERROR_CODES).toContain(r.error.code);
              if (['ILLEGAL_CARD', 'ILLEGAL_BID', 'ILLEGAL_MOVE', 'WRONG_PHASE'].includes(r.error.code)) {
                expect(r.error.rule).toMatch(/^WA-(1[0-6]|[1-9])$/);
              }
              expect(r.error.message.length).toBeGreaterThan(0);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  test("views hold no unseen card, and no seat learns anything of its partner's or an opponent's hand", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = seededRandom(`wa-views/${seed}`);
        for (const s of randomStates(seed)) {
          for (let seat = -1; seat < 4; seat++) {
            const v = seat < 0 ? G.spectatorView(s) : G.view(s, seat);
            const own = seat < 0 ? [] : cardsOf(s.hands[seat]!);
            expect([...v.hand].sort()).toEqual(own.sort());
            const shown = [...v.hand, ...v.trick.cards, ...v.tricks.flatMap((t) => t.cards)];
            expect(shown.every((c) => own.includes(c) || played(s).includes(c))).toBe(true);
            // Deal the cards this seat cannot see anew (the other hands and the unused cards): the view is the same.
            const hidden = shuffle(
              PACK.filter((c) => !own.includes(c) && !played(s).includes(c)),
              random,
            );
            const hands = s.hands.map((h, i) =>
              i === seat
                ? h
                : cardsOf(h)
                    .map(() => hidden.pop()!)
                    .reduce((m, c) => m + 2 ** c, 0),
            );
            const other = { ...s, hands };
            expect(seat < 0 ? G.spectatorView(other) : G.view(other, seat)).toEqual(v);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  test('explanations agree with the tricks, and the outcome with the tricks or the fold', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const states = randomStates(seed);
        const last = states[states.length - 1]!;
        const v = G.view(last, 0);
        const explained = explainWattenTricks(v);
        expect(explained.map((e) => e.winnerSeat)).toEqual(last.tricks.map((t) => t.winner));
        // A reason whose sentence names the beaten cards ("it beats …") has some to name.
        for (const e of explained.filter((x) => ['rechte', 'first-linke', 'highest-trump'].includes(x.reason))) {
          expect(e.beaten.length).toBeGreaterThan(0);
        }
        const o = G.outcome(last)!;
        expect(o.tricks.reduce((a, b) => a + b, 0)).toBe(last.tricks.length);
        if (o.endedBy === 'tricks') expect(o.tricks[o.winner]! + o.tricks[o.winner + 2]!).toBe(3);
        expect(o.gamePoints[o.winner]).toBe(o.value);
        expect(o.gamePoints[1 - o.winner]).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe('perft', () => {
  test('from a fresh deal: 9, 36 and 216 at depths 1 to 3 (the forehand has 5 leads and raise)', () => {
    for (const dealer of [0, 1, 2, 3]) {
      const s = G.deal(G.newSession(G.defaultRules, dealer), shuffle(PACK, seededRandom(`wa-perft/${dealer}`)));
      expect([1, 2, 3].map((d) => perft(G, s, d))).toEqual([9, 36, 216]);
    }
  });
});
