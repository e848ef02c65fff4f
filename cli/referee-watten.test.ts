/**
 * The referee of RECORDS.md on Watten, run as the real command (`node bin/cardavia.js …` from the repository
 * root, on the build in dist/; rebuilt here first when a source it runs is newer than its build) on the
 * hand-made records in test/fixtures/watten/. Each record's "comment" works its outcome out by hand from
 * RULES.md (WA-1 … WA-16, "Records and the referee"); the outcomes below were checked against those comments,
 * and every `legal` list and perft count was worked out by hand: the comments here give the reckoning.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { commitmentOf, newSeed } from '../server/dealing.js';
import { recordOf } from '../server/record.js';
import { TableGame } from '../server/table.js';
import { mulberry } from '../server/testing.js';
import {
  type Json,
  cardavia,
  expectNothingToCount,
  expectRefusedAsReplay,
  expectUnreadable,
  fixturesOf,
  json,
  onStdin,
  perftOf as perft,
  useBuiltCli,
} from './referee.testing.js';

const { folder: FIXTURES, fixture, readFixture, cut } = fixturesOf('watten');
useBuiltCli();

// ---------------------------------------------------------------------------------------------------------------
// What each fixture shows, and what the referee must say about it.

const ZEROS = [0, 0, 0, 0];
/** A one-deal record's replay output: its totals are the deal's game points; a single deal never ends a match. */
const single = (deal: Json): Json => ({
  ok: true,
  deals: [deal],
  totals: deal.complete === true ? deal.gamePoints : ZEROS,
  finished: false,
  winner: null,
});
/** A finished deal dealt by seat 3 (the fixtures' dealer), Schlag 9 and trump hearts unless said otherwise. */
const complete = (fields: Json): Json => ({
  dealer: 3,
  complete: true,
  schlag: '9',
  trump: 'H',
  rechte: 'H9',
  value: 2,
  tricks: ZEROS,
  foldedBy: null,
  ...fields,
});
const UNFINISHED = { dealer: 3, complete: false };
/** Per seat: partners (0 and 2, 1 and 3) score alike (WA-14). */
const side = (winner: 0 | 1, value: number) => ({
  winner,
  gamePoints: [0, 1, 2, 3].map((seat) => (seat % 2 === winner ? value : 0)),
});

// The three deals of the match to 11 (dealers 3, 0, 1; the deal passes to the left, WA-2).
const MATCH_DEALS = [
  // Raises held to 3 and 4, then seat 2 raises and seat 3 folds: side 0 scores 4.
  complete({ value: 4, endedBy: 'fold', foldedBy: 3, ...side(0, 4) }),
  // Raises held to 3, 4, 5; seat 0 raises to 6 (side 0 needs 7) and seat 1 folds: side 0 scores 5.
  complete({ dealer: 0, value: 5, endedBy: 'fold', foldedBy: 1, ...side(0, 5) }),
  // Schlag A, trump H: seat 2 takes three tricks with HA (the Rechte), HK, HO: side 0 scores 2 and has 11.
  complete({
    dealer: 1,
    schlag: 'A',
    rechte: 'HA',
    tricks: [0, 0, 3, 0],
    endedBy: 'tricks',
    ...side(0, 2),
  }),
];

