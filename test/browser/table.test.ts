/**
 * The play tables in a real browser against the real server and its bots (easy level, no AI delay, card
 * movement off): a whole Bohemian Schneider session and a whole Schafkopf deal through the UI, a reload in
 * the middle of a deal, a language switch at the table, axe, a phone-sized screen, an unplayable card tried,
 * and the keyboard. Every wait is on the page's state (selectors, attributes), never on a fixed sleep.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowserSuite } from './harness.js';
import { type Game, moved, newTable as newTableIn, nextTurn, openTablePage, version } from './tables.js';

const suite = useBrowserSuite();
const open = (viewport: { width?: number; height?: number } = {}) => openTablePage(suite, viewport);
const newTable = (page: Page, game: Game, lang?: string, setup?: (page: Page) => Promise<void>) =>
  newTableIn(suite, page, game, lang, setup);

/** Plays one card marked playable by clicking it; waits until the table has moved on. */
async function playCard(page: Page, which: 'first' | 'last' = 'first') {
  const before = await version(page);
  const cards = page.locator('.hand-card.playable');
  const card = which === 'first' ? cards.first() : cards.last();
  const code = await card.getAttribute('data-card');
  await card.click();
  await moved(page, before);
  return code!;
}

/** Bids the first game offered (so the deal is played, whoever declares), else passes. */
async function bid(page: Page) {
  const before = await version(page);
  const game = page.locator('.bid-button:not(.pass)');
  if (await game.count()) await game.first().click();
  else await page.locator('.bid-button.pass').click();
  await moved(page, before);
}

async function nextDeal(page: Page) {
  const before = await version(page);
  await page.locator('.next-deal').click();
  await moved(page, before);
}

