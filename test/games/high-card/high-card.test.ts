/**
 * The test-only game of this folder through every layer: the referee (`cardavia replay`, `legal`, `perft`),
 * the arena against an outside bot, and a server table over WebSocket with its AI seat. The game is
 * registered only by CARDAVIA_EXTRA_GAMES in the environment of the processes started here (the built CLI
 * and server from dist/: run `npm run build` first); no source outside this folder names it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Site, startSite } from '../../browser/harness.js';
import { Client, type Message, mulberry, playOut } from '../../../server/testing.js';
import { ROOT, type Run, cardavia as run } from '../../../cli/referee.testing.js';

const EXTRA = join(ROOT, 'dist/test/games/high-card/index.js');
const ENV = { CARDAVIA_EXTRA_GAMES: EXTRA };

beforeAll(() => {
  if (!existsSync(EXTRA)) throw new Error(`${EXTRA} is missing: run \`npm run build\` first`);
});

/** The built CLI; `input` on standard input, as typed (a string) or as JSON. */
function cardavia(args: string[], input?: unknown, env: Record<string, string> = ENV): Run {
  return run(args, input === undefined || typeof input === 'string' ? input : JSON.stringify(input), env);
}

/** Runs a referee command on a record: its exit status and the JSON document it printed. */
function referee(command: string, record: unknown, ...args: string[]) {
  const r = cardavia([command, '-', ...args], record);
  return { status: r.status, doc: r.stdout === '' ? null : JSON.parse(r.stdout), stderr: r.stderr };
}

// The Paris piquet pack's codes (French notation, the game's default deck); a deal's pack is the first eight
// cards as written (HC-1: the first four to the non-dealer, the next four to the dealer), then the rest.
const CODES = ['C', 'S', 'H', 'D'].flatMap((s) => ['7', '8', '9', 'T', 'J', 'Q', 'K', 'A'].map((r) => s + r));
const pack = (...first: string[]) => [...first, ...CODES.filter((c) => !first.includes(c))];

/** Deal 0 (dealer 1): seat 0 leads HA H7 S8 C9 against HK SA D7 D8. */
const PACK_0 = pack('HA', 'H7', 'S8', 'C9', 'HK', 'SA', 'D7', 'D8');
/** Deal 1 (dealer 0): seat 1 leads C7 C8 C9 CT against CJ CQ CK CA. */
const PACK_1 = pack('C7', 'C8', 'C9', 'CT', 'CJ', 'CQ', 'CK', 'CA');

const record = (deals: unknown[], rules?: unknown) => ({
  format: 'cardavia/1',
  game: 'high-card',
  ...(rules === undefined ? {} : { rules }),
  firstDealer: 1,
  deals,
});
const KNOCK_DEAL = { cards: PACK_0, actions: [{ seat: 0, knock: true }] };
/** Seat 1 leads all four tricks' first card and seat 0 takes each with a higher club (HC-3): 0 wins 4:0. */
const CLUBS_DEAL = {
  cards: PACK_1,
  actions: [
    { seat: 1, play: 'C7' },
    { seat: 0, play: 'CJ' },
    { seat: 0, play: 'CQ' },
    { seat: 1, play: 'C8' },
    { seat: 0, play: 'CK' },
    { seat: 1, play: 'C9' },
    { seat: 0, play: 'CA' },
    { seat: 1, play: 'CT' },
  ],
};

