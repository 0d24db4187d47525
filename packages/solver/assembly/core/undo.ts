/**
 * The undo record: one stack of words for the position the search works on. A family's
 * `make` pushes what it needs to take its move back, which may be more than the move:
 * a card turned face up, a change of stock and waste, a run that left the table, a card
 * that came down from a foundation (the way Stockfish's StateInfo keeps what a move
 * cannot reverse by itself). Its `unmakeTo(mark)` pops back to a mark the search took
 * from `undoTop` before the move. The open family's moves reverse by themselves, so its
 * record is the move word alone.
 */

import { FIXED_HEADER, setFixedLength } from './fixed';

const UNDO_CAPACITY: i32 = 1 << 14;
const UNDO_STACK_AT = memory.data(FIXED_HEADER + UNDO_CAPACITY * 4, 16);
const undoStack = changetype<StaticArray<u32>>(UNDO_STACK_AT + FIXED_HEADER);
setFixedLength(UNDO_STACK_AT, UNDO_CAPACITY * 4);
export let undoTop: i32 = 0;

/** Whether `words` more words fit on the stack. */
@inline
export function undoRoom(words: i32): bool {
  // Written so that a constant `words` folds into one compare.
  return undoTop <= UNDO_CAPACITY - words;
}

/** Pushes a word (the caller has checked `undoRoom`). */
@inline
export function pushUndo(word: u32): void {
  unchecked((undoStack[undoTop++] = word));
}

/** Pops the last word pushed. */
@inline
export function popUndo(): u32 {
  return unchecked(undoStack[--undoTop]);
}

/**
 * The word at `index` from the bottom, below `undoTop`: replay reads the moves a settle
 * made, in order, and the open family's score the moves a child was made by.
 */
@inline
export function undoWordAt(index: i32): u32 {
  if (!ASC_NO_ASSERT) assert(index >= 0 && index < undoTop, 'undoWordAt: past the top');
  return unchecked(undoStack[index]);
}

/**
 * The lowest `undoTop` has been since `setUndoLow`, for a family whose take-backs call
 * `noteUndoTo` (-1 after `forgetUndo`): while it is at least a mark, the words below the
 * mark are the ones there when it was set, so the position is the one at the mark with
 * the moves above it played (the open family's score keeps a position's counts so).
 */
export let undoLow: i32 = -1;

export function setUndoLow(mark: i32): void {
  undoLow = mark;
}

/** Tells `undoLow` that the words above `mark` are about to be taken back. */
@inline
export function noteUndoTo(mark: i32): void {
  if (mark < undoLow) undoLow = mark;
}

/** Drops the record without undoing (a new start, or a replay that never takes moves back). */
export function forgetUndo(): void {
  undoTop = 0;
  undoLow = -1;
}
