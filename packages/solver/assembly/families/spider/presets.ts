/**
 * The Spider family's search stages (search/stages.ts). Weights, in the order of
 * score.ts: face down, out of order, suit breaks, columns used, deals left, not home,
 * path, deal blocked (each in quarters: the score divides by 4). A deal lays about ten
 * cards out of order, so rows left weigh as much: dealing is neither sought nor shunned.
 */
import { METHOD_BEST_FIRST, setStage, setStageCount } from '../../search/stages';

const RUNS: StaticArray<i32> = [20, 12, 6, 0, 120, 2, 0, 60];
const SUITED: StaticArray<i32> = [16, 10, 10, 4, 100, 4, 0, 60];
const OPEN_UP: StaticArray<i32> = [28, 8, 4, 4, 140, 2, 0, 60];
/** The complete search: the same terms with the path, so it does not wander too far. */
const COMPLETE: StaticArray<i32> = [20, 12, 6, 0, 120, 2, 2, 60];

const SPIDER_STAGES: StaticArray<StaticArray<i32>> = [RUNS, SUITED, OPEN_UP, RUNS, COMPLETE];
const SPIDER_STAGE_POSITIONS: StaticArray<u32> = [20000, 20000, 20000, 200000, 0xffffffff];

/**
 * Short best-first tries with three weightings (each gets stuck on other deals; a restart
 * costs only the positions of the try), a longer one, then the complete best-first search
 * with the rest of the budget, which alone can prove a deal impossible.
 */
export function setSpiderStages(): void {
  setStageCount(SPIDER_STAGES.length);
  for (let stage = 0; stage < SPIDER_STAGES.length; stage++) {
    setStage(stage, METHOD_BEST_FIRST, SPIDER_STAGES[stage], SPIDER_STAGE_POSITIONS[stage]);
  }
}