/** Legal records: exit 0 and exactly this output, as each fixture's comment works it out. */
const LEGAL: Record<string, Json> = {
  // WA-9: T1 S9 (the first Linke) beats HA (a trump) and E9 (a later Linke): seat 1. T2 HK (trump duty): seat 2.
  // T3 SA: seat 0. T4 EA: seat 3. T5 GK, the highest leaf after a G8 lead: seat 1, side 1's third trick.
  'first-linke-beats-a-later-one-played-out-to-the-fifth-trick': single(
    complete({ tricks: [1, 2, 1, 1], endedBy: 'tricks', ...side(1, 2) }),
  ),
  // The same four tricks; seat 1 raises on GK after the G8 lead (WA-13), seat 2 holds: 3; GK wins.
  'last-trick-raise-with-a-plain-card-of-the-led-suit': single(
    complete({ value: 3, tricks: [1, 2, 1, 1], endedBy: 'tricks', ...side(1, 3) }),
  ),
  // At 2:2 seat 3 raises before leading (no condition, WA-13), seat 0 folds: side 1 scores the old value, 2.
  'last-trick-leader-raises-before-leading-and-the-other-side-folds': single(
    complete({ tricks: [1, 1, 1, 1], endedBy: 'fold', foldedBy: 0, ...side(1, 2) }),
  ),
  // WA-6, WA-8: the Weli led is the lowest trump (H7 beats it); the Rechte and a Linke are never forced; T5 the
  // Rechte H9 beats the Linke E9: seat 2, side 0's third trick.
  'weli-lowest-trump-rechte-and-linke-never-forced': single(
    complete({ tricks: [2, 2, 1, 0], endedBy: 'tricks', ...side(0, 2) }),
  ),
  // The same tricks; in the fifth seat 1 raises on its Linke (3, held), seat 2 on the Rechte (4, held).
  'last-trick-raises-alternate-with-a-linke-and-the-rechte': single(
    complete({ value: 4, tricks: [2, 2, 1, 0], endedBy: 'tricks', ...side(0, 4) }),
  ),
  // WA-5: Schlag 6 makes the Weli the Rechte, with no Linke; it takes T1, GK T2, SA (a plain bell) T3.
  'weli-as-rechte-at-schlag-6': single(
    complete({
      schlag: '6',
      trump: 'G',
      rechte: 'S6',
      tricks: [1, 0, 2, 0],
      endedBy: 'tricks',
      ...side(0, 2),
    }),
  ),
  // WA-11: seat 0 raises, seat 1 folds before any card: side 0 scores 2, the value before the raise.
  'fold-scores-the-old-value': single(complete({ endedBy: 'fold', foldedBy: 1, ...side(0, 2) })),
  // Held to 3; seat 1 (the other side) raises, seat 2 folds: side 1 scores 3.
  'fold-after-a-held-raise-scores-3': single(complete({ value: 3, endedBy: 'fold', foldedBy: 2, ...side(1, 3) })),
  // Schlag A, trump H: held to 3; seat 0 takes three tricks with HA (the Rechte), HK, HO (WA-10).
  'hold-then-three-tricks-scores-3': single(
    complete({ schlag: 'A', rechte: 'HA', value: 3, tricks: [3, 0, 0, 0], endedBy: 'tricks', ...side(0, 3) }),
  ),
  // Held to 3 by side 1, then to 4 by side 0; seat 0 takes three tricks.
  'raises-held-by-both-sides-value-4': single(
    complete({ schlag: 'A', rechte: 'HA', value: 4, tricks: [3, 0, 0, 0], endedBy: 'tricks', ...side(0, 4) }),
  ),
  // WA-15: 4 + 5 + 2 = 11: side 0 wins the match.
  'match-to-11-won-by-side-0': { ok: true, deals: MATCH_DEALS, totals: [11, 0, 11, 0], finished: true, winner: 0 },
  // The same deals in a match to 13: 11 is short of it.
  'match-to-13-goes-on-at-11': { ok: true, deals: MATCH_DEALS, totals: [11, 0, 11, 0], finished: false, winner: null },
  // WA-12: side 0 at 9 may not raise, side 1 may: seat 3 raises over HA, seat 0 folds: side 1 scores 2.
  'side-at-9-of-11-opponents-raise-as-usual': {
    ok: true,
    deals: [
      MATCH_DEALS[0],
      MATCH_DEALS[1],
      complete({ dealer: 1, schlag: 'A', rechte: 'HA', endedBy: 'fold', foldedBy: 0, ...side(1, 2) }),
    ],
    totals: [9, 2, 9, 2],
    finished: false,
    winner: null,
  },
  // Unfinished deals: only dealer and complete (RECORDS.md).
  'legal-fresh-deal-nine-schlags': single(UNFINISHED),
  'legal-after-the-schlag-four-trumps': single(UNFINISHED),
  'legal-after-a-raise-fold-or-hold': single(UNFINISHED),
  'legal-last-trick-leader-may-raise': single(UNFINISHED),
};

