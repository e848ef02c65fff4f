import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatCard } from '../engine/cards.js';
import { verifyRecord } from './verify.js';
import { commitmentOf } from './dealing.js';
import { Client, type Message, type TestServer, startServer } from './testing.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const EASY_SCHAFKOPF = { game: 'schafkopf', seats: ['human', 'easy', 'easy', 'easy'], sessionDeals: 2, aiDelayMs: 0 };
const EASY_SCHNEIDER = { game: 'bohemian-schneider', seats: ['human', 'easy'], aiDelayMs: 0 };

/** Polls the table until the human has something to do (act, continue) or the game is over. */
async function turn(client: Client, id: string): Promise<Message> {
  for (let i = 0; i < 500; i++) {
    const r = await client.get(`/api/tables/${id}`);
    const s = r.body.state;
    if (s.yourTurn || s.canContinue || s.status === 'finished') return s;
    await new Promise((res) => setTimeout(res, 10));
  }
  throw new Error('the human never got a turn');
}

async function create(client: Client, body: unknown): Promise<Message> {
  const r = await client.post('/api/tables', body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

/** Sends an action and checks it is refused with that status and code, and that nothing changed. */
async function refused(client: Client, id: string, body: unknown, status: number, code: string): Promise<void> {
  const before = await client.get(`/api/tables/${id}`);
  const r = await client.post(`/api/tables/${id}/actions`, body);
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.body.error.code).toBe(code);
  expect(typeof r.body.error.message).toBe('string');
  const after = await client.get(`/api/tables/${id}`);
  if (before.body.state) {
    expect(after.body.state.version).toBe(before.body.state.version);
    expect(after.body.state.view).toEqual(before.body.state.view);
  }
}

describe('identity', () => {
  test('the first visit gets an HttpOnly, SameSite=Lax player cookie; later visits keep it', async () => {
    const c = new Client(server.url);
    const first = await c.get('/api/me');
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^cardavia_player=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(first.body.new).toBe(true);
    const again = await c.get('/api/me');
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(again.body).toEqual({ player: first.body.player, new: false, name: null });
  });

  test('a forged or malformed cookie is replaced by a new identity', async () => {
    const c = new Client(server.url);
    c.cookie = 'cardavia_player=not-a-token';
    const r = await c.get('/api/me');
    expect(r.body.new).toBe(true);
    expect(r.headers.get('set-cookie')).toMatch(/^cardavia_player=/);
  });
});

describe('GET /api/health, /api/games', () => {
  test('health and the catalogue of games, decks, rules and levels', async () => {
    const c = new Client(server.url);
    expect((await c.get('/api/health')).body).toEqual({ ok: true });
    const { body } = await c.get('/api/games');
    const sk = body.games.find((g: { id: string }) => g.id === 'schafkopf');
    const bs = body.games.find((g: { id: string }) => g.id === 'bohemian-schneider');
    expect(sk).toMatchObject({ seats: 4, defaultDeck: 'vienna-tell', sessionDeals: { default: 8, openEnded: true } });
    expect(sk.decks).toEqual(['vienna-tell', 'munich-bavarian', 'salzburg', 'bolzano-salisburghesi', 'prague']);
    expect(bs).toMatchObject({ seats: 2, defaultDeck: 'paris-piquet', variants: expect.arrayContaining(['trump']) });
    expect(bs.decks).toContain('paris-piquet');
    expect(body.levels).toEqual(['easy', 'normal', 'strong']);
  });

  test("each game's entry is its definition: moves with their choices, default rules, the options schema", async () => {
    const { body } = await new Client(server.url).get('/api/games');
    const sk = body.games.find((g: { id: string }) => g.id === 'schafkopf');
    const bs = body.games.find((g: { id: string }) => g.id === 'bohemian-schneider');
    expect(sk.moves.map((m: { name: string }) => m.name)).toEqual(['play', 'bid']);
    expect(sk.moves[1].choices).toEqual(sk.bids);
    expect(sk.bids).toContain('rufer-E');
    expect(sk.options).toMatchObject({ target: null, sessionDeals: { default: 8, openEnded: true }, variants: [] });
    expect(sk.defaultRules).toEqual({ ruleset: 'cardavia' });
    expect(bs.defaultRules).toEqual({ ruleset: 'cardavia', variants: [], target: 7 });
    expect(bs.options.sessionDeals).toBeNull();
    expect(bs.options.rulesets.map((r: { id: string }) => r.id)).toEqual(bs.rulesets);
    expect(bs.options.variants.map((v: { id: string }) => v.id)).toEqual(bs.variants);
    expect(bs.options.variants[0].label).toMatch(/^table:/); // a message key of the site
    expect(bs.options.target.byVariant.cumulative.default).toBe(50);
    expect(bs.sessionDeals).toBeNull();
  });
});

describe('POST /api/tables', () => {
  test('creates a table: public info with the commitment, never the seed, and the seat state', async () => {
    const c = new Client(server.url);
    const { table, state } = await create(c, { ...EASY_SCHNEIDER, rules: { variants: ['trump'] }, deck: 'prague' });
    expect(table.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(table.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(table.seed).toBeNull();
    expect(table).toMatchObject({
      game: 'bohemian-schneider',
      deck: 'prague',
      notation: 'german',
      rules: { ruleset: 'cardavia', variants: ['trump'], target: 7 },
      seats: ['human', 'easy'],
      humanSeat: 0,
      sessionDeals: null,
      status: 'playing',
    });
    expect(state).toMatchObject({ type: 'state', table: table.id, seat: 0, deal: 0, status: 'playing' });
    expect(state.view.hand).toHaveLength(6);
    expect(JSON.stringify({ table, state })).not.toMatch(/"seed":"[0-9a-f]/);
  });

  test('defaults: Schafkopf with three normal players, 8 deals; the human may take any seat', async () => {
    const c = new Client(server.url);
    const { table } = await create(c, { game: 'schafkopf', aiDelayMs: 0, seats: ['easy', 'easy', 'human', 'easy'] });
    expect(table).toMatchObject({ humanSeat: 2, sessionDeals: 8, deck: 'vienna-tell' });
    const d = await create(c, { game: 'schafkopf', aiDelayMs: 10_000 });
    expect(d.table).toMatchObject({ seats: ['human', 'normal', 'normal', 'normal'], sessionDeals: 8 });
    const open = await create(c, { game: 'schafkopf', sessionDeals: null, aiDelayMs: 0, seats: EASY_SCHAFKOPF.seats });
    expect(open.table.sessionDeals).toBeNull();
  });

  test.each([
    ['no game', {}, 400, 'BAD_REQUEST'],
    ['unknown game', { game: 'chess' }, 400, 'BAD_REQUEST'],
    ['unknown field', { game: 'schafkopf', colour: 'red' }, 400, 'BAD_REQUEST'],
    ['bad level', { game: 'schafkopf', seats: ['human', 'genius', 'easy', 'easy'] }, 400, 'BAD_REQUEST'],
    ['negative delay', { game: 'schafkopf', aiDelayMs: -1 }, 400, 'BAD_REQUEST'],
    ['unknown deck', { game: 'schafkopf', deck: 'tarot' }, 400, 'BAD_REQUEST'],
    ['deck that cannot serve', { game: 'schafkopf', deck: 'paris-piquet' }, 400, 'BAD_OPTIONS'],
    ['seat count', { game: 'schafkopf', seats: ['human', 'easy'] }, 400, 'BAD_OPTIONS'],
    ['two humans', { game: 'bohemian-schneider', seats: ['human', 'human'] }, 400, 'BAD_OPTIONS'],
    ['no human', { game: 'bohemian-schneider', seats: ['easy', 'easy'] }, 400, 'BAD_OPTIONS'],
    ['unknown ruleset', { game: 'bohemian-schneider', rules: { ruleset: 'x' } }, 400, 'BAD_OPTIONS'],
    ['unknown variant', { game: 'bohemian-schneider', rules: { variants: ['x'] } }, 400, 'BAD_OPTIONS'],
    ['variant on Schafkopf', { game: 'schafkopf', rules: { variants: ['trump'] } }, 400, 'BAD_OPTIONS'],
    ['session length on Schneider', { game: 'bohemian-schneider', sessionDeals: 4 }, 400, 'BAD_OPTIONS'],
    ['session length zero', { game: 'schafkopf', sessionDeals: 0 }, 400, 'BAD_REQUEST'],
  ])('refuses %s', async (_name, body, status, code) => {
    const c = new Client(server.url);
    const r = await c.post('/api/tables', body);
    expect(r.status).toBe(status);
    expect(r.body.error.code).toBe(code);
    expect(r.body.error.message.length).toBeGreaterThan(3);
  });

  test('refuses bodies that are not JSON objects', async () => {
    const c = new Client(server.url);
    let r = await c.request('POST', '/api/tables', undefined, '{"game":');
    expect([r.status, r.body.error.code]).toEqual([400, 'BAD_JSON']);
    r = await c.request('POST', '/api/tables', undefined, '[1,2]');
    expect([r.status, r.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    const text = await fetch(server.url + '/api/tables', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    expect((await text.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    r = await c.request('POST', '/api/tables', undefined, JSON.stringify({ game: 'x'.repeat(20_000) }));
    expect([r.status, r.body.error.code]).toEqual([413, 'BODY_TOO_LARGE']);
  });
});

describe('GET /api/tables/:id', () => {
  test('the holder gets the state; anyone else only the public information', async () => {
    const owner = new Client(server.url);
    const { table } = await create(owner, EASY_SCHAFKOPF);
    const mine = await owner.get(`/api/tables/${table.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.state.view.hand).toHaveLength(8);
    const stranger = new Client(server.url);
    const theirs = await stranger.get(`/api/tables/${table.id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.state).toBeNull();
    expect(theirs.body.table.commitment).toBe(table.commitment);
    expect(JSON.stringify(theirs.body)).not.toMatch(/hand/);
  });

  test('a malformed id is a 400, an unknown one a 404', async () => {
    const c = new Client(server.url);
    let r = await c.get('/api/tables/nope');
    expect([r.status, r.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    r = await c.get(`/api/tables/${'A'.repeat(22)}`);
    expect([r.status, r.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('POST /api/tables/:id/actions', () => {
  test('accepts a legal action in its string form and returns the new state', async () => {
    const c = new Client(server.url);
    const { table } = await create(c, EASY_SCHAFKOPF);
    let s = await turn(c, table.id);
    const first = s.legal[0];
    await refused(c, table.id, { action: first.action, version: s.version }, 400, 'BAD_REQUEST'); // not its number
    let r = await c.post(`/api/tables/${table.id}/actions`, { action: first.text, version: s.version });
    expect(r.status).toBe(200);
    expect(r.body.state.version).toBe(s.version + 1);
    expect(r.body.state.view.auction.at(-1)).toEqual({ seat: 0, bid: first.text.slice(4) });
    s = await turn(c, table.id);
    const next = s.canContinue ? 'continue' : s.legal[0].text;
    r = await c.post(`/api/tables/${table.id}/actions`, { action: next, version: s.version });
    expect(r.status).toBe(200);
    expect(r.body.state.version).toBe(s.version + 1);
  });

  test('refusals: stale version, wrong turn, wrong phase, bids and cards the rules refuse', async () => {
    const c = new Client(server.url);
    const { table } = await create(c, { ...EASY_SCHAFKOPF, sessionDeals: null });
    const id = table.id;
    let s = await turn(c, id);
    expect(s.phase).toBe('auction');
    await refused(c, id, { action: 'bid:pass', version: s.version + 1 }, 409, 'STALE');
    const stale = await c.post(`/api/tables/${id}/actions`, { action: 'bid:pass', version: s.version + 7 });
    expect(stale.body.error).toMatchObject({ code: 'STALE', version: s.version });
    await refused(c, id, { action: 'play:EA', version: s.version }, 422, 'WRONG_PHASE');
    await refused(c, id, { action: 'bid:sie', version: s.version }, 422, 'ILLEGAL_BID');
    await refused(c, id, { action: 'bid:grand', version: s.version }, 422, 'ILLEGAL_BID');
    await refused(c, id, { action: 'continue', version: s.version }, 422, 'DEAL_IN_PROGRESS');
    // Each bid refused now, with the engine's rule and what it is about.
    const bidRefusal = s.refused.find((x: Message) => x.code === 'ILLEGAL_BID');
    expect(bidRefusal.message.length).toBeGreaterThan(5);
    expect(bidRefusal.rule).toMatch(/^SK-(5|9|11|13)$/);
    expect(bidRefusal.params.bid).toBe(bidRefusal.text.slice(4));
    for (const x of s.refused) await refused(c, id, { action: x.text, version: s.version }, 422, x.code);
    // Play on (deal after deal: a deal may be passed out) until the human holds a card the rules refuse now.
    let triedCard = false;
    let triedTurn = false;
    while (!triedCard && s.status !== 'finished') {
      if (s.canContinue) {
        await c.post(`/api/tables/${id}/actions`, { action: 'continue', version: s.version });
        s = await turn(c, id);
        continue;
      }
      if (s.phase === 'play') {
        const illegal = s.refused.find((x: Message) => x.code === 'ILLEGAL_CARD');
        if (illegal) {
          expect(illegal.rule).toMatch(/^SK-1[5-8]$/);
          // SK-15 names the led suit (or trumps); SK-16..18 the called suit.
          expect(illegal.params).toEqual(
            illegal.rule === 'SK-15' ? { led: expect.anything() } : { suit: expect.any(Number) },
          );
          await refused(c, id, { action: illegal.text, version: s.version }, 422, 'ILLEGAL_CARD');
          const notHeld = [...Array(32).keys()].find((x) => !s.view.hand.includes(x))!;
          const notHeldText = `play:${formatCard(table.notation, notHeld)}`;
          await refused(c, id, { action: notHeldText, version: s.version }, 422, 'CARD_NOT_IN_HAND');
          await refused(c, id, { action: 'bid:pass', version: s.version }, 422, 'WRONG_PHASE');
          triedCard = true;
          break;
        }
      }
      const r = await c.post(`/api/tables/${id}/actions`, { action: s.legal[0].text, version: s.version });
      expect(r.status).toBe(200);
      if (!triedTurn && r.body.state.toMove !== 0 && r.body.state.status === 'playing') {
        // Right after our move an AI seat is to move: acting now is out of turn (when the AI has not moved yet).
        const now = r.body.state;
        const attempt = await c.post(`/api/tables/${id}/actions`, { action: s.legal[0].text, version: now.version });
        if (attempt.status !== 409) {
          expect(attempt.status).toBe(422);
          expect(['NOT_YOUR_TURN', 'CARD_NOT_IN_HAND', 'WRONG_PHASE']).toContain(attempt.body.error.code);
        }
        triedTurn = true;
      }
      s = await turn(c, id);
    }
    expect(triedCard).toBe(true);
    const end = await c.post(`/api/tables/${id}/actions`, { action: 'end', version: s.version });
    s = end.body.state;
    expect(s.status).toBe('finished');
    await refused(c, id, { action: 'continue', version: s.version }, 422, 'SESSION_OVER');
    await refused(c, id, { action: 'end', version: s.version }, 422, 'SESSION_OVER');
  });

  test('an AI seat to move: the human is refused NOT_YOUR_TURN and nothing changes', async () => {
    const c = new Client(server.url);
    const { table, state } = await create(c, { ...EASY_SCHNEIDER, aiDelayMs: 10_000 });
    let s = state;
    if (s.yourTurn) {
      const r = await c.post(`/api/tables/${table.id}/actions`, { action: s.legal[0].text, version: s.version });
      s = r.body.state;
    }
    expect(s.yourTurn).toBe(false);
    expect(s.thinking).toBe(true);
    const held = `play:${formatCard(table.notation, s.view.hand[0])}`;
    await refused(c, table.id, { action: held, version: s.version }, 422, 'NOT_YOUR_TURN');
    await refused(c, table.id, { action: 'bid:pass', version: s.version }, 422, 'WRONG_PHASE');
    await c.post(`/api/tables/${table.id}/actions`, { action: 'end', version: s.version });
  });

  test('malformed actions are 400s; strangers are 403; unknown tables 404', async () => {
    const c = new Client(server.url);
    const { table, state } = await create(c, { ...EASY_SCHNEIDER, aiDelayMs: 10_000 });
    const id = table.id;
    for (const body of [
      {},
      { action: 'play:EA' },
      { action: 'fold', version: 0 },
      { action: 1.5, version: 0 },
      { action: 500, version: 0 },
      { action: 3, version: 0 }, // an action number: the wire takes string forms only
      { action: 'play:', version: 0 },
      { action: 'PLAY:EA', version: 0 },
      { action: 'play:EA', version: -1 },
      { action: 'play:EA', version: 0, extra: 1 },
    ]) {
      const r = await c.post(`/api/tables/${id}/actions`, body);
      expect([r.status, r.body.error.code], JSON.stringify(body)).toEqual([400, 'BAD_REQUEST']);
    }
    // A card code of the other notation: the Paris pack has no "U".
    const r = await c.post(`/api/tables/${id}/actions`, { action: 'play:EU', version: state.version });
    expect([r.status, r.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    expect(r.body.error.message).toMatch(/french notation/);
    // Well-formed, but no move of this game, or a move without its argument: read against the table's game.
    for (const action of ['close', 'marry:H', 'play', 'fold']) {
      const m = await c.post(`/api/tables/${id}/actions`, { action, version: state.version });
      expect([m.status, m.body.error.code], action).toEqual([400, 'BAD_REQUEST']);
    }
    const stranger = new Client(server.url);
    const s = await stranger.post(`/api/tables/${id}/actions`, { action: 'end', version: state.version });
    expect([s.status, s.body.error.code]).toEqual([403, 'FORBIDDEN']);
    expect((await c.get(`/api/tables/${id}`)).body.state.status).not.toBe('finished');
    const u = await c.post(`/api/tables/${'B'.repeat(22)}/actions`, { action: 'end', version: 0 });
    expect([u.status, u.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });

  test('"end" resigns: the seed is revealed and matches the commitment', async () => {
    const c = new Client(server.url);
    const { table } = await create(c, EASY_SCHNEIDER);
    const s = await turn(c, table.id);
    const r = await c.post(`/api/tables/${table.id}/actions`, { action: 'end', version: s.version });
    expect(r.status).toBe(200);
    expect(r.body.state).toMatchObject({ status: 'finished', canEnd: false, result: { reason: 'ended' } });
    expect(commitmentOf(r.body.state.seed)).toBe(table.commitment);
    expect(r.body.state.lastDeal.cards).toHaveLength(32);
    const info = await new Client(server.url).get(`/api/tables/${table.id}`);
    expect(info.body.table.seed).toBe(r.body.state.seed);
  });
});

describe('GET /api/tables/:id/record and /api/me/games', () => {
  test('the record is refused before the end, then downloadable and verifiable', async () => {
    const c = new Client(server.url);
    const { table } = await create(c, { ...EASY_SCHAFKOPF, sessionDeals: 1 });
    let r = await c.get(`/api/tables/${table.id}/record`);
    expect([r.status, r.body.error.code]).toEqual([409, 'NOT_FINISHED']);
    let s = await turn(c, table.id);
    while (s.status !== 'finished') {
      await c.post(`/api/tables/${table.id}/actions`, { action: s.legal[0].text, version: s.version });
      s = await turn(c, table.id);
    }
    r = await c.get(`/api/tables/${table.id}/record`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="cardavia-schafkopf-${table.id}.json"`);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.body).toMatchObject({ format: 'cardavia/1', game: 'schafkopf', commitment: table.commitment });
    expect(verifyRecord(r.body).status).toBe(0);
    expect((await c.get(`/api/tables/${'C'.repeat(22)}/record`)).status).toBe(404);
  });

  test("a player's games: active and finished, with results; nobody else's", async () => {
    const c = new Client(server.url);
    const a = await create(c, EASY_SCHNEIDER);
    const b = await create(c, EASY_SCHNEIDER);
    const s = await turn(c, b.table.id);
    await c.post(`/api/tables/${b.table.id}/actions`, { action: 'end', version: s.version });
    const all = (await c.get('/api/me/games')).body;
    expect(all.games.map((g: Message) => g.id).sort()).toEqual([a.table.id, b.table.id].sort());
    const active = (await c.get('/api/me/games?status=active')).body.games;
    expect(active.map((g: Message) => g.id)).toEqual([a.table.id]);
    const finished = (await c.get('/api/me/games?status=finished&limit=5')).body.games;
    expect(finished).toHaveLength(1);
    expect(finished[0]).toMatchObject({
      id: b.table.id,
      game: 'bohemian-schneider',
      status: 'finished',
      humanSeat: 0,
      result: { reason: 'ended', humanSeat: 0 },
      commitment: b.table.commitment,
    });
    expect((await c.get('/api/me/games?limit=1&offset=1')).body.games).toHaveLength(1);
    expect((await new Client(server.url).get('/api/me/games')).body.games).toEqual([]);
    for (const q of ['status=lost', 'limit=0', 'limit=1000', 'offset=-1', 'colour=red']) {
      const r = await c.get(`/api/me/games?${q}`);
      expect([r.status, r.body.error.code], q).toEqual([400, 'BAD_REQUEST']);
    }
  });
});

describe('rate limits and unknown routes', () => {
  test('writes beyond the limit are refused with 429 RATE_LIMITED, per player', async () => {
    const limited = await startServer({ writesPerMinute: 3 });
    try {
      const c = new Client(limited.url);
      await c.get('/api/me');
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await c.post('/api/tables', EASY_SCHNEIDER)).status);
      expect(codes).toEqual([201, 201, 201, 429]);
      const r = await c.post('/api/tables', EASY_SCHNEIDER);
      expect(r.body.error.code).toBe('RATE_LIMITED');
      expect(r.headers.get('retry-after')).not.toBeNull();
      const other = new Client(limited.url);
      await other.get('/api/me');
      expect((await other.post('/api/tables', EASY_SCHNEIDER)).status).toBe(201);
      expect((await c.get('/api/me/games')).status).toBe(200); // reads are not limited
    } finally {
      await limited.close();
    }
  });

  test('an unknown API route is a JSON 404', async () => {
    const c = new Client(server.url);
    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/nothing'],
      ['DELETE', '/api/tables'],
    ] as const) {
      const r = await c.request(method, path);
      expect([r.status, r.body.error.code]).toEqual([404, 'NOT_FOUND']);
    }
  });
});
