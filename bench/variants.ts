/**
 * The measurement variants of the registry's games: players that a benchmark or the arena seats by name
 * (`cardavia arena --bots strong,strong-without-inference`) to measure one part of a level on its own. They
 * are no production player: each game's live in `bench/<id>/variants.ts` (`export const variants`), found by
 * that convention, and nothing in ai/ or server/ can seat them.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Bot } from '../ai/bot.js';
import { games } from '../ai/registry.js';

async function variantsOf(id: string): Promise<Readonly<Record<string, Bot<unknown>>>> {
  // Built (dist/bench/<id>/variants.js) or, under the test runner, the source beside this file.
  const specifier = `./${id}/variants.js`;
  const found = ['.js', '.ts'].some((ext) =>
    existsSync(fileURLToPath(new URL(specifier.replace(/\.js$/, ext), import.meta.url))),
  );
  if (!found) return {};
  const module = (await import(/* @vite-ignore */ specifier)) as { variants?: Readonly<Record<string, Bot<unknown>>> };
  if (!module.variants) throw new Error(`bench/${id}/variants.ts exports no variants`);
  return module.variants;
}

const VARIANTS = new Map(await Promise.all(games.map(async (g) => [g.id, await variantsOf(g.id)] as const)));

/** The names of a game's measurement variants, in the order its file lists them. */
export const variantNames = (game: string): string[] => Object.keys(VARIANTS.get(game) ?? {});

/** A measurement variant by name, or undefined when the game has none of that name. */
export const variantBot = (game: string, name: string): Bot<unknown> | undefined => VARIANTS.get(game)?.[name];
