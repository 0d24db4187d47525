/**
 * Accessibility in Chromium: axe-core finds nothing on the table in every game and
 * language, in play and with the warning, the confirmation and the win panel open;
 * cards, face-down cards and piles are named as a player says them; and moves and the
 * solver's verdicts are spoken through the polite live region.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardId, findColumnMove, type Harness, openTable, startHarness } from './helpers.js';

let harness: Harness;
let shared: Page | undefined;
let axeSource: string;
beforeAll(async () => {
  harness = await startHarness();
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
});
afterAll(async () => {
  await harness?.close();
});

const GAMES: Record<string, Record<string, string>> = {
  freecell: { game: 'freecell', deal: '1' },
  'bakers-game': { game: 'bakers-game', deal: '2' },
  australian: { game: 'australian', deal: '3' },
  klondike: { game: 'klondike', deal: '4' },
  spider: { game: 'spider', suits: '2', deal: '5' },
};
const LOCALES = ['es', 'pt', 'en'] as const;

/**
 * A scripted solver for the table's game (see fake-analysis.js): the deal is winnable
 * and every other position impossible, so any move raises the losing-move warning.
 */
const SCRIPT = `(() => {
  const rules = window.naipeRules;
  const table = document.querySelector('naipe-table');
  const attributes = window.testAttributes;
  const options = {};
  if (attributes.suits) options.suits = Number(attributes.suits);
  const game = rules.unwrap(rules.Game.create(attributes.game, options));
  const key = (p) => game.makePosition(p);
  const start = rules.unwrap(game.deal(Number(attributes.deal)));
  window.testScript = {
    games: ['${Object.keys(GAMES).join("','")}'],
    key,
    fallback: 'impossible',
    verdicts: { [key(start)]: { verdict: 'winnable', solution: [], stats: {} } },
  };
})()`;

/** Every axe-core violation on the page, one readable line each. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Result = { id: string; help: string; nodes: { target: unknown[] }[] };
    const axe = (
      window as unknown as { axe: { run(c: unknown): Promise<{ violations: Result[] }> } }
    ).axe;
    const { violations } = await axe.run(document);
    return violations.map(
      (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  });
}

const inShadow = (page: Page, selector: string) =>
  page.waitForFunction(
    (selector) => !!document.querySelector('naipe-table')!.shadowRoot!.querySelector(selector),
    selector,
  );

/** The game one move from won: every foundation (or completed run) full but the last card's. */
function nearlyWon(page: Page): Promise<{ position: string; column: number }> {
  return page.evaluate(() => {
    type Rules = typeof import('@naipe/rules');
    const rules = (window as unknown as { naipeRules: Rules }).naipeRules;
    const table = document.querySelector('naipe-table')!;
    const options = (table.suits === undefined ? {} : { suits: table.suits }) as object;
    const game = rules.unwrap(rules.Game.create(table.game, options));
    const v = game.variant;
    const start = rules.unwrap(game.deal(1));
    const kings = v.deck.ranks.length;
    const last = v.deck.suits.length - 1;
    const empty = { down: [], up: [] };
    const columns: { down: number[]; up: number[] }[] = v.columns.map(() => empty);
    let column = 0;
    if (v.removesCompleteRuns) {
      // Every series completed but one, which lies king to 2 with its 1 beside it.
      const completed = v.series.flatMap((n, suit) => Array<number>(n).fill(suit));
      const suit = completed.pop()!;
      columns[0] = {
        down: [],
        up: v.deck.ranks.slice(1).map((_, i) => rules.card(suit, kings - i)),
      };
      columns[1] = { down: [], up: [rules.card(suit, 1)] };
      column = 1;
      const setup = { ...start, columns, stock: [], waste: [], completed };
      return { position: game.makePosition(rules.unwrap(game.fromSetup(setup))), column };
    }
    columns[0] = { down: [], up: [rules.card(last, kings)] };
    const foundations = v.deck.suits.map((_, s) => (s === last ? kings - 1 : kings));
    const cells = start.cells.map(() => null);
    const setup = { ...start, columns, cells, foundations, stock: [], waste: [] };
    return { position: game.makePosition(rules.unwrap(game.fromSetup(setup))), column };
  });
}

