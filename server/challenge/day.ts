/**
 * The challenge's day (docs/challenge.md, "The day"): its key, the calendar date in Vienna; when it opens and
 * closes (Vienna midnights, 23 or 25 hours apart on the days the clocks change); the secret seed of a game's
 * day, derived from the server's secret by HMAC-SHA256, so that nothing needs storing before the day is
 * played; its commitment, published when the day opens, by the tables' own scheme (`commitmentOf`: SHA-256 of
 * the seed's text); and the deals, by the tables' own dealing (engine/dealing.ts), so that a challenge table
 * is an ordinary table created with the day's seed, and its record passes `cardavia verify`.
 *
 * Pure: no I/O, no clock (every function that depends on the time takes the instant), no state.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Seat } from '../../engine/action.js';
import type { Card } from '../../engine/cards.js';
import { type DealingScheme } from '../../engine/dealing.js';
import type { AnyGame } from '../../engine/game.js';
import { CURRENT_DEALING, commitmentOf, dealFromSeed, firstDealerFromSeed } from '../dealing.js';

/** Where the day turns: the challenge's days are Vienna's calendar days. */
export const CHALLENGE_TIME_ZONE = 'Europe/Vienna';

/** A day's key: its date in Vienna, `YYYY-MM-DD`. */
export type DayKey = string;

const HOUR = 3_600_000;
const KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

// One formatter, made once (making one costs far more than using it); it holds no state between calls.
const WALL_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: CHALLENGE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in Vienna at an instant, as the UTC instant that shows the same figures. */
function wallClock(instant: number): number {
  const parts: Record<string, number> = {};
  for (const p of WALL_CLOCK.formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const ms = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!, ms);
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');
const keyOfUtcDate = (t: number): DayKey => {
  const d = new Date(t);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
};

/** Whether `text` is a day's key: a real date written `YYYY-MM-DD`, year 1000 to 9999. */
export function isDayKey(text: unknown): text is DayKey {
  if (typeof text !== 'string') return false;
  const m = KEY.exec(text);
  if (!m || Number(m[1]) < 1000) return false;
  return keyOfUtcDate(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) === text;
}

function utcMidnight(key: DayKey): number {
  if (!isDayKey(key)) throw new RangeError(`a day is YYYY-MM-DD, not ${JSON.stringify(key)}`);
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The day an instant (milliseconds since the epoch) falls in. */
export function dayKeyAt(instant: number): DayKey {
  if (!Number.isFinite(instant)) throw new RangeError(`an instant is a finite number, not ${instant}`);
  return keyOfUtcDate(wallClock(instant));
}

/** The day after (or `days` after, or before when negative). */
export function dayAfter(key: DayKey, days = 1): DayKey {
  return keyOfUtcDate(utcMidnight(key) + days * 24 * HOUR);
}

/**
 * The instant the day opens: midnight in Vienna. The offset of midnight from UTC is read at the guess and at
 * the corrected guess, which suffices because Vienna's clocks never change at midnight.
 */
export function dayOpens(key: DayKey): number {
  const midnight = utcMidnight(key);
  const guess = midnight - (wallClock(midnight) - midnight);
  return midnight - (wallClock(guess) - guess);
}

/** The instant the day closes: the next day's opening. */
export const dayCloses = (key: DayKey): number => dayOpens(dayAfter(key));

export type DayPhase = 'upcoming' | 'open' | 'closed';

/** Where a day stands at `now`: before its opening, open, or closed (its seed may then be revealed). */
export function dayPhase(key: DayKey, now: number): DayPhase {
  return now < dayOpens(key) ? 'upcoming' : now < dayCloses(key) ? 'open' : 'closed';
}

/** The shortest server secret accepted: 32 bytes, as much as the seed it keys. */
export const MIN_SECRET_BYTES = 32;
const GAME_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The day's seed for a game: HMAC-SHA256 keyed by the server's secret over
 * `cardavia/challenge/v1/<game>/<day>`, as 64 lower-case hex digits: the shape of a table's seed, so that the
 * tables' commitment and dealing apply unchanged. Without the secret nobody can compute it, and the secret
 * never leaves the server; the seed of a closed day reveals nothing of another day's.
 */
export function daySeed(secret: Uint8Array | string, game: string, key: DayKey): string {
  const bytes = typeof secret === 'string' ? utf8ToBytes(secret) : secret;
  if (bytes.length < MIN_SECRET_BYTES) throw new RangeError(`the secret needs at least ${MIN_SECRET_BYTES} bytes`);
  if (!GAME_ID.test(game)) throw new RangeError(`a game's id, not ${JSON.stringify(game)}`);
  if (!isDayKey(key)) throw new RangeError(`a day is YYYY-MM-DD, not ${JSON.stringify(key)}`);
  return bytesToHex(hmac(sha256, bytes, utf8ToBytes(`cardavia/challenge/v1/${game}/${key}`)));
}

/** The commitment published when the day opens: the tables' own, SHA-256 of the seed's text in hex. */
export const dayCommitment = (seed: string): string => commitmentOf(seed);

const SEED = /^[0-9a-f]{64}$/;

/** Whether a revealed seed is the one committed to: a seed of 64 lower-case hex digits whose SHA-256 is it. */
export function seedMatches(seed: unknown, commitment: unknown): boolean {
  return (
    typeof seed === 'string' && typeof commitment === 'string' && SEED.test(seed) && commitmentOf(seed) === commitment
  );
}

/** The seed, only once the day has closed at `now`; null before (nothing of a day's deals before its end). */
export function revealedSeed(secret: Uint8Array | string, game: string, key: DayKey, now: number): string | null {
  return dayPhase(key, now) === 'closed' ? daySeed(secret, game, key) : null;
}

export interface DayDeals {
  readonly scheme: DealingScheme;
  /** The first deal's dealer, as a table with this seed draws it. */
  readonly firstDealer: Seat;
  /** Deal i's shuffled pack (index 0 the first card dealt), as a table with this seed deals its deal i. */
  readonly deals: readonly (readonly Card[])[];
}

/**
 * A game's deals of the day, dealt from the day's seed exactly as a table created with that seed, those
 * rules and that scheme deals them (deal i of the session, counting redeals): the same for every person.
 */
export function dayDeals(
  game: AnyGame,
  rules: unknown,
  seed: string,
  count: number,
  scheme: DealingScheme = CURRENT_DEALING,
): DayDeals {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`a day has at least one deal, not ${count}`);
  const deals = Array.from({ length: count }, (_, i) => dealFromSeed(game, rules, seed, i, scheme));
  return { scheme, firstDealer: firstDealerFromSeed(seed, game.seats, scheme), deals };
}
