/**
 * The table's games: every folder here whose index.ts exports a TableGameModule (web/src/table/game.ts),
 * keyed by the folder's name, which is the game's id. Adding a game to the table adds a folder, nothing else:
 * its strings (i18n/table.<lang>.json) are found by ./i18n.ts, its styles are in its components' <style>.
 */
import { type TableGameModule, registryOf } from '../table/game.js';

export const TABLE_GAMES: ReadonlyMap<string, TableGameModule> = registryOf(
  import.meta.glob<TableGameModule>('./*/index.ts', { eager: true }),
);

/** The table's parts for a game id, if the site has them. */
export const tableGameModule = (id: string): TableGameModule | undefined => TABLE_GAMES.get(id);
