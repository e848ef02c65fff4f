/**
 * The setup page's main action in view (issue 30, point 7): "Deal the cards" (or "Open the table") lies inside
 * the viewport as the page opens, where a click reaches it, on a laptop and on a phone, for every game, with
 * friends invited and with every option unfolded. The rarely changed options are folded under "More options"
 * (the AI's pace, spectators, hints, the ruleset and the variants), closed at first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowserSuite, watchedPage } from './harness.js';

const suite = useBrowserSuite();
const SHOTS = process.env.CARDAVIA_SHOTS ? '/tmp/shots/layout' : null;

const SIZES = [
  [1280, 800],
  [1366, 768],
  [360, 740],
  [740, 360],
] as const;

/**
 * Where the start button is, if it is not wholly in the viewport or a click at its centre would miss it (run in
 * the page).
 */
function reachOf(): string | null {
  const button = document.querySelector('.start-game')!;
  const r = button.getBoundingClientRect();
  const box = `${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`;
  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return `outside: ${box}`;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit && button.contains(hit) ? null : `covered by ${hit?.className || hit?.tagName}: ${box}`;
}

/**
 * `reachOf` once the page has settled at its new size: what reacts to a resize (the header measures whether
 * its line holds the navigation) may show the previous layout for a frame or more, and the test failed now and
 * then at 740 × 360 under load, passing when run again. It waits until the button's box and the viewport are
 * the same in two frames running, then says where the button is.
 */
async function startOutOfReach(page: Page): Promise<string | null> {
  await page.evaluate(() => {
    const box = () => {
      const r = document.querySelector('.start-game')!.getBoundingClientRect();
      return `${r.left},${r.top},${r.right},${r.bottom},${innerWidth},${innerHeight}`;
    };
    return new Promise<void>((settled) => {
      let last = box();
      const check = () => {
        const now = box();
        if (now === last) settled();
        else {
          last = now;
          requestAnimationFrame(check);
        }
      };
      requestAnimationFrame(check);
    });
  });
  return page.evaluate(reachOf);
}

describe('the setup page', () => {
  for (const game of ['schafkopf', 'bohemian-schneider', 'schnapsen', 'watten', 'marias', 'belote']) {
    it(`${game}: the start button in view at every size, the rarely changed options folded`, async () => {
      const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
      const { page, errors } = await watchedPage(context);
      await page.goto(`${suite.site.url}/en/play/${game}`);
      await page.waitForSelector('.start-game');
      const problems: string[] = [];
      const measure = async (state: string) => {
        for (const [width, height] of SIZES) {
          await page.setViewportSize({ width, height });
          await page.evaluate(() => scrollTo(0, 0));
          const where = await startOutOfReach(page);
          if (where) problems.push(`${state} ${width}×${height}: ${where}`);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/setup-${game}-${state}-${width}x${height}.png` });
        }
        await page.setViewportSize({ width: 1280, height: 800 });
      };
      await measure('first');
      expect(problems).toEqual([]);
      const more = page.locator('details.more-options');
      expect(await more.count()).toBe(1);
      expect(await more.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      // The pace and the hints are in the fold; the deck, the level and the seats are not.
      expect(await more.locator('input[name=pace]').count()).toBeGreaterThan(1);
      expect(await more.locator('input[name=hints]').count()).toBe(1);
      expect(await more.locator('input[name=deck], input[name=level], select').count()).toBe(0);
      // With a friend invited (two groups more), then with the fold open.
      await page.selectOption('select[name=seat-1]', 'invite');
      await measure('invite');
      await page.click('details.more-options > summary');
      await measure('open');
      expect(problems).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await more.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
