/**
 * The rules page and the table agree where a player compares them: the buttons the rules
 * name are the buttons the table shows, in each language. And the footer's link to the
 * embedding page speaks the page's language.
 */
import { LOCALES } from '@naipe/rules';
import { CATALOGUES } from '@naipe/table';
import { describe, expect, it } from 'vitest';
import { SITE_MESSAGES } from '../src/i18n.js';
import { RULES } from '../src/rules/book.js';
import { freshPage, servedSiteAndBrowser, waitForTable } from './harness.js';

const stage = servedSiteAndBrowser();

describe('the rules page beside the table', () => {
  it.each(LOCALES)('names the buttons the table shows, in %s', async (locale) => {
    const page = await freshPage(stage, `?view=rules&game=klondike&lang=${locale}`);
    await waitForTable(page, (s) => s.game === 'klondike', 'the table');
    const rules = (await page.locator('article.rules').textContent()) ?? '';
    const quote = (name: string) => (locale === 'en' ? `“${name}”` : `«${name}»`);
    for (const button of ['new-deal', 'undo', 'redo', 'hint']) {
      const label = (await page.locator(`naipe-table button.${button}`).textContent())?.trim();
      expect(label, button).toBeTruthy();
      expect(rules, button).toContain(quote(label!));
    }
    await page.context().close();
  });

  it('gives the footer link to the embedding page in the language of the page', async () => {
    const page = await freshPage(stage, '?view=rules&game=spider&lang=es');
    const link = page.locator('footer a[href="embed.html"]');
    await expect.poll(() => link.textContent()).toBe(SITE_MESSAGES.es.embedLink);
    expect(await link.getAttribute('hreflang')).toBe('en');
    for (const locale of ['en', 'pt'] as const) {
      await page.locator('header select').selectOption(locale);
      await expect.poll(() => link.textContent()).toBe(SITE_MESSAGES[locale].embedLink);
    }
    await page.context().close();
  });

  it.each(LOCALES)(
    'sends no card to a foundation by a tap in Spider, which has none, in %s',
    async (locale) => {
      const page = await freshPage(stage, `?view=rules&game=spider&lang=${locale}`);
      const foundation = CATALOGUES[locale].foundation.split(' ')[0]!.toLowerCase();
      const atTheTable = (heading: string) =>
        page
          .locator('article.rules section')
          .filter({ has: page.getByRole('heading', { name: heading }) });
      const heading = RULES[locale].shared[0]!.heading;
      const spider = (await atTheTable(heading).textContent())!.toLowerCase();
      expect(spider).toContain(RULES[locale].games.spider.tap.toLowerCase());
      expect(spider).not.toContain(foundation);
      await page.goto(new URL(`?view=rules&game=klondike&lang=${locale}`, stage.site.url).href);
      const klondike = (await atTheTable(heading).textContent())!.toLowerCase();
      expect(klondike).toContain(RULES[locale].games.klondike.tap.toLowerCase());
      expect(klondike).toContain(foundation);
      await page.context().close();
    },
  );
});
