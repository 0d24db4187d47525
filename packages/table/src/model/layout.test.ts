import { Game, unwrap } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import {
  COMPACT_CARD_WIDTH,
  columnSteps,
  faceUpSteps,
  layoutBoard,
  pickDropTarget,
  uncoveredRect,
} from './layout.js';
import { pileId } from './piles.js';

const game = (id: string, options = {}) => unwrap(Game.create(id, options));

function layout(id: string, width: number, height: number, options = {}) {
  const g = game(id, options);
  return layoutBoard({
    variant: g.variant,
    position: unwrap(g.deal(7)),
    width,
    height,
    maxCardWidth: 110,
  });
}

describe('layoutBoard', () => {
  it('places every card of the game exactly once, with unique keys', () => {
    for (const [id, count] of [
      ['freecell', 52],
      ['klondike', 48],
      ['spider', 96],
      ['australian', 52],
    ] as const) {
      const l = layout(id, 1000, 700);
      expect(l.cards).toHaveLength(count);
      expect(new Set(l.cards.map((c) => c.key)).size).toBe(count);
    }
  });

  it('fits the columns across a 360 px phone', () => {
    for (const id of ['freecell', 'klondike', 'spider']) {
      const l = layout(id, 360, 640);
      const right = Math.max(...l.piles.map((p) => p.x + p.width));
      expect(right, id).toBeLessThanOrEqual(360);
      expect(l.cardWidth, id).toBeGreaterThan(25);
    }
  });

  it('never grows cards beyond the largest width', () => {
    expect(layout('klondike', 3000, 2000).cardWidth).toBe(110);
  });

  it('lays the top row out per game: cells then foundations, stock then waste', () => {
    const freecell = layout('freecell', 1000, 700);
    const ids = freecell.piles.filter((p) => p.y === freecell.piles[0]!.y).map((p) => p.id);
    expect(ids).toEqual([
      'cell-0',
      'cell-1',
      'cell-2',
      'cell-3',
      'foundation-0',
      'foundation-1',
      'foundation-2',
      'foundation-3',
    ]);
    const klondike = layout('klondike', 1000, 700);
    expect(klondike.piles.slice(0, 2).map((p) => p.id)).toEqual(['stock', 'waste']);
  });

  it('keeps an empty draw-three waste one whole card wide', () => {
    const l = layout('klondike', 1000, 700, { draw: 3 });
    const waste = l.piles.find((p) => p.id === 'waste')!;
    expect(waste.size).toBe(0);
    expect(waste.width).toBeCloseTo(l.cardWidth);
  });

  it('shows face-down cards face down and the rest face up', () => {
    const l = layout('klondike', 1000, 700);
    const column = l.cards.filter((c) => pileId(c.pile) === 'column-6');
    expect(column.map((c) => c.faceUp)).toEqual([false, false, false, false, false, false, true]);
    expect(l.cards.filter((c) => c.pile.kind === 'stock').every((c) => !c.faceUp)).toBe(true);
  });
});

/** Every card's box inside the board, each column's cards in order with the top one whole. */
function expectFits(l: ReturnType<typeof layoutBoard>, width: number, height: number) {
  expect(l.height).toBeLessThanOrEqual(height + 1e-6);
  expect(l.width).toBeLessThanOrEqual(width + 1e-6);
  for (const c of l.cards) {
    expect(c.x).toBeGreaterThanOrEqual(0);
    expect(c.y).toBeGreaterThanOrEqual(0);
    expect(c.x + l.cardWidth).toBeLessThanOrEqual(width + 1e-6);
    expect(c.y + l.cardHeight).toBeLessThanOrEqual(height + 1e-6);
  }
}

