/**
 * Helpers for the server's tests and the load script: a server on a free port with a fresh database, and
 * clients that keep their player cookie, speak REST and hold a live WebSocket.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { botFor } from '../ai/index.js';
import type { AiRunner } from './ai-pool.js';
import { buildServer, type Server } from './app.js';
import type { Config } from './config.js';
import type { Tables } from './tables.js';
import type { SeatState } from './views.js';

/** The bots in this thread: the AiRunner shape without a pool, for tests of the tables without a server. */
export const inlineBots: AiRunner = {
  decide: async (t) => ({ action: botFor(t.game, t.level)(t.view, t.legal, t.seed), ms: 0 }),
  close: async () => {},
};

/**
 * Waits until the human may act or continue (the inline bots answer within a few turns of the event loop; a
 * pool behind analyses takes longer). Gives up after `timeoutMs`: a bound on the wall clock, loose enough for a
 * busy machine, where 200 polls (under half a second) were not always.
 */
export async function humanTurn(tables: Tables, id: string, player: string, timeoutMs = 20_000): Promise<SeatState> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const s = (await tables.info(id, player)).state!;
    if (s.yourTurn || s.canContinue) return s;
    if (Date.now() > deadline) throw new Error('no turn');
    await new Promise((r) => setTimeout(r, 2));
  }
}

export interface TestServer extends Server {
  readonly url: string;
  readonly dataDir: string;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'cardavia-')),
    webDir: join(tmpdir(), 'cardavia-no-site'),
    aiDelayMs: 0,
    aiThreads: 1,
    logLevel: 'silent',
    writesPerMinute: 100_000,
    wsMessagesPerSecond: 100_000,
    syncMode: 'NORMAL',
    idleUnloadMs: 60_000,
    trustProxy: false,
    // Tests make many tables from one address; server/security.test.ts sets limits of its own.
    tableLimits: null,
    // The analysis of every finished deal runs in the pool behind the play: few worlds keep tests quick.
    analysisSamples: 4,
    // Tests that play many fast deals would wait on the analyses behind them: on where a test needs them.
    analyseDeals: false,
    databaseUrl: null,
    redisUrl: null,
    pgPoolSize: 4,
    commitGatherMs: null,
    ...overrides,
  };
}

