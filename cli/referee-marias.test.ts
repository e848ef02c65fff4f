/**
 * The referee of RECORDS.md on Mariáš, run as the real command (`node bin/cardavia.js …` from the repository
 * root, on the build in dist/; rebuilt here first when a source it runs is newer than its build) on the 71
 * hand-made records in test/fixtures/marias/ (issue 32, point 2). Each record's "comment" works its outcome out
 * by hand from RULES.md (MA-1 … MA-27, MA-L1 … MA-L7, "Records and the referee"); the expectations below are
 * those of engine/marias/records.test.ts, which checked them against the comments, and the perft counts are the
 * ones worked out by hand in the records' comments. Here the command must print them: every `replay` field,
 * the error documents with their deal, action, code and rule, exit 2 for the unreadable forms, `legal` in
 * RULES.md's string forms step by step, `perft`, and `verify` on a session the server played.
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
import { COMPLETE, DEAL_FIELDS, ILLEGAL, MATCHES, UNFINISHED, UNREADABLE } from '../engine/marias/records.testing.js';

const { folder: FIXTURES, fixture, readFixture, cut } = fixturesOf('marias');
useBuiltCli();

// ---------------------------------------------------------------------------------------------------------------
// What each fixture shows (engine/marias/records.testing.ts, the engine's replay test's table too), and what the
// referee must say about it.

interface Component {
  readonly name: string;
  readonly silent: boolean;
}

/**
 * A deal of the command's report reduced to the fields an expectation names. RULES.md fixes neither the order of
 * the two talon cards (a discard's order does not matter) nor the order of the components: both compared sorted.
 */
function fieldsOf(deal: Json, expected: object): Json {
  const out: Json = { complete: deal.complete };
  for (const key of Object.keys(expected)) out[key] = deal[key];
  if (Array.isArray(out.talon)) out.talon = [...(out.talon as string[])].sort();
  if (Array.isArray(out.components)) {
    const key = (c: Component) => `${c.name}/${c.silent}`;
    out.components = [...(out.components as Component[])].sort((a, b) => key(a).localeCompare(key(b)));
  }
  return out;
}

/** The rule id a referee message names in brackets, "(MA-19)" or "(MA-L3)", or null. */
const ruleNamed = (message: string): string | null => /\((MA-L?\d+)\)/.exec(message)?.[1] ?? null;

/** An action of a record in `cardavia legal`'s string form (RULES.md): a discard's two codes in plain order. */
function stringOf(action: Json): string {
  if (typeof action.trump === 'string') return `trump:${action.trump}`;
  if (Array.isArray(action.discard)) return `discard:${[...(action.discard as string[])].sort().join(',')}`;
  if (typeof action.bid === 'string') return `bid:${action.bid}`;
  if (typeof action.marry === 'string') return `marry:${action.marry}`;
  return `play:${String(action.play)}`;
}

/** Every string `cardavia legal` may print for Mariáš in the Prague notation. */
const LEGAL_FORM =
  /^(trump:[EGHS][789UOKTA]|discard:[EGHS][789UOKTA],[EGHS][789UOKTA]|bid:[a-z0-9-EGHS]+|marry:[EGHS]|play:[EGHS][789UOKTA])$/;

describe('fixtures', () => {
  test('every Mariáš fixture is listed here exactly once: complete, illegal, unreadable, unfinished or a session', () => {
    const files = readdirSync(FIXTURES)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5))
      .sort();
    const listed = [
      ...Object.keys(COMPLETE),
      ...Object.keys(ILLEGAL),
      ...UNREADABLE,
      ...Object.keys(UNFINISHED),
      ...Object.keys(MATCHES),
    ];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(files);
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  test('every error code of RECORDS.md, every game and both ways a deal ends have a fixture', () => {
    const codes = new Set(Object.values(ILLEGAL).map((c) => (c as { code: string }).code));
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
    const deals = Object.values(COMPLETE) as { contract: string; endedBy: string }[];
    expect(new Set(deals.map((d) => d.contract))).toEqual(new Set(['hra', 'sedma', 'sto', 'stosedm', 'betl', 'durch']));
    expect(new Set(deals.map((d) => d.endedBy))).toEqual(new Set(['last-trick', 'decided']));
  });
});

