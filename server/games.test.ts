/** Whole games of both games over the live WebSocket against easy bots, checked against the referee. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verifyRecord } from './verify.js';
import { replay } from '../engine/record.js';
import { commitmentOf } from './dealing.js';
import { Client, type Message, type TestServer, mulberry, playOut, randomChooser, startServer } from './testing.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

async function wholeGame(body: Record<string, unknown>, seed: number) {
  const c = new Client(server.url);
  const created = await c.post('/api/tables', { aiDelayMs: 0, ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { table } = created.body;
  const live = await c.live(table.id);
  const final = await playOut(live, randomChooser(mulberry(seed)));
  live.close();
  const record = (await c.get(`/api/tables/${table.id}/record`)).body;
  return { c, table, final, record, live };
}

function checkFinished(table: Message, final: Message, record: Message) {
  expect(final.status).toBe('finished');
  expect(final.canContinue).toBe(false);
  expect(final.legal).toEqual([]);
  expect(commitmentOf(final.seed)).toBe(table.commitment);
  expect(record).toMatchObject({ format: 'cardavia/1', seed: final.seed, commitment: table.commitment });
  const verified = verifyRecord(record);
  expect(verified.status).toBe(0);
  const r = replay(record);
  if (r.kind !== 'ok') throw new Error('the record does not replay');
  expect(r.replayed.session.totals).toEqual(final.session.totals);
  const complete = r.replayed.deals.filter((d) => d.complete);
  expect(final.history).toHaveLength(complete.length);
  final.history.forEach((h: Message, i: number) => {
    const { dealer: _dealer, complete: _complete, ...report } = complete[i]!;
    expect(h.report).toEqual(report);
  });
}

describe('whole games over the live connection, against easy bots', () => {
  test('Bohemian Schneider, Cardavia rules: six deals, the winner by totals', async () => {
    const { table, final, record } = await wholeGame({ game: 'bohemian-schneider', seats: ['human', 'easy'] }, 1);
    checkFinished(table, final, record);
    expect(final.session.dealsPlayed).toBe(6);
    expect(final.result.reason).toBe('complete');
    const [a, b] = final.session.totals;
    expect(final.result.winner).toBe(a === b ? 'draw' : a > b ? 0 : 1);
    expect(record.deals).toHaveLength(6);
  });

  test('Bohemian Schneider, cardrulesplus with trump and follow-suit to 3, human second', async () => {
    const { table, final, record } = await wholeGame(
      {
        game: 'bohemian-schneider',
        seats: ['easy', 'human'],
        rules: { ruleset: 'cardrulesplus', variants: ['trump', 'follow-suit'], target: 3 },
        deck: 'munich-bavarian',
      },
      2,
    );
    checkFinished(table, final, record);
    expect(Math.max(...final.session.totals)).toBeGreaterThanOrEqual(3);
    expect(record.deck).toBe('munich-bavarian');
  });

  test('Schafkopf, four deals; the deal passes left; totals sum to zero', async () => {
    const { table, final, record } = await wholeGame(
      { game: 'schafkopf', seats: ['easy', 'easy', 'human', 'easy'], sessionDeals: 4 },
      3,
    );
    checkFinished(table, final, record);
    expect(final.session.dealsPlayed).toBe(4);
    expect(final.session.totals.reduce((s: number, v: number) => s + v, 0)).toBe(0);
    const dealers = final.history.map((h: Message) => h.dealer);
    for (let i = 1; i < dealers.length; i++) expect(dealers[i]).toBe((dealers[i - 1] + 1) % 4);
    expect(final.result).toMatchObject({ reason: 'complete', humanSeat: 2, dealsPlayed: 4 });
  });

  test('between deals the summary waits for the human: the finished deal, every card, no next deal', async () => {
    const c = new Client(server.url);
    const { body } = await c.post('/api/tables', {
      game: 'schafkopf',
      seats: ['human', 'easy', 'easy', 'easy'],
      sessionDeals: 2,
      aiDelayMs: 0,
    });
    const live = await c.live(body.table.id);
    const random = mulberry(4);
    let s: Message;
    for (;;) {
      s = await live.next((m) => m.type === 'state' && (m.yourTurn || m.canContinue));
      if (s.canContinue) break;
      live.send({ type: 'act', action: s.legal[Math.floor(random() * s.legal.length)].text, version: s.version });
    }
    expect(s.status).toBe('between');
    expect(s.lastDeal.deal).toBe(0);
    expect(s.lastDeal.cards).toHaveLength(32);
    expect(s.lastDeal.hands.map((h: number[]) => h.length)).toEqual([8, 8, 8, 8]);
    expect(s.lastDeal.result.report).toEqual(s.history[0].report);
    await new Promise((r) => setTimeout(r, 200));
    expect(live.latestState().version).toBe(s.version); // nothing moves until the human continues
    live.send({ type: 'act', action: 'continue', version: s.version });
    const next = await live.next((m) => m.type === 'state' && m.version === s.version + 1);
    expect(next).toMatchObject({ status: 'playing', deal: 1, lastDeal: null, canContinue: false });
    live.close();
  });

  test('an open-ended Schafkopf session runs until the player ends it; the record ends unfinished', async () => {
    const c = new Client(server.url);
    const { body } = await c.post('/api/tables', {
      game: 'schafkopf',
      seats: ['human', 'easy', 'easy', 'easy'],
      sessionDeals: null,
      aiDelayMs: 0,
    });
    const live = await c.live(body.table.id);
    let s: Message;
    let acted = 0;
    for (;;) {
      s = await live.next((m) => m.type === 'state' && (m.yourTurn || m.canContinue));
      if (s.deal >= 2 && s.yourTurn && s.phase === 'play') break;
      live.send({ type: 'act', action: s.canContinue ? 'continue' : s.legal[0].text, version: s.version });
      acted++;
    }
    expect(acted).toBeGreaterThan(4);
    live.send({ type: 'act', action: 'end', version: s.version });
    const end = await live.next((m) => m.type === 'state' && m.status === 'finished');
    expect(end.result).toMatchObject({ reason: 'ended', dealsPlayed: s.deal });
    expect(end.lastDeal.deal).toBe(s.deal);
    live.close();
    const record = (await c.get(`/api/tables/${body.table.id}/record`)).body;
    expect(record.deals).toHaveLength(s.deal + 1);
    const v = verifyRecord(record);
    expect(v.status).toBe(0);
    if (v.status === 0) expect((v.doc.deals as { complete: boolean }[])[s.deal]!.complete).toBe(false);
    const games = (await c.get('/api/me/games?status=finished')).body.games;
    expect(games[0]).toMatchObject({ id: body.table.id, result: { reason: 'ended' }, dealsPlayed: s.deal });
  });
});
