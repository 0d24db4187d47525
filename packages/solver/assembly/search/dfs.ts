/**
 * Soft depth-first search (after fc-solve's "soft-DFS"): from the position in hand,
 * every child is made, settled and scored (but the one the last move takes straight back
 * to, which is stored, and the quiet ones known new, scored unmade); the children are
 * tried best first by priority (the family's score), each searched to the end before the
 * next. It works on the one position in place (make and unmake), so unlike the best-first
 * search it never reads a position back from its key, and it follows one line as long as
 * the line stays new, which wins most FreeCell deals in a few hundred positions. Its
 * weakness, a bad early choice explored to the bottom, is bounded by the stage's cap on
 * stored positions; later stages start afresh.
 *
 * The store gives each child the position it was first generated from as parent, as in the
 * best-first search, so the solution is read back along parents the same way.
 * Run to the end without overflowing its own stacks, it has expanded every stored
 * position, which is as much a proof as the best-first search's empty queue.
 */

import { CHECK_MOVE_BACK, countCheck } from '../core/checks';
import { now } from '../core/clock';
import { FIXED_HEADER, setFixedLength } from '../core/fixed';
import { moveBuffer } from '../core/moves';
import { undoTop } from '../core/undo';
import {
  VERDICT_IMPOSSIBLE,
  VERDICT_UNKNOWN_POSITIONS,
  VERDICT_UNKNOWN_TIME,
  VERDICT_WINNABLE,
} from '../status';
import { holdsChild, insertPosition, isHeld, mayHold, STORE_FULL } from '../tt/store';
import { noteBest } from './best-line';
import { Game, NO_MOVE } from './game';
import { countExpansion, MAX_PATH_LENGTH, moveWord, resetSearch, setGoal } from './path';

/**
 * The moves waiting at every depth, one region per depth, stacked: per child one word,
 * its move in the low half and its priority in the high half, so bringing the best one
 * forward (`takeBest`) shifts one word per place.
 */
const CHILD_CAPACITY: i32 = 1 << 16;
const CHILDREN_AT = memory.data(CHILD_CAPACITY * 8, 16);

@inline
function childMove(index: i32): u32 {
  return load<u32>(CHILDREN_AT + ((<usize>index) << 3));
}

@inline
function childPriority(index: i32): i32 {
  return load<i32>(CHILDREN_AT + ((<usize>index) << 3), 4);
}

/** A child's whole word: its move and its priority. */
@inline
function childWord(index: i32): u64 {
  return load<u64>(CHILDREN_AT + ((<usize>index) << 3));
}

@inline
function setChildWord(index: i32, word: u64): void {
  store<u64>(CHILDREN_AT + ((<usize>index) << 3), word);
}

/** Per depth: its record, its next and end move, and the undo mark of its position. */
const MAX_DFS_DEPTH: i32 = 2048;
const FRAME_RECORD_AT = memory.data(FIXED_HEADER + MAX_DFS_DEPTH * 4, 16);
const frameRecord = changetype<StaticArray<u32>>(FRAME_RECORD_AT + FIXED_HEADER);
setFixedLength(FRAME_RECORD_AT, MAX_DFS_DEPTH * 4);
const FRAME_NEXT_AT = memory.data(FIXED_HEADER + MAX_DFS_DEPTH * 4, 16);
const frameNext = changetype<StaticArray<i32>>(FRAME_NEXT_AT + FIXED_HEADER);
setFixedLength(FRAME_NEXT_AT, MAX_DFS_DEPTH * 4);
const FRAME_END_AT = memory.data(FIXED_HEADER + MAX_DFS_DEPTH * 4, 16);
const frameEnd = changetype<StaticArray<i32>>(FRAME_END_AT + FIXED_HEADER);
setFixedLength(FRAME_END_AT, MAX_DFS_DEPTH * 4);
const FRAME_MARK_AT = memory.data(FIXED_HEADER + MAX_DFS_DEPTH * 4, 16);
const frameMark = changetype<StaticArray<i32>>(FRAME_MARK_AT + FIXED_HEADER);
setFixedLength(FRAME_MARK_AT, MAX_DFS_DEPTH * 4);

/**
 * Lines deeper than this are cut (the stage then never claims a proof): a line that long
 * has gone astray, and its solution would be too long to follow.
 */
