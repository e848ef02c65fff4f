/**
 * The one list of the games Cardavia plays. Every registry of every layer (bots, arena, server routes,
 * setup page, rules pages, table components, content) is built from it: adding a game is one line here
 * plus the game's own folders (engine/<id>/, ai/<id>/, web/src/games/<id>/, its content files).
 */
import { bohemianSchneider } from './bohemian-schneider/index.js';
import { schafkopf } from './schafkopf/index.js';
import { schnapsen } from './schnapsen/index.js';
import type { AnyGame } from './game.js';
import { GAME_IDS } from './game-ids.js';

export const GAMES: readonly AnyGame[] = [schafkopf, bohemianSchneider, schnapsen];

/** The built-in games' ids, in the list's order (kept apart in game-ids.ts for pages that need only them). */
export { GAME_IDS };
if (GAMES.map((g) => g.id).join() !== GAME_IDS.join()) {
  throw new Error(
    `engine/game-ids.ts lists ${GAME_IDS.join(', ')}, engine/games.ts ${GAMES.map((g) => g.id).join(', ')}`,
  );
}

/** A game by id among `games` (the built-in list unless a process registered more, see ai/registry.ts). */
export function gameById(id: string, games: readonly AnyGame[] = GAMES): AnyGame | undefined {
  return games.find((g) => g.id === id);
}
