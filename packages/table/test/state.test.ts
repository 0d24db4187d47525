/**
 * What the table keeps and says, in Chromium: a game survives a reload, corrupted saved
 * data is set aside without breaking the table, labels follow the language, and bad
 * input shows a message inside the table.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cardId,
  currentPosition,
  findColumnMove,
  kingsPosition,
  sharedTablePage,
  warningsOf,
} from './helpers.js';

/** One page for the whole file: each test swaps a fresh table in. */
const open = sharedTablePage();

const shadowText = (page: Page, selector: string) =>
  page.evaluate(
    (selector) =>
      document.querySelector('naipe-table')!.shadowRoot!.querySelector(selector)?.textContent ?? '',
    selector,
  );

async function tapFirstMove(page: Page): Promise<string> {
  const move = await findColumnMove(page, 'tap');
  if (!move) throw new Error('no tap move in this deal');
  await page.click(`naipe-table #${await cardId(page, move.from, move.index)}`);
  await page.waitForFunction(
    (expected) => document.querySelector('naipe-table')!.currentPosition === expected,
    move.expected,
  );
  return move.expected;
}

describe('persistence', () => {
  it('a game in progress, with its moves and time, survives a reload', async () => {
    const page = await open({ attributes: { game: 'klondike', deal: '4' }, clock: true });
    const after = await tapFirstMove(page);
    await page.click('naipe-table #pile-stock', { force: true, position: { x: 5, y: 5 } });
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 2);
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 1);
    // A second and a bit on the game's clock, so the time saved is not zero.
    await page.clock.fastForward(1100);
    await page.waitForFunction(() => document.querySelector('naipe-table')!.elapsedMs >= 1000);
    const elapsed = await page.evaluate(() => document.querySelector('naipe-table')!.elapsedMs);
    // No deal attribute this time: the table resumes what was saved.
    await open({ attributes: { game: 'klondike' }, keepStorage: true, reload: true });
    expect(await currentPosition(page)).toBe(after);
    expect(await page.evaluate(() => document.querySelector('naipe-table')!.dealNumber)).toBe(4);
    expect(await page.evaluate(() => document.querySelector('naipe-table')!.moveCount)).toBe(1);
    expect(
      await page.evaluate(() => document.querySelector('naipe-table')!.elapsedMs),
    ).toBeGreaterThanOrEqual(Math.floor(elapsed));
    // The undone move is still there to redo.
    await page.focus('naipe-table .board');
    await page.keyboard.press('Control+y');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 2);
  });

  it('corrupted saved data is set aside with a notice, and the rest is kept', async () => {
    const page = await open({
      attributes: { game: 'freecell', deal: '617' },
      before: `
        localStorage.setItem('naipe:game:freecell', '{"version":1,"game":"freecell","moves":[');
        localStorage.setItem('naipe:stats', JSON.stringify({
          freecell: { played: 3, won: 1, currentStreak: 0, bestStreak: 1, bestTimeMs: 90000, fewestMoves: 80, hintsUsed: 2 },
          klondike: { played: -4, won: 'many' },
        }));
      `,
    });
    expect(await page.locator('naipe-table .card').count()).toBe(52);
    expect(await shadowText(page, '.notice')).toContain('apartado');
    const storage = await page.evaluate(() => ({ ...localStorage }));
    const asideKeys = Object.keys(storage).filter((k) => k.startsWith('naipe:set-aside:'));
    expect(asideKeys.some((k) => k.endsWith(':naipe:game:freecell'))).toBe(true);
    expect(asideKeys.some((k) => k.endsWith(':naipe:stats'))).toBe(true);
    const stats = JSON.parse(storage['naipe:stats']!);
    expect(stats.freecell.played).toBe(3);
    expect(stats.klondike).toBeUndefined();
    expect(warningsOf(page).some((w) => w.includes('set aside'))).toBe(true);
  });

  it('a saved game whose moves do not replay is set aside too', async () => {
    const page = await open({
      attributes: { game: 'freecell' },
      before: `localStorage.setItem('naipe:game:freecell', JSON.stringify({
        version: 1, game: 'freecell', options: { deck: 'french', draw: 1, suits: 4 }, deal: 5,
        start: 'nonsense', moves: ['1h'], cursor: 1, elapsedMs: 0, hints: 0, counted: true }));`,
    });
    expect(await page.locator('naipe-table .card').count()).toBe(52);
    expect(await shadowText(page, '.notice')).not.toBe('');
  });
});

