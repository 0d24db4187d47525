/**
 * Klondike's lost positions, one step past stuck.ts: a holder taken for good before a card
 * under the taker can use it. Where a card X lies above a card C of the same rank in C's
 * column, C moves only after X has left the column; when X's only way out is onto a
 * holder T of both, X takes T first and never leaves it, so T is no way out for C. (French
 * deal 82, draw 3: 4♠ lies on the face-down 4♣, the red 5s hold both, and 5♦ is never a
 * top: 4♠ can only go onto 5♥ and stay there, so 4♣ never moves, nor does K♦ under it,
 * nor A♣ under that.)
 *
 * X is a *taker* of C when it lies above C in C's column and does not build on the card
 * straight under it (then a move that takes X off that card is based on X: a base under
 * X would carry X as part of a built run). A card lying straight on C of C's rank is one,
 * as no card builds on a card of its own rank.
 *
 * stuck.ts's B, with holders *barred*: for a column card C and a taker X of C, a holder T
 * of both (so X is of C's rank) is barred for C when, given B, X is in B, or T may not be
 * a top, or X's only way out is onto T (stuck.ts `exitsOf`: X may not go home, nor into an
 * empty column, and T is the one holder of X that may be a top). B is then a set of column
 * cards none of which has a way out given B, as stuck.ts has it, but that a holder barred
 * by any taker is no way out.
 *
 * Proof. As in stuck.ts, take the first move of a line based on a card C of B: until then
 * no card of B has moved, every card on top of a column may be a top given B, and a card
 * goes home or into an empty column only where stuck.ts's ways out say it may. So C's
 * move is onto a holder T that is barred for C by a taker X, and on top. Until X first
 * moves it lies above C on the card under it, on which it does not build, so that move is
 * based on X (a move based lower would carry X in no built run), and no move before it
 * takes C along (it would take X too, in no built run). So X left C's column, as the base
 * of a move, before C's move: X is not in B, and T may be a top (it is one). So, T being
 * barred, X's only way out given B is onto T, and every move based on X until C's went
 * onto T: X goes home or into an empty column only
 * where `exitsOf` says it may (from wherever it lies: it counts every column that may
 * empty), and onto a holder only when it is on top. After the first, X lies on T: it
 * leaves T only as the base of a move, which would be onto T again, and T moving takes X
 * along. So T is not on top when C moves, a contradiction: no card of B is ever a base,
 * and the position is lost. The proof asks nothing of the stock, the waste or the
 * foundations beyond stuck.ts's, nor of the build rule but that a card never builds on
 * one of its own rank, so it holds for both decks (by colour or by different suit, a king
 * or a rey filling an empty column: `exitsOf` reads what an empty column takes) and both
 * draw counts, with foundation cards coming back down; it needs built runs, so not
 * Australian Patience, where any face-up group moves and X could leave C's column on a
 * card under it (stuck.ts is not used there either).
 *
 * Bars only add to B, so B is found from the bars down: every shared holder of each pair
 * barred, B computed (stuck.ts `stuckCards`), the bars that B does not bear out lifted,
 * and again until none is, or B is empty (B only shrinks as bars lift, so then there is
 * none with fewer bars either). Each pass but the last lifts a bar, and a position with
 * no such pair costs one pass of stuck.ts.
 *
 * Checked against the exhaustive search in src/klondike-exact.test.ts; positions lost only
 * by a taker, and their twins, in src/klondike-lost.test.ts.
 */
import {
  buildsOn,
  CARD_SLOTS,
  cardBit,
  cardsOfRank,
  columnCount,
  holdersOf,
  MAX_DEPTH,
  MAX_SUITS,
  rankOf,
} from './config';
import { columnCards, columnLength, columnSet } from './position';
import { ANY_EXIT, barredHolders, exitsOf, mayBeTops, readTable, stuckCards } from './stuck';

/** At most this many pairs: each column card under a few same-rank cards above it. */
const MAX_PAIRS: i32 = CARD_SLOTS * MAX_SUITS;
/** The pairs found: C (the card under), X (the taker above it), and the bar X stands for. */
const under = new StaticArray<u8>(MAX_PAIRS);
const over = new StaticArray<u8>(MAX_PAIRS);
const pairBars = new StaticArray<u64>(MAX_PAIRS);

/** Bars the shared holders of every pair (see above); returns how many pairs. */
function barPairs(): i32 {
  let pairs = 0;
  for (let column = 0; column < columnCount; column++) {
    // Most columns hold no two cards of a rank: no pair, and no walk.
    const cards = unchecked(columnSet[column]);
    const a = cards & 0xffff;
    const b = (cards >> 16) & 0xffff;
    const c = (cards >> 32) & 0xffff;
    const d = cards >> 48;
    if (((a & (b | c | d)) | (b & (c | d)) | (c & d)) == 0) continue;
    const length = unchecked(columnLength[column]);
    const base = column * MAX_DEPTH;
    // Walking down, the cards above that leave the column only as the base of a move.
    let takers: u64 = 0;
    let above = length > 0 ? <i32>unchecked(columnCards[base + length - 1]) : 0;
    for (let i = length - 2; i >= 0; i--) {
      const low = <i32>unchecked(columnCards[base + i]);
      if (!buildsOn(above, low)) takers |= cardBit(above);
      above = low;
      for (let rest = takers & cardsOfRank(rankOf(low)); rest != 0; rest &= rest - 1) {
        const high = <i32>ctz(rest);
        const shared = unchecked(holdersOf[low]) & unchecked(holdersOf[high]);
        if (shared == 0) continue;
        if (!ASC_NO_ASSERT) assert(pairs < MAX_PAIRS, 'more pairs than room');
        unchecked((barredHolders[low] |= shared));
        unchecked((under[pairs] = <u8>low));
        unchecked((over[pairs] = <u8>high));
        unchecked((pairBars[pairs] = shared));
        pairs++;
      }
    }
  }
  return pairs;
}

/** Lifts the bars the last B does not bear out; whether any was lifted. */
function liftBars(pairs: i32, stuck: u64): bool {
  const tops = mayBeTops();
  let lifted = false;
  for (let p = 0; p < pairs; p++) {
    const low = <i32>unchecked(under[p]);
    const high = <i32>unchecked(over[p]);
    const barred = unchecked(pairBars[p]);
    // A card out of B needs no bar, and X in B bears every bar out.
    if ((stuck & cardBit(low)) == 0 || (stuck & cardBit(high)) != 0) continue;
    let kept = barred & ~tops;
    const exits = exitsOf(high);
    if (exits != ANY_EXIT && (exits & (exits - 1)) == 0) kept |= barred & exits;
    if (kept != barred) {
      unchecked((pairBars[p] = kept));
      lifted = true;
    }
  }
  if (!lifted) return false;
  // A holder stays barred for C while any of its takers still bears the bar out.
  for (let p = 0; p < pairs; p++) unchecked((barredHolders[<i32>unchecked(under[p])] = 0));
  for (let p = 0; p < pairs; p++) {
    const low = <i32>unchecked(under[p]);
    unchecked((barredHolders[low] |= pairBars[p]));
  }
  return true;
}

/** Whether the position holds a column card that no line of moves can ever make a base. */
export function hasTakenOrStuckCard(): bool {
  readTable();
  const pairs = barPairs();
  let stuck = stuckCards();
  while (stuck != 0 && liftBars(pairs, stuck)) stuck = stuckCards();
  for (let p = 0; p < pairs; p++) unchecked((barredHolders[<i32>unchecked(under[p])] = 0));
  return stuck != 0;
}
