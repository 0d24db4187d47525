/**
 * Turns the search's card moves back into moves of the position as it was given, with
 * its own column and cell order, and writes the safe foundation moves out explicitly:
 * the player (and @naipe/rules) makes every move, nothing goes up by itself.
 */
import { cellCount, columnCount, PILE_CELL, PILE_FOUNDATION, suitOf } from './config';
import {
  cardAt,
  cellCards,
  columnLength,
  columnTop,
  encodeLiftMove,
  encodeMove,
  firstFreeCell,
  forgetUndo,
  isWon,
  make,
  moveCount,
  moveFrom,
  moveLift,
  moveTo,
  playSafeMoves,
  restoreStart,
  undoMoveAt,
  undoTop,
} from './position';
import { DEST_CELL, DEST_EMPTY_COLUMN, DEST_FOUNDATION } from './search';
import { ERR_REPLAY, ERR_SOLUTION_TOO_LONG } from './status';

export const NO_MOVE: u32 = 0xffffffff;

/** The move of the current position that a card move stands for, or NO_MOVE. */
export function resolveCardMove(cardMove: u32): u32 {
  const card = <i32>(cardMove & 63);
  const destination = <i32>((cardMove >> 6) & 127);
  const count = <i32>((cardMove >> 13) & 31);
  const lift = <i32>((cardMove >> 18) & 15);
  let from = -1;
  for (let cell = 0; cell < cellCount && from < 0; cell++) {
    if (<i32>cellCards[cell] == card && count == 1 && lift == 0) from = PILE_CELL + cell;
  }
  for (let column = 0; column < columnCount && from < 0; column++) {
    const length = columnLength[column];
    if (length >= count + lift && cardAt(column, length - lift - count) == card) from = column;
  }
  if (from < 0) return NO_MOVE;
  let to = -1;
  if (destination == DEST_FOUNDATION) {
    to = PILE_FOUNDATION + suitOf(card);
  } else if (destination == DEST_CELL) {
    for (let cell = 0; cell < cellCount && to < 0; cell++) if (cellCards[cell] == 0) to = PILE_CELL + cell;
  } else if (destination == DEST_EMPTY_COLUMN) {
    for (let column = 0; column < columnCount && to < 0; column++) if (columnLength[column] == 0) to = column;
  } else {
    for (let column = 0; column < columnCount && to < 0; column++) {
      if (column != from && columnTop(column) == destination) to = column;
    }
  }
  if (to < 0) return NO_MOVE;
  return encodeLiftMove(from, to, count, lift);
}

function emit(out: usize, at: i32, move: u32): void {
  const address = out + (<usize>at << 2);
  store<u8>(address, <u8>moveFrom(move));
  store<u8>(address, <u8>moveTo(move), 1);
  store<u8>(address, <u8>moveCount(move), 2);
  store<u8>(address, 0, 3);
}

/** Plays and writes out the safe moves; returns the new output length or an error. */
function emitSafeMoves(out: usize, at: i32, room: i32): i32 {
  forgetUndo();
  playSafeMoves();
  for (let i = 0; i < undoTop; i++) {
    if (at >= room) return ERR_SOLUTION_TOO_LONG;
    emit(out, at++, undoMoveAt(i));
  }
  forgetUndo();
  return at;
}

/**
 * Replays `length` card moves (u32 each at `path`) from the start position, writing every
 * move as 4 bytes `from, to, count, 0` at `out`. Returns the number of moves written, or
 * ERR_REPLAY when a card move does not fit (a bug) or the end is not won.
 */
export function replayPath(path: usize, length: i32, out: usize, room: i32): i32 {
  restoreStart();
  let at = emitSafeMoves(out, 0, room);
  if (at < 0) return at;
  for (let i = 0; i < length; i++) {
    const move = resolveCardMove(load<u32>(path + (<usize>i << 2)));
    if (move == NO_MOVE) return ERR_REPLAY;
    for (let lifted = moveLift(move); lifted > 0; lifted--) {
      const toCell = encodeMove(moveFrom(move), PILE_CELL + firstFreeCell(), 1);
      if (at >= room) return ERR_SOLUTION_TOO_LONG;
      make(toCell);
      emit(out, at++, toCell);
    }
    if (at >= room) return ERR_SOLUTION_TOO_LONG;
    make(move & 0xffff);
    emit(out, at++, move & 0xffff);
    at = emitSafeMoves(out, at, room);
    if (at < 0) return at;
  }
  return isWon() ? at : ERR_REPLAY;
}
