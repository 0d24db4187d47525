import { describe, expect, it } from 'vitest';
import { ALL_VARIANTS, dealt, game, variantName } from '../test/support.js';
import { seededOrder, seededRandom, variantCards } from './deal.js';
import { makeCard } from './deck.js';
import { positionsEqual } from './position.js';

/**
 * The Microsoft deals of ../shared/vectors/microsoft-deals.md, copied here so the test
 * runs on a clone without the shared folder. Rows read across columns 1..8; the first
 * row is the bottom of each column.
 */
const MICROSOFT_VECTORS: Record<number, string> = {
  1: `
    JD 2D 9H JC 5D 7H 7C 5H
    KD KC 9S 5S AD QC KH 3H
    2S KS 9D QD JS AS AH 3C
    4C 5C TS QH 4H AC 4D 7S
    3S TD 4S TH 8H 2C JH 7D
    6D 8S 8D QS 6C 3D 8C TC
    6S 9C 2H 6H`,
  617: `
    7D AD 5C 3S 5S 8C 2D AH
    TD 7S QD AC 6D 8H AS KH
    TH QC 3H 9D 6S 8D 3D TC
    KD 5H 9S 3C 8S 7H 4D JS
    4C QS 9C 9H 7C 6H 2C 2S
    4S TS 2H 5D JC 6C JH QH
    JD KS KC 4H`,
};

/** Turns the vector's rows into the solver board format: one line per column, bottom first. */
function columnsOf(rows: string): string {
  const grid = rows
    .trim()
    .split('\n')
    .map((row) => row.trim().split(/\s+/));
  return Array.from({ length: 8 }, (_, column) =>
    grid
      .map((row) => row[column])
      .filter((c) => c !== undefined)
      .join(' '),
  ).join('\n');
}

