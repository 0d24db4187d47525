/**
 * What the table does in Chromium when localStorage is full: it says so once, play goes
 * on, every later save tries again, and the notice goes when one works; it makes room
 * from its own set-aside copies only; and it never announces a copy it could not keep.
 * Storage is filled by another key, as another app on the same origin would fill it,
 * until Chromium's own quota throws QuotaExceededError.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedTablePage, warningsOf } from './helpers.js';

const open = sharedTablePage();

/** The variant the tests play: Klondike as the table deals it by default. */
const KLONDIKE = 'klondike;deck=spanish;draw=1';

/**
 * Page code: fills storage with `other-app:N` values of ever smaller sizes, each written
 * once, then grows the last one until not one character more fits, and returns how many
 * characters (keys and values) storage then holds. (Growing a single value instead
 * rewrites megabytes at every step: seconds on a busy machine.)
 */
const FILL = `(() => {
  const full = (error) => {
    if (error.name !== 'QuotaExceededError') throw error;
  };
  let count = 0;
  for (let piece = 1 << 22; piece > 0; ) {
    try {
      localStorage.setItem('other-app:' + count, 'x'.repeat(piece));
      count++;
    } catch (error) {
      full(error);
      piece >>= 1;
    }
  }
  // Less room is left than a new key takes.
  const last = 'other-app:' + (count - 1);
  let value = localStorage.getItem(last);
  for (let piece = 16; piece > 0; ) {
    try {
      localStorage.setItem(last, value + 'x'.repeat(piece));
      value += 'x'.repeat(piece);
    } catch (error) {
      full(error);
      piece >>= 1;
    }
  }
  let held = 0;
  for (const key of Object.keys(localStorage)) held += key.length + localStorage.getItem(key).length;
  return held;
})()`;

/** Page code: frees the room the other app took. */
const FREE = `for (const key of Object.keys(localStorage))
  if (key.startsWith('other-app:')) localStorage.removeItem(key);`;

const table = (page: Page) =>
  page.evaluate(() => {
    const t = document.querySelector('naipe-table')!;
    return {
      moves: t.moveCount,
      notices: [...t.shadowRoot!.querySelectorAll<HTMLElement>('.notice')].map(
        (n) => n.dataset.notice,
      ),
    };
  });

const savedMoves = (page: Page) =>
  page.evaluate((variant) => {
    const saved = localStorage.getItem(`naipe:game:${variant}`);
    return saved === null ? null : (JSON.parse(saved).cursor as number);
  }, KLONDIKE);

/** Draws from the stock: a Klondike move that is always there early in a game. */
async function draw(page: Page): Promise<void> {
  const before = (await table(page)).moves;
  await page.click('naipe-table #pile-stock', { force: true, position: { x: 5, y: 5 } });
  await page.waitForFunction(
    (before) => document.querySelector('naipe-table')!.moveCount === before + 1,
    before,
  );
}

const waitForNotices = (page: Page, wanted: string[]) =>
  page.waitForFunction(
    (wanted) =>
      [...document.querySelector('naipe-table')!.shadowRoot!.querySelectorAll('.notice')]
        .map((n) => (n as HTMLElement).dataset.notice)
        .join() === wanted.join(),
    wanted,
  );

const cannotSaveWarnings = (page: Page) =>
  warningsOf(page).filter((w) => w.includes('cannot be saved')).length;

