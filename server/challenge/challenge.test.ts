// The daily challenge over HTTP (docs/challenge.md, "API"), on a test clock (only `Date` is faked: the day's
// phase follows it, everything else runs as usual). Schnapsen's strong AI is the quickest to play against, so
// these tests play Schnapsen's day; tables.test.ts plays every game's day as pure models.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { LocalBus } from '../bus.js';
import { PgStore } from '../pg-store.js';
import { SqliteStore } from '../store.js';
import { Tables } from '../tables.js';
import {
  type Chooser,
  Client,
  type Live,
  type Message,
  type TestServer,
  humanTurn,
  inlineBots,
  onPostgres,
  startServer,
} from '../testing.js';
import { verifyRecord } from '../verify.js';
import { dayAfter, seedMatches } from './day.js';
import { Challenges } from './service.js';

const GAME = 'schnapsen';
const DAY = '2026-12-07';
/** 11:00 in Vienna on DAY: the day is open. */
const DURING = new Date('2026-12-07T10:00:00Z');
/** 00:30 in Vienna the next day: DAY is closed. */
const AFTER = new Date('2026-12-07T23:30:00Z');

const first: Chooser = (m) => m.legal[0].text;
const last: Chooser = (m) => m.legal[m.legal.length - 1].text;

/**
 * Plays the person's seat over the live connection (continuing after each deal but the last wanted) until
 * `stop` holds of a state: `deal` finished, or the table finished.
 */
async function playUntil(live: Live, choose: Chooser, stop: (m: Message) => boolean): Promise<Message> {
  let acted = -1;
  for (;;) {
    const m = await live.next((x) => x.type === 'state' || x.type === 'error', 120_000);
    if (m.type === 'error') throw new Error(`the server refused: ${JSON.stringify(m.error)}`);
    if (m !== live.latestState()) continue;
    if (stop(m)) return m;
    if (m.version <= acted) continue;
    if (m.canContinue) {
      acted = m.version;
      live.send({ type: 'act', action: 'continue', version: m.version });
    } else if (m.yourTurn) {
      acted = m.version;
      live.send({ type: 'act', action: choose(m), version: m.version });
    }
  }
}

/** Deal `deal` is over at the table (or the table is). */
const dealOver = (deal: number) => (m: Message) =>
  m.status === 'finished' || (m.status === 'between' && m.deal === deal);

/** A person: a client that has started his attempt at the day's Schnapsen, and his table's id. */
async function person(server: TestServer): Promise<{ client: Client; table: string; info: Message }> {
  const client = new Client(server.url);
  const started = await client.post(`/api/challenge/today/${GAME}`);
  expect(started.status).toBe(200);
  return { client, table: started.body.table.id, info: started.body.table };
}

async function playDeals(client: Client, table: string, choose: Chooser, upTo: number): Promise<Message> {
  const live = await client.live(table);
  try {
    return await playUntil(live, choose, dealOver(upTo));
  } finally {
    live.close();
  }
}