interface RuleErrorCase {
  deal: number;
  action: number | null;
  code: string;
  /** The RULES.md id the referee's message names, or null for bookkeeping (no game rule involved). */
  rule: string | null;
}
/** Records holding an illegal action: exit 1 and this error (the first in record order). */
const ILLEGAL: Record<string, RuleErrorCase> = {
  // WA-1: E5 in the unused cards instead of the Weli.
  'bad-pack-a-five-instead-of-the-weli': { deal: 0, action: null, code: 'BAD_PACK', rule: null },
  // WA-15: side 0 won the match after deal 2; a fourth deal is refused before any action.
  'match-to-11-then-session-over': { deal: 3, action: null, code: 'SESSION_OVER', rule: null },
  // WA-10: seat 0's three tricks ended the deal; its G7 is action 14.
  'deal-over-card-after-three-tricks': { deal: 0, action: 14, code: 'DEAL_OVER', rule: null },
  // WA-11: seat 1 folded; seat 0's lead after it.
  'deal-over-card-after-a-fold': { deal: 0, action: 4, code: 'DEAL_OVER', rule: null },
  // WA-4: a raise while the trump is due: WRONG_PHASE comes before NOT_YOUR_TURN.
  'wrong-phase-raise-during-the-announcements': { deal: 0, action: 1, code: 'WRONG_PHASE', rule: 'WA-4' },
  'wrong-phase-schlag-during-play': { deal: 0, action: 2, code: 'WRONG_PHASE', rule: 'WA-4' },
  // The trump is the dealer's (seat 3).
  'not-your-turn-trump-by-the-forehand': { deal: 0, action: 1, code: 'NOT_YOUR_TURN', rule: null },
  // WA-11: seat 1 must answer before the raiser plays.
  'not-your-turn-raiser-plays-before-the-answer': { deal: 0, action: 3, code: 'NOT_YOUR_TURN', rule: null },
  'card-not-in-hand': { deal: 0, action: 2, code: 'CARD_NOT_IN_HAND', rule: null },
  // WA-8: the trump duty of the worked check (GA after the Weli led), and after the Weli led as the Rechte.
  'illegal-card-trump-duty-worked-check': { deal: 0, action: 3, code: 'ILLEGAL_CARD', rule: 'WA-8' },
  'illegal-card-the-weli-as-rechte-led-and-a-trump-held': { deal: 0, action: 3, code: 'ILLEGAL_CARD', rule: 'WA-8' },
  // WA-11: a card while a raise waits for its answer.
  'illegal-card-answering-seat-plays-a-card': { deal: 0, action: 3, code: 'ILLEGAL_CARD', rule: 'WA-11' },
  // WA-4: the forehand names a trump first; a bid names nothing.
  'illegal-bid-trump-before-the-schlag': { deal: 0, action: 0, code: 'ILLEGAL_BID', rule: 'WA-4' },
  'illegal-bid-pass-instead-of-the-schlag': { deal: 0, action: 0, code: 'ILLEGAL_BID', rule: 'WA-4' },
  // WA-11: no counter-raise, no hold without a raise.
  'illegal-move-counter-raise': { deal: 0, action: 3, code: 'ILLEGAL_MOVE', rule: 'WA-11' },
  'illegal-move-hold-without-a-raise': { deal: 0, action: 2, code: 'ILLEGAL_MOVE', rule: 'WA-11' },
  // WA-12 (a): the side that raised last, by the same seat or its partner.
  'illegal-move-same-side-raises-twice': { deal: 0, action: 4, code: 'ILLEGAL_MOVE', rule: 'WA-12' },
  'illegal-move-partner-of-the-last-raiser': { deal: 0, action: 6, code: 'ILLEGAL_MOVE', rule: 'WA-12' },
  // WA-12 (b): side 0 at 9 of 11 needs 2; a raise to 3 is refused.
  'side-at-9-of-11-may-not-raise': { deal: 2, action: 2, code: 'ILLEGAL_MOVE', rule: 'WA-12' },
  // WA-13: after the G8 lead seat 0 holds only E7 (plain, another suit).
  'illegal-move-last-trick-raise-without-a-qualifying-card': {
    deal: 0,
    action: 19,
    code: 'ILLEGAL_MOVE',
    rule: 'WA-13',
  },
};