describe('languages', () => {
  it('switching the locale changes every label', async () => {
    const page = await open({ attributes: { game: 'klondike', deal: '2' } });
    const label = () =>
      page.evaluate(() => {
        const root = document.querySelector('naipe-table')!.shadowRoot!;
        const top = root.querySelector('.card.face-up[data-pile="column-0"]');
        return `${top?.getAttribute('aria-label')} | ${root.querySelector('.toolbar button:nth-of-type(2)')?.textContent}`;
      });
    expect(await label()).toMatch(/ de .*, Columna 1 \| Deshacer$/);
    await page.evaluate(() => {
      document.querySelector('naipe-table')!.locale = 'en';
    });
    await page.waitForFunction(() =>
      document
        .querySelector('naipe-table')!
        .shadowRoot!.querySelector('.toolbar')!
        .textContent!.includes('Undo'),
    );
    expect(await label()).toMatch(/ of .*, Column 1 \| Undo$/);
    await page.evaluate(() => {
      document.querySelector('naipe-table')!.setAttribute('locale', 'pt');
    });
    await page.waitForFunction(() =>
      document
        .querySelector('naipe-table')!
        .shadowRoot!.querySelector('.toolbar')!
        .textContent!.includes('Desfazer'),
    );
    expect(await label()).toMatch(/ de .*, Coluna 1 \| Desfazer$/);
    expect(await shadowText(page, '.statusbar')).toContain('Movimentos');
  });

  it('the language menu relabels the table and fires naipe-locale-change, setting it does not', async () => {
    const page = await open({ attributes: { game: 'freecell', deal: '1' } });
    await page.evaluate(() => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      // Heard on the document: the event bubbles out of the shadow root.
      document.addEventListener('naipe-locale-change', (e) =>
        heard.push((e as CustomEvent).detail),
      );
    });
    const heard = () => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);
    await page.click('naipe-table details.options summary');
    await page.selectOption('naipe-table details.options select', 'pt');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.locale === 'pt');
    expect(await heard()).toEqual([{ locale: 'pt' }]);
    expect(await shadowText(page, '.toolbar')).toContain('Desfazer');
    await page.evaluate(() => {
      document.querySelector('naipe-table')!.locale = 'en';
    });
    await page.evaluate(() => document.querySelector('naipe-table')!.updateComplete);
    expect(await heard()).toHaveLength(1);
    // The menu shows the language the page set.
    expect(await page.locator('naipe-table details.options select').inputValue()).toBe('en');
  });

  it('the menu fires naipe-settings-change for each option the player changes, setting one does not', async () => {
    const page = await open({
      attributes: { game: 'klondike', deal: '2', deck: 'french' },
      // A solver, for winnable deals only to be offered: one that knows nothing.
      analysis: `window.scriptedAnalysis({ games: ['klondike'], key: () => '', winnableDeal: 5, verdicts: {} })`,
    });
    await page.evaluate(() => {
      const w = window as unknown as { settings: unknown[] };
      // Listened to once for the page's tables, on the document: it bubbles and composes.
      if (!w.settings)
        document.addEventListener('naipe-settings-change', (e) =>
          (window as unknown as { settings: unknown[] }).settings.push((e as CustomEvent).detail),
        );
      w.settings = [];
    });
    const heard = () =>
      page.evaluate(() => (window as unknown as { settings: unknown[] }).settings);
    const label = (text: string) =>
      page.locator('naipe-table .menu label', { hasText: text }).locator('input');
    await page.click('naipe-table details.options summary');
    await label('Solo partidas ganables').check();
    await label('Subir').check();
    await label('cuatro colores').check();
    await page.click('naipe-table .backs button.stripes');
    // The same back again changes nothing, and says nothing.
    await page.click('naipe-table .backs button.stripes');
    await label('Subir').uncheck();
    const all = { winnableOnly: true, autoSafe: true, fourColour: true, back: 'stripes' };
    expect(await heard()).toEqual([
      {
        changed: { winnableOnly: true },
        settings: { winnableOnly: true, autoSafe: false, fourColour: false, back: 'lattice' },
      },
      {
        changed: { autoSafe: true },
        settings: { winnableOnly: true, autoSafe: true, fourColour: false, back: 'lattice' },
      },
      {
        changed: { fourColour: true },
        settings: { winnableOnly: true, autoSafe: true, fourColour: true, back: 'lattice' },
      },
      { changed: { back: 'stripes' }, settings: all },
      { changed: { autoSafe: false }, settings: { ...all, autoSafe: false } },
    ]);
    expect(
      await page.evaluate(() => {
        const t = document.querySelector('naipe-table')!;
        return [t.winnableOnly, t.autoSafe, t.fourColour, t.back];
      }),
    ).toEqual([true, false, true, 'stripes']);
    // Set from outside: no event.
    await page.evaluate(() => {
      const t = document.querySelector('naipe-table')!;
      t.back = 'rings';
      t.setAttribute('four-colour', '');
      t.removeAttribute('winnable-only');
      t.autoSafe = true;
      return t.updateComplete;
    });
    expect(await heard()).toHaveLength(5);
  });

  it('moves are announced through a polite live region that was there before', async () => {
    const page = await open({
      attributes: { game: 'freecell', deal: '1', locale: 'en' },
    });
    const region = 'naipe-table [aria-live="polite"]';
    expect(await page.locator(region).count()).toBe(1);
    expect(await page.locator(region).textContent()).toBe('');
    await tapFirstMove(page);
    expect(await page.locator(region).textContent()).toMatch(/ of .* to /);
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['an unknown game', { game: 'golf' }, /golf/],
    ['a deal out of range', { game: 'freecell', deal: '0' }, /«0».*2147483647/],
    ['a deal that is not a number', { game: 'klondike', deal: 'abc' }, /«abc»/],
    ['a malformed position', { game: 'freecell', position: 'Foundations: X-9\nAS' }, /posición/],
    ['an option value the game lacks', { game: 'klondike', draw: '2' }, /draw/],
  ];
  for (const [what, attributes, message] of cases) {
    it(`${what} shows a message inside the table and warns`, async () => {
      const page = await open({ attributes });
      expect(await shadowText(page, '.problem')).toMatch(message);
      expect(warningsOf(page).some((w) => w.includes('<naipe-table>'))).toBe(true);
    });
  }

  const long = (c: string) => c.repeat(5000);
  const longCases: [string, Record<string, string>][] = [
    ['an unknown game', { game: long('g') }],
    ['a deal', { game: 'freecell', deal: long('9') }],
    ['an option value', { game: 'klondike', deck: long('z') }],
    ['a position', { game: 'freecell', position: long('Q') }],
  ];
  for (const [what, attributes] of longCases) {
    it(`${what} of 5,000 characters is quoted short and fits a 320 px phone`, async () => {
      const page = await open({ attributes, viewport: { width: 320, height: 640 } });
      const problem = await shadowText(page, '.problem');
      expect(problem).toContain('… (5000 caracteres)');
      expect(problem.length).toBeLessThan(300);
      expect(warningsOf(page).every((w) => w.length < 400)).toBe(true);
      const widths = await page.evaluate(() => {
        const box = document.querySelector('naipe-table')!.shadowRoot!.querySelector('.problem')!;
        return {
          page: document.documentElement.scrollWidth,
          viewport: window.innerWidth,
          box: box.scrollWidth,
          boxClient: box.clientWidth,
        };
      });
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      expect(widths.box).toBeLessThanOrEqual(widths.boxClient);
    });
  }

  it('shows control characters in a bad value as code points', async () => {
    const page = await open({ attributes: { game: 'a\u001b[2J\u0007b' } });
    expect(await shadowText(page, '.problem')).toContain('«aU+001B[2JU+0007b»');
  });

  it('recovers when the attribute is fixed', async () => {
    const page = await open({ attributes: { game: 'golf' } });
    await page.evaluate(() =>
      document.querySelector('naipe-table')!.setAttribute('game', 'spider'),
    );
    await page.waitForFunction(
      () =>
        document.querySelector('naipe-table')!.shadowRoot!.querySelectorAll('.card').length === 96,
    );
  });
});

