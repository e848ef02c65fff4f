/**
 * Belote at the server (issue 33): matches against three AI players through the API and the live connection, in
 * both rulesets and the annonces variant, the person at any seat, each played to its end and checked against the
 * referee (the record verified, every deal's report the referee's, the per-side totals and the match's end of
 * BE-18 and BE-C7, the deal passing to the right); a friend as partner against two AI players; and on every state a
 * connection was sent during a deal, only the cards its seat may know: its own hand (never its partner's), the
 * cards played, the turned card (BE-5), another seat's declared combinations once the first trick is over (BE-A2);
 * and a hint, the review with its analysis (ai/belote/analyst.ts) and a replay link of a Belote deal. The exhaustive check of every message field is server/leak.test.ts's.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BeloteState, belote } from '../engine/belote/index.js';
import { parseCard } from '../engine/cards.js';
import { cardsOf } from '../engine/cardset.js';
import { actionFromJson } from '../engine/moves.js';
import { replay } from '../engine/record.js';
import { commitmentOf } from './dealing.js';
import { verifyRecord } from './verify.js';
import {
  Client,
  type Live,
  type Message,
  type TestServer,
  friendsTable,
  mulberry,
  playOut,
  randomChooser,
  startServer,
  analysedReview,
} from './testing.js';

/** A finished Belote table's record checked against the referee and the final state; returns the replay. */
function checkMatch(record: Message, final: Message, table: Message) {
  expect(final.status).toBe('finished');
  expect(commitmentOf(final.seed)).toBe(table.commitment);
  expect(record).toMatchObject({ format: 'cardavia/1', game: 'belote', deck: 'paris-piquet', rules: table.rules });
  expect(verifyRecord(record).status).toBe(0);
  const r = replay(record);
  if (r.kind !== 'ok') throw new Error('the record does not replay');
  // RULES.md: totals per side [side 0, side 1]; the winner is a side.
  const totals = final.session.totals as number[];
  expect(totals).toHaveLength(2);
  expect(r.replayed.session.totals).toEqual(totals);
  // BE-18, BE-C7: the match ends once a side has reached the target (the higher total winning when both have).
  const target = table.rules.target as number;
  const winner = final.result.winner as number;
  expect(final.result).toMatchObject({ reason: 'complete', winner: r.replayed.session.winner });
  expect(totals[winner]).toBeGreaterThanOrEqual(target);
  // Each deal's report is the referee's; the deal passes to the right (BE-3); a deal nobody took scores nothing.
  expect(final.history).toHaveLength(r.replayed.deals.length);
  final.history.forEach((h: Message, i: number) => {
    const { dealer, complete: _complete, ...report } = r.replayed.deals[i]!;
    expect(h.report).toEqual(report);
    expect(h.dealer).toBe(dealer);
    if (i > 0) expect(h.dealer).toBe((final.history[i - 1].dealer + 3) % 4);
    if (report.result === 'passed') expect(report.scores).toEqual([0, 0]);
    if (table.rules.ruleset === 'contree') expect(report.turnedCard).toBeNull();
  });
  return r.replayed;
}

/**
 * The engine's state of each deal at each version of the table, from the record alone: versions count the log's
 * entries (the actions, a `continue` before each deal but the first), plus a start when the table waited.
 */
function statesByVersion(record: Message, started: boolean): Map<number, BeloteState> {
  const rules = belote.parseRules(record.rules);
  if (!rules.ok) throw new Error(rules.error);
  let session = belote.newSession(rules.value, record.firstDealer);
  const out = new Map<number, BeloteState>();
  let v = started ? 1 : 0;
  record.deals.forEach((deal: { cards: string[]; actions: Message[] }, d: number) => {
    if (d > 0) v++;
    let state = belote.deal(
      session,
      deal.cards.map((c) => parseCard('french', c)!),
    );
    out.set(v, state);
    for (const a of deal.actions) {
      const action = actionFromJson(belote.moves, 'french', a);
      if (!action.ok) throw new Error(action.error);
      const next = belote.apply(state, a.seat as number, action.value);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      out.set(++v, state);
    }
    const outcome = belote.outcome(state);
    if (outcome !== undefined) session = belote.settle(session, outcome);
  });
  return out;
}

