/**
 * Loads the long texts of one language on demand. The files are found by Vite's lazy `import.meta.glob`
 * (`<lang>/<game>.json`, `<lang>/decks.json`): each is a chunk of its own, loaded when asked for, so a French
 * visitor on a rules page loads that game's French text and nothing else, and a new game's files need no line
 * here. The files are checked against schema.ts by the tests, so they are trusted here without a runtime
 * check (and without shipping zod).
 */
import type { ContentLang, DecksContent, GameContent, GameId } from './types.js';
import { CONTENT_LANGS } from './types.js';

export * from './types.js';

type JsonModule = () => Promise<{ default: unknown }>;

const DECK_FILES = import.meta.glob<{ default: unknown }>('./*/decks.json');
const GAME_FILES = import.meta.glob<{ default: unknown }>(['./*/*.json', '!./*/decks.json']);

// One promise per file, so that pages asking again (a language switch back, a second deck) get the same one.
const cache = new Map<string, Promise<unknown>>();

function load(path: string, file: JsonModule): Promise<unknown> {
  let promise = cache.get(path);
  if (!promise) {
    promise = file().then((m) => m.default);
    // A failed load (offline, a new deployment) may be tried again later.
    promise.catch(() => cache.delete(path));
    cache.set(path, promise);
  }
  return promise;
}

/** The language's folder; English for a language the content is not written in. */
const folder = (lang: ContentLang): ContentLang => (CONTENT_LANGS.includes(lang) ? lang : 'en');

/** The rules summary, rules page, examples and FAQ of a game, in a language (English if unknown). */
export function loadGameContent(lang: ContentLang, game: GameId): Promise<GameContent> {
  const path = `./${folder(lang)}/${game}.json`;
  const file = GAME_FILES[path];
  if (!file) return Promise.reject(new Error(`no content for ${game}`));
  return load(path, file) as Promise<GameContent>;
}

/** Name, city, country, description, history and Wikipedia article of every deck, in a language. */
export function loadDeckContent(lang: ContentLang): Promise<DecksContent> {
  const path = `./${folder(lang)}/decks.json`;
  return load(path, DECK_FILES[path]!) as Promise<DecksContent>;
}
