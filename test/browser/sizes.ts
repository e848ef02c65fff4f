/**
 * The sizes the site is measured at (layout.test.ts for the table, challenge.test.ts for the challenge's pages),
 * and the most the header and the play bar may take of a phone's height.
 */
import type { Page } from 'playwright-core';

/** Laptops, a desktop, a small laptop or a tablet on its side, a tablet upright, a phone upright and on its side. */
export const SIZES = [
  [1280, 800],
  [1366, 768],
  [1024, 768],
  [1920, 1080],
  [768, 1024],
  [360, 740],
  [740, 360],
] as const;

/**
 * The most the header and the bar of facts and tools above the felt may take on a phone (issue 30, point 7):
 * at 360 × 740 they took 127 to 198 px, up to 27 % of the height; now at most 140 px (19 %). The bound is set by
 * the longest facts, a Schafkopf Rufer's seven (dealer, game, declarer, called ace, partner, trumps, total):
 * four lines of 15 px under the line of the title and the tools, below a 40 px header (136 px); the felt keeps
 * 600 px for three seats, a panel and a hand of cards large enough to tell apart. It holds in French and German
 * too, whose words are longer (the tools used now and then are behind one button on a phone, so the title and
 * the tools keep one line). On its side the phone keeps at least 260 px of its 360 for the felt: the seats at
 * its sides, the trick and a hand of cards large enough to tell apart (the bar took 82 to 102 px there).
 */
export const CHROME_BOUND: Record<string, number> = { '360x740': 140, '740x360': 100 };

/**
 * Two animation frames: the page's components follow a resize or a new page a frame or two later (a media
 * query's change event, then the effects it schedules), so a measure taken at once can see the layout before.
 */
export const settled = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** The viewport set to a size, the layout then settled. */
export async function resize(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await settled(page);
}
