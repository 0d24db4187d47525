/**
 * The narrow toolbar on a wide screen: a table is narrow wherever its own width is less
 * than the wide toolbar needs in its language and type (row-fit.ts), so in a narrow column
 * of a 1100 px page too, and it measures again as the column, the language or the type
 * changes, without ever making the browser report a ResizeObserver loop to the page.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../src/model/i18n.js';
import { kingsPosition, sharedTablePage } from './helpers.js';

const open = sharedTablePage();

/** Every `error` event the page's window heard, as page scripts (error trackers) hear them. */
const HEAR_ERRORS = `window.heardErrors = [];
  window.addEventListener('error', (event) => window.heardErrors.push(event.message));`;

let page: Page;
beforeAll(async () => {
  // The four kings of Klondike (Finish in the toolbar where it is wide), in a column of
  // 600 px from the start.
  page = await open({
    attributes: { game: 'klondike', position: kingsPosition(), locale: 'en' },
    viewport: { width: 1100, height: 800 },
    before: `${HEAR_ERRORS}; document.querySelector('main').style.width = '600px'`,
  });
});

/** Puts the table in a column `width` px wide. */
const column = (width: number) =>
  page.evaluate((width) => {
    document.querySelector('main')!.style.width = `${width}px`;
  }, width);

/** Waits until the toolbar is narrow or wide as `narrow` says (the next frames measure it). */
const toolbarIs = (narrow: boolean) =>
  page.waitForFunction(
    (narrow) =>
      document
        .querySelector('naipe-table')!
        .shadowRoot!.querySelector('.toolbar')!
        .hasAttribute('data-narrow') === narrow,
    narrow,
  );

const heardErrors = () =>
  page.evaluate(() => (window as unknown as { heardErrors: string[] }).heardErrors);

/** The buttons the toolbar shows in a row (Statistics only where it is wide). */
const statisticsShown = () =>
  page
    .locator('naipe-table .toolbar')
    .getByRole('button', { name: 'Statistics', exact: true })
    .count();

describe('the toolbar of a table narrower than the wide toolbar', () => {
  it('follows the table’s width, language and type, and the page hears no error', async () => {
    await toolbarIs(true);
    expect(await statisticsShown()).toBe(0);
    // English needs some 740 px, Spanish some 920: 850 px is room for one and not the other.
    await column(850);
    await toolbarIs(false);
    expect(await statisticsShown()).toBe(1);
    await column(600);
    await toolbarIs(true);
    await column(850);
    await toolbarIs(false);
    await page.evaluate(() => document.querySelector('naipe-table')!.setAttribute('locale', 'es'));
    await toolbarIs(true);
    await page.evaluate(() => document.querySelector('naipe-table')!.setAttribute('locale', 'en'));
    await toolbarIs(false);
    // Bigger type, as a page may give the table: the wide toolbar no longer fits.
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('naipe-table')!.style.fontSize = '1.3rem';
    });
    await toolbarIs(true);
    await page.evaluate(() => {
      document.querySelector<HTMLElement>('naipe-table')!.style.fontSize = '';
    });
    await toolbarIs(false);
    // Each change was laid out in the frame that showed it: none was left undelivered.
    expect(await heardErrors()).toEqual([]);
  });
});

/**
 * The name, description and tooltip (`title`) of the toolbar's control drawn as
 * `selector`, as Chromium gives them to assistive technology.
 */
async function described(selector: string) {
  const session = await page.context().newCDPSession(page);
  try {
    const { result } = await session.send('Runtime.evaluate', {
      expression: `document.querySelector('naipe-table').shadowRoot.querySelector(${JSON.stringify(selector)})`,
    });
    const { nodes } = await session.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const node = nodes.find((n) => !n.ignored);
    const title = await page.evaluate(
      (selector) =>
        document
          .querySelector('naipe-table')!
          .shadowRoot!.querySelector(selector)!
          .getAttribute('title'),
      selector,
    );
    return { name: node?.name?.value, description: node?.description?.value ?? '', title };
  } finally {
    await session.detach();
  }
}

/** The toolbar's buttons that are only an icon where the toolbar is narrow, and their words. */
const ICON_BUTTONS = [
  ['.toolbar .undo', 'undo'],
  ['.toolbar .redo', 'redo'],
  ['.toolbar details.options summary', 'options'],
] as const;

describe('the narrow toolbar’s icons', () => {
  it('have a tooltip with the words the wide toolbar shows, and keep them as their name', async () => {
    await column(600);
    await toolbarIs(true);
    const seen: Record<string, unknown> = {};
    const wanted: Record<string, unknown> = {};
    for (const locale of ['es', 'pt', 'en'] as const) {
      await page.evaluate(async (locale) => {
        const table = document.querySelector('naipe-table')!;
        table.setAttribute('locale', locale);
        await (table as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
      }, locale);
      for (const [selector, key] of ICON_BUTTONS) {
        const words = CATALOGUES[locale][key];
        seen[`${locale} ${key}`] = await described(selector);
        // The tooltip repeats the name, so it is not read again as a description.
        wanted[`${locale} ${key}`] = { name: words, description: '', title: words };
      }
    }
    expect(seen).toEqual(wanted);
    // Where the toolbar is wide the words show, and no tooltip repeats them.
    await column(850);
    await toolbarIs(false);
    for (const [selector, key] of ICON_BUTTONS) {
      expect(await described(selector)).toEqual({
        name: CATALOGUES.en[key],
        description: '',
        title: null,
      });
    }
  });
});

describe('the toolbar’s name', () => {
  it('is not its Options button’s, wide or narrow, in every language', async () => {
    const seen: Record<string, unknown> = {};
    const wanted: Record<string, unknown> = {};
    for (const width of [600, 850]) {
      const setLocale = (locale: string) =>
        page.evaluate(async (locale) => {
          const table = document.querySelector('naipe-table')!;
          table.setAttribute('locale', locale);
          await (table as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
        }, locale);
      await setLocale('en');
      await column(width);
      await toolbarIs(width === 600);
      for (const locale of ['es', 'pt', 'en'] as const) {
        await setLocale(locale);
        const toolbar = await described('.toolbar');
        const options = await described('.toolbar details.options summary');
        // A screen reader says the toolbar's name as the focus enters it, then the
        // button's: the same words twice where they were one.
        seen[`${width} ${locale}`] = { toolbar: toolbar.name, options: options.name };
        wanted[`${width} ${locale}`] = {
          toolbar: CATALOGUES[locale].toolbar,
          options: CATALOGUES[locale].options,
        };
      }
    }
    expect(seen).toEqual(wanted);
  });
});
