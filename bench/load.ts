/**
 * Load test of the server (not a test: it prints figures). N simulated players, each on its own table
 * against easy bots with no AI pause, play whole games at once over loopback WebSockets. It reports the
 * actions per second the server stored (human and AI) and the latency of the human actions: from sending
 * the action to receiving the new state that acknowledges it (stored by then; AI thinking not included).
 *
 *   npm run build && node dist/bench/load.js [--tables 500] [--game mixed|ID] [--think-ms 0] [--url http://host:port]
 *
 * `mixed` (the default) gives the tables to the registry's games in turn (ai/registry.ts); an ID puts every
 * table on that game.
 *
 * Without --url it starts dist/server/main.js on a free port with a fresh data directory and measures the
 * server process's CPU time as well.
 * A server given by --url must run with CARDAVIA_TABLE_LIMITS=off: every table comes from one address.
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import WebSocket from 'ws';
import { startServer } from './server.js';
import { games } from '../ai/registry.js';
import { quantile } from '../ai/stats.js';
import type { AnyGame } from '../engine/game.js';

interface Options {
  tables: number;
  /** 'mixed', or a game's id. */
  game: string;
  thinkMs: number;
  url: string | null;
}

function options(args: string[]): Options {
  const o: Options = { tables: 500, game: 'mixed', thinkMs: 0, url: null };
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]];
    if (value === undefined) throw new Error(`${name} needs a value`);
    if (name === '--tables') o.tables = Number(value);
    else if (name === '--game') o.game = value;
    else if (name === '--think-ms') o.thinkMs = Number(value);
    else if (name === '--url') o.url = value;
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

interface PlayerResult {
  latencies: number[];
  entries: number;
  finished: boolean;
}

/** One simulated player: creates a table, opens its live connection, plays random legal actions to the end. */
async function player(url: string, game: AnyGame, thinkMs: number, index: number): Promise<PlayerResult> {
  // The human in the first seat, easy bots in the others. A game whose rules never end a session (a score
  // sheet, with a sessionDeals option) plays two deals; the others play a session as their rules end it.
  const body = {
    game: game.id,
    seats: ['human', ...Array.from({ length: game.seats - 1 }, () => 'easy')],
    ...(game.options.sessionDeals !== null ? { sessionDeals: 2 } : {}),
    aiDelayMs: 0,
  };
  const res = await fetch(url + '/api/tables', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  const { table } = (await res.json()) as { table: { id: string } };
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/tables/${table.id}/live`, { headers: { cookie } });
  const latencies: number[] = [];
  let seq = 0;
  let pending: { id: number; at: number } | null = null;
  let acted = -1;
  let random = index * 2654435761;
  const next = () => {
    random = (Math.imul(random ^ (random >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return random / 4294967296;
  };
  return new Promise((resolve, reject) => {
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString());
      if (m.type === 'error') return reject(new Error(JSON.stringify(m.error)));
      if (m.type !== 'state') return;
      // The state that acknowledges our action (it carries our id): the action is stored by then.
      if (pending && m.ack === pending.id) {
        latencies.push(performance.now() - pending.at);
        pending = null;
      }
      if (m.status === 'finished') {
        ws.close();
        return resolve({ latencies, entries: m.version, finished: true });
      }
      if (m.version <= acted || !(m.yourTurn || m.canContinue)) return;
      acted = m.version;
      // Moves go in their string form (`play:HA`, `bid:pass`), as the site sends them.
      const action = m.canContinue ? 'continue' : m.legal[Math.floor(next() * m.legal.length)].text;
      const send = () => {
        pending = { id: ++seq, at: performance.now() };
        ws.send(JSON.stringify({ type: 'act', id: seq, action, version: m.version }));
      };
      if (thinkMs > 0) setTimeout(send, thinkMs * (0.5 + next()));
      else send();
    });
    ws.on('error', reject);
  });
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  const chosen = o.game === 'mixed' ? games : games.filter((g) => g.id === o.game);
  if (chosen.length === 0) throw new Error(`no game "${o.game}": ${games.map((g) => g.id).join(', ')}`);
  const server =
    o.url === null
      ? await startServer('load', {
          CARDAVIA_AI_DELAY_MS: '0',
          CARDAVIA_WRITES_PER_MINUTE: '1000000',
          CARDAVIA_WS_PER_SECOND: '100000',
          // Hundreds of tables from one address in seconds: the limits on making tables would refuse them.
          CARDAVIA_TABLE_LIMITS: 'off',
        })
      : null;
  try {
    await run(o, chosen, o.url ?? server!.url, server?.child.pid ?? null);
  } finally {
    // Stop the server this script started, whatever happened (a refused action, a crash): no server left behind.
    if (server) {
      server.child.kill('SIGTERM');
      await new Promise((r) => server.child.once('exit', r));
      rmSync(server.dir, { recursive: true, force: true });
    }
  }
}

/** Plays every table to its end and prints the figures; `pid` is the server's when this script started it. */
async function run(o: Options, chosen: readonly AnyGame[], url: string, pid: number | null): Promise<void> {
  const cpuBefore = pid !== null ? serverCpu(pid) : null;
  const clientBefore = process.cpuUsage();
  const start = performance.now();
  const tables = Array.from({ length: o.tables }, (_, i) => chosen[i % chosen.length]!);
  const results = await Promise.all(tables.map((g, i) => player(url, g, o.thinkMs, i + 1)));
  const seconds = (performance.now() - start) / 1000;
  const cpuAfter = pid !== null ? serverCpu(pid) : null;
  const client = process.cpuUsage(clientBefore);
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const entries = results.reduce((s, r) => s + r.entries, 0);
  const round = (x: number) => Math.round(x * 100) / 100;
  const doc = {
    tables: o.tables,
    game: o.game,
    thinkMs: o.thinkMs,
    cores: availableParallelism(),
    finished: results.filter((r) => r.finished).length,
    seconds: round(seconds),
    actions: entries,
    actionsPerSecond: Math.round(entries / seconds),
    humanActions: latencies.length,
    humanLatencyMs: {
      p50: round(quantile(latencies, 0.5)),
      p95: round(quantile(latencies, 0.95)),
      p99: round(quantile(latencies, 0.99)),
      max: round(latencies[latencies.length - 1] ?? 0),
    },
    cpuSeconds: {
      server: cpuBefore && cpuAfter ? round(cpuAfter.total - cpuBefore.total) : null,
      serverEventLoop: cpuBefore && cpuAfter ? round(cpuAfter.mainThread - cpuBefore.mainThread) : null,
      loadClient: round((client.user + client.system) / 1e6),
    },
    loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
  };
  process.stdout.write(JSON.stringify(doc, null, 2) + '\n');
}

await main();
