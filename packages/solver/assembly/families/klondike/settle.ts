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
  wasteSize,
} from './position';
import { autoHome } from './score';

/**
 * Plays every safe foundation move: column tops, and the waste's top with one card a
 * draw where the key holds the waste's size (Australian Patience). The result does not depend on the order (foundations only grow, so a safe card
 * stays safe). False only when the undo record is full.
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
    if ((drawCount == 1 || streamlined) && !wasteSizeIrrelevant && wasteSize > 0) {
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
