/**
 * The Spider family's search stages (search/stages.ts), by the number of suits the game
 * holds. Weights, in the order of score.ts: face down, out of order, suit breaks, columns
 * used, deals left, not home, path, deal blocked (each in quarters: the score divides by
 * 4), then the streamline level (movegen.ts), the nearest column to empty and the
 * nearest card to turn. A deal lays about ten cards out of order, so rows left weigh as
 * much: dealing is neither sought nor shunned.
 */
import {
  METHOD_BEST_FIRST,
  setMoveSetWeight,
  setStage,
  setStageCount,
  setStreamlineWeight,
} from '../../search/stages';
import { MAX_SUITS, seriesCopies } from './config';
import { W_STREAMLINE } from './score';

/** For one suit, where suits never break a run. */
const RUNS: StaticArray<i32> = [20, 12, 6, 0, 120, 2, 0, 60, 2];
/** Suit breaks weigh most; sideways moves left out; the nearest card to turn. */
const SUITED: StaticArray<i32> = [20, 24, 60, 0, 160, 4, 0, 60, 2, 0, 10];
/** Suit breaks and columns in use weigh more. */
const BROAD: StaticArray<i32> = [20, 24, 90, 40, 160, 4, 0, 60, 2];
/** The nearest column to empty weighs too: four suits. */
const EMPTYING: StaticArray<i32> = [20, 24, 60, 0, 160, 4, 0, 60, 2, 20, 10];
const EMPTYING_MORE: StaticArray<i32> = [20, 24, 60, 0, 160, 4, 0, 60, 2, 30, 0];
const EMPTYING_ONLY: StaticArray<i32> = [20, 24, 60, 0, 160, 4, 0, 60, 2, 20, 0];
/** Columns in use and the nearest card to turn. */
const TURNING: StaticArray<i32> = [20, 24, 60, 40, 160, 4, 0, 60, 2, 0, 20];
const PLAIN: StaticArray<i32> = [20, 24, 60, 0, 160, 4, 0, 60, 2];
/** The complete search: every move (no streamline level), with the path. */
const COMPLETE: StaticArray<i32> = [20, 24, 60, 0, 160, 4, 2, 60];

/** Stages by suits: weights, and the positions each may store (the last: the rest). */
const ONE_SUIT: StaticArray<StaticArray<i32>> = [RUNS, SUITED, RUNS, EMPTYING, COMPLETE];
const ONE_SUIT_POSITIONS: StaticArray<u32> = [20000, 100000, 300000, 1000000, 0xffffffff];
const TWO_SUITS: StaticArray<StaticArray<i32>> = [
  BROAD,
  SUITED,
  EMPTYING_MORE,
  EMPTYING,
  SUITED,
  EMPTYING,
  TURNING,
  COMPLETE,
];
const TWO_SUITS_POSITIONS: StaticArray<u32> = [
  20000, 40000, 100000, 100000, 300000, 300000, 1000000, 0xffffffff,
];
const FOUR_SUITS: StaticArray<StaticArray<i32>> = [
  EMPTYING_MORE,
  EMPTYING,
  BROAD,
  PLAIN,
  SUITED,
  EMPTYING_ONLY,
  TURNING,
  EMPTYING,
  SUITED,
  EMPTYING_MORE,
  COMPLETE,
];
const FOUR_SUITS_POSITIONS: StaticArray<u32> = [
  40000, 40000, 40000, 20000, 60000, 300000, 200000, 1000000, 600000, 3000000, 0xffffffff,
];

/**
 * Short streamlined tries with several weightings (each gets stuck on other deals; a
 * restart costs only the positions of the try), longer ones, then the complete
 * best-first search over every move with the rest of the budget, which alone can prove
 * a deal impossible. Planned from positions per deal of each weighting by itself
 * (benchmarks/solver/spider-tune.mjs --per-deal): Spanish deals 1-100 with four suits,
 * 1-200 with two and the 18 of 1-1000 that the first two-suit schedule needed over
 * 100,000 positions for (the nearest column to empty won 17 of them within 100,000); the
 * SUITED tries for four suits won 8 of the 10 French deals of 1-50 that the schedule
 * before them needed over 300,000 positions for.
 */
export function setSpiderStages(): void {
  setMoveSetWeight(-1);
  setStreamlineWeight(W_STREAMLINE);
  let suits = 0;
  for (let suit = 0; suit < MAX_SUITS; suit++) if (seriesCopies[suit] > 0) suits++;
  if (suits <= 1) setSchedule(ONE_SUIT, ONE_SUIT_POSITIONS);
  else if (suits == 2) setSchedule(TWO_SUITS, TWO_SUITS_POSITIONS);
  else setSchedule(FOUR_SUITS, FOUR_SUITS_POSITIONS);
}

function setSchedule(stages: StaticArray<StaticArray<i32>>, positions: StaticArray<u32>): void {
  setStageCount(stages.length);
  for (let stage = 0; stage < stages.length; stage++) {
    // A stage whose W_STREAMLINE leaves moves out can win, never prove (movegen.ts,
    // stages.ts `isStageExact`).
    setStage(stage, METHOD_BEST_FIRST, stages[stage], positions[stage]);
  }
}
