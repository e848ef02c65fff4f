/**
 * The referee of RECORDS.md on Schnapsen, run as the real command (`node bin/cardavia.js …` from the repository
 * root, on the build in dist/; rebuilt here first when a source it runs is newer than its build) on the
 * hand-made records in test/fixtures/schnapsen/. Each record's "comment" works its outcome out by hand from
 * RULES.md (SN-1 … SN-16); the outcomes below were checked against those comments, and every perft count was
 * worked out by hand: the comments give the reckoning.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT, type Json, cardavia, fixturesOf, json, onStdin, useBuiltCli } from './referee.testing.js';

const { folder: FIXTURES, fixture, readFixture, cut } = fixturesOf('schnapsen');
useBuiltCli();

// ---------------------------------------------------------------------------------------------------------------
// What each fixture shows, and what the referee must say about it.

/** A one-deal record's replay output: its totals are the deal's game points. */
const single = (deal: Json, finished = false): Json => ({
  ok: true,
  deals: [deal],
  totals: deal.complete === true ? deal.gamePoints : [0, 0],
  finished,
  winner: finished ? deal.winner : null,
});
/** A finished deal dealt by seat 0 (the fixtures' usual dealer), with RULES.md's Schnapsen fields. */
const complete = (fields: Json): Json => ({ dealer: 0, complete: true, closedBy: null, ...fields });
const UNFINISHED = { dealer: 0, complete: false };

// The first Bummerl deal (trump bells): seat 1 takes 12 + 20 + 15 + 22 = 69 in four tricks, seat 0 none: Schwarz.
const BUMMERL_DEAL_0 = {
  dealer: 1,
  complete: true,
  trump: 'S',
  points: [0, 69],
  tricks: [0, 4],
  closedBy: null,
  winner: 1,
  endedBy: '66',
  gamePoints: [0, 3],
};

