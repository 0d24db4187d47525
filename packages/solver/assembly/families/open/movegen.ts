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

import { FIXED_HEADER, setFixedLength } from '../../core/fixed';
import { moveBuffer } from '../../core/moves';
import {
  buildersOf,
  buildsOn,
  CARD_SLOTS,
  cellCount,
  columnCount,
  emptyColumnRank,
  MAX_CELLS,
  MAX_COLUMNS,
  MAX_DEPTH,
  PILE_CELL,
  PILE_FOUNDATION,
  rankOf,
  sameSuitBuilding,
  suitOf,
} from './config';
import { segmentBaseAt } from './features';
import {
  canGoHome,
  cardAt,
  cellCards,
  columnCards,
  columnLength,
  encodeLiftMove,
  encodeMove,
  segmentBasesAreCurrent,
} from './position';

/** How many cards on top of `column` form a run built by the build rule. */
export function runLength(column: i32): i32 {
  const length = unchecked(columnLength[column]);
  if (length == 0) return 0;
  if (!ASC_NO_ASSERT) assert(segmentBasesAreCurrent(column, length), 'segment bases stale');
  return length - segmentBaseAt(column, length - 1);
}

/**
 * Whether moves that reach a key the search has anyway are left out: on while searching,
 * off for the perft, which holds the generator against every legal move (index.ts). By
 * suit, a column's top card X into a cell, when the cell rule (position.ts) puts it
 * straight onto its next card: the one it lies on (the position X came from) or another
 * column's top (the position of the move X onto it, which is kept).
 */
export let searchPruning: bool = true;

export function setSearchPruning(on: bool): void {
  searchPruning = on;
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
  // One pass over the cells (free ones, home moves) and one over the columns (empty ones,
  // home moves from the tops, `acceptors`): each pile is read once.
  let freeCell = -1;
  let freeCells = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const card = <i32>unchecked(cellCards[cell]);
    if (card == 0) {
      if (freeCell < 0) freeCell = cell;
      unchecked((freeCellList[freeCells++] = cell));
    } else if (canGoHome(card)) {
      unchecked(
        (moveBuffer[n++] = encodeMove(PILE_CELL + cell, PILE_FOUNDATION + suitOf(card), 1)),
      );
    }
  }
  clearAcceptors();
  let emptyColumn = -1;
  let emptyColumns = 0;
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    if (length == 0) {
      if (emptyColumn < 0) emptyColumn = column;
      emptyColumns++;
      continue;
    }
    const top = <i32>unchecked(columnCards[column * MAX_DEPTH + length - 1]);
    if (canGoHome(top)) {
      unchecked((moveBuffer[n++] = encodeMove(column, PILE_FOUNDATION + suitOf(top), 1)));
    }
    addAcceptor(column, top);
  }
  // (F+1)·2^E cards move onto an occupied column; an empty destination does not count in E.
  const capacityOnCard = (freeCells + 1) << emptyColumns;
  const capacityOnEmpty = emptyColumns > 0 ? (freeCells + 1) << (emptyColumns - 1) : 0;

  for (let from = 0; from < columnCount; from++) {
    const length = unchecked(columnLength[from]);
    const run = runLength(from);
    unchecked((runs[from] = run));
    if (length == 0) continue;
    // Which card of the run each column would take (at most one: ranks descend by one).
    const most = run < capacityOnCard ? run : capacityOnCard;
    let targets = 0;
    for (let depth = 1; depth <= most; depth++) {
      const fits = <i32>unchecked(acceptors[cardAt(from, length - depth)]) & ~(1 << from);
      if (fits == 0) continue;
      targets |= fits;
      for (let bits = fits; bits != 0; bits &= bits - 1) unchecked((depthFor[ctz(bits)] = depth));
    }
    for (; targets != 0; targets &= targets - 1) {
      const to = ctz(targets);
      unchecked((moveBuffer[n++] = encodeMove(from, to, unchecked(depthFor[to]))));
    }
  }

  for (let cell = 0; cell < cellCount; cell++) {
    const card = <i32>unchecked(cellCards[cell]);
    if (card == 0) continue;
    for (let targets = <i32>unchecked(acceptors[card]); targets != 0; targets &= targets - 1) {
      unchecked((moveBuffer[n++] = encodeMove(PILE_CELL + cell, ctz(targets), 1)));
    }
  }

  if (emptyColumn >= 0) {
    for (let from = 0; from < columnCount; from++) {
      const length = unchecked(columnLength[from]);
      if (length == 0) continue;
      const run = unchecked(runs[from]);
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
    const pruneCellMoves = searchPruning && sameSuitBuilding;
    for (let from = 0; from < columnCount; from++) {
      const length = unchecked(columnLength[from]);
      if (length == 0 || (pruneCellMoves && goesBackFromCell(from, length))) continue;
      unchecked((moveBuffer[n++] = encodeMove(from, PILE_CELL + freeCell, 1)));
    }
    n = generateLiftMoves(n, freeCells);
    if (sameSuitBuilding) n = generateRunsIntoCells(n, freeCells);
  }
  return n - at;
}