/** Deal 3 with its longest column grown by `extra` face-up cards from the others. */
function grown(id: string, options: object, extra: number) {
  const g = game(id, options);
  const start = unwrap(g.deal(3));
  const columns = start.columns.map((c) => ({ down: [...c.down], up: [...c.up] }));
  const stock = [...start.stock];
  const long = columns.reduce(
    (best, c, i) => (c.down.length > columns[best]!.down.length ? i : best),
    0,
  );
  const target = columns[long]!;
  const want = target.up.length + extra;
  while (target.up.length < want && stock.length > 0) target.up.push(stock.pop()!);
  for (let i = 0; target.up.length < want && i < columns.length; i++) {
    if (i === long) continue;
    target.up.push(...columns[i]!.down, ...columns[i]!.up);
    columns[i] = { down: [], up: [] };
  }
  return { variant: g.variant, position: unwrap(g.fromSetup({ ...start, columns, stock })) };
}

describe('long columns', () => {
  const sizes = [
    [1120, 464],
    [1000, 430],
    [352, 520],
    [1900, 900],
  ] as const;
  const games = [
    ['freecell', {}],
    ['bakers-game', {}],
    ['australian', {}],
    ['klondike', { draw: 3 }],
    ['spider', { suits: 4 }],
    ['spider', { deck: 'french', suits: 1 }],
  ] as const;

  it('fit the board after the deal and when a column has grown by 20 cards', () => {
    for (const [id, options] of games) {
      for (const extra of [0, 8, 20]) {
        const { variant, position } = grown(id, options, extra);
        for (const [width, height] of sizes) {
          const l = layoutBoard({ variant, position, width, height, maxCardWidth: 110 });
          expectFits(l, width, height);
        }
      }
    }
  });

  it('compress their steps before the cards shrink', () => {
    const { variant, position } = grown('freecell', {}, 0);
    const roomy = layoutBoard({ variant, position, width: 1120, height: 900, maxCardWidth: 110 });
    const tight = layoutBoard({ variant, position, width: 1120, height: 560, maxCardWidth: 110 });
    expect(tight.cardWidth).toBe(roomy.cardWidth);
    const step = (l: typeof roomy) => {
      const column = l.cards.filter((c) => pileId(c.pile) === 'column-0');
      return column[1]!.y - column[0]!.y;
    };
    expect(step(tight)).toBeLessThan(step(roomy));
  });

  it('make the cards narrower only once the steps are at their least', () => {
    const deal = grown('freecell', {}, 0);
    const long = grown('freecell', {}, 12);
    const at = (g: typeof deal) =>
      layoutBoard({ ...g, width: 1120, height: 464, maxCardWidth: 110 });
    expect(at(long).cardWidth).toBeLessThan(at(deal).cardWidth);
    const column = at(long).cards.filter((c) => pileId(c.pile) === 'column-0' && c.faceUp);
    const least = faceUpSteps('french', at(long).compact).least;
    expect(column[1]!.y - column[0]!.y).toBeCloseTo(at(long).cardHeight * least);
  });

  it('keep a whole corner index visible, the bigger index of compact faces too', () => {
    for (const [id, options] of games) {
      for (const extra of [0, 8, 20]) {
        const { variant, position } = grown(id, options, extra);
        for (const [width, height] of sizes) {
          const l = layoutBoard({ variant, position, width, height, maxCardWidth: 110 });
          const least = faceUpSteps(variant.deck.id, l.compact).least * l.cardHeight;
          for (const c of l.cards) {
            if (c.pile.kind !== 'column' || !c.faceUp) continue;
            const next = l.cards.find(
              (n) => pileId(n.pile) === pileId(c.pile) && n.index === c.index + 1,
            );
            if (next)
              expect(next.y - c.y, `${id} ${width}×${height}`).toBeGreaterThanOrEqual(least - 1e-9);
          }
        }
      }
    }
  });
});

describe('compact faces', () => {
  it('are for cards narrower than COMPACT_CARD_WIDTH: Spider on a phone, not on a desktop', () => {
    const phone = layout('spider', 360, 640);
    expect(phone.cardWidth).toBeLessThan(COMPACT_CARD_WIDTH);
    expect(phone.compact).toBe(true);
    const desktop = layout('spider', 1280, 800);
    expect(desktop.cardWidth).toBeGreaterThanOrEqual(COMPACT_CARD_WIDTH);
    expect(desktop.compact).toBe(false);
  });

  it('have taller least steps, for an index half as big again', () => {
    for (const deck of ['french', 'spanish'] as const) {
      const normal = faceUpSteps(deck, false);
      const compact = faceUpSteps(deck, true);
      expect(compact.least).toBeCloseTo(normal.least * 1.5);
      expect(compact.natural).toBeGreaterThan(compact.least);
    }
  });
});

