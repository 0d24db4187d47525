/**
 * The game and option picker: after any switch of game, each row of options shows
 * exactly one chosen button, the one the table plays; the arrow keys move the choice
 * within a row.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshPage as openFreshPage, servedSiteAndBrowser, waitForTable } from './harness.js';

const stage = servedSiteAndBrowser();

const freshPage = (path: string) => openFreshPage(stage, path);

/** The values checked in each row of the picker, by the row's name. */
const checkedRows = (page: Page) =>
  page.locator('#play-picker').evaluate((picker) => {
    const rows: Record<string, string[]> = {};
    for (const row of picker.querySelectorAll('fieldset')) {
      const name = row.getAttribute('data-option') ?? 'game';
      rows[name] = [...row.querySelectorAll<HTMLInputElement>('input:checked')].map(
        (input) => input.value,
      );
    }
    return rows;
  });

const tableOptions = (page: Page) =>
  page.locator('naipe-table').evaluate((t: HTMLElementTagNameMap['naipe-table']) => ({
    game: t.game,
    deck: t.deck,
    draw: t.draw,
    suits: t.suits,
  }));

const gameButton = (page: Page, name: string) =>
  page.locator('#play-picker fieldset.games label', { hasText: name });

describe('the picker', () => {
  it('shows the options of the game on the table after switching between games', async () => {
    const page = await freshPage('?game=klondike&deck=french&draw=3&lang=en');
    await waitForTable(page, (s) => s.game === 'klondike', 'Klondike on the table');
    expect(await checkedRows(page)).toEqual({
      game: ['klondike'],
      deck: ['french'],
      draw: ['3'],
    });

    await gameButton(page, 'Spider').click();
    await waitForTable(page, (s) => s.game === 'spider', 'Spider on the table');
    expect(await checkedRows(page)).toEqual({ game: ['spider'], deck: ['spanish'], suits: ['1'] });

    await page.locator('#play-picker label', { hasText: '2 suits' }).click();
    await expect.poll(() => tableOptions(page)).toMatchObject({ suits: 2 });
    await gameButton(page, 'Klondike').click();
    await waitForTable(page, (s) => s.game === 'klondike', 'Klondike back on the table');
    expect(await checkedRows(page)).toEqual({
      game: ['klondike'],
      deck: ['french'],
      draw: ['3'],
    });

    await gameButton(page, 'Spider').click();
    await waitForTable(page, (s) => s.game === 'spider', 'Spider back on the table');
    expect(await checkedRows(page)).toEqual({ game: ['spider'], deck: ['spanish'], suits: ['2'] });
    await page.context().close();
  });

  it('moves the choice within a row with the arrow keys', async () => {
    const page = await freshPage('?game=klondike&draw=3&lang=en');
    await waitForTable(page, (s) => s.game === 'klondike', 'Klondike on the table');
    await page.locator('#play-picker input[name=game][value=klondike]').focus();
    await page.keyboard.press('ArrowRight');
    await waitForTable(page, (s) => s.game === 'spider', 'Spider on the table');
    expect((await checkedRows(page)).suits).toEqual(['1']);

    await page.locator('#play-picker fieldset[data-option=suits] input:checked').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tableOptions(page)).toMatchObject({ game: 'spider', suits: 2 });
    expect(await checkedRows(page)).toEqual({ game: ['spider'], deck: ['spanish'], suits: ['2'] });
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tableOptions(page)).toMatchObject({ suits: 1 });
    expect((await checkedRows(page)).suits).toEqual(['1']);
    await page.context().close();
  });
});