const DEFAULT_DEPTH_LIMIT: i32 = 300;
export let depthLimit: i32 = DEFAULT_DEPTH_LIMIT;
let cut: bool = false;

/** Sets the depth limit (0: the default). */
export function setDepthLimit(limit: i32): void {
  if (limit == 0) limit = DEFAULT_DEPTH_LIMIT;
  depthLimit = limit < 1 ? 1 : limit >= MAX_DFS_DEPTH ? MAX_DFS_DEPTH - 1 : limit;
}

/**
 * Added to a child's priority per extra single move its move stands for: solutions
 * are counted in single moves, and without it the search favours long run moves
 * (FreeCell 1-1000: median 125 single-card moves at 0, 120 at 1, for 24% more positions).
 */
const DEFAULT_RUN_PENALTY: i32 = 1;
let runPenalty: i32 = DEFAULT_RUN_PENALTY;

/** Sets the run penalty (a negative value: the default). */
export function setRunPenalty(value: i32): void {
  runPenalty = value < 0 ? DEFAULT_RUN_PENALTY : value;
}

/**
 * Whether a child is taken as stored when a record has its stored hash (tt/store.ts
 * `storedHash`, half of the full hash), its key not compared: in a soft thread, which
 * never proves anything (`softThread`). A new child taken for a stored one (two positions
 * whose hashes share that half) is only a branch left unsearched, which the complete
 * stages after the threads search; a win found is replayed as any other. So a thread's
 * store keeps no keys (tt/store.ts `insertPosition`): no thread reads a position back
 * from its key, and the solution's line gets its keys when it is shortened. Elsewhere a
 * depth-first search may prove, and compares keys.
 */
let hashAlone: bool = false;

const QUEUED: i32 = 0;
/** Moves from which a list's scores start from what they share (`beginChildScores`). */
const SHARED_SCORES_FROM: i32 = 6;
/** Where `queueMoves` left the top of the move stack. */
let queuedTop: i32 = 0;

/**
 * Lists the moves of the current position (the record `record`, reached in `pathLength`
 * moves) as children `top..`, in the generator's order. Each child is scored, not yet keyed:
 * most are never visited. `last` is the move that reached the position with nothing
 * settled after it, or NO_MOVE. Returns QUEUED, or a verdict that ends the search
 * (a child is won: the goal is set; the move stack is full).
 */
function queueMoves<F extends Game>(
  family: F,
  record: u32,
  pathLength: i32,
  top: i32,
  last: u32,
): i32 {
  const moves = family.generate(0);
  if (top + moves > CHILD_CAPACITY) return VERDICT_UNKNOWN_POSITIONS;
  let end = top;
  // Keeping what the children's scores share costs about what two children's scores
  // save: worth it only for a longer list (most depth-first lists in FreeCell; few in
  // Baker's Game, where most moves reach stored positions), or for a quiet child, which
  // is scored from it alone. Kept while the position is this one, before a child is made.
  const shared = moves >= SHARED_SCORES_FROM;
  let kept = false;
  const back = last == NO_MOVE ? NO_MOVE : family.moveBack(last);
  for (let i = 0; i < moves; i++) {
    const move = unchecked(moveBuffer[i]);
    // The key `last` was played from: that position is this one's parent, settled and in
    // the store, so the child would settle to it and be found stored below. Left unmade.
    if (move == back) {
      if (!ASC_NO_ASSERT) {
        assert(holdsChild<F>(family, move, hashAlone), 'an undone move was not stored');
        countCheck(CHECK_MOVE_BACK);
      }
      continue;
    }
    // Shortcuts stand for several single moves: a little worse than one move.
    let priority: i32;
    // A quiet child is known new when no stored entry shares its hash: then it is scored
    // unmade. Otherwise it is made, settled and looked up; in a soft thread, a quiet one is
    // taken as stored at once (`hashAlone`: nothing settles after it, so its hash is known).
    const quiet = family.isQuiet(move) && family.scoresUnmade(move);
    const hash = quiet ? family.hashAfter(move) : 0;
    const known = quiet && mayHold(hash);
    if (known && hashAlone) continue;
    if (quiet && !known) {
      if (!kept) family.beginChildScores();
      kept = true;
      const score = family.quietScore(move, hash, pathLength + 1);
      if (!ASC_NO_ASSERT)
        assert(isQuietChild<F>(family, move, score, pathLength + 1), 'quiet child');
      priority = score + runPenalty * (family.singleMoves(move) - 1);
    } else {
      if (shared && !kept) family.beginChildScores();
      kept = kept || shared;
      const mark = undoTop;
      family.make(move);
      family.settleAfter(move);
      if (family.isWon()) {
        family.unmakeTo(mark);
        // Unmade first: a canonical move is read from the position it is made from.
        setGoal(record, moveWord(family.canonicalMove(move), <u32>(pathLength + 1)));
        return VERDICT_WINNABLE;
      }
      // Stored already (stores only grow): it would be skipped when its turn came.
      if (isHeld<F>(family, family.hash(), hashAlone)) {
        family.unmakeTo(mark);
        continue;
      }
      const score = kept ? family.childScore(mark, pathLength + 1) : family.score(pathLength + 1);
      const singles = family.singleMoves(move);
      priority = score + runPenalty * (singles - 1);
      family.unmakeTo(mark);
      // A move stands for as many single moves made as unmade (a count read from the
      // child's stock once took every draw from the waste for one): the debug build asks
      // again, the move taken back.
      if (!ASC_NO_ASSERT)
        assert(family.singleMoves(move) == singles, 'a move counted otherwise made');
    }
    // In the generator's order: `takeBest` picks each child when its turn comes.
    setChildWord(end++, ((<u64>(<u32>priority)) << 32) | <u64>move);
  }
  queuedTop = end;
  return QUEUED;
}