describe('cardavia replay', () => {
  test.each(Object.keys(COMPLETE))('%s: exit 0, every field of RULES.md as worked out by hand', (name) => {
    const out = json(['replay', fixture(name)], 0);
    const deals = out.deals as Json[];
    expect(deals).toHaveLength(1);
    expect(Object.keys(deals[0]!).sort()).toEqual([...DEAL_FIELDS].sort());
    const expected = COMPLETE[name]!;
    expect(fieldsOf(deals[0]!, expected)).toEqual({ complete: true, ...expected });
    // One deal of a session of 12 (MA-27): the totals are the deal's scores, the session goes on.
    expect(out).toMatchObject({
      ok: true,
      totals: (expected as { scores: number[] }).scores,
      finished: false,
      winner: null,
    });
  });

  test.each(Object.keys(ILLEGAL))(
    '%s: exit 1 with the code, deal, action and rule of the first illegal action',
    (name) => {
      const out = json(['replay', fixture(name)], 1);
      expect(out).toEqual({ ok: false, error: { ...ILLEGAL[name], message: expect.any(String) } });
      // The message names the rule, for a reader of the message alone (a WRONG_PHASE, whose rule is null,
      // names MA-18 in its message: when the play begins).
      const message = (out.error as { message: string }).message;
      const rule = (ILLEGAL[name] as { rule: string | null }).rule;
      if (rule !== null) expect(ruleNamed(message)).toBe(rule);
    },
  );

  test.each(UNREADABLE)('%s: exit 2, a message on standard error and nothing on standard output', (name) => {
    expectUnreadable(readFixture(name), name);
    expect(cardavia(['replay', fixture(name)]).status).toBe(2);
  });

  test.each(Object.keys(UNFINISHED))('%s: an unfinished deal has only dealer and complete', (name) => {
    const { dealer } = UNFINISHED[name]!;
    expect(json(['replay', fixture(name)], 0)).toEqual({
      ok: true,
      deals: [{ dealer, complete: false }],
      totals: [0, 0, 0],
      finished: false,
      winner: null,
    });
  });

  test('MA-27 a session of three deals: dealers 0, 1, 2, each a betl lost at the first trick; seat 2 wins', () => {
    const out = json(['replay', fixture('session-of-three-deals-won-by-seat-2')], 0);
    expect(out).toMatchObject({ ok: true, ...MATCHES['session-of-three-deals-won-by-seat-2'] });
    const deals = out.deals as Json[];
    expect(deals.map((d) => [d.dealer, d.contract, d.declarer, d.flek, d.value, d.scores, d.endedBy])).toEqual([
      [0, 'betl', 1, { betl: 2 }, -60, [60, -120, 60], 'decided'],
      [1, 'betl', 2, { betl: 0 }, -15, [15, 15, -30], 'decided'],
      [2, 'betl', 0, { betl: 1 }, -30, [-60, 30, 30], 'decided'],
    ]);
  });

  test('a record on standard input (FILE "-") gives the same output', () => {
    const name = 'sto-won-the-worked-check';
    expect(onStdin(['replay'], readFixture(name), 0)).toEqual(json(['replay', fixture(name)], 0));
  });

  test('MA-1 the French notation: the same sto on a French-suited deck scores alike', () => {
    const french = json(['replay', fixture('french-deck-sto-won')], 0);
    const prague = json(['replay', fixture('sto-won-the-worked-check')], 0);
    expect((french.deals as Json[])[0]).toMatchObject({ trump: 'C', trumpCard: 'CQ' });
    expect(french.totals).toEqual(prague.totals);
  });

  test('MA-14 a betl is over at the trick that loses it: the record without the card after it is complete', () => {
    const done = cut('deal-over-a-card-after-the-betl-was-lost', 21);
    const deal = (onStdin(['replay'], done, 0).deals as Json[])[0]!;
    expect(deal).toMatchObject({ complete: true, contract: 'betl', endedBy: 'decided' });
    expect((deal.components as Json[])[0]).toMatchObject({ name: 'betl', wonBy: 'defenders' });
  });
});

