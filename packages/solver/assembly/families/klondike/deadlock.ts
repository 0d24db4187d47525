/**
 * Lost positions the klondike family can see at once: a card that must leave a column or
 * the waste before a lower card of its suit under it can go home, and that no move can
 * ever take off. The search expands no such position (movegen.ts): no line from it wins.
 *
 * In a column, let L lie under H, of the same suit and lower. L goes home only from the
 * top of the column, and H goes home only after L, so H must first leave L's column by a
 * move whose base G lies above L and at or under H (a base under L takes L along). G
 * moves onto a card it builds on (one of its *holders*) or into an empty column. A G under
 * H that is face down cannot be that base (it turns up only once H has left), and a
 * holder of G
 * that lies above L and under G can never take it: it is never on top while G is above
 * it, and it leaves G's column only with G on it (a move based under it takes L, G and
 * H along, the same cards over one another). So H never leaves, and the position is
 * lost, when every card from just above L up to H is a card no empty column takes whose
 * holders all lie above L and under it, or (but H) face down. (A holder anywhere else, on a
 * foundation included, counts as a way out.)
 *
 * With no turn of the waste (Australian Patience), the waste is such a pile too, whose
 * cards leave one by one from its top: a waste card H over a lower card L of its suit
 * must go onto a holder first, and when its holders all lie under it in the waste (and
 * no empty column takes it), it never can.
 */
import {
  columnCount,
  emptyColumnRank,
  holdersOf,
  MAX_DEPTH,
  rankOf,
  redeal,
  suitCount,
  suitOf,
} from './config';
import { columnCards, columnDown, columnLength, talon, wasteSize } from './position';

const NONE: i32 = 0xff;
/** The lowest rank of each suit seen in the waste, while scanning it upward. */
const lowest = new StaticArray<i32>(4);
/**
 * Per card of the column being looked at, from the bottom: `i < stuckAbove[k]` when the
 * card at k, as the base of a move, could never leave with L at i (its holders' lowest
 * place, when they all lie under it; 0 otherwise); `passes` the same, but all of i < k
 * when the card is face down (as a card between L and H, it is never a base).
 */
const stuckAbove = new StaticArray<i32>(MAX_DEPTH);
const passes = new StaticArray<i32>(MAX_DEPTH);
const placeOf = new StaticArray<u8>(64);

@inline
function takesEmpty(card: i32): bool {
  return emptyColumnRank == 0 || rankOf(card) == emptyColumnRank;
}

/** Sets `stuckAbove` and `passes` for the cards of `column`. */
function markStuck(column: i32, length: i32): void {
  const down = unchecked(columnDown[column]);
  const base = column * MAX_DEPTH;
  let under: u64 = 0;
  for (let k = 0; k < length; k++) {
    const card = <i32>unchecked(columnCards[base + k]);
    let stuck = 0;
    if (!takesEmpty(card)) {
      const holders = unchecked(holdersOf[card]);
      if ((holders & ~under) == 0) {
        stuck = k;
        for (let rest = holders; rest != 0; rest &= rest - 1) {
          const place = <i32>unchecked(placeOf[<i32>ctz(rest)]);
          if (place < stuck) stuck = place;
        }
      }
    }
    unchecked((stuckAbove[k] = stuck));
    unchecked((passes[k] = k < down ? k : stuck));
    unchecked((placeOf[card] = <u8>k));
    under |= (<u64>1) << card;
  }
}

/** Whether the position holds a card that can never leave what covers a lower card of its suit. */
export function isDeadlocked(): bool {
  for (let column = 0; column < columnCount; column++) {
    // The card just over L has no holder between them, so it is stuck for L only when
    // face down: L must lie under the column's last face-down card.
    const down = unchecked(columnDown[column]);
    if (down < 2) continue;
    const length = unchecked(columnLength[column]);
    markStuck(column, length);
    const base = column * MAX_DEPTH;
    for (let i = 0; i < down - 1; i++) {
      const low = <i32>unchecked(columnCards[base + i]);
      for (let k = i + 1; k < length; k++) {
        const card = <i32>unchecked(columnCards[base + k]);
        const higher = suitOf(card) == suitOf(low) && rankOf(card) > rankOf(low);
        if (higher && i < unchecked(stuckAbove[k])) return true;
        if (i >= unchecked(passes[k])) break;
      }
    }
  }
  if (!redeal) {
    let under: u64 = 0;
    for (let suit = 0; suit < suitCount; suit++) unchecked((lowest[suit] = NONE));
    for (let i = 0; i < wasteSize; i++) {
      const card = <i32>unchecked(talon[i]);
      const suit = suitOf(card);
      const rank = rankOf(card);
      const holders = unchecked(holdersOf[card]);
      const stuck = !takesEmpty(card) && (holders & ~under) == 0;
      if (stuck && unchecked(lowest[suit]) < rank) return true;
      if (rank < unchecked(lowest[suit])) unchecked((lowest[suit] = rank));
      under |= (<u64>1) << card;
    }
  }
  return false;
}
