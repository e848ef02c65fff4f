/**
 * Tables with friends (issue 16, docs/server.md "Playing with friends"): seats for friends chosen at creation,
 * the creator's revocable invite link, friends taking seats with identities of their own, the waiting room,
 * the start (empty invited seats become the AI at the table's level), display names shown to the table only,
 * and a whole Schafkopf deal played by two people and two AI players, each receiving only his own seat.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { pino } from 'pino';
import { LocalBus } from './bus.js';
import { type ClockTables, follow, tablesOnFakeClock } from './clock.testing.js';
import type { CreateTableBody } from './protocol.js';
import { Tables } from './tables.js';
import { Client, type Live, type Message, type TestServer, inlineBots, startServer } from './testing.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const FRIENDS = { game: 'schafkopf', seats: ['human', 'invite', 'invite', 'strong'], level: 'easy', aiDelayMs: 0 };

/** A table of FRIENDS made by a new creator, and its invite link. */
async function invitingTable(body: object = FRIENDS) {
  const creator = new Client(server.url);
  const made = await creator.post('/api/tables', body);
  expect(made.status).toBe(201);
  const id = made.body.table.id as string;
  const invite = await creator.post(`/api/tables/${id}/invite`);
  expect(invite.status).toBe(200);
  return { creator, id, token: invite.body.token as string, made: made.body };
}

