/**
 * Loads the long texts of one language on demand. Each JSON file is imported through its own literal
 * `import()` so that the bundler makes it a chunk of its own: a French visitor on the Schafkopf page loads
 * the French Schafkopf text and nothing else. The files are checked against schema.ts by the tests, so they
 * are trusted here without a runtime check (and without shipping zod).
 */
import type { ContentLang, DecksContent, GameContent, GameId } from './types.js';

export * from './types.js';

type JsonModule = Promise<{ default: unknown }>;

const GAME_FILES: Record<ContentLang, Record<string, () => JsonModule>> = {
  en: {
    schafkopf: () => import('./en/schafkopf.json'),
    'bohemian-schneider': () => import('./en/bohemian-schneider.json'),
  },
  fr: {
    schafkopf: () => import('./fr/schafkopf.json'),
    'bohemian-schneider': () => import('./fr/bohemian-schneider.json'),
  },
  de: {
    schafkopf: () => import('./de/schafkopf.json'),
    'bohemian-schneider': () => import('./de/bohemian-schneider.json'),
  },
};

const DECK_FILES: Record<ContentLang, () => JsonModule> = {
  en: () => import('./en/decks.json'),
  fr: () => import('./fr/decks.json'),
  de: () => import('./de/decks.json'),
};

// One promise per file, so that pages asking again (a language switch back, a second deck) get the same one.
const cache = new Map<string, Promise<unknown>>();

function load(key: string, file: () => JsonModule): Promise<unknown> {
  let promise = cache.get(key);
  if (!promise) {
    promise = file().then((m) => m.default);
    // A failed load (offline, a new deployment) may be tried again later.
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

/** The rules summary, rules page, examples and FAQ of a game, in a language (English if unknown). */
export function loadGameContent(lang: ContentLang, game: GameId): Promise<GameContent> {
  const files = GAME_FILES[lang] ?? GAME_FILES.en;
  const file = files[game];
  if (!file) return Promise.reject(new Error(`no content for ${game}`));
  return load(`${lang}/${game}`, file) as Promise<GameContent>;
}

/** Name, city, country, description, history and Wikipedia article of every deck, in a language. */
export function loadDeckContent(lang: ContentLang): Promise<DecksContent> {
  return load(`${lang}/decks`, DECK_FILES[lang] ?? DECK_FILES.en) as Promise<DecksContent>;
}
