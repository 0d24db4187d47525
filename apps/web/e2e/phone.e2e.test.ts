/**
 * The play page on a phone, 360×740 with touch emulation (buttons as big as under a
 * finger), in every game and language: the header, the picker and the table's toolbar
 * take one row each, the picker shows what is chosen, the cards start in the top third
 * of the screen, the whole table fits on it, and nothing is wider than the screen; and
 * from 480 px to 1024 px wide the toolbar keeps to one row, with every button it can show.
 */
import { card, GAMES, Game, type GameId, type Locale, unwrap } from '@naipe/rules';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSiteAndBrowser, waitForTable } from './harness.js';
import { rows } from './rows.js';

const stage = servedSiteAndBrowser();
const PHONE = { width: 360, height: 740 };

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await stage.browsing.context({ viewport: PHONE });
  page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
});
afterAll(async () => {
  await context?.close();
});

/** Each game with the options its link names, and the variant the picker then shows. */
const CHOICES: readonly {
  game: GameId;
  query: string;
  variant: Readonly<Record<Locale, string>> | null;
}[] = [
  { game: 'freecell', query: 'game=freecell&deal=1', variant: null },
  { game: 'bakers-game', query: 'game=bakers-game&deal=617', variant: null },
  { game: 'australian', query: 'game=australian&deal=5', variant: null },
  {
    game: 'klondike',
    query: 'game=klondike&deck=french&draw=3&deal=8',
    variant: { es: 'Francesa · de 3 en 3', pt: 'Francês · de 3 em 3', en: 'French · 3 at a time' },
  },
  {
    game: 'spider',
    query: 'game=spider&deck=spanish&suits=2&deal=3',
    variant: { es: 'Española · 2 palos', pt: 'Espanhol · 2 naipes', en: 'Spanish · 2 suits' },
  },
];
const LOCALES: readonly Locale[] = ['es', 'pt', 'en'];

type Box = { top: number; bottom: number; left: number; right: number };

interface Measures {
  readonly header: Box[];
  readonly picker: Box[];
  readonly toolbar: Box[];
  /** What each menu of the picker shows, and whether it shows it whole. */
  readonly menus: { shown: string; whole: boolean }[];
  readonly gameChosen: string | null;
  readonly firstCardTop: number;
  readonly tableBottom: number;
  readonly pageWidth: number;
  /** Elements drawn (the table's shadow DOM too) whose box leaves the screen sideways. */
  readonly wider: string[];
}

function measure(page: Page): Promise<Measures> {
  return page.evaluate(async () => {
    const table = document.querySelector('naipe-table')!;
    const root = table.shadowRoot!;
    // Settled: the board measured after the last render, and laid out again from it.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await table.updateComplete;
    const box = (element: Element): Box => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    const drawn = (elements: Iterable<Element>) =>
      [...elements].filter((element) => element.checkVisibility());
    const selects = drawn(document.querySelectorAll<HTMLSelectElement>('#play-picker select'));
    const all = [
      ...drawn(document.body.querySelectorAll('*')),
      ...drawn(root.querySelectorAll('*')),
    ];
    return {
      header: drawn(
        document.querySelectorAll('.site-header .logo, .site-header nav, .language'),
      ).map(box),
      picker: drawn(document.querySelectorAll('#play-picker label, #play-picker select')).map(box),
      toolbar: drawn(root.querySelectorAll('.toolbar > button, .toolbar summary')).map(box),
      menus: (selects as HTMLSelectElement[]).map((s) => ({
        shown: s.selectedOptions[0]?.textContent ?? '',
        whole: s.scrollWidth <= s.clientWidth,
      })),
      gameChosen:
        document.querySelector<HTMLSelectElement>('#play-picker select[name=game-menu]')?.value ??
        null,
      firstCardTop: Math.min(...[...root.querySelectorAll('.card')].map((c) => box(c).top)),
      tableBottom: box(table).bottom,
      pageWidth: document.documentElement.scrollWidth,
      wider: all
        .filter((element) => {
          const { left, right } = box(element);
          return left < -0.5 || right > innerWidth + 0.5;
        })
        .map((element) => `${element.localName}.${element.getAttribute('class')}`),
    };
  });
}

