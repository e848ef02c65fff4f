/**
 * For the tests: the table's real i18n files in every language (the shared ones and each game's own, merged
 * as the site merges them), card contexts of two decks, and the checks every strings file passes.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { type Strings, tableStrings } from '../games/i18n.js';
import { GAME_STRINGS } from '../games/i18n.testing.js';
import de from '../i18n/table.de.json';
import en from '../i18n/table.en.json';
import fr from '../i18n/table.fr.json';
import type { Tr } from './game.js';
import type { CardContext } from './phrases.js';

export type TestLang = 'en' | 'fr' | 'de';
export const TEST_LANGS: readonly TestLang[] = ['en', 'fr', 'de'];
/** The shared files, web/src/i18n/table.<lang>.json. */
export const FILES = { en, fr, de };
/** The `table` namespace as the site loads it: the shared strings and every game's. */
export const TABLE: Readonly<Record<TestLang, Strings>> = {
  en: tableStrings('en', en, GAME_STRINGS),
  fr: tableStrings('fr', fr, GAME_STRINGS),
  de: tableStrings('de', de, GAME_STRINGS),
};

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { table: TABLE.en }, fr: { table: TABLE.fr }, de: { table: TABLE.de } },
  ns: ['table'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

export const trIn =
  (lng: TestLang): Tr =>
  (key, o) =>
    i18n.t(key, { lng, ...o });
/** A French-suited pack. */
export const paris = (lang: TestLang): CardContext => ({ deck: 'paris-piquet', notation: 'french', lang });
/** A German-suited pack. */
export const munich = (lang: TestLang): CardContext => ({ deck: 'munich-bavarian', notation: 'german', lang });

/** The key paths of a strings tree ("summary.sk.value"). */
export function keysOf(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/** Every string of a strings tree. */
export function stringsOf(o: object): string[] {
  return Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : stringsOf(v as object)));
}

/** The French strings that break French typography: a narrow no-break space before ; : ! ? and never a plain one. */
export function frenchTypographyFaults(fr: object): string[] {
  return stringsOf(fr).filter((s) => / [;:!?]/.test(s) || /[^\u202f{}\s(][;!?]/.test(s));
}

/**
 * The keys whose string is the same in English, French and German and reads as words (four letters in a row):
 * left untranslated, unless `alike` says every language writes it so (a game's own terms, "Schneider").
 */
export function untranslatedKeys(files: Readonly<Record<TestLang, object>>, alike: RegExp): string[] {
  const get = (o: object, k: string) => k.split('.').reduce<unknown>((x, p) => (x as Record<string, unknown>)[p], o);
  return keysOf(files.en).filter((k) => {
    const text = get(files.en, k);
    return text === get(files.fr, k) && text === get(files.de, k) && /[a-z]{4}/.test(String(text)) && !alike.test(k);
  });
}

/**
 * The checks of one set of strings files (the shared ones, or a game's own): the same keys in every language,
 * French typography, and nothing left in English but the words of `alike`.
 */
export function describeStringFiles(title: string, files: Readonly<Record<TestLang, object>>, alike: RegExp): void {
  describe(title, () => {
    it('have the same keys in English, French and German', () => {
      const base = keysOf(files.en).sort();
      expect(base.length).toBeGreaterThan(0);
      expect(keysOf(files.fr).sort()).toEqual(base);
      expect(keysOf(files.de).sort()).toEqual(base);
    });
    it('French puts a narrow no-break space before ; : ! ? and never a plain space', () => {
      expect(frenchTypographyFaults(files.fr)).toEqual([]);
    });
    it('no string is left empty or untranslated (same as English) where a translation is expected', () => {
      expect(untranslatedKeys(files, alike)).toEqual([]);
    });
  });
}
