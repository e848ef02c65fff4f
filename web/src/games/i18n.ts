/**
 * The games' own strings of the play table's i18n namespace (`table:`): every game folder's
 * `i18n/table.<lang>.json`, keyed by the folder's name, which is the game's id. The i18n loader
 * (lib/i18n.svelte.ts) merges them with the shared `web/src/i18n/table.<lang>.json` into one namespace: a
 * game's code asks for its keys by the paths it always had (its Schneider line is `summary.sk.…`), and the
 * table's code words what a game names without naming the game (a trick's `trick.explain.<reason>`, the
 * engine's labels of a game's options).
 *
 * Only the JSON files are read here, never a game's code: the strings reach every page (the setup page shows
 * a game's variants) while the games' code stays in the table's chunks.
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

export const GAME_STRINGS = gameStringsOf(
  import.meta.glob<Strings>('./*/i18n/table.*.json', { eager: true, import: 'default' }),
);

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

/** The `table` namespace of a language: the shared strings and every game's own. */
export const tableStrings = (lang: string, shared: Strings): Strings =>
  mergeStrings(
    shared,
    [...GAME_STRINGS].map(([id, byLang]) => ({ source: `the ${lang} strings of ${id}`, strings: byLang[lang] ?? {} })),
  );
