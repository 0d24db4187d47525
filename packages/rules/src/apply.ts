/**
 * Applying a move: the position after a legal move, with what happens by itself (a
 * face-down card turning up, a complete Spider run leaving the table).
 */
import { checkMove, type IllegalMove } from './check.js';
import { type Card, rankOf, suitOf } from './deck.js';
import type { Move } from './move.js';
import type { Column, Position } from './position.js';
import { ok, type Result } from './result.js';
import type { Variant } from './variant.js';

/** Flips a column's new top card face up. */
function flipped(column: Column): Column {
  if (column.up.length > 0 || column.down.length === 0) return column;
  return { down: column.down.slice(0, -1), up: column.down.slice(-1) };
}

/** Spider: the complete king-to-ace run of one suit on top of a column, if there is one. */
function completeRunSuit(v: Variant, column: Column): number | undefined {
  const king = v.deck.ranks.length;
  if (column.up.length < king) return undefined;
  const top = column.up[column.up.length - 1]!;
  if (rankOf(top) !== 1) return undefined;
  for (let i = 1; i < king; i++) {
    const c = column.up[column.up.length - 1 - i]!;
    if (suitOf(c) !== suitOf(top) || rankOf(c) !== i + 1) return undefined;
  }
  return suitOf(top);
}

/** After a column changed: a complete Spider run leaves it, and its new top card turns face up. */
function settleColumn(v: Variant, columns: Column[], completed: number[], index: number) {
  let column = columns[index]!;
  if (v.removesCompleteRuns) {
    const suit = completeRunSuit(v, column);
    if (suit !== undefined) {
      column = {
        down: column.down,
        up: column.up.slice(0, column.up.length - v.deck.ranks.length),
      };
      completed.push(suit);
    }
  }
  columns[index] = flipped(column);
}

/**
 * Plays a move already known to be legal, with a resolved count. Every layer replays
 * through here (each solver solution, the table's history), so it builds the new
 * position with one object shape and copies only the parts the move touches.
 */
export function applyMove(v: Variant, position: Position, move: Move): Position {
  const { stock, waste, cells, foundations } = position;
  switch (move.kind) {
    case 'redeal':
      return positionOf(
        position.columns,
        cells,
        foundations,
        waste.slice().reverse(),
        [],
        position.completed,
      );
    case 'stock': {
      const rest = stock.slice();
      if (v.stock === 'draw') {
        const drawn = waste.slice();
        for (let i = 0; i < v.drawCount && rest.length > 0; i++) drawn.push(rest.pop()!);
        return positionOf(position.columns, cells, foundations, rest, drawn, position.completed);
      }
      const columns = position.columns.slice();
      const completed = position.completed.slice();
      for (let index = 0; index < columns.length && rest.length > 0; index++) {
        const column = columns[index]!;
        columns[index] = { down: column.down, up: column.up.concat(rest.pop()!) };
        settleColumn(v, columns, completed, index);
      }
      return positionOf(columns, cells, foundations, rest, waste, completed);
    }
    case 'transfer': {
      const count = move.count ?? 1;
      const columns = position.columns.slice();
      // Shared when no run can leave the table: settleColumn only adds to it in Spider.
      const completed = v.removesCompleteRuns ? position.completed.slice() : position.completed;
      let newCells = cells;
      let newWaste = waste;
      let newFoundations = foundations;
      let lifted: readonly Card[];
      switch (move.from.kind) {
        case 'column': {
          const column = columns[move.from.index]!;
          const keep = column.up.length - count;
          lifted = column.up.slice(keep);
          columns[move.from.index] = { down: column.down, up: column.up.slice(0, keep) };
          break;
        }
        case 'cell': {
          lifted = [cells[move.from.index]!];
          const changed = cells.slice();
          changed[move.from.index] = null;
          newCells = changed;
          break;
        }
        case 'waste':
          lifted = waste.slice(-1);
          newWaste = waste.slice(0, -1);
          break;
        case 'foundation': {
          const suit = move.from.suit!;
          lifted = [(suit << 4) | foundations[suit]!];
          const changed = foundations.slice();
          changed[suit]!--;
          newFoundations = changed;
          break;
        }
      }
      switch (move.to.kind) {
        case 'column': {
          const column = columns[move.to.index]!;
          columns[move.to.index] = { down: column.down, up: column.up.concat(lifted) };
          break;
        }
        case 'cell': {
          const changed = newCells.slice();
          changed[move.to.index] = lifted[0]!;
          newCells = changed;
          break;
        }
        case 'foundation': {
          const changed = newFoundations.slice();
          changed[suitOf(lifted[0]!)] = rankOf(lifted[0]!);
          newFoundations = changed;
          break;
        }
        case 'waste':
          throw new Error('bug: a transfer onto the waste passed the checks');
      }
      if (move.from.kind === 'column') {
        settleColumn(v, columns, completed as number[], move.from.index);
      }
      if (move.to.kind === 'column') settleColumn(v, columns, completed as number[], move.to.index);
      return positionOf(columns, newCells, newFoundations, stock, newWaste, completed);
    }
  }
}

const positionOf = (
  columns: readonly Column[],
  cells: readonly (Card | null)[],
  foundations: readonly number[],
  stock: readonly Card[],
  waste: readonly Card[],
  completed: readonly number[],
): Position => ({ columns, cells, foundations, stock, waste, completed });

export function play(v: Variant, position: Position, move: Move): Result<Position, IllegalMove> {
  const checked = checkMove(v, position, move);
  return checked.ok ? ok(applyMove(v, position, checked.value)) : checked;
}