/** Records that are not readable (RULES.md, Watten, "Unreadable records"): exit 2, nothing on standard output. */
const UNREADABLE = [
  'unreadable-schlag-five',
  'unreadable-raise-not-true',
  'unreadable-schlag-and-trump-in-one-action',
  'unreadable-marry-in-watten',
  'unreadable-prague-deck',
  'unreadable-a-variant',
];

/** The rule id a referee message names in brackets, "(WA-8)", or null. */
const ruleNamed = (message: string): string | null => /\((WA-\d+)\)/.exec(message)?.[1] ?? null;

describe('fixtures', () => {
  test('every Watten fixture is listed here exactly once, as legal, illegal or unreadable', () => {
    const files = readdirSync(FIXTURES)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5))
      .sort();
    const listed = [...Object.keys(LEGAL), ...Object.keys(ILLEGAL), ...UNREADABLE];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(files);
  });

  test('every error code of RULES.md and every way a deal ends has a fixture', () => {
    const codes = new Set(Object.values(ILLEGAL).map((c) => c.code));
    expect([...codes].sort()).toEqual([
      'BAD_PACK',
      'CARD_NOT_IN_HAND',
      'DEAL_OVER',
      'ILLEGAL_BID',
      'ILLEGAL_CARD',
      'ILLEGAL_MOVE',
      'NOT_YOUR_TURN',
      'SESSION_OVER',
      'WRONG_PHASE',
    ]);
    const endings = Object.values(LEGAL).flatMap((r) => (r.deals as Json[]).map((d) => d.endedBy));
    expect(new Set(endings)).toEqual(new Set(['tricks', 'fold', undefined]));
  });
});

describe('cardavia replay', () => {
  test.each(Object.keys(LEGAL))('%s: exit 0 and exactly the outcome worked out by hand', (name) => {
    expect(json(['replay', fixture(name)], 0)).toEqual(LEGAL[name]);
  });

  test.each(Object.keys(ILLEGAL))(
    '%s: exit 1 with the code, deal, action and rule of the first illegal action',
    (name) => {
      const out = json(['replay', fixture(name)], 1);
      expect(out).toEqual({ ok: false, error: { ...ILLEGAL[name], message: expect.any(String) } });
      // The message names the same rule, for a reader of the message alone.
      expect(ruleNamed((out.error as { message: string }).message)).toBe(ILLEGAL[name]!.rule);
    },
  );

  test.each(UNREADABLE)('%s: exit 2, a message on standard error and nothing on standard output', (name) => {
    expectUnreadable(readFixture(name), name);
    expect(cardavia(['replay', fixture(name)]).status).toBe(2);
  });

  test('a record on standard input (FILE "-") gives the same output', () => {
    const name = 'last-trick-raises-alternate-with-a-linke-and-the-rechte';
    expect(onStdin(['replay'], readFixture(name), 0)).toEqual(LEGAL[name]);
  });

  test('WA-1 every deck that serves Watten plays the same 33-card pack with the same codes', () => {
    const name = 'weli-as-rechte-at-schlag-6';
    for (const deck of ['bolzano-salisburghesi', 'salzburg', 'vienna-tell', 'munich-bavarian']) {
      expect(onStdin(['replay'], { ...readFixture(name), deck }, 0), deck).toEqual(LEGAL[name]);
    }
  });

  test('WA-10 the deal is over at the third trick: the record without the card after it is complete', () => {
    const done = cut('deal-over-card-after-three-tricks', 14);
    expect(onStdin(['replay'], done, 0)).toEqual(
      single(complete({ schlag: 'A', rechte: 'HA', tricks: [3, 0, 0, 0], endedBy: 'tricks', ...side(0, 2) })),
    );
  });

  test('a bid during play is WRONG_PHASE (exit 1): Watten has no auction of bids', () => {
    const record = cut('wrong-phase-schlag-during-play', 2) as Json & { deals: Json[] };
    const deal = record.deals[0] as { actions: unknown[] };
    const withBid = { ...record, deals: [{ ...deal, actions: [...deal.actions, { seat: 0, bid: 'pass' }] }] };
    expect(onStdin(['replay'], withBid, 1)).toEqual({
      ok: false,
      error: { deal: 0, action: 2, code: 'WRONG_PHASE', rule: 'WA-4', message: expect.any(String) },
    });
  });
});

