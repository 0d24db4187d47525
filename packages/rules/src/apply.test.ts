/**
 * Applying a move: every layer replays through `applyMove`, so it builds each position in
 * one object shape and copies only the piles the move touches. What happens by itself
 * (a card turning up, a Spider run leaving) is checked with each game's examples.
 */
import { describe, expect, it } from 'vitest';
import { ALL_VARIANTS, dealt, game, move, position, variantName } from '../test/support.js';
import { applyMove } from './apply.js';
import type { Position } from './position.js';

/** The fields of every position, in the order `applyMove` writes them. */
const SHAPE = ['columns', 'cells', 'foundations', 'stock', 'waste', 'completed'];

describe('applyMove', () => {
  for (const v of ALL_VARIANTS) {
    it(`${variantName(v)}: every move of deal 1 gives a position of the same shape`, () => {
      const g = game(v.id, v.options);
      const p = dealt(g, 1);
      const moves = g.legalMoves(p);
      expect(moves.length).toBeGreaterThan(0);
      for (const m of moves) expect(Object.keys(applyMove(g.variant, p, m))).toEqual(SHAPE);
    });
  }

  it('turning the waste over gives the same shape too', () => {
    const klondike = game('klondike');
    const p = position(
      klondike,
      'Foundations: O-R C-R E-8 B-R\nWaste: RE CE SE 9E\n:\n:\n:\n:\n:\n:\n:',
    );
    const turned = applyMove(klondike.variant, p, { kind: 'redeal' });
    expect(Object.keys(turned)).toEqual(SHAPE);
    expect(turned.stock).toEqual([...p.waste].reverse());
  });

  it('shares every pile a move leaves alone', () => {
    const klondike = game('klondike');
    const p = dealt(klondike, 1);
    const same = (a: Position, b: Position, piles: readonly (keyof Position)[]) => {
      for (const pile of piles) expect(a[pile], pile).toBe(b[pile]);
    };

    const drawn = applyMove(klondike.variant, p, { kind: 'stock' });
    same(drawn, p, ['columns', 'cells', 'foundations', 'completed']);

    const checked = klondike.checkMove(p, move(klondike, '61'));
    if (!checked.ok) throw new Error(checked.error.message);
    const built = applyMove(klondike.variant, p, checked.value);
    same(built, p, ['cells', 'foundations', 'stock', 'waste', 'completed']);
    built.columns.forEach((column, index) => {
      if (index !== 0 && index !== 5) expect(column, `column ${index + 1}`).toBe(p.columns[index]);
    });

    const freecell = game('freecell');
    const deal = dealt(freecell, 1);
    const inCell = applyMove(freecell.variant, deal, move(freecell, '1a'));
    same(inCell, deal, ['foundations', 'stock', 'waste', 'completed']);
    inCell.columns.forEach((column, index) => {
      if (index !== 0) expect(column, `column ${index + 1}`).toBe(deal.columns[index]);
    });
  });
});
