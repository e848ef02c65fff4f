/**
 * The table while the server's database is down (issue 29, docs/deploy.md): a card played then is answered
 * 503 UNAVAILABLE; the page says that the move will be sent again, keeps it pending, and sends it again by
 * itself after the answer's Retry-After, so that the move is made once the database is back, without the
 * player doing anything. The site runs on PostgreSQL reached through a proxy the test cuts and restores
 * (server/proxy.testing.ts); like server/outage.test.ts it needs CARDAVIA_TEST_DATABASE_URL.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Proxy, startProxy } from '../../server/proxy.testing.js';
import { onPostgres } from '../../server/testing.js';
import { type Site, launch, startSite } from './harness.js';
import { moved, newTable, openTablePage, version } from './tables.js';

const ADMIN_URL = process.env.CARDAVIA_TEST_DATABASE_URL ?? '';
const database = `cardavia_browser_outage_${process.pid}_${Date.now().toString(36)}`;

const admin = (sql: string) => onPostgres(ADMIN_URL, (c) => c.query(sql));

describe.skipIf(ADMIN_URL === '')('a move made while the database is down', () => {
  let proxy: Proxy;
  let site: Site;
  let browser: Browser;
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${database}`;
    proxy = await startProxy(url.toString());
    site = await startSite({ DATABASE_URL: proxy.url(url.toString()), CARDAVIA_ANALYSE_DEALS: 'off' });
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await proxy?.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }, 60_000);

  it('is kept pending, the page says it will be sent again, and it is made once the database is back', async () => {
    const suite = { site, browser };
    const { page, errors, context } = await openTablePage(suite);
    await newTable(suite, page, 'schnapsen');
    await page.waitForSelector('.hand-card.playable', { timeout: 30_000 });
    const before = await version(page);

    await proxy.cut();
    await page.locator('.hand-card.playable').first().click();
    await page.waitForSelector('[data-testid="notice"]:has-text("will be sent again")');
    // Nothing moved meanwhile: the move waits.
    expect(await version(page)).toBe(before);
    await proxy.restore();
    await moved(page, before);
    expect(await version(page)).toBeGreaterThan(before);
    // The browser saw the 503s; nothing else went wrong.
    expect(errors.filter((e) => !/503|Service Unavailable/.test(e))).toEqual([]);
    await context.close();
  }, 90_000);
});
