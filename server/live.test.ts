import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { formatCard } from '../engine/cards.js';
import { schafkopf } from '../engine/schafkopf/index.js';
import { type AiRunner, type AiTask, AiPool } from './ai-pool.js';
import { follow, tablesOnFakeClock } from './clock.testing.js';
import { Client, Live, type Message, type TestServer, inlineBots, startServer } from './testing.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const SCHNEIDER = { game: 'bohemian-schneider', seats: ['human', 'easy'], aiDelayMs: 0 };
const SLOW_SCHNEIDER = { ...SCHNEIDER, aiDelayMs: 10_000 };

async function table(client: Client, body: unknown = SCHNEIDER): Promise<Message> {
  const r = await client.post('/api/tables', body);
  expect(r.status).toBe(201);
  return r.body;
}

const refusal = (url: string, cookie: string | null): Promise<{ status: number; body: string }> =>
  Live.open(url, cookie).then(
    (live) => {
      live.close();
      throw new Error('the connection was opened');
    },
    (e: { status: number; body: string }) => e,
  );

describe('opening the live connection', () => {
  test('the holder gets the current state at once, the same as GET', async () => {
    const c = new Client(server.url);
    const { table: t } = await table(c, SLOW_SCHNEIDER);
    const live = await c.live(t.id);
    const first = await live.next();
    expect(first.type).toBe('state');
    expect(first).toEqual((await c.get(`/api/tables/${t.id}`)).body.state);
    live.close();
  });

  test('anyone but the holder is refused before the upgrade: 403, 404, 400', async () => {
    const c = new Client(server.url);
    const { table: t } = await table(c, SLOW_SCHNEIDER);
    const url = (id: string) => `${server.url.replace('http', 'ws')}/api/tables/${id}/live`;
    const stranger = new Client(server.url);
    await stranger.get('/api/me');
    let r = await refusal(url(t.id), stranger.cookie);
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body).error.code).toBe('FORBIDDEN');
    r = await refusal(url(t.id), null);
    expect(r.status).toBe(403);
    r = await refusal(url('D'.repeat(22)), c.cookie);
    expect([r.status, JSON.parse(r.body).error.code]).toEqual([404, 'NOT_FOUND']);
    r = await refusal(url('bad'), c.cookie);
    expect([r.status, JSON.parse(r.body).error.code]).toEqual([400, 'BAD_REQUEST']);
  });

  test("a page of another site cannot open the holder's connection (Origin is checked)", async () => {
    const c = new Client(server.url);
    const { table: t } = await table(c, SLOW_SCHNEIDER);
    const url = `${server.url.replace('http', 'ws')}/api/tables/${t.id}/live`;
    const open = (origin: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url, { headers: { cookie: c.cookie!, origin } });
        ws.once('open', () => {
          ws.close();
          resolve(101);
        });
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode!));
      });
    expect(await open('https://evil.example')).toBe(403);
    expect(await open(server.url)).toBe(101);
  });

  test('a reconnecting client gets the current view at once', async () => {
    const c = new Client(server.url);
    const { table: t } = await table(c, SLOW_SCHNEIDER);
    let live = await c.live(t.id);
    let s = await live.next();
    if (s.yourTurn) {
      live.send({ type: 'act', action: s.legal[0].text, version: s.version, id: 1 });
      s = await live.next((m) => m.type === 'state');
    }
    live.close();
    live = await c.live(t.id);
    const again = await live.next();
    expect(again.version).toBe(s.version);
    expect(again.view).toEqual(s.view);
    live.close();
  });
});

