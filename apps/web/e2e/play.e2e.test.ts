/**
 * Playing for real: FreeCell deal 1 won by following the hints and recorded in the
 * statistics; a good move where the solver has no verdict yet; the losing-move warning
 * and its way back; a reload in mid-game; share links, good and bad, opened in fresh
 * browser contexts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cardAt,
  drag,
  dropZone,
  holdWorkerAnswers,
  freshPage as openFreshPage,
  servedSiteAndBrowser,
  tableButton,
  tableState,
  waitForTable,
} from './harness.js';
import { after, gameOf, parse, tapOnColumn } from './moves.js';

const stage = servedSiteAndBrowser();

const freshPage = (path?: string) => openFreshPage(stage, path);

const freecell = gameOf('freecell');

/**
 * A winnable FreeCell position (from deal 1's winning line) where moving the king of
 * spades from the second column to the empty fifth leaves no way to win.
 */
const BEFORE_THE_MISTAKE = `Foundations: C-3 D-A H-9 S-4
Freecells: 6C 8S TD JS
4C 3D
2D KC KS
9S 8D
JC 5S QD QH TH 9C
:
7S 6D 5C 4D
7C KH QS JD TS
KD QC JH TC 9D 8C 7D 6S 5D`;

/** Plays the hinted move: the lowest hinted card is dragged onto the hinted place. */
async function playHint(page: Page, moves: number): Promise<void> {
  await tableButton(page, 'Pista').click();
  const source = page.locator('naipe-table .card.hint-source').first();
  const target = page.locator('naipe-table .pile.hint-target');
  await source.waitFor({ timeout: 15_000 });
  const [pile, index, place] = await Promise.all([
    source.getAttribute('data-pile'),
    source.getAttribute('data-index'),
    target.getAttribute('data-pile'),
  ]);
  await drag(page, cardAt(page, pile!, Number(index)), await dropZone(page, place!));
  await waitForTable(page, (s) => s.moves === moves + 1, `hinted move ${moves + 1}`);
}