describe('full storage', () => {
  it('filled before play: says so once, plays on, and saves every move once there is room', async () => {
    const page = await open({ attributes: { game: 'klondike', deal: '4' }, before: FILL });
    await waitForNotices(page, ['cannotSave']);
    for (let i = 0; i < 3; i++) await draw(page);
    expect(await table(page)).toEqual({ moves: 3, notices: ['cannotSave'] });
    expect(await savedMoves(page)).toBeNull();
    expect(cannotSaveWarnings(page)).toBe(1);
    await page.evaluate(FREE);
    await draw(page);
    await waitForNotices(page, []);
    expect(await savedMoves(page)).toBe(4);
    await open({ attributes: { game: 'klondike' }, keepStorage: true, reload: true });
    expect((await table(page)).moves).toBe(4);
  });

  it('filled mid-game: the move that did not fit is saved with the next one that does', async () => {
    const page = await open({ attributes: { game: 'klondike', deal: '4' } });
    for (let i = 0; i < 3; i++) await draw(page);
    expect(await savedMoves(page)).toBe(3);
    await page.evaluate(FILL);
    await draw(page);
    await waitForNotices(page, ['cannotSave']);
    expect(await savedMoves(page)).toBe(3);
    // Dismissed, the notice stays away while saving still fails.
    await page.click('naipe-table .notice button');
    await draw(page);
    expect((await table(page)).notices).toEqual([]);
    expect(cannotSaveWarnings(page)).toBe(1);
    await page.evaluate(FREE);
    await draw(page);
    expect(await savedMoves(page)).toBe(6);
    await open({ attributes: { game: 'klondike' }, keepStorage: true, reload: true });
    expect((await table(page)).moves).toBe(6);
  });

  it('makes room from its own set-aside copies, never from games, statistics or other keys', async () => {
    const stats = JSON.stringify({
      [KLONDIKE]: {
        played: 3,
        won: 1,
        currentStreak: 0,
        bestStreak: 1,
        bestTimeMs: 90000,
        fewestMoves: 80,
        hintsUsed: 2,
      },
    });
    const page = await open({
      attributes: { game: 'klondike', deal: '4' },
      before: `
        localStorage.setItem('naipe:stats', ${JSON.stringify(stats)});
        localStorage.setItem('naipe:game:freecell', '{"version":1}');
        localStorage.setItem('naipe:set-aside:1:naipe:game:spider', 'y'.repeat(100000));
        ${FILL};`,
    });
    await draw(page);
    const kept = await page.evaluate(() => ({ ...localStorage }));
    expect(kept['naipe:set-aside:1:naipe:game:spider']).toBeUndefined();
    expect(JSON.parse(kept[`naipe:game:${KLONDIKE}`]!).cursor).toBe(1);
    expect(JSON.parse(kept['naipe:stats']!)[KLONDIKE].played).toBe(4);
    expect(kept['naipe:game:freecell']).toBe('{"version":1}');
    expect(Object.keys(kept).some((key) => key.startsWith('other-app:'))).toBe(true);
    expect((await table(page)).notices).toEqual([]);
  });

  it('unreadable data that nearly fills storage is really set aside', async () => {
    const page = await open({
      attributes: { game: 'freecell' },
      before: `const room = ${FILL}; ${FREE};
        window.garbage = '{' + 'g'.repeat(Math.floor(room * 0.7));
        localStorage.setItem('naipe:game:freecell', window.garbage);`,
    });
    await waitForNotices(page, ['dataSetAside']);
    const aside = await page.evaluate(() =>
      Object.entries(localStorage).filter(([k]) => k.startsWith('naipe:set-aside:')),
    );
    expect(aside.map(([key]) => key)).toEqual([
      expect.stringMatching(/^naipe:set-aside:\d+:naipe:game:freecell$/),
    ]);
    const garbage = await page.evaluate(() => (window as unknown as { garbage: string }).garbage);
    expect(aside[0]![1] === garbage).toBe(true);
  });

  it('unreadable data with no room for a copy is said to be removed, not set aside', async () => {
    const page = await open({
      attributes: { game: 'freecell' },
      before: `localStorage.setItem('naipe:game:freecell', '{' + 'g'.repeat(100000)); ${FILL};`,
    });
    await waitForNotices(page, ['dataDropped']);
    const aside = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('naipe:set-aside:')),
    );
    expect(aside).toEqual([]);
    expect(warningsOf(page).some((w) => w.includes('no room to be set aside'))).toBe(true);
    // The room it left is the game's now.
    expect(await page.evaluate(() => localStorage.getItem('naipe:game:freecell'))).not.toBeNull();
  });
});
