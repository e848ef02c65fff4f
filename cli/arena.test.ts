import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { replay } from '../engine/record.js';
import { duplicateForm } from './arena.js';
import { cardavia } from './referee.testing.js';

const run = (args: string[], env: Record<string, string> = {}) => cardavia(['arena', ...args], undefined, env);

/** The messages test/bots/recording-bot.mjs received, from its RECORD_FILE. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const received = (file: string): any[] =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

describe('cardavia arena between Cardavia players', () => {
  test('--json in Schafkopf breaks each bot’s deals down by contract: declared, won, and the score in each role', () => {
    const r = run(['--game', 'schafkopf', '--bots', 'easy,normal', '--deals', '6', '--seed', 'contracts', '--json']);
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    type Side = { deals: number; won: number; meanScore: number };
    type Contract = { bids: number; wins: number; declarer: Side; partner: Side; defender: Side };
    let seats = 0;
    let declared = 0;
    for (const bot of doc.bots) {
      // Every point a bot scored is in one role of one contract (a deal everyone passed scores nothing).
      const sides = Object.values(bot.contracts as Record<string, Contract>).flatMap((c) => [
        c.declarer,
        c.partner,
        c.defender,
      ]);
      const total = sides.reduce((sum, side) => sum + side.meanScore * side.deals, 0);
      expect(total).toBeCloseTo(bot.meanScore * 2 * 6, 1);
      for (const [kind, c] of Object.entries(bot.contracts as Record<string, Contract>)) {
        expect(['rufer', 'wenz', 'solo', 'wenz-tout', 'solo-tout', 'sie']).toContain(kind);
        expect([c.bids, c.wins]).toEqual([c.declarer.deals, c.declarer.won]);
        expect(c.wins).toBeLessThanOrEqual(c.bids);
        seats += c.declarer.deals + c.partner.deals + c.defender.deals;
        declared += c.bids;
        // Only a Rufer has a partner.
        if (kind !== 'rufer') expect(c.partner.deals).toBe(0);
      }
    }
    // Per contract over both bots: a Rufer has one partner and two defenders, any other contract three defenders.
    const kinds = new Set(doc.bots.flatMap((b: { contracts: object }) => Object.keys(b.contracts)));
    for (const kind of kinds) {
      const of = (pick: (c: Contract) => number) =>
        doc.bots.reduce(
          (sum: number, b: { contracts: Record<string, Contract> }) =>
            sum + (b.contracts[kind as string] ? pick(b.contracts[kind as string]!) : 0),
          0,
        );
      const bids = of((c) => c.bids);
      expect(of((c) => c.partner.deals)).toBe(kind === 'rufer' ? bids : 0);
      expect(of((c) => c.defender.deals)).toBe(kind === 'rufer' ? 2 * bids : 3 * bids);
    }
    // 6 shuffles played twice: 12 deals of 4 seats, each deal with a contract counted once per seat.
    expect(seats % 4).toBe(0);
    expect(seats / 4).toBe(declared);
    expect(declared).toBeGreaterThan(0);
    expect(declared).toBeLessThanOrEqual(12);
  });

  test('a game without contracts has no breakdown', () => {
    const r = run(['--game', 'schnapsen', '--bots', 'easy,easy', '--deals', '2', '--seed', 'none', '--json']);
    expect(r.status, r.stderr).toBe(0);
    for (const bot of JSON.parse(r.stdout).bots) expect(bot.contracts).toBeUndefined();
  });

  test('--json: each mean score is the game points of the seats the bot held, as the referee scores the deals played; seeds reproduce', () => {
    const deals = 8;
    const dir = mkdtempSync(join(tmpdir(), 'cardavia-scores-'));
    let runs = 0;
    const arena = (seed: string) => {
      const file = join(dir, `run-${runs++}.jsonl`);
      writeFileSync(file, '');
      const r = run(
        [
          '--game',
          'bohemian-schneider',
          '--bots',
          'easy',
          '--bot',
          'node test/bots/recording-bot.mjs',
          '--deals',
          String(deals),
          '--seed',
          seed,
          '--json',
        ],
        { RECORD_FILE: file },
      );
      expect(r.status).toBe(0);
      const ends = received(file).filter((m) => m.type === 'deal-end');
      return { doc: JSON.parse(r.stdout), ends };
    };
    const { doc, ends } = arena('7');
    expect(doc).toMatchObject({ game: 'bohemian-schneider', deals, seed: '7' });
    expect(doc.bots.map((b: { name: string }) => b.name)).toEqual(['easy', 'recorder']);
    expect(ends.map((e) => e.deal)).toEqual([...Array(2 * deals).keys()]);

    // Duplicate form (BOTS.md): deal 2i + p is play p of shuffle i, on the same cards; the first bot holds
    // seat 0 in play 0 and seat 1 in play 1.
    const points = Array.from({ length: deals }, () => [0, 0]);
    const decisions = [0, 0];
    for (const { deal, record } of ends) {
      expect(record.deals[0].cards).toEqual(ends[deal - (deal % 2)].record.deals[0].cards);
      const replayed = replay(record);
      if (replayed.kind !== 'ok') throw new Error(`deal ${deal} does not replay: ${JSON.stringify(replayed)}`);
      const gamePoints = replayed.replayed.deals[0]!.gamePoints as number[];
      const firstSeat = deal % 2;
      points[Math.floor(deal / 2)]![0]! += gamePoints[firstSeat]!;
      points[Math.floor(deal / 2)]![1]! += gamePoints[1 - firstSeat]!;
      for (const a of record.deals[0].actions) decisions[a.seat === firstSeat ? 0 : 1]!++;
    }
    expect(points.flat().some((p) => p > 0)).toBe(true);
    const round3 = (x: number) => Math.round(x * 1000) / 1000;
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(doc.bots.map((b: { meanScore: number }) => b.meanScore)).toEqual(
      [0, 1].map((b) => round3(mean(points.map((p) => p[b]!)) / 2)),
    );
    expect(doc.bots.map((b: { decisions: number }) => b.decisions)).toEqual(decisions);
    const diffs = points.map(([a, b]) => (a! - b!) / 2);
    const half = 1.96 * Math.sqrt(diffs.reduce((s, d) => s + (d - mean(diffs)) ** 2, 0) / (deals - 1) / deals);
    expect(doc.difference).toEqual({
      mean: round3(mean(diffs)),
      ci95: [round3(mean(diffs) - half), round3(mean(diffs) + half)],
    });
    for (const b of doc.bots) expect(b.decisionMs.p95).toBeGreaterThanOrEqual(b.decisionMs.median);

    // The seed fixes the shuffles: the same seed deals the same cards and scores the same, another seed not.
    const again = arena('7');
    expect(again.ends.map((e) => e.record)).toEqual(ends.map((e) => e.record));
    expect(again.doc.difference).toEqual(doc.difference);
    expect(arena('8').ends[0].record.deals[0].cards).not.toEqual(ends[0].record.deals[0].cards);
  });

  test('duplicate form: a deterministic bot against itself scores exactly even on every shuffle', () => {
    for (const game of ['bohemian-schneider', 'schafkopf', 'schnapsen']) {
      const doc = JSON.parse(
        run(['--game', game, '--bots', 'easy,easy', '--deals', '30', '--json', '--workers', '1']).stdout,
      );
      expect(doc.difference).toEqual({ mean: 0, ci95: [0, 0] });
      expect(doc.bots[0].meanScore).toBe(doc.bots[1].meanScore);
    }
  });

  test('worker threads give the same results as one thread', () => {
    const args = ['--game', 'schafkopf', '--bots', 'easy,oracle', '--deals', '12', '--json'];
    const one = JSON.parse(run([...args, '--workers', '1']).stdout);
    const two = JSON.parse(run([...args, '--workers', '2']).stdout);
    expect(two.difference).toEqual(one.difference);
    expect(two.bots.map((b: { meanScore: number }) => b.meanScore)).toEqual(
      one.bots.map((b: { meanScore: number }) => b.meanScore),
    );
  });

  test('--journal keeps each finished shuffle: a resumed run plays only the rest and gives the same result', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cardavia-journal-'));
    const journal = join(dir, 'run.jsonl');
    const common = ['--game', 'bohemian-schneider', '--bots', 'easy,normal', '--seed', '3', '--json'];
    const first = run([...common, '--deals', '4', '--workers', '2', '--journal', journal]);
    expect(first.status).toBe(0);
    expect(readFileSync(journal, 'utf8').trim().split('\n')).toHaveLength(1 + 4);
    const resumed = JSON.parse(run([...common, '--deals', '7', '--workers', '1', '--journal', journal]).stdout);
    expect(readFileSync(journal, 'utf8').trim().split('\n')).toHaveLength(1 + 7);
    const straight = JSON.parse(run([...common, '--deals', '7', '--workers', '1']).stdout);
    expect(resumed.difference).toEqual(straight.difference);
    expect(resumed.bots.map((b: { meanScore: number }) => b.meanScore)).toEqual(
      straight.bots.map((b: { meanScore: number }) => b.meanScore),
    );
    const other = run(['--game', 'schafkopf', '--bots', 'easy,easy', '--deals', '2', '--journal', journal]);
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/journal of another run/);
  });

  test('Schnapsen, easy v strong: the JSON document of BOTS.md, in game points (one side scores 1 to 3 a deal)', () => {
    const r = run([
      '--game',
      'schnapsen',
      '--bots',
      'easy,strong',
      '--deals',
      '4',
      '--seed',
      '5',
      '--json',
      '--workers',
      '1',
    ]);
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(Object.keys(doc).sort()).toEqual(['bots', 'deals', 'difference', 'game', 'seed']);
    expect(doc).toMatchObject({ game: 'schnapsen', deals: 4, seed: '5' });
    expect(doc.bots.map((b: { name: string }) => b.name)).toEqual(['easy', 'strong']);
    for (const b of doc.bots) {
      expect(b.decisionMs.p95).toBeGreaterThanOrEqual(b.decisionMs.median);
      expect(b.decisions).toBeGreaterThan(0);
    }
    // SN-14, SN-15: each play of a shuffle gives its winner 1, 2 or 3 game points and the loser none, so the two
    // mean scores per play add up to between 1 and 3; the difference is their difference, shuffle by shuffle.
    const [a, b] = doc.bots.map((x: { meanScore: number }) => x.meanScore);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(a + b).toBeLessThanOrEqual(3);
    expect(doc.difference.mean).toBeCloseTo(a - b, 2);
    expect(doc.difference.ci95[0]).toBeLessThanOrEqual(doc.difference.mean);
    expect(doc.difference.ci95[1]).toBeGreaterThanOrEqual(doc.difference.mean);
  });

  test("a game's measurement variants take a seat by name, and an unknown name lists them", () => {
    const r = run(['--game', 'schafkopf', '--bots', 'strong-before-issue-17,easy', '--deals', '1', '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).bots[0].name).toBe('strong-before-issue-17');
    const unknown = run(['--game', 'schafkopf', '--bots', 'easy,strong-without-genius']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/strong-without-inference/);
    // Bohemian Schneider has no variants: the message names none.
    expect(run(['--game', 'bohemian-schneider', '--bots', 'easy,strong-without-inference']).stderr).not.toMatch(
      /variant/,
    );
  });

  test('bad command lines exit 2 with a message', () => {
    expect(run(['--game', 'chess', '--bots', 'easy,easy']).status).toBe(2);
    expect(run(['--game', 'schafkopf', '--bots', 'easy,genius']).status).toBe(2);
    expect(run(['--game', 'schafkopf', '--bots', 'easy']).status).toBe(2);
    const r = run(['--game', 'schafkopf', '--bots', 'easy,easy', '--deck', 'paris-piquet']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/paris-piquet/);
  });
});

describe('cardavia arena with an outside bot (cardavia-bot/1)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arena-'));

  test('the outside bot is greeted, asked to act with its view and the sorted legal actions, told each deal, and named in the output', () => {
    const file = join(dir, 'schneider.jsonl');
    writeFileSync(file, '');
    const r = run(
      [
        '--game',
        'bohemian-schneider',
        '--bots',
        'easy',
        '--bot',
        'node test/bots/recording-bot.mjs',
        '--deals',
        '3',
        '--json',
        '--rules',
        '{"variants":["trump"]}',
      ],
      { RECORD_FILE: file },
    );
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.bots[1].name).toBe('recorder');
    const messages = received(file);
    expect(messages[0]).toEqual({
      type: 'hello',
      protocol: 'cardavia-bot/1',
      game: 'bohemian-schneider',
      rules: { ruleset: 'cardavia', variants: ['trump'], target: 7 },
      deck: 'paris-piquet',
    });
    const acts = messages.filter((m) => m.type === 'act');
    expect(acts.length).toBeGreaterThan(0);
    for (const a of acts) {
      expect(Object.keys(a).sort()).toEqual(
        ['type', 'deal', 'dealer', 'seat', 'hand', 'actions', 'talon', 'trumpCard', 'totals', 'legal'].sort(),
      );
      expect([...a.legal].sort()).toEqual(a.legal);
      expect(a.trumpCard).toMatch(/^[CSHD][AKQJT987]$/);
      expect(a.totals).toEqual([0, 0]);
      for (const action of a.legal) expect(a.hand).toContain(action.replace('play:', ''));
    }
    const ends = messages.filter((m) => m.type === 'deal-end');
    expect(ends.map((m) => m.deal)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(messages[messages.length - 1]).toEqual({ type: 'bye' });
    // Each deal-end record is a complete record the referee accepts.
    for (const end of ends) {
      const replay = cardavia(['replay', '-'], JSON.stringify(end.record));
      expect(replay.status).toBe(0);
      expect(JSON.parse(replay.stdout).deals[0].complete).toBe(true);
    }
  });

  test('in Schafkopf the outside bot holding two seats gets two processes, and bids are offered as bid:…', () => {
    const file = join(dir, 'schafkopf.jsonl');
    writeFileSync(file, '');
    const r = run(
      ['--game', 'schafkopf', '--bots', 'easy', '--bot', 'node test/bots/recording-bot.mjs', '--deals', '2', '--json'],
      {
        RECORD_FILE: file,
      },
    );
    expect(r.status).toBe(0);
    const messages = received(file);
    expect(messages.filter((m) => m.type === 'hello')).toHaveLength(2);
    const acts = messages.filter((m) => m.type === 'act');
    expect(acts.some((a) => a.legal.includes('bid:pass'))).toBe(true);
    expect(acts.every((a) => a.talon === null && a.trumpCard === null)).toBe(true);
  });

  test('in Schnapsen the act message carries talon, trumpCard, turnedCard and closedBy, and legal holds exchange, close and marry:X', () => {
    const file = join(dir, 'schnapsen.jsonl');
    writeFileSync(file, '');
    // The recorder exchanges and marries whenever it may, else closes, else plays: every move of the game arises.
    const r = run(
      [
        '--game',
        'schnapsen',
        '--bots',
        'easy',
        '--bot',
        'node test/bots/recording-bot.mjs',
        '--deals',
        '20',
        '--seed',
        '2',
        '--json',
      ],
      { RECORD_FILE: file, PREFER: 'exchange,marry:,close' },
    );
    expect(r.status, r.stderr).toBe(0);
    const messages = received(file);
    expect(messages[0]).toEqual({
      type: 'hello',
      protocol: 'cardavia-bot/1',
      game: 'schnapsen',
      rules: { ruleset: 'cardavia', target: 7 },
      deck: 'vienna-tell',
    });
    const ends = new Map(messages.filter((m) => m.type === 'deal-end').map((m) => [m.deal, m.record]));
    expect(ends.size).toBe(40);
    const acts = messages.filter((m) => m.type === 'act');
    const CARD = /^[EGHS][AKOUT]$/;
    const kindOf = (action: Record<string, unknown>) => Object.keys(action).filter((k) => k !== 'seat');
    for (const a of acts) {
      expect(Object.keys(a).sort()).toEqual(
        [
          'type',
          'deal',
          'dealer',
          'seat',
          'hand',
          'actions',
          'talon',
          'trumpCard',
          'turnedCard',
          'closedBy',
          'totals',
          'legal',
        ].sort(),
      );
      const cards = ends.get(a.deal).deals[0].cards as string[];
      // SN-3: the card turned at the deal is pack index 6, for the whole deal; its suit is trump.
      expect(a.turnedCard).toBe(cards[6]);
      const trump = a.turnedCard[0];
      // Replaying the public actions: who closed, whether the trump Unter was exchanged, how many cards were drawn
      // (two after each trick of the open talon, SN-6).
      let plays = 0;
      let drawn = 0;
      let closedBy: number | null = null;
      let exchanged = false;
      for (const action of a.actions) {
        expect(kindOf(action), JSON.stringify(action)).toHaveLength(1);
        if (action.close === true) closedBy = action.seat;
        else if (action.exchange === true) exchanged = true;
        else if (typeof action.marry === 'string') expect(action.marry).toMatch(/^[EGHS]$/);
        else {
          expect(action.play).toMatch(CARD);
          if (++plays % 2 === 0 && closedBy === null) drawn = Math.min(10, drawn + 2);
        }
      }
      expect(a.closedBy).toBe(closedBy);
      // BOTS.md: the cards lying in the talon, the one under it included; after a closing those left lying there.
      expect(a.talon).toBe(10 - drawn);
      // The card under the talon now: the turned card, or the trump Unter after an exchange; null once drawn.
      expect(a.trumpCard).toBe(drawn === 10 ? null : exchanged ? `${trump}U` : a.turnedCard);
      expect(a.totals).toEqual([0, 0]);
      expect([...a.legal].sort()).toEqual(a.legal);
      for (const l of a.legal) {
        expect(l).toMatch(/^(play:[EGHS][AKOUT]|exchange|close|marry:[EGHS])$/);
        if (l.startsWith('play:')) expect(a.hand).toContain(l.slice(5));
        if (l === 'exchange') expect(a.hand).toContain(`${trump}U`); // SN-8
        if (l.startsWith('marry:')) expect(a.hand).toEqual(expect.arrayContaining([`${l[6]}K`, `${l[6]}O`])); // SN-10
        if (l === 'exchange' || l === 'close') expect(a.closedBy).toBeNull(); // SN-8, SN-9: an open talon
      }
    }
    const offered = new Set(acts.flatMap((a) => a.legal.map((l: string) => l.replace(/:.*/, ''))));
    expect([...offered].sort()).toEqual(['close', 'exchange', 'marry', 'play']);
    // The record forms of RULES.md in actions: {"exchange": true}, {"close": true}, {"marry": "H"}, {"play": "HA"}.
    const recorded = new Set(acts.flatMap((a) => a.actions.flatMap(kindOf)));
    expect([...recorded].sort()).toEqual(['close', 'exchange', 'marry', 'play']);
    // Each deal-end record replays through the referee to a complete deal.
    for (const record of ends.values()) {
      const replayed = replay(record);
      expect(replayed.kind === 'ok' && replayed.replayed.deals[0]!.complete, JSON.stringify(record)).toBe(true);
    }
  });

  test('an outside bot that answers an illegal action, says nothing in time, or exits forfeits: exit 1 and the reason', () => {
    const illegal = run([
      '--game',
      'bohemian-schneider',
      '--bots',
      'easy',
      '--bot',
      `node -e "process.stdin.on('data', d => { for (const l of String(d).trim().split('\\\\n')) { const m = JSON.parse(l); console.log(JSON.stringify(m.type === 'hello' ? {type: 'ready', name: 'cheat'} : {action: 'play:XX'})) } })"`,
      '--deals',
      '2',
    ]);
    expect(illegal.status).toBe(1);
    expect(illegal.stderr).toMatch(/cheat.*play:XX/);
    const slow = run([
      '--game',
      'bohemian-schneider',
      '--bots',
      'easy',
      '--bot',
      'sleep 5',
      '--bot-timeout',
      '0.5',
      '--deals',
      '1',
    ]);
    expect(slow.status).toBe(1);
    expect(slow.stderr).toMatch(/longer than 500 ms/);
    const gone = run(['--game', 'bohemian-schneider', '--bots', 'easy', '--bot', 'exit 0', '--deals', '1']);
    expect(gone.status).toBe(1);
    expect(gone.stderr).toMatch(/exited/);
  });
});

