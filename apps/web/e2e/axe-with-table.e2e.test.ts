/**
 * axe-core over whole pages with `<naipe-table>` on them: the play page in two games and
 * the embedding example, the table's cards, piles and menus included.
 */
import { expect, it } from 'vitest';
import { axeViolations } from './axe.js';
import { servedSiteAndBrowser, waitForTable } from './harness.js';

const stage = servedSiteAndBrowser();

it('axe-core finds no violations on the play and embedding pages, table included', async () => {
  const context = await stage.browsing.context();
  const page = await context.newPage();
  for (const path of ['?game=freecell&deal=1', '?game=spider&suits=4&deal=3', 'embed.html']) {
    await page.goto(new URL(path, stage.site.url).href);
    await waitForTable(page, (s) => s.position !== undefined, `the table on ${path}`);
    expect(await axeViolations(page), path).toEqual([]);
  }
  await context.close();
});
