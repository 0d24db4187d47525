/**
 * Applying a move: the position after a legal move, with what happens by itself (a
 * face-down card turning up, a complete Spider run leaving the table).
 */
import { type IllegalMove, isIllegal, playedMove } from './check.js';
import { type Card, rankOf, suitOf } from './deck.js';
import type { Move, Pile } from './move.js';
import type { Position } from './position.js';
import { err, ok, type Result } from './result.js';
import type { Variant } from './variant.js';

/**
 * A position being played on in place. `playAll` owns every pile of its working copy;
 * `applyMove` owns only the piles its move touches and shares the rest, which the move
 * never writes.
 */
interface Working {
  columns: { down: Card[]; up: Card[] }[];
  cells: (Card | null)[];
  foundations: number[];
  stock: Card[];
  waste: Card[];
  completed: number[];
}

/** Spider: the complete king-to-ace run of one suit on top of a column, if there is one. */
function completeRunSuit(v: Variant, up: readonly Card[]): number | undefined {
  const king = v.deck.ranks.length;
  if (up.length < king) return undefined;
  const top = up[up.length - 1]!;
  if (rankOf(top) !== 1) return undefined;
  for (let i = 1; i < king; i++) {
    const c = up[up.length - 1 - i]!;
    if (suitOf(c) !== suitOf(top) || rankOf(c) !== i + 1) return undefined;
  }
  return suitOf(top);
}

/** After a column changed: a complete Spider run leaves it, and its new top card turns face up. */
function settleColumn(v: Variant, w: Working, index: number) {
  const column = w.columns[index]!;
  if (v.removesCompleteRuns) {
    const suit = completeRunSuit(v, column.up);
    if (suit !== undefined) {
      column.up.length -= v.deck.ranks.length;
      w.completed.push(suit);
    }
  }
  if (column.up.length === 0 && column.down.length > 0) column.up.push(column.down.pop()!);
}

/** Plays a move already known to be legal, with a resolved count, on `w` in place. */
function applyInPlace(v: Variant, w: Working, move: Move): void {
  switch (move.kind) {
    case 'redeal':
      w.stock = w.waste.reverse();
      w.waste = [];
      return;
    case 'stock':
      if (v.stock === 'draw') {
        for (let i = 0; i < v.drawCount && w.stock.length > 0; i++) w.waste.push(w.stock.pop()!);
        return;
      }
      for (let index = 0; index < w.columns.length && w.stock.length > 0; index++) {
        w.columns[index]!.up.push(w.stock.pop()!);
        settleColumn(v, w, index);
      }
      return;
    case 'transfer': {
      const { from, to } = move;
      // Only a column gives several cards, and only to a column: `transferBase` holds
      // every other transfer to one card.
      if (from.kind === 'column' && to.kind === 'column') {
        moveRun(w.columns[from.index]!.up, w.columns[to.index]!.up, move.count ?? 1);
      } else {
        place(w, to, take(w, from));
      }
      if (from.kind === 'column') settleColumn(v, w, from.index);
      if (to.kind === 'column') settleColumn(v, w, to.index);
      return;
    }
  }
}

/** The top `count` cards of `source` onto `target`, in their order. */
function moveRun(source: Card[], target: Card[], count: number): void {
  const base = source.length - count;
  for (let i = base; i < source.length; i++) target.push(source[i]!);
  // Popping, not writing `length`, which V8 leaves to a slower generic path.
  for (let i = 0; i < count; i++) source.pop();
}

/** Lifts the one card a transfer takes from `from`. */
function take(w: Working, from: Pile): Card {
  switch (from.kind) {
    case 'column':
      return w.columns[from.index]!.up.pop()!;
    case 'cell': {
      const c = w.cells[from.index]!;
      w.cells[from.index] = null;
      return c;
    }
    case 'waste':
      return w.waste.pop()!;
    case 'foundation': {
      const suit = from.suit!;
      return (suit << 4) | w.foundations[suit]!--;
    }
  }
}

