import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { games } from '../../ai/registry.js';
import type { Level } from '../../engine/protocol.js';
import { hasPartners, sidesOf } from '../../engine/sides.js';
import { dayAfter, dayOpens } from '../challenge/day.js';
import type { TableGame } from '../table.js';
import { onPostgres } from '../testing.js';
import { type Opponent, PARAMS, type Rating, ratePeriod, sideGames } from './glicko2.js';
import { PgRatings } from './pg.js';
import { Ratings, levelRating } from './ratings.js';
import { SqliteRatings, type RatingsStore } from './store.js';

const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

/** The levels at ratings of the test's own, so that the expected figures do not move with a new measurement. */
const LEVELS: Record<Level, Opponent> = {
  easy: { rating: 1300, deviation: 20 },
  normal: { rating: 1500, deviation: 1 },
  strong: { rating: 1650, deviation: 25 },
};

const DAY = '2026-03-10';
const NOON = dayOpens(DAY) + 12 * 3_600_000;
const NEXT_DAY = dayOpens(dayAfter(DAY)) + 3_600_000;

/** A clock the test moves. */
function clock(at: number) {
  const c = { at, now: () => c.at };
  return c;
}

/** What `sessionEnded` reads of a finished table. */
function finished(
  id: string,
  game: TableGame['game'],
  seats: readonly string[],
  totals: number[],
  reason: 'complete' | 'ended' = 'complete',
): TableGame {
  return { endReason: reason, game, seats, session: { totals }, meta: { id, options: {} } } as unknown as TableGame;
}

const soloGame = games.find((g) => !hasPartners(g) && g.seats === 4) ?? games.find((g) => !hasPartners(g))!;
const sidesGame = games.find((g) => hasPartners(g))!;

const close = (a: Rating | Opponent, b: Rating | Opponent) => {
  expect(a.rating).toBeCloseTo(b.rating, 1);
  expect(a.deviation).toBeCloseTo(b.deviation, 1);
};

function sqlite(): RatingsStore {
  return new SqliteRatings(new Database(':memory:'));
}

describe('a session against the AI', () => {
  test('rates the person against each other seat at its level’s fixed rating, provisionally until the day closes', async () => {
    const c = clock(NOON);
    const ratings = new Ratings(sqlite(), [soloGame.id], quiet, c.now, (_g, l) => LEVELS[l]);
    const seats = ['human', 'easy', 'normal', 'strong', 'strong', 'easy'].slice(0, soloGame.seats);
    // The person first; then each AI seat below him, equal or above as its total says.
    const totals = seats.map((_, s) => [10, 0, 10, 20, 5, 5][s]!);
    await ratings.sessionEnded(finished('t1', soloGame, seats, totals), new Map([[0, 'ann']]));
    const games = seats.slice(1).map((level, k) => ({
      opponent: LEVELS[level as Level],
      score: totals[0]! > totals[k + 1]! ? 1 : totals[0]! < totals[k + 1]! ? 0 : 0.5,
    }));
    const expected = ratePeriod(PARAMS.initial, games);
    const open = (await ratings.of('ann'))[soloGame.id]!;
    expect(open).toMatchObject({ games: games.length, today: games.length, provisional: true, history: [] });
    close({ rating: open.rating, deviation: open.rd }, expected);

    c.at = NEXT_DAY;
    const after = (await ratings.of('ann'))[soloGame.id]!;
    expect(after).toMatchObject({ games: games.length, today: 0 });
    close({ rating: after.rating, deviation: after.rd }, expected);
    expect(after.history).toHaveLength(1);
    expect(after.history[0]!.day).toBe(DAY);
  });

  test('rates nothing of a table left unfinished, or at a level without a measured rating', async () => {
    const c = clock(NOON);
    const ratings = new Ratings(sqlite(), [soloGame.id], quiet, c.now, (_g, l) =>
      l === 'strong' ? undefined : LEVELS[l],
    );
    const seats = Array.from({ length: soloGame.seats }, (_, s) => (s === 0 ? 'human' : 'easy'));
    const totals = seats.map((_, s) => (s === 0 ? 9 : 0));
    await ratings.sessionEnded(finished('left', soloGame, seats, totals, 'ended'), new Map([[0, 'bob']]));
    const strong = seats.map((k) => (k === 'easy' ? 'strong' : k));
    await ratings.sessionEnded(finished('unmeasured', soloGame, strong, totals), new Map([[0, 'bob']]));
    expect(await ratings.of('bob')).toEqual({});
  });
});

