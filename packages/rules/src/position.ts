/**
 * A position is plain, immutable data: `play` returns a new position and shares the
 * piles it did not touch, so keeping every earlier position for undo costs little.
 */
import type { Card } from './deck.js';

export interface Column {
  /** Face-down cards, bottom first. */
  readonly down: readonly Card[];
  /** Face-up cards, bottom first; the last is the top card. */
  readonly up: readonly Card[];
}

export interface Position {
  readonly columns: readonly Column[];
  /** Fixed cell slots; `null` is an empty cell. */
  readonly cells: readonly (Card | null)[];
  /** Top rank on each suit's foundation (0 = empty), indexed by suit; empty when the game has none. */
  readonly foundations: readonly number[];
  /** Bottom first; the last card is the next one drawn or dealt. */
  readonly stock: readonly Card[];
  /** Bottom first; only the last card plays. */
  readonly waste: readonly Card[];
  /** Suits of the complete runs that left the table (Spider), in the order they left. */
  readonly completed: readonly number[];
}

/**
 * What `parsePosition` returns: the same shape, not yet checked against any game.
 * `Game.fromSetup` turns it into a `Position` or says what is wrong with it.
 */
export type Setup = Position;

// An empty column's top is not read as `up[-1]`: a negative index is a named property to
// V8, looked up along the prototype chain on every call.
export const topOf = (column: Column): Card | undefined =>
  column.up.length === 0 ? undefined : column.up[column.up.length - 1];

/** The waste's top card, the only one that plays; undefined when the waste is empty. */
export const wasteTopOf = (position: Position): Card | undefined =>
  position.waste.length === 0 ? undefined : position.waste[position.waste.length - 1];

export const isEmptyColumn = (column: Column): boolean =>
  column.up.length === 0 && column.down.length === 0;

/** Cards still in play on the table (columns and cells), the count Spider's deal rule uses. */
export function cardsOnTable(position: Position): number {
  let n = position.cells.filter((c) => c !== null).length;
  for (const column of position.columns) n += column.down.length + column.up.length;
  return n;
}

export function foundationCards(position: Position): number {
  return position.foundations.reduce((sum, rank) => sum + rank, 0);
}

export function positionsEqual(a: Position, b: Position): boolean {
  const same = (x: readonly (Card | null)[], y: readonly (Card | null)[]) =>
    x.length === y.length && x.every((c, i) => c === y[i]);
  return (
    a.columns.length === b.columns.length &&
    a.columns.every((c, i) => {
      const d = b.columns[i];
      return d !== undefined && same(c.down, d.down) && same(c.up, d.up);
    }) &&
    same(a.cells, b.cells) &&
    same(a.foundations, b.foundations) &&
    same(a.stock, b.stock) &&
    same(a.waste, b.waste) &&
    same(a.completed, b.completed)
  );
}
