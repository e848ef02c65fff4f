/**
 * Mariáš at the server (issue 32, point 5, the friends' and server part): sessions against two AI players
 * through the API and the live connection, checked against the referee; a friends' table of three people and a
 * friend beside an AI player, every seat playing for itself; each connection and a spectator holding no card
 * their seat may not know (another seat's hand, the trump card set aside face down until MA-10 turns it up, a
 * talon the seat never held); the statistics; and the review, hints and replay link of a Mariáš deal with the real
 * AI pool. The exhaustive check of every message field is server/leak.test.ts's.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { botFor } from '../ai/index.js';
import { parseCard } from '../engine/cards.js';
import { cardsOf } from '../engine/cardset.js';
import { gameById } from '../engine/games.js';
import { actionFromJson } from '../engine/moves.js';
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

/** A finished Mariáš table's record checked against the referee and the final state; returns the replay. */
function checkSession(record: Message, final: Message, table: Message, deals: number) {
  expect(final.status).toBe('finished');
  expect(commitmentOf(final.seed)).toBe(table.commitment);
  expect(record).toMatchObject({ format: 'cardavia/1', game: 'marias', deck: 'prague' });
  expect(verifyRecord(record).status).toBe(0);
  const r = replay(record);
  if (r.kind !== 'ok') throw new Error('the record does not replay');
  const totals = final.session.totals as number[];
  expect(r.replayed.session.totals).toEqual(totals);
  // MA-26, MA-27: every deal sums to zero, so do the totals; the session ends after its target of deals.
  expect(totals.reduce((a, b) => a + b, 0)).toBe(0);
  expect(r.replayed.deals).toHaveLength(deals);
  const best = Math.max(...totals);
  expect(final.result).toMatchObject({
    reason: 'complete',
    winner: totals.filter((t) => t === best).length > 1 ? 'draw' : totals.indexOf(best),
  });
  // Each deal's report is the referee's; the deal passes to the left (MA-4); the declarer alone against two.
  expect(final.history).toHaveLength(deals);
  final.history.forEach((h: Message, i: number) => {
    const { dealer, complete: _complete, ...report } = r.replayed.deals[i]!;
    expect(h.report).toEqual(report);
    expect(h.dealer).toBe(dealer);
    if (i > 0) expect(h.dealer).toBe((final.history[i - 1].dealer + 1) % 3);
    const scores = report.scores as number[];
    const declarer = report.declarer as number;
    for (let seat = 0; seat < 3; seat++) {
      // A deal worth 0 scores 0, never −0 (the engine's MA-26 test pins that); `+ 0` reads −0 as 0 here.
      if (seat !== declarer) expect(scores[seat]).toBe(-(report.value as number) + 0);
    }
    expect(scores[declarer]).toBe(2 * (report.value as number));
  });
  return r.replayed;
}

/**
 * What a seat (−1: a spectator) may know at each version of the table, from the record alone: the cards it has
 * held this deal (its hand as dealt, the trump card it set aside, a talon it picked up), the cards played, the trump
 * card once MA-10 turns it up, and every card of a deal that is over. Versions count the log's entries (the
 * actions, a `continue` before each deal but the first), plus a start when the table waited for friends.
 */
function knowledge(record: Message, seat: number, started: boolean): Map<number, Set<number>> {
  const game = gameById('marias')!;
  const rules = game.parseRules(record.rules);
  if (!rules.ok) throw new Error(rules.error);
  let session = game.newSession(rules.value, record.firstDealer);
  const out = new Map<number, Set<number>>();
  const prior = new Set<number>();
  let v = started ? 1 : 0;
  record.deals.forEach((deal: { cards: string[]; actions: Message[] }, d: number) => {
    if (d > 0) v++;
    const cards = deal.cards.map((c) => parseCard('german', c)!);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let state: any = game.deal(session, cards);
    const seen = new Set<number>();
    const note = () => {
      if (seat >= 0) for (const c of cardsOf(state.hands[seat])) seen.add(c);
      if (state.trumpShown && state.trumpCard >= 0) seen.add(state.trumpCard);
      out.set(v, new Set([...prior, ...seen]));
    };
    note();
    if (started && d === 0) out.set(0, out.get(1)!);
    for (const a of deal.actions) {
      const action = actionFromJson(game.moves, 'german', a);
      if (!action.ok) throw new Error(action.error);
      if (typeof a.play === 'string') seen.add(parseCard('german', a.play)!);
      const next = game.apply(state, a.seat as number, action.value);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      v++;
      note();
    }
    for (const c of cards) prior.add(c);
    const outcome = game.outcome(state);
    if (outcome !== undefined) {
      out.set(v, new Set(prior));
      session = game.settle(session, outcome);
    }
  });
  return out;
}