describe("a friends' table with partners", () => {
  test('rates each partner on the side’s result against the other side’s composite, moved by his own distance from his side', async () => {
    const c = clock(NOON);
    const store = sqlite();
    const ratings = new Ratings(store, [sidesGame.id], quiet, c.now, (_g, l) => LEVELS[l]);
    const sides = sidesOf(sidesGame);
    const [us, them] = [sides[0]!, sides[1]!];
    // A first day makes Ann an established player, so that the partners' standings differ.
    const seats: string[] = [];
    const holders = new Map<number, string>();
    seats[us[0]!] = 'human';
    holders.set(us[0]!, 'ann');
    for (const s of [...us.slice(1), ...them]) seats[s] = 'normal';
    const won = sides.map((_, i) => (i === 0 ? 1 : 0));
    const totalsOf = (bySide: number[]) =>
      Array.from({ length: sidesGame.seats }, (_, s) => bySide[sides.findIndex((side) => side.includes(s))]!);
    await ratings.sessionEnded(finished('day1', sidesGame, seats, totalsOf(won)), holders);
    c.at = NEXT_DAY;
    const ann = (await ratings.of('ann'))[sidesGame.id]!;

    // The next day Ann and Bob are partners against Cy and the strong level, and lose.
    const seats2: string[] = [];
    const holders2 = new Map<number, string>();
    [seats2[us[0]!], seats2[us[1]!], seats2[them[0]!], seats2[them[1]!]] = ['human', 'human', 'human', 'strong'];
    holders2.set(us[0]!, 'ann').set(us[1]!, 'bob').set(them[0]!, 'cy');
    await ratings.sessionEnded(
      finished('day2', sidesGame, seats2, totalsOf(sides.map((_, i) => (i === 0 ? 0 : 1)))),
      holders2,
    );
    // The day after her first, Ann's opening standing is her standing at its close (no idle day between).
    const stored = (await store.standings(sidesGame.id, ['ann']))[0]!;
    const annOpening = { rating: stored.rating, deviation: stored.deviation };
    const newcomer = PARAMS.initial;
    const members = [
      [annOpening, newcomer],
      [newcomer, LEVELS.strong],
    ];
    const scores = [
      [NaN, 0],
      [1, NaN],
    ];
    const got = await ratings.of('ann');
    const annNow = got[sidesGame.id]!;
    expect(annNow.today).toBe(1);
    close({ rating: annNow.rating, deviation: annNow.rd }, ratePeriod(stored, sideGames(members, scores, 0, 0)));
    const bob = (await ratings.of('bob'))[sidesGame.id]!;
    close({ rating: bob.rating, deviation: bob.rd }, ratePeriod(newcomer, sideGames(members, scores, 0, 1)));
    const cy = (await ratings.of('cy'))[sidesGame.id]!;
    close({ rating: cy.rating, deviation: cy.rd }, ratePeriod(newcomer, sideGames(members, scores, 1, 0)));
    // Partners share one expectation: the newcomer moves far more than his established partner.
    expect(1500 - bob.rating).toBeGreaterThan(ann.rating - annNow.rating);
  });
});

