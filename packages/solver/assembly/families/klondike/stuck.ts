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
 * - home: the card on b (if any) is not in B, and no lower card of b's suit is in B or
 *   has a card of B on it;
 * - onto a holder t (a card b may lie on) that *may be a top* (`mayBeTops`): a column card
 *   no card of B lies on, or a card of the stock, the waste or a foundation that can be
 *   put onto a card that may be a top, or into a column that may empty;
 * - into an empty column: b is a card an empty column takes, and some other column *may
 *   empty*: it is empty, or its bottom card is not in B (but see *kings* below);
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
 * lower card of its suit, none of which is in B (a card goes home only as a base) or has
 * one of B on it (a column card goes home only from the top of its column). It goes
 * onto a holder t only when t is on top of a column, so t may be a top; into an empty
 * column only when another column is empty, so may empty. Each is ruled out, so no card of
 * B is ever a base, and none ever goes home. (The ways out leave things out - whether the
 * run on b is built, whether a card that may be a top ever is - so B may be smaller than
 * the set of cards that are really never a base; it is never larger.)
 *
 * B is the greatest such set: starting from every column card, a card with a way out is
 * dropped until none has one. Dropping cards only adds ways out, so a card dropped against
 * a larger set is rightly dropped from any smaller one, B included. A card is looked at
 * again only when a drop may have given it a way out (`stuckCards`), so each drop costs a
 * few word operations.
 *
 * *Kings.* Where only the top rank fills an empty column (Klondike, both decks: the king,
 * the rey), a card in an empty column holds nothing and leaves it only home or into
 * another empty column, so a column with a king at its bottom empties only by making
 * another one full, or by that king going home. Count, until the first move based on a
 * card of B, the moves that change how many columns are empty: +1 for a column's bottom
 * card going home or onto a holder, -1 for a king going into an empty column from
 * anywhere but a column's bottom. The first is, for each column, its first bottom card
 * (not in B, and not a king: a king leaves its column's bottom only home or into an
 * empty column) leaving once, or else a king that is a column's bottom going home. A
 * king goes home only when its suit is *free*: no lower card of it in B or with one of B
 * on it. A king that is not a column's first bottom card became one by a -1 move, so its
 * going home only pays that back. A column whose bottom card is not a king but that
 * holds, above it, a king of a suit not free empties only after that king has left it,
 * which it does only into an empty column (it builds on nothing, so no move based under
 * it carries it, and it never goes home): a -1 move never paid back (from a column's
 * bottom a king leaves only into another empty column), which cancels that column's +1
 * (each such column has its own king). So the empty columns are at most the *free
 * columns*: those empty at the start, the columns whose bottom is not in B nor a king and
 * that hold no king of a suit not free, and those whose bottom is a king of a free suit.
 * For b, its own column does not count (b lies in it, and its bottom card moves only
 * carrying b, which as a king is no part of a built run); and each king over b in its
 * column must have gone into an empty column first (a king is never carried: it builds
 * on nothing), a -1 move that a king of a suit that is not free never pays back. So b has
 * a way into an empty column only when the free columns, less its own and less the kings
 * over it of suits not free, are at least one. (The kings over b are in b's column, so
 * none cancels another column's +1; b's own column, when it holds one of them, is not
 * counted among the free columns, and then not taken off again.)
 * Which suits are free depends on B: B is found for a set of suits taken as free, those
 * with no lower card covered at the start, and again with the suits found free added,
 * until it finds none more whose king is counted (more free suits only shrink B). Where
 * any card fills an empty column (small variants), a card there may leave it onto a
 * holder, and every column whose bottom is not in B counts, as above.
 *
 * Checked against the exhaustive search in src/klondike-exact.test.ts.
 */
import {
  buildersOf,
  CARD_SLOTS,
  cardBit,
  cardsOfRank,
  columnCount,
  emptyColumnRank,
  emptyColumnTakers,
  holdersOf,
  rankCount,
  rankOf,
  suitCount,
  suitOf,
} from './config';
import { cardAt, cardUnder, columnLength, columnSet, faceDownSet } from './position';

/** Per column card an empty column takes, its column's bottom card. */
const bottomOf = new StaticArray<u8>(CARD_SLOTS);