describe('a table with seats for friends', () => {
  test('waits for its creator, who alone may start it; nothing can be played before', async () => {
    const { creator, id, made } = await invitingTable();
    expect(made.table.status).toBe('waiting');
    expect(made.table.level).toBe('easy');
    expect(made.state.status).toBe('waiting');
    expect(made.state.canStart).toBe(true);
    expect(made.state.owner).toBe(true);
    expect(made.state.yourTurn).toBe(false);
    expect(made.state.players.map((p: Message) => [p.kind, p.taken, p.you])).toEqual([
      ['human', true, true],
      ['invite', false, false],
      ['invite', false, false],
      ['strong', false, false],
    ]);
    const early = await creator.post(`/api/tables/${id}/actions`, { action: 'continue', version: 0 });
    expect([early.status, early.body.error.code]).toEqual([409, 'NOT_STARTED']);
  });

  test('the invite link is the creator’s, the same until revoked, and a revoked link opens nothing', async () => {
    const { creator, id, token } = await invitingTable();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await creator.post(`/api/tables/${id}/invite`)).body.token).toBe(token);
    const stranger = new Client(server.url);
    expect((await stranger.post(`/api/tables/${id}/invite`)).status).toBe(403);
    expect((await stranger.request('DELETE', `/api/tables/${id}/invite`)).status).toBe(403);
    expect((await creator.request('DELETE', `/api/tables/${id}/invite`)).body).toEqual({ revoked: true });
    expect((await stranger.get(`/api/join/${token}`)).status).toBe(404);
    expect((await stranger.post(`/api/join/${token}`)).status).toBe(404);
    const again = (await creator.post(`/api/tables/${id}/invite`)).body.token;
    expect(again).not.toBe(token);
  });

  test('friends take the invited seats in turn with identities of their own; then the table is full', async () => {
    const { id, token } = await invitingTable();
    const preview = await new Client(server.url).get(`/api/join/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body.table.id).toBe(id);
    expect(preview.body.seat).toBeNull();
    expect(JSON.stringify(preview.body)).not.toMatch(/owner|player/);
    const anna = new Client(server.url);
    const first = await anna.post(`/api/join/${token}`);
    expect(first.body).toEqual({ table: id, seat: 1 });
    expect(anna.cookie).toMatch(/^cardavia_player=/);
    expect((await anna.post(`/api/join/${token}`)).body).toEqual({ table: id, seat: 1 });
    expect((await new Client(server.url).post(`/api/join/${token}`)).body.seat).toBe(2);
    const late = await new Client(server.url).post(`/api/join/${token}`);
    expect([late.status, late.body.error.code]).toEqual([409, 'TABLE_FULL']);
    expect((await anna.get(`/api/join/${token}`)).body.seat).toBe(1);
  });

  test('a friend may neither start nor end the table; starting seats the AI at the table’s level in empty seats', async () => {
    // A long pause keeps the AI seats from moving while the test looks at the table's first versions.
    const { creator, id, token } = await invitingTable({ ...FRIENDS, aiDelayMs: 10_000 });
    const anna = new Client(server.url);
    await anna.post(`/api/join/${token}`);
    for (const action of ['start', 'end']) {
      const r = await anna.post(`/api/tables/${id}/actions`, { action, version: 0 });
      expect([r.status, r.body.error.code]).toEqual([403, 'FORBIDDEN']);
    }
    const started = await creator.post(`/api/tables/${id}/actions`, { action: 'start', version: 0 });
    expect(started.status).toBe(200);
    expect(started.body.state.status).toBe('playing');
    expect(started.body.state.players.map((p: Message) => p.kind)).toEqual(['human', 'human', 'easy', 'strong']);
    const info = await new Client(server.url).get(`/api/tables/${id}`);
    expect(info.body.table.seats).toEqual(['human', 'human', 'easy', 'strong']);
    expect(info.body.state).toBeNull();
    const late = await new Client(server.url).post(`/api/join/${token}`);
    expect([late.status, late.body.error.code]).toEqual([409, 'ALREADY_STARTED']);
    const twice = await creator.post(`/api/tables/${id}/actions`, { action: 'start', version: 1 });
    expect(twice.body.error.code).toBe('ALREADY_STARTED');
  });

  test('a table without invited seats starts at once, as before', async () => {
    const made = await new Client(server.url).post('/api/tables', { game: 'schafkopf', aiDelayMs: 0 });
    expect(made.body.table.status).toBe('playing');
    expect(made.body.state.canStart).toBe(false);
  });
});

describe('display names', () => {
  test('are checked, shown to the table’s players, and never to someone who only holds the link', async () => {
    const { creator, id, token } = await invitingTable();
    const anna = new Client(server.url);
    await anna.post(`/api/join/${token}`);
    for (const bad of ['', '   ', 'x'.repeat(25), '<script>', 'a\u0000b', 'http://x.y']) {
      const r = await anna.request('PUT', '/api/me/name', { name: bad });
      expect([bad, r.status]).toEqual([bad, 400]);
    }
    expect((await anna.request('PUT', '/api/me/name', { name: '  Anna  Huber ' })).body).toEqual({
      name: 'Anna Huber',
    });
    expect((await anna.get(`/api/join/${token}`)).body.name).toBe('Anna Huber');
    expect((await creator.request('PUT', '/api/me/name', { name: 'Sepp' })).body.name).toBe('Sepp');
    expect((await anna.get('/api/me')).body.name).toBe('Anna Huber');
    const seen = (await creator.get(`/api/tables/${id}`)).body.state.players.map((p: Message) => p.name);
    expect(seen).toEqual(['Sepp', 'Anna Huber', null, null]);
    const outsider = JSON.stringify((await new Client(server.url).get(`/api/join/${token}`)).body);
    expect(outsider).not.toContain('Anna');
    expect(outsider).not.toContain('Sepp');
    expect(JSON.stringify((await new Client(server.url).get(`/api/tables/${id}`)).body)).not.toContain('Sepp');
    expect((await anna.request('PUT', '/api/me/name', { name: null })).body).toEqual({ name: null });
  });
});

/** Plays a person's seat over its live connection until the deal is over, a STALE `continue` being harmless. */
async function playSeat(live: Live, deadline: number): Promise<Message> {
  let acted = -1;
  for (;;) {
    const m = await live.next((x) => x.type === 'state' || x.type === 'error', deadline - Date.now());
    if (m.type === 'error') throw new Error(`the server refused: ${JSON.stringify(m.error)}`);
    if (m !== live.latestState()) continue;
    if (m.status === 'between' || m.status === 'finished') return m;
    if (m.yourTurn && m.version > acted) {
      acted = m.version;
      live.send({ type: 'act', action: m.legal[0].text, version: m.version });
    }
  }
}

describe('two people and two AI players at one Schafkopf table', () => {
  test('play a whole deal, each receiving his own hand and never another seat’s', async () => {
    const { creator, id, token } = await invitingTable({
      game: 'schafkopf',
      seats: ['human', 'invite', 'invite', 'normal'],
      level: 'easy',
      aiDelayMs: 0,
    });
    const anna = new Client(server.url);
    await anna.post(`/api/join/${token}`);
    const [mine, hers] = [await creator.live(id), await anna.live(id)];
    const waiting = await hers.next((m) => m.type === 'state');
    expect([waiting.seat, waiting.status, waiting.owner, waiting.canStart]).toEqual([1, 'waiting', false, false]);
    creator.post(`/api/tables/${id}/actions`, { action: 'start', version: 0 });
    const deadline = Date.now() + 60_000;
    const [a, b] = await Promise.all([playSeat(mine, deadline), playSeat(hers, deadline)]);
    expect([a.status, b.status]).toEqual(['between', 'between']);
    expect([a.seat, b.seat]).toEqual([0, 1]);
    const deal = a.lastDeal;
    expect(deal.hands[0]).toEqual(
      mine.messages
        .find((m) => m.type === 'state' && m.status === 'playing')!
        .view.hand.toSorted((x: number, y: number) => x - y),
    );
    // While the deal was played, no state sent to one seat held a card of another seat's hand still unplayed.
    const played = (m: Message) => new Set(m.view.tricks.flatMap((t: Message) => t.cards).concat(m.view.trick.cards));
    for (const [live, seat] of [
      [mine, 0],
      [hers, 1],
    ] as const) {
      for (const m of live.messages.filter((x) => x.type === 'state' && x.status === 'playing')) {
        const seen = JSON.stringify(m.view.hand);
        const others = deal.hands.flatMap((h: number[], s: number) => (s === seat ? [] : h));
        const shown = played(m);
        for (const card of others) if (!shown.has(card)) expect(m.view.hand).not.toContain(card);
        expect(seen).toBe(JSON.stringify(m.view.hand));
      }
    }
    // Both reviews are each one's own seat.
    expect((await creator.get(`/api/tables/${id}/deals/0/review`)).body.seat).toBe(0);
    expect((await anna.get(`/api/tables/${id}/deals/0/review`)).body.seat).toBe(1);
    // Either person may deal the next deal; the listings show the table to both, each with his seat.
    const listed = (await anna.get('/api/me/games')).body.games.find((g: Message) => g.id === id);
    expect(listed.humanSeat).toBe(1);
    mine.close();
    hers.close();
  });
});

/** A started table of the creator and one friend (seat 1), both connected; Schnapsen keeps deals short. */
async function twoFriends(extra: object = {}) {
  const { creator, id, token } = await invitingTable({
    game: 'schnapsen',
    seats: ['human', 'invite'],
    aiDelayMs: 0,
    ...extra,
  });
  const anna = new Client(server.url);
  await anna.post(`/api/join/${token}`);
  const [mine, hers] = [await creator.live(id), await anna.live(id)];
  await creator.post(`/api/tables/${id}/actions`, { action: 'start', version: 0 });
  await mine.next((m) => m.type === 'state' && m.status === 'playing');
  await hers.next((m) => m.type === 'state' && m.status === 'playing');
  return { creator, anna, id, mine, hers };
}

/**
 * `twoFriends` on the fake clock (clock.testing.ts), without HTTP: the creator ('creator') and his friend
 * ('anna', seat 1) follow their seats from the start, as their live connections would.
 */
async function twoFriendsOnFakeClock(clock: ClockTables, extra: Partial<CreateTableBody>) {
  const { tables } = clock;
  const body: CreateTableBody = { game: 'schnapsen', seats: ['human', 'invite'], aiDelayMs: 0, ...extra };
  const { id } = (await tables.create('creator', body)).table;
  await tables.join((await tables.invite(id, 'creator')).token, 'anna');
  const seats = [await follow(tables, id, 'creator'), await follow(tables, id, 'anna')] as const;
  await tables.act(id, 'creator', 'start', 0);
  await clock.settle();
  return { tables, id, seats };
}

describe('presence', () => {
  test('everyone sees who is connected; a friend who leaves keeps his seat', async () => {
    const { id, mine, hers } = await twoFriends();
    const both = mine.latestState();
    expect(both.players.map((p: Message) => p.connected)).toEqual([true, true]);
    hers.close();
    const after = await mine.next((m) => m.type === 'state' && m.players[1].connected === false);
    expect(after.players[1]).toMatchObject({ taken: true, away: false });
    expect(after.players[0].connected).toBe(true);
    const info = await new Client(server.url).get(`/api/tables/${id}`);
    expect(info.body.table.seats).toEqual(['human', 'human']);
    mine.close();
  });

  test('after exactly the grace period the AI plays for the absent friend, who takes his seat back at his next turn', async () => {
    const clock = tablesOnFakeClock();
    try {
      const { tables, id, seats } = await twoFriendsOnFakeClock(clock, { graceSeconds: 1 });
      const [mine, hers] = seats;
      hers.stop();
      await clock.settle();
      expect(mine.latest().players[1]).toMatchObject({ connected: false, away: false });
      await clock.advance(999);
      expect(mine.latest().players[1]!.away).toBe(false);
      await clock.advance(1);
      expect(mine.latest().players[1]).toMatchObject({ connected: false, away: true });
      // With seat 1 away the creator plays alone: every time seat 1 is to move, the AI moves for it at once.
      for (let s = mine.latest(); s.status === 'playing'; s = mine.latest()) {
        expect(s.yourTurn).toBe(true);
        await tables.act(id, 'creator', s.legal[0]!.text, s.version);
        await clock.settle();
      }
      // Back: the seat is his again, and nobody plays it for him.
      const back = await follow(tables, id, 'anna');
      expect(back.latest().players[1]).toMatchObject({ connected: true, away: false, you: true });
      back.stop();
      mine.stop();
    } finally {
      await clock.close();
    }
  });

  test('the moves the AI makes for an absent friend are stored as its own, read back so after a reload, and listed to her when she is back until she moves herself', async () => {
    const clock = tablesOnFakeClock();
    let reloaded: Tables | null = null;
    try {
      const { tables, id, seats } = await twoFriendsOnFakeClock(clock, { graceSeconds: 1 });
      const [mine, hers] = seats;
      hers.stop();
      await clock.advance(1_000);
      expect(mine.latest().players[1]!.away).toBe(true);
      const standInRows = async () =>
        (await clock.store.log(id)).filter((r) => r.kind === 'act' && r.seat === 1 && r.standIn === true);
      // The creator plays on until the AI has moved twice for seat 1.
      for (let s = mine.latest(); (await standInRows()).length < 2 && s.phase !== 'over'; s = mine.latest()) {
        await tables.act(id, 'creator', s.legal[0]!.text, s.version);
        await clock.settle();
      }
      const log = await clock.store.log(id);
      const acts = log.filter((r) => r.kind === 'act');
      // Every move of seat 1 is the stand-in's, and marked; none of the creator's is.
      expect(acts.filter((r) => r.seat === 1).length).toBeGreaterThanOrEqual(2);
      for (const r of acts) expect(r.standIn === true).toBe(r.seat === 1);
      const played = acts.filter((r) => r.seat === 1).map((r) => r.move);
      // Read back from the store by another instance of the tables: the marks survive the replay.
      reloaded = new Tables(
        clock.store,
        new LocalBus(),
        inlineBots,
        { aiDelayMs: 0, idleUnloadMs: 3_600_000, analyseDeals: false },
        pino({ level: 'silent' }),
      );
      const back = await follow(reloaded, id, 'anna');
      const told = back.latest().standIn!;
      expect(told.flatMap((d) => d.moves.map((m) => m.text))).toEqual(played);
      expect(told.at(-1)).toMatchObject({ deal: back.latest().deal, view: null });
      // The creator is told nothing of the kind: the AI made none of his moves.
      const his = await follow(reloaded, id, 'creator');
      expect(his.latest().standIn).toEqual([]);
      // Once she makes a move of her own, the list is empty.
      expect(back.latest().phase).not.toBe('over');
      for (let c = his.latest(); !back.latest().yourTurn; c = his.latest()) {
        await reloaded.act(id, 'creator', c.legal[0]!.text, c.version);
        await clock.settle();
      }
      const s = back.latest();
      await reloaded.act(id, 'anna', s.legal[0]!.text, s.version);
      await clock.settle();
      expect(back.latest().standIn).toEqual([]);
      expect((await clock.store.log(id)).at(-1)).not.toHaveProperty('standIn');
      his.stop();
      back.stop();
      mine.stop();
    } finally {
      reloaded?.close();
      await clock.close();
    }
  });

  test('a turn clock gives the person to move exactly its seconds; then the AI makes that one move for him, at once', async () => {
    const clock = tablesOnFakeClock();
    try {
      // The longest pause between moves, longer than the clock: a move the clock forces is late already and comes
      // without it.
      const { id, seats } = await twoFriendsOnFakeClock(clock, { turnSeconds: 5, aiDelayMs: 10_000 });
      const started = Date.now();
      const mover = seats.find((seat) => seat.latest().yourTurn)!;
      const waiting = mover.latest();
      // Both people see whose clock it is and when it runs out.
      for (const seat of seats) expect(seat.latest().clock).toEqual({ seat: waiting.seat, deadline: started + 5_000 });
      await clock.advance(4_999);
      expect(mover.latest().version).toBe(waiting.version);
      await clock.advance(1);
      // Nobody acted: the one new entry is the move the AI made for him when his clock ran out.
      const moved = mover.latest();
      expect(moved.version).toBe(waiting.version + 1);
      expect((await clock.store.log(id)).at(-1)).toMatchObject({
        kind: 'act',
        seat: waiting.seat,
        at: started + 5_000,
      });
      // The next person to move has his own clock, from that move on.
      expect(moved.clock).toEqual({ seat: moved.toMove, deadline: started + 10_000 });
      for (const seat of seats) seat.stop();
    } finally {
      await clock.close();
    }
  });
});

describe('a turn clock at a table of one person', () => {
  test('starts when he connects at his turn, though nobody was connected when it came', async () => {
    const clock = tablesOnFakeClock();
    try {
      const { tables } = clock;
      // Who leads depends on the dealer, drawn with the table: tables are made until the person leads.
      let id = '';
      for (let i = 0; i < 40 && id === ''; i++) {
        const made = await tables.create('alone', { game: 'schnapsen', seats: ['human', 'easy'], turnSeconds: 5 });
        if (made.state.yourTurn) id = made.table.id;
      }
      expect(id).not.toBe('');
      await clock.settle();
      const connectedAt = Date.now();
      const seat = await follow(tables, id, 'alone');
      const waiting = seat.latest();
      expect(waiting.clock).toEqual({ seat: waiting.seat, deadline: connectedAt + 5_000 });
      await clock.advance(5_000);
      // His time ran out: the AI made that one move for him.
      expect(seat.latest().version).toBeGreaterThan(waiting.version);
      expect((await clock.store.log(id)).find((e) => e.kind === 'act')).toMatchObject({ seat: waiting.seat });
      seat.stop();
    } finally {
      await clock.close();
    }
  });
});

describe('quick reactions', () => {
  test('go to everyone at the table, from a fixed set, at most one every two seconds', async () => {
    const { mine, hers } = await twoFriends();
    // The date stands still unless the test moves it (timers stay real): on a busy machine the second reaction
    // could otherwise come two seconds after the first, and go through.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      hers.send({ type: 'react', reaction: 'well-played', id: 1 });
      const seen = await mine.next((m) => m.type === 'reaction');
      expect(seen).toMatchObject({ type: 'reaction', seat: 1, reaction: 'well-played', at: Date.now() });
      expect(Object.keys(seen).sort()).toEqual(['at', 'reaction', 'seat', 'type']);
      await hers.next((m) => m.type === 'reaction');
      hers.send({ type: 'react', reaction: 'thanks', id: 2 });
      const refused = await hers.next((m) => m.type === 'error' || m.type === 'reaction');
      expect(refused).toMatchObject({ type: 'error', id: 2, error: { code: 'RATE_LIMITED' } });
      vi.setSystemTime(Date.now() + 2_000);
      hers.send({ type: 'react', reaction: 'thanks', id: 3 });
      expect(await mine.next((m) => m.type === 'reaction')).toMatchObject({ seat: 1, reaction: 'thanks' });
      mine.send({ type: 'react', reaction: 'you are bad', id: 4 });
      expect((await mine.next((m) => m.type === 'error')).error.code).toBe('BAD_REQUEST');
    } finally {
      vi.useRealTimers();
    }
    mine.close();
    hers.close();
  });
});

describe('spectators', () => {
  test('a table that allows them has a creator’s watch link; others do not', async () => {
    const { creator, id } = await invitingTable({ ...FRIENDS, spectators: true });
    const watch = await creator.post(`/api/tables/${id}/watch`);
    expect(watch.body.path).toBe(`/watch/${watch.body.token}`);
    expect((await new Client(server.url).post(`/api/tables/${id}/watch`)).status).toBe(403);
    const closed = await invitingTable();
    const refused = await closed.creator.post(`/api/tables/${closed.id}/watch`);
    expect([refused.status, refused.body.error.code]).toEqual([403, 'FORBIDDEN']);
  });

  test('see the public state by the link alone: no hand, no names, nothing to do, the table named by the token', async () => {
    const { creator, anna, id, mine, hers } = await twoFriends({ spectators: true });
    await anna.request('PUT', '/api/me/name', { name: 'Anna' });
    const { token } = (await creator.post(`/api/tables/${id}/watch`)).body;
    const visitor = new Client(server.url);
    const seen = await visitor.get(`/api/watch/${token}`);
    expect(seen.status).toBe(200);
    expect(seen.body.table.id).toBe(token);
    const s = seen.body.state;
    expect([s.spectator, s.seat, s.view.hand, s.legal, s.refused, s.canEnd, s.owner]).toEqual([
      true,
      -1,
      [],
      [],
      [],
      false,
      false,
    ]);
    expect(s.view.handSizes).toEqual([5, 5]);
    expect(JSON.stringify(seen.body)).not.toContain('Anna');
    expect(JSON.stringify(seen.body)).not.toContain(id);
    expect(visitor.cookie).toBeNull();
    // Live: the states as the people play, their reactions; a spectator can neither act nor react.
    const watching = await visitor.watch(token);
    const first = await watching.next((m) => m.type === 'state');
    const mover = mine.latestState().yourTurn ? mine : hers;
    const turn = mover.latestState();
    mover.send({ type: 'act', action: turn.legal[0].text, version: turn.version });
    const next = await watching.next((m) => m.type === 'state' && m.version > first.version);
    expect(next.view.hand).toEqual([]);
    hers.send({ type: 'react', reaction: 'oops' });
    expect(await watching.next((m) => m.type === 'reaction')).toMatchObject({ seat: 1, reaction: 'oops' });
    watching.send({ type: 'act', action: 'end', version: next.version, id: 'x' });
    expect((await watching.next((m) => m.type === 'error')).error.code).toBe('FORBIDDEN');
    watching.send({ type: 'react', reaction: 'thanks', id: 'y' });
    expect((await watching.next((m) => m.type === 'error')).error.code).toBe('FORBIDDEN');
    // Revoked: the link opens nothing, and its spectators are told.
    await creator.request('DELETE', `/api/tables/${id}/watch`);
    expect((await watching.next((m) => m.type === 'error')).error.code).toBe('NOT_FOUND');
    expect((await visitor.get(`/api/watch/${token}`)).status).toBe(404);
    watching.close();
    mine.close();
    hers.close();
  });
});
