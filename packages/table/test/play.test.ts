/**
 * Playing each game in Chromium: a tap, a drag and the keyboard each make the move the
 * rules say, and undo and redo walk the history.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  acesPosition,
  cardId,
  currentPosition,
  dealWithMove,
  type FoundMove,
  kingsPosition,
  settled,
  sharedTablePage,
} from './helpers.js';

/** One page for the whole file: each test swaps a fresh table in. */
const open = sharedTablePage();

const GAMES: Record<string, Record<string, string>> = {
  freecell: { game: 'freecell' },
  'bakers-game': { game: 'bakers-game' },
  australian: { game: 'australian' },
  klondike: { game: 'klondike', draw: '3' },
  spider: { game: 'spider', suits: '2' },
};

const waitForPosition = (page: Page, expected: string) =>
  page.waitForFunction(
    (expected) => document.querySelector('naipe-table')!.currentPosition === expected,
    expected,
    { timeout: 20_000 },
  );

async function centre(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 20) };
}

async function targetSelector(page: Page, move: FoundMove): Promise<string> {
  if (move.to !== 'column') return `naipe-table #pile-${move.to}-${move.toIndex}`;
  const top = await page.evaluate((column) => {
    const root = document.querySelector('naipe-table')!.shadowRoot!;
    const cards = root.querySelectorAll(`.card[data-pile="column-${column}"]`);
    return cards[cards.length - 1]?.id;
  }, move.toIndex);
  return top ? `naipe-table #${top}` : `naipe-table #pile-column-${move.toIndex}`;
}

for (const [name, attributes] of Object.entries(GAMES)) {
  describe(name, () => {
    it('a tap sends a card to its best place, and undo and redo walk back and forth', async () => {
      const page = await open({ attributes: { ...attributes, deal: '1' } });
      const start = await currentPosition(page);
      const move = await dealWithMove(page, 'tap');
      const before = await currentPosition(page);
      await page.click(`naipe-table #${await cardId(page, move.from, move.index)}`);
      await waitForPosition(page, move.expected);
      expect(await page.evaluate(() => document.querySelector('naipe-table')!.moveCount)).toBe(1);

      await page.keyboard.press('Control+z');
      await waitForPosition(page, before!);
      await page.keyboard.press('Control+Shift+Z');
      await waitForPosition(page, move.expected);
      await page.click('naipe-table .toolbar button:nth-of-type(2)');
      await waitForPosition(page, before!);
      await page.keyboard.press('Control+y');
      await waitForPosition(page, move.expected);
      expect(start).toBeTruthy();
    });

    it('a drag drops a card or a run on a legal place, with the places lit while dragging', async () => {
      const page = await open({ attributes: { ...attributes, deal: '1' } });
      const move = await dealWithMove(page, 'column');
      const source = `naipe-table #${await cardId(page, move.from, move.index)}`;
      const from = await centre(page, source);
      const target = await targetSelector(page, move);
      const to = await centre(page, target);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 10, from.y + 10, { steps: 2 });
      await page.mouse.move(to.x, to.y + 15, { steps: 6 });
      const lit = await page.evaluate(
        () =>
          document.querySelector('naipe-table')!.shadowRoot!.querySelectorAll('.pile.target')
            .length,
      );
      expect(lit).toBeGreaterThan(0);
      await page.mouse.up();
      await waitForPosition(page, move.expected);
    });

    it('the keyboard picks up with Space, moves the focus with arrows and drops with Enter', async () => {
      const page = await open({ attributes: { ...attributes, deal: '1' } });
      const move = await dealWithMove(page, 'column');
      await page.focus('naipe-table .board');
      await page.keyboard.press('Home');
      for (let i = 0; i < move.from; i++) await page.keyboard.press('ArrowRight');
      for (let i = 1; i < move.count; i++) await page.keyboard.press('ArrowUp');
      const focused = await page.evaluate(() =>
        document
          .querySelector('naipe-table')!
          .shadowRoot!.querySelector('.board')!
          .getAttribute('aria-activedescendant'),
      );
      expect(focused).toBe(await cardId(page, move.from, move.index));
      await page.keyboard.press(' ');
      const steps = move.toIndex - move.from;
      for (let i = 0; i < Math.abs(steps); i++)
        await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
      await page.keyboard.press('Enter');
      await waitForPosition(page, move.expected);
    });
  });
}