describe('cardavia legal', () => {
  test.each(Object.keys(UNFINISHED))('%s: the seat, the phase and the actions as sorted strings', (name) => {
    const { dealer: _dealer, ...expected } = UNFINISHED[name]!;
    expect(json(['legal', fixture(name)], 0)).toEqual(expected);
  });

  test.each([
    'hra-won-with-a-silent-hundred-a-silent-seven-and-a-defenders-marriage',
    'durch-by-the-forehand-over-a-betl-with-the-talon',
    'licitovany-sto-won-by-middlehand',
  ])(
    '%s step by step: each action of the record is offered to its seat in its string form, auction until the first lead',
    (name) => {
      const actions = (readFixture(name) as { deals: { actions: Json[] }[] }).deals[0]!.actions;
      let playing = false;
      let married: string | null = null;
      for (let k = 0; k < actions.length; k++) {
        const action = actions[k]!;
        playing ||= 'play' in action || 'marry' in action;
        const out = onStdin(['legal'], cut(name, k), 0) as { seat: number; phase: string; actions: string[] };
        const at = `${name}, action ${k}`;
        expect(out.seat, at).toBe(action.seat);
        expect(out.phase, at).toBe(playing ? 'play' : 'auction');
        expect(out.actions, at).toContain(stringOf(action));
        expect([...out.actions].sort(), at).toEqual(out.actions);
        for (const a of out.actions) expect(a, at).toMatch(LEGAL_FORM);
        // After marry:X only X's King and Ober that MA-19 allows (RULES.md, "Records and the referee").
        if (married !== null) {
          for (const a of out.actions) expect([`play:${married}K`, `play:${married}O`], at).toContain(a);
        }
        married = typeof action.marry === 'string' ? action.marry : null;
      }
      expect(json(['legal', fixture(name)], 0)).toEqual({ seat: null, phase: 'over', actions: [] });
    },
  );

  test('a discard is offered with its two codes in plain-string order, and read in a record in either order', () => {
    const name = 'legal-after-a-marriage-only-its-king-and-ober';
    const offered = (onStdin(['legal'], cut(name, 1), 0) as { actions: string[] }).actions;
    // F holds twelve cards after setting E7 aside… eleven in hand: C(11, 2) = 55 discards (MA-7 allows any two).
    expect(offered).toHaveLength(55);
    for (const a of offered) {
      const [x, y] = a.slice('discard:'.length).split(',');
      expect([x, y].sort()).toEqual([x, y]);
    }
    expect(offered).toContain('discard:S7,S8');
    const record = cut(name, 2) as Json & { deals: { actions: Json[] }[] };
    const reversed = {
      ...record,
      deals: [{ ...record.deals[0]!, actions: [record.deals[0]!.actions[0]!, { seat: 0, discard: ['S8', 'S7'] }] }],
    };
    expect(onStdin(['legal'], reversed, 0)).toEqual(onStdin(['legal'], record, 0));
  });

  test('with no deal in progress (a complete deal, the end of the session): phase over, seat null', () => {
    for (const name of ['betl-won', 'sto-won-the-worked-check', 'session-of-three-deals-won-by-seat-2']) {
      expect(json(['legal', fixture(name)], 0), name).toEqual({ seat: null, phase: 'over', actions: [] });
    }
  });

  /** One record per kind of refusal: legal and perft refuse them as replay does. */
  const SAMPLE = [
    'deal-over-a-card-after-the-betl-was-lost',
    'illegal-card-no-leaf-must-trump',
    'illegal-move-marriage-in-a-betl',
    'illegal-bid-betl-over-a-betl',
    'session-over-a-fourth-deal',
  ];
  test.each(SAMPLE)('%s: legal and perft print the replay error and exit 1', (name) => {
    expectRefusedAsReplay(fixture(name), ILLEGAL[name]!);
  });
});

describe('cardavia perft', () => {
  test('cross-check from a fresh deal: 1, 7, 385, 860 and 1,810 sequences at depths 0 to 4 (worked in the record)', () => {
    // Seven trump cards; C(11, 2) = 55 discards each; betl, durch and barva when the talon holds no Ace or Ten;
    // M's answers (the record's comment gives the reckoning).
    const fresh = readFixture('legal-fresh-deal-seven-trump-cards');
    expect([0, 1, 2, 3, 4].map((d) => perft(fresh, d))).toEqual([1, 7, 385, 860, 1810]);
  });

  test("after F's barva: 3, then 135 (a taker picks up the talon and has C(12, 2) = 66 discards)", () => {
    const barva = readFixture('legal-middlehand-answers-barva');
    expect([1, 2].map((d) => perft(barva, d))).toEqual([3, 135]);
  });

  test('MA-14 the card that loses the betl ends its sequence and counts as one: 3 at depths 1, 2 and 3', () => {
    const betl = readFixture('legal-betl-the-trick-that-ends-the-deal');
    expect([1, 2, 3].map((d) => perft(betl, d))).toEqual([3, 3, 3]);
  });

  test('with no deal in progress: depth 0 counts 1, any other depth 0', () => {
    for (const name of ['betl-won', 'session-of-three-deals-won-by-seat-2']) {
      expectNothingToCount(readFixture(name), name);
    }
  });
});

