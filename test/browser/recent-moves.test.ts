/// <reference lib="dom" />
/**
 * The moves since the player's last (issue 30, point 6) in a real browser against the real server, at the
 * fastest pace (no pause between the states shown, no AI delay): at a Schnapsen table the player plays his
 * first playable card at each turn, and at each turn the list holds every move North made since his last
 * click, in order: each card North played and each exchange, closing and marriage, these marked (a star and
 * bold type). The moves are read independently of the page, from the log entries the server's live socket
 * sends. The deals are the server's (random): tables are played until North has closed the talon, exchanged
 * or announced a marriage between two of the player's clicks, at most four. Then: the move is read by the
 * list's polite live region and not by the table's announcer too, and a spectator's page lists it, marked.
 * CARDAVIA_SHOTS=<dir> saves the table then at 1280 × 800, 360 × 740 (the strip folded and opened) and 740 × 360.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './harness.js';
import { moved, nextTurn, openTablePage, version } from './tables.js';

const suite = useBrowserSuite();
const SHOTS = process.env.CARDAVIA_SHOTS;

/** A log entry as the live socket names it, with the version it made. */
interface Entry {
  readonly version: number;
  readonly seat: number;
  readonly action: string;
}

/** What the page's list shows. */
interface Shown {
  readonly kind: string;
  readonly notable: boolean;
  /** Its sentence, without the star and the words for screen readers before it. */
  readonly text: string;
  readonly weight: number;
  readonly star: boolean;
}

const listOf = (page: Page): Promise<Shown[]> =>
  page.locator('[data-testid=recent-moves] .recent-move').evaluateAll((els) =>
    els.map((e) => ({
      kind: e.getAttribute('data-kind') ?? '',
      notable: e.classList.contains('notable'),
      text: Array.from(e.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join('')
        .replace(/\s+/g, ' ')
        .trim(),
      weight: Number(getComputedStyle(e).fontWeight),
      star: !!e.querySelector('.recent-mark'),
    })),
  );

/** The live socket's log entries, as the page receives them. */
function entriesOf(page: Page): Entry[] {
  const entries: Entry[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', (frame) => {
      const m = JSON.parse(String(frame.payload)) as {
        type: string;
        version: number;
        entry?: { seat: number; action: string } | null;
      };
      if (m.type === 'event' && m.entry) entries.push({ version: m.version, ...m.entry });
    }),
  );
  return entries;
}

