/**
 * The solver in the table, in Chromium, with a scripted analysis service: the status
 * line, hints, the warning after a losing move and its undo button, winnable deals only,
 * and the plain message for games the solver does not cover.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dealSearch } from '../src/analysis/budgets.js';
import {
  cardId,
  currentPosition,
  findColumnMove,
  freecellDealOneScript,
  openCandidateDeal,
  settled,
  sharedTablePage,
  waitForSolverLine,
} from './helpers.js';

/** One page for the whole file: each test swaps a fresh table in. */
const open = sharedTablePage();

/** Deal 1 of FreeCell, scripted (helpers.ts); a search for a winnable deal answers 4242. */
const SCRIPT = freecellDealOneScript(['freecell', 'bakers-game'], 4242);

const solverLine = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('naipe-table')!.shadowRoot!.querySelector('.solver .verdict')
        ?.textContent ?? '',
  );

async function openScripted(attributes: Record<string, string> = {}) {
  const page = await open({
    attributes: { game: 'freecell', deal: '1', ...attributes },
    before: SCRIPT,
    analysis: 'window.scriptedAnalysis(window.testScript)',
  });
  await startEvents(page);
  return page;
}

/** Records the table's events from now on in `window.events`. */
async function startEvents(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { events?: { type: string; detail: unknown }[] };
    // The page outlives its tables: listen once, start a fresh record per table.
    if (!w.events) {
      for (const type of [
        'naipe-move',
        'naipe-lost',
        'naipe-verdict',
        'naipe-new-game',
        'naipe-won',
      ]) {
        document.addEventListener(type, (e) =>
          w.events?.push({ type, detail: (e as CustomEvent).detail }),
        );
      }
    }
    w.events = [];
  });
}

const events = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { events: { type: string; detail: Record<string, unknown> }[] }).events,
  );

describe('solver status', () => {
  it('says a fresh winnable deal is winnable, with no event for what the page set up', async () => {
    const page = await openScripted();
    await waitForSolverLine(page, 'Se puede ganar');
    expect(await events(page)).toEqual([]);
  });

  it('says when a deal cannot be won from the start', async () => {
    const page = await open({
      attributes: { game: 'freecell', deal: '2', locale: 'en' },
      before: SCRIPT,
      analysis: 'window.scriptedAnalysis(window.testScript)',
    });
    await waitForSolverLine(page, 'Cannot be won from the start');
  });

  it('offers a new winnable deal where the deal cannot be won, from the keyboard too', async () => {
    const page = await open({
      attributes: { game: 'freecell', deal: '2', locale: 'en' },
      before: SCRIPT,
      analysis: 'window.scriptedAnalysis(window.testScript)',
    });
    await startEvents(page);
    await waitForSolverLine(page, 'Cannot be won from the start');
    const offer = page.locator('naipe-table .solver button.new-winnable-deal');
    expect(await offer.textContent()).toBe('New winnable deal');
    // Reached with Tab from the board, the next stop after it.
    await page.focus('naipe-table .board');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => document.querySelector('naipe-table')!.shadowRoot!.activeElement?.className,
      ),
    ).toBe('new-winnable-deal');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.dealNumber === 4242);
    await waitForSolverLine(page, 'Winnable');
    expect(await offer.count()).toBe(0);
    // The board takes the focus from the button that went, and the option stays off.
    expect(
      await page.evaluate(
        () => document.querySelector('naipe-table')!.shadowRoot!.activeElement?.className,
      ),
    ).toContain('board');
    expect(await page.evaluate(() => document.querySelector('naipe-table')!.winnableOnly)).toBe(
      false,
    );
    expect((await events(page)).find((e) => e.type === 'naipe-new-game')?.detail).toEqual({
      game: 'freecell',
      options: {},
      deal: 4242,
      provenWinnable: true,
    });
  });

  it('says the offer with the verdict of a deal the player dealt, in every language', async () => {
    const page = await open({
      attributes: { game: 'freecell', deal: '1', locale: 'pt' },
      before: SCRIPT,
      analysis: 'window.scriptedAnalysis(window.testScript)',
    });
    await waitForSolverLine(page, 'Dá para vencer');
    // A random deal: every deal but 1 is impossible in the script.
    await page.click('naipe-table .toolbar button:nth-of-type(1)');
    await waitForSolverLine(page, 'Não dá para vencer desde a distribuição');
    await page.waitForFunction(() =>
      document
        .querySelector('naipe-table')!
        .shadowRoot!.querySelector('[aria-live]')!
        .textContent!.includes('Novo jogo vencível'),
    );
    expect(await page.locator('naipe-table [aria-live]').textContent()).toBe(
      'Não dá para vencer desde a distribuição. O botão «Novo jogo vencível» distribui um que dá para vencer.',
    );
    expect(await page.locator('naipe-table .solver button.new-winnable-deal').textContent()).toBe(
      'Novo jogo vencível',
    );
    await page.evaluate(() => {
      document.querySelector('naipe-table')!.locale = 'es';
    });
    await waitForSolverLine(page, 'No se puede ganar desde el reparto');
    expect(await page.locator('naipe-table .solver button.new-winnable-deal').textContent()).toBe(
      'Nueva partida ganable',
    );
  });

  it('asks first when the unwinnable deal has moves, then deals a winnable one', async () => {
    const page = await open({
      attributes: { game: 'freecell', deal: '2', locale: 'en' },
      before: SCRIPT,
      analysis: 'window.scriptedAnalysis(window.testScript)',
    });
    await waitForSolverLine(page, 'Cannot be won from the start');
    await page.click(`naipe-table #${await cardId(page, 7, 5)}`);
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 1);
    await waitForSolverLine(page, 'Cannot be won from the start');
    await page.click('naipe-table .solver button.new-winnable-deal');
    await page.click('naipe-table dialog.confirm button[value="yes"]');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.dealNumber === 4242);
  });

  it('says plainly that a game the solver does not cover has no analysis yet', async () => {
    const page = await open({
      attributes: { game: 'spider', deal: '1' },
      before: SCRIPT,
      analysis: 'window.scriptedAnalysis(window.testScript)',
    });
    expect(await solverLine(page)).toBe('El análisis aún no está disponible para Spider');
    const calls = await page.evaluate(
      () => (window as unknown as { testAnalysis: { calls: unknown[] } }).testAnalysis.calls,
    );
    expect(calls).toEqual([]);
  });
});

