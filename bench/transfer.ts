/**
 * Bytes transferred on a cold load of the site's main pages (not a test: it prints figures). Starts
 * dist/server/main.js on a free port with a fresh data directory, opens each page in Debian's Chromium with an
 * empty cache, waits until the network is idle, and sums what came over the wire: every response's headers and
 * body as sent (compressed when the server compressed it), as Chromium's network layer counts them
 * (scripts/cold-load.mts), with each page's first contentful paint.
 *
 *   npm run build && node dist/bench/transfer.js [--url http://host:port] [--chromium /usr/bin/chromium] [--runs N]
 *
 * With --runs N each page is loaded cold N times, each time in a new browser context: the bytes are the first
 * load's (they do not vary), the first contentful paint the median of the N (and each one, in load order).
 *
 * The table page is measured after its table was created (by the setup page's form), with the cache emptied
 * first, so it is the cold load of a table a player reopens from a link.
 */
import { rmSync } from 'node:fs';
import { CHROMIUM_PATH, launchChromium } from '../scripts/chromium.mjs';
import { type ColdLoad, coldLoad } from '../scripts/cold-load.mjs';
import { startServer } from './server.js';

interface Options {
  url: string | null;
  chromium: string;
  runs: number;
}

function options(args: string[]): Options {
  const o: Options = { url: null, chromium: CHROMIUM_PATH, runs: 1 };
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]];
    if (value === undefined) throw new Error(`${name} needs a value`);
    if (name === '--url') o.url = value;
    else if (name === '--chromium') o.chromium = value;
    else if (name === '--runs' && /^[1-9]\d*$/.test(value)) o.runs = Number(value);
    else throw new Error(`unknown option ${name}`);
  }
  return o;
}

const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

/** `runs` cold loads: the first one, with the median first contentful paint of all, and each of them. */
async function repeated(runs: number, load: () => Promise<ColdLoad>): Promise<ColdLoad & { fcps: number[] }> {
  const loads: ColdLoad[] = [];
  for (let i = 0; i < runs; i++) loads.push(await load());
  const fcps = loads.map((l) => l.fcp);
  const sorted = [...fcps].sort((a, b) => a - b);
  return { ...loads[0]!, fcp: sorted[Math.floor((runs - 1) / 2)]!, fcps };
}

async function main() {
  const o = options(process.argv.slice(2));
  const server = o.url ? null : await startServer('transfer');
  const base = o.url ?? server!.url;
  const browser = await launchChromium(o.chromium);
  try {
    const rows: [string, ColdLoad & { fcps: number[] }][] = [];
    const fresh = async () => (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    /** `runs` cold loads of a page, each in a new context (closed after). */
    const cold = (url: string, ready: string) =>
      repeated(o.runs, async () => {
        const page = await fresh();
        try {
          return await coldLoad(page, url, ready);
        } finally {
          await page.context().close();
        }
      });
    rows.push(['atlas /en', await cold(`${base}/en`, '.atlas, main')]);
    rows.push(['deck page /en/decks/vienna-tell', await cold(`${base}/en/decks/vienna-tell`, 'main')]);
    const firstGame = ((await (await fetch(`${base}/api/games`)).json()) as { games: { id: string }[] }).games[0]!.id;
    rows.push([`rules page /en/rules/${firstGame}`, await cold(`${base}/en/rules/${firstGame}`, 'main')]);
    const page = await fresh();
    await page.goto(`${base}/en/play/${firstGame}`);
    await page.click('.start-game');
    await page.waitForURL(/\/tables\//);
    await page.waitForSelector('.play');
    const table = page.url();
    rows.push([`table page (${firstGame})`, await repeated(o.runs, () => coldLoad(page, table, '.play .hand-card'))]);
    console.log('| page | requests | transferred | largest response | first contentful paint |');
    console.log('|---|---|---|---|---|');
    for (const [name, t] of rows) {
      const all = t.fcps.length > 1 ? ` (median; ${t.fcps.map((f) => f.toFixed(0)).join(', ')})` : '';
      const fcp = `${t.fcp.toFixed(0)} ms${all}`;
      console.log(`| ${name} | ${t.requests} | ${kB(t.bytes)} | ${t.largest.url} ${kB(t.largest.bytes)} | ${fcp} |`);
    }
  } finally {
    await browser.close();
    if (server) {
      server.child.kill('SIGTERM');
      rmSync(server.dir, { recursive: true, force: true });
    }
  }
}

await main();