describe('axe-core', () => {
  for (const [name, attributes] of Object.entries(GAMES)) {
    it(`finds no violation in ${name}, in play and with each panel open, in es, pt and en`, async () => {
      for (const locale of LOCALES) {
        const all = { ...attributes, locale };
        shared = await openTable(
          harness,
          {
            attributes: all,
            reload: !shared,
            before: `window.testAttributes = ${JSON.stringify(all)}; ${SCRIPT}`,
            analysis: 'window.scriptedAnalysis(window.testScript)',
          },
          shared,
        );
        const page = shared;
        await inShadow(page, '.solver[data-status="winnable"]');
        expect(await axeViolations(page), `${name} ${locale} in play`).toEqual([]);

        const move = await findColumnMove(page, 'tap');
        // The top strip of a card in a column is what shows of it under the cards above.
        const strip = { position: { x: 12, y: 6 } };
        if (move)
          await page.click(`naipe-table #${await cardId(page, move.from, move.index)}`, strip);
        else await page.click('naipe-table #pile-stock', { force: true, position: { x: 5, y: 5 } });
        await inShadow(page, '.warning');
        expect(await axeViolations(page), `${name} ${locale} with the warning`).toEqual([]);

        await page.click('naipe-table .toolbar button:first-of-type');
        await inShadow(page, 'dialog.confirm[open]');
        expect(await axeViolations(page), `${name} ${locale} asking to confirm`).toEqual([]);
        await page.keyboard.press('Escape');

        const won = await nearlyWon(page);
        await page.evaluate((position) => {
          const table = document.querySelector('naipe-table')!;
          table.removeAttribute('deal');
          table.position = position;
        }, won.position);
        await page.waitForFunction(
          (position) => document.querySelector('naipe-table')!.currentPosition === position,
          won.position,
        );
        const top = await page.evaluate(
          (column) =>
            [
              ...document
                .querySelector('naipe-table')!
                .shadowRoot!.querySelectorAll(`.card[data-pile="column-${column}"]`),
            ].pop()!.id,
          won.column,
        );
        await page.click(`naipe-table #${top}`);
        await inShadow(page, '.won');
        expect(await axeViolations(page), `${name} ${locale} won`).toEqual([]);
      }
    });
  }
});

/** Puts a card (by suit and rank) on top of column 1 of the deal, swapping it with the card there. */
function withCardOnTop(page: Page, suit: number, rank: number): Promise<string> {
  return page.evaluate(
    ([suit, rank]) => {
      type Rules = typeof import('@naipe/rules');
      const rules = (window as unknown as { naipeRules: Rules }).naipeRules;
      const table = document.querySelector('naipe-table')!;
      const game = rules.unwrap(
        rules.Game.create(
          table.game,
          (table.deck === undefined ? {} : { deck: table.deck }) as object,
        ),
      );
      const start = rules.unwrap(game.deal(table.deal!));
      const wanted = rules.card(suit, rank);
      const top = start.columns[0]!.up.at(-1)!;
      const swap = (c: number) => (c === wanted ? top : c === top ? wanted : c);
      const columns = start.columns.map((c) => ({ down: c.down.map(swap), up: c.up.map(swap) }));
      const cells = start.cells.map((c) => (c === null ? null : swap(c)));
      const setup = {
        ...start,
        columns,
        cells,
        stock: start.stock.map(swap),
        waste: start.waste.map(swap),
      };
      return game.makePosition(rules.unwrap(game.fromSetup(setup)));
    },
    [suit, rank] as const,
  );
}

const labelOf = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      document
        .querySelector('naipe-table')!
        .shadowRoot!.querySelector(selector)
        ?.getAttribute('aria-label') ?? '',
    selector,
  );

