import { describe, expect, it } from 'vitest';
import { dealt, game, move } from '../test/support.js';
import { positionsEqual } from './position.js';

describe('History', () => {
  const klondike = game('klondike');
  const start = dealt(klondike, 1);

  it('plays, undoes and redoes, giving back the very same positions', () => {
    const history = klondike.history(start);
    expect(history.canUndo).toBe(false);
    expect(history.play(move(klondike, '61')).ok).toBe(true);
    const afterFirst = history.position;
    expect(history.play(move(klondike, 's')).ok).toBe(true);
    expect(history.moves.map((m) => klondike.makeMove(m))).toEqual(['61', 's']);
    expect(history.undo()).toBe(true);
    expect(history.position).toBe(afterFirst);
    expect(history.undo()).toBe(true);
    expect(history.position).toBe(start);
    expect(history.undo()).toBe(false);
    expect(history.canRedo).toBe(true);
    expect(history.redo()).toBe(true);
    expect(history.position).toBe(afterFirst);
    expect(history.redo()).toBe(true);
    expect(history.redo()).toBe(false);
    expect(history.moves).toHaveLength(2);
  });

  it('records each move with its card count filled in', () => {
    const history = klondike.history(start);
    const typed = move(klondike, '61');
    expect(typed.kind === 'transfer' && typed.count).toBeUndefined();
    expect(history.play(typed).ok).toBe(true);
    expect(history.moves).toEqual([{ ...typed, count: 1 }]);
  });

  it('an illegal move changes nothing and keeps what could be redone', () => {
    const history = klondike.history(start);
    history.play(move(klondike, '61'));
    history.undo();
    const refused = history.play(move(klondike, '12'));
    expect(refused.ok ? '' : refused.error.code).toBe('ERR_DOES_NOT_BUILD');
    expect(history.position).toBe(start);
    expect(history.canRedo).toBe(true);
  });

  it('a new move after undo drops the moves that could have been redone', () => {
    const history = klondike.history(start);
    history.play(move(klondike, '61'));
    history.play(move(klondike, 's'));
    history.undo();
    history.undo();
    history.play(move(klondike, '73'));
    expect(history.canRedo).toBe(false);
    expect(history.moves.map((m) => klondike.makeMove(m))).toEqual(['73']);
  });

  it('keeps an unlimited history cheaply: untouched piles are shared, not copied', () => {
    const history = klondike.history(start);
    for (let i = 0; i < 2000; i++) {
      const p = history.position;
      const next = p.stock.length > 0 ? 's' : 'r';
      expect(history.play(move(klondike, next)).ok).toBe(true);
      expect(history.position.columns).toBe(p.columns);
    }
    while (history.undo()) {
      // back to the start
    }
    expect(positionsEqual(history.position, start)).toBe(true);
    expect(history.position).toBe(start);
  });
});
