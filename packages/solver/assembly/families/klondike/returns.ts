/**
 * Returns made together with their use. A *return* brings a foundation's top card X down
 * onto a column. Made and then left while other moves are made, it gives a position the
 * search also reaches by those moves and the return after them, one for each interleaving:
 * in the hard deals, most of the positions expanded. So the generator writes a return
 * together with the move that uses it (`writeCompoundReturns`):
 * - the plain return, where a return or a compound move (floating.ts) that brings X's
 *   predecessor down or flips a run onto X may follow it, or where the settling covers X
 *   (a run floating onto X, keeping to it, is flipped there): its child has every move;
 * - elsewhere, *compound returns* instead: X down onto a column, then at once a card onto
 *   X, from a column with what lies on it or from the stock and waste after its draws, as
 *   one move, one for each such move the generator would write after the return. Where
 *   there is none, the return is left out.
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
 * The first move of a good line is written, or, for a return followed by a card onto X,
 * the two as a compound return: the generator keeps the plain return wherever a return
 * or such a compound move may follow it, or the settling covers X, and otherwise writes a
 * compound return for every move onto X it would write where the return leads (the debug
 * build checks both by making the return and generating); any other move as before.
 * Either way the search reaches a position with a good line nearer a win, and the
 * argument of dominance.ts (the stored position with a good line nearest a win) holds as
 * it is.
 *
 * Checked against the exhaustive search in src/klondike-exact.test.ts.
 */
import { MAX_MOVES_PER_POSITION, moveBuffer } from '../../core/moves';
import { undoTop } from '../../core/undo';
import {
  buildersOf,
  cardBit,
  columnCount,
  fitsEmptyColumn,
  holdersOf,
  rankOf,
  suitCount,
  suitOf,
} from './config';
import { COMPOUND, flipOf, floaterOnto, floatingRuns, writtenHolders } from './floating';
import {
  generateMoves,
  isIdleEmptying,
  isIdleReturn,
  isIdleShift,
  isIdleTalonPlay,
} from './movegen';
import {
  columnLength,
  columnTop,
  encodeMove,
  firstPartField,
  foundationRank,
  isHome,
  isSafeHome,
  make,
  moveFrom,
  moveTo,
  PILE_FOUNDATION,
  PILE_TALON,
  placeOf,
  restingOn,
  secondMoveOf,
  talon,
  talonSet,
  twoPartMove,
  unmakeTo,
} from './position';
import { playSafeMovesAfter } from './settle';

/**
 * Marks a compound return, a move in two parts (position.ts `twoPartMove`): the top card
 * of the foundation of suit `firstPartField(move)` brought down onto column
 * `moveTo(move)`, then the second move, which puts a card on it.
 */
export const RETURN_FIRST: u32 = 1 << 28;

/** The return a compound return makes first. */
export function returnOf(move: u32): u32 {
  return encodeMove(PILE_FOUNDATION + firstPartField(move), moveTo(move), 1, 0);
}

/** The move a compound return makes after its return. */
@inline
export function afterReturnOf(move: u32): u32 {
  return secondMoveOf(move);
}

