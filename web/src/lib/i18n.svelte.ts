/**
 * The interface's language: part of every URL (/fr/…, /en/…, /de/…) so a page can be shared, remembered for
 * the next visit, and the browser's language on the first one. UI strings go through i18next; long texts
 * (rules, deck histories) are content files loaded per language (src/content).
 */
import i18next from 'i18next';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { type Strings, loadGameStrings, tableStrings } from '../games/i18n.js';

export const LANGS = ['fr', 'en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const LANG_NAMES: Record<Lang, string> = { fr: 'Français', en: 'English', de: 'Deutsch' };

const STORAGE_KEY = 'cardavia.lang';

export const isLang = (x: unknown): x is Lang => typeof x === 'string' && (LANGS as readonly string[]).includes(x);

void i18next.init({
  lng: 'en',
  fallbackLng: 'en',
  // Two namespaces: the site's strings, and the play table's (`table:` prefix in keys), which holds the shared
  // strings and each game's own from its folder (games/i18n.ts). The site's are small and here at once, in
  // every language; the table's are about twelve times their size, and loaded per language by the pages that
  // show them (`loadTableTexts`), so the atlas downloads none (issue 30, point 10).
  resources: { en: { translation: en }, fr: { translation: fr }, de: { translation: de } },
  ns: ['translation', 'table'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false }, // Svelte escapes text itself
  initAsync: false,
});

/** The current language; reading it in a template makes the template follow language changes. */
export const locale = $state<{ lang: Lang }>({ lang: 'en' });

/** Counts the string files that arrived: `t` reads it, so a text asked for before its strings is redrawn. */
const arrivals = $state({ count: 0 });

/** The shared table strings files, by path, loaded on demand (each game's are in games/i18n.ts). */
const TABLE_FILES = import.meta.glob<Strings>('../i18n/table.*.json', { import: 'default' });
/** The table's strings, by language: on their way, and here (plain records: `arrivals` is what redraws). */
const tableLoads: Partial<Record<Lang, Promise<void>>> = {};
const tableHere: Partial<Record<Lang, true>> = {};

/**
 * Loads the table's strings (`table:` keys) in a language once: every page but the atlas awaits it before it
 * is drawn (App.svelte). A failed download is tried again by the next call.
 */
export function loadTableTexts(lang: Lang): Promise<void> {
  let load = tableLoads[lang];
  if (!load) {
    load = Promise.all([TABLE_FILES[`../i18n/table.${lang}.json`]!(), loadGameStrings(lang)]).then(
      ([shared, games]) => {
        i18next.addResourceBundle(lang, 'table', tableStrings(lang, shared, games));
        tableHere[lang] = true;
        arrivals.count++;
      },
      (error: unknown) => {
        delete tableLoads[lang];
        throw error;
      },
    );
    tableLoads[lang] = load;
  }
  return load;
}

/** The language last asked for: of two changes in quick succession, the later one wins. */
let wanted: Lang = 'en';

/**
 * Changes the language. A page that shows the table's strings keeps its language until the new language's
 * have arrived (a moment), rather than show their keys or English.
 */
export function setLang(lang: Lang): void {
  wanted = lang;
  if (tableHere[locale.lang] && !tableHere[lang]) {
    const show = () => {
      if (wanted === lang) showLang(lang);
    };
    loadTableTexts(lang).then(show, show);
  } else showLang(lang);
}

function showLang(lang: Lang): void {
  locale.lang = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // storage may be disabled: the URL still carries the language
  }
  document.documentElement.lang = lang;
}

/** The remembered language, else the first of the browser's languages we speak, else English. */
export function preferredLang(): Lang {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLang(stored)) return stored;
  } catch {
    // fall through to the browser's languages
  }
  for (const l of navigator.languages ?? [navigator.language]) {
    const base = l.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

/** Translates a UI string key in the current language. */
export function t(key: string, options?: Record<string, unknown>): string {
  void arrivals.count;
  return i18next.t(key, { lng: locale.lang, ...options }) as string;
}

/** Whether a UI string exists (a game's optional hint, say): a missing key would show as the key itself. */
export function hasText(key: string): boolean {
  void arrivals.count;
  return i18next.exists(key, { lng: locale.lang });
}
