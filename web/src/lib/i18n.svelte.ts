/**
 * The interface's language: part of every URL (/fr/…, /en/…, /de/…) so a page can be shared, remembered for
 * the next visit, and the browser's language on the first one. UI strings go through i18next; long texts
 * (rules, deck histories) are content files loaded per language (src/content).
 */
import i18next from 'i18next';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import tableDe from '../i18n/table.de.json';
import tableEn from '../i18n/table.en.json';
import tableFr from '../i18n/table.fr.json';
import { tableStrings } from '../games/i18n.js';

export const LANGS = ['fr', 'en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const LANG_NAMES: Record<Lang, string> = { fr: 'Français', en: 'English', de: 'Deutsch' };

const STORAGE_KEY = 'cardavia.lang';

export const isLang = (x: unknown): x is Lang => typeof x === 'string' && (LANGS as readonly string[]).includes(x);

void i18next.init({
  lng: 'en',
  fallbackLng: 'en',
  // Two namespaces: the site's strings, and the play table's (`table:` prefix in keys), which holds the shared
  // strings and each game's own from its folder (games/i18n.ts).
  resources: {
    en: { translation: en, table: tableStrings('en', tableEn) },
    fr: { translation: fr, table: tableStrings('fr', tableFr) },
    de: { translation: de, table: tableStrings('de', tableDe) },
  },
  ns: ['translation', 'table'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false }, // Svelte escapes text itself
  initAsync: false,
});

/** The current language; reading it in a template makes the template follow language changes. */
export const locale = $state<{ lang: Lang }>({ lang: 'en' });

export function setLang(lang: Lang): void {
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
  return i18next.t(key, { lng: locale.lang, ...options }) as string;
}

/** Whether a UI string exists (a game's optional hint, say): a missing key would show as the key itself. */
export function hasText(key: string): boolean {
  return i18next.exists(key, { lng: locale.lang });
}
