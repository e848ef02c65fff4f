/**
 * `cardavia arena --game watten` (BOTS.md, Watten; RULES.md, Watten, "Bots"): the sides seated A B A B, then
 * B A B A on the same cards; a side's game points counted once per play; and an outside bot that is sent the
 * `act` fields of Watten (`schlag`, `trump`, `value`, `pendingRaise`) and plays whole deals, raising, holding
 * and folding, in two processes (one per seat of its side). Run as the real command on the build in dist/.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { replay } from '../engine/record.js';
import { againstRecorder, arena as run, jsonLines as lines } from './arena.testing.js';
import { useBuiltCli } from './referee.testing.js';

useBuiltCli();
const dir = mkdtempSync(join(tmpdir(), 'arena-watten-'));

/** A deal's game points per seat, as the referee scores its record. */
function gamePoints(record: unknown): number[] {
  const r = replay(record);
  if (r.kind !== 'ok' || !r.replayed.deals[0]!.complete) throw new Error(`not a complete deal: ${JSON.stringify(r)}`);
  return r.replayed.deals[0]!.gamePoints as number[];
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

describe('cardavia arena --game watten between Cardavia players', () => {
  test('strong v easy: sides seated A B A B, then B A B A on the same cards; each side’s game points counted once per play', () => {
    const deals = 6;
    const records = join(dir, 'strong-easy.jsonl');
    const r = run([
      '--game',
      'watten',
      '--bots',
      'strong,easy',
      '--deals',
      String(deals),
      '--seed',
      'sides',
      '--json',
      '--workers',
      '1',
      '--records',
      records,
    ]);
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ game: 'watten', deals, seed: 'sides' });
    expect(doc.bots.map((b: { name: string }) => b.name)).toEqual(['strong', 'easy']);

    const plays = lines(records);
    expect(plays).toHaveLength(2 * deals);
    const points = Array.from({ length: deals }, () => [0, 0]);
    for (const play of plays) {
      // Play 0: strong holds side 0 (seats 0 and 2); play 1: side 1, on the same cards and dealer.
      expect(play.players).toEqual(
        play.play === 0 ? ['strong', 'easy', 'strong', 'easy'] : ['easy', 'strong', 'easy', 'strong'],
      );
      const first = plays[2 * play.shuffle];
      expect(play.deals[0].cards).toEqual(first.deals[0].cards);
      expect(play.firstDealer).toBe(first.firstDealer);
      expect(play.rules).toEqual({ ruleset: 'cardavia', target: 11 });
      // WA-14: partners score alike; the side that won scores the deal's value, 2 to 11 (every deal stands alone,
      // 0:0, so a raise is capped by the target).
      const gp = gamePoints(play);
      expect([gp[0], gp[1]]).toEqual([gp[2], gp[3]]);
      const strongSide = play.play; // strong's side: 0 in play 0, 1 in play 1
      points[play.shuffle]![0]! += gp[strongSide]!;
      points[play.shuffle]![1]! += gp[1 - strongSide]!;
    }
    // meanScore: the bot's side's game points per play, counted once (not once per seat it holds).
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(doc.bots.map((b: { meanScore: number }) => b.meanScore)).toEqual(
      [0, 1].map((b) => round3(mean(points.map((p) => p[b]!)) / 2)),
    );
    // Exactly one side scores each play: the two mean scores add up to the mean value of a deal, at least 2.
    const [a, b] = doc.bots.map((x: { meanScore: number }) => x.meanScore);
    expect(a + b).toBeGreaterThanOrEqual(2);
    expect(doc.difference.mean).toBeCloseTo(a - b, 2);
  });

  test('duplicate form: a deterministic bot against itself scores exactly even on every shuffle', () => {
    const doc = JSON.parse(
      run(['--game', 'watten', '--bots', 'easy,easy', '--deals', '20', '--json', '--workers', '1']).stdout,
    );
    expect(doc.difference).toEqual({ mean: 0, ci95: [0, 0] });
    expect(doc.bots[0].meanScore).toBe(doc.bots[1].meanScore);
  });
});

