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

// Meta-move threads (meta.ts; weight W_MOVE_SET = 1): the weightings above over
// meta-moves alone, and the same with a seeded noise of 0..19 (W_NOISE, W_SEED) so that
// threads with one weighting break ties differently.
const META_BLOCKERS: StaticArray<i32> = [0, 0, 4, 7, 12, 0, 3, 9, 4, 1];
const META_SPACE: StaticArray<i32> = [5, 3, 4, 12, 11, 0, 1, 0, 2, 1];
const META_SHARP: StaticArray<i32> = [4, 3, 1, 8, 6, 0, 0, 2, 0, 1];
const META_SEQUENCES: StaticArray<i32> = [4, 6, 2, 3, 6, 0, 0, 0, 0, 1];
const META_BLOCKERS_1: StaticArray<i32> = [0, 0, 4, 7, 12, 0, 3, 9, 4, 1, 20, 1];
const META_SPACE_2: StaticArray<i32> = [5, 3, 4, 12, 11, 0, 1, 0, 2, 1, 20, 2];
const META_SHARP_3: StaticArray<i32> = [4, 3, 1, 8, 6, 0, 0, 2, 0, 1, 20, 3];
const META_SEQUENCES_4: StaticArray<i32> = [4, 6, 2, 3, 6, 0, 0, 0, 0, 1, 20, 4];
const META_THREADS: StaticArray<StaticArray<i32>> = [
  META_BLOCKERS,
  META_SPACE,
  META_SHARP,
  META_SEQUENCES,
  META_BLOCKERS_1,
  META_SPACE_2,
  META_SHARP_3,
  META_SEQUENCES_4,
];
/** The positions of each meta-move thread's first and second slice. */
const META_SLICES: StaticArray<u32> = [120, 500];

/**
 * FreeCell-like games: first soft depth-first threads in one store (fc-solve's soft
 * threads): SHARP over card moves for 100 positions (it wins most deals), then eight
 * threads over meta-moves (Freecell Solver's move set: put this on that, parking what is
 * in the way) in turn for 120 positions each, then each again for 500, each thread going
 * on where it stopped and skipping what the others stored (different weights and seeds
 * get stuck on different deals; a thread going nowhere costs only its slices). Then short
 * best-first tries afresh with no path weight (SHARP, BLOCKERS, SPREAD, CALM, RUNS; they
 * win quickly where the depth-first threads go astray), a second group of four
 * depth-first threads over card moves for 2,000 positions each, then larger best-first
 * tries, and last the complete best-first search with the rest of the budget.
 * Planned on every fifth deal of FreeCell 1-32000 (benchmarks/solver/tune.mjs) and
 * checked on all of 1-32000 and on 32001-64000 (benchmarks/RESULTS.md).
 */
const T: i32 = METHOD_SOFT_THREAD;
const B: i32 = METHOD_BEST_FIRST;
const OPEN_STAGES: StaticArray<StaticArray<i32>> = [
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
const OPEN_STAGE_METHODS: StaticArray<i32> = [B, B, B, B, B, T, T, T, T, B, B, B];
const OPEN_STAGE_POSITIONS: StaticArray<u32> = [
  2400, 5000, 3200, 3200, 5000, 2000, 2000, 2000, 2000, 80000, 200000, 0xffffffff,
];

// Baker's Game: four meta-move threads, same-suit weightings first.
const META_SAME_SUIT: StaticArray<i32> = [4, 0, 2, 3, 6, 0, 0, 0, 8, 1];
const BAKERS_THREADS: StaticArray<StaticArray<i32>> = [
  META_SAME_SUIT,
  META_BLOCKERS,
  META_SHARP,
  META_SPACE,
];
const BAKERS_SLICES: StaticArray<u32> = [100, 300];

/**
 * Same-suit building (Baker's Game): a quarter of the deals cannot be won and their proofs
 * visit every position anyway, so the tries before the complete best-first search are
 * short: four meta-move threads for 100 positions each, then 300 each (at most 1,600
 * positions on a lost deal; most won deals are won there).
 */
export function setOpenStages(sameSuit: bool): void {
  let stage = 0;
  if (sameSuit) {
    for (let slice = 0; slice < BAKERS_SLICES.length; slice++) {
      for (let thread = 0; thread < BAKERS_THREADS.length; thread++) {
        setStage(stage++, METHOD_SOFT_THREAD, BAKERS_THREADS[thread], BAKERS_SLICES[slice]);
      }
    }
    setStage(stage++, METHOD_BEST_FIRST, SAME_SUIT, 0xffffffff);
    setStageCount(stage);
    return;
  }
  setStage(stage++, METHOD_SOFT_THREAD, SHARP, 100);
  for (let slice = 0; slice < META_SLICES.length; slice++) {
    for (let thread = 0; thread < META_THREADS.length; thread++) {
      setStage(stage++, METHOD_SOFT_THREAD, META_THREADS[thread], META_SLICES[slice]);
    }
  }
  for (let i = 0; i < OPEN_STAGES.length; i++) {
    setStage(stage++, OPEN_STAGE_METHODS[i], OPEN_STAGES[i], OPEN_STAGE_POSITIONS[i]);
  }
  setStageCount(stage);
}