/** Legal records: exit 0 and exactly this output, as each fixture's comment works it out. */
const LEGAL: Record<string, Json> = {
  // RULES.md worked check 2. Seat 1: 21 + 13 + 12 = 46 in 3 tricks, + the trump marriage 40 = 86 at the
  // announcement (SN-12: over before he leads). Seat 0: 5 + 14 + 15 = 34 ≥ 33 in 3 tricks: 1 (SN-14).
  'sixty-six-by-announcement-trump-marriage-worked-check': single(
    complete({ trump: 'H', points: [34, 86], tricks: [3, 3], winner: 1, endedBy: '66', gamePoints: [0, 1] }),
  ),
  // SN-14: seat 0 15 + 7 + 21 + 14 + 13 = 70 after the eighth trick; seat 1 12 + 15 + 5 = 32 < 33: Schneider, 2.
  'schneider-line-loser-with-32-scores-2': single(
    complete({ trump: 'E', points: [70, 32], tricks: [5, 3], winner: 0, endedBy: '66', gamePoints: [2, 0] }),
  ),
  // SN-1: the same deal in the Paris piquet pack's French codes: trump clubs.
  'french-paris-piquet-schneider-32': single(
    complete({ trump: 'C', points: [70, 32], tricks: [5, 3], winner: 0, endedBy: '66', gamePoints: [2, 0] }),
  ),
  // SN-14 (an exchange and a bells marriage on the way): seat 1 21 + 12 + 5 + 20 + 21 = 79; seat 0
  // 14 + 5 + 14 = 33 in 3 tricks: exactly on the line, no Schneider: 1.
  'schneider-line-loser-with-33-scores-1': single(
    complete({ trump: 'H', points: [33, 79], tricks: [3, 4], winner: 1, endedBy: '66', gamePoints: [0, 1] }),
  ),
  // SN-13: nobody reaches 66; seat 1 7 + 14 + 12 + 14 + 4 + 13 = 64 in 6 tricks, seat 0 14 × 4 = 56 and the
  // last trick: seat 0 wins with fewer points; seat 1's 64 ≥ 33: 1.
  'last-trick-without-66-wins-with-fewer-points': single(
    complete({ trump: 'E', points: [56, 64], tricks: [4, 6], winner: 0, endedBy: 'last-trick', gamePoints: [1, 0] }),
  ),
  // SN-15: seat 1 closes at once (seat 0: 0 points, no trick); 12 + 40 (trump marriage) + 6 + 21 = 79. Judged at
  // the closing: Schwarz, 3, though seat 0 ends with a trick and 13.
  'closing-before-first-trick-wins-3': single(
    complete({
      trump: 'H',
      points: [13, 79],
      tricks: [1, 3],
      closedBy: 1,
      winner: 1,
      endedBy: '66',
      gamePoints: [0, 3],
    }),
  ),
  // SN-15: seat 0 closes while seat 1 has 13 and a trick; seat 1 reaches 13 + 13 + 13 + 15 + 14 = 68: the
  // closer failed, his opponent had a trick: 2.
  'closing-fails-opponent-reaches-66-scores-2': single(
    complete({
      trump: 'S',
      points: [5, 68],
      tricks: [1, 5],
      closedBy: 0,
      winner: 1,
      endedBy: '66',
      gamePoints: [0, 2],
    }),
  ),
  // SN-13, SN-15: seat 1 closes at the first lead and takes all five tricks, 13 + 13 + 8 + 5 + 5 = 44 < 66:
  // the closer failed; seat 0 had no trick at the closing: 3.
  'closing-fails-played-out-scores-3': single(
    complete({
      trump: 'S',
      points: [0, 44],
      tricks: [0, 5],
      closedBy: 1,
      winner: 0,
      endedBy: 'closing',
      gamePoints: [3, 0],
    }),
  ),
  // SN-16 with target 3: the first Bummerl deal's Schwarz (3) ends the match at once.
  'bummerl-target-3-ends-after-one-deal': {
    ok: true,
    deals: [BUMMERL_DEAL_0],
    totals: [0, 3],
    finished: true,
    winner: 1,
  },
  // SN-2, SN-16: dealers 1 0 1 0. Deal 1: seat 0 5 + 21 + 20 (leaves marriage) + 6 + 15 = 67, seat 1 no
  // trick: 3. Deal 2: seat 0 closes at the first lead (seat 1: no trick); 14 + 6 = 20 v 12 + 7 + 13 = 32,
  // played out: the closer failed, 3. Deal 3: seat 0 closes with seat 1 on 26 in 2 tricks; seat 0 4 + 13 = 17,
  // seat 1 13 + 13 + 6 + 21 + 15 = 68: the closer failed, 2. Totals 3 – 8: seat 1 passes 7.
  'bummerl-to-7-ends-after-four-deals': {
    ok: true,
    deals: [
      BUMMERL_DEAL_0,
      complete({ trump: 'S', points: [67, 0], tricks: [4, 0], winner: 0, endedBy: '66', gamePoints: [3, 0] }),
      complete({
        dealer: 1,
        trump: 'H',
        points: [20, 32],
        tricks: [2, 3],
        closedBy: 0,
        winner: 1,
        endedBy: 'closing',
        gamePoints: [0, 3],
      }),
      complete({
        trump: 'G',
        points: [17, 68],
        tricks: [2, 5],
        closedBy: 0,
        winner: 1,
        endedBy: '66',
        gamePoints: [0, 2],
      }),
    ],
    totals: [3, 8],
    finished: true,
    winner: 1,
  },
  // Unfinished deals: only dealer and complete (RECORDS.md).
  'marriage-on-first-lead-lost-trick-pending-then-credited': single(UNFINISHED),
  'exchange-before-first-trick': single(UNFINISHED),
  'exchange-after-first-trick': single(UNFINISHED),
  'open-talon-free-answer-no-duty': single(UNFINISHED),
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
  // SN-12: the trump marriage brought seat 1 to 86 and ended the deal; his HK is action 13.
  'deal-over-card-after-sixty-six-by-announcement': { deal: 0, action: 13, code: 'DEAL_OVER', rule: null },
  // SN-4: the non-dealer (seat 1) leads first; the dealer's exchange is not his to make.
  'not-your-turn-exchange-by-the-dealer-at-the-first-lead': { deal: 0, action: 0, code: 'NOT_YOUR_TURN', rule: null },
  'illegal-move-exchange-by-the-follower': { deal: 0, action: 1, code: 'ILLEGAL_MOVE', rule: 'SN-8' },
  'illegal-move-exchange-without-the-trump-unter': { deal: 0, action: 0, code: 'ILLEGAL_MOVE', rule: 'SN-8' },
  'illegal-move-exchange-after-closing': { deal: 0, action: 1, code: 'ILLEGAL_MOVE', rule: 'SN-8' },
  'illegal-move-exchange-after-the-talon-is-exhausted': { deal: 0, action: 10, code: 'ILLEGAL_MOVE', rule: 'SN-8' },
  'illegal-move-close-twice': { deal: 0, action: 1, code: 'ILLEGAL_MOVE', rule: 'SN-9' },
  'illegal-move-marriage-without-the-pair': { deal: 0, action: 0, code: 'ILLEGAL_MOVE', rule: 'SN-10' },
  'illegal-card-marriage-then-another-card': { deal: 0, action: 1, code: 'ILLEGAL_CARD', rule: 'SN-10' },
  'illegal-card-strict-must-win-in-suit': { deal: 0, action: 2, code: 'ILLEGAL_CARD', rule: 'SN-7' },
  'illegal-card-strict-must-trump-when-void': { deal: 0, action: 2, code: 'ILLEGAL_CARD', rule: 'SN-7' },
  'illegal-card-strict-may-not-trump-holding-the-suit': { deal: 0, action: 2, code: 'ILLEGAL_CARD', rule: 'SN-7' },
  // SN-16: seat 1 won the Bummerl after deal 3; a fifth deal is refused before any action.
  'session-over-deal-after-the-bummerl': { deal: 4, action: null, code: 'SESSION_OVER', rule: null },
};

