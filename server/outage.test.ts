/**
 * Scale-out while its own parts fail (issue 29; docs/deploy.md, "When Redis or PostgreSQL is down"): two
 * instances reach Redis, then PostgreSQL, through a proxy the test cuts and restores (proxy.testing.ts), with
 * people on both instances at one table and two AI seats.
 *
 * - Redis down mid-deal: moves go on; the instance that did not store a move learns it from the log (a
 *   watched table reads it every 2 s while the link is broken, every held table when it is back), so the
 *   instances agree again without anyone's next move; the times it took are printed.
 * - PostgreSQL down: an action is answered 503 UNAVAILABLE with Retry-After (REST and WebSocket alike), a new
 *   identity too, the readiness endpoint says not ready while health stays up; once it is back the table
 *   plays on.
 *
 * Either way every acknowledged action is in the log, the deal finishes with the same log on both instances,
 * its record replays (an AI move stored twice could not), and every line the instances logged is JSON.
 *
 * Like server/scale-out.test.ts they need CARDAVIA_TEST_DATABASE_URL and CARDAVIA_TEST_REDIS_URL.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { replay } from '../engine/record.js';
import { type Proxy, startProxy } from './proxy.testing.js';
import {
  Client,
  type Live,
  type Message,
  type Proc,
  friendsTable,
  killProcess,
  onPostgres,
  startProcess,
} from './testing.js';

const ADMIN_URL = process.env.CARDAVIA_TEST_DATABASE_URL ?? '';
const REDIS_URL = process.env.CARDAVIA_TEST_REDIS_URL ?? '';
const enabled = ADMIN_URL !== '' && REDIS_URL !== '';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const admin = <T>(body: (client: pg.Client) => Promise<T>): Promise<T> => onPostgres(ADMIN_URL, body);

/** An action sent and not answered yet. */
interface Sent {
  readonly id: number;
  readonly version: number;
  readonly action: string;
}

/** A move of the game (kept in the record's actions), not the table's own `continue`. */
const isMove = (action: string) => action !== 'continue';

/** A person at the table: his client on one instance, his live connection, and what he was answered. */
interface Person {
  /** The ids of his requests so far. */
  requests: number;
  readonly client: Client;
  readonly live: Live;
  /** His moves the table acknowledged (the state that came back with his request's id). */
  acked: number;
  /** The answers of UNAVAILABLE he got, each retried after its Retry-After as the site does. */
  unavailable: number;
}

/**
 * A person's choice: in the auction a game that is played out (a Rufer, else a Wenz or a Solo, never a Tout
 * or Sie, which may end at the first trick), so that deals are rarely thrown in; else the first legal action.
 */
function choose(m: Message): string {
  const texts: string[] = m.legal.map((a: { text: string }) => a.text);
  return texts.find((t) => t.startsWith('bid:rufer')) ?? texts.find((t) => /^bid:(wenz|solo-.)$/.test(t)) ?? texts[0]!;
}

/**
 * Plays the person's moves (choose) at each of his turns until `stop` says so or the deal is over; `onward`:
 * a deal that ends first (all passed) is not the end, the creator deals the next. An action answered
 * UNAVAILABLE is sent again after the answer's `retryAfter` seconds while it is still his turn at that
 * version, as the site does.
 */
async function play(p: Person, stop: ((m: Message) => boolean) | null = null, timeoutMs = 90_000): Promise<Message> {
  const deadline = Date.now() + timeoutMs;
  /** The action sent and not answered yet. */
  const flight: { sent: Sent | null } = { sent: null };
  const act = (version: number, action: string) => {
    flight.sent = { id: ++p.requests, version, action };
    p.live.send({ type: 'act', id: flight.sent.id, action, version });
  };
  // The state he has already seen may be his turn: nothing else will come until he acts.
  let m: Message = p.live.latestState();
  for (;;) {
    const sent = flight.sent;
    if (m?.type === 'error') {
      if (m.error.code === 'UNAVAILABLE' && sent !== null && m.id === sent.id) {
        p.unavailable++;
        await sleep(1000 * m.error.retryAfter);
        const latest = p.live.latestState();
        if (latest?.version === sent.version && latest.yourTurn) act(sent.version, sent.action);
        else flight.sent = null;
      } else if (m.error.code !== 'STALE') throw new Error(`refused: ${JSON.stringify(m.error)}`);
    } else if (m?.type === 'state' && m === p.live.latestState()) {
      if (sent !== null && m.ack === sent.id) {
        if (isMove(sent.action)) p.acked++;
        flight.sent = null;
      }
      if (m.status === 'finished' || (stop !== null && stop(m))) return m;
      const pending = flight.sent;
      const free = pending === null || pending.version < m.version;
      if (m.status === 'between') {
        if (stop === null) return m;
        if (m.canContinue && free) act(m.version, 'continue');
      } else if (m.yourTurn && free) act(m.version, choose(m));
    }
    m = await p.live.next((x) => x.type === 'state' || x.type === 'error', deadline - Date.now());
  }
}

