/**
 * Debian's Chromium, launched headless the one way this project's tests, benchmarks and screenshot tools do it:
 * never a browser that a tool downloads, and the flags a container without a GPU, a sandbox or a network needs.
 * `CHROMIUM_PATH` points elsewhere.
 */
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A headless Chromium (playwright gives each launch a fresh user-data directory). */
export function launchChromium(executablePath: string = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
}