describe('the daily challenge over HTTP', () => {
  let server: TestServer;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(DURING);
    server = await startServer();
  });

  afterEach(() => vi.setSystemTime(DURING));

  afterAll(async () => {
    await server.close();
    vi.useRealTimers();
  });

  test('two people who play the same cards meet the same replies; the attempt is one, resumed where it was left', async () => {
    const a = await person(server);
    const b = await person(server);
    expect(a.table).not.toBe(b.table);
    expect(a.info.challenge).toEqual({ day: DAY, game: GAME, deal: 0, deals: 13 });
    expect(a.info.hints).toBe(false);
    expect(a.info.turnSeconds).toBeNull();
    expect(a.info.seats[a.info.humanSeat]).toBe('human');
    expect(a.info.seats.filter((s: string) => s === 'strong')).toHaveLength(1);
    expect(a.info.commitment).toBe(b.info.commitment);

    const endA = await playDeals(a.client, a.table, first, 0);
    const endB = await playDeals(b.client, b.table, first, 0);
    // The same cards and the same choices: the same deal, reply for reply.
    expect(endB.lastDeal).toEqual(endA.lastDeal);
    expect(endB.version).toBe(endA.version);

    // A second request finds the same attempt; the table carries on from where it was left.
    const again = await a.client.post(`/api/challenge/${DAY}/${GAME}`);
    expect(again.body.table.id).toBe(a.table);
    expect(again.body.table.version).toBe(endA.version);
    const second = await playDeals(a.client, a.table, first, 1);
    expect(second.deal).toBe(1);
    expect((await a.client.post(`/api/challenge/today/${GAME}`)).body.table.challenge.deal).toBe(1);

    // Both finished deal 0 the same way: at each of their decisions, the whole field was there and chose alike.
    const field = await b.client.get(`/api/challenge/${DAY}/${GAME}/deals/0`);
    expect(field.status).toBe(200);
    expect(field.body.field).toBe(2);
    expect(field.body.results).toEqual([{ score: field.body.yours.score, count: 2, percent: 50 }]);
    expect(field.body.decisions.length).toBeGreaterThan(0);
    for (const d of field.body.decisions) {
      expect(d.reached).toBe(2);
      expect(d.choices).toEqual([{ action: d.chosen, count: 2, share: 1 }]);
    }
    expect(field.body.review).toBe(`/api/tables/${b.table}/deals/0/review`);
    expect(field.body.record).toBeUndefined();

    // A third person who plays otherwise leaves the others' path at his first own decision.
    const c = await person(server);
    await playDeals(c.client, c.table, last, 0);
    const third = await c.client.get(`/api/challenge/${DAY}/${GAME}/deals/0`);
    expect(third.body.field).toBe(3);
    const firstOwn = third.body.decisions[0];
    expect(firstOwn.reached).toBe(3);
    const day = await a.client.get(`/api/challenge/today`);
    const mine = day.body.games.find((g: Message) => g.game === GAME);
    expect(mine).toMatchObject({ deals: 13, field: 3, mine: { table: a.table, finished: 2 } });
    expect(mine.seed).toBeUndefined();
    expect(day.body.phase).toBe('open');
  });

  test('nothing about a deal before the person has finished it', async () => {
    const a = await person(server);
    await playDeals(a.client, a.table, first, 0);
    const b = await person(server);
    // B has not finished deal 0: its field, results and choices are refused; a deal nobody played too.
    const refused = await b.client.get(`/api/challenge/${DAY}/${GAME}/deals/0`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('NOT_FINISHED');
    expect(JSON.stringify(refused.body)).not.toMatch(/score|decisions|results/);
    expect((await a.client.get(`/api/challenge/${DAY}/${GAME}/deals/1`)).status).toBe(403);
    // Someone without an attempt learns nothing either.
    expect((await new Client(server.url).get(`/api/challenge/${DAY}/${GAME}/deals/0`)).status).toBe(403);
    // The standings say how people did, never a hand or an action.
    const standings = await b.client.get(`/api/challenge/${DAY}/${GAME}/standings`);
    expect(Object.keys(standings.body.standings[0]).sort()).toEqual(['deals', 'name', 'percent', 'rank', 'you']);
    // The table's record, replay link and seed wait for the day's close.
    expect((await a.client.get(`/api/tables/${a.table}/record`)).status).toBe(409);
    expect((await a.client.post(`/api/tables/${a.table}/share`)).status).toBe(409);
    expect((await a.client.get(`/api/challenge/${DAY}/${GAME}/record`)).status).toBe(409);
    // The attempt cannot be ended to start another.
    const info = await a.client.get(`/api/tables/${a.table}`);
    expect(info.body.state.canEnd).toBe(false);
    const end = await a.client.post(`/api/tables/${a.table}/actions`, {
      action: 'end',
      version: info.body.table.version,
    });
    expect(end.status).toBe(403);
  });

  test('a whole day played; once the day closes its seed matches the commitment and the record verifies', async () => {
    const a = await person(server);
    const end = await playDeals(a.client, a.table, first, 12);
    expect(end.status).toBe('finished');
    expect(end.seed).toBeNull();
    const info = await a.client.get(`/api/tables/${a.table}`);
    expect(info.body.table.seed).toBeNull();
    expect((await a.client.get(`/api/tables/${a.table}/record`)).status).toBe(409);
    const open = await a.client.get(`/api/challenge/${DAY}`);
    const commitment = open.body.games.find((g: Message) => g.game === GAME).commitment;

    vi.setSystemTime(AFTER);
    expect((await a.client.post(`/api/challenge/${DAY}/${GAME}`)).body.error.code).toBe('CHALLENGE_CLOSED');
    const closed = await a.client.get(`/api/challenge/${DAY}`);
    expect(closed.body.phase).toBe('closed');
    const game = closed.body.games.find((g: Message) => g.game === GAME);
    expect(game.commitment).toBe(commitment);
    expect(seedMatches(game.seed, commitment)).toBe(true);
    expect((await a.client.get('/api/challenge/today')).body.day).toBe(dayAfter(DAY));

    const field = await a.client.get(`/api/challenge/${DAY}/${GAME}/deals/12`);
    expect(field.body.record).toBe(`/api/challenge/${DAY}/${GAME}/record`);
    const record = await a.client.get(field.body.record);
    expect(record.status).toBe(200);
    expect(record.body.seed).toBe(game.seed);
    expect(record.body.commitment).toBe(commitment);
    const verified = verifyRecord(record.body);
    expect(verified.status, JSON.stringify(verified)).toBe(0);
    // The same record through the table, now that the day is over.
    expect((await a.client.get(`/api/tables/${a.table}/record`)).status).toBe(200);
    // A closed day's deals are shown to anyone, and the history has the day.
    expect((await new Client(server.url).get(`/api/challenge/${DAY}/${GAME}/deals/3`)).status).toBe(200);
    const history = await a.client.get('/api/me/challenge');
    expect(history.body.days.find((d: Message) => d.day === DAY && d.game === GAME)).toMatchObject({ deals: 13 });
  });

  test('an attempt cannot be started before its day opens or after it closes', async () => {
    const client = new Client(server.url);
    const later = await client.post(`/api/challenge/${dayAfter(DAY)}/${GAME}`);
    expect(later.status).toBe(409);
    expect(later.body.error.code).toBe('CHALLENGE_CLOSED');
    expect((await client.post(`/api/challenge/${dayAfter(DAY, -1)}/${GAME}`)).status).toBe(409);
    expect((await client.post(`/api/challenge/${DAY}/no-such-game`)).status).toBe(404);
    expect((await client.get(`/api/challenge/2026-13-01`)).status).toBe(400);
    expect((await client.get(`/api/challenge/${dayAfter(DAY)}`)).body.phase).toBe('upcoming');
  });
});

