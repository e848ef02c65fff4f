// Screenshots of every deck's page at 1280 px and of the card viewer (issue 14 point 6), to check the art
// against docs/patterns.md. Run after `npm run build`: node scripts/deck-shots.mjs [OUT_DIR] (default .tmp/decks)
// Starts its own server on a free port with a throw-away data directory; Debian's /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium } from '../dist/scripts/chromium.mjs';

const out = resolve(process.argv[2] ?? '.tmp/decks');
mkdirSync(out, { recursive: true });
const port = 8100 + Math.floor(Math.random() * 800);
const data = mkdtempSync(join(tmpdir(), 'cardavia-shots-'));
const server = spawn('node', ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(port), CARDAVIA_DATA: data },
  stdio: 'ignore',
});
const url = `http://localhost:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(url)).ok) break;
  } catch {
    if (i > 100) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}
const browser = await launchChromium();
/** A court and a Daus/Ace of each deck, opened in the viewer. */
const VIEWED = {
  'vienna-tell': ['EO', 'HA'],
  'munich-bavarian': ['GO', 'HA'],
  salzburg: ['HO', 'GA'],
  'bolzano-salisburghesi': ['SK', 'SA'],
  prague: ['EK', 'EA'],
  'paris-piquet': ['DK', 'CA'],
};
const drawn = (page) =>
  page.waitForFunction(() => document.querySelectorAll('.card').length > 0 && !document.querySelector('.card.pending'));
try {
  for (const [deck, codes] of Object.entries(VIEWED)) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const page = await ctx.newPage();
    await page.goto(`${url}/en/decks/${deck}`);
    await page.waitForSelector('.deck-grid');
    await drawn(page);
    await page.locator('.deck-grid').screenshot({ path: join(out, `deck-${deck}-1280.png`) });
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const code of codes) {
      await page.locator(`.card-button[data-code="${code}"]`).click();
      await page.waitForSelector('dialog[open]');
      await drawn(page);
      await page.screenshot({ path: join(out, `viewer-${deck}-${code}-1280x800.png`) });
      await page.keyboard.press('Escape');
    }
    await ctx.close();
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(`screenshots in ${out}`);