/** Records a day's games from two instances, then closes the day from both at once, twice. */
async function closeFromTwo(a: RatingsStore, b: RatingsStore): Promise<void> {
  const c = clock(NOON);
  const game = soloGame.id;
  const one = new Ratings(a, [game], quiet, c.now, (_g, l) => LEVELS[l]);
  const two = new Ratings(b, [game], quiet, c.now, (_g, l) => LEVELS[l]);
  const seats = Array.from({ length: soloGame.seats }, (_, s) => (s < 2 ? 'human' : 'strong'));
  const holders = new Map([
    [0, 'ann'],
    [1, 'bob'],
  ]);
  const totals = seats.map((_, s) => [3, 2, 1, 0][s] ?? 0);
  await Promise.all([
    one.sessionEnded(finished('x', soloGame, seats, totals), holders),
    two.sessionEnded(finished('y', soloGame, seats, totals), holders),
    // The same table told twice (a retry) is one session.
    two.sessionEnded(finished('x', soloGame, seats, totals), holders),
  ]);
  const open = await one.of('ann');
  c.at = NEXT_DAY;
  const [fromOne, fromTwo] = await Promise.all([one.of('ann'), two.of('ann')]);
  expect(fromOne).toEqual(fromTwo);
  expect(fromOne[game]!.games).toBe(2 * (soloGame.seats - 1));
  expect(fromOne[game]!.rating).toBe(open[game]!.rating);
  expect(fromOne[game]!.history).toEqual([{ day: DAY, rating: open[game]!.rating, rd: open[game]!.rd }]);
  // Closing again, from a third instance that never saw the day, changes nothing.
  const three = new Ratings(b, [game], quiet, c.now, (_g, l) => LEVELS[l]);
  c.at = NEXT_DAY + 3_600_000;
  expect(await three.of('ann')).toEqual(fromOne);
  const n = 2 * (soloGame.seats - 1);
  expect((await a.standings(game, ['ann', 'bob'])).map((s) => s.games)).toEqual([n, n]);
}

describe('closing a day', () => {
  test('is done once, from any number of instances, and the same from each (SQLite)', async () => {
    const db = new Database(':memory:');
    await closeFromTwo(new SqliteRatings(db), new SqliteRatings(db));
  });

  test('rates a day’s challenge deals against the field at the close, and none of a field of one', async () => {
    const c = clock(NOON);
    const ratings = new Ratings(sqlite(), [soloGame.id], quiet, c.now, (_g, l) => LEVELS[l]);
    ratings.challenge = async (_game, day) =>
      day !== DAY
        ? []
        : [
            { player: 'ann', deal: 0, percentage: 100 },
            { player: 'bob', deal: 0, percentage: 0 },
            { player: 'ann', deal: 1, percentage: 50 },
          ];
    const open = (await ratings.of('ann'))[soloGame.id]!;
    expect(open.today).toBe(1);
    c.at = NEXT_DAY;
    const ann = (await ratings.of('ann'))[soloGame.id]!;
    close(
      { rating: ann.rating, deviation: ann.rd },
      ratePeriod(PARAMS.initial, [{ opponent: PARAMS.initial, score: 1 }]),
    );
    expect(ann.history).toHaveLength(1);
  });
});

/** PostgreSQL (pg.ts), where CARDAVIA_TEST_DATABASE_URL names a role that may create databases. */
const ADMIN_URL = process.env.CARDAVIA_TEST_DATABASE_URL ?? '';

describe.skipIf(ADMIN_URL === '')('closing a day on PostgreSQL', () => {
  const name = `cardavia_ratings_${process.pid}_${Date.now().toString(36)}`;
  const pools: pg.Pool[] = [];
  beforeAll(async () => {
    await onPostgres(ADMIN_URL, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) pools.push(new pg.Pool({ connectionString: url.toString(), max: 3 }));
    await pools[0]!.query(readFileSync(new URL('../migrations/004-ratings.sql', import.meta.url), 'utf8'));
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await onPostgres(ADMIN_URL, (c) => c.query(`DROP DATABASE ${name}`));
  });

  test('is done once, from two instances at once, and the same from each', async () => {
    await closeFromTwo(new PgRatings(pools[0]!), new PgRatings(pools[1]!));
  });
});

describe("the AI levels' fixed ratings", () => {
  test('are finite with a positive RD wherever measured, normal at 1500 in every game', () => {
    for (const g of games) {
      expect(levelRating(g.id, 'normal')).toEqual({ rating: 1500, deviation: 1 });
      for (const level of ['easy', 'strong'] as const) {
        const r = levelRating(g.id, level);
        if (r === undefined) continue;
        expect([g.id, level, Number.isFinite(r.rating) && r.deviation > 0]).toEqual([g.id, level, true]);
      }
    }
  });
});
