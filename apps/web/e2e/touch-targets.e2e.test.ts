/**
 * The picker under a finger (Chromium's touch emulation, so `(pointer: coarse)`): every
 * button and menu it draws is a target 44 × 44 CSS px at least (WCAG 2.5.5, Apple's
 * guidelines), across and down all of it the control's own: a tap at any of its edges
 * chooses what the button says. On a tablet held sideways, 1024 px wide, the wide picker's rows of
 * buttons; on a phone held upright, 320 px wide, its menus, and nothing wider than the
 * screen.
 */
import type { Locale } from '@naipe/rules';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSiteAndBrowser, waitForTable } from './harness.js';

const stage = servedSiteAndBrowser();
const LOCALES: readonly Locale[] = ['es', 'pt', 'en'];
/** Spider and Klondike have the most options, and the shortest words on their buttons. */
const LINKS = [
  { game: 'spider', query: 'game=spider&deck=spanish&suits=2&deal=3' },
  { game: 'klondike', query: 'game=klondike&deck=french&draw=3&deal=8' },
] as const;
/** 44 CSS px, the smallest target a finger is given. */
const TARGET = 44;

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await stage.browsing.context({ viewport: { width: 1024, height: 768 } });
  page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await page.goto(stage.site.url);
  expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
});
afterAll(async () => {
  await context?.close();
});

interface Target {
  /** The control, as a player reads it. */
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /**
   * Whether a tap at the middle of each edge of its box (1 px in) lands on the control
   * itself: its whole width and height are the control's (its rounded corners are not).
   */
  readonly edgesTap: boolean;
}

interface Picker {
  readonly kind: 'menus' | 'buttons';
  readonly targets: Target[];
  readonly pageWidth: number;
}

/** The picker's controls as drawn, once the page has laid itself out at its width. */
const pickerOf = (page: Page): Promise<Picker> =>
  page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const drawn = [
      ...document.querySelectorAll<HTMLElement>('#play-picker label, #play-picker select'),
    ].filter((element) => element.checkVisibility());
    const targets = drawn.map((control) => {
      // A button's box is its pill, the label's span; a tap on it is a tap on the label.
      const box = (control.querySelector('span') ?? control).getBoundingClientRect();
      const [middleX, middleY] = [box.left + box.width / 2, box.top + box.height / 2];
      const edges = [
        [middleX, box.top + 1],
        [middleX, box.bottom - 1],
        [box.left + 1, middleY],
        [box.right - 1, middleY],
      ] as const;
      return {
        name:
          control.localName === 'select'
            ? (control.getAttribute('name') ?? '')
            : (control.textContent?.trim() ?? ''),
        width: box.width,
        height: box.height,
        edgesTap: edges.every(([x, y]) => control.contains(document.elementFromPoint(x, y))),
      };
    });
    return {
      kind: drawn.some((control) => control.localName === 'select') ? 'menus' : 'buttons',
      targets,
      pageWidth: document.documentElement.scrollWidth,
    };
  });

/** The controls too small for a finger, or not all theirs, with their sizes. */
const tooSmall = (picker: Picker) =>
  picker.targets
    .filter((t) => t.width < TARGET || t.height < TARGET || !t.edgesTap)
    .map(
      (t) =>
        `${t.name}: ${Math.round(t.width)}×${Math.round(t.height)}${t.edgesTap ? '' : ', edges not its own'}`,
    );

describe('the picker under a finger', () => {
  it('gives every button and menu a target of 44 × 44 px, on a tablet and on a phone', async () => {
    const small: Record<string, string[]> = {};
    for (const locale of LOCALES) {
      for (const link of LINKS) {
        await page.setViewportSize({ width: 1024, height: 768 });
        await page.goto(new URL(`?${link.query}&lang=${locale}`, stage.site.url).href);
        await waitForTable(page, (s) => s.game === link.game, `${link.game} in ${locale}`);
        const tablet = await pickerOf(page);
        const what = `${locale}, ${link.game}`;
        // The rows of buttons: the five games and each of the game's options' values.
        expect.soft(tablet.kind, `${what}, 1024 px`).toBe('buttons');
        expect.soft(tablet.targets.length, `${what}, 1024 px`).toBeGreaterThan(5);
        small[`${what}, 1024 px`] = tooSmall(tablet);

        await page.setViewportSize({ width: 320, height: 640 });
        const phone = await pickerOf(page);
        expect.soft(phone.kind, `${what}, 320 px`).toBe('menus');
        expect.soft(phone.pageWidth, `${what}, 320 px`).toBeLessThanOrEqual(320);
        small[`${what}, 320 px`] = tooSmall(phone);
      }
    }
    // Every language, game and width in one list, so that a failure shows them all.
    expect(Object.entries(small).filter(([, controls]) => controls.length > 0)).toEqual([]);
  });
});