/**
 * The debug build's check of a quiet child scored unmade: made and settled, nothing
 * settles, it is not won, not stored (no record has its stored hash, in a thread, whose
 * records keep no key), and has the hash and score the family gave.
 */
function isQuietChild<F extends Game>(family: F, move: u32, score: i32, pathLength: i32): bool {
  const hash = family.hashAfter(move);
  const mark = undoTop;
  family.make(move);
  const made = undoTop;
  family.settleAfter(move);
  const quiet =
    undoTop == made &&
    !family.isWon() &&
    family.hash() == hash &&
    !isHeld<F>(family, hash, hashAlone) &&
    family.childScore(mark, pathLength) == score;
  family.unmakeTo(mark);
  return quiet;
}

/**
 * Searches from the current position, which must already have had its safe moves played.
 * Stops at the first win, when the store or its own stacks are full, or at `deadline`.
 */
export function softDepthFirst<F extends Game>(family: F, deadline: f64): i32 {
  resetSearch();
  cut = false;
  hashAlone = false;
  if (family.isWon()) return VERDICT_WINNABLE;
  const root = insertPosition<F>(family, family.hash(), 0, 0);
  if (root <= 0) return VERDICT_UNKNOWN_POSITIONS;
  const status = startAt<F>(family, <u32>root);
  if (status != QUEUED) return status;
  const verdict = searchFrom<F>(family, 0, deadline);
  if (verdict != SEARCHED) return verdict;
  return cut ? VERDICT_UNKNOWN_POSITIONS : VERDICT_IMPOSSIBLE;
}

/** Lists the root's moves as depth 0. */
function startAt<F extends Game>(family: F, root: u32): i32 {
  countExpansion();
  const status = queueMoves<F>(family, root, 0, 0, NO_MOVE);
  if (status != QUEUED) return status;
  unchecked((frameRecord[0] = root));
  unchecked((frameNext[0] = 0));
  unchecked((frameEnd[0] = queuedTop));
  unchecked((frameMark[0] = undoTop));
  return QUEUED;
}

/**
 * Brings the best of children `next..end - 1` (the lowest priority, the first of equals)
 * to `next`, the others keeping their order: the children are tried in the order a stable
 * sort by priority would give, and a list is only sorted as far as it is tried (a line
 * that wins goes down its first child at every depth).
 */
@inline
function takeBest(next: i32, end: i32): void {
  let best = next;
  let bestPriority = childPriority(next);
  for (let i = next + 1; i < end; i++) {
    const priority = childPriority(i);
    if (priority < bestPriority) {
      best = i;
      bestPriority = priority;
    }
  }
  if (best == next) return;
  const word = childWord(best);
  for (let i = best; i > next; i--) setChildWord(i, childWord(i - 1));
  setChildWord(next, word);
}