/** The rule id a referee message names in brackets, "(SN-8)", or null. */
const ruleNamed = (message: string): string | null => /\((SN-\d+)\)/.exec(message)?.[1] ?? null;

describe('fixtures', () => {
  test('every Schnapsen fixture is listed here exactly once, as legal or illegal', () => {
    const files = readdirSync(FIXTURES)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5))
      .sort();
    const listed = [...Object.keys(LEGAL), ...Object.keys(ILLEGAL)];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(files);
  });

  test('every fixture is a Schnapsen record in the cardavia/1 format with its outcome worked out in a comment', () => {
    for (const name of [...Object.keys(LEGAL), ...Object.keys(ILLEGAL)]) {
      const record = readFixture(name);
      expect(record, name).toMatchObject({ format: 'cardavia/1', game: 'schnapsen' });
      expect(typeof record.comment === 'string' && record.comment.length > 40, name).toBe(true);
    }
  });

  test('the rare cases of the issue each have a fixture: every refusal of SN-8, each strict-play duty, each way a deal ends', () => {
    const illegal = Object.keys(ILLEGAL);
    for (const refusal of [
      'by-the-follower',
      'without-the-trump-unter',
      'after-closing',
      'after-the-talon-is-exhausted',
    ])
      expect(illegal, refusal).toContain(`illegal-move-exchange-${refusal}`);
    for (const duty of ['must-win-in-suit', 'must-trump-when-void', 'may-not-trump-holding-the-suit'])
      expect(illegal, duty).toContain(`illegal-card-strict-${duty}`);
    const endings = Object.values(LEGAL).flatMap((r) => (r.deals as Json[]).map((d) => d.endedBy));
    expect(new Set(endings)).toEqual(new Set(['66', 'last-trick', 'closing', undefined]));
    const codes = new Set(Object.values(ILLEGAL).map((c) => c.code));
    expect([...codes].sort()).toEqual(['DEAL_OVER', 'ILLEGAL_CARD', 'ILLEGAL_MOVE', 'NOT_YOUR_TURN', 'SESSION_OVER']);
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

  test('a record on standard input (FILE "-") gives the same output', () => {
    const name = 'closing-before-first-trick-wins-3';
    expect(onStdin(['replay'], readFixture(name), 0)).toEqual(LEGAL[name]);
  });

  test('SN-1 every German deck that serves Schnapsen plays the same 20-card pack with the same codes', () => {
    const name = 'schneider-line-loser-with-33-scores-1';
    for (const deck of ['vienna-tell', 'munich-bavarian', 'salzburg']) {
      expect(onStdin(['replay'], { ...readFixture(name), deck }, 0), deck).toEqual(LEGAL[name]);
    }
  });

  test('SN-12 the deal is over at the announcement that reaches 66: the record without the card after it is complete', () => {
    const done = cut('deal-over-card-after-sixty-six-by-announcement', 13);
    expect(onStdin(['replay'], done, 0)).toEqual(LEGAL['sixty-six-by-announcement-trump-marriage-worked-check']);
  });
});

