/**
 * The open family's search stages (search/stages.ts), tuned on FreeCell deals
 * (benchmarks/solver/tune.mjs, search-weights.mjs, schedule.mjs). Weights, in the order
 * of score.ts: not home, out of sequence, needed depth, cells used, empty columns, path,
 * same-suit blockers, lower blockers, not well placed.
 */
import {
  METHOD_BEST_FIRST,
  METHOD_BEST_FIRST_ON,
  METHOD_SOFT_THREAD,
  setMoveSetWeight,
  setStage,
  setStageCount,
  setStageWeight,
  setStreamlineWeight,
} from '../../search/stages';
import { W_HOME_ALL, W_MOVE_SET } from './score';

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

// The meta-move threads again, afresh and for longer, before the large best-first try.
const LATE_THREADS: StaticArray<StaticArray<i32>> = [
  META_BLOCKERS,
  META_SPACE,
  META_SHARP,
  META_SEQUENCES,
  META_BLOCKERS_1,
  META_SPACE_2,
  META_SHARP_3,
  META_SEQUENCES_4,
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
  setMoveSetWeight(W_MOVE_SET);
  setStreamlineWeight(W_HOME_ALL);
  let stage = 0;
  if (sameSuit) {
    for (let slice = 0; slice < BAKERS_SLICES.length; slice++) {
      for (let thread = 0; thread < BAKERS_THREADS.length; thread++) {
        setStage(stage++, METHOD_SOFT_THREAD, BAKERS_THREADS[thread], BAKERS_SLICES[slice]);
      }
    }
    setStage(stage++, METHOD_BEST_FIRST, SAME_SUIT, 0xffffffff);
    setStageCount(stage);
  } else {
    setFreeCellStages();
  }
}

/**
 * FreeCell-like games: first soft depth-first threads in one store (fc-solve's soft
 * threads): SHARP over card moves for 100 positions (it wins most deals), then eight
 * threads over meta-moves (Freecell Solver's move set: put this on that, parking what is
 * in the way) in turn for a short slice each, then the threads that win most of the rest
 * again for longer slices, each thread going on where it stopped and skipping what the
 * others stored (different weights and seeds get stuck on different deals; a thread going
 * nowhere costs only its slices). Then short best-first tries afresh with no path weight
 * (they win quickly where the depth-first threads go astray), a second group of
 * depth-first threads over card moves, the eight meta-move threads again, afresh, for
 * 3,000 positions each (on the few deals that get this far, Freecell Solver's threads,
 * which never give up, win in a few thousand iterations where a best-first search
 * takes tens of thousands of positions), then a larger best-first try, and last the
 * complete best-first search with the rest of the budget, going on from that try's store
 * and queue (a deal the try cannot decide stores its positions once). No two best-first
 * stages have the same weights: a best-first stage starting afresh stores the same
 * positions whatever its cap, so the later of two would first repeat all the earlier one
 * stored. The short tries start afresh: going on from the try before them, as the last
 * stage does, did not pay on FreeCell 1-64000 (what the tries win alone is lost more often
 * than the positions saved are worth).
 * Planned by the work each stage costs (its positions times what a position costs in a
 * stage of its kind: a meta-move position about 1.4 times a card-move one, a best-first
 * one far less; benchmarks/solver/replan.mjs, stage-cost.mjs) on every fifth deal of
 * FreeCell 1-32000, and checked on all of 1-32000 and on 32001-64000 (benchmarks/RESULTS.md).
 * The short second slices and the threads dropped from the second round are the quick
 * switching of fc-solve's prelude: a thread that is not winning gives way early.
 * The soft threads are streamlined (`setStreamlinedStage`): they only ever win, and a
 * line that sends every card home at once is shorter, cheaper to find and to extract. The
 * best-first tries are not: streamlining them too cost more than it saved
 * (benchmarks/RESULTS.md).
 */
function setFreeCellStages(): void {
  let stage = 0;
  setStreamlinedStage(stage++, SHARP, 100);
  setStreamlinedStage(stage++, META_BLOCKERS, 120);
  setStreamlinedStage(stage++, META_SPACE, 120);
  setStreamlinedStage(stage++, META_SHARP, 120);
  setStreamlinedStage(stage++, META_SEQUENCES, 120);
  setStreamlinedStage(stage++, META_BLOCKERS_1, 120);
  setStreamlinedStage(stage++, META_SPACE_2, 120);
  setStreamlinedStage(stage++, META_SHARP_3, 120);
  setStreamlinedStage(stage++, META_BLOCKERS, 110);
  setStreamlinedStage(stage++, META_SEQUENCES_4, 120);
  setStreamlinedStage(stage++, META_SPACE, 300);
  setStreamlinedStage(stage++, META_SEQUENCES, 300);
  setStreamlinedStage(stage++, META_SPACE_2, 180);
  setStreamlinedStage(stage++, META_BLOCKERS_1, 500);
  setStreamlinedStage(stage++, META_SHARP_3, 500);
  setStage(stage++, METHOD_BEST_FIRST, SHARP, 2400);
  setStage(stage++, METHOD_BEST_FIRST, BLOCKERS, 5000);
  setStage(stage++, METHOD_BEST_FIRST, CALM, 3200);
  setStage(stage++, METHOD_BEST_FIRST, RUNS, 5000);
  setStreamlinedStage(stage++, SHARP, 2000);
  setStreamlinedStage(stage++, SPACE, 2000);
  setStreamlinedStage(stage++, CALM, 2000);
  setStreamlinedStage(stage++, BLOCKERS, 2000);
  for (let thread = 0; thread < LATE_THREADS.length; thread++) {
    setStreamlinedStage(stage++, LATE_THREADS[thread], 3000);
  }
  setStage(stage++, METHOD_BEST_FIRST, SPREAD, 200000);
  setStage(stage++, METHOD_BEST_FIRST_ON, BEST_FIRST, 0xffffffff);
  setStageCount(stage);
}

/**
 * A soft thread that sends every card home the moment it can go (score.ts W_HOME_ALL,
 * which makes the stage streamlined): its lines are shorter, so it wins in fewer
 * positions and with shorter solutions, and it proves nothing (a thread never does). Threads that share a store all streamline or none
 * do, so that a position another thread stored is settled the way this one would settle it.
 */
function setStreamlinedStage(stage: i32, stageWeightList: StaticArray<i32>, positions: u32): void {
  setStage(stage, METHOD_SOFT_THREAD, stageWeightList, positions);
  setStageWeight(stage, W_HOME_ALL, 1);
}
