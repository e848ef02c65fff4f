/**
 * The statistics page's results chart and the landmarks of the statistics and spectator pages (issue 30,
 * point 9). A lost Bummerl was plotted as "+2" at the top of the chart, since a Schnapsen total counts the
 * game points won towards the target, whoever won: results are plotted with their sign (a game whose totals
 * are such a race by its outcome, +1 won, −1 lost; a settlement as it stands), and the axis says which, in
 * fr, en and de. The page's data is the server's answer replaced by a fixed one, so the test needs no game
 * played to a loss. Every landmark has a name of its own (axe landmark-unique), on a phone and on a laptop.
 * CARDAVIA_SHOTS=<dir> saves the page at 1280 × 800 and 360 × 740.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PlayerStats } from '../../engine/protocol.js';
import { axeRule, axeViolations, useBrowserSuite } from './harness.js';
import { move, openTablePage, quiet, shots } from './tables.js';
import { resize } from './sizes.js';

const suite = useBrowserSuite();

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 2, 18);

/** Two Bummerl of Schnapsen (won 7 : 3, then lost with 2) and two Schafkopf sessions (−30, then +10). */
const STATS: PlayerStats = {
  games: [
    { game: 'schnapsen', level: 'easy', tables: 2, finished: 2, deals: 9, won: 1, lost: 1 },
    { game: 'schafkopf', level: 'normal', tables: 2, finished: 2, deals: 16, won: 1, lost: 1 },
  ],
  results: [
    { table: 'a', game: 'schnapsen', at: T0, score: 7, outcome: 'won' },
    { table: 'b', game: 'schafkopf', at: T0 + DAY, score: -30, outcome: 'lost' },
    { table: 'c', game: 'schnapsen', at: T0 + 2 * DAY, score: 2, outcome: 'lost' },
    { table: 'd', game: 'schafkopf', at: T0 + 3 * DAY, score: 10, outcome: 'won' },
  ],
  counters: [],
  skill: [
    { at: T0, game: 'schnapsen', meanLoss: 0.4, decisions: 12 },
    { at: T0 + DAY, game: 'schafkopf', meanLoss: 1.2, decisions: 30 },
  ],
};

/** The results chart of a game: each point's height and the zero line's (SVG units), and the tick labels. */
function chartOf(page: Page, game: string) {
  return page
    .locator(`.stats-game[data-game=${game}] .stats-chart`)
    .first()
    .evaluate((figure) => {
      const centre = (e: Element) => {
        const box = (e as SVGGraphicsElement).getBBox();
        return box.y + box.height / 2;
      };
      return {
        points: Array.from(figure.querySelectorAll('.point')).map(centre),
        zero: Number(figure.querySelector('.tick.zero')?.getAttribute('y1')),
        ticks: Array.from(figure.querySelectorAll('.tick-label')).map((e) => ({
          text: e.textContent,
          y: Number(e.getAttribute('y')) - 4,
        })),
        axis: figure.querySelector('.axis-label')?.textContent ?? null,
        said: Array.from(figure.querySelectorAll('figcaption li')).map((e) => e.textContent),
      };
    });
}

describe('the statistics page', () => {
  it('plots a lost Bummerl below zero with its minus sign, names the axis, and names every landmark', async () => {
    const { page, errors, context } = await openTablePage(suite, { width: 1280, height: 800 });
    await page.route('**/api/me/stats', (route) => route.fulfill({ json: STATS }));
    await page.goto(`${suite.site.url}/en/stats`);
    await page.waitForSelector('.stats-game[data-game=schafkopf] .stats-chart');

    const bummerl = await chartOf(page, 'schnapsen');
    expect(bummerl.axis).toBe('Won (+1) or lost (−1)');
    const [won, lost] = bummerl.points as [number, number];
    // SVG heights grow downwards: the win above the zero line, the loss below it, at the tick "−1".
    expect(won).toBeLessThan(bummerl.zero);
    expect(lost).toBeGreaterThan(bummerl.zero);
    expect(bummerl.ticks.find((t) => Math.abs(t.y - lost) < 0.5)?.text).toBe('−1');
    expect(bummerl.ticks.map((t) => t.text)).toEqual(['−1', '0', '+1']);
    expect(bummerl.said[1]).toMatch(/: lost, your total 2$/);

    const session = await chartOf(page, 'schafkopf');
    expect(session.axis).toBe('Your total at the end');
    const [behind, ahead] = session.points as [number, number];
    expect(behind).toBeGreaterThan(session.zero);
    expect(ahead).toBeLessThan(session.zero);
    expect(session.ticks[0]?.text).toMatch(/^−\d+$/);
    expect(session.said[0]).toMatch(/: −30, lost$/);

    for (const [width, height] of [
      [1280, 800],
      [360, 740],
    ] as const) {
      await resize(page, width, height);
      expect(await axeRule(page, 'landmark-unique')).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    }
    await shots(page, 'stats-signed');

    // The axis in the other languages: their own words, never the English ones or a key.
    for (const [lang, words] of [
      ['fr', /^Gagnée \(\+1\) ou perdue \(−1\)$/],
      ['de', /^Gewonnen \(\+1\) oder verloren \(−1\)$/],
    ] as const) {
      await page.goto(`${suite.site.url}/${lang}/stats`);
      await page.waitForSelector('.stats-game[data-game=schafkopf] .stats-chart');
      expect((await chartOf(page, 'schnapsen')).axis).toMatch(words);
      expect((await chartOf(page, 'schafkopf')).axis).not.toMatch(/^(Your total|table:)/);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the spectator page', () => {
  it('names every landmark of its own (axe landmark-unique), the score sheet too, on a phone and a laptop', async () => {
    const host = await openTablePage(suite);
    const watcher = await openTablePage(suite, { width: 1280, height: 800 });
    const url = suite.site.url;
    const made = await host.context.request.post(`${url}/api/tables`, {
      data: { game: 'schnapsen', seats: ['human', 'easy'], level: 'easy', spectators: true, aiDelayMs: 0 },
    });
    expect(made.ok()).toBe(true);
    const id = (await made.json()).table.id as string;
    const { path } = (await (await host.context.request.post(`${url}/api/tables/${id}/watch`)).json()) as {
      path: string;
    };
    await host.page.goto(`${url}/en/tables/${id}`);
    await watcher.page.goto(`${url}/en${path}`);
    await watcher.page.waitForSelector('.play[data-spectator=true][data-connected=true] .seat');
    // The host plays the first deal out: the score sheet gets its first row, and with it its scrolling table.
    const sheet = quiet(watcher.page.waitForSelector('.sheet-scroll', { timeout: 60_000 }));
    for (let guard = 0; guard < 100 && !(await watcher.page.locator('.sheet-scroll').count()); guard++) {
      await Promise.race([sheet, host.page.waitForSelector('.hand-card.playable', { timeout: 60_000 })]);
      await move(host.page);
    }
    await sheet;
    for (const [width, height] of [
      [1280, 800],
      [360, 740],
    ] as const) {
      await watcher.page.setViewportSize({ width, height });
      expect(await axeRule(watcher.page, 'landmark-unique')).toEqual([]);
      expect(await axeViolations(watcher.page)).toEqual([]);
    }
    await shots(watcher.page, 'watch-landmarks');
    expect(host.errors).toEqual([]);
    expect(watcher.errors).toEqual([]);
    await host.context.close();
    await watcher.context.close();
  }, 120_000);
});
