/**
 * The referee of RECORDS.md on Schafkopf, run as the real command (`node bin/cardavia.js …` from the repository
 * root, on the build in dist/; rebuilt here first when a source it runs is newer than its build) on the
 * hand-made records in test/fixtures/schafkopf/. Every expected outcome and every perft count below was worked
 * out by hand from RULES.md (SK-1 … SK-25); the comments give the reckoning.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type Json, cardavia, fixturesOf, json, onStdin, useBuiltCli } from './referee.testing.js';

const { folder: FIXTURES, fixture, readFixture, cut } = fixturesOf('schafkopf');
useBuiltCli();

// ---------------------------------------------------------------------------------------------------------------
// What each fixture shows, and what the referee must say about it.

const ZEROS = [0, 0, 0, 0];
/** A one-deal record's replay output; its totals are its scores. */
const single = (deal: Json): Json => ({
  ok: true,
  deals: [deal],
  totals: deal.complete === true ? deal.scores : ZEROS,
  finished: false,
  winner: null,
});
const complete = (fields: Json): Json => ({
  dealer: 0,
  complete: true,
  partner: null,
  schneider: false,
  schwarz: false,
  laufende: 0,
  ...fields,
});

/** Legal records: exit 0 and exactly this output. */
const LEGAL: Record<string, Json> = {
  // RULES.md worked check 1. Tricks to seat 1: 9 5 3 3 19 30 26 = 95; seat 2 takes EA ET EK E7 = 25.
  // Laufende EO GO HO SO (EU is seat 2's): 4. Value 5 + 1 (Schneider, 95 ≥ 91) + 4 = 10.
  'solo-hearts-95-points-laufende-4-worked-check': single(
    complete({
      contract: 'solo-H',
      declarer: 1,
      cardPoints: [0, 95, 25, 0],
      tricks: [0, 7, 1, 0],
      declarerWins: true,
      schneider: true,
      laufende: 4,
      value: 10,
      scores: [-10, 30, -10, -10],
    }),
  ),
  // RULES.md worked check 2. Seat 3 (GA) 11; seat 1: 23 + 20 + 10 = 53; together 64. Seat 0: 21 + 9 = 30,
  // seat 2: 21 + 5 = 26. The defenders hold EO GO HO, the declarer SO: 3 Laufende. Value 1 + 3 = 4.
  'rufer-defenders-hold-three-laufende-64-points-worked-check': single(
    complete({
      contract: 'rufer-G',
      declarer: 1,
      partner: 3,
      cardPoints: [30, 53, 26, 11],
      tricks: [2, 3, 2, 1],
      declarerWins: true,
      laufende: 3,
      value: 4,
      scores: [-4, 4, -4, 4],
    }),
  ),
  // The same deal with seat 3's HK and H7 played the other way round: 4 points move to the defenders: 60-60.
  'rufer-60-60-declarer-loses': single(
    complete({
      contract: 'rufer-G',
      declarer: 1,
      partner: 3,
      cardPoints: [34, 49, 26, 11],
      tricks: [2, 3, 2, 1],
      declarerWins: false,
      laufende: 3,
      value: 4,
      scores: [4, -4, 4, -4],
    }),
  ),
  // Seat 2 wins trick 1 (GO EO G7 G8 = 6) and trick 8 (H7 HT ET SK = 24): 30; seat 1 all the rest, 90.
  // EO (seat 2) above GO (seat 1): no run. Neither side reaches its Schneider line (91 / 90).
  'solo-declarer-90-no-schneider': single(
    complete({
      contract: 'solo-G',
      declarer: 1,
      cardPoints: [0, 90, 30, 0],
      tricks: [0, 6, 2, 0],
      declarerWins: true,
      value: 5,
      scores: [-5, 15, -5, -5],
    }),
  ),
  // The same play with seat 2 as declarer: 30 against 90, the defenders' Schneider.
  'solo-declarer-30-defenders-90-schneider': single(
    complete({
      contract: 'solo-G',
      declarer: 2,
      cardPoints: [0, 90, 30, 0],
      tricks: [0, 6, 2, 0],
      declarerWins: false,
      schneider: true,
      value: 6,
      scores: [6, 6, -18, 6],
    }),
  ),
  // Trick 1 is now GO EO HU G8 = 8 and trick 8 H7 HT E7 SA = 21: seat 2 has 29, seat 1 91.
  'solo-declarer-91-schneider': single(
    complete({
      contract: 'solo-G',
      declarer: 1,
      cardPoints: [0, 91, 29, 0],
      tricks: [0, 6, 2, 0],
      declarerWins: true,
      schneider: true,
      value: 6,
      scores: [-6, 18, -6, -6],
    }),
  ),
  // Seat 1 takes all eight tricks. EU GU are his, HU seat 2's: 2 Laufende, twice in Tout: 10 + 4.
  'wenz-tout-won-laufende-2': single(
    complete({
      contract: 'wenz-tout',
      declarer: 1,
      cardPoints: [0, 120, 0, 0],
      tricks: [0, 8, 0, 0],
      declarerWins: true,
      laufende: 2,
      value: 14,
      scores: [-14, 42, -14, -14],
    }),
  ),
  // The same deal as a plain Wenz: Schwarz (Schneider reported too), 5 + 2 + 2.
  'wenz-schwarz-laufende-2': single(
    complete({
      contract: 'wenz',
      declarer: 1,
      cardPoints: [0, 120, 0, 0],
      tricks: [0, 8, 0, 0],
      declarerWins: true,
      schneider: true,
      schwarz: true,
      laufende: 2,
      value: 9,
      scores: [-9, 27, -9, -9],
    }),
  ),
  // Seat 1 holds EU and HU, GU is seat 2's: a run of 1, below Wenz's 2. 5 + 2 (Schwarz).
  'wenz-one-laufender-does-not-count': single(
    complete({
      contract: 'wenz',
      declarer: 1,
      cardPoints: [0, 120, 0, 0],
      tricks: [0, 8, 0, 0],
      declarerWins: true,
      schneider: true,
      schwarz: true,
      value: 7,
      scores: [-7, 21, -7, -7],
    }),
  ),
  // Seat 1 wins EO E7 E8 E9 (3) and GO SO EU GU (10), then loses G7 G8 GA G9 (11) to seat 3: over at once.
  // Only these tricks count, Tout has no Schneider (13 points would be one otherwise). EO GO HO: 3 Laufende,
  // double in Tout: 10 + 6 = 16; the declarer pays 48.
  'solo-tout-lost-at-third-trick': single(
    complete({
      contract: 'solo-tout-E',
      declarer: 1,
      cardPoints: [0, 13, 0, 11],
      tricks: [0, 2, 0, 1],
      declarerWins: false,
      laufende: 3,
      value: 16,
      scores: [16, -48, 16, 16],
    }),
  ),
  // Acorns is never led; seat 3 throws EA on the last trick (his last card). Seat 1: 5 9 24 7 16 22 = 83;
  // seat 2: 15 + 22 = 37. Laufende EO … GU (seat 1), HU SU HA (seat 3, the partner), then HT (seat 2): 9.
  'rufer-called-ace-discarded-on-last-trick': single(
    complete({
      contract: 'rufer-E',
      declarer: 1,
      partner: 3,
      cardPoints: [0, 83, 37, 0],
      tricks: [0, 6, 2, 0],
      declarerWins: true,
      laufende: 9,
      value: 10,
      scores: [-10, 10, -10, 10],
    }),
  ),
  // Seat 1 runs away with S7 (SA S9 S8 S7); H7 of seat 0 takes the trick (14). Seat 2 takes the other seven:
  // 21 18 9 3 7 16 32 = 106, Schneider. EO GO HO SO EU are seat 2's, GU seat 3's: 5. Value 1 + 1 + 5.
  'rufer-run-away-with-ace-and-three': single(
    complete({
      contract: 'rufer-S',
      declarer: 2,
      partner: 1,
      cardPoints: [14, 0, 106, 0],
      tricks: [1, 0, 7, 0],
      declarerWins: true,
      schneider: true,
      laufende: 5,
      value: 7,
      scores: [-7, 7, 7, -7],
    }),
  ),
  // Seat 1 passes, seat 2 says Sie: seats 3 and 0 never speak. 20 + 8 × 4 = 52.
  'sie-ends-auction-at-once': single(
    complete({
      contract: 'sie',
      declarer: 2,
      cardPoints: ZEROS,
      tricks: ZEROS,
      declarerWins: true,
      laufende: 8,
      value: 52,
      scores: [-52, -52, 156, -52],
    }),
  ),
  // All pass (no rules field: the defaults); seat 1 deals next and seat 2, left of him, says Sie at once;
  // seat 2 deals the third deal, which stops after seat 3's pass.
  'all-pass-next-deal-dealt-by-next-seat': {
    ok: true,
    deals: [
      complete({
        contract: null,
        declarer: null,
        cardPoints: ZEROS,
        tricks: ZEROS,
        declarerWins: false,
        value: 0,
        scores: ZEROS,
      }),
      complete({
        dealer: 1,
        contract: 'sie',
        declarer: 2,
        cardPoints: ZEROS,
        tricks: ZEROS,
        declarerWins: true,
        laufende: 8,
        value: 52,
        scores: [-52, -52, 156, -52],
      }),
      { dealer: 2, complete: false },
    ],
    totals: [-52, -52, 156, -52],
    finished: false,
    winner: null,
  },
  'first-dealer-3-seat-0-bids-and-leads-first': single({ dealer: 3, complete: false }),
  // S7 led, HA (seat 2, no bells) trumps, SA must still come; ST follows.
  'rufer-called-ace-forced-onto-trumped-trick': single({ dealer: 0, complete: false }),
  'auction-start-no-actions': single({ dealer: 0, complete: false }),
  'sie-hands-auction-start': single({ dealer: 0, complete: false }),
};

