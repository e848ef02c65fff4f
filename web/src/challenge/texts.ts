/**
 * The challenge's strings (`challenge:` keys), its own namespace: added to i18next in every language when a
 * challenge page or a challenge table first loads this module, so the atlas downloads none of them (its
 * "Today" entry has its few strings among the site's, `today.*`).
 */
import i18next from 'i18next';
import de from './i18n/de.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';

export const CHALLENGE_STRINGS = { en, fr, de } as const;

for (const [lang, strings] of Object.entries(CHALLENGE_STRINGS))
  i18next.addResourceBundle(lang, 'challenge', strings, true, true);