/**
 * Every state a connection was sent while a deal was played: `view.hand` is its seat's hand at that version, and
 * no card the message shows lies in another seat's hand (its partner's included) unless the rules show it: the
 * turned card, or a combination declared and shown after the first trick. Returns the states checked.
 */
function expectOwnCardsOnly(live: Live, seat: number, record: Message, started: boolean): number {
  const states = statesByVersion(record, started);
  let checked = 0;
  for (const m of live.messages.filter((x) => x.type === 'state' && x.status === 'playing')) {
    const state = states.get(m.version);
    if (!state) throw new Error(`no state for version ${m.version}`);
    const at = `seat ${seat}, version ${m.version}`;
    const v = m.view;
    expect([...v.hand].sort(), at).toEqual(seat < 0 ? [] : cardsOf(state.hands[seat]!).sort());
    const shownByRule = new Set<number>(state.turned >= 0 ? [state.turned] : []);
    if (state.tricks.length > 0) {
      for (const d of state.declared) for (const c of d ?? []) for (const x of c.cards) shownByRule.add(x);
    }
    const cards: number[] = [
      ...v.hand,
      ...v.trick.cards,
      ...v.tricks.flatMap((t: Message) => t.cards),
      ...(v.turnedCard === null ? [] : [v.turnedCard]),
      ...v.declarations.flatMap((d: Message) => (d.combinations ?? []).flatMap((c: Message) => c.cards)),
      ...m.legal.flatMap((a: Message) => (a.text.startsWith('play:') ? [parseCard('french', a.text.slice(5))!] : [])),
    ];
    for (let other = 0; other < 4; other++) {
      if (other === seat) continue;
      for (const c of cardsOf(state.hands[other]!)) {
        if (!shownByRule.has(c)) expect(cards.includes(c), `${at}: seat ${other}'s card ${c}`).toBe(false);
      }
    }
    // BE-A2 (decided): another seat's combinations are told only once the first trick is over.
    for (const d of v.declarations) {
      if (d.seat !== seat) expect(d.combinations === null, at).toBe(state.tricks.length === 0);
    }
    expect(m.lastDeal).toBeNull();
    expect(v.handSizes).toHaveLength(4);
    checked++;
  }
  return checked;
}

