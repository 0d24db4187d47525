/**
 * The klondike family's settling moves: the proven-safe foundation moves (position.ts
 * `isSafeHome`, where the proof is), played until none is left; in a streamlined stage
 * (score.ts W_AUTO_HOME), every foundation move. In Australian Patience also the moves
 * onto a card's parent (parent.ts). Where runs float (French Klondike), once no card goes
 * home, the flips of floating runs onto the holders they keep to (floating.ts).
 */

import { undoTop } from '../../core/undo';
import {
  cardBit,
  columnCount,
  drawCount,
  parentMovesSafe,
  suitCount,
  suitOf,
  wasteSizeIrrelevant,
} from './config';
import { FLIPS_FULL, flipFloatingRuns, mayFlipAfter } from './floating';
import { PARENT_FULL, PARENT_MOVED, playParentMoves } from './parent';
import {
  canGoHome,
  columnTop,
  encodeMove,
  foundationRank,
  isSafeHome,
  make,
  moveFrom,
  moveTo,
  PILE_FOUNDATION,
  PILE_TALON,
  talon,
  talonLength,
  talonSet,
  wasteSize,
} from './position';
import { autoHome } from './score';

/**
 * Plays every safe foundation move: column tops; with one card a draw, the waste's top
 * where the key holds the waste's size (Australian Patience), any card of the stock and
 * waste where it does not (Klondike). The result does not depend on the order
 * (foundations only grow, so a safe card stays safe). False only when the undo record is
 * full. A run floats onto a card only once that card is on top (floating.ts), so only
 * the columns in `changed` (one bit each: all of them, or those a move from a settled
 * position changed) and those the settling changes are looked at for flips.
 */
export function playSafeMoves(changed: u32 = ALL_COLUMNS): bool {
  let moved = true;
  while (moved) {
    moved = false;
    for (let column = 0; column < columnCount; column++) {
      const card = columnTop(column);
      if (card == 0 || !maySettle(card)) continue;
      if (!make(encodeMove(column, PILE_FOUNDATION + suitOf(card), 1, 0))) return false;
      changed |= (<u32>1) << column;
      moved = true;
    }
    // Only where the key holds the waste's size: a settling move must follow from the key
    // alone, or a position read back from its key would settle otherwise than when stored.
    // Where it leaves the size out (one card a draw, the waste turning over), every card of
    // the stock and waste can be drawn to the waste's top, and a safe one goes home from
    // wherever it lies (position.ts `isSafeHome`): which cards those are follows from the
    // key.
    if (wasteSizeIrrelevant && talonMaySettle()) {
      for (let i = 0; i < talonLength; ) {
        const card = <i32>unchecked(talon[i]);
        if (!maySettle(card)) {
          i++;
          continue;
        }
        if (!make(encodeMove(PILE_TALON, PILE_FOUNDATION + suitOf(card), 1, i + 1))) return false;
        moved = true;
      }
    } else if (looksAtWasteTopAlone() && wasteSize > 0) {
      const card = <i32>unchecked(talon[wasteSize - 1]);
      if (maySettle(card)) {
        if (!make(encodeMove(PILE_TALON, PILE_FOUNDATION + suitOf(card), 1, wasteSize)))
          return false;
        moved = true;
      }
    }
    const parents = playParentMoves();
    if (parents == PARENT_FULL) return false;
    if (parents == PARENT_MOVED) moved = true;
    if (!moved) {
      // Only once nothing goes home (floating.ts).
      const flips = flipFloatingRuns(changed);
      if (flips == FLIPS_FULL) return false;
      if (flips > 0) moved = true;
      changed = 0;
    }
  }
  return true;
}

/**
 * Plays what settles after `move`, made from a settled position. Where the move sent no
 * card home, the foundations are as they were, so a card settles (safe, or in a
 * streamlined stage any card that can go home) exactly when it did in the parent, or, where
 * it brought one down, only if it did then (a lower foundation makes no card wanted home
 * but the one brought down, and no card safe that was not: `isSafeHome` asks each
 * foundation for a rank at least); the only cards that may settle are those the move put
 * where settling looks: the top of the column it left (uncovered, or turned face up), the
 * top of the column it reached (a card from the stock or waste, not looked at there with
 * three cards a draw, or the card brought down), and the waste's top where settling looks
 * at it alone (a draw changed it).
 * Every other card lay where it lies now in the settled parent and did not settle. Only
 * when one of these may settle is the whole table looked at. Australian Patience's moves
 * onto a card's parent (parent.ts) follow other cards: looked for in full there.
 */
export function playSafeMovesAfter(move: u32): bool {
  const to = moveTo(move);
  // The foundations as they were, or one lower (a card brought down), and no moves onto
  // parents: only the cards it put may settle.
  const local = !parentMovesSafe && to < PILE_FOUNDATION;
  const changed = columnBit(moveFrom(move)) | columnBit(to);
  if (!local || mayPutHome(moveFrom(move)) || mayPutHome(to) || wasteTopMaySettle())
    return playSafeMoves(changed);
  // With no card to settle home, only a flip (floating.ts) can start the settling.
  if (mayFlipAfter(moveFrom(move), to)) return playSafeMoves(changed);
  if (!ASC_NO_ASSERT) {
    const mark = undoTop;
    playSafeMoves();
    assert(undoTop == mark, 'a move left a settling move unlooked at');
  }
  return true;
}

const ALL_COLUMNS: u32 = 0xffffffff;

/** `pile`'s bit where it is a column, else none. */
@inline
function columnBit(pile: i32): u32 {
  return pile < PILE_TALON ? (<u32>1) << pile : 0;
}

/**
 * Whether `playSafeMoves` looks at the waste's top alone: with one card a draw where the
 * key holds the waste's size, or in a streamlined stage. Where the size is left out it
 * looks at every card of the stock and waste instead.
 */
@inline
function looksAtWasteTopAlone(): bool {
  return !wasteSizeIrrelevant && (drawCount == 1 || autoHome());
}

/**
 * Whether the waste's top may settle where `playSafeMoves` looks at it alone. Where it
 * looks at every card of the stock and waste, a move only takes one away.
 */
@inline
function wasteTopMaySettle(): bool {
  if (!looksAtWasteTopAlone() || wasteSize == 0) return false;
  return maySettle(<i32>unchecked(talon[wasteSize - 1]));
}

/** Whether the top of pile `pile` (a column, or no card for the talon) may settle. */
@inline
function mayPutHome(pile: i32): bool {
  if (pile >= PILE_TALON) return false;
  const card = columnTop(pile);
  return card != 0 && maySettle(card);
}

/**
 * Whether a card of the stock and waste may settle, read from the cards the foundations
 * want next: the talon is walked only when one does.
 */
@inline
function talonMaySettle(): bool {
  for (let suit = 0; suit < suitCount; suit++) {
    const card = (suit << 4) | (unchecked(foundationRank[suit]) + 1);
    if ((talonSet & cardBit(card)) != 0 && maySettle(card)) return true;
  }
  return false;
}

/** Whether `card` may settle, its place aside: it can go home and may go now. */
@inline
function maySettle(card: i32): bool {
  return canGoHome(card) && (autoHome() || isSafeHome(card));
}
