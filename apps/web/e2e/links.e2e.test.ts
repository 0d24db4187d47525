/**
 * Links that say what they did: a bad link names every problem it has, a deal without a
 * game opens in FreeCell, a bad value is quoted short and the page keeps its width, and
 * a link too long for the server still opens the site, with a notice. The site is served
 * as `npm start` serves it, from `vite.config.ts` (whose plugin answers the overlong
 * request), rather than with the bare preview server of the harness.
 */
import { freePort } from '@naipe/browser-testing';
import type { Page } from 'playwright-core';
import { preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browsing, launchChromium, WEB_ROOT, waitForTable } from './harness.js';

let url: string;
let browsing: Browsing;
let closeServer: () => Promise<void>;

beforeAll(async () => {
  const port = await freePort();
  const [server, browser] = await Promise.all([
    preview({
      root: WEB_ROOT,
      logLevel: 'silent',
      preview: { port, strictPort: true, host: '127.0.0.1', open: false },
    }),
    launchChromium(),
  ]);
  url = `http://127.0.0.1:${port}/`;
  browsing = browser;
  closeServer = () => server.close();
});

afterAll(async () => {
  await browsing?.close();
  await closeServer?.();
});

/** Opens `query` in a fresh context and returns the page once the notice is shown. */
async function openWithNotice(query: string, viewport?: { width: number; height: number }) {
  const context = await browsing.context(viewport ? { viewport } : {});
  const page = await context.newPage();
  const response = await page.goto(new URL(query, url).href);
  await page.locator('.notice[role=alert] li').first().waitFor();
  const problems = await page.locator('.notice[role=alert] li').allTextContents();
  return { context, page, response, problems };
}

const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));

describe('share links', () => {
  it('names every problem of a bad link, a bad draw not hiding a bad deal', async () => {
    const { context, page, problems } = await openWithNotice(
      '?game=klondike&draw=2&deal=abc&lang=en',
    );
    expect(problems).toEqual([
      'Klondike does not take “draw=2” (values: 1, 3).',
      'deal “abc” is not a number from 1 to 4294967295.',
    ]);
    await waitForTable(page, (s) => s.game === 'klondike' && s.position !== undefined, 'Klondike');
    await context.close();
  });

  it('opens a deal without a game as that deal of FreeCell', async () => {
    const context = await browsing.context();
    const page = await context.newPage();
    await page.goto(new URL('?deal=617', url).href);
    const state = await waitForTable(page, (s) => s.deal === 617, 'deal 617 on the table');
    expect(state.game).toBe('freecell');
    expect(new URL(page.url()).search).toBe('?game=freecell&deal=617');
    expect(await page.locator('.notice').count()).toBe(0);
    await context.close();
  });

  it('quotes a 5,000-digit deal short, and the page stays as wide as the screen', async () => {
    const deal = '7'.repeat(5000);
    const { context, page, problems } = await openWithNotice(
      `?game=freecell&deal=${deal}&lang=en`,
      { width: 360, height: 740 },
    );
    expect(problems).toEqual([
      'the link is 5,027 characters long, longer than any Naipe link: it may have been pasted twice.',
      `deal “${'7'.repeat(40)}… (5,000 characters)” is not a number from 1 to 2147483647.`,
    ]);
    const width = await pageWidth(page);
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    await context.close();
  });

  it('opens the site for a 16 KB link the server cannot read, with a notice', async () => {
    const query = `?game=freecell&deal=1&lang=en&pasted=${'x'.repeat(16 * 1024)}`;
    const { context, page, response, problems } = await openWithNotice(query);
    expect(response?.status()).toBe(200);
    // Nothing of the link could be read, its language neither: the notice is in Spanish.
    expect(problems).toEqual(['el enlace era demasiado largo para que el servidor lo leyera.']);
    await waitForTable(page, (s) => s.game === 'freecell' && s.position !== undefined, 'a deal');
    await context.close();
  });

  it('says a link it could read is longer than any Naipe link', async () => {
    const query = `?game=freecell&deal=3&lang=en&pasted=${'x'.repeat(4000)}`;
    const { context, page, problems } = await openWithNotice(query);
    expect(problems).toEqual([
      `the link is ${(query.length - 1).toLocaleString('en')} characters long, longer than any Naipe link: it may have been pasted twice.`,
    ]);
    await waitForTable(page, (s) => s.deal === 3, 'deal 3, which the link names');
    await context.close();
  });
});