describe('a drag while the board is laid out again', () => {
  it('drops where the card is drawn now, not where it lay when it was picked up', async () => {
    const page = await open({ attributes: { game: 'freecell', deal: '1' } });
    const move = await dealWithMove(page, 'column');
    const source = `naipe-table #${await cardId(page, move.from, move.index)}`;
    const target = await targetSelector(page, move);
    const pressed = await centre(page, source);
    await page.mouse.move(pressed.x, pressed.y);
    await page.mouse.down();
    await page.mouse.move(pressed.x + 10, pressed.y + 10, { steps: 2 });
    // The window shrinks mid-drag: every card is laid out again, smaller and elsewhere.
    const before = await page.locator(source).boundingBox();
    await page.setViewportSize({ width: 700, height: 560 });
    await page.waitForFunction(
      ([selector, width]) =>
        document
          .querySelector('naipe-table')!
          .shadowRoot!.querySelector(selector.slice(12))!
          .getBoundingClientRect().width !== width,
      [source, before!.width] as const,
    );
    await page.evaluate(() => document.querySelector('naipe-table')!.updateComplete);
    // The lifted card is drawn at its new place shifted by the pointer's travel (10, 10):
    // the pointer goes where that drawing lies over the target.
    const lifted = await centre(page, source);
    const to = await centre(page, target);
    await page.mouse.move(
      pressed.x + (to.x - (lifted.x - 10)),
      pressed.y + (to.y - (lifted.y - 10)) + 15,
      {
        steps: 6,
      },
    );
    await page.mouse.up();
    await waitForPosition(page, move.expected);
  });
});

describe('the keyboard focus ring', () => {
  it('shows around the visible strip of a card in the middle of a column, above the cards on it', async () => {
    const page = await open({ attributes: { game: 'freecell', deal: '1' } });
    await page.focus('naipe-table .board');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    const ringLocator = page.locator('naipe-table .focus-ring');
    const focusedId = await page.evaluate(
      () =>
        document
          .querySelector('naipe-table')!
          .shadowRoot!.querySelector('.board')!
          .getAttribute('aria-activedescendant')!,
    );
    expect(focusedId).toBe(await cardId(page, 0, 4));
    // Wait out the ring's glide from the top card.
    await page.waitForFunction(() =>
      document
        .querySelector('naipe-table')!
        .shadowRoot!.querySelector('.focus-ring')!
        .getAnimations()
        .every((a) => a.playState === 'finished'),
    );
    const [ringBox, focusedBox, nextBox] = await Promise.all([
      ringLocator.boundingBox(),
      page.locator(`naipe-table #${focusedId}`).boundingBox(),
      page.locator(`naipe-table #${await cardId(page, 0, 5)}`).boundingBox(),
    ]);
    expect(ringBox).not.toBeNull();
    // Nothing of the card it lies on is covered; the ring's other edges lie outside the strip.
    const ring = 3;
    expect(ringBox!.y).toBeCloseTo(focusedBox!.y, 0);
    expect(ringBox!.height).toBeCloseTo(nextBox!.y - focusedBox!.y + ring, 0);
    expect(ringBox!.x).toBeCloseTo(focusedBox!.x - ring, 0);
    expect(ringBox!.width).toBeCloseTo(focusedBox!.width + 2 * ring, 0);
    const [ringZ, highestCardZ] = await page.evaluate(() => {
      const root = document.querySelector('naipe-table')!.shadowRoot!;
      const z = (e: Element) => Number(getComputedStyle(e).zIndex);
      return [
        z(root.querySelector('.focus-ring')!),
        Math.max(...[...root.querySelectorAll('.card')].map(z)),
      ];
    });
    expect(ringZ).toBeGreaterThan(highestCardZ);

    // Without keyboard focus there is no ring.
    await page.mouse.click(1, 1);
    expect(await ringLocator.isVisible()).toBe(false);
  });
});

