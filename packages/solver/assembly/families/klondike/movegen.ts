/**
 * Move generation into the move buffer. Every single move of the rules but the stock's,
 * up to the order of empty columns: moves off a column (any built run in Klondike, any
 * face-up card with what lies on it in Australian Patience), a foundation's top card back
 * down (Klondike), and the waste's top card. The draws are folded into the moves that
 * use them (the compressed stock of Bjarnason, Fern and Tadepalli): for every waste size
 * a run of draws and turns of the waste can reach (`drawsToReach`), the card then on top
 * of the waste played where it fits. A draw changes no pile but the stock and waste, so in
 * any line it can wait until the move that plays the card it turned up; draws that no such
 * move follows are never needed to win. So these moves reach every position a line of
 * single moves reaches where a card was just played, and nothing else.
 *
 * Left out, since they lead to the same key: a draw or turn of the waste by itself (see
 * above), a whole column into an empty column, and a move into an empty column other than
 * the first.
 */
import { moveBuffer } from '../../core/moves';
import {
  buildsOn,
  columnCount,
  drawCount,
  emptyColumnRank,
  foundationReturns,
  GROUPS_ANY_FACE_UP,
  groups,
  rankOf,
  redeal,
  suitCount,
  suitOf,
} from './config';
import {
  canGoHome,
  cardAt,
  columnDown,
  columnLength,
  columnTop,
  encodeMove,
  foundationRank,
  PILE_FOUNDATION,
  PILE_TALON,
  talon,
  talonLength,
  wasteSize,
} from './position';
import { autoHome } from './score';

/**
 * The draws (a turn of the waste counts as one) that leave `reach` cards on the waste,
 * fewest first, or -1 when no run of draws does. From a waste of p cards of n, draws of k
 * reach p + k, p + 2k, .. and then n; after the turn (Klondike), k, 2k, .. again.
 */
export function drawsToReach(reach: i32): i32 {
  const p = wasteSize;
  const n = talonLength;
  const k = drawCount;
  if (reach < 1 || reach > n) return -1;
  if (reach == p) return 0;
  if (reach > p && ((reach - p) % k == 0 || reach == n)) return (reach - p + k - 1) / k;
  if (!redeal) return -1;
  if (reach % k == 0 || reach == n) return (n - p + k - 1) / k + 1 + (reach + k - 1) / k;
  return -1;
}

@inline
function fitsEmptyColumn(card: i32): bool {
  return emptyColumnRank == 0 || rankOf(card) == emptyColumnRank;
}

/** How many cards on top of `column` may move together. */
export function movableDepth(column: i32): i32 {
  const length = unchecked(columnLength[column]);
  const up = length - unchecked(columnDown[column]);
  if (groups == GROUPS_ANY_FACE_UP || up <= 1) return up;
  let depth = 1;
  while (depth < up && buildsOn(cardAt(column, length - depth), cardAt(column, length - depth - 1)))
    depth++;
  return depth;
}

let emptyColumn: i32 = -1;

/** Writes the moves of `card` from `from` (with `count` cards, `reach` for the waste) onto every column it fits. */
function onto(n: i32, from: i32, card: i32, count: i32, reach: i32): i32 {
  for (let to = 0; to < columnCount; to++) {
    if (to == from) continue;
    const top = columnTop(to);
    if (top != 0 && buildsOn(card, top))
      unchecked((moveBuffer[n++] = encodeMove(from, to, count, reach)));
  }
  return n;
}

/** Writes the moves of the current position at `moveBuffer[at..]` and returns how many. */
export function generateMoves(at: i32): i32 {
  let n = at;
  emptyColumn = -1;
  for (let column = columnCount - 1; column >= 0; column--)
    if (unchecked(columnLength[column]) == 0) emptyColumn = column;

  for (let column = 0; column < columnCount; column++) {
    const card = columnTop(column);
    if (card != 0 && canGoHome(card))
      unchecked((moveBuffer[n++] = encodeMove(column, PILE_FOUNDATION + suitOf(card), 1, 0)));
  }
  for (let reach = 1; reach <= talonLength; reach++) {
    const card = <i32>unchecked(talon[reach - 1]);
    if (canGoHome(card) && drawsToReach(reach) >= 0)
      unchecked(
        (moveBuffer[n++] = encodeMove(PILE_TALON, PILE_FOUNDATION + suitOf(card), 1, reach)),
      );
  }
  for (let from = 0; from < columnCount; from++) {
    const length = unchecked(columnLength[from]);
    const most = movableDepth(from);
    for (let count = 1; count <= most; count++) {
      const card = cardAt(from, length - count);
      n = onto(n, from, card, count, 0);
      // A whole column into an empty one: the same position up to column order.
      if (emptyColumn >= 0 && count < length && fitsEmptyColumn(card))
        unchecked((moveBuffer[n++] = encodeMove(from, emptyColumn, count, 0)));
    }
  }
  for (let reach = 1; reach <= talonLength; reach++) {
    if (drawsToReach(reach) < 0) continue;
    const card = <i32>unchecked(talon[reach - 1]);
    n = onto(n, PILE_TALON, card, 1, reach);
    if (emptyColumn >= 0 && fitsEmptyColumn(card))
      unchecked((moveBuffer[n++] = encodeMove(PILE_TALON, emptyColumn, 1, reach)));
  }
  if (foundationReturns && !autoHome()) {
    for (let suit = 0; suit < suitCount; suit++) {
      const rank = unchecked(foundationRank[suit]);
      if (rank == 0) continue;
      const card = (suit << 4) | rank;
      n = onto(n, PILE_FOUNDATION + suit, card, 1, 0);
      if (emptyColumn >= 0 && fitsEmptyColumn(card))
        unchecked((moveBuffer[n++] = encodeMove(PILE_FOUNDATION + suit, emptyColumn, 1, 0)));
    }
  }
  return n - at;
}
