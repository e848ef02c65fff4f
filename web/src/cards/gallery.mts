/**
 * A tool, not a test: writes .tmp/gallery/<deck>.html with every card of every deck at 40, 120 and 360 px
 * (plus backs and the four-colour mode) and screenshots them with Chromium, to look at.
 *
 *   npx rolldown web/src/cards/gallery.mts -o .tmp/gallery/gallery.mjs -p node -e playwright-core \
 *     && node .tmp/gallery/gallery.mjs [deck…] [--no-shots]
 *
 * (.mts keeps it out of the site's type-check, which has no Node types.)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../../../scripts/chromium.mjs';
import { type DeckId, DECKS } from '../../../engine/decks.js';
import { cardName, deckCards, drawBack, drawCard, suitSign } from './all.js';

// GALLERY_OUT lets several people (or helpers) draw at once without overwriting each other's pages.
const out = resolve(process.env.GALLERY_OUT ?? '.tmp/gallery');
mkdirSync(out, { recursive: true });
const args = process.argv.slice(2);
const shots = !args.includes('--no-shots');
const wanted = args.filter((a) => !a.startsWith('--'));
// --focus=deck:CODE,deck:CODE… draws just those cards large, into focus.html / focus.png.
const focus =
  args
    .find((a) => a.startsWith('--focus='))
    ?.slice(8)
    .split(',') ?? [];
const decks = DECKS.filter((d) => (wanted.length === 0 && focus.length === 0) || wanted.includes(d.id));

const cell = (svg: string, w: number, caption = ''): string =>
  `<figure style="width:${w}px"><div>${svg}</div>${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;

const pages: { deck: string; sections: string[] }[] = [];
for (const deck of decks) {
  const codes = deckCards(deck.id);
  const t0 = performance.now();
  for (const c of codes) drawCard(deck.id, c);
  const ms = performance.now() - t0;
  const faces = (w: number, four = false): string =>
    codes.map((c) => cell(drawCard(deck.id, c, { fourColour: four }), w, w >= 120 ? c : '')).join('') +
    cell(drawBack(deck.id), w, w >= 120 ? 'back' : '');
  const signs = [0, 1, 2, 3]
    .map((s) => cell(suitSign(deck.suitSystem, s as 0 | 1 | 2 | 3, { title: 'x' }), 40))
    .join('');
  const sections = [
    `<section id="s40"><h2>40 px</h2>${faces(40)}${signs}</section>`,
    `<section id="s120"><h2>120 px · ${codes.length} cards rendered in ${ms.toFixed(1)} ms</h2>${faces(120)}</section>`,
    `<section id="s120c"><h2>120 px four-colour</h2>${faces(120, true)}</section>`,
    ...[0, 1, 2, 3].map(
      (s) =>
        `<section id="s360-${s}"><h2>360 px</h2>${codes
          .filter((_, i) => Math.floor(i / deck.ranks.length) === s)
          .map((c) =>
            cell(drawCard(deck.id, c), 360, `${c} · ${cardName(deck.id, c, 'en')} · ${cardName(deck.id, c, 'de')}`),
          )
          .join('')}</section>`,
    ),
  ];
  pages.push({ deck: deck.id, sections });
  writeFileSync(
    `${out}/${deck.id}.html`,
    `<!doctype html><meta charset="utf-8"><title>${deck.id}</title><style>
body{background:#2f5d44;color:#eee;font:13px sans-serif;margin:12px}
section{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start;padding:8px;max-width:1260px}
h2{width:100%;margin:4px 0;font-size:14px}
figure{margin:0}figure div svg{display:block;width:100%;height:auto}
figcaption{font-size:11px;text-align:center}</style>${sections.join('')}`,
  );
  console.log(`${deck.id}: ${codes.length} cards in ${ms.toFixed(1)} ms`);
}

if (focus.length > 0) {
  const cards = focus
    .map((f) => {
      const [id, code] = f.split(':') as [DeckId, string];
      const four = code.endsWith('!');
      const c = four ? code.slice(0, -1) : code;
      return cell(c === 'back' ? drawBack(id) : drawCard(id, c, { fourColour: four }), 300, f);
    })
    .join('');
  writeFileSync(
    `${out}/focus.html`,
    `<!doctype html><meta charset="utf-8"><style>body{background:#2f5d44;color:#eee;font:12px sans-serif;margin:8px}
section{display:flex;flex-wrap:wrap;gap:8px;max-width:1240px}figure{margin:0}figure div svg{display:block;width:100%;height:auto}</style>
<section id="focus">${cards}</section>`,
  );
}

if (shots) {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
  if (focus.length > 0) {
    await page.goto(`file://${out}/focus.html`);
    await page.locator('#focus').screenshot({ path: `${out}/focus.png` });
  }
  for (const { deck } of pages) {
    await page.goto(`file://${out}/${deck}.html`);
    for (const id of ['s40', 's120', 's120c', 's360-0', 's360-1', 's360-2', 's360-3']) {
      await page.locator(`#${id}`).screenshot({ path: `${out}/${deck}-${id}.png` });
    }
  }
  await browser.close();
}
