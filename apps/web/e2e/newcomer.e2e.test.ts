/**
 * A newcomer's path: open the site, pick each game, type a deal number, and make a move
 * by tap, by drag and by keyboard; each move must leave exactly the position the rules
 * predict.
 */
import { GAME_IDS, type GameId, type Position, suitOf } from '@naipe/rules';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cardAt,
  drag,
  dropZone,
  servedSiteAndBrowser,
  tableState,
  waitForTable,
} from './harness.js';
import { after, dragFromColumn, gameOf, parse, placeId, tapOnColumn } from './moves.js';

const stage = servedSiteAndBrowser();
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await stage.browsing.context();
  page = await context.newPage();
});

const topCard = (position: Position, column: number) => {
  const up = position.columns[column]!.up;
  return up[up.length - 1]!;
};

/** The first deal where a tap, then a drag, then a column-to-column move are all possible. */
function dealWithMoves(id: GameId) {
  const game = gameOf(id);
  for (let deal = 1; deal < 500; deal++) {
    const start = game.deal(deal);
    if (!start.ok) continue;
    const tap = tapOnColumn(game, start.value);
    if (!tap) continue;
    const second = game.play(start.value, tap.move);
    if (!second.ok) continue;
    const dragged = dragFromColumn(game, second.value);
    if (!dragged) continue;
    const third = game.play(second.value, dragged.move);
    if (third.ok && dragFromColumn(game, third.value, true)) return deal;
  }
  throw new Error(`test setup: no deal of ${id} below 500 has the three moves`);
}

async function keyboardMove(from: number, to: number): Promise<void> {
  await page.locator('naipe-table .board').focus();
  // Down lands on the columns from the top row; Home goes to the first column's top card.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  for (let i = 0; i < from; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  const steps = to - from;
  for (let i = 0; i < Math.abs(steps); i++)
    await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  await page.keyboard.press('Enter');
}

describe('a newcomer', () => {
  it('opens the site on FreeCell in Spanish', async () => {
    await page.goto(stage.site.url);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    const state = await waitForTable(page, (s) => s.position !== undefined, 'a game on the table');
    expect(state.game).toBe('freecell');
    expect(await page.locator('input[name=game][value=freecell]').isChecked()).toBe(true);
  });

  for (const id of GAME_IDS) {
    it(`picks ${id}, a deal by number, and moves by tap, drag and keyboard`, async () => {
      const game = gameOf(id);
      await page.locator(`input[name=game][value=${id}]`).check();
      await waitForTable(page, (s) => s.game === id && s.position !== undefined, `${id} dealt`);
      expect(new URL(page.url()).searchParams.get('game')).toBe(id);

      const deal = dealWithMoves(id);
      await page.locator('#deal-input').fill(String(deal));
      await page.locator('.deal-form button[type=submit]').click();
      let state = await waitForTable(page, (s) => s.deal === deal && s.moves === 0, `deal ${deal}`);
      expect(new URL(page.url()).searchParams.get('deal')).toBe(String(deal));

      // Tap: the card goes to its best place.
      let position = parse(game, state.position);
      const tap = tapOnColumn(game, position)!;
      let expected = after(game, position, tap.move);
      await cardAt(page, `column-${tap.column}`, tap.cardIndex).click();
      state = await waitForTable(page, (s) => s.moves === 1, 'the tapped move');
      expect(state.position).toBe(expected);

      // Drag: the card goes where it is dropped.
      position = parse(game, state.position);
      const dragged = dragFromColumn(game, position)!;
      expected = after(game, position, dragged.move);
      const suit = suitOf(topCard(position, dragged.column));
      await drag(
        page,
        cardAt(page, `column-${dragged.column}`, dragged.cardIndex),
        await dropZone(page, placeId(dragged.to, suit)),
      );
      state = await waitForTable(page, (s) => s.moves === 2, 'the dragged move');
      expect(state.position).toBe(expected);

      // Keyboard: Space picks the top card, the arrows walk to the column, Enter drops.
      position = parse(game, state.position);
      const keyed = dragFromColumn(game, position, true)!;
      expected = after(game, position, keyed.move);
      const to = keyed.to.kind === 'column' ? keyed.to.index : -1;
      await keyboardMove(keyed.column, to);
      state = await waitForTable(page, (s) => s.moves === 3, 'the keyboard move');
      expect(state.position).toBe(expected);
    });
  }

  it('reads the rules of the game on the table and comes back to the same game', async () => {
    const before = await tableState(page);
    await page.locator('header nav a', { hasText: 'Reglas' }).click();
    await expect.poll(() => page.locator('.rules h1').textContent()).toContain('Spider');
    await page.locator('.rules-games a', { hasText: 'FreeCell' }).click();
    await expect.poll(() => page.locator('.rules h1').textContent()).toBe('Reglas de FreeCell');
    await page.locator('header nav a', { hasText: 'Jugar' }).click();
    await expect.poll(() => page.locator('#view-play').isVisible()).toBe(true);
    expect((await tableState(page)).position).toBe(before.position);
  });

  it('switches the language of the site and of the table', async () => {
    await page.locator('header select').selectOption('en');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.locator('header nav a').first().textContent()).toBe('Play');
    expect(await page.locator('naipe-table').getAttribute('locale')).toBe('en');
    await page.locator('header nav a', { hasText: 'Rules' }).click();
    await expect.poll(() => page.locator('.rules h1').textContent()).toBe('Spider rules');
    await page.locator('header select').selectOption('pt');
    await expect.poll(() => page.locator('.rules h1').textContent()).toBe('Regras de Spider');
  });

  it("follows the language chosen in the table's own menu, and remembers it", async () => {
    await page.locator('header nav a', { hasText: 'Jogar' }).click();
    await expect.poll(() => page.locator('#view-play').isVisible()).toBe(true);
    await page.locator('naipe-table details.options summary').click();
    await page.locator('naipe-table details.options select').selectOption('en');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.locator('header nav a').first().textContent()).toBe('Play');
    expect(await page.locator('header select').inputValue()).toBe('en');
    // A later visit without a lang in the address opens in English.
    await page.goto(`${stage.site.url}?game=freecell`);
    await waitForTable(page, (state) => state.game === 'freecell', 'FreeCell on the table');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('naipe-table').getAttribute('locale')).toBe('en');
  });
});