describe('exit statuses and unreadable Mariáš records', () => {
  const base = cut('legal-after-a-marriage-only-its-king-and-ober', 0) as Json & { deals: Json[] };
  const withActions = (actions: unknown[]): Json => ({ ...base, deals: [{ ...base.deals[0], actions }] });

  test('RULES.md: an action with none or several moves, or a value of the wrong form, is unreadable (exit 2)', () => {
    const cases: [string, Json][] = [
      ['no move', withActions([{ seat: 0 }])],
      ['trump and discard', withActions([{ seat: 0, trump: 'E7', discard: ['S7', 'S8'] }])],
      ['trump a suit', withActions([{ seat: 0, trump: 'E' }])],
      ['trump a number', withActions([{ seat: 0, trump: 7 }])],
      [
        'discard one card',
        withActions([
          { seat: 0, trump: 'E7' },
          { seat: 0, discard: ['S7'] },
        ]),
      ],
      [
        'discard a string',
        withActions([
          { seat: 0, trump: 'E7' },
          { seat: 0, discard: 'S7,S8' },
        ]),
      ],
      [
        'discard of a non-card',
        withActions([
          { seat: 0, trump: 'E7' },
          { seat: 0, discard: ['S7', 'X9'] },
        ]),
      ],
      ['marry two letters', withActions([{ seat: 0, marry: 'EG' }])],
      ['bid not a string', withActions([{ seat: 0, bid: 3 }])],
      ['exchange', withActions([{ seat: 0, exchange: true }])],
      ['raise', withActions([{ seat: 0, raise: true }])],
      ['schlag', withActions([{ seat: 0, schlag: '9' }])],
      ['ruleset cardrulesplus', { ...base, rules: { ruleset: 'cardrulesplus' } }],
      ['target 0', { ...base, rules: { target: 0 } }],
      ['seat 3', withActions([{ seat: 3, trump: 'E7' }])],
      ['firstDealer 3', { ...base, firstDealer: 3 }],
      ['German codes on the French-suited deck', { ...base, deck: 'paris-piquet' }],
    ];
    for (const [what, record] of cases) expectUnreadable(record, what);
  });

  test('a bid string that names nothing is ILLEGAL_BID (exit 1), not unreadable', () => {
    const record = withActions([
      { seat: 0, trump: 'E7' },
      { seat: 0, discard: ['S7', 'S8'] },
      { seat: 0, bid: 'sedmicka' },
    ]);
    expect(onStdin(['replay'], record, 1)).toMatchObject({
      ok: false,
      error: { deal: 0, action: 2, code: 'ILLEGAL_BID' },
    });
  });
});

describe('cardavia verify on a record the server revealed', () => {
  /** A Mariáš table played to the end of its session at random, as the server keeps it, and its record. */
  function finishedRecord(seed = newSeed()) {
    const t = new TableGame({
      id: 'm'.repeat(22),
      owner: 'o',
      options: {
        game: 'marias',
        rules: { ruleset: 'cardavia', target: 3 },
        deck: 'prague',
        seats: ['human', 'easy', 'easy'],
        sessionDeals: null,
        aiDelayMs: 0,
      },
      seed,
      commitment: commitmentOf(seed),
      createdAt: 0,
    });
    const random = mulberry(32);
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

  test('a finished Mariáš session verifies (exit 0), and a deal or the commitment changed fails (exit 1)', () => {
    const record = finishedRecord();
    expect(record).toMatchObject({ format: 'cardavia/1', game: 'marias', deck: 'prague' });
    // The record keeps the hidden moves in full: the trump card set aside and the discard (RULES.md).
    const first = record.deals[0]!.actions;
    // MA-6, MA-7: the forehand sets a trump card aside, then discards two cards: the record keeps both in full.
    expect(first[0]).toEqual({ seat: first[0]!.seat, trump: expect.stringMatching(/^[EGHS][789UOKTA]$/) });
    expect(first[1]).toEqual({ seat: first[0]!.seat, discard: [expect.any(String), expect.any(String)] });
    const doc = onStdin(['verify'], record, 0);
    expect(doc).toMatchObject({ ok: true, seed: record.seed, commitment: record.commitment, finished: true });
    expect(doc.checked).toEqual({ commitment: true, firstDealer: true, deals: 3 });
    // MA-26: every deal sums to zero, so do the totals of the session.
    expect((doc.totals as number[]).reduce((a, b) => a + b, 0)).toBe(0);

    // The first and last cards of the pack swapped: the deal is no longer the seed's.
    const cards = [...record.deals[0]!.cards];
    [cards[0], cards[31]] = [cards[31]!, cards[0]!];
    const swapped = { ...record, deals: [{ ...record.deals[0]!, cards }, ...record.deals.slice(1)] };
    expect(cardavia(['verify', '-'], JSON.stringify(swapped)).status).toBe(1);
    const wrongCommitment = { ...record, commitment: commitmentOf(newSeed()) };
    expect(cardavia(['verify', '-'], JSON.stringify(wrongCommitment)).status).toBe(1);
  });
});
