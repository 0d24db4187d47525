/**
 * Best-first search over canonical positions. Positions wait in a bucket queue by
 * priority (the family's score); the most promising is expanded first, so wins come
 * quickly, and since every position reached is stored (or left out as lost, game.ts
 * `isLost`, or for one stored that dominates it, `isDominatedInStore`) and, unless the
 * search stops early, expanded, an empty queue proves that no reachable position is won.
 *
 * Each child is made in place, settled (its forced and safe moves played), keyed, stored
 * if new and unmade; but the one that takes straight back the move that reached the
 * position (its parent, stored), which is left unmade. A record keeps its parent and the
 * move that led to it, written canonically by the family so it means the same in any
 * ordering of columns and cells; the solution is read back along the parents.
 */

import { CHECK_MOVE_BACK, countCheck } from '../core/checks';
import { now } from '../core/clock';
import { FIXED_HEADER, setFixedLength } from '../core/fixed';
import { moveBuffer } from '../core/moves';
import { forgetUndo, undoRoom, undoTop } from '../core/undo';
import {
  VERDICT_IMPOSSIBLE,
  VERDICT_UNKNOWN_POSITIONS,
  VERDICT_UNKNOWN_TIME,
  VERDICT_WINNABLE,
} from '../status';
import {
  holdsChild,
  insertPosition,
  recordKey,
  recordMove,
  recordNext,
  recordParent,
  STORE_FULL,
  setRecordMove,
  setRecordNext,
} from '../tt/store';
import { noteBest } from './best-line';
import { Game, NO_MOVE, PRIORITY_LEVELS } from './game';
import {
  canonicalMoveOf,
  countExpansion,
  MAX_PATH_LENGTH,
  moveWord,
  pathLengthOf,
  resetSearch,
  setGoal,
} from './path';

const BUCKET_HEAD_AT = memory.data(FIXED_HEADER + PRIORITY_LEVELS * 4, 16);
const bucketHead = changetype<StaticArray<u32>>(BUCKET_HEAD_AT + FIXED_HEADER);
setFixedLength(BUCKET_HEAD_AT, PRIORITY_LEVELS * 4);
let lowestBucket: i32 = 0;
/**
 * The record whose children were being stored when the store was full (some of them are
 * not): a stage going on expands it again. 0 when the last stage ended otherwise.
 */
let interrupted: u32 = 0;

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
 * Searches from the current position, which must already be settled. Stops at the first
 * win, when the store is full, or at `deadline` (host clock, ms).
 */
export function bestFirst<F extends Game>(family: F, deadline: f64): i32 {
  for (let i = 0; i < PRIORITY_LEVELS; i++) unchecked((bucketHead[i] = 0));
  lowestBucket = PRIORITY_LEVELS;
  interrupted = 0;
  resetSearch();
  if (family.isWon()) return VERDICT_WINNABLE;
  const root = insertPosition<F>(family, family.hash(), 0, 0);
  if (root <= 0) return VERDICT_UNKNOWN_POSITIONS;
  push(<u32>root, family.score(0));
  return searchQueue<F>(family, deadline, 0);
}

/**
 * Goes on from the last best-first search, which ran out of positions in the store this
 * search keeps: what waited in its queue (and the record it was expanding) waits again,
 * scored under the running stage's weights. Every stored position is then expanded or
 * waiting, as in a fresh search, so an empty queue is as much a proof.
 */
export function bestFirstOn<F extends Game>(family: F, deadline: f64): i32 {
  resetSearch();
  if (family.isWon()) return VERDICT_WINNABLE;
  let waiting: u32 = 0;
  for (let level = lowestBucket; level < PRIORITY_LEVELS; level++) {
    let record = unchecked(bucketHead[level]);
    unchecked((bucketHead[level] = 0));
    // Chained through their next links into one list, then scored and pushed again.
    while (record != 0) {
      const next = recordNext(record);
      setRecordNext(record, waiting);
      waiting = record;
      record = next;
    }
  }
  lowestBucket = PRIORITY_LEVELS;
  while (waiting != 0) {
    const next = recordNext(waiting);
    family.readKey(recordKey(waiting));
    push(waiting, family.score(<i32>pathLengthOf(recordMove(waiting))));
    waiting = next;
  }
  // Its expansion is finished first, as it would have been had the store had room: with
  // the same weights the two stages then store what one uncapped stage would.
  const first = interrupted;
  interrupted = 0;
  return searchQueue<F>(family, deadline, first);
}

/**
 * The line of records whose positions the undo record holds, from the last one read from
 * its key: `lineRecord[i]` is the position at undo mark `lineMark[i]`. A record to expand
 * whose parent is on the line is reached from its parent by its own move, made and
 * settled as when it was stored: the position its key stands for (its columns maybe in
 * another order), for much less than reading the key, and best-first expands a child of
 * what it just expanded more often than not.
 */
