/**
 * How promising a position looks, as a small integer: lower is better. The best-first
 * search expands positions in this order; the order changes only how fast a win is
 * found, never whether one is, since every stored position is expanded in the end.
 */
import {
  buildsOn,
  cardCount,
  cellCount,
  columnCount,
  emptyColumnRank,
  MAX_DEPTH,
  rankCount,
  rankOf,
  suitCount,
} from './config';
import {
  BREAKS_SHIFT,
  cardSlot,
  columnCounts,
  LOWER_BLOCKERS_SHIFT,
  SAME_SUIT_BLOCKERS_SHIFT,
  updateFeatures,
  WELL_PLACED_SHIFT,
} from './features';
import { cardsHome, cellCards, columnCards, columnLength, foundationRank, usedCellCount } from './position';

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
export const MAX_STAGES: i32 = 12;
export const stageWeights = new StaticArray<i32>(MAX_STAGES * WEIGHT_COUNT);
export const stagePositions = new StaticArray<u32>(MAX_STAGES);
/** How each stage searches: METHOD_BEST_FIRST (search.ts) or METHOD_DEPTH_FIRST (dfs.ts). */
export const stageMethod = new StaticArray<i32>(MAX_STAGES);
export const METHOD_BEST_FIRST: i32 = 0;
export const METHOD_DEPTH_FIRST: i32 = 1;
export let stageCount: i32 = 1;

// Presets tuned on FreeCell deals 1-2000 (benchmarks/solver/tune.mjs, search-weights.mjs,
// schedule.mjs). Weights: not home, out of sequence, needed depth, cells used, empty
// columns, path, same-suit blockers, lower blockers, not well placed.
const SHARP: StaticArray<i32> = [4, 3, 1, 8, 6, 0, 0, 2, 0];
const CALM: StaticArray<i32> = [0, 4, 1, 5, 4, 0, 0, 0, 0];
const SEQUENCES: StaticArray<i32> = [4, 6, 2, 3, 6, 0, 0, 0, 0];
const BEST_FIRST: StaticArray<i32> = [8, 0, 8, 6, 12, 1, 16, 8, 8];
const SAME_SUIT: StaticArray<i32> = [4, 0, 2, 3, 6, 0, 0, 0, 8];
const SPREAD: StaticArray<i32> = [4, 0, 2, 3, 6, 0, 0, 0, 8];
const RUNS: StaticArray<i32> = [4, 6, 2, 3, 6, 0, 0, 0, 0];
// Found for the deals the depth-first tries do not win (random local search on half of
// them, every fifth deal of FreeCell 1-32000; 3.5% fewer positions than SHARP on the other
// half): blockers and free space, nothing for cards home.
const BLOCKERS: StaticArray<i32> = [0, 0, 4, 7, 12, 0, 3, 9, 4];
// The same search for a depth-first try (cap 3,000; 27% fewer positions than SHARP on the
// other half): free cells and empty columns above all.
const SPACE: StaticArray<i32> = [5, 3, 4, 12, 11, 0, 1, 0, 2];

/**
 * FreeCell-like games: four short depth-first tries (150, 200, 300 and 150 positions) with
 * four weightings (different weights get stuck on different deals, and a restart costs
 * only the positions of the try), then short best-first tries with no path weight (SHARP,
 * BLOCKERS, SPREAD, CALM, RUNS; they win quickly where the depth-first tries go astray),
 * then larger ones, and last the complete best-first search with the rest of the budget.
 * Planned from the positions each weighting needs by itself on every fifth deal of
 * FreeCell 1-32000 (benchmarks/solver/schedule.mjs; a depth-first position counted 1.8
 * best-first ones) and checked on all of 1-32000: 19,804,258 positions stored, against
 * 23,628,431 for the schedule before (which had fewer best-first tries), 15% less CPU
 * time. The best-first CALM try wins some of the heaviest deals: alone it takes FreeCell
 * 25154, 25422 and 23743 in 574, 661 and 804 positions, against 196,000-572,000 for the
 * whole schedule before.
 */
const OPEN_STAGES: StaticArray<StaticArray<i32>> = [
  SHARP, SPACE, CALM, SEQUENCES, SHARP, BLOCKERS,
  SPREAD, CALM, RUNS, BEST_FIRST, SPREAD, BEST_FIRST,
];
const OPEN_STAGE_POSITIONS: StaticArray<u32> = [
  150, 200, 300, 150, 2400, 5000,
  3200, 3200, 5000, 80000, 200000, 0xffffffff,
];
// Depth-first (1) or best-first (0).
const OPEN_STAGE_METHODS: StaticArray<i32> = [1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0];
/**
 * Same-suit building (Baker's Game): a quarter of the deals cannot be won and their proofs
 * visit every position anyway, so short tries would only add to them.
 */
