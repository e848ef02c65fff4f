/**
 * The table's games: every folder here whose index.ts exports a TableGameModule (web/src/table/game.ts),
 * keyed by the folder's name, which is the game's id. Adding a game to the table adds a folder, nothing else:
 * its strings (i18n/table.<lang>.json) are found by ./i18n.ts, its styles are in its components' <style>.
 * A game the server plays and no folder here has (one registered by CARDAVIA_EXTRA_GAMES) is played from
 * its declaration in the server's catalogue (table/declared.ts), once `loadTableGameModule` has read it.
 */
import type { CatalogueResponse } from '../../../engine/protocol.js';
import StepMoves from '../table/components/StepMoves.svelte';
import { declaredGame } from '../table/declared.js';
import { type TableGameModule, registryOf } from '../table/game.js';

export const TABLE_GAMES: ReadonlyMap<string, TableGameModule> = registryOf(
  import.meta.glob<TableGameModule>('./*/index.ts', { eager: true }),
);

/** The declared games read so far (GET /api/games), by id. */
const declared = new Map<string, TableGameModule>();

/** The table's parts for a game id, if the site has them (its folder, or a declaration read before). */
export const tableGameModule = (id: string): TableGameModule | undefined => TABLE_GAMES.get(id) ?? declared.get(id);

/**
 * The game's name in the page's language (`game.<id>`); for a game known only by its declaration, its
 * English name once the declaration has been read, else its id.
 */
export const gameName = (t: (key: string, o?: Record<string, unknown>) => string, id: string): string =>
  t(`game.${id}`, { defaultValue: tableGameModule(id)?.game.definition.name ?? id });

/** The table's parts for a game id: its folder's, else its declaration's from the server's catalogue. */
export async function loadTableGameModule(id: string): Promise<TableGameModule | undefined> {
  const known = tableGameModule(id);
  if (known) return known;
  const r = await fetch('/api/games', { headers: { accept: 'application/json' } });
  if (!r.ok) return undefined;
  const entry = ((await r.json()) as CatalogueResponse).games.find((g) => g.id === id);
  if (!entry) return undefined;
  // Its table from the declaration, and the step controls as its auction and its moves.
  const module: TableGameModule = { game: declaredGame(entry), Auction: StepMoves, Moves: StepMoves };
  declared.set(id, module);
  return module;
}
