/// <reference lib="dom" />
/**
 * The deck page's card viewer (issue 14 point 3) in a real browser: a card of the grid opens large by click
 * or Enter, is named in the page's language with who a court shows, the arrows step through the deck (the
 * back included, wrapping round), Esc closes and gives the focus back, the card's SVG downloads, axe is clean
 * with the viewer open, and nothing inside it scrolls on a laptop or a phone.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DECKS } from '../../engine/decks.js';
import { axeViolations, useBrowserSuite, watchedPage } from './harness.js';

const suite = useBrowserSuite();
const SHOTS = process.env.CARDAVIA_SHOTS; // e.g. /tmp/shots/viewer: screenshots of the viewer when set

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

async function open(path: string, viewport = LAPTOP) {
  const context = await suite.browser.newContext({ viewport, locale: 'en-GB' });
  const { page, errors } = await watchedPage(context);
  await page.goto(suite.site.url + path);
  await page.waitForSelector('.deck-grid .card-button');
  return { page, errors, context };
}

const title = (page: Page) => page.locator('.card-viewer h2').innerText();
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.querySelector('svg')?.getAttribute('aria-label') ?? null);
/** The viewer's box and the shown card's box, and whether anything inside the dialog scrolls. */
const geometry = (page: Page) =>
  page.locator('.card-viewer').evaluate((d) => {
    const card = d.querySelector('.viewer-card svg')!.getBoundingClientRect();
    const box = d.getBoundingClientRect();
    const scrolls = [d, ...Array.from(d.querySelectorAll('*'))].some(
      (e) => e.scrollHeight > e.clientHeight + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowY),
    );
    return {
      cardHeight: card.height,
      cardWidth: card.width,
      box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right },
      scrolls,
      overflows: d.scrollHeight > d.clientHeight + 1,
    };
  });

/** The grid's card buttons carry their card's code ("EO"; the back is "back"). */
const gridCard = (page: Page, code: string) => page.locator(`.deck-grid .card-button[data-code="${code}"]`);
/** The grid's codes and card names, in its order. */
const gridCards = (page: Page) =>
  page.locator('.deck-grid .card-button').evaluateAll((buttons) =>
    buttons.map((b) => ({
      code: b.getAttribute('data-code')!,
      name: b.querySelector('svg')!.getAttribute('aria-label')!,
    })),
  );

/** The Tell pattern's Ober of acorns is Wilhelm Tell himself; the names of persons stay as printed. */
const TELL_OBER = { en: 'Ober of acorns — Wilhelm Tell', de: 'Eichel-Ober — Wilhelm Tell' };
const SEVEN_OF_HEARTS = { en: 'Seven of hearts', de: 'Herz-Sieben' };
const BACK = { en: 'Back of a card', de: 'Kartenrückseite' };

