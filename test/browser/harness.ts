/// <reference lib="dom" />
/**
 * Browser tests' harness: the real server (dist/server/main.js, built by `npm test`'s build step) on a free
 * port with a fresh data directory, and Debian's Chromium driven by playwright-core. Nothing is downloaded.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CHROMIUM_PATH, launchChromium } from '../../scripts/chromium.mjs';

export const CHROMIUM = CHROMIUM_PATH;
const ROOT = new URL('../../', import.meta.url).pathname;

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface Site {
  readonly url: string;
  readonly dataDir: string;
  /** Kills the server with SIGKILL (no chance to tidy up) and starts it again on the same port and data. */
  crashAndRestart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cardavia-browser-'));
  const url = `http://127.0.0.1:${port}`;
  const serve = async (): Promise<ChildProcess> => {
    const child = spawn(process.execPath, [join(ROOT, 'dist/server/main.js')], {
      cwd: ROOT,
      // The suite opens many tables from one address: the creation limits (tested in server/security.test.ts)
      // are lifted as for load runs.
      env: {
        ...process.env,
        PORT: String(port),
        CARDAVIA_DATA: dataDir,
        CARDAVIA_AI_DELAY_MS: '0',
        CARDAVIA_TABLE_LIMITS: 'off',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        const r = await fetch(url + '/');
        if (r.ok) return child;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const end = async (child: ChildProcess, signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  let child = await serve();
  return {
    url,
    dataDir,
    async crashAndRestart() {
      await end(child, 'SIGKILL');
      child = await serve();
    },
    async stop() {
      await end(child, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launch(): Promise<Browser> {
  return launchChromium(CHROMIUM);
}

/** A page that fails the test on any console error or uncaught exception. */
export async function watchedPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

const AXE = join(ROOT, 'node_modules/axe-core/axe.min.js');

/** Serious and critical axe-core violations on the page, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (no inline scripts) does not block it.
  await page.evaluate(readFileSync(AXE, 'utf8'));
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe;
    return (await axe.run({ resultTypes: ['violations'] })) as {
      violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
    };
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The violations of one axe rule on the page, whatever their impact, as the elements' selectors: for the rules
 * `axeViolations` leaves out as minor (landmark-unique is only "moderate").
 */
export async function axeRule(page: Page, rule: string): Promise<string[]> {
  await page.evaluate(readFileSync(AXE, 'utf8'));
  return page.evaluate(async (id) => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe;
    const r = (await axe.run({ runOnly: [id] })) as { violations: { nodes: { target: string[] }[] }[] };
    return r.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  }, rule);
}

/** A test file's site and browser, started before its tests and stopped after them. */
export interface BrowserSuite {
  readonly site: Site;
  readonly browser: Browser;
}

/** Starts the site (with `env`) around the calling test file's tests (or a describe's): `site()` is it. */
export function useSite(env: Record<string, string> = {}): () => Site {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await startSite(env);
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
  });
  return () => {
    if (!site) throw new Error('the site is not started yet');
    return site;
  };
}

/** Starts the site (with `env`) and Chromium around the calling test file's tests. */
export function useBrowserSuite(env: Record<string, string> = {}): BrowserSuite {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite(env);
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });
  return {
    get site() {
      if (!site) throw new Error('the site is not started yet');
      return site;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started yet');
      return browser;
    },
  };
}