describe('the stock', () => {
  it('draws on a click, and Escape lets go of what the keyboard holds', async () => {
    const page = await open({ attributes: { game: 'klondike', deal: '3' } });
    const before = await page.evaluate(
      () => document.querySelector('naipe-table')!.currentPosition!,
    );
    await page.click('naipe-table #pile-stock', { position: { x: 5, y: 5 }, force: true });
    await page.waitForFunction(
      (before) => document.querySelector('naipe-table')!.currentPosition !== before,
      before,
    );
    const waste = await page.evaluate(
      () =>
        document
          .querySelector('naipe-table')!
          .shadowRoot!.querySelectorAll('.card[data-pile="waste"]').length,
    );
    expect(waste).toBe(1);

    const held = () => page.locator('naipe-table .card.held').count();
    await page.focus('naipe-table .board');
    await page.keyboard.press('Home');
    await page.keyboard.press(' ');
    expect(await held()).toBe(1);
    expect(await page.locator('naipe-table .pile.target').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    expect(await held()).toBe(0);
    expect(await page.locator('naipe-table .pile.target').count()).toBe(0);
    expect(await page.locator('naipe-table [aria-live="polite"]').textContent()).toBe(
      'Sueltas las cartas',
    );
  });
});

describe('helping hands', () => {
  it('automatic safe moves follow a move, as ordinary undoable moves', async () => {
    const page = await open({
      attributes: { game: 'freecell', position: acesPosition(), 'auto-safe': '' },
    });
    const ace = await cardId(page, 0, 1);
    await page.click(`naipe-table #${ace}`);
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 2);
    expect(await page.locator('naipe-table .statusbar .home dd').textContent()).toBe('4 de 52');
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 1);
  });

  it('Klondike’s Finish plays every card home, and the win is celebrated and recorded', async () => {
    const page = await open({ attributes: { game: 'klondike', position: kingsPosition() } });
    await page.evaluate(() => {
      document.addEventListener('naipe-won', (e) => {
        (window as unknown as { won: unknown }).won = (e as CustomEvent).detail;
      });
    });
    await page.click('naipe-table .toolbar button:has-text("Terminar")');
    await page.waitForSelector('naipe-table .won', { timeout: 20_000 });
    expect(await page.locator('naipe-table .won strong').textContent()).toBe('¡Partida ganada!');
    const won = await page.evaluate(() => (window as unknown as { won: { moves: number } }).won);
    expect(won.moves).toBe(4);
    const stats = await page.evaluate(() => JSON.parse(localStorage.getItem('naipe:stats')!));
    expect(stats['klondike;deck=spanish;draw=1']).toMatchObject({
      played: 1,
      won: 1,
      currentStreak: 1,
      fewestMoves: 4,
    });
  });
});

describe('the celebration at the win', () => {
  /**
   * Each card's hop (the `hop` animation of the won board) set to `at` of its first
   * round, paused there, and where the card then lies against the board, which clips
   * what leaves it (it scrolls): the cards outside it, by how many pixels.
   */
  const hopsAt = (page: Page, at: number) =>
    page.evaluate((at) => {
      const board = document.querySelector('naipe-table')!.shadowRoot!.querySelector('.board')!;
      const hops = board
        .getAnimations({ subtree: true })
        .filter((a): a is CSSAnimation => a instanceof CSSAnimation && a.animationName === 'hop');
      const edge = board.getBoundingClientRect();
      const outside: string[] = [];
      for (const hop of hops) {
        const timing = hop.effect!.getComputedTiming();
        hop.pause();
        hop.currentTime = Number(timing.delay) + at * Number(timing.duration);
        const card = (hop.effect as KeyframeEffect).target as Element;
        const box = card.getBoundingClientRect();
        const out = Math.max(
          edge.top - box.top,
          box.bottom - edge.bottom,
          edge.left - box.left,
          box.right - edge.right,
        );
        if (out > 0.5) outside.push(`${card.id} by ${out.toFixed(1)} px`);
      }
      return { hops: hops.length, outside };
    }, at);

  for (const viewport of [
    { width: 1100, height: 800 },
    { width: 360, height: 740 },
  ]) {
    it(`keeps the cards’ hop inside the board at ${viewport.width} px`, async () => {
      const page = await open({
        attributes: { game: 'klondike', position: kingsPosition() },
        viewport,
      });
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      try {
        // Finish is in the toolbar where it is wide, in the solver line on a phone.
        await page.click('naipe-table button:has-text("Terminar"):visible');
        await page.waitForSelector('naipe-table .won', { timeout: 20_000 });
        await settled(page);
        for (const at of [0.25, 0.5, 0.75]) {
          const { hops, outside } = await hopsAt(page, at);
          // Every card of the deck hops, home on its foundation.
          expect(hops, `${at}`).toBe(48);
          expect(outside, `${at} of the hop`).toEqual([]);
        }
      } finally {
        await page.emulateMedia({ reducedMotion: 'reduce' });
      }
    });
  }
});