describe('Microsoft deals', () => {
  for (const id of ['freecell', 'bakers-game']) {
    for (const [number, rows] of Object.entries(MICROSOFT_VECTORS)) {
      it(`${id} deal ${number} matches the vector`, () => {
        const g = game(id);
        expect(g.makePosition(dealt(g, Number(number)))).toBe(columnsOf(rows));
      });
    }
  }

  it('lays out 7, 7, 7, 7, 6, 6, 6, 6 face-up cards with empty cells', () => {
    const g = game('freecell');
    const p = dealt(g, 11982);
    expect(p.columns.map((c) => c.up.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(p.columns.every((c) => c.down.length === 0)).toBe(true);
    expect(p.cells).toEqual([null, null, null, null]);
    expect(p.stock).toEqual([]);
  });
});

/**
 * SplitMix32 written again with BigInt arithmetic, independently of the Math.imul code
 * under test, as the README describes it.
 */
function referenceSplitMix32(seed: number, n: number): number[] {
  const mask = 0xffffffffn;
  let state = BigInt(seed);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    state = (state + 0x9e3779b9n) & mask;
    let z = state;
    z = ((z ^ (z >> 16n)) * 0x85ebca6bn) & mask;
    z = ((z ^ (z >> 13n)) * 0xc2b2ae35n) & mask;
    out.push(Number(z ^ (z >> 16n)));
  }
  return out;
}

describe('seeded deals', () => {
  it('SplitMix32 gives the documented numbers for seed 1', () => {
    const next = seededRandom(1);
    expect([next(), next(), next()]).toEqual([0x96a0f96b, 0x12bc8390, 0x971e9964]);
  });

  it('SplitMix32 agrees with a BigInt reference over the whole seed range', () => {
    for (const seed of [1, 2, 617, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1]) {
      const next = seededRandom(seed);
      const ours = Array.from({ length: 50 }, () => next());
      expect(ours, `seed ${seed}`).toEqual(referenceSplitMix32(seed, 50));
    }
  });

  // Regression vector, also in the README: Spanish Klondike deal 1 shuffles to this order.
  // Card k of the order goes to the columns row by row (1..7, then 2..7, ...), and the
  // remaining 20 form the stock with order[28] on top.
  const KLONDIKE_1_ORDER =
    '7B 2O 9O 3O 2B 1E 8B CB 9B RC 4O 5B 3B 9E 5O RE 1B 6B RB 4C 1O 3C CO SO 1C 6E CE 8O ' +
    'CC 2C 9C RO 2E 7C 3E SC 4B SB 6O SE 8E 7O 5E 5C 8C 7E 6C 4E';

  it('Spanish Klondike deal 1 is the documented shuffle', () => {
    const g = game('klondike');
    const order = seededOrder(1, g.variant).map((c) => makeCard(g.deck, c));
    expect(order.join(' ')).toBe(KLONDIKE_1_ORDER);
    expect(g.makePosition(dealt(g, 1))).toBe(
      [
        'Stock: 4E 6C 7E 8C 5C 5E 7O 8E SE 6O SB 4B SC 3E 7C 2E RO 9C 2C CC',
        '7B',
        '2O | CB',
        '9O 9B | 9E',
        '3O RC 5O | RB',
        '2B 4O RE 4C | CO',
        '1E 5B 1B 1O SO | 6E',
        '8B 3B 6B 3C 1C CE | 8O',
      ].join('\n'),
    );
  });

  it('the shuffle is a permutation of the variant’s cards', () => {
    for (const v of ALL_VARIANTS) {
      const g = game(v.id, v.options);
      const sorted = (cards: number[]) => [...cards].sort((a, b) => a - b);
      expect(sorted(seededOrder(99, g.variant)), variantName(v)).toEqual(
        sorted(variantCards(g.variant)),
      );
    }
  });
});

describe('deal numbers', () => {
  for (const v of ALL_VARIANTS) {
    it(`${variantName(v)}: the same number gives the same deal, another number another`, () => {
      const g = game(v.id, v.options);
      expect(positionsEqual(dealt(g, 42), dealt(g, 42))).toBe(true);
      expect(positionsEqual(dealt(g, 42), dealt(g, 43))).toBe(false);
    });

    it(`${variantName(v)}: accepts 1 and the maximum, rejects 0, -1, 1.5 and max + 1`, () => {
      const g = game(v.id, v.options);
      const max = g.info.maxDeal;
      for (const good of [1, max]) expect(g.deal(good).ok, String(good)).toBe(true);
      for (const bad of [0, -1, 1.5, max + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
        const result = g.deal(bad);
        expect(result.ok ? 'dealt' : result.error.code, String(bad)).toBe('ERR_BAD_DEAL_NUMBER');
        if (!result.ok) expect(result.error.message).toContain(String(max));
      }
    });

    it(`${variantName(v)}: a deal is a valid position of the game`, () => {
      const g = game(v.id, v.options);
      for (const n of [1, 2, g.info.maxDeal]) {
        const p = dealt(g, n);
        const checked = g.fromSetup(p);
        expect(checked.ok ? 'valid' : checked.error.message).toBe('valid');
      }
    });
  }

  it('Microsoft numbers stop at 2^31 - 1, seeded ones at 2^32 - 1', () => {
    expect(game('freecell').info.maxDeal).toBe(2 ** 31 - 1);
    expect(game('bakers-game').info.maxDeal).toBe(2 ** 31 - 1);
    for (const id of ['australian', 'klondike', 'spider']) {
      expect(game(id).info.maxDeal).toBe(2 ** 32 - 1);
    }
  });
});

describe('layouts', () => {
  const layout = (id: string, options = {}) => {
    const g = game(id, options);
    const p = dealt(g, 7);
    return {
      cards: p.columns.map((c) => c.down.length + c.up.length),
      faceUp: p.columns.map((c) => c.up.length),
      stock: p.stock.length,
    };
  };

  it('Australian: 7 columns of 4 face-up cards, 24 in the stock', () => {
    expect(layout('australian')).toEqual({
      cards: [4, 4, 4, 4, 4, 4, 4],
      faceUp: [4, 4, 4, 4, 4, 4, 4],
      stock: 24,
    });
  });

  it('Klondike: column n gets n cards, the top one face up; 20 (Spanish) or 24 (French) in the stock', () => {
    const columns = { cards: [1, 2, 3, 4, 5, 6, 7], faceUp: [1, 1, 1, 1, 1, 1, 1] };
    expect(layout('klondike')).toEqual({ ...columns, stock: 20 });
    expect(layout('klondike', { deck: 'french' })).toEqual({ ...columns, stock: 24 });
  });

  it('Spanish Spider deals 46 (the first 6 columns get 5) and keeps 50 in the stock', () => {
    const l = layout('spider');
    expect(l.cards).toEqual([5, 5, 5, 5, 5, 5, 4, 4, 4, 4]);
    expect(l.faceUp).toEqual(Array(10).fill(1));
    expect(l.stock).toBe(50);
  });

  it('French Spider deals 54 (the first 4 columns get 6) and keeps 50 in the stock', () => {
    const l = layout('spider', { deck: 'french', suits: 2 });
    expect(l.cards).toEqual([6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
    expect(l.faceUp).toEqual(Array(10).fill(1));
    expect(l.stock).toBe(50);
  });
});
