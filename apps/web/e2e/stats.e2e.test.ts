/**
 * The statistics page, from statistics a browser already keeps: each row's numbers as its
 * language writes them.
 */
import { describe, expect, it } from 'vitest';
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
});