/** As `readTable` read them: the column cards, those face down, and those with a card on them. */
let table: u64 = 0;
let faceDown: u64 = 0;
let coveredAtStart: u64 = 0;
/** The empty columns, as `readTable` read them. */
let emptyAtStart: i32 = 0;
/** Whether only the top rank fills an empty column, which then counts as *Kings* above says. */
let kingsFill: bool = false;
/** The kings that are a column's bottom card, and per column card the kings over it in its column. */
let bottomKings: u64 = 0;
const kingsOver = new StaticArray<u64>(CARD_SLOTS);
/** Per column bottom card, the kings above it in its column. */
const kingsAboveBottom = new StaticArray<u64>(CARD_SLOTS);
/** The kings that a free suit changes B through: every column's kings. */
let countedKings: u64 = 0;
/** The kings of the suits taken as free (see *Kings*), for the round `stuckRound` runs. */
let freeKings: u64 = 0;
/** The suits with no lower card covered at the start: the first taken as free. */
let freeAtStart: u32 = 0;

/**
 * The last `stuckCards` round, for `exitsOf` and `mayBeTops`: B, the column cards with one
 * of B on them, the cards that may be a top, and how many columns may empty.
 */
let lastStuck: u64 = 0;
let lastCovered: u64 = 0;
let lastTops: u64 = 0;
let lastEmptiable: i32 = 0;

/** The cards of the same suit as `card` and lower. */
@inline
function lowerOfSuit(card: i32): u64 {
  return (((<u64>1) << rankOf(card)) - 2) << (<u64>(suitOf(card) << 4));
}

/**
 * The card of `card`'s suit that may now go home, given B (`stuck`) and the cards with one
 * of B on them (`covered`), as a bit (none: 0): a card goes home given B only when no
 * lower card of its suit is in B or covered, so only the lowest of its suit that is,
 * and only when that card is in B and not covered.
 */
@inline
function nextHomeOfSuit(card: i32, stuck: u64, covered: u64): u64 {
  const blocking = (stuck | covered) & ((<u64>0xffff) << (<u64>(suitOf(card) << 4)));
  return blocking & -blocking & stuck & ~covered;
}

/**
 * Per column card, holders that count as no way out of it (taken.ts sets them, where the
 * proof is); none by default.
 */
export const barredHolders = new StaticArray<u64>(CARD_SLOTS);
/** What `exitsOf` gives for a card that may go home or into an empty column. */
export const ANY_EXIT: u64 = <u64>-1;

/** Whether `card`, a column card, may go home given B (`stuck`), as a way out above says. */
@inline
function mayGoHome(card: i32, stuck: u64, covered: u64): bool {
  return (covered & cardBit(card)) == 0 && ((stuck | covered) & lowerOfSuit(card)) == 0;
}

/**
 * Whether `card`, in B (`stuck`), has a way out given B (see above): `covered` the column
 * cards with one of B on them, `tops` the cards that may be a top, `emptiable` how many
 * columns may empty; a barred holder is none.
 */
@inline
function hasWayOut(card: i32, stuck: u64, covered: u64, tops: u64, emptiable: i32): bool {
  const isCovered = (covered & cardBit(card)) != 0;
  if (isCovered && (faceDown & cardBit(card)) != 0) return false;
  if (!isCovered && ((stuck | covered) & lowerOfSuit(card)) == 0) return true;
  if ((unchecked(holdersOf[card]) & ~unchecked(barredHolders[card]) & tops) != 0) return true;
  if ((emptyColumnTakers & cardBit(card)) == 0) return false;
  // Another column: this one, when it counts, does not; nor do the kings over the card.
  const bottom = <i32>unchecked(bottomOf[card]);
  const counted = (stuck & cardBit(bottom)) == 0 && addsEmptyColumn(bottom);
  const over = kingsFill ? <i32>popcnt(unchecked(kingsOver[card]) & ~freeKings) : 0;
  return emptiable - (counted ? 1 : 0) - over > 0;
}

/**
 * Whether the column with `bottom` at its bottom counts as one that may empty once its
 * bottom card is out of B: not where only kings fill empty columns and the bottom card is a
 * king, or a king of a suit not taken as free lies above it (see *Kings*).
 */
