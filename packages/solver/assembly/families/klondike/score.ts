/**
 * The klondike family's score and search stages. The score, lower is better: cards not
 * home, cards still face down (each one hides what a winning line may need), cards left
 * in the stock and waste, and the path length, each with the running stage's weight. The
 * order changes only how fast a win is found, never whether one is: the last stage
 * expands every position it stores.
 */
import { PRIORITY_LEVELS } from '../../search/game';
import {
  METHOD_BEST_FIRST,
  METHOD_DEPTH_FIRST,
  METHOD_SOFT_THREAD,
  setMoveSetWeight,
  setStage,
  setStageCount,
  setStreamlineWeight,
  weights,
} from '../../search/stages';
import { cardCount, drawCount, redeal } from './config';
import { cardsDown, cardsHome, talonLength } from './position';

export const W_NOT_HOME: i32 = 0;
export const W_FACE_DOWN: i32 = 1;
export const W_TALON: i32 = 2;
export const W_PATH: i32 = 3;
/**
 * Not a weight: non-zero streamlines the stage (Solvitaire's "smart solvability"): every
 * card that can go home goes, and none comes back down (settle.ts, movegen.ts). Such a
 * stage may miss a win that needs a card kept out or brought back, so it is streamlined
 * (search/stages.ts `isStageExact`): its wins are real (replayed), its "impossible" lets
 * the next stage run.
 */
export const W_AUTO_HOME: i32 = 4;

/** Whether the running stage streamlines the game (W_AUTO_HOME). */
@inline
export function autoHome(): bool {
  return unchecked(weights[W_AUTO_HOME]) != 0;
}

export function priorityOf(pathLength: i32): i32 {
  let priority =
    unchecked(weights[W_NOT_HOME]) * (cardCount - cardsHome) +
    unchecked(weights[W_FACE_DOWN]) * cardsDown +
    unchecked(weights[W_TALON]) * talonLength +
    unchecked(weights[W_PATH]) * pathLength;
  if (priority < 0) priority = 0;
  if (priority >= PRIORITY_LEVELS) priority = PRIORITY_LEVELS - 1;
  return priority;
}

const UNCOVER: StaticArray<i32> = [2, 6, 1, 0, 0];
const HOMEWARD: StaticArray<i32> = [6, 4, 2, 0, 0];
const STREAMLINED: StaticArray<i32> = [2, 6, 1, 0, 1];
const STREAMLINED_HOMEWARD: StaticArray<i32> = [4, 6, 1, 0, 1];
const STREAMLINED_HOMEWARD_DEEP: StaticArray<i32> = [6, 4, 2, 0, 1];
/** The soft threads' slices where the waste turns over: each thread runs each in turn. */
const THREAD_SLICES: StaticArray<u32> = [40000, 120000, 240000];
/** Then the streamlined deep thread alone goes on, for this many positions more. */
const DEEP_THREAD_TAIL: u32 = 240000;

/**
 * A streamlined try (every card home as soon as it can go), a depth-first try over the
 * whole game that follows the line uncovering cards, one that follows the cards going
 * home, then the complete best-first search with the rest of the budget. Where the waste
 * turns over (Klondike) the streamlined try is best-first, with cards home weighed
 * higher: within the same positions it wins more deals than a depth-first try, which
 * follows a line to its end before it looks at another (Australian Patience, whose
 * single pass ends lines early, keeps the depth-first try).
 *
 * In Klondike, a deal the three short tries miss then goes to three soft threads sharing
 * one store (dfs.ts), each given growing slices in turn: two streamlined depth-first
 * lines (homeward and uncovering) and one over the whole game; then the deep homeward
 * line alone goes on for one more slice, since the winnable deals the rounds miss are won
 * deepest by it. The complete best-first search spreads over the many positions of equal
 * score a hard deal has, where a line followed to its end reaches a win; the streamlined
 * lines, with fewer moves a position, go deepest. A longer last slice wins a few more
 * deals by a line of a million positions and more, but every deal it misses, the lost
 * ones first, then starts its complete search that much later: most of those wins the
 * complete search finds too, within the budget that proves more deals lost. The threads
 * only ever win (they prove nothing, streamlined or not), so the complete search after
 * them keeps every verdict exact. With one card a draw only the deep homeward line runs:
 * there it wins, within its own slices, the deals the other two lines won first, and the
 * complete search, whose talon plays come with their use (talon-plays.ts), starts that
 * much sooner on the lost ones.
 * Reads the configured game (config.ts): set after it.
 */
export function setKlondikeStages(): void {
  setMoveSetWeight(-1);
  setStreamlineWeight(W_AUTO_HOME);
  let stage = 0;
  if (redeal) setStage(stage++, METHOD_BEST_FIRST, STREAMLINED_HOMEWARD, 20000);
  else setStage(stage++, METHOD_DEPTH_FIRST, STREAMLINED, 20000);
  setStage(stage++, METHOD_DEPTH_FIRST, UNCOVER, 20000);
  setStage(stage++, METHOD_DEPTH_FIRST, HOMEWARD, 20000);
  if (redeal) {
    for (let slice = 0; slice < THREAD_SLICES.length; slice++) {
      const positions = THREAD_SLICES[slice];
      setStage(stage++, METHOD_SOFT_THREAD, STREAMLINED_HOMEWARD_DEEP, positions);
      if (drawCount == 1) continue;
      setStage(stage++, METHOD_SOFT_THREAD, STREAMLINED, positions);
      setStage(stage++, METHOD_SOFT_THREAD, UNCOVER, positions);
    }
    setStage(stage++, METHOD_SOFT_THREAD, STREAMLINED_HOMEWARD_DEEP, DEEP_THREAD_TAIL);
  }
  setStage(stage++, METHOD_BEST_FIRST, UNCOVER, 0xffffffff);
  setStageCount(stage);
}
