/**
 * The klondike family's settling moves: the proven-safe foundation moves (position.ts
 * `isSafeHome`, where the proof is), played until none is left; in a streamlined stage
 * (score.ts W_AUTO_HOME), every foundation move. In Australian Patience also the moves
 * onto a card's parent (parent.ts).
 */

import { columnCount, drawCount, suitOf, wasteSizeIrrelevant } from './config';
import { PARENT_FULL, PARENT_MOVED, playParentMoves } from './parent';
import {
  canGoHome,
  columnTop,
  encodeMove,
  isSafeHome,
  make,
  PILE_FOUNDATION,
  PILE_TALON,
  talon,
  talonLength,
  wasteSize,
} from './position';
import { autoHome } from './score';

/**
 * Plays every safe foundation move: column tops; with one card a draw, the waste's top
 * where the key holds the waste's size (Australian Patience), any card of the stock and
 * waste where it does not (Klondike). The result does not depend on the order
 * (foundations only grow, so a safe card stays safe). False only when the undo record is
 * full.
 */
export function playSafeMoves(): bool {
  const streamlined = autoHome();
  let moved = true;
  while (moved) {
    moved = false;
    for (let column = 0; column < columnCount; column++) {
      const card = columnTop(column);
      if (card == 0 || !canGoHome(card) || !(streamlined || isSafeHome(card))) continue;
      if (!make(encodeMove(column, PILE_FOUNDATION + suitOf(card), 1, 0))) return false;
      moved = true;
    }
    // Only where the key holds the waste's size: a settling move must follow from the key
    // alone, or a position read back from its key would settle otherwise than when stored.
    // Where it leaves the size out (one card a draw, the waste turning over), every card of
    // the stock and waste can be drawn to the waste's top, and a safe one goes home from
    // wherever it lies (position.ts `isSafeHome`): which cards those are follows from the
    // key.
    if (wasteSizeIrrelevant) {
      for (let i = 0; i < talonLength; ) {
        const card = <i32>unchecked(talon[i]);
        if (!canGoHome(card) || !(streamlined || isSafeHome(card))) {
          i++;
          continue;
        }
        if (!make(encodeMove(PILE_TALON, PILE_FOUNDATION + suitOf(card), 1, i + 1))) return false;
        moved = true;
      }
    } else if ((drawCount == 1 || streamlined) && wasteSize > 0) {
      const card = <i32>unchecked(talon[wasteSize - 1]);
      if (canGoHome(card) && (streamlined || isSafeHome(card))) {
        if (!make(encodeMove(PILE_TALON, PILE_FOUNDATION + suitOf(card), 1, wasteSize)))
          return false;
        moved = true;
      }
    }
    const parents = playParentMoves();
    if (parents == PARENT_FULL) return false;
    if (parents == PARENT_MOVED) moved = true;
  }
  return true;
}
