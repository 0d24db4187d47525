/**
 * The table with the real solver: the default service, `@naipe/worker`'s browser client
 * running @naipe/solver's WASM in a Web Worker, on a prepared FreeCell position; and
 * winnable deals only, the next deal found by that solver while a game is played.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentPosition,
  type Harness,
  openTable,
  startHarness,
  waitForSolverLine,
} from './helpers.js';

let harness: Harness;
let page: Page;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

/**
 * A position on the solver's winning line of FreeCell deal 1 (63 moves in). It is
 * winnable, but moving the K♠ of column 2 into the empty column 5 (a tap on it does
 * that: no column takes a king and no foundation wants it) leaves it lost: the solver
 * proves the position after it impossible. Found by walking the line with the Node client.
 */
const PREPARED = [
  'Foundations: C-3 D-A H-9 S-4',
  'Freecells: 6C 8S TD JS',
  '4C 3D',
  '2D KC KS',
  '9S 8D',
  'JC 5S QD QH TH 9C',
  ':',
  '7S 6D 5C 4D',
  '7C KH QS JD TS',
  'KD QC JH TC 9D 8C 7D 6S 5D',
].join('\n');

describe('with the real solver', () => {
  beforeAll(async () => {
    page = await openTable(harness, {
      attributes: { game: 'freecell', position: PREPARED },
      realSolver: true,
    });
    await waitForSolverLine(page, 'Se puede ganar');
  }, 60_000);

  it('a hint highlights a legal move of the winning line', async () => {
    await page.focus('naipe-table .board');
    await page.keyboard.press('h');
    await page.waitForSelector('naipe-table .card.hint-source', { timeout: 20_000 });
    const legal = await page.evaluate(() => {
      type Rules = typeof import('@naipe/rules');
      const rules = (window as unknown as { naipeRules: Rules }).naipeRules;
      const table = document.querySelector('naipe-table')!;
      const root = table.shadowRoot!;
      const sources = [...root.querySelectorAll<HTMLElement>('.card.hint-source')];
      const target = root.querySelector<HTMLElement>('.pile.hint-target')!.dataset.pile!;
      const pile = (id: string) => {
        const [kind, n] = id.split('-');
        if (kind === 'foundation') return { kind: 'foundation' } as const;
        return { kind: kind as 'column' | 'cell', index: Number(n) };
      };
      const game = rules.unwrap(rules.Game.create('freecell'));
      const position = rules.unwrap(game.parsePosition(table.currentPosition!));
      const move = {
        kind: 'transfer',
        from: pile(sources[0]!.dataset.pile!),
        to: pile(target),
        count: sources.length,
      } as const;
      return game.checkMove(position, move).ok;
    });
    expect(legal).toBe(true);
  });

  it('a losing move raises the warning, and its button undoes back to a winnable position', async () => {
    const start = await currentPosition(page);
    const king = await page.evaluate(() => {
      const root = document.querySelector('naipe-table')!.shadowRoot!;
      return root.querySelector('.card[data-pile="column-1"][data-index="2"]')!.id;
    });
    await page.click(`naipe-table #${king}`);
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 1);
    // Lines: foundations, cells, then columns 1 to 8; the king now heads column 5.
    const lines = (await currentPosition(page))!.split('\n');
    expect([lines[3], lines[6]]).toEqual(['2D KC', 'KS']);
    await waitForSolverLine(page, 'Ya no se puede ganar');
    expect(await page.locator('naipe-table .solver .warning').count()).toBe(1);
    await page.click('naipe-table .undo-to-winnable');
    await page.waitForFunction(
      (start) => document.querySelector('naipe-table')!.currentPosition === start,
      start,
    );
    await waitForSolverLine(page, 'Se puede ganar');
    expect(await page.locator('naipe-table .solver .warning').count()).toBe(0);
  });
});

/**
 * The default service, its calls recorded: what was asked, and each answer's verdict and
 * deal once it came.
 */
const RECORDED_DEFAULT_SERVICE = `(() => {
  const calls = [];
  const real = import('/dist/index.js').then((table) => table.defaultAnalysis());
  const recorded = (kind) => async (request, call) => {
    const record = { kind, maxDeals: request.maxDeals, answered: false };
    calls.push(record);
    const answer = await (await real)[kind](request, call);
    Object.assign(record, {
      answered: true,
      verdict: answer.result?.verdict ?? answer.verdict,
      deal: answer.deal,
    });
    return answer;
  };
  return {
    calls,
    supports: (game) => game === 'freecell',
    analyzePosition: recorded('analyzePosition'),
    hint: recorded('hint'),
    findWinnableDeal: recorded('findWinnableDeal'),
  };
})()`;

interface RecordedCall {
  kind: string;
  maxDeals?: number;
  answered: boolean;
  verdict?: string;
  deal?: number;
}

describe('winnable deals only, with the real solver', () => {
  it('finds the next deal while the game is played, and deals it at once', async () => {
    page = await openTable(harness, {
      attributes: { game: 'freecell', deal: '1', 'winnable-only': '' },
      analysis: RECORDED_DEFAULT_SERVICE,
    });
    await waitForSolverLine(page, 'Se puede ganar');
    const calls = () =>
      page.evaluate(
        () => (window as unknown as { testAnalysis: { calls: RecordedCall[] } }).testAnalysis.calls,
      );
    await page.waitForFunction(
      () =>
        (window as unknown as { testAnalysis: { calls: RecordedCall[] } }).testAnalysis.calls.some(
          (c) => c.kind === 'findWinnableDeal' && c.answered && c.verdict === 'winnable',
        ),
      undefined,
      { timeout: 20_000 },
    );
    const searches = (await calls()).filter((c) => c.kind === 'findWinnableDeal');
    // One deal a try, and the search ended with the deal it proved.
    expect(searches.every((c) => c.maxDeals === 1)).toBe(true);
    const found = searches.at(-1)!;
    expect(found.verdict).toBe('winnable');
    const analyses = async () => (await calls()).filter((c) => c.kind === 'analyzePosition').length;
    const analysed = await analyses();
    await page.evaluate(() => {
      const w = window as unknown as { dealt: Promise<unknown> };
      w.dealt = new Promise((resolve) =>
        document
          .querySelector('naipe-table')!
          .addEventListener('naipe-new-game', (e) => resolve((e as CustomEvent).detail), {
            once: true,
          }),
      );
    });
    await page.click('naipe-table .toolbar button:nth-of-type(1)');
    const dealt = await page.evaluate(() => (window as unknown as { dealt: unknown }).dealt);
    expect(dealt).toMatchObject({ deal: found.deal, provenWinnable: true });
    await waitForSolverLine(page, 'Se puede ganar');
    // Dealt without a search of its own, its verdict known with it: nothing more asked.
    const after = (await calls()).filter((c) => c.kind === 'findWinnableDeal');
    expect(after.every((c) => c.maxDeals === 1)).toBe(true);
    expect(await analyses()).toBe(analysed);
  });
});