describe('cardavia legal', () => {
  test('SN-4, SN-8, SN-9, SN-10 the first lead: the non-dealer may exchange, close, marry or play, sorted as strings', () => {
    // Seat 1 (non-dealer) holds HU EA ET GK GO; trump hearts (HA turned): the trump Unter and the leaves pair.
    expect(onStdin(['legal'], cut('exchange-before-first-trick', 0), 0)).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['close', 'exchange', 'marry:G', 'play:EA', 'play:ET', 'play:GK', 'play:GO', 'play:HU'],
    });
    // After the exchange HA is in his hand and HU under the talon: no second exchange; he may still close, marry.
    expect(onStdin(['legal'], cut('exchange-before-first-trick', 1), 0)).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['close', 'marry:G', 'play:EA', 'play:ET', 'play:GK', 'play:GO', 'play:HA'],
    });
    // Without the trump Unter (seat 0 holds HU): close and the leaves marriage, no exchange.
    expect(onStdin(['legal'], cut('illegal-move-exchange-without-the-trump-unter', 0), 0)).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['close', 'marry:G', 'play:EA', 'play:ET', 'play:GK', 'play:GO', 'play:SA'],
    });
  });

  test('SN-10 after marry:G only the leaves King and Ober may be led', () => {
    expect(onStdin(['legal'], cut('illegal-card-marriage-then-another-card', 1), 0)).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['play:GK', 'play:GO'],
    });
  });

  test('SN-8, SN-9 after closing: no exchange, no second closing, marriages still (decided)', () => {
    // Seat 1 closed holding HA HT HK HO GU (trump hearts, HU under the talon): the trump marriage and his cards.
    expect(onStdin(['legal'], cut('closing-before-first-trick-wins-3', 1), 0)).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['marry:H', 'play:GU', 'play:HA', 'play:HK', 'play:HO', 'play:HT'],
    });
    // Seat 0 closed holding HU GK EK HO EO (trump bells): the acorns marriage after closing.
    expect(onStdin(['legal'], cut('closing-fails-opponent-reaches-66-scores-2', 5), 0)).toEqual({
      seat: 0,
      phase: 'play',
      actions: ['marry:E', 'play:EK', 'play:EO', 'play:GK', 'play:HO', 'play:HU'],
    });
  });

  test('SN-8, SN-9 the exchange and closing are offered while two cards are left, and not once the talon is exhausted', () => {
    // Before the fifth trick seat 0 holds HU EU GA EK GK (trump acorns, EU is the trump Unter), HO and EA to draw.
    const name = 'illegal-move-exchange-after-the-talon-is-exhausted';
    expect(onStdin(['legal'], cut(name, 8), 0)).toEqual({
      seat: 0,
      phase: 'play',
      actions: ['close', 'exchange', 'play:EK', 'play:EU', 'play:GA', 'play:GK', 'play:HU'],
    });
    // He wins it, draws HO; seat 1 draws the trump card EA. Exhausted: only cards.
    expect(onStdin(['legal'], cut(name, 10), 0)).toEqual({
      seat: 0,
      phase: 'play',
      actions: ['play:EK', 'play:EU', 'play:GA', 'play:HO', 'play:HU'],
    });
    // An exchange after four tricks (two cards left): HU for HA; the hearts marriage offered before and after.
    expect(onStdin(['legal'], cut('exchange-after-first-trick', 8), 0)).toEqual({
      seat: 0,
      phase: 'play',
      actions: ['close', 'exchange', 'marry:H', 'play:EK', 'play:HK', 'play:HO', 'play:HU', 'play:SU'],
    });
    expect(json(['legal', fixture('exchange-after-first-trick')], 0)).toEqual({
      seat: 0,
      phase: 'play',
      actions: ['close', 'marry:H', 'play:EK', 'play:HA', 'play:HK', 'play:HO', 'play:SU'],
    });
  });

  test('SN-5 with the talon open the follower may answer any card', () => {
    // Seat 1 led SU; seat 0 holds EU EK HO SK ST: bells higher and a trump, all free.
    expect(onStdin(['legal'], cut('open-talon-free-answer-no-duty', 1), 0)).toEqual({
      seat: 0,
      phase: 'play',
      actions: ['play:EK', 'play:EU', 'play:HO', 'play:SK', 'play:ST'],
    });
  });

  test('SN-7 strict play: win in suit, follow, trump when void, and free only with neither', () => {
    // Trump hearts, closed; seat 0 holds EU EK HO SK ST.
    const strict = (name: string) => onStdin(['legal'], cut(name, 2), 0);
    // EO led: EK wins, EU does not: EK only.
    expect(strict('illegal-card-strict-must-win-in-suit')).toEqual({ seat: 0, phase: 'play', actions: ['play:EK'] });
    // GU led: no leaves, trump HO: HO only.
    expect(strict('illegal-card-strict-must-trump-when-void')).toEqual({
      seat: 0,
      phase: 'play',
      actions: ['play:HO'],
    });
    // SU led: SK and ST both win; trumping with HO is not allowed while holding bells.
    expect(strict('illegal-card-strict-may-not-trump-holding-the-suit')).toEqual({
      seat: 0,
      phase: 'play',
      actions: ['play:SK', 'play:ST'],
    });
    // Trump bells, closed: SA led against GK EK EO (no bells, so no trump either): any card.
    expect(onStdin(['legal'], cut('closing-fails-opponent-reaches-66-scores-2', 10), 0)).toEqual({
      seat: 0,
      phase: 'play',
      actions: ['play:EK', 'play:EO', 'play:GK'],
    });
  });

  test('with no deal in progress (over at 66, at the last trick, by a failed closing): phase over, seat null', () => {
    for (const name of [
      'sixty-six-by-announcement-trump-marriage-worked-check',
      'last-trick-without-66-wins-with-fewer-points',
      'closing-fails-played-out-scores-3',
      'bummerl-to-7-ends-after-four-deals',
    ]) {
      expect(json(['legal', fixture(name)], 0), name).toEqual({ seat: null, phase: 'over', actions: [] });
    }
  });

  /** One record per error code: legal and perft refuse them as replay does. */
  const SAMPLE = [
    'deal-over-card-after-sixty-six-by-announcement',
    'not-your-turn-exchange-by-the-dealer-at-the-first-lead',
    'illegal-move-exchange-after-the-talon-is-exhausted',
    'illegal-card-strict-must-trump-when-void',
    'session-over-deal-after-the-bummerl',
  ];
  test.each(SAMPLE)('%s: legal and perft print the replay error and exit 1', (name) => {
    const error = { ok: false, error: { ...ILLEGAL[name], message: expect.any(String) } };
    expect(json(['legal', fixture(name)], 1)).toEqual(error);
    expect(json(['perft', fixture(name), '1'], 1)).toEqual(error);
  });
});

