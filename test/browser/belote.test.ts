/**
 * Belote in a real browser against the real server and its easy players (no AI delay, card movement off): four
 * seats, the partner across; play goes to the right, so at the human's turn the card just played lies on his
 * left and a trick's lead came from his right. In the base ruleset the turned card lies in the middle through
 * the two rounds of taking: the human passes the first round by its key (0), in the second the turned card's
 * suit is refused with its reason and another suit named by its key, and later he takes by 1; the belote is
 * said by its button before the King or Queen of trumps. In the contrée he bids a level chosen in the panel
 * by a suit's key, contres the other side's bid by C, and the facts show the multiplier. Each deal's summary
 * explains made, dedans or litige with the card points and the dix de der, and the score sheet keeps the sides'
 * lines. The deals are the server's (random): the test plays deals until each of these has come, each played to
 * its end.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowserSuite } from './harness.js';
import { moved, newTable, openTablePage, shots, version } from './tables.js';

const suite = useBrowserSuite();

/** What the human may do now: a card, a bid, the belote or a declaration, the next deal, or the session's end. */
const TURN =
  '.hand-card.playable, .be-auction .bid-button, .step-moves .move-button:not([aria-disabled="true"]), .next-deal:not([disabled]), .session-end';

/** The facts bar's description of a term. */
async function fact(page: Page, term: string): Promise<string | null> {
  const dt = page.locator('.facts-bar dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) });
  if ((await dt.count()) === 0) return null;
  return dt.locator('xpath=following-sibling::dd[1]').innerText();
}

async function click(page: Page, selector: string) {
  const before = await version(page);
  await page.locator(selector).first().click();
  await moved(page, before);
}

/** Presses a key with the page's body focused, and waits for the table to move on. */
async function press(page: Page, key: string) {
  const before = await version(page);
  await page.locator('body').focus();
  await page.keyboard.press(key);
  await moved(page, before);
}

/** The key shown on the button of a bid (`bid:take`), or null. */
const keyOf = async (page: Page, move: string) => {
  const kbd = page.locator(`.be-auction [data-move="${move}"] kbd`);
  return (await kbd.count()) ? kbd.innerText() : null;
};

/** The places of the current trick's cards, in the order played. */
const trickPlaces = (page: Page) =>
  page
    .locator('.trick:not(.done) .trick-card')
    .evaluateAll((cards) => cards.map((c) => /at-(\w+)/.exec(c.className)?.[1] ?? '?'));

const step = async (page: Page) => {
  const panel = page.locator('.be-auction');
  return (await panel.count()) ? panel.getAttribute('data-step') : null;
};

/** A deal's summary: how it ended, explained with the points. */
async function checkSummary(page: Page): Promise<string> {
  const summary = await page.locator('.deal-summary').innerText();
  if (/Nobody took/.test(summary)) {
    expect(summary).toMatch(/the next dealer deals again/);
    return 'passed';
  }
  expect(summary).toMatch(/: (made by|dedans \(down\) for|litige \(a tie\) for) (your side|the others)\./);
  expect(summary).toMatch(/Card points with the last trick: (your side|the others) \d+, (your side|the others) \d+\./);
  expect(summary).toMatch(/This deal: (your side|the others) \d+, (your side|the others) \d+\./);
  return 'played';
}

/** Plays a card, checking first that the trick so far came round from the human's right. */
async function playCard(page: Page, seen: { right: boolean }) {
  const places = await trickPlaces(page);
  const expected = ['right', 'across', 'left'].slice(3 - places.length);
  expect(places).toEqual(expected);
  if (places.length > 0) seen.right = true;
  await click(page, '.hand-card.playable');
}

describe('Belote through the UI', () => {
  it('whole deals of the base ruleset: both rounds of taking around the turned card, a refusal explained, the belote, play to the right', async () => {
    const { page, errors, context } = await openTablePage(suite, { height: 800 });
    // The longest match (2000), so that the session cannot end before the human has taken in a first round.
    await newTable(suite, page, 'belote', 'en', async (p) => {
      await p.click('details.more-options > summary');
      await p.check('input[name=target][value="2000"]');
    });
    // Four seats: the partner across, the others left and right.
    expect(await page.locator('.felt-grid .area-across .seat').count()).toBe(1);
    expect(await fact(page, 'Play goes')).toBe('to the right');
    const seen = {
      passedByKey: false,
      refused: false,
      suitByKey: false,
      takeByKey: false,
      belote: false,
      right: false,
      played: 0,
      axe: false,
    };
    const shot = new Set<string>();
    const once = async (name: string) => {
      if (shot.has(name)) return;
      shot.add(name);
      await shots(page, `belote-${name}`);
    };
    let review: string | null = null;
    for (let guard = 0; guard < 800 && !(seen.played >= 2 && seen.takeByKey && seen.right && seen.refused); guard++) {
      await page.waitForSelector(TURN, { timeout: 60_000 });
      if (await page.locator('.session-end').count()) break;
      if (await page.locator('.next-deal:not([disabled])').count()) {
        if ((await checkSummary(page)) === 'played') {
          seen.played++;
          review ??= await page.locator('.deal-summary a.review-link').getAttribute('href');
        }
        await once('summary');
        await click(page, '.next-deal');
        continue;
      }
      const s = await step(page);
      if (s === 'first-round') {
        // BE-5, BE-6: the turned card in the middle; prendre (1) or passer (0).
        await once('first-round');
        const turned = await page.locator('[data-testid=turned-card]').getAttribute('data-card');
        expect(turned).toMatch(/^[CSHD][789TJQKA]$/);
        expect(await fact(page, 'La retourne (turned card)')).toMatch(/ of (clubs|spades|hearts|diamonds)$/);
        expect(await keyOf(page, 'bid:take')).toBe('1');
        expect(await keyOf(page, 'bid:pass')).toBe('0');
        // Passer until the second round has come once (the others all passed too), then prendre.
        if (!seen.refused) {
          await press(page, '0');
          seen.passedByKey = true;
        } else {
          await press(page, '1');
          seen.takeByKey = true;
          expect(await fact(page, 'Contract')).toMatch(/taken by you$/);
        }
        continue;
      }
      if (s === 'second-round') {
        // BE-7: the turned card's suit is refused, with its reason; another suit named by its digit.
        await once('second-round');
        const refused = page.locator('.be-auction .be-bid[aria-disabled="true"]');
        expect(await refused.count()).toBe(1);
        if (!seen.refused) {
          const v = await version(page);
          await refused.click({ force: true });
          const notice = page.locator('[data-testid=notice]');
          await notice.waitFor();
          expect(await notice.innerText()).toBe(
            'In the second round you name a suit other than the turned card’s as trumps, or pass.',
          );
          expect(await version(page)).toBe(v);
          await page.locator('.be-why-not summary').click();
          expect(await page.locator('.be-why-not li').first().innerText()).toMatch(/other than the turned card/);
          if (!seen.axe) {
            expect(await axeViolations(page)).toEqual([]);
            seen.axe = true;
          }
          seen.refused = true;
        }
        const key = await page.locator('.be-auction .bid-button:not(.pass) kbd').first().innerText();
        expect(key).toMatch(/^[1-4]$/);
        await press(page, key);
        seen.suitByKey = true;
        continue;
      }
      // Play: the belote said by its button (BE-12), then only the trump King or Queen may be played.
      const beloteButton = page.locator('.step-moves [data-move="belote"]:not([aria-disabled="true"])');
      if ((await beloteButton.count()) && !seen.belote) {
        await once('belote');
        await click(page, '.step-moves [data-move="belote"]:not([aria-disabled="true"])');
        const playable = await page
          .locator('.hand-card.playable')
          .evaluateAll((b) => b.map((x) => x.getAttribute('data-card')!));
        expect(playable.length).toBeGreaterThan(0);
        expect(playable.every((c) => /[KQ]$/.test(c))).toBe(true);
        expect(await fact(page, 'Belote')).toBe('said by you');
        await click(page, '.hand-card.playable');
        seen.belote = true;
        continue;
      }
      if (await page.locator('.hand-card.playable').count()) {
        await once('play');
        await playCard(page, seen);
      } else await click(page, '.step-moves .move-button:not([aria-disabled="true"])');
    }
    expect(seen).toMatchObject({ passedByKey: true, refused: true, suitByKey: true, takeByKey: true, right: true });
    expect(seen.played).toBeGreaterThanOrEqual(2);
    // The score sheet by sides: a line per deal with its contract, taker and result.
    await page.locator('body').focus();
    const sheet = page.getByRole('button', { name: 'Score sheet' });
    if (await sheet.count()) {
      await sheet.first().click();
      await page.waitForSelector('dialog[open] .sheet');
      const text = await page.locator('dialog[open] .sheet').innerText();
      expect(text).toMatch(/(Clubs|Spades|Hearts|Diamonds) · (You|West|North|East) · (made|dedans|litige|capot)/);
      await once('sheet');
      await page.keyboard.press('Escape');
    }
    // The review of a played deal: its first trick's cards come round to the right, the seats named in order.
    expect(review).not.toBeNull();
    await page.goto(`${suite.site.url}${review}`);
    await page.waitForSelector('.review[data-steps]');
    await page.locator('.review-next').click();
    await page.waitForFunction(() => document.querySelector('.review')?.getAttribute('data-step') === '1');
    const names = await page.locator('.review-trick-cards li > span:last-child').allInnerTexts();
    expect(names).toHaveLength(4);
    const round = ['You', 'East', 'North', 'West'];
    const first = round.indexOf(names[0]!);
    expect(names).toEqual([0, 1, 2, 3].map((i) => round[(first + i) % 4]));
    await once('review');
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);

  it('whole deals of the contrée: a level chosen then a suit by its key, a contre by C, the multiplier in the facts', async () => {
    const { page, errors, context } = await openTablePage(suite, { height: 800 });
    await newTable(suite, page, 'belote', 'en', async (p) => {
      await p.click('details.more-options > summary');
      await p.check('input[name=ruleset][value=contree]');
      // BE-C7: the contrée's own target.
      expect(await p.locator('input[name=target][value="2000"]').isChecked()).toBe(true);
    });
    expect(await fact(page, 'Match')).toBe('to 2000');
    const seen = { bid: false, contre: false, played: 0, right: false };
    const shot = new Set<string>();
    const once = async (name: string) => {
      if (shot.has(name)) return;
      shot.add(name);
      await shots(page, `belote-contree-${name}`);
    };
    for (let guard = 0; guard < 500 && !(seen.played >= 1 && seen.bid && seen.contre); guard++) {
      await page.waitForSelector(TURN, { timeout: 60_000 });
      if (await page.locator('.session-end').count()) break;
      if (await page.locator('.next-deal:not([disabled])').count()) {
        if ((await checkSummary(page)) === 'played') seen.played++;
        await once('summary');
        await click(page, '.next-deal');
        continue;
      }
      const s = await step(page);
      if (s === 'auction') {
        await once('auction');
        const contre = page.locator('.be-auction .bid-button[data-move="bid:contre"]');
        if (!seen.contre && (await contre.count())) {
          // BE-C2: a bid of the other side stands: contrer by C, and the contract shows ×2.
          expect(await keyOf(page, 'bid:contre')).toBe('C');
          await press(page, 'c');
          seen.contre = true;
          if ((await step(page)) === 'contre') {
            expect(await page.locator('[data-testid=standing-bid]').innerText()).toMatch(/contré ×2$/);
          }
          continue;
        }
        if (!seen.bid) {
          // A level above the lowest, chosen in the panel; the suit's key bids it.
          const levels = page.locator('.be-auction .be-level');
          const n = await levels.count();
          const pick = levels.nth(Math.min(1, n - 1));
          const value = await pick.innerText();
          await pick.click();
          expect(await pick.getAttribute('aria-pressed')).toBe('true');
          const hearts = page.locator('.be-auction .be-suits .bid-button').nth(2);
          expect(await hearts.locator('kbd').innerText()).toBe('3');
          expect(await hearts.locator('.visually-hidden').innerText()).toBe(
            value === 'Capot' ? 'Capot in hearts (all eight tricks)' : `${value} in hearts`,
          );
          await press(page, '3');
          seen.bid = true;
          continue;
        }
        await press(page, '0');
        continue;
      }
      if (s === 'contre') {
        // The contré side answers: surcontrer (S) or passer (0).
        expect(await keyOf(page, 'bid:surcontre')).toBe('S');
        await press(page, '0');
        continue;
      }
      if (await page.locator('.hand-card.playable').count()) {
        const contract = await fact(page, 'Contract');
        expect(contract).toMatch(/^(\d+|Capot) in (clubs|spades|hearts|diamonds)/);
        await once('play');
        await playCard(page, seen);
      } else await click(page, '.step-moves .move-button:not([aria-disabled="true"])');
    }
    expect(seen).toMatchObject({ bid: true, contre: true });
    expect(seen.played).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
