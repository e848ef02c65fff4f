/**
 * Every game a process plays, with its players: built from the one list of games (engine/games.ts), each
 * game's players found in its own folder by convention (`ai/<id>/index.ts` exports `players`). A process
 * may register more games (tests do, with a game that lives under test/): `CARDAVIA_EXTRA_GAMES` lists
 * module paths, comma-separated, each exporting `game` (a definition made by `defineGame`) and `players`.
 * The CLI, the server and its AI workers all read this one registry, so an extra game reaches every layer.
 */
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyGame } from '../engine/game.js';
import { GAMES } from '../engine/games.js';
import type { GamePlayers } from './bot.js';

export interface GameModule {
  readonly game: AnyGame;
  readonly players: GamePlayers<unknown, unknown>;
}

async function builtIn(game: AnyGame): Promise<GameModule> {
  const specifier = `./${game.id}/index.js`;
  const module = (await import(/* @vite-ignore */ specifier)) as { players?: GamePlayers<unknown, unknown> };
  if (!module.players) throw new Error(`ai/${game.id}/index.ts exports no players`);
  return { game, players: module.players };
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