/**
 * By suit, whether the top card of `from` (of `length` cards), put into a cell, would go
 * straight onto its next card by the cell rule: it lies on it, or another column's top
 * is it (`acceptors`, set for this position).
 */
@inline
function goesBackFromCell(from: i32, length: i32): bool {
  const top = cardAt(from, length - 1);
  return unchecked(acceptors[top]) != 0 || (length > 1 && buildsOn(top, cardAt(from, length - 2)));
}

/** The free cells of the position `generateMoves` works on, left to right. */
const FREE_CELL_LIST_AT = memory.data(FIXED_HEADER + MAX_CELLS * 4, 16);
const freeCellList = changetype<StaticArray<i32>>(FREE_CELL_LIST_AT + FIXED_HEADER);
setFixedLength(FREE_CELL_LIST_AT, MAX_CELLS * 4);

/**
 * By suit, a column's run whole into cells (its cards lifted one by one, the run's base
 * last): the move the cell rule (position.ts) needs when a card it put on its next card
 * must go to a cell. Only whole runs: after part of a run, the cell rule puts every card
 * back. Its base goes into the cell that is free after the lifts.
 */
function generateRunsIntoCells(at: i32, freeCells: i32): i32 {
  let n = at;
  for (let from = 0; from < columnCount; from++) {
    const run = unchecked(runs[from]);
    if (run < 2 || run > freeCells) continue;
    const cell = unchecked(freeCellList[run - 1]);
    unchecked((moveBuffer[n++] = encodeLiftMove(from, PILE_CELL + cell, 1, run - 1)));
  }
  return n;
}

/** `acceptors[card]`: a mask of the columns whose top card `card` may be built on. */
const ACCEPTORS_AT = memory.data(FIXED_HEADER + CARD_SLOTS * 2, 16);
const acceptors = changetype<StaticArray<u16>>(ACCEPTORS_AT + FIXED_HEADER);
setFixedLength(ACCEPTORS_AT, CARD_SLOTS * 2);
const RUNS_AT = memory.data(FIXED_HEADER + MAX_COLUMNS * 4, 16);
const runs = changetype<StaticArray<i32>>(RUNS_AT + FIXED_HEADER);
setFixedLength(RUNS_AT, MAX_COLUMNS * 4);
const DEPTH_FOR_AT = memory.data(FIXED_HEADER + MAX_COLUMNS * 4, 16);
const depthFor = changetype<StaticArray<i32>>(DEPTH_FOR_AT + FIXED_HEADER);
setFixedLength(DEPTH_FOR_AT, MAX_COLUMNS * 4);

@inline
function clearAcceptors(): void {
  // Word stores: memory.fill is a call into the host, slow for 128 bytes.
  const base = changetype<usize>(acceptors);
  for (let at: usize = 0; at < <usize>CARD_SLOTS * 2; at += 8) store<u64>(base + at, 0);
}

/** Lets the cards that may be built on `top`, the top card of `column`, go there. */
@inline
function addAcceptor(column: i32, top: i32): void {
  const rank = rankOf(top);
  if (rank < 2) return;
  for (let suits = <i32>unchecked(buildersOf[top]); suits != 0; suits &= suits - 1) {
    const card = (ctz(suits) << 4) | (rank - 1);
    unchecked((acceptors[card] = <u16>(<i32>unchecked(acceptors[card]) | (1 << column))));
  }
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
        unchecked(
          (moveBuffer[n++] = encodeLiftMove(from, PILE_FOUNDATION + suitOf(card), 1, lift)),
        );
        continue;
      }
      const fits = <i32>unchecked(acceptors[card]) & ~(1 << from);
      for (let targets = fits; targets != 0; targets &= targets - 1) {
        unchecked((moveBuffer[n++] = encodeLiftMove(from, ctz(targets), 1, lift)));
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
