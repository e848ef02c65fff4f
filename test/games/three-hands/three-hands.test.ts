/**
 * The third test-only game, three hands (index.ts, rules TH-1 … TH-6): three seats each for himself, a talon
 * and a hidden discard of two cards, through every layer: its rules in process (property tests), the referee
 * (`cardavia replay`, `legal`, `perft`, `verify`), the arena, and a server table over WebSocket whose live
 * events name a discard to its mover only. It is registered only by CARDAVIA_EXTRA_GAMES in the processes
 * started here (the built CLI and server from dist/: run `npm run build` first); no source outside this folder
 * names it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Action } from '../../../engine/action.js';
import type { Session } from '../../../engine/game.js';
import { RANK_10, RANK_ACE, formatCard, rankOf, suitOf } from '../../../engine/cards.js';
import { cardsOf } from '../../../engine/cardset.js';
import { RECORD_FORMAT, actionToJson } from '../../../engine/record.js';
import { randomBelow, seededRandom, shuffle } from '../../../engine/random.js';
import { hasPartners } from '../../../engine/sides.js';
import { AUGEN } from '../../../engine/tricks/points.js';
import { ACE_TEN, noTrumps } from '../../../engine/tricks/ranking.js';
import { trickWinnerIndex } from '../../../engine/tricks/winner.js';
import { useSite } from '../../browser/harness.js';
import { Client, type Message, mulberry, playOut } from '../../../server/testing.js';
import { ROOT, type Run, cardavia as run } from '../../../cli/referee.testing.js';
import { PACK, type ThreeHandsRules, type ThreeHandsState, discardCards, game, players } from './index.js';

const EXTRA = join(ROOT, 'dist/test/games/three-hands/index.js');
const ENV = { CARDAVIA_EXTRA_GAMES: EXTRA };

function cardavia(args: string[], input?: unknown, env: Record<string, string> = ENV): Run {
  return run(args, input === undefined || typeof input === 'string' ? input : JSON.stringify(input), env);
}
function referee(command: string, record: unknown, ...args: string[]) {
  const r = cardavia([command, '-', ...args], record);
  return { status: r.status, doc: r.stdout === '' ? null : JSON.parse(r.stdout), stderr: r.stderr };
}

const isAceOrTen = (c: number) => rankOf(c) === RANK_ACE || rankOf(c) === RANK_10;
const forehandOf = (s: ThreeHandsState) => (s.dealer + 1) % 3;

type Chooser3 = (state: ThreeHandsState, seat: number, legal: readonly Action[]) => Action;

/** Plays a deal out, each action chosen by `choose`: every state along the way, and the actions taken. */
function playDeal(session: Session<ThreeHandsRules>, cards: readonly number[], choose: Chooser3) {
  let state = game.deal(session, cards);
  const states = [state];
  const actions: { seat: number; action: Action }[] = [];
  while (game.phase(state) !== 'over') {
    const seat = game.toMove(state)!;
    const action = choose(state, seat, game.legalActions(state));
    const next = game.apply(state, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    actions.push({ seat, action });
    state = next.value;
    states.push(state);
  }
  return { states, actions, outcome: game.outcome(state)! };
}

/** A deal from a shuffled pack played by random legal actions: every state along the way. */
function randomDeal(seed: string): ThreeHandsState[] {
  const random = seededRandom(seed);
  const session = game.newSession(game.defaultRules, randomBelow(random, 3));
  return playDeal(session, shuffle(PACK, random), (_s, _seat, legal) => legal[randomBelow(random, legal.length)]!)
    .states;
}

describe('three hands in process: the engine kits at work', () => {
  test('TH-1: three seats without sides, the 32-card pack, the steps discard then play', () => {
    expect(PACK).toHaveLength(32);
    expect(game.seats).toBe(3);
    expect(game.sides).toEqual([[0], [1], [2]]);
    expect(hasPartners(game)).toBe(false);
    expect(game.steps).toEqual([
      { id: 'discard', phase: 'auction', moves: ['discard'] },
      { id: 'play', phase: 'play', moves: ['play'] },
    ]);
    expect(game.moves.find((m) => m.name === 'discard')).toEqual({
      name: 'discard',
      arg: { type: 'cards', count: 2 },
      hidden: true,
    });
  });

  test('every card is once in a hand, the discard, the trick or a finished trick; views never show another’s cards or the discard', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (seed) => {
        for (const s of randomDeal(seed)) {
          const held = s.hands.flatMap((h) => cardsOf(h));
          const all = [...held, ...s.discard, ...s.table, ...s.tricks.flatMap((t) => t.cards)];
          expect(all.toSorted((a, b) => a - b)).toEqual(PACK);
          const forehand = forehandOf(s);
          if (game.step(s) === 'discard') {
            // TH-2, TH-3: the forehand holds the talon, and may discard any two cards but Aces and Tens.
            expect(game.view(s, 0).handSizes).toEqual([0, 1, 2].map((seat) => (seat === forehand ? 12 : 10)));
            for (const c of s.talon) expect(game.view(s, forehand).hand).toContain(c);
            const legal = game.legalActions(s);
            const n = game.view(s, forehand).hand.filter((c) => !isAceOrTen(c)).length;
            expect(legal).toHaveLength((n * (n - 1)) / 2);
            for (const a of legal) expect(discardCards(a).some(isAceOrTen)).toBe(false);
          }
          for (let seat = 0; seat < 3; seat++) {
            const v = game.view(s, seat);
            for (const o of [0, 1, 2].filter((o) => o !== seat)) {
              for (const c of cardsOf(s.hands[o]!)) expect(v.hand).not.toContain(c);
            }
            expect(JSON.stringify(v)).not.toContain('"hands"');
            // TH-3: the discard and the talon are the forehand's secret; the others learn that he discarded.
            expect(v.discarded).toBe(s.discard.length === 2);
            expect(v.discard).toEqual(seat === forehand && s.discard.length === 2 ? s.discard : null);
            expect(v.talon).toEqual(seat === forehand ? s.talon : null);
          }
          const spectator = game.spectatorView(s);
          expect([spectator.hand, spectator.discard, spectator.talon]).toEqual([[], null, null]);
        }
      }),
      { numRuns: 40 },
    );
  });

  test('TH-5: the card points make 120, the discard’s counted for the forehand; the most points win 1', () => {
    for (let i = 0; i < 30; i++) {
      const states = randomDeal(`points ${i}`);
      const last = states.at(-1)!;
      const o = game.outcome(last)!;
      expect(o.points.reduce((a, b) => a + b)).toBe(120);
      const inTricks = game.view(last, 0).trickPoints;
      expect(o.points).toEqual(inTricks.map((p, seat) => (seat === o.forehand ? p + o.discardPoints : p)));
      const best = Math.max(...o.points);
      const tied = o.points.filter((p) => p === best).length > 1;
      expect(o.winner).toBe(tied ? null : o.points.indexOf(best));
      expect(game.scores(o)).toEqual([0, 1, 2].map((seat) => (seat === o.winner ? 1 : 0)));
    }
  });

  test('TH-4: the highest card of the led suit takes the trick (A T K O U 9 8 7), and its winner leads the next', () => {
    const order = [RANK_ACE, RANK_10, 6, 5, 4, 2, 1, 0];
    for (let i = 0; i < 20; i++) {
      const s = randomDeal(`tricks ${i}`).at(-1)!;
      expect(s.tricks).toHaveLength(10);
      const explained = game.explain(game.view(s, i % 3));
      s.tricks.forEach((t, k) => {
        const led = suitOf(t.cards[0]!);
        const best = t.cards
          .filter((c) => suitOf(c) === led)
          .reduce((a, b) => (order.indexOf(rankOf(b)) < order.indexOf(rankOf(a)) ? b : a));
        expect(t.winner).toBe((t.leader + t.cards.indexOf(best)) % 3);
        expect(explained[k]).toMatchObject({ winner: best, winnerSeat: t.winner });
        expect(t.leader).toBe(k === 0 ? forehandOf(s) : s.tricks[k - 1]!.winner);
      });
    }
  });

  test('the normal bot discards its two cheapest cards and takes a trick when it can; both bots choose legal actions only', () => {
    for (let i = 0; i < 20; i++) {
      const session = game.newSession(game.defaultRules, i % 3);
      playDeal(session, shuffle(PACK, seededRandom(`bots ${i}`)), (s, seat, legal) => {
        const view = game.view(s, seat);
        const [easy, normal] = (['easy', 'normal'] as const).map((level) => players.bots[level](view, legal, `${i}`));
        expect(legal).toContain(easy);
        expect(legal).toContain(normal);
        if (game.step(s) === 'discard') {
          // TH-3: its two cheapest cards by points; never an Ace or a Ten (those are not legal at all).
          const points = (c: number) => AUGEN[rankOf(c)]!;
          const kept = view.hand.filter((c) => !discardCards(normal!).includes(c) && !isAceOrTen(c));
          for (const d of discardCards(normal!)) for (const k of kept) expect(points(d)).toBeLessThanOrEqual(points(k));
        } else if (view.trick.cards.length > 0) {
          // TH-4: it takes the trick whenever one of its cards can.
          const table = view.trick.cards;
          const wins = (c: number) => trickWinnerIndex(noTrumps(ACE_TEN), [...table, c]) === table.length;
          expect(wins(normal!)).toBe(legal.some(wins));
        }
        return seat === 0 ? normal! : easy!;
      });
    }
  });
});

