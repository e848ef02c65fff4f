/**
 * Each pattern's art in its own chunk (issue 14 point 7): the site loads a family's `art.ts` the first time one
 * of its decks is shown, and a page that shows one deck never downloads the others. Node tools and tests load
 * everything at once through `all.ts`.
 */
import type { DeckId } from '../../../engine/decks.js';
import type { PatternArt } from './art.js';
import { type Family, type Style, styleOf } from './patterns.js';

const LOADERS: Record<Family, () => Promise<{ readonly art: PatternArt }>> = {
  tell: () => import('./tell/art.js'),
  bavarian: () => import('./bavarian/art.js'),
  salzburg: () => import('./salzburg/art.js'),
  prague: () => import('./prague/art.js'),
  paris: () => import('./paris/art.js'),
};

const loaded = new Map<Family, PatternArt>();
const loading = new Map<Family, Promise<void>>();

/** Makes a family's art available without loading it (`all.ts`). */
export function registerArt(family: Family, art: PatternArt): void {
  loaded.set(family, art);
}

/** Whether the deck's art is here, so that `drawCard` can draw its faces now. */
export const artLoaded = (deck: DeckId): boolean => loaded.has(styleOf(deck).family);

/** Loads the deck's art once; every later call returns the same promise. */
export function loadArt(deck: DeckId): Promise<void> {
  const family = styleOf(deck).family;
  let promise = loading.get(family);
  if (!promise) {
    promise = loaded.has(family)
      ? Promise.resolve()
      : LOADERS[family]().then(
          (module) => registerArt(family, module.art),
          (error: unknown) => {
            // A failed download (offline, a new release) may succeed on the next try.
            loading.delete(family);
            throw error;
          },
        );
    loading.set(family, promise);
  }
  return promise;
}

/** The family's art, or an error naming what to await first. */
export function artOf(style: Style): PatternArt {
  const art = loaded.get(style.family);
  if (!art) throw new Error(`the ${style.family} art is not loaded: await loadArt("${style.deck.id}") first`);
  return art;
}