describe('cardavia arena --game watten with an outside bot (cardavia-bot/1)', () => {
  /** The messages the recording bot's processes received, with $PREFER steering it (test/bots/recording-bot.mjs). */
  const outside = (prefer: string, deals: number, seed: string) =>
    againstRecorder(dir, 'watten', { prefer, deals, seed });

  test('the act message carries schlag, trump, value and pendingRaise with the shared fields, and the bot plays whole deals raising and holding', () => {
    // The recorder raises whenever it may and holds every raise: every move of the game arises.
    const { doc, messages } = outside('raise,hold', 8, 'outside');
    expect(doc.bots.map((b: { name: string }) => b.name)).toEqual(['easy', 'recorder']);
    // A side has two seats: two processes, each greeted.
    const hellos = messages.filter((m) => m.type === 'hello');
    expect(hellos).toEqual(
      Array(2).fill({
        type: 'hello',
        protocol: 'cardavia-bot/1',
        game: 'watten',
        rules: { ruleset: 'cardavia', target: 11 },
        deck: 'bolzano-salisburghesi',
      }),
    );
    const ends = new Map(messages.filter((m) => m.type === 'deal-end').map((m) => [m.deal, m.record]));
    // Each process is told every deal (both processes, 16 deals).
    expect(messages.filter((m) => m.type === 'deal-end')).toHaveLength(2 * 16);
    expect(ends.size).toBe(16);
    const acts = messages.filter((m) => m.type === 'act');
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
          'totals',
          'legal',
          'schlag',
          'trump',
          'value',
          'pendingRaise',
        ].sort(),
      );
      // BOTS.md: the outside bot holds side 1 (seats 1 and 3) in play 0 and side 0 in play 1.
      expect(a.seat % 2).toBe(a.deal % 2 === 0 ? 1 : 0);
      expect(a.talon).toBeNull();
      expect(a.trumpCard).toBeNull();
      expect(a.totals).toEqual([0, 0, 0, 0]);
      expect([...a.legal].sort()).toEqual(a.legal);
      // The public actions say what the fields say: the announcements, the raises held, the raise awaiting.
      let schlag: string | null = null;
      let trump: string | null = null;
      let value = 2;
      let pending: number | null = null;
      const played = new Set<string>();
      for (const action of a.actions) {
        expect(kindOf(action), JSON.stringify(action)).toHaveLength(1);
        if (typeof action.schlag === 'string') schlag = action.schlag;
        else if (typeof action.trump === 'string') trump = action.trump;
        else if (action.raise === true) pending = action.seat;
        else if (action.hold === true) {
          value++;
          pending = null;
        } else if (typeof action.play === 'string' && action.seat === a.seat) played.add(action.play);
      }
      expect({ schlag: a.schlag, trump: a.trump, value: a.value, pendingRaise: a.pendingRaise }).toEqual({
        schlag,
        trump,
        value,
        pendingRaise: pending,
      });
      // The seat's hand now: its five cards as dealt (WA-3) less those it played; nobody else's.
      const cards = ends.get(a.deal).deals[0].cards as string[];
      const dealt = dealtTo(cards, a.dealer, a.seat);
      expect([...a.hand].sort()).toEqual(dealt.filter((c) => !played.has(c)).sort());
      if (schlag === null) {
        expect(a.seat).toBe((a.dealer + 1) % 4); // the forehand names the Schlag
        expect(a.legal).toEqual(['6', '7', '8', '9', 'A', 'K', 'O', 'T', 'U'].map((r) => `schlag:${r}`));
      } else if (trump === null) {
        expect(a.seat).toBe(a.dealer); // the dealer names the trump
        expect(a.legal).toEqual(['trump:E', 'trump:G', 'trump:H', 'trump:S']);
      } else if (pending !== null) {
        expect(a.seat).toBe((pending + 1) % 4); // WA-11: the next seat answers
        expect(a.legal).toEqual(['fold', 'hold']);
      } else {
        for (const l of a.legal) {
          expect(l).toMatch(/^(play:[EGHS][AKOUT987]|play:S6|raise)$/);
          if (l.startsWith('play:')) expect(a.hand).toContain(l.slice(5));
        }
      }
    }
    const offered = new Set(acts.flatMap((a) => a.legal.map((l: string) => l.replace(/:.*/, ''))));
    expect([...offered].sort()).toEqual(['fold', 'hold', 'play', 'raise', 'schlag', 'trump']);
    // The record forms of RULES.md in actions, held raises among them; every deal-end record replays complete.
    const recorded = new Set(acts.flatMap((a) => a.actions.flatMap(kindOf)));
    expect([...recorded].sort()).toEqual(['hold', 'play', 'raise', 'schlag', 'trump']);
    expect(acts.some((a) => a.value > 2)).toBe(true);
    for (const record of ends.values()) gamePoints(record);
  });

  test('an outside bot that folds to every raise ends those deals by its fold, and its side scores nothing for them', () => {
    const { doc, messages } = outside('fold', 8, 'folding');
    const ends = new Map(messages.filter((m) => m.type === 'deal-end').map((m) => [m.deal, m.record]));
    let folds = 0;
    for (const [deal, record] of ends) {
      const actions = record.deals[0].actions as Record<string, unknown>[];
      const last = actions[actions.length - 1]!;
      if (last.fold !== true) continue;
      folds++;
      // The recorder's side folded: the other side (Cardavia's easy) scores the value before the raise.
      expect((last.seat as number) % 2).toBe(deal % 2 === 0 ? 1 : 0);
      const gp = gamePoints(record);
      expect(gp[last.seat as number]).toBe(0);
      expect(gp[((last.seat as number) + 1) % 4]).toBeGreaterThanOrEqual(2);
    }
    expect(folds).toBeGreaterThan(0);
    expect(doc.bots[0].meanScore).toBeGreaterThan(doc.bots[1].meanScore);
  });
});

/** WA-3: the pack indices dealt to a seat, 3 then 2, from the forehand (dealer + 1). */
function dealtTo(cards: readonly string[], dealer: number, seat: number): string[] {
  const k = (seat - dealer + 3) % 4; // 0 for the forehand … 3 for the dealer
  return [cards[3 * k]!, cards[3 * k + 1]!, cards[3 * k + 2]!, cards[12 + 2 * k]!, cards[13 + 2 * k]!];
}
