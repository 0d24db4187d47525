/**
 * The open family's search stages (search/stages.ts), tuned on FreeCell deals
 * (benchmarks/solver/tune.mjs, search-weights.mjs, schedule.mjs). Weights, in the order
 * of score.ts: not home, out of sequence, needed depth, cells used, empty columns, path,
 * same-suit blockers, lower blockers, not well placed.
 */
import {
  METHOD_BEST_FIRST,
  METHOD_SOFT_THREAD,
  setStage,
  setStageCount,
} from '../../search/stages';

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
 * FreeCell-like games: first six soft depth-first threads in one store (fc-solve's soft
 * threads): four weightings for 150, 200, 300 and 150 positions, then each of them and
 * two more for 300 positions, each thread going on where it stopped and skipping what the
 * others stored (different weights get stuck on different deals; a thread going nowhere
 * costs only its slices). Then short best-first tries afresh with no path weight (SHARP,
 * BLOCKERS, SPREAD, CALM, RUNS; they win quickly where the depth-first threads go astray),
 * a second group of four depth-first threads for 2,000 positions each, then larger
 * best-first tries, and last the complete best-first search with the rest of the budget.
 * Planned on every fifth deal of FreeCell 1-32000 (benchmarks/solver/schedule.mjs and
 * tune.mjs) and checked on all of 1-32000 and on 32001-64000 (benchmarks/RESULTS.md).
 * The best-first CALM try wins some of the heaviest deals (FreeCell 25154, 25422 and
 * 23743 in 574, 661 and 804 positions by itself).
 */
const T: i32 = METHOD_SOFT_THREAD;
const B: i32 = METHOD_BEST_FIRST;
const OPEN_STAGES: StaticArray<StaticArray<i32>> = [
  SHARP,
  SPACE,
  CALM,
  SEQUENCES,
  SHARP,
  SPACE,
  CALM,
  SEQUENCES,
  BLOCKERS,
  SPREAD,
  SHARP,
  BLOCKERS,
  SPREAD,
  CALM,
  RUNS,
  SHARP,
  SPACE,
  CALM,
  BLOCKERS,
  BEST_FIRST,
  SPREAD,
  BEST_FIRST,
];
const OPEN_STAGE_METHODS: StaticArray<i32> = [
  T,
  T,
  T,
  T,
  T,
  T,
  T,
  T,
  T,
  T,
  B,
  B,
  B,
  B,
  B,
  T,
  T,
  T,
  T,
  B,
  B,
  B,
];
const OPEN_STAGE_POSITIONS: StaticArray<u32> = [
  150, 200, 300, 150, 300, 300, 300, 300, 300, 300, 2400, 5000, 3200, 3200, 5000, 2000, 2000, 2000,
  2000, 80000, 200000, 0xffffffff,
];

/**
 * Same-suit building (Baker's Game): a quarter of the deals cannot be won and their proofs
 * visit every position anyway, so short tries would only add to them.
 */
export function setOpenStages(sameSuit: bool): void {
  if (sameSuit) {
    setStageCount(1);
    setStage(0, METHOD_BEST_FIRST, SAME_SUIT, 0xffffffff);
    return;
  }
  setStageCount(OPEN_STAGES.length);
  for (let stage = 0; stage < OPEN_STAGES.length; stage++) {
    setStage(stage, OPEN_STAGE_METHODS[stage], OPEN_STAGES[stage], OPEN_STAGE_POSITIONS[stage]);
  }
}
