/**
 * Quiet moves (search/game.ts, `isQuiet`, `hashAfter` and `quietScore`): moves after
 * which the safe moves play nothing, so the child is the position the move alone makes,
 * not won (its parent is not), and its hash and score follow from the parent's, read
 * from the position before the move, which is not played. Both searches that try many
 * children only to look at a few use them: the depth-first threads (search/dfs.ts) score
 * every child of each position they expand and visit few, and the shortening
 * (search/shorten.ts) tries every move from each position of a solution and most children
 * it need only hash.
 *
 * Both ask of a position with no safe move left (every position the searches and the
 * shortening play moves from), for a move `generate` gives or `resolveMove` resolves: its
 * cards are where it says (`make` plays it without a check, and so is it read here).
 *
 * Why a quiet move's safe moves play nothing, for card and meta-moves alike (the argument
 * of `playSafeMovesAfter` and `playSafeMovesAfterMeta`): only a foundation move changes
 * which cards are safe, and a quiet move plays none, so every card is as safe as it was,
 * and no card uncovered before could go home safely; the safe moves need a card the move
 * uncovered, and quiet means none of those goes home safely: a card it parks or lifts, or
 * the top of the run it moves, is not even the next card of its foundation (the scores
 * take such cards for covered ones, score.ts), and the new top of a column it takes from
 * is not, or is not safe (`isSafeHome`, read before the move: as safe as after it). By
 * suit the cell rule may answer any move, so no move is quiet there. The debug build
 * plays every quiet child it is asked about and checks that nothing settled, and its hash
 * and score.
 */
import { cellCount, PILE_CELL, PILE_FOUNDATION, sameSuitBuilding } from './config';
import { hashChange, PLACE_BOTTOM, PLACE_CELL, PLACE_HOME, placeOnColumn } from './hash';
import {
  fieldA,
  fieldB,
  fieldCount,
  fieldFrom,
  fieldTo,
  isMeta,
  KIND_DIG,
  KIND_EMPTY,
  KIND_ONTO,
  kindOf,
} from './meta';
import {
  canGoHome,
  cardAt,
  cellCards,
  columnLength,
  isSafeHome,
  moveCount,
  moveFrom,
  moveLift,
  moveTo,
  usedCellCount,
} from './position';
import { isNoisy, quietPriorityOf, withNoise } from './score';

/** Whether the safe moves play nothing after `move`: see above, and each kind below. */
export function isQuiet(move: u32): bool {
  if (sameSuitBuilding) return false;
  return isMeta(move) ? isQuietMeta(move) : isQuietCardMove(move);
}

/** What `make` of the quiet `move` changes the position's hash by (hash.ts), unplayed. */
export function hashChangeOf(move: u32): u64 {
  return isMeta(move) ? metaHashChange(move) : cardMoveHashChange(move);
}

/**
 * Whether `quietChildPriorityOf` scores the child of the quiet `move`: a card move, or an
 * ONTO meta-move (an EMPTY one fills a column from a cell first, which it does not
 * follow).
 */
export function scoresUnmade(move: u32): bool {
  return !isMeta(move) || kindOf(move) == KIND_ONTO;
}

/**
 * `childPriorityOf` of the child of the quiet `move` (`scoresUnmade`), unmade (score.ts);
 * `hash` is the child's, from which its noise is drawn.
 */
export function quietChildPriorityOf(move: u32, hash: u64, pathLength: i32): i32 {
  const priority = quietChildCounts(move, pathLength);
  return isNoisy() ? withNoise(priority, hash) : priority;
}