describe('cardavia legal', () => {
  const legal = (record: Json) => onStdin(['legal'], record, 0);
  /** A fixture cut to its first n actions, with more actions after them. */
  const then = (name: string, n: number, more: Json[]): Json => {
    const record = cut(name, n) as Json & { deals: { actions: unknown[] }[] };
    const deals = record.deals.map((d, i) =>
      i === record.deals.length - 1 ? { ...d, actions: [...d.actions, ...more] } : d,
    );
    return { ...record, deals };
  };

  test('WA-4 worked check: nine Schlags for the forehand, then four trumps for the dealer, phase auction', () => {
    expect(json(['legal', fixture('legal-fresh-deal-nine-schlags')], 0)).toEqual({
      seat: 0,
      phase: 'auction',
      actions: ['6', '7', '8', '9', 'A', 'K', 'O', 'T', 'U'].map((r) => `schlag:${r}`),
    });
    expect(json(['legal', fixture('legal-after-the-schlag-four-trumps')], 0)).toEqual({
      seat: 3,
      phase: 'auction',
      actions: ['trump:E', 'trump:G', 'trump:H', 'trump:S'],
    });
  });

  test('WA-11 worked check: after trump:H five leads or raise; after a raise only the next seat, fold or hold; after hold the raiser plays and may not raise again', () => {
    // Seat 0 holds GA H7 SA E7 ET.
    expect(legal(cut('legal-after-a-raise-fold-or-hold', 2))).toEqual({
      seat: 0,
      phase: 'play',
      actions: ['play:E7', 'play:ET', 'play:GA', 'play:H7', 'play:SA', 'raise'],
    });
    expect(json(['legal', fixture('legal-after-a-raise-fold-or-hold')], 0)).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['fold', 'hold'],
    });
    // WA-12 (a): side 0 made the last raise.
    expect(legal(then('legal-after-a-raise-fold-or-hold', 3, [{ seat: 1, hold: true }]))).toEqual({
      seat: 0,
      phase: 'play',
      actions: ['play:E7', 'play:ET', 'play:GA', 'play:H7', 'play:SA'],
    });
  });

  test('WA-8 a trump or the Rechte led: a seat holding a trump plays a trump or a Schlag card', () => {
    // Schlag 9, trump H, the Weli led; seat 1 holds H7 (a trump), GA, E9 (a Linke), SO, SU.
    expect(legal(cut('illegal-card-trump-duty-worked-check', 3))).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['play:E9', 'play:H7', 'raise'],
    });
    // Schlag 6, trump G, the Weli led as the Rechte; seat 1 holds H7 GA E9 SO SU: GA is its only trump.
    expect(legal(cut('weli-as-rechte-at-schlag-6', 3))).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['play:GA', 'raise'],
    });
  });

  test('WA-13 the last trick: the leader may raise before leading; after the lead only with a qualifying card', () => {
    expect(json(['legal', fixture('legal-last-trick-leader-may-raise')], 0)).toEqual({
      seat: 3,
      phase: 'play',
      actions: ['play:G8', 'raise'],
    });
    // G8 led: seat 0 holds E7 (plain, another suit): no raise.
    const name = 'illegal-move-last-trick-raise-without-a-qualifying-card';
    expect(legal(cut(name, 19))).toEqual({ seat: 0, phase: 'play', actions: ['play:E7'] });
    // Seat 1 holds GK, a plain card of the led suit: it may raise.
    expect(legal(then(name, 19, [{ seat: 0, play: 'E7' }]))).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['play:GK', 'raise'],
    });
  });

  test('with no deal in progress (over at three tricks, by a fold, at the end of the match): phase over, seat null', () => {
    for (const name of [
      'first-linke-beats-a-later-one-played-out-to-the-fifth-trick',
      'fold-scores-the-old-value',
      'match-to-11-won-by-side-0',
    ]) {
      expect(json(['legal', fixture(name)], 0), name).toEqual({ seat: null, phase: 'over', actions: [] });
    }
  });

  /** One record per kind of refusal: legal and perft refuse them as replay does. */
  const SAMPLE = [
    'deal-over-card-after-a-fold',
    'illegal-move-last-trick-raise-without-a-qualifying-card',
    'illegal-card-trump-duty-worked-check',
    'match-to-11-then-session-over',
  ];
  test.each(SAMPLE)('%s: legal and perft print the replay error and exit 1', (name) => {
    expectRefusedAsReplay(fixture(name), ILLEGAL[name]!);
  });
});