interface RuleErrorCase {
  deal: number;
  action: number | null;
  code: string;
  /** The RULES.md id the referee names in `rule`; null (left out here) for bookkeeping, no game rule involved. */
  rule?: string;
}
/** Records holding an illegal action: exit 1 and this error (the first in record order). */
const ILLEGAL: Record<string, RuleErrorCase> = {
  'bad-pack-weli-instead-of-bells-seven': { deal: 0, action: null, code: 'BAD_PACK' },
  'bad-pack-31-cards': { deal: 0, action: null, code: 'BAD_PACK' },
  'bad-pack-duplicate-card': { deal: 0, action: null, code: 'BAD_PACK' },
  'bad-pack-five-in-bolzano-deck': { deal: 0, action: null, code: 'BAD_PACK' },
  'bad-pack-in-second-deal': { deal: 1, action: null, code: 'BAD_PACK' },
  'deal-over-bid-after-sie': { deal: 0, action: 2, code: 'DEAL_OVER' },
  'deal-over-fifth-pass': { deal: 0, action: 4, code: 'DEAL_OVER' },
  'deal-over-card-after-tout-lost': { deal: 0, action: 16, code: 'DEAL_OVER' },
  'wrong-phase-bid-during-play': { deal: 0, action: 4, code: 'WRONG_PHASE' },
  'wrong-phase-card-during-auction': { deal: 0, action: 0, code: 'WRONG_PHASE' },
  'not-your-turn-dealer-bids-first': { deal: 0, action: 0, code: 'NOT_YOUR_TURN' },
  'not-your-turn-declarer-partner-leads': { deal: 0, action: 4, code: 'NOT_YOUR_TURN' },
  'not-your-turn-first-bidder-after-all-pass-is-left-of-new-dealer': { deal: 1, action: 0, code: 'NOT_YOUR_TURN' },
  'card-not-in-hand-partners-ace': { deal: 0, action: 4, code: 'CARD_NOT_IN_HAND' },
  'card-not-in-hand-weli-s6': { deal: 0, action: 4, code: 'CARD_NOT_IN_HAND' },
  'illegal-card-called-ace-not-played-on-trumped-trick': { deal: 0, action: 6, code: 'ILLEGAL_CARD', rule: 'SK-16' },
  'illegal-card-called-ace-discarded-before-its-suit-was-led': {
    deal: 0,
    action: 18,
    code: 'ILLEGAL_CARD',
    rule: 'SK-17',
  },
  'illegal-card-run-away-with-ace-and-two': { deal: 0, action: 4, code: 'ILLEGAL_CARD', rule: 'SK-18' },
  'illegal-card-ober-does-not-follow-its-printed-suit': { deal: 0, action: 11, code: 'ILLEGAL_CARD', rule: 'SK-15' },
  'illegal-bid-unknown-grand': { deal: 0, action: 0, code: 'ILLEGAL_BID', rule: 'SK-6' },
  'illegal-bid-too-low-rufer-after-wenz': { deal: 0, action: 2, code: 'ILLEGAL_BID', rule: 'SK-5' },
  'illegal-bid-equal-level-solo-H-after-solo-E': { deal: 0, action: 2, code: 'ILLEGAL_BID', rule: 'SK-5' },
  'illegal-bid-second-rufer': { deal: 0, action: 2, code: 'ILLEGAL_BID', rule: 'SK-5' },
  'illegal-bid-calling-a-held-ace': { deal: 0, action: 1, code: 'ILLEGAL_BID', rule: 'SK-9' },
  'illegal-bid-rufer-hearts': { deal: 0, action: 0, code: 'ILLEGAL_BID', rule: 'SK-6' },
  'illegal-bid-rufer-without-plain-card-of-called-suit': { deal: 0, action: 0, code: 'ILLEGAL_BID', rule: 'SK-9' },
  'illegal-bid-solo-with-only-ober-and-unter-of-the-suit': { deal: 0, action: 0, code: 'ILLEGAL_BID', rule: 'SK-11' },
  'illegal-bid-sie-without-all-obers-and-unters': { deal: 0, action: 0, code: 'ILLEGAL_BID', rule: 'SK-13' },
  'illegal-bid-reported-before-a-later-unreadable-action': { deal: 0, action: 1, code: 'ILLEGAL_BID', rule: 'SK-6' },
  'precedence-bad-pack-before-illegal-bid': { deal: 0, action: null, code: 'BAD_PACK' },
  'precedence-deal-over-before-not-your-turn-and-card-not-in-hand': { deal: 0, action: 2, code: 'DEAL_OVER' },
  'precedence-wrong-phase-before-not-your-turn-and-illegal-bid': { deal: 0, action: 4, code: 'WRONG_PHASE' },
  'precedence-wrong-phase-weli-during-auction': { deal: 0, action: 0, code: 'WRONG_PHASE' },
  'precedence-not-your-turn-before-illegal-bid': { deal: 0, action: 0, code: 'NOT_YOUR_TURN' },
  'precedence-not-your-turn-before-card-not-in-hand': { deal: 0, action: 4, code: 'NOT_YOUR_TURN' },
  'precedence-card-not-in-hand-before-illegal-card': { deal: 0, action: 6, code: 'CARD_NOT_IN_HAND' },
};

