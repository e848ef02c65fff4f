/**
 * The daily challenge in two browsers (issue 36, point 6): two people, each in a browser context of his own (his
 * own cookie identity), play the same day's first deal of one game; each then sees the other on the day's
 * leaderboard, and the second, before he has finished that deal, is refused the first's field of it (the API's
 * 403 NOT_FINISHED and the page's sentence). One game and its first deal only: Schnapsen's deal is two seats
 * and five cards each, the shortest of the games. The pages fit every size of layout.test.ts.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations, useBrowserSuite } from './harness.js';
import { CHROME_BOUND, SIZES, resize } from './sizes.js';
import { move, nextTurn, openTablePage, shots } from './tables.js';

const suite = useBrowserSuite();
const GAME = 'schnapsen';

interface Person {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

const people: Person[] = [];
afterAll(async () => {
  for (const p of people) await p.context.close();
});

/** A person in a browser of his own; the deal's field refused to him is the one console error he may see. */
async function person(): Promise<Person> {
  const p = await openTablePage(suite);
  people.push(p);
  return p;
}
const errorsOf = (p: Person) => p.errors.filter((e) => !/status of 403/.test(e));

/** Names himself on the game's challenge page and starts the day: the table of his attempt opens. */
async function start(p: Person, name: string): Promise<void> {
  await p.page.goto(`${suite.site.url}/en/challenge/${GAME}`);
  await p.page.waitForSelector('.challenge-start');
  await p.page.fill('#display-name', name);
  await p.page.click('.save-name');
  await p.page.getByText(`You appear on the leaderboard as ${name}.`).waitFor();
  await p.page.click('.challenge-start');
  await p.page.waitForURL(/\/tables\/[A-Za-z0-9_-]{22}$/);
  await p.page.waitForSelector('.play .hand-card, .play .next-deal');
}

/** Plays the table's current deal to its end (its summary's Next deal). */
async function playDeal(page: Page): Promise<void> {
  for (let turn = await nextTurn(page); turn !== 'next' && turn !== 'end'; turn = await nextTurn(page))
    await move(page);
}

/** The leaderboard's lines as "name|you" strings, from the game's page of today. */
async function board(page: Page): Promise<string[]> {
  await page.goto(`${suite.site.url}/en/challenge/${GAME}`);
  await page.waitForSelector('.leaderboard tbody tr');
  return page
    .locator('.leaderboard tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => `${r.querySelector('th')!.firstChild!.textContent}|${r.classList.contains('you')}`),
    );
}

/** What does not fit at each size: a page wider than the screen, or an element drawn past its sides. */
async function misfits(page: Page, what: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [width, height] of SIZES) {
    await resize(page, width, height);
    const found = await page.evaluate(() => {
      const out: string[] = [];
      if (document.scrollingElement!.scrollWidth > innerWidth)
        out.push(`page ${document.scrollingElement!.scrollWidth} px wide`);
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (el.closest('.visually-hidden, details:not([open]) > :not(summary)')) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < -0.5 || r.right > innerWidth + 0.5)
          out.push(
            `${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0]} ${Math.round(r.left)} to ${Math.round(r.right)}`,
          );
      }
      return out;
    });
    problems.push(...found.map((f) => `${what} ${width}×${height}: ${f}`));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return problems;
}

