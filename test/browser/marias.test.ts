/**
 * Mariáš in a real browser against the real server and its easy players (no AI delay, card movement off): three
 * seats, the others left and right; as forehand the human sets a trump card aside in his hand (the others see
 * only that it lies there), lays a two-card talon without Ace or Ten, claims barva and names a hra by its key,
 * and in another deal claims betl; as a defender he answers dobrá and fleks the game by its component's button;
 * a marriage is announced as its card is played; a refused claim says why and sends nothing; each deal's
 * summary explains the components in units, and the score sheet keeps them. The deals are the server's
 * (random): the test plays deals until the human has declared a trump game and a betl (he is forehand every
 * third deal), each played to its end.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, useBrowserSuite } from './harness.js';
import { moved, newTable, openTablePage, shots, version } from './tables.js';

const suite = useBrowserSuite();

/** What the human may do now: a card, a step's button, the next deal, or the session's end. */
const TURN =
  '.hand-card.playable, .step-moves .move-button:not([aria-disabled="true"]), .next-deal:not([disabled]), .session-end';

/** The facts bar's description of a term ("Game" → "Hra"). */
async function fact(page: Page, term: string): Promise<string | null> {
  const dt = page.locator('.facts-bar dt', { hasText: new RegExp(`^${term}$`) });
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
  await moved(page, before).catch(async (e) => {
    const panel = await page
      .locator('.step-moves')
      .innerText()
      .catch(() => '');
    throw new Error(`the key ${key} did not move the table (${panel}): ${String(e)}`);
  });
}

/** The key shown on the button of a bid (`bid:hra`), or null. */
const keyOf = async (page: Page, move: string) => {
  const kbd = page.locator(`.step-moves [data-move="${move}"] kbd`);
  return (await kbd.count()) ? kbd.innerText() : null;
};

