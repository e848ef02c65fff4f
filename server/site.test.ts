/** The static site on the API's port, the SPA fallback, the not-built page, and the security headers. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './app.js';
import { Client, type TestServer, startServer } from './testing.js';
import { CHROMIUM_PATH, launchChromium } from '../scripts/chromium.mjs';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

const directives = (policy: string): string[] =>
  policy
    .split(';')
    .map((d) => d.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .sort();

const web = mkdtempSync(join(tmpdir(), 'cardavia-web-'));
mkdirSync(join(web, 'assets'));
writeFileSync(
  join(web, 'index.html'),
  '<!doctype html><title>Cardavia test site</title><script src="/assets/app-1a2b.js"></script>',
);
writeFileSync(join(web, 'assets', 'app-1a2b.js'), 'document.title = "ran";\n');
writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let built: TestServer;
let bare: TestServer;
beforeAll(async () => {
  built = await startServer({ webDir: web });
  bare = await startServer();
});
afterAll(async () => {
  await built.close();
  await bare.close();
  rmSync(web, { recursive: true, force: true });
});

describe('security headers', () => {
  test('the Content-Security-Policy is exactly the one the site is built for, on pages and API answers', async () => {
    expect(
      directives(
        Object.entries(CONTENT_SECURITY_POLICY)
          .map(([k, v]) => `${k} ${v.join(' ')}`)
          .join(';'),
      ),
    ).toEqual(directives(CSP));
    for (const path of ['/', '/atlas', '/api/health', '/api/nothing', '/assets/app-1a2b.js']) {
      const r = await fetch(built.url + path);
      expect(directives(r.headers.get('content-security-policy')!), path).toEqual(directives(CSP));
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      // What the policy's frame-ancestors 'none' says, for browsers that read only this header.
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
      expect(r.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });
});

describe('the built site', () => {
  test('files are served, hashed assets cached for good, the rest revalidated', async () => {
    const index = await fetch(built.url + '/');
    expect(index.status).toBe(200);
    expect(await index.text()).toMatch(/Cardavia test site/);
    const asset = await fetch(built.url + '/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(built.url + '/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  test('any other GET outside /api gets index.html (SPA routes survive a reload)', async () => {
    for (const path of ['/play/schafkopf', '/tables/abc?x=1', '/de/decks/vienna-tell', '/missing.png']) {
      const r = await fetch(built.url + path);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/text\/html/);
      expect(await r.text()).toMatch(/Cardavia test site/);
    }
  });

  test('the API keeps JSON errors: unknown /api paths and other methods are 404s', async () => {
    const c = new Client(built.url);
    for (const [method, path] of [
      ['GET', '/api/unknown'],
      ['GET', '/api'],
      ['POST', '/play'],
    ] as const) {
      const r = await c.request(method, path);
      expect([r.status, r.body.error?.code], `${method} ${path}`).toEqual([404, 'NOT_FOUND']);
    }
  });
});

describe('before the site is built', () => {
  test('/ says the site is not built; the API works', async () => {
    const r = await fetch(bare.url + '/');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/text\/html/);
    expect(await r.text()).toMatch(/not built/);
    const other = await fetch(bare.url + '/atlas');
    expect(other.status).toBe(404);
    expect(await other.text()).toMatch(/not built/);
    expect((await new Client(bare.url).get('/api/health')).body).toEqual({ ok: true });
  });
});

describe.skipIf(!existsSync(CHROMIUM_PATH))('in a real browser (Chromium)', () => {
  test("connect-src 'self' lets the page reach the API and its own WebSocket, and blocks other origins", async () => {
    // A page script that creates a table, opens its live connection, then tries another origin.
    writeFileSync(
      join(web, 'assets', 'probe-9f.js'),
      `
      const out = { violations: [] };
      let refused;
      const refusal = new Promise((resolve) => (refused = resolve));
      document.addEventListener('securitypolicyviolation', (e) => {
        out.violations.push(e.violatedDirective + ' ' + e.blockedURI);
        if (e.violatedDirective.startsWith('connect-src')) refused();
      });
      (async () => {
        const r = await fetch('/api/tables', { method: 'POST', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ game: 'bohemian-schneider', seats: ['human', 'easy'], aiDelayMs: 10000 }) });
        const { table } = await r.json();
        out.created = r.status;
        await new Promise((resolve) => {
          const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/api/tables/' + table.id + '/live');
          ws.onmessage = (m) => { out.live = JSON.parse(m.data).type; ws.close(); resolve(); };
          ws.onerror = () => { out.live = 'error'; resolve(); };
        });
        try { new WebSocket('ws://example.invalid:9/'); } catch (e) { out.blocked = String(e.name); }
        // The refusal's event comes in a task of its own: waited for (10 s at most, else the test says it never
        // came), then a moment more for any other violation to be reported.
        await Promise.race([refusal, new Promise((resolve) => setTimeout(resolve, 10000))]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        window.__probe = out;
      })();
      `,
    );
    writeFileSync(
      join(web, 'probe.html'),
      '<!doctype html><title>probe</title><script src="/assets/probe-9f.js"></script>',
    );
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(built.url + '/probe.html');
      await page.waitForFunction(() => (window as unknown as { __probe?: unknown }).__probe !== undefined, null, {
        timeout: 15_000,
      });
      const probe = (await page.evaluate(() => (window as unknown as { __probe: unknown }).__probe)) as {
        created: number;
        live: string;
        violations: string[];
      };
      expect(probe.created).toBe(201);
      expect(probe.live).toBe('state');
      // The other origin is refused by the policy, which proves the policy is enforced at all.
      expect(probe.violations.some((v) => v.startsWith('connect-src'))).toBe(true);
      expect(probe.violations.filter((v) => !v.includes('example.invalid'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
