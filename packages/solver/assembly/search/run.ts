/**
 * The stage schedule run on a family: each stage (stages.ts) starts afresh from the
 * position loaded, settled, in the same store (emptied, except between soft threads of
 * one group, which share it, and for a best-first stage going on from the one before),
 * and the first stage to end with a verdict other than "out of positions" answers; then
 * the path back, shortened, replayed (or, when no stage answered, the last stage's best
 * line: best-line.ts).
 */
import { forgetUndo } from '../core/undo';
import {
  ERR_BUDGET,
  ERR_SOLUTION_TOO_LONG,
  VERDICT_IMPOSSIBLE,
  VERDICT_UNKNOWN_POSITIONS,
  VERDICT_UNKNOWN_TIME,
} from '../status';
import { setKeyBytes } from '../tt/hash';
import { allowMore, prepareStore, recordCount, resetPositionsLeftOut } from '../tt/store';
import { bestFirst, bestFirstOn } from './best-first';
import { forgetBestLine, keepBestLine, resetBestLine } from './best-line';
import { MAX_SOFT_THREADS, resetSoftThreads, softDepthFirst, softThread } from './dfs';
import { Game } from './game';
import { collectPath, expanded } from './path';
import { leavesAsFound, polishes, polishPath } from './polish';
import { replayPath } from './replay';
import { shortenPath } from './shorten';
import {
  isStageExact,
  MAX_STAGES,
  METHOD_BEST_FIRST_ON,
  METHOD_DEPTH_FIRST,
  METHOD_SOFT_THREAD,
  planIsCurrent,
  plannedSharesStore,
  plannedSoftThread,
  planStages,
  stageCount,
  stageMethod,
  stagePositions,
  useStage,
} from './stages';

/** Positions stored and expanded by all stages of the last run. */
export let storedTotal: f64 = 0;
export let expandedTotal: f64 = 0;
/** Positions each stage of the last run stored and expanded (to plan the schedule by cost). */
export const storedByStage = new StaticArray<f64>(MAX_STAGES);
export const expandedByStage = new StaticArray<f64>(MAX_STAGES);

/**
 * Runs the stages on the loaded position within `storeBytes` of store, `maxPositions`
 * positions and until `deadline` (host clock). Returns a verdict or ERR_BUDGET.
 */
export function runStages<F extends Game>(
  family: F,
  storeBytes: usize,
  maxPositions: u32,
  deadline: f64,
): i32 {
  let remaining = maxPositions;
  storedTotal = 0;
  expandedTotal = 0;
  resetPositionsLeftOut();
  for (let stage = 0; stage < MAX_STAGES; stage++) {
    unchecked((storedByStage[stage] = 0));
    unchecked((expandedByStage[stage] = 0));
  }
  planStages();
  if (!ASC_NO_ASSERT) assert(planIsCurrent(), 'the stage plan is out of date');
  setKeyBytes(family.keyBytes());
  forgetBestLine();
  let verdict = VERDICT_UNKNOWN_POSITIONS;
  for (let stage = 0; stage < stageCount; stage++) {
    const last = stage == stageCount - 1;
    const cap = last || stagePositions[stage] > remaining ? remaining : stagePositions[stage];
    const method = stageMethod[stage];
    // Soft threads of one group go on in their store, as does a best-first stage going on
    // from the one before it; every other stage starts afresh.
    const before = unchecked(plannedSharesStore[stage]) ? recordCount : 0;
    if (before > 0) allowMore(cap);
    else if (!prepareStore(storeBytes, cap)) return ERR_BUDGET;
    else if (method == METHOD_SOFT_THREAD) resetSoftThreads();
    useStage(stage);
    resetBestLine();
    family.restoreStart();
    family.settle();
    forgetUndo();
    if (method == METHOD_SOFT_THREAD) {
      const thread = unchecked(plannedSoftThread[stage]);
      verdict =
        thread < MAX_SOFT_THREADS
          ? softThread<F>(family, thread, deadline)
          : VERDICT_UNKNOWN_POSITIONS;
    } else if (method == METHOD_DEPTH_FIRST) {
      verdict = softDepthFirst<F>(family, deadline);
    } else if (method == METHOD_BEST_FIRST_ON && before > 0) {
      verdict = bestFirstOn<F>(family, deadline);
    } else {
      verdict = bestFirst<F>(family, deadline);
    }
    storedTotal += <f64>(recordCount - before);
    storedByStage[stage] = <f64>(recordCount - before);
    expandedByStage[stage] = <f64>expanded;
    expandedTotal += <f64>expanded;
    remaining -= recordCount - before;
    // A streamlined stage searched part of the game: its "impossible" proves nothing.
    if (verdict == VERDICT_IMPOSSIBLE && !isStageExact(stage)) verdict = VERDICT_UNKNOWN_POSITIONS;
    if (verdict == VERDICT_UNKNOWN_POSITIONS || verdict == VERDICT_UNKNOWN_TIME)
      keepBestLine(stage);
    if (verdict != VERDICT_UNKNOWN_POSITIONS || remaining == 0) break;
  }
  return verdict;
}

const PATH_CAPACITY: i32 = 1 << 13;
const pathBuffer = new StaticArray<u32>(PATH_CAPACITY);

/**
 * After a winnable verdict: the solution, shortened and polished (or as found, when it
 * cannot be, or where reordering it does not pay: polish.ts `leavesAsFound`), replayed
 * from the start into `out` in the host's format. Returns how many moves.
 */
export function writeSolution<F extends Game>(family: F, out: usize, room: i32): i32 {
  const path = changetype<usize>(pathBuffer);
  const found = collectPath(path, PATH_CAPACITY);
  if (found >= 0 && leavesAsFound<F>(family, path, found))
    return replayPath<F>(family, path, found, out, room);
  let length = shortenPath<F>(family, path, PATH_CAPACITY, polishes<F>(family));
  const shortened = length >= 0;
  if (!shortened) length = collectPath(path, PATH_CAPACITY);
  if (length < 0) return ERR_SOLUTION_TOO_LONG;
  length = polishPath<F>(family, path, length, shortened);
  // A polished line that no longer wins is a bug: the line is taken as found.
  if (length < 0) length = collectPath(path, PATH_CAPACITY);
  return replayPath<F>(family, path, length, out, room);
}
