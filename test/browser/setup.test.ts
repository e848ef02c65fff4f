/**
 * The setup page in a real browser: the AI's pace (issue 12 A.3) is offered, starts on the server's default
 * (CARDAVIA_AI_DELAY_MS, 0 in the tests: "instant"), and the pace picked is stored with the table.
 */
import { describe, expect, it } from 'vitest';
import { useBrowserSuite, watchedPage } from './harness.js';

const suite = useBrowserSuite();

describe('the setup page', () => {
  it('offers the AI pace, starts on the server default, and stores the pace picked with the table', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const { page, errors } = await watchedPage(context);
    await page.goto(`${suite.site.url}/en/play/bohemian-schneider`);
    await page.waitForSelector('.start-game');
    const paces = await page
      .locator('input[name=pace]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(paces).toEqual(['slow', 'normal', 'fast', 'instant']);
    expect(await page.locator('input[name=pace][value=instant]').isChecked()).toBe(true);
    // The pace is one of the rarely changed options, folded under "More options" (issue 30, point 7).
    await page.click('details.more-options > summary');
    await page.check('input[name=pace][value=slow]');
    await page.click('.start-game');
    await page.waitForURL(/\/tables\/[A-Za-z0-9_-]{22}$/);
    const id = page.url().split('/').pop()!;
    const info = await page.evaluate(async (url) => (await fetch(url)).json(), `/api/tables/${id}`);
    expect(info.table.aiDelayMs).toBe(1500);
    expect(errors).toEqual([]);
    await context.close();
  });
});
