/**
 * The database keeps moves in their string form (`play:EA`, `bid:rufer-E`), and a database of schema
 * version 1, which kept the engine's action numbers, is migrated in one transaction and reads as before.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { pino } from 'pino';
import { afterEach, describe, expect, test } from 'vitest';
import { readAction } from '../engine/record.js';
import type { AiRunner } from './ai-pool.js';
import { LocalBus } from './bus.js';
import { commitmentOf } from './dealing.js';
import { ApiError } from './protocol.js';
import { recordOf } from './record.js';
import { PgStore } from './pg-store.js';
import { SqliteStore } from './store.js';
import { type LogEntry, type TableOptions, TableGame, readStoredEntry, storedEntry } from './table.js';
import { Tables } from './tables.js';
import { humanTurn, inlineBots, mulberry, onPostgres } from './testing.js';
import { seatState } from './views.js';

/** The schema of version 1, as the server wrote it before moves were stored as text. */
const SCHEMA_V1 = `
CREATE TABLE tables (
  id TEXT PRIMARY KEY, owner TEXT NOT NULL, game TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL,
  commitment TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, status TEXT NOT NULL,
  summary TEXT NOT NULL
);
CREATE INDEX tables_by_owner ON tables (owner, updated_at DESC);
CREATE INDEX tables_by_status ON tables (status);
CREATE TABLE log (
  table_id TEXT NOT NULL REFERENCES tables (id), n INTEGER NOT NULL, kind TEXT NOT NULL, seat INTEGER NOT NULL,
  action INTEGER, at INTEGER NOT NULL, PRIMARY KEY (table_id, n)
) WITHOUT ROWID;
PRAGMA user_version = 1;
`;

const SCHAFKOPF: TableOptions = {
  game: 'schafkopf',
  rules: { ruleset: 'cardavia' },
  deck: 'munich-bavarian',
  seats: ['easy', 'human', 'easy', 'easy'],
  sessionDeals: null,
  aiDelayMs: 0,
};
const SCHNEIDER: TableOptions = {
  game: 'bohemian-schneider',
  rules: { ruleset: 'cardavia', variants: ['trump'], target: 7 },
  deck: 'paris-piquet',
  seats: ['human', 'easy'],
  sessionDeals: null,
  aiDelayMs: 0,
};

/** A runner whose bots never answer: a loaded table stays exactly where its log left it. */
const silent: AiRunner = { decide: () => new Promise(() => {}), close: async () => {} };
const dirs: string[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardavia-store-'));
  dirs.push(dir);
  return dir;
}

/** The server's tables on a data directory, its errors collected. */
async function open(dir: string, ai: AiRunner = silent) {
  const errors: { table?: string; msg: string }[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => void errors.push(JSON.parse(line)) });
  const store = new SqliteStore(dir, 'NORMAL', 0);
  const tables = new Tables(store, new LocalBus(), ai, { aiDelayMs: 0, idleUnloadMs: 60_000 }, log);
  closers.push(async () => {
    tables.close();
    await store.close();
  });
  return { store, tables, errors, loaded: await tables.start() };
}

/** A table played at random (every seat, `continue` between deals) for `entries` log entries. */
function played(id: string, options: TableOptions, seed: number, entries: number) {
  const meta = { id, owner: `owner-${id}`, options, seed: `seed-${seed}`, commitment: '', createdAt: seed };
  const t = new TableGame({ ...meta, commitment: commitmentOf(meta.seed) });
  const log: LogEntry[] = [];
  const random = mulberry(seed);
  while (log.length < entries && t.status !== 'finished') {
    const legal = t.legalActions();
    const entry: LogEntry =
      t.status === 'between'
        ? { kind: 'continue', seat: t.humanSeat }
        : { kind: 'act', seat: t.toMove()!, action: legal[Math.floor(random() * legal.length)]! };
    const step = t.prepare(entry);
    if (!step.ok) throw step.error;
    step.commit();
    log.push(entry);
  }
  return { t, log };
}