/** PostgreSQL (where CARDAVIA_TEST_DATABASE_URL names a role that may create databases): two instances. */
const ADMIN_URL = process.env.CARDAVIA_TEST_DATABASE_URL ?? '';

/** One instance: its own connections to the shared database, its tables and its challenge. */
async function instance(
  url: string,
  claimWaitMs?: number,
): Promise<{ store: PgStore; tables: Tables; challenges: Challenges }> {
  const store = await PgStore.open(url, 2, fileURLToPath(new URL('../migrations/', import.meta.url)));
  const log = pino({ level: 'silent' });
  const tables = new Tables(
    store,
    new LocalBus(),
    inlineBots,
    { aiDelayMs: 0, idleUnloadMs: 3_600_000, analyseDeals: false, loadAtStart: false },
    log,
  );
  const challenges = new Challenges({ tables, store, log, now: () => DURING.getTime(), claimWaitMs });
  return { store, tables, challenges };
}

/** Plays a person's table with `choose` until deal `deal` is over, through the tables (no HTTP). */
async function playOn(tables: Tables, id: string, player: string, choose: Chooser, deal: number): Promise<void> {
  for (;;) {
    const s: Message = await humanTurn(tables, id, player);
    if (dealOver(deal)(s)) return;
    await tables.act(id, player, s.canContinue ? 'continue' : String(choose(s)), s.version);
  }
}