@inline
function addsEmptyColumn(bottom: i32): bool {
  if (!kingsFill) return true;
  const kingsAbove = unchecked(kingsAboveBottom[bottom]);
  return (bottomKings & cardBit(bottom)) == 0 && (kingsAbove & ~freeKings) == 0;
}

/** The kings of the suits in `suits`. */
@inline
function kingsOf(suits: u32): u64 {
  let kings: u64 = 0;
  for (let suit = 0; suit < suitCount; suit++)
    if (((suits >> suit) & 1) != 0) kings |= cardBit((suit << 4) | rankCount);
  return kings;
}

/** The suits free given the last B (see *Kings*). */
function freeSuits(): u32 {
  let suits: u32 = 0;
  for (let suit = 0; suit < suitCount; suit++) {
    const king = (suit << 4) | rankCount;
    if (((lastStuck | lastCovered) & (lowerOfSuit(king) | cardBit(king))) == 0) suits |= 1 << suit;
  }
  return suits;
}

/**
 * The ways out of column card `card` given the last B (`stuckCards`), wherever it lies
 * later (taken.ts): none when it is face down under a card of B, ANY_EXIT when it may go
 * home or into an empty column, any column that may empty counting (its own too, which it
 * may have left), else the holders that may be tops, barred ones included.
 */
export function exitsOf(card: i32): u64 {
  if ((lastCovered & faceDown & cardBit(card)) != 0) return 0;
  if (mayGoHome(card, lastStuck, lastCovered)) return ANY_EXIT;
  if ((emptyColumnTakers & cardBit(card)) != 0 && lastEmptiable > 0) return ANY_EXIT;
  return unchecked(holdersOf[card]) & lastTops;
}

/** The cards that may be tops given the last B (`stuckCards`). */
export function mayBeTops(): u64 {
  return lastTops;
}

/** Reads the position's columns for `stuckCards`, from the sets the position keeps (position.ts `columnSet`). */
export function readTable(): void {
  table = 0;
  faceDown = faceDownSet;
  coveredAtStart = 0;
  emptyAtStart = 0;
  bottomKings = 0;
  countedKings = 0;
  kingsFill = emptyColumnRank == rankCount;
  const kings = cardsOfRank(rankCount);
  for (let column = 0; column < columnCount; column++) {
    const inColumn = unchecked(columnSet[column]);
    if (inColumn == 0) {
      emptyAtStart++;
      continue;
    }
    const length = unchecked(columnLength[column]);
    const bottom = cardAt(column, 0);
    table |= inColumn;
    coveredAtStart |= inColumn & ~cardBit(cardAt(column, length - 1));
    // `hasWayOut` reads a card's column bottom only for a card an empty column takes.
    for (let rest = inColumn & emptyColumnTakers; rest != 0; rest &= rest - 1)
      unchecked((bottomOf[<i32>ctz(rest)] = <u8>bottom));
    if (rankOf(bottom) == rankCount) bottomKings |= cardBit(bottom);
    const columnKings = inColumn & kings;
    const aboveBottom = columnKings & ~cardBit(bottom);
    unchecked((kingsAboveBottom[bottom] = aboveBottom));
    countedKings |= aboveBottom;
    // `hasWayOut` reads the kings over a card only for a king, and only a king with a
    // king over it has any.
    if ((columnKings & (columnKings - 1)) == 0) {
      if (columnKings != 0) unchecked((kingsOver[<i32>ctz(columnKings)] = 0));
      continue;
    }
    let over: u64 = 0;
    for (let i = length - 1; i >= 0; i--) {
      const card = cardAt(column, i);
      unchecked((kingsOver[card] = over));
      if (rankOf(card) == rankCount) over |= cardBit(card);
    }
  }
  countedKings |= bottomKings;
  freeAtStart = 0;
  for (let suit = 0; suit < suitCount; suit++) {
    const king = (suit << 4) | rankCount;
    if ((coveredAtStart & lowerOfSuit(king)) == 0) freeAtStart |= 1 << suit;
  }
}