export async function startServer(overrides: Partial<Config> = {}, ai?: AiRunner): Promise<TestServer> {
  const config = testConfig(overrides);
  const server = await buildServer(config, ai);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return {
    ...server,
    url: `http://127.0.0.1:${port}`,
    dataDir: config.dataDir,
    async close() {
      await server.app.close();
      if (!overrides.dataDir) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export interface Reply<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

/** A browser stand-in: one player cookie, kept from the first answer on. */
export class Client {
  cookie: string | null = null;
  constructor(readonly url: string) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async request<T = any>(method: string, path: string, body?: unknown, raw?: string): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined || raw !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.url + path, {
      method,
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const set = res.headers.get('set-cookie');
    if (set && !this.cookie) this.cookie = set.split(';')[0]!;
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }

  live(tableId: string): Promise<Live> {
    return Live.open(this.url.replace(/^http/, 'ws') + `/api/tables/${tableId}/live`, this.cookie);
  }

  /** The table's live connection in versioned events (`?events=1`): a snapshot, then an event per change. */
  events(tableId: string): Promise<Live> {
    return Live.open(this.url.replace(/^http/, 'ws') + `/api/tables/${tableId}/live?events=1`, this.cookie);
  }

  /** Makes a table of the game with these seats (the AI without its pause) and returns its id. */
  async table(game: string, seats: readonly string[]): Promise<string> {
    const made = await this.post('/api/tables', { game, seats, aiDelayMs: 0 });
    if (made.status !== 201) throw new Error(`no table: ${made.status} ${JSON.stringify(made.body)}`);
    return made.body.table.id as string;
  }

  /** A spectator's live connection through a watch link. */
  watch(token: string): Promise<Live> {
    return Live.open(this.url.replace(/^http/, 'ws') + `/api/watch/${token}/live`, this.cookie);
  }
}

/**
 * A table of the game with these seats made by a new client on `urls[0]`, whose invited seats friends took
 * through its invite link, the friend of seat i on `urls[i % urls.length]` (one instance, or several): the
 * clients by seat, undefined for the AI's seats.
 */
export async function friendsTable(
  game: string,
  seats: readonly string[],
  urls: readonly string[],
): Promise<{ id: string; clients: (Client | undefined)[] }> {
  const creator = new Client(urls[0]!);
  const id = await creator.table(game, seats);
  const token = (await creator.post(`/api/tables/${id}/invite`)).body.token as string;
  const clients: (Client | undefined)[] = [creator];
  for (let seat = 1; seat < seats.length; seat++) {
    if (seats[seat] !== 'invite') {
      clients.push(undefined);
      continue;
    }
    const friend = new Client(urls[seat % urls.length]!);
    const joined = await friend.post(`/api/join/${token}`);
    if (joined.body?.seat !== seat) throw new Error(`seat ${seat} not taken: ${JSON.stringify(joined.body)}`);
    clients.push(friend);
  }
  return { id, clients };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Message = any;

/** A live connection that queues what the server pushes, with waiting by predicate. */
export class Live {
  readonly messages: Message[] = [];
  /** The raw text of every message, as sent. */
  readonly raw: string[] = [];
  private waiters: { test: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  private seen = 0;
  closed = false;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const m = JSON.parse(text);
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(m)) return true;
        w.resolve(m);
        return false;
      });
    });
    socket.on('close', () => (this.closed = true));
  }

  static open(url: string, cookie: string | null): Promise<Live> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers: cookie ? { cookie } : {} });
      const live = new Live(socket);
      socket.once('open', () => resolve(live));
      socket.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () =>
          reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode, body })),
        );
      });
      socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message (after those already taken) that passes the test. */
  next(test: (m: Message) => boolean = () => true, timeoutMs = 10_000): Promise<Message> {
    for (; this.seen < this.messages.length;) {
      const m = this.messages[this.seen++];
      if (test(m)) return Promise.resolve(m);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such message in time')), timeoutMs);
      this.waiters.push({
        test: (m) => {
          this.seen = this.messages.length;
          return test(m);
        },
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** The latest state message once the server has said everything it has to say. */
  latestState(): Message | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) if (this.messages[i].type === 'state') return this.messages[i];
    return undefined;
  }

  close(): void {
    this.socket.close();
  }
}

/** Chooses the human's action from a state message: a legal action's text. */
export type Chooser = (state: Message) => string | number;

export const randomChooser =
  (random: () => number = Math.random): Chooser =>
  (state) =>
    state.legal[Math.floor(random() * state.legal.length)].text;

/**
 * How long playOut waits in all before it calls the table stuck: a guard against a hang, never a measure of speed
 * (a whole Belote match to 1000 on loaded shared cores takes well over a minute; the test's own timeout comes first).
 */
const PLAY_OUT_GUARD_MS = 240_000;

/**
 * Plays the human seat over the live connection until the table is finished (continuing after every deal, when it
 * is the table's creator's: a friend's seat waits for him), and returns the final state message.
 */
export async function playOut(live: Live, choose: Chooser, timeoutMs = PLAY_OUT_GUARD_MS): Promise<Message> {
  const deadline = Date.now() + timeoutMs;
  let acted = -1;
  for (;;) {
    const m = await live.next((x) => x.type === 'state' || x.type === 'error', deadline - Date.now());
    if (m.type === 'error') throw new Error(`the server refused: ${JSON.stringify(m.error)}`);
    if (m !== live.latestState()) continue; // a newer state is already queued
    if (m.status === 'finished') return m;
    if (m.version <= acted) continue;
    if (m.canContinue && m.owner) {
      acted = m.version;
      live.send({ type: 'act', action: 'continue', version: m.version });
    } else if (m.yourTurn) {
      acted = m.version;
      live.send({ type: 'act', action: choose(m), version: m.version });
    }
  }
}

/** A seeded random number in [0, 1), for tests that must repeat. */
/**
 * A finished deal's review once its analysis is stored: asked again while the server says it is pending (the
 * pool analyses it when the review is first asked for). The test's own timeout bounds the wait; between two
 * asks the server is left a moment to work, not timed.
 */
export async function analysedReview(client: Client, path: string): Promise<Message> {
  for (;;) {
    const r = await client.get(path);
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    if (!(r.body as Message).pending) return r.body;
    await new Promise((resolve) => setTimeout(resolve, ASK_AGAIN_AFTER_MS));
  }
}
/** How long a test leaves the server between two asks for a pending review. */
const ASK_AGAIN_AFTER_MS = 50;

export function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A server process (dist/server/main.js) started by a test. */
export interface Proc {
  readonly url: string;
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

const MAIN = new URL('../dist/server/main.js', import.meta.url).pathname;

/** Starts the built server on a free port (PORT=0) and reads the port from its log. */
export function startProcess(dataDir: string, env: Record<string, string> = {}): Promise<Proc> {
  if (!existsSync(MAIN)) throw new Error('dist/server/main.js is missing: run `npm run build` first');
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      CARDAVIA_DATA: dataDir,
      CARDAVIA_AI_THREADS: '1',
      CARDAVIA_WEB: join(dataDir, 'no-site'),
      CARDAVIA_WS_PER_SECOND: '10000',
      CARDAVIA_WRITES_PER_MINUTE: '100000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${out}`)), 20_000);
    const read = (d: Buffer) => {
      out += d.toString();
      const m = /cardavia listening on port (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${m[1]}`, child, output: () => out, exited });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    // A process ended by a signal has no code: the signal says what ended it.
    void exited.then((code) => reject(new Error(`the server exited (${code ?? child.signalCode}): ${out}`)));
  });
}

/** Kills a server process outright, as a crash would. */
export async function killProcess(p: Proc): Promise<void> {
  p.child.kill('SIGKILL');
  await p.exited;
}

/**
 * Plays one seat's first legal action at its every turn while the AI plays the other (an absent friend's)
 * seat, until the deal is over; returns the last state.
 */
export async function playAlone(live: Live, from: Message, timeoutMs = 20_000): Promise<Message> {
  let state = from;
  for (let ownMoves = 0; state.status === 'playing' && ownMoves < 40;) {
    if (state.yourTurn) {
      live.send({ type: 'act', action: state.legal[0].text, version: state.version });
      ownMoves++;
    }
    state = await live.next((m) => m.type === 'state' && m.version > state.version, timeoutMs);
  }
  return state;
}

/** Runs `body` on a connection of its own to the PostgreSQL at `url` (a test's own database made or dropped). */
export async function onPostgres<T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}
