/**
 * The hand-made Mariáš records of test/fixtures/marias/ (RULES.md, Mariáš, "Records and the referee"; issue 32
 * point 2), replayed through engine/record.ts against the outcomes worked out by hand in each record's comment: every
 * `replay` deal field, the error codes in RECORDS.md's precedence with their deal, action and rule, the unreadable
 * records, `legal` after an unfinished deal, a whole session then SESSION_OVER, and `perft` counts worked out by hand.
 * Mariáš is not yet in the list of games, so the replay is given the list plus Mariáš's definition.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { GAMES } from '../games.js';
import { type DealReport, legalReport, perftReport, replay, replayReport } from '../record.js';
import { marias } from './index.js';
import { COMPLETE, ILLEGAL, MATCHES, UNFINISHED, UNREADABLE } from './records.testing.js';

const GAMES_WITH_MARIAS = [...GAMES, marias];
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test', 'fixtures', 'marias');
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8'));

function replayed(name: string) {
  const r = replay(fixture(name), GAMES_WITH_MARIAS);
  if (r.kind !== 'ok') throw new Error(`${name}: ${JSON.stringify(r)}`);
  return r.replayed;
}

interface Component {
  readonly name: string;
  readonly silent: boolean;
}

/**
 * A deal's report reduced to the fields an expectation names. RULES.md fixes neither the order of the two talon
 * cards (a discard's order does not matter) nor the order of the components, so both are compared sorted.
 */
function fieldsOf(deal: DealReport, expected: object): Record<string, unknown> {
  const out: Record<string, unknown> = { complete: deal.complete };
  for (const key of Object.keys(expected)) out[key] = deal[key];
  if (Array.isArray(out.talon)) out.talon = [...(out.talon as string[])].sort();
  if (Array.isArray(out.components)) {
    const key = (c: Component) => `${c.name}/${c.silent}`;
    out.components = [...(out.components as Component[])].sort((a, b) => key(a).localeCompare(key(b)));
  }
  return out;
}

describe('hand-made records (test/fixtures/marias) replay to the outcomes worked out by hand', () => {
  test('there are at least 30, each with a comment and an expectation here', () => {
    const names = readdirSync(FIXTURES).map((f) => f.replace(/\.json$/, ''));
    const known = [
      ...Object.keys(COMPLETE),
      ...Object.keys(ILLEGAL),
      ...UNREADABLE,
      ...Object.keys(UNFINISHED),
      ...Object.keys(MATCHES),
    ];
    expect(names.sort()).toEqual(known.sort());
    expect(names.length).toBeGreaterThanOrEqual(30);
    for (const n of names) expect(typeof (fixture(n) as { comment?: unknown }).comment, n).toBe('string');
  });

  describe('complete deals: every replay field, the totals, nothing legal after', () => {
    test.each(Object.entries(COMPLETE))('%s', (name, expected) => {
      const r = replayed(name);
      expect(r.deals).toHaveLength(1);
      expect(fieldsOf(r.deals[0]!, expected)).toEqual({ complete: true, ...expected });
      // One deal of a session of 12 (MA-27): the totals are the deal's scores, the session goes on.
      expect(replayReport(r)).toMatchObject({
        totals: (expected as { scores: number[] }).scores,
        finished: false,
        winner: null,
      });
      expect(legalReport(r)).toEqual({ seat: null, phase: 'over', actions: [] });
    });
  });

  describe("the first illegal action: its deal, action, code in RECORDS.md's precedence and rule", () => {
    test.each(Object.entries(ILLEGAL))('%s', (name, expected) => {
      const r = replay(fixture(name), GAMES_WITH_MARIAS);
      if (r.kind !== 'illegal') throw new Error(`${name}: ${JSON.stringify(r)}`);
      const { deal, action, code, rule } = r.error;
      expect({ deal, action, code, rule }).toEqual(expected);
    });
  });

  describe('unreadable records (exit 2)', () => {
    test.each(UNREADABLE)('%s', (name) => {
      expect(replay(fixture(name), GAMES_WITH_MARIAS).kind).toBe('unreadable');
    });
  });

  describe('legal after an unfinished deal: the seat, the phase, the actions as sorted strings', () => {
    test.each(Object.entries(UNFINISHED))('%s', (name, { dealer, ...expected }) => {
      const r = replayed(name);
      expect(r.deals).toEqual([{ dealer, complete: false }]);
      expect(legalReport(r)).toEqual(expected);
    });
  });

  test.each(Object.entries(MATCHES))('%s', (name, expected) => {
    expect(replayReport(replayed(name))).toMatchObject(expected);
  });

  test('the session of three deals: dealers 0, 1, 2, each a betl lost at the first trick, scored with its fleks', () => {
    const deals = replayed('session-of-three-deals-won-by-seat-2').deals;
    expect(deals.map((d) => [d.dealer, d.contract, d.declarer, d.flek, d.value, d.scores, d.endedBy])).toEqual([
      [0, 'betl', 1, { betl: 2 }, -60, [60, -120, 60], 'decided'],
      [1, 'betl', 2, { betl: 0 }, -15, [15, 15, -30], 'decided'],
      [2, 'betl', 0, { betl: 1 }, -30, [-60, 30, 30], 'decided'],
    ]);
  });

  test('perft from the fresh deal gives 7, 385, 860 and 1,810 at depths 1 to 4 (worked out in the record)', () => {
    const r = replayed('legal-fresh-deal-seven-trump-cards');
    expect([0, 1, 2, 3, 4].map((d) => perftReport(r, d).nodes)).toEqual([1, 7, 385, 860, 1810]);
  });

  test("perft after F's barva gives 3 and 135: a taker picks up the talon and has 66 discards", () => {
    const r = replayed('legal-middlehand-answers-barva');
    expect([1, 2].map((d) => perftReport(r, d).nodes)).toEqual([3, 135]);
  });

  test('perft stops at the card that loses the betl: 3 at depths 1, 2 and 3', () => {
    const r = replayed('legal-betl-the-trick-that-ends-the-deal');
    expect([1, 2, 3].map((d) => perftReport(r, d).nodes)).toEqual([3, 3, 3]);
  });

  test('perft with no deal in progress counts 0 from depth 1', () => {
    expect(perftReport(replayed('betl-won'), 1).nodes).toBe(0);
  });
});
