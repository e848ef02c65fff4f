/**
 * The hand-made Watten records of test/fixtures/watten/ (RULES.md, Watten, "Records and the referee"), replayed
 * through engine/record.ts against the outcomes worked out by hand in each record's comment: the replay fields,
 * the error codes in RECORDS.md's precedence, the unreadable records, and `legal` after an unfinished deal.
 * Watten is not yet in the list of games, so the replay is given the list plus Watten's definition.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../games.js';
import { legalReport, perftReport, replay, replayReport } from '../record.js';
import { watten } from './index.js';

const GAMES_WITH_WATTEN = [...GAMES, watten];
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'watten');
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));

function replayed(name: string) {
  const r = replay(fixture(name), GAMES_WITH_WATTEN);
  if (r.kind !== 'ok') throw new Error(`${name}: ${JSON.stringify(r)}`);
  return r.replayed;
}

/** The one deal of each record, as `cardavia replay` reports it (dealer 3 throughout). */
const COMPLETE: Record<string, object> = {
  'first-linke-beats-a-later-one-played-out-to-the-fifth-trick': {
    schlag: '9',
    trump: 'H',
    rechte: 'H9',
    value: 2,
    tricks: [1, 2, 1, 1],
    endedBy: 'tricks',
    foldedBy: null,
    winner: 1,
    gamePoints: [0, 2, 0, 2],
  },
  'last-trick-raise-with-a-plain-card-of-the-led-suit': {
    value: 3,
    tricks: [1, 2, 1, 1],
    endedBy: 'tricks',
    winner: 1,
    gamePoints: [0, 3, 0, 3],
  },
  'last-trick-leader-raises-before-leading-and-the-other-side-folds': {
    value: 2,
    tricks: [1, 1, 1, 1],
    endedBy: 'fold',
    foldedBy: 0,
    winner: 1,
    gamePoints: [0, 2, 0, 2],
  },
  'weli-lowest-trump-rechte-and-linke-never-forced': {
    rechte: 'H9',
    value: 2,
    tricks: [2, 2, 1, 0],
    endedBy: 'tricks',
    winner: 0,
    gamePoints: [2, 0, 2, 0],
  },
  'last-trick-raises-alternate-with-a-linke-and-the-rechte': {
    value: 4,
    tricks: [2, 2, 1, 0],
    winner: 0,
    gamePoints: [4, 0, 4, 0],
  },
  'weli-as-rechte-at-schlag-6': {
    schlag: '6',
    trump: 'G',
    rechte: 'S6',
    value: 2,
    tricks: [1, 0, 2, 0],
    endedBy: 'tricks',
    winner: 0,
    gamePoints: [2, 0, 2, 0],
  },
  'fold-scores-the-old-value': {
    value: 2,
    tricks: [0, 0, 0, 0],
    endedBy: 'fold',
    foldedBy: 1,
    winner: 0,
    gamePoints: [2, 0, 2, 0],
  },
  'fold-after-a-held-raise-scores-3': { value: 3, endedBy: 'fold', foldedBy: 2, winner: 1, gamePoints: [0, 3, 0, 3] },
  'hold-then-three-tricks-scores-3': {
    schlag: 'A',
    rechte: 'HA',
    value: 3,
    tricks: [3, 0, 0, 0],
    endedBy: 'tricks',
    winner: 0,
    gamePoints: [3, 0, 3, 0],
  },
  'raises-held-by-both-sides-value-4': { value: 4, tricks: [3, 0, 0, 0], winner: 0, gamePoints: [4, 0, 4, 0] },
};

/** The first illegal action: deal, action (null for the pack and the session) and code. */
const ILLEGAL: Record<string, object> = {
  'illegal-move-last-trick-raise-without-a-qualifying-card': {
    deal: 0,
    action: 19,
    code: 'ILLEGAL_MOVE',
    rule: 'WA-13',
  },
  'illegal-card-the-weli-as-rechte-led-and-a-trump-held': { deal: 0, action: 3, code: 'ILLEGAL_CARD', rule: 'WA-8' },
  'illegal-card-trump-duty-worked-check': { deal: 0, action: 3, code: 'ILLEGAL_CARD', rule: 'WA-8' },
  'deal-over-card-after-three-tricks': { deal: 0, action: 14, code: 'DEAL_OVER', rule: null },
  'deal-over-card-after-a-fold': { deal: 0, action: 4, code: 'DEAL_OVER', rule: null },
  'side-at-9-of-11-may-not-raise': { deal: 2, action: 2, code: 'ILLEGAL_MOVE', rule: 'WA-12' },
  'match-to-11-then-session-over': { deal: 3, action: null, code: 'SESSION_OVER', rule: null },
  'card-not-in-hand': { deal: 0, action: 2, code: 'CARD_NOT_IN_HAND', rule: null },
  'not-your-turn-raiser-plays-before-the-answer': { deal: 0, action: 3, code: 'NOT_YOUR_TURN', rule: null },
  'illegal-card-answering-seat-plays-a-card': { deal: 0, action: 3, code: 'ILLEGAL_CARD', rule: 'WA-11' },
  'illegal-move-counter-raise': { deal: 0, action: 3, code: 'ILLEGAL_MOVE', rule: 'WA-11' },
  'illegal-move-hold-without-a-raise': { deal: 0, action: 2, code: 'ILLEGAL_MOVE', rule: 'WA-11' },
  'illegal-move-same-side-raises-twice': { deal: 0, action: 4, code: 'ILLEGAL_MOVE', rule: 'WA-12' },
  'illegal-move-partner-of-the-last-raiser': { deal: 0, action: 6, code: 'ILLEGAL_MOVE', rule: 'WA-12' },
  'wrong-phase-raise-during-the-announcements': { deal: 0, action: 1, code: 'WRONG_PHASE', rule: 'WA-4' },
  'wrong-phase-schlag-during-play': { deal: 0, action: 2, code: 'WRONG_PHASE', rule: 'WA-4' },
  'illegal-bid-trump-before-the-schlag': { deal: 0, action: 0, code: 'ILLEGAL_BID', rule: 'WA-4' },
  'illegal-bid-pass-instead-of-the-schlag': { deal: 0, action: 0, code: 'ILLEGAL_BID', rule: 'WA-4' },
  'not-your-turn-trump-by-the-forehand': { deal: 0, action: 1, code: 'NOT_YOUR_TURN', rule: null },
  'bad-pack-a-five-instead-of-the-weli': { deal: 0, action: null, code: 'BAD_PACK', rule: null },
};

