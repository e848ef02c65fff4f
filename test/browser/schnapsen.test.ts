/**
 * Schnapsen in a real browser against the real server and its easy player (no AI delay, card movement off):
 * a whole Bummerl through the UI, with an exchange, a closing and a marriage clicked (and one made by its
 * key), the moves refused with their reasons, the talon turned down once closed, the deal summaries saying
 * how each deal ended, the Bummerl sheet, the record, and axe at a lead with the moves in view. The deals are
 * the server's (random): the test plays Bummerls until it has clicked each move, at most four.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowserSuite } from './harness.js';
import { moved, newTable, nextTurn, openTablePage, version } from './tables.js';

const suite = useBrowserSuite();

const enabled = async (page: Page, selector: string) =>
  (await page.locator(`${selector}[aria-disabled=false]`).count()) > 0;

async function click(page: Page, selector: string) {
  const before = await version(page);
  await page.locator(selector).first().click();
  await moved(page, before);
}

describe('Schnapsen through the UI', () => {
  it('a whole Bummerl: exchange, closing and marriage clicked, each deal summed up, the sheet and the record', async () => {
    const { page, errors, context } = await openTablePage(suite, { height: 800 });
    const done = { exchange: false, close: false, marriage: false, byKey: false, refused: false, axe: false };
    const endings = new Set<string>();
    let bummerls = 0;
    for (; bummerls < 4 && !(done.exchange && done.close && done.marriage); bummerls++) {
      await newTable(suite, page, 'schnapsen');
      expect(await page.locator('.talon').innerText()).toMatch(/Talon/);
      let deals = 0;
      for (let guard = 0; guard < 400; guard++) {
        const turn = await nextTurn(page);
        if (turn === 'end') break;
        if (turn === 'next') {
          const summary = await page.locator('.deal-summary').innerText();
          // How the deal ended, and the game points with their reason.
          const how = /reached 66|66 points|last trick|closing|closed/i.exec(summary)?.[0];
          expect(how, summary).toBeDefined();
          endings.add(how!.toLowerCase());
          expect(summary).toMatch(/\d game points?/);
          deals++;
          await click(page, '.next-deal');
          continue;
        }
        if (turn !== 'card') throw new Error('Schnapsen has no auction');
        const leading = (await page.locator('[data-testid=moves]').count()) > 0;
        if (leading && !done.axe) {
          await page
            .locator('.moves-why-not summary')
            .click()
            .catch(() => {});
          expect(await axeViolations(page)).toEqual([]);
          done.axe = true;
        }
        // A move that may not be made says why, and sends nothing.
        if (leading && !done.refused && (await page.locator('.move-button[aria-disabled=true]').count())) {
          const v = await version(page);
          const refused = page.locator('.move-button[aria-disabled=true]').first();
          await refused.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
          const notice = page.locator('[data-testid=notice]');
          await notice.waitFor();
          expect(await notice.innerText()).toMatch(/\S/);
          expect(await version(page)).toBe(v);
          done.refused = true;
        }
        if (leading && (await enabled(page, '[data-testid=move-exchange]'))) {
          // SN-8: the trump Unter goes under the talon, the trump card into the hand.
          await click(page, '[data-testid=move-exchange][aria-disabled=false]');
          expect(await page.locator('.talon').innerText()).toMatch(/Unter|Jack/);
          done.exchange = true;
          continue;
        }
        if (leading && (await enabled(page, '[data-testid^=move-marry-]'))) {
          const button = page.locator('[data-testid^=move-marry-][aria-disabled=false]').first();
          const suit = (await button.getAttribute('data-testid'))!.slice(-1);
          if (!done.byKey && done.marriage) {
            // The move's key, as shown on its button.
            const key = await button.locator('kbd').innerText();
            const before = await version(page);
            await page.locator('body').focus();
            await page.keyboard.press(key);
            await moved(page, before);
            done.byKey = true;
          } else await click(page, `[data-testid=move-marry-${suit}][aria-disabled=false]`);
          done.marriage = true;
          // SN-10: now only the King or the Ober of that suit may be led.
          const playable = await page
            .locator('.hand-card.playable')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
          if (playable.length === 0) {
            // SN-12: the marriage, announced after a won trick, reached 66: the deal ends before any lead.
            await page.waitForSelector('.next-deal, .session-end');
            continue;
          }
          expect(playable.every((c) => c !== null && c[0] === suit && /[KO]$/.test(c))).toBe(true);
        } else if (
          leading &&
          !done.close &&
          (deals >= 1 || (done.exchange && done.marriage)) &&
          (await enabled(page, '[data-testid=move-close]'))
        ) {
          // SN-9: closed, the trump card is turned down and strict play applies.
          await click(page, '[data-testid=move-close][aria-disabled=false]');
          expect(await page.locator('.talon').innerText()).toMatch(/[Cc]losed by you/);
          expect(await page.locator('.play-bar').innerText()).toMatch(/strict/);
          done.close = true;
          continue;
        }
        await click(page, '.hand-card.playable');
      }
      // The Bummerl is over: one line per deal on the sheet, a winner, and the record to download.
      await page.waitForSelector('.session-end');
      expect(await page.locator('.end-headline').innerText()).toMatch(/You win|North wins/);
      expect(await page.locator('.sheet-table tbody tr').count()).toBe(deals + 1);
      const href = (await page.locator('a.record-link').getAttribute('href'))!;
      const record = (await (await context.request.get(suite.site.url + href)).json()) as {
        game: string;
        deals: { result?: { gamePoints?: number[] } }[];
      };
      expect(record.game).toBe('schnapsen');
      expect(record.deals).toHaveLength(deals + 1);
    }
    expect(done).toMatchObject({ exchange: true, close: true, marriage: true, refused: true, axe: true });
    expect(endings.size).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
