/**
 * The table's own options, as the player leaves them in its menu, are there again after
 * a reload: winnable deals only and safe moves for each game, the card's looks for all.
 * Saved preferences that cannot be read open the site with the defaults, never break
 * it, and are copied aside first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPage as openFreshPage, servedSiteAndBrowser, waitForTable } from './harness.js';

const stage = servedSiteAndBrowser();

const freshPage = (path: string) => openFreshPage(stage, path);

const settings = (page: Page) =>
  page.locator('naipe-table').evaluate((t: HTMLElementTagNameMap['naipe-table']) => ({
    winnableOnly: t.winnableOnly,
    autoSafe: t.autoSafe,
    back: t.back,
  }));

const menuCheckbox = (page: Page, label: string) =>
  page.locator('naipe-table .menu label', { hasText: label }).locator('input');

const gameButton = (page: Page, name: string) =>
  page.locator('#play-picker fieldset.games label', { hasText: name });

describe("the table's options", () => {
  it('are remembered across a reload, winnable deals only for each game', async () => {
    const page = await freshPage('?game=australian&lang=en');
    await waitForTable(page, (s) => s.game === 'australian', 'Australian Patience');
    expect(await settings(page)).toEqual({ winnableOnly: false, autoSafe: false, back: 'lattice' });
    await page.locator('naipe-table details.options summary').click();
    await menuCheckbox(page, 'Winnable deals only').check();
    await page.locator('naipe-table .backs button.rings').click();
    await expect.poll(() => settings(page)).toMatchObject({ winnableOnly: true, back: 'rings' });

    await page.reload();
    await waitForTable(page, (s) => s.game === 'australian', 'Australian Patience again');
    expect(await settings(page)).toEqual({ winnableOnly: true, autoSafe: false, back: 'rings' });
    expect(await menuCheckbox(page, 'Winnable deals only').isChecked()).toBe(true);

    await gameButton(page, 'FreeCell').click();
    await waitForTable(page, (s) => s.game === 'freecell', 'FreeCell');
    expect(await settings(page)).toEqual({ winnableOnly: false, autoSafe: false, back: 'rings' });
    await page.locator('naipe-table details.options summary').click();
    await menuCheckbox(page, 'Move safe cards home automatically').check();

    await page.reload();
    await waitForTable(page, (s) => s.game === 'freecell', 'FreeCell again');
    expect(await settings(page)).toEqual({ winnableOnly: false, autoSafe: true, back: 'rings' });
    await gameButton(page, 'Australian Patience').click();
    await waitForTable(page, (s) => s.game === 'australian', 'Australian Patience once more');
    expect(await settings(page)).toEqual({ winnableOnly: true, autoSafe: false, back: 'rings' });
    await page.context().close();
  });

  it.each([
    ['text that is not JSON', '{"locale":"en","games":{', 'freecell', false],
    [
      'a field of the wrong shape, the others kept',
      '{"game":"australian","options":{"australian":5,"klondike":"?game=klondike"},"games":{"australian":{"winnableOnly":true}}}',
      'australian',
      true,
    ],
  ])(
    'open the site with the defaults after %s, the text copied aside',
    async (_what, saved, game, winnableOnly) => {
      const page = await freshPage('?lang=en');
      await waitForTable(page, (s) => s.position !== undefined, 'a first game');
      await page.evaluate((text) => localStorage.setItem('naipe-site', text), saved);
      const errors: string[] = [];
      const warnings: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      await page.goto(new URL(`?game=${game}&lang=en`, stage.site.url).href);
      await waitForTable(page, (s) => s.game === game && s.position !== undefined, game);
      expect(errors).toEqual([]);
      expect((await settings(page)).winnableOnly).toBe(winnableOnly);
      const copies = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('naipe-site:set-aside:'))
          .map((key) => localStorage.getItem(key)),
      );
      expect(copies).toEqual([saved]);
      expect(warnings.join('\n')).toContain('naipe-site:set-aside:');
      await page.context().close();
    },
  );
});
