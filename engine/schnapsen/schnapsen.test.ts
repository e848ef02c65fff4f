/**
 * Schnapsen, rule by rule (RULES.md SN-1 … SN-16, its worked checks, "Records and the referee").
 *
 * Hand-built deals fix who gets what: in a pack order (SN-3) cards 0-2 go to the non-dealer, 3-5 to the
 * dealer, card 6 is the trump card, 7-8 to the non-dealer, 9-10 to the dealer, 11-19 are the talon, 11 on top.
 * Seat 0 deals unless said otherwise, so seat 1 leads the first trick. The hand-made records of
 * test/fixtures/schnapsen/ are replayed through engine/record.ts against outcomes worked out by hand (each
 * record's "comment" gives the reasoning).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Action, actionKind } from '../action.js';
import { formatCard, parseCard } from '../cards.js';
import { bit, cardsOf, has, popcount } from '../cardset.js';
import { DECKS, packFor } from '../decks.js';
import { RULE_ERROR_CODES, type RuleError } from '../errors.js';
import { GAMES } from '../games.js';
import { randomBelow, seededRandom, shuffle } from '../random.js';
import { perft, readAction, replay, replayReport } from '../record.js';
import { explainSchnapsenTrick } from './explain.js';
import {
  CLOSE,
  EXCHANGE,
  PACK,
  type SchnapsenState,
  type SchnapsenView,
  cardPoints,
  marryAction,
  schnapsen as SN,
  trickWinner,
} from './index.js';

// ---------------------------------------------------------------------------------------------------------------
// Cards in German codes (the Vienna Tell pack): suits E G H S, ranks U O K T A.

const GAMES_WITH_SCHNAPSEN = [...GAMES, SN];
const ALL = PACK.map((c) => formatCard('german', c));

function card(code: string): number {
  const c = parseCard('german', code);
  if (c === undefined) throw new Error(`not a German card code: ${code}`);
  return c;
}
const code = (c: number): string => formatCard('german', c);
const codes = (cards: Iterable<number>): string[] => [...cards].map(code).sort();
const list = (text: string): string[] => text.split(' ').filter(Boolean);

/** SN-3: the pack order that deals these hands, turned card and talon (top first). */
function packOf(nonDealer: string, dealer: string, turned: string, talon: string): number[] {
  const nd = list(nonDealer);
  const d = list(dealer);
  const p = [...nd.slice(0, 3), ...d.slice(0, 3), turned, ...nd.slice(3), ...d.slice(3), ...list(talon)];
  if ([...p].sort().join() !== [...ALL].sort().join()) throw new Error(`not the 20-card pack: ${p.join(' ')}`);
  return p.map(card);
}

function start(cards: readonly number[], dealer = 0, totals?: number[]): SchnapsenState {
  const session = SN.newSession(SN.defaultRules, dealer);
  return SN.deal(totals ? { ...session, totals } : session, cards);
}

