/**
 * The browser client as a page gets it: test/browser/page.js bundled by Vite (which must
 * find `browser-worker.js` through `new URL(..., import.meta.url)` and the solver's WASM
 * through `?url`), served from 127.0.0.1 and run in headless Chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  launchPersistentChromium,
  readMainThreadWatch,
  watchMainThread,
} from '@naipe/browser-testing';
import { Game, type Position, unwrap } from '@naipe/rules';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG_SEARCH_DEALS } from './testing.js';
import type { AnalysisService } from './types.js';

declare global {
  interface Window {
    service: AnalysisService;
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
};

let scratch: string;
let server: Server;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'naipe-worker-browser-'));
  const site = join(scratch, 'site');
  await build({
    root: fileURLToPath(new URL('../test/browser', import.meta.url)),
    logLevel: 'warn',
    build: { outDir: site, emptyOutDir: true },
  });
  server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname);
    try {
      const body = await readFile(join(site, path));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'text/plain' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  context = await launchPersistentChromium(join(scratch, 'profile'));
  page = await context.newPage();
  await page.addInitScript(watchMainThread);
  const { port } = server.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${port}/index.html`);
  await page.waitForFunction(() => window.service !== undefined);
}, 60_000);

afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(scratch, { recursive: true, force: true });
});

describe('the browser client in Chromium', () => {
  it('solves a deal in a Web Worker with a solution that wins', async () => {
    const answer = await page.evaluate(() =>
      window.service.analyzeDeal({ game: 'freecell', deal: 1 }),
    );
    expect(answer.verdict).toBe('winnable');
    const freecell = unwrap(Game.create('freecell'));
    let position: Position = unwrap(freecell.deal(1));
    for (const move of answer.solution ?? []) position = unwrap(freecell.play(position, move));
    expect(freecell.isWon(position)).toBe(true);
  }, 30_000);

  it("compiles and runs the solver in its workers only, never on the page's main thread", async () => {
    const answer = await page.evaluate(() =>
      window.service.analyzeDeal({ game: 'bakers-game', deal: 5 }),
    );
    expect(answer.stats.positions).toBeGreaterThan(0);
    const watch = await page.evaluate(readMainThreadWatch);
    expect(watch.wasmCalls).toEqual([]);
    expect(watch.workers).toBeGreaterThanOrEqual(1);
    expect(watch.messagesToWorkers).toBeGreaterThanOrEqual(1);
  }, 30_000);

  it('cancels a long call at once and answers the next one', async () => {
    const outcome = await page.evaluate(async (maxDeals) => {
      const controller = new AbortController();
      let tried = 0;
      const long = window.service
        .findWinnableDeal({
          game: 'freecell',
          from: 1,
          maxDeals,
          budget: { maxPositions: 1 },
          signal: controller.signal,
          onProgress: (p) => {
            tried = p.tried;
          },
        })
        .then(
          () => ({ name: 'not cancelled', code: '' }),
          (error: { name: string; code: string }) => error,
        );
      while (tried < 20) await new Promise((resolve) => setTimeout(resolve, 10));
      controller.abort();
      const error = await long;
      const triedWhenAnswered = tried;
      const next = await window.service.analyzeDeal({ game: 'bakers-game', deal: 23 });
      return { name: error.name, code: error.code, triedWhenAnswered, next: next.verdict };
    }, LONG_SEARCH_DEALS);
    expect(outcome).toMatchObject({ name: 'AbortError', code: 'ERR_ABORTED', next: 'impossible' });
    // Answered with ten million deals still to go: the worker was given up, not waited for.
    expect(outcome.triedWhenAnswered).toBeLessThan(LONG_SEARCH_DEALS);
  }, 30_000);

  it('supersedes a stale hint and reports bad notation with its place', async () => {
    const outcome = await page.evaluate(async () => {
      const service = window.service;
      const stale = service
        .hint({ game: 'freecell', position: '5C 3D', key: 'table' })
        .catch((error: { code: string }) => error.code);
      const bad = await service
        .hint({ game: 'freecell', position: '5C ZZ', key: 'table' })
        .catch((error: { code: string; message: string }) => `${error.code} ${error.message}`);
      return { stale: await stale, bad };
    });
    expect(outcome.stale).toBe('ERR_SUPERSEDED');
    expect(outcome.bad).toMatch(/^ERR_BAD_CARD line 1, column 4: "ZZ" is not a card/);
  }, 30_000);
});
