/**
 * Play to the end and the losing-move warning from the keyboard, in Chromium, with a
 * scripted analysis service: where the focus goes when a button goes away, that Escape
 * stops the solver's line from anywhere in the table, what the live region says, and
 * that a game the solver finished is not the player's win.
 */

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cardId,
  freecellDealOneScript,
  kingsPosition,
  kingsScript,
  listen,
  settled,
  sharedTablePage,
  spoken,
  waitForSolverLine,
  wonTime,
} from './helpers.js';

const open = sharedTablePage();

/** Deal 1 of FreeCell, winnable along a line of two moves (as in solver.test.ts). */
const FREECELL_SCRIPT = freecellDealOneScript(['freecell']);

/** The solver's line from `kingsPosition()`: the four kings home, the win. */
const KINGS_SCRIPT = kingsScript('unknown');

const scripted = 'window.scriptedAnalysis(window.testScript)';

/** What has the focus inside the table: its class and text, or null when none has. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('naipe-table')!.shadowRoot!.activeElement;
    return active
      ? { tag: active.localName, className: active.className, text: active.textContent?.trim() }
      : null;
  });

/** Waits until the toolbar shows a button saying `text` (Play to the end, or Stop). */
const waitForButton = (page: Page, text: string) =>
  page.waitForFunction(
    (text) =>
      [
        ...document.querySelector('naipe-table')!.shadowRoot!.querySelectorAll('.toolbar button'),
      ].some((b) => b.textContent?.trim() === text),
    text,
  );

const PLAY = 'naipe-table .toolbar button:has-text("Jugar hasta el final")';

/**
 * Runs `body` with the page's clock standing still (the line's next move waits until the
 * test moves the clock on), and lets time flow again afterwards, whatever happens.
 */
async function withTimeStill(page: Page, body: () => Promise<void>) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  try {
    await body();
  } finally {
    await page.clock.resume();
  }
}

/** FreeCell deal 1 with its scripted analysis, in a page reloaded with a fake clock. */
const openDealOneOnClock = () =>
  open({
    attributes: { game: 'freecell', deal: '1' },
    before: FREECELL_SCRIPT,
    analysis: scripted,
    clock: true,
    reload: true,
  });

const moveCount = (page: Page) =>
  page.evaluate(() => document.querySelector('naipe-table')!.moveCount);

describe('Play to the end from the keyboard', () => {
  it('keeps the focus on its button, which turns into Stop and back, and Escape stops it', async () => {
    const page = await openDealOneOnClock();
    await waitForSolverLine(page, 'Se puede ganar');
    await withTimeStill(page, async () => {
      await page.locator(PLAY).focus();
      await page.keyboard.press('Enter');
      await waitForButton(page, 'Parar');
      expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Parar' });

      await page.keyboard.press('Escape');
      await settled(page);
      expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Jugar hasta el final' });
      await page.clock.runFor(5000);
      expect(await moveCount(page)).toBe(0);
    });
  });

  it('stops on Escape whatever has the focus in the table', async () => {
    const page = await openDealOneOnClock();
    await waitForSolverLine(page, 'Se puede ganar');
    await withTimeStill(page, async () => {
      await page.click(PLAY);
      await waitForButton(page, 'Parar');
      await page.locator('naipe-table .toolbar button:has-text("Pista")').focus();
      await page.keyboard.press('Escape');
      await settled(page);
      expect(await page.locator(PLAY).count()).toBe(1);
      await page.clock.runFor(5000);
      expect(await moveCount(page)).toBe(0);
    });
  });

  it('says it once as it starts and once as it ends, and the board takes the focus at the win', async () => {
    const page = await open({
      attributes: { game: 'klondike', position: kingsPosition() },
      before: KINGS_SCRIPT,
      analysis: scripted,
    });
    await waitForSolverLine(page, 'Se puede ganar');
    await listen(page);
    await page.locator(PLAY).focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('naipe-table .won');
    expect(await focused(page)).toMatchObject({ className: expect.stringContaining('board') });
    expect(await spoken(page)).toEqual([
      'El solucionador juega hasta el final (Escape para parar).',
      `El solucionador ha terminado la partida. Movimientos que ha jugado: 4. No cuenta como ganada. 4 movimientos en ${await wonTime(page)}`,
    ]);

    // The keys still reach the table.
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 3);
  });

  it('does not count as the player’s win, nor set best time or fewest moves', async () => {
    const page = await open({
      attributes: { game: 'klondike', position: kingsPosition() },
      before: KINGS_SCRIPT,
      analysis: scripted,
    });
    await page.evaluate(() => {
      document.addEventListener('naipe-won', (e) => {
        (window as unknown as { won: unknown }).won = (e as CustomEvent).detail;
      });
    });
    await waitForSolverLine(page, 'Se puede ganar');
    await page.click(PLAY);
    await page.waitForSelector('naipe-table .won');
    const won = await page.evaluate(() => (window as unknown as { won: unknown }).won);
    expect(won).toMatchObject({ moves: 4, assisted: true });
    const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('naipe:stats')!));
    expect(stats['klondike;deck=spanish;draw=1']).toMatchObject({
      played: 1,
      won: 0,
      currentStreak: 0,
      bestTimeMs: null,
      fewestMoves: null,
    });
    const note = page.locator('naipe-table .won .assisted');
    expect(await note.count()).toBe(1);
    expect(await note.textContent()).toBe(
      'Terminada por el solucionador: cuenta como jugada, no como ganada.',
    );
  });
});