/** Records that are not readable: exit 2, a message on standard error, nothing on standard output. */
const UNREADABLE = [
  'unreadable-variant-on-schafkopf',
  'unreadable-deck-paris-piquet',
  'unreadable-french-code-cq-in-pack',
  'unreadable-french-code-cq-played',
  'unreadable-seat-4',
  'unreadable-first-dealer-4',
  'unreadable-ruleset-cardrulesplus',
  'unreadable-bid-not-a-string-before-a-later-illegal-bid',
];

describe('fixtures', () => {
  test('every Schafkopf fixture is listed here exactly once, as legal, illegal or unreadable', () => {
    const files = readdirSync(FIXTURES)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5))
      .sort();
    const listed = [...Object.keys(LEGAL), ...Object.keys(ILLEGAL), ...UNREADABLE];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(files);
  });

  test('there is an illegal fixture for every error code that can arise in Schafkopf (SESSION_OVER cannot)', () => {
    const codes = new Set(Object.values(ILLEGAL).map((c) => c.code));
    for (const code of [
      'BAD_PACK',
      'DEAL_OVER',
      'WRONG_PHASE',
      'NOT_YOUR_TURN',
      'CARD_NOT_IN_HAND',
      'ILLEGAL_CARD',
      'ILLEGAL_BID',
    ]) {
      expect(codes, code).toContain(code);
    }
    expect(codes).not.toContain('SESSION_OVER');
  });

  test('every fixture is a Schafkopf record in the cardavia/1 format', () => {
    for (const name of [...Object.keys(LEGAL), ...Object.keys(ILLEGAL), ...UNREADABLE]) {
      expect(readFixture(name), name).toMatchObject({ format: 'cardavia/1', game: 'schafkopf' });
    }
  });
});

