/**
 * Watten at the server (issue 31, point 5): a match to 11 against three AI players through the API and the live
 * connection, checked against the referee; partnerships at a friends' table, four people or a friend as your
 * partner against two AI players, each connection holding only its own seat's cards (a partner's hand is as
 * hidden as an opponent's, RULES.md "Partnership views"); the statistics of a Watten table, won or lost by the
 * side; and the review, hints and replay link of a Watten deal with the real AI pool (ai/watten/analyst.ts).
 * The exhaustive check of every message field is server/leak.test.ts's.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { botFor } from '../ai/index.js';
import { parseCard } from '../engine/cards.js';
import { replay } from '../engine/record.js';
import { commitmentOf } from './dealing.js';
import { verifyRecord } from './verify.js';
import {
  Client,
  type Live,
  type Message,
  type TestServer,
  mulberry,
  playOut,
  randomChooser,
  startServer,
  analysedReview,
} from './testing.js';

/** WA-3: the pack indices dealt to a seat, 3 then 2, from the forehand (dealer + 1). */
const dealtTo = (cards: readonly number[], dealer: number, seat: number): number[] => {
  const k = (seat - dealer + 3) % 4;
  return [cards[3 * k]!, cards[3 * k + 1]!, cards[3 * k + 2]!, cards[12 + 2 * k]!, cards[13 + 2 * k]!];
};

/** The record's deals as card numbers, with each deal's dealer. */
function dealsOf(record: Message): { cards: number[]; dealer: number }[] {
  const r = replay(record);
  if (r.kind !== 'ok') throw new Error(`the record does not replay: ${JSON.stringify(r)}`);
  return record.deals.map((d: Message, i: number) => ({
    cards: d.cards.map((c: string) => parseCard('german', c)!),
    dealer: r.replayed.deals[i]!.dealer,
  }));
}

/** A finished Watten table's record checked against the referee and the final state; returns the replay report. */
function checkMatch(record: Message, final: Message, table: Message) {
  expect(final.status).toBe('finished');
  expect(commitmentOf(final.seed)).toBe(table.commitment);
  expect(record).toMatchObject({ format: 'cardavia/1', game: 'watten', deck: 'bolzano-salisburghesi' });
  expect(verifyRecord(record).status).toBe(0);
  const r = replay(record);
  if (r.kind !== 'ok') throw new Error('the record does not replay');
  const totals = final.session.totals as number[];
  expect(r.replayed.session.totals).toEqual(totals);
  // WA-14, WA-15: partners' totals are equal; the match ends when a side reaches 11; the winner is that side.
  expect([totals[0], totals[1]]).toEqual([totals[2], totals[3]]);
  expect(Math.max(...totals)).toBeGreaterThanOrEqual(11);
  expect(Math.min(totals[0]!, totals[1]!)).toBeLessThan(11);
  expect(final.result).toMatchObject({ reason: 'complete', winner: totals[0]! >= 11 ? 0 : 1 });
  // Each deal's report is the referee's; the deal passes to the left (WA-2); one side scores its value (WA-14).
  expect(final.history).toHaveLength(r.replayed.deals.length);
  final.history.forEach((h: Message, i: number) => {
    const { dealer, complete: _complete, ...report } = r.replayed.deals[i]!;
    expect(h.report).toEqual(report);
    expect(h.dealer).toBe(dealer);
    if (i > 0) expect(h.dealer).toBe((final.history[i - 1].dealer + 1) % 4);
    const gp = report.gamePoints as number[];
    expect(gp[report.winner as number]).toBe(report.value);
    expect(gp[1 - (report.winner as number)]).toBe(0);
  });
  return r.replayed;
}

/**
 * Every state a person's connection was sent while a deal was played: his `view.hand` is his seat's hand as
 * dealt less what he played, and no field of the state holds a card of another seat's hand that is not yet on
 * the table (his partner's included).
 */
function expectOwnCardsOnly(live: Live, seat: number, record: Message): number {
  const deals = dealsOf(record);
  let checked = 0;
  for (const m of live.messages.filter((x) => x.type === 'state' && x.status === 'playing')) {
    const { cards, dealer } = deals[m.deal]!;
    // The cards on the table so far: the finished tricks and the trick in play.
    const played = new Set<number>([...m.view.tricks.flatMap((t: Message) => t.cards), ...m.view.trick.cards]);
    const own = dealtTo(cards, dealer, seat);
    expect([...m.view.hand].sort()).toEqual(own.filter((c) => !played.has(c)).sort());
    const hidden = [0, 1, 2, 3]
      .filter((s) => s !== seat)
      .flatMap((s) => dealtTo(cards, dealer, s))
      .filter((c) => !played.has(c));
    const shown = new Set<number>([
      ...m.view.hand,
      ...played,
      ...m.legal.flatMap((a: Message) => (a.text.startsWith('play:') ? [parseCard('german', a.text.slice(5))!] : [])),
    ]);
    for (const c of hidden) expect(shown.has(c), `seat ${seat} sees card ${c} at version ${m.version}`).toBe(false);
    expect(m.lastDeal).toBeNull();
    expect(m.view.handSizes).toHaveLength(4);
    checked++;
  }
  return checked;
}

