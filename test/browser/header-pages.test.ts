/**
 * The header of the pages other than a table (issue 30, point 7). The paper-look controls (contrast, grain, warmth, four-colour suits, card indices) change how cards are
 * drawn, so they are offered only where cards are shown (issue 30, point 7): My games and Statistics show no
 * card and no such control; a deck's page and the atlas keep them in the header, and a table folds them into
 * its header's button (test/browser/layout.test.ts). On a phone, upright or on its side, the header is one line
 * on every page (the navigation, the language and the paper controls behind its Menu button), as at a table:
 * unfolded it took 273 px above the join page's invitation at 360 × 740 and 211 px at 740 × 360.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../engine/game-ids.js';
import { useBrowserSuite, watchedPage } from './harness.js';
import { resize, settled } from './sizes.js';

const suite = useBrowserSuite();

describe('the header', () => {
  it('are on the pages with cards and on none without', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const { page, errors } = await watchedPage(context);
    const controls = () => page.locator('.site-header .paper-settings').count();
    for (const [path, ready, withCards] of [
      ['/en/decks/vienna-tell', '.deck-grid', true],
      ['/en/history', 'main h1', false],
      ['/en/stats', 'main h1', false],
      ['/en/', '.site-header', true],
    ] as const) {
      await page.goto(`${suite.site.url}${path}`);
      await page.waitForSelector(ready);
      // A page loaded on demand: its heading is drawn once its script came, and the header with it.
      await page.waitForSelector('main h1');
      expect({ path, controls: await controls() }).toEqual({ path, controls: withCards ? 1 : 0 });
    }
    // Between pages in the site (no reload): the controls leave with the cards and come back with them.
    await page.goto(`${suite.site.url}/en/decks/vienna-tell`);
    await page.waitForSelector('.deck-grid');
    await page.click('.site-header nav a[href="/en/stats"]');
    await page.waitForURL(/\/en\/stats$/);
    await expect.poll(controls).toBe(0);
    await page.goBack();
    await page.waitForSelector('.deck-grid');
    await expect.poll(controls).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is one line, at most 56 px, on a phone on the join page, the setup page and a deck page', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });
    const { page, errors } = await watchedPage(context);
    const url = suite.site.url;
    // The host in a context of his own: opened by the host, the join link leads to his table.
    const host = await suite.browser.newContext();
    const made = await host.request.post(`${url}/api/tables`, {
      data: { game: 'schafkopf', seats: ['human', 'invite', 'easy', 'easy'], level: 'easy', aiDelayMs: 0 },
    });
    const id = (await made.json()).table.id as string;
    const token = (await (await host.request.post(`${url}/api/tables/${id}/invite`)).json()).token as string;
    await host.close();
    const heights: string[] = [];
    for (const [path, ready] of [
      [`/en/join/${token}`, '.take-seat'],
      ['/en/play/schafkopf', '.start-game'],
      ['/en/decks/vienna-tell', '.deck-grid'],
    ] as const) {
      await page.goto(`${url}${path}`);
      await page.waitForSelector(ready);
      for (const [width, height] of [
        [360, 740],
        [740, 360],
      ] as const) {
        await resize(page, width, height);
        const box = (await page.locator('.site-header').boundingBox())!;
        heights.push(`${path.split('/')[2]} ${width}×${height}: ${Math.round(box.height)} px`);
        if (box.height > 56) heights.push('too tall');
      }
    }
    expect(
      heights.filter((h) => h === 'too tall'),
      heights.join('; '),
    ).toEqual([]);
    // The navigation is behind the Menu button.
    expect(await page.locator('.site-header .bar nav').count()).toBe(0);
    await page.click('.fold-button');
    await page.waitForSelector('#header-panel nav a');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at a table, shows every link of the bar whole or sends them all to the menu, in every language', async () => {
    // In French the fourth game's link pushed "Statistiques" out of a 1280 px table header, clipped to "Sta".
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const { page, errors } = await watchedPage(context);
    const made = await page.request.post(`${suite.site.url}/api/tables`, {
      data: { game: 'schnapsen', seats: ['human', 'easy'], aiDelayMs: 0 },
    });
    const id = (await made.json()).table.id as string;
    for (const lang of ['fr', 'en', 'de']) {
      for (const width of [1280, 1024, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${suite.site.url}/${lang}/tables/${id}`);
        await page.waitForSelector('.site-header .bar');
        await settled(page);
        const nav = page.locator('.site-header .bar nav');
        const where = `${lang} ${width}`;
        if ((await nav.count()) === 0) {
          await page.click('.fold-button');
          await page.waitForSelector('#header-panel nav a[href$="/stats"]');
          continue;
        }
        const clipped = await nav.evaluate((n) => n.scrollWidth > n.clientWidth + 1);
        expect(clipped, where).toBe(false);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
  it('keeps the navigation in the line of a 1280 or 1366 px table, its games in one list that opens under it', async () => {
    // A link for each of six games sent the whole navigation into the Menu of a laptop's table page; one
    // "Games" entry whose list opens under it keeps the line in every language.
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const { page, errors } = await watchedPage(context);
    const made = await page.request.post(`${suite.site.url}/api/tables`, {
      data: { game: GAME_IDS[0], seats: ['human', 'easy', 'easy', 'easy'], aiDelayMs: 0 },
    });
    const id = (await made.json()).table.id as string;
    const summary = page.locator('.site-header .bar nav .games summary');
    const links = page.locator('.site-header .bar nav .games-list a');
    for (const lang of ['fr', 'en', 'de']) {
      for (const [width, height] of [
        [1280, 800],
        [1366, 768],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`${suite.site.url}/${lang}/tables/${id}`);
        await page.waitForSelector('.site-header .bar nav a[href$="/stats"]');
        expect(await links.first().isVisible(), `${lang} ${width}`).toBe(false);
      }
    }
    // The list: every game's rules, closed by Esc with the focus back on its entry, and by choosing a game.
    await summary.click();
    await expect.poll(() => links.count()).toBe(GAME_IDS.length);
    expect(await links.first().isVisible()).toBe(true);
    await links.first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => links.first().isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await summary.click();
    await links.last().click();
    await page.waitForURL(new RegExp(`/de/rules/${GAME_IDS[GAME_IDS.length - 1]}$`));
    await page.waitForSelector('main h1');
    await expect.poll(() => links.last().isVisible()).toBe(false);
    expect(await links.last().getAttribute('aria-current')).toBe('page');
    expect(errors).toEqual([]);
    await context.close();
  });
});
