/**
 * The referee of RECORDS.md on Belote, run as the real command (`node bin/cardavia.js …` from the repository root,
 * on the build in dist/; rebuilt here first when a source it runs is newer than its build) on the hand-made records
 * in test/fixtures/belote/ (issue 33, point 2). Each record's "comment" works its outcome out by hand from RULES.md
 * (BE-1 … BE-18, BE-A1 … BE-A4, BE-C1 … BE-C7, "Records and the referee"); the expectations below are those of
 * engine/belote/records.testing.ts, which engine/belote/records.test.ts checked against the comments, and the perft
 * counts are the ones worked out by hand in the records' comments. Here the command must print them: every
 * `replay` field, the per-side totals and the match's end, the error documents with their deal, action, code and
 * rule, exit 2 for the unreadable forms, `legal` in RULES.md's string forms step by step, `perft`, and `verify` on
 * sessions the server played.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  COMPLETE,
  DEAL_FIELDS,
  ILLEGAL,
  MATCHES,
  PERFT,
  UNFINISHED,
  UNREADABLE,
} from '../engine/belote/records.testing.js';
import { commitmentOf } from '../server/dealing.js';
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

const { folder: FIXTURES, fixture, readFixture, cut } = fixturesOf('belote');
useBuiltCli();

/** The rule id a referee message names in brackets, "(BE-11)", "(BE-A2)" or "(BE-C2)", or null. */
const ruleNamed = (message: string): string | null => /\((BE-[AC]?\d+)\)/.exec(message)?.[1] ?? null;

/** An action of a record in `cardavia legal`'s string form (RULES.md, Belote, "Records and the referee"). */
function stringOf(action: Json): string {
  if (typeof action.bid === 'string') return `bid:${action.bid}`;
  if (action.belote === true) return 'belote';
  if (action.declare === true) return 'declare';
  return `play:${String(action.play)}`;
}

/** Every string `cardavia legal` may print for Belote in the French notation. */
const LEGAL_FORM =
  /^(bid:(pass|take|take-[CDHS]|(80|90|100|110|120|130|140|150|160|capot)-[CDHS]|contre|surcontre)|belote|declare|play:[CDHS][789TJQKA])$/;

