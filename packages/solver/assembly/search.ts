/**
 * Best-first search over canonical positions. Positions wait in a bucket queue by
 * priority (heuristic.ts); the most promising is expanded first, so wins come quickly,
 * and since every position reached is stored and, unless the search stops early, expanded,
 * an empty queue proves that no reachable position is won.
 *
 * Each child is made in place, followed by its safe foundation moves, keyed, stored if new
 * and unmade. A record keeps its parent and the move that led to it, written by card
 * (which card, onto which card or into which kind of free space) so it means the same in
 * any ordering of columns and cells; the solution is read back along the parents.
 */
import { now } from './clock';
import { PILE_CELL, PILE_FOUNDATION } from './config';
import { PRIORITY_LEVELS, priorityOf } from './heuristic';
import { KEY_SCRATCH_BYTES, readKey, writeKey } from './key';
import { generateMoves, moveBuffer, movingCard } from './movegen';
import {
  columnTop,
  isWon,
  makeCompound,
  moveCount,
  moveLift,
  moveTo,
  playSafeMovesAfter,
  undoTop,
  unmakeTo,
} from './position';
import { VERDICT_IMPOSSIBLE, VERDICT_UNKNOWN_POSITIONS, VERDICT_UNKNOWN_TIME, VERDICT_WINNABLE } from './status';
import {
  insertKey,
  recordKey,
  recordMove,
  recordNext,
  recordParent,
  STORE_FULL,
  setRecordNext,
} from './store';

/** Card-move destinations besides a card: see `cardMoveOf`. */
export const DEST_EMPTY_COLUMN: i32 = 64;
export const DEST_CELL: i32 = 65;
export const DEST_FOUNDATION: i32 = 66;
export const CARD_MOVE_BITS: u32 = 22;
const CARD_MOVE_MASK: u32 = (1 << CARD_MOVE_BITS) - 1;
export const MAX_PATH_LENGTH: u32 = (1 << (32 - CARD_MOVE_BITS)) - 1;

const keyScratch = new StaticArray<u8>(KEY_SCRATCH_BYTES);
const bucketHead = new StaticArray<u32>(PRIORITY_LEVELS);
let lowestBucket: i32 = 0;

export let expanded: u32 = 0;
/** The record the winning move starts from, and that move (0 when the start is won). */
export let goalParent: u32 = 0;
export let goalMove: u32 = 0;

/** Starts a search: no goal yet, nothing expanded. */
export function resetSearch(): void {
  expanded = 0;
  goalParent = 0;
  goalMove = 0;
}

export function countExpansion(): u32 {
  return ++expanded;
}

export function setGoal(parent: u32, move: u32): void {
  goalParent = parent;
  goalMove = move;
}

/**
 * A move written by card, so it holds in any order of columns and cells:
 * `card | destination << 6 | count << 13 | lift << 18`, the destination a card (1..63)
 * or one of DEST_EMPTY_COLUMN, DEST_CELL, DEST_FOUNDATION; `lift` cards above it go to
 * free cells first.
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
    movingCard(move) | (destination << 6) | (moveCount(move) << 13) | (moveLift(move) << 18)
  );
}

@inline
export function cardMoveBits(recordMoveWord: u32): u32 {
  return recordMoveWord & CARD_MOVE_MASK;
}

@inline
export function pathLengthOf(recordMoveWord: u32): u32 {
  return recordMoveWord >> CARD_MOVE_BITS;
}

function push(record: u32, priority: i32): void {
  setRecordNext(record, unchecked(bucketHead[priority]));
  unchecked((bucketHead[priority] = record));
  if (priority < lowestBucket) lowestBucket = priority;
}

function pop(): u32 {
  while (lowestBucket < PRIORITY_LEVELS) {
    const record = unchecked(bucketHead[lowestBucket]);
    if (record != 0) {
      unchecked((bucketHead[lowestBucket] = recordNext(record)));
      return record;
    }
    lowestBucket++;
  }
  return 0;
}

/**
 * Searches from the current position, which must already have had its safe moves played.
 * Stops at the first win, when the store is full, or at `deadline` (host clock, ms).
 */
export function bestFirst(deadline: f64): i32 {
  for (let i = 0; i < PRIORITY_LEVELS; i++) unchecked((bucketHead[i] = 0));
  lowestBucket = PRIORITY_LEVELS;
  resetSearch();
  if (isWon()) return VERDICT_WINNABLE;
  const scratch = changetype<usize>(keyScratch);
  const root = insertKey(scratch, writeKey(scratch), 0, 0);
  if (root <= 0) return VERDICT_UNKNOWN_POSITIONS;
  push(<u32>root, priorityOf(0));
  for (let record = pop(); record != 0; record = pop()) {
    readKey(recordKey(record));
    expanded++;
    if ((expanded & 255) == 0 && now() > deadline) return VERDICT_UNKNOWN_TIME;
    let childLength = pathLengthOf(recordMove(record)) + 1;
    if (childLength > MAX_PATH_LENGTH) childLength = MAX_PATH_LENGTH;
    const moves = generateMoves(0);
    // Pushed last, popped first among equals: the generator lists the likeliest moves first.
    for (let i = moves - 1; i >= 0; i--) {
      const move = unchecked(moveBuffer[i]);
      const cardMove = cardMoveOf(move) | (childLength << CARD_MOVE_BITS);
      const mark = undoTop;
      makeCompound(move);
      playSafeMovesAfter(move);
      if (isWon()) {
        goalParent = record;
        goalMove = cardMove;
        unmakeTo(mark);
        return VERDICT_WINNABLE;
      }
      const child = insertKey(scratch, writeKey(scratch), record, cardMove);
      if (child > 0) push(<u32>child, priorityOf(<i32>childLength));
      unmakeTo(mark);
      if (child == STORE_FULL) return VERDICT_UNKNOWN_POSITIONS;
    }
  }
  return VERDICT_IMPOSSIBLE;
}

/**
 * Writes the card moves from the start to the win into `out` (u32 each) and returns how
 * many, or -1 when they do not fit in `room`.
 */
export function collectPath(out: usize, room: i32): i32 {
  if (goalMove == 0) return 0;
  let length = 0;
  let record = goalParent;
  if (room < 1) return -1;
  store<u32>(out, cardMoveBits(goalMove));
  length = 1;
  while (recordParent(record) != 0) {
    if (length >= room) return -1;
    store<u32>(out + (<usize>length << 2), cardMoveBits(recordMove(record)));
    length++;
    record = recordParent(record);
  }
  // Reverse into start-to-win order.
  for (let i = 0, j = length - 1; i < j; i++, j--) {
    const a = load<u32>(out + (<usize>i << 2));
    store<u32>(out + (<usize>i << 2), load<u32>(out + (<usize>j << 2)));
    store<u32>(out + (<usize>j << 2), a);
  }
  return length;
}