/** `data-proven` of the hint's card and destination. */
const provenMarks = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('naipe-table')!.shadowRoot!;
    return {
      source: (root.querySelector('.card.hint-source') as HTMLElement).dataset.proven,
      target: (root.querySelector('.pile.hint-target') as HTMLElement).dataset.proven,
    };
  });

describe('hints', () => {
  it('highlight the card and the destination of the solver line, and are counted', async () => {
    const page = await openScripted();
    await waitForSolverLine(page, 'Se puede ganar');
    await page.focus('naipe-table .board');
    await page.keyboard.press('h');
    await page.waitForSelector('naipe-table .card.hint-source');
    const hint = await page.evaluate(() => {
      const root = document.querySelector('naipe-table')!.shadowRoot!;
      const card = root.querySelector('.card.hint-source') as HTMLElement;
      const pile = root.querySelector('.pile.hint-target') as HTMLElement;
      return {
        from: card.dataset.pile,
        to: pile.dataset.pile,
        line: (window as unknown as { testLine: { first: string } }).testLine,
      };
    });
    // The first legal move of FreeCell deal 1 in notation: a column (1-8) to a cell (a-d).
    const [from, to] = hint.line.first;
    expect(hint.from).toBe(`column-${Number(from) - 1}`);
    expect(hint.to).toBe(`cell-${'abcd'.indexOf(to!)}`);
    expect(await page.locator('naipe-table .statusbar .hints dd').textContent()).toBe('1');
    // On the winning line: marked proven, and said as the hint.
    expect(await provenMarks(page)).toEqual({ source: 'true', target: 'true' });
    expect(
      await page.locator('naipe-table [role="status"][aria-live="polite"]').textContent(),
    ).toContain('Pista: ');
  });

  it.each([
    ['es', 'Una buena jugada (sin garantía de ganar): '],
    ['pt', 'Uma boa jogada (sem garantia de vencer): '],
    ['en', 'A good move (not proven to win): '],
  ])('say "a good move" in %s when the solver has only its best line', async (locale, words) => {
    const page = await open({
      attributes: { game: 'freecell', deal: '1', locale },
      before: `${SCRIPT}; window.testScript.verdicts[window.testLine.start] = {
        verdict: 'unknown',
        bestLine: [window.testFirst],
        stats: {},
      }`,
      analysis: 'window.scriptedAnalysis(window.testScript)',
    });
    await page.waitForFunction(
      () =>
        document.querySelector('naipe-table')!.shadowRoot!.querySelector<HTMLElement>('.solver')
          ?.dataset.status === 'unknown',
    );
    await page.click('naipe-table .toolbar button:nth-of-type(4)');
    await page.waitForSelector('naipe-table .card.hint-source');
    const live = page.locator('naipe-table [role="status"][aria-live="polite"]');
    expect(await live.textContent()).toContain(words);
    const { from, first } = await page.evaluate(() => ({
      from: (
        document
          .querySelector('naipe-table')!
          .shadowRoot!.querySelector('.card.hint-source') as HTMLElement
      ).dataset.pile,
      first: (window as unknown as { testLine: { first: string } }).testLine.first,
    }));
    // The best line's first move is the one shown: a column (1-8) to a cell.
    expect(from).toBe(`column-${Number(first[0]) - 1}`);
    expect(await provenMarks(page)).toEqual({ source: 'false', target: 'false' });
  });

  /** The hint's card and place, and the focus ring around the focused card, as drawn. */
  const hintAndFocus = (page: Page) =>
    page.evaluate(() => {
      const root = document.querySelector('naipe-table')!.shadowRoot!;
      const style = (selector: string) => getComputedStyle(root.querySelector(selector)!);
      const ring = style('.focus-ring');
      const card = style('.card.hint-source');
      const pile = style('.pile.hint-target');
      // What the system's colours are now (with forced colours, the system's palette).
      const probe = document.createElement('span');
      probe.style.forcedColorAdjust = 'none';
      root.append(probe);
      const system = (colour: string) => {
        probe.style.color = colour;
        return getComputedStyle(probe).color;
      };
      const colours = { Highlight: system('Highlight'), CanvasText: system('CanvasText') };
      probe.remove();
      return {
        focus: {
          style: ring.borderTopStyle,
          colour: ring.borderTopColor,
          width: ring.borderTopWidth,
        },
        ringShown: ring.display,
        card: { style: card.outlineStyle, colour: card.outlineColor, width: card.outlineWidth },
        pile: { style: pile.outlineStyle, colour: pile.outlineColor, width: pile.outlineWidth },
        colours,
      };
    });

  /** Deal 1 with the hint shown and the keyboard's focus on a card. */
  async function hintedAndFocused() {
    const page = await openScripted();
    await waitForSolverLine(page, 'Se puede ganar');
    await page.focus('naipe-table .board');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('h');
    await page.waitForSelector('naipe-table .card.hint-source');
    return page;
  }

  it('look unlike the keyboard focus, in light and dark colours', async () => {
    const page = await hintedAndFocused();
    for (const media of [{ colorScheme: 'light' }, { colorScheme: 'dark' }] as const) {
      await page.emulateMedia(media);
      const now = await hintAndFocus(page);
      const what = JSON.stringify(media);
      expect(now.ringShown, what).toBe('block');
      expect(now.focus.style, what).toBe('solid');
      for (const hint of [now.card, now.pile]) {
        expect(hint.style, what).toBe('dashed');
        expect(hint.width, what).toBe('3px');
        expect(hint.colour, what).not.toBe(now.focus.colour);
      }
    }
    await page.emulateMedia({ colorScheme: null });
  });

  // Windows high contrast leaves few colours and drops the glow (a shadow): the focus is
  // a thin solid ring in the text's colour, the hint a thick double one in the highlight
  // colour, so they differ in colour, line and weight at once.
  it('look unlike the keyboard focus in forced colours: colour, line and weight', async () => {
    const page = await hintedAndFocused();
    for (const media of [
      { forcedColors: 'active' },
      { forcedColors: 'active', colorScheme: 'dark' },
    ] as const) {
      await page.emulateMedia(media);
      const now = await hintAndFocus(page);
      const what = JSON.stringify(media);
      expect(now.colours.Highlight, what).not.toBe(now.colours.CanvasText);
      expect(now.ringShown, what).toBe('block');
      expect(now.focus, what).toMatchObject({ style: 'solid', colour: now.colours.CanvasText });
      for (const hint of [now.card, now.pile]) {
        expect(hint, what).toMatchObject({ style: 'double', colour: now.colours.Highlight });
        expect(Number.parseFloat(hint.width), what).toBeGreaterThanOrEqual(
          2 * Number.parseFloat(now.focus.width),
        );
      }
    }
    await page.emulateMedia({ colorScheme: null, forcedColors: null });
  });

  it('fall back to a useful move by the rules when the solver has no answer', async () => {
    const page = await open({
      attributes: { game: 'bakers-game', deal: '3' },
      before: `${SCRIPT}; window.testScript.fallback = 'unknown'`,
      analysis: 'window.scriptedAnalysis(window.testScript)',
    });
    await waitForSolverLine(page, 'Aún es demasiado difícil saber si esta partida se puede ganar');
    await page.click('naipe-table .toolbar button:nth-of-type(4)');
    await page.waitForSelector('naipe-table .card.hint-source');
    expect(await page.locator('naipe-table .pile.hint-target').count()).toBe(1);
    // Not the solver's: marked unproven, and never said as the hint.
    expect(await provenMarks(page)).toEqual({ source: 'false', target: 'false' });
    const live = page.locator('naipe-table [role="status"][aria-live="polite"]');
    expect(await live.textContent()).toContain(
      'Una jugada útil según las reglas (el solucionador no tiene ninguna): ',
    );
    expect(await live.textContent()).not.toContain('Pista');
  });
});

