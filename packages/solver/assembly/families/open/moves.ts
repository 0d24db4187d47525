/**
 * The open family's moves as the searches store and replay them: written by card (which
 * card, onto which card or into which kind of free space), so a move means the same in
 * any order of columns and cells; read back into a move of the position at hand; and
 * played out for the host as the single legal moves it stands for.
 */
import { forgetUndo, undoTop, undoWordAt } from '../../core/undo';
import { NO_MOVE } from '../../search/game';
import { ERR_SOLUTION_TOO_LONG } from '../../status';
import { cellCount, columnCount, MAX_DEPTH, PILE_CELL, PILE_FOUNDATION, suitOf } from './config';
import { cardSlot } from './features';
import { movingCard } from './movegen';
import {
  canGoHome,
  cellCards,
  columnCards,
  columnLength,
  columnTop,
  encodeLiftMove,
  encodeMove,
  firstFreeCell,
  freeCellCount,
  isSafeHome,
  make,
  moveCount,
  moveFrom,
  moveLift,
  moveTo,
  playSafeMoves,
} from './position';

/** Card-move destinations besides a card: see `cardMoveOf`. */
const DEST_EMPTY_COLUMN: i32 = 64;
const DEST_CELL: i32 = 65;
const DEST_FOUNDATION: i32 = 66;

/**
 * A move written by card, so it holds in any order of columns and cells:
 * `card | destination << 6 | count << 13 | lift << 18`, the destination a card (1..63)
 * or one of DEST_EMPTY_COLUMN, DEST_CELL, DEST_FOUNDATION; `lift` cards above it go to
 * free cells first. Never 0 (no card is 0), 22 bits.
 */
export function cardMoveOf(move: u32): u32 {
  const to = moveTo(move);
  let destination: i32;
  if (to < PILE_CELL) {
    const top = columnTop(to);
    destination = top == 0 ? DEST_EMPTY_COLUMN : top;
  } else if (to < PILE_FOUNDATION) {
    destination = DEST_CELL;
  } else {
    destination = DEST_FOUNDATION;
  }
  return <u32>(
    (movingCard(move) | (destination << 6) | (moveCount(move) << 13) | (moveLift(move) << 18))
  );
}

/** A card move's fields (see `cardMoveOf`). */
@inline
function cardOfMove(cardMove: u32): i32 {
  return <i32>(cardMove & 63);
}

@inline
function destinationOfMove(cardMove: u32): i32 {
  return <i32>((cardMove >> 6) & 127);
}

@inline
function countOfMove(cardMove: u32): i32 {
  return <i32>((cardMove >> 13) & 31);
}

@inline
function liftOfMove(cardMove: u32): i32 {
  return <i32>((cardMove >> 18) & 15);
}

/** The single moves a card move stands for: its lifted cards one by one, then its run. */
@inline
export function cardMoveSingleMoves(cardMove: u32): i32 {
  return liftOfMove(cardMove) + 2 * countOfMove(cardMove) - 1;
}

/**
 * The move `generate` (movegen.ts) gives that takes card move `last` straight back, or
 * NO_MOVE: the same cards from where `last` put them back onto the pile they left, or,
 * when they left a cell, into the first free cell, or, when they left a column empty,
 * into the first empty column (the generator's choices; the key keeps no order of cells
 * or columns, so each is the key `last` was played from). None for a lift: its cards in
 * cells do not come back with it.
 */
export function cardMoveBack(last: u32): u32 {
  const from = moveTo(last);
  const back = moveFrom(last);
  if (moveLift(last) != 0 || from >= PILE_FOUNDATION) return NO_MOVE;
  let to = back;
  if (back >= PILE_CELL) {
    to = PILE_CELL + firstFreeCell();
  } else if (unchecked(columnLength[back]) == 0) {
    to = 0;
    while (unchecked(columnLength[to]) != 0) to++;
  }
  return encodeMove(from, to, moveCount(last));
}

/**
 * The move of the current position that a card move stands for, or NO_MOVE. Cards are
 * found through `cardSlot` (each card lies in one place): the shortening and the polish
 * resolve a move per position they replay.
 */
