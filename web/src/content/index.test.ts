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

  test('a game without a content file, or the decks file asked for as a game, is refused', async () => {
    await expect(loadGameContent('en', 'decks')).rejects.toThrow('no content for decks');
    await expect(loadGameContent('fr', 'no-such-game')).rejects.toThrow('no content for no-such-game');
  });

  test('the files are found by a lazy glob, so that the bundler gives each a chunk of its own', async () => {
    const source = (await import('./index.ts?raw')).default as string;
    expect(source).toMatch(/import\.meta\.glob(<[^>]*>)?\(/);
    // An eager glob or a static import would put every text into the first load.
    expect(source).not.toMatch(/eager/);
    expect(source).not.toMatch(/^import .*\.json/m);
  });
});