/**
 * Plays one person's seat over its live connection until the table is finished, at random; only the creator
 * deals the next deal.
 */
async function playSeat(live: Live, random: () => number): Promise<Message> {
  let acted = -1;
  for (;;) {
    const m = await live.next((x) => x.type === 'state' || x.type === 'error', 60_000);
    if (m.type === 'error') throw new Error(`the server refused: ${JSON.stringify(m.error)}`);
    if (m !== live.latestState()) continue;
    if (m.status === 'finished') return m;
    if (m.version <= acted) continue;
    if (m.canContinue && m.owner) {
      acted = m.version;
      live.send({ type: 'act', action: 'continue', version: m.version });
    } else if (m.yourTurn) {
      acted = m.version;
      live.send({ type: 'act', action: m.legal[Math.floor(random() * m.legal.length)].text, version: m.version });
    }
  }
}

/** A friends' table: the creator at seat 0, friends through the invite link at the seats marked `invite`. */
async function friendsAt(server: TestServer, seats: string[]) {
  const creator = new Client(server.url);
  const made = await creator.post('/api/tables', { game: 'watten', seats, level: 'easy', aiDelayMs: 0 });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.table.id as string;
  const { token } = (await creator.post(`/api/tables/${id}/invite`)).body;
  const people: { client: Client; seat: number }[] = [{ client: creator, seat: 0 }];
  for (let seat = 1; seat < 4; seat++) {
    if (seats[seat] !== 'invite') continue;
    const friend = new Client(server.url);
    const joined = await friend.post(`/api/join/${token}`);
    expect(joined.body.seat).toBe(seat);
    people.push({ client: friend, seat });
  }
  const lives = await Promise.all(people.map((p) => p.client.live(id)));
  const started = await creator.post(`/api/tables/${id}/actions`, { action: 'start', version: 0 });
  expect(started.status).toBe(200);
  const finals = await Promise.all(lives.map((live, i) => playSeat(live, mulberry(4100 + i))));
  const record = (await creator.get(`/api/tables/${id}/record`)).body;
  return { id, table: made.body.table, people, lives, finals, record };
}

describe('Watten tables', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  /** The person plays as Cardavia's strong player (to win) or at random (to lose). */
  const strongly = (s: Message): string => {
    const action = botFor('watten', 'strong')(
      s.view,
      s.legal.map((a: Message) => a.action),
      `person/${s.version}`,
    );
    return s.legal.find((a: Message) => a.action === action).text;
  };

  test.each([
    [0, 'won'],
    [3, 'lost'],
  ])(
    'matches to 11 against three AI players, the person at seat %i until one is %s: each played to its end and verified; the statistics count their deals and the side’s result',
    async (seat, wanted) => {
      const c = new Client(server.url);
      const seats = ['easy', 'easy', 'easy', 'easy'];
      seats[seat] = 'human';
      const tally = { tables: 0, deals: 0, won: 0, lost: 0 };
      const outcomes: string[] = [];
      // The deals are random: tables until one ends the way this test wants (the strong player wins most).
      while (!outcomes.includes(wanted) && tally.tables < 8) {
        const created = await c.post('/api/tables', { game: 'watten', seats, aiDelayMs: 0 });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const { table } = created.body;
        expect(table).toMatchObject({ game: 'watten', rules: { ruleset: 'cardavia', target: 11 }, humanSeat: seat });
        const live = await c.live(table.id);
        const choose = wanted === 'won' ? strongly : randomChooser(mulberry(31 + tally.tables));
        const final = await playOut(live, choose);
        const record = (await c.get(`/api/tables/${table.id}/record`)).body;
        const replayed = checkMatch(record, final, table);
        expect(expectOwnCardsOnly(live, seat, record)).toBeGreaterThan(0);
        live.close();
        // The person's side is 0 for seats 0 and 2, 1 for seats 1 and 3; partners share a place.
        const won = final.result.winner === seat % 2;
        expect(final.result.place).toBe(won ? 1 : 2);
        outcomes.push(won ? 'won' : 'lost');
        tally.tables++;
        tally.deals += replayed.deals.length;
        tally[won ? 'won' : 'lost']++;
        const listed = (await c.get('/api/me/games?status=finished')).body.games;
        expect(listed[0]).toMatchObject({ id: table.id, game: 'watten', humanSeat: seat });
      }
      expect(outcomes).toContain(wanted);
      // Won or lost as the side won or lost: never a draw for a total the partner shares.
      const stats = (await c.get('/api/me/stats')).body;
      expect(stats.games).toEqual([{ game: 'watten', level: 'easy', finished: tally.tables, ...tally }]);
      expect(stats.results.map((r: Message) => r.outcome)).toEqual(outcomes);
    },
    300_000,
  );

  test('four people at one table play a match over their live connections, each seeing only his own cards', async () => {
    const { table, people, lives, finals, record } = await friendsAt(server, ['human', 'invite', 'invite', 'invite']);
    checkMatch(record, finals[0], table);
    people.forEach(({ seat }, i) => {
      expect(finals[i].seat).toBe(seat);
      expect(finals[i].session.totals).toEqual(finals[0].session.totals);
      expect(expectOwnCardsOnly(lives[i]!, seat, record)).toBeGreaterThan(0);
      lives[i]!.close();
    });
    expect(finals[0].players.map((p: Message) => p.kind)).toEqual(['human', 'human', 'human', 'human']);
    expect(finals[0].players.every((p: Message) => p.taken)).toBe(true);
  }, 120_000);

  test('a friend as your partner against two AI players: the match is the side’s, and neither partner sees the other’s hand', async () => {
    const { table, people, lives, finals, record } = await friendsAt(server, ['human', 'easy', 'invite', 'easy']);
    checkMatch(record, finals[0], table);
    expect(people.map((p) => p.seat)).toEqual([0, 2]);
    // Both partners end with the same result: their side's.
    expect(finals[1].result.winner).toBe(finals[0].result.winner);
    expect(finals[0].result.place).toBe(finals[1].result.place);
    for (const [i, { seat, client }] of people.entries()) {
      expect(expectOwnCardsOnly(lives[i]!, seat, record)).toBeGreaterThan(0);
      lives[i]!.close();
      const listed = (await client.get('/api/me/games?status=finished')).body.games;
      expect(listed[0]).toMatchObject({ id: table.id, humanSeat: seat });
    }
  }, 120_000);
});

