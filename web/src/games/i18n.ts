/**
 * The games' own strings of the play table's i18n namespace (`table:`): every game folder's
 * `i18n/table.<lang>.json`, keyed by the folder's name, which is the game's id. The i18n loader
 * (lib/i18n.svelte.ts) merges them with the shared `web/src/i18n/table.<lang>.json` into one namespace: a
 * game's code asks for its keys by the paths it always had (its Schneider line is `summary.sk.…`), and the
 * table's code words what a game names without naming the game (a trick's `trick.explain.<reason>`, the
 * engine's labels of a game's options).
 *
 * Only the JSON files are read here, never a game's code, and only when a page needs them (every page but the
 * atlas: the setup page shows a game's variants), in the page's language: the games' code stays in the table's
 * chunks, and the atlas downloads no table string (issue 30, point 10).
 */

/** A tree of i18next strings, as the JSON files hold them. */
export interface Strings {
  readonly [key: string]: string | Strings;
}

const FILE = /^\.\/([^/]+)\/i18n\/table\.([a-z]+)\.json$/;

/** The games' strings by id and language, from the files keyed by path `./<id>/i18n/table.<lang>.json`. */
export function gameStringsOf(
  files: Readonly<Record<string, Strings>>,
): ReadonlyMap<string, Readonly<Record<string, Strings>>> {
  const out = new Map<string, Record<string, Strings>>();
  for (const [path, strings] of Object.entries(files)) {
    const m = FILE.exec(path);
    if (m === null) throw new Error(`${path}: not a game folder's i18n/table.<lang>.json`);
    const [, id, lang] = m as unknown as [string, string, string];
    const byLang = out.get(id) ?? {};
    byLang[lang] = strings;
    out.set(id, byLang);
  }
  return out;
}

/** Each game folder's strings files, by path, loaded on demand. */
const GAME_FILES = import.meta.glob<Strings>('./*/i18n/table.*.json', { import: 'default' });

/** Every game's strings in one language (`gameStringsOf`'s map, that language only). */
export async function loadGameStrings(lang: string): Promise<ReadonlyMap<string, Readonly<Record<string, Strings>>>> {
  const files = Object.entries(GAME_FILES).filter(([path]) => path.endsWith(`/table.${lang}.json`));
  return gameStringsOf(Object.fromEntries(await Promise.all(files.map(async ([path, load]) => [path, await load()]))));
}

/**
 * One tree of the shared strings and each part's own. A key held twice (by a game and the shared file, or by
 * two games) is an error, not an override: one game's file can neither reword a shared string nor another
 * game's, and which one won would depend on the order the folders are found in.
 */
export function mergeStrings(
  shared: Strings,
  parts: readonly { readonly source: string; readonly strings: Strings }[],
): Strings {
  const out = structuredClone(shared) as Record<string, string | Strings>;
  const into = (target: Record<string, string | Strings>, from: Strings, source: string, path: string) => {
    for (const [key, value] of Object.entries(from)) {
      const here = path === '' ? key : `${path}.${key}`;
      const held = target[key];
      if (held === undefined) target[key] = typeof value === 'string' ? value : structuredClone(value);
      else if (typeof held === 'object' && typeof value === 'object') {
        into(held as Record<string, string | Strings>, value, source, here);
      } else throw new Error(`${source}: the key ${here} is held by another file already`);
    }
  };
  for (const { source, strings } of parts) into(out, strings, source, '');
  return out;
}

/** The `table` namespace of a language: the shared strings and every game's own (`games`: by game id). */
export const tableStrings = (
  lang: string,
  shared: Strings,
  games: ReadonlyMap<string, Readonly<Record<string, Strings>>>,
): Strings =>
  mergeStrings(
    shared,
    [...games].map(([id, byLang]) => ({ source: `the ${lang} strings of ${id}`, strings: byLang[lang] ?? {} })),
  );
