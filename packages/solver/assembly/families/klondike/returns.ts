/**
 * Returns made together with their use. A *return* brings a foundation's top card X down
 * onto a column. Made and then left while other moves are made, it gives a position the
 * search also reaches by those moves and the return after them, one for each interleaving:
 * in the hard deals, most of the positions expanded. So the generator writes a return
 * together with the move that uses it (movegen.ts `writeCompoundReturns`):
 * - a *compound return*: X down onto a column, then at once a card onto X, from a column
 *   with what lies on it or from the stock and waste after its draws, as one move;
 * - the plain return as well, only where a return or a compound move (floating.ts) that
 *   brings X's predecessor down or flips a run onto X may follow it, or where the settling
 *   covers X (a run floating onto X, keeping to it, is flipped there).
 *
 * Proof that the search stays complete. Measure lines as floating.ts does, and call a
 * winning line *good* when it has the least measure, no idle move (movegen.ts), every flip
 * followed at once by a move that needs it (floating.ts), and every return whose card the
 * settling leaves on top followed at once by a move that *may follow* it: a return, a move
 * that puts a card on its card, or a compound move that brings its card's predecessor
 * down or flips a run onto its card. The proof of floating.ts gives every winnable
 * position a line of the first three kinds; of those, take one whose returns lie latest
 * (the sum of their places in the line largest). Suppose a return P in it, of X, is
 * followed by a move that may not follow it. movegen.ts (its idle returns) shows that P
 * can wait, the measure kept, until just before the first move that needs it, which puts a
 * card on X or brings X's predecessor down (a return), and that the wait makes no move
 * idle; while P waits X's foundation does not change, so at its new place P is followed by
 * a move that may follow it. Nor does the wait part a flip from its need: the need of a
 * flip puts a card on the card T it frees, or sends T home, and a move that needs both is a
 * return of X's predecessor onto T, made with the flip as one compound move that may
 * follow P. P passes the move after its old place, which is not a return, and each return
 * it passes comes one place earlier: the sum grows, a contradiction. So the line is good,
 * and so is its tail after any move.
 *
 * The first move of a good line is written: a return followed by a card onto X is written
 * with it as a compound return (the generator writes one for every move onto X it would
 * write where the return leads, and the debug build checks that by making the return and
 * generating); a return followed by another move that may follow it, or whose card the
 * settling covers, is written plain (the generator keeps it wherever it may be so
 * followed); any other move as before. Either way the search reaches a position with a
 * good line nearer a win, and the argument of dominance.ts (the stored position with a
 * good line nearest a win) holds as it is.
 *
 * Checked against the exhaustive search in src/klondike-exact.test.ts.
 */
import { moveBuffer } from '../../core/moves';
import { undoTop } from '../../core/undo';
import { suitOf } from './config';
import { COMPOUND, flipOf } from './floating';
import { generateMoves } from './movegen';
import {
  columnTop,
  encodeMove,
  make,
  moveFrom,
  moveTo,
  PILE_FOUNDATION,
  unmakeTo,
} from './position';
import { playSafeMovesAfter } from './settle';

/**
 * Marks a compound return: the top card of the foundation of suit `(move >> 22) & 3`
 * brought down onto column `moveTo(move)`, then the move in the low 22 bits, which puts a
 * card on it.
 */
export const RETURN_FIRST: u32 = 1 << 28;
const RETURN_SUIT_SHIFT: u32 = 22;
const MOVE_MASK: u32 = (1 << RETURN_SUIT_SHIFT) - 1;

/** The return a compound return makes first. */
export function returnOf(move: u32): u32 {
  const suit = <i32>((move >> RETURN_SUIT_SHIFT) & 3);
  return encodeMove(PILE_FOUNDATION + suit, moveTo(move), 1, 0);
}

/** The move a compound return makes after its return. */
@inline
export function afterReturnOf(move: u32): u32 {
  return move & MOVE_MASK;
}

/** The compound return of `suit`'s top card, then `move` onto it. */
export function compoundReturn(suit: i32, move: u32): u32 {
  return move | RETURN_FIRST | ((<u32>suit) << RETURN_SUIT_SHIFT);
}

/** The compound returns made since `resetCompoundReturns` (family.ts): for the tests. */
export let compoundReturnsMade: u32 = 0;

export function resetCompoundReturns(): void {
  compoundReturnsMade = 0;
}

export function countCompoundReturn(): void {
  compoundReturnsMade++;
}

/**
 * The card just brought down where the debug build generates after a return
 * (`checkCompoundReturns`), 0 otherwise: `generateMoves` then writes only what may follow
 * the return, and no compound return of its own.
 */
let returned: i32 = 0;

export function isLookingAhead(): bool {
  return returned != 0;
}

/** Whether `move` may follow the return of `card`, which lies on top of `column`. */
function mayFollowReturnOf(move: u32, card: i32, column: i32): bool {
  const from = moveFrom(move);
  if ((move & COMPOUND) != 0) {
    // Its second move brings X's predecessor down, or its flip puts a run on X.
    return from == PILE_FOUNDATION + suitOf(card) || moveTo(flipOf(move)) == column;
  }
  return from >= PILE_FOUNDATION || moveTo(move) == column;
}

/**
 * Keeps, of the `count` moves at `moveBuffer[at..]`, those that may follow the return
 * looked ahead from (in their order), and returns how many.
 */
export function keepMovesAfterReturn(at: i32, count: i32): i32 {
  const card = returned;
  let column = 0;
  while (columnTop(column) != card) column++;
  let n = at;
  for (let i = at; i < at + count; i++) {
    const move = unchecked(moveBuffer[i]);
    if (mayFollowReturnOf(move, card, column)) unchecked((moveBuffer[n++] = move));
  }
  return n - at;
}

/**
 * Debug: makes the return `back` and generates, at `moveBuffer[at..]`, the moves that may
 * follow it, and checks that movegen.ts `writeCompoundReturns`, which reads them off the
 * position before it, wrote a compound return for each move onto its card (in
 * `compounds[first..last)`), and kept `back` (`plain`) where a return or a compound move
 * follows, or the settling covers the card.
 */
export function checkCompoundReturns(
  back: u32,
  at: i32,
  compounds: StaticArray<u32>,
  first: i32,
  last: i32,
  plain: bool,
): void {
  const mark = undoTop;
  if (!make(back)) {
    unmakeTo(mark);
    return;
  }
  const column = moveTo(back);
  const card = columnTop(column);
  const suit = moveFrom(back) - PILE_FOUNDATION;
  if (!playSafeMovesAfter(back) || columnTop(column) != card) {
    assert(plain, 'a return whose card the settling covers was not kept');
    unmakeTo(mark);
    return;
  }
  returned = card;
  const count = generateMoves(at);
  returned = 0;
  for (let j = at; j < at + count; j++) {
    const move = moveBuffer[j];
    if ((move & COMPOUND) == 0 && moveFrom(move) < PILE_FOUNDATION) {
      let found = false;
      const compound = compoundReturn(suit, move);
      for (let k = first; k < last && !found; k++) found = compounds[k] == compound;
      assert(found, 'a move onto a card brought down has no compound return');
    } else assert(plain, 'a return followed by a return or a compound move was not kept');
  }
  unmakeTo(mark);
}