/** An action in string form, a bare card code meaning `play`. */
function actionOf(text: string): Action {
  const r = readAction(SN, 'german', text.length === 2 ? `play:${text}` : text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** Applies "1:marry:G 1:GO 0:GA …" in order. */
function run(s: SchnapsenState, script: string): SchnapsenState {
  for (const word of list(script)) {
    const colon = word.indexOf(':');
    const seat = Number(word.slice(0, colon));
    const r = SN.apply(s, seat, actionOf(word.slice(colon + 1)));
    if (!r.ok) throw new Error(`${word}: ${r.error.code} ${r.error.message}`);
    s = r.value;
  }
  return s;
}

function refusal(s: SchnapsenState, word: string): RuleError {
  const colon = word.indexOf(':');
  const r = SN.apply(s, Number(word.slice(0, colon)), actionOf(word.slice(colon + 1)));
  if (r.ok) throw new Error(`${word} was accepted`);
  return r.error;
}

const legal = (s: SchnapsenState): string[] =>
  SN.legalActions(s)
    .map((a) => (actionKind(a) === 0 ? code(a) : readableMove(a)))
    .sort();
const readableMove = (a: Action): string =>
  a === EXCHANGE ? 'exchange' : a === CLOSE ? 'close' : `marry:${'EGHS'[a - marryAction(0)]}`;
const view = (s: SchnapsenState, seat: number): SchnapsenView => SN.view(s, seat);

// The hands of the fixtures (see their comments), reused here.
/** Trump hearts (HA turned); seat 1 holds HU and the leaves pair, seat 0 nothing of note. */
const C = packOf('HU EA ET GK GO', 'EU GU SU SK SO', 'HA', 'HT EK EO GA GT HK HO SA ST');
/** Trump hearts (HA turned); seat 0 holds HU. */
const C2 = packOf('EA ET GK GO SA', 'HU EU GU SU SK', 'HA', 'HT EK EO GA GT HK HO SO ST');
/** Trump hearts (HU turned): worked check 2. */
const B = packOf('EA GA EU HK HO', 'ET GU EO GT SA', 'HU', 'GK SU SK EK GO ST HA SO HT');
/** Trump hearts (HO turned): worked check 1. */
const A = packOf('GK GO HA ET SU', 'GA GU EA ST HU', 'HO', 'EK EO EU GT HT HK SA SK SO');
/** Trump hearts (HU turned): strict-play duties. */
const G = packOf('EO GU SU EA SA', 'EU EK HO SK ST', 'HU', 'ET GA GT GK GO HA HT HK SO');
/** Trump bells (SU turned): no Unter, no pair for seat 1. */
const F1 = packOf('EA ET HA HT GU', 'EU GO HU GK EK', 'SU', 'SA HO EO ST GA GT HK SK SO');
/** Trump hearts (HU turned): seat 1 holds the four top trumps. */
const E = packOf('HA HT HK HO GU', 'GA EU SU ST ET', 'HU', 'EA EK EO GT GK GO SA SK SO');
/** Worked check 2's play up to seat 1's announcement (46 v 34, 3 tricks each). */
const B_PLAY = '1:EA 0:ET 1:GA 0:GU 1:EU 0:EO 0:GT 1:GK 0:SA 1:SK 0:SU 1:ST';

// ---------------------------------------------------------------------------------------------------------------

describe('SN-1 pack: 20 cards A T K O U in four suits; A 11, T 10, K 4, O 3, U 2 (120)', () => {
  test('SN-1 the pack is exactly the twenty cards A T K O U of the four suits', () => {
    expect(codes(SN.pack(SN.defaultRules))).toEqual([...'EGHS'].flatMap((s) => [...'ATKOU'].map((r) => s + r)).sort());
  });
  test('SN-1 card points A 11, T 10, K 4, O 3, U 2 add up to 120', () => {
    expect(['HA', 'HT', 'HK', 'HO', 'HU'].map((c) => cardPoints(card(c)))).toEqual([11, 10, 4, 3, 2]);
    expect(PACK.reduce((t, c) => t + cardPoints(c), 0)).toBe(120);
  });
  test('SN-1 rank A > T > K > O > U: of two cards of one suit the higher one wins, whoever leads', () => {
    const order = ['A', 'T', 'K', 'O', 'U'];
    for (const [i, hi] of order.entries()) {
      for (const lo of order.slice(i + 1)) {
        expect(trickWinner(0, card(`E${lo}`), card(`E${hi}`), 2)).toBe(1);
        expect(trickWinner(0, card(`E${hi}`), card(`E${lo}`), 2)).toBe(0);
      }
    }
  });
  test('SN-1 every deck of the catalogue serves the 20-card pack, in its own notation', () => {
    for (const deck of DECKS) {
      const p = packFor(deck.id, SN);
      expect(p.ok, deck.id).toBe(true);
      if (p.ok) expect(p.value.length).toBe(20);
    }
    const french = replay(fixture('french-paris-piquet-schneider-32'), GAMES_WITH_SCHNAPSEN);
    expect(french.kind).toBe('ok');
  });
  test('SN-1 a record without deck reads German codes (Vienna Tell): a French code is unreadable', () => {
    const json = {
      format: 'cardavia/1',
      game: 'schnapsen',
      deals: [{ cards: [...ALL.slice(0, 19), 'CA'], actions: [] }],
    };
    expect(replay(json, GAMES_WITH_SCHNAPSEN).kind).toBe('unreadable');
  });
});

describe('SN-2 the deal alternates after every deal', () => {
  test('SN-2 after a deal won by either player the other player deals', () => {
    const s = SN.newSession(SN.defaultRules, 1);
    const won0 = SN.settle(s, SN.outcome(run(start(B, 1), swapSeats(B_PLAY) + ' 0:marry:H'))!);
    expect(won0.dealer).toBe(0);
    const won1 = SN.settle(won0, SN.outcome(run(start(B, 0), B_PLAY + ' 1:marry:H'))!);
    expect(won1.dealer).toBe(1);
  });
});

/** The same play with the seats swapped (seat 1 dealing). */
function swapSeats(script: string): string {
  return list(script)
    .map((w) => `${1 - Number(w[0])}${w.slice(1)}`)
    .join(' ');
}

describe('SN-3 dealing: 3 + 3, the trump card turned, 2 + 2; the trump card under the 9-card talon', () => {
  const s = start(C);
  test('SN-3 cards 0-2 and 7-8 to the non-dealer, 3-5 and 9-10 to the dealer', () => {
    expect(codes(cardsOf(s.hands[1]!))).toEqual(codes(list('HU EA ET GK GO').map(card)));
    expect(codes(cardsOf(s.hands[0]!))).toEqual(codes(list('EU GU SU SK SO').map(card)));
  });
  test('SN-3 card 6 is the trump card: its suit is trump, it lies face up under the talon; the talon counts 10', () => {
    const v = view(s, 0);
    expect(v.trump).toBe(2);
    expect(v.turnedCard).toBe(card('HA'));
    expect(v.trumpCard).toBe(card('HA'));
    expect(v.talonCount).toBe(10);
  });
  test('SN-3 with seat 1 dealing the same pack gives seat 0 the non-dealer hand', () => {
    const t = start(C, 1);
    expect(t.hands[0]).toBe(s.hands[1]);
    expect(t.leader).toBe(0);
  });
});

describe('SN-4 the non-dealer leads the first trick', () => {
  test('SN-4 seat 1 leads when seat 0 deals; the dealer may not play first', () => {
    const s = start(C);
    expect(SN.toMove(s)).toBe(1);
    expect(refusal(s, '0:EU').code).toBe('NOT_YOUR_TURN');
  });
});

describe('SN-5 open talon: the follower may play any card; the higher card of the led suit or a trump wins', () => {
  test('SN-5 holding the led suit and a winner, the follower may still play any of his five cards', () => {
    const s = run(start(G), '1:SU');
    expect(legal(s)).toEqual(codes(list('EU EK HO SK ST').map(card)));
    expect(run(s, '0:EU').tricks[0]!.winner).toBe(1); // another suit, no trump: the leader keeps it
  });
  test('SN-5 every led card against every answer: same suit higher wins, a trump on a non-trump lead wins', () => {
    for (const led of PACK) {
      for (const answer of PACK) {
        if (led === answer) continue;
        const same = led >> 3 === answer >> 3;
        const order = 'UOKTA';
        const power = (c: number) => order.indexOf(code(c)[1]!);
        const expected = same ? (power(answer) > power(led) ? 1 : 0) : answer >> 3 === 2 ? 1 : 0;
        expect(trickWinner(0, led, answer, 2), `${code(led)} ${code(answer)}`).toBe(expected);
      }
    }
  });
});

describe('SN-6 drawing: the winner draws first, then the loser; the trump card is drawn last', () => {
  test('SN-6 after the first trick the winner draws card 11 and the loser card 12; the winner leads', () => {
    const s = run(start(C2), '1:EA 0:EU'); // seat 1 wins
    expect(has(s.hands[1]!, card('HT'))).toBe(true);
    expect(has(s.hands[0]!, card('EK'))).toBe(true);
    expect(SN.toMove(s)).toBe(1);
    expect(view(s, 0).talonCount).toBe(8);
  });
  test('SN-6 the loser of the fifth trick draws the trump card; the talon is then exhausted', () => {
    const s = run(start(B), '1:EA 0:ET 1:GA 0:GU 1:EU 0:EO 0:GT 1:GK 0:SA 1:SK');
    expect(has(s.hands[1]!, card('HU'))).toBe(true); // seat 1 lost the fifth trick
    expect(view(s, 0)).toMatchObject({ talonCount: 0, trumpCard: null, trumpCardTakenBy: 1, strict: true });
    expect(s.hands.map(popcount)).toEqual([5, 5]);
  });
});

describe('SN-7 strict play: follow suit and win if possible, else follow, else trump, else any card', () => {
  const closed = run(start(G), '1:close');
  test('SN-7 holding a higher card of the led suit, the follower must play one (EO led: only EK)', () => {
    expect(legal(run(closed, '1:EO'))).toEqual(['EK']);
    expect(refusal(run(closed, '1:EO'), '0:EU')).toMatchObject({
      code: 'ILLEGAL_CARD',
      rule: 'SN-7',
      params: { duty: 'win' },
    });
  });
  test('SN-7 holding the suit but no higher card, any card of the suit (EA led: EU or EK)', () => {
    expect(legal(run(closed, '1:EA'))).toEqual(['EK', 'EU']);
    expect(refusal(run(closed, '1:EA'), '0:HO').params.duty).toBe('follow');
  });
  test('SN-7 void in the led suit, the follower must trump (GU led: only HO)', () => {
    expect(legal(run(closed, '1:GU'))).toEqual(['HO']);
    expect(refusal(run(closed, '1:GU'), '0:SK').params.duty).toBe('trump');
  });
  test('SN-7 holding the led suit he may not trump (SU led: SK or ST, not HO)', () => {
    expect(legal(run(closed, '1:SU'))).toEqual(['SK', 'ST']);
    expect(refusal(run(closed, '1:SU'), '0:HO').code).toBe('ILLEGAL_CARD');
  });
  test('SN-7 void in the led suit and in trumps, any card', () => {
    // Seat 0 of F1 after closing holds GK EK HO EO … see the fixture: here seat 1 leads a trump, seat 0 has none.
    const s = run(start(F1), '1:EA 0:EU 1:GU 0:GO 0:close 0:HU 1:HA 1:HT 0:HO 1:SA');
    expect(legal(s)).toEqual(['EK', 'EO', 'GK']);
  });
  test('SN-7 applies once the talon is exhausted too, without any closing', () => {
    const s = run(start(B), '1:EA 0:ET 1:GA 0:GU 1:EU 0:EO 0:GT 1:GK 0:SA 1:SK 0:SU');
    expect(legal(s)).toEqual(['SO', 'ST']); // seat 1 holds HK HO HU SO ST: must win in bells
  });
  test('SN-7 a trump lead is followed by the same duty: win with a higher trump if held', () => {
    const s = run(start(E), '1:close 1:GU 0:GA 0:EU 1:HT 1:marry:H');
    expect(legal(s)).toEqual(['HK', 'HO']);
    const t = run(start(G), '1:close 1:SU 0:SK'); // seat 0 leads; seat 1 holds EO GU EA SA
    expect(legal(run(t, '0:HO'))).toEqual(['EA', 'EO', 'GU', 'SA']); // no trump: any card
  });
});

describe('SN-8 exchange: the leader holding the trump Unter gives it for the trump card while the talon is open', () => {
  test('SN-8 at the first lead, before any trick: the trump card goes to the hand, the Unter under the talon', () => {
    const s = run(start(C), '1:exchange');
    expect(has(s.hands[1]!, card('HA'))).toBe(true);
    expect(has(s.hands[1]!, card('HU'))).toBe(false);
    expect(view(s, 0)).toMatchObject({ trumpCard: card('HU'), turnedCard: card('HA'), exchangedBy: 1, talonCount: 10 });
  });
  test('SN-8 at a later lead, after tricks, by the dealer', () => {
    const s = run(start(C2), '1:EA 0:EU 1:GO 0:SK 1:ET 0:GU 1:GK 0:GA');
    expect(legal(s)).toContain('exchange');
    expect(view(run(s, '0:exchange'), 1).trumpCard).toBe(card('HU'));
  });
  test('SN-8 refused to the follower, to a leader without the trump Unter, after closing, once exhausted', () => {
    expect(refusal(run(start(C2), '1:EA'), '0:exchange')).toMatchObject({
      code: 'ILLEGAL_MOVE',
      rule: 'SN-8',
      params: { reason: 'not-leading' },
    });
    expect(refusal(start(C2), '1:exchange').params.reason).toBe('no-trump-unter');
    expect(refusal(run(start(C), '1:close'), '1:exchange').params.reason).toBe('closed');
    // Worked check 2's deal: seat 0 deals; after 5 tricks seat 0 leads holding … no Unter; use C2 played out:
    const exhausted = run(start(C2), '1:EA 0:EU 1:GO 0:SK 1:ET 0:GU 1:GK 0:GA 0:SU 1:SA');
    expect(view(exhausted, 0).talonCount).toBe(0);
    expect(has(exhausted.hands[0]!, card('HU'))).toBe(true);
    expect(refusal(exhausted, '1:exchange').params.reason).toBe('exhausted');
  });
  test('SN-8 by the seat not about to lead is NOT_YOUR_TURN, not ILLEGAL_MOVE', () => {
    expect(refusal(start(C2), '0:exchange').code).toBe('NOT_YOUR_TURN');
  });
  test('SN-8 the trump Unter turned at the deal: nobody can exchange', () => {
    const s = start(G);
    expect(legal(s)).not.toContain('exchange');
  });
});

describe('SN-9 closing: the leader may close while the talon is open; no more drawing; strict play', () => {
  test('SN-9 at the first lead, and after an exchange on the same lead', () => {
    expect(legal(start(C))).toContain('close');
    expect(legal(run(start(C), '1:exchange'))).toContain('close');
  });
  test('SN-9 after closing nobody draws: the hands shrink, the talon keeps its cards', () => {
    const s = run(start(C), '1:close 1:EA 0:EU');
    expect(s.hands.map(popcount)).toEqual([4, 4]);
    expect(view(s, 0)).toMatchObject({ talonCount: 10, closedBy: 1, strict: true, trumpCard: card('HA') });
  });
  test('SN-9 refused to the follower, twice, and once the talon is exhausted', () => {
    expect(refusal(run(start(C), '1:EA'), '0:close').params.reason).toBe('not-leading');
    expect(refusal(run(start(C), '1:close'), '1:close').params.reason).toBe('closed');
    const exhausted = run(start(C2), '1:EA 0:EU 1:GO 0:SK 1:ET 0:GU 1:GK 0:GA 0:SU 1:SA');
    expect(refusal(exhausted, '1:close')).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'SN-9' });
  });
});