/**
 * B for the columns `readTable` read, with the holders barred as they are now, found for
 * the free suits as *Kings* above says; each round is `stuckRound`.
 *
 * B shrinks from every column card: a card of B to look at (again) waits in `pending`, and
 * one with a way out is dropped. A drop marks the cards it may give a way out: the card
 * under it (now with none of B on it, so it may go home, and a top), the cards that may
 * now lie on a top (each card that becomes one, with the cards outside the columns that
 * can be put onto it, and onto those in turn: `fresh`), the one card of a suit whose
 * cards in B or covered are fewer that may now go home (`nextHomeOfSuit`), and where a
 * column may now empty, the cards that fill it.
 *
 * At first only the cards that may have a way out wait: an uncovered card; a covered one
 * may not go home, so has a way out only onto a holder that is not barred and may be a
 * top, or into an empty column. It waits when any holder of it may be a top (the first
 * tops mark every card that may lie on one, barred or not: more than needed, never
 * fewer), or when a column may empty; a face-down one only once it is uncovered. The bars
 * stay as they are for the whole round, so a card that waits for none of these has no way
 * out until a drop changes `covered`, `tops` or `emptiable`, and that drop marks it as
 * above. The state lives in locals, which the engine keeps in registers; module globals
 * it would load and store at every step.
 */
export function stuckCards(): u64 {
  // Which suits are free matters only through the kings counted (see `hasWayOut`).
  if (!kingsFill || countedKings == 0) {
    freeKings = 0;
    return stuckRound(0);
  }
  let free = freeAtStart;
  while (true) {
    freeKings = kingsOf(free);
    const stuck = stuckRound(<i32>popcnt(bottomKings & freeKings));
    if (stuck == 0) return 0;
    const more = freeSuits() & ~free;
    if ((kingsOf(more) & countedKings) == 0) return stuck;
    free |= more;
  }
}

/** B for one set of free suits (`freeKings`), `kingsHome` the free columns it adds. */
function stuckRound(kingsHome: i32): u64 {
  let stuck = table;
  let covered = coveredAtStart;
  let emptiable = emptyAtStart + kingsHome;
  let tops: u64 = 0;
  // A face-down card under one of B has no way out until it is uncovered, which marks it.
  const down = faceDown;
  let pending = table & ~covered;
  let fresh = table & ~covered;
  if (emptiable > 0) {
    pending |= emptyColumnTakers & table & ~(covered & down);
    fresh |= emptyColumnTakers & ~table;
  }
  while (true) {
    // `fresh` may be tops, and so may every card outside the columns that can be put onto
    // one, and onto those in turn; the cards of B that may lie on any of them wait.
    fresh &= ~tops;
    while (fresh != 0) {
      const top = <i32>ctz(fresh);
      fresh &= fresh - 1;
      tops |= cardBit(top);
      const builders = unchecked(buildersOf[top]);
      pending |= builders & stuck & ~(covered & down);
      fresh |= builders & ~table & ~tops;
    }
    if (pending == 0) break;
    const card = <i32>ctz(pending);
    pending &= pending - 1;
    if (!ASC_NO_ASSERT) assert((stuck & cardBit(card)) != 0, 'a card waits that is not in B');
    if (!hasWayOut(card, stuck, covered, tops, emptiable)) continue;
    stuck &= ~cardBit(card);
    pending |= nextHomeOfSuit(card, stuck, covered);
    const under = cardUnder(card);
    if (under != 0) {
      covered &= ~cardBit(under);
      pending |= cardBit(under) & stuck;
      pending |= nextHomeOfSuit(under, stuck, covered);
      fresh = cardBit(under);
      continue;
    }
    if (!addsEmptyColumn(card)) continue;
    emptiable++;
    pending |= emptyColumnTakers & stuck & ~(covered & down);
    if (emptiable == 1) fresh = emptyColumnTakers & ~table;
  }
  if (!ASC_NO_ASSERT) {
    // Every card left in B has no way out: B is the greatest set (see above).
    for (let rest = stuck; rest != 0; rest &= rest - 1) {
      const card = <i32>ctz(rest);
      assert(!hasWayOut(card, stuck, covered, tops, emptiable), 'B not closed');
    }
  }
  lastStuck = stuck;
  lastCovered = covered;
  lastTops = tops;
  lastEmptiable = emptiable;
  return stuck;
}

/** Whether the position holds a column card that no line of moves can ever make a base. */
export function hasStuckCard(): bool {
  readTable();
  return stuckCards() != 0;
}