describe('columnSteps', () => {
  it('keeps the natural steps when the column fits', () => {
    const steps = columnSteps(2, 3, 100, 1000);
    expect(steps).toEqual({ down: 10, up: 27 });
  });

  it('compresses a long column into its room, face-up steps first', () => {
    const steps = columnSteps(2, 13, 100, 290);
    expect(2 * steps.down + 12 * steps.up).toBeLessThanOrEqual(290 + 1e-9);
    expect(steps.down).toBe(10);
    expect(steps.up).toBeGreaterThanOrEqual(22);
  });

  it('keeps a whole corner index visible, on French and Spanish faces', () => {
    expect(columnSteps(5, 30, 100, 200)).toEqual({ down: 4, up: 22 });
    expect(columnSteps(5, 30, 100, 200, faceUpSteps('spanish', false)).up).toBeCloseTo(18.5);
  });
});

describe('uncoveredRect', () => {
  it('is the strip of a column card above the next card, and the whole top card', () => {
    const l = layout('freecell', 1000, 700);
    const column = l.cards.filter((c) => pileId(c.pile) === 'column-0');
    const [first, second] = column;
    expect(uncoveredRect(l, first!)).toEqual({
      x: first!.x,
      y: first!.y,
      width: l.cardWidth,
      height: second!.y - first!.y,
    });
    const top = column[column.length - 1]!;
    expect(uncoveredRect(l, top)).toEqual({
      x: top.x,
      y: top.y,
      width: l.cardWidth,
      height: l.cardHeight,
    });
  });

  it('is the left strip of a card fanned under another in a draw-three waste', () => {
    const g = game('klondike', { draw: 3 });
    let position = unwrap(g.deal(7));
    position = unwrap(g.play(position, unwrap(g.parseMove('s'))));
    const l = layoutBoard({
      variant: g.variant,
      position,
      width: 1000,
      height: 700,
      maxCardWidth: 110,
    });
    const waste = l.cards.filter((c) => pileId(c.pile) === 'waste');
    const under = waste[waste.length - 2]!;
    const top = waste[waste.length - 1]!;
    expect(top.x).toBeGreaterThan(under.x);
    expect(uncoveredRect(l, under)).toMatchObject({ width: top.x - under.x, height: l.cardHeight });
  });
});

describe('pickDropTarget', () => {
  const l = layout('freecell', 1000, 700);
  const box = (id: string) => l.piles.find((p) => p.id === id)!;
  const at = (x: number, y: number) => ({ x, y, width: l.cardWidth, height: l.cardHeight });

  it('takes the legal place the card covers most', () => {
    const column = box('column-3');
    const target = pickDropTarget(l, at(column.x + 5, column.y + column.height - 20), [
      { kind: 'column', index: 2 },
      { kind: 'column', index: 3 },
    ]);
    expect(target).toEqual({ kind: 'column', index: 3 });
  });

  it('forgives a drop that falls a little beside the place', () => {
    const cell = box('cell-1');
    const target = pickDropTarget(l, at(cell.x + cell.width * 0.9, cell.y + 10), [
      { kind: 'cell', index: 1 },
    ]);
    expect(target).toEqual({ kind: 'cell', index: 1 });
  });

  it('ignores places that are not legal, and drops far from everything', () => {
    const column = box('column-3');
    expect(
      pickDropTarget(l, at(column.x, column.y), [{ kind: 'column', index: 7 }]),
    ).toBeUndefined();
    expect(pickDropTarget(l, at(-500, -500), [{ kind: 'column', index: 3 }])).toBeUndefined();
  });
});