/**
 * Asks `read` every 50 ms until `done` holds of its answer, 600 times at most: the last answer, and when it
 * came (printed as a figure, never asserted: the test asserts the answer).
 */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<{ value: T; at: number }> {
  let value = await read();
  for (let i = 0; i < 600 && !done(value); i++) {
    await sleep(50);
    value = await read();
  }
  return { value, at: Date.now() };
}

/** Waits until every instance reports its link to Redis up again (the readiness endpoint's `instances`). */
async function linked(procs: readonly Proc[]): Promise<void> {
  for (const proc of procs) {
    const ready = await poll(
      async () => (await new Client(proc.url).get('/api/ready')).body,
      (body) => body.instances === 'up',
    );
    expect(ready.value.instances, `${proc.url} reaches Redis again`).toBe('up');
  }
}

/** Every line an instance wrote is a JSON object (pino's), none a raw client error or stack. */
function nonJsonLines(proc: Proc): string[] {
  return proc
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
}

/**
 * Two instances on a database of their own, with Redis or PostgreSQL reached through a proxy; a Schafkopf
 * table whose creator plays on the first instance, a friend on the second, two AI seats.
 */
function outageSuite(through: 'redis' | 'postgres') {
  const database = `cardavia_outage_${through}_${process.pid}_${Date.now().toString(36)}`;
  const dir = mkdtempSync(join(tmpdir(), `cardavia-outage-${through}-`));
  const procs: Proc[] = [];
  let proxy: Proxy;

  beforeAll(async () => {
    await admin((c) => c.query(`CREATE DATABASE ${database}`));
    const dbUrl = new URL(ADMIN_URL);
    dbUrl.pathname = `/${database}`;
    proxy = await startProxy(through === 'redis' ? REDIS_URL : dbUrl.toString());
    const env = {
      DATABASE_URL: through === 'postgres' ? proxy.url(dbUrl.toString()) : dbUrl.toString(),
      REDIS_URL: through === 'redis' ? proxy.url(REDIS_URL) : REDIS_URL,
      CARDAVIA_TABLE_LIMITS: 'off',
      CARDAVIA_ANALYSE_DEALS: 'off',
      CARDAVIA_AI_DELAY_MS: '0',
    };
    procs.push(...(await Promise.all([0, 1].map((i) => startProcess(join(dir, `instance-${i}`), env)))));
  }, 60_000);

  afterAll(async () => {
    if (process.env.OUTAGE_LOGS) procs.forEach((p, i) => writeFileSync(`/tmp/outage-${through}-${i}.log`, p.output()));
    await Promise.all(procs.map((p) => killProcess(p)));
    await proxy?.close();
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** The table started, its two people connected and seen by each other. */
  async function table(): Promise<{ id: string; people: [Person, Person] }> {
    const [a, b] = procs;
    const { id, clients } = await friendsTable('schafkopf', ['human', 'invite', 'easy', 'easy'], [a!.url, b!.url]);
    const [creator, friend] = clients as [Client, Client];
    const people: [Person, Person] = [
      { client: creator, live: await creator.live(id), acked: 0, unavailable: 0, requests: 0 },
      { client: friend, live: await friend.live(id), acked: 0, unavailable: 0, requests: 0 },
    ];
    await people[0].live.next((m) => m.type === 'state' && m.players[1]?.connected, 10_000);
    expect((await creator.post(`/api/tables/${id}/actions`, { action: 'start', version: 0 })).status).toBe(200);
    return { id, people };
  }

  /** After the deal: both instances serve the same version, the log holds every acknowledged action once. */
  async function settled(id: string, people: readonly Person[], ends: readonly Message[]): Promise<void> {
    expect(ends.map((m) => m.status)).toEqual(['between', 'between']);
    const versions = await Promise.all(
      people.map(async (p) => (await p.client.get(`/api/tables/${id}`)).body.state.version),
    );
    expect(new Set([...versions, ...ends.map((m) => m.version)]).size).toBe(1);
    // The creator ends the game: its record is revealed.
    const ended = await people[0]!.client.post(`/api/tables/${id}/actions`, { action: 'end', version: versions[0] });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const record = (await people[0]!.client.get(`/api/tables/${id}/record`)).body;
    // The record replays: the log has one entry per version, so no AI move was stored twice.
    const replayed = replay(record);
    expect(replayed.kind, JSON.stringify(replayed).slice(0, 300)).not.toBe('unreadable');
    const actions = record.deals.flatMap((d: { actions: { seat: number }[] }) => d.actions);
    people.forEach((p, seat) => {
      expect(p.acked).toBeGreaterThan(0);
      expect(actions.filter((x: { seat: number }) => x.seat === seat).length).toBe(p.acked);
    });
    for (const proc of procs) expect(nonJsonLines(proc)).toEqual([]);
  }

  return {
    procs: () => procs,
    proxy: () => proxy,
    table,
    settled,
  };
}

describe.skipIf(!enabled)('Redis down mid-deal, two instances', () => {
  const suite = outageSuite('redis');
  const tricks = (n: number) => (m: Message) => m.view.tricks.length >= n;

  test('moves go on, the instances agree again without a new move, and nothing acknowledged is lost', async () => {
    const { id, people } = await suite.table();
    const b = suite.procs()[1]!;
    await Promise.all(people.map((p) => play(p, tricks(2))));

    // Redis goes down for a trick. The friend's instance (B) hears nothing from the creator's (A): it follows
    // the moves stored there by reading its log, or the friend could not see his turns come.
    await suite.proxy().cut();
    const cutAt = Date.now();
    await Promise.all(people.map((p) => play(p, tricks(3))));
    const duringMs = Date.now() - cutAt;
    await suite.proxy().restore();
    await linked(suite.procs());

    // A table B holds but nobody watches there: moves stored on A while Redis is down reach B's memory when
    // Redis is back, without anyone's next move.
    const other = await suite.table();
    // Both play until the creator's turn after a trick: nothing moves until he does.
    const creatorsTurn = (m: Message) => m.view.tricks.length >= 1 && m.toMove === 0;
    await Promise.all(other.people.map((p) => play(p, creatorsTurn)));
    other.people[1].live.close();
    const onB = new Client(b.url);
    onB.cookie = other.people[1].client.cookie;
    const before = (await onB.get(`/api/tables/${other.id}`)).body.state.version as number;
    await suite.proxy().cut();
    // The creator and the AI seats play on (on A, with Redis down) until it is the friend's turn.
    const stored = await play(other.people[0], (m) => m.version > before && m.toMove === 1, 30_000);
    const restoredAt = Date.now();
    await suite.proxy().restore();
    const onBNow = await poll(
      async () => (await onB.get(`/api/tables/${other.id}`)).body.state,
      (state) => state.version >= stored.version,
    );
    expect(onBNow.value.version).toBeGreaterThanOrEqual(stored.version);
    console.log(
      `Redis outage: a trick played in ${duringMs} ms with Redis down, both instances in step; a table ` +
        `nobody watched on the other instance had caught up ${onBNow.at - restoredAt} ms after Redis came back`,
    );
    // The first table's deal finishes, every acknowledged action kept, on both instances alike.
    const ends = await Promise.all(people.map((p) => play(p))).catch(async (e: unknown) => {
      const seen = people.map((p) => p.live.latestState()).map((m) => [m?.version, m?.toMove, m?.yourTurn, m?.status]);
      const served = await Promise.all(
        people.map(async (p) => (await p.client.get(`/api/tables/${id}`)).body.state?.version),
      );
      throw new Error(`${String(e)}: seen ${JSON.stringify(seen)}, served ${JSON.stringify(served)}`);
    });
    await suite.settled(id, people, ends);
    other.people[0].live.close();
    people.forEach((p) => p.live.close());
  }, 180_000);
});

describe.skipIf(!enabled)('PostgreSQL down mid-deal, two instances', () => {
  const suite = outageSuite('postgres');

  test('actions are answered 503 UNAVAILABLE with Retry-After, readiness says so, and the deal finishes', async () => {
    const { id, people } = await suite.table();
    const a = suite.procs()[0]!;
    const [creator, friend] = people;
    // The friend plays his seat throughout; the creator until his turn after two tricks.
    const friendDone = play(friend, (m) => m.status === 'between' && m.view.tricks.length > 0);
    const turn = await play(creator, (m) => m.yourTurn && m.view.tricks.length >= 2);

    await suite.proxy().cut();
    const down = Date.now();
    // Readiness goes down with the database; liveness does not.
    const ready = await new Client(a.url).get('/api/ready');
    expect([ready.status, ready.body]).toEqual([503, { ready: false, database: 'down', instances: 'up' }]);
    expect((await new Client(a.url).get('/api/health')).status).toBe(200);
    // A new identity needs the database: 503, its code, and when to retry.
    const me = await new Client(a.url).get('/api/me');
    expect([me.status, me.body.error?.code, me.headers.get('retry-after')]).toEqual([503, 'UNAVAILABLE', '2']);
    // The creator's move over REST: nothing is stored, and he is told to retry.
    const r = await creator.client.post(`/api/tables/${id}/actions`, {
      action: turn.legal[0].text,
      version: turn.version,
    });
    expect([r.status, r.body.error?.code, r.headers.get('retry-after')]).toEqual([503, 'UNAVAILABLE', '2']);
    // Over WebSocket the same, retried after Retry-After until the database is back.
    const creatorDone = play(creator);
    await sleep(4_000);
    await suite.proxy().restore();
    const back = Date.now();
    const readyAgain = await poll(
      () => new Client(a.url).get('/api/ready'),
      (r) => r.status === 200,
    );
    expect([readyAgain.value.status, readyAgain.value.body]).toEqual([
      200,
      { ready: true, database: 'up', instances: 'up' },
    ]);
    const readyMs = readyAgain.at - back;
    const ends = await Promise.all([creatorDone, friendDone]);
    console.log(
      `PostgreSQL outage: ${back - down} ms down; the creator's move answered UNAVAILABLE ${creator.unavailable} ` +
        `times over WebSocket and retried; ready again ${readyMs} ms after the database came back`,
    );
    expect(creator.unavailable).toBeGreaterThan(0);
    await suite.settled(id, people, ends);
    people.forEach((p) => p.live.close());
  }, 180_000);
});