/** `quietChildPriorityOf` without the noise. */
@inline
function quietChildCounts(move: u32, pathLength: i32): i32 {
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
 * A card move (lifts allowed) that is not home. The cards it uncovers: the new top of its
 * source column (the card under the moving cards and the lifted ones; none from a cell),
 * the lifted cards (now in cells) and, after a lift, the top of the moving run (it lay
 * under the lifted cards). The other moving cards stay covered, and a run's top or a
 * cell's card was uncovered already.
 */
function isQuietCardMove(move: u32): bool {
  const from = moveFrom(move);
  if (moveTo(move) >= PILE_FOUNDATION) return false;
  if (from >= PILE_CELL) return true;
  const lift = moveLift(move);
  return (
    !uncoversHomeCard(from, lift + moveCount(move)) && (lift == 0 || !topsCanGoHome(from, lift + 1))
  );
}

/**
 * A meta-move (meta.ts) that is not DIG (which sends a card home). The cards it uncovers:
 * the cards it parks (each alone on a cell or an empty column), the new top of each
 * column it takes cards from (ONTO: the source; EMPTY: the second pile), and the top of
 * the run it moves, now the top of the destination (the parking over it uncovered it).
 * The card that ONTO moves onto, and EMPTY's cell card, end under the run.
 */
function isQuietMeta(move: u32): bool {
  const kind = kindOf(move);
  if (kind == KIND_DIG) return false;
  // ONTO parks from the destination, then from the source; EMPTY only from the second pile.
  const source = kind == KIND_ONTO ? fieldFrom(move) : fieldA(move);
  if (kind == KIND_ONTO && topsCanGoHome(fieldTo(move), fieldA(move))) return false;
  // A cell's card uncovers nothing, and stays a top.
  if (source >= PILE_CELL) return true;
  const parked = fieldB(move);
  return !topsCanGoHome(source, parked + 1) && !uncoversHomeCard(source, parked + fieldCount(move));
}

/**
 * Whether taking the top `cards` of `column` leaves a card on top that the safe moves
 * would send home: one that can go home and is safe to (`isSafeHome`). Its safety is
 * read before the move, which sends no card home and so leaves every card as safe as it
 * was. A card left on top that may go home but is not safe stays where it is, the one
 * card a quiet move uncovers that may: the scores follow it (score.ts, the card a suit
 * wants next in the source).
 */
@inline
function uncoversHomeCard(column: i32, cards: i32): bool {
  const under = unchecked(columnLength[column]) - cards - 1;
  if (under < 0) return false;
  const card = cardAt(column, under);
  return canGoHome(card) && goesHomeSafely(card);
}

/**
 * `isSafeHome`, asked only of a card that can go home (few are): kept out of line, so
 * that the quiet tests stay small enough to be inlined into `isQuiet`.
 */
function goesHomeSafely(card: i32): bool {
  return isSafeHome(card);
}

/** Whether one of the top `cards` of `column` can go home. */
@inline
function topsCanGoHome(column: i32, cards: i32): bool {
  const length = unchecked(columnLength[column]);
  for (let index = length - cards; index < length; index++) {
    if (canGoHome(cardAt(column, index))) return true;
  }
  return false;
}

/**
 * A card move: its lifted cards park in cells, then its run goes to the destination. The
 * destination is never the source, so its top is the same before and after the lifts.
 */
function cardMoveHashChange(move: u32): u64 {
  const from = moveFrom(move);
  const to = moveTo(move);
  const destination =
    to < PILE_CELL ? placeOnColumn(to) : to < PILE_FOUNDATION ? PLACE_CELL : PLACE_HOME;
  const lift = moveLift(move);
  if (from >= PILE_CELL) return runHashChange(from, 0, destination);
  return (
    parkingHashChange(from, lift, lift) + runHashChange(from, lift + moveCount(move), destination)
  );
}

/**
 * A meta-move as `playMeta` plays it: each parked card takes the first free cell, then
 * the first empty column (where it lies alone: parking never empties a column, as a run
 * or the card it goes onto lies under what is parked), and its run moves last.
 */
function metaHashChange(move: u32): u64 {
  const kind = kindOf(move);
  const from = fieldFrom(move);
  const to = fieldTo(move);
  const freeCells = cellCount - usedCellCount();
  if (kind == KIND_ONTO) {
    const overParent = fieldA(move);
    const parent = cardAt(to, unchecked(columnLength[to]) - overParent - 1);
    let change = parkingHashChange(to, overParent, freeCells);
    if (from >= PILE_CELL) return change + runHashChange(from, 0, parent);
    const parked = fieldB(move);
    change += parkingHashChange(from, parked, freeCells - overParent);
    return change + runHashChange(from, parked + fieldCount(move), parent);
  }
  // Not DIG, which is never quiet.
  if (!ASC_NO_ASSERT) assert(kind == KIND_EMPTY, 'a DIG move taken for quiet');
  // EMPTY: the cell's card into the empty column (its cell free again), then onto it a run.
  const card = <i32>unchecked(cellCards[from - PILE_CELL]);
  const second = fieldA(move);
  const change = hashChange(card, PLACE_CELL, PLACE_BOTTOM);
  if (second >= PILE_CELL) return change + runHashChange(second, 0, card);
  const parked = fieldB(move);
  return (
    change +
    parkingHashChange(second, parked, freeCells + 1) +
    runHashChange(second, parked + fieldCount(move), card)
  );
}

/**
 * Parking the top `cards` of `column`, one by one, the first `cellsLeft` into cells, the
 * others alone into empty columns. Each lies on the card under it, as the column keeps
 * a card under what is parked.
 */
@inline
function parkingHashChange(column: i32, cards: i32, cellsLeft: i32): u64 {
  const length = unchecked(columnLength[column]);
  let change: u64 = 0;
  for (let i = 0; i < cards; i++) {
    const index = length - 1 - i;
    const place = i < cellsLeft ? PLACE_CELL : PLACE_BOTTOM;
    change += hashChange(cardAt(column, index), cardAt(column, index - 1), place);
  }
  return change;
}

/**
 * The run whose top `depth` cards of `pile` end at its bottom card (a cell: its card, and
 * `depth` is 0) going onto `destination` (a place, hash.ts).
 */
@inline
function runHashChange(pile: i32, depth: i32, destination: i32): u64 {
  if (pile >= PILE_CELL)
    return hashChange(<i32>unchecked(cellCards[pile - PILE_CELL]), PLACE_CELL, destination);
  const bottom = unchecked(columnLength[pile]) - depth;
  const under = bottom == 0 ? PLACE_BOTTOM : cardAt(pile, bottom - 1);
  return hashChange(cardAt(pile, bottom), under, destination);
}