describe('cardavia replay', () => {
  test.each(Object.keys(LEGAL))('%s: exit 0 and exactly the outcome worked out by hand', (name) => {
    expect(json(['replay', fixture(name)], 0)).toEqual(LEGAL[name]);
  });

  test.each(Object.keys(ILLEGAL))('%s: exit 1 with the error code of the first illegal action', (name) => {
    const out = json(['replay', fixture(name)], 1);
    expect(out).toEqual({ ok: false, error: { rule: null, ...ILLEGAL[name], message: expect.any(String) } });
    expect((out.error as { message: string }).message.length).toBeGreaterThan(0);
  });

  test.each(UNREADABLE)('%s: exit 2, a message on standard error and nothing on standard output', (name) => {
    const commands =
      name.endsWith('first-dealer-4') || name.endsWith('cq-played')
        ? [['replay'], ['legal'], ['perft', '2']]
        : [['replay']];
    for (const command of commands) {
      const r = cardavia([command[0]!, fixture(name), ...command.slice(1)]);
      expect(r.status, `${command[0]}: ${r.stdout}`).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().length).toBeGreaterThan(0);
    }
  });

  test('a record on standard input (FILE "-") gives the same output', () => {
    const name = 'solo-hearts-95-points-laufende-4-worked-check';
    expect(onStdin(['replay'], readFixture(name), 0)).toEqual(LEGAL[name]);
  });

  test('SK-1 every German deck that serves Schafkopf plays the same 32-card pack', () => {
    const name = 'rufer-defenders-hold-three-laufende-64-points-worked-check';
    for (const deck of ['vienna-tell', 'munich-bavarian', 'salzburg', 'bolzano-salisburghesi', 'prague']) {
      expect(onStdin(['replay'], { ...readFixture(name), deck }, 0), deck).toEqual(LEGAL[name]);
    }
  });

  test('SK-25 a long record never finishes: finished false, winner null, the dealer passing on each deal', () => {
    // 48 all-pass deals from firstDealer 1 (dealers 1 2 3 0 1 …, each opened by the seat left of the dealer),
    // then the Sie deal of dealer 1 (seat 2 says Sie): the sheet runs on, no SESSION_OVER.
    const pack = (readFixture('auction-start-no-actions') as { deals: { cards: string[] }[] }).deals[0]!.cards;
    const passes = Array.from({ length: 48 }, (_, i) => {
      const dealer = (1 + i) % 4;
      return { cards: pack, actions: [1, 2, 3, 4].map((k) => ({ seat: (dealer + k) % 4, bid: 'pass' })) };
    });
    const sie = (readFixture('all-pass-next-deal-dealt-by-next-seat') as { deals: Json[] }).deals[1]!;
    const record = { format: 'cardavia/1', game: 'schafkopf', firstDealer: 1, deals: [...passes, sie] };
    const out = onStdin(['replay'], record, 0) as { deals: { dealer: number; complete: boolean }[] };
    expect(out.deals.map((d) => d.dealer)).toEqual(Array.from({ length: 49 }, (_, i) => (1 + i) % 4));
    expect(out.deals.every((d) => d.complete)).toBe(true);
    expect(out).toMatchObject({ ok: true, totals: [-52, -52, 156, -52], finished: false, winner: null });
  });
});

