/** The site's interface strings (i18n/{en,fr,de}.json): the same keys in every language, a name for every game. */
import { describe, expect, test } from 'vitest';
import { GAME_IDS } from '../../../engine/games.js';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

const FILES = { en, fr, de } as const;

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('the site’s i18n files', () => {
  test('have the same keys in English, French and German', () => {
    const base = keys(en).sort();
    expect(keys(fr).sort()).toEqual(base);
    expect(keys(de).sort()).toEqual(base);
  });

  test.each(Object.keys(FILES))(
    '%s names every game of the list (the header’s rules links, the page titles)',
    (lang) => {
      const names = FILES[lang as keyof typeof FILES].game as Record<string, string>;
      for (const id of GAME_IDS) expect(names[id], id).toMatch(/\S/);
    },
  );
});
