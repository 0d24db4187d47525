/**
 * Safe moves where cards build down by suit, any face-up card moves with what lies on it
 * and nothing comes back from a foundation (Australian Patience): a card X goes onto its
 * *parent* P (the next higher card of its suit) when P is on top of a column and X
 * could go there (with a condition on P's column below, for X from a column); and with one card a draw and no turn of the waste, the next card of the
 * stock goes home, or onto its parent, as one draw and a play.
 *
 * Proof that X onto P keeps a winnable position winnable, with a winning line no longer,
 * when X is the waste's top, or lies face up in a column and P's *stack* (P and the cards
 * under it in its column) holds only kings and cards whose parent lies under them there.
 * By suit, P is X's only holder and X the only card that builds on P. Let Q be the
 * position with the move not made, Q' with it made: in Q' the *X-segment* (X and every
 * card on it) lies on P, in Q on some card W (or on the waste, or at a column's bottom).
 * Follow a winning line of Q from Q', keeping the invariant that the two positions are
 * the same but for the X-segment's place, P on top in Q and W uncovered in Q'. While X
 * has not moved in Q, nothing lies on P there (only X could) and P stays on top (a move
 * that carries it keeps it on top), and the X-segment stays on W (a move based at or under
 * W carries W along). Each move of Q is then legal in Q' as it is:
 * - a move based in the X-segment above X: the same cards on the same destination;
 * - X onto P, or X home (X alone): Q' has already made it, or makes it too; the
 *   positions are now the same (the line from Q' is one move shorter, or as long);
 * - a move based at or under W: it carries W's cards but the segment in Q', to the same
 *   destination (not P, which only X builds on; not in the segment, which lies over it);
 * - a move based in P's stack, in Q' with the segment on it too: its destination is never
 *   in the segment, the one place Q' could not put it. With X on the waste, nothing is
 *   put on X in Q. With X in a column, no card of P's stack moves at all: a king goes
 *   only into an empty column, another card only onto its parent, which lies under it in
 *   the same stack (a move based between them would be based in the stack too), so the
 *   stack stays as it is until X moves (a trap this rules out: in Q, P's stack may go
 *   onto a card of the X-segment, which in Q' would be a move onto itself);
 * - any other move, the destination the same card (the segment's top is the same card
 *   wherever the segment lies) or an empty column (Q' has every empty column Q has, and
 *   one more when X was a column's bottom);
 * - a draw or a play of the waste: with X on the waste, its top in Q, Q' has the same
 *   stock and waste less X, and Q plays nothing under X before X has left.
 * So Q' wins whenever Q does, in as many moves or fewer, and settling these moves in a
 * search (every other move kept) loses no win, with a shorter line after each kept move as
 * the idle moves' proof (movegen.ts) asks.
 *
 * The next stock card X, drawn and played at once (onto P, or home when it is next on its
 * foundation), is the same argument with X on the stock: Q' has Q's stock and waste less
 * X; a draw of X in Q is dropped, a draw of another card is the same draw, and while X is
 * on the waste Q plays nothing under it. Home, it is position.ts `isSafeHome`'s argument
 * (with one card a draw, the draw that turns X up left out), the set S there being X and
 * the lower cards of its suit, all home.
 *
 * The moves settled here do not depend on their order: each changes only what X lies on,
 * and one that can be made stays possible until made (nothing but X covers P; the waste
 * changes only when its top leaves; a stack as asked above has no card that can move
 * onto its parent; X home leaves P on top), so by Newman's lemma every order reaches the
 * same position: a position read back from its key settles as it did when stored.
 *
 * Checked against the exhaustive search in src/klondike-exact.test.ts.
 */
import {
  columnCount,
  parentMovesSafe,
  rankCount,
  rankOf,
  stockParentMovesSafe,
  suitOf,
} from './config';
import {
  canGoHome,
  cardAt,
  columnDown,
  columnLength,
  columnTop,
  encodeMove,
  make,
  PILE_FOUNDATION,
  PILE_TALON,
  talon,
  talonLength,
  wasteSize,
} from './position';

export const PARENT_NONE: i32 = 0;
export const PARENT_MOVED: i32 = 1;
export const PARENT_FULL: i32 = -1;

/** Whether `column`'s cards are all kings or over their parents (see above). */
function isPinnedStack(column: i32): bool {
  const length = unchecked(columnLength[column]);
  let under: u64 = 0;
  for (let i = 0; i < length; i++) {
    const card = cardAt(column, i);
    if (rankOf(card) < rankCount && ((under >> (card + 1)) & 1) == 0) return false;
    under |= (<u64>1) << card;
  }
  return true;
}

/** The column whose top is `card`; there is one. */
function columnTopped(card: i32): i32 {
  let column = 0;
  while (columnTop(column) != card) column++;
  return column;
}

/** The next move onto a parent, or 0 when there is none. */
function parentMove(): u32 {
  // One bit per card whose parent is on top of a column; `fromTable`, of a pinned stack.
  let wanted: u64 = 0;
  let fromTable: u64 = 0;
  for (let column = 0; column < columnCount; column++) {
    const top = columnTop(column);
    if (top == 0 || rankOf(top) < 2) continue;
    wanted |= (<u64>1) << (top - 1);
    if (isPinnedStack(column)) fromTable |= (<u64>1) << (top - 1);
  }
  if (wanted == 0) return 0;
  if (wasteSize > 0) {
    const card = <i32>unchecked(talon[wasteSize - 1]);
    if (((wanted >> card) & 1) != 0)
      return encodeMove(PILE_TALON, columnTopped(card + 1), 1, wasteSize);
  }
  if (stockParentMovesSafe && wasteSize < talonLength) {
    const card = <i32>unchecked(talon[wasteSize]);
    if (((wanted >> card) & 1) != 0)
      return encodeMove(PILE_TALON, columnTopped(card + 1), 1, wasteSize + 1);
  }
  if (fromTable == 0) return 0;
  for (let from = 0; from < columnCount; from++) {
    const length = unchecked(columnLength[from]);
    for (let i = unchecked(columnDown[from]); i < length; i++) {
      const card = cardAt(from, i);
      if (((fromTable >> card) & 1) == 0) continue;
      const to = columnTopped(card + 1);
      if (to != from) return encodeMove(from, to, length - i, 0);
    }
  }
  return 0;
}

/**
 * Plays the moves above until none is left: PARENT_MOVED when it made any (the caller
 * looks again for moves home), PARENT_NONE when there were none, PARENT_FULL when the
 * undo record is full.
 */
export function playParentMoves(): i32 {
  if (!parentMovesSafe) return PARENT_NONE;
  let moved = PARENT_NONE;
  if (stockParentMovesSafe && wasteSize < talonLength) {
    const next = <i32>unchecked(talon[wasteSize]);
    if (canGoHome(next)) {
      if (!make(encodeMove(PILE_TALON, PILE_FOUNDATION + suitOf(next), 1, wasteSize + 1)))
        return PARENT_FULL;
      moved = PARENT_MOVED;
    }
  }
  for (let move = parentMove(); move != 0; move = parentMove()) {
    if (!make(move)) return PARENT_FULL;
    moved = PARENT_MOVED;
  }
  return moved;
}
