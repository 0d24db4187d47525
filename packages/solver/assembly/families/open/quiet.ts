/**
 * Quiet children (search/game.ts, `isQuiet`): moves after which nothing settles and no
 * card goes home, so the child is the position the move alone makes, not won (its parent
 * is not), and its hash and score follow from the parent's without making it. The
 * depth-first search (search/dfs.ts) scores every child of each position it expands and
 * visits few of them: a quiet one known new it scores unmade. Each rule here mirrors the
 * settling it skips (`playSafeMovesAfter`, `playSafeMovesAfterMeta`), which plays nothing
 * for exactly these moves; the debug build makes and settles every quiet child to check.
 */

import { weights } from '../../search/stages';
import { PILE_CELL, PILE_FOUNDATION, sameSuitBuilding } from './config';
import { hashChange, PLACE_BOTTOM, PLACE_CELL, placeOnColumn } from './hash';
import { fieldA, fieldB, fieldCount, fieldFrom, fieldTo, isMeta, KIND_ONTO, kindOf } from './meta';
import {
  canGoHome,
  cardAt,
  cellCardCanGoHome,
  cellCards,
  columnLength,
  freeCellCount,
  moveCount,
  moveFrom,
  moveLift,
  moveTo,
} from './position';
import { quietPriorityOf, W_NOISE } from './score';

/** Not with noise: it is drawn from the child's own piles (score.ts, `positionNoise`). */
export function isQuiet(move: u32): bool {
  return unchecked(weights[W_NOISE]) <= 0 && (isMeta(move) ? isQuietMeta(move) : isQuietMove(move));
}

/** What the quiet move `move` changes the hash by, unmade. */
export function quietHashChange(move: u32): u64 {
  return isMeta(move) ? quietMetaHashChange(move) : quietCardHashChange(move);
}

/** `childPriorityOf` of the child of the quiet move `move`, unmade (score.ts). */
export function quietChildPriorityOf(move: u32, pathLength: i32): i32 {
  if (isMeta(move))
    return quietPriorityOf(
      fieldFrom(move),
      fieldTo(move),
      fieldCount(move),
      fieldA(move),
      fieldB(move),
      pathLength,
    );
  return quietPriorityOf(
    moveFrom(move),
    moveTo(move),
    moveCount(move),
    0,
    moveLift(move),
    pathLength,
  );
}

/**
 * Whether the card move `move` of the current position, which has no safe move left, is
 * quiet: between columns and cells, with nothing to settle after it. It changes no
 * foundation, so every card is as safe to send home as before, and the cards it can
 * uncover are the new top of its source column (a run keeps its order and its top was a
 * top; a card from a cell uncovers nothing) and, with a lift, the lifted cards in their
 * cells and the run's top, which the lift uncovered. Unless one of those can go home, no
 * safe move waits (`playSafeMovesAfter` plays nothing for exactly these moves, looking
 * at every cell after a lift); by suit the cell rule might, so never then.
 */
function isQuietMove(move: u32): bool {
  const from = moveFrom(move);
  if (moveTo(move) >= PILE_FOUNDATION || sameSuitBuilding) return false;
  if (from >= PILE_CELL) return true;
  const lift = moveLift(move);
  const run = unchecked(columnLength[from]) - lift;
  if (lift != 0 && (cellCardCanGoHome() || topCanGoHome(from, lift + 1))) return false;
  const left = run - moveCount(move);
  return left == 0 || !canGoHome(cardAt(from, left - 1));
}

/**
 * What the quiet card move `move` changes the hash by (as `transfer` does, one term per
 * card that changes what it lies on), unmade: each lifted card from the card below it
 * into a cell, then the run's bottom card from what it lay on onto the destination.
 */
function quietCardHashChange(move: u32): u64 {
  const from = moveFrom(move);
  const to = moveTo(move);
  const onto = to < PILE_CELL ? placeOnColumn(to) : PLACE_CELL;
  if (from >= PILE_CELL)
    return hashChange(<i32>unchecked(cellCards[from - PILE_CELL]), PLACE_CELL, onto);
  const length = unchecked(columnLength[from]);
  const run = length - moveLift(move);
  let change: u64 = 0;
  for (let index = length - 1; index >= run; index--)
    change += hashChange(cardAt(from, index), cardAt(from, index - 1), PLACE_CELL);
  const base = run - moveCount(move);
  const below = base == 0 ? PLACE_BOTTOM : cardAt(from, base - 1);
  return change + hashChange(cardAt(from, base), below, onto);
}

/**
 * Whether the meta-move `move` is quiet: an ONTO move none of whose parked cards, nor the
 * new top of its source column, nor the top of the run it moves (the top of its
 * destination after it) can go home. Then `playSafeMovesAfterMeta` plays nothing: ONTO
 * sends no card home, and those are all the cards it leaves uncovered (the cards parking
 * uncovered in between are covered again by the run, or are the run). Not by suit: the
 * cell rule may move a parked card.
 */
function isQuietMeta(move: u32): bool {
  if (kindOf(move) != KIND_ONTO || sameSuitBuilding) return false;
  const from = fieldFrom(move);
  const to = fieldTo(move);
  if (topCanGoHome(to, fieldA(move))) return false;
  if (from >= PILE_CELL) return !canGoHome(<i32>unchecked(cellCards[from - PILE_CELL]));
  const above = fieldB(move);
  const left = unchecked(columnLength[from]) - above - fieldCount(move);
  // The parked cards, the run's top and the card left on top (if any) are the top
  // `above + 1` cards and the card at `left - 1`.
  if (topCanGoHome(from, above + 1)) return false;
  return left == 0 || !canGoHome(cardAt(from, left - 1));
}

/** Whether one of the top `cards` cards of `column` can go home. */
@inline
function topCanGoHome(column: i32, cards: i32): bool {
  const length = unchecked(columnLength[column]);
  for (let index = length - cards; index < length; index++)
    if (canGoHome(cardAt(column, index))) return true;
  return false;
}

/**
 * What the quiet ONTO move `move` changes the hash by (hash.ts: one term per card that
 * changes what it lies on), unmade: each parked card goes from the card below it into a
 * cell or, once the free cells are taken, to the bottom of an empty column; the run's
 * bottom card from what it lay on onto the destination's card.
 */
function quietMetaHashChange(move: u32): u64 {
  const from = fieldFrom(move);
  const to = fieldTo(move);
  const freeCells = freeCellCount();
  let parked = 0;
  let change: u64 = 0;
  const toLength = unchecked(columnLength[to]);
  const parent = toLength - 1 - fieldA(move);
  for (let index = toLength - 1; index > parent; index--) {
    const place = parked++ < freeCells ? PLACE_CELL : PLACE_BOTTOM;
    change += hashChange(cardAt(to, index), cardAt(to, index - 1), place);
  }
  const onto = cardAt(to, parent);
  if (from >= PILE_CELL)
    return change + hashChange(<i32>unchecked(cellCards[from - PILE_CELL]), PLACE_CELL, onto);
  const fromLength = unchecked(columnLength[from]);
  const run = fromLength - fieldB(move);
  for (let index = fromLength - 1; index >= run; index--) {
    const place = parked++ < freeCells ? PLACE_CELL : PLACE_BOTTOM;
    change += hashChange(cardAt(from, index), cardAt(from, index - 1), place);
  }
  const base = run - fieldCount(move);
  const below = base == 0 ? PLACE_BOTTOM : cardAt(from, base - 1);
  return change + hashChange(cardAt(from, base), below, onto);
}
