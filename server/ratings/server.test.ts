import { afterAll, beforeAll, expect, test } from 'vitest';
import { games } from '../../ai/registry.js';
import { Client, type TestServer, friendsTable, playOut, randomChooser, mulberry, startServer } from '../testing.js';
import { PARAMS, ratePeriod } from './glicko2.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** A person's ratings once the session's games are recorded (the ratings hear of its end behind the play). */
async function ratingsOf(client: Client) {
  for (;;) {
    const r = (await client.get('/api/me/ratings')).body;
    if (r[game.id]) return r;
  }
}

// A game of two seats, each for himself: the shortest whole session two people can play here.
const game = games.find((g) => g.seats === 2)!;

test("a friends' table that ran to its end rates both people on its result, provisionally until the day closes", async () => {
  const { id, clients } = await friendsTable(game.id, ['human', 'invite'], [server.url]);
  const [host, friend] = clients as [Client, Client];
  await host.post(`/api/tables/${id}/actions`, { action: 'start', version: 0 });
  const lives = [await host.live(id), await friend.live(id)];
  const ends = await Promise.all(lives.map((l, i) => playOut(l, randomChooser(mulberry(36 + i)))));
  for (const l of lives) l.close();
  const totals: number[] = ends[0].result.totals;
  const [a, b] = [await ratingsOf(host), await ratingsOf(friend)];
  for (const r of [a, b]) expect(r[game.id]).toMatchObject({ games: 1, today: 1, provisional: true, history: [] });
  // Two newcomers: the winner gains what the loser loses; a draw moves neither.
  const [first, second] = [a[game.id].rating - 1500, b[game.id].rating - 1500];
  expect(first).toBeCloseTo(-second, 0);
  expect(Math.sign(first)).toBe(Math.sign(totals[0]! - totals[1]!));
});

test('a session against the AI played to its end rates the person against the level’s fixed rating', async () => {
  const person = new Client(server.url);
  const id = await person.table(game.id, ['human', 'normal']);
  const live = await person.live(id);
  const end = await playOut(live, randomChooser(mulberry(7)));
  live.close();
  const [mine, its] = end.result.totals as number[];
  const r = (await ratingsOf(person))[game.id];
  expect(r).toMatchObject({ games: 1, today: 1, provisional: true });
  // `normal` is the anchor: 1500, exactly.
  const score = mine! > its! ? 1 : mine! < its! ? 0 : 0.5;
  const expected = ratePeriod(PARAMS.initial, [{ opponent: { rating: 1500, deviation: 1 }, score }]);
  expect(r.rating).toBeCloseTo(expected.rating, 0);
  expect(r.rd).toBeCloseTo(expected.deviation, 0);
});
