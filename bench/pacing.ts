/**
 * Benchmark (not a test): how late the server's timed moves reach a player on this machine, against the built
 * server (dist/server/main.js) over its live connection. Before issue 28, tests bounded these times on the wall
 * clock (an AI move under 1,500 ms after a 300 ms pause, a clock's deadline more than 3,000 ms away); a busy
 * machine broke the bounds, so the tests now run on a fake clock (server/clock.testing.ts) and the real times
 * are measured here.
 *
 *   npm run build && node dist/bench/pacing.js [tables]      (default 10)
 *
 * - Pacing: `tables` Bohemian Schneider tables, one after the other, each a person and an easy bot with a pause
 *   of 300 ms; the person plays his first legal card at once, six times. For every AI move: the time from the
 *   state before it to the state with it, as the person's connection receives them, less the 300 ms pause.
 * - Turn clock: `tables` Schnapsen tables of two people at once, each with a 5 s clock; nobody moves. For each:
 *   the time from the clock's deadline (the server's) to the state with the move the AI made for the person
 *   whose time ran out, as his connection receives it.
 */
import { rmSync } from 'node:fs';
import { quantile } from '../ai/stats.js';
import { Client, type Live, type Message } from '../server/testing.js';
import { games } from '../ai/registry.js';
import { type BenchServer, startServer } from './server.js';

const PAUSE_MS = 300;
/** A game of two seats from the registry (the timings are the server's, whatever the game). */
const GAME = games.find((g) => g.seats === 2)!.id;
const HUMAN_MOVES = 6;
const TURN_SECONDS = 5;

/** The late ms of each AI move at one paced table. */
async function pacing(url: string): Promise<number[]> {
  const c = new Client(url);
  const made = await c.post('/api/tables', {
    game: GAME,
    seats: ['human', 'easy'],
    aiDelayMs: PAUSE_MS,
  });
  const live = await c.live(made.body.table.id);
  const stamps: { at: number; aiToMove: boolean }[] = [];
  live.socket.on('message', (d) => {
    const m = JSON.parse(d.toString()) as Message;
    if (m.type === 'state') stamps.push({ at: performance.now(), aiToMove: m.status === 'playing' && !m.yourTurn });
  });
  let s = await live.next((m) => m.type === 'state' && m.yourTurn, 30_000);
  for (let i = 0; i < HUMAN_MOVES && !s.canContinue; i++) {
    live.send({ type: 'act', action: s.legal[0].text, version: s.version });
    s = await live.next((m) => m.type === 'state' && (m.yourTurn || m.canContinue), 30_000);
  }
  live.close();
  const late: number[] = [];
  // The first state came on connecting, not after an action: pauses count from the second on.
  for (let i = 2; i < stamps.length; i++) {
    if (stamps[i - 1]!.aiToMove) late.push(stamps[i]!.at - stamps[i - 1]!.at - PAUSE_MS);
  }
  return late;
}

/** The late ms of the move the AI makes when a person's clock runs out, at a table of two people. */
async function turnClock(url: string): Promise<number> {
  const creator = new Client(url);
  const made = await creator.post('/api/tables', {
    game: GAME,
    seats: ['human', 'invite'],
    turnSeconds: TURN_SECONDS,
    aiDelayMs: 0,
  });
  const id = made.body.table.id as string;
  const { token } = (await creator.post(`/api/tables/${id}/invite`)).body;
  const friend = new Client(url);
  await friend.post(`/api/join/${token}`);
  const lives: Live[] = [await creator.live(id), await friend.live(id)];
  await creator.post(`/api/tables/${id}/actions`, { action: 'start', version: 0 });
  const first = await Promise.race(lives.map((l) => l.next((m) => m.type === 'state' && m.yourTurn, 30_000)));
  const mover = lives.find((l) => l.latestState()?.seat === first.seat)!;
  await mover.next((m) => m.type === 'state' && m.version > first.version, 30_000);
  // Date.now(), not performance.now(): the deadline is the server's epoch time, on the same machine.
  const late = Date.now() - first.clock.deadline;
  for (const l of lives) l.close();
  return late;
}

function report(name: string, xs: number[]): void {
  const s = xs.toSorted((a, b) => a - b);
  const f = (x: number) => `${x.toFixed(1)} ms`;
  console.log(
    `| ${name} | ${s.length} | ${f(quantile(s, 0.5))} | ${f(quantile(s, 0.95))} | ${f(s[s.length - 1] ?? 0)} |`,
  );
}

async function main(): Promise<void> {
  const tables = Number(process.argv[2] ?? 10);
  if (!Number.isInteger(tables) || tables < 1) throw new Error('usage: node dist/bench/pacing.js [tables]');
  let server: BenchServer | null = null;
  try {
    server = await startServer('pacing', { CARDAVIA_TABLE_LIMITS: 'off', CARDAVIA_AI_THREADS: '1' });
    const late: number[] = [];
    for (let i = 0; i < tables; i++) late.push(...(await pacing(server.url)));
    const clocks = await Promise.all(Array.from({ length: tables }, () => turnClock(server!.url)));
    console.log(`Node ${process.version}: how late after the pause or the deadline, as a player receives it\n`);
    console.log('| move | count | median | p95 | max |\n|---|---|---|---|---|');
    report(`AI move after a ${PAUSE_MS} ms pause`, late);
    report(`AI move when a ${TURN_SECONDS} s turn clock runs out (${tables} tables at once)`, clocks);
  } finally {
    if (server) {
      const exited = new Promise((resolve) => server!.child.once('exit', resolve));
      server.child.kill();
      await exited;
      rmSync(server.dir, { recursive: true, force: true });
    }
  }
}

await main();
