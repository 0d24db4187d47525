/**
 * axe-core over whole pages with `<naipe-table>` on them: the play page in two games and
 * the embedding example, the table's cards, piles and menus included.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { axeViolations } from './axe.js';
import { type Browsing, launchChromium, type Site, startSite, waitForTable } from './harness.js';

let site: Site;
let browsing: Browsing;

beforeAll(async () => {
  [site, browsing] = await Promise.all([startSite(), launchChromium()]);
});

afterAll(async () => {
  await browsing?.close();
  await site?.close();
});

it('axe-core finds no violations on the play and embedding pages, table included', async () => {
  const context = await browsing.context();
  const page = await context.newPage();
  for (const path of ['?game=freecell&deal=1', '?game=spider&suits=4&deal=3', 'embed.html']) {
    await page.goto(new URL(path, site.url).href);
    await waitForTable(page, (s) => s.position !== undefined, `the table on ${path}`);
    expect(await axeViolations(page), path).toEqual([]);
  }
  await context.close();
});