describe('Belote tables', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  test.each([
    [0, 'the base ruleset', 'easy', { ruleset: 'cardavia', variants: [], target: 500 }],
    [1, 'the annonces variant', 'easy', { ruleset: 'cardavia', variants: ['annonces'], target: 500 }],
    [2, 'contrée', 'easy', { ruleset: 'contree', variants: [], target: 1000 }],
    [3, 'contrée', 'normal', { ruleset: 'contree', variants: [], target: 1000 }],
  ])(
    'the person at seat %i, %s, against three %s AI players: a match played to its end, verified, each deal’s report the referee’s, his own cards only; the statistics count it by side',
    async (seat, _, level, rules) => {
      const c = new Client(server.url);
      const seats = [level, level, level, level];
      seats[seat] = 'human';
      const created = await c.post('/api/tables', { game: 'belote', seats, rules, aiDelayMs: 0 });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { table } = created.body;
      expect(table).toMatchObject({ game: 'belote', rules, humanSeat: seat, deck: 'paris-piquet' });
      const live = await c.live(table.id);
      const final = await playOut(live, randomChooser(mulberry(330 + seat)));
      const record = (await c.get(`/api/tables/${table.id}/record`)).body;
      checkMatch(record, final, table);
      expect(expectOwnCardsOnly(live, seat, record, false)).toBeGreaterThan(0);
      live.close();
      // Partners share a place: 1 when the person's side (seats 0 and 2, or 1 and 3) won the match.
      const won = final.result.winner === seat % 2;
      expect(final.result.place).toBe(won ? 1 : 2);
      const stats = (await c.get('/api/me/stats')).body;
      expect(stats.games).toEqual([
        expect.objectContaining({ game: 'belote', level, finished: 1, won: won ? 1 : 0, lost: won ? 0 : 1 }),
      ]);
    },
    300_000,
  );

  test('a friend as your partner against two AI players: the match is the side’s, and neither partner sees the other’s hand', async () => {
    const { id, clients } = await friendsTable('belote', ['human', 'easy', 'invite', 'easy'], [server.url]);
    const people = [0, 2].map((seat) => ({ seat, client: clients[seat]! }));
    const lives = await Promise.all(people.map((p) => p.client.live(id)));
    const started = await people[0]!.client.post(`/api/tables/${id}/actions`, { action: 'start', version: 0 });
    expect(started.status).toBe(200);
    const finals = await Promise.all(lives.map((live, i) => playOut(live, randomChooser(mulberry(3300 + i)))));
    const table = (await people[0]!.client.get(`/api/tables/${id}`)).body.table;
    const record = (await people[0]!.client.get(`/api/tables/${id}/record`)).body;
    checkMatch(record, finals[0], table);
    // Both partners end with their side's result and place.
    expect(finals[1].result.winner).toBe(finals[0].result.winner);
    expect(finals[1].result.place).toBe(finals[0].result.place);
    for (const [i, { seat }] of people.entries()) {
      expect(finals[i].seat).toBe(seat);
      expect(expectOwnCardsOnly(lives[i]!, seat, record, true)).toBeGreaterThan(0);
      lives[i]!.close();
    }
  }, 300_000);

  test('a hint is a legal action of the seat; the review shows the four hands as dealt, the actions and every decision of the seat analysed, and a replay link opens it', async () => {
    const c = new Client(server.url);
    const { table } = (
      await c.post('/api/tables', {
        game: 'belote',
        seats: ['easy', 'human', 'easy', 'easy'],
        rules: { ruleset: 'contree', target: 1000 },
        aiDelayMs: 0,
        hints: true,
      })
    ).body;
    const live = await c.live(table.id);
    const hinted: number[] = [];
    let s: Message;
    for (;;) {
      s = await live.next((m) => m.type === 'state' && m === live.latestState() && (m.yourTurn || m.canContinue));
      if (s.canContinue) break;
      // A hint at the seat's first bid and first card: the strong player's choice from the seat's view.
      let action = s.legal[0].text as string;
      if (hinted.length === 0 || (hinted.length === 1 && s.view.phase === 'play')) {
        const hint = await c.post(`/api/tables/${table.id}/hint`);
        expect(hint.status, JSON.stringify(hint.body)).toBe(200);
        expect(s.legal.map((a: Message) => a.text)).toContain(hint.body.action);
        hinted.push(s.version);
        action = hint.body.action;
      }
      live.send({ type: 'act', action, version: s.version });
    }
    live.close();
    // BE-C1: eight cards each, the whole pack dealt.
    expect(s.lastDeal.cards).toHaveLength(32);
    expect(s.lastDeal.hands.map((h: number[]) => h.length)).toEqual([8, 8, 8, 8]);
    const review = await analysedReview(c, `/api/tables/${table.id}/deals/0/review`);
    expect(review).toMatchObject({ table: table.id, deal: 0, seat: 1, game: 'belote', seats: 4 });
    expect(review.hands).toEqual(s.lastDeal.hands);
    expect(review.actions).toEqual(s.lastDeal.actions.map((a: Message) => ({ seat: a.seat, action: a.text })));
    expect(review.hinted).toHaveLength(hinted.length);
    // The analysis (ai/belote/analyst.ts): every decision of the seat, in order, in the deal's game points.
    const mine = review.actions.flatMap((a: Message, i: number) => (a.seat === 1 ? [i] : []));
    expect(mine.length).toBeGreaterThan(0);
    expect(review.analysis).toMatchObject({ unit: 'game points' });
    expect(review.analysis.decisions.map((d: Message) => d.index)).toEqual(mine);
    expect(review.analysis.decisions.every((d: Message) => d.seat === 1)).toBe(true);
    expect(review.analysis.reasons).toHaveLength(mine.length);

    await c.post(`/api/tables/${table.id}/actions`, { action: 'end', version: s.version });
    const { token } = (await c.post(`/api/tables/${table.id}/share`)).body;
    const shared = await new Client(server.url).get(`/api/shared/${token}/deals/0/review`);
    expect(shared.status).toBe(200);
    expect(shared.body.hands).toEqual(review.hands);
    expect(shared.body.actions).toEqual(review.actions);
  }, 180_000);
});