async function saveShots(page: Page): Promise<void> {
  if (!SHOTS) return;
  for (const [width, height] of [
    [1280, 800],
    [360, 740],
    [740, 360],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForSelector('[data-testid=recent-moves]');
    await page.screenshot({ path: `${SHOTS}/recent-moves-${width}x${height}.png` });
    if (width === 360) {
      await page.locator('.recent-more').click();
      await page.screenshot({ path: `${SHOTS}/recent-moves-${width}x${height}-open.png` });
      await page.locator('.recent-more').click();
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('the moves since your last', () => {
  it('at the fastest pace, every move North made since your last click is listed; a closing or marriage is marked', async () => {
    const host = await openTablePage(suite, { width: 1280, height: 800 });
    const watcher = await openTablePage(suite, { width: 1280, height: 800 });
    const [page, w] = [host.page, watcher.page];
    const url = suite.site.url;
    const entries = entriesOf(page);
    let notable: { text: string; version: number } | null = null;
    let turnsChecked = 0;
    for (let tables = 0; tables < 4 && notable === null; tables++) {
      const made = await host.context.request.post(`${url}/api/tables`, {
        data: { game: 'schnapsen', seats: ['human', 'easy'], level: 'easy', spectators: true, aiDelayMs: 0 },
      });
      expect(made.ok()).toBe(true);
      const body = (await made.json()) as { table: { id: string }; state: { seat: number } };
      const human = body.state.seat;
      const { path } = (await (await host.context.request.post(`${url}/api/tables/${body.table.id}/watch`)).json()) as {
        path: string;
      };
      await page.goto(`${url}/en/tables/${body.table.id}`);
      await w.goto(`${url}/en${path}`);
      await w.waitForSelector('.play[data-spectator=true] .seat');
      // The version of the player's last click (the moves after it are the list's).
      let clickedAt = await version(page);
      for (let guard = 0; guard < 400 && notable === null; guard++) {
        const turn = await nextTurn(page);
        if (turn === 'end') break;
        const at = await version(page);
        if (turn === 'card') {
          const since = entries.filter((e) => e.version > clickedAt && e.version <= at && e.seat !== human);
          const expected = since.map((e) => (e.action.startsWith('play:') ? 'play' : 'move'));
          const shown = await listOf(page);
          const moves = shown.filter((m) => m.kind === 'play' || m.kind === 'move');
          expect(
            moves.map((m) => m.kind),
            `${JSON.stringify(since)} in ${JSON.stringify(shown)}`,
          ).toEqual(expected);
          for (const m of moves) {
            if (m.kind === 'play') {
              expect(m.text).toMatch(/^North plays /);
              expect(m.notable).toBe(false);
            } else {
              // Marked: a star, bold type (not colour alone).
              expect(m.text).toMatch(/^North (closed the talon|announces|exchanged)/);
              expect(m).toMatchObject({ notable: true, star: true });
              expect(m.weight).toBeGreaterThanOrEqual(700);
              notable = { text: m.text, version: at };
            }
          }
          turnsChecked++;
        }
        if (notable !== null) break;
        clickedAt = at;
        await page
          .locator(turn === 'card' ? '.hand-card.playable' : '.next-deal')
          .first()
          .click();
        await moved(page, at);
      }
    }
    expect(notable, 'North never closed, exchanged or announced between two clicks in four Bummerls').not.toBeNull();
    expect(turnsChecked).toBeGreaterThan(1);
    const found = notable!;

    // Read once, by the list's polite live region: the table's announcer does not say it too.
    const list = page.locator('[data-testid=recent-moves] ol');
    expect(await list.getAttribute('aria-live')).toBe('polite');
    const read = await list
      .locator('li.notable')
      .last()
      .evaluate((e) => e.textContent!.replace(/\s+/g, ' '));
    expect(read).toContain(`Key move: ${found.text}`);
    expect(await page.locator('[data-testid=announcer]').innerText()).not.toContain(found.text);

    // The spectator's page, at the same version, lists the move, marked, in its own words for the seat.
    await w.waitForFunction(
      (v) => Number(document.querySelector('.play')?.getAttribute('data-version')) === v,
      found.version,
    );
    expect(await w.locator('[data-testid=recent-moves] h2').innerText()).toBe('Last moves');
    const watched = (await listOf(w)).filter((m) => m.notable);
    expect(watched.length).toBeGreaterThan(0);
    expect(watched.at(-1)!.text).toMatch(/^Seat \d (closed the talon|announces|exchanged)/);

    // On a phone the line shows the marked move; its button opens every move over the felt, Esc folds them.
    await page.setViewportSize({ width: 360, height: 740 });
    const line = page.locator('[data-testid=recent-moves] .recent-move.line');
    expect(await line.evaluate((e) => e.textContent!.replace(/\s+/g, ' '))).toContain(found.text);
    const more = page.locator('.recent-more');
    if (await more.count()) {
      await more.click();
      expect(await more.getAttribute('aria-expanded')).toBe('true');
      // Each drawn at its width (folded, all but the line are a clipped pixel, for screen readers only).
      const widths = await page.locator('.recent-move').evaluateAll((els) => els.map((e) => e.clientWidth));
      expect(Math.min(...widths)).toBeGreaterThan(100);
      await page.keyboard.press('Escape');
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('dialog[open]').count()).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveShots(page);
    expect(host.errors).toEqual([]);
    expect(watcher.errors).toEqual([]);
    await host.context.close();
    await watcher.context.close();
  }, 600_000);
});
