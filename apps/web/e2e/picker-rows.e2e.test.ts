/**
 * The site's picker from 320 to 1280 px wide, in every language: the wide picker, rows of
 * buttons, only where the games fit in one row and every game's options in one row under
 * them; elsewhere the compact picker, one row of two menus. Which of the two shows
 * depends on the width alone, never on the game chosen, the player's focus follows the
 * choice from one to the other, and the window hears no error as the picker turns.
 */
import type { Locale } from '@naipe/rules';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPage, servedSiteAndBrowser, waitForTable } from './harness.js';
import { rows } from './rows.js';

const stage = servedSiteAndBrowser();
const LOCALES: readonly Locale[] = ['es', 'pt', 'en'];
/** Spider and Klondike have the most options, FreeCell none. */
const LINKS = [
  { game: 'spider', query: 'game=spider&deck=spanish&suits=2&deal=3', options: true },
  { game: 'klondike', query: 'game=klondike&deck=french&draw=3&deal=8', options: true },
  { game: 'freecell', query: 'game=freecell&deal=1', options: false },
] as const;
/** A phone held upright, then from just above 40rem (the phone's picker) to a desktop. */
const WIDTHS = [320, 641, 700, 760, 820, 900, 1024, 1280];

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await stage.browsing.context({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  // The error events the window hears, which error trackers report.
  await page.addInitScript(() => {
    const heard: string[] = [];
    Object.assign(window, { heard });
    addEventListener('error', (event) => heard.push(event.message));
  });
});
afterAll(async () => {
  await context?.close();
});

type Box = { top: number; bottom: number };

interface Shape {
  /** Which picker is drawn: the menus, or the rows of buttons. */
  readonly kind: 'menus' | 'buttons';
  readonly all: Box[];
  /** The game's controls (its buttons, or its menu) and the options' (or the variant's menu). */
  readonly games: Box[];
  readonly options: Box[];
  /** Whether every menu drawn shows its choice whole. */
  readonly menusWhole: boolean;
  readonly pageWidth: number;
}

/** The picker as drawn, once the page has laid itself out at its new width. */
const shapeOf = (page: Page): Promise<Shape> =>
  page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const drawn = (selector: string) =>
      [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility());
    const boxes = (selector: string) =>
      drawn(selector).map((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return { top, bottom };
      });
    const menus = drawn('#play-picker select') as HTMLSelectElement[];
    return {
      kind: menus.length > 0 ? 'menus' : 'buttons',
      all: boxes('#play-picker label, #play-picker select'),
      games: boxes('#play-picker fieldset.games label, #play-picker select[name=game-menu]'),
      options: boxes('#play-picker fieldset.option label, #play-picker select[name=variant-menu]'),
      menusWhole: menus.every((menu) => menu.scrollWidth <= menu.clientWidth),
      pageWidth: document.documentElement.scrollWidth,
    };
  });

const plural = (n: number) => `${n} row${n === 1 ? '' : 's'}`;

/**
 * The picker in words: "menus, 1 row", or "buttons, 2 rows: games 1, options 1", where
 * the rows of the whole add up to the games' and the options' only if none is shared.
 */
const described = (shape: Shape) =>
  shape.kind === 'menus'
    ? `menus, ${plural(rows(shape.all))}`
    : `buttons, ${plural(rows(shape.all))}: games ${rows(shape.games)}, options ${rows(shape.options)}`;

/** What a player should see: one row of menus, or the games in a row and the options in one under it. */
const wanted = (shape: Shape, options: boolean) =>
  shape.kind === 'menus'
    ? 'menus, 1 row'
    : `buttons, ${plural(options ? 2 : 1)}: games 1, options ${options ? 1 : 0}`;

