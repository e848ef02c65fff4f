/**
 * A game's own files hold all of it (issue 28, point 6): its strings are in its folder's i18n/table.<lang>.json
 * and its styles in its folder's stylesheets, so that a new game adds files instead of editing the table's.
 * These tests fail when a shared strings file holds a string only one game asks for, or a shared stylesheet
 * styles a class only one game's components use.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../engine/games.js';
import de from '../i18n/table.de.json';
import en from '../i18n/table.en.json';
import fr from '../i18n/table.fr.json';
import { TEST_LANGS, keysOf } from '../table/i18n.testing.js';
import { type Strings, gameStringsOf, loadGameStrings, mergeStrings, tableStrings } from './i18n.js';
import { GAME_STRINGS } from './i18n.testing.js';

const ROOT = new URL('../../../', import.meta.url).pathname;
const SHARED = { en, fr, de } as const;
const GAMES: readonly string[] = GAME_IDS;

/** The site's code (tests and test helpers aside) under these folders, by path from the repository's root. */
function sources(dirs: readonly string[], pattern: RegExp): Map<string, string> {
  const out = new Map<string, string>();
  for (const dir of dirs) {
    for (const entry of readdirSync(ROOT + dir, { recursive: true, encoding: 'utf8' })) {
      const path = `${dir}/${entry}`;
      if (pattern.test(path) && !/\.(test|testing)\.[a-z]+$/.test(path))
        out.set(path, readFileSync(ROOT + path, 'utf8'));
    }
  }
  return out;
}

/** Whose a file is: a game's (its folder on the site or in the engine), else the table's, shared by all. */
function ownerOf(path: string): string {
  const id = /^(?:web\/src\/games|engine)\/([^/]+)\//.exec(path)?.[1];
  return id !== undefined && GAMES.includes(id) ? id : 'shared';
}

const CODE = sources(['web/src', 'engine'], /\.(ts|svelte)$/);

/**
 * Who asks for each key of a strings tree: a key named whole (`'table:pile.points'`, with i18next's plural
 * and context endings), or under a template's fixed part (`` `table:summary.sk.${key}` ``, the engine's
 * `` `table:setup.variantNames.${id}` ``), which counts for every key it may complete to.
 */