describe('playing', () => {
  it('wins FreeCell deal 1 by following the hints, and the win is in the statistics', async () => {
    const page = await freshPage('?game=freecell&deal=1');
    await page.evaluate(() => {
      document.addEventListener('naipe-won', (e) => {
        (window as unknown as { won: unknown }).won = (e as CustomEvent).detail;
      });
    });
    let state = await waitForTable(page, (s) => s.status === 'winnable', 'deal 1 judged winnable');
    expect(state.deal).toBe(1);
    while (!freecell.isWon(parse(freecell, state.position))) {
      expect(state.moves, 'the hints should win within 200 moves').toBeLessThan(200);
      await playHint(page, state.moves);
      state = await tableState(page);
    }
    const won = await page.evaluate(() => (window as unknown as { won: unknown }).won);
    expect(won).toMatchObject({ game: 'freecell', deal: 1, moves: state.moves });
    await expect.poll(() => page.locator('naipe-table .won').isVisible()).toBe(true);

    await page.locator('header nav a', { hasText: 'Estadísticas' }).click();
    const row = page.locator('table.stats tr[data-variant="freecell"]');
    const cells = await row.locator('td').allTextContents();
    // Played, won, share, streak, best streak, best time, fewest moves, hints.
    expect(cells.slice(0, 5)).toEqual(['1', '1', '100\u00a0%', '1', '1']);
    expect(cells[6]).toBe(String(state.moves));
    expect(Number(cells[7])).toBeGreaterThanOrEqual(state.moves);
    await page.context().close();
  }, 300_000);

  it('gives a good move, said as such, where the quick analysis found no verdict', async () => {
    const context = await stage.browsing.context();
    const page = await context.newPage();
    // The longer analysis (more than the quick 5,000 positions) is held back: the table
    // knows only the quick answer, whatever the machine's speed.
    await page.addInitScript(holdWorkerAnswers, 5_000);
    // 4-suit Spider deal 2: no verdict within 50,000 positions (packages/solver tests).
    await page.goto(new URL('?game=spider&suits=4&deal=2', stage.site.url).href);
    await page.waitForFunction(() => window.heldAnswers!.positions.length > 0);
    expect((await tableState(page)).status).toBe('analysing');
    await tableButton(page, 'Pista').click();
    await page
      .locator('naipe-table .card.hint-source, naipe-table .pile.hint-target')
      .first()
      .waitFor({ timeout: 15_000 });
    const said = page.locator('naipe-table [role="status"][aria-live="polite"]');
    await expect
      .poll(() => said.textContent())
      .toContain('Una buena jugada (sin garantía de ganar):');
    await context.close();
  });

  it('warns after a losing move, after a reload too, and its button goes back', async () => {
    const page = await freshPage('?game=freecell');
    await waitForTable(page, (s) => s.position !== undefined, 'a game');
    await page.evaluate((position) => {
      document.querySelector('naipe-table')!.position = position;
    }, BEFORE_THE_MISTAKE);
    const prepared = freecell.makePosition(parse(freecell, BEFORE_THE_MISTAKE));
    await waitForTable(
      page,
      (s) => s.position === prepared && s.status === 'winnable',
      'the prepared position judged winnable',
    );
    const losing = freecell.parseMove('25');
    if (!losing.ok) throw new Error('test setup: move 25 does not parse');
    const lost = after(freecell, parse(freecell, prepared), losing.value);
    await drag(page, cardAt(page, 'column-1', 2), await dropZone(page, 'column-4'));
    await waitForTable(page, (s) => s.position === lost && s.status === 'lost', 'the verdict');
    // After a reload, which keeps the game but not the verdicts, the warning and its way
    // back come again: the solver finds the last winnable position anew.
    await page.reload();
    await waitForTable(page, (s) => s.position === lost && s.status === 'lost', 'the reload');
    const warning = page.locator('naipe-table [part~="warning"]');
    // Shown, not said: the live region says nothing on a reload, and the box is no alert.
    expect(await warning.getAttribute('role')).toBe('group');
    await warning.locator('button').click();
    const back = await waitForTable(page, (s) => s.status === 'winnable', 'winnable again');
    expect(back.position).toBe(prepared);
    expect(await warning.count()).toBe(0);
    await page.context().close();
  });

  it('continues after a reload with the same time, moves and history', async () => {
    const context = await stage.browsing.context();
    const page = await context.newPage();
    // The page's clock, run by the test: time passes only when the test says so.
    await page.clock.install();
    await page.goto(new URL('?game=freecell&deal=617', stage.site.url).href);
    let state = await waitForTable(page, (s) => s.deal === 617, 'deal 617');
    const start = state.position;
    for (let n = 0; n < 3; n++) {
      const tap = tapOnColumn(freecell, parse(freecell, state.position))!;
      await cardAt(page, `column-${tap.column}`, tap.cardIndex).click();
      state = await waitForTable(page, (s) => s.moves === n + 1, `move ${n + 1}`);
    }
    await tableButton(page, 'Deshacer').click();
    state = await waitForTable(page, (s) => s.moves === 2, 'the undo');
    // Two seconds pass on the page's clock, which then stops: the saved time is not zero,
    // and no time passes on the page from here to the reload.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 2000);
    state = await waitForTable(page, (s) => s.elapsedMs >= 1500, 'the clock');
    await page.reload();
    const reloaded = await waitForTable(page, (s) => s.position !== undefined, 'the saved game');
    expect(reloaded.deal).toBe(617);
    expect(reloaded.position).toBe(state.position);
    expect(reloaded.moves).toBe(2);
    expect(reloaded.elapsedMs).toBeGreaterThanOrEqual(state.elapsedMs - 1);
    // With the clock stopped, the save on leaving adds at most the part of a clock tick
    // (one second) not yet counted when the time was read.
    expect(reloaded.elapsedMs).toBeLessThan(state.elapsedMs + 1000);
    // The history came along: the undone move can be redone, and undo reaches the deal.
    await tableButton(page, 'Rehacer').click();
    await waitForTable(page, (s) => s.moves === 3, 'the redo');
    for (let n = 3; n > 0; n--) {
      await tableButton(page, 'Deshacer').click();
      await waitForTable(page, (s) => s.moves === n - 1, `undo to ${n - 1}`);
    }
    expect((await tableState(page)).position).toBe(start);
    await page.context().close();
  });

  it('opens a shared deal with its options in a fresh browser context', async () => {
    const page = await freshPage('?game=klondike');
    await page.locator('input[name=draw][value="3"]').check();
    await page.locator('input[name=deck][value=french]').check();
    const shown = await waitForTable(page, (s) => s.position !== undefined, 'a Klondike deal');
    const link = page.locator('#share-link');
    await expect
      .poll(() => link.inputValue())
      .toContain(`game=klondike&deck=french&draw=3&deal=${shown.deal}`);
    const shared = await link.inputValue();
    await page.context().close();

    const other = await freshPage();
    await other.goto(shared);
    const opened = await waitForTable(other, (s) => s.position !== undefined, 'the shared deal');
    expect(opened).toMatchObject({ game: 'klondike', deal: shown.deal, moves: 0 });
    expect(opened.position).toBe(shown.position);
    const table = other.locator('naipe-table');
    expect(
      await table.evaluate((t: HTMLElementTagNameMap['naipe-table']) => [t.draw, t.deck]),
    ).toEqual([3, 'french']);
    expect(await other.locator('.notice').count()).toBe(0);
    await other.context().close();
  });

  it('opens a normal game with a notice naming what was wrong in a bad link', async () => {
    const page = await freshPage('?game=klondike&draw=2&deal=7');
    const notice = page.locator('.notice[role=alert]');
    await expect.poll(() => notice.textContent()).toContain('«draw=2»');
    expect(await notice.textContent()).toContain('1, 3');
    const state = await waitForTable(page, (s) => s.position !== undefined, 'a game');
    expect(state.game).toBe('klondike');
    expect(
      await page
        .locator('naipe-table')
        .evaluate((t: HTMLElementTagNameMap['naipe-table']) => t.draw),
    ).toBe(1);
    expect(new URL(page.url()).searchParams.get('draw')).toBe('1');

    await page.context().close();

    const other = await freshPage('?game=solitaire&deal=abc&lang=en');
    const otherNotice = other.locator('.notice[role=alert]');
    await expect.poll(() => otherNotice.textContent()).toContain('there is no game “solitaire”');
    expect((await tableState(other)).game).toBe('freecell');
    await otherNotice.locator('button').click();
    expect(await otherNotice.count()).toBe(0);
    await other.context().close();
  });

  it("declares the page's language, Brazil's Portuguese for pt, for screen readers", async () => {
    for (const [lang, tag] of [
      ['pt', 'pt-BR'],
      ['en', 'en'],
      ['es', 'es'],
    ] as const) {
      const page = await freshPage(`?game=freecell&lang=${lang}`);
      await waitForTable(page, (s) => s.position !== undefined, 'a game');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(tag);
      await page.context().close();
    }
  });
});
