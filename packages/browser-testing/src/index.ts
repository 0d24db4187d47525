/**
 * Debian's Chromium through playwright-core, launched the same way by every browser test
 * and benchmark. Playwright's own browser downloads do not work on our machines, so the
 * system Chromium is used, headless, with the flags a sandbox-less container needs.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type LaunchOptions,
} from 'playwright-core';

/** Where Chromium is: `NAIPE_CHROMIUM` if set, else Debian's package. */
export const CHROMIUM_PATH = process.env.NAIPE_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function launchOptions(): LaunchOptions {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `no Chromium at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install chromium) or set NAIPE_CHROMIUM`,
    );
  }
  return { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] };
}

/** A browser whose contexts each start with fresh storage. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/**
 * One context on a profile kept in `userDataDir`: what a test needs when storage must
 * survive closing pages (a reload, a second visit).
 */
export function launchPersistentChromium(
  userDataDir: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...launchOptions(), ...options });
}

/** A TCP port nobody listens on at 127.0.0.1 right now, for a local test server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export { type MainThreadWatch, readMainThreadWatch, watchMainThread } from './main-thread.js';