describe('a whole game through the UI', () => {
  it('Bohemian Schneider: a complete six-deal session, the summary after each deal, the winner and the record', async () => {
    const { page, errors, context } = await open();
    await newTable(page, 'bohemian-schneider');
    expect(await page.locator('.play-bar h1').innerText()).toContain('Deal 1 of 6');
    expect(await page.locator('.talon').innerText()).toMatch(/20 cards left/);
    let cards = 0;
    let deals = 0;
    for (;;) {
      const turn = await nextTurn(page);
      if (turn === 'end') break;
      if (turn === 'card') {
        await playCard(page);
        cards++;
      } else if (turn === 'next') {
        // The summary says what the winner's honours made this deal (or the tie), and each seat's honours.
        const summary = await page.locator('.deal-summary').innerText();
        expect(summary).toMatch(/\d+ honours · \d+ tricks?/);
        expect(summary).toMatch(/: (all )?\d+ honours, .*\d game points?|A tie/);
        deals++;
        await nextDeal(page);
      } else throw new Error('Bohemian Schneider has no auction');
    }
    expect(deals).toBe(5);
    expect(cards).toBeGreaterThanOrEqual(6 * 16 - 16); // each trick has one card of the human's
    expect(await page.locator('.sheet-table tbody tr').count()).toBe(6);
    expect(await page.locator('.end-headline').innerText()).toMatch(/You win!|North wins\.|A draw\./);
    const record = page.locator('a.record-link');
    const href = (await record.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/tables\/[A-Za-z0-9_-]{22}\/record$/);
    expect(await record.getAttribute('download')).toMatch(/^cardavia-bohemian-schneider-.*\.json$/);
    const json = (await (await context.request.get(suite.site.url + href)).json()) as Record<string, unknown>;
    expect(json.format).toBe('cardavia/1');
    expect((json.deals as unknown[]).length).toBe(6);
    expect(await page.locator('.proof .seed').innerText()).toBe(json.seed);
    expect(await page.locator('.session-end').innerText()).toContain('npx cardavia verify');
    // The finished game is in My games with its record.
    await page.goto(suite.site.url + '/en/history');
    await page.waitForSelector('.history-item');
    expect(await page.locator('.history-item[data-status=finished] a[download]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it('Schafkopf: the auction by clicking, a whole deal, the score explained and written on the sheet', async () => {
    const { page, errors, context } = await open();
    await newTable(page, 'schafkopf');
    let bids = 0;
    let cards = 0;
    for (;;) {
      const turn = await nextTurn(page);
      if (turn === 'bid') {
        // Only legal bids are offered; the others say why not.
        expect(await page.locator('.bid-button.pass').count()).toBe(1);
        await bid(page);
        bids++;
      } else if (turn === 'card') {
        await playCard(page);
        cards++;
      } else break;
    }
    expect(bids).toBe(1);
    const summary = await page.locator('.deal-summary').innerText();
    expect(summary).toMatch(/played by/);
    expect(summary).toMatch(/Value: .* = \d+\./);
    expect(summary).toMatch(/Each (winner|opponent)|The declarer pays/);
    expect(await page.locator('.sheet-table tbody tr').count()).toBe(1);
    expect(await page.locator('.chart svg path').count()).toBe(4);
    // The others' cards and the tricks are read by the list of moves since the player's last (issue 30, point 6).
    if (cards > 0) expect(await page.locator('[data-testid=recent-moves] ol').innerText()).toMatch(/take|plays/);
    // The last trick can be reviewed.
    await page.keyboard.press('l');
    await page.waitForSelector('dialog.table-dialog[open] .last-trick-cards li');
    expect(await page.locator('dialog[open] .last-trick-cards li').count()).toBe(4);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.table-dialog[open]', { state: 'detached', timeout: 1000 }).catch(() => {});
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('nothing lost', () => {
  it('a reload in the middle of a deal brings back the same hand, the same trick and the same version', async () => {
    const { page, errors, context } = await open();
    await newTable(page, 'bohemian-schneider');
    for (let i = 0; i < 3; i++) {
      expect(await nextTurn(page)).toBe('card');
      await playCard(page);
    }
    expect(await nextTurn(page)).toBe('card');
    const snapshot = async () => ({
      version: await version(page),
      hand: await page.locator('.hand-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
      trick: await page.locator('.trick-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
      piles: await page.locator('.pile-text').allInnerTexts(),
      talon: await page.locator('.talon-count').innerText(),
    });
    const before = await snapshot();
    const url = page.url();
    await page.reload();
    await page.waitForSelector('.play .hand-card.playable');
    expect(page.url()).toBe(url);
    expect(await snapshot()).toEqual(before);
    // …and the game goes on from there.
    await playCard(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('nothing lost when the server dies', () => {
  it('killed with SIGKILL in the middle of a deal and started again: the page reconnects by itself, same table', async () => {
    const { page, errors, context } = await open();
    await newTable(page, 'schafkopf');
    // Into the play of the first deal that has a contract (an all-pass deal is redealt).
    for (let guard = 0; guard < 40; guard++) {
      const turn = await nextTurn(page);
      if (turn === 'bid') await bid(page);
      else if (turn === 'next') await nextDeal(page);
      else if (turn === 'card' && (await page.locator('.trick-card').count()) > 0) break;
      else if (turn === 'card') await playCard(page);
      else throw new Error('the session ended before a trick was under way');
    }
    const snapshot = async () => ({
      version: await version(page),
      hand: await page.locator('.hand-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
      trick: await page.locator('.trick-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
      piles: await page.locator('.pile-text').allInnerTexts(),
    });
    const before = await snapshot();
    const url = page.url();
    await page.evaluate(() => {
      const w = window as unknown as { lostConnection: boolean };
      w.lostConnection = false;
      const play = document.querySelector('.play')!;
      new MutationObserver(() => {
        if (play.getAttribute('data-connected') === 'false') w.lostConnection = true;
      }).observe(play, { attributes: true, attributeFilter: ['data-connected'] });
    });
    await suite.site.crashAndRestart();
    // The page noticed the lost connection, then found the server again without a reload.
    await page.waitForFunction(
      () =>
        (window as unknown as { lostConnection: boolean }).lostConnection &&
        document.querySelector('.play')?.getAttribute('data-connected') === 'true',
      undefined,
      { timeout: 30_000 },
    );
    expect(page.url()).toBe(url);
    expect(await snapshot()).toEqual(before);
    await playCard(page);
    // While the server was down the browser logs its failed connection attempts; nothing else may fail.
    expect(errors.filter((e) => !/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('language', () => {
  /**
   * The language menu: in the header's bar, or in its Menu where the bar cannot hold the navigation (a table's
   * one-line header in German at 1280 px).
   */
  async function chooseLanguage(page: Page, lang: string): Promise<void> {
    if ((await page.locator('.site-header .bar .lang select').count()) === 0) {
      await page.click('.fold-button');
      await page.waitForSelector('#header-panel .lang select');
    }
    await page.selectOption('.lang select', lang);
  }

  it('switching the language at the table changes its texts and the table plays on', async () => {
    const { page, errors, context } = await open();
    await newTable(page, 'bohemian-schneider');
    expect(await nextTurn(page)).toBe('card');
    await playCard(page);
    expect(await nextTurn(page)).toBe('card');
    const id = page.url().split('/').pop();
    expect(await page.locator('.turn-line').innerText()).toMatch(/Your turn/);
    await chooseLanguage(page, 'de');
    await page.waitForURL(new RegExp(`/de/tables/${id}$`));
    await page.waitForFunction(() => /Du bist dran/.test(document.querySelector('.turn-line')?.textContent ?? ''));
    expect(await page.locator('.play-bar h1').innerText()).toMatch(/Böhmischer Schneider\s+Spiel 1 von 6/);
    expect((await page.locator('.hand-card').first().textContent())?.trim()).toMatch(
      /, (spielbar|jetzt nicht spielbar)$/,
    );
    await playCard(page);
    await chooseLanguage(page, 'fr');
    await page.waitForURL(new RegExp(`/fr/tables/${id}$`));
    expect(await nextTurn(page)).toBe('card');
    await page.waitForFunction(() => /À vous/.test(document.querySelector('.turn-line')?.textContent ?? ''));
    expect(await page.locator('.trick-caption').innerText()).toMatch(/pli/);
    // French typography: a narrow no-break space before the colon.
    expect(await page.locator('.turn-line').innerText()).toMatch(/\u202f:|À vous d’entamer/);
    await playCard(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('accessibility', () => {
  it('axe finds nothing serious on the table, in the auction and in play; moves are announced', async () => {
    const { page, errors, context } = await open();
    await newTable(page, 'schafkopf');
    let auctionChecked = false;
    let playChecked = false;
    for (let guard = 0; guard < 80 && !(auctionChecked && playChecked); guard++) {
      const turn = await nextTurn(page);
      if (turn === 'bid') {
        if (!auctionChecked) {
          await page
            .locator('.why-not summary')
            .click()
            .catch(() => {});
          expect(await axeViolations(page)).toEqual([]);
          auctionChecked = true;
        }
        await bid(page);
      } else if (turn === 'card') {
        if (!playChecked) {
          expect(await axeViolations(page)).toEqual([]);
          playChecked = true;
        }
        await playCard(page);
      } else if (turn === 'next') await nextDeal(page);
      else break;
    }
    expect(auctionChecked && playChecked).toBe(true);
    // The player's own moves by the table's announcer, the others' by the list of moves since his last.
    const spoken = (await page.locator('[aria-live=polite]').allInnerTexts()).join('\n');
    expect(spoken).toMatch(/plays|passes|Pass|Rufer|Solo|Wenz|take/);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('an unplayable card, when tried, says why (visibly and to screen readers)', async () => {
    const { page, errors, context } = await open();
    await newTable(page, 'schafkopf');
    let tried = false;
    for (let guard = 0; guard < 200 && !tried; guard++) {
      const turn = await nextTurn(page);
      if (turn === 'bid') await bid(page);
      else if (turn === 'next') await nextDeal(page);
      else if (turn === 'end') break;
      else if (await page.locator('.hand-card.unplayable').count()) {
        const v = await version(page);
        const card = page.locator('.hand-card.unplayable').first();
        expect((await card.textContent())?.trim()).toMatch(/not playable now$/);
        await card.click();
        const notice = page.locator('[data-testid=notice]');
        await notice.waitFor();
        const text = await notice.innerText();
        expect(text).toMatch(/must|may not|may only|lead the Ace|called Ace/);
        expect(await page.locator('[data-testid=announcer]').innerText()).toContain(text);
        expect(await version(page)).toBe(v); // nothing was sent
        tried = true;
      } else await playCard(page);
    }
    expect(tried).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('the keyboard: H and the arrows move in the hand, Enter plays, ? opens the keys and Esc closes them', async () => {
    const { page, errors, context } = await open();
    await newTable(page, 'bohemian-schneider');
    expect(await nextTurn(page)).toBe('card');
    await page.locator('body').focus();
    await page.keyboard.press('?');
    const dialog = page.locator('dialog.table-dialog[open]');
    await dialog.waitFor();
    expect(await dialog.locator('h2').innerText()).toBe('Keyboard');
    expect(await dialog.locator('kbd').count()).toBeGreaterThan(5);
    // The modal dialog keeps the focus inside.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.keyboard.press('h');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-card') ?? null);
    const first = await focused();
    expect(first).not.toBeNull();
    await page.keyboard.press('ArrowRight');
    const second = await focused();
    expect(second).not.toBe(first);
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe(first);
    const before = await version(page);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (v) => Number(document.querySelector('.play')?.getAttribute('data-version')) > v,
      before,
    );
    expect(await page.locator(`.hand-card[data-card="${first}"]`).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('a phone-sized screen (360 × 740)', () => {
  for (const game of ['schafkopf', 'bohemian-schneider', 'schnapsen'] as const) {
    it(`${game}: the table fits the width, every card of the hand can be reached and played`, async () => {
      const { page, errors, context } = await open({ width: 360, height: 740 });
      await newTable(page, game);
      let checked = false;
      for (let guard = 0; guard < 40 && !checked; guard++) {
        const turn = await nextTurn(page);
        if (turn === 'bid') await bid(page);
        else if (turn === 'next') await nextDeal(page);
        else if (turn === 'end') break;
        else {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          // Each card shows a part of its own that a tap reaches (the fan overlaps, never hides).
          await page.locator('.hand').scrollIntoViewIfNeeded();
          const reachable = await page.locator('.hand-card').evaluateAll((els) =>
            els.map((e) => {
              const r = e.getBoundingClientRect();
              const hit = document.elementFromPoint(r.left + 6, r.top + r.height / 2);
              return r.left >= 0 && r.right <= window.innerWidth && hit !== null && e.contains(hit);
            }),
          );
          expect(reachable.length).toBeGreaterThan(0);
          expect(reachable.every(Boolean)).toBe(true);
          await playCard(page, 'last');
          checked = true;
        }
      }
      expect(checked).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
