/**
 * `cardavia arena --game marias` (BOTS.md, Mariáš; issue 32 points 3 and 4): three seats each playing for itself,
 * so each shuffle is played six times, each bot alone at each seat against two copies of the other (as
 * bench/marias/versus.ts does), and only the lone seat's score counts; and an outside bot that is sent what its
 * seat may know of a deal (its hand, its own talon and trump card, the game, the fleks) and never another card:
 * another seat's trump card set aside and discard reach it as null. Run as the real command on the build in dist/.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatCard } from '../engine/cards.js';
import { deckById } from '../engine/decks.js';
import { replay } from '../engine/record.js';
import { againstRecorder, arena as run, jsonLines as lines } from './arena.testing.js';
import { useBuiltCli } from './referee.testing.js';

useBuiltCli();
const dir = mkdtempSync(join(tmpdir(), 'arena-marias-'));

/** A deal's scores per seat in units (MA-26), as the referee scores its record. */
function scores(record: unknown): number[] {
  const r = replay(record);
  if (r.kind !== 'ok' || !r.replayed.deals[0]!.complete) throw new Error(`not a complete deal: ${JSON.stringify(r)}`);
  return r.replayed.deals[0]!.scores as number[];
}

/** Play p of a shuffle: the lone seat is p ÷ 2, held by the first bot when p is even, by the second when odd. */
const seating = (p: number, a: string, b: string) => {
  const q = Math.floor(p / 2);
  return [0, 1, 2].map((s) => ((s === q) === (p % 2 === 0) ? a : b));
};

const round3 = (x: number) => Math.round(x * 1000) / 1000;

describe('cardavia arena --game marias between Cardavia players', () => {
  test('normal v easy: each shuffle six times, each bot alone at each seat, the lone seat’s units compared seat by seat', () => {
    const deals = 3;
    const records = join(dir, 'normal-easy.jsonl');
    const r = run([
      '--game',
      'marias',
      '--bots',
      'normal,easy',
      '--deals',
      String(deals),
      '--seed',
      'alone',
      '--json',
      '--workers',
      '1',
      '--records',
      records,
    ]);
    expect(r.status, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ game: 'marias', deals, seed: 'alone' });
    expect(doc.bots.map((b: { name: string }) => b.name)).toEqual(['normal', 'easy']);

    const plays = lines(records);
    expect(plays).toHaveLength(6 * deals);
    // Per shuffle: the first bot's and the second's lone-seat units, summed over the three seats.
    const alone = Array.from({ length: deals }, () => [0, 0]);
    for (const play of plays) {
      // A B B, B A A, B A B, A B A, B B A, A A B: each bot alone at each seat, on the same cards and dealer.
      expect(play.players).toEqual(seating(play.play, 'normal', 'easy'));
      const first = plays[6 * play.shuffle];
      expect(play.deals[0].cards).toEqual(first.deals[0].cards);
      expect(play.firstDealer).toBe(play.shuffle % 3);
      expect(play.rules).toMatchObject({ ruleset: 'cardavia' });
      const s = scores(play);
      // MA-26: every deal sums to zero; the declarer scores twice what each defender pays.
      expect(s.reduce((x, y) => x + y, 0)).toBe(0);
      const q = Math.floor(play.play / 2);
      alone[play.shuffle]![play.play % 2]! += s[q]!;
    }
    // meanScore: the bot's units per seat-play alone; difference: per shuffle, the mean over the seats of A − B.
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(doc.bots.map((b: { meanScore: number }) => b.meanScore)).toEqual(
      [0, 1].map((b) => round3(mean(alone.map((p) => p[b]!)) / 3)),
    );
    expect(doc.difference.mean).toBe(round3(mean(alone.map(([a, b]) => (a! - b!) / 3))));
    // Each decision of the six plays is timed for the bot that took it.
    expect(doc.bots[0].decisions + doc.bots[1].decisions).toBe(
      plays.reduce((n: number, p: { deals: { actions: unknown[] }[] }) => n + p.deals[0]!.actions.length, 0),
    );
  });

  test('duplicate form: a deterministic bot against itself scores exactly even on every shuffle', () => {
    const doc = JSON.parse(
      run(['--game', 'marias', '--bots', 'easy,easy', '--deals', '10', '--json', '--workers', '1']).stdout,
    );
    expect(doc.difference).toEqual({ mean: 0, ci95: [0, 0] });
    expect(doc.bots[0].meanScore).toBe(doc.bots[1].meanScore);
  });

  test('the licitovaný ruleset plays in the arena too (--rules)', () => {
    const r = run([
      '--game',
      'marias',
      '--rules',
      '{"ruleset":"licitovany"}',
      '--bots',
      'easy,easy',
      '--deals',
      '2',
      '--json',
      '--workers',
      '1',
    ]);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).difference).toEqual({ mean: 0, ci95: [0, 0] });
  });
});

