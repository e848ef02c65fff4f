/** For the tests: the table's real i18n files in every language, and card contexts of two decks. */
import i18next from 'i18next';
import de from '../i18n/table.de.json';
import en from '../i18n/table.en.json';
import fr from '../i18n/table.fr.json';
import type { Tr } from './game.js';
import type { CardContext } from './phrases.js';

export type TestLang = 'en' | 'fr' | 'de';
export const FILES = { en, fr, de };

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { table: en }, fr: { table: fr }, de: { table: de } },
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
