/// <reference lib="dom" />
/**
 * Driving a play table in the browser tests: open a page with card movement off, deal a table from the setup
 * page, and wait for the human's turns. Every wait is on the page's state (selectors, the table's
 * `data-version`), never on a fixed sleep.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type BrowserSuite, watchedPage } from './harness.js';

export type Game = 'schafkopf' | 'bohemian-schneider' | 'schnapsen' | 'watten' | 'marias' | 'belote';

/** A page in a new context (its own player), English, with cards that jump instead of flying. */
export async function openTablePage(suite: BrowserSuite, viewport: { width?: number; height?: number } = {}) {
  const context = await suite.browser.newContext({
    viewport: { width: viewport.width ?? 1280, height: viewport.height ?? 900 },
    locale: 'en-GB',
  });
  // Cards jump instead of flying, and the table does not pause between moves: the tests run at full speed.
  await context.addInitScript(() => localStorage.setItem('cardavia.table', JSON.stringify({ speed: 'off' })));
  const { page, errors } = await watchedPage(context);
  return { context, page, errors };
}

/** Opens the setup page, picks the easy bots (and a 4-deal Schafkopf session), deals, and waits for the table. */
export async function newTable(
  suite: BrowserSuite,
  page: Page,
  game: Game,
  lang = 'en',
  setup: (page: Page) => Promise<void> = async () => {},
) {
  const deck = {
    schafkopf: 'munich-bavarian',
    'bohemian-schneider': 'prague',
    schnapsen: 'vienna-tell',
    watten: 'salzburg',
    marias: 'prague',
    belote: 'paris-piquet',
  }[game];
  await page.goto(`${suite.site.url}/${lang}/play/${game}?deck=${deck}`);
  await page.waitForSelector('.start-game');
  expect(await page.locator(`input[name=deck][value=${deck}]`).isChecked()).toBe(true);
  await page.check('input[name=level][value=easy]');
  if (game === 'schafkopf') await page.check('input[name=session][value="4"]');
  await setup(page);
  await page.click('.start-game');
  await page.waitForURL(/\/tables\/[A-Za-z0-9_-]{22}$/);
  // The hand, or the first deal's summary over it: a deal may end before the human's first move (a Watten
  // raise folded by his partner).
  await page.waitForSelector('.play .hand-card, .play .next-deal');
}

export const ANY_TURN = '.hand-card.playable, .bid-button, [data-move=hold], .next-deal:not([disabled]), .session-end';

/** The table's version (its log's length) as the page shows it. */
export const version = async (page: Page) => Number(await page.locator('.play').getAttribute('data-version'));

/** Waits until the table has moved past version `before`. */
export const moved = (page: Page, before: number) =>
  page.waitForFunction((v) => Number(document.querySelector('.play')?.getAttribute('data-version')) > v, before);

/**
 * Waits until the human has something to do (or the game is over) and says what: `answer` is a raise to hold
 * or fold (a stake raised mid-trick), with no card to play until it is answered.
 */
export async function nextTurn(page: Page): Promise<'card' | 'bid' | 'answer' | 'next' | 'end'> {
  await page.waitForSelector(ANY_TURN, { timeout: 60_000 });
  if (await page.locator('.session-end').count()) return 'end';
  if (await page.locator('.bid-button').count()) return 'bid';
  if (await page.locator('[data-move=hold]').count()) return 'answer';
  if (await page.locator('.next-deal:not([disabled])').count()) return 'next';
  return 'card';
}

const SHOTS = process.env.CARDAVIA_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/**
 * With CARDAVIA_SHOTS=<dir>: screenshots of the page at the desktop and phone sizes (1280 × 800, 360 × 740),
 * the page left at the desktop size.
 */
export async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const [width, height] of [
    [1280, 800],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Whatever waits for a page's state, left behind by a race, must not fail the test later. */
export const quiet = <T>(p: Promise<T>): Promise<T> => {
  p.catch(() => {});
  return p;
};

/**
 * This page's move, if it is his turn: the first game bid offered (else pass), the first playable card, or a
 * raise held.
 */
export async function move(page: Page): Promise<boolean> {
  const before = await version(page);
  const game = page.locator('.bid-button:not(.pass)');
  const pass = page.locator('.bid-button.pass');
  const card = page.locator('.hand-card.playable');
  const hold = page.locator('[data-move=hold]');
  if (await game.count()) await game.first().click();
  else if (await pass.count()) await pass.click();
  else if (await card.count()) await card.first().click();
  else if (await hold.count()) await hold.click();
  else return false;
  await moved(page, before);
  return true;
}
