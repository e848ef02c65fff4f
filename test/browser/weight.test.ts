/// <reference lib="dom" />
/**
 * The atlas's weight (issue 30, point 10): its cold load transfers at most 100 kB, as Chromium's network
 * layer counts it (headers and compressed bodies, like bench/transfer.ts). It downloads no pattern's art (its
 * six tile faces were drawn at build time, web/vite.config.ts) and none of the table's strings, which the other
 * pages load in their own language (lib/i18n.svelte.ts, loadTableTexts). The first contentful paint is
 * printed, not asserted (timings depend on the machine).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coldLoad } from '../../scripts/cold-load.mjs';
import { useBrowserSuite, watchedPage } from './harness.js';

const suite = useBrowserSuite();

/** The table's strings file of a language (the shared one, where "My games" is). */
const tableStrings = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../web/src/i18n/table.${lang}.json`, import.meta.url), 'utf8')) as {
    history: { title: string; lead: string };
  };

/** The atlas's tiles are all drawn: six faces, none a blank one waiting for its art. */
const tilesDrawn = () =>
  document.querySelectorAll('.tile .card > svg').length === 6 && document.querySelector('.tile .card.pending') === null;

describe('the atlas’s cold load', () => {
  it('transfers at most 100 kB', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    try {
      const { page, errors } = await watchedPage(context);
      const load = await coldLoad(page, `${suite.site.url}/en/`, '.tile .card');
      await page.waitForFunction(tilesDrawn);
      console.log(
        `atlas cold load: ${load.requests} responses, ${(load.bytes / 1000).toFixed(1)} kB transferred, ` +
          `first contentful paint ${load.fcp.toFixed(0)} ms`,
      );
      expect(load.bytes).toBeLessThanOrEqual(100_000);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fetches no pattern’s art and no table strings, and draws its six tiles from faces drawn at build time', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    try {
      const { page, errors } = await watchedPage(context);
      const { paths: files } = await coldLoad(page, `${suite.site.url}/en/`, '.tile .card');
      await page.waitForFunction(tilesDrawn);
      expect(files.filter((f) => /\/assets\/(cards-\w+|table-strings-\w+)-/.test(f))).toEqual([]);
      // Nor does any of its scripts hold a table string.
      const scripts = files.filter((f) => f.endsWith('.js'));
      const lead = tableStrings('en').history.lead;
      expect(
        scripts.filter((f) => readFileSync(new URL(`../../dist/web${f}`, import.meta.url), 'utf8').includes(lead)),
      ).toEqual([]);
      // Each face is the pattern's picture, not the blank paper shown while art loads (one rect).
      const shapes = await page.$$eval('.tile .card > svg', (svgs) => svgs.map((s) => s.querySelectorAll('*').length));
      expect(Math.min(...shapes)).toBeGreaterThan(20);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with corner indices chosen, the tiles are drawn from their patterns’ art', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    try {
      const { page, errors } = await watchedPage(context);
      const art: string[] = [];
      page.on('request', (r) => {
        const family = /\/assets\/cards-(\w+)-/.exec(r.url())?.[1];
        if (family) art.push(family);
      });
      await page.goto(`${suite.site.url}/en/`);
      await page.waitForFunction(tilesDrawn);
      const before = await page.$$eval('.tile .card', (cards) => cards.map((c) => c.innerHTML));
      await page.getByLabel('Card indices', { exact: false }).check();
      await page.waitForFunction(tilesDrawn);
      expect(art.sort()).toEqual(['bavarian', 'paris', 'prague', 'salzburg', 'tell']);
      const after = await page.$$eval('.tile .card', (cards) => cards.map((c) => c.innerHTML));
      // The faces drawn ahead have the paper options' defaults: the German packs' faces now carry indices.
      expect(after.filter((svg, i) => svg !== before[i]).length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the table’s strings, loaded by the pages that show them', () => {
  it('a page shows them in its language, loading that language’s only, and a language change waits for the next one’s', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
    try {
      const { page, errors } = await watchedPage(context);
      const strings: string[] = [];
      page.on('request', (r) => {
        const lang = /\/assets\/table-strings-(\w+)-/.exec(r.url())?.[1];
        if (lang) strings.push(lang);
      });
      await page.goto(`${suite.site.url}/fr/history`);
      const h1 = page.locator('main h1');
      await expect.poll(() => h1.innerText()).toBe(tableStrings('fr').history.title);
      expect(strings).toEqual(['fr']);
      // Every title the page shows while the language changes: French, then German, never English or a key.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { titles: string[] }).titles = seen;
        const main = document.querySelector('main')!;
        new MutationObserver(() => {
          const text = main.querySelector('h1')?.textContent ?? '';
          if (seen[seen.length - 1] !== text) seen.push(text);
        }).observe(main, { subtree: true, childList: true, characterData: true });
      });
      await page.locator('.lang select').selectOption('de');
      await expect.poll(() => h1.innerText()).toBe(tableStrings('de').history.title);
      expect(strings).toEqual(['fr', 'de']);
      const titles = await page.evaluate(() => (window as unknown as { titles: string[] }).titles);
      const [fr, de] = [tableStrings('fr').history.title, tableStrings('de').history.title];
      expect(titles.filter((title) => title !== fr && title !== de)).toEqual([]);
      expect(titles.at(-1)).toBe(de);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
