/**
 * Playing with friends in a real browser against the real server (issue 16, docs/site.md "Playing with
 * friends"): the setup page's choice per seat, the waiting room with its invite link, the join page in a second
 * browser context (another player, another cookie) with a display name, the creator's start, and a whole
 * Schafkopf deal played by two people, each clicking in his own page that shows only his own hand, with two
 * easy AI players (no AI delay, card movement off), the creator's trick captions and the deal's review naming
 * the friend by her display name (issue 30, point 1); and the join page of a table whose seats are all taken, or
 * of a revoked link. Every wait is on the page's state, never on a fixed sleep. CARDAVIA_SHOTS=<dir> saves
 * the waiting room and the join page at 1280 × 800 and 360 × 740.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowserSuite } from './harness.js';
import { move, openTablePage, quiet, shots } from './tables.js';

const suite = useBrowserSuite();

const TURN = '.hand-card.playable, .bid-button';
const OVER = '.deal-summary .next-deal';

/** Plays the deal from both people's pages, each moving when his page says it is his turn, until both show the summary. */
async function playDealTogether(pages: readonly Page[]): Promise<{ moves: number[] }> {
  const moves = pages.map(() => 0);
  for (let guard = 0; guard < 200; guard++) {
    const over = quiet(Promise.all(pages.map((p) => p.waitForSelector(OVER, { timeout: 60_000 })))).then(() => -1);
    const turns = pages.map((p, i) => quiet(p.waitForSelector(TURN, { timeout: 60_000 })).then(() => i));
    const who = await Promise.race([over, ...turns]);
    if (who === -1) return { moves };
    if (await move(pages[who]!)) moves[who]!++;
  }
  throw new Error('the deal did not end');
}