describe('a Watten deal’s review, hints and replay link, with the real AI pool', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ analyseDeals: true });
  });
  afterAll(async () => {
    await server.close();
  });

  test('a hint is a legal action; the review shows the four hands as dealt and the seat’s decisions once analysed; a replay link opens it', async () => {
    const c = new Client(server.url);
    const { table } = (
      await c.post('/api/tables', {
        game: 'watten',
        seats: ['human', 'easy', 'easy', 'easy'],
        aiDelayMs: 0,
        hints: true,
      })
    ).body;
    const live = await c.live(table.id);
    let hinted: string | null = null;
    let deal = 0;
    let s: Message;
    for (;;) {
      s = await live.next((m) => m.type === 'state' && m === live.latestState() && (m.yourTurn || m.canContinue));
      if (s.canContinue) {
        if (hinted !== null) break;
        // The deal ended before the human's first decision (the server's deal is random: a raise his partner
        // folded, say): the next deal, until one has a hinted decision of his.
        live.send({ type: 'act', action: 'continue', version: s.version });
        deal++;
        continue;
      }
      let action = s.legal[0].text;
      if (hinted === null) {
        const hint = await c.post(`/api/tables/${table.id}/hint`);
        expect(hint.status, JSON.stringify(hint.body)).toBe(200);
        expect(s.legal.map((a: Message) => a.text)).toContain(hint.body.action);
        hinted = hint.body.action;
        action = hint.body.action;
      }
      live.send({ type: 'act', action, version: s.version });
    }
    live.close();
    expect(s.lastDeal.hands.map((h: number[]) => h.length)).toEqual([5, 5, 5, 5]);
    expect(s.lastDeal.cards).toHaveLength(33);

    const review = await analysedReview(c, `/api/tables/${table.id}/deals/${deal}/review`);
    expect(review).toMatchObject({ table: table.id, deal, seat: 0, game: 'watten', seats: 4 });
    expect(review.hands).toEqual(s.lastDeal.hands);
    expect(review.actions).toEqual(s.lastDeal.actions.map((a: Message) => ({ seat: a.seat, action: a.text })));
    // The one hinted decision is the human's action that took the hint.
    expect(review.hinted).toHaveLength(1);
    expect(review.actions[review.hinted[0]]).toEqual({ seat: 0, action: hinted });
    const mine = review.actions.flatMap((a: Message, i: number) => (a.seat === 0 ? [i] : []));
    expect(mine.length).toBeGreaterThan(0);
    expect(review.analysis.decisions.map((d: Message) => d.index)).toEqual(mine);
    expect(review.analysis.decisions.every((d: Message) => d.seat === 0)).toBe(true);

    // A replay link, once the table is ended: the same review without a cookie.
    await c.post(`/api/tables/${table.id}/actions`, { action: 'end', version: s.version });
    const { token } = (await c.post(`/api/tables/${table.id}/share`)).body;
    const stranger = new Client(server.url);
    const shared = await stranger.get(`/api/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ deals: deal + 1, info: { status: 'finished', game: 'watten' } });
    const replayed = await stranger.get(`/api/shared/${token}/deals/${deal}/review`);
    expect(replayed.status).toBe(200);
    expect(replayed.body.hands).toEqual(review.hands);
    expect(replayed.body.actions).toEqual(review.actions);
  }, 120_000);
});