/** Opens `choice`'s link in `locale` and measures the page once its cards are dealt. */
async function measureDealt(
  page: Page,
  choice: (typeof CHOICES)[number],
  locale: Locale,
): Promise<Measures> {
  await page.goto(new URL(`?${choice.query}&lang=${locale}`, stage.site.url).href);
  await waitForTable(
    page,
    (s) => s.game === choice.game && s.position !== undefined,
    `${choice.game} dealt`,
  );
  await page.locator('naipe-table .card').first().waitFor();
  return measure(page);
}

/** Whether the boxes overlap one another vertically: they lie in one row. */
const oneRow = (boxes: Box[]) =>
  boxes.length > 0 &&
  Math.max(...boxes.map((b) => b.top)) < Math.min(...boxes.map((b) => b.bottom));

/**
 * Klondike (French, three at a time) at its end, the four kings alone on the table: the
 * toolbar at its fullest, Finish and Play to the end both in it where it is wide.
 */
function kingsPosition(): string {
  const game = unwrap(Game.create('klondike', { deck: 'french', draw: 3 }));
  const kings = [0, 1, 2, 3].map((suit) => ({ down: [], up: [card(suit, 13)] }));
  const empty = Array.from({ length: 3 }, () => ({ down: [], up: [] }));
  const setup = {
    columns: [...kings, ...empty],
    cells: [],
    foundations: [12, 12, 12, 12],
    stock: [],
    waste: [],
    completed: [],
  };
  return game.makePosition(unwrap(game.fromSetup(setup)));
}

describe('the play page on a 360×740 phone', () => {
  for (const locale of LOCALES) {
    it(`puts header, picker and toolbar in a row each, the cards high, in every game, in ${locale}`, async () => {
      for (const choice of CHOICES) {
        const m = await measureDealt(page, choice, locale);
        // Soft: a failure names every band out of place, in every game.
        const what = `${choice.game} in ${locale}`;
        expect.soft(oneRow(m.header), `${what}: header ${JSON.stringify(m.header)}`).toBe(true);
        expect.soft(oneRow(m.picker), `${what}: picker ${JSON.stringify(m.picker)}`).toBe(true);
        expect.soft(oneRow(m.toolbar), `${what}: toolbar ${JSON.stringify(m.toolbar)}`).toBe(true);
        // The picker shows, whole, the game and the variant on the table.
        expect.soft(m.gameChosen, what).toBe(choice.game);
        const shown = [
          GAMES[choice.game].names[locale],
          ...(choice.variant ? [choice.variant[locale]] : []),
        ];
        expect.soft(m.menus, what).toEqual(shown.map((words) => ({ shown: words, whole: true })));
        // Three one-row bands of 44 px touch targets with their padding (about 50 px
        // each, 170 px with the page's margins) come before the board: the first card
        // lies in the top third of the screen (FreeCell's and Baker's Game's first row
        // is empty cells, so their first card lies one card lower). Before, the bands
        // took up to eight rows and the cards began 285 to 385 px down.
        expect.soft(m.firstCardTop, what).toBeLessThan(PHONE.height / 3);
        // So the whole table, its status bar too, is on the screen without scrolling.
        expect.soft(m.tableBottom, what).toBeLessThanOrEqual(PHONE.height);
        expect.soft(m.pageWidth, what).toBeLessThanOrEqual(PHONE.width);
        expect.soft(m.wider, what).toEqual([]);
      }
    });
  }
});

