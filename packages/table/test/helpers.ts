/** What the browser tests share: one Chromium and server per file, and table helpers. */
import { card, cardsOf, FRENCH, Game, unwrap } from '@naipe/rules';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { NaipeTable } from '../src/index.js';
import { formatDuration } from '../src/model/i18n.js';
import { type Browser, launchBrowser } from './browser.js';
import { startServer } from './server.js';

export interface Harness {
  readonly url: string;
  readonly browser: Browser;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const { url, server } = await startServer();
  const browser = await launchBrowser();
  return {
    url,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface OpenOptions {
  readonly attributes: Record<string, string>;
  /** Keep what an earlier page saved (for reload tests). */
  readonly keepStorage?: boolean;
  /** Runs in the page before the table is created (say, to plant saved data). */
  readonly before?: string;
  /** An expression giving the `analysis` property, evaluated in the page. */
  readonly analysis?: string;
  readonly viewport?: { width: number; height: number };
  /** Keep the default service, the real solver in a Web Worker; otherwise a table has none. */
  readonly realSolver?: boolean;
  /**
   * Playwright's clock in the page from before the table is made (it stays for the page's
   * later tables): time flows, and `page.clock` moves it on when a test needs it to pass.
   */
  readonly clock?: boolean;
}

/**
 * Puts one table on the test page and waits until its cards are laid out. Given a page,
 * the table is swapped in place (loading the page's modules takes seconds); `reload`
 * loads the page afresh, as a returning player would.
 */
export async function openTable(
  harness: Harness,
  options: OpenOptions & { readonly reload?: boolean },
  page?: Page,
): Promise<Page> {
  const p = page ?? (await harness.browser.context.newPage());
  if (!page) {
    const warnings: string[] = [];
    p.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    p.on('pageerror', (e) => {
      throw e;
    });
    (p as Page & { warnings?: string[] }).warnings = warnings;
  }
  await p.setViewportSize(options.viewport ?? { width: 1100, height: 800 });
  if (!page || options.reload) {
    await p.goto(harness.url);
    await p.waitForFunction(() => (window as unknown as { naipeReady?: boolean }).naipeReady);
  } else {
    await p.evaluate(() => {
      for (const table of document.querySelectorAll('naipe-table')) table.remove();
    });
  }
  warningsOf(p).length = 0;
  if (!options.keepStorage) await p.evaluate(() => localStorage.clear());
  // Both are page code written by the test, run as expressions in the page.
  if (options.before) await p.evaluate(options.before);
  if (options.clock) await p.clock.install();
  if (options.analysis) await p.evaluate(`window.testAnalysis = ${options.analysis}`);
  await p.evaluate(
    ([attributes, realSolver]) => {
      const table = document.createElement('naipe-table');
      const analysis = (window as unknown as { testAnalysis?: NaipeTable['analysis'] })
        .testAnalysis;
      if (analysis) table.analysis = analysis;
      else if (!realSolver) table.analysis = null;
      for (const [name, value] of Object.entries(attributes)) table.setAttribute(name, value);
      (document.querySelector('main') ?? document.body).append(table);
    },
    [options.attributes, options.realSolver ?? false] as const,
  );
  await p.waitForFunction(() => {
    const table = document.querySelector('naipe-table');
    return !!table?.shadowRoot?.querySelector('.card, .problem');
  });
  await liveRegionShown(p);
  return p;
}

/**
 * Waits until the new table's live region takes words: it does once a frame has shown it
 * empty (two animation frames from its first render, `firstUpdated` in naipe-table.ts),
 * and these two frames, asked for after the table's, come after them.
 */
const liveRegionShown = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

export const warningsOf = (page: Page): string[] =>
  (page as Page & { warnings?: string[] }).warnings ?? [];

export const currentPosition = (page: Page) =>
  page.evaluate(() => document.querySelector('naipe-table')!.currentPosition);

/**
 * A legal transfer in the table's current position found by the rules in the page:
 * `kind` picks a column-to-column move, or any move the table's tap makes.
 */
export interface FoundMove {
  readonly from: number;
  /** Face-up index (in the whole column) of the base card that moves. */
  readonly index: number;
  readonly count: number;
  readonly to: string;
  readonly toIndex: number;
  readonly expected: string;
}

export function findColumnMove(page: Page, kind: 'column' | 'tap'): Promise<FoundMove | undefined> {
  return page.evaluate((kind) => {
    type Rules = typeof import('@naipe/rules');
    const rules = (window as unknown as { naipeRules: Rules }).naipeRules;
    const table = document.querySelector('naipe-table')!;
    const options: Record<string, unknown> = {};
    for (const name of ['deck', 'draw', 'suits'] as const) {
      const value = table.getAttribute(name);
      if (value !== null) options[name] = name === 'deck' ? value : Number(value);
    }
    const game = rules.unwrap(rules.Game.create(table.game, options));
    const position = rules.unwrap(game.parsePosition(table.currentPosition!));
    for (const [from, column] of position.columns.entries()) {
      for (let count = 1; count <= column.up.length; count++) {
        const source = { kind: 'column', index: from } as const;
        const move =
          kind === 'tap'
            ? game.tapMove(position, source, count)
            : game
                .legalMoves(position)
                .find(
                  (m) =>
                    m.kind === 'transfer' &&
                    m.from.kind === 'column' &&
                    m.from.index === from &&
                    m.to.kind === 'column' &&
                    m.count === count,
                );
        if (move?.kind !== 'transfer') continue;
        if (
          kind === 'tap' &&
          game.liftableCount(position, from, column.up.length - count) !== count
        )
          continue;
        const after = game.play(position, move);
        if (!after.ok) continue;
        const to = move.to;
        return {
          from,
          index: column.down.length + column.up.length - count,
          count,
          to: to.kind === 'foundation' ? 'foundation' : to.kind,
          toIndex: to.kind === 'column' || to.kind === 'cell' ? to.index : -1,
          expected: game.makePosition(after.value),
        };
      }
    }
    return undefined;
  }, kind);
}

/**
 * Sets deals 1, 2, … on the page's table until the rules find a move of the wanted kind
 * that `accept` takes, and returns it.
 */
export async function dealWithMove(
  page: Page,
  kind: 'column' | 'tap',
  accept: (move: FoundMove) => boolean = () => true,
): Promise<FoundMove> {
  for (let deal = 1; deal <= 60; deal++) {
    await page.evaluate((deal) => {
      document.querySelector('naipe-table')!.setAttribute('deal', String(deal));
    }, deal);
    await page.waitForFunction(
      (deal) => document.querySelector('naipe-table')!.dealNumber === deal,
      deal,
    );
    const found = await findColumnMove(page, kind);
    if (found && accept(found)) return found;
  }
  throw new Error(`no deal from 1 to 60 has a ${kind} move`);
}

/** The element id of the card at `index` of column `column`. */
export function cardId(page: Page, column: number, index: number): Promise<string> {
  return page.evaluate(
    ([column, index]) => {
      const root = document.querySelector('naipe-table')!.shadowRoot!;
      const card = root.querySelector(`.card[data-pile="column-${column}"][data-index="${index}"]`);
      return card?.id ?? '';
    },
    [column, index] as const,
  );
}

/**
 * One harness and one page for a whole test file: the returned `open` swaps a fresh table
 * into that page (see openTable), loading the page only the first time or when asked to.
 */
export function sharedTablePage(): (
  options: OpenOptions & { readonly reload?: boolean },
) => Promise<Page> {
  let harness: Harness | undefined;
  let shared: Page | undefined;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });
  return async (options) => {
    if (!harness) throw new Error('sharedTablePage: open() called before the harness started');
    shared = await openTable(harness, { reload: !shared, ...options }, shared);
    return shared;
  };
}