// The Prague pack's codes (German notation, the game's default deck), 7..Ace.
const CODES = ['E', 'G', 'H', 'S'].flatMap((s) => ['7', '8', '9', 'T', 'U', 'O', 'K', 'A'].map((r) => s + r));
const record = (deals: unknown[], rules?: unknown) => ({
  format: 'cardavia/1',
  game: 'three-hands',
  ...(rules === undefined ? {} : { rules }),
  firstDealer: 2,
  deals,
});

/**
 * A deal in which the forehand takes every trick (TH-2's order: his ten cards, the next seat's, the dealer's,
 * the talon): he discards two cards, then leads his acorns from the top and his two leaves; the others follow
 * with their cards in the order given (the next seat's last two are leaves: he must follow the leaf leads).
 */
function sweep(forehand: number, discard: [string, string], hands: [string[], string[], string[]], talon: string[]) {
  const seats = [forehand, (forehand + 1) % 3, (forehand + 2) % 3];
  const actions: unknown[] = [{ seat: forehand, discard }];
  for (let trick = 0; trick < 10; trick++) {
    seats.forEach((seat, i) => actions.push({ seat, play: hands[i]![trick]! }));
  }
  const cards = [...hands.flat(), ...talon];
  expect(cards.toSorted()).toEqual(CODES.toSorted());
  return { cards, actions };
}
const FOREHAND = ['EA', 'ET', 'EK', 'EO', 'EU', 'E9', 'E8', 'E7', 'GA', 'GT'];
const HEARTS = ['HA', 'HT', 'HK', 'HO', 'HU', 'H9'];
const DEALER = ['H8', 'H7', 'SA', 'ST', 'SK', 'SO', 'SU', 'S9', 'S8', 'S7'];
/** Deal 0, dealer 2: seat 0 takes up G7 G8 and discards them (no points), then takes all ten tricks: 120. */
const DEAL_0 = sweep(0, ['G7', 'G8'], [FOREHAND, [...HEARTS, 'GU', 'G9', 'GK', 'GO'], DEALER], ['G7', 'G8']);
/** Deal 1, dealer 0: seat 1 takes up GK GO and discards them: 113 in tricks and the discard's 7 (TH-5). */
const DEAL_1 = sweep(1, ['GK', 'GO'], [FOREHAND, [...HEARTS, 'GU', 'G9', 'G8', 'G7'], DEALER], ['GK', 'GO']);

