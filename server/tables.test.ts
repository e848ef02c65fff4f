/** The live tables without HTTP: group commit, storage failures, concurrent actions, unloading. */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, test } from 'vitest';
import { botFor } from '../ai/index.js';
import type { AiRunner } from './ai-pool.js';
import { ApiError } from './protocol.js';
import { type Append, Store } from './store.js';
import { Tables } from './tables.js';
import type { SeatState } from './views.js';

/** Easy bots in this thread: the AiRunner shape without a pool. */
const inline: AiRunner = {
  decide: async (t) => ({ action: botFor(t.game, t.level)(t.view, t.legal, t.seed), ms: 0 }),
  close: async () => {},
};

const open: { tables: Tables; store: Store; dir: string }[] = [];
function setup(idleUnloadMs = 60_000) {
  const dir = mkdtempSync(join(tmpdir(), 'cardavia-tables-'));
  const store = new Store(dir, 'NORMAL', 0);
  const tables = new Tables(store, inline, { aiDelayMs: 0, idleUnloadMs }, pino({ level: 'silent' }));
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

const SCHNEIDER = { game: 'bohemian-schneider', seats: ['human', 'easy'] as ('human' | 'easy')[] };

/** Waits until the human may act (the inline bots answer within a few turns of the event loop). */
async function humanTurn(tables: Tables, id: string, player: string): Promise<SeatState> {
  for (let i = 0; i < 200; i++) {
    const s = tables.info(id, player).state!;
    if (s.yourTurn || s.canContinue) return s;
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error('no turn');
}

describe('group commit', () => {
  test('actions of many tables in one turn of the event loop are stored together, and all apply', async () => {
    const { tables, store } = setup();
    let batches = 0;
    const appendBatch = store.appendBatch.bind(store);
    store.appendBatch = (rows: readonly Append[]) => {
      batches++;
      appendBatch(rows);
    };
    const ids = Array.from({ length: 8 }, (_, i) => tables.create(`p${i}`, SCHNEIDER).table.id);
    const states = await Promise.all(ids.map((id, i) => humanTurn(tables, id, `p${i}`)));
    batches = 0;
    const after = await Promise.all(
      ids.map((id, i) => tables.act(id, `p${i}`, states[i]!.legal[0]!.action, states[i]!.version)),
    );
    expect(batches).toBe(1);
    after.forEach((s, i) => expect(s.version).toBe(states[i]!.version + 1));
    expect(store.log(ids[0]!).length).toBeGreaterThanOrEqual(after[0]!.version);
  });

  test('a second action of the same table in the same turn is STALE; the first applies', async () => {
    const { tables } = setup();
    const id = tables.create('p', SCHNEIDER).table.id;
    const s = await humanTurn(tables, id, 'p');
    const first = tables.act(id, 'p', s.legal[0]!.action, s.version);
    await expect(tables.act(id, 'p', 'end', s.version)).rejects.toMatchObject({ code: 'STALE' });
    expect((await first).version).toBe(s.version + 1);
  });

  test('when storing fails, that action is refused INTERNAL and nothing changes; the others go through', async () => {
    const { tables, store } = setup();
    const a = tables.create('a', SCHNEIDER).table.id;
    const b = tables.create('b', SCHNEIDER).table.id;
    const [sa, sb] = await Promise.all([humanTurn(tables, a, 'a'), humanTurn(tables, b, 'b')]);
    const appendBatch = store.appendBatch.bind(store);
    store.appendBatch = (rows: readonly Append[]) => {
      if (rows.some((r) => r.id === a)) throw new Error('disk full');
      appendBatch(rows);
    };
    const [ra, rb] = await Promise.allSettled([
      tables.act(a, 'a', sa.legal[0]!.action, sa.version),
      tables.act(b, 'b', sb.legal[0]!.action, sb.version),
    ]);
    expect(ra.status).toBe('rejected');
    expect((ra as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    expect((ra as PromiseRejectedResult).reason.code).toBe('INTERNAL');
    expect(rb.status).toBe('fulfilled');
    const now = tables.info(a, 'a').state!;
    expect(now.version).toBe(sa.version);
    expect(now.view).toEqual(sa.view);
    expect(store.log(a)).toHaveLength(sa.version);
    // Once the disk is back, the same action goes through.
    store.appendBatch = appendBatch;
    expect((await tables.act(a, 'a', sa.legal[0]!.action, sa.version)).version).toBe(sa.version + 1);
  });
});

describe('memory', () => {
  test('a table nobody watches is unloaded when idle, and rebuilt on demand exactly', async () => {
    const { tables } = setup(1000);
    const id = tables.create('p', SCHNEIDER).table.id;
    const s = await humanTurn(tables, id, 'p');
    expect(tables.loaded).toBe(1);
    await new Promise((r) => setTimeout(r, 2200));
    expect(tables.loaded).toBe(0);
    expect(tables.info(id, 'p').state).toEqual(s);
    expect(tables.loaded).toBe(1);
  });

  test('a watched table stays in memory', async () => {
    const { tables } = setup(1000);
    const id = tables.create('p', SCHNEIDER).table.id;
    await humanTurn(tables, id, 'p');
    const seen: string[] = [];
    const stop = tables.subscribe(id, 'p', (json) => seen.push(json));
    await new Promise((r) => setTimeout(r, 2200));
    expect(tables.loaded).toBe(1);
    expect(seen.length).toBeGreaterThan(0);
    stop();
  });
});

describe('the store', () => {
  test('WAL checkpoints happen in their own thread: the database file fills while the writer never checkpoints', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardavia-store-'));
    const store = new Store(dir, 'NORMAL', 50);
    try {
      const file = join(dir, 'cardavia.sqlite');
      const before = statSync(file).size;
      store.createTable({
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
      const rows: Append[] = Array.from({ length: 3000 }, (_, n) => ({
        id: 't',
        n,
        entry: { kind: 'act', seat: 0, action: n % 32, at: n },
        update: null,
      }));
      for (let i = 0; i < rows.length; i += 100) store.appendBatch(rows.slice(i, i + 100));
      for (let i = 0; i < 100 && statSync(file).size <= before; i++) await new Promise((r) => setTimeout(r, 20));
      expect(statSync(file).size).toBeGreaterThan(before);
      expect(store.log('t')).toHaveLength(3000);
      expect(() => store.appendBatch([rows[5]!])).toThrow(); // (table, n) is the log's key
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
