/**
 * The table fits one screen (issue 12, A.1 and A.9): at each of the sizes players use, and in each phase of
 * both games (the auction, play, the last trick shown, the deal's summary, the session's end), the page does
 * not scroll, and every card of the hand, every action button, the trick, the seats and the talon lie inside
 * the viewport where a click reaches them. One browser and one table per game: each phase is measured at
 * every size by resizing the same page. CARDAVIA_SHOTS=1 saves a screenshot of each to /tmp/shots/layout/.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../cli/referee.testing.js';
import { axeViolations, useBrowserSuite } from './harness.js';
import { CHROME_BOUND, SIZES, resize } from './sizes.js';
import { type Game, moved, newTable, nextTurn, openTablePage, version } from './tables.js';

/**
 * The test-only games of test/games/ that the site has no folder for: three seats (three-hands) and two
 * partnerships with moves other than cards beside the trick (partner-raise), drawn from their declarations.
 */
const DECLARED = ['three-hands', 'partner-raise'].map((id) => join(ROOT, `dist/test/games/${id}/index.js`));
for (const path of DECLARED) if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
const suite = useBrowserSuite({ CARDAVIA_EXTRA_GAMES: DECLARED.join(',') });

const SHOTS = process.env.CARDAVIA_SHOTS ? '/tmp/shots/layout' : null;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/**
 * What must be seen and reached in a phase. A hand card is reached on the strip a fanned card shows, at its
 * identifying corner (the rank and suit of its corner index, issue 30 point 8: 12 % in from its left and top
 * edges), everything else at its centre: elementFromPoint also fails when a panel's own scrolling, the fold of
 * an overflow or another element hides it.
 */
const MUST_SEE = [
  { what: 'hand card', selector: '.hand-card', at: 'corner' },
  {
    what: 'action',
    selector:
      '.bid-button, .move-button, .next-deal, .session-end .button, .end-views .button, dialog[open] .dialog-actions button',
    at: 'centre',
  },
  { what: 'trick', selector: '.trick', at: 'box' },
  { what: 'seat', selector: '.seat', at: 'box' },
  { what: 'talon', selector: '.talon', at: 'box' },
  { what: 'dialog', selector: 'dialog[open]', at: 'box' },
  // Wholly in view, inside every panel that scrolls around it (issue 30, point 7): the auction's "Why not the
  // other games?" and, where the score sheet is beside the felt, the deal summary's table of scores.
  { what: 'why not', selector: '.why-not > summary', at: 'whole' },
  { what: 'summary scores', selector: '.summary-scores', at: 'whole', minWidth: 1100 },
  // The moves since the player's last (issue 30, point 6): beside the felt, or its line above the trick.
  { what: 'recent moves', selector: '.recent-moves:not(.empty, .folded)', at: 'box' },
] as const;

/**
 * At every size (or those given): no page scroll, no element sticking out sideways past the viewport (issue 30:
 * the toolbar's buttons and its card movement, a swipe away at 360 wide), and each thing of MUST_SEE inside the
 * viewport (reached where it says).
 */