describe('a losing move', () => {
  it('raises a warning whose button undoes back to the last winnable position', async () => {
    const page = await openScripted();
    await waitForSolverLine(page, 'Se puede ganar');
    const start = await currentPosition(page);
    // Column 8's top card: a tap sends it somewhere other than the solver's first move.
    await page.click(`naipe-table #${await cardId(page, 7, 5)}`);
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 1);
    await waitForSolverLine(page, 'Ya no se puede ganar');
    const warning = page.locator('naipe-table .solver .warning');
    expect(await warning.textContent()).toContain('Esa jugada ha dejado la partida sin solución.');
    const kinds = (await events(page)).map((e) => e.type);
    expect(kinds).toEqual(['naipe-move', 'naipe-verdict', 'naipe-lost']);
    expect((await events(page))[2]!.detail).toEqual({ reason: 'unwinnable' });

    await page.click('naipe-table .undo-to-winnable');
    await page.waitForFunction(
      (start) => document.querySelector('naipe-table')!.currentPosition === start,
      start,
    );
    await waitForSolverLine(page, 'Se puede ganar');
    expect(await warning.count()).toBe(0);
  });

  it('blames the move before once the lost game is played on, in every language', async () => {
    const page = await openScripted();
    await waitForSolverLine(page, 'Se puede ganar');
    await page.click(`naipe-table #${await cardId(page, 7, 5)}`);
    await waitForSolverLine(page, 'Ya no se puede ganar');
    const words = page.locator('naipe-table .solver .warning span');
    expect(await words.textContent()).toBe('Esa jugada ha dejado la partida sin solución.');
    // A move on from the lost position: the move that lost the game is the one before it.
    const on = await findColumnMove(page, 'tap');
    await page.click(`naipe-table #${await cardId(page, on!.from, on!.index)}`);
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 2);
    await settled(page);
    expect(await solverLine(page)).toBe('Ya no se puede ganar');
    expect(await words.textContent()).toBe(
      'Una jugada anterior ya había dejado la partida sin solución.',
    );
    for (const [locale, text] of [
      ['pt', 'Uma jogada anterior já tinha deixado o jogo sem solução.'],
      ['en', 'An earlier move had already left the game without a solution.'],
    ] as const) {
      await page.evaluate((locale) => {
        document.querySelector('naipe-table')!.setAttribute('locale', locale);
      }, locale);
      await settled(page);
      expect(await words.textContent(), locale).toBe(text);
    }
  });

  it('is not raised by the solver line itself, which stays winnable without asking again', async () => {
    const page = await openScripted();
    await waitForSolverLine(page, 'Se puede ganar');
    await page.click('naipe-table .toolbar button:has-text("Jugar hasta el final")');
    await page.waitForFunction(
      () => document.querySelector('naipe-table')!.moveCount === 2,
      undefined,
      {
        timeout: 20_000,
      },
    );
    expect(await solverLine(page)).toBe('Se puede ganar');
    const calls = await page.evaluate(
      () =>
        (window as unknown as { testAnalysis: { calls: { kind: string }[] } }).testAnalysis.calls,
    );
    expect(calls.filter((c) => c.kind === 'analyze')).toHaveLength(1);
    const moves = (await events(page)).filter((e) => e.type === 'naipe-move');
    expect(moves.map((e) => e.detail.source)).toEqual(['solver', 'solver']);
  });
});