describe('the duplicate form of a game by its seats and sides (BOTS.md)', () => {
  test('two seats, four seats each for itself, or sides: two plays with the seats swapped, every seat counted', () => {
    expect(duplicateForm({ seats: 2 })).toEqual({
      layouts: [
        [0, 1],
        [1, 0],
      ],
      lone: [null, null],
    });
    const swapped = {
      layouts: [
        [0, 1, 0, 1],
        [1, 0, 1, 0],
      ],
      lone: [null, null],
    };
    expect(duplicateForm({ seats: 4 })).toEqual(swapped);
    expect(
      duplicateForm({
        seats: 4,
        sides: [
          [0, 2],
          [1, 3],
        ],
      }),
    ).toEqual(swapped);
  });

  test('three seats each for itself: six plays, each bot alone at each seat against two copies of the other, the lone seat counted', () => {
    const { layouts, lone } = duplicateForm({ seats: 3 });
    expect(layouts).toEqual([
      [0, 1, 1],
      [1, 0, 0],
      [1, 0, 1],
      [0, 1, 0],
      [1, 1, 0],
      [0, 0, 1],
    ]);
    expect(lone).toEqual([0, 0, 1, 1, 2, 2]);
    // Each bot sits alone once at each seat.
    for (const bot of [0, 1]) {
      const alone = layouts.flatMap((l, p) => (l[lone[p]!] === bot ? [lone[p]] : []));
      expect(alone).toEqual([0, 1, 2]);
    }
  });
});
