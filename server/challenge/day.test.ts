/** The challenge's day: Vienna's midnights, the day's seed, its commitment and its deals (docs/challenge.md). */
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dealFromSeed } from '../../engine/dealing.js';
import { GAMES } from '../../engine/games.js';
import { TableGame } from '../table.js';
import {
  dayAfter,
  dayCloses,
  dayCommitment,
  dayDeals,
  dayKeyAt,
  dayOpens,
  dayPhase,
  daySeed,
  isDayKey,
  revealedSeed,
  seedMatches,
} from './day.js';

const at = (iso: string): number => Date.parse(iso);
const HOUR = 3_600_000;
const SECRET = 'a server secret of at least thirty-two bytes, for tests';

describe('the day turns at midnight in Vienna', () => {
  test('in winter (CET, UTC+1) the day opens at 23:00 UTC the evening before', () => {
    expect(dayOpens('2026-01-15')).toBe(at('2026-01-14T23:00:00Z'));
    expect(dayKeyAt(at('2026-01-14T22:59:59.999Z'))).toBe('2026-01-14');
    expect(dayKeyAt(at('2026-01-14T23:00:00Z'))).toBe('2026-01-15');
  });

  test('in summer (CEST, UTC+2) the day opens at 22:00 UTC the evening before', () => {
    expect(dayOpens('2026-07-02')).toBe(at('2026-07-01T22:00:00Z'));
    expect(dayKeyAt(at('2026-07-01T21:59:59.999Z'))).toBe('2026-07-01');
    expect(dayKeyAt(at('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  test('2026-03-29, the clocks go forward: the day opens at CET midnight, closes at CEST midnight, 23 hours', () => {
    expect(dayOpens('2026-03-29')).toBe(at('2026-03-28T23:00:00Z'));
    expect(dayCloses('2026-03-29')).toBe(at('2026-03-29T22:00:00Z'));
    expect(dayCloses('2026-03-29') - dayOpens('2026-03-29')).toBe(23 * HOUR);
    // 01:59 CET and, a minute later, 03:00 CEST: the same day.
    expect(dayKeyAt(at('2026-03-29T00:59:00Z'))).toBe('2026-03-29');
    expect(dayKeyAt(at('2026-03-29T01:00:00Z'))).toBe('2026-03-29');
    expect(dayKeyAt(at('2026-03-29T21:59:59.999Z'))).toBe('2026-03-29');
    expect(dayKeyAt(at('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });

  test('2026-10-25, the clocks go back: the day opens at CEST midnight, closes at CET midnight, 25 hours', () => {
    expect(dayOpens('2026-10-25')).toBe(at('2026-10-24T22:00:00Z'));
    expect(dayCloses('2026-10-25')).toBe(at('2026-10-25T23:00:00Z'));
    expect(dayCloses('2026-10-25') - dayOpens('2026-10-25')).toBe(25 * HOUR);
    // 02:30 CEST and, an hour later, 02:30 CET again: the same day.
    expect(dayKeyAt(at('2026-10-25T00:30:00Z'))).toBe('2026-10-25');
    expect(dayKeyAt(at('2026-10-25T01:30:00Z'))).toBe('2026-10-25');
    expect(dayKeyAt(at('2026-10-25T22:59:59.999Z'))).toBe('2026-10-25');
    expect(dayKeyAt(at('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  test('every instant lies in its day, which opens at its own key and lasts 23, 24 or 25 hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: at('1990-01-01T00:00:00Z'), max: at('2090-01-01T00:00:00Z') }), (t) => {
        const key = dayKeyAt(t);
        expect(dayOpens(key)).toBeLessThanOrEqual(t);
        expect(dayCloses(key)).toBeGreaterThan(t);
        expect(dayKeyAt(dayOpens(key))).toBe(key);
        expect(dayKeyAt(dayOpens(key) - 1)).toBe(dayAfter(key, -1));
        expect([23 * HOUR, 24 * HOUR, 25 * HOUR]).toContain(dayCloses(key) - dayOpens(key));
      }),
      { numRuns: 300 },
    );
  });

  test('a day is upcoming before it opens, open until the next opens, then closed', () => {
    const key = '2026-10-25';
    expect(dayPhase(key, dayOpens(key) - 1)).toBe('upcoming');
    expect(dayPhase(key, dayOpens(key))).toBe('open');
    expect(dayPhase(key, dayCloses(key) - 1)).toBe('open');
    expect(dayPhase(key, dayCloses(key))).toBe('closed');
  });

  test('day keys are real dates written YYYY-MM-DD; anything else is refused', () => {
    expect(isDayKey('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', '26-01-01', ' 2026-01-01', 20260101, null]) {
      expect(isDayKey(bad)).toBe(false);
    }
    expect(() => dayOpens('2026-02-30')).toThrow(RangeError);
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe("the day's seed and its commitment", () => {
  test('the seed is HMAC-SHA256 of cardavia/challenge/v1/<game>/<day> under the server secret, in hex', () => {
    const expected = createHmac('sha256', SECRET).update('cardavia/challenge/v1/some-game/2026-03-29').digest('hex');
    expect(daySeed(SECRET, 'some-game', '2026-03-29')).toBe(expected);
    expect(daySeed(new TextEncoder().encode(SECRET), 'some-game', '2026-03-29')).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  test('each game, day and secret has its own seed', () => {
    const seeds = new Set([
      daySeed(SECRET, 'one', '2026-03-29'),
      daySeed(SECRET, 'two', '2026-03-29'),
      daySeed(SECRET, 'one', '2026-03-30'),
      daySeed(`${SECRET}!`, 'one', '2026-03-29'),
    ]);
    expect(seeds.size).toBe(4);
  });

  test('a short secret, a malformed game id or day is refused', () => {
    expect(() => daySeed('too short', 'one', '2026-03-29')).toThrow(RangeError);
    expect(() => daySeed(SECRET, 'one/2026-03-29', '2026-03-29')).toThrow(RangeError);
    expect(() => daySeed(SECRET, 'one', '2026-3-29')).toThrow(RangeError);
  });

  test("the commitment is the tables' own, SHA-256 of the seed's text, and the revealed seed matches it", () => {
    const seed = daySeed(SECRET, 'one', '2026-10-25');
    const commitment = dayCommitment(seed);
    expect(commitment).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
    expect(seedMatches(seed, commitment)).toBe(true);
    expect(seedMatches(daySeed(SECRET, 'one', '2026-10-26'), commitment)).toBe(false);
    expect(seedMatches(seed.toUpperCase(), dayCommitment(seed.toUpperCase()))).toBe(false);
    expect(seedMatches(undefined, commitment)).toBe(false);
  });

  test('the seed is revealed only once the day has closed', () => {
    const key = '2026-03-29';
    expect(revealedSeed(SECRET, 'one', key, dayOpens(key) - 1)).toBeNull();
    expect(revealedSeed(SECRET, 'one', key, dayOpens(key))).toBeNull();
    expect(revealedSeed(SECRET, 'one', key, dayCloses(key) - 1)).toBeNull();
    expect(revealedSeed(SECRET, 'one', key, dayCloses(key))).toBe(daySeed(SECRET, 'one', key));
  });
});

describe("a game's deals of the day", () => {
  test('every game: the deals a table created with the day’s seed deals, each a shuffle of the pack', () => {
    for (const game of GAMES) {
      const seed = daySeed(SECRET, game.id, '2026-03-29');
      const day = dayDeals(game, game.defaultRules, seed, 8);
      expect(day.scheme).toBe('chacha20-v1');
      expect(day.deals).toHaveLength(8);
      day.deals.forEach((cards, i) => {
        expect([...cards].sort((a, b) => a - b)).toEqual([...game.pack(game.defaultRules)].sort((a, b) => a - b));
        expect(cards).toEqual(dealFromSeed(game, game.defaultRules, seed, i, 'chacha20-v1'));
      });
      const table = new TableGame({
        id: 'x'.repeat(22),
        owner: 'o',
        options: {
          game: game.id,
          rules: game.rulesToJson(game.defaultRules) as Record<string, unknown>,
          deck: game.defaultDeck as never,
          seats: ['human', ...Array.from({ length: game.seats - 1 }, () => 'strong' as const)],
          sessionDeals: null,
          aiDelayMs: 0,
          dealing: 'chacha20-v1',
        },
        seed,
        commitment: dayCommitment(seed),
        createdAt: 0,
      });
      expect(table.firstDealer).toBe(day.firstDealer);
      expect(table.deals[0]!.cards).toEqual(day.deals[0]);
    }
  });

  test('two days, or two games on one day, are dealt differently', () => {
    const game = GAMES[0]!;
    const a = dayDeals(game, game.defaultRules, daySeed(SECRET, game.id, '2026-03-29'), 1);
    const b = dayDeals(game, game.defaultRules, daySeed(SECRET, game.id, '2026-03-30'), 1);
    expect(a.deals[0]).not.toEqual(b.deals[0]);
    expect(() => dayDeals(game, game.defaultRules, 'seed', 0)).toThrow(RangeError);
  });
});
