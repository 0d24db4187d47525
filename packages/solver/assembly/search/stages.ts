/**
 * Search stages ("flares", after fc-solve): each stage is a search (best-first or soft
 * depth-first) with its own weights and a cap on the positions it may store; when a stage
 * runs out, the next starts afresh. Different weights get stuck on different deals, so a
 * few short tries cut the long tail; the last stage has the whole budget, so the search
 * stays complete. A family sets its default stages (its presets) when it is configured;
 * its `score` reads the running stage's `weights`.
 */

import { FIXED_HEADER, setFixedLength } from '../core/fixed';

export const MAX_STAGES: i32 = 64;
/** Weights per stage; a family reads as many as its score has terms. */
export const MAX_WEIGHTS: i32 = 16;
export const METHOD_BEST_FIRST: i32 = 0;
export const METHOD_DEPTH_FIRST: i32 = 1;
/**
 * A soft thread (dfs.ts): consecutive stages of this method share one store, and each
 * weighting among them is one depth-first thread, going on where its last stage stopped.
 */
export const METHOD_SOFT_THREAD: i32 = 2;
/**
 * A best-first search that goes on from the best-first stage before it (best-first.ts):
 * that stage's store stays, and what waited in its queue waits again, scored under this
 * stage's weights, so the positions the earlier try stored are not stored again. Only
 * after an exact stage with the same moves (`setMoveSetWeight`): its expanded positions
 * then have this stage's children stored, and an empty queue is still a proof.
 */
export const METHOD_BEST_FIRST_ON: i32 = 3;
export const LAST_METHOD: i32 = METHOD_BEST_FIRST_ON;

// The schedule: read anywhere, written only through the setters below, which tell the
// plan (`planStages`) to be worked out again.
export const stageWeights = new StaticArray<i32>(MAX_STAGES * MAX_WEIGHTS);
export const stagePositions = new StaticArray<u32>(MAX_STAGES);
/**
 * How each stage searches: METHOD_BEST_FIRST or METHOD_BEST_FIRST_ON (best-first.ts),
 * METHOD_DEPTH_FIRST or METHOD_SOFT_THREAD (dfs.ts).
 */
export const stageMethod = new StaticArray<i32>(MAX_STAGES);
export let stageCount: i32 = 1;
/**
 * Whether a stage is marked as searching the whole game (the default, `setStage`), so
 * that its "impossible" is a proof; tuning may mark a stage otherwise (index.ts
 * `setStageExact`). A stage the family's weight streamlines is never exact whatever its
 * mark: see `isStageExact`.
 */
export const stageExact = new StaticArray<bool>(MAX_STAGES);

/**
 * The weight that, non-zero, streamlines a stage (the open family's W_HOME_ALL, the
 * klondike family's W_AUTO_HOME, Spider's W_STREAMLINE), or -1. Each family's stages set
 * it. A streamlined stage (a family's weight may leave moves out or settle what is not
 * safe, as Solvitaire's first run does) can only win: its "impossible" lets the next
 * stage run. Being read off the weights, it cannot be set without being known.
 */
let streamlineWeight: i32 = -1;

export function setStreamlineWeight(weight: i32): void {
  streamlineWeight = weight;
  planned = false;
}

/** Whether `stage` searches the whole game: marked exact, and not streamlined by its weights. */
export function isStageExact(stage: i32): bool {
  return (
    stageExact[stage] &&
    (streamlineWeight < 0 || stageWeights[stage * MAX_WEIGHTS + streamlineWeight] == 0)
  );
}

/**
 * The weight that chooses which moves a stage generates, for a family whose weights do
 * (the open family's W_MOVE_SET: single cards or meta-moves), or -1 where they only order
 * the moves (and streamline them, which `stageExact` marks). Each family's stages set it.
 */
let moveSetWeight: i32 = -1;

export function setMoveSetWeight(weight: i32): void {
  moveSetWeight = weight;
  planned = false;
}

function sameMoves(a: i32, b: i32): bool {
  return (
    moveSetWeight < 0 ||
    stageWeights[a * MAX_WEIGHTS + moveSetWeight] == stageWeights[b * MAX_WEIGHTS + moveSetWeight]
  );
}

/** The weights of the running stage (see `useStage`). */
const WEIGHTS_AT = memory.data(FIXED_HEADER + MAX_WEIGHTS * 4, 16);
export const weights = changetype<StaticArray<i32>>(WEIGHTS_AT + FIXED_HEADER);
setFixedLength(WEIGHTS_AT, MAX_WEIGHTS * 4);