describe('the deck page opens any card large in a viewer', () => {
  for (const lang of ['en', 'de'] as const) {
    it(`opens by click and by Enter, names the card and its court subject (${lang})`, async () => {
      const { page, errors, context } = await open(`/${lang}/decks/vienna-tell`);
      const cards = await gridCards(page);
      // The Ober of acorns shows Wilhelm Tell: a click opens it, named in the page's language.
      await gridCard(page, 'EO').click();
      await page.waitForSelector('.card-viewer[open]');
      expect(await title(page)).toBe(TELL_OBER[lang]);
      // the dialog is named by that title, and says where in the deck it is (the back counts: it is in the grid)
      const label = await page
        .locator('.card-viewer')
        .evaluate((d) => document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent);
      expect(label).toBe(TELL_OBER[lang]);
      const place = cards.findIndex((c) => c.code === 'EO') + 1;
      expect(await page.locator('.viewer-position').innerText()).toBe(
        lang === 'en' ? `${place} of ${cards.length}` : `${place} von ${cards.length}`,
      );
      expect(cards.length).toBe(DECKS.find((d) => d.id === 'vienna-tell')!.cardCount + 1);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.waitForSelector('.card-viewer:not([open])', { state: 'attached' });
      // by keyboard: focus a number card (no subject: its plain name only) and press Enter
      await gridCard(page, 'H7').focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('.card-viewer[open]');
      expect(await title(page)).toBe(SEVEN_OF_HEARTS[lang]);
      await page.keyboard.press('Escape');
      await page.waitForSelector('.card-viewer:not([open])', { state: 'attached' });
      expect(await focusedLabel(page)).toBe(SEVEN_OF_HEARTS[lang]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`steps with the arrow keys and buttons, wraps round through the back, Esc returns focus (${lang})`, async () => {
      const { page, errors, context } = await open(`/${lang}/decks/munich-bavarian`);
      const names = (await gridCards(page)).map((c) => c.name);
      expect(names.at(-1)).toBe(BACK[lang]);
      await page.locator('.deck-grid .card-button').first().focus();
      await page.keyboard.press(' ');
      await page.waitForSelector('.card-viewer[open]');
      expect(await title(page)).toBe(names[0]);
      await page.keyboard.press('ArrowRight');
      expect(await title(page)).toBe(names[1]);
      await page.locator('.viewer-actions button').last().click(); // next
      expect(await title(page)).toBe(names[2]);
      await page.locator('.viewer-actions button').first().click(); // previous
      await page.keyboard.press('ArrowLeft');
      expect(await title(page)).toBe(names[0]);
      // left of the first card: the back (the grid's last card), then the last face
      await page.keyboard.press('ArrowLeft');
      expect(await title(page)).toBe(BACK[lang]);
      expect(await page.locator('.viewer-position').innerText()).toMatch(new RegExp(`^${names.length} `));
      await page.keyboard.press('ArrowLeft');
      expect(await title(page)).toBe(names.at(-2));
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await title(page)).toBe(names[0]);
      await page.keyboard.press('ArrowRight');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.waitForSelector('.card-viewer:not([open])', { state: 'attached' });
      // back on the card the viewer was opened on, though it was stepped away from
      expect(await focusedLabel(page)).toBe(names[0]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows the card at least 70 % of the screen tall on a laptop, as wide as a phone allows, nothing scrolls', async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    for (const [viewport, name] of [
      [LAPTOP, 'laptop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page, errors, context } = await open('/de/decks/vienna-tell', viewport);
      // the Ober of bells: the longest German title of the deck ("Schellen-Ober — Stüssi der Flurschütz")
      await gridCard(page, 'SO').click();
      await page.waitForSelector('.card-viewer[open]');
      const g = await geometry(page);
      expect(g.scrolls).toBe(false);
      expect(g.box.top).toBeGreaterThanOrEqual(0);
      expect(g.box.bottom).toBeLessThanOrEqual(viewport.height);
      expect(g.box.left).toBeGreaterThanOrEqual(0);
      expect(g.box.right).toBeLessThanOrEqual(viewport.width);
      if (viewport === LAPTOP) expect(g.cardHeight).toBeGreaterThanOrEqual(0.7 * viewport.height);
      // on a phone the width is the limit: the card spans nearly all of it
      else expect(g.cardWidth).toBeGreaterThanOrEqual(0.9 * viewport.width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-tell-ober-of-bells.png` });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  for (const deck of DECKS) {
    it(`downloads the shown card of ${deck.id} as a standalone SVG file named after the deck and card`, async () => {
      const { page, errors, context } = await open(`/en/decks/${deck.id}`);
      const court = (await gridCards(page)).find((c) => /^.[OQ]$/.test(c.code))!;
      await gridCard(page, court.code).click();
      await page.waitForSelector('.card-viewer[open]');
      const link = page.locator('.card-viewer a[download]');
      expect(await link.getAttribute('download')).toBe(`cardavia-${deck.id}-${court.code}.svg`);
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/^data:image\/svg\+xml/);
      const svg = decodeURIComponent(href.slice(href.indexOf(',') + 1));
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // it parses as XML on its own (a file, not a fragment of the page)
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return { error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.namespaceURI };
      }, svg);
      expect(parsed).toEqual({ error: null, root: 'http://www.w3.org/2000/svg' });
      // it is the card shown, under the viewer's title
      expect(svg).toContain(`aria-label="${await title(page)}"`);
      expect(await title(page)).toContain(court.name);
      // the back too, under its own name
      await page.keyboard.press('End');
      expect(await link.getAttribute('download')).toBe(`cardavia-${deck.id}-back.svg`);
      if (SHOTS) {
        await page.keyboard.press('Home');
        await page.screenshot({ path: `${SHOTS}/laptop-${deck.id}-first.png` });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