export function resolveCardMove(cardMove: u32): u32 {
  const card = cardOfMove(cardMove);
  const destination = destinationOfMove(cardMove);
  const count = countOfMove(cardMove);
  const lift = liftOfMove(cardMove);
  let from = -1;
  if (count == 1 && lift == 0) {
    for (let cell = 0; cell < cellCount && from < 0; cell++)
      if (<i32>unchecked(cellCards[cell]) == card) from = PILE_CELL + cell;
  }
  if (from < 0) {
    const column = columnHolding(card);
    if (column >= 0 && cardIndex(card) == unchecked(columnLength[column]) - lift - count)
      from = column;
  }
  // Lifted cards need free cells (and cannot go anywhere else: see `resolvesSafely`).
  if (from < 0 || (lift > 0 && lift > freeCellCount())) return NO_MOVE;
  let to = -1;
  if (destination == DEST_FOUNDATION) {
    // Out of turn, the move would not take itself back (family.ts, `resolvesSafely`).
    if (count != 1 || !canGoHome(card)) return NO_MOVE;
    to = PILE_FOUNDATION + suitOf(card);
  } else if (destination == DEST_CELL) {
    // The lifted cards take the first free cells (`makeCompound`); the card, the next.
    let skip = lift;
    for (let cell = 0; cell < cellCount && to < 0; cell++)
      if (unchecked(cellCards[cell]) == 0 && skip-- == 0) to = PILE_CELL + cell;
  } else if (destination == DEST_EMPTY_COLUMN) {
    for (let column = 0; column < columnCount && to < 0; column++)
      if (unchecked(columnLength[column]) == 0) to = column;
  } else {
    const column = columnHolding(destination);
    if (column >= 0 && column != from && columnTop(column) == destination) to = column;
  }
  if (to < 0) return NO_MOVE;
  return encodeLiftMove(from, to, count, lift);
}

/** The column `card` lies in, or -1 (in a cell, home). */
@inline
function columnHolding(card: i32): i32 {
  const slot = <i32>unchecked(cardSlot[card]);
  const column = slot / MAX_DEPTH;
  const index = slot % MAX_DEPTH;
  return column < columnCount &&
    index < unchecked(columnLength[column]) &&
    <i32>unchecked(columnCards[slot]) == card
    ? column
    : -1;
}

@inline
function cardIndex(card: i32): i32 {
  return <i32>unchecked(cardSlot[card]) % MAX_DEPTH;
}

/** A move for the host: 4 bytes `from, to, count, lift` (piles as in config.ts). */
export function describeMove(move: u32): u32 {
  return <u32>(
    (moveFrom(move) | (moveTo(move) << 8) | (moveCount(move) << 16) | (moveLift(move) << 24))
  );
}

function emit(out: usize, at: i32, move: u32): void {
  store<u32>(out + ((<usize>at) << 2), describeMove(move) & 0xffffff);
}

/**
 * Plays a move and writes it out as single legal moves: each lifted card, then the move.
 * A lifted card that may go home for good goes there instead of into a cell: after the
 * move, the safe moves would take it on from the cell anyway (a safe card stays safe, and
 * no other card of its suit can go up before it), so the line ends where it would, up to
 * the order of the cells, one move shorter.
 */
export function emitMove(move: u32, out: usize, at: i32, room: i32): i32 {
  const from = moveFrom(move);
  for (let lifted = moveLift(move); lifted > 0; lifted--) {
    const top = columnTop(from);
    const lift =
      canGoHome(top) && isSafeHome(top)
        ? encodeMove(from, PILE_FOUNDATION + suitOf(top), 1)
        : encodeMove(from, PILE_CELL + firstFreeCell(), 1);
    if (at >= room) return ERR_SOLUTION_TOO_LONG;
    make(lift);
    emit(out, at++, lift);
  }
  if (at >= room) return ERR_SOLUTION_TOO_LONG;
  make(move & 0xffff);
  emit(out, at++, move & 0xffff);
  return at;
}

/**
 * Plays and writes out the safe moves: the player (and @naipe/rules) makes every move,
 * nothing goes up by itself.
 */
export function emitSafeMoves(out: usize, at: i32, room: i32): i32 {
  forgetUndo();
  playSafeMoves();
  for (let i = 0; i < undoTop; i++) {
    if (at >= room) return ERR_SOLUTION_TOO_LONG;
    emit(out, at++, undoWordAt(i));
  }
  forgetUndo();
  return at;
}
