/**
 * What every search leaves behind for the path back: the record the winning move starts
 * from and that move, the positions expanded, and the record's move word (a canonical
 * move of the family and, above it, the length of the path to the record).
 */

import { recordMove, recordParent } from '../tt/store';
import { CANONICAL_MOVE_BITS } from './game';

const CANONICAL_MOVE_MASK: u32 = (1 << CANONICAL_MOVE_BITS) - 1;
export const MAX_PATH_LENGTH: u32 = (1 << (32 - CANONICAL_MOVE_BITS)) - 1;

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

/** A record's move word: the canonical move and the length of the path it ends. */
@inline
export function moveWord(canonical: u32, pathLength: u32): u32 {
  return canonical | (pathLength << CANONICAL_MOVE_BITS);
}

@inline
export function canonicalMoveOf(recordMoveWord: u32): u32 {
  return recordMoveWord & CANONICAL_MOVE_MASK;
}

@inline
export function pathLengthOf(recordMoveWord: u32): u32 {
  return recordMoveWord >> CANONICAL_MOVE_BITS;
}

/**
 * Writes the canonical moves from the start to the win into `out` (u32 each) and returns
 * how many, or -1 when they do not fit in `room`.
 */
export function collectPath(out: usize, room: i32): i32 {
  return collectPathTo(goalParent, goalMove, out, room);
}

/**
 * The same for the line that ends with the move word `lastMove` from the record `parent`
 * (0 when the line is empty).
 */
export function collectPathTo(parent: u32, lastMove: u32, out: usize, room: i32): i32 {
  if (lastMove == 0) return 0;
  let length = 0;
  let record = parent;
  if (room < 1) return -1;
  store<u32>(out, canonicalMoveOf(lastMove));
  length = 1;
  while (recordParent(record) != 0) {
    if (length >= room) return -1;
    store<u32>(out + ((<usize>length) << 2), canonicalMoveOf(recordMove(record)));
    length++;
    record = recordParent(record);
  }
  // Reverse into start-to-win order.
  for (let i = 0, j = length - 1; i < j; i++, j--) {
    const a = load<u32>(out + ((<usize>i) << 2));
    store<u32>(out + ((<usize>i) << 2), load<u32>(out + ((<usize>j) << 2)));
    store<u32>(out + ((<usize>j) << 2), a);
  }
  return length;
}
