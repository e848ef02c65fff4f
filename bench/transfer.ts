/**
 * Bytes transferred on a cold load of the site's main pages (not a test: it prints figures). Starts
 * dist/server/main.js on a free port with a fresh data directory, opens each page in Debian's Chromium with an
 * empty cache, waits until the network is idle, and sums what came over the wire: every response's headers and
 * body as sent (compressed when the server compressed it), as Chromium's network layer counts them.
 *
 *   npm run build && node dist/bench/transfer.js [--url http://host:port] [--chromium /usr/bin/chromium]
 *
 * The table page is measured after its table was created (by the setup page's form), with the cache emptied
 * first, so it is the cold load of a table a player reopens from a link.
 */
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { CHROMIUM_PATH, launchChromium } from '../scripts/chromium.mjs';
import { startServer } from './server.js';

interface Options {
  url: string | null;
  chromium: string;
}

function options(args: string[]): Options {
  const o: Options = { url: null, chromium: CHROMIUM_PATH };
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]];
    if (value === undefined) throw new Error(`${name} needs a value`);
    if (name === '--url') o.url = value;
    else if (name === '--chromium') o.chromium = value;
    else throw new Error(`unknown option ${name}`);
  }
  return o;
}

interface Transfer {
  requests: number;
  /** Bytes on the wire: headers and (possibly compressed) bodies. */
  bytes: number;
  /** The largest single response, e.g. the main script. */
  largest: { url: string; bytes: number };
}

/** Loads `url` in `page` with an empty cache and sums the transfer sizes Chromium reports. */
async function coldLoad(page: Page, url: string, ready: string): Promise<Transfer> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) =>
    urls.set(e.requestId, e.request.url),
  );
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) =>
    sizes.set(e.requestId, e.encodedDataLength),
  );
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector(ready);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  let bytes = 0;
  let largest = { url: '', bytes: 0 };
  for (const [id, size] of sizes) {
    bytes += size;
    if (size > largest.bytes) largest = { url: new URL(urls.get(id) ?? '').pathname, bytes: size };
  }
  return { requests: sizes.size, bytes, largest };
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

async function main() {
  const o = options(process.argv.slice(2));
  const server = o.url ? null : await startServer('transfer');
  const base = o.url ?? server!.url;
  const browser = await launchChromium(o.chromium);
  try {
    const rows: [string, Transfer][] = [];
    const fresh = async () => (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    rows.push(['atlas /en', await coldLoad(await fresh(), `${base}/en`, '.atlas, main')]);
    rows.push([
      'deck page /en/decks/vienna-tell',
      await coldLoad(await fresh(), `${base}/en/decks/vienna-tell`, 'main'),
    ]);
    const firstGame = ((await (await fetch(`${base}/api/games`)).json()) as { games: { id: string }[] }).games[0]!.id;
    rows.push([
      `rules page /en/rules/${firstGame}`,
      await coldLoad(await fresh(), `${base}/en/rules/${firstGame}`, 'main'),
    ]);
    const page = await fresh();
    await page.goto(`${base}/en/play/${firstGame}`);
    await page.click('.start-game');
    await page.waitForURL(/\/tables\//);
    await page.waitForSelector('.play');
    rows.push([`table page (${firstGame})`, await coldLoad(page, page.url(), '.play .hand-card')]);
    console.log('| page | requests | transferred | largest response |');
    console.log('|---|---|---|---|');
    for (const [name, t] of rows)
      console.log(`| ${name} | ${t.requests} | ${kB(t.bytes)} | ${t.largest.url} ${kB(t.largest.bytes)} |`);
  } finally {
    await browser.close();
    if (server) {
      server.child.kill('SIGTERM');
      rmSync(server.dir, { recursive: true, force: true });
    }
  }
}

await main();
