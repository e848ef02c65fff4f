/**
 * A page's cold load as Chromium's network layer counts it: the cache emptied and disabled, every response's
 * headers and body as sent (compressed when the server compressed it, Chromium's `encodedDataLength`), until
 * the network is idle. For bench/transfer.ts and test/browser/weight.test.ts.
 */
import type { Page } from 'playwright-core';

export interface ColdLoad {
  requests: number;
  /** Bytes on the wire: headers and (possibly compressed) bodies. */
  bytes: number;
  /** The largest single response, e.g. the main script. */
  largest: { url: string; bytes: number };
  /** The path of every request, in the order they were sent. */
  paths: string[];
  /** The first contentful paint, in milliseconds from the navigation's start (NaN if none was reported). */
  fcp: number;
}

/** Loads `url` in `page` with an empty cache, waits for `ready` and an idle network, and sums the transfer sizes. */
export async function coldLoad(page: Page, url: string, ready: string): Promise<ColdLoad> {
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
  const path = (u: string | undefined) => (u === undefined || u.startsWith('data:') ? '' : new URL(u).pathname);
  let bytes = 0;
  let largest = { url: '', bytes: 0 };
  for (const [id, size] of sizes) {
    bytes += size;
    if (size > largest.bytes) largest = { url: path(urls.get(id)), bytes: size };
  }
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  return { requests: sizes.size, bytes, largest, paths: [...urls.values()].map(path), fcp };
}
