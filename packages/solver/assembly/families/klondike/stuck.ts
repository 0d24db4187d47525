/**
 * Klondike's lost positions: a column card that can never be the lowest card of a move
 * (its *base*) never goes home, so a position holding one is lost. The search expands no
 * such position (movegen.ts). Unlike deadlock.ts (Australian Patience), this holds where
 * foundation cards come back down and the waste turns over: it assumes nothing of the
 * order of the stock and waste.
 *
 * A card that is never a base still moves along with the card under it, but never leaves
 * that card: the card under it is never on top of a column again, and a column whose
 * bottom card is never a base never empties. So the cards found are the largest set B of
 * column cards such that no card b of B has a way out, given B:
 * - home: the card on b (if any) is not in B, and no lower card of b's suit is in B;
 * - onto a holder t (a card b may lie on) that *may be a top* (`mayBeTops`): a column card
 *   no card of B lies on, or a card of the stock, the waste or a foundation that can be
 *   put onto a card that may be a top, or into a column that may empty;
 * - into an empty column: b is a card an empty column takes, and some other column *may
 *   empty*: it is empty, or its bottom card is not in B;
 * and where b is face down with a card of B on it, it has no way out at all.
 *
 * Proof. Suppose some line from the position has a card of B as the base of a move; take
 * the first such move, with base b. Until then every card of B lies on the card (or the
 * bottom of the column) it lay on: only a move based on it could take it off. So a card
 * that has one of B on it is never on top, a column whose bottom card is in B never
 * empties, and so every card on top of a column until then may be a top: a column card
 * with none of B on it, or a card put there from elsewhere onto a card on top (which may
 * be one, the first put otherwise being a contradiction) or into an empty column. A card
 * of B that lay on b still does, so b is face up: it was, or no card of B lay on it. b goes
 * home only from the top of its column, so no card of B lay on it, and only after every
 * lower card of its suit, none of which is in B (a card goes home only as a base). It goes
 * onto a holder t only when t is on top of a column, so t may be a top; into an empty
 * column only when another column is empty, so may empty. Each is ruled out, so no card of
 * B is ever a base, and none ever goes home. (The ways out leave things out - whether the
 * run on b is built, whether a card that may be a top ever is - so B may be smaller than
 * the set of cards that are really never a base; it is never larger.)
 *
 * B is the greatest such set: starting from every column card, a card with a way out is
 * dropped until none has one. Dropping cards only adds ways out, so a card dropped against
 * a larger set is rightly dropped from any smaller one, B included.
 *
 * Checked against the exhaustive search in src/klondike-exact.test.ts.
 */
import {
  CARD_SLOTS,
  columnCount,
  emptyColumnRank,
  holdersOf,
  rankCount,
  rankOf,
  suitCount,
  suitOf,
} from './config';
import { cardAt, columnDown, columnLength } from './position';

const NO_CARD: u8 = 0;
/** Per column card: the card under it (NO_CARD for a column's bottom). */
const cardUnder = new StaticArray<u8>(CARD_SLOTS);

@inline
function takesEmpty(card: i32): bool {
  return emptyColumnRank == 0 || rankOf(card) == emptyColumnRank;
}

/** The cards of the same suit as `card` and lower. */
@inline
function lowerOfSuit(card: i32): u64 {
  return (((<u64>1) << rankOf(card)) - 2) << (<u64>(suitOf(card) << 4));
}

@inline
function bit(card: i32): u64 {
  return (<u64>1) << card;
}

/**
 * The cards that may be a top (see above), given the cards with one of B on them and the
 * columns that may empty. A holder ranks one higher than the cards it holds: kings first.
 */
function mayBeTops(table: u64, covered: u64, emptiable: i32): u64 {
  let tops = table & ~covered;
  for (let rank = rankCount; rank >= 1; rank--) {
    for (let suit = 0; suit < suitCount; suit++) {
      const card = (suit << 4) | rank;
      if ((table & bit(card)) != 0) continue;
      if ((unchecked(holdersOf[card]) & tops) != 0 || (emptiable > 0 && takesEmpty(card)))
        tops |= bit(card);
    }
  }
  return tops;
}

/** Whether the position holds a column card that no line of moves can ever make a base. */
export function hasStuckCard(): bool {
  let table: u64 = 0;
  let faceDown: u64 = 0;
  let covered: u64 = 0;
  let emptiable = 0;
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    if (length == 0) emptiable++;
    const down = unchecked(columnDown[column]);
    for (let i = 0; i < length; i++) {
      const card = cardAt(column, i);
      table |= bit(card);
      if (i < down) faceDown |= bit(card);
      if (i + 1 < length) covered |= bit(card);
      unchecked((cardUnder[card] = i > 0 ? <u8>cardAt(column, i - 1) : NO_CARD));
    }
  }
  // B, shrinking; `covered` and `emptiable` follow it as cards are dropped.
  let stuck = table;
  let dropped = true;
  while (dropped && stuck != 0) {
    dropped = false;
    const tops = mayBeTops(table, covered, emptiable);
    for (let column = 0; column < columnCount; column++) {
      const length = unchecked(columnLength[column]);
      // Top down, so a card dropped uncovers the next one at once.
      for (let i = length - 1; i >= 0; i--) {
        const card = cardAt(column, i);
        if ((stuck & bit(card)) == 0) continue;
        const isCovered = (covered & bit(card)) != 0;
        if (isCovered && (faceDown & bit(card)) != 0) continue;
        let free =
          (!isCovered && (stuck & lowerOfSuit(card)) == 0) ||
          (unchecked(holdersOf[card]) & tops) != 0;
        if (!free && takesEmpty(card)) {
          // Another column: this one, when it may empty, does not count.
          const own = (stuck & bit(cardAt(column, 0))) == 0 ? 1 : 0;
          free = emptiable - own > 0;
        }
        if (!free) continue;
        stuck &= ~bit(card);
        dropped = true;
        const under = <i32>unchecked(cardUnder[card]);
        if (under != NO_CARD) covered &= ~bit(under);
        else emptiable++;
      }
    }
  }
  return stuck != 0;
}
