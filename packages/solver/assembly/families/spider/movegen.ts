/**
 * The Spider family's moves into the move buffer: every legal move of the rules but the
 * ones that reach the same key as a move kept (below), then the deal.
 *
 * From each column, the top `count` cards for every count up to its movable depth (a
 * face-up run of one suit descending by one), onto every other column whose top card is
 * one rank above the run's base, whatever its suit, and into an empty column. Once the
 * stock is empty (before, a deal tells the columns apart: key.ts), two are left out,
 * each reaching a position equal up to column order (the key's) to one of a move kept:
 * - into an empty column after the first: the same as into the first;
 * - a whole column (no face-down card under it) into an empty column: the same position.
 * Moves onto a card come first (they build), moves into an empty column next, the deal last.
 *
 * A streamlined stage (score.ts W_STREAMLINE > 0, stages.ts `isStageExact`) leaves
 * out more, moves that rarely help, so it can win sooner but never prove: its
 * "impossible" only lets the next stage run. Level 1 leaves out a run split off the card
 * of its suit under it (count below the movable depth) unless it goes onto a card of its
 * own suit (merging two runs that share cards of both copies still needs that split).
 * Level 2 also leaves out a whole run moved off a card one rank above it of another suit
 * onto a card of another suit than the run's: a sideways move that only trades one
 * parent for another (needed when that parent must take a card of its own suit).
 * Both levels move into the first empty column only, stock or no stock.
 */
import { MAX_MOVES_PER_POSITION, moveBuffer } from '../../core/moves';
import { weights } from '../../search/stages';
import { CARD_MASK, columnCount, FACE_UP, rankOf, suitOf } from './config';
import {
  canDeal,
  cardAt,
  columnLength,
  columnTop,
  DEAL_MOVE,
  encodeMove,
  movableDepth,
  stockLength,
} from './position';
import { W_STREAMLINE } from './score';

const depthOf = new StaticArray<i32>(16);

/** Writes the moves at `moveBuffer[at..]`; returns how many. */
export function generateMoves(at: i32): i32 {
  const streamline = unchecked(weights[W_STREAMLINE]);
  let n = at;
  let firstEmpty = -1;
  for (let column = 0; column < columnCount; column++) {
    unchecked((depthOf[column] = movableDepth(column)));
    if (firstEmpty < 0 && unchecked(columnLength[column]) == 0) firstEmpty = column;
  }
  // Onto a card: one count at most per pair of columns (the base must be one rank below).
  for (let to = 0; to < columnCount; to++) {
    const top = columnTop(to);
    if (top == 0) continue;
    const wanted = rankOf(top) - 1;
    if (wanted < 1) continue;
    for (let from = 0; from < columnCount; from++) {
      if (from == to) continue;
      const depth = unchecked(depthOf[from]);
      if (depth == 0) continue;
      const topRank = rankOf(columnTop(from));
      const count = wanted - topRank + 1;
      if (count < 1 || count > depth) continue;
      if (streamline > 0 && !worthBuilding(from, count, depth, top, streamline)) continue;
      unchecked((moveBuffer[n++] = encodeMove(from, to, count)));
    }
  }
  // A streamlined stage moves into the first empty column only, even while the stock
  // tells the columns apart: which dealt card will cover the run rarely matters.
  if (firstEmpty >= 0 && (stockLength == 0 || streamline > 0)) {
    for (let from = 0; from < columnCount; from++) {
      const depth = unchecked(depthOf[from]);
      const length = unchecked(columnLength[from]);
      for (let count = streamline > 0 ? depth : 1; count <= depth; count++) {
        // The whole column, nothing face down under it: the same position (up to the
        // order of columns, which only a deal reads).
        if (count == length) continue;
        unchecked((moveBuffer[n++] = encodeMove(from, firstEmpty, count)));
      }
    }
  } else if (firstEmpty >= 0) {
    for (let to = firstEmpty; to < columnCount; to++) {
      if (unchecked(columnLength[to]) != 0) continue;
      for (let from = 0; from < columnCount; from++) {
        const depth = unchecked(depthOf[from]);
        for (let count = streamline > 0 ? depth : 1; count <= depth; count++)
          unchecked((moveBuffer[n++] = encodeMove(from, to, count)));
      }
    }
  }
  if (canDeal()) unchecked((moveBuffer[n++] = DEAL_MOVE));
  assert(n - at < MAX_MOVES_PER_POSITION, 'movegen: more moves than a buffer region holds');
  return n - at;
}

/**
 * Whether a streamlined stage keeps the move of the top `count` cards of `from` (movable
 * depth `depth`) onto the card `target` (see the header).
 */
function worthBuilding(from: i32, count: i32, depth: i32, target: i32, level: i32): bool {
  const length = unchecked(columnLength[from]);
  const base = cardAt(from, length - count);
  const sameSuitTarget = suitOf(target) == suitOf(base);
  if (count < depth) return sameSuitTarget;
  if (level < 2 || sameSuitTarget || count == length) return true;
  const under = cardAt(from, length - count - 1);
  return (under & FACE_UP) == 0 || rankOf(under) != rankOf(base) + 1;
}

/** The card a move lifts at the base of what moves (for canonical moves and emitting). */
export function baseCard(from: i32, count: i32): i32 {
  return cardAt(from, unchecked(columnLength[from]) - count) & CARD_MASK;
}