/** Writes tables and their logs as version 1 did: the engine's action numbers. */
function writeV1(dir: string, tables: { t: TableGame; log: LogEntry[] }[]): void {
  const db = new Database(join(dir, 'cardavia.sqlite'));
  db.exec(SCHEMA_V1);
  const row = db.prepare(`INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const entry = db.prepare('INSERT INTO log (table_id, n, kind, seat, action, at) VALUES (?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const { t, log } of tables) {
      const m = t.meta;
      const status = t.status === 'finished' ? 'finished' : 'active';
      row.run(
        m.id,
        m.owner,
        m.options.game,
        JSON.stringify(m.options),
        m.seed,
        m.commitment,
        m.createdAt,
        m.createdAt,
        status,
        JSON.stringify(t.summary()),
      );
      log.forEach((e, n) => entry.run(m.id, n, e.kind, e.seat, e.kind === 'act' ? e.action : null, n));
    }
  })();
  db.close();
}

/** The state message a loaded table must send: the in-memory table's, thinking while an AI seat is to move. */
const expectedState = (t: TableGame) => {
  const toMove = t.toMove();
  return seatState(t, t.humanSeat, toMove !== null && toMove !== t.humanSeat, new Map([[t.humanSeat, null]]));
};

const columns = (store: SqliteStore, table: string): string[] =>
  (store['db'].prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);

describe('moves are stored as text', () => {
  test("the log keeps each move's string form in the table's notation, which reads back to the same action", async () => {
    const { store, tables } = await open(newDir(), inlineBots);
    const { table } = await tables.create('p', {
      game: 'bohemian-schneider',
      deck: 'paris-piquet',
      seats: ['human', 'easy'],
    });
    const sent: string[] = [];
    for (let i = 0; i < 4; i++) {
      const s = await humanTurn(tables, table.id, 'p');
      sent.push(s.legal[0]!.text);
      await tables.act(table.id, 'p', s.legal[0]!.text, s.version);
    }
    expect(store['db'].pragma('user_version', { simple: true })).toBe(6);
    expect(columns(store, 'log')).not.toContain('action');
    const rows = await store.log(table.id);
    expect(rows.length).toBeGreaterThan(sent.length); // the AI seat's moves too
    for (const r of rows)
      expect(r).toMatchObject({ kind: 'act', move: expect.stringMatching(/^play:[CSHD][7-9TJQKA]$/) });
    expect(rows.filter((r) => r.seat === 0).map((r) => r.move)).toEqual(sent);
  });
});

describe('a database of schema version 1', () => {
  test('is migrated: every action number becomes its move, and every table comes back exactly as it was', async () => {
    const dir = newDir();
    const games = [
      played('sk-active', SCHAFKOPF, 1, 70),
      played('bs-active', SCHNEIDER, 2, 30),
      played('bs-german', { ...SCHNEIDER, deck: 'prague' }, 3, 30),
      played('bs-finished', SCHNEIDER, 4, 10_000),
    ];
    expect(games[3]!.t.status).toBe('finished');
    writeV1(dir, games);
    const { store, tables, errors, loaded } = await open(dir);
    expect(errors).toEqual([]);
    expect(loaded).toBe(3);
    // Every owner keeps his tables: his identity is registered as one the server issued (version 3).
    for (const { t } of games) expect(await store.hasPlayer(t.meta.owner)).toBe(true);
    expect(store['db'].pragma('user_version', { simple: true })).toBe(6);
    expect(columns(store, 'log')).not.toContain('action');
    for (const { t, log } of games) {
      const moves = await store.log(t.meta.id);
      expect(moves.map((r) => r.kind)).toEqual(log.map((e) => e.kind));
      moves.forEach((r, n) => {
        const e = log[n]!;
        if (e.kind !== 'act') return expect(r.move).toBeNull();
        // The number 0..39 played that card, 4096 + i bid the game's i-th bid: the string says which.
        expect(r.move).toMatch(e.action < 64 ? /^play:/ : /^bid:/);
        const back = readAction(t.game, t.notation, r.move!);
        expect(back.ok && back.value).toBe(e.action);
      });
      if (t.status === 'finished') expect(await tables.record(t.meta.id)).toEqual(recordOf(t));
      else expect((await tables.info(t.meta.id, t.meta.owner)).state).toEqual(expectedState(t));
    }
    const bids = (await store.log('sk-active')).filter((r) => r.move?.startsWith('bid:'));
    expect(bids.some((r) => r.move !== 'bid:pass')).toBe(true); // not only the first bid of the list
    expect((await store.log('bs-german')).some((r) => /^play:[EGHS][789TUOKA]$/.test(r.move ?? ''))).toBe(true);
  });

  test('is migrated in one transaction: a failure leaves it as it was, at version 1, and a later start migrates it', async () => {
    const dir = newDir();
    writeV1(dir, [played('a', SCHNEIDER, 5, 12), played('b', SCHAFKOPF, 6, 12)]);
    const db = new Database(join(dir, 'cardavia.sqlite'));
    db.exec(`CREATE TRIGGER fail BEFORE UPDATE ON log WHEN NEW.table_id = 'b' BEGIN SELECT RAISE(ABORT, 'disk'); END`);
    db.close();
    expect(() => new SqliteStore(dir, 'NORMAL', 0)).toThrow(/disk/);
    const after = new Database(join(dir, 'cardavia.sqlite'));
    expect(after.pragma('user_version', { simple: true })).toBe(1);
    const logColumns = (after.prepare('PRAGMA table_info(log)').all() as { name: string }[]).map((c) => c.name);
    expect(logColumns).toContain('action');
    expect(logColumns).not.toContain('move'); // table `a`'s rows were converted first: rolled back too
    after.exec('DROP TRIGGER fail');
    after.close();
    const { store, loaded } = await open(dir);
    expect(loaded).toBe(2);
    expect((await store.log('a')).every((r) => r.kind !== 'act' || r.move?.startsWith('play:'))).toBe(true);
  });

  test('a database of version 2 registers each owner as an issued identity: no player loses his tables', async () => {
    const dir = newDir();
    writeV1(dir, [played('x', SCHNEIDER, 10, 6), played('y', SCHAFKOPF, 11, 6)]);
    const first = await open(dir);
    // Back to version 2, as that server left it: no players table.
    first.store['db'].exec('DROP TABLE players; PRAGMA user_version = 2;');
    await closers.pop()!();
    const { store, tables } = await open(dir);
    expect(store['db'].pragma('user_version', { simple: true })).toBe(6);
    expect(await store.hasPlayer('owner-x')).toBe(true);
    expect(await store.hasPlayer('owner-y')).toBe(true);
    expect(await store.hasPlayer('owner-z')).toBe(false);
    expect((await tables.info('x', 'owner-x')).state).not.toBeNull();
  });

  test('a database of version 3 gains the analyses, hints and shares tables, and keeps its tables and players', async () => {
    const dir = newDir();
    writeV1(dir, [played('x', SCHNEIDER, 10, 6), played('y', SCHAFKOPF, 11, 6)]);
    const first = await open(dir);
    // Back to version 3, as that server left it: none of the review's tables.
    first.store['db'].exec('DROP TABLE analyses; DROP TABLE hints; DROP TABLE shares; PRAGMA user_version = 3;');
    const logBefore = await first.store.log('x');
    await closers.pop()!();
    const { store, tables } = await open(dir);
    expect(store['db'].pragma('user_version', { simple: true })).toBe(6);
    expect(await store.log('x')).toEqual(logBefore);
    expect(await store.hasPlayer('owner-x')).toBe(true);
    expect((await tables.info('y', 'owner-y')).state).not.toBeNull();
    // The new tables work: an analysis stored once, a hint, a link that opens its table until revoked.
    await store.putAnalysis({ tableId: 'x', deal: 0, seat: 0, samples: 48, json: '{"a":1}', createdAt: 1 });
    await store.putAnalysis({ tableId: 'x', deal: 0, seat: 0, samples: 48, json: '{"a":2}', createdAt: 2 });
    expect((await store.analysis('x', 0, 0))!.json).toBe('{"a":1}');
    await store.addHint('x', 0, 3, 0, 5);
    expect(await store.hints('x', 0, 0)).toEqual([3]);
    await store.addLink('shares', 't'.repeat(32), 'x', 5);
    expect(await store.linkedTable('shares', 't'.repeat(32))).toBe('x');
    await store.revokeLinks('shares', 'x', 6);
    expect(await store.linkedTable('shares', 't'.repeat(32))).toBeUndefined();
  });

  test('a database of version 4 seats every creator at his table and gains invites, spectator links and names', async () => {
    const dir = newDir();
    writeV1(dir, [played('x', SCHNEIDER, 10, 6), played('y', SCHAFKOPF, 11, 6)]);
    const first = await open(dir);
    // Back to version 4, as that server left it: no seats, invites, watches, nor names.
    first.store['db'].exec(
      'DROP TABLE seats; DROP TABLE invites; DROP TABLE watches; ALTER TABLE players DROP COLUMN name; PRAGMA user_version = 4;',
    );
    await closers.pop()!();
    const { store, tables } = await open(dir);
    expect(store['db'].pragma('user_version', { simple: true })).toBe(6);
    // Each creator holds the seat his options gave the person, and still reads his table and lists it.
    expect([...(await store.holders('y'))]).toEqual([[SCHAFKOPF.seats.indexOf('human'), 'owner-y']]);
    expect((await tables.info('x', 'owner-x')).state).not.toBeNull();
    expect((await tables.list('owner-y', 'all', 10, 0)).map((g) => g.id)).toEqual(['y']);
    await store.setPlayerName('owner-x', 'Sepp');
    expect(await store.playerName('owner-x')).toBe('Sepp');
    await store.addLink('invites', 'i'.repeat(32), 'x', 5);
    expect(await store.linkedTable('invites', 'i'.repeat(32))).toBe('x');
  });

  test("a database of version 5 gains the stand-in mark: its moves read back as their holders' own, new ones keep the mark", async () => {
    const dir = newDir();
    const x = played('x', SCHNEIDER, 12, 6);
    writeV1(dir, [x]);
    const first = await open(dir);
    // Back to version 5, as that server left it: no stand-in mark.
    first.store['db'].exec('ALTER TABLE log DROP COLUMN stand_in; PRAGMA user_version = 5;');
    await closers.pop()!();
    const { store, tables } = await open(dir);
    expect(store['db'].pragma('user_version', { simple: true })).toBe(6);
    const before = await store.log('x');
    expect(before).toHaveLength(6);
    for (const row of before) expect(row).not.toHaveProperty('standIn');
    // A move the AI makes for a person is stored with its mark, and the table read back keeps it.
    const t = TableGame.replay(x.t.meta, x.log);
    const seat = t.toMove()!;
    const entry: LogEntry = { kind: 'act', seat, action: t.legalActions()[0]!, standIn: true };
    const move = storedEntry(t.game, t.notation, entry);
    await store.appendBatch([{ id: 'x', n: 6, entry: { ...move, at: 7 }, update: null }]);
    const row = (await store.log('x', 6))[0]!;
    expect(row).toMatchObject({ kind: 'act', seat, standIn: true });
    const back = TableGame.replay(
      x.t.meta,
      (await store.log('x')).map((r) => readStoredEntry(t.game, t.notation, r)).map((r) => (r.ok ? r.value : null)!),
    );
    expect(back.current.actions.map((a) => a.standIn === true)).toEqual([
      ...x.t.current.actions.map(() => false),
      true,
    ]);
    expect((await tables.info('x', 'owner-x')).state).not.toBeNull();
  });

  test('a move that does not read back is a logged error for its table; the server starts, the others load', async () => {
    const dir = newDir();
    const unknown = played('gone', SCHNEIDER, 7, 6);
    writeV1(dir, [played('fine', SCHNEIDER, 8, 6), unknown, played('bad', SCHNEIDER, 9, 6)]);
    const db = new Database(join(dir, 'cardavia.sqlite'));
    db.prepare(`UPDATE tables SET game = 'chess' WHERE id = 'gone'`).run(); // a game this process does not know
    db.close();
    const first = await open(dir);
    // The unknown game's numbers are kept, unreadable as moves, should the game come back.
    expect((await first.store.log('gone'))[0]!.move).toBe(`?${(unknown.log[0] as { action: number }).action}`);
    first.store['db'].prepare(`UPDATE log SET move = 'play:ZZ' WHERE table_id = 'bad' AND n = 2`).run();
    await closers.pop()!();
    const { tables, errors, loaded } = await open(dir);
    expect(loaded).toBe(1);
    expect(errors.map((e) => [e.table, e.msg])).toEqual([
      ['gone', 'cannot rebuild table'],
      ['bad', 'cannot rebuild table'],
    ]);
    expect((await tables.info('fine', 'owner-fine')).state).not.toBeNull();
    await expect(tables.info('bad', 'owner-bad')).rejects.toThrow(ApiError);
    await expect(tables.info('bad', 'owner-bad')).rejects.toThrow(/cannot be read back/);
  });
});

/** PostgreSQL's store (pg-store.ts), where CARDAVIA_TEST_DATABASE_URL names a role that may create databases. */
const ADMIN_URL = process.env.CARDAVIA_TEST_DATABASE_URL ?? '';

describe.skipIf(ADMIN_URL === '')('PostgreSQL', () => {
  test("keeps the stand-in's mark on the moves the AI made for a person (migration 002), and none on the others", async () => {
    const name = `cardavia_store_${process.pid}_${Date.now().toString(36)}`;
    await onPostgres(ADMIN_URL, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const store = await PgStore.open(url.toString(), 2, fileURLToPath(new URL('./migrations/', import.meta.url)));
    try {
      const { t, log } = played('p', SCHNEIDER, 13, 4);
      const m = t.meta;
      await store.createTable({
        id: m.id,
        owner: m.owner,
        game: m.options.game,
        options: JSON.stringify(m.options),
        seed: m.seed,
        commitment: m.commitment,
        createdAt: m.createdAt,
        updatedAt: m.createdAt,
        status: 'active',
        summary: JSON.stringify(t.summary()),
      });
      // The second and fourth moves are the stand-in's.
      const marked = log.map((e, n): LogEntry => (e.kind === 'act' && n % 2 === 1 ? { ...e, standIn: true } : e));
      await store.appendBatch(
        marked.map((e, n) => ({ id: 'p', n, entry: { ...storedEntry(t.game, t.notation, e), at: n }, update: null })),
      );
      const rows = await store.log('p');
      expect(rows.map((r) => r.standIn === true)).toEqual([false, true, false, true]);
      for (const r of rows.filter((_, n) => n % 2 === 0)) expect(r).not.toHaveProperty('standIn');
      const back = TableGame.replay(
        m,
        rows.map((r) => readStoredEntry(t.game, t.notation, r)).map((r) => (r.ok ? r.value : null)!),
      );
      expect(back.current.actions.map((a) => a.standIn === true)).toEqual([false, true, false, true]);
    } finally {
      await store.close();
      await onPostgres(ADMIN_URL, (c) => c.query(`DROP DATABASE ${name}`));
    }
  });
});