describe('the play page from 480 to 1024 px wide', () => {
  // Wider than a phone held upright, the wide toolbar's buttons may not fit in a row: the
  // table keeps its phone toolbar up to 40rem, as the site its phone picker, and beyond
  // that wherever the wide toolbar would wrap (the table's own width against what the
  // wide toolbar needs in its language). Counted with the toolbar at its fullest, Finish
  // and Play to the end in it where it is wide. Before, it took two or three rows from
  // 481 to 640 px (Spanish at 560 px: three), and two from 641 px up to about 950 px in
  // Spanish, 860 in Portuguese and 770 in English.
  const WIDTHS = [480, 560, 640, 641, 700, 760, 820, 900, 1024];
  it('keeps the toolbar in one row, with every button it can show, in every language', async () => {
    const choice = CHOICES.find((c) => c.game === 'klondike')!;
    const kings = kingsPosition();
    const rowsAt: Record<string, number> = {};
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: PHONE.height });
      for (const locale of LOCALES) {
        await measureDealt(page, choice, locale);
        await page
          .locator('naipe-table')
          .evaluate((table: HTMLElementTagNameMap['naipe-table'], position) => {
            table.position = position;
          }, kings);
        // The solver's line found, so Play to the end is there (in the menu on a phone).
        await waitForTable(
          page,
          (s) => s.position === kings && s.status === 'winnable',
          'the four kings, winnable',
        );
        const m = await measure(page);
        const what = `${width} px in ${locale}`;
        rowsAt[what] = rows(m.toolbar);
        expect.soft(m.pageWidth, what).toBeLessThanOrEqual(width);
        const buttons = await page.evaluate(() =>
          [
            ...document
              .querySelector('naipe-table')!
              .shadowRoot!.querySelectorAll('.toolbar > button'),
          ]
            .filter((button) => button.checkVisibility())
            .map((button) => button.className),
        );
        // The phone's toolbar up to 40rem; at 1024 px the wide one, every button in it.
        if (width <= 640) expect.soft(buttons, what).not.toContain('statistics');
        if (width === 1024) {
          const wide = ['new-deal', 'undo', 'redo', 'hint', 'finish', 'play-to-end', 'statistics'];
          expect.soft(buttons, what).toEqual(wide);
        }
        if (width > 640) continue;
        // The phone's picker, up to 40rem.
        expect.soft(oneRow(m.picker), `${what}: picker ${JSON.stringify(m.picker)}`).toBe(true);
        // Where a select cannot be sized to its choice (styles.css), it is sized from this.
        const lengths = await page.$$eval('#play-picker select', (selects) =>
          selects.map((s) => [
            (s as HTMLSelectElement).style.getPropertyValue('--shown'),
            (s as HTMLSelectElement).selectedOptions[0]!.text.length,
          ]),
        );
        expect.soft(lengths, what).toEqual(lengths.map(([, n]) => [String(n), n]));
      }
    }
    await page.setViewportSize(PHONE);
    // Every width and language in one list, so a failure shows each row count.
    expect(rowsAt).toEqual(Object.fromEntries(Object.keys(rowsAt).map((what) => [what, 1])));
  });
});

describe("the phone's picker", () => {
  it('switches the game and its variant from its two menus', async () => {
    // A fresh context: no options remembered from the games above.
    const context = await stage.browsing.context({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(new URL('?game=klondike&deck=spanish&draw=1&lang=es', stage.site.url).href);
    await waitForTable(page, (s) => s.game === 'klondike', 'Klondike on the table');
    const gameMenu = page.getByRole('combobox', { name: 'Elige un juego', exact: true });
    const variantMenu = page.getByRole('combobox', { name: 'Variante', exact: true });
    const tableOptions = () =>
      page.locator('naipe-table').evaluate((t: HTMLElementTagNameMap['naipe-table']) => ({
        game: t.game,
        deck: t.deck,
        draw: t.draw,
        suits: t.suits,
      }));

    await variantMenu.selectOption({ label: 'Francesa · de 3 en 3' });
    await page.waitForFunction(() => document.querySelector('naipe-table')!.draw === 3);
    expect(await tableOptions()).toMatchObject({ game: 'klondike', deck: 'french', draw: 3 });

    await gameMenu.selectOption({ label: 'Spider' });
    await waitForTable(page, (s) => s.game === 'spider', 'Spider on the table');
    expect(await variantMenu.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text)).toBe(
      'Española · 1 palo',
    );
    await variantMenu.selectOption({ label: 'Francesa · 4 palos' });
    await page.waitForFunction(() => document.querySelector('naipe-table')!.suits === 4);
    expect(await tableOptions()).toMatchObject({ game: 'spider', deck: 'french', suits: 4 });

    // Each game keeps the variant chosen for it last.
    await gameMenu.selectOption({ label: 'Solitario clásico' });
    await waitForTable(page, (s) => s.game === 'klondike', 'Klondike back on the table');
    expect(await tableOptions()).toMatchObject({ deck: 'french', draw: 3 });
    expect(await variantMenu.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text)).toBe(
      'Francesa · de 3 en 3',
    );
    expect(new URL(page.url()).searchParams.get('game')).toBe('klondike');
    await context.close();
  });
});