describe('layout', () => {
  it('fits a 360 px phone without sideways scrolling', async () => {
    const page = await open({
      attributes: { game: 'spider', deal: '9' },
      viewport: { width: 360, height: 740 },
    });
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      board: document.querySelector('naipe-table')!.shadowRoot!.querySelector('.board')!
        .scrollWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(360);
    expect(widths.board).toBeLessThanOrEqual(360);
  });
});

describe('statistics', () => {
  const stats = (page: Page, variant: string) =>
    page.evaluate(
      (variant) => JSON.parse(localStorage.getItem('naipe:stats') ?? '{}')[variant],
      variant,
    );
  const setAttribute = async (page: Page, name: string, value: string) => {
    await page.evaluate(
      ([name, value]) => {
        document.querySelector('naipe-table')!.setAttribute(name!, value!);
      },
      [name, value],
    );
    await page.evaluate(() => document.querySelector('naipe-table')!.updateComplete);
  };
  const streakOfThree = `localStorage.setItem('naipe:stats', JSON.stringify({ freecell: {
    played: 3, won: 3, currentStreak: 3, bestStreak: 3, bestTimeMs: 60000, fewestMoves: 90, hintsUsed: 0,
  } }))`;

  it('the dialog writes the win share as each language does', async () => {
    const planted = `localStorage.setItem('naipe:stats', JSON.stringify({ freecell: {
      played: 4, won: 3, currentStreak: 1, bestStreak: 2, bestTimeMs: 60000, fewestMoves: 90, hintsUsed: 0,
    } }))`;
    for (const [locale, label, written] of [
      ['en', 'Win share', '75%'],
      ['pt', 'Porcentagem', '75%'],
      ['es', 'Porcentaje', '75\u00a0%'],
    ] as const) {
      const page = await open({
        attributes: { game: 'freecell', deal: '617', locale },
        before: planted,
        reload: true,
      });
      await page.click('naipe-table button.statistics');
      const row = page.locator('naipe-table dialog.stats[open] tr', { hasText: label });
      expect(await row.locator('td').textContent(), locale).toBe(written);
      await page.keyboard.press('Escape');
    }
  });

  it('a game left after a move for another deal counts as played and lost, once', async () => {
    const page = await open({ attributes: { game: 'freecell', deal: '1' }, before: streakOfThree });
    await page.evaluate(() => {
      const lost: unknown[] = [];
      (window as unknown as { lost: unknown[] }).lost = lost;
      document.addEventListener('naipe-lost', (e) => lost.push((e as CustomEvent).detail));
    });
    await tapFirstMove(page);
    expect(await stats(page, 'freecell')).toMatchObject({ played: 4, won: 3, currentStreak: 3 });

    await setAttribute(page, 'deal', '2');
    expect(await stats(page, 'freecell')).toMatchObject({
      played: 4,
      won: 3,
      currentStreak: 0,
      bestStreak: 3,
    });
    // A deal left without a move was not played.
    await setAttribute(page, 'deal', '3');
    expect(await stats(page, 'freecell')).toMatchObject({ played: 4, currentStreak: 0 });
    // Attributes are the page's doing: no event.
    expect(await page.evaluate(() => (window as unknown as { lost: unknown[] }).lost)).toEqual([]);
  });

  it('a game left for another game stays saved and resumes on coming back', async () => {
    const page = await open({ attributes: { game: 'freecell', deal: '1' }, before: streakOfThree });
    const position = await tapFirstMove(page);
    expect(await stats(page, 'freecell')).toMatchObject({ played: 4, currentStreak: 3 });
    await page.evaluate(() => document.querySelector('naipe-table')!.removeAttribute('deal'));
    await setAttribute(page, 'game', 'klondike');
    expect(await stats(page, 'freecell')).toMatchObject({ played: 4, won: 3, currentStreak: 3 });
    expect(await page.evaluate(() => localStorage.getItem('naipe:game:freecell'))).not.toBeNull();
    // A move in Klondike, then another variant of it: both games stay. Deal 4 has a
    // tap move (the game just dealt is random); without a deal attribute again, each
    // later switch resumes the variant's saved game.
    await setAttribute(page, 'deal', '4');
    const klondikePosition = await tapFirstMove(page);
    await page.evaluate(() => document.querySelector('naipe-table')!.removeAttribute('deal'));
    await setAttribute(page, 'draw', '3');
    await setAttribute(page, 'game', 'freecell');
    expect(await currentPosition(page)).toBe(position);
    expect(await page.evaluate(() => document.querySelector('naipe-table')!.dealNumber)).toBe(1);
    await setAttribute(page, 'draw', '1');
    await setAttribute(page, 'game', 'klondike');
    expect(await currentPosition(page)).toBe(klondikePosition);
    const all = await page.evaluate(() => JSON.parse(localStorage.getItem('naipe:stats')!));
    expect(all.freecell).toMatchObject({ played: 4, won: 3, currentStreak: 3 });
    expect(all['klondike;deck=spanish;draw=1']).toMatchObject({ played: 1, currentStreak: 0 });
    // Asking for another deal of a variant whose game is saved in progress gives it up.
    await page.evaluate(() => {
      const table = document.querySelector('naipe-table')!;
      table.setAttribute('game', 'freecell');
      table.setAttribute('deal', '9');
    });
    await page.evaluate(() => document.querySelector('naipe-table')!.updateComplete);
    expect(await stats(page, 'freecell')).toMatchObject({ played: 4, won: 3, currentStreak: 0 });
    expect(await page.evaluate(() => document.querySelector('naipe-table')!.dealNumber)).toBe(9);
  });

  it('a new deal after a move, or a saved game replaced by another deal, ends the streak', async () => {
    let page = await open({ attributes: { game: 'freecell', deal: '5' }, before: streakOfThree });
    await tapFirstMove(page);
    await page.click('naipe-table .toolbar button:first-of-type');
    await page.click('naipe-table dialog.confirm button[value="yes"]');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.dealNumber !== 5);
    expect(await stats(page, 'freecell')).toMatchObject({ played: 4, currentStreak: 0 });

    // A game in progress is saved; a later visit asking for another deal gives it up.
    page = await open({ attributes: { game: 'freecell', deal: '6' }, before: streakOfThree });
    await tapFirstMove(page);
    page = await open({ attributes: { game: 'freecell', deal: '7' }, keepStorage: true });
    expect(await stats(page, 'freecell')).toMatchObject({ played: 4, won: 3, currentStreak: 0 });
    page = await open({ attributes: { game: 'freecell', deal: '8' }, keepStorage: true });
    expect(await stats(page, 'freecell')).toMatchObject({ played: 4, won: 3, currentStreak: 0 });
  });
});