describe('winnable deals only', () => {
  it('deals the next deal the solver proves winnable, and shows its number', async () => {
    // The search in the background finds nothing: "New game" searches itself.
    const page = await open({
      attributes: { game: 'freecell', deal: '1', 'winnable-only': '' },
      before: `${SCRIPT}; window.testScript.unprovenOneByOne = true`,
      analysis: 'window.scriptedAnalysis(window.testScript)',
    });
    await startEvents(page);
    await waitForSolverLine(page, 'Se puede ganar');
    await page.click('naipe-table .toolbar button:nth-of-type(1)');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.dealNumber === 4242);
    const searches = await page.evaluate(
      () =>
        (
          window as unknown as { testAnalysis: { calls: { kind: string; maxDeals?: number }[] } }
        ).testAnalysis.calls.filter((c) => c.kind === 'find' && c.maxDeals !== 1).length,
    );
    expect(searches).toBe(1);
    expect(await page.locator('naipe-table .statusbar .deal dd').textContent()).toBe('n.º 4242');
    await waitForSolverLine(page, 'Se puede ganar');
    const newGame = (await events(page)).find((e) => e.type === 'naipe-new-game');
    expect(newGame?.detail).toEqual({
      game: 'freecell',
      options: {},
      deal: 4242,
      provenWinnable: true,
    });
    expect(await page.locator('naipe-table .notice').count()).toBe(0);
  });

  /** FreeCell's candidate deal 777 (`openCandidateDeal`), the table's events recorded. */
  const dealCandidate = (candidate: 'unknown' | 'impossible') =>
    openCandidateDeal(open, SCRIPT, candidate, startEvents);

  it('says so when no deal tried is proven winnable, and deals the best candidate', async () => {
    const page = await dealCandidate('unknown');
    // The candidate's own verdict is asked for, like any new deal's.
    await waitForSolverLine(page, 'Too hard to tell yet whether this game can be won');
    const notice = page.locator('naipe-table .notice[data-notice="notProvenWinnable"]');
    expect(await notice.textContent()).toContain(
      'None of the deals tried could be proven winnable; this is the most promising one.',
    );
    const newGame = (await events(page)).find((e) => e.type === 'naipe-new-game');
    expect(newGame?.detail).toEqual({
      game: 'freecell',
      options: {},
      deal: 777,
      provenWinnable: false,
    });
    const calls = await page.evaluate(
      () =>
        (
          window as unknown as {
            testAnalysis: { calls: { kind: string; maxDeals?: number; budget?: object }[] };
          }
        ).testAnalysis.calls,
    );
    // One search, capped by a count of tries with a budget in positions for each; the
    // others, one deal each, looked for the next deal in the background.
    const { tries, budget } = dealSearch('freecell', {});
    const finds = calls.filter((c) => c.kind === 'find');
    const searches = finds.filter((c) => c.maxDeals !== 1);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({ maxDeals: tries, budget });
    for (const find of finds.filter((c) => c.maxDeals === 1))
      expect(find).toMatchObject({ budget });
  });

  it('says plainly when the best candidate turns out impossible', async () => {
    const page = await dealCandidate('impossible');
    await waitForSolverLine(page, 'Cannot be won from the start');
    const lost = page.locator('naipe-table .notice[data-notice="candidateLost"]');
    expect(await lost.textContent()).toContain(
      'None of the deals tried could be proven winnable, and this one, the most promising, turns out to be impossible to win.',
    );
    expect(await page.locator('naipe-table .notice[data-notice="notProvenWinnable"]').count()).toBe(
      0,
    );
    const newGame = (await events(page)).find((e) => e.type === 'naipe-new-game');
    expect(newGame?.detail).toMatchObject({ deal: 777, provenWinnable: false });
    // The next deal, proven winnable, takes the notice away.
    await page.evaluate(() => {
      (window as unknown as { testScript: { unprovenDeal?: number } }).testScript.unprovenDeal =
        undefined;
    });
    await page.click('naipe-table .toolbar button:nth-of-type(1)');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.dealNumber === 4242);
    expect(await page.locator('naipe-table .notice').count()).toBe(0);
  });

  it('finds the next deal while the game is played, and deals it at once', async () => {
    const page = await openScripted({ 'winnable-only': '' });
    await waitForSolverLine(page, 'Se puede ganar');
    const finds = () =>
      page.evaluate(() =>
        (
          window as unknown as {
            testAnalysis: { calls: { kind: string; maxDeals?: number; answered?: boolean }[] };
          }
        ).testAnalysis.calls.filter((c) => c.kind === 'find'),
      );
    // Looked for one deal at a time, in the background, until one is proven winnable.
    await page.waitForFunction(() =>
      (
        window as unknown as { testAnalysis: { calls: { kind: string; answered?: boolean }[] } }
      ).testAnalysis.calls.some((c) => c.kind === 'find' && c.answered),
    );
    expect((await finds()).map((c) => c.maxDeals)).toEqual([1]);
    await page.click('naipe-table .toolbar button:nth-of-type(1)');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.dealNumber === 4242);
    await waitForSolverLine(page, 'Se puede ganar');
    // Dealt with the deal found: no search of its own (only the next deal's, one at a time).
    expect((await finds()).every((c) => c.maxDeals === 1)).toBe(true);
    const newGame = (await events(page)).find((e) => e.type === 'naipe-new-game');
    expect(newGame?.detail).toMatchObject({ deal: 4242, provenWinnable: true });
  });

  /** A search for a deal, as the scripted service records it. */
  type Find = { kind: string; maxDeals?: number; answered: boolean };

  /**
   * Winnable deals only, where no background try proves a deal and every search for a
   * deal waits for `releaseFinds()`; once the first verdict shows and the background's
   * first try has asked.
   */
  const openHoldingFinds = async () => {
    const page = await open({
      attributes: { game: 'freecell', deal: '1', 'winnable-only': '' },
      before: `${SCRIPT}; Object.assign(window.testScript, { unprovenOneByOne: true, holdFinds: true })`,
      analysis: 'window.scriptedAnalysis(window.testScript)',
    });
    await startEvents(page);
    await waitForSolverLine(page, 'Se puede ganar');
    await page.waitForFunction(() =>
      (window as unknown as { testAnalysis: { calls: Find[] } }).testAnalysis.calls.some(
        (c) => c.kind === 'find',
      ),
    );
    return page;
  };

  const findsOf = async (page: Page): Promise<Find[]> =>
    page.evaluate(() =>
      (window as unknown as { testAnalysis: { calls: Find[] } }).testAnalysis.calls.filter(
        (c) => c.kind === 'find',
      ),
    );

  const releaseFinds = (page: Page) =>
    page.evaluate(() =>
      (window as unknown as { testScript: { releaseFinds(): void } }).testScript.releaseFinds(),
    );

  it('deals once when New game is pressed again while it looks for a deal', async () => {
    const page = await openHoldingFinds();
    await page.click('naipe-table .toolbar button:nth-of-type(1)');
    await page.click('naipe-table .toolbar button:nth-of-type(1)');
    await releaseFinds(page);
    await page.waitForFunction(() => document.querySelector('naipe-table')!.dealNumber === 4242);
    await waitForSolverLine(page, 'Se puede ganar');
    // Both presses asked for a deal; once both are answered, one deal was dealt.
    await page.waitForFunction(
      () =>
        (window as unknown as { testAnalysis: { calls: Find[] } }).testAnalysis.calls.filter(
          (c) => c.kind === 'find' && c.maxDeals !== 1 && c.answered,
        ).length === 2,
    );
    expect((await findsOf(page)).filter((c) => c.maxDeals !== 1)).toHaveLength(2);
    const dealt = (await events(page)).filter((e) => e.type === 'naipe-new-game');
    expect(dealt.map((e) => e.detail.deal)).toEqual([4242]);
    expect(await page.evaluate(() => document.querySelector('naipe-table')!.moveCount)).toBe(0);
  });

  it('deals nothing once taken off the page, and looks again when put back', async () => {
    const page = await openHoldingFinds();
    // "New game" waits for the background try; the table leaves the page meanwhile.
    await page.click('naipe-table .toolbar button:nth-of-type(1)');
    await page.evaluate(() => {
      const w = window as unknown as { keptTable: Element };
      w.keptTable = document.querySelector('naipe-table')!;
      w.keptTable.remove();
    });
    await releaseFinds(page);
    await page.waitForFunction(() =>
      (window as unknown as { testAnalysis: { calls: Find[] } }).testAnalysis.calls.some(
        (c) => c.kind === 'find' && c.answered,
      ),
    );
    const asked = (await findsOf(page)).length;
    await page.evaluate(() =>
      document.body.append((window as unknown as { keptTable: Element }).keptTable),
    );
    // Back on the page: the next deal is looked for again, the game left as it was.
    await page.waitForFunction(
      (asked) =>
        (window as unknown as { testAnalysis: { calls: Find[] } }).testAnalysis.calls.filter(
          (c) => c.kind === 'find',
        ).length > asked,
      asked,
    );
    expect(await page.evaluate(() => document.querySelector('naipe-table')!.dealNumber)).toBe(1);
    expect((await events(page)).filter((e) => e.type === 'naipe-new-game')).toEqual([]);
    // The press made while off the page asked for no deal of its own.
    expect((await findsOf(page)).filter((c) => c.maxDeals !== 1)).toEqual([]);
    // And the table plays on: "New game" deals.
    await page.click('naipe-table .toolbar button:nth-of-type(1)');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.dealNumber === 4242);
    const dealt = (await events(page)).filter((e) => e.type === 'naipe-new-game');
    expect(dealt.map((e) => e.detail.deal)).toEqual([4242]);
  });

  it('looks for the next deal only once a hidden page is shown', async () => {
    const page = await openScripted();
    // A string, so that the module is imported by the page, not by the test's bundler.
    const states = await page.evaluate(`(async () => {
      const { pageShown } = await import('/dist/table/next-deal.js');
      const seen = (state) => {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
      let shown = false;
      seen('hidden');
      const waiting = pageShown().then(() => { shown = true; });
      await flush();
      const whileHidden = shown;
      seen('hidden');
      await flush();
      const stillHidden = shown;
      seen('visible');
      await waiting;
      // The page's own state again, for the next tests.
      delete document.visibilityState;
      let atOnce = false;
      await pageShown().then(() => { atOnce = true; });
      return { whileHidden, stillHidden, shown, atOnce };
    })()`);
    expect(states).toEqual({ whileHidden: false, stillHidden: false, shown: true, atOnce: true });
  });

  it('asks before dealing again while a game is in progress', async () => {
    const page = await openScripted();
    await page.click(`naipe-table #${await cardId(page, 7, 5)}`);
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 1);
    await page.click('naipe-table .toolbar button:nth-of-type(1)');
    await page.click('naipe-table dialog.confirm button[value="no"]');
    expect(await page.evaluate(() => document.querySelector('naipe-table')!.dealNumber)).toBe(1);
    await page.click('naipe-table .toolbar button:nth-of-type(1)');
    await page.click('naipe-table dialog.confirm button[value="yes"]');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.dealNumber !== 1);
    expect((await events(page)).map((e) => e.type)).toContain('naipe-new-game');
    expect(
      (await events(page)).find((e) => e.type === 'naipe-lost' && e.detail.reason === 'abandoned'),
    ).toBeTruthy();
  });
});
