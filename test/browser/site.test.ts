/// <reference lib="dom" />
/**
 * The site in a real browser (Debian's Chromium): every page in every language, the setup page of each game,
 * the language menu and the paper-look sliders, accessibility (axe-core), keyboard use, a phone-sized screen,
 * and the first-load JavaScript (the atlas's size, the content's chunks).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DECKS } from '../../engine/decks.js';
import { GAME_IDS, gameById } from '../../engine/games.js';
import { axeRule, axeViolations, useBrowserSuite, watchedPage } from './harness.js';

const LANGS = ['fr', 'en', 'de'] as const;
/** Every game of the list: a new game's pages are checked like the others'. */
const GAMES = GAME_IDS;

const suite = useBrowserSuite();

async function open(path: string, options: { width?: number; locale?: string } = {}) {
  const context = await suite.browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: options.locale ?? 'en-GB',
  });
  const { page, errors } = await watchedPage(context);
  await page.goto(suite.site.url + path);
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
      // Every tile shows its card (a card's drawing may nest an svg of its own: count the tiles, not the svgs).
      expect(
        await page
          .locator('.tile')
          .filter({ has: page.locator('svg') })
          .count(),
      ).toBe(DECKS.length);
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
        // every face plus the back, each a named image (a face may nest an <svg> of its own: a clipped scene)
        expect(await page.locator('.deck-grid .card > svg').count()).toBe(deck.cardCount + 1);
        const names = await page
          .locator('.deck-grid .card > svg')
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
    // The ruleset and the variants are folded under "More options" (issue 30, point 7).
    await page.click('details.more-options > summary');
    await page.check('input[name=ruleset][value=cardrulesplus]');
    expect(await targets()).toEqual(['7', '10']);
    expect(await checked()).toBe('7');
    await page.check('input[name=variants][value=cumulative]');
    expect(await targets()).toEqual(['25', '50', '100']);
    expect(await checked()).toBe('50');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Schnapsen: the Bummerl to 7 or another target (SN-16), every deck of the catalogue (SN-1), Vienna first', async () => {
    const { page, errors, context } = await open('/en/play/schnapsen');
    await page.waitForSelector('.start-game');
    const values = (name: string) =>
      page.locator(`input[name=${name}]`).evaluateAll((els) => els.map((e) => e.getAttribute('value')));
    expect(await values('target')).toEqual(['3', '7', '11']);
    expect(await page.locator('input[name=target]:checked').getAttribute('value')).toBe('7');
    expect((await values('deck')).sort()).toEqual(DECKS.map((d) => d.id).sort());
    expect(await page.locator('input[name=deck]:checked').getAttribute('value')).toBe('vienna-tell');
    expect(await page.locator('input[name=pace]').count()).toBeGreaterThan(1);
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
    await page.goto(suite.site.url + '/');
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
    const context = await suite.browser.newContext({ forcedColors: 'active', contrast: 'more' });
    const { page } = await watchedPage(context);
    await page.goto(suite.site.url + '/en/decks/salzburg');
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
    // The header's navigation holds a link per game: one more Tab for each.
    for (let i = 0; i < 10 + GAMES.length; i++) {
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

describe('the rules pages’ layout (issue 12, A.8)', () => {
  for (const game of GAMES) {
    it(`${game}: every landmark has a name of its own (axe landmark-unique), on a phone and on a laptop`, async () => {
      for (const width of [360, 1280]) {
        const { page, context } = await open(`/en/rules/${game}`, { width });
        await page.waitForSelector('.diagram');
        expect(await axeRule(page, 'landmark-unique')).toEqual([]);
        await context.close();
      }
    });

    it(`${game} at 360×740: each panel is as tall as its own text, and the rulesets table fits without scrolling`, async () => {
      const context = await suite.browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'de-DE' });
      const { page, errors } = await watchedPage(context);
      await page.goto(`${suite.site.url}/de/rules/${game}`);
      await page.waitForSelector('.diagram .panel');
      const heights = await page.locator('.diagram .panel').evaluateAll((els) =>
        els.map((e) => {
          // A panel's own height: its content's, from the top of the first child to the bottom of the last.
          const box = e.getBoundingClientRect();
          const last = e.lastElementChild!.getBoundingClientRect();
          return { height: Math.round(box.height), slack: Math.round(box.bottom - last.bottom) };
        }),
      );
      expect(new Set(heights.map((h) => h.height)).size).toBeGreaterThan(1);
      for (const h of heights) expect(h.slack).toBeLessThan(40);
      // No part of the comparison (where the game has one) overflows its box sideways, hidden or not.
      const hidden = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.comparison, .comparison *'))
          .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== 'inline')
          .map((e) => `${e.tagName}.${e.className}: ${e.scrollWidth} > ${e.clientWidth}`),
      );
      expect(hidden).toEqual([]);
      if (game === 'bohemian-schneider') {
        const table = await page.locator('.comparison table').first().boundingBox();
        expect(table!.x + table!.width).toBeLessThanOrEqual(360);
      }
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${game}: a worked example's seat labels stay within their card's column, apart from each other`, async () => {
      for (const width of [360, 1280]) {
        // Reached from the setup page, as a player does: the table's styles are loaded by then, and must not
        // reach the examples' labels.
        const { page, context } = await open(`/fr/play/${game}`, { width });
        await page.locator(`main a[href="/fr/rules/${game}"]`).first().click();
        await page.waitForSelector('.example-cards');
        const rows = await page.locator('.example-cards').evaluateAll((lists) =>
          lists.map((ol) =>
            Array.from(ol.querySelectorAll('li')).map((li) => {
              // The seat's label: the item's text above its card (whatever its class).
              const seat = li.querySelector(':scope > span:first-child:not(.card)')?.getBoundingClientRect();
              const card = li.querySelector('.card')!.getBoundingClientRect();
              return { seat: seat ? { left: seat.left, right: seat.right, top: seat.top } : null, card };
            }),
          ),
        );
        for (const row of rows) {
          const seats = row.filter((c) => c.seat !== null);
          for (const c of seats) {
            expect(c.seat!.left).toBeGreaterThanOrEqual(c.card.left - 8);
            expect(c.seat!.right).toBeLessThanOrEqual(c.card.right + 8);
          }
          for (let i = 1; i < seats.length; i++) {
            if (seats[i]!.seat!.top === seats[i - 1]!.seat!.top) {
              expect(seats[i]!.seat!.left - seats[i - 1]!.seat!.right).toBeGreaterThan(4);
            }
          }
        }
        await context.close();
      }
    });
  }
});

describe('Wikipedia links (issue 12, A.6)', () => {
  for (const [lang, marker, deck] of [
    ['fr', '(en anglais)', 'munich-bavarian'],
    ['de', '(englisch)', 'prague'],
  ] as const) {
    it(`${lang}: a link to an English article says so, in words and in hreflang`, async () => {
      const { page, context } = await open(`/${lang}/decks/${deck}`);
      const link = page.locator('.facts a.wikipedia');
      const href = (await link.getAttribute('href'))!;
      const articleLang = /^https:\/\/(\w+)\.wikipedia\.org\//.exec(href)![1];
      expect(await link.getAttribute('hreflang')).toBe(articleLang);
      if (articleLang === 'en') {
        expect(await link.innerText()).toContain(marker);
        expect(await link.getAttribute('aria-label')).toContain(marker);
      } else expect(articleLang).toBe(lang);
      await context.close();
    });
  }
  it('de: the pattern’s own German article where German Wikipedia has one, with no marker', async () => {
    const { page, context } = await open('/de/decks/munich-bavarian');
    const link = page.locator('.facts a.wikipedia');
    expect(await link.getAttribute('href')).toBe('https://de.wikipedia.org/wiki/Bayerisches_Blatt');
    expect(await link.getAttribute('hreflang')).toBe('de');
    expect(await link.innerText()).not.toContain('(');
    await context.close();
  });
  it('en: no marker on an English page', async () => {
    const { page, context } = await open('/en/decks/munich-bavarian');
    expect(await page.locator('.facts a.wikipedia').innerText()).not.toContain('(');
    await context.close();
  });
});

describe('first-load JavaScript', () => {
  const root = new URL('../../dist/web', import.meta.url).pathname;

  /** The scripts a page loads (paths under dist/web) until its network is idle. */
  async function scriptsOf(path: string, ready: string): Promise<string[]> {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(suite.site.url + path);
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
