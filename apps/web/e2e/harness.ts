/**
 * What every browser test needs: the production build served by `vite preview` on a
 * free local port, Debian's Chromium driven by playwright-core, and a view of the table
 * on the page (its game, position, moves and solver status) read through its public
 * properties and its shadow DOM.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, launchChromium as launchBrowser } from '@naipe/browser-testing';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { preview } from 'vite';
import { afterAll, beforeAll } from 'vitest';

export const WEB_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export interface Site {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves apps/web/dist as `npm start` does, on a free port. */
export async function startSite(): Promise<Site> {
  if (!existsSync(join(WEB_ROOT, 'dist', 'index.html'))) {
    throw new Error(
      `${join(WEB_ROOT, 'dist')} has no build: run "npm run build -w @naipe/web" (the root "npm test" builds it first)`,
    );
  }
  const port = await freePort();
  const server = await preview({
    root: WEB_ROOT,
    configFile: false,
    logLevel: 'silent',
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => server.close(),
  };
}

export interface Browsing {
  /**
   * A fresh context: its own storage and cache. Service workers are blocked unless asked
   * for, so that most tests do not spend their time precaching the site.
   */
  context(options?: {
    serviceWorkers?: boolean;
    viewport?: { width: number; height: number };
  }): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** Chromium on a fresh profile (playwright makes a new user-data dir for each launch). */
export async function launchChromium(): Promise<Browsing> {
  const browser = await launchBrowser();
  return {
    context: (options) =>
      browser.newContext({
        viewport: options?.viewport ?? { width: 1280, height: 900 },
        serviceWorkers: options?.serviceWorkers ? 'allow' : 'block',
      }),
    close: () => browser.close(),
  };
}

export interface Stage {
  readonly site: Site;
  readonly browsing: Browsing;
}

/**
 * The site served and Chromium launched once for a whole test file (registered as its
 * `beforeAll`), both closed after its last test; read them from the returned stage.
 */
export function servedSiteAndBrowser(): Stage {
  const stage = {} as { site: Site; browsing: Browsing };
  beforeAll(async () => {
    [stage.site, stage.browsing] = await Promise.all([startSite(), launchChromium()]);
  });
  afterAll(async () => {
    await stage.browsing?.close();
    await stage.site?.close();
  });
  return stage;
}

/** A page of a fresh browser context (no storage of another test's), at `path` of the site. */
export async function freshPage(stage: Stage, path = ''): Promise<Page> {
  const context = await stage.browsing.context();
  const page = await context.newPage();
  await page.goto(new URL(path, stage.site.url).href);
  return page;
}

export interface TableState {
  readonly game: string;
  readonly deal: number | null | undefined;
  readonly position: string | undefined;
  readonly moves: number;
  readonly elapsedMs: number;
  /** The solver line's `data-status`: analysing, winnable, lost, searching, … */
  readonly status: string | undefined;
}

export async function tableState(page: Page): Promise<TableState> {
  return page.evaluate(() => {
    const table = document.querySelector('naipe-table');
    if (!table) throw new Error('no <naipe-table> on the page');
    const solver = table.shadowRoot?.querySelector<HTMLElement>('.solver');
    return {
      game: table.game,
      deal: table.dealNumber,
      position: table.currentPosition,
      moves: table.moveCount,
      elapsedMs: table.elapsedMs,
      status: solver?.dataset.status,
    };
  });
}

/** Waits until the table's state satisfies `ok`, and returns that state. */
export async function waitForTable(
  page: Page,
  ok: (state: TableState) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<TableState> {
  const until = Date.now() + timeoutMs;
  let state = await tableState(page);
  while (!ok(state)) {
    if (Date.now() > until) {
      throw new Error(`timed out waiting for ${what}; the table is at ${JSON.stringify(state)}`);
    }
    await page.waitForTimeout(50);
    state = await tableState(page);
  }
  return state;
}

/** A card element by the place it lies in and its index there (bottom card 0). */
export const cardAt = (page: Page, pile: string, index: number): Locator =>
  page.locator(`naipe-table .card[data-pile="${pile}"][data-index="${index}"]`);

export const pileAt = (page: Page, pile: string): Locator =>
  page.locator(`naipe-table .pile[data-pile="${pile}"]`);

/** The element to drop on for a place: its top card, or the place itself when empty. */
export async function dropZone(page: Page, pile: string): Promise<Locator> {
  const cards = page.locator(`naipe-table .card[data-pile="${pile}"]`);
  const count = await cards.count();
  return count > 0 ? cardAt(page, pile, count - 1) : pileAt(page, pile);
}

type Box = { x: number; y: number; width: number; height: number };

const sameBox = (a: Box | null, b: Box | null) =>
  a !== null &&
  b !== null &&
  a.x === b.x &&
  a.y === b.y &&
  a.width === b.width &&
  a.height === b.height;

/** Resolves once the element's move animations have finished and two frames have passed. */
const still = (element: Locator): Promise<void> =>
  element.evaluate(async (el) => {
    await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });

/**
 * Where the two elements rest. A card still sliding from the last move is not where it
 * will be, and a move can also re-lay the whole board a frame later (a column grew, the
 * status line changed height); a player's eye waits for the table to be still, and so
 * does this: both boxes must stay the same across two looks.
 */
async function restingBoxes(a: Locator, b: Locator): Promise<[Box, Box]> {
  let previous: [Box | null, Box | null] = [null, null];
  for (let look = 0; look < 40; look++) {
    await Promise.all([still(a), still(b)]);
    const boxes = await Promise.all([a.boundingBox(), b.boundingBox()]);
    if (sameBox(boxes[0], previous[0]) && sameBox(boxes[1], previous[1]))
      return boxes as [Box, Box];
    previous = boxes;
  }
  throw new Error('drag: the card or the place never came to rest on screen');
}

/** Whether the point of the viewport shows `element` or something inside it. */
const shows = (element: Locator, point: { x: number; y: number }): Promise<boolean> =>
  element.evaluate((el, { x, y }) => {
    let hit: Node | null = document.elementFromPoint(x, y);
    while (hit instanceof Element && hit.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    for (let node = hit; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null)
      if (node === el) return true;
    return false;
  }, point);

/**
 * Where to grab `from` and drop it over `to`: from boxes at rest that the page also shows
 * at those points (the page may still be scrolling into place after the last move, which
 * moves every box at once).
 */
async function gesture(from: Locator, to: Locator) {
  for (let look = 0; look < 40; look++) {
    const [source, target] = await restingBoxes(from, to);
    const grab = { x: source.x + source.width / 2, y: source.y + Math.min(12, source.height / 4) };
    const drop = {
      x: grab.x + target.x - source.x,
      y: grab.y + target.y - source.y + Math.min(20, target.height / 4),
    };
    if ((await shows(from, grab)) && (await shows(to, drop))) return { grab, drop };
  }
  throw new Error('drag: the card or the place is not where the page shows it');
}

/** Drags `from` with the mouse until the card's corner lies over `to`'s, and lets go. */
export async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const { grab, drop } = await gesture(from, to);
  const dx = drop.x - grab.x;
  const dy = drop.y - grab.y;
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + dx, grab.y + dy, { steps: 8 });
  await page.mouse.up();
}

/**
 * A button of the table's toolbar or panels, by its whole accessible name: "Deshacer"
 * is the undo button, never the warning's "Deshacer hasta la última…" beside it.
 */
export const tableButton = (page: Page, name: string | RegExp): Locator =>
  page.locator('naipe-table').getByRole('button', { name, exact: true });

declare global {
  interface Window {
    heldAnswers?: { positions: number[]; release(): void };
  }
}

/**
 * Page code (an init script): the workers' answers that report positions searched (more
 * than `above` of them, if given) are held back from the page until
 * `window.heldAnswers.release()`, so a test can act while an analysis is certainly still
 * out, whatever the machine's speed. The positions each held answer reports are kept in
 * `window.heldAnswers.positions`.
 */
export function holdWorkerAnswers(above = -1): void {
  const held: (() => void)[] = [];
  const positions: number[] = [];
  let holding = true;
  window.heldAnswers = {
    positions,
    release() {
      holding = false;
      for (const deliver of held.splice(0)) deliver();
    },
  };
  const add = Worker.prototype.addEventListener;
  Worker.prototype.addEventListener = function (
    this: Worker,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (type !== 'message' || typeof listener !== 'function') {
      return add.call(this, type, listener, options);
    }
    return add.call(
      this,
      type,
      (event: Event) => {
        const found = /"positions":(\d+)/.exec(JSON.stringify((event as MessageEvent).data));
        if (!holding || !found || Number(found[1]) <= above) return listener.call(this, event);
        positions.push(Number(found[1]));
        held.push(() => listener.call(this, event));
      },
      options,
    );
  } as typeof add;
}