const UNREADABLE = [
  'unreadable-schlag-five',
  'unreadable-raise-not-true',
  'unreadable-schlag-and-trump-in-one-action',
  'unreadable-marry-in-watten',
  'unreadable-prague-deck',
  'unreadable-a-variant',
];

/** `cardavia legal` after an unfinished deal. */
const UNFINISHED: Record<string, object> = {
  'legal-fresh-deal-nine-schlags': {
    seat: 0,
    phase: 'auction',
    actions: [
      'schlag:6',
      'schlag:7',
      'schlag:8',
      'schlag:9',
      'schlag:A',
      'schlag:K',
      'schlag:O',
      'schlag:T',
      'schlag:U',
    ],
  },
  'legal-after-the-schlag-four-trumps': {
    seat: 3,
    phase: 'auction',
    actions: ['trump:E', 'trump:G', 'trump:H', 'trump:S'],
  },
  'legal-after-a-raise-fold-or-hold': { seat: 1, phase: 'play', actions: ['fold', 'hold'] },
  'legal-last-trick-leader-may-raise': { seat: 3, phase: 'play', actions: ['play:G8', 'raise'] },
};

/** Records of several deals: their deals' values and winners, and the match. */
const MATCHES: Record<string, object> = {
  'match-to-11-won-by-side-0': { totals: [11, 0, 11, 0], finished: true, winner: 0 },
  'match-to-13-goes-on-at-11': { totals: [11, 0, 11, 0], finished: false, winner: null },
  'side-at-9-of-11-opponents-raise-as-usual': { totals: [9, 2, 9, 2], finished: false, winner: null },
};

describe('hand-made records (test/fixtures/watten) replay to the outcomes worked out by hand', () => {
  test('there are at least 25, each with a comment and an expectation here', () => {
    const names = readdirSync(FIXTURES).map((f) => f.replace(/\.json$/, ''));
    const known = [
      ...Object.keys(COMPLETE),
      ...Object.keys(ILLEGAL),
      ...UNREADABLE,
      ...Object.keys(UNFINISHED),
      ...Object.keys(MATCHES),
    ];
    expect(names.sort()).toEqual(known.sort());
    expect(names.length).toBeGreaterThanOrEqual(25);
    for (const n of names) expect(typeof (fixture(n) as { comment?: unknown }).comment, n).toBe('string');
  });

  test.each(Object.entries(COMPLETE))('%s', (name, expected) => {
    const r = replayed(name);
    expect(r.deals).toEqual([expect.objectContaining({ dealer: 3, complete: true, ...expected })]);
  });

  test.each(Object.entries(ILLEGAL))('%s', (name, expected) => {
    const r = replay(fixture(name), GAMES_WITH_WATTEN);
    if (r.kind !== 'illegal') throw new Error(`${name}: ${r.kind}`);
    const { deal, action, code, rule } = r.error;
    expect({ deal, action, code, rule }).toEqual(expected);
  });

  test.each(UNREADABLE)('%s', (name) => {
    expect(replay(fixture(name), GAMES_WITH_WATTEN).kind).toBe('unreadable');
  });

  test.each(Object.entries(UNFINISHED))('%s', (name, expected) => {
    const r = replayed(name);
    expect(r.deals).toEqual([{ dealer: 3, complete: false }]);
    expect(legalReport(r)).toEqual(expected);
  });

  test.each(Object.entries(MATCHES))('%s', (name, expected) => {
    expect(replayReport(replayed(name))).toMatchObject(expected);
  });

  test('the match to 11: dealers 3, 0, 1; side 0 scores 4 and 5 by folds, then 2 by three tricks', () => {
    const deals = replayed('match-to-11-won-by-side-0').deals;
    expect(deals.map((d) => [d.dealer, d.endedBy, d.value, d.winner])).toEqual([
      [3, 'fold', 4, 0],
      [0, 'fold', 5, 0],
      [1, 'tricks', 2, 0],
    ]);
  });

  test('perft from the fresh deal of a record gives 9, 36 and 216 at depths 1 to 3', () => {
    const r = replayed('legal-fresh-deal-nine-schlags');
    expect([1, 2, 3].map((d) => perftReport(r, d).nodes)).toEqual([9, 36, 216]);
  });
});