/** The cards a state message shows in the fields that hold a Mariáš deal's cards. */
function shownCards(m: Message): number[] {
  const v = m.view;
  const played = [...v.trick.cards, ...v.tricks.flatMap((t: Message) => t.cards)];
  const fromText = m.legal.flatMap((a: Message) =>
    (a.text as string)
      .replace(/^[a-z]+:/, '')
      .split(',')
      .map((c) => parseCard('german', c))
      .filter((c): c is number => c !== undefined),
  );
  return [
    ...v.hand,
    ...(v.trumpCard === null ? [] : [v.trumpCard]),
    ...(v.talon ?? []),
    ...v.seenTalon,
    ...played,
    ...fromText,
  ];
}

/**
 * Every state a connection was sent while a deal was played shows only cards its seat may know (`knowledge`);
 * the trump card lies aside hidden from everyone but the forehand until MA-10. Returns the states checked.
 */
function expectKnownCardsOnly(live: Live, seat: number, record: Message, started: boolean): number {
  const known = knowledge(record, seat, started);
  let checked = 0;
  for (const m of live.messages.filter((x) => x.type === 'state' && x.status === 'playing')) {
    const allowed = known.get(m.version);
    if (!allowed) throw new Error(`no knowledge for version ${m.version}`);
    for (const c of shownCards(m)) expect(allowed.has(c), `seat ${seat}, version ${m.version}: card ${c}`).toBe(true);
    if (m.view.trumpCard !== null && seat !== m.view.forehand) expect(m.view.trump).not.toBeNull();
    // Another seat's hidden moves are told by their name alone: a discard always, the trump card until shown.
    for (const e of m.view.events as Message[]) {
      if (e.seat === seat) continue;
      if (e.move === 'discard' || (e.move === 'trump' && m.view.trumpCard === null)) expect(e.action).toBeNull();
    }
    expect(m.lastDeal).toBeNull();
    expect(m.view.handSizes).toHaveLength(3);
    checked++;
  }
  return checked;
}

/** Plays one person's seat over its live connection at random until the table is finished; the creator deals. */
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

const DEALS = 6; // MA-27's shortest session: two deals for each dealer