describe('SN-10 marriages: 20, 40 in trumps; pending until a first trick; then lead its King or Ober', () => {
  test('SN-10 a plain marriage is worth 20 and a trump marriage 40', () => {
    const a = run(start(C2), '1:EA 0:EU 1:marry:G');
    expect(view(a, 0).points[1]).toBe(13 + 20);
    const e = run(start(E), '1:close 1:GU 0:GA 0:EU 1:HT 1:marry:H');
    expect(view(e, 0).points[1]).toBe(12 + 40);
  });
  test('SN-10 after marry only the King and Ober of that suit may be led; one marriage per lead', () => {
    const s = run(start(C), '1:marry:G');
    expect(legal(s)).toEqual(['GK', 'GO']);
    expect(refusal(s, '1:EA')).toMatchObject({ code: 'ILLEGAL_CARD', rule: 'SN-10' });
    expect(refusal(s, '1:marry:G').params.reason).toBe('one-per-lead');
    expect(refusal(s, '1:exchange').params.reason).toBe('after-marriage');
    expect(refusal(s, '1:close').params.reason).toBe('after-marriage');
  });
  test('SN-10 a marriage needs both cards in hand, and only the leader announces', () => {
    expect(refusal(start(C), '1:marry:E').params.reason).toBe('no-pair');
    expect(refusal(run(start(B), '1:EA'), '0:marry:S').params.reason).toBe('not-leading');
    expect(refusal(start(B), '0:marry:H').code).toBe('NOT_YOUR_TURN');
  });
  test('SN-10 pending: announced without a trick, credited with the first trick won (worked check 1)', () => {
    const lost = run(start(A), '1:marry:G 1:GO 0:GA');
    expect(view(lost, 0)).toMatchObject({ points: [14, 0], pending: [0, 20] });
    const won = run(lost, '0:GU 1:HA');
    expect(view(won, 0)).toMatchObject({ points: [14, 33], pending: [0, 0] });
  });
  test('SN-10 pending points are never credited to a player who wins no trick: a deal ending so leaves them out', () => {
    const lost = run(start(A), '1:marry:G 1:GO 0:GA');
    expect(SN.outcome({ ...lost, end: { winner: 0, endedBy: '66' } })!.points).toEqual([14, 0]);
  });
  test('SN-10 the order on a lead is exchange, close, announce, play', () => {
    const s = run(start(C), '1:exchange 1:close 1:marry:G 1:GO');
    expect(s.closedBy).toBe(1);
    expect(s.exchangedBy).toBe(1);
  });
});

