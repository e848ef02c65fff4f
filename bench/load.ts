/**
 * Load test of the server (not a test: it prints figures). N tables play whole games at once over loopback
 * WebSockets, easy bots in the AI seats with no AI pause. Most tables have one simulated player; a share of
 * them (`--friends`) have several, who joined through the invite link. It reports the actions per second the
 * server stored (human and AI) and the latency of the human actions: from sending the action to receiving
 * the new state that acknowledges it (stored by then; AI thinking not included). At the end it reads every
 * table's log from the database and checks that each acknowledged action is there, once, at its version.
 *
 *   npm run build && node dist/bench/load.js [--tables 500] [--game mixed|ID] [--think-ms 0] [--friends 0]
 *     [--ramp-ms 0] [--instances 1] [--database postgres://…] [--redis redis://…] [--url http://host:port]
 *     [--challenge 0]
 *
 * `--challenge N` (issue 36): each "table" is one person playing today's daily challenge of the game
 * (docs/challenge.md), started by `POST /api/challenge/today/<game>` on the next instance in turn, against the
 * strong AI, for its first N deals; people play random legal actions, so their deals part ways.
 *
 * `mixed` (the default) gives the tables to the registry's games in turn (ai/registry.ts); an ID puts every
 * table on that game. `--friends 0.25`: a quarter of the tables seat people in every seat but one AI seat
 * (two people in a two-seat game), each person on another instance in turn. `--ramp-ms`: the tables arrive
 * evenly over that time rather than all in the same instant.
 *
 * Without --url it starts `--instances` processes of dist/server/main.js on free ports and measures their CPU
 * time as well: on a fresh SQLite data directory (one instance), or with `--database` (a PostgreSQL URL whose
 * role may create databases: a fresh database is made and dropped) and `--redis`, the scale-out mode
 * (docs/deploy.md). Tables and their people are spread over the instances in turn.
 * Servers given by --url (several: comma-separated, instances of one deployment) must run with
 * CARDAVIA_TABLE_LIMITS=off: every table comes from one address.
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import WebSocket from 'ws';
import { type BenchServer, startServer } from './server.js';
import { games } from '../ai/registry.js';
import { quantile } from '../ai/stats.js';
import type { AnyGame } from '../engine/game.js';

interface Options {
  tables: number;
  /** 'mixed', or a game's id. */
  game: string;
  thinkMs: number;
  url: string | null;
  /** The share of tables with several people. */
  friends: number;
  instances: number;
  database: string | null;
  redis: string | null;
  /** Tables arrive spread evenly over this many milliseconds (0: all at once). */
  rampMs: number;
  /** Each table is a person's daily challenge, played for this many deals (0: ordinary tables). */
  challenge: number;
}

function options(args: string[]): Options {
  const o: Options = {
    tables: 500,
    game: 'mixed',
    thinkMs: 0,
    url: null,
    friends: 0,
    instances: 1,
    database: null,
    redis: null,
    rampMs: 0,
    challenge: 0,
  };
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]];
    if (value === undefined) throw new Error(`${name} needs a value`);
    if (name === '--tables') o.tables = Number(value);
    else if (name === '--game') o.game = value;
    else if (name === '--think-ms') o.thinkMs = Number(value);
    else if (name === '--url') o.url = value;
    else if (name === '--friends') o.friends = Number(value);
    else if (name === '--instances') o.instances = Number(value);
    else if (name === '--database') o.database = value;
    else if (name === '--redis') o.redis = value;
    else if (name === '--ramp-ms') o.rampMs = Number(value);
    else if (name === '--challenge') o.challenge = Number(value);
    else throw new Error(`unknown option ${name}`);
  }
  return o;
}

/** CPU seconds (user + system) a process, or one of its threads, has used, from /proc (Linux). */
function cpuSeconds(pid: number, thread = pid): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
  } catch {
    return null;
  }
}

/** The process's CPU seconds: all threads, and its main thread (the event loop) alone. */
function serverCpu(pid: number): { total: number; mainThread: number } | null {
  let total = 0;
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) total += cpuSeconds(pid, Number(tid)) ?? 0;
  } catch {
    return null;
  }
  const main = cpuSeconds(pid);
  return main === null ? null : { total, mainThread: main };
}

/** One person's acknowledged action: entry `n` of the table's log must be it. */
interface Acked {
  readonly table: string;
  readonly n: number;
  readonly action: string;
}

interface PlayerResult {
  readonly table: string;
  readonly latencies: number[];
  readonly acked: Acked[];
  /** The table's version in the last state he received. */
  readonly entries: number;
  /** Actions refused as STALE: another person of the table (or the AI) moved first. */
  readonly stale: number;
  readonly finished: boolean;
}