async function fits(
  page: Page,
  game: string,
  phase: string,
  sizes: readonly (readonly [number, number])[] = SIZES,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [width, height] of sizes) {
    await resize(page, width, height);
    const where = `${game} ${phase} ${width}×${height}`;
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${game}-${phase}-${width}x${height}.png` });
    const found = await page.evaluate((mustSee) => {
      const out: string[] = [];
      const root = document.scrollingElement!;
      if (window.scrollY !== 0) out.push(`scrollY ${window.scrollY}`);
      if (root.scrollHeight > window.innerHeight) out.push(`page ${root.scrollHeight} px tall`);
      if (root.scrollWidth > window.innerWidth) out.push(`page ${root.scrollWidth} px wide`);
      // A modal window open: what it covers is out of reach until it closes; the window itself must fit.
      const modal = document.querySelector('dialog[open]');
      for (const entry of mustSee) {
        const { what, selector, at } = entry;
        if ('minWidth' in entry && innerWidth < entry.minWidth) continue;
        for (const el of Array.from(document.querySelectorAll(selector))) {
          // Inside a closed dialog (the score sheet's on a narrow screen) a thing is not on the screen at all,
          // nor is one not drawn (a hand left over under the deal's summary).
          if (el.closest('dialog:not([open])') || el.getClientRects().length === 0) continue;
          if (modal && !modal.contains(el)) continue;
          const r = el.getBoundingClientRect();
          const name = `${what} ${el.getAttribute('data-card') ?? el.getAttribute('data-bid') ?? el.textContent?.trim().slice(0, 24) ?? ''}`;
          if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) {
            out.push(
              `${name} outside: ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}`,
            );
            continue;
          }
          if (at === 'box') continue;
          if (at === 'whole') {
            // Every panel that scrolls around it shows it whole, as it is now (no scrolling needed to read it).
            for (let up = el.parentElement; up; up = up.parentElement) {
              const o = getComputedStyle(up);
              if (o.overflowX === 'visible' && o.overflowY === 'visible') continue;
              const b = up.getBoundingClientRect();
              const [top, left] = [b.top + up.clientTop, b.left + up.clientLeft];
              if (
                r.top < top - 0.5 ||
                r.left < left - 0.5 ||
                r.bottom > top + up.clientHeight + 0.5 ||
                r.right > left + up.clientWidth + 0.5
              ) {
                out.push(
                  `${name} cut by ${up.className || up.tagName}: ${Math.round(r.top)}-${Math.round(r.bottom)} in ${Math.round(top)}-${Math.round(top + up.clientHeight)}`,
                );
                break;
              }
            }
            continue;
          }
          const corner = at === 'corner';
          const x = corner ? r.left + r.width * 0.12 : r.left + r.width / 2;
          const hit = document.elementFromPoint(x, corner ? r.top + r.height * 0.12 : r.top + r.height / 2);
          if (!hit || !el.contains(hit)) out.push(`${name} covered by ${hit?.className || hit?.tagName}`);
        }
      }
      out.push(...textInPanels(), ...seatsOffHand(), ...recentOverNothing(), ...sticksOut());
      return out;

      /**
       * Every element drawn wholly within the viewport's width (issue 30: after a resize from 1280 to 360 wide,
       * the deal summary's page measured 454 px, its header's links and fold button, the toolbar's buttons and
       * card movement past the right edge, in a line that scrolled sideways). Text for screen readers alone,
       * the inside of a closed window or menu, and the page's hand (held to its own test) are left out.
       */
      function sticksOut(): string[] {
        const found: string[] = [];
        for (const el of Array.from(document.body.querySelectorAll('*'))) {
          if (el.closest('.visually-hidden, dialog:not([open]), details:not([open]) > :not(summary)')) continue;
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
          if (r.left < -0.5 || r.right > innerWidth + 0.5) {
            const name = `${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
            found.push(`${name} sticks out sideways: ${Math.round(r.left)} to ${Math.round(r.right)}`);
          }
        }
        return found;
      }

      /**
       * Text cut or spilling in the table's panels (issue 30, point 7): an element that clips its own text
       * sideways (an ellipsis, a sideways scroll: the score sheet's columns), and text drawn outside its seat's
       * panel, or beside a panel on the felt or the score sheet. Hidden text for screen readers is left out.
       */
      function textInPanels(): string[] {
        const found: string[] = [];
        const panels = '.play .seat, .play .felt-panel, .play-side .sheet, dialog[open] .sheet';
        for (const panel of Array.from(document.querySelectorAll(panels))) {
          if (panel.closest('dialog:not([open])') || panel.getClientRects().length === 0) continue;
          const p = panel.getBoundingClientRect();
          const seat = panel.classList.contains('seat');
          const label = `${panel.className.split(' ')[0]} ${panel.getAttribute('aria-label') ?? ''}`.trim();
          for (const el of [panel, ...Array.from(panel.querySelectorAll('*'))] as HTMLElement[]) {
            if (el.closest('.visually-hidden') || el.clientWidth <= 2) continue;
            const o = getComputedStyle(el).overflowX;
            if (o !== 'visible' && el.scrollWidth > el.clientWidth + 1) {
              const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
              found.push(`${label}: "${text}" cut sideways (${el.scrollWidth} px in ${el.clientWidth})`);
            }
          }
          const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent!.trim();
            if (!text || node.parentElement!.closest('.visually-hidden')) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const t of Array.from(range.getClientRects())) {
              if (t.width === 0) continue;
              const out =
                t.left < p.left - 1 ||
                t.right > p.right + 1 ||
                (seat && (t.top < p.top - 1 || t.bottom > p.bottom + 1));
              if (out) {
                found.push(
                  `${label}: "${text.slice(0, 30)}" outside its panel (${Math.round(t.left)},${Math.round(t.top)} to ${Math.round(t.right)},${Math.round(t.bottom)} in ${Math.round(p.left)},${Math.round(p.top)} to ${Math.round(p.right)},${Math.round(p.bottom)})`,
                );
                break;
              }
            }
          }
        }
        return found;
      }

      /**
       * The moves since the player's last (issue 30, point 6) over nothing of the table: not the hand, the trick,
       * its caption, a seat, the talon or a move's button; and its newest (or marked) move shown whole on one line.
       */
      function recentOverNothing(): string[] {
        const found: string[] = [];
        const recent = document.querySelector('.recent-moves:not(.empty, .folded)');
        if (!recent || recent.getClientRects().length === 0) return found;
        const r = recent.getBoundingClientRect();
        const things = '.hand-card, .trick-card, .trick-caption, .seat, .talon, .move-button, .step-moves';
        for (const el of Array.from(document.querySelectorAll(things))) {
          if (el.getClientRects().length === 0 || recent.contains(el)) continue;
          const c = el.getBoundingClientRect();
          const [w, h] = [
            Math.min(r.right, c.right) - Math.max(r.left, c.left),
            Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top),
          ];
          if (w > 0.5 && h > 0.5) {
            const name = el.getAttribute('data-card') ?? el.className.split(' ')[0];
            found.push(`the recent moves over ${name} by ${Math.round(w)} × ${Math.round(h)} px`);
          }
        }
        const line = recent.querySelector('.recent-move.line');
        if (recent.classList.contains('strip') && line) {
          const l = line.getBoundingClientRect();
          if (l.height > 1.5 * parseFloat(getComputedStyle(line).lineHeight) || l.right > r.right + 0.5) {
            found.push(`the recent moves' line is ${Math.round(l.width)} × ${Math.round(l.height)} px`);
          }
        }
        return found;
      }

      /** A seat's panel over the player's hand (issue 30, point 7: North's by 6 px at 740 × 360). */
      function seatsOffHand(): string[] {
        const found: string[] = [];
        const hand = Array.from(document.querySelectorAll('.hand-slot, .hand-card')).map((c) =>
          c.getBoundingClientRect(),
        );
        for (const seat of Array.from(document.querySelectorAll('.play .seat:not(.seat-you)'))) {
          const s = seat.getBoundingClientRect();
          for (const c of hand) {
            const [w, h] = [
              Math.min(s.right, c.right) - Math.max(s.left, c.left),
              Math.min(s.bottom, c.bottom) - Math.max(s.top, c.top),
            ];
            if (w > 0.5 && h > 0.5) {
              found.push(`${seat.getAttribute('aria-label')}'s panel over the hand by ${Math.round(h)} px`);
              break;
            }
          }
        }
        return found;
      }
    }, MUST_SEE);
    // On a phone, the header and the bar above the felt leave the felt its room.
    const bound = CHROME_BOUND[`${width}x${height}`];
    if (bound !== undefined) {
      const chrome = await page.evaluate(() =>
        Math.round(document.querySelector('.play-bar')!.getBoundingClientRect().bottom),
      );
      if (SHOTS) console.log(`${where}: header and bar ${chrome} px`);
      if (chrome > bound) found.push(`header and bar ${chrome} px tall, more than ${bound}`);
    }
    problems.push(...found.map((f) => `${where}: ${f}`));
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return problems;
}

