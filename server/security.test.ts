/**
 * Issue 12, parts B.1 and C: compressed, cached delivery; identities only the server issued; limits on making
 * tables; no cookie on a cacheable answer; every error in the documented shape with the security headers; the
 * WebSocket only on its route; HSTS and the Secure cookie behind a trusted TLS proxy.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import WebSocket from 'ws';
import { HSTS } from './app.js';
import { type TableLimits, TABLE_LIMITS, configFromEnv } from './config.js';
import { Client, type TestServer, startServer } from './testing.js';

const SCHNEIDER = { game: 'bohemian-schneider', seats: ['human', 'easy'], aiDelayMs: 0 };
/** Limits that let everything through, for a test to tighten one of them. */
const OPEN: TableLimits = {
  perAddress: 1000,
  playersPerAddress: 1000,
  perPlayer: 1000,
  windowMs: 60_000,
  openTables: 1000,
  abandonedAfterMs: 3_600_000,
};

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One HTTP request with exactly these headers, its answer's bytes as sent (fetch would decompress them). */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What the server answers to a WebSocket upgrade on `path`: 'open', or the HTTP status it refused with. */
function upgrade(url: string, path: string, headers: Record<string, string> = {}): Promise<'open' | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace(/^http/, 'ws') + path, { headers });
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_req, res) => {
      res.resume();
      resolve(res.statusCode!);
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

const withLimits = (limits: Partial<TableLimits>) => startServer({ tableLimits: { ...OPEN, ...limits } });

/** A token of the right shape that the server never issued. */
const forged = () => `cardavia_player=${randomBytes(32).toString('base64url')}`;

// A built site of our own: a hashed script big enough to compress, the page, a tiny file, an image.
const web = mkdtempSync(join(tmpdir(), 'cardavia-web-'));
mkdirSync(join(web, 'assets'));
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const card${i} = ${JSON.stringify('x'.repeat(i % 17))};`)
  .join('\n')
  .concat('\n');
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cardavia test site</title>' +
  '<script type="module" src="/assets/app-1a2b.js"></script></head><body>' +
  '<p>The atlas of regional playing-card decks and their native games.</p>'.repeat(8) +
  '</body></html>';
const IMAGE = randomBytes(4096); // as incompressible as a PNG
writeFileSync(join(web, 'index.html'), PAGE);
writeFileSync(join(web, 'assets', 'app-1a2b.js'), SCRIPT);
writeFileSync(join(web, 'assets', 'tiny-9f.js'), 'export {};\n');
writeFileSync(join(web, 'assets', 'felt-77.png'), IMAGE);
writeFileSync(join(web, 'assets', 'gone-00.js.br'), 'a copy left by an earlier build');
const compressed = execFileSync(process.execPath, ['scripts/compress.mjs', web]).toString();

let site: TestServer;
beforeAll(async () => {
  site = await startServer({ webDir: web });
});
afterAll(async () => {
  await site.close();
  rmSync(web, { recursive: true, force: true });
});

describe('B.1: compressed, cached delivery', () => {
  test('the build step writes .br and .gz next to each compressible file, skipping tiny files and images', () => {
    expect(compressed).toMatch(/precompressed 2 files/); // the script and the page
    for (const file of ['assets/app-1a2b.js', 'index.html']) {
      expect(brotliDecompressSync(readFileSync(join(web, file + '.br'))).toString()).toBe(
        readFileSync(join(web, file), 'utf8'),
      );
      expect(gunzipSync(readFileSync(join(web, file + '.gz'))).toString()).toBe(readFileSync(join(web, file), 'utf8'));
    }
    for (const file of ['assets/tiny-9f.js', 'assets/felt-77.png']) {
      expect(existsSync(join(web, file + '.br')), file).toBe(false);
      expect(existsSync(join(web, file + '.gz')), file).toBe(false);
    }
    expect(existsSync(join(web, 'assets', 'gone-00.js.br'))).toBe(false); // its file is gone: so is the copy
  });

  test('assets are served brotli/gzip by Accept-Encoding, with Vary and their own Content-Type', async () => {
    const url = site.url + '/assets/app-1a2b.js';
    const br = await raw(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await raw(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await raw(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i); // a shared cache must not mix the three up
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('the page and the SPA fallback are served compressed too, and never kept by a shared cache', async () => {
    for (const path of ['/', '/index.html', '/atlas', '/de/decks/vienna-tell', '/tables/abc?x=1']) {
      const r = await raw(site.url + path, { 'accept-encoding': 'br' });
      expect([r.status, r.headers['content-encoding']], path).toEqual([200, 'br']);
      expect(r.headers['content-type'], path).toMatch(/text\/html/);
      expect(r.headers['vary'], path).toMatch(/accept-encoding/i);
      expect(r.headers['cache-control'], path).toBe('no-cache, private');
      expect(brotliDecompressSync(r.body).toString(), path).toBe(PAGE);
    }
  });

  test("the API's larger JSON is compressed as it is sent, above a threshold; small answers are not", async () => {
    const games = await raw(site.url + '/api/games', { 'accept-encoding': 'br, gzip' });
    expect(games.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(games.body).toString()).games.length).toBeGreaterThan(1);
    const gz = await raw(site.url + '/api/games', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const health = await raw(site.url + '/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ ok: true });
  });

  test('API answers, errors included, are never stored by any cache', async () => {
    const c = new Client(site.url);
    for (const path of ['/api/health', '/api/games', '/api/me', '/api/nothing', '/api/tables/nope']) {
      expect((await c.get(path)).headers.get('cache-control'), path).toBe('no-store');
    }
  });

  test('the live WebSocket still works with compression on', async () => {
    const c = new Client(site.url);
    const { table } = (await c.post('/api/tables', SCHNEIDER)).body;
    const live = await c.live(table.id);
    expect((await live.next((m) => m.type === 'state')).table).toBe(table.id);
    live.close();
  });
});

describe('C.1: identities only the server issued', () => {
  test('a cookie the server never issued is treated as no cookie', async () => {
    const owner = new Client(site.url);
    const { table } = (await owner.post('/api/tables', SCHNEIDER)).body;
    const stranger = new Client(site.url);
    stranger.cookie = forged();
    // Not a player: no tables, no seat, no live connection, and nothing of its own to rate-limit by.
    expect((await stranger.get('/api/me/games')).body.games).toEqual([]);
    expect((await stranger.get(`/api/tables/${table.id}`)).body.state).toBeNull();
    await expect(stranger.live(table.id)).rejects.toMatchObject({ status: 403 });
    // Asked for an identity, it gets a new one from the server, not the one it made up.
    const me = await stranger.get('/api/me');
    expect(me.body.new).toBe(true);
    const issued = me.headers.get('set-cookie')!.split(';')[0]!;
    expect(issued).toMatch(/^cardavia_player=[A-Za-z0-9_-]{43}$/);
    expect(issued).not.toBe(stranger.cookie);
    // The forged cookie that created a table: the table is the new identity's, the forged cookie still no one.
    const creator = new Client(site.url);
    creator.cookie = forged();
    const made = await creator.post('/api/tables', SCHNEIDER);
    expect(made.status).toBe(201);
    const set = made.headers.get('set-cookie')!.split(';')[0]!;
    expect((await creator.get(`/api/tables/${made.body.table.id}`)).body.state).toBeNull();
    creator.cookie = set;
    expect((await creator.get(`/api/tables/${made.body.table.id}`)).body.state).not.toBeNull();
  });

  test('an identity is issued only where one is needed: never by a read, a page or a file', async () => {
    const { table } = (await new Client(site.url).post('/api/tables', SCHNEIDER)).body;
    for (const path of ['/api/health', '/api/games', '/api/me/games', `/api/tables/${table.id}`, '/', '/atlas']) {
      const r = await fetch(site.url + path);
      expect([r.status, r.headers.get('set-cookie')], path).toEqual([200, null]);
    }
    expect((await fetch(site.url + '/api/me')).headers.get('set-cookie')).toMatch(/^cardavia_player=/);
    expect((await new Client(site.url).post('/api/tables', SCHNEIDER)).headers.get('set-cookie')).toMatch(
      /^cardavia_player=/,
    );
  });

  test('table creation is limited per address', async () => {
    const server = await withLimits({ perAddress: 3 });
    try {
      const codes: number[] = [];
      // A new client each time, as a script that drops its cookie would be.
      for (let i = 0; i < 4; i++) codes.push((await new Client(server.url).post('/api/tables', SCHNEIDER)).status);
      expect(codes).toEqual([201, 201, 201, 429]);
      const r = await new Client(server.url).post('/api/tables', SCHNEIDER);
      expect(r.body.error.code).toBe('RATE_LIMITED');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });

  test('table creation is limited per player', async () => {
    const server = await withLimits({ perPlayer: 2 });
    try {
      const c = new Client(server.url);
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await c.post('/api/tables', SCHNEIDER)).status);
      expect(codes).toEqual([201, 201, 429]);
      expect((await new Client(server.url).post('/api/tables', SCHNEIDER)).status).toBe(201); // another player
    } finally {
      await server.close();
    }
  });

  test('new identities are limited per address', async () => {
    const server = await withLimits({ playersPerAddress: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await new Client(server.url).get('/api/me')).status);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await server.close();
    }
  });

  test("open tables are capped and finished ones don't count", async () => {
    const server = await withLimits({ openTables: 2 });
    try {
      const c = new Client(server.url);
      const first = (await c.post('/api/tables', SCHNEIDER)).body;
      expect((await c.post('/api/tables', SCHNEIDER)).status).toBe(201);
      const refused = await c.post('/api/tables', SCHNEIDER);
      expect([refused.status, refused.body.error.code]).toEqual([409, 'TOO_MANY_TABLES']);
      // Ending the first table: the AI may move between reading the version and ending (aiDelayMs 0), in which
      // case the server answers STALE with the version it holds, and the end is sent again at that version.
      let version = (await c.get(`/api/tables/${first.table.id}`)).body.state.version;
      let ended = await c.post(`/api/tables/${first.table.id}/actions`, { action: 'end', version });
      for (let tries = 0; ended.status === 409 && ended.body.error.code === 'STALE' && tries < 5; tries++) {
        version = ended.body.error.version;
        ended = await c.post(`/api/tables/${first.table.id}/actions`, { action: 'end', version });
      }
      expect(ended.status).toBe(200);
      expect((await c.post('/api/tables', SCHNEIDER)).status).toBe(201);
    } finally {
      await server.close();
    }
  });

  test("abandoned tables (untouched for the set time) don't count", async () => {
    const server = await withLimits({ openTables: 1, abandonedAfterMs: 2000 });
    // The date stands still unless the test moves it (timers stay real), so that the set time passes exactly
    // when the test says, however slowly a busy machine answers. The AI waits the longest pause: no move of
    // its own touches the table meanwhile.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const c = new Client(server.url);
      const untouched = { ...SCHNEIDER, aiDelayMs: 10_000 };
      expect((await c.post('/api/tables', untouched)).status).toBe(201);
      expect((await c.post('/api/tables', untouched)).status).toBe(409);
      vi.setSystemTime(Date.now() + 1999);
      expect((await c.post('/api/tables', untouched)).status).toBe(409);
      vi.setSystemTime(Date.now() + 2);
      expect((await c.post('/api/tables', untouched)).status).toBe(201);
    } finally {
      vi.useRealTimers();
      await server.close();
    }
  });

  test('CARDAVIA_TABLE_LIMITS=off lifts the limits (load runs); they are on by default', () => {
    expect(configFromEnv({}).tableLimits).toEqual(TABLE_LIMITS);
    expect(configFromEnv({ CARDAVIA_TABLE_LIMITS: 'on' }).tableLimits).toEqual(TABLE_LIMITS);
    expect(configFromEnv({ CARDAVIA_TABLE_LIMITS: 'off' }).tableLimits).toBeNull();
    expect(() => configFromEnv({ CARDAVIA_TABLE_LIMITS: 'maybe' })).toThrow(/on or off/);
  });
});

describe('C.2: no cookie on a cacheable answer', () => {
  test('no Set-Cookie on an asset, the page or another file, even without a cookie', async () => {
    for (const path of ['/assets/app-1a2b.js', '/', '/index.html', '/play/schafkopf', '/assets/felt-77.png']) {
      const r = await raw(site.url + path, { 'accept-encoding': 'br' });
      expect([r.status, r.headers['set-cookie']], path).toEqual([200, undefined]);
    }
  });
});

describe('C.3: every error in the documented form, with the security headers', () => {
  const documented = (r: Raw, status: number, code: string, what: string) => {
    expect(r.status, what).toBe(status);
    expect(r.headers['content-type'], what).toMatch(/^application\/json/);
    const body = JSON.parse(r.body.toString());
    expect(Object.keys(body), what).toEqual(['error']);
    expect(body.error.code, what).toBe(code);
    expect(typeof body.error.message, what).toBe('string');
    expect(r.headers['content-security-policy'], what).toMatch(/frame-ancestors 'none'/);
    expect(r.headers['x-frame-options'], what).toBe('DENY');
    expect(r.headers['x-content-type-options'], what).toBe('nosniff');
    expect(r.headers['cache-control'], what).toBe('no-store');
  };

  test('a 414 answers in the documented form with the CSP', async () => {
    const path = `/api/tables/${'a'.repeat(101)}/actions`;
    const json = { 'content-type': 'application/json' };
    documented(await raw(site.url + path, json, 'POST', '{"action":"end","version":0}'), 414, 'URI_TOO_LONG', path);
  });

  test("Fastify's own errors answer in the documented form with the CSP", async () => {
    const table = (await new Client(site.url).post('/api/tables', SCHNEIDER)).body.table.id;
    const actions = site.url + `/api/tables/${table}/actions`;
    const json = { 'content-type': 'application/json' };
    const cases: [string, Promise<Raw>, number, string][] = [
      ['a malformed URL', raw(site.url + '/api/tables/%E0%A4%A'), 400, 'BAD_REQUEST'],
      ['bad JSON', raw(actions, json, 'POST', '{"action":'), 400, 'BAD_JSON'],
      ['too large', raw(actions, json, 'POST', JSON.stringify({ a: 'x'.repeat(20_000) })), 413, 'BODY_TOO_LARGE'],
      ['text/plain', raw(actions, { 'content-type': 'text/plain' }, 'POST', 'end'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['no route', raw(site.url + '/api/nothing', {}, 'DELETE'), 404, 'NOT_FOUND'],
      ['another method', raw(site.url + '/api/games', {}, 'PUT'), 404, 'NOT_FOUND'],
      ['a plain GET of the live route', raw(site.url + `/api/tables/${table}/live`), 400, 'BAD_REQUEST'],
    ];
    for (const [what, r, status, code] of cases) documented(await r, status, code, what);
  });

  test('a WebSocket upgrade on another path is refused', async () => {
    const c = new Client(site.url);
    const { table } = (await c.post('/api/tables', SCHNEIDER)).body;
    const cookie = { cookie: c.cookie! };
    for (const path of ['/', '/atlas', '/api/health', '/api/nothing', `/api/tables/${table.id}`]) {
      expect(await upgrade(site.url, path, cookie), path).toBe(404);
    }
    expect(await upgrade(site.url, `/api/tables/${table.id}/live`, cookie)).toBe('open');
  });
});

describe('C.4: behind a TLS proxy', () => {
  test('HSTS only behind a trusted TLS proxy, and the cookie is then Secure', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    // Not trusting a proxy: X-Forwarded-Proto is anyone's to write, so plain HTTP it is.
    for (const path of ['/', '/api/me', '/assets/app-1a2b.js']) {
      const r = await raw(site.url + path, https);
      expect(r.headers['strict-transport-security'], path).toBeUndefined();
    }
    expect((await raw(site.url + '/api/me', https)).headers['set-cookie']![0]).not.toMatch(/Secure/);
    const proxied = await startServer({ trustProxy: true, webDir: web });
    try {
      for (const path of ['/', '/api/me', '/assets/app-1a2b.js', '/api/nothing']) {
        expect((await raw(proxied.url + path, https)).headers['strict-transport-security'], path).toBe(HSTS);
        // A request that reached the proxy over plain HTTP: no HSTS.
        const plain = await raw(proxied.url + path, { 'x-forwarded-proto': 'http' });
        expect(plain.headers['strict-transport-security'], path).toBeUndefined();
      }
      expect((await raw(proxied.url + '/api/me', https)).headers['set-cookie']![0]).toMatch(/; Secure/);
      expect((await raw(proxied.url + '/api/me')).headers['set-cookie']![0]).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });

  test("TRUST_PROXY: unset is off, 'true' any proxy, else the proxies' addresses", () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(configFromEnv({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  test("X-Frame-Options agrees with the CSP's frame-ancestors 'none' (DENY)", async () => {
    for (const path of ['/', '/api/health', '/assets/app-1a2b.js']) {
      const r = await raw(site.url + path);
      expect(r.headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
      expect(r.headers['x-frame-options'], path).toBe('DENY');
    }
  });
});