/** The human-only parts of a request: the cookie kept, JSON both ways. */
async function call(
  url: string,
  path: string,
  cookie: string | null,
  body?: unknown,
): Promise<{ cookie: string | null; json: Record<string, unknown> }> {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const set = res.headers.get('set-cookie');
  return { cookie: cookie ?? (set ? set.split(';')[0]! : null), json: (await res.json()) as Record<string, unknown> };
}

/** A seeded random in [0, 1) per player. */
function randomOf(seed: number): () => number {
  let random = seed * 2654435761;
  return () => {
    random = (Math.imul(random ^ (random >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return random / 4294967296;
  };
}

/**
 * One person at a table: opens its live connection and plays random legal actions at his turns (and deals
 * the next deal when he may) until the table is finished. `start`: he is the creator and starts the table
 * once everyone is connected (`ready`).
 */
function person(
  url: string,
  table: string,
  cookie: string,
  thinkMs: number,
  seed: number,
  start: Promise<void> | null,
  connected: () => void,
  /** Leave once this many deals are over (a challenge's first deals), or null: play to the end. */
  deals: number | null = null,
): Promise<PlayerResult> {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/tables/${table}/live`, { headers: { cookie } });
  const latencies: number[] = [];
  const acked: Acked[] = [];
  let seq = 0;
  let stale = 0;
  const sent = new Map<number, { at: number; n: number; action: string }>();
  let acted = -1;
  const next = randomOf(seed);
  const send = (action: string, version: number) => {
    sent.set(++seq, { at: performance.now(), n: version, action });
    ws.send(JSON.stringify({ type: 'act', id: seq, action, version }));
  };
  return new Promise((resolve, reject) => {
    let first = true;
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      if (m.type === 'error') {
        // Two people may both deal the next deal, or act as the AI stands in: the second is STALE.
        if (m.error.code === 'STALE' && sent.delete(m.id)) return void stale++;
        return reject(new Error(JSON.stringify(m.error)));
      }
      if (m.type !== 'state') return;
      if (first) {
        first = false;
        connected();
        if (start) void start.then(() => send('start', 0));
      }
      // The state that acknowledges our action (it carries our id): the action is stored by then.
      const mine = m.ack !== undefined ? sent.get(m.ack) : undefined;
      if (mine) {
        sent.delete(m.ack);
        latencies.push(performance.now() - mine.at);
        acked.push({ table, n: mine.n, action: mine.action });
      }
      if (m.status === 'finished' || (deals !== null && m.status === 'between' && m.deal + 1 >= deals)) {
        ws.close();
        return resolve({ table, latencies, acked, entries: m.version, stale, finished: true });
      }
      if (m.version <= acted || !(m.yourTurn || m.canContinue)) return;
      acted = m.version;
      // Moves go in their string form (`play:HA`, `bid:pass`), as the site sends them.
      const action = m.canContinue ? 'continue' : m.legal[Math.floor(next() * m.legal.length)].text;
      if (thinkMs > 0) setTimeout(() => send(action, m.version), thinkMs * (0.5 + next()));
      else send(action, m.version);
    });
    ws.on('error', reject);
    // A connection the server closed before the table finished: said, rather than waited for in vain.
    ws.on('close', (code, reason) =>
      reject(new Error(`table ${table}: connection closed (${code} ${reason.toString()}) after version ${acted}`)),
    );
  });
}

/**
 * One table. With friends: every seat but the last is a person's (both seats in a two-seat game), each person
 * on the next instance in turn; else one person and easy bots. A game whose rules never end a session (a score
 * sheet, with a sessionDeals option) plays two deals; the others play a session as their rules end it.
 */
async function table(
  urls: readonly string[],
  game: AnyGame,
  friends: boolean,
  thinkMs: number,
  index: number,
): Promise<PlayerResult[]> {
  const people = friends ? Math.max(2, game.seats - 1) : 1;
  const seats = Array.from({ length: game.seats }, (_, s) => (s === 0 ? 'human' : s < people ? 'invite' : 'easy'));
  const url = (k: number) => urls[(index + k) % urls.length]!;
  const body = {
    game: game.id,
    seats,
    ...(game.options.sessionDeals !== null ? { sessionDeals: 2 } : {}),
    aiDelayMs: 0,
  };
  const made = await call(url(0), '/api/tables', null, body);
  const id = (made.json.table as { id: string }).id;
  const cookies = [made.cookie!];
  if (friends) {
    const { token } = (await call(url(0), `/api/tables/${id}/invite`, made.cookie)).json as { token: string };
    for (let k = 1; k < people; k++) cookies.push((await call(url(k), `/api/join/${token}`, null)).cookie!);
  }
  // The creator starts once everyone is connected (a table without friends has started already).
  let left = people;
  let ready!: () => void;
  const everyone = new Promise<void>((resolve) => (ready = resolve));
  const connected = () => {
    if (--left === 0) ready();
  };
  return Promise.all(
    cookies.map((cookie, k) =>
      person(url(k), id, cookie, thinkMs, index * 8 + k + 1, friends && k === 0 ? everyone : null, connected),
    ),
  );
}

/** One person's daily challenge of the game (issue 36), on the instance `index` picks, for its first `deals`. */
async function challenger(
  urls: readonly string[],
  game: AnyGame,
  thinkMs: number,
  index: number,
  deals: number,
): Promise<PlayerResult[]> {
  const url = urls[index % urls.length]!;
  const made = await call(url, `/api/challenge/today/${game.id}`, null);
  const id = (made.json.table as { id: string }).id;
  return [await person(url, id, made.cookie!, thinkMs, index * 8 + 1, null, () => {}, deals)];
}

/** Each game's field today and the deals its people finished, from the standings (the first 100 lines). */
async function challengeFields(url: string, chosen: readonly AnyGame[]): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {};
  for (const game of chosen) {
    const res = await fetch(`${url}/api/challenge/today/${game.id}/standings`);
    const body = (await res.json()) as { field: number; standings: { deals: number }[] };
    const deals = body.standings.map((s) => s.deals);
    fields[game.id] = { field: body.field, dealsOfTheFirst100: { min: Math.min(...deals), max: Math.max(...deals) } };
  }
  return fields;
}

/** Where the log is read back from at the end: the instances' one database. */
type LogReader = (
  tables: readonly string[],
) => Promise<Map<string, { n: number; kind: string; move: string | null }[]>>;

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  const chosen = o.game === 'mixed' ? games : games.filter((g) => g.id === o.game);
  if (chosen.length === 0) throw new Error(`no game "${o.game}": ${games.map((g) => g.id).join(', ')}`);
  if (o.url !== null) return run(o, chosen, o.url.split(','), [], null);
  const database = o.database === null ? null : await freshDatabase(o.database);
  const env = {
    CARDAVIA_AI_DELAY_MS: '0',
    CARDAVIA_WRITES_PER_MINUTE: '1000000',
    CARDAVIA_WS_PER_SECOND: '100000',
    // Hundreds of tables from one address in seconds: the limits on making tables would refuse them.
    CARDAVIA_TABLE_LIMITS: 'off',
    CARDAVIA_ANALYSE_DEALS: 'off',
    CARDAVIA_AI_THREADS: '1',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(o.redis ? { REDIS_URL: o.redis } : {}),
  };
  const servers: BenchServer[] = [];
  try {
    for (let i = 0; i < o.instances; i++) servers.push(await startServer('load', env));
    const reader: LogReader = database ? database.read : sqliteReader(servers[0]!.dir);
    await run(
      o,
      chosen,
      servers.map((s) => s.url),
      servers.map((s) => s.child.pid!),
      reader,
    );
  } finally {
    // Stop the servers this script started, whatever happened (a refused action, a crash): none left behind.
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
      rmSync(server.dir, { recursive: true, force: true });
    }
    await database?.drop();
  }
}

/** The embedded database's log, read once the run is over (WAL: a reader beside the server is fine). */
function sqliteReader(dir: string): LogReader {
  return async (tables) => {
    const db = new Database(join(dir, 'cardavia.sqlite'), { readonly: true });
    try {
      const select = db.prepare('SELECT n, kind, move FROM log WHERE table_id = ? ORDER BY n');
      return new Map(tables.map((t) => [t, select.all(t) as { n: number; kind: string; move: string | null }[]]));
    } finally {
      db.close();
    }
  };
}

/** A database of its own on the given server, dropped at the end, and the reader of its log. */
async function freshDatabase(adminUrl: string) {
  const name = `cardavia_load_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const read: LogReader = async (tables) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ table_id: string; n: number; kind: string; move: string | null }>(
        'SELECT table_id, n, kind, move FROM log WHERE table_id = ANY($1) ORDER BY table_id, n',
        [tables],
      );
      const logs = new Map(tables.map((t) => [t, [] as { n: number; kind: string; move: string | null }[]]));
      for (const r of rows) logs.get(r.table_id)!.push({ n: Number(r.n), kind: r.kind, move: r.move });
      return logs;
    } finally {
      await client.end();
    }
  };
  return { url, read, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Every acknowledged action must be in its table's log at its version (none lost); the log has as many
 * entries as the table's last version, numbered without gap (none twice).
 */
async function checkLogs(results: readonly PlayerResult[], read: LogReader) {
  const byTable = new Map<string, PlayerResult[]>();
  for (const r of results) byTable.set(r.table, [...(byTable.get(r.table) ?? []), r]);
  const logs = await read([...byTable.keys()]);
  let lost = 0;
  let duplicated = 0;
  for (const [t, players] of byTable) {
    const log = logs.get(t) ?? [];
    const version = Math.max(...players.map((p) => p.entries));
    if (log.length !== version || log.some((e, i) => e.n !== i)) duplicated++;
    for (const a of players.flatMap((p) => p.acked)) {
      const e = log[a.n];
      const same = e && (e.kind === 'act' ? e.move === a.action : e.kind === a.action);
      if (!same) lost++;
    }
  }
  return { tables: byTable.size, lostActions: lost, tablesWithWrongLog: duplicated };
}

/** Plays every table to its end and prints the figures; `pids` are the servers' when this script started them. */
async function run(
  o: Options,
  chosen: readonly AnyGame[],
  urls: readonly string[],
  pids: readonly number[],
  read: LogReader | null,
): Promise<void> {
  const cpu = () => pids.map(serverCpu);
  const cpuBefore = cpu();
  const clientBefore = process.cpuUsage();
  const start = performance.now();
  const friendsEvery = o.friends > 0 ? Math.round(1 / o.friends) : 0;
  const tables = Array.from({ length: o.tables }, (_, i) => chosen[i % chosen.length]!);
  const results = (
    await Promise.all(
      tables.map(async (g, i) => {
        await new Promise((r) => setTimeout(r, (o.rampMs * i) / o.tables));
        if (o.challenge > 0) return challenger(urls, g, o.thinkMs, i + 1, o.challenge);
        return table(urls, g, friendsEvery > 0 && i % friendsEvery === 0, o.thinkMs, i + 1);
      }),
    )
  ).flat();
  const seconds = (performance.now() - start) / 1000;
  const cpuAfter = cpu();
  const client = process.cpuUsage(clientBefore);
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  // A table's entries once: the highest version any of its people saw.
  const versions = new Map<string, number>();
  for (const r of results) versions.set(r.table, Math.max(versions.get(r.table) ?? 0, r.entries));
  const entries = [...versions.values()].reduce((s, v) => s + v, 0);
  const round = (x: number) => Math.round(x * 100) / 100;
  const spent = (pick: (c: { total: number; mainThread: number }) => number) =>
    cpuBefore.every((c) => c) && cpuAfter.every((c) => c)
      ? round(cpuAfter.reduce((s, c, i) => s + pick(c!) - pick(cpuBefore[i]!), 0))
      : null;
  const doc = {
    tables: o.tables,
    game: o.game,
    thinkMs: o.thinkMs,
    rampMs: o.rampMs,
    ...(o.challenge > 0 ? { challengeDeals: o.challenge } : {}),
    friendsTables: friendsEvery > 0 ? Math.ceil(o.tables / friendsEvery) : 0,
    people: results.length,
    instances: urls.length,
    store: o.database ? 'postgresql' : 'sqlite',
    bus: o.redis ? 'redis' : 'memory',
    cores: availableParallelism(),
    finished: new Set(results.filter((r) => r.finished).map((r) => r.table)).size,
    seconds: round(seconds),
    actions: entries,
    actionsPerSecond: Math.round(entries / seconds),
    humanActions: latencies.length,
    staleRefusals: results.reduce((s, r) => s + r.stale, 0),
    humanLatencyMs: {
      p50: round(quantile(latencies, 0.5)),
      p95: round(quantile(latencies, 0.95)),
      p99: round(quantile(latencies, 0.99)),
      max: round(latencies[latencies.length - 1] ?? 0),
    },
    cpuSeconds: {
      servers: spent((c) => c.total),
      serversEventLoops: spent((c) => c.mainThread),
      loadClient: round((client.user + client.system) / 1e6),
    },
    log: read ? await checkLogs(results, read) : null,
    // Each person's finished deals are in the day's standings, whichever instance stored them.
    ...(o.challenge > 0 ? { challengeFields: await challengeFields(urls[0]!, chosen) } : {}),
    loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  };
  process.stdout.write(JSON.stringify(doc, null, 2) + '\n');
}

await main();
