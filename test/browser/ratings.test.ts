/**
 * The rating on the statistics page (docs/ratings.md, "What the site shows"): a person with two rated days of
 * Schnapsen sees the rating with its range of two RDs, "provisional" while the RD is high, and the two days on
 * the chart, at a desktop's and a phone's width, axe-clean. The standings are written into the site's own
 * database as two days' closes would (server/ratings/store.ts), so that the test plays no game.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../server/identity.js';
import { SqliteRatings } from '../../server/ratings/store.js';
import { axeViolations, useBrowserSuite } from './harness.js';
import { openTablePage } from './tables.js';

const suite = useBrowserSuite();
const SHOTS = process.env.CARDAVIA_SHOTS;

describe('the statistics page', () => {
  it('shows a game’s rating ± 2 RD, provisional while the RD is high, and its history as a chart', async () => {
    const { page, context, errors } = await openTablePage(suite);
    await page.goto(suite.site.url + '/en/stats');
    // An identity and a table of the game: the page lists the games one has tables of.
    const made = await page.evaluate(async () => {
      await fetch('/api/me');
      const r = await fetch('/api/tables', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'schnapsen', seats: ['human', 'easy'] }),
      });
      return r.status;
    });
    expect(made).toBe(201);
    const token = (await context.cookies()).find((c) => c.name === 'cardavia_player')!.value;
    const player = hashToken(token);
    const db = new Database(join(suite.site.dataDir, 'cardavia.sqlite'));
    db.pragma('busy_timeout = 5000');
    const ratings = new SqliteRatings(db);
    const days = [
      { day: '2026-03-01', rating: 1580, deviation: 180, games: 4 },
      { day: '2026-03-02', rating: 1623.4, deviation: 150.2, games: 9 },
    ];
    for (const d of days) {
      const standing = { player, game: 'schnapsen', volatility: 0.06, ...d };
      await ratings.close('schnapsen', d.day, [player], () => [standing], 0);
    }
    db.close();

    for (const [width, height] of [
      [1280, 800],
      [360, 740],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(suite.site.url + '/en/stats');
      const panel = page.locator('.stats-rating[data-rating=schnapsen]');
      await panel.waitFor();
      // 150.2 two days ago grows by the days since without a game, so only the rating is fixed here.
      expect(await panel.locator('.rating-figure').innerText()).toMatch(/^1,623\s+± \d{3}\s+provisional$/);
      expect(await panel.innerText()).toContain('Rated on 9 games.');
      expect(await panel.locator('.stats-chart .point').count()).toBe(2);
      expect(await panel.locator('figcaption li').last().innerText()).toBe('Mar 2, 2026: 1,623 ± 300');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/ratings-${width}.png`, fullPage: true });
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
