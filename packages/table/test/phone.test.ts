/**
 * The table on a phone: 360×740 in Chromium with touch emulation, so buttons are as big
 * as under a finger (44 px at least). In every game and language the toolbar keeps to
 * one row and nothing is wider than the screen; every action keeps its name and stays
 * within reach: Undo, Redo and Options as icons named as before, Play to the end and
 * Statistics in the Options menu, Finish and Stop in the solver line; axe-core finds
 * nothing, the menu closed or open.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../src/model/i18n.js';
import { freecellDealOneScript, kingsPosition, sharedTablePage } from './helpers.js';

const open = sharedTablePage();

const PHONE = { width: 360, height: 740 };
/** As wide as the site gives it on a phone: the screen less its 0.5rem margins. */
const SITE_LIKE = `document.head.insertAdjacentHTML('beforeend', '<style>naipe-table { --naipe-table-height: min(78vh, 52rem); margin: 0 8px }</style>')`;

const GAMES: Record<string, Record<string, string>> = {
  freecell: { game: 'freecell', deal: '1' },
  'bakers-game': { game: 'bakers-game', deal: '617' },
  australian: { game: 'australian', deal: '5' },
  klondike: { game: 'klondike', deck: 'french', draw: '3', deal: '8' },
  spider: { game: 'spider', suits: '2', deal: '3' },
};
const LOCALES = ['es', 'pt', 'en'] as const;

let page: Page;
/** Touch emulation is the page's, through the DevTools protocol; it ends with the file. */
let stopTouch: (() => Promise<void>) | undefined;
beforeAll(async () => {
  page = await open({ attributes: GAMES.freecell!, viewport: PHONE, before: SITE_LIKE });
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  stopTouch = async () => {
    await session.send('Emulation.setTouchEmulationEnabled', { enabled: false });
    await session.detach();
  };
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
});
afterAll(async () => {
  await stopTouch?.();
});

const settled = (page: Page) =>
  page.evaluate(async () => {
    await document.querySelector('naipe-table')!.updateComplete;
  });

interface Row {
  /** Each control's text as drawn (icons have none) and its box. */
  readonly controls: { text: string; top: number; bottom: number; right: number }[];
  readonly toolbarOverflows: boolean;
  readonly pageWidth: number;
  /** Elements drawn in the table (its shadow DOM) whose right edge passes the screen's. */
  readonly wider: string[];
}

/** The toolbar's controls as drawn, and whatever the table puts beyond the screen's edge. */
function measure(page: Page): Promise<Row> {
  return page.evaluate(() => {
    const root = document.querySelector('naipe-table')!.shadowRoot!;
    const toolbar = root.querySelector<HTMLElement>('.toolbar')!;
    const controls = [...toolbar.querySelectorAll<HTMLElement>(':scope > button, summary')]
      .map((element) => {
        const box = element.getBoundingClientRect();
        const shown = element.cloneNode(true) as HTMLElement;
        for (const hidden of shown.querySelectorAll('.visually-hidden')) hidden.remove();
        return {
          text: shown.textContent!.trim(),
          top: box.top,
          bottom: box.bottom,
          right: box.right,
        };
      })
      .filter((c) => c.bottom > c.top);
    // What is drawn, so not the closed menu's content.
    const wider = [...root.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.checkVisibility())
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5)
      .map((element) => `${element.localName}.${element.getAttribute('class')}`);
    return {
      controls,
      toolbarOverflows: toolbar.scrollWidth > toolbar.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
      wider,
    };
  });
}

/** Whether every control overlaps every other vertically: one row, not two. */
const oneRow = (row: Row) =>
  Math.max(...row.controls.map((c) => c.top)) < Math.min(...row.controls.map((c) => c.bottom));

const toolbar = (page: Page): Locator => page.locator('naipe-table .toolbar');

const menuOpen = (page: Page) =>
  page.locator('naipe-table details.options').evaluate((d: HTMLDetailsElement) => d.open);

