import { describe, expect, it } from 'vitest';
import {
  fromRulesPile,
  type PileRef,
  parsePileId,
  pileId,
  samePile,
  toRulesPile,
} from './piles.js';

const ALL: PileRef[] = [
  { kind: 'column', index: 0 },
  { kind: 'column', index: 9 },
  { kind: 'cell', index: 3 },
  { kind: 'foundation', suit: 2 },
  { kind: 'waste' },
  { kind: 'stock' },
  { kind: 'completed', index: 7 },
];

describe('pile ids', () => {
  it('round-trip through parsePileId', () => {
    for (const pile of ALL) expect(parsePileId(pileId(pile))).toEqual(pile);
  });

  it('reject what is not a pile', () => {
    for (const bad of ['', 'column', 'column-x', 'tableau-1', 'cell-1-2']) {
      expect(parsePileId(bad)).toBeUndefined();
    }
  });

  it('compare by place', () => {
    expect(samePile({ kind: 'column', index: 2 }, { kind: 'column', index: 2 })).toBe(true);
    expect(samePile({ kind: 'column', index: 2 }, { kind: 'cell', index: 2 })).toBe(false);
  });
});

describe('rules piles', () => {
  it('exist for every place a card moves from or to, not for the stock', () => {
    expect(toRulesPile({ kind: 'stock' })).toBeUndefined();
    expect(toRulesPile({ kind: 'completed', index: 0 })).toBeUndefined();
    expect(toRulesPile({ kind: 'foundation', suit: 1 })).toEqual({ kind: 'foundation', suit: 1 });
  });

  it('name a suitless foundation after the moving card', () => {
    expect(fromRulesPile({ kind: 'foundation' }, 3)).toEqual({ kind: 'foundation', suit: 3 });
    expect(fromRulesPile({ kind: 'column', index: 4 })).toEqual({ kind: 'column', index: 4 });
  });
});
