/**
 * Fingers on the table, in Chromium with touch emulation: real touch input through the
 * DevTools protocol (`Input.dispatchTouchEvent`), so the table sees the pointer events a
 * phone sends. A drag that lets go beside and below a legal column still plays there,
 * and a tap sends a card to its best place.
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardId,
  currentPosition,
  dealWithMove,
  type Harness,
  openTable,
  startHarness,
} from './helpers.js';

let harness: Harness;
let page: Page;
let touch: CDPSession;
beforeAll(async () => {
  harness = await startHarness();
  page = await openTable(harness, {
    attributes: { game: 'freecell', deal: '1' },
    viewport: { width: 390, height: 844 },
  });
  touch = await page.context().newCDPSession(page);
  await touch.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { pointerTypes: Set<string> }).pointerTypes = seen;
    document.addEventListener('pointerdown', (e) => seen.add(e.pointerType), true);
  });
});
afterAll(async () => {
  await harness?.close();
});

type Point = { x: number; y: number };

async function finger(type: 'touchStart' | 'touchMove' | 'touchEnd', at?: Point) {
  await touch.send('Input.dispatchTouchEvent', {
    type,
    touchPoints: at ? [{ x: at.x, y: at.y, radiusX: 4, radiusY: 4, force: 1 }] : [],
  });
}

/** The page point of a card's top strip: what shows of it under the cards above. */
async function stripOf(selector: string): Promise<Point> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + Math.min(6, box.height / 4) };
}

const waitForPosition = (expected: string) =>
  page.waitForFunction(
    (expected) => document.querySelector('naipe-table')!.currentPosition === expected,
    expected,
    { timeout: 20_000 },
  );

describe('touch', () => {
  it('a drag dropped beside and below a legal column plays there', async () => {
    const move = await dealWithMove(page, 'column', (move) => move.to === 'column');
    const from = await stripOf(`naipe-table #${await cardId(page, move.from, move.index)}`);
    const target = await page.evaluate((column) => {
      const root = document.querySelector('naipe-table')!.shadowRoot!;
      const cards = [...root.querySelectorAll(`.card[data-pile="column-${column}"]`)];
      const last = cards[cards.length - 1]!.getBoundingClientRect();
      return { x: last.left, y: last.top, width: last.width, height: last.height };
    }, move.toIndex);
    // Let go with the card a third of its width off the column and its top edge below
    // the column's last card: a finger's imprecision, inside the drop margin.
    const source = await page
      .locator(`naipe-table #${await cardId(page, move.from, move.index)}`)
      .boundingBox();
    const grab = { x: from.x - source!.x, y: from.y - source!.y };
    const to = {
      x: target.x + target.width / 3 + grab.x,
      y: target.y + target.height * 1.1 + grab.y,
    };
    await finger('touchStart', from);
    const steps = 8;
    for (let i = 1; i <= steps; i++) {
      await finger('touchMove', {
        x: from.x + ((to.x - from.x) * i) / steps,
        y: from.y + ((to.y - from.y) * i) / steps,
      });
      if (i === steps / 2) {
        const lit = await page.locator('naipe-table .pile.target').count();
        expect(lit, 'legal places light up while a finger drags').toBeGreaterThan(0);
      }
    }
    await finger('touchEnd');
    await waitForPosition(move.expected);
    expect(
      await page.evaluate(() => [
        ...(window as unknown as { pointerTypes: Set<string> }).pointerTypes,
      ]),
    ).toEqual(['touch']);
  });

  it('a tap sends a card to its best place', async () => {
    const move = await dealWithMove(page, 'tap');
    const before = await currentPosition(page);
    const at = await stripOf(`naipe-table #${await cardId(page, move.from, move.index)}`);
    await finger('touchStart', at);
    await finger('touchEnd');
    await waitForPosition(move.expected);
    expect(move.expected).not.toBe(before);
  });
});
