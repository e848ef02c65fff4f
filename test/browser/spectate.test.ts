/**
 * Spectators, quick reactions and the turn clock in a real browser against the real server (issue 16,
 * docs/site.md "Playing with friends"): the setup page's "Allow spectators" and turn clock in the request it
 * sends; a reaction sent from one person's page showing at his seat on the other's page; the turn clock's
 * countdown at the seat to move; a spectator's page on a watch link that sees the cards played but never a hand
 * and seats by position only, and a revoked link saying so; the creator cancelling a waiting table. Every wait
 * is on the page's state, never on a fixed sleep or the wall clock. CARDAVIA_SHOTS=<dir> saves the pages at
 * 1280 × 800 and 360 × 740.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeRule, axeViolations, useBrowserSuite } from './harness.js';
import { type Game, move, openTablePage, quiet, shots, version } from './tables.js';

const suite = useBrowserSuite();

/**
 * A Schafkopf table with friends made over the API: the host at seat 0, a friend at seat 1 (taken with his own
 * cookie), two easy AI players; started unless `start` is false.
 */
async function tableWithFriend(
  host: APIRequestContext,
  friend: APIRequestContext,
  extra: Record<string, unknown> = {},
  start = true,
): Promise<string> {
  const url = suite.site.url;
  const made = await host.post(`${url}/api/tables`, {
    data: { game: 'schafkopf', seats: ['human', 'invite', 'easy', 'easy'], level: 'easy', aiDelayMs: 0, ...extra },
  });
  expect(made.ok()).toBe(true);
  const id = (await made.json()).table.id as string;
  const invite = (await (await host.post(`${url}/api/tables/${id}/invite`)).json()).token as string;
  expect((await friend.post(`${url}/api/join/${invite}`)).ok()).toBe(true);
  if (start) {
    const { state } = await (await host.get(`${url}/api/tables/${id}`)).json();
    const started = await host.post(`${url}/api/tables/${id}/actions`, {
      data: { action: 'start', version: state.version },
    });
    expect(started.ok()).toBe(true);
  }
  return id;
}

const TURN = '.hand-card.playable, .bid-button';

/** What the watcher's page keeps of what it saw (a type only: the page's scripts are sent as text). */
type Watcher = { sawHand: boolean; mostTrickCards: number };

/** Both people move whenever their page offers a move, until `done` resolves on the watcher's page. */
async function playUntil(pages: readonly Page[], done: Promise<unknown>): Promise<void> {
  let finished = false;
  void done.then(() => (finished = true));
  for (let guard = 0; guard < 200 && !finished; guard++) {
    const turns = pages.map((p, i) => quiet(p.waitForSelector(TURN, { timeout: 60_000 })).then(() => i));
    const who = await Promise.race([quiet(done).then(() => -1), ...turns]);
    if (who === -1) return;
    await move(pages[who]!);
  }
  if (!finished) throw new Error('the watcher never saw what it waited for');
}