/** Sets stage `stage`: its method, weights (the rest zero) and cap on stored positions. */
export function setStage(
  stage: i32,
  method: i32,
  stageWeightList: StaticArray<i32>,
  positions: u32,
): void {
  for (let i = 0; i < MAX_WEIGHTS; i++) {
    stageWeights[stage * MAX_WEIGHTS + i] = i < stageWeightList.length ? stageWeightList[i] : 0;
  }
  stagePositions[stage] = positions;
  stageMethod[stage] = method;
  stageExact[stage] = true;
  planned = false;
}

/** Sets one weight of stage `stage`. */
export function setStageWeight(stage: i32, index: i32, value: i32): void {
  stageWeights[stage * MAX_WEIGHTS + index] = value;
  planned = false;
}

/** Sets the cap on the positions stage `stage` may store. */
export function setStagePositions(stage: i32, positions: u32): void {
  stagePositions[stage] = positions;
  planned = false;
}

/** Sets how stage `stage` searches. */
export function setStageMethod(stage: i32, method: i32): void {
  stageMethod[stage] = method;
  planned = false;
}

/** Marks stage `stage` as searching the whole game or not (see `stageExact`). */
export function setStageExact(stage: i32, exact: bool): void {
  stageExact[stage] = exact;
  planned = false;
}

export function setStageCount(count: i32): bool {
  if (count < 1 || count > MAX_STAGES) return false;
  stageCount = count;
  return true;
}

/**
 * Per stage, whether it shares the store of the stage before it (`sharesStore`) and the
 * soft thread it runs (`softThreadOf`), worked out once per schedule rather than at
 * every stage of every solve: `planStages` sets them when a setter has changed the
 * schedule since.
 */
export const plannedSharesStore = new StaticArray<bool>(MAX_STAGES);
export const plannedSoftThread = new StaticArray<i32>(MAX_STAGES);
let planned = false;

export function planStages(): void {
  if (planned) return;
  for (let stage = 0; stage < MAX_STAGES; stage++) {
    plannedSharesStore[stage] = sharesStore(stage);
    plannedSoftThread[stage] = stageMethod[stage] == METHOD_SOFT_THREAD ? softThreadOf(stage) : 0;
  }
  planned = true;
}

/** Whether the plan is the schedule's for the stages that run (the debug build's check). */
export function planIsCurrent(): bool {
  for (let stage = 0; stage < stageCount; stage++) {
    if (plannedSharesStore[stage] != sharesStore(stage)) return false;
    if (stageMethod[stage] == METHOD_SOFT_THREAD && plannedSoftThread[stage] != softThreadOf(stage))
      return false;
  }
  return true;
}

export function useStage(stage: i32): void {
  for (let i = 0; i < MAX_WEIGHTS; i++) weights[i] = stageWeights[stage * MAX_WEIGHTS + i];
}

/**
 * Whether `stage` goes on in the store of the stage before it: both soft threads, or a
 * best-first stage going on from an exact best-first one with the same moves.
 */
function sharesStore(stage: i32): bool {
  if (stage == 0) return false;
  const method = stageMethod[stage];
  const before = stageMethod[stage - 1];
  if (method == METHOD_SOFT_THREAD) return before == METHOD_SOFT_THREAD;
  return (
    method == METHOD_BEST_FIRST_ON &&
    (before == METHOD_BEST_FIRST || before == METHOD_BEST_FIRST_ON) &&
    isStageExact(stage - 1) &&
    sameMoves(stage - 1, stage)
  );
}

/**
 * The soft thread a stage runs: its weighting's place among the distinct weightings of
 * its group of soft-thread stages, in the order they first appear.
 */
function softThreadOf(stage: i32): i32 {
  let first = stage;
  while (sharesStore(first)) first--;
  let thread = 0;
  for (let earlier = first; earlier < stage; earlier++) {
    if (firstWithWeights(first, earlier) != earlier) continue;
    if (sameWeights(earlier, stage)) return thread;
    thread++;
  }
  return thread;
}

function firstWithWeights(first: i32, stage: i32): i32 {
  while (!sameWeights(first, stage)) first++;
  return first;
}

function sameWeights(a: i32, b: i32): bool {
  for (let i = 0; i < MAX_WEIGHTS; i++) {
    if (stageWeights[a * MAX_WEIGHTS + i] != stageWeights[b * MAX_WEIGHTS + i]) return false;
  }
  return true;
}