describe('SN-11 points: card points of won tricks plus credited marriages', () => {
  test('SN-11 both players see both players’ points and tricks', () => {
    const s = run(start(A), '1:marry:G 1:GO 0:GA 0:GU 1:HA');
    for (const seat of [0, 1]) expect(view(s, seat)).toMatchObject({ points: [14, 33], trickCounts: [1, 1] });
  });
});

describe('SN-12 the deal ends at once at 66: after a trick, or at an announcement', () => {
  test('SN-12 worked check 2: 46 points and a trick, the trump marriage: 86, the deal ends before the lead', () => {
    const before = run(start(B), B_PLAY);
    expect(view(before, 0).points).toEqual([34, 46]);
    const s = run(before, '1:marry:H');
    expect(SN.phase(s)).toBe('over');
    expect(SN.outcome(s)).toMatchObject({ points: [34, 86], winner: 1, endedBy: '66', gamePoints: [0, 1] });
    expect(refusal(s, '1:HK').code).toBe('DEAL_OVER');
  });
  test('SN-12 after a trick: 66 ends the deal before anyone draws', () => {
    const s = run(start(F1), '1:EA 0:EU 1:GU 0:GO 0:close 0:HU 1:HA 1:HT 0:HO 1:SA 0:EK 1:ST 0:GK');
    expect(SN.outcome(s)).toMatchObject({ winner: 1, endedBy: '66', points: [5, 68] });
  });
});