describe('the picker from 320 to 1280 px wide', () => {
  // Before, the wide picker showed from 641 px up whatever the room: its games wrapped
  // onto two rows up to 760 px in Spanish and Portuguese and 700 px in English (Spanish
  // at 700 px: four games in a row, Spider alone under them), and from 1024 px the
  // options began beside the games and ended under them (Spanish at 1280 px: the deck
  // beside the games, the number of suits below).
  it('draws the menus in one row, or the games in one row and the options in one under it', async () => {
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    const kinds: Record<string, string[]> = {};
    const errors: string[] = [];
    for (const locale of LOCALES) {
      for (const link of LINKS) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(new URL(`?${link.query}&lang=${locale}`, stage.site.url).href);
        await waitForTable(page, (s) => s.game === link.game, `${link.game} in ${locale}`);
        for (const width of WIDTHS) {
          // Resized with the page open, as a window is, or a page zoomed in.
          await page.setViewportSize({ width, height: 900 });
          const shape = await shapeOf(page);
          const what = `${width} px, ${locale}, ${link.game}`;
          seen[what] = described(shape);
          expected[what] = wanted(shape, link.options);
          const at = `${width} px, ${locale}`;
          kinds[at] = [...new Set([...(kinds[at] ?? []), shape.kind])];
          expect.soft(shape.pageWidth, what).toBeLessThanOrEqual(width);
          expect.soft(shape.menusWhole, `${what}: the menus show their choice whole`).toBe(true);
          // A phone's picker at 40rem and below, the wide one on a desktop.
          if (width <= 640) expect.soft(shape.kind, what).toBe('menus');
          if (width === 1280) expect.soft(shape.kind, what).toBe('buttons');
        }
        const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
        errors.push(...heard.map((message) => `${locale}, ${link.game}: ${message}`));
      }
    }
    // Every width, language and game in one list, so that a failure shows them all.
    expect(seen).toEqual(expected);
    // The same picker at a width whatever the game: choosing one never redraws the picker.
    const mixed = Object.entries(kinds).filter(([, seenThere]) => seenThere.length > 1);
    expect(mixed.map(([what]) => what)).toEqual([]);
    // Turning wide or compact resizes nothing watched ("ResizeObserver loop completed with
    // undelivered notifications" were heard at every turn, when the picker was watched).
    expect(errors).toEqual([]);
  });
});

describe('the picker as the page narrows and widens', () => {
  it('keeps the focus on the choice, and a name for each control', async () => {
    // A fresh context, 1280 px wide: no options remembered from the games above.
    const page = await freshPage(stage, '?game=klondike&deck=french&draw=3&lang=es');
    await waitForTable(page, (s) => s.game === 'klondike', 'Klondike');
    const games = page.getByRole('group', { name: 'Elige un juego', exact: true });
    await expect.poll(() => games.isVisible()).toBe(true);
    await games.getByRole('radio', { name: 'Solitario clásico', exact: true }).focus();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | HTMLSelectElement | null;
        return element ? `${element.localName}[name=${element.name}] ${element.value}` : null;
      });

    // Narrower than the wide picker: its menus, each named, the focus on the game's.
    await page.setViewportSize({ width: 700, height: 900 });
    const gameMenu = page.getByRole('combobox', { name: 'Elige un juego', exact: true });
    const variantMenu = page.getByRole('combobox', { name: 'Variante', exact: true });
    await expect.poll(() => gameMenu.isVisible()).toBe(true);
    expect(await variantMenu.isVisible()).toBe(true);
    expect(await games.isVisible()).toBe(false);
    expect(await focused()).toBe('select[name=game-menu] klondike');

    // The keys choose from the menu; wide again, the focus is on the game chosen.
    await page.keyboard.press('ArrowDown');
    await waitForTable(page, (s) => s.game === 'spider', 'Spider, from the menu');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => games.isVisible()).toBe(true);
    expect(await gameMenu.isVisible()).toBe(false);
    expect(await focused()).toBe('input[name=game] spider');
    const suits = page.getByRole('group', { name: 'Palos', exact: true });
    expect(await suits.getByRole('radio', { checked: true }).getAttribute('value')).toBe('1');

    // From an option to the variant's menu and back.
    await suits.getByRole('radio', { name: '1 palo', exact: true }).focus();
    await page.setViewportSize({ width: 760, height: 900 });
    await expect.poll(focused).toBe('select[name=variant-menu] Española · 1 palo');
    // Back to the first option's choice, where the options start.
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect.poll(focused).toBe('input[name=deck] spanish');
    await page.context().close();
  });
});