describe('the referee on high-card records (CARDAVIA_EXTRA_GAMES)', () => {
  test('replay: a knock concedes the deal to the other seat (HC-4), four tricks to none win the next (HC-5)', () => {
    const { status, doc } = referee('replay', record([KNOCK_DEAL, CLUBS_DEAL]));
    expect(status).toBe(0);
    expect(doc).toEqual({
      ok: true,
      deals: [
        { dealer: 1, complete: true, tricks: [0, 0], knocked: 0, gamePoints: [0, 1] },
        { dealer: 0, complete: true, tricks: [4, 0], knocked: null, gamePoints: [1, 0] },
      ],
      totals: [1, 1],
      finished: false,
      winner: null,
    });
  });

  test('replay: tricks 2:2 score nothing; a trick goes to the led card unless answered higher in its suit', () => {
    const actions = [
      { seat: 0, play: 'HA' },
      { seat: 1, play: 'HK' }, // lower heart: seat 0
      { seat: 0, play: 'H7' },
      { seat: 1, play: 'D7' }, // another suit: seat 0
      { seat: 0, play: 'S8' },
      { seat: 1, play: 'SA' }, // higher spade: seat 1
      { seat: 1, play: 'D8' },
      { seat: 0, play: 'C9' }, // another suit: seat 1
    ];
    const { doc } = referee('replay', record([{ cards: PACK_0, actions }]));
    expect(doc.deals).toEqual([{ dealer: 1, complete: true, tricks: [2, 2], knocked: null, gamePoints: [0, 0] }]);
  });

  test('replay: the match ends at the target (HC-6); a deal after it is SESSION_OVER', () => {
    expect(referee('replay', record([KNOCK_DEAL], { target: 1 })).doc).toMatchObject({
      totals: [0, 1],
      finished: true,
      winner: 1,
    });
    const after = referee('replay', record([KNOCK_DEAL, CLUBS_DEAL], { target: 1 }));
    expect(after.status).toBe(1);
    expect(after.doc.error).toMatchObject({ deal: 1, action: null, code: 'SESSION_OVER' });
  });

  test('replay: a knock after the first card is ILLEGAL_MOVE, a bid WRONG_PHASE; a malformed knock is unreadable', () => {
    const late = referee(
      'replay',
      record([
        {
          cards: PACK_0,
          actions: [
            { seat: 0, play: 'HA' },
            { seat: 1, knock: true },
          ],
        },
      ]),
    );
    expect(late.status).toBe(1);
    expect(late.doc.error).toMatchObject({ deal: 0, action: 1, code: 'ILLEGAL_MOVE' });
    const bid = referee('replay', record([{ cards: PACK_0, actions: [{ seat: 0, bid: 'pass' }] }]));
    expect(bid.doc.error).toMatchObject({ deal: 0, action: 0, code: 'WRONG_PHASE' });
    for (const action of [
      { seat: 0, knock: 'yes' },
      { seat: 0, knock: true, play: 'HA' },
    ]) {
      const r = referee('replay', record([{ cards: PACK_0, actions: [action] }]));
      expect(r.status).toBe(2);
      expect(r.doc).toBeNull();
      expect(r.stderr).toMatch(/not a readable record: deal 0, action 0: .*knock/);
    }
  });

  test('legal: the knock is offered as `knock` only before the deal’s first card, among the sorted plays', () => {
    expect(referee('legal', record([{ cards: PACK_0, actions: [] }])).doc).toEqual({
      seat: 0,
      phase: 'play',
      actions: ['knock', 'play:C9', 'play:H7', 'play:HA', 'play:S8'],
    });
    expect(referee('legal', record([{ cards: PACK_0, actions: [{ seat: 0, play: 'HA' }] }])).doc).toEqual({
      seat: 1,
      phase: 'play',
      actions: ['play:D7', 'play:D8', 'play:HK', 'play:SA'],
    });
    expect(referee('legal', record([KNOCK_DEAL])).doc).toEqual({ seat: null, phase: 'over', actions: [] });
  });

  test('perft counts the action sequences as worked out by hand', () => {
    // From a fresh deal the leader has 4 cards and the knock. Any held card may answer (HC-3), so the first
    // trick goes 4 × 4 ways, the next 3 × 3, then 2 × 2 and 1 × 1, whoever won and leads. The knock ends the
    // deal (HC-4) and counts once at every depth from 1 on:
    //   depth 1: 4 + 1 = 5            depth 2: 4·4 + 1 = 17        depth 3: 4·4·3 + 1 = 49
    //   depth 4: 4·4·3·3 + 1 = 145    depth 8: 16·9·4·1 + 1 = 577  depth 9: still 577 (the deal is over)
    const fresh = record([{ cards: PACK_0, actions: [] }]);
    const counts = [0, 1, 2, 3, 4, 8, 9].map((d) => referee('perft', fresh, String(d)).doc.nodes);
    expect(counts).toEqual([1, 5, 17, 49, 145, 577, 577]);
    // After the first card: 4 answers; then the winner's 3 leads.
    const afterLead = record([{ cards: PACK_0, actions: [{ seat: 0, play: 'HA' }] }]);
    expect(referee('perft', afterLead, '1').doc.nodes).toBe(4);
    expect(referee('perft', afterLead, '2').doc.nodes).toBe(12);
  });

  test('without CARDAVIA_EXTRA_GAMES the game does not exist: the record is unreadable', () => {
    const r = cardavia(['replay', '-'], record([KNOCK_DEAL]), { CARDAVIA_EXTRA_GAMES: '' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/unknown game "high-card"/);
  });
});

describe('the arena on high-card', () => {
  test('level easy against examples/random-bot.mjs: duplicate deals, each worth at most one game point', () => {
    const deals = 12;
    const r = cardavia([
      'arena',
      '--game',
      'high-card',
      '--bots',
      'easy',
      '--bot',
      'node examples/random-bot.mjs',
      '--deals',
      String(deals),
      '--seed',
      '5',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ game: 'high-card', deals, seed: '5' });
    expect(doc.bots.map((b: { name: string }) => b.name)).toEqual(['easy', 'random-bot 1.0']);
    const [easy, random] = doc.bots;
    // HC-5: each of the 2 × 12 plays gives one point to one seat, or none at 2:2.
    expect(easy.meanScore + random.meanScore).toBeGreaterThan(0);
    expect(easy.meanScore + random.meanScore).toBeLessThanOrEqual(1);
    expect(doc.difference.mean).toBeCloseTo(easy.meanScore - random.meanScore, 2);
    // Every play of a deal asks each seat at least once (a knock ends it after one decision).
    expect(easy.decisions + random.decisions).toBeGreaterThanOrEqual(2 * deals);
  });

  test('the game has no oracle, and without CARDAVIA_EXTRA_GAMES no such game: usage errors listing the games', () => {
    const oracle = cardavia(['arena', '--game', 'high-card', '--bots', 'easy,oracle', '--deals', '1']);
    expect(oracle.status).toBe(2);
    expect(oracle.stderr).toMatch(/high-card has no oracle/);
    const unknown = cardavia(['arena', '--game', 'high-card', '--bots', 'easy,easy'], undefined, {
      CARDAVIA_EXTRA_GAMES: '',
    });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/unknown game "high-card" \(games: [^)]+\)/);
    expect(unknown.stderr).not.toMatch(/games: [^)]*high-card/);
  });
});