const handOf = (page: Page) =>
  page.locator('.hand-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));

describe('the setup page', () => {
  it('offers each other seat to a friend or the AI, the AI by default, and the level for empty seats once a seat invites', async () => {
    const { page, errors, context } = await openTablePage(suite);
    await page.goto(`${suite.site.url}/en/play/schafkopf`);
    await page.waitForSelector('.start-game');
    const seats = page.locator('.seat-pick select');
    expect(await seats.count()).toBe(3);
    expect(await page.locator('.seat-pick span').allInnerTexts()).toEqual(['West', 'North', 'East']);
    // The quick path is unchanged: every other seat is the AI at the level chosen above, which they follow.
    expect(await seats.evaluateAll((s) => s.map((x) => (x as HTMLSelectElement).value))).toEqual([
      'normal',
      'normal',
      'normal',
    ]);
    await page.check('input[name=level][value=easy]');
    expect(await seats.evaluateAll((s) => s.map((x) => (x as HTMLSelectElement).value))).toEqual([
      'easy',
      'easy',
      'easy',
    ]);
    expect(await page.locator('input[name=emptyLevel]').count()).toBe(0);
    expect(await page.locator('.start-game').innerText()).toBe('Deal the cards');
    expect(await page.locator('select[name=seat-2] option').allInnerTexts()).toEqual([
      'Invite a friend',
      'AI, Easy',
      'AI, Normal',
      'AI, Strong',
    ]);
    await page.selectOption('select[name=seat-2]', 'invite');
    await page.selectOption('select[name=seat-3]', 'strong');
    expect(await page.locator('input[name=emptyLevel][value=easy]').isChecked()).toBe(true);
    await page.check('input[name=emptyLevel][value=normal]');
    expect(await page.locator('.start-game').innerText()).toBe('Open the table');
    expect(await axeViolations(page)).toEqual([]);
    await page.click('.start-game');
    await page.waitForSelector('.waiting-room');
    const id = page.url().split('/').pop()!;
    const info = await page.evaluate(async (url) => (await fetch(url)).json(), `/api/tables/${id}`);
    expect([info.table.seats, info.table.level, info.table.status]).toEqual([
      ['human', 'easy', 'invite', 'strong'],
      'normal',
      'waiting',
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('two people and two AI players at one Schafkopf table', () => {
  it('invite from the waiting room, join with a name, start, and play a whole deal each on his own page', async () => {
    const host = await openTablePage(suite);
    const friend = await openTablePage(suite);
    const [a, b] = [host.page, friend.page];

    // The creator: one seat for a friend, two easy AI players, a session of four deals.
    await a.goto(`${suite.site.url}/en/play/schafkopf?deck=munich-bavarian`);
    await a.waitForSelector('.start-game');
    await a.check('input[name=level][value=easy]');
    await a.check('input[name=session][value="4"]');
    await a.selectOption('select[name=seat-1]', 'invite');
    await a.click('.start-game');
    await a.waitForURL(/\/en\/tables\/[A-Za-z0-9_-]{22}$/);
    const tableUrl = a.url();
    await a.waitForSelector('.waiting-room');
    await a.waitForFunction(() => (document.querySelector('#invite-link') as HTMLInputElement | null)?.value);
    const link = await a.locator('#invite-link').inputValue();
    expect(link).toMatch(new RegExp(`^${suite.site.url}/en/join/[A-Za-z0-9_-]{32}$`));
    const seatTexts = (p: Page) => p.locator('.friend-seat').allInnerTexts();
    expect((await seatTexts(a)).map((s) => s.replace(/\s+/g, ' '))).toEqual([
      'Seat 1 You host',
      'Seat 2 waiting for a friend…',
      'Seat 3 AI, Easy',
      'Seat 4 AI, Easy',
    ]);
    expect(await a.locator('.start-note').innerText()).toBe('One seat is still empty: the AI (Easy) will play it.');
    expect(await a.locator('.start-table').isEnabled()).toBe(true);
    expect(await axeViolations(a)).toEqual([]);
    await shots(a, 'waiting-room-host');

    // The friend, with a cookie of his own, opens the link: the game, the deck, the seats, no names.
    await b.goto(link);
    await b.waitForSelector('.take-seat');
    expect(await b.locator('h1').innerText()).toBe('Join a game of Schafkopf');
    expect(await b.locator('.join-page .lead').innerText()).toContain('Schafkopf');
    expect((await seatTexts(b)).map((s) => s.replace(/\s+/g, ' '))).toEqual([
      'Seat 1 taken host',
      'Seat 2 waiting for a friend…',
      'Seat 3 AI, Easy',
      'Seat 4 AI, Easy',
    ]);
    expect(await axeViolations(b)).toEqual([]);
    await shots(b, 'join');
    // A name the server refuses keeps him on the page, said why.
    await b.fill('#display-name', '<Anna>');
    await b.click('.take-seat');
    await b.waitForSelector('.name-note.refused');
    expect(b.url()).toBe(link);
    await b.fill('#display-name', 'Anna');
    await b.press('#display-name', 'Enter');
    await b.waitForURL(tableUrl);
    await b.waitForSelector('.waiting-room .waiting-host');
    expect((await seatTexts(b)).map((s) => s.replace(/\s+/g, ' '))).toEqual([
      'Seat 1 A friend host',
      'Seat 2 Anna (you)',
      'Seat 3 AI, Easy',
      'Seat 4 AI, Easy',
    ]);
    expect(await b.locator('.start-table').count()).toBe(0);
    await shots(b, 'waiting-room-friend');

    // The creator sees her name arrive and sets his own; she sees it; he starts.
    await a.waitForFunction(() => document.querySelector('.friend-seat[data-seat="1"]')?.textContent?.includes('Anna'));
    expect(await a.locator('.start-note').innerText()).toBe('Everyone is seated.');
    await a.fill('#display-name', 'Sepp');
    await a.click('.save-name');
    await b.waitForFunction(() => document.querySelector('.friend-seat[data-seat="0"]')?.textContent?.includes('Sepp'));
    await shots(a, 'waiting-room-full');
    await a.click('.start-table');

    // The table appears on both pages, each with its own hand of eight cards and the other's name at his seat.
    await a.waitForSelector('.play .hand-card');
    await b.waitForSelector('.play .hand-card');
    const [handA, handB] = [await handOf(a), await handOf(b)];
    expect([handA.length, handB.length]).toEqual([8, 8]);
    expect(handA.filter((c) => handB.includes(c))).toEqual([]);
    expect(await a.locator('.seat-left .seat-name').innerText()).toBe('Anna');
    expect(await b.locator('.seat-right .seat-name').innerText()).toBe('Sepp');
    expect(await a.locator('.seat-across .seat-level').innerText()).toBe('AI, Easy');
    expect(await a.locator('.seat-left .seat-level').count()).toBe(0);

    // Every trick caption the creator's page shows is kept, to read who it says took the trick.
    await a.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { captions: string[] }).captions = seen;
      const look = () => {
        for (const el of Array.from(document.querySelectorAll('.trick-caption'))) {
          const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (seen[seen.length - 1] !== text) seen.push(text);
        }
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const captions = () => a.evaluate(() => (window as unknown as { captions: string[] }).captions);

    // Both play the whole deal, each from his own page; the summary comes on both.
    const { moves } = await playDealTogether([a, b]);
    expect(moves[0]).toBeGreaterThanOrEqual(1);
    expect(moves[1]).toBeGreaterThanOrEqual(1);
    expect(await a.locator('.deal-summary').isVisible()).toBe(true);
    expect(await b.locator('.deal-summary').isVisible()).toBe(true);
    expect(await a.locator('.deal-summary').innerText()).toContain('Anna');
    await shots(a, 'friends-summary');
    // Issue 30, point 1: a caption names the seat as its panel does: Anna by her name, never by her place
    // (West); the creator "you". Until her seat has taken a trick, the next deals are played (at most three of
    // the session's four, so that no deal ends the session).
    const hers = /^Trick \d+: (Anna|West) takes/;
    for (let deal = 1; deal < 3 && !(await captions()).some((c) => hers.test(c)); deal++) {
      await a.click(OVER);
      await Promise.all([a, b].map((p) => p.waitForSelector('.deal-summary', { state: 'detached' })));
      await playDealTogether([a, b]);
    }
    const said = await captions();
    expect(said.some((c) => /^Trick \d+: Anna takes the trick\./.test(c))).toBe(true);
    for (const c of said) expect(c).toMatch(/^Trick \d+: (You take|(Anna|North|East) takes) the trick\./);

    // The review of the first deal names her as the table did, the creator's own moves "You".
    await a.goto(`${tableUrl}/review/0`);
    await a.waitForSelector('.review-move');
    const rows = await a.locator('.review-move-text').allInnerTexts();
    expect(rows.some((r) => r.startsWith('Anna: '))).toBe(true);
    expect(rows.some((r) => r.startsWith('You: '))).toBe(true);
    expect(rows.filter((r) => r.startsWith('West'))).toEqual([]);
    expect(host.errors).toEqual([]);
    // The refused name's 400 is the browser's own console line for that request; nothing else went wrong.
    expect(friend.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await host.context.close();
    await friend.context.close();
  }, 180_000);
});

describe('the join page', () => {
  it('says so when every seat is taken, and when the link was replaced', async () => {
    const host = await openTablePage(suite);
    const late = await openTablePage(suite);
    const first = await openTablePage(suite);
    await host.page.goto(`${suite.site.url}/en/`);
    const made = await host.context.request.post(`${suite.site.url}/api/tables`, {
      data: { game: 'schafkopf', seats: ['human', 'invite', 'easy', 'easy'], level: 'easy', aiDelayMs: 0 },
    });
    const id = (await made.json()).table.id as string;
    const invite = async () =>
      (await (await host.context.request.post(`${suite.site.url}/api/tables/${id}/invite`)).json()).path as string;
    const path = await invite();
    expect((await first.context.request.post(`${suite.site.url}/api/join/${path.split('/').pop()}`)).ok()).toBe(true);

    await late.page.goto(`${suite.site.url}/en${path}`);
    await late.page.waitForSelector('.join-refused');
    expect(await late.page.locator('.join-refused').innerText()).toBe('Every seat at this table is taken already.');
    expect(await late.page.locator('.take-seat').count()).toBe(0);

    // The one who holds the seat goes straight to the table.
    await first.page.goto(`${suite.site.url}/fr${path}`);
    await first.page.waitForURL(`${suite.site.url}/fr/tables/${id}`);
    await first.page.waitForSelector('.waiting-room');
    expect(await first.page.locator('.waiting-host').innerText()).toBe('En attente du lancement par l’hôte…');

    // A new link replaces the old one, which then opens nothing.
    await host.context.request.delete(`${suite.site.url}/api/tables/${id}/invite`);
    await late.page.goto(`${suite.site.url}/de${path}`);
    await late.page.waitForSelector('.join-refused');
    expect(await late.page.locator('.join-refused').innerText()).toMatch(/^Dieser Einladungslink funktioniert nicht/);
    expect(late.errors.filter((e) => !/404/.test(e))).toEqual([]);
    for (const p of [host, late, first]) await p.context.close();
  });
});

/** The window that tells her what the AI played for her while she was away, open. */
const STAND_IN = 'dialog[open][aria-labelledby="stand-in-dialog-title"]';

describe('a friend the AI played for while she was away (issue 30, point 4)', () => {
  it('is told on her return what it played for her, in the table, the deal summary and the review', async () => {
    const host = await openTablePage(suite);
    const friend = await openTablePage(suite);
    const url = suite.site.url;
    // A Schnapsen table of the host and Anna; one second away and the AI plays her seat.
    await host.page.goto(`${url}/en/`);
    const made = await host.context.request.post(`${url}/api/tables`, {
      data: { game: 'schnapsen', seats: ['human', 'invite'], aiDelayMs: 0, graceSeconds: 1 },
    });
    const id = (await made.json()).table.id as string;
    const invite = (await (await host.context.request.post(`${url}/api/tables/${id}/invite`)).json()).token as string;
    expect((await friend.context.request.put(`${url}/api/me/name`, { data: { name: 'Anna' } })).ok()).toBe(true);
    expect((await friend.context.request.post(`${url}/api/join/${invite}`)).ok()).toBe(true);
    const tableUrl = `${url}/en/tables/${id}`;
    // The host is at the table before it starts: with a grace of one second, a host who came later than that
    // (a busy machine) would have had the AI play his first card, and a welcome back of his own.
    const a = host.page;
    await a.goto(tableUrl);
    await a.waitForSelector('.waiting-room');
    expect(
      (
        await host.context.request.post(`${url}/api/tables/${id}/actions`, { data: { action: 'start', version: 0 } })
      ).ok(),
    ).toBe(true);
    await a.waitForSelector('.play');

    // She sits down, then leaves; the host sees her away, and plays the deal out against the AI playing for her.
    await friend.page.goto(tableUrl);
    await friend.page.waitForSelector('.play');
    await friend.page.close();
    await a.waitForFunction(() =>
      Array.from(document.querySelectorAll('.seat-presence')).some(
        (e) => e.textContent === 'away: the AI plays for now',
      ),
    );
    await playDealTogether([a]);

    // Nothing of the kind is told to the host, who played every move of his.
    expect(await a.locator(STAND_IN).count()).toBe(0);
    expect(await a.locator('.deal-summary').innerText()).not.toContain('While you were away');

    // Back: the window lists what the AI played for her, each move in words.
    const back = await friend.context.newPage();
    const errors: string[] = [];
    back.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await back.goto(tableUrl);
    await back.waitForSelector(STAND_IN);
    const state = await back.evaluate(async (u) => (await (await fetch(u)).json()).state, `/api/tables/${id}`);
    const played = (state.standIn as { moves: { text: string }[] }[]).flatMap((d) => d.moves.map((m) => m.text));
    expect(played.length).toBeGreaterThan(0);
    expect(await back.locator('#stand-in-dialog-title').innerText()).toBe('Welcome back');
    expect(await back.locator('.stand-in > p').innerText()).toBe('While you were away the AI played for you:');
    const items = await back.locator('.stand-in-moves li').allInnerTexts();
    expect(items.length).toBe(played.length);
    // A card by its name ("Ace of hearts"), a move by the game's ("Close the talon"), never its string form.
    for (const item of items) expect(item).toMatch(/^(\w+ of \w+|Close the talon|Exchange|.*[Mm]arriage.*)$/);
    expect(await axeViolations(back)).toEqual([]);
    await shots(back, 'stand-in-table');

    // The summary behind it says the AI played them for her, naming them.
    await back.click(`${STAND_IN} .dialog-actions button`);
    await back.waitForSelector(STAND_IN, { state: 'detached' });
    const summary = await back.locator('.deal-summary').innerText();
    const line = played.length === 1 ? 'one move' : `${played.length} moves`;
    expect(summary).toContain(`While you were away the AI played ${line} for you in this deal: ${items[0]}`);
    expect(summary).not.toMatch(/You (had )?closed the talon/);
    await shots(back, 'stand-in-summary');
    // Closed, the list is not shown again on this tab.
    await back.reload();
    await back.waitForSelector('.deal-summary');
    expect(await back.locator(STAND_IN).count()).toBe(0);

    // Her review marks those decisions as the AI's: a badge on each of her moves, and none judged.
    await back.goto(`${tableUrl}/review/0`);
    await back.waitForSelector('.review-nav');
    const rows: { mine: number; marked: number; badges: string[]; judged: number }[] = [];
    for (let step = 0; ; step++) {
      await back.waitForSelector(`.review[data-step="${step}"]`);
      rows.push({
        mine: await back.locator('.review-move', { hasText: /^You:/ }).count(),
        marked: await back.locator('.review-move.stand-in').count(),
        badges: await back.locator('.review-move.stand-in .stand-in-mark').allInnerTexts(),
        judged: await back.locator('.review-move.stand-in .verdict').count(),
      });
      if (step === 1) {
        expect(await axeViolations(back)).toEqual([]);
        await shots(back, 'stand-in-review');
      }
      if (await back.locator('.review-next').isDisabled()) break;
      await back.click('.review-next');
    }
    const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + f(r), 0);
    expect(sum((r) => r.marked)).toBe(played.length);
    expect(sum((r) => r.mine)).toBe(played.length);
    expect(new Set(rows.flatMap((r) => r.badges))).toEqual(new Set(['The AI’s move']));
    expect(sum((r) => r.judged)).toBe(0);
    expect(await back.locator('.review-stand-in').innerText()).toMatch(
      /^While you were away the AI made \d+ of your decisions in this deal: they are marked and not judged as yours\.$/,
    );
    expect(errors).toEqual([]);
    expect(host.errors).toEqual([]);
    await host.context.close();
    await friend.context.close();
  }, 180_000);
});