describe('cardavia legal', () => {
  test('at the start of the auction: seat 1, and the bids its hand allows, sorted as plain strings', () => {
    // Seat 1 holds S7 EO GO HO SO E8 GU HU: plain acorns (E8) and bells (S7), no plain leaves or hearts, no Ace;
    // lacks EU and SU for Sie. So: pass, rufer-E, rufer-S, wenz, solo-E, solo-S, wenz-tout, solo-tout-E, solo-tout-S.
    expect(json(['legal', fixture('auction-start-no-actions')], 0)).toEqual({
      seat: 1,
      phase: 'auction',
      actions: [
        'bid:pass',
        'bid:rufer-E',
        'bid:rufer-S',
        'bid:solo-E',
        'bid:solo-S',
        'bid:solo-tout-E',
        'bid:solo-tout-S',
        'bid:wenz',
        'bid:wenz-tout',
      ],
    });
    // Seat 1 of the Sie deal: H8 H7 and six bells with SA: no Rufer; Solo only in hearts or bells.
    expect(json(['legal', fixture('sie-hands-auction-start')], 0)).toEqual({
      seat: 1,
      phase: 'auction',
      actions: [
        'bid:pass',
        'bid:solo-H',
        'bid:solo-S',
        'bid:solo-tout-H',
        'bid:solo-tout-S',
        'bid:wenz',
        'bid:wenz-tout',
      ],
    });
  });

  test('mid-auction after an all-pass deal: the seat left of the new dealer, then the next', () => {
    // Third deal, dealer 2: seat 3 passed; seat 0 (ST SK S9 SU HK H9 H8 H7) may call bells or play hearts/bells.
    expect(json(['legal', fixture('all-pass-next-deal-dealt-by-next-seat')], 0)).toEqual({
      seat: 0,
      phase: 'auction',
      actions: [
        'bid:pass',
        'bid:rufer-S',
        'bid:solo-H',
        'bid:solo-S',
        'bid:solo-tout-H',
        'bid:solo-tout-S',
        'bid:wenz',
        'bid:wenz-tout',
      ],
    });
  });

  test('after the auction the seat left of the dealer leads, whoever declared', () => {
    expect(json(['legal', fixture('first-dealer-3-seat-0-bids-and-leads-first')], 0)).toEqual({
      seat: 0,
      phase: 'play',
      actions: ['play:H7', 'play:H8', 'play:H9', 'play:HK', 'play:S9', 'play:SK', 'play:ST', 'play:SU'],
    });
    expect(onStdin(['legal'], cut('illegal-card-called-ace-not-played-on-trumped-trick', 4), 0)).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['play:E8', 'play:EO', 'play:GO', 'play:GU', 'play:HO', 'play:HU', 'play:S7', 'play:SO'],
    });
  });

  test('SK-16 on a trumped bells trick the holder of the called Ace has one card: SA', () => {
    expect(onStdin(['legal'], cut('rufer-called-ace-forced-onto-trumped-trick', 6), 0)).toEqual({
      seat: 3,
      phase: 'play',
      actions: ['play:SA'],
    });
    // HA won the trick: seat 2 leads, anything
    expect(json(['legal', fixture('rufer-called-ace-forced-onto-trumped-trick')], 0)).toEqual({
      seat: 2,
      phase: 'play',
      actions: ['play:E9', 'play:EA', 'play:EK', 'play:ET', 'play:GA', 'play:GK', 'play:GT'],
    });
  });

  test('SK-18 with SA S8 S7 the holder may not lead S8 or S7; with SA S9 S8 S7 he may', () => {
    expect(onStdin(['legal'], cut('illegal-card-run-away-with-ace-and-two', 4), 0)).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['play:EA', 'play:EK', 'play:G9', 'play:GA', 'play:GK', 'play:SA'],
    });
    expect(onStdin(['legal'], cut('rufer-run-away-with-ace-and-three', 4), 0)).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['play:EA', 'play:EK', 'play:GA', 'play:GK', 'play:S7', 'play:S8', 'play:S9', 'play:SA'],
    });
  });

  test('with no deal in progress: phase over, seat null, no actions', () => {
    for (const name of [
      'solo-hearts-95-points-laufende-4-worked-check',
      'sie-ends-auction-at-once',
      'solo-tout-lost-at-third-trick',
    ]) {
      expect(json(['legal', fixture(name)], 0), name).toEqual({ seat: null, phase: 'over', actions: [] });
    }
    const empty = { format: 'cardavia/1', game: 'schafkopf', deals: [] };
    expect(onStdin(['legal'], empty, 0)).toEqual({ seat: null, phase: 'over', actions: [] });
  });

  /** One record per error code (and a precedence case): legal and perft refuse them as replay does. */
  const SAMPLE = [
    'bad-pack-weli-instead-of-bells-seven',
    'deal-over-card-after-tout-lost',
    'wrong-phase-bid-during-play',
    'not-your-turn-first-bidder-after-all-pass-is-left-of-new-dealer',
    'card-not-in-hand-weli-s6',
    'illegal-card-called-ace-not-played-on-trumped-trick',
    'illegal-bid-unknown-grand',
    'precedence-wrong-phase-before-not-your-turn-and-illegal-bid',
  ];
  test.each(SAMPLE)('%s: legal and perft print the replay error and exit 1', (name) => {
    const error = { ok: false, error: { rule: null, ...ILLEGAL[name], message: expect.any(String) } };
    expect(json(['legal', fixture(name)], 1)).toEqual(error);
    expect(json(['perft', fixture(name), '1'], 1)).toEqual(error);
  });
});

