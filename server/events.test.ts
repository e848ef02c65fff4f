/**
 * The live connection's versioned events (`?events=1`, docs/server.md "The live connection"): a snapshot on
 * connecting, then events whose patches rebuild exactly the states a whole-state connection is sent; the
 * entry and the acknowledgement on each; a snapshot again when the client reports a gap.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { actionArg } from '../engine/action.js';
import { applyEvent } from '../engine/live.js';
import { readAction } from '../engine/record.js';
import { gameById } from '../engine/games.js';
import { deckById } from '../engine/decks.js';
import {
  Client,
  Live,
  type Message,
  type TestServer,
  inlineBots,
  mulberry,
  playOut,
  randomChooser,
  startServer,
} from './testing.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({}, inlineBots);
});
afterAll(async () => {
  await server.close();
});

const TABLES = {
  schafkopf: { game: 'schafkopf', seats: ['human', 'easy', 'easy', 'easy'], sessionDeals: 2 },
  'bohemian-schneider': { game: 'bohemian-schneider', seats: ['human', 'easy'] },
  schnapsen: { game: 'schnapsen', seats: ['human', 'easy'], rules: { target: 3 } },
  watten: { game: 'watten', seats: ['easy', 'human', 'easy', 'easy'] },
  marias: { game: 'marias', seats: ['easy', 'easy', 'human'], rules: { target: 6 } },
  belote: { game: 'belote', seats: ['easy', 'easy', 'easy', 'human'], rules: { variants: ['annonces'], target: 500 } },
};

const ws = (path: string) => server.url.replace(/^http/, 'ws') + path;
const withEvents = (c: Client, id: string) => Live.open(ws(`/api/tables/${id}/live?events=1`), c.cookie);

async function newTable(c: Client, body: object): Promise<{ id: string; notation: string; game: string }> {
  const r = await c.post('/api/tables', { aiDelayMs: 0, ...body });
  expect(r.status).toBe(201);
  return r.body.table;
}

/** A message without its acknowledgement: the state it says. */
function bare(m: Message): Message {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { ack, ...rest } = m;
  return rest;
}

/** The states a connection holds, one per message: the snapshots as sent, and each event applied. */
function fold(messages: readonly Message[]): Message[] {
  const states: Message[] = [];
  let held: Message | null = null;
  for (const m of messages) {
    if (m.type === 'state') held = bare(m);
    else if (m.type === 'event') {
      expect(held, 'an event before any snapshot').not.toBeNull();
      held = applyEvent(held, m);
      expect(held, `event ${JSON.stringify(m)} does not follow the state held`).not.toBeNull();
    } else continue;
    states.push(held);
  }
  return states;
}

/** Waits until the connection has had a message at `version` saying the table is finished, then a moment more. */
async function finished(live: Live, version: number): Promise<void> {
  await live.next((m) => (m.type === 'state' || m.type === 'event') && m.version === version);
  await new Promise((r) => setTimeout(r, 50));
}

/** `sub`'s items appear in `all` in the same order (each equal to one, later than the one before). */
function expectSubsequence(sub: readonly Message[], all: readonly Message[]): void {
  let i = 0;
  for (const s of sub) {
    while (i < all.length && JSON.stringify(all[i]) !== JSON.stringify(s)) i++;
    expect(i, `state at version ${s.version} is no state a whole-state connection was sent`).toBeLessThan(all.length);
    i++;
  }
}

describe('events rebuild the states', () => {
  test.each(Object.keys(TABLES))(
    '%s: applied to its snapshot, the events give the very states a whole-state connection is sent, in order',
    async (name) => {
      const c = new Client(server.url);
      const t = await newTable(c, TABLES[name as keyof typeof TABLES]);
      const whole = await c.live(t.id);
      const events = await withEvents(c, t.id);
      const final = await playOut(whole, randomChooser(mulberry(7)));
      await finished(events, final.version);
      const states = whole.messages.filter((m) => m.type === 'state').map(bare);
      const rebuilt = fold(events.messages);
      expect(events.messages[0].type).toBe('state');
      expect(events.messages.slice(1).every((m) => m.type === 'event')).toBe(true);
      expectSubsequence(rebuilt, states);
      expect(rebuilt.at(-1)).toEqual(bare(final));
      whole.close();
      events.close();
    },
  );

  test("over a match, the events are a fraction of the whole states' bytes: the growing parts are never sent again", async () => {
    const c = new Client(server.url);
    const t = await newTable(c, TABLES['bohemian-schneider']);
    const whole = await c.live(t.id);
    const events = await withEvents(c, t.id);
    const final = await playOut(whole, randomChooser(mulberry(1)));
    await finished(events, final.version);
    // bench/live-bytes.ts measures the figures; a match of six deals gives about a quarter.
    const bytes = (live: Live) => live.raw.reduce((n, text) => n + Buffer.byteLength(text), 0);
    expect(bytes(events)).toBeLessThan(bytes(whole) / 2);
    whole.close();
    events.close();
  });

  test("each event names its entry, and a card played is one the seat sees after it (on the table, or the deal's cards)", async () => {
    const c = new Client(server.url);
    const t = await newTable(c, TABLES.schafkopf);
    const whole = await c.live(t.id);
    const events = await withEvents(c, t.id);
    const final = await playOut(whole, randomChooser(mulberry(3)));
    await finished(events, final.version);
    const game = gameById(t.game)!;
    const notation = deckById((await c.get(`/api/tables/${t.id}`)).body.table.deck)!.suitSystem;
    const rebuilt = fold(events.messages);
    const entries = events.messages.flatMap((m, i) =>
      m.type === 'event' && m.entry ? [{ m, after: rebuilt[i] }] : [],
    );
    expect(entries.length).toBeGreaterThan(10);
    for (const { m, after } of entries) {
      expect(m.version).toBe(m.from + 1);
      if (!m.entry.action.startsWith('play:')) continue;
      const card = readAction(game, notation, m.entry.action);
      expect(card.ok).toBe(true);
      const seen = [
        ...after.view.trick.cards,
        ...after.view.tricks.flatMap((trick: { cards: number[] }) => trick.cards),
        ...(after.lastDeal?.cards ?? []),
      ];
      expect(seen).toContain(actionArg((card as { value: number }).value));
    }
    whole.close();
    events.close();
  });
});

