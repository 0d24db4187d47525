/**
 * How promising a position looks, as a small integer: lower is better. The best-first
 * search expands positions in this order; the order changes only how fast a win is
 * found, never whether one is, since every stored position is expanded in the end.
 */
import { buildsOn, cardCount, cellCount, columnCount, emptyColumnRank, MAX_DEPTH, rankOf } from './config';
import { cardsHome, cellCards, columnCards, columnLength, foundationRank } from './position';

export const PRIORITY_LEVELS: i32 = 4096;
export const WEIGHT_COUNT: i32 = 9;

/** The weights of the running stage (see `useStage`). */
export const weights = new StaticArray<i32>(WEIGHT_COUNT);
export const W_NOT_HOME: i32 = 0;
export const W_OUT_OF_SEQUENCE: i32 = 1;
export const W_NEEDED_DEPTH: i32 = 2;
export const W_CELL_USED: i32 = 3;
export const W_EMPTY_COLUMN: i32 = 4;
export const W_PATH: i32 = 5;
export const W_SAME_SUIT_BLOCKER: i32 = 6;
export const W_LOWER_BLOCKER: i32 = 7;
export const W_NOT_WELL_PLACED: i32 = 8;


/**
 * Search stages ("flares", after fc-solve): each stage is a best-first search with its
 * own weights and a cap on the positions it may store; when a stage runs out, the next
 * starts afresh. Different weights get stuck on different deals, so a few short tries
 * cut the long tail; the last stage has the whole budget, so the search stays complete.
 */
export const MAX_STAGES: i32 = 6;
export const stageWeights = new StaticArray<i32>(MAX_STAGES * WEIGHT_COUNT);
export const stagePositions = new StaticArray<u32>(MAX_STAGES);
export let stageCount: i32 = 1;

// Presets tuned by positions stored (benchmarks/solver/search-weights.mjs and tune.mjs).
// Weights: not home, out of sequence, needed depth, cells used, empty columns, path,
// same-suit blockers, lower blockers, not well placed.
/**
 * FreeCell-like games: short tries with three different weightings, then longer ones, then
 * the complete search (tuned on FreeCell deals 1-350 and on the deals that the first
 * presets left unknown among 1-32000).
 */
const OPEN_STAGES: StaticArray<i32> = [
  8, 0, 8, 6, 12, 1, 16, 8, 8,
  4, 0, 2, 3, 6, 0, 0, 0, 8,
  4, 6, 2, 3, 6, 0, 0, 0, 0,
  8, 0, 8, 6, 12, 1, 16, 8, 8,
  4, 0, 2, 3, 6, 0, 0, 0, 8,
  8, 0, 8, 6, 12, 1, 16, 8, 8,
];
const OPEN_STAGE_POSITIONS: StaticArray<u32> = [1200, 2500, 5000, 25000, 80000, 0xffffffff];
/**
 * Same-suit building (Baker's Game, deals 1-200): a quarter of the deals cannot be won and
 * their proofs visit every position anyway, so short tries would only add to them.
 */
const SAME_SUIT_STAGES: StaticArray<i32> = [4, 0, 2, 3, 6, 0, 0, 0, 8];
const SAME_SUIT_STAGE_POSITIONS: StaticArray<u32> = [0xffffffff];

export function setDefaultStages(sameSuit: bool): void {
  const stages = sameSuit ? SAME_SUIT_STAGES : OPEN_STAGES;
  const positions = sameSuit ? SAME_SUIT_STAGE_POSITIONS : OPEN_STAGE_POSITIONS;
  stageCount = positions.length;
  for (let i = 0; i < stages.length; i++) stageWeights[i] = stages[i];
  for (let i = 0; i < stageCount; i++) stagePositions[i] = positions[i];
}

export function setStageCount(count: i32): bool {
  if (count < 1 || count > MAX_STAGES) return false;
  stageCount = count;
  return true;
}

export function useStage(stage: i32): void {
  for (let i = 0; i < WEIGHT_COUNT; i++) weights[i] = stageWeights[stage * WEIGHT_COUNT + i];
}

/** The priority of the current position reached after `pathLength` moves. */
export function priorityOf(pathLength: i32): i32 {
  let outOfSequence = 0;
  let neededDepth = 0;
  let emptyColumns = 0;
  let lowerBlockers = 0;
  let sameSuitBlockers = 0;
  let notWellPlaced = 0;
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    if (length == 0) {
      emptyColumns++;
      continue;
    }
    const base = column * MAX_DEPTH;
    let below = <i32>unchecked(columnCards[base]);
    let lowestRank = rankOf(below);
    let suitLowest: u64 = (<u64>(1 << rankOf(below))) << (<u64>((below >> 4) << 4));
    // Cards above the first break in the column's built sequence must all move once.
    let wellPlaced = emptyColumnRank == 0 || rankOf(below) == emptyColumnRank;
    if (!wellPlaced) notWellPlaced += length;
    for (let i = 1; i < length; i++) {
      const card = <i32>unchecked(columnCards[base + i]);
      if (!buildsOn(card, below)) {
        outOfSequence++;
        if (wellPlaced) {
          wellPlaced = false;
          notWellPlaced += length - i;
        }
      }
      const rank = rankOf(card);
      if (rank > lowestRank) lowerBlockers++;
      else lowestRank = rank;
      // A lower card of its own suit below: this card must move off before that one goes up.
      const suitShift = <u64>((card >> 4) << 4);
      if (((suitLowest >> suitShift) & <u64>((1 << rank) - 1)) != 0) sameSuitBlockers++;
      suitLowest |= (<u64>(1 << rank)) << suitShift;
      below = card;
    }
    // Cards above the next card each foundation wants must move first.
    for (let i = 0; i < length; i++) {
      const card = <i32>unchecked(columnCards[base + i]);
      if (unchecked(foundationRank[card >> 4]) + 1 == rankOf(card)) {
        neededDepth += length - 1 - i;
      }
    }
  }
  let cellsUsed = 0;
  for (let cell = 0; cell < cellCount; cell++) if (unchecked(cellCards[cell]) != 0) cellsUsed++;
  let priority =
    unchecked(weights[W_NOT_HOME]) * (cardCount - cardsHome) +
    unchecked(weights[W_OUT_OF_SEQUENCE]) * outOfSequence +
    unchecked(weights[W_NEEDED_DEPTH]) * neededDepth +
    unchecked(weights[W_CELL_USED]) * cellsUsed -
    unchecked(weights[W_EMPTY_COLUMN]) * emptyColumns +
    unchecked(weights[W_PATH]) * pathLength +
    unchecked(weights[W_SAME_SUIT_BLOCKER]) * sameSuitBlockers +
    unchecked(weights[W_LOWER_BLOCKER]) * lowerBlockers +
    unchecked(weights[W_NOT_WELL_PLACED]) * notWellPlaced;
  priority += unchecked(weights[W_EMPTY_COLUMN]) * columnCount;
  if (priority < 0) priority = 0;
  if (priority >= PRIORITY_LEVELS) priority = PRIORITY_LEVELS - 1;
  return priority;
}
