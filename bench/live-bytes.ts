/**
 * Bytes a seat's live connection receives per deal (not a test: it prints figures), issue 28 point 8. For
 * each game of the registry (ai/registry.ts) it plays whole tables over the real live path: a server in this
 * process (server/testing.ts, the bots in this thread, no AI pause), every person playing as the easy bot would
 * (seeded) and sending `continue` between deals. Two table shapes: `alone` (one person, the AI in every other
 * seat) and `friends` (two people, the second come through the invite link; the AI in the other seats; a
 * spectator watching).
 *
 * Each person (and the spectator) holds two connections to the same table, opened before the first move: one
 * sent whole states (the protocol before issue 28, `state`), one sent a snapshot and then versioned events
 * (`?events=1`, docs/server.md "The live connection"). Both protocols therefore see the very same deals; the
 * person plays from one of them, the events' connection at odd tables and the states' at even ones, so that
 * each protocol carries the acknowledgements of half the actions. It counts the UTF-8 bytes of every message
 * each connection receives (its first state included) and divides by the deals played.
 *
 *   npm run build && node dist/bench/live-bytes.js [--tables 20] [--seed 1]
 *
 * WebSocket framing (2 to 4 bytes a message) is not counted; the server compresses nothing on the socket.
 */
import { botFor } from '../ai/index.js';
import { games } from '../ai/registry.js';
import type { AnyGame } from '../engine/game.js';
import { applyEvent } from '../engine/live.js';
import { Client, Live, type Message, inlineBots, startServer } from '../server/testing.js';

const PROTOCOLS = ['state', 'events'] as const;
type Protocol = (typeof PROTOCOLS)[number];
type Shape = 'alone' | 'friends';

interface Options {
  tables: number;
  seed: number;
}

function options(args: string[]): Options {
  const o: Options = { tables: 20, seed: 1 };
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]];
    if (value === undefined) throw new Error(`${name} needs a value`);
    if (name === '--tables') o.tables = Number(value);
    else if (name === '--seed') o.seed = Number(value);
    else throw new Error(`unknown option ${name}`);
  }
  return o;
}

/** Turns each message into the seat's state now (null: nothing to act on). */
type Follower = (m: Message) => Message | null;

/** Whole states are the state; events are applied to the snapshot, as the site does (web/src/table/live.svelte.ts). */
function follower(protocol: Protocol): Follower {
  if (protocol === 'state') return (m) => (m.type === 'state' ? m : null);
  let held: Message | null = null;
  return (m) => {
    if (m.type !== 'state' && m.type !== 'event') return null;
    held = m.type === 'state' ? m : held && applyEvent(held, m);
    if (held === null) throw new Error(`an event that does not follow the state held: ${JSON.stringify(m)}`);
    return held;
  };
}

/**
 * A person at the table, playing from one connection: keeps the seat's state as its messages say, and acts at
 * his turn; resolves when the table is finished.
 */
async function play(live: Live, follow: Follower, game: AnyGame, seed: string): Promise<void> {
  const bot = botFor(game.id, 'easy');
  let acted = -1;
  for (;;) {
    const m = await live.next((x) => x.type === 'state' || x.type === 'event' || x.type === 'error', 120_000);
    if (m.type === 'error') {
      // Two people may send `continue` for the same version: the second is STALE, and harmless.
      if (m.error.code === 'STALE') continue;
      throw new Error(`the server refused: ${JSON.stringify(m.error)}`);
    }
    const s = follow(m);
    if (s === null) continue;
    if (s.status === 'finished') return;
    if (s.status === 'waiting' || s.version <= acted) continue;
    if (s.canContinue) {
      acted = s.version;
      live.send({ type: 'act', action: 'continue', version: s.version });
    } else if (s.yourTurn) {
      acted = s.version;
      const legal: { action: number; text: string }[] = s.legal;
      const action = bot(
        s.view,
        legal.map((a) => a.action),
        `${seed}/${s.version}`,
      );
      live.send({ type: 'act', action: legal.find((a) => a.action === action)!.text, version: s.version });
    }
  }
}

/** The seats of a table of `shape` for `game`: people first, the AI (easy, quick) in the others. */
function seatsOf(game: AnyGame, shape: Shape): string[] {
  return Array.from({ length: game.seats }, (_, s) =>
    s === 0 ? 'human' : s === 1 && shape === 'friends' ? 'invite' : 'easy',
  );
}

