/**
 * The statistics page, from statistics a browser already keeps: each row's numbers as its
 * language writes them; on a phone, the table cut at the screen's edge says so by a
 * shadow on the edge where more of it lies, and is reached and scrolled by the keyboard.
 */

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SITE_MESSAGES } from '../src/i18n.js';
import { freshPage, servedSiteAndBrowser } from './harness.js';

const stage = servedSiteAndBrowser();

/** Four games of FreeCell, three of them won, as the table keeps them. */
const KEPT = {
  freecell: {
    played: 4,
    won: 3,
    currentStreak: 1,
    bestStreak: 2,
    bestTimeMs: 60_000,
    fewestMoves: 90,
    hintsUsed: 0,
  },
};

describe('the statistics page', () => {
  it('writes the win share as each language does', async () => {
    const page = await freshPage(stage, '?view=stats');
    await page.evaluate((kept) => localStorage.setItem('naipe:stats', kept), JSON.stringify(KEPT));
    for (const [locale, written] of [
      ['en', '75%'],
      ['pt', '75%'],
      ['es', '75\u00a0%'],
    ] as const) {
      await page.goto(new URL(`?view=stats&lang=${locale}`, stage.site.url).href);
      const cells = page.locator('table.stats tr[data-variant="freecell"] td');
      // Played, won, share.
      expect(await cells.nth(2).textContent(), locale).toBe(written);
    }
    await page.context().close();
  });

  it('shows that the table scrolls, where it does, on a 375 px phone', async () => {
    const context = await stage.browsing.context({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(new URL('?view=stats&lang=es', stage.site.url).href);
    await page.evaluate((kept) => localStorage.setItem('naipe:stats', kept), JSON.stringify(KEPT));
    await page.reload();
    const region = page.getByRole('region', { name: SITE_MESSAGES.es.statsTitle });
    const frame = page.locator('.scroll-frame');

    // 4 of 9 columns in sight: a shadow on the right edge, none on the left.
    await page.locator('.scroll-frame[data-overflow="end"]').waitFor();
    expect(await cues(page)).toEqual({ start: false, end: true, overflows: true });
    // A stop for Tab, named, and scrolled by the arrow keys.
    expect(await region.getAttribute('tabindex')).toBe('0');
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.locator('.scroll-frame[data-overflow="both"]').waitFor();
    expect(await cues(page)).toEqual({ start: true, end: true, overflows: true });
    await region.evaluate((box) => {
      box.scrollLeft = box.scrollWidth;
    });
    await page.locator('.scroll-frame[data-overflow="start"]').waitFor();
    expect(await cues(page)).toEqual({ start: true, end: false, overflows: true });

    // In type small enough for the whole table to fit, nothing to show, and no stop for Tab.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '7px';
    });
    await page.locator('.scroll-frame[data-overflow="none"]').waitFor();
    expect(await cues(page)).toEqual({ start: false, end: false, overflows: false });
    expect(await region.getAttribute('tabindex')).toBeNull();
    expect(await frame.count()).toBe(1);
    await context.close();
  });
});

/** Whether the shadow at each edge of the statistics is drawn, and whether the table is wider than its box. */
function cues(page: Page) {
  return page.evaluate(() => {
    const frame = document.querySelector('.scroll-frame')!;
    const box = frame.querySelector('.scroll')!;
    const drawn = (pseudo: string) => {
      const style = getComputedStyle(frame, pseudo);
      return (
        style.display !== 'none' &&
        style.backgroundImage.includes('gradient') &&
        Number.parseFloat(style.width) > 0
      );
    };
    return {
      start: drawn('::before'),
      end: drawn('::after'),
      overflows: box.scrollWidth > box.clientWidth,
    };
  });
}
