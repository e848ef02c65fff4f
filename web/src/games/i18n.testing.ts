/** For the tests: every game folder's strings in every language, read at once (the site loads them per language). */
import { type Strings, gameStringsOf } from './i18n.js';

export const GAME_STRINGS = gameStringsOf(
  import.meta.glob<Strings>('./*/i18n/table.*.json', { eager: true, import: 'default' }),
);