describe('fixtures', () => {
  test('every Belote fixture is listed here exactly once: complete, illegal, unreadable, unfinished or several deals', () => {
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

  test('every error code of RECORDS.md, every result, every multiplier and the annonces variant have a fixture', () => {
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
    const deals = Object.values(COMPLETE);
    expect(new Set(deals.map((d) => d.result))).toEqual(new Set(['made', 'dedans', 'litige', 'passed']));
    expect(new Set(deals.map((d) => d.multiplier))).toEqual(new Set([1, 2, 4]));
    // A capot by the takers and one by the defenders (on a dedans).
    expect(deals.some((d) => d.capot !== null && d.capot === d.taker! % 2)).toBe(true);
    expect(deals.some((d) => d.capot !== null && d.capot !== d.taker! % 2)).toBe(true);
    expect(deals.some((d) => d.announcements.some((a) => a > 0))).toBe(true);
    expect(deals.some((d) => d.contract?.startsWith('capot-'))).toBe(true);
  });
});

describe('cardavia replay', () => {
  test.each(Object.keys(COMPLETE))('%s: exit 0, every field of RULES.md as worked out by hand', (name) => {
    const out = json(['replay', fixture(name)], 0);
    const deals = out.deals as Json[];
    expect(deals).toHaveLength(1);
    expect(Object.keys(deals[0]!).sort()).toEqual([...DEAL_FIELDS].sort());
    const { dealer = 0, ...expected } = COMPLETE[name]!;
    expect(deals[0]).toEqual({ dealer, complete: true, ...expected });
    // One deal far below the target (BE-18, BE-C7): the totals per side are the deal's scores, the match goes on.
    expect(out).toEqual({ ok: true, deals, totals: expected.scores, finished: false, winner: null });
  });

  test.each(Object.keys(MATCHES))(
    '%s: each deal’s dealer, result, scores and held litige points, then the per-side totals and the match',
    (name) => {
      const out = json(['replay', fixture(name)], 0);
      const { deals, ...expected } = MATCHES[name]!;
      const got = out.deals as Json[];
      expect(got.map((d) => [d.dealer, d.result, d.scores, d.litigePending])).toEqual(deals);
      for (const d of got) expect(Object.keys(d).sort()).toEqual([...DEAL_FIELDS].sort());
      expect(out).toMatchObject({ ok: true, ...expected });
      // RULES.md: two entries, side 0 (seats 0 and 2) and side 1 (seats 1 and 3), and a side's index as winner.
      expect(out.totals).toHaveLength(2);
    },
  );

  test.each(Object.keys(ILLEGAL))(
    '%s: exit 1 with the code, deal, action and rule of the first illegal action',
    (name) => {
      const out = json(['replay', fixture(name)], 1);
      expect(out).toEqual({ ok: false, error: { ...ILLEGAL[name], message: expect.any(String) } });
      // The message names the rule, for a reader of the message alone.
      const rule = ILLEGAL[name]!.rule;
      if (rule !== null) expect(ruleNamed((out.error as { message: string }).message)).toBe(rule);
    },
  );

  test.each(UNREADABLE)('%s: exit 2, a message on standard error and nothing on standard output', (name) => {
    expectUnreadable(readFixture(name), name);
  });

  test.each([
    'legal-fresh-deal-first-hand-takes-or-passes',
    'legal-the-first-lead-is-an-action-of-play',
    'legal-annonces-after-declare-belote-or-a-legal-card',
    'legal-contree-after-a-contre-surcontre-or-pass',
  ])('%s: an unfinished deal has only dealer and complete, and the totals per side', (name) => {
    expect(json(['replay', fixture(name)], 0)).toEqual({
      ok: true,
      deals: [{ dealer: 0, complete: false }],
      totals: [0, 0],
      finished: false,
      winner: null,
    });
  });

  test('a record on standard input (FILE "-") gives the same output', () => {
    const name = 'contree-contre-made-the-worked-check';
    expect(onStdin(['replay'], readFixture(name), 0)).toEqual(json(['replay', fixture(name)], 0));
  });
});

describe('cardavia legal', () => {
  test.each(Object.keys(UNFINISHED))('%s: the seat, the phase and the actions as sorted strings', (name) => {
    expect(json(['legal', fixture(name)], 0)).toEqual(UNFINISHED[name]);
  });

  test.each([
    'made-taken-in-the-second-round',
    'annonces-a-cent-in-spades-turns-a-made-deal-into-dedans',
    'contree-surcontre-failed',
  ])(
    '%s: every bid, the first lead, each belote and declaration and the action after it are offered to their seat in their string forms, auction until the first lead',
    (name) => {
      const actions = (readFixture(name) as { deals: { actions: Json[] }[] }).deals[0]!.actions;
      const trump = (json(['replay', fixture(name)], 0).deals as Json[])[0]!.trump as string;
      const announced = (a: Json | undefined) => a?.belote === true || a?.declare === true;
      // The middle tricks' duties are the unfinished records' (above): here the steps where the phase, the
      // bids and the announcements change. Each position costs a run of the command.
      const lead = actions.findIndex((a) => !('bid' in a));
      const positions = actions
        .map((_, k) => k)
        .filter((k) => k <= lead || announced(actions[k]) || announced(actions[k - 1]));
      expect(positions.length).toBeLessThan(actions.length);
      for (const k of positions) {
        const action = actions[k]!;
        const out = onStdin(['legal'], cut(name, k), 0) as { seat: number; phase: string; actions: string[] };
        const at = `${name}, action ${k}`;
        expect(out.seat, at).toBe(action.seat);
        expect(out.phase, at).toBe(k < lead ? 'auction' : 'play');
        expect(out.actions, at).toContain(stringOf(action));
        expect([...out.actions].sort(), at).toEqual(out.actions);
        for (const a of out.actions) expect(a, at).toMatch(LEGAL_FORM);
        // RULES.md: after `belote` only the trump King or Queen; after `declare` no second declaration.
        const before = actions[k - 1];
        if (before?.belote === true) {
          expect([`play:${trump}K`, `play:${trump}Q`], at).toEqual(expect.arrayContaining(out.actions));
        }
        if (before?.declare === true) expect(out.actions, at).not.toContain('declare');
      }
      // Each of these records says belote (and the annonces one declares first): the steps after them were checked.
      expect(positions.some((k) => actions[k - 1]?.belote === true)).toBe(true);
      expect(json(['legal', fixture(name)], 0)).toEqual({ seat: null, phase: 'over', actions: [] });
    },
  );

  test('with no deal in progress (a complete deal, a deal nobody took, the end of the match): phase over, seat null', () => {
    for (const name of ['made-with-belote-taken-by-the-third-hand', 'all-pass-twice', 'match-to-300-won-by-a-capot']) {
      expect(json(['legal', fixture(name)], 0), name).toEqual({ seat: null, phase: 'over', actions: [] });
    }
  });

  /** One record per kind of refusal: legal and perft refuse them as replay does. */
  const SAMPLE = [
    'wrong-phase-a-bid-during-play',
    'card-not-in-hand-the-completion-depends-on-the-taker',
    'illegal-card-pisser-must-undertrump',
    'illegal-bid-contree-surcontre-with-no-contre',
    'illegal-move-declare-without-the-annonces-variant',
    'deal-over-a-card-after-the-eighth-trick',
    'session-over-a-deal-after-the-match',
  ];
  test.each(SAMPLE)('%s: legal and perft print the replay error and exit 1', (name) => {
    expectRefusedAsReplay(fixture(name), ILLEGAL[name]!);
  });
});

describe('cardavia perft', () => {
  test.each(Object.keys(PERFT))('%s: the counts worked out by hand in the record, from depth 0', (name) => {
    const record = readFixture(name);
    // Depth 0 counts 1 by definition: from depth 1 on, one run each.
    const counts = PERFT[name]!;
    expect(counts[0]).toBe(1);
    expect(counts.slice(1).map((_, d) => perft(record, d + 1))).toEqual(counts.slice(1));
  });

  test('with no deal in progress (a deal nobody took, a match over): depth 0 counts 1, any other depth 0', () => {
    expectNothingToCount(readFixture('all-pass-twice'), 'all-pass-twice');
    expect(perft(readFixture('contree-match-to-1000-won-by-a-surcontre'), 2)).toBe(0);
  });
});

describe('exit statuses and unreadable Belote records', () => {
  const base = cut('legal-fresh-deal-first-hand-takes-or-passes', 0) as Json & { deals: Json[] };
  const withActions = (actions: unknown[]): Json => ({ ...base, deals: [{ ...base.deals[0], actions }] });

  test('RULES.md: another game’s move, a value of the wrong form, or a header Belote does not read is unreadable (exit 2)', () => {
    const cases: [string, Json][] = [
      ['bid and play', withActions([{ seat: 3, bid: 'take', play: 'CA' }])],
      ['declare 1', withActions([{ seat: 3, declare: 1 }])],
      ['Schnapsen’s exchange', withActions([{ seat: 3, exchange: true }])],
      ['Mariáš’s marriage', withActions([{ seat: 3, marry: 'H' }])],
      ['a German code', withActions([{ seat: 3, play: 'EA' }])],
      ['target 1.5', { ...base, rules: { target: 1.5 } }],
      ['firstDealer 4', { ...base, firstDealer: 4 }],
      ['the German-suited Vienna deck', { ...base, deck: 'vienna-tell' }],
    ];
    for (const [what, record] of cases) expectUnreadable(record, what);
  });

  test('a bid string that names no contract is ILLEGAL_BID (exit 1) with the step’s rule, not unreadable', () => {
    expect(onStdin(['replay'], withActions([{ seat: 3, bid: 'sans-atout' }]), 1)).toEqual({
      ok: false,
      error: { deal: 0, action: 0, code: 'ILLEGAL_BID', rule: 'BE-6', message: expect.stringContaining('(BE-6)') },
    });
  });
});

describe('cardavia verify on a record the server revealed', () => {
  /** A Belote table played to the end of its match at random, as the server keeps it, and its record. */
  function finishedRecord(rules: Json, seed: string) {
    const t = new TableGame({
      id: 'b'.repeat(22),
      owner: 'o',
      options: {
        game: 'belote',
        rules,
        deck: 'paris-piquet',
        seats: ['human', 'easy', 'easy', 'easy'],
        sessionDeals: null,
        aiDelayMs: 0,
      },
      seed,
      commitment: commitmentOf(seed),
      createdAt: 0,
    });
    const random = mulberry(33);
    while (t.status !== 'finished') {
      const legal = t.legalActions();
      const step =
        t.status === 'between'
          ? t.prepare({ kind: 'continue', seat: 0 })
          : t.prepare({ kind: 'act', seat: t.toMove()!, action: legal[Math.floor(random() * legal.length)]! });
      if (!step.ok) throw step.error;
      step.commit();
    }
    return recordOf(t) as Json & { deals: { cards: string[]; actions: Json[]; result: Json }[] };
  }

  test.each([
    ['the base ruleset with annonces, to 500', { ruleset: 'cardavia', variants: ['annonces'], target: 500 }],
    ['contrée, to 1000', { ruleset: 'contree', variants: [], target: 1000 }],
  ])(
    '%s: a finished match verifies (exit 0) with its per-side totals; a card, a deal’s report or the commitment changed fails (exit 1)',
    (_, rules) => {
      const record = finishedRecord(rules, `belote-verify-${String(rules.ruleset)}`);
      expect(record).toMatchObject({ format: 'cardavia/1', game: 'belote', deck: 'paris-piquet', rules });
      const doc = onStdin(['verify'], record, 0);
      expect(doc).toMatchObject({ ok: true, seed: record.seed, commitment: record.commitment, finished: true });
      expect(doc.checked).toEqual({ commitment: true, firstDealer: true, deals: record.deals.length });
      // BE-18, BE-C7: totals per side; the winner, a side, has reached the target.
      const totals = doc.totals as number[];
      expect(totals).toHaveLength(2);
      expect([0, 1]).toContain(doc.winner);
      expect(totals[doc.winner as number]).toBeGreaterThanOrEqual(rules.target);
      // Every deal's report is stated in the record and recomputed by the referee.
      expect((doc.recomputed as Json).deals).toBe(record.deals.length);
      const reports = (doc.deals as Json[]).map(({ dealer: _d, complete: _c, ...report }) => report);
      expect(record.deals.map((d) => d.result.report)).toEqual(reports);

      const cards = [...record.deals[0]!.cards];
      [cards[0], cards[31]] = [cards[31]!, cards[0]!];
      const swapped = { ...record, deals: [{ ...record.deals[0]!, cards }, ...record.deals.slice(1)] };
      expect(cardavia(['verify', '-'], JSON.stringify(swapped)).status).toBe(1);
      const first = record.deals[0]!;
      const report = first.result.report as Json;
      const changed = { ...first, result: { ...first.result, report: { ...report, litigePending: 1 } } };
      expect(
        cardavia(['verify', '-'], JSON.stringify({ ...record, deals: [changed, ...record.deals.slice(1)] })).status,
      ).toBe(1);
      const wrongCommitment = { ...record, commitment: commitmentOf('another seed') };
      expect(cardavia(['verify', '-'], JSON.stringify(wrongCommitment)).status).toBe(1);
    },
  );
});