describe('Finish', () => {
  /** The pause before each of its moves (STEP_MS in auto-play.ts, motion allowed). */
  const STEP = 280;

  it('says it once as it starts and once as it ends, not move by move', async () => {
    const page = await open({ attributes: { game: 'klondike', position: kingsPosition() } });
    await listen(page);
    await page.click('naipe-table .toolbar button:has-text("Terminar")');
    await page.waitForSelector('naipe-table .won');
    expect(await spoken(page)).toEqual([
      'Terminar: las cartas suben a sus fundaciones (Escape para parar).',
      `¡Partida ganada! Terminar ha subido 4 cartas a sus fundaciones. 4 movimientos en ${await wonTime(page)}`,
    ]);
  });

  /**
   * Starts Finish (in English, motion allowed, no solver: no verdicts said), lets its
   * first card go home, then `stop`s it and lets the time run out.
   */
  async function stopFinish(stop: (page: Page) => Promise<void>): Promise<Page> {
    const page = await open({
      attributes: { game: 'klondike', position: kingsPosition(), locale: 'en' },
      // An earlier test's scripted solver stays in the page otherwise.
      analysis: 'null',
      clock: true,
    });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await listen(page);
    await withTimeStill(page, async () => {
      await page.click('naipe-table .toolbar button:has-text("Finish")');
      await page.clock.runFor(STEP);
      expect(await moveCount(page)).toBe(1);
      await stop(page);
      await settled(page);
      await page.clock.runFor(5000);
    });
    return page;
  }

  it('says how many cards went home when Escape stops it', async () => {
    const page = await stopFinish((page) => page.keyboard.press('Escape'));
    expect(await moveCount(page)).toBe(1);
    expect(await spoken(page)).toEqual([
      'Finish: the cards go up to their foundations (Escape to stop).',
      'Finish stopped. Cards it moved home: 1.',
    ]);
  });

  it('says how many cards went home, then the move that stopped it, in one announcement', async () => {
    // Column 4's king: Finish takes the columns in order, so it is still there.
    const page = await stopFinish(async (page) =>
      page.click(`naipe-table #${await cardId(page, 3, 0)}`),
    );
    expect(await moveCount(page)).toBe(2);
    const said = await spoken(page);
    expect(said).toHaveLength(2);
    expect(said[1]).toMatch(
      /^Finish stopped\. Cards it moved home: 1\. king of \w+ to its foundation$/,
    );
  });
});

describe('the losing-move warning from the keyboard', () => {
  it('gives the focus to the board once its button undid the move, and the keys keep working', async () => {
    const page = await open({
      attributes: { game: 'freecell', deal: '1' },
      before: FREECELL_SCRIPT,
      analysis: scripted,
    });
    await waitForSolverLine(page, 'Se puede ganar');
    // Column 8's top card: a tap sends it off the solver's line.
    await page.click(`naipe-table #${await cardId(page, 7, 5)}`);
    await waitForSolverLine(page, 'Ya no se puede ganar');
    await page.locator('naipe-table .undo-to-winnable').focus();
    await page.keyboard.press('Enter');
    await waitForSolverLine(page, 'Se puede ganar');
    expect(await focused(page)).toMatchObject({ className: expect.stringContaining('board') });
    await page.keyboard.press('Control+y');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 1);
  });
});