describe('cardavia perft', () => {
  const perft = (record: string | Json, depth: number): number => {
    const out =
      typeof record === 'string'
        ? json(['perft', fixture(record), String(depth)], 0)
        : onStdin(['perft', String(depth)], record, 0);
    expect(out.depth).toBe(depth);
    return out.nodes as number;
  };

  test('auction start: depth 1 = the 9 bids of seat 1; depth 2 = 51, counted bid by bid', () => {
    // Seat 2 (EA ET EK E9 GA GT GK HA) may say pass, wenz, solo-E/G/H, wenz-tout, solo-tout-E/G/H: 9 when
    // nothing or a Rufer was said; after wenz 8; after a Solo 5; after wenz-tout 4; after a Solo Tout 1 (pass).
    // Seat 1's nine bids: pass 9, rufer-E 9, rufer-S 9, wenz 8, solo-E 5, solo-S 5, wenz-tout 4, solo-tout-E 1,
    // solo-tout-S 1: 51.
    expect(perft('auction-start-no-actions', 0)).toBe(1);
    expect(perft('auction-start-no-actions', 1)).toBe(9);
    expect(perft('auction-start-no-actions', 2)).toBe(51);
  });

  test('SK-13 a Sie bid ends its sequence early and counts as one', () => {
    // Seat 1: 7 bids. Seat 2 (all Obers and Unters, no plain card) may say pass, wenz, wenz-tout, sie: 4 after a
    // pass; 3 after wenz or a Solo (pass, wenz-tout, sie); 2 after wenz-tout or a Solo Tout (pass, sie).
    // Depth 2: 4 + 3 + 3 + 3 + 2 + 2 + 2 = 19.
    expect(perft('sie-hands-auction-start', 1)).toBe(7);
    expect(perft('sie-hands-auction-start', 2)).toBe(19);
    // Depth 3: each Sie counts 1; otherwise seat 3 (six acorns, GA GT) may say pass, wenz, solo-E, solo-G,
    // wenz-tout, solo-tout-E, solo-tout-G: 7 after nothing, 6 after wenz, 4 after a Solo, 3 after wenz-tout,
    // 1 after a Solo Tout. Seat 1 pass: 7 + 6 + 3 + 1 = 17; wenz: 6 + 3 + 1 = 10; solo-H, solo-S: 4 + 3 + 1 = 8
    // each; wenz-tout: 3 + 1 = 4; solo-tout-H, solo-tout-S: 1 + 1 = 2 each. 17 + 10 + 16 + 4 + 4 = 51.
    expect(perft('sie-hands-auction-start', 3)).toBe(51);
    // After seat 1's pass: seat 2's four bids; then 7 + 6 + 3 + 1.
    const afterPass = cut('sie-ends-auction-at-once', 1);
    expect(perft(afterPass, 1)).toBe(4);
    expect(perft(afterPass, 2)).toBe(17);
  });

  test('the last two tricks of the Solo in hearts: 9 ways to finish, and the last trick has one', () => {
    // Before trick 7: seat 1 holds HK E7, seat 2 GA EA, seat 3 S7 ET, seat 0 SA EK. HK (trump) leaves each
    // other seat free: 2 × 2 × 2 = 8, then trick 8 is forced. E7 forces EA, ET, EK; trick 8 forced: 1.
    const before7 = cut('solo-hearts-95-points-laufende-4-worked-check', 28);
    expect(perft(before7, 1)).toBe(2);
    expect(perft(before7, 2)).toBe(3);
    expect(perft(before7, 3)).toBe(5);
    expect(perft(before7, 4)).toBe(9);
    expect(perft(before7, 8)).toBe(9);
    expect(perft(before7, 9)).toBe(9); // the deal ends at the 8th action: no count runs into a next deal
    const before8 = cut('solo-hearts-95-points-laufende-4-worked-check', 32);
    expect(perft(before8, 1)).toBe(1);
    expect(perft(before8, 4)).toBe(1);
    expect(perft(before8, 5)).toBe(1);
  });

  test('SK-12 the card that loses a Tout trick ends the deal', () => {
    // Seat 0 still has G9 and GK to follow G7 G8 GA: either loses the trick for the declarer and ends the deal.
    const lastCard = cut('solo-tout-lost-at-third-trick', 15);
    expect(perft(lastCard, 1)).toBe(2);
    expect(perft(lastCard, 2)).toBe(2);
    expect(perft(lastCard, 5)).toBe(2);
  });

  test('SK-16 the forced Ace, then the bells followers, then the winner leads anything', () => {
    // SA (1); seat 0 follows bells with ST, SK or S9 (3); HA has won, seat 2 leads any of his 7 cards.
    const forced = cut('rufer-called-ace-forced-onto-trumped-trick', 6);
    expect(perft(forced, 1)).toBe(1);
    expect(perft(forced, 2)).toBe(3);
    expect(perft(forced, 3)).toBe(21);
  });

  test('with no deal in progress: depth 0 counts 1, any other depth 0', () => {
    for (const name of ['sie-ends-auction-at-once', 'rufer-60-60-declarer-loses']) {
      expect(perft(name, 0)).toBe(1);
      expect(perft(name, 1)).toBe(0);
      expect(perft(name, 3)).toBe(0);
    }
  });
});