describe('cardavia arena --game marias with an outside bot (cardavia-bot/1)', () => {
  /** The messages the recording bot's processes received, with $PREFER steering it (test/bots/recording-bot.mjs). */
  const outside = (prefer: string, deals: number, seed: string) =>
    againstRecorder(dir, 'marias', { prefer, deals, seed });

  const CARD = /^[EGHS][789UOKTA]$/;
  /** Every card code a message holds anywhere: in lists, in fields, in `legal` strings (`discard:E7,G8`). */
  function cardsIn(value: unknown): string[] {
    if (typeof value === 'string') {
      return value
        .replace(/^[a-z]+:/, '')
        .split(',')
        .filter((c) => CARD.test(c));
    }
    if (Array.isArray(value)) return value.flatMap(cardsIn);
    if (value !== null && typeof value === 'object') return Object.values(value).flatMap(cardsIn);
    return [];
  }

  test('the act message carries the Mariáš fields, the bot plays whole deals, and it never receives a card its seat may not see', () => {
    // The recorder announces marriages and fleks whenever it may: the game's moves arise beside trump and discard.
    const { doc, messages } = outside('marry:,bid:flek,bid:hra', 4, 'outside');
    expect(doc.bots.map((b: { name: string }) => b.name)).toEqual(['easy', 'recorder']);
    // The outside bot holds one seat or two: two processes, each greeted.
    expect(messages.filter((m) => m.type === 'hello')).toEqual(
      Array(2).fill({
        type: 'hello',
        protocol: 'cardavia-bot/1',
        game: 'marias',
        rules: { ruleset: 'cardavia', target: 12 },
        deck: 'prague',
      }),
    );
    const ends = new Map(messages.filter((m) => m.type === 'deal-end').map((m) => [m.deal, m.record]));
    expect(ends.size).toBe(6 * 4);
    const acts = messages.filter((m) => m.type === 'act');
    const notation = deckById('prague')!.suitSystem;
    let hiddenSeen = 0;
    let trumpCardsKept = 0;
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
          'step',
          'contract',
          'declarer',
          'trump',
          'flek',
          'ownTalon',
          'knownTalon',
        ].sort(),
      );
      // BOTS.md: in even plays Cardavia's bot is alone at seat play ÷ 2, in odd plays the outside bot is.
      const play = a.deal % 6;
      const q = Math.floor(play / 2);
      expect(a.seat === q).toBe(play % 2 === 1);
      expect(a.dealer).toBe(Math.floor(a.deal / 6) % 3);
      expect(a.totals).toEqual([0, 0, 0]);
      expect([...a.legal].sort()).toEqual(a.legal);

      // What the seat may know, from the engine's view of the same state (the full record replayed to this act).
      const record = ends.get(a.deal);
      const cut = {
        ...record,
        deals: [{ ...record.deals[0], actions: record.deals[0].actions.slice(0, a.actions.length) }],
      };
      const r = replay(cut);
      if (r.kind !== 'ok') throw new Error(JSON.stringify(r));
      const v = r.replayed.game.view(r.replayed.current, a.seat);
      const fmt = (cs: readonly number[]) => cs.map((c) => formatCard(notation, c));
      expect([...a.hand].sort()).toEqual(fmt(v.hand).sort());
      const played = a.actions
        .filter((x: { play?: string }) => typeof x.play === 'string')
        .map((x: { play: string }) => x.play);
      const mayKnow = new Set([
        ...fmt(v.hand),
        ...fmt(v.seenTalon),
        ...(v.trumpCard === null ? [] : fmt([v.trumpCard])),
        ...played,
      ]);
      for (const c of cardsIn(a)) expect(mayKnow.has(c), `deal ${a.deal} seat ${a.seat}: ${c}`).toBe(true);

      // Another seat's trump card and discard: named, their cards null. Its own: in full.
      const full = record.deals[0].actions as Record<string, unknown>[];
      a.actions.forEach((x: Record<string, unknown>, i: number) => {
        if ('trump' in x || 'discard' in x) {
          if (x.seat === a.seat) expect(x).toEqual(full[i]);
          else {
            hiddenSeen++;
            expect(x).toEqual('trump' in x ? { seat: x.seat, trump: null } : { seat: x.seat, discard: [null, null] });
          }
        } else expect(x).toEqual(full[i]);
      });
      // The trump card set aside: the forehand's own from the start; the others' only once MA-10 shows it.
      const trumpAction = full.find((x) => 'trump' in x);
      if (trumpAction && a.actions.length > full.indexOf(trumpAction)) {
        const forehand = (a.dealer + 1) % 3;
        if (a.seat === forehand) {
          trumpCardsKept++;
          expect(a.trumpCard).toBe(trumpAction.trump);
        } else expect(a.trumpCard === null || a.trumpCard === trumpAction.trump).toBe(true);
      }
      // The game's fields are the view's.
      expect(a.contract).toBe(v.contract);
      expect(a.declarer).toBe(v.declarer);
      expect(a.flek).toEqual(expect.objectContaining({ hra: expect.any(Number) }));
      expect(a.ownTalon).toEqual(v.talon === null ? null : fmt(v.talon));
      expect([...a.knownTalon].sort()).toEqual(fmt(v.seenTalon).sort());
    }
    expect(hiddenSeen).toBeGreaterThan(0);
    expect(trumpCardsKept).toBeGreaterThan(0);
    // The outside bot set trump cards, discarded, bid and played; every deal-end record replays complete.
    const offered = new Set(acts.flatMap((a) => a.legal.map((l: string) => l.replace(/:.*/, ''))));
    for (const kind of ['trump', 'discard', 'bid', 'play']) expect(offered).toContain(kind);
    for (const record of ends.values()) scores(record);
  });
});
