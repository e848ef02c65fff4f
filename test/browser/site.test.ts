/// <reference lib="dom" />
/**
 * The site in a real browser (Debian's Chromium): every page in every language, the setup page of each game,
 * the language menu and the paper-look sliders, accessibility (axe-core), keyboard use, a phone-sized screen,
 * and the first-load JavaScript (the atlas's size, the content's chunks).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECKS } from '../../engine/decks.js';
import { gameById } from '../../engine/games.js';
import { type Site, axeViolations, launch, startSite, watchedPage } from './harness.js';

const LANGS = ['fr', 'en', 'de'] as const;
const GAMES = ['schafkopf', 'bohemian-schneider'] as const;

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function open(path: string, options: { width?: number; locale?: string } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: options.locale ?? 'en-GB',
  });
  const { page, errors } = await watchedPage(context);
  await page.goto(site.url + path);
  await page.waitForSelector('main h1');
  return { page, errors, context };
}

const h1 = (page: Page) => page.locator('main h1').innerText();

describe('every page in every language renders its main content, without console errors or axe violations', () => {
  for (const lang of LANGS) {
    it(`atlas (${lang}): a tile per deck with a card, "city · country · N cards", and the map`, async () => {
      const { page, errors, context } = await open(`/${lang}/`);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await page.waitForSelector('.tile');
      expect(await page.locator('.tile').count()).toBe(DECKS.length);
      expect(await page.locator('.tile svg').count()).toBe(DECKS.length);
      const facts = await page.locator('.tile-facts').allInnerTexts();
      for (const [i, deck] of DECKS.entries()) expect(facts[i]).toMatch(new RegExp(`· ${deck.cardCount} `));
      expect(await page.locator('.atlas-map .city').count()).toBe(DECKS.length);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    for (const deck of DECKS) {
      it(`deck page ${deck.id} (${lang}): facts line, every card drawn, its games with rules and Play`, async () => {
        const { page, errors, context } = await open(`/${lang}/decks/${deck.id}`);
        await page.waitForSelector('.deck-grid');
        expect((await h1(page)).length).toBeGreaterThan(3);
        const facts = await page.locator('.facts').innerText();
        expect(facts).toContain(`${deck.cardCount}`);
        expect(facts).toContain('↗');
        // every face plus the back, each a named image
        expect(await page.locator('.deck-grid svg').count()).toBe(deck.cardCount + 1);
        const names = await page
          .locator('.deck-grid svg')
          .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
        expect(new Set(names).size).toBe(deck.cardCount + 1);
        await page.waitForSelector('.game-summary');
        expect(await page.locator('.game-summary').count()).toBe(deck.games.length);
        expect(await page.locator('.game-summary .summary-sections > li').count()).toBe(5 * deck.games.length);
        expect(await page.locator('.game-summary a.button.primary').count()).toBe(deck.games.length);
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }

    for (const game of GAMES) {
      it(`rules page ${game} (${lang}): numbered panels, worked examples with cards, FAQ`, async () => {
        const { page, errors, context } = await open(`/${lang}/rules/${game}`);
        await page.waitForSelector('.diagram');
        expect(await page.locator('.panel').count()).toBeGreaterThanOrEqual(6);
        expect(await page.locator('.panel-number').first().innerText()).toBe('01 /');
        expect(await page.locator('.example .card svg').count()).toBeGreaterThanOrEqual(2);
        const faq = page.locator('details.faq');
        expect(await faq.count()).toBeGreaterThanOrEqual(3);
        await faq.first().locator('summary').click();
        expect(await faq.first().getAttribute('open')).not.toBeNull();
        if (game === 'bohemian-schneider') expect(await page.locator('.comparison table').count()).toBeGreaterThan(0);
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

describe('the setup page, drawn from each game’s options schema', () => {
  for (const game of GAMES) {
    it(`${game}: a radio per ruleset (if more than one), a checkbox per variant, the session lengths; fits 360 px`, async () => {
      const options = gameById(game)!.options;
      const { page, errors, context } = await open(`/en/play/${game}`, { width: 360 });
      await page.waitForSelector('.start-game');
      const count = (name: string) => page.locator(`input[name=${name}]`).count();
      expect(await count('ruleset')).toBe(options.rulesets.length > 1 ? options.rulesets.length : 0);
      expect(await count('variants')).toBe(options.variants.length);
      const session = options.sessionDeals;
      expect(await count('session')).toBe(session ? session.choices.length + (session.openEnded ? 1 : 0) : 0);
      expect(await count('level')).toBe(3);
      expect(await page.locator('input[name=level][value=normal]').isChecked()).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the match target shows under a ruleset or variant that plays to one, with that one’s choices (BS-C3, BS-V4)', async () => {
    const { page, errors, context } = await open('/en/play/bohemian-schneider');
    await page.waitForSelector('.start-game');
    const targets = () =>
      page.locator('input[name=target]').evaluateAll((els) => els.map((e) => e.getAttribute('value')));
    const checked = () => page.locator('input[name=target]:checked').getAttribute('value');
    expect(await targets()).toEqual([]);
    await page.check('input[name=ruleset][value=cardrulesplus]');
    expect(await targets()).toEqual(['7', '10']);
    expect(await checked()).toBe('7');
    await page.check('input[name=variants][value=cumulative]');
    expect(await targets()).toEqual(['25', '50', '100']);
    expect(await checked()).toBe('50');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('language', () => {
  it("the first visit follows the browser's language", async () => {
    const { page, context } = await open('/', { locale: 'de-AT' });
    await page.waitForURL(/\/de\/$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await context.close();
  });

  it('the menu switches the page language, the URL carries it, and it is remembered after a reload', async () => {
    const { page, errors, context } = await open('/en/decks/vienna-tell');
    await page.waitForSelector('.deck-grid');
    const english = await page.locator('.facts').innerText();
    await page.selectOption('.lang select', 'fr');
    await page.waitForURL(/\/fr\/decks\/vienna-tell$/);
    await page.waitForFunction((before) => document.querySelector('.facts')?.textContent !== before, english);
    expect(await page.locator('.facts').innerText()).toContain('cartes');
    await page.reload();
    await page.waitForSelector('.deck-grid');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.goto(site.url + '/');
    await page.waitForURL(/\/fr\/$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('paper-look sliders', () => {
  it('start at 50 %, change the cards at once by keyboard, and persist across a reload', async () => {
    const { page, errors, context } = await open('/en/decks/prague');
    await page.waitForSelector('.deck-grid svg');
    const outputs = page.locator('.paper-settings output');
    expect(await outputs.allInnerTexts()).toEqual(['50 %', '50 %', '50 %']);
    const slope = () => page.locator('#cardavia-paper feFuncR').getAttribute('slope');
    const before = await slope();
    const contrast = page.locator('.paper-settings input[type=range]').first();
    await contrast.focus();
    await page.keyboard.press('End');
    expect(await outputs.first().innerText()).toBe('100 %');
    expect(await slope()).not.toBe(before);
    const temperature = page.locator('.paper-settings input[type=range]').nth(2);
    await temperature.focus();
    await page.keyboard.press('Home');
    expect(await page.locator('#cardavia-paper feColorMatrix').getAttribute('values')).toMatch(/^0\.86/);
    // text is never filtered: only cards and surfaces are
    expect(await page.locator('main h1').evaluate((e) => getComputedStyle(e).filter)).toBe('none');
    await page.reload();
    await page.waitForSelector('.deck-grid svg');
    expect(await outputs.allInnerTexts()).toEqual(['100 %', '50 %', '0 %']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forced colours and more contrast turn the paper filters and grain off', async () => {
    const context = await browser.newContext({ forcedColors: 'active', contrast: 'more' });
    const { page } = await watchedPage(context);
    await page.goto(site.url + '/en/decks/salzburg');
    await page.waitForSelector('.deck-grid .card');
    expect(
      await page
        .locator('.deck-grid .card')
        .first()
        .evaluate((e) => getComputedStyle(e).filter),
    ).toBe('none');
    await context.close();
  });
});

describe('keyboard', () => {
  it('Tab reaches the skip link, the navigation, the language menu, every slider, then the content', async () => {
    const { page, context } = await open('/en/');
    await page.waitForSelector('.tile');
    const seen: string[] = [];
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      seen.push(
        await page.evaluate(() => {
          const e = document.activeElement as HTMLElement;
          return `${e.tagName.toLowerCase()}${e.getAttribute('type') ? ':' + e.getAttribute('type') : ''}`;
        }),
      );
    }
    expect(seen[0]).toBe('a'); // skip link
    expect(seen).toContain('select');
    expect(seen.filter((s) => s === 'input:range').length).toBe(3);
    expect(seen).toContain('input:checkbox');
    await context.close();
  });
});

describe('a phone-sized screen (360 px)', () => {
  for (const path of ['/en/', '/fr/decks/vienna-tell', '/de/rules/schafkopf', '/en/rules/bohemian-schneider']) {
    it(`${path} fits the width (only the rules diagram scrolls sideways, and says so) and passes axe`, async () => {
      const { page, errors, context } = await open(path, { width: 360 });
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (path.includes('/rules/')) {
        expect(await page.locator('.scroll-hint').first().isVisible()).toBe(true);
        const scroller = page.locator('.diagram-scroller');
        expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('first-load JavaScript', () => {
  const root = new URL('../../dist/web', import.meta.url).pathname;

  /** The scripts a page loads (paths under dist/web) until its network is idle. */
  async function scriptsOf(path: string, ready: string): Promise<string[]> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(site.url + path);
    await page.waitForSelector(ready);
    await page.waitForLoadState('networkidle');
    await context.close();
    return scripts;
  }

  /** The content files' chunks among the scripts, by the file they hold: `decks`, or a game id. */
  const contentChunks = (scripts: readonly string[]) =>
    scripts.flatMap((path) => {
      const file = /^(decks|.+)-[\w-]{8}\.js$/.exec(path.split('/').pop()!)?.[1];
      return file === 'decks' || GAMES.some((g) => g === file) ? [{ file, path }] : [];
    });

  it('the atlas loads at most 150 kB of JavaScript, gzipped', async () => {
    const scripts = await scriptsOf('/en/', '.tile');
    const bytes = scripts.reduce((sum, path) => sum + gzipSync(readFileSync(root + path), { level: 9 }).length, 0);
    console.log(`atlas first-load JavaScript: ${scripts.length} files, ${(bytes / 1024).toFixed(1)} kB gzip`);
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
    // Of the content, only its language's deck texts: no game's texts.
    expect(contentChunks(scripts).map((c) => c.file)).toEqual(['decks']);
  });

  it('a rules page loads its game’s texts in its language, a chunk of their own, and no other game’s', async () => {
    const scripts = await scriptsOf('/fr/rules/schafkopf', '.diagram');
    const chunks = contentChunks(scripts);
    expect(chunks.map((c) => c.file).sort()).toEqual(['decks', 'schafkopf']);
    const french = JSON.parse(
      readFileSync(new URL('../../web/src/content/fr/schafkopf.json', import.meta.url), 'utf8'),
    ) as { tagline: string };
    expect(readFileSync(root + chunks.find((c) => c.file === 'schafkopf')!.path, 'utf8')).toContain(french.tagline);
  });
});
