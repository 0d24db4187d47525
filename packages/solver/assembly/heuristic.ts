/**
 * How promising a position looks, as a small integer: lower is better. The best-first
 * search expands positions in this order; the order changes only how fast a win is
 * found, never whether one is, since every stored position is expanded in the end.
 */
import { buildsOn, cardCount, cellCount, columnCount, MAX_DEPTH, rankOf } from './config';
import { cardsHome, cellCards, columnCards, columnLength, foundationRank } from './position';

export const PRIORITY_LEVELS: i32 = 4096;

/** Weights, settable from the host so presets can be tuned without rebuilding. */
export const weights = new StaticArray<i32>(8);
export const W_NOT_HOME: i32 = 0;
export const W_OUT_OF_SEQUENCE: i32 = 1;
export const W_NEEDED_DEPTH: i32 = 2;
export const W_CELL_USED: i32 = 3;
export const W_EMPTY_COLUMN: i32 = 4;
export const W_PATH: i32 = 5;
export const W_SAME_SUIT_BLOCKER: i32 = 6;
export const W_LOWER_BLOCKER: i32 = 7;

export function setDefaultWeights(): void {
  weights[W_NOT_HOME] = 4;
  weights[W_OUT_OF_SEQUENCE] = 6;
  weights[W_NEEDED_DEPTH] = 2;
  weights[W_CELL_USED] = 3;
  weights[W_EMPTY_COLUMN] = 6;
  weights[W_PATH] = 0;
  weights[W_SAME_SUIT_BLOCKER] = 0;
  weights[W_LOWER_BLOCKER] = 0;
}

/** The priority of the current position reached after `pathLength` moves. */
export function priorityOf(pathLength: i32): i32 {
  let outOfSequence = 0;
  let neededDepth = 0;
  let emptyColumns = 0;
  let lowerBlockers = 0;
  let sameSuitBlockers = 0;
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
    for (let i = 1; i < length; i++) {
      const card = <i32>unchecked(columnCards[base + i]);
      if (!buildsOn(card, below)) outOfSequence++;
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
    unchecked(weights[W_LOWER_BLOCKER]) * lowerBlockers;
  priority += unchecked(weights[W_EMPTY_COLUMN]) * columnCount;
  if (priority < 0) priority = 0;
  if (priority >= PRIORITY_LEVELS) priority = PRIORITY_LEVELS - 1;
  return priority;
}