/** Lays the one card a transfer lifted on `to`. */
function place(w: Working, to: Pile, c: Card): void {
  switch (to.kind) {
    case 'column':
      w.columns[to.index]!.up.push(c);
      return;
    case 'cell':
      w.cells[to.index] = c;
      return;
    case 'foundation':
      w.foundations[suitOf(c)] = rankOf(c);
      return;
    case 'waste':
      throw new Error('bug: a transfer onto the waste passed the checks');
  }
}

/**
 * The piles of `position` that `move` touches, copied, and the others shared: every
 * position kept for undo then costs only what its move changed. The keys are written in
 * one order so that every position has one object shape.
 */
function withOwnPiles(v: Variant, position: Position, move: Move): Working {
  // Shared piles are typed as writable here, and stay unwritten: the move leaves them alone.
  const shared = position as Working;
  let { columns, cells, foundations, stock, waste, completed } = shared;
  const ownColumn = (index: number) => {
    if (columns === shared.columns) columns = columns.slice();
    const column = columns[index]!;
    columns[index] = { down: column.down.slice(), up: column.up.slice() };
    if (v.removesCompleteRuns && completed === shared.completed) completed = completed.slice();
  };
  const ownPile = (pile: Pile) => {
    switch (pile.kind) {
      case 'column':
        return ownColumn(pile.index);
      case 'cell':
        if (cells === shared.cells) cells = cells.slice();
        return;
      case 'waste':
        if (waste === shared.waste) waste = waste.slice();
        return;
      case 'foundation':
        if (foundations === shared.foundations) foundations = foundations.slice();
        return;
    }
  };
  switch (move.kind) {
    case 'redeal':
      waste = waste.slice();
      break;
    case 'stock':
      stock = stock.slice();
      if (v.stock === 'draw') waste = waste.slice();
      else for (let index = 0; index < columns.length; index++) ownColumn(index);
      break;
    case 'transfer':
      ownPile(move.from);
      ownPile(move.to);
      break;
  }
  return { columns, cells, foundations, stock, waste, completed };
}

/** A working copy that owns every pile, in the one object shape of every position. */
function ownCopy(position: Position): Working {
  return {
    columns: position.columns.map((column) => ({
      down: column.down.slice(),
      up: column.up.slice(),
    })),
    cells: position.cells.slice(),
    foundations: position.foundations.slice(),
    stock: position.stock.slice(),
    waste: position.waste.slice(),
    completed: position.completed.slice(),
  };
}

/**
 * Plays a move already known to be legal, with a resolved count: a new position that
 * copies only the piles the move touches and shares the rest with `position`.
 */
export function applyMove(v: Variant, position: Position, move: Move): Position {
  const next = withOwnPiles(v, position, move);
  applyInPlace(v, next, move);
  return next;
}

export function play(v: Variant, position: Position, move: Move): Result<Position, IllegalMove> {
  const played = playedMove(v, position, move);
  return isIllegal(played) ? err(played) : ok(applyMove(v, position, played));
}

/** The first move of a line that the rules refuse: its place (from 0) and the rule it breaks. */
export interface IllegalLineMove {
  readonly index: number;
  readonly error: IllegalMove;
}

/**
 * Plays a whole line from `start`, each move checked as `play` checks it, on one working
 * copy: the same end as playing the moves one by one, without a position per move.
 * `start` is never changed; the end position shares no pile with it.
 */
export function playAll(
  v: Variant,
  start: Position,
  moves: readonly Move[],
): Result<Position, IllegalLineMove> {
  const working = ownCopy(start);
  for (let index = 0; index < moves.length; index++) {
    const played = playedMove(v, working, moves[index]!);
    if (isIllegal(played)) return err({ index, error: played });
    applyInPlace(v, working, played);
  }
  return ok(working);
}
