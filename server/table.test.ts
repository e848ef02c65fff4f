import { describe, expect, test } from 'vitest';
import { BID_BASE } from '../engine/action.js';
import { dealFromSeed, firstDealerFromSeed } from '../engine/dealing.js';
import { replay } from '../engine/record.js';
import { verifyRecord } from './verify.js';
import { commitmentOf, newSeed } from './dealing.js';
import { recordOf } from './record.js';
import { type LogEntry, type TableMeta, type TableOptions, TableGame } from './table.js';
import { mulberry } from './testing.js';

const SCHNEIDER: TableOptions = {
  game: 'bohemian-schneider',
  rules: { ruleset: 'cardavia', variants: [], target: 7 },
  deck: 'paris-piquet',
  seats: ['human', 'easy'],
  sessionDeals: null,
  aiDelayMs: 0,
};
const SCHAFKOPF: TableOptions = {
  game: 'schafkopf',
  rules: { ruleset: 'cardavia' },
  deck: 'vienna-tell',
  seats: ['easy', 'human', 'easy', 'easy'],
  sessionDeals: 3,
  aiDelayMs: 0,
};

function meta(options: TableOptions, seed = newSeed()): TableMeta {
  return { id: 'x'.repeat(22), owner: 'o', options, seed, commitment: commitmentOf(seed), createdAt: 0 };
}

/** Plays random legal actions for every seat, continuing between deals, until the table finishes. */
function playOut(t: TableGame, random: () => number, log: LogEntry[], maxEntries = 10_000): void {
  while (t.status !== 'finished' && log.length < maxEntries) {
    let entry: LogEntry;
    if (t.status === 'between') entry = { kind: 'continue', seat: t.humanSeat };
    else {
      const legal = t.legalActions();
      entry = { kind: 'act', seat: t.toMove()!, action: legal[Math.floor(random() * legal.length)]! };
    }
    const step = t.prepare(entry);
    if (!step.ok) throw step.error;
    step.commit();
    log.push(entry);
  }
}

const snapshot = (t: TableGame) =>
  JSON.stringify({ v: t.version, s: t.status, session: t.session, deals: t.deals, r: t.result() });

describe('a table is the replay of its seed and log', () => {
  test('the first dealer and every deal come from the seed (engine/dealing.ts)', () => {
    const seed = newSeed();
    const t = new TableGame(meta(SCHAFKOPF, seed));
    expect(t.firstDealer).toBe(firstDealerFromSeed(seed, 4));
    expect(t.current.dealer).toBe(t.firstDealer);
    expect(t.current.cards).toEqual(dealFromSeed(t.game, t.rules, seed, 0));
    const log: LogEntry[] = [];
    playOut(t, mulberry(1), log);
    t.deals.forEach((d, i) => expect(d.cards).toEqual(dealFromSeed(t.game, t.rules, seed, i)));
  });

  test.each([
    ['bohemian-schneider', SCHNEIDER],
    ['schafkopf', SCHAFKOPF],
  ])('%s: replaying the log rebuilds exactly the same table, at every point', (_name, options) => {
    for (let g = 0; g < 5; g++) {
      const m = meta(options);
      const t = new TableGame(m);
      const log: LogEntry[] = [];
      playOut(t, mulberry(g), log);
      expect(t.status).toBe('finished');
      expect(snapshot(TableGame.replay(m, log))).toBe(snapshot(t));
      const cut = Math.floor(log.length / 2);
      const half = TableGame.replay(m, log.slice(0, cut));
      expect(half.version).toBe(cut);
      playOutFrom(half, log.slice(cut));
      expect(snapshot(half)).toBe(snapshot(t));
    }
  });

  function playOutFrom(t: TableGame, entries: LogEntry[]): void {
    for (const e of entries) {
      const step = t.prepare(e);
      if (!step.ok) throw step.error;
      step.commit();
    }
  }

  test('the record replays with the referee to the same totals, and verifies', () => {
    for (const options of [SCHNEIDER, SCHAFKOPF]) {
      const t = new TableGame(meta(options));
      playOut(t, mulberry(7), []);
      const record = recordOf(t);
      const r = replay(record);
      expect(r.kind).toBe('ok');
      if (r.kind === 'ok') expect(r.replayed.session.totals).toEqual(t.session.totals);
      expect(verifyRecord(record).status).toBe(0);
    }
  });
});

