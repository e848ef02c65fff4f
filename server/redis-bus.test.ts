/**
 * The Redis bus between instances (redis-bus.ts): a table's entries are published only while another
 * instance follows it, and an instance that starts following a table hears what it would otherwise miss.
 * Two buses on the test Redis stand for two instances (CARDAVIA_TEST_REDIS_URL, as server/scale-out.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TableEvent } from './bus.js';
import { RedisBus } from './redis-bus.js';

const REDIS_URL = process.env.CARDAVIA_TEST_REDIS_URL ?? '';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Entry `n` of a table, as an instance publishes it once stored. */
const entry = (n: number): TableEvent => ({
  type: 'entry',
  n,
  entry: { kind: 'act', seat: 0, move: `m${n}`, at: n },
});

/** What a bus heard of a table, and a way to wait (up to 10 s, not asserted) until it heard something. */
function ears() {
  const heard: number[] = [];
  return {
    heard,
    handler: (e: TableEvent) => {
      if (e.type === 'entry') heard.push(e.n);
    },
    async until(done: () => boolean): Promise<void> {
      for (let i = 0; i < 200 && !done(); i++) await sleep(50);
    },
  };
}

describe.skipIf(REDIS_URL === '')('the Redis bus', () => {
  let a: RedisBus;
  let b: RedisBus;
  beforeAll(async () => {
    [a, b] = await Promise.all([RedisBus.open(REDIS_URL), RedisBus.open(REDIS_URL)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  test('the entries of a table no other instance follows are kept back, and the last is sent to one that starts following it', async () => {
    const table = randomBytes(8).toString('hex');
    const onA = ears();
    await a.follow(table, onA.handler);
    await a.checkAlone();
    expect(a.isAlone(table)).toBe(true);
    a.publish(table, entry(0));
    a.publish(table, entry(1));

    const onB = ears();
    await b.follow(table, onB.handler);
    await onB.until(() => onB.heard.length > 0);
    // The last entry kept back: B, behind it, reads the log from its version (pipeline.ts).
    expect(onB.heard).toEqual([1]);
    expect(a.isAlone(table)).toBe(false);

    // Followed by both now: published both ways, and neither check makes it alone.
    a.publish(table, entry(2));
    b.publish(table, entry(3));
    await onB.until(() => onB.heard.length > 1);
    await onA.until(() => onA.heard.length > 0);
    await Promise.all([a.checkAlone(), b.checkAlone()]);
    expect([onB.heard, onA.heard, a.isAlone(table), b.isAlone(table)]).toEqual([[1, 2], [3], false, false]);

    // B lets it go: A's next check finds it alone again.
    b.unfollow(table);
    for (let i = 0; i < 200 && !a.isAlone(table); i++) {
      await sleep(50);
      await a.checkAlone();
    }
    expect(a.isAlone(table)).toBe(true);
  });

  test('an entry published while another instance starts following reaches it, whatever the timing of the check', async () => {
    const tables = Array.from({ length: 20 }, () => randomBytes(8).toString('hex'));
    const onB = new Map(tables.map((t) => [t, ears()]));
    await Promise.all(tables.map((t) => a.follow(t, () => {})));
    await a.checkAlone();
    for (const [i, table] of tables.entries()) {
      // The check, the follow and the entry race each other, in a different order for each table.
      const check = i % 2 === 0 ? a.checkAlone() : Promise.resolve();
      const follow = b.follow(table, onB.get(table)!.handler);
      if (i % 3 === 0) await follow;
      a.publish(table, entry(i));
      await Promise.all([check, follow]);
      if (i % 2 === 1) await a.checkAlone();
    }
    for (const [i, table] of tables.entries()) {
      const ear = onB.get(table)!;
      await ear.until(() => ear.heard.includes(i));
      expect({ table: i, heard: ear.heard.includes(i) }).toEqual({ table: i, heard: true });
    }
    for (const table of tables) {
      a.unfollow(table);
      b.unfollow(table);
    }
  });

  test("a table's AI claim is held by one instance at a time: renewed by its holder, refused to the other until it runs out", async () => {
    const key = `ai:${randomBytes(8).toString('hex')}`;
    expect(await a.claim(key, 400)).toBe(true);
    expect(await b.claim(key, 400)).toBe(false);
    // The holder claims again (its next decision): renewed, and still refused to the other.
    expect(await a.claim(key, 400)).toBe(true);
    expect(await b.claim(key, 400)).toBe(false);
    // Once the holder stops renewing (gone, or no decision to make), the other gets it.
    let mine = false;
    for (let i = 0; i < 100 && !mine; i++) {
      await sleep(50);
      mine = await b.claim(key, 400);
    }
    expect(mine).toBe(true);
    expect(await a.claim(key, 400)).toBe(false);
  });
});