describe('cardavia play on high-card', () => {
  test('the terminal game reads a card code in any case and a number, and refuses a late knock with its rule', () => {
    const play = (input: string) => cardavia(['play', '--game', 'high-card', '--seed', '4'], input);
    // Seed 4: the human deals first, so the opponent leads (HC-2) and the human's first move is an answer.
    const first = play('q\n');
    expect(first.stdout).toMatch(/^High card, a match to 3/);
    expect(first.stdout).toMatch(/Opponent led .*\nYour moves: \[1\] /);
    const code = /Your moves: \[1\] [^(]+\((\w\w)\)/.exec(first.stdout)![1]!;
    const played = play(`KNOCK\n${code.toLowerCase()}\n1\nq\n`);
    expect(played.status).toBe(0);
    expect(played.stdout).toMatch(/Not allowed: only the first action of a deal may be a knock \(HC-4\)\./);
    expect(played.stdout).toMatch(new RegExp(`You played [^(]+\\(${code}\\); the trick goes to`));
    expect(played.stdout.match(/You played/g)).toHaveLength(2);
    expect(played.stdout.trim().split('\n').at(-1)).toMatch(/Goodbye\.$/);
  });
});

describe('a high-card table on the built server, over WebSocket', () => {
  let site: Site;
  beforeAll(async () => {
    // The test plays at full speed over one connection: the per-connection message limit is not what it tests.
    site = await startSite({ ...ENV, CARDAVIA_WS_PER_SECOND: '10000' });
  }, 30_000);
  afterAll(async () => {
    await site?.stop();
  });

  test('the catalogue offers the game; a table is played to the end with a knock, across a restart, and its record replays', async () => {
    const c = new Client(site.url);
    const catalogue = (await c.get('/api/games')).body;
    expect(catalogue.games.map((g: { id: string }) => g.id)).toContain('high-card');

    const created = await c.post('/api/tables', { game: 'high-card', seats: ['human', 'easy'], aiDelayMs: 0 });
    expect(created.status).toBe(201);
    const id = created.body.table.id;

    // Play until the human may knock (leading a deal's first card), knock, and see the deal end.
    let live = await c.live(id);
    let s: Message;
    for (;;) {
      s = await live.next((m) => m.type === 'state' && m === live.latestState() && (m.yourTurn || m.canContinue));
      if (s.canContinue) live.send({ type: 'act', action: 'continue', version: s.version });
      else if (s.legal.some((a: { text: string }) => a.text === 'knock')) break;
      else live.send({ type: 'act', action: s.legal[0].text, version: s.version });
    }
    const dealsBefore = s.session.dealsPlayed;
    live.send({ type: 'act', id: 'knock', action: 'knock', version: s.version });
    const knocked = await live.next((m) => m.type === 'state' && m.ack === 'knock');
    expect(knocked.session.dealsPlayed).toBe(dealsBefore + 1);
    // The human holds seat 0: the knock gives the deal to seat 1.
    expect(knocked.history.at(-1)).toMatchObject({ scores: [0, 1], report: { knocked: 0, tricks: [0, 0] } });
    live.close();

    // The log keeps the knock in its string form: the table comes back from it after a crash.
    await site.crashAndRestart();
    const back = (await c.get(`/api/tables/${id}`)).body.state;
    expect(back.version).toBe(knocked.version);
    expect(back.session.totals).toEqual(knocked.session.totals);

    // On to the end; after the deal's first card the knock is refused with its rule (HC-4), and every trick
    // is explained.
    live = await c.live(id);
    const random = mulberry(11);
    let refusedKnock: unknown = null;
    const final = await playOut(live, (state) => {
      if (state.view.trick.cards.length > 0 || state.view.tricks.length > 0) {
        refusedKnock ??= state.refused.find((x: { text: string }) => x.text === 'knock') ?? null;
      }
      expect(state.explanations).toHaveLength(state.view.tricks.length);
      const cards = state.legal.filter((a: { text: string }) => a.text !== 'knock');
      return cards[Math.floor(random() * cards.length)].text;
    });
    live.close();
    expect(final.status).toBe('finished');
    expect(Math.max(...final.session.totals)).toBe(3); // HC-6: the default target
    expect(refusedKnock).toMatchObject({ text: 'knock', code: 'ILLEGAL_MOVE', rule: 'HC-4' });

    const rec = (await c.get(`/api/tables/${id}/record`)).body;
    expect(rec.game).toBe('high-card');
    expect(rec.deals.flatMap((d: { actions: unknown[] }) => d.actions)).toContainEqual({ seat: 0, knock: true });
    const replayed = referee('replay', rec);
    expect(replayed.status).toBe(0);
    expect(replayed.doc).toMatchObject({ ok: true, finished: true, totals: final.session.totals });
    expect(replayed.doc.winner).toBe(final.session.winner);
    const verified = cardavia(['verify', '-'], rec);
    expect(verified.status).toBe(0);
  });
});
