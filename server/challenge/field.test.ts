// What the API says of the field (docs/challenge.md, "What the field will show"), on hand-made fields stored
// in the embedded database: the standings and each deal's results are matchpoints.ts's, the median is the
// standings', and the field's choices count everyone who reached the same position.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SqliteStore } from '../store.js';
import type { Tables } from '../tables.js';
import { dayOpens } from './day.js';
import { scoreChallenge, scoreDeal } from './matchpoints.js';
import { Challenges, decisionsOf, median } from './service.js';

const GAME = 'schafkopf';

let dir: string;
let store: SqliteStore;
let counter = 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cardavia-field-'));
  store = new SqliteStore(dir, 'NORMAL', 0);
});

afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The challenge over the store alone, an hour into `day` (these tests make no table: the tables are never asked). */
function challenges(day: string): Challenges {
  const now = () => dayOpens(day) + 3_600_000;
  return new Challenges({ tables: {} as Tables, store, log: pino({ level: 'silent' }), now });
}

/** A day of its own for each field, so that the fields never mix. */
function freshDay(): string {
  counter++;
  return `2026-${String(1 + Math.floor(counter / 28)).padStart(2, '0')}-${String(1 + (counter % 28)).padStart(2, '0')}`;
}

describe("the field's standings and deals", () => {
  test('the standings and every deal’s results are those of matchpoints.ts', async () => {
    const field = fc.array(
      fc.array(fc.option(fc.integer({ min: -3, max: 3 }), { nil: undefined }), { minLength: 8, maxLength: 8 }),
      {
        minLength: 1,
        maxLength: 7,
      },
    );
    await fc.assert(
      fc.asyncProperty(field, async (people) => {
        const day = freshDay();
        const deals: { id: string; score: number }[][] = Array.from({ length: 8 }, () => []);
        for (const [p, scores] of people.entries()) {
          for (const [deal, score] of scores.entries()) {
            if (score === undefined) continue;
            deals[deal]!.push({ id: `p${p}`, score });
            await store.challenges.addResult({ day, game: GAME, deal, player: `p${p}`, score, actions: '', at: p });
          }
        }
        const c = challenges(day);
        const expected = scoreChallenge(deals.filter((d) => d.length > 0));
        const got = await c.standings(day, GAME, 'p0');
        expect(got.field).toBe(expected.length);
        expect(got.standings.map((s) => [s.rank, s.percent, s.deals, s.you])).toEqual(
          expected.map((s) => [s.rank, s.percentage, s.deals, s.id === 'p0']),
        );
        expect(got.median).toBe(median(expected.map((s) => s.percentage)));
        // The day's field size is the same for someone without an attempt (counted, not scored).
        const info = await c.dayInfo(day, 'nobody');
        expect(info.games.find((g) => g.game === GAME)).toMatchObject({ field: expected.length, mine: null });
        for (const [deal, results] of deals.entries()) {
          const mine = results.find((r) => r.id === 'p0');
          if (!mine) {
            await expect(c.deal(day, GAME, deal, 'p0')).rejects.toMatchObject({ code: 'NOT_FINISHED', status: 403 });
            continue;
          }
          const answer = await c.deal(day, GAME, deal, 'p0');
          const scored = scoreDeal(results);
          const own = scored.find((s) => s.id === 'p0')!;
          expect(answer.field).toBe(results.length);
          expect(answer.yours).toEqual({ score: own.score, percent: own.percentage, rank: own.rank });
          expect(answer.results.reduce((n, r) => n + r.count, 0)).toBe(results.length);
          for (const line of answer.results) {
            const same = scored.filter((s) => s.score === line.score);
            expect(line.count).toBe(same.length);
            expect(line.percent).toBe(same[0]!.percentage);
          }
          expect(answer.results.map((r) => r.score)).toEqual(
            [...answer.results.map((r) => r.score)].sort((a, b) => b - a),
          );
        }
      }),
      { numRuns: 25 },
    );
  });

  test('a worked field: names, the person’s own line, the median', async () => {
    const day = freshDay();
    const scores = [3, 1, 1, -2];
    for (const [p, score] of scores.entries()) {
      await store.addPlayer(`w${p}`, 0);
      await store.setPlayerName(`w${p}`, p === 3 ? null : `Player ${p}`);
      await store.challenges.addResult({ day, game: GAME, deal: 0, player: `w${p}`, score, actions: '', at: p });
    }
    const got = await challenges(day).standings(day, GAME, 'w3');
    expect(got.standings).toEqual([
      { rank: 1, name: 'Player 0', percent: 100, deals: 1, you: false },
      { rank: 2, name: 'Player 1', percent: 50, deals: 1, you: false },
      { rank: 2, name: 'Player 2', percent: 50, deals: 1, you: false },
      { rank: 4, name: null, percent: 0, deals: 1, you: true },
    ]);
    expect(got.median).toBe(50);
    const history = await challenges(day).history('w0');
    expect(history.days).toEqual([{ day, game: GAME, percent: 100, rank: 1, field: 4, deals: 1 }]);
  });

  test('a result stored twice for the same deal counts once', async () => {
    const day = freshDay();
    const row = { day, game: GAME, deal: 2, player: 'twice', score: 5, actions: '0:play:EA', at: 1 };
    await store.challenges.addResult(row);
    await store.challenges.addResult({ ...row, score: 7 });
    expect(await store.challenges.results(day, GAME, 2)).toEqual([
      { day, game: GAME, deal: 2, player: 'twice', score: 5, at: 1 },
    ]);
  });
});

describe("the field's choices at each decision", () => {
  test('a position’s field is everyone whose actions began the same way', () => {
    const field = [
      { actions: '1:bid:pass 0:bid:solo-E 1:play:EA 0:play:EU' },
      { actions: '1:bid:pass 0:bid:solo-E 1:play:EA 0:play:EO' },
      { actions: '1:bid:pass 0:bid:pass 1:play:G7 0:play:G8' },
      { actions: '1:bid:rufer-E 0:bid:pass 1:play:EA 0:play:EO' },
    ];
    expect(decisionsOf(field[0]!.actions, field, 0)).toEqual([
      {
        index: 1,
        seat: 0,
        chosen: 'bid:solo-E',
        reached: 3,
        choices: [
          { action: 'bid:solo-E', count: 2, share: 2 / 3 },
          { action: 'bid:pass', count: 1, share: 1 / 3 },
        ],
      },
      {
        index: 3,
        seat: 0,
        chosen: 'play:EU',
        reached: 2,
        choices: [
          { action: 'play:EO', count: 1, share: 0.5 },
          { action: 'play:EU', count: 1, share: 0.5 },
        ],
      },
    ]);
  });

  test('at every decision the shares add up to one and the person’s own choice is among them', () => {
    const move = fc.constantFrom('a', 'b', 'c');
    const sequence = fc
      .array(move, { minLength: 1, maxLength: 8 })
      .map((m) => m.map((x, i) => `${i % 2}:${x}`).join(' '));
    fc.assert(
      fc.property(fc.array(sequence, { minLength: 1, maxLength: 20 }), (sequences) => {
        const field = sequences.map((actions) => ({ actions }));
        let previous = Infinity;
        for (const d of decisionsOf(sequences[0]!, field, 0)) {
          expect(d.reached).toBeLessThanOrEqual(previous);
          previous = d.reached;
          expect(d.choices.some((c) => c.action === d.chosen)).toBe(true);
          expect(d.choices.reduce((n, c) => n + c.count, 0)).toBeLessThanOrEqual(d.reached);
        }
      }),
    );
  });
});
