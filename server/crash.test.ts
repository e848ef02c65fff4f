/**
 * Nothing is lost: the real server process (dist/server/main.js) is killed with SIGKILL at awkward moments
 * and started again on the same data directory; every table must continue exactly where it was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { verifyRecord } from './verify.js';
import {
  Client,
  type Live,
  type Message,
  killProcess as kill,
  mulberry,
  playOut,
  type Proc,
  randomChooser,
  startProcess as startServerProcess,
} from './testing.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function newDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'cardavia-crash-'));
  dirs.push(d);
  return d;
}

/**
 * The built server on `dir`, without the analyses of finished deals (as testConfig's): the bots' moves wait
 * behind them, and whole sessions played with them took more than a test's minute on a busy machine (a
 * Bohemian Schneider match 16 s where it takes 0.6 s without, even on 4 worlds a decision).
 */
const startProcess = (dir: string): Promise<Proc> => startServerProcess(dir, { CARDAVIA_ANALYSE_DEALS: 'off' });

async function turn(c: Client, id: string): Promise<Message> {
  for (let i = 0; i < 1000; i++) {
    const s = (await c.get(`/api/tables/${id}`)).body.state;
    if (s.yourTurn || s.canContinue || s.status === 'finished') return s;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('no turn for the human');
}

/**
 * The first state the connection is sent at `version` or later. It listens to the socket beside the Live's own
 * queue, whose `next` is playOut's alone (a second reader there would take messages from it).
 */
function reached(live: Live, version: number): Promise<Message> {
  return new Promise((resolve) => {
    const check = () => {
      const state = live.latestState();
      if (!state || state.version < version) return;
      live.socket.off('message', check);
      resolve(state);
    };
    live.socket.on('message', check);
    check();
  });
}

/** A client of a restarted server: the same player cookie, a new address. */
const again = (c: Client, url: string): Client => Object.assign(new Client(url), { cookie: c.cookie });

async function finish(c: Client, id: string, seed: number): Promise<Message> {
  const live = await c.live(id);
  const final = await playOut(live, randomChooser(mulberry(seed)));
  live.close();
  const record = (await c.get(`/api/tables/${id}/record`)).body;
  expect(verifyRecord(record).status).toBe(0);
  return final;
}

describe('kill -9 and start again', () => {
  test('tables continue exactly where they were: same state, same log length, and the games complete', async () => {
    const dir = newDir();
    let p = await startProcess(dir);
    const c = new Client(p.url);
    const bodies = [
      { game: 'bohemian-schneider', seats: ['human', 'easy'], aiDelayMs: 0 },
      { game: 'schafkopf', seats: ['easy', 'human', 'easy', 'easy'], sessionDeals: 6, aiDelayMs: 0 },
    ];
    const ids: string[] = [];
    for (const body of bodies) ids.push((await c.post('/api/tables', body)).body.table.id);
    const random = mulberry(9);
    for (const id of ids) {
      for (let i = 0; i < 7; i++) {
        const s = await turn(c, id);
        if (s.status === 'finished') break;
        const action = s.canContinue ? 'continue' : s.legal[Math.floor(random() * s.legal.length)].text;
        const r = await c.post(`/api/tables/${id}/actions`, { action, version: s.version });
        expect(r.status).toBe(200);
      }
    }
    const before = await Promise.all(ids.map((id) => turn(c, id)));
    await kill(p);
    p = await startProcess(dir);
    const c2 = again(c, p.url);
    const after = await Promise.all(ids.map(async (id) => (await c2.get(`/api/tables/${id}`)).body.state));
    expect(after).toEqual(before);
    expect(after.map((s) => s.version)).toEqual(before.map((s) => s.version));
    for (const [i, id] of ids.entries()) expect((await finish(c2, id, 20 + i)).status).toBe('finished');
    await kill(p);
  });

  test('an acknowledged action survives a kill right after its acknowledgement', async () => {
    const dir = newDir();
    let p = await startProcess(dir);
    const c = new Client(p.url);
    const { table } = (
      await c.post('/api/tables', { game: 'bohemian-schneider', seats: ['human', 'easy'], aiDelayMs: 5000 })
    ).body;
    const live = await c.live(table.id);
    let s = await live.next((m) => m.type === 'state');
    // The AI's moves before the human's first turn come 5 s apart, behind the start of the AI's thread: on a
    // busy machine that took more than 15 s.
    if (!s.yourTurn) s = await live.next((m) => m.type === 'state' && m.yourTurn, 45_000);
    live.send({ type: 'act', id: 'last', action: s.legal[0].text, version: s.version });
    const ack = await live.next((m) => m.type === 'state' && m.ack === 'last');
    p.child.kill('SIGKILL'); // at once, no await in between
    await p.exited;
    p = await startProcess(dir);
    const after = (await again(c, p.url).get(`/api/tables/${table.id}`)).body.state;
    expect(after.version).toBe(ack.version);
    expect(after.view.hand).not.toContain(s.legal[0].action);
    await kill(p);
  }, 90_000);

  test('an AI seat that was thinking when the server died thinks again after the restart', async () => {
    const dir = newDir();
    let p = await startProcess(dir);
    let c = new Client(p.url);
    const { table } = (
      await c.post('/api/tables', { game: 'schafkopf', seats: ['human', 'easy', 'easy', 'easy'], aiDelayMs: 800 })
    ).body;
    // The server is killed right after the human's action is acknowledged, while an AI seat pauses before its
    // move. An action that leaves the human to move (or the deal over) has no AI thinking after it: the human
    // acts again. And should the AI's move have come before the kill (the test stalled the whole pause on a busy
    // machine), nothing was thinking at the kill: the test goes on to the human's next turn and tries again.
    for (let attempt = 0; ; attempt++) {
      expect(attempt, 'no kill while an AI seat was thinking').toBeLessThan(10);
      const s = await turn(c, table.id);
      expect(s.status).not.toBe('finished');
      const action = s.canContinue ? 'continue' : s.legal[0].text;
      const r = await c.post(`/api/tables/${table.id}/actions`, { action, version: s.version });
      expect(r.status).toBe(200);
      const mine = r.body.state;
      if (mine.status !== 'playing' || mine.yourTurn) continue;
      await kill(p);
      p = await startProcess(dir);
      c = again(c, p.url);
      const back = (await c.get(`/api/tables/${table.id}`)).body.state;
      if (back.version > mine.version) continue;
      expect(back.version).toBe(mine.version);
      expect(back.status).toBe('playing');
      expect(back.yourTurn).toBe(false);
      expect(back.thinking).toBe(true);
      const live = await c.live(table.id);
      const moved = await live.next((m) => m.type === 'state' && m.version === mine.version + 1, 30_000);
      expect(moved.version).toBe(mine.version + 1);
      live.close();
      break;
    }
    await kill(p);
  });

  test('killed at random moments while four games are played at full speed: every table comes back whole', async () => {
    const dir = newDir();
    let p = await startProcess(dir);
    const c = new Client(p.url);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const body =
        i % 2 === 0
          ? { game: 'bohemian-schneider', seats: ['human', 'easy'], aiDelayMs: 0 }
          : { game: 'schafkopf', seats: ['human', 'easy', 'easy', 'easy'], sessionDeals: 2, aiDelayMs: 0 };
      ids.push((await c.post('/api/tables', body)).body.table.id);
    }
    const random = mulberry(77);
    for (let round = 0; round < 3; round++) {
      const lives = await Promise.all(ids.map((id) => again(c, p.url).live(id)));
      // Each table a random few moves on from where this round finds it: the kill comes as the first of them
      // gets there, so every round kills in the middle of play. (A random sleep did that only while the analyses
      // slowed the play down: without them, the sessions were over before the second round.)
      const targets = await Promise.all(
        lives.map(async (live) => (await reached(live, 0)).version + 1 + Math.floor(random() * 8)),
      );
      const killed = Promise.race(lives.map((live, i) => reached(live, targets[i]!)));
      // Play until the kill; a game that finishes early just stops.
      lives.forEach((live, i) => void playOut(live, randomChooser(mulberry(round * 10 + i))).catch(() => undefined));
      await killed;
      const seen = lives.map((l) => l.latestState()?.version ?? -1);
      await kill(p);
      p = await startProcess(dir);
      const c2 = again(c, p.url);
      for (const [i, id] of ids.entries()) {
        const s = (await c2.get(`/api/tables/${id}`)).body.state;
        // Everything a client saw was stored: the table is at least there, never behind.
        expect(s.version).toBeGreaterThanOrEqual(seen[i]!);
      }
    }
    const c3 = again(c, p.url);
    for (const [i, id] of ids.entries()) expect((await finish(c3, id, 40 + i)).status).toBe('finished');
    await kill(p);
  });

  test('SIGTERM shuts down gracefully with status 0', async () => {
    const p = await startProcess(newDir());
    const c = new Client(p.url);
    const { table } = (await c.post('/api/tables', { game: 'bohemian-schneider', seats: ['human', 'easy'] })).body;
    const live = await c.live(table.id);
    await live.next();
    const closed = new Promise((r) => live.socket.once('close', r));
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    await closed;
    expect(p.output()).toMatch(/shutting down/);
  });
});