describe('cardavia perft', () => {
  test('cross-check from a fresh deal: 1, 9, 36 and 216 sequences at depths 0 to 3', () => {
    // Nine Schlags, four trumps each, then the forehand's five leads or raise: 9, 9 × 4, 9 × 4 × 6.
    const fresh = readFixture('legal-fresh-deal-nine-schlags');
    expect([0, 1, 2, 3].map((d) => perft(fresh, d))).toEqual([1, 9, 36, 216]);
  });

  test('WA-11 a fold ends its sequence and counts as one: 2, 6 and 28 after a raise', () => {
    // Seat 0 (GA H7 SA E7 ET) raised; seat 1 (S9 GK E8 HU G7) answers. Depth 1: fold, hold.
    const raised = readFixture('legal-after-a-raise-fold-or-hold');
    expect(perft(raised, 1)).toBe(2);
    // Depth 2: fold ends the deal (1); hold, then seat 0's five leads, no raise (WA-12 a): 5. 6.
    expect(perft(raised, 2)).toBe(6);
    // Depth 3: fold 1. After hold, a plain lead (GA SA E7 ET) leaves seat 1 free: five cards and a raise (its
    // side did not raise last, 4 ≤ 11): 4 × 6. H7, a trump, binds seat 1 to HU (trump) or S9 (Linke), or a
    // raise: 3. 1 + 24 + 3 = 28.
    expect(perft(raised, 3)).toBe(28);
  });

  test('with no deal in progress: depth 0 counts 1, any other depth 0', () => {
    for (const name of ['fold-scores-the-old-value', 'match-to-11-won-by-side-0']) {
      expectNothingToCount(readFixture(name), name);
    }
  });
});

describe('exit statuses and unreadable Watten records', () => {
  const base = cut('legal-after-a-raise-fold-or-hold', 2) as Json & { deals: Json[] };
  const withActions = (actions: unknown[]): Json => ({
    ...base,
    deals: [{ ...base.deals[0], actions: [...(base.deals[0] as { actions: unknown[] }).actions, ...actions] }],
  });

  test('RULES.md: an action with none or several moves, or a bad value, is unreadable (exit 2)', () => {
    const cases: [string, Json][] = [
      ['no move', withActions([{ seat: 0 }])],
      ['raise and play', withActions([{ seat: 0, raise: true, play: 'GA' }])],
      [
        'hold and fold',
        withActions([
          { seat: 0, raise: true },
          { seat: 1, hold: true, fold: true },
        ]),
      ],
      ['raise false', withActions([{ seat: 0, raise: false }])],
      [
        'hold "yes"',
        withActions([
          { seat: 0, raise: true },
          { seat: 1, hold: 'yes' },
        ]),
      ],
      [
        'fold 1',
        withActions([
          { seat: 0, raise: true },
          { seat: 1, fold: 1 },
        ]),
      ],
      ['schlag "Weli"', { ...base, deals: [{ ...base.deals[0], actions: [{ seat: 0, schlag: 'Weli' }] }] }],
      ['schlag as a number', { ...base, deals: [{ ...base.deals[0], actions: [{ seat: 0, schlag: 9 }] }] }],
      [
        'trump a card',
        {
          ...base,
          deals: [
            {
              ...base.deals[0],
              actions: [
                { seat: 0, schlag: '9' },
                { seat: 3, trump: 'HA' },
              ],
            },
          ],
        },
      ],
      [
        'trump a French suit',
        {
          ...base,
          deals: [
            {
              ...base.deals[0],
              actions: [
                { seat: 0, schlag: '9' },
                { seat: 3, trump: 'C' },
              ],
            },
          ],
        },
      ],
      ['exchange', withActions([{ seat: 0, exchange: true }])],
      ['close', withActions([{ seat: 0, close: true }])],
      ['ruleset cardrulesplus', { ...base, rules: { ruleset: 'cardrulesplus' } }],
      ['target 0', { ...base, rules: { target: 0 } }],
      ['deck of another suit system', { ...base, deck: 'paris-piquet' }],
      ['seat 4', withActions([{ seat: 4, raise: true }])],
    ];
    for (const [what, record] of cases) expectUnreadable(record, what);
  });

  test('in the other games schlag, trump, raise, hold and fold are not moves: unreadable', () => {
    const schnapsen = fixturesOf('schnapsen').readFixture('exchange-before-first-trick');
    const schafkopf = fixturesOf('schafkopf').readFixture('auction-start-no-actions');
    for (const record of [schnapsen, schafkopf] as (Json & { deals: Json[] })[]) {
      for (const action of [
        { seat: 1, schlag: '9' },
        { seat: 1, trump: 'H' },
        { seat: 1, raise: true },
        { seat: 1, hold: true },
        { seat: 1, fold: true },
      ]) {
        const what = `${String(record.game)} ${JSON.stringify(action)}`;
        expectUnreadable({ ...record, deals: [{ ...record.deals[0], actions: [action] }] }, what);
      }
    }
  });
});