describe('screen-reader labels', () => {
  const cases = [
    // Spanish deck: copas is suit 1; French: hearts is suit 2.
    ['klondike', 'spanish', 1, 7, 'es', 'siete de copas, Columna 1'],
    ['klondike', 'spanish', 1, 7, 'pt', 'sete de copas, Coluna 1'],
    ['klondike', 'spanish', 1, 7, 'en', 'seven of cups, Column 1'],
    ['klondike', 'french', 2, 11, 'es', 'J de corazones, Columna 1'],
    ['freecell', 'french', 2, 11, 'en', 'jack of hearts, Column 1'],
  ] as const;

  it('name cards as a player says them, in each language', async () => {
    for (const [game, deck, suit, rank, locale, label] of cases) {
      const attributes = { game, deal: '6', locale, ...(game === 'klondike' ? { deck } : {}) };
      shared = await openTable(harness, { attributes, reload: !shared }, shared);
      const position = await withCardOnTop(shared, suit, rank);
      await shared.evaluate((position) => {
        const table = document.querySelector('naipe-table')!;
        table.removeAttribute('deal');
        table.position = position;
      }, position);
      await shared.waitForFunction(
        (position) => document.querySelector('naipe-table')!.currentPosition === position,
        position,
      );
      const top = await shared.evaluate(
        () =>
          [
            ...document
              .querySelector('naipe-table')!
              .shadowRoot!.querySelectorAll('.card[data-pile="column-0"]'),
          ].pop()!.id,
      );
      expect(await labelOf(shared, `#${top}`)).toBe(label);
    }
  });

  it('announce face-down cards as such, and piles with their counts', async () => {
    shared = await openTable(
      harness,
      { attributes: { game: 'klondike', deal: '6' }, reload: !shared },
      shared,
    );
    const page = shared;
    const hidden = await page.evaluate(() =>
      [
        ...document
          .querySelector('naipe-table')!
          .shadowRoot!.querySelectorAll('.card.back[data-pile="column-6"]'),
      ].map((c) => ({
        label: c.getAttribute('aria-label'),
        text: c.textContent,
        inner: c.innerHTML,
      })),
    );
    expect(hidden).toHaveLength(6);
    for (const card of hidden) {
      expect(card.label).toBe('carta boca abajo, Columna 7');
      expect(card.inner.replace(/<!--.*?-->/g, '')).toBe('');
    }
    expect(await labelOf(page, '#pile-stock')).toBe('Mazo, 20 cartas');
    expect(await labelOf(page, '#pile-waste')).toBe('Descarte, sin cartas');
    expect(await labelOf(page, '#pile-column-6')).toBe('Columna 7, 7 cartas');
    expect(await labelOf(page, '#pile-column-0')).toBe('Columna 1, 1 carta');
    expect(await labelOf(page, '#pile-foundation-1')).toBe('Fundación de copas, sin cartas');
  });

  it('speak moves and the solver’s verdicts through the polite live region', async () => {
    const attributes = { game: 'freecell', deal: '1', locale: 'en' };
    shared = await openTable(
      harness,
      {
        attributes,
        reload: !shared,
        before: `window.testAttributes = ${JSON.stringify(attributes)}; ${SCRIPT}`,
        analysis: 'window.scriptedAnalysis(Object.assign(window.testScript, { delayMs: 400 }))',
      },
      shared,
    );
    const page = shared;
    const live = page.locator('naipe-table [role="status"][aria-live="polite"]');
    await inShadow(page, '.solver[data-status="winnable"]');
    const move = await findColumnMove(page, 'tap');
    if (!move) throw new Error('deal 1 has a tap move');
    await page.click(`naipe-table #${await cardId(page, move.from, move.index)}`);
    await expect.poll(() => live.textContent()).toMatch(/ of .* to /);
    await expect.poll(() => live.textContent()).toMatch(/without a solution.*No longer winnable/);
  });
});
