/**
 * The board in Chromium at a desktop, a small laptop and a phone, sized as the site
 * embeds it: every card lies inside the board, nothing scrolls, and the top card of
 * every column shows whole, after the deal and after a long column is built.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openTable, startHarness } from './helpers.js';

let harness: Harness;
let shared: Page | undefined;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const GAMES: Record<string, Record<string, string>> = {
  freecell: { game: 'freecell', deal: '989323' },
  'bakers-game': { game: 'bakers-game', deal: '617' },
  australian: { game: 'australian', deal: '5' },
  klondike: { game: 'klondike', draw: '3', deal: '8' },
  spider: { game: 'spider', suits: '4', deal: '3' },
};

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 360, height: 740 },
];

/** The height the site gives the table (apps/web: `min(78vh, 52rem)`), with its page margins. */
const SITE_LIKE = 'naipe-table { --naipe-table-height: min(78vh, 52rem); margin: 0 4px }';

/**
 * Builds, in the page, the game's deal with one column grown to 20 face-up cards on top
 * of its face-down ones (cards come from the stock, then from whole other columns), and
 * returns it in notation.
 */
function longColumnPosition(page: Page): Promise<string> {
  return page.evaluate(() => {
    type Rules = typeof import('@naipe/rules');
    const rules = (window as unknown as { naipeRules: Rules }).naipeRules;
    const table = document.querySelector('naipe-table')!;
    const options: Record<string, unknown> = {};
    for (const name of ['deck', 'draw', 'suits'] as const) {
      const value = table.getAttribute(name);
      if (value !== null) options[name] = name === 'deck' ? value : Number(value);
    }
    const game = rules.unwrap(rules.Game.create(table.game, options));
    const start = rules.unwrap(game.deal(table.deal!));
    const columns = start.columns.map((c) => ({ down: [...c.down], up: [...c.up] }));
    const stock = [...start.stock];
    const sizes = columns.map((c) => c.down.length + c.up.length);
    const long = sizes.indexOf(Math.max(...sizes));
    const grown = columns[long]!;
    while (grown.up.length < 20 && stock.length > 0) grown.up.push(stock.pop()!);
    for (let i = 0; grown.up.length < 20 && i < columns.length; i++) {
      if (i === long) continue;
      grown.up.push(...columns[i]!.down, ...columns[i]!.up);
      columns[i] = { down: [], up: [] };
    }
    const position = rules.unwrap(game.fromSetup({ ...start, columns, stock }));
    return game.makePosition(position);
  });
}

interface Misfit {
  readonly outside: string[];
  readonly hiddenTops: string[];
  readonly scrolls: boolean;
  readonly cards: number;
  /** Whether the faces drawn are compact exactly when the cards are narrower than 56 px. */
  readonly facesFitWidth: boolean;
}

/** Cards whose box leaves the board, column tops that are covered or cut, and scrolling. */
function misfits(page: Page): Promise<Misfit> {
  return page.evaluate(() => {
    const root = document.querySelector('naipe-table')!.shadowRoot!;
    const board = root.querySelector<HTMLElement>('.board')!;
    const area = board.getBoundingClientRect();
    const bottom = area.top + board.clientHeight;
    const right = area.left + board.clientWidth;
    const cards = [...root.querySelectorAll<HTMLElement>('.card')];
    const outside = cards
      .filter((card) => {
        const r = card.getBoundingClientRect();
        return (
          r.left < area.left - 0.5 ||
          r.top < area.top - 0.5 ||
          r.right > right + 0.5 ||
          r.bottom > bottom + 0.5
        );
      })
      .map((card) => card.id);
    const tops = new Map<string, HTMLElement>();
    for (const card of cards) {
      const pile = card.dataset.pile!;
      if (!pile.startsWith('column-')) continue;
      const before = tops.get(pile);
      if (!before || Number(card.dataset.index) > Number(before.dataset.index))
        tops.set(pile, card);
    }
    // Probe the top card's corners (inside its rounded edge) and centre: it must be what is hit.
    const hiddenTops = [...tops.values()]
      .filter((card) => {
        const r = card.getBoundingClientRect();
        const probes = [
          [0.15, 0.1],
          [0.85, 0.1],
          [0.5, 0.5],
          [0.15, 0.9],
          [0.85, 0.9],
        ] as const;
        return probes.some(([fx, fy]) => {
          const x = r.left + r.width * fx;
          const y = r.top + r.height * fy;
          if (y > bottom || x > right) return true;
          return root.elementFromPoint(x, y)?.closest('.card') !== card;
        });
      })
      .map((card) => card.id);
    const faces = [...root.querySelectorAll('.card svg.face')];
    const width = cards[0]!.getBoundingClientRect().width;
    const compact = faces.filter((face) => face.classList.contains('compact')).length;
    return {
      outside,
      hiddenTops,
      scrolls: board.scrollHeight > board.clientHeight + 1,
      cards: cards.length,
      facesFitWidth: faces.length > 0 && compact === (width < 56 ? faces.length : 0),
    };
  });
}

describe('every card fits the board', () => {
  for (const viewport of VIEWPORTS) {
    it(`at ${viewport.width}×${viewport.height}, after the deal and with a long column, in every game`, async () => {
      for (const [name, attributes] of Object.entries(GAMES)) {
        shared = await openTable(
          harness,
          {
            attributes,
            viewport,
            reload: !shared,
            before: `document.head.insertAdjacentHTML('beforeend', '<style>${SITE_LIKE}</style>')`,
          },
          shared,
        );
        const page = shared;
        const dealt = await misfits(page);
        expect(dealt.cards, name).toBeGreaterThan(40);
        expect({ ...dealt, cards: 0 }, `${name} after the deal`).toEqual({
          outside: [],
          hiddenTops: [],
          scrolls: false,
          cards: 0,
          facesFitWidth: true,
        });
        const position = await longColumnPosition(page);
        await page.evaluate((position) => {
          const table = document.querySelector('naipe-table')!;
          table.removeAttribute('deal');
          table.position = position;
        }, position);
        await page.waitForFunction(
          (position) => document.querySelector('naipe-table')!.currentPosition === position,
          position,
        );
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const long = await misfits(page);
        expect({ ...long, cards: 0 }, `${name} with a long column`).toEqual({
          outside: [],
          hiddenTops: [],
          scrolls: false,
          cards: 0,
          facesFitWidth: true,
        });
      }
    });
  }
});
