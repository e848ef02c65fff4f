/**
 * How a table's secret seed fixes every deal, so that anyone holding the revealed seed can re-derive the
 * deals of a finished game (`cardavia verify`). Pure: the server picks the seed and publishes its SHA-256
 * commitment; this module only turns a seed into shuffles.
 *
 * - The first dealer: `randomBelow(seededRandom(seed + "/first-dealer"), seats)`.
 * - Deal i (0-based, counting every deal of the session, redeals included): the game's pack under the
 *   table's rules, in index order, shuffled by `shuffle(pack, seededRandom(seed + "/deal/" + i))`.
 */
import type { Seat } from './action.js';
import type { Card } from './cards.js';
import type { AnyGame } from './game.js';
import { randomBelow, seededRandom, shuffle } from './random.js';

export function firstDealerFromSeed(seed: string, seats: number): Seat {
  return randomBelow(seededRandom(`${seed}/first-dealer`), seats);
}

/** The shuffled pack of deal `index` (index 0 = the first card dealt). */
export function dealFromSeed(game: AnyGame, rules: unknown, seed: string, index: number): Card[] {
  return shuffle(game.pack(rules), seededRandom(`${seed}/deal/${index}`));
}
