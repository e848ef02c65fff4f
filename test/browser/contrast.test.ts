/// <reference lib="dom" />
/**
 * Every text in the seat panels meets WCAG AA contrast against the colour it is drawn on (issue 30, point 3):
 * the panels are semi-transparent over the felt's gradient, so axe, which gives up on such backgrounds, never
 * saw that "disconnected" and "away: the AI plays for now" stood at about 1.7 : 1. Here each text's colour is
 * composited (its own alpha and its ancestors' opacity) over its ancestors' background colours, and those over
 * each colour of the felt (the gradient's stops, with and without its light overlay): the least of those ratios
 * must reach 4.5 : 1, or 3 : 1 for large text. At a Schafkopf table with two friends, in the waiting room and
 * at the table, with a friend disconnected and, at a second table, away, on a laptop and a phone.
 * CARDAVIA_SHOTS=<dir> saves the tables at 1280 × 800 and 360 × 740. Every wait is on the page's state.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './harness.js';
import { openTablePage, shots } from './tables.js';
import { resize } from './sizes.js';

const suite = useBrowserSuite();

type Rgba = readonly [number, number, number, number];

/** One text as the page draws it: its colour, the backgrounds under it (innermost first), what lies below. */
interface DrawnText {
  readonly text: string;
  readonly where: string;
  readonly color: Rgba;
  readonly layers: readonly Rgba[];
  /** The felt's background colours when the text lies on the felt, else null (the page's white). */
  readonly felt: readonly Rgba[] | null;
  readonly large: boolean;
}

/** The texts drawn inside the elements `selector` matches, as they are composited. */
function drawnTexts(page: Page, selector: string): Promise<DrawnText[]> {
  return page.evaluate((sel) => {
    const parse = (c: string): [number, number, number, number] => {
      const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(c.trim());
      if (!m) throw new Error(`a colour this test cannot read: ${c}`);
      return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
    };
    const colours = (image: string) => (image.match(/rgba?\([^)]*\)/g) ?? []).map(parse);
    const opacityOf = (e: Element | null): number => {
      let o = 1;
      for (let n = e; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
      return o;
    };
    const out: unknown[] = [];
    for (const root of Array.from(document.querySelectorAll(sel))) {
      for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
        if (el instanceof SVGElement || el.closest('.visually-hidden')) continue;
        const own = Array.from(el.childNodes)
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (own === '' || box.width < 2 || box.height < 2 || style.visibility !== 'visible') continue;
        const layers: [number, number, number, number][] = [];
        let felt: [number, number, number, number][] | null = null;
        for (let n: Element | null = el; n; n = n.parentElement) {
          const s = getComputedStyle(n);
          if (n.classList.contains('felt-wrap')) {
            // The felt is the wrap's first child, drawn under everything in it: its gradient is the base.
            felt = colours(getComputedStyle(n.querySelector(':scope > .felt')!).backgroundImage);
            break;
          }
          if (s.backgroundImage !== 'none') throw new Error(`a background image under "${own}": ${n.className}`);
          const [r, g, b, a] = parse(s.backgroundColor);
          if (a > 0) layers.push([r, g, b, a * opacityOf(n)]);
        }
        const [r, g, b, a] = parse(style.color);
        const size = parseFloat(style.fontSize);
        out.push({
          text: own,
          where: `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`,
          color: [r, g, b, a * opacityOf(el)],
          layers,
          felt,
          // WCAG's large text: 18 pt, or 14 pt bold.
          large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
        });
      }
    }
    return out as DrawnText[];
  }, selector);
}

/** `top` drawn over the opaque `below`. */
const over = (top: Rgba, below: Rgba): Rgba => [
  top[0] * top[3] + below[0] * (1 - top[3]),
  top[1] * top[3] + below[1] * (1 - top[3]),
  top[2] * top[3] + below[2] * (1 - top[3]),
  1,
];

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const contrast = (a: Rgba, b: Rgba): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * The bases a text may lie on: the page's white, or each stop of the felt's opaque gradient alone and under
 * each of its translucent overlays (the light at its centre).
 */
function bases(felt: readonly Rgba[] | null): Rgba[] {
  if (felt === null) return [[255, 255, 255, 1]];
  const stops = felt.filter((c) => c[3] === 1);
  const overlays = felt.filter((c) => c[3] > 0 && c[3] < 1);
  expect(stops.length).toBeGreaterThan(0);
  return [...stops, ...overlays.flatMap((o) => stops.map((s) => over(o, s)))];
}

/** The least contrast of a text over every base it may lie on. */
function leastContrast(t: DrawnText): number {
  return Math.min(
    ...bases(t.felt).map((base) => {
      const background = [...t.layers].reverse().reduce((below, layer) => over(layer, below), base);
      return contrast(over(t.color, background), background);
    }),
  );
}

/** Each text below WCAG AA, in words, and the texts that match `watch`. */
async function measure(page: Page, selector: string, watch: RegExp) {
  const texts = await drawnTexts(page, selector);
  expect(texts.length).toBeGreaterThan(0);
  const failing = texts
    .map((t) => ({ t, ratio: leastContrast(t) }))
    .filter(({ t, ratio }) => ratio < (t.large ? 3 : 4.5))
    .map(({ t, ratio }) => `"${t.text}" (${t.where}): ${ratio.toFixed(2)} : 1`);
  return { failing, watched: texts.filter((t) => watch.test(t.text)).map((t) => t.text) };
}