describe('cardavia perft', () => {
  const perft = (record: Json, depth: number): number => {
    const out = onStdin(['perft', String(depth)], record, 0);
    expect(out.depth).toBe(depth);
    return out.nodes as number;
  };

  test('the deal start: 8, 40 and 239 sequences, counted move by move', () => {
    // Trump hearts (HA turned). Seat 1 leads holding HU EA ET GK GO; seat 0 holds EU GU SU SK SO (no hearts).
    const start = cut('exchange-before-first-trick', 0);
    expect(perft(start, 0)).toBe(1);
    // Depth 1: five cards, exchange, close, marry:G.
    expect(perft(start, 1)).toBe(8);
    // Depth 2: each of the 5 leads meets 5 free answers (SN-5): 25. After the exchange seat 1 leads again:
    // 5 cards (HA for HU), close, marry:G: 7. After closing: 5 cards, marry:G (no exchange): 6. After marry:G:
    // GK or GO: 2. 25 + 7 + 6 + 2 = 40.
    expect(perft(start, 2)).toBe(40);
    // Depth 3. Exchange: 5 leads × 5 answers, close then 5 cards + marry:G, marry:G then 2: 25 + 6 + 2 = 33.
    // Close, strict play (SN-7) against EU GU SU SK SO: HU (trump) leaves seat 0 free, 5; EA and ET force EU,
    // GK and GO force GU, 1 each; marry:G then GK or GO: 2. 9 + 2 = 11. marry:G: GK or GO, 5 answers each: 10.
    // The 25 tricks: seat 0 can neither beat a card of its suit nor trump, so seat 1 wins each, draws HT (seat 0
    // EK) and leads again: 5 cards + close, + exchange while he still holds HU, + marry:G while he holds both
    // GK and GO. After HU: 7; EA or ET: 8; GK or GO: 7. (7 + 8 + 8 + 7 + 7) × 5 = 185. 33 + 11 + 10 + 185 = 239.
    expect(perft(start, 3)).toBe(239);
  });

  test('SN-7 after a closing at the first lead: 6, 23 and 104 sequences', () => {
    // Trump hearts, closed by seat 1, who holds HA HT HK HO GU; seat 0 holds GA EU SU ST ET (no hearts).
    const closed = cut('closing-before-first-trick-wins-3', 1);
    // Depth 1: five cards and the trump marriage (no exchange: HU lies under the talon; no second closing).
    expect(perft(closed, 1)).toBe(6);
    // Depth 2: a trump led (HA HT HK HO) leaves seat 0 free: 4 × 5; GU forces GA (must win): 1; marry:H then
    // HK or HO: 2. 20 + 1 + 2 = 23.
    expect(perft(closed, 2)).toBe(23);
    // Depth 3: after a trump lead seat 1 wins and leads his four cards, + marry:H while he holds HK and HO:
    // after HA or HT 5, after HK or HO 4: (5 + 5 + 4 + 4) × 5 = 90. GU / GA: seat 0 wins and leads one of his
    // four cards: 4. marry:H, HK or HO, then seat 0 free: 2 × 5 = 10. 90 + 4 + 10 = 104.
    expect(perft(closed, 3)).toBe(104);
  });

  test('SN-12 an announcement that reaches 66 ends its sequence and counts as one: 5, 9 and 25', () => {
    // The talon exhausted, seat 1 (46 points, 3 tricks) leads holding HK HO SO HU, trump hearts; seat 0 holds
    // EK GO HA HT with 34 points.
    const before = cut('sixty-six-by-announcement-trump-marriage-worked-check', 12);
    // Depth 1: four cards and marry:H.
    expect(perft(before, 1)).toBe(5);
    // Depth 2: marry:H reaches 86 and ends the deal: 1. HK, HO, HU must be beaten with HA or HT; SO must be
    // trumped with HA or HT: 4 × 2 = 8. 9.
    expect(perft(before, 2)).toBe(9);
    // Depth 3: seat 0 wins each of those 8 tricks (13 to 15 points: 47 to 49, short of 66) and leads one of his
    // three cards: 24. The marriage still counts 1. 25.
    expect(perft(before, 3)).toBe(25);
  });

  test('with no deal in progress: depth 0 counts 1, any other depth 0', () => {
    for (const name of ['closing-fails-played-out-scores-3', 'bummerl-target-3-ends-after-one-deal']) {
      expect(perft(readFixture(name), 0)).toBe(1);
      expect(perft(readFixture(name), 1)).toBe(0);
      expect(perft(readFixture(name), 3)).toBe(0);
    }
  });
});

