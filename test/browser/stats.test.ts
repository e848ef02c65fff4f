/**
 * The statistics page in a real browser against the real server (docs/review.md, "Statistics"): after a
 * Schnapsen deal played to its end and the game ended, the page (reached from the menu) shows the game at
 * its level, the result on the chart, and the deal's analysis as a point of the skill trend; axe-clean (every
 * landmark named apart, too) at a desktop's and a phone's width. Every wait is on the page's state.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeRule, axeViolations, useBrowserSuite } from './harness.js';
import { moved, newTable, nextTurn, openTablePage, version } from './tables.js';

const suite = useBrowserSuite();
const SHOTS = process.env.CARDAVIA_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

describe('the statistics page', () => {
  it('shows the game played, its result over time and the skill trend, from the menu, in every width', async () => {
    const { page, errors, context } = await openTablePage(suite);
    // Before any game: nothing to show yet, said in words.
    await page.goto(suite.site.url + '/en/stats');
    await page.waitForSelector('main h1');
    // The heading comes before the statistics are in ("Loading…"): wait for the page to say it.
    await expect.poll(() => page.locator('main').innerText()).toContain('No games yet.');

    await newTable(suite, page, 'schnapsen');
    for (let guard = 0; guard < 200; guard++) {
      const turn = await nextTurn(page);
      if (turn === 'next') break;
      const v = await version(page);
      await page.locator('.hand-card.playable').first().click();
      await moved(page, v);
    }
    // The deal's analysis (queued when it ended) is in once its review says so.
    await page.locator('.deal-summary a.review-link').click();
    await page.waitForSelector('.review[data-pending=false] .review-tally', { timeout: 120_000 });
    await page.goBack();
    await page.waitForSelector('.end-game button');
    await page.locator('.end-game button').click();
    await page.locator('.end-game button').first().click();
    await page.waitForSelector('.session-end');

    // From the menu: in the header's line, or behind its Menu button where the line is too narrow for every
    // game's link (a 1280 px table page in English, since Belote's link).
    const statistics = page.locator('header nav a', { hasText: 'Statistics' });
    if (!(await statistics.isVisible())) await page.locator('.site-header .fold-button').click();
    await statistics.click();
    await page.waitForURL(/\/en\/stats$/);
    const game = page.locator('.stats-game[data-game=schnapsen]');
    await game.waitFor();
    expect(await game.locator('h2').innerText()).toBe('Schnapsen');
    const row = game.locator('tr[data-level=easy] td');
    expect(await row.allInnerTexts()).toEqual([
      '1',
      '1',
      '1',
      expect.stringMatching(/^[01]$/),
      expect.stringMatching(/^[01]$/),
    ]);
    // One finished table: one point on the results chart, its outcome in words for screen readers.
    const charts = game.locator('.stats-chart');
    expect(await charts.count()).toBe(2);
    expect(await charts.nth(0).locator('.point').count()).toBe(1);
    // A Bummerl's game points only grow: its outcome is said, and its total without a sign.
    expect(await charts.nth(0).locator('figcaption li').innerText()).toMatch(
      /: (won|lost|draw|ended early), your total \d+$/,
    );
    // One analysed deal: one point of the skill trend.
    expect(await charts.nth(1).locator('.point').count()).toBe(1);
    expect(await charts.nth(1).locator('figcaption li').innerText()).toMatch(/over \d+ decisions$/);
    await shot(page, 'stats-1280');
    expect(await axeViolations(page)).toEqual([]);
    expect(await axeRule(page, 'landmark-unique')).toEqual([]);

    // In German, the same page and the game's own counters' words come from its folder.
    await page.goto(suite.site.url + '/de/stats');
    await page.waitForSelector('.stats-game[data-game=schnapsen]');
    expect(await page.locator('main h1').innerText()).toBe('Statistik');
    expect(await page.locator('.stats-game h3').allInnerTexts()).toContain('Spielstärke im Verlauf');
    for (const key of await page
      .locator('.stats-counters div')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-key')))) {
      expect(await page.locator(`.stats-counters div[data-key="${key}"] dt`).innerText()).not.toBe(key);
    }

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(suite.site.url + '/en/stats');
    await page.waitForSelector('.stats-game');
    await shot(page, 'stats-360');
    expect(await axeViolations(page)).toEqual([]);
    expect(await axeRule(page, 'landmark-unique')).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
