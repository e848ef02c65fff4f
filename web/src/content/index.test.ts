/** The loaders: one chunk per language and game, the same promise when asked again, English as fallback. */
import { describe, expect, test } from 'vitest';
import { GAME_IDS } from '../../../engine/games.js';
import { loadDeckContent, loadGameContent } from './index.js';
import { CONTENT_LANGS, type ContentLang } from './types.js';

describe('loaders', () => {
  test.each(CONTENT_LANGS)('%s: every game and the decks load', async (lang) => {
    for (const game of GAME_IDS) expect((await loadGameContent(lang, game)).game).toBe(game);
    expect(Object.keys(await loadDeckContent(lang)).length).toBeGreaterThan(0);
  });

  test('the same file gives the same promise and the same object', async () => {
    expect(loadGameContent('fr', 'schafkopf')).toBe(loadGameContent('fr', 'schafkopf'));
    expect(await loadDeckContent('de')).toBe(await loadDeckContent('de'));
    expect(await loadGameContent('en', 'schafkopf')).not.toBe(await loadGameContent('fr', 'schafkopf'));
  });

  test('an unknown language falls back to English', async () => {
    const xx = 'xx' as ContentLang;
    expect(await loadGameContent(xx, 'bohemian-schneider')).toEqual(await loadGameContent('en', 'bohemian-schneider'));
    expect(await loadDeckContent(xx)).toEqual(await loadDeckContent('en'));
  });

  test('each file is imported by a literal path, so that the bundler gives it a chunk of its own', async () => {
    const source = (await import('./index.ts?raw')).default as string;
    for (const lang of CONTENT_LANGS) {
      for (const file of [...GAME_IDS, 'decks']) expect(source).toContain(`import('./${lang}/${file}.json')`);
    }
    expect(source).not.toMatch(/import\(`/);
  });
});
