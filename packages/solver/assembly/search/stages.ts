/**
 * Search stages ("flares", after fc-solve): each stage is a search (best-first or soft
 * depth-first) with its own weights and a cap on the positions it may store; when a stage
 * runs out, the next starts afresh. Different weights get stuck on different deals, so a
 * few short tries cut the long tail; the last stage has the whole budget, so the search
 * stays complete. A family sets its default stages (its presets) when it is configured;
 * its `score` reads the running stage's `weights`.
 */

export const MAX_STAGES: i32 = 12;
/** Weights per stage; a family reads as many as its score has terms. */
export const MAX_WEIGHTS: i32 = 16;
export const METHOD_BEST_FIRST: i32 = 0;
export const METHOD_DEPTH_FIRST: i32 = 1;

export const stageWeights = new StaticArray<i32>(MAX_STAGES * MAX_WEIGHTS);
export const stagePositions = new StaticArray<u32>(MAX_STAGES);
/** How each stage searches: METHOD_BEST_FIRST (best-first.ts) or METHOD_DEPTH_FIRST (dfs.ts). */
export const stageMethod = new StaticArray<i32>(MAX_STAGES);
export let stageCount: i32 = 1;
/**
 * Whether a stage searches the whole game (the default), so that its "impossible" is a
 * proof; a stage that streamlines it (a family's weight may leave moves out, as
 * Solvitaire's first run does) can only win, and its "impossible" lets the next run.
 */
export const stageExact = new StaticArray<bool>(MAX_STAGES);

/** The weights of the running stage (see `useStage`). */
export const weights = new StaticArray<i32>(MAX_WEIGHTS);

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
}

/** Marks a stage as one whose search leaves moves out: it can win, never prove. */
export function setStageStreamlined(stage: i32): void {
  stageExact[stage] = false;
}

export function setStageCount(count: i32): bool {
  if (count < 1 || count > MAX_STAGES) return false;
  stageCount = count;
  return true;
}

export function useStage(stage: i32): void {
  for (let i = 0; i < MAX_WEIGHTS; i++) weights[i] = stageWeights[stage * MAX_WEIGHTS + i];
}