describe('the toolbar on a 360 px phone', () => {
  for (const locale of LOCALES) {
    it(`keeps to one row in every game, in ${locale}, every button named`, async () => {
      const t = CATALOGUES[locale];
      for (const [name, attributes] of Object.entries(GAMES)) {
        page = await open({
          attributes: { ...attributes, locale },
          viewport: PHONE,
          before: SITE_LIKE,
        });
        await settled(page);
        const row = await measure(page);
        expect(oneRow(row), `${name}: ${JSON.stringify(row.controls)}`).toBe(true);
        // New deal, Undo, Redo, Hint and Options, three of them icons: the rest is in the menu.
        expect(
          row.controls.map((c) => c.text),
          name,
        ).toEqual([t.newDeal, '', '', t.hint, '']);
        expect(row.toolbarOverflows, name).toBe(false);
        expect(row.wider, name).toEqual([]);
        expect(row.pageWidth, name).toBeLessThanOrEqual(PHONE.width);
        // The icons keep the names the words gave them, for screen readers and voice control.
        for (const words of [t.newDeal, t.undo, t.redo, t.hint]) {
          const named = toolbar(page).getByRole('button', { name: words, exact: true });
          expect(await named.count(), `${name}: ${words}`).toBe(1);
        }
        expect(await toolbar(page).locator('summary').ariaSnapshot(), name).toContain(t.options);
        // The menu, open, stays on the screen too.
        await toolbar(page).locator('summary').click();
        expect(await menuOpen(page)).toBe(true);
        expect((await measure(page)).wider, `${name}, the menu open`).toEqual([]);
        await page.keyboard.press('Escape');
        expect(await menuOpen(page)).toBe(false);
      }
    });
  }

  it('has nothing axe-core finds, the menu closed or open, in every language', async () => {
    const axe = await readFile(
      createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
      'utf8',
    );
    for (const locale of LOCALES) {
      page = await open({
        attributes: { ...GAMES.klondike!, locale },
        viewport: PHONE,
        before: SITE_LIKE,
      });
      if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe });
      const violations = () =>
        page.evaluate(async () => {
          type Found = { violations: { id: string; nodes: { target: unknown[] }[] }[] };
          const axe = (window as unknown as { axe: { run(c: unknown): Promise<Found> } }).axe;
          const { violations } = await axe.run(document);
          return violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target))}`);
        });
      expect(await violations(), `${locale}, the menu closed`).toEqual([]);
      await toolbar(page).locator('summary').click();
      expect(await violations(), `${locale}, the menu open`).toEqual([]);
      await page.keyboard.press('Escape');
    }
  });
});

/** Deal 1 of FreeCell, winnable along a line of two moves (as in autoplay.test.ts). */
const FREECELL_SCRIPT = freecellDealOneScript(['freecell']);

/** What has the focus in the table: the classes of it and of its section, and its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('naipe-table')!.shadowRoot!.activeElement;
    if (!active) return null;
    const section = active.closest('.toolbar, .menu, .solver, .board, dialog');
    return { in: section?.className ?? '', text: active.textContent?.trim() ?? '' };
  });

describe('the actions a phone moves out of the toolbar', () => {
  it('offers Play to the end and Statistics in the Options menu, which closes for them', async () => {
    const t = CATALOGUES.es;
    page = await open({
      attributes: { game: 'freecell', deal: '1' },
      viewport: PHONE,
      before: `${SITE_LIKE}; ${FREECELL_SCRIPT}`,
      analysis: 'window.scriptedAnalysis(window.testScript)',
      // The solver's line waits for the clock, which the test holds still (see below).
      clock: true,
      reload: true,
    });
    const table = page.locator('naipe-table');
    await page.waitForFunction(
      () =>
        document.querySelector('naipe-table')!.shadowRoot!.querySelector<HTMLElement>('.solver')
          ?.dataset.status === 'winnable',
    );
    await settled(page);
    expect(await toolbar(page).getByRole('button', { name: t.playToEnd }).count()).toBe(0);
    expect(await toolbar(page).getByRole('button', { name: t.statistics }).count()).toBe(0);

    // Statistics: the menu closes, the dialog opens, and gives the focus back to the menu's button.
    await table.locator('summary').click();
    const menu = table.locator('.menu');
    await menu.getByRole('button', { name: t.statistics, exact: true }).click();
    await settled(page);
    expect(await menuOpen(page)).toBe(false);
    expect(await table.locator('dialog.stats').evaluate((d: HTMLDialogElement) => d.open)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await settled(page);
    expect(await focused(page)).toEqual({ in: 'toolbar', text: t.options });

    // Play to the end, from the keyboard: the menu closes so the board shows, and the focus
    // goes to Stop in the solver line; the clock stands still, so the line is still playing.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    try {
      await page.keyboard.press('Enter');
      expect(await menuOpen(page)).toBe(true);
      await menu.getByRole('button', { name: t.playToEnd, exact: true }).focus();
      await page.keyboard.press('Enter');
      await settled(page);
      expect(await menuOpen(page)).toBe(false);
      expect(await focused(page)).toEqual({ in: 'solver', text: t.stop });
      const stop = await table
        .locator('.solver')
        .getByRole('button', { name: t.stop })
        .boundingBox();
      expect(stop!.y + stop!.height).toBeLessThanOrEqual(PHONE.height);
      expect(oneRow(await measure(page))).toBe(true);
      // Stop goes once pressed, and the board takes the focus, so the keys keep working.
      await page.keyboard.press('Enter');
      await settled(page);
      expect(await focused(page)).toMatchObject({ in: 'board' });
      expect(await table.locator('.solver').getByRole('button', { name: t.stop }).count()).toBe(0);
    } finally {
      await page.clock.resume();
    }
  });

  it('shows Finish in the solver line, the toolbar still one row', async () => {
    const t = CATALOGUES.pt;
    page = await open({
      attributes: { game: 'klondike', position: kingsPosition(), locale: 'pt' },
      viewport: PHONE,
      before: SITE_LIKE,
      reload: true,
    });
    await settled(page);
    const solver = page.locator('naipe-table .solver');
    expect(await solver.getByRole('button', { name: t.finish, exact: true }).count()).toBe(1);
    expect(await toolbar(page).getByRole('button', { name: t.finish }).count()).toBe(0);
    expect(oneRow(await measure(page))).toBe(true);
    await solver.getByRole('button', { name: t.finish, exact: true }).click();
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 4);
  });
});

describe('the dialogs on a phone', () => {
  it('keep a margin to both edges of the screen, in the longest language', async () => {
    const t = CATALOGUES.pt;
    page = await open({
      attributes: { ...GAMES.klondike!, locale: 'pt' },
      viewport: PHONE,
      before: SITE_LIKE,
      reload: true,
    });
    await settled(page);
    const table = page.locator('naipe-table');
    // A draw is a move, so New deal asks first.
    await table.locator('.card[data-pile="stock"]').last().click();
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 1);
    await toolbar(page).getByRole('button', { name: t.newDeal, exact: true }).click();
    const confirm = table.locator('dialog.confirm[open]');
    await confirm.waitFor();
    const box = await confirm.boundingBox();
    // At most 90 % of the screen's width, its border and padding included: 5 % each side.
    const margin = PHONE.width * 0.05;
    expect(box!.x, 'left edge').toBeGreaterThanOrEqual(margin - 0.5);
    expect(box!.x + box!.width, 'right edge').toBeLessThanOrEqual(PHONE.width - margin + 0.5);
    await page.keyboard.press('Escape');
    await settled(page);
    expect(await table.locator('dialog.confirm[open]').count()).toBe(0);
  });
});