describe.skipIf(ADMIN_URL === '')('the daily challenge on PostgreSQL, two instances', () => {
  const database = `cardavia_challenge_${process.pid}_${Date.now().toString(36)}`;
  let one: Awaited<ReturnType<typeof instance>>;
  let two: Awaited<ReturnType<typeof instance>>;
  /** An instance that does not wait for a claimed table made elsewhere. */
  let three: Awaited<ReturnType<typeof instance>>;

  beforeAll(async () => {
    await onPostgres(ADMIN_URL, (c) => c.query(`CREATE DATABASE ${database}`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${database}`;
    one = await instance(url.toString());
    two = await instance(url.toString());
    three = await instance(url.toString(), 0);
  }, 60_000);

  afterAll(async () => {
    for (const i of [one, two, three]) {
      i?.tables.close();
      await i?.store.close();
    }
    await onPostgres(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  }, 60_000);

  test('the attempt, the standings and the field are the same whichever instance answers', async () => {
    const { table } = await one.challenges.start(DAY, GAME, 'alice');
    // The same person on the other instance finds the same attempt.
    expect((await two.challenges.start(DAY, GAME, 'alice')).table.id).toBe(table.id);
    await playOn(one.tables, table.id, 'alice', first, 0);
    const other = (await two.challenges.start(DAY, GAME, 'bob')).table.id;
    await playOn(two.tables, other, 'bob', last, 0);
    const fields = [await one.challenges.deal(DAY, GAME, 0, 'bob'), await two.challenges.deal(DAY, GAME, 0, 'bob')];
    expect(fields[0]).toEqual(fields[1]);
    expect(fields[0]!.field).toBe(2);
    const standings = [
      await one.challenges.standings(DAY, GAME, 'alice'),
      await two.challenges.standings(DAY, GAME, 'alice'),
    ];
    expect(standings[0]).toEqual(standings[1]);
    expect(standings[0]!.field).toBe(2);
    // Both instances derive the same seed: the secret is the database's.
    expect(await one.challenges.dayInfo(DAY, 'alice')).toEqual(await two.challenges.dayInfo(DAY, 'alice'));
    expect(await two.challenges.history('bob')).toEqual(await one.challenges.history('bob'));
    const outsider = await one.challenges.dayInfo(DAY, 'carol');
    expect(outsider.games.find((g) => g.game === GAME)).toMatchObject({ field: 2, mine: null });
  });

  test('two first requests at once on two instances make one attempt and one table', async () => {
    const [a, b] = await Promise.all([
      one.challenges.start(DAY, GAME, 'dave'),
      two.challenges.start(DAY, GAME, 'dave'),
    ]);
    expect(b.table.id).toBe(a.table.id);
    expect((await one.tables.list('dave', 'all', 10, 0)).map((g) => g.id)).toEqual([a.table.id]);
  });

  test('an attempt claimed by a request that failed before making its table is made by the next request', async () => {
    await three.store.challenges.addAttempt(DAY, GAME, 'erin', 'e'.repeat(22), DURING.getTime());
    const { table } = await three.challenges.start(DAY, GAME, 'erin');
    expect(table.id).toBe('e'.repeat(22));
    await playOn(three.tables, table.id, 'erin', first, 0);
    expect((await three.challenges.deal(DAY, GAME, 0, 'erin'))!.field).toBeGreaterThan(0);
  });
});

describe('the daily challenge on the embedded store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardavia-challenge-'));
  const store = new SqliteStore(dir, 'NORMAL', 0);
  const log = pino({ level: 'silent' });
  const tables = new Tables(
    store,
    new LocalBus(),
    inlineBots,
    { aiDelayMs: 0, idleUnloadMs: 3_600_000, analyseDeals: false },
    log,
  );
  const challenges = new Challenges({ tables, store, log, now: () => DURING.getTime() });

  afterAll(async () => {
    tables.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('two first requests at once make one attempt: one table in the person’s list of games', async () => {
    const [a, b] = await Promise.all([challenges.start(DAY, GAME, 'zoe'), challenges.start(DAY, GAME, 'zoe')]);
    expect(b.table.id).toBe(a.table.id);
    expect((await tables.list('zoe', 'all', 10, 0)).map((g) => g.id)).toEqual([a.table.id]);
  });
});
