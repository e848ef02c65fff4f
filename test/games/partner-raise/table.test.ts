/**
 * Partner raise in the browser: a game the site has no folder for is played at a table drawn from its
 * declaration alone (GET /api/games: its moves, steps and sides; web/src/table/declared.ts): its steps'
 * moves as buttons with their keys (a suit named, a card buried, a raise, its answer), its cards from the
 * hand, its partner shown, and its match played to the end, scored by side.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../../../cli/referee.testing.js';
import { useBrowserSuite } from '../../browser/harness.js';
import { moved, openTablePage, version } from '../../browser/tables.js';

const EXTRA = join(ROOT, 'dist/test/games/partner-raise/index.js');
if (!existsSync(EXTRA)) throw new Error(`${EXTRA} is missing: run \`npm run build\` first`);
const suite = useBrowserSuite({ CARDAVIA_EXTRA_GAMES: EXTRA });

/** What the human may do now, once the page shows it: a step's move, a card, the next deal, or the end. */
const TURN =
  '.step-moves .move-button:not([aria-disabled="true"]), .hand-card.playable, .next-deal:not([disabled]), .session-end';

async function createTable(page: Page): Promise<string> {
  await page.goto(`${suite.site.url}/en/`);
  const id = await page.evaluate(async () => {
    const r = await fetch('/api/tables', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'partner-raise', seats: ['human', 'easy', 'easy', 'easy'], aiDelayMs: 0 }),
    });
    return ((await r.json()) as { table: { id: string } }).table.id;
  });
  await page.goto(`${suite.site.url}/en/tables/${id}`);
  return id;
}

describe('a game known only by its declaration, at the table', () => {
  test('is played to the end of its match from its steps’ buttons, their keys and the hand, scored by side', async () => {
    const { context, page, errors } = await openTablePage(suite);
    await createTable(page);
    await page.waitForSelector('.play .hand-card');
    // The name comes from the declaration; the partner across the table is marked from the declared sides.
    await expect.poll(() => page.title()).toMatch(/^Partner raise · /);
    expect(await page.locator('.seat', { hasText: 'Partner' }).count()).toBe(1);

    const made = new Set<string>();
    const keyed = new Set<string>();
    for (let turns = 0; turns < 400; turns++) {
      await page.waitForSelector(TURN, { timeout: 60_000 });
      if (await page.locator('.session-end').count()) break;
      const before = await version(page);
      const next = page.locator('.next-deal:not([disabled])');
      const moves = page.locator('.step-moves .move-button:not([aria-disabled="true"])');
      if (await next.count()) {
        await next.click();
      } else if (await moves.count()) {
        const step = await page.locator('.step-moves').getAttribute('data-step');
        const first = moves.first();
        const name = (await first.getAttribute('data-move'))!.split(':')[0]!;
        const key = await first.getAttribute('aria-keyshortcuts');
        if (step === 'play' && made.has('raise')) {
          // A raise is offered beside the hand on every turn to play: once is enough, then cards.
          await page.locator('.hand-card.playable').first().click();
        } else {
          // A suit or a raise by its key (1…4, R, O, F), a card to bury by its button.
          if (key !== null) await page.locator('body').press(key);
          else await first.click();
          if (key !== null) keyed.add(name);
          made.add(name);
        }
      } else {
        await page.locator('.hand-card.playable').first().click();
      }
      await moved(page, before);
    }
    expect(await page.locator('.session-end').count()).toBe(1);
    // The human raised at least once (offered on his first turn to play, when nobody had raised), by its key.
    expect(keyed.has('raise')).toBe(true);
    // The final score is by side: two columns, "you" and your partner's side against the other.
    const final = await page.evaluate(async (id) => {
      const r = await fetch(`/api/tables/${id}`);
      return ((await r.json()) as { state: { session: { totals: number[] } } }).state.session.totals;
    }, page.url().split('/').pop()!);
    expect(final[0]).toBe(final[2]);
    expect(final[1]).toBe(final[3]);
    // No review is offered: the site has no rules to replay the deal with, and its review page says so.
    expect(await page.locator('.review-link').count()).toBe(0);
    await page.goto(`${page.url()}/review/0`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Partner raise — Review of deal 1');
    await page.waitForSelector('text=rules are not on the site yet');
    expect(errors).toEqual([]);
    await context.close();
  });
});
