import { Game, unwrap } from '@naipe/rules';
import { describe, expect, it } from 'vitest';
import { type Focus, initialFocus, moveFocus, settleFocus } from './focus.js';
import { layoutBoard } from './layout.js';

const klondike = unwrap(Game.create('klondike'));
const layout = layoutBoard({
  variant: klondike.variant,
  position: unwrap(klondike.deal(11)),
  width: 900,
  height: 700,
  maxCardWidth: 100,
});

describe('keyboard focus', () => {
  it('starts on the top card of the first column', () => {
    expect(initialFocus(layout)).toEqual({ pile: { kind: 'column', index: 0 }, index: 0 });
  });

  it('walks along the columns and stops at the ends', () => {
    let focus = initialFocus(layout)!;
    focus = moveFocus(layout, focus, 'ArrowRight');
    expect(focus).toEqual({ pile: { kind: 'column', index: 1 }, index: 1 });
    expect(moveFocus(layout, moveFocus(layout, focus, 'End'), 'ArrowRight').pile).toEqual({
      kind: 'column',
      index: 6,
    });
    expect(moveFocus(layout, initialFocus(layout)!, 'ArrowLeft').pile).toEqual({
      kind: 'column',
      index: 0,
    });
  });

  it('goes up from a column to the nearest place of the top row and back down', () => {
    const column4: Focus = { pile: { kind: 'column', index: 4 }, index: 4 };
    const up = moveFocus(layout, column4, 'ArrowUp');
    expect(up.pile).toEqual({ kind: 'foundation', suit: 1 });
    expect(moveFocus(layout, up, 'ArrowDown')).toEqual(column4);
    const stock = moveFocus(layout, moveFocus(layout, initialFocus(layout)!, 'ArrowUp'), 'Home');
    expect(stock.pile).toEqual({ kind: 'stock' });
    expect(moveFocus(layout, stock, 'ArrowRight').pile).toEqual({ kind: 'waste' });
  });

  it('keeps a focus that is still valid and mends one that is not', () => {
    const column2: Focus = { pile: { kind: 'column', index: 2 }, index: 2 };
    expect(settleFocus(layout, column2)).toEqual(column2);
    expect(settleFocus(layout, { pile: { kind: 'column', index: 2 }, index: 0 })).toEqual(column2);
    expect(settleFocus(layout, undefined)).toEqual(initialFocus(layout));
  });
});