/** The discards the forehand of DEAL_0 may make: any two of EK EO EU E9 E8 E7 G7 G8, never an Ace or a Ten. */
const SMALL = ['EK', 'EO', 'EU', 'E9', 'E8', 'E7', 'G7', 'G8'];
const DISCARDS_0 = SMALL.flatMap((a, i) => SMALL.slice(i + 1).map((b) => `discard:${[a, b].sort().join(',')}`)).sort();

/** A match played in process by the bots (normal at seat 0, easy at the others), as a record would hold it. */
function botMatch(seed: string, target: number) {
  const random = seededRandom(seed);
  const rules = game.parseRules({ target });
  if (!rules.ok) throw new Error(rules.error);
  let session = game.newSession(rules.value, randomBelow(random, 3));
  const firstDealer = session.dealer;
  const deals: { cards: string[]; actions: unknown[] }[] = [];
  const reports: unknown[] = [];
  while (!session.finished) {
    const cards = shuffle(PACK, random);
    const deal = playDeal(session, cards, (s, seat, legal) =>
      players.bots[seat === 0 ? 'normal' : 'easy'](game.view(s, seat), legal, `${seed}/${s.tricks.length}`),
    );
    reports.push({ dealer: session.dealer, complete: true, ...game.report(deal.outcome, 'german') });
    deals.push({
      cards: cards.map((c) => formatCard('german', c)),
      actions: deal.actions.map(({ seat, action }) => actionToJson(game, 'german', seat, action)),
    });
    session = game.settle(session, deal.outcome);
  }
  const rec = { format: RECORD_FORMAT, game: 'three-hands', rules: { target }, firstDealer, deals };
  return { rec, reports, session };
}