describe('cardavia verify on a record the server revealed', () => {
  /** A Watten table played to the end of its match at random, as the server keeps it, and its record. */
  function finishedRecord(seed = newSeed()) {
    const t = new TableGame({
      id: 'w'.repeat(22),
      owner: 'o',
      options: {
        game: 'watten',
        rules: { ruleset: 'cardavia', target: 11 },
        deck: 'bolzano-salisburghesi',
        seats: ['human', 'easy', 'easy', 'easy'],
        sessionDeals: null,
        aiDelayMs: 0,
      },
      seed,
      commitment: commitmentOf(seed),
      createdAt: 0,
    });
    const random = mulberry(31);
    while (t.status !== 'finished') {
      const legal = t.legalActions();
      const step =
        t.status === 'between'
          ? t.prepare({ kind: 'continue', seat: 0 })
          : t.prepare({ kind: 'act', seat: t.toMove()!, action: legal[Math.floor(random() * legal.length)]! });
      if (!step.ok) throw step.error;
      step.commit();
    }
    return recordOf(t) as Json & { deals: { cards: string[]; actions: Json[] }[] };
  }

  test('a finished Watten match verifies (exit 0), and a deal or the commitment changed fails (exit 1)', () => {
    const record = finishedRecord();
    expect(record).toMatchObject({ format: 'cardavia/1', game: 'watten', deck: 'bolzano-salisburghesi' });
    const doc = onStdin(['verify'], record, 0);
    expect(doc).toMatchObject({ ok: true, seed: record.seed, commitment: record.commitment, finished: true });
    expect(doc.checked).toEqual({ commitment: true, firstDealer: true, deals: record.deals.length });
    // WA-15: the match ended when a side reached 11; partners' totals are equal.
    const totals = doc.totals as number[];
    expect(Math.max(...totals)).toBeGreaterThanOrEqual(11);
    expect([totals[0], totals[1]]).toEqual([totals[2], totals[3]]);
    expect(doc.winner).toBe(totals[0]! >= 11 ? 0 : 1);

    // Two unused cards (indices 20 and 32) swapped: the deal is no longer the seed's.
    const cards = [...record.deals[0]!.cards];
    [cards[20], cards[32]] = [cards[32]!, cards[20]!];
    const swapped = { ...record, deals: [{ ...record.deals[0]!, cards }, ...record.deals.slice(1)] };
    expect(cardavia(['verify', '-'], JSON.stringify(swapped)).status).toBe(1);
    const wrongCommitment = { ...record, commitment: commitmentOf(newSeed()) };
    expect(cardavia(['verify', '-'], JSON.stringify(wrongCommitment)).status).toBe(1);
  });
});