describe('acting and gaps', () => {
  test("an action's event comes back acknowledged, from the version acted at, naming the seat and the move", async () => {
    const c = new Client(server.url);
    const t = await newTable(c, TABLES['bohemian-schneider']);
    const events = await withEvents(c, t.id);
    const whole = await c.live(t.id);
    const s = await whole.next((m) => m.type === 'state' && m.yourTurn);
    events.send({ type: 'act', id: 'a1', action: s.legal[0].text, version: s.version });
    const acked = await events.next((m) => m.ack === 'a1');
    expect(acked).toMatchObject({ type: 'event', from: s.version, version: s.version + 1 });
    expect(acked.entry).toEqual({ seat: s.seat, action: s.legal[0].text });
    whole.close();
    events.close();
  });

  test('a client that misses a version asks with sync and gets a snapshot, which the events after it patch', async () => {
    const c = new Client(server.url);
    const t = await newTable(c, TABLES['bohemian-schneider']);
    const events = await withEvents(c, t.id);
    const whole = await c.live(t.id);
    // The client's side: the snapshot, then the events as they come, one of them lost on the way.
    let held: Message = bare(await events.next((m) => m.type === 'state'));
    const playing = playOut(whole, randomChooser(mulberry(11)));
    let lost = false;
    let asked = false;
    for (;;) {
      const m = await events.next((x) => x.type === 'event' || x.type === 'state');
      if (m.type === 'state') {
        expect(asked).toBe(true);
        held = bare(m);
        break;
      }
      if (!lost && m.entry !== null) {
        lost = true; // this event never reaches the client
        continue;
      }
      const next = applyEvent(held, m);
      if (next === null) {
        // The next event does not follow the version held: a gap, reported by asking for the state.
        expect(m.from).toBeGreaterThan(held.version);
        events.send({ type: 'sync' });
        asked = true;
      } else if (!asked) held = next;
    }
    const final = await playing;
    await finished(events, final.version);
    const after = events.messages.slice(
      events.messages.findIndex((m) => m.type === 'state' && m !== events.messages[0]),
    );
    expect(fold(after).at(-1)).toEqual(bare(final));
    expect(held.version).toBeGreaterThan(0);
    whole.close();
    events.close();
  });

  test('news at the same version (a friend takes his seat) comes as an event without an entry', async () => {
    const owner = new Client(server.url);
    const t = await newTable(owner, { game: 'bohemian-schneider', seats: ['human', 'invite'] });
    const events = await withEvents(owner, t.id);
    const snapshot = await events.next((m) => m.type === 'state');
    const invite = await owner.post(`/api/tables/${t.id}/invite`);
    const friend = new Client(server.url);
    expect((await friend.post(`/api/join/${invite.body.token}`)).status).toBe(200);
    const news = await events.next((m) => m.type === 'event');
    expect(news).toMatchObject({ from: snapshot.version, version: snapshot.version, entry: null });
    expect(applyEvent(bare(snapshot), news)!.players[1]!.taken).toBe(true);
    events.close();
  });

  test('a connection without events is sent whole states, as before', async () => {
    const c = new Client(server.url);
    const t = await newTable(c, TABLES['bohemian-schneider']);
    const whole = await c.live(t.id);
    const final = await playOut(whole, randomChooser(mulberry(5)));
    expect(whole.messages.every((m) => m.type === 'state' || m.type === 'error')).toBe(true);
    expect(final.status).toBe('finished');
    whole.close();
  });

  test('a live connection with another query is refused before the upgrade', async () => {
    const c = new Client(server.url);
    const t = await newTable(c, TABLES['bohemian-schneider']);
    for (const query of ['events=2', 'events=1&since=3']) {
      await expect(Live.open(ws(`/api/tables/${t.id}/live?${query}`), c.cookie)).rejects.toMatchObject({ status: 400 });
    }
  });
});

describe('spectators', () => {
  test("a spectator's events rebuild the public states a whole-state spectator is sent", async () => {
    const c = new Client(server.url);
    const t = await newTable(c, { ...TABLES.schnapsen, spectators: true });
    const { token } = (await c.post(`/api/tables/${t.id}/watch`)).body;
    const watching = await c.watch(token);
    const events = await Live.open(ws(`/api/watch/${token}/live?events=1`), null);
    const player = await c.live(t.id);
    const final = await playOut(player, randomChooser(mulberry(9)));
    await finished(events, final.version);
    // The whole-state spectator is sent the end too: its own connection, which may be behind the other's.
    await watching.next((m) => m.type === 'state' && m.version === final.version);
    await new Promise((r) => setTimeout(r, 50));
    const rebuilt = fold(events.messages);
    expectSubsequence(rebuilt, watching.messages.filter((m) => m.type === 'state').map(bare));
    expect(rebuilt.at(-1)).toEqual(bare(watching.latestState()));
    expect(rebuilt.at(-1).spectator).toBe(true);
    for (const live of [watching, events, player]) live.close();
  });
});