describe('exit statuses', () => {
  test('0 for a legal record, 1 for an illegal action, 2 for what is not a readable record or a bad command line', () => {
    expect(cardavia(['replay', fixture('sie-ends-auction-at-once')]).status).toBe(0);
    expect(cardavia(['replay', fixture('illegal-bid-rufer-hearts')]).status).toBe(1);
    const notJson = cardavia(['replay', '-'], '{"format": "cardavia/1", "game": "schafkopf",');
    expect([notJson.status, notJson.stdout]).toEqual([2, '']);
    for (const args of [
      ['perft', fixture('auction-start-no-actions')],
      ['perft', fixture('auction-start-no-actions'), '-1'],
      ['replay', join(FIXTURES, 'no-such-record.json')],
    ]) {
      const r = cardavia(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
    }
  });

  test('unreadable Schafkopf records given inline: variants, deck, French codes, seats, firstDealer, bid types', () => {
    const base = readFixture('auction-start-no-actions') as Json & { deals: { cards: string[] }[] };
    const withActions = (actions: unknown[]): Json => ({ ...base, deals: [{ ...base.deals[0], actions }] });
    const cases: [string, Json][] = [
      ['variant', { ...base, rules: { variants: ['follow-suit'] } }],
      ['empty variant name', { ...base, rules: { ruleset: 'cardavia', variants: [''] } }],
      ['deck paris-piquet', { ...base, deck: 'paris-piquet' }],
      ['unknown deck', { ...base, deck: 'tarot-nouveau' }],
      ['French code CQ played', withActions([{ seat: 1, play: 'CQ' }])],
      ['seat 4', withActions([{ seat: 4, bid: 'pass' }])],
      ['seat -1', withActions([{ seat: -1, bid: 'pass' }])],
      ['firstDealer 4', { ...base, firstDealer: 4 }],
      ['firstDealer 1.5', { ...base, firstDealer: 1.5 }],
      ['bid not a string', withActions([{ seat: 1, bid: 3 }])],
      ['neither play nor bid', withActions([{ seat: 1 }])],
      ['both play and bid', withActions([{ seat: 1, bid: 'pass', play: 'S7' }])],
      ['unfinished deal followed by another', { ...base, deals: [base.deals[0], base.deals[0]] }],
    ];
    for (const [what, record] of cases) {
      const r = cardavia(['replay', '-'], JSON.stringify(record));
      expect(r.status, what).toBe(2);
      expect(r.stdout, what).toBe('');
      expect(r.stderr.length, what).toBeGreaterThan(0);
    }
  });

  test('a bid string that names no contract is ILLEGAL_BID (exit 1), not unreadable', () => {
    const base = readFixture('auction-start-no-actions') as Json & { deals: { cards: string[] }[] };
    for (const bid of ['grand', 'rufer-H', 'Rufer-E', 'solo', 'sie ', '']) {
      const record = { ...base, deals: [{ ...base.deals[0], actions: [{ seat: 1, bid }] }] };
      expect(onStdin(['replay'], record, 1), JSON.stringify(bid)).toMatchObject({
        ok: false,
        error: { deal: 0, action: 0, code: 'ILLEGAL_BID' },
      });
    }
  });
});