/** FreeCell with the red aces home, A♣ on 2♣ in column 1, the rest spread over the others. */
export function acesPosition(): string {
  const game = unwrap(Game.create('freecell'));
  const rest = cardsOf(FRENCH).filter(
    (c) => ![card(0, 1), card(0, 2), card(1, 1), card(2, 1)].includes(c),
  );
  const columns = [
    { down: [], up: [card(0, 2), card(0, 1)] },
    ...Array.from({ length: 7 }, (_, i) => ({
      down: [],
      up: rest.filter((_, j) => j % 7 === i),
    })),
  ];
  const setup = {
    columns,
    cells: [null, null, null, null],
    foundations: [0, 1, 1, 0],
    stock: [],
    waste: [],
    completed: [],
  };
  return game.makePosition(unwrap(game.fromSetup(setup)));
}

/** Klondike with every card home but the four kings, one to a column. */
export function kingsPosition(): string {
  const game = unwrap(Game.create('klondike'));
  const kings = [0, 1, 2, 3].map((suit) => ({ down: [], up: [card(suit, 12)] }));
  const empty = Array.from({ length: 3 }, () => ({ down: [], up: [] }));
  const setup = {
    columns: [...kings, ...empty],
    cells: [],
    foundations: [11, 11, 11, 11],
    stock: [],
    waste: [],
    completed: [],
  };
  return game.makePosition(unwrap(game.fromSetup(setup)));
}