const MAX_LINE: i32 = 256;
/** Undo words the line may hold, with room left for a position's children. */
const LINE_UNDO_WORDS: i32 = 1 << 12;
const LINE_RECORD_AT = memory.data(FIXED_HEADER + MAX_LINE * 4, 16);
const lineRecord = changetype<StaticArray<u32>>(LINE_RECORD_AT + FIXED_HEADER);
setFixedLength(LINE_RECORD_AT, MAX_LINE * 4);
const LINE_MARK_AT = memory.data(FIXED_HEADER + MAX_LINE * 4, 16);
const lineMark = changetype<StaticArray<i32>>(LINE_MARK_AT + FIXED_HEADER);
setFixedLength(LINE_MARK_AT, MAX_LINE * 4);
let lineLength: i32 = 0;
/**
 * The move that made the position in hand from its parent's with nothing settled after
 * it, or NO_MOVE (it was read from its key, or something settled): `reach` sets it.
 */
let reachedBy: u32 = NO_MOVE;

/** How many records up from the one to expand `reach` looks for one on the line. */
const MAX_CLIMB: i32 = 8;
const climbed = new StaticArray<u32>(MAX_CLIMB);

/** Where `record` lies on the line, or -1. */
@inline
function lineIndexOf(record: u32): i32 {
  let at = lineLength - 1;
  while (at >= 0 && unchecked(lineRecord[at]) != record) at--;
  return at;
}

/**
 * Puts the position of `record` in hand: from the nearest of its ancestors (up to
 * `MAX_CLIMB` records up) on the line, by their moves, or else from its key.
 */
function reach<F extends Game>(family: F, record: u32): void {
  let steps = 0;
  let at = -1;
  for (let up = record; steps < MAX_CLIMB && up != 0; up = recordParent(up)) {
    unchecked((climbed[steps++] = up));
    at = lineIndexOf(recordParent(up));
    if (at >= 0) break;
  }
  if (at >= 0 && at + steps < MAX_LINE) {
    family.unmakeTo(unchecked(lineMark[at]));
    let played = true;
    for (let i = steps - 1; i >= 0 && played; i--) {
      played = undoRoom(LINE_UNDO_WORDS);
      if (!played) continue;
      const next = unchecked(climbed[i]);
      const move = family.resolveMove(canonicalMoveOf(recordMove(next)));
      if (!ASC_NO_ASSERT) assert(move != NO_MOVE, 'a stored move does not resolve');
      family.make(move);
      const made = undoTop;
      family.settleAfter(move);
      reachedBy = undoTop == made ? move : NO_MOVE;
      if (!ASC_NO_ASSERT) assert(isInHand<F>(family, next), 'a remade child is not its record');
      unchecked((lineRecord[++at] = next));
      unchecked((lineMark[at] = undoTop));
    }
    if (played) {
      lineLength = at + 1;
      return;
    }
  }
  forgetUndo();
  family.readKey(recordKey(record));
  reachedBy = NO_MOVE;
  unchecked((lineRecord[0] = record));
  unchecked((lineMark[0] = undoTop));
  lineLength = 1;
}

/** Whether the position in hand is `record`'s, asked as the store asks (the hash first). */
function isInHand<F extends Game>(family: F, record: u32): bool {
  family.hash();
  return family.isKey(recordKey(record));
}

/** Expands `first` (0: none), then what the queue holds, best first. */
function searchQueue<F extends Game>(family: F, deadline: f64, first: u32): i32 {
  lineLength = 0;
  for (let record = first != 0 ? first : pop(); record != 0; record = pop()) {
    reach<F>(family, record);
    noteBest(record, lowestBucket);
    if ((countExpansion() & 255) == 0 && now() > deadline) return VERDICT_UNKNOWN_TIME;
    let childLength = pathLengthOf(recordMove(record)) + 1;
    if (childLength > MAX_PATH_LENGTH) childLength = MAX_PATH_LENGTH;
    const moves = family.generate(0);
    // The move taking back the one that reached this position (the family's `moveBack`)
    // reaches its parent's key, settled and stored: that child would be found stored.
    const back = reachedBy == NO_MOVE ? NO_MOVE : family.moveBack(reachedBy);
    // Pushed last, popped first among equals: the generator lists the likeliest moves first.
    for (let i = moves - 1; i >= 0; i--) {
      const move = unchecked(moveBuffer[i]);
      if (move == back) {
        if (!ASC_NO_ASSERT) {
          assert(holdsChild<F>(family, move, false), 'an undone move was not stored');
          countCheck(CHECK_MOVE_BACK);
        }
        continue;
      }
      const mark = undoTop;
      family.make(move);
      family.settleAfter(move);
      if (family.isWon()) {
        family.unmakeTo(mark);
        setGoal(record, moveWord(family.canonicalMove(move), childLength));
        return VERDICT_WINNABLE;
      }
      // Most children are found stored: a new one gets its move word below, once the
      // position it was made from, which the canonical move reads, is back in hand. A
      // lost child is left out: reached and expanded, it would only give no moves, and met
      // again it is found lost (the family's tables seen) as cheaply as it would be found
      // stored.
      const child = insertPosition<F>(family, family.hash(), record, 0, false, true);
      if (child > 0) push(<u32>child, family.score(<i32>childLength));
      family.unmakeTo(mark);
      if (child > 0) setRecordMove(<u32>child, moveWord(family.canonicalMove(move), childLength));
      if (child == STORE_FULL) {
        interrupted = record;
        return VERDICT_UNKNOWN_POSITIONS;
      }
    }
  }
  return VERDICT_IMPOSSIBLE;
}