/** `searchFrom` tried every move down from where it started. */
const SEARCHED: i32 = 0x100;
/** The depth `searchFrom` stopped at when the store was full; that depth's move is retried. */
let stoppedDepth: i32 = 0;

/**
 * The search itself, from the frames of depths 0..`depth` (the position is that of
 * `depth`). Returns SEARCHED when every move is tried, or a verdict that ends the search.
 */
function searchFrom<F extends Game>(family: F, depth: i32, deadline: f64): i32 {
  while (depth >= 0) {
    const next = unchecked(frameNext[depth]);
    if (next == unchecked(frameEnd[depth])) {
      // Every move of this depth is tried: back to the position above it.
      depth--;
      if (depth >= 0) family.unmakeTo(unchecked(frameMark[depth]));
      continue;
    }
    unchecked((frameNext[depth] = next + 1));
    takeBest(next, unchecked(frameEnd[depth]));
    const move = childMove(next);
    const parent = unchecked(frameRecord[depth]);
    const childLength = depth + 1 < <i32>MAX_PATH_LENGTH ? depth + 1 : <i32>MAX_PATH_LENGTH;
    const word = moveWord(family.canonicalMove(move), <u32>childLength);
    family.make(move);
    const made = undoTop;
    family.settleAfter(move);
    const last = undoTop == made ? move : NO_MOVE;
    const child = insertPosition<F>(family, family.hash(), parent, word, hashAlone);
    if (child == STORE_FULL) {
      unchecked((frameNext[depth] = next));
      stoppedDepth = depth;
      return VERDICT_UNKNOWN_POSITIONS;
    }
    if (child == 0) {
      // Reached before, by another line (or left out for one stored that dominates it:
      // game.ts `isDominatedInStore`): searched there.
      family.unmakeTo(unchecked(frameMark[depth]));
      continue;
    }
    if (depth + 1 >= depthLimit) {
      // Too deep: left for a later stage, and this stage proves nothing.
      cut = true;
      family.unmakeTo(unchecked(frameMark[depth]));
      continue;
    }
    if ((countExpansion() & 255) == 0 && now() > deadline) return VERDICT_UNKNOWN_TIME;
    noteBest(<u32>child, childPriority(next));
    const status = queueMoves<F>(family, <u32>child, childLength, unchecked(frameEnd[depth]), last);
    if (status != QUEUED) {
      stoppedDepth = -1;
      return status;
    }
    depth++;
    unchecked((frameRecord[depth] = <u32>child));
    unchecked((frameNext[depth] = unchecked(frameEnd[depth - 1])));
    unchecked((frameEnd[depth] = queuedTop));
    unchecked((frameMark[depth] = undoTop));
  }
  return SEARCHED;
}

/**
 * Soft threads (fc-solve's): depth-first searches that share one store, each run for a
 * stage's positions and then set aside, to go on where it stopped in a later stage. A
 * thread going nowhere costs only its slices, and the positions one thread stores are
 * skipped by the others. A thread never proves anything (it skips what others stored and
 * have not searched yet): the stages after its group are complete.
 *
 * A thread set aside keeps its frames and moves waiting (copied out of the working
 * stacks); its position is made again from the start along the frames' moves.
 */
export const MAX_SOFT_THREADS: i32 = 16;
const THREAD_NEW: i32 = -1;
const THREAD_DONE: i32 = -2;
/** Moves waiting a thread keeps when set aside; one with more is dropped. */
const SAVED_CHILDREN: i32 = 1 << 14;
const threadDepth = new StaticArray<i32>(MAX_SOFT_THREADS);
// The saved moves and frames are in static memory, as large tables are (core/fixed.ts).
/** A thread's moves waiting, each with its priority (the children's words, as stacked). */
const SAVED_CHILDREN_AT = memory.data(FIXED_HEADER + MAX_SOFT_THREADS * SAVED_CHILDREN * 8, 16);
const savedChildren = changetype<StaticArray<u64>>(SAVED_CHILDREN_AT + FIXED_HEADER);
setFixedLength(SAVED_CHILDREN_AT, MAX_SOFT_THREADS * SAVED_CHILDREN * 8);
const SAVED_FRAMES_AT = memory.data(FIXED_HEADER + MAX_SOFT_THREADS * MAX_DFS_DEPTH * 3 * 4, 16);
const savedFrames = changetype<StaticArray<u32>>(SAVED_FRAMES_AT + FIXED_HEADER);
setFixedLength(SAVED_FRAMES_AT, MAX_SOFT_THREADS * MAX_DFS_DEPTH * 3 * 4);
/** The start's record in the group's store, stored by its first thread. */
let groupRoot: u32 = 0;

