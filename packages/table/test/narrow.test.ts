/**
 * The narrow toolbar on a wide screen: a table is narrow wherever its own width is less
 * than the wide toolbar needs in its language and type (narrow.ts), so in a narrow column
 * of a 1100 px page too, and it measures again as the column, the language or the type
 * changes, without ever making the browser report a ResizeObserver loop to the page.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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