/** A friends' table: the creator at seat 0, friends through the invite link at the seats marked `invite`. */
async function friendsAt(server: TestServer, seats: string[], spectate = false) {
  const creator = new Client(server.url);
  const made = await creator.post('/api/tables', {
    game: 'marias',
    seats,
    level: 'easy',
    rules: { target: DEALS },
    aiDelayMs: 0,
    spectators: spectate,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.table.id as string;
  const { token } = (await creator.post(`/api/tables/${id}/invite`)).body;
  const people: { client: Client; seat: number }[] = [{ client: creator, seat: 0 }];
  for (let seat = 1; seat < 3; seat++) {
    if (seats[seat] !== 'invite') continue;
    const friend = new Client(server.url);
    const joined = await friend.post(`/api/join/${token}`);
    expect(joined.body.seat).toBe(seat);
    people.push({ client: friend, seat });
  }
  const lives = await Promise.all(people.map((p) => p.client.live(id)));
  let watcher: Live | null = null;
  if (spectate) {
    const link = await creator.post(`/api/tables/${id}/watch`);
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    watcher = await new Client(server.url).watch(link.body.token);
  }
  const started = await creator.post(`/api/tables/${id}/actions`, { action: 'start', version: 0 });
  expect(started.status).toBe(200);
  const finals = await Promise.all(lives.map((live, i) => playSeat(live, mulberry(3200 + i))));
  const record = (await creator.get(`/api/tables/${id}/record`)).body;
  return { id, table: made.body.table, people, lives, finals, record, watcher };
}

describe('Mariáš tables', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  /** The person plays as Cardavia's normal player. */
  const normally = (s: Message): string => {
    const action = botFor('marias', 'normal')(
      s.view,
      s.legal.map((a: Message) => a.action),
      `person/${s.version}`,
    );
    return s.legal.find((a: Message) => a.action === action).text;
  };

  test.each([
    [0, 'normally', 'cardavia'],
    [2, 'at random', 'cardavia'],
    [1, 'at random', 'licitovany'],
  ])(
    'a session of 6 deals against two AI players, the person at seat %i playing %s (%s): played to its end, verified, his own cards only; the statistics count it',
    async (seat, how, ruleset) => {
      const c = new Client(server.url);
      const seats = ['easy', 'easy', 'easy'];
      seats[seat] = 'human';
      const created = await c.post('/api/tables', {
        game: 'marias',
        seats,
        rules: { ruleset, target: DEALS },
        aiDelayMs: 0,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { table } = created.body;
      expect(table).toMatchObject({
        game: 'marias',
        rules: { ruleset, target: DEALS },
        humanSeat: seat,
        deck: 'prague',
      });
      const live = await c.live(table.id);
      const final = await playOut(live, how === 'normally' ? normally : randomChooser(mulberry(32 + seat)));
      const record = (await c.get(`/api/tables/${table.id}/record`)).body;
      checkSession(record, final, table, DEALS);
      expect(expectKnownCardsOnly(live, seat, record, false)).toBeGreaterThan(0);
      live.close();
      // Each seat for itself: the place is 1 + the seats ahead of the person's total.
      const totals = final.session.totals as number[];
      expect(final.result.place).toBe(1 + totals.filter((t) => t > totals[seat]!).length);
      const listed = (await c.get('/api/me/games?status=finished')).body.games;
      expect(listed[0]).toMatchObject({ id: table.id, game: 'marias', humanSeat: seat });
      const stats = (await c.get('/api/me/stats')).body;
      expect(stats.games).toEqual([expect.objectContaining({ game: 'marias', level: 'easy', finished: 1, tables: 1 })]);
    },
    300_000,
  );

  test('three people at one table with a spectator: each seat and the watcher see no card they may not know, the trump card set aside included', async () => {
    const { table, people, lives, finals, record, watcher } = await friendsAt(
      server,
      ['human', 'invite', 'invite'],
      true,
    );
    checkSession(record, finals[0], table, DEALS);
    people.forEach(({ seat }, i) => {
      expect(finals[i].seat).toBe(seat);
      expect(finals[i].session.totals).toEqual(finals[0].session.totals);
      expect(expectKnownCardsOnly(lives[i]!, seat, record, true)).toBeGreaterThan(0);
      lives[i]!.close();
    });
    expect(finals[0].players.map((p: Message) => p.kind)).toEqual(['human', 'human', 'human']);
    // The spectator: the public states only (no hand), the trump card only once turned up.
    await watcher!.next((m) => m.type === 'state' && m.status === 'finished', 60_000);
    const watched = watcher!.messages.filter((m) => m.type === 'state' && m.status === 'playing');
    expect(watched.length).toBeGreaterThan(0);
    for (const m of watched) expect(m.view.hand).toEqual([]);
    expect(expectKnownCardsOnly(watcher!, -1, record, true)).toBe(watched.length);
    // The forehand's trump card lay aside face down at some point the spectator was told of.
    expect(watched.some((m) => m.view.trumpAside === true && m.view.trumpCard === null)).toBe(true);
    watcher!.close();
  }, 180_000);

  test('a friend beside an AI player: each person plays for himself and sees only his own cards', async () => {
    const { table, people, lives, finals, record } = await friendsAt(server, ['human', 'easy', 'invite']);
    checkSession(record, finals[0], table, DEALS);
    expect(people.map((p) => p.seat)).toEqual([0, 2]);
    expect(finals[0].players.map((p: Message) => p.kind)).toEqual(['human', 'easy', 'human']);
    for (const [i, { seat, client }] of people.entries()) {
      const totals = finals[i].session.totals as number[];
      expect(finals[i].result.place).toBe(1 + totals.filter((t) => t > totals[seat]!).length);
      expect(expectKnownCardsOnly(lives[i]!, seat, record, true)).toBeGreaterThan(0);
      lives[i]!.close();
      const listed = (await client.get('/api/me/games?status=finished')).body.games;
      expect(listed[0]).toMatchObject({ id: table.id, humanSeat: seat });
    }
  }, 180_000);
});

describe('a Mariáš deal’s review, hints and replay link, with the real AI pool', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ analyseDeals: true });
  });
  afterAll(async () => {
    await server.close();
  });

  test('a hint is a legal action; the review shows the three hands as dealt and the actions; a replay link opens it', async () => {
    const c = new Client(server.url);
    const { table } = (
      await c.post('/api/tables', { game: 'marias', seats: ['human', 'easy', 'easy'], aiDelayMs: 0, hints: true })
    ).body;
    const live = await c.live(table.id);
    let hinted: number | null = null;
    let s: Message;
    for (;;) {
      s = await live.next((m) => m.type === 'state' && m === live.latestState() && (m.yourTurn || m.canContinue));
      if (s.canContinue) break;
      let action = s.legal[0].text;
      if (hinted === null) {
        const hint = await c.post(`/api/tables/${table.id}/hint`);
        expect(hint.status, JSON.stringify(hint.body)).toBe(200);
        expect(s.legal.map((a: Message) => a.text)).toContain(hint.body.action);
        hinted = s.version;
        action = hint.body.action;
      }
      live.send({ type: 'act', action, version: s.version });
    }
    live.close();
    // MA-5: ten cards each once the deal is over, the two of the talon aside.
    expect(s.lastDeal.cards).toHaveLength(32);
    expect(s.lastDeal.hands).toHaveLength(3);

    const review = await analysedReview(c, `/api/tables/${table.id}/deals/0/review`);
    expect(review).toMatchObject({ table: table.id, deal: 0, seat: 0, game: 'marias', seats: 3 });
    expect(review.hands).toEqual(s.lastDeal.hands);
    expect(review.actions).toEqual(s.lastDeal.actions.map((a: Message) => ({ seat: a.seat, action: a.text })));
    expect(review.hinted).toEqual([hinted]);
    const mine = review.actions.flatMap((a: Message, i: number) => (a.seat === 0 ? [i] : []));
    expect(mine.length).toBeGreaterThan(0);
    // The analysis (ai/marias/analyst.ts) judges every decision of the seat's, and only those, in units.
    expect(review.analysis, 'the review of a Mariáš deal comes with an analysis').not.toBeNull();
    expect(review.analysis.unit).toBe('units');
    expect(review.analysis.decisions.map((d: Message) => d.index)).toEqual(mine);
    expect(review.analysis.decisions.every((d: Message) => d.seat === 0)).toBe(true);

    await c.post(`/api/tables/${table.id}/actions`, { action: 'end', version: s.version });
    const { token } = (await c.post(`/api/tables/${table.id}/share`)).body;
    const stranger = new Client(server.url);
    const shared = await stranger.get(`/api/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ deals: 1, info: { status: 'finished', game: 'marias' } });
    const replayed = await stranger.get(`/api/shared/${token}/deals/0/review`);
    expect(replayed.status).toBe(200);
    expect(replayed.body.hands).toEqual(review.hands);
    expect(replayed.body.actions).toEqual(review.actions);
  }, 180_000);
});