/**
 * Page code for `window.scriptedAnalysis(window.testScript)`: deal 1 of FreeCell, winnable
 * along a line of two legal moves (the first legal move, then the next), and every
 * position off that line impossible. The line's start and moves are kept in
 * `window.testLine` and `window.testFirst` for the tests that play it; `winnableDeal` is
 * the deal a search for a winnable one answers.
 */
export function freecellDealOneScript(games: readonly string[], winnableDeal?: number): string {
  const deal = winnableDeal === undefined ? '' : `winnableDeal: ${winnableDeal},`;
  return `(() => {
  const rules = window.naipeRules;
  const game = rules.unwrap(rules.Game.create('freecell'));
  const start = rules.unwrap(game.deal(1));
  const first = game.legalMoves(start)[0];
  const second = game.legalMoves(rules.unwrap(game.play(start, first)))[0];
  const key = (p) => rules.makePosition(p, rules.FRENCH);
  window.testLine = { first: game.makeMove(first), start: key(start) };
  window.testFirst = first;
  window.testScript = {
    games: ${JSON.stringify(games)},
    key,
    fallback: 'impossible',
    ${deal}
    verdicts: { [key(start)]: { verdict: 'winnable', solution: [first, second], stats: {} } },
  };
})()`;
}

/**
 * Winnable deals only from FreeCell deal 1, where no deal tried is proven winnable and 777
 * is the best candidate, its own analysis answering `candidate` (`script` is a
 * `freecellDealOneScript`): opens the table, waits for the start's verdict, runs `watch`
 * (the test's own recording), presses "New deal" and waits for deal 777.
 */
export async function openCandidateDeal(
  open: ReturnType<typeof sharedTablePage>,
  script: string,
  candidate: 'unknown' | 'impossible',
  watch: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const page = await open({
    attributes: { game: 'freecell', deal: '1', 'winnable-only': '', locale: 'en' },
    before: `${script}; (() => {
      const script = window.testScript;
      script.unprovenDeal = 777;
      const rules = window.naipeRules;
      const start = rules.unwrap(rules.unwrap(rules.Game.create('freecell')).deal(777));
      script.verdicts[script.key(start)] = { verdict: '${candidate}', stats: {} };
    })()`,
    analysis: 'window.scriptedAnalysis(window.testScript)',
  });
  await waitForSolverLine(page, 'Winnable');
  await watch(page);
  await page.click('naipe-table .toolbar button:nth-of-type(1)');
  await page.waitForFunction(() => document.querySelector('naipe-table')!.dealNumber === 777);
  return page;
}

/**
 * Waits until the table's solver line says `text` (a verdict, in the table's locale); the
 * 20 s bound only stops a test that would otherwise wait for its whole timeout.
 */
export const waitForSolverLine = (page: Page, text: string) =>
  page.waitForFunction(
    (text) =>
      document.querySelector('naipe-table')!.shadowRoot!.querySelector('.solver .verdict')
        ?.textContent === text,
    text,
    { timeout: 20_000 },
  );

/** Records every text the live region takes from now on, in `window.spoken` (`spoken`). */
export const listen = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { spoken: string[] };
    w.spoken = [];
    const live = document.querySelector('naipe-table')!.shadowRoot!.querySelector('[aria-live]')!;
    new MutationObserver(() => w.spoken.push(live.textContent!.trim())).observe(live, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });

/** What the live region said since `listen`. */
export const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);

/**
 * The won game's time as the win panel writes it (m:ss): the table's clock stops at the
 * win, so what it said then is what it says after.
 */
export const wonTime = async (page: Page) =>
  formatDuration(await page.evaluate(() => document.querySelector('naipe-table')!.elapsedMs));

/** Waits until the table has rendered what the last input changed. */
export const settled = (page: Page) =>
  page.evaluate(async () => {
    await document.querySelector('naipe-table')!.updateComplete;
  });

/** The solver's line from `kingsPosition()` as a page script: the four kings home, the win;
 * any other position answered `fallback`. */
export const kingsScript = (fallback: 'winnable' | 'unknown') => `(() => {
  const rules = window.naipeRules;
  const game = rules.unwrap(rules.Game.create('klondike'));
  const start = rules.unwrap(game.parsePosition(${JSON.stringify(kingsPosition())}));
  const key = (p) => rules.makePosition(p, rules.SPANISH);
  window.testScript = {
    games: ['klondike'],
    key,
    fallback: '${fallback}',
    verdicts: { [key(start)]: { verdict: 'winnable', solution: game.finishMoves(start), stats: {} } },
  };
})()`;