/** A person's (or the spectator's) two connections, by protocol. */
type Pair = Record<Protocol, Live>;

async function pair(url: string, cookie: string | null): Promise<Pair> {
  const ws = url.replace(/^http/, 'ws');
  return { state: await Live.open(ws, cookie), events: await Live.open(`${ws}?events=1`, cookie) };
}

const bytesOf = (live: Live) => live.raw.reduce((sum, text) => sum + Buffer.byteLength(text), 0);

/** What one table's connections received, by protocol: per person's seat and for the spectator. */
interface Counted {
  deals: number;
  seats: Record<Protocol, { bytes: number; messages: number }[]>;
  spectator: Record<Protocol, number> | null;
}

async function table(url: string, game: AnyGame, shape: Shape, driver: Protocol, seed: number): Promise<Counted> {
  const owner = new Client(url);
  const created = await owner.post('/api/tables', {
    game: game.id,
    seats: seatsOf(game, shape),
    aiDelayMs: 0,
    ...(shape === 'friends' ? { spectators: true } : {}),
  });
  if (created.status !== 201) throw new Error(`cannot create a table: ${JSON.stringify(created.body)}`);
  const id: string = created.body.table.id;
  const people = [owner];
  let spectator: Pair | null = null;
  if (shape === 'friends') {
    const friend = new Client(url);
    const invite = await owner.post(`/api/tables/${id}/invite`);
    await friend.post(`/api/join/${invite.body.token}`);
    people.push(friend);
    const watch = await owner.post(`/api/tables/${id}/watch`);
    spectator = await pair(`${url}/api/watch/${watch.body.token}/live`, null);
  }
  const seats = await Promise.all(people.map((p) => pair(`${url}/api/tables/${id}/live`, p.cookie)));
  // A waiting table is at version 0 until its start.
  if (shape === 'friends') seats[0]![driver].send({ type: 'act', action: 'start', version: 0 });
  await Promise.all(seats.map((s, i) => play(s[driver], follower(driver), game, `${seed}/${i}`)));
  const info = await owner.get(`/api/tables/${id}`);
  // The last pushes (the passive connections', the spectator's) may still be on their way.
  await new Promise((r) => setTimeout(r, 50));
  const counted: Counted = {
    deals: info.body.table.dealsPlayed,
    seats: {
      state: seats.map((s) => ({ bytes: bytesOf(s.state), messages: s.state.raw.length })),
      events: seats.map((s) => ({ bytes: bytesOf(s.events), messages: s.events.raw.length })),
    },
    spectator: spectator && { state: bytesOf(spectator.state), events: bytesOf(spectator.events) },
  };
  for (const s of [...seats, ...(spectator ? [spectator] : [])]) for (const p of PROTOCOLS) s[p].close();
  return counted;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

async function main() {
  const o = options(process.argv.slice(2));
  const server = await startServer({ analyseDeals: false }, inlineBots);
  try {
    console.log(
      '| game | table | deals | state: bytes per deal per seat | events: bytes per deal per seat | events / state |' +
        ' state: messages per deal per seat | events: messages | spectator, state | spectator, events |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const game of games) {
      for (const shape of ['alone', 'friends'] as const) {
        let deals = 0;
        let seatDeals = 0;
        const bytes = { state: 0, events: 0 };
        const messages = { state: 0, events: 0 };
        const watched = { state: 0, events: 0 };
        for (let t = 0; t < o.tables; t++) {
          const c = await table(server.url, game, shape, PROTOCOLS[t % 2]!, o.seed * 1000 + t);
          deals += c.deals;
          seatDeals += c.deals * c.seats.state.length;
          for (const p of PROTOCOLS) {
            for (const s of c.seats[p]) {
              bytes[p] += s.bytes;
              messages[p] += s.messages;
            }
            watched[p] += c.spectator?.[p] ?? 0;
          }
        }
        const watchers = shape === 'friends' ? PROTOCOLS.map((p) => fmt(watched[p] / deals)) : ['', ''];
        const cells = [
          game.id,
          shape,
          deals,
          fmt(bytes.state / seatDeals),
          fmt(bytes.events / seatDeals),
          (bytes.events / bytes.state).toFixed(3),
          (messages.state / seatDeals).toFixed(1),
          (messages.events / seatDeals).toFixed(1),
          ...watchers,
        ];
        console.log(`| ${cells.join(' | ')} |`);
      }
    }
  } finally {
    await server.close();
  }
}

await main();