describe('SN-13 played out without 66: the last trick wins an unclosed deal; the closer fails a closed one', () => {
  test('SN-13 the last trick wins with fewer points (fixture)', () => {
    expect(dealOf('last-trick-without-66-wins-with-fewer-points')).toMatchObject({
      winner: 0,
      endedBy: 'last-trick',
      points: [56, 64],
    });
  });
  test('SN-13 closed and played out without 66: the closer has failed (fixture)', () => {
    expect(dealOf('closing-fails-played-out-scores-3')).toMatchObject({ winner: 0, endedBy: 'closing', closedBy: 1 });
  });
});

describe('SN-14 game points of an unclosed deal: 3 Schwarz, 2 below 33, else 1', () => {
  test('SN-14 32 points is Schneider: 2; 33 is not: 1', () => {
    expect(dealOf('schneider-line-loser-with-32-scores-2').gamePoints).toEqual([2, 0]);
    expect(dealOf('schneider-line-loser-with-33-scores-1').gamePoints).toEqual([0, 1]);
  });
  test('SN-14 a loser without a trick is Schwarz: 3', () => {
    expect(dealOf('bummerl-target-3-ends-after-one-deal')).toMatchObject({ tricks: [0, 4], gamePoints: [0, 3] });
  });
});

describe('SN-15 a closed deal is judged at the moment of closing', () => {
  test('SN-15 closing before the first trick and winning: 3, though the opponent later takes a trick', () => {
    expect(dealOf('closing-before-first-trick-wins-3')).toMatchObject({ tricks: [1, 3], gamePoints: [0, 3] });
  });
  test('SN-15 failing: 2 to the opponent who had a trick at the closing, 3 to one who had none', () => {
    expect(dealOf('closing-fails-opponent-reaches-66-scores-2').gamePoints).toEqual([0, 2]);
    expect(dealOf('closing-fails-played-out-scores-3').gamePoints).toEqual([3, 0]);
  });
  test('SN-15 worked check 3: player 1 has 20 points and 2 tricks at the closing; player 0 wins 2, fails 2', () => {
    // The scoring rule itself, on a state whose closing snapshot is 20 points and 2 tricks.
    const base = run(start(C), '1:close');
    const closing = { opponentPoints: 20, opponentTricks: 2 };
    const closedBy0 = { ...base, closedBy: 0, closing, trickCounts: [3, 4], cardPoints: [66, 40] };
    expect(SN.outcome({ ...closedBy0, end: { winner: 0, endedBy: '66' } })!.gamePoints).toEqual([2, 0]);
    expect(SN.outcome({ ...closedBy0, end: { winner: 1, endedBy: '66' } })!.gamePoints).toEqual([0, 2]);
  });
});