describe('the setup page', () => {
  it('sends "Allow spectators" for any table, and the turn clock once a seat invites a friend', async () => {
    const { page, errors, context } = await openTablePage(suite);
    await page.goto(`${suite.site.url}/en/play/schafkopf`);
    await page.waitForSelector('.start-game');
    expect(await page.locator('input[name=spectators]').isChecked()).toBe(false);
    expect(await page.locator('input[name=turnSeconds]').count()).toBe(0);
    await page.selectOption('select[name=seat-1]', 'invite');
    const clocks = page.locator('input[name=turnSeconds]');
    expect(await clocks.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual([
      'none',
      '30',
      '60',
      '120',
    ]);
    expect(await page.locator('input[name=turnSeconds][value=none]').isChecked()).toBe(true);
    await page.check('input[name=turnSeconds][value="60"]');
    // Spectators are one of the rarely changed options, folded under "More options" (issue 30, point 7).
    await page.click('details.more-options > summary');
    await page.check('input[name=spectators]');
    expect(await axeViolations(page)).toEqual([]);
    await shots(page, 'setup');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/tables') && r.method() === 'POST');
    await page.click('.start-game');
    const body = (await request).postDataJSON();
    expect([body.spectators, body.turnSeconds, body.seats]).toEqual([
      true,
      60,
      ['human', 'invite', 'normal', 'normal'],
    ]);
    await page.waitForSelector('.waiting-room');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('quick reactions and the turn clock', () => {
  it('show a reaction at the sender’s seat on the other person’s page, and the clock of the seat to move', async () => {
    const host = await openTablePage(suite);
    const friend = await openTablePage(suite);
    const id = await tableWithFriend(host.context.request, friend.context.request, { turnSeconds: 600 });
    const [a, b] = [host.page, friend.page];
    // Both pages run on clocks of the test's (Playwright's): the two seconds the host's menu rests and the four
    // a bubble shows are counted on them, not on a busy machine's wall clock, which let the rest run out before
    // it was looked at.
    await host.context.clock.install();
    await friend.context.clock.install();
    await a.goto(`${suite.site.url}/en/tables/${id}`);
    await b.goto(`${suite.site.url}/en/tables/${id}`);
    await a.waitForSelector('.play[data-connected=true] .hand-card');
    await b.waitForSelector('.play[data-connected=true] .hand-card');

    // The host reacts: his own seat and, on his friend's page, the host's seat (East, seen from seat 1) say it.
    await a.click('.react-button');
    expect(await a.locator('.reaction-menu .reaction').allInnerTexts()).toEqual([
      'Well played!',
      'Thanks!',
      'Oops!',
      'Sorry!',
      'Your move, please',
      'Good game!',
    ]);
    expect(await axeViolations(a)).toEqual([]);
    // From here both clocks stand still until the test moves them (ten seconds on, as if the pages had been left
    // a while: a pause must start ahead of the page's time). Animation frames stand still too, so the click
    // does not wait for the button to hold still over two of them: it is looked at first.
    for (const p of [a, b]) await p.clock.pauseAt((await p.evaluate(() => Date.now())) + 10_000);
    expect(await a.locator('.reaction[data-reaction=good-game]').isEnabled()).toBe(true);
    await a.click('.reaction[data-reaction=good-game]', { force: true });
    await b.waitForSelector('.seat-right .seat-bubble');
    expect(await b.locator('.seat-right .seat-bubble').innerText()).toBe('Good game!');
    await a.waitForSelector('.seat-you .seat-bubble');
    expect(await a.locator('.seat-you .seat-bubble').innerText()).toBe('Good game!');
    expect(await b.locator('[data-testid=announcer]').innerText()).toContain('East: “Good game!”');
    // The menu waits two seconds before another (the server would refuse it): 1,999 ms on it still rests, at
    // 2,000 it offers them again.
    const thanks = a.locator('.reaction[data-reaction=thanks]');
    expect(await thanks.isDisabled()).toBe(true);
    await a.clock.runFor(1999);
    expect(await thanks.isDisabled()).toBe(true);
    await a.clock.runFor(1);
    await a.waitForSelector('.reaction[data-reaction=thanks]:not([disabled])', { state: 'attached' });
    for (const p of [a, b]) await p.clock.resume();

    // A person is to move at some point of the auction: his page counts his time down, the other's at his seat.
    const clockOn = (p: Page) => quiet(p.waitForSelector('.turn-clock, .seat-clock', { timeout: 30_000 }));
    await Promise.all([clockOn(a), clockOn(b)]);
    const yours = a.locator('[data-testid=your-clock]');
    const face = (await yours.count()) ? await yours.innerText() : await a.locator('.seat-clock').first().innerText();
    expect(face).toMatch(/(^|:\s+)(10:00|[0-9]:[0-5][0-9])$/);
    await shots(b, 'reaction-clock');
    expect(host.errors).toEqual([]);
    expect(friend.errors).toEqual([]);
    await host.context.close();
    await friend.context.close();
  }, 120_000);
});

describe('a spectator', () => {
  it('opens the watch link and sees the cards played but never a hand, seats by position; a revoked link says so', async () => {
    const host = await openTablePage(suite);
    const friend = await openTablePage(suite);
    const watcher = await openTablePage(suite);
    const url = suite.site.url;
    const id = await tableWithFriend(host.context.request, friend.context.request, { spectators: true }, false);
    const [a, b, w] = [host.page, friend.page, watcher.page];

    // The table allows spectators, so the watch link is made as the creator arrives in the waiting room, with no
    // click (clicking here raced the automatic request: the busy button left the page under the click).
    await a.goto(`${url}/en/tables/${id}`);
    await a.waitForSelector('.waiting-room .watch-link');
    await a.waitForFunction(() =>
      (document.querySelector('.watch-link input') as HTMLInputElement | null)?.value.includes('/watch/'),
    );
    const link = await a.locator('.watch-link input').inputValue();
    expect(link).toMatch(new RegExp(`^${url}/en/watch/[A-Za-z0-9_-]+$`));
    await shots(a, 'waiting-room-watch');

    // Before the start the watcher is told to wait; then the table appears.
    await w.goto(link);
    await w.waitForSelector('.watch-waiting');
    await a.click('.start-table');
    await w.waitForSelector('.play[data-spectator=true][data-connected=true]');
    await b.goto(`${url}/en/tables/${id}`);
    await a.waitForSelector('.play .hand-card');
    await b.waitForSelector('.play .hand-card');
    expect(await w.locator('[data-testid=watching]').innerText()).toBe('You are watching: no hand is shown');
    expect(await w.locator('.seat .seat-name').allInnerTexts()).toEqual(['Seat 2', 'Seat 3', 'Seat 4', 'Seat 1']);
    expect(await w.locator('.seat-you .seat-count').innerText()).toBe('8 cards in hand');
    expect(await w.locator('.hand-card, .react-button, .watch-button').count()).toBe(0);
    expect(await axeViolations(w)).toEqual([]);
    expect(await axeRule(w, 'landmark-unique')).toEqual([]);

    // The people play; the watcher sees cards reach the trick, and never a hand (watched on every change). The
    // most trick cards seen at once is kept, since the trick is cleared as it is won: counting the cards after
    // the wait raced the next trick (one card on the table once, in CI).
    await w.evaluate(() => {
      const seen = window as unknown as Watcher;
      seen.sawHand = false;
      seen.mostTrickCards = document.querySelectorAll('.trick-card').length;
      new MutationObserver(() => {
        if (document.querySelector('.hand-card')) seen.sawHand = true;
        seen.mostTrickCards = Math.max(seen.mostTrickCards, document.querySelectorAll('.trick-card').length);
      }).observe(document.body, { childList: true, subtree: true });
    });
    const trick = quiet(
      w.waitForFunction(() => (window as unknown as Watcher).mostTrickCards >= 2, undefined, {
        timeout: 90_000,
      }),
    );
    await playUntil([a, b], trick);
    const seen = await w.evaluate(() => {
      const { sawHand, mostTrickCards } = window as unknown as Watcher;
      return { sawHand, mostTrickCards };
    });
    expect(seen.sawHand).toBe(false);
    expect(seen.mostTrickCards).toBeGreaterThanOrEqual(2);
    expect(await w.locator('.play').innerText()).not.toMatch(/\bYou (play|bid|won)\b/);
    await shots(w, 'watching');

    // The creator reaches the link from the table too, and stops it: the watcher's link opens nothing now.
    await a.click('.watch-button');
    await a.waitForSelector('.table-dialog[open] .watch-link input');
    expect(await a.locator('.table-dialog[open] .watch-link input').inputValue()).toBe(link);
    await a.click('.table-dialog[open] .stop-watch');
    await a.waitForSelector('.table-dialog[open] .make-watch');
    await w.goto(link.replace('/en/', '/de/'));
    await w.waitForSelector('.watch-gone');
    expect(await w.locator('.watch-gone [role=alert]').innerText()).toMatch(
      /^Dieser Link zum Zuschauen funktioniert nicht/,
    );
    await w.goto(`${url}/en/watch/nothing-here`);
    await w.waitForSelector('.watch-gone');
    expect(host.errors).toEqual([]);
    expect(friend.errors).toEqual([]);
    // The revoked and the mistyped link: the browser's own console lines for their 404 and 400.
    expect(watcher.errors.filter((e) => !/status of 40[04]/.test(e))).toEqual([]);
    for (const p of [host, friend, watcher]) await p.context.close();
  }, 180_000);
});

describe('a waiting table', () => {
  it('can be cancelled by its creator, after he confirms; his friend sees it too', async () => {
    const host = await openTablePage(suite);
    const friend = await openTablePage(suite);
    const id = await tableWithFriend(host.context.request, friend.context.request, {}, false);
    const [a, b] = [host.page, friend.page];
    await a.goto(`${suite.site.url}/en/tables/${id}`);
    await b.goto(`${suite.site.url}/en/tables/${id}`);
    await a.waitForSelector('.waiting-room .cancel-table-button');
    await b.waitForSelector('.waiting-room .waiting-host');
    expect(await b.locator('.cancel-table-button').count()).toBe(0);
    await a.click('.cancel-table-button');
    expect(await a.locator('.cancel-table p').innerText()).toBe('Cancel the table for everyone?');
    await a.click('.cancel-no');
    await a.click('.cancel-table-button');
    await a.click('.cancel-yes');
    await a.waitForSelector('.table-cancelled');
    await b.waitForSelector('.table-cancelled');
    expect(await b.locator('.table-cancelled [role=status]').innerText()).toBe(
      'This table was cancelled before it started.',
    );
    expect(host.errors).toEqual([]);
    expect(friend.errors).toEqual([]);
    await host.context.close();
    await friend.context.close();
  });
});

/** A string of the site's table texts (web/src/i18n, or a game's folder) in a language, by its dotted key. */
function tableText(lang: string, key: string, game?: Game): string {
  const file = game ? `../../web/src/games/${game}/i18n/table.${lang}.json` : `../../web/src/i18n/table.${lang}.json`;
  let at: unknown = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
  for (const part of key.split('.')) at = (at as Record<string, unknown>)[part];
  if (typeof at !== 'string') throw new Error(`no text ${key} in ${file}`);
  return at;
}

/**
 * What only a seat's player may use or read: his hand, the moves of his lead (Schnapsen's Exchange, Close and
 * marriages, with their "Why not?"), his bids, reactions, the hint, his clock, the optional showing of the
 * opponent's points, the watch link (the creator's), the next deal, ending the game.
 */
const PLAYER_CONTROLS = [
  '.hand-card',
  '[data-testid=moves]',
  '.move-button',
  '.bid-button',
  '.why-not',
  '.react-button',
  '.hint-button',
  '[data-testid=hint]',
  '[data-testid=your-clock]',
  '[data-testid=opponents-points]',
  '.watch-button',
  '.next-deal',
].join(', ');

/** The words addressed to a seat's player (its lead, its bid, its choices) in the watcher's language. */
function playerWords(lang: string): string[] {
  return [
    tableText(lang, 'moves.title', 'schnapsen'),
    tableText(lang, 'moves.wait', 'schnapsen'),
    tableText(lang, 'moves.whyNot', 'schnapsen'),
    tableText(lang, 'auction.choose', 'schafkopf'),
    tableText(lang, 'auction.whyNot', 'schafkopf'),
    tableText(lang, 'toolbar.opponentsPoints'),
  ];
}

/** The spectator's page shows no player's control, and no word meant for a player. */
async function watchesOnly(w: Page, lang: string): Promise<void> {
  expect(await w.locator(PLAYER_CONTROLS).evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 80)))).toEqual([]);
  const text = await w.locator('.play').innerText();
  for (const words of playerWords(lang)) expect(text).not.toContain(words);
  if (lang === 'en') {
    // The banner speaks to the spectator ("You are watching"); nothing else says "you".
    const banner = await w.locator('[data-testid=watching]').innerText();
    expect(text.replace(banner, '')).not.toMatch(/\b(you|your|yours)\b/i);
  }
}

describe('a spectator at a table in play', () => {
  // Each game in another language: the watcher's page is checked against that language's words.
  const games: { game: Game; seats: string[]; lang: string }[] = [
    { game: 'schnapsen', seats: ['human', 'easy'], lang: 'en' },
    { game: 'bohemian-schneider', seats: ['human', 'easy'], lang: 'fr' },
    { game: 'schafkopf', seats: ['human', 'easy', 'easy', 'easy'], lang: 'de' },
  ];
  it.each(games)(
    '$game: sees no player control and nothing said to a player, and is told when the host stops the link ($lang)',
    async ({ game, seats, lang }) => {
      const host = await openTablePage(suite);
      const watcher = await openTablePage(suite, { width: 1280, height: 800 });
      const url = suite.site.url;
      const made = await host.context.request.post(`${url}/api/tables`, {
        data: { game, seats, level: 'easy', spectators: true, hints: true, aiDelayMs: 0 },
      });
      expect(made.ok()).toBe(true);
      const id = (await made.json()).table.id as string;
      const { path } = (await (await host.context.request.post(`${url}/api/tables/${id}/watch`)).json()) as {
        path: string;
      };
      const [a, w] = [host.page, watcher.page];
      await a.goto(`${url}/en/tables/${id}`);
      await w.goto(`${url}/${lang}${path}`);
      await w.waitForSelector('.play[data-spectator=true][data-connected=true] .seat');

      /** At the host's turn (his page offers him a move), the watcher's page at the same version. */
      const atHostsTurn = async () => {
        await a.waitForSelector('.hand-card.playable, .bid-button', { timeout: 60_000 });
        const v = await version(a);
        await w.waitForFunction(
          (at) => Number(document.querySelector('.play')?.getAttribute('data-version')) === at,
          v,
        );
      };
      await atHostsTurn();
      await watchesOnly(w, lang);
      // The host moves until a card is his to play (past Schafkopf's auction): the watcher sees the play.
      for (
        let guard = 0;
        guard < 20 && (await a.locator('.play[data-phase=play] .hand-card.playable').count()) === 0;
        guard++
      ) {
        await move(a);
        await atHostsTurn();
      }
      await move(a);
      await atHostsTurn();
      expect(await w.locator('.play').getAttribute('data-phase')).toBe('play');
      await watchesOnly(w, lang);
      if (game === 'schnapsen') {
        // Every seat's points are shown to the spectator (neither seat is his opponent): each pile with a trick.
        const piles = (await w.locator('.seat .pile-text').allInnerTexts()).filter((p) => !/no tricks yet/.test(p));
        expect(piles.length).toBeGreaterThan(0);
        for (const pile of piles) expect(pile).toMatch(/\d+ points?$/);
      }
      expect(await axeViolations(w)).toEqual([]);
      await shots(w, `watch-${game}`);

      // The host stops the link: the watcher is told so, in his language, and no move was refused.
      expect((await host.context.request.delete(`${url}/api/tables/${id}/watch`)).ok()).toBe(true);
      await w.waitForSelector('.watch-stopped');
      expect(await w.locator('.watch-stopped [role=alert]').innerText()).toBe(tableText(lang, 'watch.stoppedByHost'));
      const failed = tableText(lang, 'reason.failed').split('{{')[0]!;
      expect(await w.locator('body').innerText()).not.toContain(failed.trim());
      expect(await axeViolations(w)).toEqual([]);
      await shots(w, `watch-stopped-${game}`);
      expect(host.errors).toEqual([]);
      expect(watcher.errors).toEqual([]);
      await host.context.close();
      await watcher.context.close();
    },
    120_000,
  );
});

describe('a spectator at a finished table', () => {
  it('is offered no record or replay link his watch link cannot open, and every link he is offered opens', async () => {
    const host = await openTablePage(suite);
    const watcher = await openTablePage(suite, { width: 1280, height: 800 });
    const url = suite.site.url;
    const api = host.context.request;
    const made = await api.post(`${url}/api/tables`, {
      data: { game: 'schnapsen', seats: ['human', 'easy'], level: 'easy', spectators: true, aiDelayMs: 0 },
    });
    expect(made.ok()).toBe(true);
    const id = (await made.json()).table.id as string;
    const { path } = (await (await api.post(`${url}/api/tables/${id}/watch`)).json()) as { path: string };
    // The host ends the game at once: the table is finished, its record revealed to whoever holds its id. The AI
    // may lead between his reading the version and his ending (a conflict): he reads it again.
    let ended = false;
    for (let tries = 0; tries < 10 && !ended; tries++) {
      const { state } = await (await api.get(`${url}/api/tables/${id}`)).json();
      const end = await api.post(`${url}/api/tables/${id}/actions`, {
        data: { action: 'end', version: state.version },
      });
      ended = end.ok();
    }
    expect(ended).toBe(true);
    expect((await api.get(`${url}/api/tables/${id}/record`)).ok()).toBe(true);
    // The host's own end panel keeps the record.
    await host.page.goto(`${url}/en/tables/${id}`);
    await host.page.waitForSelector('.session-end .record-link');

    // The spectator's page of the finished table opens (issue 30: it threw, "seat -1 is on no side", and stayed
    // on "Loading…"). It names the table by the watch link's token, which opens no record (the record's link led
    // to a 404): neither the record nor the replay link nor the command to check the record is offered, and
    // nothing on the panel speaks to him as the player who ended the game.
    const w = watcher.page;
    await w.goto(`${url}/en${path}`);
    await w.waitForSelector('.play[data-spectator=true] .session-end');
    expect(await w.locator('.session-end .record-link').count()).toBe(0);
    const panel = await w.locator('.session-end').innerText();
    expect(panel).not.toMatch(/record|replay link|cardavia verify/i);
    expect(panel).toContain('The game was ended after 0 deals.');
    expect(panel).not.toMatch(/\bYou(r)?\b/);
    // The proof of the shuffles stays.
    expect(await w.locator('.session-end .proof code').count()).toBeGreaterThan(0);
    // Every link the end panel offers him opens.
    const hrefs = await w.locator('.session-end a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect((await watcher.context.request.get(`${url}${href}`)).status(), href).toBe(200);
    expect(await axeViolations(w)).toEqual([]);
    await shots(w, 'watch-finished');
    expect(host.errors).toEqual([]);
    expect(watcher.errors).toEqual([]);
    await host.context.close();
    await watcher.context.close();
  }, 60_000);
});