/** The compound return of `suit`'s top card, then `move` onto it. */
export function compoundReturn(suit: i32, move: u32): u32 {
  return twoPartMove(RETURN_FIRST, suit, move);
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

/** Never in the release build, which does not look ahead: the test folds away there. */
@inline
export function isLookingAhead(): bool {
  return !ASC_NO_ASSERT && returned != 0;
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

/** The compound returns written by `writeCompoundReturns`, before they join the moves. */
const compounds = new StaticArray<u32>(MAX_MOVES_PER_POSITION);

/**
 * Rewrites the plain returns at `moveBuffer[from..end)`, the last moves generated (with
 * `tops` the cards on top of a column, `reachable` and `depthOf` as movegen.ts sets them),
 * as above: each stays as it is where a return or a compound move may follow it, or the
 * settling covers its card X, and otherwise becomes its compound returns, one for each
 * move the generator would write onto X in the position it reaches (whose tests of idle
 * moves read the same playable cards: X is playable home or on top). Read off this
 * position's generation, without making the return: the debug build makes it and
 * generates, and checks the two agree (`checkCompoundReturns`). Returns the end of the
 * moves.
 */
export function writeCompoundReturns(
  from: i32,
  end: i32,
  tops: u64,
  reachable: u64,
  depthOf: StaticArray<i32>,
): i32 {
  let kept = from;
  let written = 0;
  if (!ASC_NO_ASSERT) assert(end - from <= MAX_RETURNS, 'more returns than room');
  for (let i = from; i < end; i++) {
    const back = unchecked(moveBuffer[i]);
    const suit = moveFrom(back) - PILE_FOUNDATION;
    const card = (suit << 4) | unchecked(foundationRank[suit]);
    const column = moveTo(back);
    const first = written;
    // The tops once X covers the column's top.
    const topsAfter = (tops & ~cardBit(columnTop(column))) | cardBit(card);
    // Kept plain where a run floats onto X (flipped there by the settling, or by a compound
    // move) or a return may follow: its child then has the moves onto X too.
    if ((floatingRuns() && floaterOnto(card) != 0) || mayReturnAfter(card, column, topsAfter)) {
      unchecked((moveBuffer[kept++] = back));
      if (!ASC_NO_ASSERT) noteReturnWritten(i - from, back, first, first, true);
      continue;
    }
    for (let builders = unchecked(buildersOf[card]); builders != 0; builders &= builders - 1) {
      const builder = <i32>ctz(builders);
      // Where runs float and X's twin is free, the builder may keep to the twin: a move
      // onto X is then written onto the twin, and needs no return.
      const holders = unchecked(holdersOf[builder]) & topsAfter;
      if ((writtenHolders(holders) & cardBit(card)) == 0) continue;
      if ((talonSet & cardBit(builder)) != 0) {
        if (isIdleTalonPlay(builder)) continue;
        for (let sizes = reachable; sizes != 0; sizes &= sizes - 1) {
          const reach = <i32>ctz(sizes) + 1;
          if (<i32>unchecked(talon[reach - 1]) == builder)
            unchecked(
              (compounds[written++] = compoundReturn(
                suit,
                encodeMove(PILE_TALON, column, 1, reach),
              )),
            );
        }
        continue;
      }
      // A return onto X: `mayReturnAfter`.
      if (isHome(builder)) continue;
      const place = placeOf(builder);
      if (place < 0 || place >> 8 == column) continue;
      const at = place >> 8;
      const length = unchecked(columnLength[at]);
      const count = length - (place & 0xff);
      const most = unchecked(depthOf[at]);
      if (count > most) continue;
      if (isIdleShift(at, count, most)) continue;
      if (count == length && isIdleEmptying()) continue;
      unchecked((compounds[written++] = compoundReturn(suit, encodeMove(at, column, count, 0))));
    }
    if (!ASC_NO_ASSERT) noteReturnWritten(i - from, back, first, written, false);
  }
  for (let j = 0; j < written; j++) unchecked((moveBuffer[kept++] = compounds[j]));
  // Once this position's generation is done with: the check generates in the next one.
  if (!ASC_NO_ASSERT) {
    for (let i = 0; i < end - from; i++) {
      const back = unchecked(returnsNoted[i]);
      const first = unchecked(compoundsFrom[i]);
      const last = unchecked(compoundsTo[i]);
      checkCompoundReturns(back, kept, compounds, first, last, unchecked(plainNoted[i]));
    }
  }
  return kept;
}

const MAX_RETURNS: i32 = 32;
/** Debug: each plain return rewritten, its compounds in `compounds` and whether it stayed. */
const returnsNoted = new StaticArray<u32>(MAX_RETURNS);
const compoundsFrom = new StaticArray<i32>(MAX_RETURNS);
const compoundsTo = new StaticArray<i32>(MAX_RETURNS);
const plainNoted = new StaticArray<bool>(MAX_RETURNS);

function noteReturnWritten(index: i32, back: u32, first: i32, last: i32, plain: bool): void {
  unchecked((returnsNoted[index] = back));
  unchecked((compoundsFrom[index] = first));
  unchecked((compoundsTo[index] = last));
  unchecked((plainNoted[index] = plain));
}

/** Whether a card rests on `holder` (builds on it, face up on it): a run may float off it. */
function hasFloaterOn(holder: i32): bool {
  for (let cards = unchecked(buildersOf[holder]); cards != 0; cards &= cards - 1)
    if (<i32>unchecked(restingOn[<i32>ctz(cards)]) == holder) return true;
  return false;
}

/**
 * Whether, in the position the return of `card` onto `column` reaches (`topsAfter` the
 * cards on top of a column there), the generator may write a return, or a compound move
 * whose second move brings the card under `card` down: what may follow the return but the
 * moves onto `card`. Where that is not sure, yes.
 */
function mayReturnAfter(card: i32, column: i32, topsAfter: u64): bool {
  const suit = suitOf(card);
  // An empty column other than the one X fills.
  let empty = false;
  for (let c = 0; c < columnCount && !empty; c++)
    empty = c != column && unchecked(columnLength[c]) == 0;
  unchecked((foundationRank[suit] = foundationRank[suit] - 1));
  let may = false;
  for (let other = 0; other < suitCount && !may; other++) {
    const rank = unchecked(foundationRank[other]);
    if (rank == 0) continue;
    const top = (other << 4) | rank;
    if (isSafeHome(top) || isIdleReturn(top)) continue;
    may = (unchecked(holdersOf[top]) & topsAfter) != 0 || (empty && fitsEmptyColumn(top));
  }
  unchecked((foundationRank[suit] = foundationRank[suit] + 1));
  // A compound move bringing X's predecessor down onto a holder a run floats off.
  if (!may && floatingRuns() && rankOf(card) > 1) {
    for (let holders = unchecked(holdersOf[card - 1]); holders != 0 && !may; holders &= holders - 1)
      may = hasFloaterOn(<i32>ctz(holders));
  }
  return may;
}

/**
 * Debug: makes the return `back` and generates, at `moveBuffer[at..]`, the moves that may
 * follow it, and checks `writeCompoundReturns`, which read them off the position before
 * it: it kept `back` plain where the settling covers its card or a return or a compound
 * move may follow, and otherwise wrote a compound return for each move onto its card (in
 * `compounds[first..last)`).
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
  if (!playSafeMovesAfter(back) || columnTop(column) != card || plain) {
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
    } else assert(false, 'a return followed by a return or a compound move was not kept');
  }
  unmakeTo(mark);
}