describe('refused entries change nothing', () => {
  test('each refusal carries the engine code and leaves version and state as they were', () => {
    const t = new TableGame(meta(SCHAFKOPF, 'fixed-seed-1'));
    const before = snapshot(t);
    const toMove = t.toMove()!;
    const other = (toMove + 1) % 4;
    const cases: [LogEntry, string][] = [
      [{ kind: 'act', seat: other, action: t.legalActions()[0]! }, 'NOT_YOUR_TURN'],
      [{ kind: 'act', seat: toMove, action: 3 }, 'WRONG_PHASE'],
      [{ kind: 'act', seat: toMove, action: BID_BASE + 63 }, 'ILLEGAL_BID'],
      [{ kind: 'continue', seat: 1 }, 'DEAL_IN_PROGRESS'],
    ];
    for (const [entry, code] of cases) {
      const step = t.prepare(entry);
      expect(step.ok).toBe(false);
      if (!step.ok) expect(step.error.code).toBe(code);
      expect(snapshot(t)).toBe(before);
    }
  });

  test('a card not held, a card not allowed, a card between deals, anything after the end', () => {
    const t = new TableGame(meta({ ...SCHNEIDER, rules: { ruleset: 'cardavia', variants: ['follow-suit'] } }, 's2'));
    const seat = t.toMove()!;
    const hand = t.game.view(t.current.state, seat).hand as number[];
    const notHeld = [...Array(32).keys()].find((c) => !hand.includes(c))!;
    let step = t.prepare({ kind: 'act', seat, action: notHeld });
    expect(!step.ok && step.error.code).toBe('CARD_NOT_IN_HAND');
    // Lead, then try an off-suit card while holding the led suit.
    const random = mulberry(3);
    for (let i = 0; i < 200 && t.status === 'playing'; i++) {
      const mover = t.toMove()!;
      const legal = t.legalActions();
      const held = t.game.view(t.current.state, mover).hand as number[];
      const refused = held.find((c) => !legal.includes(c));
      if (refused !== undefined) {
        step = t.prepare({ kind: 'act', seat: mover, action: refused });
        expect(!step.ok && step.error.code).toBe('ILLEGAL_CARD');
        expect(!step.ok && step.error.message).toMatch(/BS-V2/);
        break;
      }
      const ok = t.prepare({ kind: 'act', seat: mover, action: legal[Math.floor(random() * legal.length)]! });
      if (ok.ok) ok.commit();
    }
    while (t.status === 'playing') {
      const ok = t.prepare({ kind: 'act', seat: t.toMove()!, action: t.legalActions()[0]! });
      if (ok.ok) ok.commit();
    }
    expect(t.status).toBe('between');
    step = t.prepare({ kind: 'act', seat: 0, action: 0 });
    expect(!step.ok && step.error.code).toBe('DEAL_OVER');
    const end = t.prepare({ kind: 'end', seat: 0 });
    expect(end.ok).toBe(true);
    if (end.ok) end.commit();
    for (const entry of [
      { kind: 'continue', seat: 0 },
      { kind: 'end', seat: 0 },
    ] as LogEntry[]) {
      step = t.prepare(entry);
      expect(!step.ok && step.error.code).toBe('SESSION_OVER');
    }
  });
});

describe('sessions', () => {
  test('Schafkopf ends after its session length; the engine sheet alone never would', () => {
    const t = new TableGame(meta(SCHAFKOPF));
    playOut(t, mulberry(11), []);
    expect(t.session.dealsPlayed).toBe(3);
    expect(t.result()).toMatchObject({ reason: 'complete', dealsPlayed: 3, humanSeat: 1, winner: null });
    expect(t.result()!.place).toBe(1 + t.session.totals.filter((v) => v > t.session.totals[1]!).length);
  });

  test('an open-ended Schafkopf session runs until the player ends it, mid-deal too', () => {
    const t = new TableGame(meta({ ...SCHAFKOPF, sessionDeals: null }));
    const log: LogEntry[] = [];
    playOut(t, mulberry(5), log, 150);
    expect(t.status).not.toBe('finished');
    expect(t.session.dealsPlayed).toBeGreaterThan(3);
    const step = t.prepare({ kind: 'end', seat: 1 });
    expect(step.ok && step.summary?.result?.reason).toBe('ended');
    if (step.ok) step.commit();
    expect(t.status).toBe('finished');
    const v = verifyRecord(recordOf(t));
    expect(v.status).toBe(0);
  });

  test('Bohemian Schneider ends by its own rules: six deals, or a match to the target', () => {
    const six = new TableGame(meta(SCHNEIDER));
    playOut(six, mulberry(2), []);
    expect(six.session.dealsPlayed).toBe(6);
    expect(six.result()!.winner).toBe(six.session.winner);
    const match = new TableGame(meta({ ...SCHNEIDER, rules: { ruleset: 'cardrulesplus', variants: [], target: 3 } }));
    playOut(match, mulberry(3), []);
    expect(Math.max(...match.session.totals)).toBeGreaterThanOrEqual(3);
    expect(match.result()!.reason).toBe('complete');
  });
});