describe('SN-16 the Bummerl: first to 7 (rules.target), checked after each deal', () => {
  test('SN-16 the default target is 7 and the options schema offers others', () => {
    expect(SN.defaultRules.target).toBe(7);
    expect(SN.options.target?.choices).toContain(7);
    expect(SN.parseRules({ target: 3 })).toMatchObject({ ok: true, value: { target: 3 } });
    expect(SN.parseRules({ variants: ['trump'] }).ok).toBe(false);
    expect(SN.parseRules({ ruleset: 'cardrulesplus' }).ok).toBe(false);
  });
  test('SN-16 the match ends when a total reaches the target; a further deal is SESSION_OVER', () => {
    const r = replay(fixture('bummerl-to-7-ends-after-four-deals'), GAMES_WITH_SCHNAPSEN);
    if (r.kind !== 'ok') throw new Error(r.kind);
    expect(replayReport(r.replayed)).toMatchObject({ totals: [3, 8], finished: true, winner: 1 });
    expect(errorOf('session-over-deal-after-the-bummerl')).toEqual({ deal: 4, action: null, code: 'SESSION_OVER' });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Records and the referee.

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'schnapsen');
function fixture(name: string): unknown {
  return JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));
}
function dealOf(name: string, deal = 0): Record<string, unknown> {
  const r = replay(fixture(name), GAMES_WITH_SCHNAPSEN);
  if (r.kind !== 'ok') throw new Error(`${name}: ${JSON.stringify(r)}`);
  return r.replayed.deals[deal]!;
}
function errorOf(name: string): unknown {
  const r = replay(fixture(name), GAMES_WITH_SCHNAPSEN);
  if (r.kind !== 'illegal') throw new Error(`${name}: ${r.kind}`);
  const { deal, action, code } = r.error;
  return { deal, action, code };
}

/** Each hand-made record's outcome, worked out by hand (the reasoning is in the record's comment). */
const COMPLETE: Record<string, object> = {
  'sixty-six-by-announcement-trump-marriage-worked-check': {
    trump: 'H',
    points: [34, 86],
    tricks: [3, 3],
    closedBy: null,
    winner: 1,
    endedBy: '66',
    gamePoints: [0, 1],
  },
  'closing-before-first-trick-wins-3': {
    trump: 'H',
    points: [13, 79],
    tricks: [1, 3],
    closedBy: 1,
    winner: 1,
    endedBy: '66',
    gamePoints: [0, 3],
  },
  'closing-fails-played-out-scores-3': {
    trump: 'S',
    points: [0, 44],
    tricks: [0, 5],
    closedBy: 1,
    winner: 0,
    endedBy: 'closing',
    gamePoints: [3, 0],
  },
  'closing-fails-opponent-reaches-66-scores-2': {
    trump: 'S',
    points: [5, 68],
    tricks: [1, 5],
    closedBy: 0,
    winner: 1,
    endedBy: '66',
    gamePoints: [0, 2],
  },
  'schneider-line-loser-with-32-scores-2': {
    trump: 'E',
    points: [70, 32],
    tricks: [5, 3],
    closedBy: null,
    winner: 0,
    endedBy: '66',
    gamePoints: [2, 0],
  },
  'schneider-line-loser-with-33-scores-1': {
    trump: 'H',
    points: [33, 79],
    tricks: [3, 4],
    closedBy: null,
    winner: 1,
    endedBy: '66',
    gamePoints: [0, 1],
  },
  'last-trick-without-66-wins-with-fewer-points': {
    trump: 'E',
    points: [56, 64],
    tricks: [4, 6],
    closedBy: null,
    winner: 0,
    endedBy: 'last-trick',
    gamePoints: [1, 0],
  },
  'french-paris-piquet-schneider-32': {
    trump: 'C',
    points: [70, 32],
    tricks: [5, 3],
    closedBy: null,
    winner: 0,
    endedBy: '66',
    gamePoints: [2, 0],
  },
};
const ILLEGAL: Record<string, object> = {
  'deal-over-card-after-sixty-six-by-announcement': { deal: 0, action: 13, code: 'DEAL_OVER' },
  'illegal-move-exchange-by-the-follower': { deal: 0, action: 1, code: 'ILLEGAL_MOVE' },
  'illegal-move-exchange-without-the-trump-unter': { deal: 0, action: 0, code: 'ILLEGAL_MOVE' },
  'not-your-turn-exchange-by-the-dealer-at-the-first-lead': { deal: 0, action: 0, code: 'NOT_YOUR_TURN' },
  'illegal-move-exchange-after-closing': { deal: 0, action: 1, code: 'ILLEGAL_MOVE' },
  'illegal-move-exchange-after-the-talon-is-exhausted': { deal: 0, action: 10, code: 'ILLEGAL_MOVE' },
  'illegal-move-close-twice': { deal: 0, action: 1, code: 'ILLEGAL_MOVE' },
  'illegal-move-marriage-without-the-pair': { deal: 0, action: 0, code: 'ILLEGAL_MOVE' },
  'illegal-card-marriage-then-another-card': { deal: 0, action: 1, code: 'ILLEGAL_CARD' },
  'illegal-card-strict-must-win-in-suit': { deal: 0, action: 2, code: 'ILLEGAL_CARD' },
  'illegal-card-strict-must-trump-when-void': { deal: 0, action: 2, code: 'ILLEGAL_CARD' },
  'illegal-card-strict-may-not-trump-holding-the-suit': { deal: 0, action: 2, code: 'ILLEGAL_CARD' },
  'session-over-deal-after-the-bummerl': { deal: 4, action: null, code: 'SESSION_OVER' },
};
/** Unfinished records: the view of seat 0 at the end, as worked out by hand. */
const UNFINISHED: Record<string, Partial<SchnapsenView>> = {
  'marriage-on-first-lead-lost-trick-pending-then-credited': { points: [14, 33], pending: [0, 0], trickCounts: [1, 1] },
  'exchange-before-first-trick': { exchangedBy: 1, trumpCard: card('HU'), talonCount: 10, toMove: 0 },
  'exchange-after-first-trick': { exchangedBy: 0, trumpCard: card('HU'), talonCount: 2, toMove: 0 },
  'open-talon-free-answer-no-duty': { points: [0, 4], trickCounts: [0, 1], toMove: 1 },
};

describe('hand-made records (test/fixtures/schnapsen) replay to the outcomes worked out by hand', () => {
  test('every record in the folder has a comment and an expectation here', () => {
    const names = readdirSync(FIXTURES).map((f) => f.replace(/\.json$/, ''));
    const known = [
      ...Object.keys(COMPLETE),
      ...Object.keys(ILLEGAL),
      ...Object.keys(UNFINISHED),
      'bummerl-to-7-ends-after-four-deals',
      'bummerl-target-3-ends-after-one-deal',
    ];
    expect(names.sort()).toEqual(known.sort());
    for (const n of names) expect(typeof (fixture(n) as { comment?: unknown }).comment, n).toBe('string');
  });
  test.each(Object.entries(COMPLETE))('%s', (name, expected) => {
    expect(dealOf(name)).toEqual({ dealer: 0, complete: true, ...expected });
  });
  test.each(Object.entries(ILLEGAL))('%s', (name, expected) => {
    expect(errorOf(name)).toEqual(expected);
  });
  test.each(Object.entries(UNFINISHED))('%s', (name, expected) => {
    const r = replay(fixture(name), GAMES_WITH_SCHNAPSEN);
    if (r.kind !== 'ok') throw new Error(JSON.stringify(r));
    expect(r.replayed.deals).toEqual([{ dealer: 0, complete: false }]);
    expect(SN.view(r.replayed.current, 0)).toMatchObject(expected);
  });
  test('the Bummerl record: four deals, dealers 1 0 1 0, game points 3, 3, 3 (failed closing), 2', () => {
    const r = replay(fixture('bummerl-to-7-ends-after-four-deals'), GAMES_WITH_SCHNAPSEN);
    if (r.kind !== 'ok') throw new Error(r.kind);
    const deals = r.replayed.deals;
    expect(deals.map((d) => d.dealer)).toEqual([1, 0, 1, 0]);
    expect(deals.map((d) => d.gamePoints)).toEqual([
      [0, 3],
      [3, 0],
      [0, 3],
      [0, 2],
    ]);
    expect(deals.map((d) => d.endedBy)).toEqual(['66', '66', 'closing', '66']);
    const target3 = replay(fixture('bummerl-target-3-ends-after-one-deal'), GAMES_WITH_SCHNAPSEN);
    if (target3.kind !== 'ok') throw new Error(target3.kind);
    expect(replayReport(target3.replayed)).toMatchObject({ totals: [0, 3], finished: true, winner: 1 });
  });
  test('unreadable: exchange or close other than true, marry other than a suit letter, two moves in one action', () => {
    const withAction = (action: object) => ({
      format: 'cardavia/1',
      game: 'schnapsen',
      deals: [{ cards: C.map(code), actions: [action] }],
    });
    for (const action of [
      { seat: 1, exchange: false },
      { seat: 1, close: 'yes' },
      { seat: 1, marry: 'X' },
      { seat: 1, marry: 'GK' },
      { seat: 1, play: 'EA', close: true },
      { seat: 1 },
    ]) {
      expect(replay(withAction(action), GAMES_WITH_SCHNAPSEN).kind, JSON.stringify(action)).toBe('unreadable');
    }
    expect(replay(withAction({ seat: 1, bid: 'pass' }), GAMES_WITH_SCHNAPSEN)).toMatchObject({
      kind: 'illegal',
      error: { code: 'WRONG_PHASE' },
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Perft, counted by hand.

describe('perft counts checked by hand', () => {
  test('deal start, no Unter and no pair (F1): 5 leads + close = 6; depth 2: 5 x 5 answers + 5 leads after closing = 30', () => {
    const s = start(F1);
    expect(perft(SN, s, 1)).toBe(6);
    expect(perft(SN, s, 2)).toBe(30);
  });
  test('deal start with the trump Unter and the leaves pair (C): 8; depth 2: 25 + 7 + 6 + 2 = 40', () => {
    // Depth 1: HU EA ET GK GO, exchange, close, marry:G = 8.
    // Depth 2: each of 5 leads meets 5 free answers (25); after the exchange seat 1 holds HA EA ET GK GO and may
    // lead 5 cards, close or marry:G (7); after closing 5 cards or marry:G (6); after marry:G, GK or GO (2).
    const s = start(C);
    expect(perft(SN, s, 1)).toBe(8);
    expect(perft(SN, s, 2)).toBe(40);
  });
  test('strict play after closing (G): 5 leads; depth 2: EO 1 (EK), GU 1 (HO), SU 2, EA 2, SA 2 = 8', () => {
    const s = run(start(G), '1:close');
    expect(perft(SN, s, 1)).toBe(5);
    expect(perft(SN, s, 2)).toBe(8);
  });
  test('an announcement reaching 66 ends the deal and counts as one sequence', () => {
    const s = run(start(B), B_PLAY);
    // Seat 1 holds HK HO HU SO: 4 leads, marry:H (which ends the deal) = 5 at depth 1 and depth 2 counts it once.
    expect(perft(SN, s, 1)).toBe(5);
    const leads = ['HK', 'HO', 'HU', 'SO'].map((c) => SN.legalActions(run(s, `1:${c}`)).length);
    expect(perft(SN, s, 2)).toBe(leads.reduce((a, b) => a + b, 0) + 1);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Properties over random deals.

const ALL_ACTIONS: Action[] = [...PACK, 64, EXCHANGE, CLOSE, ...[0, 1, 2, 3].map((s) => marryAction(s as 0))];

/** A random deal played to its end by random legal actions; calls `check` before every action. */
function randomDeal(seed: number, check: (s: SchnapsenState) => void): SchnapsenState {
  const random = seededRandom(seed);
  let s = start(shuffle(PACK, random), randomBelow(random, 2));
  for (;;) {
    check(s);
    if (SN.phase(s) === 'over') return s;
    const moves = SN.legalActions(s);
    const a = moves[randomBelow(random, moves.length)]!;
    const r = SN.apply(s, SN.toMove(s)!, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
}

/** The stock still to draw: face-down talon cards, then the card under the talon. */
function undrawn(s: SchnapsenState): number[] {
  return [...s.talon, s.bottom].slice(s.drawn);
}

describe('properties of random deals', () => {
  test('cards are conserved: hands, won tricks, the table and the undrawn stock are the 20 cards, once each', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        randomDeal(seed, (s) => {
          const all = [
            ...cardsOf(s.hands[0]!),
            ...cardsOf(s.hands[1]!),
            ...cardsOf(s.won[0]!),
            ...cardsOf(s.won[1]!),
            ...undrawn(s),
            ...(s.led >= 0 ? [s.led] : []),
          ];
          expect(all.sort((a, b) => a - b)).toEqual([...PACK]);
        });
      }),
      { numRuns: 200 },
    );
  });
  test('every legal action applies, and every other action is refused with a code of RECORDS.md and, for a rule, its id', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        randomDeal(seed, (s) => {
          const seat = SN.toMove(s) ?? 0;
          const legalSet = new Set(SN.legalActions(s));
          for (const a of ALL_ACTIONS) {
            const r = SN.apply(s, seat, a);
            expect(r.ok, `${a}`).toBe(legalSet.has(a));
            if (!r.ok) {
              expect(RULE_ERROR_CODES).toContain(r.error.code);
              if (r.error.code === 'ILLEGAL_CARD' || r.error.code === 'ILLEGAL_MOVE')
                expect(r.error.rule).toMatch(/^SN-\d+$/);
            }
          }
        });
      }),
      { numRuns: 100 },
    );
  });
  test('points: card points of the won tricks plus announced marriages; 120 + credited marriages when played out', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const end = randomDeal(seed, (s) => {
          const v = view(s, 0);
          const marriages = v.marriages.reduce((t, m) => t + (m.suit === s.trump ? 40 : 20), 0);
          const cards = [...cardsOf(s.won[0]!), ...cardsOf(s.won[1]!)].reduce((t, c) => t + cardPoints(c), 0);
          expect(v.points[0]! + v.points[1]! + v.pending[0]! + v.pending[1]!).toBe(cards + marriages);
        });
        const o = SN.outcome(end)!;
        const v = view(end, 0);
        if (end.hands[0] === 0 && end.hands[1] === 0 && end.closedBy === null) {
          expect(o.points[0]! + o.points[1]!).toBe(
            120 +
              v.marriages
                .filter((m) => v.trickCounts[m.seat]! > 0)
                .reduce((t, m) => t + (m.suit === end.trump ? 40 : 20), 0),
          );
        }
        // SN-12: a deal ended by 66 has its winner at 66 or more, the loser below.
        if (o.endedBy === '66') {
          expect(o.points[o.winner]!).toBeGreaterThanOrEqual(66);
          expect(o.points[1 - o.winner]!).toBeLessThan(66);
        } else {
          expect(Math.max(...o.points)).toBeLessThan(66);
        }
        expect(o.gamePoints[o.winner]).toBeGreaterThanOrEqual(1);
        expect(o.gamePoints[1 - o.winner]).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
  test('a view never holds the opponent’s unseen cards: swapping them with face-down talon cards changes nothing', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 1 }), (seed, seat) => {
        randomDeal(seed, (s) => {
          const opp = 1 - seat;
          const known = new Set<number>([s.turned, s.bottom]);
          for (const m of s.marriages) if (m.seat === opp) for (const r of [5, 6]) known.add(m.suit * 8 + r);
          const hidden = cardsOf(s.hands[opp]!).filter((c) => !known.has(c));
          const faceDown = s.talon.slice(Math.min(s.drawn, s.talon.length));
          if (hidden.length === 0 || faceDown.length === 0) return;
          const [h, t] = [hidden[0]!, faceDown[0]!];
          const hands = [...s.hands];
          hands[opp] = (hands[opp]! & ~bit(h)) | bit(t);
          hands[opp] = hands[opp]! >>> 0;
          const talon = s.talon.map((c) => (c === t ? h : c));
          const swapped = { ...s, hands, talon };
          expect(view(swapped, seat)).toEqual(view(s, seat));
        });
      }),
      { numRuns: 150 },
    );
  });
  test('the view of a seat holds its own hand and the opponent’s hand size only', () => {
    randomDeal(7, (s) => {
      for (const seat of [0, 1]) {
        const v = view(s, seat);
        expect(v.hand).toEqual(cardsOf(s.hands[seat]!));
        expect(v.handSizes).toEqual(s.hands.map(popcount));
        expect(JSON.stringify(v)).not.toContain('"hands"');
      }
    });
  });
  test('explain agrees with the trick winner on every trick of random deals', () => {
    for (let seed = 0; seed < 100; seed++) {
      const end = randomDeal(seed, () => {});
      for (const [i, e] of SN.explain(view(end, 0)).entries()) {
        const t = end.tricks[i]!;
        expect(e.winnerSeat).toBe(t.winner);
        expect(e).toEqual(explainSchnapsenTrick(t, end.trump));
      }
    }
  });
});

describe('the terminal text', () => {
  test('the leader reads his exchange, closing and marriage beside their numbers, and the deal end says why', () => {
    const s = start(C);
    const text = SN.text.view(view(s, 1), 'german', SN.legalActions(s));
    expect(text).toContain('exchange');
    expect(text).toContain('close');
    expect(text).toContain('marry:G (announce 20)');
    expect(text).toContain('10 in the talon');
    const end = run(start(B), `${B_PLAY} 1:marry:H`);
    const session = SN.settle(SN.newSession(SN.defaultRules, 0), SN.outcome(end)!);
    expect(SN.text.dealEnd(SN.outcome(end)!, session, 1)).toContain('You reached 66');
    expect(SN.text.afterAction(view(run(start(C), '1:close'), 0), 'german', 1, CLOSE)).toBe(
      'Opponent closed the talon.',
    );
  });
});
