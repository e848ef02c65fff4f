// The challenge's tables as pure models (docs/challenge.md, "The deals"): every game's day played as
// independent deals, the same situation at each deal whatever was played before, and a record that
// `cardavia verify` accepts against the day's commitment.
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../engine/games.js';
import { recordOf } from '../record.js';
import { TableGame } from '../table.js';
import { mulberry } from '../testing.js';
import { verifyRecord } from '../verify.js';
import { dayCommitment, dayDeals, daySeed } from './day.js';

const SECRET = 'a challenge secret of at least thirty-two bytes';
const DAY = '2026-12-07';

function challengeTable(game: (typeof GAMES)[number]): TableGame {
  const seed = daySeed(SECRET, game.id, DAY);
  const { deals, seat } = game.challenge;
  return new TableGame({
    id: 'c'.repeat(22),
    owner: 'o',
    options: {
      game: game.id,
      rules: game.rulesToJson(game.defaultRules) as Record<string, unknown>,
      deck: game.defaultDeck as never,
      seats: Array.from({ length: game.seats }, (_, s) => (s === seat ? 'human' : 'strong')),
      sessionDeals: deals,
      aiDelayMs: 0,
      dealing: 'chacha20-v1',
      hints: false,
      challenge: { day: DAY, deals },
    },
    seed,
    commitment: dayCommitment(seed),
    createdAt: 0,
  });
}

/** Plays the whole day with random legal moves at every seat, continuing after each deal. */
function playDay(t: TableGame, random: () => number): void {
  while (t.status !== 'finished') {
    const step =
      t.status === 'between'
        ? t.prepare({ kind: 'continue', seat: t.humanSeat })
        : (() => {
            const legal = t.legalActions();
            return t.prepare({ kind: 'act', seat: t.toMove()!, action: legal[Math.floor(random() * legal.length)]! });
          })();
    if (!step.ok) throw step.error;
    step.commit();
  }
}

describe("a challenge table's deals are independent", () => {
  test.each(GAMES.map((g) => [g.id, g] as const))(
    '%s: every deal starts the same whatever was played before, all the day’s deals are played, and the record verifies',
    (_id, game) => {
      const a = challengeTable(game);
      const b = challengeTable(game);
      playDay(a, mulberry(1));
      playDay(b, mulberry(2));
      const { deals } = game.challenge;
      expect(a.deals).toHaveLength(deals);
      expect(a.result()?.reason).toBe('complete');
      const day = dayDeals(game, game.defaultRules, a.meta.seed, deals);
      for (let i = 0; i < deals; i++) {
        expect(a.deals[i]!.cards).toEqual(day.deals[i]);
        // The same situation for everyone: the dealer, the hands, the totals the state starts from.
        expect(a.deals[i]!.initial).toEqual(b.deals[i]!.initial);
        expect(a.deals[i]!.dealer).toBe(b.deals[i]!.dealer);
      }
      // The deal passes on after every deal, as in a session without redeals.
      expect(new Set(a.deals.slice(0, game.seats).map((d) => d.dealer)).size).toBe(Math.min(game.seats, deals));
      // The totals are each deal's own scores added up.
      const verified = verifyRecord(JSON.parse(JSON.stringify(recordOf(a))));
      expect(verified.status, JSON.stringify(verified)).toBe(0);
    },
  );

  test('the attempt cannot be ended: it is left and resumed', () => {
    const t = challengeTable(GAMES[0]!);
    const step = t.prepare({ kind: 'end', seat: t.humanSeat });
    expect(step.ok).toBe(false);
  });

  test('a finished challenge table does not show its seed (the day’s, revealed only when the day closes)', () => {
    const t = challengeTable(GAMES.find((g) => g.seats === 2)!);
    playDay(t, mulberry(3));
    expect(t.status).toBe('finished');
    expect(t.seedShown).toBe(false);
  });

  test('a record whose independent deals were replayed as one session does not verify', () => {
    const game = GAMES.find((g) => g.id === 'schnapsen')!;
    const t = challengeTable(game);
    playDay(t, mulberry(4));
    const record = JSON.parse(JSON.stringify(recordOf(t))) as Record<string, unknown>;
    expect(verifyRecord(record).status).toBe(0);
    delete record.independentDeals;
    expect(verifyRecord(record).status).not.toBe(0);
  });
});