const SAME_SUIT_STAGES: StaticArray<StaticArray<i32>> = [SAME_SUIT];
const SAME_SUIT_STAGE_POSITIONS: StaticArray<u32> = [0xffffffff];
const SAME_SUIT_STAGE_METHODS: StaticArray<i32> = [0];

export function setDefaultStages(sameSuit: bool): void {
  const stages = sameSuit ? SAME_SUIT_STAGES : OPEN_STAGES;
  const positions = sameSuit ? SAME_SUIT_STAGE_POSITIONS : OPEN_STAGE_POSITIONS;
  const methods = sameSuit ? SAME_SUIT_STAGE_METHODS : OPEN_STAGE_METHODS;
  stageCount = positions.length;
  for (let stage = 0; stage < stageCount; stage++) {
    for (let i = 0; i < WEIGHT_COUNT; i++) stageWeights[stage * WEIGHT_COUNT + i] = stages[stage][i];
    stagePositions[stage] = positions[stage];
    stageMethod[stage] = methods[stage];
  }
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
  let emptyColumns = 0;
  let cardsOnColumns = 0;
  // The columns' counts summed byte by byte (no byte overflows: see columnCounts).
  let counts: u32 = 0;
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    if (length == 0) {
      emptyColumns++;
      continue;
    }
    updateFeatures(columnCards, column, length);
    counts += unchecked(columnCounts[column * MAX_DEPTH + length - 1]);
    cardsOnColumns += length;
  }
  const outOfSequence = <i32>((counts >> BREAKS_SHIFT) & 0xff);
  const lower = <i32>((counts >> LOWER_BLOCKERS_SHIFT) & 0xff);
  const sameSuit = <i32>((counts >> SAME_SUIT_BLOCKERS_SHIFT) & 0xff);
  const notWellPlaced = cardsOnColumns - <i32>(counts >> WELL_PLACED_SHIFT);
  // Cards above the next card each foundation wants must move first.
  let neededDepth = 0;
  for (let suit = 0; suit < suitCount; suit++) {
    const rank = unchecked(foundationRank[suit]) + 1;
    if (rank > rankCount) continue;
    const card = (suit << 4) | rank;
    const slot = <i32>unchecked(cardSlot[card]);
    const length = unchecked(columnLength[slot / MAX_DEPTH]);
    const index = slot % MAX_DEPTH;
    if (index < length && <i32>unchecked(columnCards[slot]) == card) neededDepth += length - 1 - index;
  }
  const cellsUsed = usedCellCount();
  const priority = weigh(
    pathLength,
    outOfSequence,
    neededDepth,
    cellsUsed,
    emptyColumns,
    sameSuit,
    lower,
    notWellPlaced,
  );
  if (!ASC_NO_ASSERT) assert(priority == priorityByScan(pathLength), 'column features out of date');
  return priority;
}

@inline
function weigh(
  pathLength: i32,
  outOfSequence: i32,
  neededDepth: i32,
  cellsUsed: i32,
  emptyColumns: i32,
  sameSuitBlockers: i32,
  lowerBlockers: i32,
  notWellPlaced: i32,
): i32 {
  let priority =
    unchecked(weights[W_NOT_HOME]) * (cardCount - cardsHome) +
    unchecked(weights[W_OUT_OF_SEQUENCE]) * outOfSequence +
    unchecked(weights[W_NEEDED_DEPTH]) * neededDepth +
    unchecked(weights[W_CELL_USED]) * cellsUsed +
    unchecked(weights[W_EMPTY_COLUMN]) * (columnCount - emptyColumns) +
    unchecked(weights[W_PATH]) * pathLength +
    unchecked(weights[W_SAME_SUIT_BLOCKER]) * sameSuitBlockers +
    unchecked(weights[W_LOWER_BLOCKER]) * lowerBlockers +
    unchecked(weights[W_NOT_WELL_PLACED]) * notWellPlaced;
  if (priority < 0) priority = 0;
  if (priority >= PRIORITY_LEVELS) priority = PRIORITY_LEVELS - 1;
  return priority;
}

/**
 * The same priority computed card by card from the position alone: the debug build checks
 * the column features against it on every call.
 */
function priorityByScan(pathLength: i32): i32 {
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
  return weigh(
    pathLength,
    outOfSequence,
    neededDepth,
    cellsUsed,
    emptyColumns,
    sameSuitBlockers,
    lowerBlockers,
    notWellPlaced,
  );
}
