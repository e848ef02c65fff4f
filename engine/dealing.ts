/**
 * How a table's secret seed fixes every deal, so that anyone holding the revealed seed can re-derive the
 * deals of a finished game (`cardavia verify`). Pure: the server picks the seed and publishes its SHA-256
 * commitment; this module only turns a seed into shuffles. The scheme is versioned: a table stores the one
 * it was created with (its options' `dealing`) and its record names it, so that a game dealt by an older
 * scheme replays and verifies for ever. A table or record without a scheme was dealt by `xoshiro128ss-v1`.
 *
 * `chacha20-v1` (every new table since issue 12):
 * - key: SHA-256 of the seed's text (UTF-8); a ChaCha20 keystream (RFC 8439) from block counter 0, read as
 *   unsigned 32-bit little-endian words (keystream.ts);
 * - nonce, 12 bytes: a purpose (uint32, little-endian: 0 = the first dealer, 1 = a deal) and the deal's
 *   index (uint64, little-endian; 0 for the first dealer);
 * - an integer below n: draw words until one is below 2^32 − (2^32 mod n), then take it mod n (rejection
 *   sampling: no modulo bias);
 * - the first dealer: an integer below the number of seats, purpose 0;
 * - deal i (0-based, counting every deal of the session, redeals included): the game's pack under the
 *   table's rules, in index order, shuffled by Fisher–Yates from the last position down (for k = length−1
 *   … 1, swap k with an integer below k + 1), purpose 1, index i.
 *
 * `xoshiro128ss-v1` (tables created before issue 12): the same integers and Fisher–Yates, drawn from
 * xoshiro128** (random.ts), which is fast and fair but not built to hide its state:
 * - the first dealer: `randomBelow(seededRandom(seed + "/first-dealer"), seats)`;
 * - deal i: `shuffle(pack, seededRandom(seed + "/deal/" + i))`.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Seat } from './action.js';
import type { Card } from './cards.js';
import type { AnyGame } from './game.js';
import { keystreamRandom } from './keystream.js';
import { type Random, randomBelow, seededRandom, shuffle } from './random.js';

/** Every dealing scheme, oldest first. Names are never reused: a changed scheme gets a new version. */
export const DEALING_SCHEMES = ['xoshiro128ss-v1', 'chacha20-v1'] as const;
export type DealingScheme = (typeof DEALING_SCHEMES)[number];
/** The scheme of a table or record that names none: every table created before schemes were named. */
export const LEGACY_DEALING: DealingScheme = 'xoshiro128ss-v1';
/** The scheme new tables are dealt by. */
export const CURRENT_DEALING: DealingScheme = 'chacha20-v1';

export const isDealingScheme = (v: unknown): v is DealingScheme =>
  typeof v === 'string' && (DEALING_SCHEMES as readonly string[]).includes(v);

const FIRST_DEALER = 0;
const DEAL = 1;

function chachaSource(seed: string, purpose: number, index: number): Random {
  const nonce = new Uint8Array(12);
  const view = new DataView(nonce.buffer);
  view.setUint32(0, purpose, true);
  view.setUint32(4, index >>> 0, true);
  view.setUint32(8, Math.floor(index / 0x100000000), true);
  return keystreamRandom(sha256(utf8ToBytes(seed)), nonce);
}

function source(scheme: DealingScheme, seed: string, purpose: number, index: number): Random {
  switch (scheme) {
    case 'chacha20-v1':
      return chachaSource(seed, purpose, index);
    case 'xoshiro128ss-v1':
      return seededRandom(purpose === FIRST_DEALER ? `${seed}/first-dealer` : `${seed}/deal/${index}`);
  }
  // A scheme from a newer version, or a corrupt row: never deal it by another scheme.
  throw new RangeError(`unknown dealing scheme ${JSON.stringify(scheme)}`);
}

export function firstDealerFromSeed(seed: string, seats: number, scheme: DealingScheme = LEGACY_DEALING): Seat {
  return randomBelow(source(scheme, seed, FIRST_DEALER, 0), seats);
}

/** The shuffled pack of deal `index` (index 0 = the first card dealt). */
export function dealFromSeed(
  game: AnyGame,
  rules: unknown,
  seed: string,
  index: number,
  scheme: DealingScheme = LEGACY_DEALING,
): Card[] {
  return shuffle(game.pack(rules), source(scheme, seed, DEAL, index));
}