/**
 * A Schafkopf table made over the API: the host at seat 0, two friends who take seats 1 and 2 with their own
 * cookies and never open the table (so the server says they are not connected), and an easy AI player.
 */
async function tableWithFriends(host: APIRequestContext, extra: Record<string, unknown>): Promise<string> {
  const url = suite.site.url;
  const made = await host.post(`${url}/api/tables`, {
    data: { game: 'schafkopf', seats: ['human', 'invite', 'invite', 'easy'], level: 'easy', aiDelayMs: 0, ...extra },
  });
  expect(made.ok()).toBe(true);
  const id = (await made.json()).table.id as string;
  for (const name of ['Anna', 'Zdeněk']) {
    const friend = await suite.browser.newContext();
    const invite = (await (await host.post(`${url}/api/tables/${id}/invite`)).json()).token as string;
    expect((await friend.request.put(`${url}/api/me/name`, { data: { name } })).ok()).toBe(true);
    expect((await friend.request.post(`${url}/api/join/${invite}`)).ok()).toBe(true);
    await friend.close();
  }
  return id;
}

const PRESENCE = /^(disconnected|away: the AI plays for now)$/;

/** On a laptop and a phone: every seat panel's text reads at AA, and both friends' seats say `presence`. */
async function seatsReadable(page: Page, presence: string): Promise<void> {
  for (const [width, height] of [
    [1280, 800],
    [360, 740],
  ] as const) {
    await resize(page, width, height);
    const { failing, watched } = await measure(page, '.felt-wrap .seat', PRESENCE);
    expect(failing).toEqual([]);
    expect(watched).toEqual([presence, presence]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('the seat panels at a table with friends', () => {
  it('draw every text, presence included, at WCAG AA contrast over the felt, on a laptop and a phone', async () => {
    const { page, errors, context } = await openTablePage(suite, { width: 1280, height: 800 });
    // Friends who never connect: disconnected for the whole (long) grace period, their turns on the clock.
    const id = await tableWithFriends(context.request, { graceSeconds: 3600, turnSeconds: 600 });
    await page.goto(`${suite.site.url}/en/tables/${id}`);
    await page.waitForSelector('.waiting-room .start-table');
    const room = await measure(page, '.friend-seat', PRESENCE);
    expect(room.failing).toEqual([]);
    await page.click('.start-table');
    await page.waitForSelector('.play .seat .seat-presence');
    await seatsReadable(page, 'disconnected');
    await shots(page, 'contrast-disconnected');

    // A second table whose friends' grace is over at once: the AI plays for them, and their seats say so.
    const awayId = await tableWithFriends(context.request, { graceSeconds: 1 });
    await page.goto(`${suite.site.url}/en/tables/${awayId}`);
    await page.click('.start-table');
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('.seat .seat-presence')).filter((e) => e.textContent?.startsWith('away'))
          .length === 2,
      undefined,
      { timeout: 30_000 },
    );
    await seatsReadable(page, 'away: the AI plays for now');
    await shots(page, 'contrast-away');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('the moves since your last (issue 30, point 6)', () => {
  it('draw every text, a marked move’s included, at WCAG AA: beside the felt, and on the felt folded and opened', async () => {
    const { page, errors, context } = await openTablePage(suite, { width: 1280, height: 800 });
    const url = suite.site.url;
    const made = await context.request.post(`${url}/api/tables`, {
      data: { game: 'schnapsen', seats: ['human', 'easy'], level: 'easy', aiDelayMs: 0 },
    });
    const id = ((await made.json()) as { table: { id: string } }).table.id;
    await page.goto(`${url}/en/tables/${id}`);
    // Cards played until North has made two moves or more since the player's last.
    for (let guard = 0; guard < 30 && (await page.locator('.recent-move').count()) < 2; guard++) {
      const card = page.locator('.hand-card.playable');
      await card.first().waitFor({ timeout: 30_000 });
      if ((await page.locator('.recent-move').count()) >= 2) break;
      const v = Number(await page.locator('.play').getAttribute('data-version'));
      await card.first().click();
      await page.waitForFunction((x) => Number(document.querySelector('.play')?.getAttribute('data-version')) > x, v);
      await card.first().waitFor({ timeout: 30_000 });
    }
    // A marked move drawn as the game marks one (a closing, a marriage), whatever this deal brought.
    await page.evaluate(() => document.querySelector('.recent-move:not(.notable)')?.classList.add('notable'));
    for (const [width, height, open] of [
      [1280, 800, false],
      [360, 740, false],
      [360, 740, true],
      [740, 360, true],
    ] as const) {
      await resize(page, width, height);
      const more = page.locator('.recent-more');
      if (open && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
      const { failing, watched } = await measure(page, '.recent-moves', /\w/);
      expect(failing, `${width}×${height}`).toEqual([]);
      expect(watched.length, `${width}×${height}`).toBeGreaterThan(0);
      await page.evaluate(() => document.querySelector('.recent-move:not(.notable)')?.classList.add('notable'));
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
