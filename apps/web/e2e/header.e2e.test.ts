/**
 * The site's header from just above a phone's width to a desktop, in every language: the
 * logo, the sections and the language menu in one row, at 820 px too; the tagline beside
 * them wherever it fits whole, and out of sight where it does not (read by screen readers
 * still, as on a phone), never cut. Narrower, the phone's header is in phone.e2e.test.ts.
 */
import type { Locale } from '@naipe/rules';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedSiteAndBrowser } from './harness.js';
import { rows } from './rows.js';

const stage = servedSiteAndBrowser();
const LOCALES: readonly Locale[] = ['es', 'pt', 'en'];
/** Just above 40rem (the phone's header) to a desktop. */
const WIDTHS = [641, 700, 760, 820, 900, 1024, 1280];
/** Where the tagline has room in every language. */
const ROOMY = 1024;

let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await stage.browsing.context({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
});

type Box = { top: number; bottom: number; left: number; right: number };

interface Header {
  /** The logo, the sections and the language menu. */
  readonly parts: Box[];
  /** The tagline's words, and whether they are drawn whole, not at all, or cut. */
  readonly words: Box;
  readonly tagline: 'whole' | 'hidden' | 'cut';
  readonly height: number;
  readonly pageWidth: number;
}

/** The header as drawn at `width`, once the page has laid itself out. */
async function headerAt(page: Page, width: number): Promise<Header> {
  await page.setViewportSize({ width, height: 900 });
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const box = (element: Element): Box => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    const header = document.querySelector('.site-header')!;
    const parts = ['.logo', 'nav', '.language'].map((s) => box(header.querySelector(s)!));
    // The tagline's box shows what of its words (the element inside it, if any) is drawn.
    const tagline = header.querySelector('.tagline')!;
    const words = box(tagline.firstElementChild ?? tagline);
    const room = box(tagline);
    const roomy = room.right - room.left > 1 && room.bottom - room.top > 1;
    const inside =
      words.top >= room.top - 0.5 &&
      words.bottom <= room.bottom + 0.5 &&
      words.left >= room.left - 0.5 &&
      words.right <= room.right + 0.5;
    const outside =
      words.top >= room.bottom ||
      words.bottom <= room.top ||
      words.left >= room.right ||
      words.right <= room.left;
    return {
      parts,
      words,
      tagline: !roomy || outside ? 'hidden' : inside ? 'whole' : 'cut',
      height: box(header).bottom - box(header).top,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

describe('the site header', () => {
  for (const locale of LOCALES) {
    it(`is one row at 820 px and from 641 to 1280, the tagline whole or unseen, in ${locale}`, async () => {
      await page.goto(new URL(`?lang=${locale}`, stage.site.url).href);
      await page.locator('.site-header nav a').first().waitFor();
      const wide = await headerAt(page, 1280);
      for (const width of WIDTHS) {
        const header = await headerAt(page, width);
        const what = `${locale} at ${width} px: ${JSON.stringify(header)}`;
        const drawn = header.tagline === 'whole' ? [...header.parts, header.words] : header.parts;
        expect.soft(rows(drawn), what).toBe(1);
        expect.soft(header.height, what).toBe(wide.height);
        expect.soft(header.tagline, what).not.toBe('cut');
        if (width >= ROOMY) expect.soft(header.tagline, what).toBe('whole');
        expect.soft(header.pageWidth, what).toBeLessThanOrEqual(width);
      }
    });
  }
});