describe('messages', () => {
  test("act: stored, then pushed to every connection of the holder; the sender's copy carries ack: id", async () => {
    const c = new Client(server.url);
    const { table: t } = await table(c);
    const a = await c.live(t.id);
    const b = await c.live(t.id);
    let s = await a.next((m) => m.type === 'state' && (m.yourTurn || m.canContinue));
    await b.next((m) => m.type === 'state' && m.version === s.version);
    a.send({ type: 'act', id: 'x1', action: s.legal[0].text, version: s.version });
    const ack = await a.next((m) => m.type === 'state' && m.version === s.version + 1);
    expect(ack.ack).toBe('x1');
    const pushed = await b.next((m) => m.type === 'state' && m.version === s.version + 1);
    expect(pushed.ack).toBeUndefined();
    const { ack: _ack, ...same } = ack;
    expect(pushed).toEqual(same);
    expect(pushed.view.tricks.length + pushed.view.trick.cards.length).toBeGreaterThan(0);
    // The acknowledged state may already be the holder's turn (he won the trick and leads): no other state comes.
    s = ack.yourTurn ? ack : await a.next((m) => m.type === 'state' && m.yourTurn);
    a.send({ type: 'act', id: 2, action: s.legal[0].text, version: s.version });
    expect((await a.next((m) => m.type === 'state' && m.version === s.version + 1)).ack).toBe(2);
    a.close();
    b.close();
  });

  test('every change is pushed: the versions a client sees go up one by one', async () => {
    const c = new Client(server.url);
    const { table: t } = await table(c);
    const live = await c.live(t.id);
    let s = await live.next((m) => m.type === 'state' && m.yourTurn);
    for (let i = 0; i < 6; i++) {
      live.send({ type: 'act', action: s.legal[0].text, version: s.version });
      s = await live.next((m) => m.type === 'state' && (m.yourTurn || m.canContinue));
    }
    const versions = live.messages.filter((m) => m.type === 'state').map((m) => m.version);
    for (let i = 1; i < versions.length; i++) expect(versions[i]).toBe(versions[i - 1] + 1);
    live.close();
  });

  test('sync and ping', async () => {
    const c = new Client(server.url);
    const { table: t } = await table(c, SLOW_SCHNEIDER);
    const live = await c.live(t.id);
    const first = await live.next();
    live.send({ type: 'ping', id: 'p' });
    expect(await live.next()).toEqual({ type: 'pong', id: 'p' });
    live.send({ type: 'sync' });
    expect(await live.next()).toEqual(first);
    live.close();
  });

  test('bad messages get a clear error and change nothing', async () => {
    const c = new Client(server.url);
    const { table: t } = await table(c, SLOW_SCHNEIDER);
    const live = await c.live(t.id);
    let s = await live.next();
    if (s.yourTurn) {
      live.send({ type: 'act', action: s.legal[0].text, version: s.version });
      s = await live.next((m) => m.type === 'state');
    }
    const held = `play:${formatCard(t.notation, s.view.hand[0])}`;
    const cases: [unknown, string][] = [
      ['{not json', 'BAD_JSON'],
      [{ type: 'dance' }, 'BAD_REQUEST'],
      [{ type: 'act', action: 'play:AS' }, 'BAD_REQUEST'],
      [{ type: 'act', action: 'fold', version: s.version }, 'BAD_REQUEST'],
      [{ type: 'act', action: held, version: s.version, extra: true }, 'BAD_REQUEST'],
      [{ type: 'act', action: s.view.hand[0], version: s.version }, 'BAD_REQUEST'], // a number, not a move's form
      [{ type: 'act', action: 'play:ZZ', version: s.version }, 'BAD_REQUEST'],
      [{ type: 'act', action: held, version: s.version + 1 }, 'STALE'],
      [{ type: 'act', action: held, version: s.version }, 'NOT_YOUR_TURN'],
      [{ type: 'act', action: 'bid:pass', version: s.version }, 'WRONG_PHASE'],
      [{ type: 'act', action: 'continue', version: s.version }, 'DEAL_IN_PROGRESS'],
    ];
    let n = 0;
    for (const [message, code] of cases) {
      const id = `m${n++}`;
      live.send(typeof message === 'string' ? message : { ...(message as object), id });
      const e = await live.next((m) => m.type === 'error');
      expect(e.error.code, JSON.stringify(message)).toBe(code);
      expect(e.error.message.length).toBeGreaterThan(3);
      if (typeof message !== 'string' && code !== 'BAD_REQUEST') expect(e.id).toBe(id);
    }
    live.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await live.next((m) => m.type === 'error')).error.code).toBe('BAD_REQUEST');
    live.send({ type: 'sync' });
    const after = await live.next((m) => m.type === 'state');
    expect(after.version).toBe(s.version);
    expect(after.view).toEqual(s.view);
    live.close();
  });

  test('a connection may send a burst of twice its rate, then its rate a second; beyond, RATE_LIMITED', async () => {
    const limited = await startServer({ wsMessagesPerSecond: 2 });
    try {
      const c = new Client(limited.url);
      const { table: t } = await table(c, SLOW_SCHNEIDER);
      const live = await c.live(t.id);
      await live.next();
      // The date stands still unless the test moves it (timers stay real): however slowly a busy machine
      // delivers them, the pings come at one instant, and the count of answers is exact. A connection idle for
      // long has saved up no more than the burst.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 60_000);
      const answers = async (n: number) => {
        const codes: string[] = [];
        while (codes.length < n) {
          const m = await live.next((x) => x.type === 'pong' || x.type === 'error');
          codes.push(m.type === 'pong' ? 'pong' : m.error.code);
        }
        return codes;
      };
      for (let i = 0; i < 10; i++) live.send({ type: 'ping', id: i });
      expect(await answers(10)).toEqual([...Array(4).fill('pong'), ...Array(6).fill('RATE_LIMITED')]);
      vi.setSystemTime(Date.now() + 500);
      for (let i = 0; i < 2; i++) live.send({ type: 'ping', id: i });
      expect(await answers(2)).toEqual(['pong', 'RATE_LIMITED']);
      live.close();
    } finally {
      vi.useRealTimers();
      await limited.close();
    }
  });

  test('oversized messages close the connection', async () => {
    const c = new Client(server.url);
    const { table: t } = await table(c, SLOW_SCHNEIDER);
    const live = await c.live(t.id);
    await live.next();
    const closed = new Promise<number>((resolve) => live.socket.once('close', (code) => resolve(code)));
    live.send('x'.repeat(20_000));
    expect(await closed).toBe(1009);
  });
});