describe('the daily challenge, two people on the same day', () => {
  let anna: Person;
  let bruno: Person;

  it('the first plays the first deal at the challenge’s table: its deal number and what is at stake in the bar', async () => {
    anna = await person();
    await anna.page.goto(`${suite.site.url}/en/`);
    // The atlas's Today entry offers the game's challenge, not begun.
    const entry = anna.page.locator(`.today-game[data-game=${GAME}]`);
    await entry.waitFor();
    expect(await entry.getAttribute('data-progress')).toBe('new');
    await shots(anna.page, 'challenge-atlas');
    await start(anna, 'Anna');
    const deals = await anna.page.evaluate(
      async (game) =>
        (
          (await (await fetch('/api/challenge/today')).json()) as { games: { game: string; deals: number }[] }
        ).games.find((g) => g.game === game)!.deals,
      GAME,
    );
    expect(await anna.page.locator('.play-bar .deal-no').innerText()).toBe(`Deal 1 of ${deals}`);
    // The deals are scored one by one: the bar says nothing of a match's length.
    expect(await anna.page.locator('.play-bar .facts-bar').textContent()).not.toContain('Match length');
    expect(await anna.page.locator('.play-bar .challenge-fact a').getAttribute('href')).toMatch(
      new RegExp(`^/en/challenge/${GAME}/\\d{4}-\\d{2}-\\d{2}$`),
    );
    // The bar keeps layout.test.ts's bound on a phone, the challenge's fact with the rest.
    for (const [width, height] of [
      [360, 740],
      [740, 360],
    ] as const) {
      await resize(anna.page, width, height);
      const [bottom, parts] = await anna.page.locator('.play-bar').evaluate((bar) => [
        bar.getBoundingClientRect().bottom,
        Array.from(bar.querySelectorAll('h1, .facts-bar > div, .tools > *'), (e) => {
          const r = e.getBoundingClientRect();
          return `${Math.round(r.top)}–${Math.round(r.bottom)} ${e.textContent?.trim().slice(0, 24)}`;
        }).join(' | '),
      ]);
      // On failure, where each part of the bar lay and what it said.
      expect(bottom, `${width}×${height}: ${parts}`).toBeLessThanOrEqual(CHROME_BOUND[`${width}x${height}`]!);
    }
    await anna.page.setViewportSize({ width: 1280, height: 900 });
    await shots(anna.page, 'challenge-table');
    await playDeal(anna.page);
    expect(errorsOf(anna)).toEqual([]);
  });

  it('the second, before finishing that deal, is refused the first’s field of it, by the API and on the page', async () => {
    bruno = await person();
    await start(bruno, 'Bruno');
    const status = await bruno.page.evaluate(
      async (game) => (await fetch(`/api/challenge/today/${game}/deals/0`)).status,
      GAME,
    );
    expect(status).toBe(403);
    await bruno.page.goto(`${suite.site.url}/en/challenge/${GAME}/today/deals/0`);
    await bruno.page.waitForSelector('.field-locked');
    expect(await bruno.page.locator('.field-locked').innerText()).toBe(
      'You will see how the field played this deal once you have finished it yourself.',
    );
    expect(await bruno.page.locator('.field-results').count()).toBe(0);
    await shots(bruno.page, 'challenge-locked');
    // Back to his table from the deal's page, and the deal played to its end.
    await bruno.page.click('text=Play it');
    await bruno.page.waitForSelector('.play .hand-card, .play .next-deal');
    await playDeal(bruno.page);
    expect(errorsOf(bruno)).toEqual([]);
  });

  it('each sees the other on the leaderboard, his own line marked; the field of the deal then shows both', async () => {
    const seenByAnna = await board(anna.page);
    const seenByBruno = await board(bruno.page);
    expect(seenByAnna.sort()).toEqual(['Anna|true', 'Bruno|false']);
    expect(seenByBruno.sort()).toEqual(['Anna|false', 'Bruno|true']);
    await shots(bruno.page, 'challenge-game');
    expect(await axeViolations(bruno.page)).toEqual([]);
    expect(await misfits(bruno.page, 'challenge page')).toEqual([]);

    await bruno.page.click('.challenge-deals a');
    await bruno.page.waitForSelector('.field-results');
    expect(await bruno.page.getByText('2 players have finished this deal.').count()).toBe(1);
    expect(await bruno.page.locator('.field-decision').count()).toBeGreaterThan(0);
    // Beside each choice of the field, the analysis's verdict, once the deal's review has its analysis.
    await bruno.page.waitForSelector('.field-decision .verdict');
    const chosen = bruno.page.locator('.field-choices li.you');
    expect(await chosen.count()).toBe(await bruno.page.locator('.field-decision').count());
    expect(await bruno.page.locator('.field-choices li.you .verdict').count()).toBe(await chosen.count());
    await shots(bruno.page, 'challenge-deal');
    expect(await axeViolations(bruno.page)).toEqual([]);
    expect(await misfits(bruno.page, 'deal page')).toEqual([]);
    expect(errorsOf(anna)).toEqual([]);
    expect(errorsOf(bruno)).toEqual([]);
  });
});
