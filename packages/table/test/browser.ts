/** Chromium on a fresh profile of its own, sized and without move animations. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchPersistentChromium } from '@naipe/browser-testing';
import type { BrowserContext } from 'playwright-core';

export interface Browser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'naipe-table-chromium-'));
  const context = await launchPersistentChromium(userDataDir, {
    viewport: { width: 1100, height: 800 },
    // No move animations: the tests wait for positions, not for cards to glide.
    reducedMotion: 'reduce',
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