/** An AI runner that records every task and can make the bots slow. */
class Spy implements AiRunner {
  readonly tasks: AiTask[] = [];
  constructor(
    private readonly inner: AiRunner,
    private readonly thinkMs = 0,
  ) {}
  async decide(task: AiTask) {
    this.tasks.push(task);
    const answer = await this.inner.decide(task);
    if (this.thinkMs > 0) await new Promise((r) => setTimeout(r, this.thinkMs));
    return answer;
  }
  close() {
    return this.inner.close();
  }
}

describe('the AI seats', () => {
  test('a bot gets only its seat view, the legal actions and a decision seed', async () => {
    const spy = new Spy(new AiPool(1));
    const s = await startServer({}, spy);
    try {
      const c = new Client(s.url);
      const { table: t } = await table(c, {
        game: 'schafkopf',
        seats: ['human', 'easy', 'easy', 'easy'],
        aiDelayMs: 0,
      });
      const live = await c.live(t.id);
      let m = await live.next((x) => x.type === 'state' && (x.yourTurn || x.canContinue));
      if (m.yourTurn) live.send({ type: 'act', action: m.legal[0].text, version: m.version });
      m = await live.next((x) => x.type === 'state' && (x.yourTurn || x.canContinue));
      expect(spy.tasks.length).toBeGreaterThan(0);
      const sample = schafkopf.view(
        schafkopf.deal(schafkopf.newSession(schafkopf.defaultRules, 0), [...Array(32).keys()]),
        1,
      );
      for (const task of spy.tasks) {
        expect(Object.keys(task).sort()).toEqual(['game', 'legal', 'level', 'seed', 'view']);
        const view = task.view as { seat: number; hand: number[]; toMove: number };
        expect(view.seat).toBe(view.toMove);
        expect(view.seat).not.toBe(0);
        expect(Object.keys(view).sort()).toEqual(Object.keys(sample).sort());
        expect(view.hand.length).toBe((task.view as { handSizes: number[] }).handSizes[view.seat]);
        expect(task.seed).toMatch(/^[0-9a-f]{32}$/);
        expect(task.legal.length).toBeGreaterThan(0);
      }
      live.close();
    } finally {
      await s.close();
    }
  });

  /**
   * Plays three human moves and the AI's answers at a table paced `aiDelayMs` on the fake clock
   * (clock.testing.ts), and gives each AI move's distance in time from the state before it. On the fake clock
   * the distances are exact, where a wall clock on a busy machine could only bound them (the real ones are
   * measured by bench/pacing.ts).
   */
  async function aiGaps(runner: AiRunner, aiDelayMs: number): Promise<number[]> {
    const clock = tablesOnFakeClock(runner);
    try {
      const { table: t } = await clock.tables.create('p', { ...SCHNEIDER, seats: ['human', 'easy'], aiDelayMs });
      const seat = await follow(clock.tables, t.id, 'p');
      await clock.settle();
      // Until the AI has answered the third: the clock moves on only while an AI seat is to move.
      for (let moves = 0; ;) {
        const s = seat.latest();
        expect(s.status).toBe('playing');
        if (!s.yourTurn) await clock.next();
        else if (moves++ < 3) {
          await clock.tables.act(t.id, 'p', s.legal[0]!.text, s.version);
          await clock.settle();
        } else break;
      }
      seat.stop();
      const gaps: number[] = [];
      // The first state came on connecting, not after an action: pauses count from the second on.
      const { pushed } = seat;
      for (let i = 2; i < pushed.length; i++) {
        const before = pushed[i - 1]!.state;
        if (before.status === 'playing' && !before.yourTurn) gaps.push(pushed[i]!.at - pushed[i - 1]!.at);
      }
      return gaps;
    } finally {
      await clock.close();
    }
  }

  test('an AI move comes exactly the pause after the previous action', async () => {
    const gaps = await aiGaps(inlineBots, 300);
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps).toEqual(gaps.map(() => 300));
  });

  test('a bot slower than the pause plays as soon as it has decided, not after another pause', async () => {
    // 500 ms of thinking on the fake clock: the move comes 500 ms after the previous action, not 500 + 200.
    const gaps = await aiGaps(new Spy(inlineBots, 500), 200);
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps).toEqual(gaps.map(() => 500));
  });
});