describe('Mariáš through the UI', () => {
  it('whole deals: a trump game and a betl declared by the human, fleks, a marriage, refusals explained, units summed up', async () => {
    const { page, errors, context } = await openTablePage(suite, { height: 800 });
    await newTable(suite, page, 'marias');
    // Three seats: the others left and right, nobody across.
    expect(await page.locator('.felt-grid .area-across').count()).toBe(0);
    expect(await page.locator('.felt-grid .area-left .seat, .felt-grid .area-right .seat').count()).toBe(2);
    const seen = {
      trumpCard: false,
      hidden: false,
      refused: false,
      hraByKey: false,
      trumpGame: false,
      betl: false,
      flek: false,
      marriage: false,
      axe: false,
    };
    const shot = new Set<string>();
    const once = async (name: string) => {
      if (shot.has(name)) return;
      shot.add(name);
      await shots(page, `marias-${name}`);
    };
    let wantBetl = false;
    let deals = 0;
    for (let guard = 0; guard < 600 && !(seen.trumpGame && seen.betl); guard++) {
      await page.waitForSelector(TURN, { timeout: 60_000 });
      if (await page.locator('.session-end').count()) break;
      const panel = page.locator('.step-moves');
      const step = (await panel.count()) ? await panel.first().getAttribute('data-step') : null;
      if (await page.locator('.next-deal:not([disabled])').count()) {
        // The summary: who won, each component in units, who pays whom.
        const summary = await page.locator('.deal-summary').innerText();
        expect(summary).toMatch(/(win|lose)s? (Hra|Sedma|Sto|Stosedm|Betl|Durch)/);
        expect(summary).toMatch(
          /(Hra|Sedma|Sto|Betl|Durch|Silent seven|Silent hundred), won by .*: (.* = )?\d+ units?\./,
        );
        if (/Betl/.test(summary) && /You (win|lose) Betl/.test(summary)) {
          seen.betl = true;
          await once('betl-end');
        } else if (/You (win|lose) (Hra|Sedma|Sto)/.test(summary)) {
          expect(summary).toMatch(/Points with the marriages announced: you \d+, the defenders \d+/);
          seen.trumpGame = true;
          await once('trump-end');
        }
        deals++;
        await click(page, '.next-deal');
        continue;
      }
      if (step === 'trump') {
        // MA-6: the forehand sets a card of his first seven aside, chosen in the hand.
        wantBetl = seen.trumpGame && !seen.betl;
        expect(await page.locator('.hand-card').count()).toBe(7);
        await once('trump-card');
        const cards = await page
          .locator('.hand-card.playable')
          .evaluateAll((b) => b.map((x) => x.getAttribute('data-card')));
        // A low card of the suit most held, so that the trump game has trumps.
        const count = (s: string) => cards.filter((c) => c!.startsWith(s)).length;
        const best = [...cards].sort((a, b) => count(b![0]!) - count(a![0]!))[0]!;
        const low = cards.filter((c) => c![0] === best[0] && /[789U]$/.test(c!))[0] ?? best;
        await click(page, `.hand-card[data-card="${low}"]`);
        expect(await fact(page, 'Trumps')).toMatch(/, face down \(only you know it\)$/);
        seen.trumpCard = true;
        continue;
      }
      if (step === 'discard') {
        // MA-7: two cards face down; in a trump game no Ace or Ten.
        await once('discard');
        const cards = await page
          .locator('.hand-card.playable')
          .evaluateAll((b) => b.map((x) => x.getAttribute('data-card')!));
        const plain = cards.filter((c) => !/[AT]$/.test(c));
        const two = (wantBetl ? cards.filter((c) => /[AKT]$/.test(c)).concat(cards) : plain.concat(cards)).slice(0, 2);
        for (const c of two) await page.locator(`.hand-card[data-card="${c}"]`).click();
        expect(await page.locator('.step-make').innerText()).toMatch(/^Discard: /);
        await click(page, '.step-make');
        continue;
      }
      if (step === 'claim') {
        await once('claim');
        // The forehand's own claim: dobrá is not his to say yet.
        const dobraRefused = page.locator('.step-moves [data-move="bid:dobra"][aria-disabled="true"]');
        if (await dobraRefused.count()) {
          // The forehand's claim. The dobrá he may not say is refused with its reason, and sends nothing.
          const dobra = page.locator('.step-moves [data-move="bid:dobra"]');
          if (!seen.refused && (await dobra.count())) {
            const v = await version(page);
            await dobra.click({ force: true });
            const notice = page.locator('[data-testid=notice]');
            await notice.waitFor();
            expect(await notice.innerText()).toBe('The forehand speaks first: barva, betl or durch.');
            expect(await version(page)).toBe(v);
            await page.locator('.step-why-not summary').click();
            expect(await page.locator('.step-why-not li').allInnerTexts()).toContainEqual(
              expect.stringContaining('The forehand speaks first'),
            );
            if (!seen.axe) {
              expect(await axeViolations(page)).toEqual([]);
              seen.axe = true;
            }
            seen.refused = true;
          }
          if (wantBetl) await click(page, '.step-moves [data-move="bid:betl"]');
          else {
            // Barva by its key, 1 (0 is dobrá, 2 betl, 3 durch).
            expect(await keyOf(page, 'bid:barva')).toBe('1');
            await press(page, '1');
          }
          continue;
        }
        // Another's claim: his trump card is hidden from the human, who answers dobrá by its key, 0.
        if ((await fact(page, 'Trumps')) === 'a trump card lies face down') seen.hidden = true;
        expect(await keyOf(page, 'bid:dobra')).toBe('0');
        await press(page, '0');
        continue;
      }
      if (step === 'declare') {
        // MA-10: the trump card is shown; the game named by its key.
        await once('declare');
        expect(await fact(page, 'Trumps')).toMatch(/(Acorns|Leaves|Hearts|Bells)$/);
        expect(await keyOf(page, 'bid:hra')).toBe('1');
        await press(page, '1');
        seen.hraByKey = true;
        continue;
      }
      if (step === 'flek') {
        // MA-16, MA-17: a flek button per open component; the defender doubles the game once.
        await once('flek');
        const flek = page.locator('.step-moves .move-button[data-move^="bid:flek-"]:not([aria-disabled="true"])');
        if (!seen.flek && (await flek.count())) {
          const name = await flek.first().innerText();
          expect(name).toMatch(/(Flek|Re|Tutti|Boty) \(×\d+\) on (Hra|Sedma|Sto|Betl|Durch)/);
          // Only the components of this game are offered (a hra has no betl to double).
          const game = await fact(page, 'Game');
          const offered = await page
            .locator('.step-moves [data-move^="bid:flek-"]')
            .evaluateAll((b) => b.map((x) => x.getAttribute('data-move')!));
          if (game === 'Hra') expect(offered).toEqual(['bid:flek-hra']);
          await click(page, '.step-moves .move-button[data-move^="bid:flek-"]:not([aria-disabled="true"])');
          expect(await fact(page, 'Fleks')).toMatch(/(flek ×2|re ×4|tutti ×8|boty ×16)/);
          seen.flek = true;
        } else await click(page, '.step-moves [data-move="bid:dobra"]');
        continue;
      }
      // Play: a marriage is announced by its button, then its King or Ober is played.
      const marry = page.locator('.step-moves [data-move^="marry:"]:not([aria-disabled="true"])');
      if ((await marry.count()) && !seen.marriage) {
        await once('marriage');
        await click(page, '.step-moves [data-move^="marry:"]:not([aria-disabled="true"])');
        const playable = await page
          .locator('.hand-card.playable')
          .evaluateAll((b) => b.map((x) => x.getAttribute('data-card')!));
        expect(playable.every((c) => /[KO]$/.test(c))).toBe(true);
        await click(page, '.hand-card.playable');
        expect(await page.locator('.seat-you .seat-note, .area-you').first().innerText()).toMatch(/marriage (20|40)/);
        seen.marriage = true;
        continue;
      }
      await once('play');
      await click(page, '.hand-card.playable');
    }
    expect(seen).toMatchObject({ trumpCard: true, trumpGame: true, betl: true, hraByKey: true, refused: true });
    expect(deals).toBeGreaterThan(1);
    // The score sheet in units: a line per deal with its game, declarer and value.
    await page.locator('body').focus();
    const sheet = page.getByRole('button', { name: 'Score sheet' });
    if (await sheet.count()) {
      await sheet.first().click();
      await page.waitForSelector('dialog[open] .sheet');
      const text = await page.locator('dialog[open] .sheet').innerText();
      expect(text).toMatch(/(Hra|Sedma|Sto|Stosedm) in (acorns|leaves|hearts|bells) · You · (fleked · )?value −?\d+/);
      expect(text).toMatch(/Betl · You · (fleked · )?value −?\d+/);
      await once('sheet');
      await page.keyboard.press('Escape');
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