describe('the referee on three-hands records (CARDAVIA_EXTRA_GAMES)', () => {
  beforeAll(() => {
    if (!existsSync(EXTRA)) throw new Error(`${EXTRA} is missing: run \`npm run build\` first`);
  });

  test('replay: the forehand takes every trick; his discard counts for him (TH-5); the deal passes to the left', () => {
    const { status, doc } = referee('replay', record([DEAL_0, DEAL_1]));
    expect(status).toBe(0);
    /** A deal the forehand took whole: every trick, all 120 points (the discard's among them) and the point. */
    const swept = (dealer: number, forehand: number, discardPoints: number) => ({
      dealer,
      complete: true,
      forehand,
      tricks: [0, 1, 2].map((seat) => (seat === forehand ? 10 : 0)),
      points: [0, 1, 2].map((seat) => (seat === forehand ? 120 : 0)),
      discardPoints,
      winner: forehand,
      gamePoints: [0, 1, 2].map((seat) => (seat === forehand ? 1 : 0)),
    });
    expect(doc).toEqual({
      ok: true,
      deals: [swept(2, 0, 0), swept(0, 1, 7)],
      totals: [1, 1, 0],
      finished: false,
      winner: null,
    });
    // TH-6: the first seat at the target wins the match.
    expect(referee('replay', record([DEAL_0], { target: 1 })).doc).toMatchObject({ finished: true, winner: 0 });
  });

  test('replay: records of bot matches written in process replay to the same deals, totals and winner', () => {
    for (const [seed, target] of [
      ['match a', 3],
      ['match b', 5],
    ] as const) {
      const { rec, reports, session } = botMatch(seed, target);
      // TH-3: a discard's record form is an array of two card codes.
      const discard = rec.deals[0]!.actions[0] as { discard: unknown };
      expect(discard.discard).toEqual([expect.stringMatching(/^\w\w$/), expect.stringMatching(/^\w\w$/)]);
      const { status, doc } = referee('replay', rec);
      expect(status).toBe(0);
      expect(doc).toEqual({
        ok: true,
        deals: reports,
        totals: session.totals,
        finished: true,
        winner: session.winner,
      });
      expect(Math.max(...session.totals)).toBe(target);
    }
  });

  test('legal: the discard step is the record phase auction, two cards a move, no Ace and no Ten (TH-3)', () => {
    const fresh = { cards: DEAL_0.cards, actions: [] };
    const start = referee('legal', record([fresh])).doc;
    expect(start).toEqual({ seat: 0, phase: 'auction', actions: DISCARDS_0 });
    expect(start.actions).toHaveLength(28);
    expect(start.actions).toContain('discard:E7,G8');
    const discarded = { cards: DEAL_0.cards, actions: DEAL_0.actions.slice(0, 1) };
    expect(referee('legal', record([discarded])).doc).toEqual({
      seat: 0,
      phase: 'play',
      actions: FOREHAND.map((c) => `play:${c}`).sort(),
    });
    // TH-4: a leaf led, seat 1 must follow with one of his four leaves.
    const led = { cards: DEAL_0.cards, actions: [DEAL_0.actions[0], { seat: 0, play: 'GA' }] };
    expect(referee('legal', record([led])).doc).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['play:G9', 'play:GK', 'play:GO', 'play:GU'],
    });
  });

  test('refusals: an Ace or a Ten discarded is ILLEGAL_MOVE by TH-3; a card before the discard WRONG_PHASE; a renege TH-4', () => {
    const at = (actions: unknown[]) => referee('replay', record([{ cards: DEAL_0.cards, actions }])).doc.error;
    expect(at([{ seat: 0, discard: ['EA', 'E7'] }])).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'TH-3' });
    expect(at([{ seat: 0, discard: ['G8', 'GT'] }])).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'TH-3' });
    expect(at([{ seat: 0, discard: ['HA', 'E7'] }])).toMatchObject({ code: 'CARD_NOT_IN_HAND' });
    expect(at([{ seat: 1, discard: ['H9', 'HU'] }])).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(at([{ seat: 0, play: 'EA' }])).toMatchObject({ code: 'WRONG_PHASE', rule: 'TH-3' });
    const [discard] = DEAL_0.actions;
    expect(at([discard, { seat: 0, discard: ['E7', 'E8'] }])).toMatchObject({ code: 'WRONG_PHASE' });
    expect(at([discard, { seat: 0, play: 'GA' }, { seat: 1, play: 'HA' }])).toMatchObject({
      code: 'ILLEGAL_CARD',
      rule: 'TH-4',
    });
    // The engine's refusal in process, as the site's "why not?" shows it.
    const s = game.deal(
      game.newSession(game.defaultRules, 2),
      DEAL_0.cards.map((c) => CODES.indexOf(c)),
    );
    expect(game.candidates(game.view(s, 0))).toHaveLength(66); // every pair of his twelve cards
    const refused = game
      .candidates(game.view(s, 0))
      .filter((a) => !game.legalActions(s).includes(a))
      .map((a) => game.apply(s, 0, a));
    expect(refused).toHaveLength(66 - 28);
    for (const r of refused) expect(r).toMatchObject({ ok: false, error: { code: 'ILLEGAL_MOVE', rule: 'TH-3' } });
  });

  test('a discard of one card, or of a card twice, does not read', () => {
    for (const discard of [['E7'], ['E7', 'E7'], 'E7,G8']) {
      const r = referee('replay', record([{ cards: DEAL_0.cards, actions: [{ seat: 0, discard }] }]));
      expect(r.status).toBe(2);
    }
  });

  test('perft: 28 discards, then 10 leads each, then seat 1’s answers: 28, 280, 2212', () => {
    // Depth 3: 15 discards of two acorns leave 6 acorns and 4 leaves (6 * 10 + 4 * 4 = 76 answers), 12 of an
    // acorn and a leaf 7 and 3 (82), one of both leaves 8 and 2 (88): seat 1 has no acorn and four leaves.
    const fresh = record([{ cards: DEAL_0.cards, actions: [] }]);
    expect([1, 2, 3].map((d) => referee('perft', fresh, String(d)).doc.nodes)).toEqual([28, 280, 2212]);
  });
});

