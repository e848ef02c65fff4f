/**
 * The hand-made Belote records of test/fixtures/belote/ (RULES.md, Belote, "Records and the referee"; issue 33
 * point 2), replayed through engine/record.ts against the outcomes worked out by hand in each record's comment: every
 * `replay` deal field, the error codes in RECORDS.md's precedence with their deal, action and rule, the unreadable
 * records, `legal` after an unfinished deal, whole matches then SESSION_OVER, and `perft` counts worked out by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../games.js';
import { type DealReport, legalReport, perftReport, replay, replayReport } from '../record.js';
import { COMPLETE, DEAL_FIELDS, ILLEGAL, MATCHES, PERFT, UNFINISHED, UNREADABLE } from './records.testing.js';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'belote');
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));

function replayed(name: string) {
  const r = replay(fixture(name), GAMES);
  if (r.kind !== 'ok') throw new Error(`${name}: ${JSON.stringify(r)}`);
  return r.replayed;
}

/** A complete deal's report reduced to RULES.md's fields. */
const fieldsOf = (deal: DealReport) => Object.fromEntries(DEAL_FIELDS.map((k) => [k, deal[k]]));

describe('hand-made records (test/fixtures/belote) replay to the outcomes worked out by hand', () => {
  test('there are at least 30, each with a comment and an expectation here', () => {
    const names = readdirSync(FIXTURES).map((f) => f.replace(/\.json$/, ''));
    const known = [
      ...Object.keys(COMPLETE),
      ...Object.keys(MATCHES),
      ...Object.keys(ILLEGAL),
      ...UNREADABLE,
      ...Object.keys(UNFINISHED),
    ];
    expect(names.sort()).toEqual(known.sort());
    expect(names.length).toBeGreaterThanOrEqual(30);
    for (const n of names) expect(typeof (fixture(n) as { comment?: unknown }).comment, n).toBe('string');
  });

  describe('complete deals: every replay field, the totals, nothing legal after', () => {
    test.each(Object.entries(COMPLETE))('%s', (name, { dealer = 0, ...expected }) => {
      const r = replayed(name);
      expect(r.deals).toHaveLength(1);
      expect(fieldsOf(r.deals[0]!)).toEqual({ dealer, complete: true, ...expected });
      // One deal far below the target (BE-18, BE-C7): the totals are the deal's scores, the match goes on.
      expect(replayReport(r)).toMatchObject({ totals: expected.scores, finished: false, winner: null });
      expect(legalReport(r)).toEqual({ seat: null, phase: 'over', actions: [] });
    });
  });

  describe('several deals: the dealers, results, scores and held litige points, then the match', () => {
    test.each(Object.entries(MATCHES))('%s', (name, { deals, ...expected }) => {
      const r = replayed(name);
      expect(r.deals.map((d) => [d.dealer, d.result, d.scores, d.litigePending])).toEqual(deals);
      expect(replayReport(r)).toMatchObject(expected);
    });
  });

  describe("the first illegal action: its deal, action, code in RECORDS.md's precedence and rule", () => {
    test.each(Object.entries(ILLEGAL))('%s', (name, expected) => {
      const r = replay(fixture(name), GAMES);
      if (r.kind !== 'illegal') throw new Error(`${name}: ${JSON.stringify(r)}`);
      const { deal, action, code, rule } = r.error;
      expect({ deal, action, code, rule }).toEqual(expected);
    });
  });

  describe('unreadable records (exit 2)', () => {
    test.each(UNREADABLE)('%s', (name) => {
      expect(replay(fixture(name), GAMES).kind).toBe('unreadable');
    });
  });

  describe('legal after an unfinished deal: the seat, the phase, the actions as sorted strings', () => {
    test.each(Object.entries(UNFINISHED))('%s', (name, expected) => {
      const r = replayed(name);
      expect(r.deals).toEqual([{ dealer: 0, complete: false }]);
      expect(legalReport(r)).toEqual(expected);
    });
  });

  describe('perft counts worked out by hand in the records (the pack fixes the hands completed after the taking)', () => {
    test.each(Object.entries(PERFT))('%s', (name, counts) => {
      const r = replayed(name);
      expect(counts.map((_, depth) => perftReport(r, depth).nodes)).toEqual(counts);
    });
  });

  test('perft with no deal in progress counts 0 from depth 1', () => {
    expect(perftReport(replayed('all-pass-twice'), 1).nodes).toBe(0);
  });
});
