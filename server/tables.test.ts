/** The live tables without HTTP: group commit, storage failures, concurrent actions, unloading. */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { pino } from 'pino';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type Bus, LocalBus, type TableEvent } from './bus.js';
import { ApiError } from './protocol.js';
import { type Append, LogConflict, SqliteStore } from './store.js';
import { tablesOnFakeClock } from './clock.testing.js';
import { Tables } from './tables.js';
import { humanTurn, inlineBots } from './testing.js';

const open: { tables: Tables; store: SqliteStore; dir: string }[] = [];
function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'cardavia-tables-'));
  const store = new SqliteStore(dir, 'NORMAL', 0);
  const tables = new Tables(
    store,
    new LocalBus(),
    inlineBots,
    { aiDelayMs: 0, idleUnloadMs: 60_000 },
    pino({ level: 'silent' }),
  );
  open.push({ tables, store, dir });
  return { tables, store, dir };
}
afterEach(async () => {
  for (const { tables, store, dir } of open.splice(0)) {
    tables.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** When the tests' friend took her seat: a fixed moment, since no test here reads the clock. */
const JOINED_AT = Date.UTC(2026, 11, 6);

const SCHNEIDER = { game: 'bohemian-schneider', seats: ['human', 'easy'] as ('human' | 'easy')[] };

describe('group commit', () => {
  test('actions of many tables in one turn of the event loop are stored together, and all apply', async () => {
    const { tables, store } = setup();
    let batches = 0;
    const appendBatch = store.appendBatch.bind(store);
    store.appendBatch = async (rows: readonly Append[]) => {
      batches++;
      await appendBatch(rows);
    };
    const ids = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => (await tables.create(`p${i}`, SCHNEIDER)).table.id),
    );
    const states = await Promise.all(ids.map((id, i) => humanTurn(tables, id, `p${i}`)));
    batches = 0;
    const after = await Promise.all(
      ids.map((id, i) => tables.act(id, `p${i}`, states[i]!.legal[0]!.text, states[i]!.version)),
    );
    expect(batches).toBe(1);
    after.forEach((s, i) => expect(s.version).toBe(states[i]!.version + 1));
    expect((await store.log(ids[0]!)).length).toBeGreaterThanOrEqual(after[0]!.version);
  });

  test('a second action of the same table in the same turn is STALE; the first applies', async () => {
    const { tables } = setup();
    const id = (await tables.create('p', SCHNEIDER)).table.id;
    const s = await humanTurn(tables, id, 'p');
    const first = tables.act(id, 'p', s.legal[0]!.text, s.version);
    await expect(tables.act(id, 'p', 'end', s.version)).rejects.toMatchObject({ code: 'STALE' });
    expect((await first).version).toBe(s.version + 1);
  });

  test('when storing fails, that action is refused INTERNAL and nothing changes; the others go through', async () => {
    const { tables, store } = setup();
    const a = (await tables.create('a', SCHNEIDER)).table.id;
    const b = (await tables.create('b', SCHNEIDER)).table.id;
    const [sa, sb] = await Promise.all([humanTurn(tables, a, 'a'), humanTurn(tables, b, 'b')]);
    const appendBatch = store.appendBatch.bind(store);
    store.appendBatch = async (rows: readonly Append[]) => {
      if (rows.some((r) => r.id === a)) throw new Error('disk full');
      await appendBatch(rows);
    };
    const [ra, rb] = await Promise.allSettled([
      tables.act(a, 'a', sa.legal[0]!.text, sa.version),
      tables.act(b, 'b', sb.legal[0]!.text, sb.version),
    ]);
    expect(ra.status).toBe('rejected');
    expect((ra as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    expect((ra as PromiseRejectedResult).reason.code).toBe('INTERNAL');
    expect(rb.status).toBe('fulfilled');
    const now = (await tables.info(a, 'a')).state!;
    expect(now.version).toBe(sa.version);
    expect(now.view).toEqual(sa.view);
    expect(await store.log(a)).toHaveLength(sa.version);
    // Once the disk is back, the same action goes through.
    store.appendBatch = appendBatch;
    expect((await tables.act(a, 'a', sa.legal[0]!.text, sa.version)).version).toBe(sa.version + 1);
  });
});

describe('memory', () => {
  // On the fake clock (clock.testing.ts): the sweeps come when due however busy the machine, so the test can say
  // when the table goes. It goes once idle longer than idleUnloadMs, found by a sweep at most that much later.
  test('a table nobody watches is unloaded when idle, and rebuilt on demand exactly', async () => {
    const clock = tablesOnFakeClock(inlineBots, { idleUnloadMs: 1000 });
    try {
      const { tables } = clock;
      const id = (await tables.create('p', SCHNEIDER)).table.id;
      await clock.settle();
      const s = (await tables.info(id, 'p')).state!;
      expect(s.yourTurn).toBe(true);
      // Idle exactly idleUnloadMs (a sweep came at that moment): still here.
      await clock.advance(1000);
      expect(tables.loaded).toBe(1);
      await clock.advance(1000);
      expect(tables.loaded).toBe(0);
      expect((await tables.info(id, 'p')).state).toEqual(s);
      expect(tables.loaded).toBe(1);
    } finally {
      await clock.close();
    }
  });

  test('a watched table stays in memory', async () => {
    const clock = tablesOnFakeClock(inlineBots, { idleUnloadMs: 1000 });
    try {
      const { tables } = clock;
      const id = (await tables.create('p', SCHNEIDER)).table.id;
      await clock.settle();
      const seen: string[] = [];
      const stop = await tables.subscribe(id, 'p', (json) => seen.push(json));
      await clock.advance(10_000);
      expect(tables.loaded).toBe(1);
      expect(seen.length).toBeGreaterThan(0);
      stop();
    } finally {
      await clock.close();
    }
  });
});

describe('the store', () => {
  /** A store in a fresh directory, with one table to log entries to; closed and removed afterwards. */
  async function withStore(
    checkpointEveryMs: number,
    body: (store: SqliteStore, file: string) => Promise<void> | void,
  ) {
    const dir = mkdtempSync(join(tmpdir(), 'cardavia-store-'));
    const store = new SqliteStore(dir, 'NORMAL', checkpointEveryMs);
    try {
      await store.createTable({
        id: 't',
        owner: 'o',
        game: 'schafkopf',
        options: '{}',
        seed: 's',
        commitment: 'c',
        createdAt: 0,
        updatedAt: 0,
        status: 'active',
        summary: '{}',
      });
      await body(store, join(dir, 'cardavia.sqlite'));
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** Entries from `from` on, each committed in a transaction of its own (so each adds frames to the WAL). */
  async function commitOneByOne(store: SqliteStore, from: number, count: number): Promise<void> {
    for (let n = from; n < from + count; n++) {
      await store.appendBatch([{ id: 't', n, entry: { kind: 'act', seat: 0, move: 'play:EA', at: n }, update: null }]);
    }
  }

  test("the writer never checkpoints: past SQLite's autocheckpoint threshold the WAL grows and the database file does not", async () => {
    // The checkpoint thread is there but does not run within the test: only the writer could checkpoint.
    await withStore(3_600_000, async (store, file) => {
      const before = statSync(file).size;
      await commitOneByOne(store, 0, 3000);
      // SQLite's default autocheckpoint runs at 1000 pages of WAL; the writer has it off (store.ts).
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(1000 * 4096);
      expect(statSync(file).size).toBe(before);
      expect(await store.log('t')).toHaveLength(3000);
    });
  });

  test('checkpoints run in a thread of their own: the database file fills while the main thread never yields', async () => {
    await withStore(50, async (store, file) => {
      // The pages the database has (read through the WAL by a connection of the test's): once the file holds
      // them all, everything committed so far has been checkpointed into it.
      const reader = new Database(file, { readonly: true });
      const pages = () => reader.pragma('page_count', { simple: true }) as number;
      const pageSize = reader.pragma('page_size', { simple: true }) as number;
      const checkpointed = () => statSync(file).size >= pages() * pageSize;
      try {
        // The checkpoint thread is up and has checkpointed the schema: waited for (yielding), however long a
        // busy machine takes to start the thread, where a fixed sleep could end first.
        for (let i = 0; i < 6000 && !checkpointed(); i++) await new Promise((r) => setTimeout(r, 5));
        expect(checkpointed(), 'the checkpoint thread never checkpointed the schema').toBe(true);
        // From here on the main thread is busy until the end: no timer, callback or checkpoint of its own runs.
        const before = statSync(file).size;
        await commitOneByOne(store, 0, 300); // far below the autocheckpoint threshold of 1000 WAL pages
        const after = pages();
        expect(after * pageSize).toBeGreaterThan(before); // the commits did add pages, still in the WAL
        const deadline = Date.now() + 30_000;
        while (statSync(file).size < after * pageSize && Date.now() < deadline) {
          // busy: only another thread can move the WAL into the file now
        }
        expect(statSync(file).size).toBe(after * pageSize);
      } finally {
        reader.close();
      }
    });
  });

  test("a log entry's number is unique per table: a second entry n is refused, so a log cannot fork", async () => {
    await withStore(0, async (store) => {
      await commitOneByOne(store, 0, 3);
      const again: Append = { id: 't', n: 1, entry: { kind: 'end', seat: 0, move: null, at: 9 }, update: null };
      await expect(store.appendBatch([again])).rejects.toThrow(LogConflict);
      expect((await store.log('t')).map((r) => r.kind)).toEqual(['act', 'act', 'act']);
    });
  });
});

describe('several instances on one database', () => {
  test("a friend seated through another instance is let in before that instance's news arrives", async () => {
    const { store } = setup();
    const others: Tables[] = [];
    // Two instances on one database whose buses never meet: the news of a seat taken never comes.
    const instance = () => {
      const tables = new Tables(
        store,
        new LocalBus(),
        inlineBots,
        { aiDelayMs: 0, idleUnloadMs: 60_000, loadAtStart: false },
        pino({ level: 'silent' }),
      );
      others.push(tables);
      return tables;
    };
    const [a, b] = [instance(), instance()];
    const body = { game: 'schafkopf', seats: ['human', 'invite', 'easy', 'easy'] as ('human' | 'invite' | 'easy')[] };
    const id = (await a.create('creator', body)).table.id;
    const { token } = await a.invite(id, 'creator');
    // The table is held by a (its creator is there) when anna takes her seat through b.
    await a.checkHolder(id, 'creator');
    expect((await b.join(token, 'anna')).seat).toBe(1);
    await expect(a.checkHolder(id, 'anna')).resolves.toBeUndefined();
    await expect(a.checkHolder(id, 'nobody')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    for (const tables of others) tables.close();
  });

  /**
   * One instance holding a new friends' table (seat 1 invited), to which the test hands another instance's news
   * as its bus would (`hear`); `bus`: the bus it reads presence and away seats from.
   */
  const hearers: Tables[] = [];
  afterEach(() => hearers.splice(0).forEach((tables) => tables.close()));
  async function hearing(store: SqliteStore, bus: Bus) {
    const heard = new Map<string, (event: TableEvent) => void>();
    bus.follow = async (table, handler) => void heard.set(table, handler);
    const tables = new Tables(
      store,
      bus,
      inlineBots,
      { aiDelayMs: 0, idleUnloadMs: 60_000, loadAtStart: false },
      pino({ level: 'silent' }),
    );
    const body = { game: 'schafkopf', seats: ['human', 'invite', 'easy', 'easy'] as ('human' | 'invite' | 'easy')[] };
    hearers.push(tables);
    const id = (await tables.create('creator', body)).table.id;
    return { tables, id, hear: (event: TableEvent) => heard.get(id)!(event) };
  }

  test("another instance's news of presence alone reads no holders or names; news of a seat taken reads them", async () => {
    const { store } = setup();
    let awayReads = 0;
    const bus = new LocalBus();
    bus.away = async () => (awayReads++, new Set());
    const { tables, id, hear } = await hearing(store, bus);
    const reads = { holders: 0, names: 0 };
    const [holders, playerName] = [store.holders.bind(store), store.playerName.bind(store)];
    store.holders = async (table) => (reads.holders++, holders(table));
    store.playerName = async (player) => (reads.names++, playerName(player));
    awayReads = 0;
    hear({ type: 'seating', presence: true });
    // The seating was read again (presence and away seats, from the bus), the database not.
    await vi.waitFor(() => expect(awayReads).toBe(1));
    expect(reads).toEqual({ holders: 0, names: 0 });
    // A friend took seat 1 through the other instance: its news says the holders changed.
    await store.addHolder(id, 1, 'anna', JOINED_AT);
    hear({ type: 'seating' });
    await vi.waitFor(() => expect(reads.names).toBe(2));
    expect(reads.holders).toBe(1);
    await expect(tables.checkHolder(id, 'anna')).resolves.toBeUndefined();
  });

  test('a read of the seating that a later read of presence overtook does not put back the presence it read', async () => {
    const { store } = setup();
    /** The seats connected to the other instance, as Redis has them. */
    let connected = new Set<number>();
    const bus = new LocalBus();
    bus.present = async () => new Set(connected);
    const { tables, id, hear } = await hearing(store, bus);
    await store.addHolder(id, 1, 'anna', JOINED_AT);
    let names = 0;
    let gate = Promise.resolve();
    const [holders, playerName] = [store.holders.bind(store), store.playerName.bind(store)];
    store.holders = async (table) => (await gate, holders(table));
    store.playerName = async (player) => {
      const name = await playerName(player);
      names++;
      return name;
    };
    // Anna's seat is known here (the news of her joining), and she is not connected.
    hear({ type: 'seating' });
    await vi.waitFor(() => expect(names).toBe(2));
    // The next full read (holders, names) waits for the database until `release`.
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    hear({ type: 'seating' });
    // Anna connects to the other instance meanwhile: its news of presence is read and taken at once.
    connected = new Set([1]);
    hear({ type: 'seating', presence: true });
    const annaConnected = async () => (await tables.info(id, 'creator')).state!.players[1]!.connected;
    await vi.waitFor(async () => expect(await annaConnected()).toBe(true));
    release();
    await vi.waitFor(() => expect(names).toBe(4));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await annaConnected()).toBe(true);
  });
});