describe('one game, one result', () => {
  const KLONDIKE = 'klondike;deck=spanish;draw=1';
  const stats = (page: Page) =>
    page.evaluate((v) => JSON.parse(localStorage.getItem('naipe:stats') ?? '{}')[v], KLONDIKE);
  const moves = (page: Page, n: number) =>
    page.waitForFunction((n) => document.querySelector('naipe-table')!.moveCount === n, n);
  /** Taps the king at the top of each of `columns` in turn: each goes home. */
  async function kingsHome(page: Page, columns: number[], from: number) {
    for (const [i, column] of columns.entries()) {
      await page.click(`naipe-table #${await cardId(page, column, 0)}`);
      await moves(page, from + i + 1);
    }
  }
  const keys = async (page: Page, key: string, times: number, after: number) => {
    await page.focus('naipe-table .board');
    for (let i = 0; i < times; i++) await page.keyboard.press(key);
    await moves(page, after);
  };

  it('a win undone and redone, or won again by other moves, counts once', async () => {
    const page = await open({ attributes: { game: 'klondike', position: kingsPosition() } });
    await page.evaluate(() => {
      const w = window as unknown as { heard: string[] };
      w.heard = [];
      for (const name of ['naipe-won', 'naipe-lost'])
        document.addEventListener(name, () => w.heard.push(name));
    });
    await kingsHome(page, [0, 1, 2, 3], 0);
    await page.waitForSelector('naipe-table .won');
    const once = { played: 1, won: 1, currentStreak: 1, bestStreak: 1, fewestMoves: 4 };
    expect(await stats(page)).toMatchObject(once);

    await keys(page, 'Control+z', 1, 3);
    await keys(page, 'Control+y', 1, 4);
    await page.waitForSelector('naipe-table .won');
    expect(await stats(page)).toMatchObject(once);

    // Two kings back, and home again the other way round.
    await keys(page, 'Control+z', 2, 2);
    await kingsHome(page, [3, 2], 2);
    await page.waitForSelector('naipe-table .won');
    expect(await stats(page)).toMatchObject(once);

    // Undone once more and dealt again: no question, no loss, the streak stands.
    await keys(page, 'Control+z', 1, 3);
    await page.click('naipe-table .toolbar button:first-of-type');
    await page.waitForFunction(() => document.querySelector('naipe-table')!.moveCount === 0);
    expect(await page.locator('naipe-table dialog.confirm[open]').count()).toBe(0);
    expect(await stats(page)).toMatchObject(once);
    expect(
      await page.evaluate(() => (window as unknown as { heard: string[] }).heard),
    ).not.toContain('naipe-lost');
  });
});

describe('the options menu', () => {
  it('closes on Escape, back on its button, and on a press outside it', async () => {
    const page = await open({ attributes: { game: 'klondike', deal: '2' } });
    const isOpen = () =>
      page.evaluate(
        () =>
          document
            .querySelector('naipe-table')!
            .shadowRoot!.querySelector<HTMLDetailsElement>('details.options')!.open,
      );
    await page.click('naipe-table details.options summary');
    expect(await isOpen()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isOpen()).toBe(false);
    expect(
      await page.evaluate(
        () => document.querySelector('naipe-table')!.shadowRoot!.activeElement?.tagName,
      ),
    ).toBe('SUMMARY');
    await page.click('naipe-table details.options summary');
    expect(await isOpen()).toBe(true);
    await page.click('naipe-table .statusbar');
    expect(await isOpen()).toBe(false);
  });
});
