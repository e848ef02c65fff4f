/**
 * The table's registry of games: one folder per game of the engine's list, named by the game's id, and
 * nothing else to register (web/src/games/index.ts collects the folders with import.meta.glob).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../engine/games.js';
import { type TableGame, type TableGameModule, registryOf } from '../table/game.js';

const here = new URL('.', import.meta.url).pathname;
const folders = readdirSync(here, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe('the game folders', () => {
  it('one per game of the engine’s list, named by its id, each with an index.ts', () => {
    expect([...folders].sort()).toEqual([...GAME_IDS].sort());
    for (const id of folders) expect(readdirSync(here + id)).toContain('index.ts');
  });
  it('each folder’s game is the engine’s game of that id', () => {
    const tables = import.meta.glob<Record<string, unknown>>('./*/table.ts', { eager: true });
    for (const [path, module] of Object.entries(tables)) {
      const game = Object.values(module).find(
        (x): x is TableGame => typeof x === 'object' && x !== null && 'sortHand' in x,
      )!;
      const id = path.split('/')[1];
      expect(game.id, path).toBe(id);
      expect(game.definition.id, path).toBe(id);
    }
    expect(Object.keys(tables)).toHaveLength(folders.length);
  });
});

describe('the registry', () => {
  const module = (id: string) => ({ game: { id } }) as unknown as TableGameModule;
  it('keys each module by its folder’s name', () => {
    const r = registryOf({ './a/index.ts': module('a'), './b/index.ts': module('b') });
    expect([...r.keys()]).toEqual(['a', 'b']);
    expect(r.get('b')?.game.id).toBe('b');
  });
  it('refuses a folder whose game says another id, and a module that is no folder’s index', () => {
    expect(() => registryOf({ './a/index.ts': module('b') })).toThrow(/says it is b/);
    expect(() => registryOf({ './a/other.ts': module('a') })).toThrow(/not a game folder/);
  });
});
