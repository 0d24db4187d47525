/**
 * The best line found so far, for a hint where the verdict is unknown: the line from the
 * start to the best-scored position the running stage stored and searched on from (the
 * one the best-first search took out of its queue, or the depth-first search went down
 * to, with the lowest priority; the most recent among equals, which is the deeper). The
 * searches only note candidates (one comparison per expansion); at the end of a stage
 * without a verdict the line is read back along the parents, and once the solve is over
 * the last line kept is replayed like a solution. It is a good move, never a proof: the
 * position it leads to may be lost.
 */
import { recordMove, recordParent } from '../tt/store';
import { Game, PRIORITY_LEVELS } from './game';
import { collectPathTo } from './path';
import { replayLine } from './replay';
import { useStage } from './stages';

let bestRecord: u32 = 0;
let bestPriority: i32 = PRIORITY_LEVELS;

/** A stage starts: its store is new (or goes on with weights of its own), so nothing is noted. */
export function resetBestLine(): void {
  bestRecord = 0;
  bestPriority = PRIORITY_LEVELS;
}

/**
 * `record`, of priority `priority`, is searched on from. The start is never the best
 * line's end: a hint needs a move.
 */
@inline
export function noteBest(record: u32, priority: i32): void {
  if (priority <= bestPriority && recordParent(record) != 0) {
    bestPriority = priority;
    bestRecord = record;
  }
}

const LINE_CAPACITY: i32 = 1 << 13;
/** The kept line's canonical moves, its length, and the stage that found it. */
const lineBuffer = new StaticArray<u32>(LINE_CAPACITY);
let lineLength: i32 = 0;
let lineStage: i32 = -1;

/** A new solve: no line kept. */
export function forgetBestLine(): void {
  lineLength = 0;
  lineStage = -1;
}

/**
 * Stage `stage` ended without a verdict: its best line is kept, read back now while its
 * store still holds it (the next stage empties it), unless it noted no position.
 */
export function keepBestLine(stage: i32): void {
  if (bestRecord == 0) return;
  const path = changetype<usize>(lineBuffer);
  const length = collectPathTo(
    recordParent(bestRecord),
    recordMove(bestRecord),
    path,
    LINE_CAPACITY,
  );
  if (length <= 0) return;
  lineLength = length;
  lineStage = stage;
}

/**
 * After an unknown verdict: the line kept last, replayed from the start into `out` in the
 * host's format (settling moves included) under its own stage's weights, which decide
 * what settles. Returns how many moves (0 when no stage kept a line).
 */
export function writeBestLine<F extends Game>(family: F, out: usize, room: i32): i32 {
  if (lineStage < 0) return 0;
  useStage(lineStage);
  return replayLine<F>(family, changetype<usize>(lineBuffer), lineLength, out, room);
}