describe('exit statuses and unreadable Schnapsen records', () => {
  const base = cut('exchange-before-first-trick', 0) as Json & { deals: Json[] };
  const withActions = (actions: unknown[]): Json => ({ ...base, deals: [{ ...base.deals[0], actions }] });

  test('RULES.md: an action with none or several of play, bid, exchange, close, marry, or a bad value, is unreadable (exit 2)', () => {
    const cases: [string, Json][] = [
      ['no move', withActions([{ seat: 1 }])],
      ['exchange and close', withActions([{ seat: 1, exchange: true, close: true }])],
      ['play and marry', withActions([{ seat: 1, play: 'GK', marry: 'G' }])],
      ['exchange false', withActions([{ seat: 1, exchange: false }])],
      ['close "yes"', withActions([{ seat: 1, close: 'yes' }])],
      ['marry a King', withActions([{ seat: 1, marry: 'GK' }])],
      ['marry a French suit letter', withActions([{ seat: 1, marry: 'C' }])],
      ['a variant', { ...base, rules: { variants: ['trump'] } }],
      ['ruleset cardrulesplus', { ...base, rules: { ruleset: 'cardrulesplus' } }],
      ['target 0', { ...base, rules: { target: 0 } }],
      ['deck of another suit system', { ...base, deck: 'paris-piquet' }],
      ['seat 2', withActions([{ seat: 2, exchange: true }])],
    ];
    for (const [what, record] of cases) {
      const r = cardavia(['replay', '-'], JSON.stringify(record));
      expect(r.status, what).toBe(2);
      expect(r.stdout, what).toBe('');
      expect(r.stderr.length, what).toBeGreaterThan(0);
    }
  });

  test('a bid alone reads, and is WRONG_PHASE (exit 1): Schnapsen has no auction', () => {
    expect(onStdin(['replay'], withActions([{ seat: 1, bid: 'pass' }]), 1)).toMatchObject({
      ok: false,
      error: { deal: 0, action: 0, code: 'WRONG_PHASE' },
    });
  });

  test('in the other games exchange, close and marry are not moves: unreadable', () => {
    const other = JSON.parse(
      readFileSync(join(ROOT, 'test', 'fixtures', 'schafkopf', 'auction-start-no-actions.json'), 'utf8'),
    ) as Json & { deals: Json[] };
    for (const action of [
      { seat: 1, exchange: true },
      { seat: 1, close: true },
      { seat: 1, marry: 'H' },
    ]) {
      const record = { ...other, deals: [{ ...other.deals[0], actions: [action] }] };
      const r = cardavia(['replay', '-'], JSON.stringify(record));
      expect(r.status, JSON.stringify(action)).toBe(2);
      expect(r.stdout).toBe('');
    }
  });
});
