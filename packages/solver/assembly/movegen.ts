/**
 * Move generation into a caller's buffer. The moves are every single-card move (up to
 * the order of cells and of empty columns, which does not change the position's key)
 * plus run moves of several cards where the run-move capacity allows them, which are
 * shorthands for single-card moves and so add nothing a complete search would miss.
 *
 * Left out, because they lead to the same key: a card from one cell to another, a whole
 * column into an empty column, and any move into a second empty cell or column (the first
 * one stands for all of them).
 */
import {
  buildsOn,
  cellCount,
  columnCount,
  emptyColumnRank,
  MAX_DEPTH,
  PILE_CELL,
  PILE_FOUNDATION,
  rankOf,
  suitOf,
} from './config';
import {
  canGoHome,
  cardAt,
  cellCards,
  columnCards,
  columnLength,
  columnTop,
  encodeLiftMove,
  encodeMove,
} from './position';

/** Generated moves, in regions: the best-first search uses region 0 only. */
export const MOVE_BUFFER_SIZE: i32 = 1 << 14;
export const moveBuffer = new StaticArray<u32>(MOVE_BUFFER_SIZE);
/** The most moves one position can have, with room to spare: bounds a buffer region. */
export const MAX_MOVES_PER_POSITION: i32 = 512;

/** How many cards on top of `column` form a run built by the build rule. */
export function runLength(column: i32): i32 {
  const length = unchecked(columnLength[column]);
  if (length == 0) return 0;
  const base = column * MAX_DEPTH;
  let run = 1;
  while (
    run < length &&
    buildsOn(<i32>unchecked(columnCards[base + length - run]), <i32>unchecked(columnCards[base + length - run - 1]))
  ) {
    run++;
  }
  return run;
}

@inline
function acceptsInEmptyColumn(card: i32): bool {
  return emptyColumnRank == 0 || rankOf(card) == emptyColumnRank;
}

/**
 * Writes the moves of the current position at `moveBuffer[at..]` and returns how many.
 * Order: foundation moves, column-to-column runs, cell to column, moves into an empty
 * column, moves into a cell; the search orders them further by priority.
 */
export function generateMoves(at: i32): i32 {
  let n = at;
  let freeCell = -1;
  let freeCells = 0;
  for (let cell = cellCount - 1; cell >= 0; cell--) {
    if (unchecked(cellCards[cell]) == 0) {
      freeCell = cell;
      freeCells++;
    }
  }
  let emptyColumn = -1;
  let emptyColumns = 0;
  for (let column = columnCount - 1; column >= 0; column--) {
    if (unchecked(columnLength[column]) == 0) {
      emptyColumn = column;
      emptyColumns++;
    }
  }
  // (F+1)·2^E cards move onto an occupied column; an empty destination does not count in E.
  const capacityOnCard = (freeCells + 1) << emptyColumns;
  const capacityOnEmpty = emptyColumns > 0 ? (freeCells + 1) << (emptyColumns - 1) : 0;

  for (let cell = 0; cell < cellCount; cell++) {
    const card = <i32>unchecked(cellCards[cell]);
    if (card != 0 && canGoHome(card)) {
      unchecked((moveBuffer[n++] = encodeMove(PILE_CELL + cell, PILE_FOUNDATION + suitOf(card), 1)));
    }
  }
  for (let column = 0; column < columnCount; column++) {
    const card = columnTop(column);
    if (card != 0 && canGoHome(card)) {
      unchecked((moveBuffer[n++] = encodeMove(column, PILE_FOUNDATION + suitOf(card), 1)));
    }
  }

  for (let from = 0; from < columnCount; from++) {
    const length = unchecked(columnLength[from]);
    if (length == 0) continue;
    const run = runLength(from);
    for (let to = 0; to < columnCount; to++) {
      if (to == from) continue;
      const target = columnTop(to);
      if (target == 0) continue;
      // At most one card of a run (ranks descend by one) sits one rank below the target.
      const depth = rankOf(target) - 1 - rankOf(cardAt(from, length - 1)) + 1;
      if (depth < 1 || depth > run || depth > capacityOnCard) continue;
      if (buildsOn(cardAt(from, length - depth), target)) {
        unchecked((moveBuffer[n++] = encodeMove(from, to, depth)));
      }
    }
  }

  for (let cell = 0; cell < cellCount; cell++) {
    const card = <i32>unchecked(cellCards[cell]);
    if (card == 0) continue;
    for (let to = 0; to < columnCount; to++) {
      const target = columnTop(to);
      if (target != 0 && buildsOn(card, target)) {
        unchecked((moveBuffer[n++] = encodeMove(PILE_CELL + cell, to, 1)));
      }
    }
  }

  if (emptyColumn >= 0) {
    for (let from = 0; from < columnCount; from++) {
      const length = unchecked(columnLength[from]);
      if (length == 0) continue;
      const run = runLength(from);
      let most = run < capacityOnEmpty ? run : capacityOnEmpty;
      // Moving a whole column into an empty one gives the same key.
      if (most >= length) most = length - 1;
      for (let count = 1; count <= most; count++) {
        if (acceptsInEmptyColumn(cardAt(from, length - count))) {
          unchecked((moveBuffer[n++] = encodeMove(from, emptyColumn, count)));
        }
      }
    }
    for (let cell = 0; cell < cellCount; cell++) {
      const card = <i32>unchecked(cellCards[cell]);
      if (card != 0 && acceptsInEmptyColumn(card)) {
        unchecked((moveBuffer[n++] = encodeMove(PILE_CELL + cell, emptyColumn, 1)));
      }
    }
  }

  if (freeCell >= 0) {
    for (let from = 0; from < columnCount; from++) {
      if (unchecked(columnLength[from]) > 0) {
        unchecked((moveBuffer[n++] = encodeMove(from, PILE_CELL + freeCell, 1)));
      }
    }
    n = generateLiftMoves(n, freeCells);
  }
  return n - at;
}

/**
 * Compound moves, shortcuts over single-card moves: lift the top cards of a column into
 * free cells so that the card under them goes home or onto another column. A single-card
 * search reaches the same positions in several steps, each of which may look worse than
 * the start (cells fill up), so a best-first search would try everything else first.
 */
function generateLiftMoves(at: i32, freeCells: i32): i32 {
  let n = at;
  for (let from = 0; from < columnCount; from++) {
    const length = unchecked(columnLength[from]);
    const most = freeCells < length - 1 ? freeCells : length - 1;
    for (let lift = 1; lift <= most; lift++) {
      const card = cardAt(from, length - 1 - lift);
      if (canGoHome(card)) {
        unchecked((moveBuffer[n++] = encodeLiftMove(from, PILE_FOUNDATION + suitOf(card), 1, lift)));
        continue;
      }
      for (let to = 0; to < columnCount; to++) {
        const target = columnTop(to);
        if (to != from && target != 0 && buildsOn(card, target)) {
          unchecked((moveBuffer[n++] = encodeLiftMove(from, to, 1, lift)));
        }
      }
    }
  }
  return n;
}

/** The card a move lifts from the bottom of what moves (the run's base card). */
export function movingCard(move: u32): i32 {
  const from = <i32>(move & 31);
  const count = <i32>((move >> 10) & 63);
  const lift = <i32>(move >> 16);
  if (from < PILE_CELL) return cardAt(from, unchecked(columnLength[from]) - lift - count);
  return <i32>unchecked(cellCards[from - PILE_CELL]);
}