describe('the arena on three-hands', () => {
  test('easy against normal on three seats each for itself: six plays a shuffle, each bot alone at each seat, its lone seat scoring at most one point', () => {
    const deals = 6;
    const args = ['--bots', 'easy,normal', '--deals', String(deals), '--seed', '3', '--json'];
    const r = cardavia(['arena', '--game', 'three-hands', ...args]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ game: 'three-hands', deals, seed: '3' });
    expect(doc.bots.map((b: { name: string }) => b.name)).toEqual(['easy', 'normal']);
    // BOTS.md's duplicate form for three seats each for itself (cli/arena.ts): every shuffle is played six
    // times, each bot alone at each seat against two copies of the other, 31 decisions a play (a discard and
    // thirty cards); a bot's meanScore is its lone seat's, and a deal gives that seat one point at most.
    expect(doc.bots[0].decisions + doc.bots[1].decisions).toBe(deals * 6 * 31);
    for (const bot of doc.bots) {
      expect(bot.meanScore).toBeGreaterThanOrEqual(0);
      expect(bot.meanScore).toBeLessThanOrEqual(1);
    }
  });
});

describe('three-hands tables on the built server, over WebSocket', () => {
  const site = useSite({ ...ENV, CARDAVIA_WS_PER_SECOND: '10000' });

  test('a human and two AI players play to the end; the record replays; a discard is named to its mover only', async () => {
    const c = new Client(site().url);
    const catalogue = (await c.get('/api/games')).body;
    const listing = catalogue.games.find((g: { id: string }) => g.id === 'three-hands');
    expect(listing).toMatchObject({ seats: 3, sides: [[0], [1], [2]], defaultDeck: 'prague' });
    expect(listing.moves).toContainEqual({ name: 'discard', arg: 'cards', count: 2, hidden: true });

    const random = mulberry(5);
    /** The human's discard turns: his legal discards and why the others may not be made (the site's "why not?"). */
    const discardTurns: Message[] = [];
    const choose = (state: Message) => {
      if (state.step === 'discard') discardTurns.push(state);
      return state.legal[Math.floor(random() * state.legal.length)]!.text;
    };
    // The deal passes to the left (TH-5) and a match is three deals at least (one point a deal, TH-6): every
    // seat discards in the first table's match. The bound only guards against a discard whose event was sent
    // as a whole state, which carries no entry.
    const seen: { seat: number; action: string }[] = [];
    for (let tables = 0; tables < 4 && !(seen.some((e) => e.seat === 0) && seen.some((e) => e.seat !== 0)); tables++) {
      const id = await c.table('three-hands', ['human', 'easy', 'easy']);
      const events = await c.events(id);
      const live = await c.live(id);
      const final = await playOut(live, choose);
      live.close();
      await events
        .next((m) => (m.type === 'event' || m.type === 'state') && m.version === final.version, 30_000)
        .catch((e: Error) => {
          throw new Error(`${e.message}: the events never reached version ${final.version}`);
        });
      events.close();
      expect(final.status).toBe('finished');
      expect(Math.max(...final.session.totals)).toBe(3);
      expect(final.session.winner).toBe(final.session.totals.indexOf(3));

      // TH-3: the human's view holds the talon and the discard only in the deals where he is the forehand.
      for (const m of live.messages.filter((x) => x.type === 'state' && x.status === 'playing')) {
        const own = m.view.forehand === 0;
        expect(m.view.talon === null).toBe(!own);
        expect(m.view.discard === null).toBe(!own || !m.view.discarded);
        if (m.view.discard !== null) expect(m.view.discard).toHaveLength(2);
      }
      for (const m of events.messages) {
        if (m.type === 'event' && m.entry?.action.startsWith('discard')) seen.push(m.entry);
      }

      const rec = (await c.get(`/api/tables/${id}/record`)).body;
      expect(rec.game).toBe('three-hands');
      const replayed = referee('replay', rec);
      expect(replayed.status).toBe(0);
      expect(replayed.doc).toMatchObject({ ok: true, finished: true, totals: final.session.totals });
      expect(replayed.doc.winner).toBe(final.session.winner);
      expect(cardavia(['verify', '-'], rec).status).toBe(0);
    }
    // The mover's own connection is told his two cards (the human sent them as discard:E7,G8); the others learn
    // only that a discard was made.
    expect(seen.some((e) => e.seat === 0)).toBe(true);
    expect(seen.some((e) => e.seat !== 0)).toBe(true);
    for (const e of seen) expect(e.action).toMatch(e.seat === 0 ? /^discard:\w\w,\w\w$/ : /^discard$/);

    expect(discardTurns.length).toBeGreaterThan(0);
    for (const t of discardTurns) {
      expect(t.view.hand).toHaveLength(12);
      expect(t.legal.every((a: { text: string }) => /^discard:\w\w,\w\w$/.test(a.text))).toBe(true);
      // Every pair holding an Ace or a Ten is refused by TH-3, with the engine's reason.
      const small = t.view.hand.filter((c: number) => !isAceOrTen(c)).length;
      expect(t.legal).toHaveLength((small * (small - 1)) / 2);
      expect(t.refused).toHaveLength(66 - t.legal.length);
      for (const r of t.refused) expect(r).toMatchObject({ code: 'ILLEGAL_MOVE', rule: 'TH-3' });
    }
  }, 120_000);
});