/** A new group of soft threads, in a store just emptied. */
export function resetSoftThreads(): void {
  for (let thread = 0; thread < MAX_SOFT_THREADS; thread++) threadDepth[thread] = THREAD_NEW;
  groupRoot = 0;
}

/**
 * Runs soft thread `thread` from the current position (the start, settled) until it
 * wins, the store is full (it is set aside) or `deadline`. Its own end is reported as
 * VERDICT_UNKNOWN_POSITIONS, never as a proof.
 */
export function softThread<F extends Game>(family: F, thread: i32, deadline: f64): i32 {
  resetSearch();
  cut = false;
  hashAlone = true;
  if (family.isWon()) return VERDICT_WINNABLE;
  const depth = threadDepth[thread];
  if (depth == THREAD_DONE) return VERDICT_UNKNOWN_POSITIONS;
  stoppedDepth = -1;
  let status = QUEUED;
  if (depth == THREAD_NEW) {
    if (groupRoot == 0) {
      const root = insertPosition<F>(family, family.hash(), 0, 0);
      if (root <= 0) return VERDICT_UNKNOWN_POSITIONS;
      groupRoot = <u32>root;
    }
    status = startAt<F>(family, groupRoot);
  } else {
    resumeThread<F>(family, thread, depth);
  }
  if (status == QUEUED) status = searchFrom<F>(family, depth < 0 ? 0 : depth, deadline);
  if (status == VERDICT_UNKNOWN_POSITIONS && stoppedDepth >= 0) {
    setThreadAside(thread, stoppedDepth);
  } else if (status == SEARCHED || status == VERDICT_UNKNOWN_POSITIONS) {
    threadDepth[thread] = THREAD_DONE;
    return VERDICT_UNKNOWN_POSITIONS;
  }
  return status;
}

function setThreadAside(thread: i32, depth: i32): void {
  const children = unchecked(frameEnd[depth]);
  if (children > SAVED_CHILDREN) {
    threadDepth[thread] = THREAD_DONE;
    return;
  }
  threadDepth[thread] = depth;
  const frames = thread * MAX_DFS_DEPTH * 3;
  // Unchecked: depth < MAX_DFS_DEPTH and children <= SAVED_CHILDREN, each thread's room.
  for (let d = 0; d <= depth; d++) {
    unchecked((savedFrames[frames + d * 3] = frameRecord[d]));
    unchecked((savedFrames[frames + d * 3 + 1] = <u32>frameNext[d]));
    unchecked((savedFrames[frames + d * 3 + 2] = <u32>frameEnd[d]));
  }
  const saved = thread * SAVED_CHILDREN;
  for (let i = 0; i < children; i++) unchecked((savedChildren[saved + i] = childWord(i)));
}

/** The thread's frames and moves back, and its position made along them. */
function resumeThread<F extends Game>(family: F, thread: i32, depth: i32): void {
  const frames = thread * MAX_DFS_DEPTH * 3;
  for (let d = 0; d <= depth; d++) {
    unchecked((frameRecord[d] = savedFrames[frames + d * 3]));
    unchecked((frameNext[d] = <i32>savedFrames[frames + d * 3 + 1]));
    unchecked((frameEnd[d] = <i32>savedFrames[frames + d * 3 + 2]));
  }
  const saved = thread * SAVED_CHILDREN;
  const children = unchecked(frameEnd[depth]);
  // Priorities too: the best line notes a child's when the thread goes down to it.
  for (let i = 0; i < children; i++) setChildWord(i, unchecked(savedChildren[saved + i]));
  frameMark[0] = undoTop;
  for (let d = 0; d < depth; d++) {
    const move = childMove(frameNext[d] - 1);
    family.make(move);
    family.settleAfter(move);
    frameMark[d + 1] = undoTop;
  }
}
