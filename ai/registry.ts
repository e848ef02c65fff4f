/**
 * Every game a process plays, with its players: built from the one list of games (engine/games.ts), each
 * game's players found in its own folder by convention (`ai/<id>/index.ts` exports `players`, made by
 * `playersOf(game, …)` so that they are checked against that game's view and state). A process
 * may register more games (tests do, with a game that lives under test/): `CARDAVIA_EXTRA_GAMES` lists
 * module paths, comma-separated, each exporting `game` (a definition made by `defineGame`) and `players`.
 * The CLI, the server and its AI workers all read this one registry, so an extra game reaches every layer.
 */
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyGame } from '../engine/game.js';
import { GAMES } from '../engine/games.js';
import type { GameModule, PlayersOf } from './bot.js';

export type { GameModule };

async function builtIn(game: AnyGame): Promise<GameModule> {
  const specifier = `./${game.id}/index.js`;
  const { players } = (await import(/* @vite-ignore */ specifier)) as { players?: Partial<PlayersOf<AnyGame>> };
  // The module's players were typed against the definition they are paired with: it must be this game's.
  if (players?.game !== game || !players.bots)
    throw new Error(`ai/${game.id}/index.ts exports no players of ${game.id}`);
  return { game, players: players as PlayersOf<AnyGame> };
}

async function extra(path: string): Promise<GameModule> {
  const url = pathToFileURL(isAbsolute(path) ? path : resolve(process.cwd(), path)).href;
  const module = (await import(url)) as Partial<GameModule>;
  if (!module.game || !module.players) throw new Error(`${path} must export "game" and "players"`);
  return { game: module.game, players: module.players };
}

const extraPaths = (process.env.CARDAVIA_EXTRA_GAMES ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter((p) => p !== '');

/** The games of this process: the built-in list, then any extra ones. */
export const REGISTRY: readonly GameModule[] = [
  ...(await Promise.all(GAMES.map(builtIn))),
  ...(await Promise.all(extraPaths.map(extra))),
];

/** The games' definitions, for the record reader (`replay(json, games)`) and the server. */
export const games: readonly AnyGame[] = REGISTRY.map((m) => m.game);

export function gameModule(id: string): GameModule | undefined {
  return REGISTRY.find((m) => m.game.id === id);
}
