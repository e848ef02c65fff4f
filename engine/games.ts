/**
 * The built-in games' definitions, in the order of the one list of ids (game-ids.ts). Every registry of every
 * layer (bots, arena, server routes, setup page, rules pages, table components, content) is built from it:
 * adding a game is its id in game-ids.ts, its definition here under that id, and the game's own folders
 * (engine/<id>/, ai/<id>/, web/src/games/<id>/, its content files).
 */
import { belote } from './belote/index.js';
import { bohemianSchneider } from './bohemian-schneider/index.js';
import { marias } from './marias/index.js';
import { schafkopf } from './schafkopf/index.js';
import { schnapsen } from './schnapsen/index.js';
import { watten } from './watten/index.js';
import type { AnyGame } from './game.js';
import { type BuiltInGameId, GAME_IDS } from './game-ids.js';

/** Each id of the list with its definition: the type refuses an id of the list without one, or one more. */
const DEFINITIONS: { readonly [Id in BuiltInGameId]: AnyGame } = {
  schafkopf,
  'bohemian-schneider': bohemianSchneider,
  schnapsen,
  watten,
  marias,
  belote,
};

export const GAMES: readonly AnyGame[] = GAME_IDS.map((id) => {
  const game = DEFINITIONS[id];
  // A definition's id is a plain string to the compiler: the key it stands under is checked here, once.
  if (game.id !== id) throw new Error(`engine/games.ts lists the game "${game.id}" under the id "${id}"`);
  return game;
});

/** The built-in games' ids, in the list's order (apart in game-ids.ts for pages that need only them). */
export { GAME_IDS };

/** A game by id among `games` (the built-in list unless a process registered more, see ai/registry.ts). */
export function gameById(id: string, games: readonly AnyGame[] = GAMES): AnyGame | undefined {
  return games.find((g) => g.id === id);
}