/** The table's strings and a game's, as a page in `lang` has them. */
const strings = (path: string) =>
  JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, Record<string, string>>;

/**
 * The longest facts a phone's bar shows, in the page's language: a Schafkopf Rufer's seven (dealer, game,
 * declarer, called ace, partner, trumps, total), the partner as the called ace's holder reads it before the ace
 * is played, put in the bar in place of this deal's facts; with them, the header and the bar keep within their
 * bound at 360 × 740 and 740 × 360. The page is reloaded by whoever measures it next.
 */
async function longestFactsFit(page: Page, lang: 'en' | 'fr' | 'de'): Promise<string[]> {
  const table = strings(`web/src/i18n/table.${lang}.json`);
  const game = strings(`web/src/games/schafkopf/i18n/table.${lang}.json`);
  const seat = { en: 'West', fr: 'Ouest', de: 'West' }[lang];
  const ace = { en: 'Ace of acorns', fr: 'As de grelots', de: 'Schellen-Sau' }[lang];
  const rows: [string, string][] = [
    [table.seat!.dealer!, seat],
    [game.info!.contract!, game.contract!.rufer!.replace('{{ace}}', ace)],
    [game.info!.declarer!, seat],
    [game.info!.calledAce!, ace],
    [game.info!.partner!, game.info!.partnerYou!],
    [game.info!.trumps ?? table.info!.trumps!, game.info!.trumpsRufer!],
    [table.sheet!.total!, '−12'],
  ];
  await page.evaluate((rows) => {
    const bar = document.querySelector('.facts-bar')!;
    bar.replaceChildren(
      ...rows.map(([term, text], i) => {
        const row = document.createElement('div');
        const [dt, dd] = [document.createElement('dt'), document.createElement('dd')];
        dt.textContent = term;
        dd.textContent = text;
        // The called ace's small card before its name.
        if (i === 3) {
          const card = Object.assign(document.createElement('span'), { className: 'card' });
          card.append(Object.assign(document.createElement('span'), { style: 'display: block; aspect-ratio: 5 / 8' }));
          dd.prepend(card);
        }
        row.append(dt, dd);
        return row;
      }),
    );
  }, rows);
  const problems: string[] = [];
  for (const [width, height] of [
    [360, 740],
    [740, 360],
  ] as const) {
    await resize(page, width, height);
    const bottom = await page.evaluate(() =>
      Math.round(document.querySelector('.play-bar')!.getBoundingClientRect().bottom),
    );
    if (SHOTS) {
      console.log(`the longest facts in ${lang} at ${width}×${height}: header and bar ${bottom} px`);
      await page.screenshot({ path: `${SHOTS}/longest-facts-${lang}-${width}x${height}.png` });
    }
    const bound = CHROME_BOUND[`${width}x${height}`]!;
    if (bottom > bound)
      problems.push(`the longest facts in ${lang} at ${width}×${height}: ${bottom} px, more than ${bound}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return problems;
}

/**
 * The same table in French and German, whose words are longest (issue 30: the phone's bound of the header and
 * the bar was measured in English only, with 4 px to spare): loaded at 360 × 740 and measured there as it comes,
 * then at every size after a resize; then back in English at 1280 × 800.
 */
async function fitsInOtherLanguages(page: Page, game: string, phase: string): Promise<string[]> {
  const problems: string[] = [];
  const url = page.url();
  for (const lang of ['fr', 'de'] as const) {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(url.replace('/en/', `/${lang}/`));
    await page.waitForSelector('.play .hand-card, .deal-summary');
    await page.waitForSelector(`html[lang=${lang}]`);
    problems.push(...(await fits(page, game, `${phase}-${lang}-loaded`, [[360, 740]])));
    problems.push(...(await fits(page, game, `${phase}-${lang}`)));
    if (game === 'schafkopf' && phase === 'play') problems.push(...(await longestFactsFit(page, lang)));
  }
  await page.goto(url);
  await page.waitForSelector('.play .hand-card, .deal-summary');
  if (game === 'schafkopf' && phase === 'play') problems.push(...(await longestFactsFit(page, 'en')));
  await page.goto(url);
  await page.waitForSelector('.play .hand-card, .deal-summary');
  return problems;
}

/**
 * The longest call at a side seat, whatever this deal's auction brought: East called a Rufer, in his panel and in
 * the auction's row. A side seat's column is as wide as its panel needs, so a call one line long took the room of
 * the auction between them (at 768 × 1024 the bids went one to a line, the auction scrolled inside itself and
 * its last bid lay under the player's own panel, in the deals where East had called). Every phase check holds
 * at every size but the phone upright's with the call put in and the most bids a hand is offered over it; both
 * are taken out after.
 */
async function sideCallLeavesAuctionRoom(page: Page, game: string): Promise<string[]> {
  const restore = await page.evaluate(() => {
    const seat = document.querySelector('.area-right .seat')!;
    const call = Object.assign(document.createElement('p'), {
      className: 'seat-bid test-side-call',
      textContent: 'Rufer with the Ace of bells',
    });
    seat.insertBefore(call, seat.querySelector('.pile'));
    // The call goes in the row of a seat other than the human's (whose row says "waiting" on his turn), and
    // the state stays one an auction can reach: a call must outbid the one before it (SK-5), so a Rufer this
    // deal's auction brought elsewhere becomes a pass for the measure (two long Rufers side by side, the human's
    // row overwritten, wrapped the row at 740 × 360 in some deals).
    const saids = Array.from(document.querySelectorAll<HTMLElement>('.auction-rows .said'));
    const before = saids.map((s) => s.textContent ?? '');
    const side = Array.from(document.querySelectorAll('.auction-rows li')).findIndex(
      (li) => li.querySelector('.who')?.textContent !== 'You',
    );
    saids.forEach((s, i) => {
      if (i === side) s.textContent = 'Rufer with the Ace of bells';
      else if (s.textContent?.startsWith('Rufer')) s.textContent = 'Pass';
    });
    const highest = document.querySelector('.auction-highest');
    const highestBefore = highest?.textContent ?? '';
    if (highest) highest.textContent = 'Highest so far: Rufer with the Ace of bells';
    // As many bids as a hand is offered over a Rufer: passing, the Wenz, four Solo and five Tout (those past
    // the eleventh hidden for the measure).
    const list = document.querySelector('.bid-list');
    const last = list?.lastElementChild;
    for (const extra of Array.from(list?.children ?? []).slice(11)) {
      (extra as HTMLElement).hidden = true;
      extra.classList.add('test-side-call-hidden');
    }
    while (list && last && list.children.length < 11) {
      const copy = last.cloneNode(true) as HTMLElement;
      copy.classList.add('test-side-call');
      list.append(copy);
    }
    return [before, highestBefore] as const;
  });
  // Where the side seats stand beside the middle in columns of their own width (on a phone upright the three
  // columns have fixed shares, and a call cannot narrow the middle).
  const problems = await fits(
    page,
    game,
    'auction-side-call',
    SIZES.filter(([width]) => width >= 600),
  );
  await page.evaluate(([before, highestBefore]) => {
    for (const added of Array.from(document.querySelectorAll('.test-side-call'))) added.remove();
    for (const hidden of Array.from(document.querySelectorAll('.test-side-call-hidden'))) {
      (hidden as HTMLElement).hidden = false;
      hidden.classList.remove('test-side-call-hidden');
    }
    document.querySelectorAll('.auction-rows .said').forEach((s, i) => (s.textContent = before[i] ?? ''));
    const highest = document.querySelector('.auction-highest');
    if (highest) highest.textContent = highestBefore;
  }, restore);
  await page.setViewportSize({ width: 1280, height: 800 });
  return problems;
}

/**
 * The longest call beside the seat across, whatever this deal's auction brought: North's panel holds it, on
 * laptops and desktops (issue 30, point 7: on one line, "no tricks yet" was drawn outside North's panel at
 * 1280 × 800 once North had called a Rufer). The call is put in for the measure and taken out after it.
 */
async function acrossHoldsLongCall(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(() => {
    const seat = document.querySelector('.area-across .seat')!;
    const call = Object.assign(document.createElement('p'), {
      className: 'seat-bid test-long-call',
      textContent: 'Rufer with the Ace of leaves',
    });
    seat.insertBefore(call, seat.querySelector('.pile'));
  });
  for (const [width, height] of SIZES.filter(([w]) => w >= 1280)) {
    await resize(page, width, height);
    const outside = await page.evaluate(() => {
      const seat = document.querySelector('.area-across .seat')!;
      const p = seat.getBoundingClientRect();
      const walker = document.createTreeWalker(seat, NodeFilter.SHOW_TEXT);
      const out: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim() || node.parentElement!.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        if (
          r.width > 0 &&
          (r.left < p.left - 1 || r.right > p.right + 1 || r.top < p.top - 1 || r.bottom > p.bottom + 1)
        )
          out.push(
            `"${node.textContent!.trim()}" at ${Math.round(r.left)}-${Math.round(r.right)} outside ${Math.round(p.left)}-${Math.round(p.right)}`,
          );
      }
      return out;
    });
    problems.push(...outside.map((o) => `North's panel with a Rufer, ${width}×${height}: ${o}`));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/schafkopf-auction-long-call-${width}x${height}.png` });
  }
  await page.evaluate(() => document.querySelector('.test-long-call')?.remove());
  await page.setViewportSize({ width: 1280, height: 800 });
  return problems;
}

/** The last trick in view under the trick, then its window opened by its key (L), each measured; Esc closes. */
async function measureLastTrick(page: Page, measure: (phase: string) => Promise<void>): Promise<void> {
  await measure('last-trick');
  await page.keyboard.press('l');
  await page.waitForSelector('dialog[open] .last-trick-cards li');
  await measure('last-trick-dialog');
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog[open]', { state: 'detached' });
}

async function act(page: Page, selector: string) {
  const before = await version(page);
  await page.locator(selector).first().click();
  await moved(page, before);
}

/**
 * Plays the table through its phases and measures each once: the auction (Schafkopf), the first card, a card
 * with the last trick in view and its dialog open, the deal's summary, and, after the game is ended from the
 * table, the session's end with the last deal's summary opened beside it.
 */
async function playThrough(
  page: Page,
  game: Game,
  setup: (page: Page) => Promise<void> = async () => {},
): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  const measure = async (phase: string) => {
    seen.add(phase);
    problems.push(...(await fits(page, game, phase)));
  };
  await newTable(suite, page, game, 'en', setup);
  // Until a deal has been summed up and a trick has been seen finished (a Tout may end at its first trick), and
  // in a game with an auction until the human has bid (in Belote a player before him may take at once).
  const auction = game === 'schafkopf' || game === 'belote';
  const wanted = auction ? ['auction', 'summary', 'last-trick'] : ['summary', 'last-trick'];
  const done = () => wanted.every((phase) => seen.has(phase));
  for (let guard = 0; guard < 400 && !done(); guard++) {
    const turn = await nextTurn(page);
    if (turn === 'bid') {
      if (!seen.has('auction')) {
        await measure('auction');
        problems.push(...(await acrossHoldsLongCall(page)));
        problems.push(...(await sideCallLeavesAuctionRoom(page, game)));
        // Every bid has its own key, shown on its button (the Solo Tout bids after the ninth game too).
        const keys = await page.locator('.bid-button kbd').allInnerTexts();
        expect(keys.length).toBe(await page.locator('.bid-button').count());
        expect(new Set(keys).size).toBe(keys.length);
        // A bid past the ninth game is made by its letter key (a Tout: the deal may end at its first lost trick).
        const letter = keys.find((k) => /^[A-Z]$/.test(k));
        if (letter) {
          const before = await version(page);
          await page.locator('body').focus();
          await page.keyboard.press(letter);
          await moved(page, before);
          continue;
        }
      }
      // Schafkopf and Belote: a game or a taking, so that a deal is played (Belote's first bid is its pass).
      await act(page, auction ? '.bid-button:not(.pass)' : '.bid-button');
    } else if (turn === 'card') {
      if (!seen.has('play')) {
        await measure('play');
        problems.push(...(await fitsInOtherLanguages(page, game, 'play')));
        // The human's won pile is read in the second person, the others' with their names.
        expect(await page.locator('.seat-you .pile-text').textContent()).toMatch(/^\s*Your won cards,/);
        expect(await page.locator('.area-across .pile-text').textContent()).toMatch(/^\s*North's won cards,/);
      } else if (!seen.has('last-trick') && (await page.locator('.trick-caption').count())) {
        await measureLastTrick(page, measure);
      }
      await act(page, '.hand-card.playable');
    } else if (turn === 'answer') {
      // A raise of the other side to hold or fold (the stake beside the trick, a game with raises).
      if (!seen.has('answer')) await measure('answer');
      await act(page, '[data-move=hold]');
    } else if (turn === 'next') {
      if (!seen.has('summary')) {
        await measure('summary');
        problems.push(...(await fitsInOtherLanguages(page, game, 'summary')));
      }
      if (!done()) await act(page, '.next-deal');
    } else throw new Error('the session ended before a deal was summed up');
  }
  // End the game from the table (the end button sits with the score sheet, in a dialog on a narrow screen).
  const end = page.locator('.end-game button');
  await end.click();
  await page.locator('.end-game button').first().click();
  await page.waitForSelector('.session-end');
  await measure('end');
  expect(await axeViolations(page)).toEqual([]);
  // The last deal's summary stays a button away from the final result, and back.
  await page.locator('.last-deal').click();
  await page.waitForSelector('.deal-summary');
  expect(await page.locator('.last-deal').getAttribute('aria-pressed')).toBe('true');
  await measure('end-last-deal');
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('.end-result').click();
  await page.waitForSelector('.session-end');
  const expected = auction ? ['auction', 'play', 'last-trick', 'summary', 'end'] : ['play', 'summary'];
  for (const phase of expected) expect(seen, phase).toContain(phase);
  return problems;
}

describe('the table fits one screen at every size and in every phase', () => {
  for (const game of ['schafkopf', 'bohemian-schneider', 'schnapsen', 'watten', 'belote'] as const) {
    it(`${game}: no page scroll; the hand, the actions, the trick, the seats inside the viewport`, async () => {
      const { page, errors, context } = await openTablePage(suite, { height: 800 });
      const problems = await playThrough(page, game);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  }
  // Belote contrée: the auction panel with its levels, suits, passe and contre.
  it('belote contrée: no page scroll; the levels, the suits, the trick, the seats inside the viewport', async () => {
    const { page, errors, context } = await openTablePage(suite, { height: 800 });
    const problems = await playThrough(page, 'belote', async (p) => {
      await p.click('details.more-options > summary');
      await p.check('input[name=ruleset][value=contree]');
    });
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});

/** What the human may do now at a declared game's table: a card, a step's move, the next deal, or the end. */
const DECLARED_TURN =
  '.hand-card.playable, .step-moves .move-button:not([aria-disabled="true"]), .next-deal:not([disabled]), .session-end';

/**
 * A step's move at a declared game's table: the first button that may be pressed; else the cards of a move of
 * cards, chosen in the hand: one card at once, or the first pair the rules allow, then made by its button.
 */
async function stepMove(page: Page): Promise<void> {
  const before = await version(page);
  const make = page.locator('.step-make');
  const buttons = page.locator('.step-moves .move-button:not(.step-make):not([aria-disabled="true"])');
  const cards = page.locator('.hand-card.playable');
  if (await buttons.count()) await buttons.first().click();
  else if ((await make.count()) === 0) await cards.first().click();
  else {
    const n = await cards.count();
    search: for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        await cards.nth(i).click();
        await cards.nth(j).click();
        if ((await make.getAttribute('aria-disabled')) === 'false') {
          await make.click();
          break search;
        }
        await cards.nth(i).click();
        await cards.nth(j).click();
      }
    }
  }
  await moved(page, before);
}

/**
 * A declared game's table through its phases, each measured once: each of its steps before play (`steps`,
 * the human's turn at one depends on who deals: tables are dealt until each has come), play, the last trick
 * and its window, the deal's summary, then the session's end.
 */
async function playDeclared(page: Page, game: string, seats: string[], steps: string[]): Promise<string[]> {
  const problems: string[] = [];
  const seen = new Set<string>();
  const measure = async (phase: string) => {
    seen.add(phase);
    problems.push(...(await fits(page, game, phase)));
  };
  const wanted = [...steps.map((x) => `step-${x}`), 'play', 'last-trick', 'summary'];
  for (let tables = 0; tables < 6 && wanted.some((x) => !seen.has(x)); tables++) {
    await page.goto(`${suite.site.url}/en/`);
    const id = await page.evaluate(
      async (body) => {
        const r = await fetch('/api/tables', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return ((await r.json()) as { table: { id: string } }).table.id;
      },
      { game, seats, aiDelayMs: 0 },
    );
    await page.goto(`${suite.site.url}/en/tables/${id}`);
    await page.waitForSelector('.play .hand-card');
    // Three seats sit left and right of the human, four around the table.
    expect(await page.locator('.felt-grid .area-across').count()).toBe(seats.length === 3 ? 0 : 1);
    for (let guard = 0; guard < 400 && wanted.some((x) => !seen.has(x)); guard++) {
      await page.waitForSelector(DECLARED_TURN, { timeout: 60_000 });
      if (await page.locator('.session-end').count()) break;
      const step = (await page.locator('.step-moves').count())
        ? await page.locator('.step-moves').getAttribute('data-step')
        : null;
      const playable = (await page.locator('.hand-card.playable').count()) > 0;
      if (step !== null && (steps.includes(step) || !playable)) {
        if (!seen.has(`step-${step}`)) await measure(`step-${step}`);
        await stepMove(page);
      } else if (playable) {
        if (!seen.has('play')) await measure('play');
        else if (!seen.has('last-trick') && (await page.locator('.trick-caption').count())) {
          await measureLastTrick(page, measure);
        }
        await act(page, '.hand-card.playable');
      } else {
        if (!seen.has('summary')) await measure('summary');
        await act(page, '.next-deal');
      }
    }
  }
  for (const phase of wanted) expect(seen, phase).toContain(phase);
  // End the game from the table, if it is still on, and measure its end.
  if ((await page.locator('.session-end').count()) === 0) {
    await page.locator('.end-game button').click();
    await page.locator('.end-game button').first().click();
    await page.waitForSelector('.session-end');
  }
  await measure('end');
  expect(await axeViolations(page)).toEqual([]);
  return problems;
}

describe('a table of three, and one of partners with moves beside the trick, fit one screen at every size', () => {
  const cases = [
    { game: 'three-hands', seats: ['human', 'easy', 'easy'], steps: ['discard'] },
    { game: 'partner-raise', seats: ['human', 'easy', 'easy', 'easy'], steps: ['call', 'bury'] },
    // Mariáš: the trump card and the talon chosen in the hand, the claims, the game and the fleks as step buttons.
    { game: 'marias', seats: ['human', 'easy', 'easy'], steps: ['trump', 'discard', 'claim', 'flek'] },
  ];
  for (const { game, seats, steps } of cases) {
    it(`${game} (${seats.length} seats): no page scroll; the hand, the moves, the trick, the seats in view`, async () => {
      const { page, errors, context } = await openTablePage(suite, { height: 800 });
      const problems = await playDeclared(page, game, seats, steps);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  }
});

describe('the header on a table page', () => {
  it('is one line, at most 56 px on a phone; its button opens the paper controls over the table, Esc closes', async () => {
    const { page, errors, context } = await openTablePage(suite, { height: 800 });
    await newTable(suite, page, 'bohemian-schneider');
    const header = page.locator('.site-header');
    const button = page.locator('.fold-button');
    for (const [width, height] of SIZES) {
      await resize(page, width, height);
      const box = (await header.boundingBox())!;
      expect(box.height, `${width}×${height}`).toBeLessThanOrEqual(56);
      expect(await page.locator('.site-header input[type=range]').count()).toBe(0);
    }
    // A wide desktop: the navigation stays in the line, the paper controls open under the button.
    await page.setViewportSize({ width: 1920, height: 1080 });
    // The header follows the new size a frame or two later: wait for it rather than look at once.
    await page.waitForSelector('.site-header .bar nav');
    await expect.poll(() => button.innerText()).toMatch(/Paper look/);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const ranges = page.locator('#header-panel input[type=range]');
    expect(await ranges.count()).toBe(3);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/header-paper-1920x1080.png` });
    // The panel lies over the table: the page does not grow.
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= innerHeight)).toBe(true);
    // Live and remembered: the filter changes at once and localStorage keeps it.
    const slope = () => page.locator('#cardavia-paper feFuncR').getAttribute('slope');
    const before = await slope();
    await ranges.first().focus();
    await page.keyboard.press('End');
    expect(await slope()).not.toBe(before);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cardavia.paper')))!)).toMatchObject({
      contrast: 100,
    });
    await page.getByRole('checkbox', { name: 'Four-colour suits' }).check();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cardavia.paper')))!)).toMatchObject({
      fourColour: true,
    });
    // The card indices (issue 30, point 8): the Prague hand is drawn again with a plate in two corners of each
    // card (none before: the pack prints no index on its courts), and the choice is kept.
    const plates = () => page.locator('.hand-card svg rect[width="14"]').count();
    const cards = await page.locator('.hand-card').count();
    expect(cards).toBeGreaterThan(0);
    expect(await plates()).toBe(0);
    await page.getByRole('checkbox', { name: /^Card indices/ }).check();
    await expect.poll(plates).toBe(2 * cards);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cardavia.paper')))!)).toMatchObject({
      fourColour: true,
      indices: true,
    });
    // Esc closes it and gives the focus back to the button; the table's own keys do not see that Esc.
    await page.keyboard.press('Escape');
    await page.waitForSelector('#header-panel', { state: 'detached' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('fold-button'))).toBe(true);
    // A phone: the navigation and the language go into the same panel.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.waitForSelector('.site-header .bar nav', { state: 'detached' });
    await button.click();
    await page.waitForSelector('#header-panel nav a');
    expect(await page.locator('#header-panel nav a').count()).toBeGreaterThan(2);
    expect(await page.locator('#header-panel .lang select').count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/header-menu-360x740.png` });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.locator('#header-panel input[type=range]').first().inputValue()).toBe('100');
    // A click outside (on the felt's rim, below the panel) closes it.
    await page.mouse.click(6, 734);
    await page.waitForSelector('#header-panel', { state: 'detached' });
    // Reloaded, the settings are still there.
    await page.reload();
    await page.waitForSelector('.play .hand-card');
    await button.click();
    expect(await page.locator('#header-panel input[type=range]').first().inputValue()).toBe('100');
    expect(await page.getByRole('checkbox', { name: 'Four-colour suits' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^Card indices/ }).isChecked()).toBe(true);
    expect(await page.locator('.hand-card svg rect[width="14"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('the tools above the felt on a phone', () => {
  it('are each reached without a sideways swipe: the rarely used behind "More tools", which Esc folds', async () => {
    const { page, errors, context } = await openTablePage(suite, { height: 800 });
    await newTable(suite, page, 'bohemian-schneider');
    for (const [width, height] of [
      [360, 740],
      [390, 844],
      [740, 360],
    ] as const) {
      const where = `${width}×${height}`;
      await resize(page, width, height);
      // Before, the line went on past the right edge and scrolled sideways (Keys, Score sheet, Card movement).
      const more = page.locator('.play-bar .more-button');
      expect(await more.count(), where).toBe(1);
      expect(await more.getAttribute('aria-label')).toBe('More tools');
      expect(await page.locator('.play-bar .tools').evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
      await more.click();
      const menu = page.getByRole('group', { name: 'More tools' });
      const tools = [
        menu.getByRole('button', { name: 'Last trick (L)' }),
        menu.getByRole('button', { name: 'Keys (?)' }),
        menu.getByRole('button', { name: 'Score sheet' }),
        menu.getByRole('combobox', { name: 'Card movement' }),
      ];
      for (const tool of tools) {
        expect(await tool.count(), where).toBe(1);
        const box = (await tool.boundingBox())!;
        expect(box.x, where).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, where).toBeLessThanOrEqual(width);
        expect(box.y + box.height, where).toBeLessThanOrEqual(height);
        // Nothing lies over it: a tap at its centre reaches it.
        expect(
          await tool.evaluate((el) => {
            const r = el.getBoundingClientRect();
            return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
          }),
          where,
        ).toBe(true);
      }
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/more-tools-${width}x${height}.png` });
      expect(await axeViolations(page)).toEqual([]);
      // Esc folds the menu and gives the focus back to its button; the table's keys do not see that Esc.
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
      // A tool chosen from it does its work and folds the menu: the score sheet opens.
      await more.click();
      await tools[2]!.click();
      await page.waitForSelector('dialog[open] .sheet');
      expect(await menu.isVisible()).toBe(false);
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog[open]', { state: 'detached' });
    }
    // On a wide screen the tools are in the line itself, with no "More tools".
    await resize(page, 1280, 800);
    expect(await page.locator('.play-bar .more-button').count()).toBe(0);
    expect(await page.locator('.play-bar .tools').getByRole('button', { name: 'Keys (?)' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