function askers(keys: readonly string[]): Map<string, Set<string>> {
  const out = new Map(keys.map((k) => [k, new Set<string>()]));
  for (const [path, code] of CODE) {
    for (const m of code.matchAll(/table:([A-Za-z][\w.-]*)(\$\{)?/g)) {
      const named = m[1]!;
      const prefix = m[2] !== undefined;
      for (const key of keys) {
        if (prefix ? key.startsWith(named) : key === named || key.startsWith(`${named}_`)) {
          out.get(key)!.add(ownerOf(path));
        }
      }
    }
  }
  return out;
}

describe('each game’s strings', () => {
  it('are in English, French and German, with the same keys, in every game folder that has strings', () => {
    for (const [id, byLang] of GAME_STRINGS) {
      expect(Object.keys(byLang).sort(), id).toEqual([...TEST_LANGS].sort());
      const base = keysOf(byLang.en!).sort();
      for (const lang of TEST_LANGS) expect(keysOf(byLang[lang]!).sort(), `${id} ${lang}`).toEqual(base);
    }
    expect([...GAME_STRINGS.keys()].every((id) => GAMES.includes(id))).toBe(true);
  });

  it('load one language at a time, each game’s as its folder holds it', async () => {
    for (const lang of TEST_LANGS) {
      const loaded = await loadGameStrings(lang);
      expect([...loaded.keys()].sort()).toEqual([...GAME_STRINGS.keys()].sort());
      for (const [id, byLang] of loaded)
        expect(byLang, `${id} ${lang}`).toEqual({ [lang]: GAME_STRINGS.get(id)![lang] });
    }
  });

  it('merge with the shared strings without a key held twice, in every language', () => {
    for (const lang of TEST_LANGS) {
      const merged = keysOf(tableStrings(lang, SHARED[lang], GAME_STRINGS));
      const parts = [SHARED[lang], ...[...GAME_STRINGS.values()].map((byLang) => byLang[lang]!)];
      expect(merged.length).toBe(parts.reduce((n, p) => n + keysOf(p).length, 0));
    }
  });

  it('are asked for by the table or by their own game, never by another game', () => {
    const wrong: string[] = [];
    for (const [id, byLang] of GAME_STRINGS) {
      for (const [key, who] of askers(keysOf(byLang.en!))) {
        for (const other of who)
          if (other !== id && other !== 'shared') wrong.push(`${id}: ${key} asked for by ${other}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the shared strings (web/src/i18n/table.<lang>.json)', () => {
  it('hold no string that only one game asks for: it belongs in that game’s folder', () => {
    const single = [...askers(keysOf(en))]
      .filter(([, who]) => who.size === 1 && !who.has('shared'))
      .map(([key, who]) => `${key} (only ${[...who][0]} asks for it)`);
    expect(single).toEqual([]);
  });

  it('the check sees a key named whole or under a template, and by whom', () => {
    const who = askers(['summary.sk.value', 'setup.variantNames.trump', 'pile.points_one', 'seat.you']);
    expect([...who.get('summary.sk.value')!]).toEqual(['schafkopf']);
    expect([...who.get('setup.variantNames.trump')!]).toEqual(['bohemian-schneider']);
    expect([...who.get('pile.points_one')!]).toEqual(['schafkopf']);
    expect(who.get('seat.you')!.has('shared')).toBe(true);
  });
});

describe('merging strings', () => {
  const shared: Strings = { seat: { you: 'You' }, pile: { tricks: '{{count}} tricks' } };
  it('puts a game’s keys beside the shared ones, under the same paths', () => {
    const merged = mergeStrings(shared, [{ source: 'a', strings: { pile: { points: 'p' }, moves: { close: 'c' } } }]);
    expect(keysOf(merged).sort()).toEqual(['moves.close', 'pile.points', 'pile.tricks', 'seat.you']);
    expect(shared).toEqual({ seat: { you: 'You' }, pile: { tricks: '{{count}} tricks' } });
  });
  it('refuses a key held twice: a game cannot reword a shared string nor another game’s', () => {
    expect(() => mergeStrings(shared, [{ source: 'a', strings: { seat: { you: 'Du' } } }])).toThrow(/a: .*seat\.you/);
    expect(() => mergeStrings(shared, [{ source: 'a', strings: { seat: 'x' } }])).toThrow(/seat/);
    const two = [
      { source: 'a', strings: { moves: { close: 'c' } } },
      { source: 'b', strings: { moves: { close: 'd' } } },
    ];
    expect(() => mergeStrings(shared, two)).toThrow(/b: .*moves\.close/);
  });
  it('reads a game’s id and language from the file’s path, and refuses any other file', () => {
    const files = gameStringsOf({ './a/i18n/table.en.json': { x: '1' }, './a/i18n/table.fr.json': { x: '2' } });
    expect(files.get('a')).toEqual({ en: { x: '1' }, fr: { x: '2' } });
    expect(() => gameStringsOf({ './a/table.en.json': {} })).toThrow(/not a game folder/);
  });
});

/** The classes a piece of code puts on elements: class="…" (its fixed words), class:name, and className: '…'. */
function classesIn(code: string): Set<string> {
  const out = new Set<string>();
  for (const m of code.matchAll(/\bclass="([^"]*)"/g)) {
    // The fixed words only: `area-{place}` names classes this reading cannot know.
    for (const word of m[1]!.replace(/\S*\{[^}]*\}\S*/g, ' ').split(/\s+/)) {
      if (/^[a-z][\w-]*$/.test(word)) out.add(word);
    }
  }
  for (const m of code.matchAll(/\bclass:([\w-]+)/g)) out.add(m[1]!);
  for (const m of code.matchAll(/\bclassName: '([\w -]+)'/g)) for (const w of m[1]!.split(' ')) out.add(w);
  return out;
}

/** The selectors of a stylesheet with the classes each names (comments and declarations left out). */
function selectorsIn(css: string): { selector: string; classes: string[] }[] {
  const bare = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...bare.matchAll(/([^{};]+)\{/g)]
    .map((m) => m[1]!.trim())
    .filter((prelude) => !prelude.startsWith('@'))
    .flatMap((prelude) => prelude.split(','))
    .map((selector) => ({
      selector: selector.trim(),
      classes: [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!),
    }));
}

describe('the shared stylesheets', () => {
  const users = new Map<string, Set<string>>();
  for (const [path, code] of sources(['web/src'], /\.(ts|svelte)$/)) {
    for (const c of classesIn(code)) users.set(c, (users.get(c) ?? new Set()).add(ownerOf(path)));
  }
  const onlyOneGame = (c: string) => {
    const who = users.get(c);
    return who !== undefined && who.size === 1 && !who.has('shared') ? [...who][0]! : null;
  };

  it('style no class that only one game’s components use: that belongs in the game’s folder', () => {
    const shared = sources(['web/src'], /\.css$/);
    expect([...shared.keys()]).toContain('web/src/table/table.css');
    const wrong: string[] = [];
    for (const [path, css] of shared) {
      if (ownerOf(path) !== 'shared') continue;
      for (const { selector, classes } of selectorsIn(css)) {
        const game = classes.map(onlyOneGame).find((g) => g !== null);
        if (game) wrong.push(`${path}: ${selector} (${game})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the check reads the classes of markup and the selectors of a stylesheet', () => {
    const markup = '<li class="seat area-{place} to-move" class:passed={p}>';
    expect([...classesIn(markup)].sort()).toEqual(['passed', 'seat', 'to-move']);
    expect([...classesIn("{ term: 't', className: 'called-ace' }")]).toEqual(['called-ace']);
    const css =
      '/* .x { } */\n.a > .b,\n.c:hover { color: red; }\n@media (max-width: 640px) {\n  .d .e { margin: 0.5rem; }\n}';
    expect(selectorsIn(css)).toEqual([
      { selector: '.a > .b', classes: ['a', 'b'] },
      { selector: '.c:hover', classes: ['c'] },
      { selector: '.d .e', classes: ['d', 'e'] },
    ]);
    expect(onlyOneGame('auction-rows')).toBe('schafkopf');
    expect(onlyOneGame('felt-panel')).toBeNull();
  });
});
