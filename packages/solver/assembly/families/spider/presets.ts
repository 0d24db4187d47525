/**
 * The Spider family's search stages (search/stages.ts). Weights, in the order of
 * score.ts: face down, out of order, suit breaks, columns used, deals left, not home,
 * path, deal blocked (each in quarters: the score divides by 4). A deal lays about ten
 * cards out of order, so rows left weigh as much: dealing is neither sought nor shunned.
 */
import { METHOD_BEST_FIRST, setStage, setStageCount } from '../../search/stages';

/** For one suit, where suits never break a run. */
const RUNS: StaticArray<i32> = [20, 12, 6, 0, 120, 2, 0, 60];
/** For two and four suits: suit breaks weigh most (benchmarks/solver/spider-tune.mjs). */
const SUITED: StaticArray<i32> = [20, 24, 60, 0, 160, 4, 0, 60];
const BROAD: StaticArray<i32> = [20, 24, 40, 0, 160, 4, 0, 60];
/** The complete search: SUITED with the path, so it does not wander too far. */
const COMPLETE: StaticArray<i32> = [20, 24, 60, 0, 160, 4, 2, 60];

const SPIDER_STAGES: StaticArray<StaticArray<i32>> = [RUNS, SUITED, BROAD, SUITED, COMPLETE];
const SPIDER_STAGE_POSITIONS: StaticArray<u32> = [20000, 100000, 100000, 1000000, 0xffffffff];

/**
 * A short best-first try for one-suit play, two for suited play with two weightings (each
 * gets stuck on other deals; a restart costs only the positions of the try), a longer
 * one, then the complete best-first search with the rest of the budget, which alone can
 * prove a deal impossible. Chosen by positions on Spanish deals 1-40 of each suit count
 * (2 suits, 1-30 at 100,000 positions: SUITED 28 won, the first weights 8).
 */
export function setSpiderStages(): void {
  setStageCount(SPIDER_STAGES.length);
  for (let stage = 0; stage < SPIDER_STAGES.length; stage++) {
    setStage(stage, METHOD_BEST_FIRST, SPIDER_STAGES[stage], SPIDER_STAGE_POSITIONS[stage]);
  }
}
