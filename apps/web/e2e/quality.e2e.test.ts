/**
 * Qualities a player does not see until they are missing: no accessibility violations
 * (axe-core) on the main pages, a solver that runs in workers only so the page answers
 * input while it works on a hard deal, and play without a network once the service
 * worker has the site.
 */
import { readMainThreadWatch, watchMainThread } from '@naipe/browser-testing';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.js';
import {
  cardAt,
  holdWorkerAnswers,
  servedSiteAndBrowser,
  tableState,
  waitForTable,
} from './harness.js';
import { gameOf, parse, tapOnColumn } from './moves.js';

const stage = servedSiteAndBrowser();

describe('accessibility', () => {
  it('axe-core finds no violations on the rules and statistics pages, nor around the table', async () => {
    const context = await stage.browsing.context();
    const page = await context.newPage();
    const freecell = gameOf('freecell');
    await page.goto(new URL('?game=freecell&deal=1', stage.site.url).href);
    const state = await waitForTable(page, (s) => s.status === 'winnable', 'deal 1 judged');
    // One move, so that the statistics page has a row to show.
    const tap = tapOnColumn(freecell, parse(freecell, state.position))!;
    await cardAt(page, `column-${tap.column}`, tap.cardIndex).click();
    await waitForTable(page, (s) => s.moves === 1, 'a move');
    // The table's own check (cards included) is e2e/axe-with-table.e2e.pending.ts.
    expect(await axeViolations(page, 'naipe-table'), 'the play page around the table').toEqual([]);

    for (const [path, ready] of [
      ['?view=rules&game=klondike&lang=pt', '.rules h1'],
      ['?view=rules&game=australian&lang=en', '.rules h1'],
      ['?view=stats', 'table.stats'],
    ] as const) {
      await page.goto(new URL(path, stage.site.url).href);
      await page.locator(ready).first().waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});

describe('on a phone', () => {
  it('puts the table in the upper half of a 360 px screen, the chosen game in view, nothing wider than the screen', async () => {
    const context = await stage.browsing.context({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(new URL('?game=spider&deal=5', stage.site.url).href);
    await waitForTable(
      page,
      (s) => s.game === 'spider' && s.position !== undefined,
      'Spider dealt',
    );
    const measures = await page.evaluate(() => {
      // On a phone the picker is a menu showing the chosen game (e2e/phone.e2e.test.ts).
      const menu = document.querySelector<HTMLSelectElement>('select[name=game-menu]')!;
      const chosen = menu.getBoundingClientRect();
      const board = document
        .querySelector('naipe-table')!
        .shadowRoot!.querySelector('.board')!
        .getBoundingClientRect();
      return {
        pageWidth: document.documentElement.scrollWidth,
        chosen: { left: chosen.left, right: chosen.right, game: menu.value },
        boardTop: board.top,
      };
    });
    expect(measures.pageWidth).toBeLessThanOrEqual(360);
    expect(measures.chosen.game).toBe('spider');
    expect(measures.chosen.left).toBeGreaterThanOrEqual(0);
    expect(measures.chosen.right).toBeLessThanOrEqual(360);
    expect(measures.boardTop).toBeLessThan(740 / 2);
    expect(await axeViolations(page, 'naipe-table'), 'the play page on a phone').toEqual([]);
    await context.close();
  });
});

describe('responsiveness', () => {
  it('runs the solver in workers only, and handles input while an analysis is out', async () => {
    const context = await stage.browsing.context();
    const page = await context.newPage();
    await page.addInitScript(watchMainThread);
    // The table's quick first look (5,000 positions, packages/table budgets.ts) comes
    // through; the full analysis after it is held.
    await page.addInitScript(holdWorkerAnswers, 5_000);
    // Deal 11982 has no solution: proving it searches about a hundred thousand positions.
    await page.goto(new URL('?game=freecell&deal=11982', stage.site.url).href);
    // The worker has searched and answered; the page has not been given the answer yet.
    await page.waitForFunction(() => window.heldAnswers!.positions.length > 0);
    expect((await tableState(page)).status).toBe('analysing');
    const menu = page.locator('naipe-table details.options');
    await menu.locator('summary').click();
    await expect.poll(() => menu.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect((await tableState(page)).status, 'input handled with the analysis still out').toBe(
      'analysing',
    );
    await page.evaluate(() => window.heldAnswers!.release());
    await waitForTable(page, (s) => s.status === 'impossible-start', 'the verdict');

    const watch = await page.evaluate(readMainThreadWatch);
    expect(watch.wasmCalls, 'WebAssembly compiled or instantiated on the main thread').toEqual([]);
    expect(watch.workers).toBeGreaterThanOrEqual(1);
    expect(watch.messagesToWorkers).toBeGreaterThanOrEqual(1);
    const [positions = 0] = await page.evaluate(() => window.heldAnswers!.positions);
    // Real work in the worker, not an answer from a cache: a fresh context, and a search.
    expect(positions).toBeGreaterThan(10_000);
    // Long tasks over many analyses are counted by benchmarks/browser/run.mjs.
    await context.close();
  });
});

describe('offline play', () => {
  it('plays and analyses without a network once the service worker has the site', async () => {
    const context = await stage.browsing.context({ serviceWorkers: true });
    const page = await context.newPage();
    await page.goto(stage.site.url);
    await expect
      .poll(() => page.locator('#sw-status').textContent(), { timeout: 20_000 })
      .toBe('Lista para jugar sin conexión.');
    await context.setOffline(true);
    await page.goto(new URL('?game=bakers-game&deal=5', stage.site.url).href);
    const state = await waitForTable(
      page,
      (s) => s.deal === 5 && (s.status === 'winnable' || s.status === 'impossible-start'),
      'an analysed deal offline',
    );
    expect(state.game).toBe('bakers-game');
    await context.close();
  });
});
