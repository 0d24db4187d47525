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
 * the first. Left out while searching (not in the perft): the return of a card safe
 * home, which the settling sends straight back (its child is the position), the idle
 * moves (`isIdleShift`, `isIdleReturn`, `isIdleEmptying`, `isIdleTalonPlay`), every move
 * of a position seen to be lost (deadlock.ts, stuck.ts, taken.ts, the tables seen in
 * tables-seen.ts), where runs float (floating.ts) the flips and the moves onto a free
 * holder whose twin, which runs keep to, is free, with the compound moves written instead,
 * and the returns no return or compound move may follow, written with the card put on them
 * next as compound returns instead (returns.ts), and where every card of the stock and
 * waste can be drawn at any time, the talon plays onto a column, written with the card put
 * on them next as covered talon plays instead (talon-plays.ts).
 */
import { CHECK_SAFE_RETURN, countCheck } from '../../core/checks';
import { moveBuffer } from '../../core/moves';
import { undoTop } from '../../core/undo';
import {
  buildersOf,
  buildsOn,
  cardBit,
  cardsOfRank,
  columnCount,
  drawCount,
  emptyColumnRank,
  emptyColumnTakers,
  fitsEmptyColumn,
  foundationReturns,
  GROUPS_ANY_FACE_UP,
  groups,
  holdersOf,
  MAX_COLUMNS,
  rankCount,
  rankOf,
  redeal,
  suitCount,
  suitOf,
  wasteSizeIrrelevant,
} from './config';
import { isDeadlocked } from './deadlock';
import { generateCompoundMoves, isFlip, writtenHolders } from './floating';
import { isKey, writeKey } from './key';
import { MAX_KEY_WORDS } from './key-codes';
import {
  canGoHome,
  cardAt,
  columnDown,
  columnLength,
  columnTop,
  encodeMove,
  foundationRank,
  isSafeHome,
  make,
  PILE_FOUNDATION,
  PILE_TALON,
  talon,
  talonLength,
  talonSet,
  unmakeTo,
  wasteSize,
} from './position';
import { isLookingAhead, keepMovesAfterReturn, writeCompoundReturns } from './returns';
import { autoHome } from './score';
import { playSafeMovesAfter } from './settle';
import { isLostByStuckCards } from './tables-seen';
import {
  checkCoveredTalonPlays,
  coversTalonPlays,
  setAsideTalonPlay,
  writeCoveredTalonPlays,
} from './talon-plays';

/**
 * The draws (a turn of the waste counts as one) that leave `reach` cards on the waste,
 * fewest first, or -1 when no run of draws does. From a waste of p cards of n, draws of k
 * reach p + k, p + 2k, .. and then n; after the turn (Klondike), k, 2k, .. again.
 */
export function drawsToReach(reach: i32): i32 {
  return drawsFrom(wasteSize, talonLength, reach);
}

/** `drawsToReach` from a waste of `p` cards of the `n` in the stock and waste. */
export function drawsFrom(p: i32, n: i32, reach: i32): i32 {
  const k = drawCount;
  if (reach < 1 || reach > n) return -1;
  if (reach == p) return 0;
  if (reach > p && ((reach - p) % k == 0 || reach == n)) return (reach - p + k - 1) / k;
  if (!redeal) return -1;
  if (reach % k == 0 || reach == n) return (n - p + k - 1) / k + 1 + (reach + k - 1) / k;
  return -1;
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
/** The cards on top of a column, one bit each, and the column of each (set by `generateMoves`). */
let tops: u64 = 0;
const columnOfTop = new StaticArray<u8>(64);
/** Each column's `movableDepth` (set by `generateMoves`, read by `markPlayable`). */
const depthOf = new StaticArray<i32>(MAX_COLUMNS);
/** Bit `reach - 1` for every waste size a run of draws reaches (`drawsToReach` >= 0). */
let reachable: u64 = 0;

/** Bit `reach - 1` for every multiple `reach` of `multiplesOf`'s draw count. */
let multiples: u64 = 0;
let multiplesOf: i32 = 0;

/** Sets `reachable`: the sizes `drawsToReach` finds a run of draws for, without its divisions. */
function markReachable(): void {
  const p = wasteSize;
  const n = talonLength;
  const k = drawCount;
  if (multiplesOf != k) {
    multiples = 0;
    for (let reach = k; reach <= 64; reach += k) multiples |= (<u64>1) << (reach - 1);
    multiplesOf = k;
  }
  let sizes: u64 = 0;
  if (n > 0) {
    // The sizes below n: p + k, p + 2k, .. and, after the turn, k, 2k, ..
    const belowLast = ((<u64>1) << (n - 1)) - 1;
    if (p >= 1) sizes |= (<u64>1) << (p - 1);
    sizes |= (multiples << p) & belowLast;
    if (p < n) sizes |= (<u64>1) << (n - 1);
    if (redeal) sizes |= (multiples & belowLast) | ((<u64>1) << (n - 1));
  }
  if (!ASC_NO_ASSERT) {
    for (let reach = 1; reach <= 64; reach++)
      assert(((sizes >> (reach - 1)) & 1) == (drawsToReach(reach) >= 0 ? 1 : 0), 'reachable');
  }
  reachable = sizes;
}

/**
 * Whether the idle moves (`isIdleShift` and the others below) and the moves of lost
 * positions (deadlock.ts; stuck.ts and taken.ts, through tables-seen.ts) are left out: on
 * while searching, off for the perft, which holds the generator against every legal move
 * (index.ts).
 */
export let searchPruning: bool = true;

export function setSearchPruning(on: bool): void {
  searchPruning = on;
}

/**
 * One bit per card the next move could play, or that lies home where a foundation could
 * give it back (Klondike): the cards of movable runs or groups, the waste's reachable
 * cards, the foundations' cards. What the idle moves' tests read. Where every card of the
 * stock and waste is reachable, of those only the useful ones (`isIdleTalonPlay`).
 */
let playable: u64 = 0;
/** The cards of movable runs or groups alone. */
let onTable: u64 = 0;

function markPlayable(): void {
  let cards: u64 = 0;
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    for (let i = length - unchecked(depthOf[column]); i < length; i++)
      cards |= (<u64>1) << cardAt(column, i);
  }
  onTable = cards;
  if (foundationReturns) {
    // Ranks 1 .. the foundation's.
    for (let suit = 0; suit < suitCount; suit++)
      cards |= (((<u64>2) << unchecked(foundationRank[suit])) - 2) << (<u64>(suit << 4));
  }
  if (wasteSizeIrrelevant) {
    // Every card of the stock and waste is reachable.
    playable = cards | usefulTalonCards(talonSet, cards);
    return;
  }
  let talonCards: u64 = 0;
  for (let sizes = reachable; sizes != 0; sizes &= sizes - 1)
    talonCards |= (<u64>1) << unchecked(talon[<i32>ctz(sizes)]);
  playable = cards | talonCards;
}

/**
 * The useful cards among `talonCards`, given the playable cards off the talon: rank by
 * rank upward, as the cards that build on a card are of the rank below it.
 */
function usefulTalonCards(talonCards: u64, offTalon: u64): u64 {
  let useful: u64 = 0;
  // An ace is never useful: no card builds on it.
  for (let rank = 2; rank <= rankCount; rank++) {
    for (let cards = talonCards & cardsOfRank(rank); cards != 0; cards &= cards - 1) {
      const card = <i32>ctz(cards);
      if (((offTalon | useful) & unchecked(buildersOf[card])) != 0) useful |= cardBit(card);
    }
  }
  return useful;
}

/**
 * Idle moves, left out of the search: moves no winning line needs first.
 * - An *idle shift* moves a run off a face-up card Y it is built on (in Australian
 *   Patience, a group off any face-up card: see below), Y cannot go home, and no card but
 *   the run's base B that builds on Y is playable.
 * - An *idle return* brings a foundation's top X down, no card that builds on X is
 *   playable, and no playable card could take the card X leaves on top of its
 *   foundation (X's predecessor, which only X's absence lets come down).
 *
 * Proof. Call Y's P the shift of B's run from Y onto Z (a card, or an empty column), X's P
 * the return of X onto Z. Let P be the first move of a shortest winning line (shortest in
 * the search's moves, a talon play with its draws counted as one, here and in the idle
 * moves below). Until a later move needs P, the moves after it are legal, to the same
 * positions but for P, with P not made. They leave Z alone (covered) and, for a shift, Y
 * (left on top) and B's run but from its top down (it sits on the same card over Y as over
 * Z: a move onto its top, which Y and the cards under it rank too high to make, or of a
 * part of it above B, is legal either way); for a return, X, and X's foundation (which only
 * X or its predecessor could change). P turns no card up and empties no column. A move
 * needs P when it
 * - puts a card on Y or on X, sends Y home, or (a return) brings X's predecessor down:
 *   P can wait until just before it;
 * - moves a run with Y on top (B's run can go along, built on Y), or with Z in it
 *   (without B's run or X, which P then puts back on Z), or X alone (X comes down there
 *   instead): these stay legal without P, and P, or the return there, comes after;
 * - moves B's run on whole, sends B or X home: merged with P, or P dropped, the line
 *   would be shorter, so a shortest line has none.
 * So P can wait, the line's length kept, until just before a move of the first kind.
 * There P is not idle: that move follows it, and P changes neither the playable cards
 * (B's run, Y and Z are in movable runs with P made or not; X is on the table or home)
 * nor the foundations but for X's, whose top P lowers: so Y could go home, or the card
 * put on Y or X (not B: the line would be shorter) was playable, or X's predecessor
 * could go onto a playable card (a column's top). Nor does the wait make idle a move it
 * passes: the playable cards are the same, the foundations the same or higher, and the
 * moves it passes take cards neither off Y nor off X. So each wait leaves the line one
 * idle move fewer, and some shortest winning line starts with a move the search keeps:
 * leaving idle moves out keeps every winnable position winnable, with a shorter line
 * after each kept move. (The safe moves played after it keep it winnable: position.ts
 * `isSafeHome`. A shortest line has no return of a card safe home, whose child is its
 * position; and a return that waits is not of one, or the settling would already have
 * sent X home in the line.)
 *
 * Where the playable cards of the talon are only its useful ones, let the line's talon
 * plays wait first, in blocks (`isIdleTalonPlay`), which keeps it shortest. A talon card
 * that a move needing P puts on Y or X or into an empty column is then the first play of
 * its block, where it is useful; and P, made or not, changes no card's usefulness, as it
 * moves no card into or out of the talon and changes no playable card off it. So the
 * argument holds as it is.
 *
 * In Australian Patience (where nothing comes back from the foundations) any face-up card
 * moves with what lies on it, so a group may leave any face-up Y, and a group with Y on
 * top (or a card under it) may go onto the top T of the moved cards, which, P not made,
 * lies over Y in the same column: a move that needs P too. So there an idle shift must
 * also leave no card that builds on T face up on the table outside the moving group, and
 * P then waits until just before a move that sends Y home, puts a card on Y or puts cards
 * on T; at that move, one such card was face up on the table. The rest of the proof holds
 * as it is: the moving cards, T and the face-up cards are the same with P made or not, so
 * whether a move is idle does not change with the waits either.
 *
 * Checked against the exhaustive search in src/klondike-exact.test.ts.
 */
export function isIdleShift(from: i32, count: i32, most: i32): bool {
  // In Klondike B is built on Y exactly when a longer run could move.
  if (!searchPruning || count >= most) return false;
  const length = unchecked(columnLength[from]);
  const at = length - count - 1;
  const below = cardAt(from, at);
  if (canGoHome(below)) return false;
  const base = cardAt(from, at + 1);
  if ((playable & unchecked(buildersOf[below]) & ~((<u64>1) << base)) != 0) return false;
  if (groups != GROUPS_ANY_FACE_UP) return true;
  let moving: u64 = 0;
  for (let i = at + 1; i < length; i++) moving |= (<u64>1) << cardAt(from, i);
  return (onTable & ~moving & unchecked(buildersOf[columnTop(from)])) == 0;
}

/**
 * An *idle emptying*, left out of the search where cards move as built runs (Klondike): a
 * column of face-up cards only goes whole onto a card T, and no playable card could fill
 * an empty column.
 *
 * Proof, as the idle moves' above, with P the move of that column's run R (base B) off the
 * bottom of column c onto T made first in a shortest winning line. Until a later move needs
 * P, the moves after it are legal without P, to the same positions but for R's place (at
 * the bottom of c, not on T, so T is on top) and one empty column fewer: R's top is the
 * same card, a part of R above B moves the same way from either place, a run with T on top
 * moves without R (P can follow it onto T where T now lies), and the settling is the same
 * (T is not safe home with B, which builds on it, out; R's cards go home from either place
 * once safe, and with B home the two positions are the same). A move needs P when it fills
 * an empty column while the line without P has none: P waits until just before it, and
 * there P is not idle, since the card that fills it was playable (with P made or not: the
 * playable cards are the same, R in a movable run on T or at c's bottom, T in a movable run
 * either way). A move of B's whole run onto another card or into an empty column would be
 * merged with P into one move, or none up to column order: a shortest line has none. Nor
 * does the wait make another move idle: the playable cards and the foundations are the
 * same, and a whole column stays whole. So, with the other idle moves, a shortest winning
 * line can start with a kept move.
 */
export function isIdleEmptying(): bool {
  if (!searchPruning || groups == GROUPS_ANY_FACE_UP) return false;
  // Where any card fills an empty column, R's own cards are playable cards that fit.
  if (emptyColumnRank == 0) return false;
  return (playable & emptyColumnTakers) == 0;
}

/**
 * An *idle talon play*, left out of the search where every card of the stock and waste can
 * be drawn to the waste's top before any move (one card a draw, the waste turning over:
 * config.ts `wasteSizeIrrelevant`): a card C of the stock or waste goes onto a column (a
 * card T, or an empty column) and C is not *useful* (`usefulTalonCards`): no playable card off
 * the talon (in a movable run, or on a foundation) builds on C, nor does a useful card of
 * the talon. So a play is kept when a chain of talon cards, each building on the one
 * before, leads from C down to a card in a movable run or on a foundation.
 *
 * Proof. In a shortest winning line (as the idle moves' above), a card C played from the
 * talon onto a column next has a card put on it: any other move of C (onto another card,
 * into an empty column, home) would be merged with its play into one move from the talon,
 * legal there since every talon card is reachable at any time, and the line would be
 * shorter; a move of a run under C takes C along, still on its card; and a run based on a
 * card played from the talon holds, until a card from elsewhere goes on it, only such
 * cards, which could be played where it goes, a move fewer. Let each such play wait until
 * just before that move, or, when that move is itself a play from the talon, until that
 * play's own wait ends. The plays then come in blocks: C1 onto T, C2 onto C1, .., Ck onto
 * Ck-1, at once followed by a move putting a card V from a column or a foundation onto Ck.
 * Until its block, the moves are legal without a play, to the same positions but for the
 * cards waiting, which lie in the stock and waste rather than on T (so T is on top there;
 * where the play filled an empty column, one more column is empty there): every card of the
 * stock and waste is still reachable, the other columns, the foundations and the talon's
 * other cards are the same, a run with T on top moves without C (the play can follow it
 * onto T where T now lies), and a safe move home is the same (T is not safe home with C,
 * which builds on it, out; C goes home from either place once it is safe): the line is one
 * of single moves, the settling's among them (floating.ts). At the block's first play V is
 * playable (it moves last, with the block's plays made or not) and C1..Ck are talon cards,
 * each building on the one before: every play of the block is useful. These waits may make
 * other moves idle (a card waiting in the talon may not be useful); the other idle moves
 * then wait as the proof above has them (and the flips as floating.ts has them), wherever
 * that puts them (a return may come between a block's last play and V, whose way down it
 * opens). Those waits change neither the playable cards off the talon nor which cards lie
 * in it, so every play stays useful. So a shortest winning line can start with a kept move,
 * whatever mix of idle moves it had.
 *
 * With more cards a draw, or no turn of the waste, taking C out of the talon changes which
 * cards the draws reach, which a later move may need: there every play is kept.
 */
@inline
export function isIdleTalonPlay(card: i32): bool {
  // There the talon's playable cards are its useful ones (`markPlayable`).
  return searchPruning && wasteSizeIrrelevant && (playable & cardBit(card)) == 0;
}

export function isIdleReturn(card: i32): bool {
  if (!searchPruning || (playable & unchecked(buildersOf[card])) != 0) return false;
  return rankOf(card) == 1 || (playable & unchecked(holdersOf[card - 1])) == 0;
}

/**
 * Writes the moves of `card` from `from` (with `count` cards, `reach` for the waste) onto
 * every column it fits. Most cards the generator asks about fit none: that is answered
 * here, without a call.
 */
@inline
function onto(n: i32, from: i32, card: i32, count: i32, reach: i32): i32 {
  const holders = unchecked(holdersOf[card]) & tops;
  return holders == 0 ? n : ontoHolders(n, from, holders, count, reach);
}

/** `onto` for a card whose holders on top of a column are `holders` (at least one). */
function ontoHolders(n: i32, from: i32, holders: u64, count: i32, reach: i32): i32 {
  // The columns whose tops take the card, written in column order.
  let columns: u32 = 0;
  const free = writtenHolders(holders);
  for (let rest = free; rest != 0; rest &= rest - 1)
    columns |= (<u32>1) << unchecked(columnOfTop[<i32>ctz(rest)]);
  if (from < PILE_TALON) columns &= ~((<u32>1) << from);
  for (; columns != 0; columns &= columns - 1) {
    const to = <i32>ctz(columns);
    if (from < PILE_TALON && isFlip(from, unchecked(columnLength[from]) - count, to)) continue;
    unchecked((moveBuffer[n++] = encodeMove(from, to, count, reach)));
  }
  return n;
}

/**
 * Whether the current position is lost by Klondike's lost-table test, which best-first
 * asks of a child before storing it (it fires on nearly half of them in draw 1), so that
 * `generateMoves` finds the table among those seen not lost (tables-seen.ts). Australian
 * Patience's test (deadlock.ts) almost never fires and is not cached: it is left to
 * `generateMoves`.
 */
export function isLostTable(): bool {
  return searchPruning && foundationReturns && isLostByStuckCards();
}

/** Writes the moves of the current position at `moveBuffer[at..]` and returns how many. */
export function generateMoves(at: i32): i32 {
  // deadlock.ts is sound in Klondike too, but it almost never fires there (two holders a
  // card, a foundation card can come back), so it is looked for only without returns;
  // Klondike's own test (stuck.ts) follows stuck cards from column to column.
  // Not where the debug build looks past a return (returns.ts): a card brought down takes
  // no way out away.
  if (searchPruning && !isLookingAhead()) {
    if (foundationReturns ? isLostByStuckCards() : isDeadlocked()) return 0;
  }
  let n = at;
  emptyColumn = -1;
  tops = 0;
  for (let column = columnCount - 1; column >= 0; column--) {
    unchecked((depthOf[column] = movableDepth(column)));
    const top = columnTop(column);
    if (top == 0) emptyColumn = column;
    else {
      tops |= (<u64>1) << top;
      unchecked((columnOfTop[top] = <u8>column));
    }
  }
  markReachable();
  // The cards a move could put somewhere: onto a column's top, or into an empty column.
  // The others are passed over before the tests of idle moves.
  let placeable: u64 = emptyColumn >= 0 ? emptyColumnTakers : 0;
  for (let rest = tops; rest != 0; rest &= rest - 1)
    placeable |= unchecked(buildersOf[<i32>ctz(rest)]);

  for (let column = 0; column < columnCount; column++) {
    const card = columnTop(column);
    if (card != 0 && canGoHome(card))
      unchecked((moveBuffer[n++] = encodeMove(column, PILE_FOUNDATION + suitOf(card), 1, 0)));
  }
  // The reachable waste sizes, fewest cards first.
  for (let sizes = reachable; sizes != 0; sizes &= sizes - 1) {
    const reach = <i32>ctz(sizes) + 1;
    const card = <i32>unchecked(talon[reach - 1]);
    if (canGoHome(card))
      unchecked(
        (moveBuffer[n++] = encodeMove(PILE_TALON, PILE_FOUNDATION + suitOf(card), 1, reach)),
      );
  }
  if (searchPruning) markPlayable();
  for (let from = 0; from < columnCount; from++) {
    const length = unchecked(columnLength[from]);
    const most = unchecked(depthOf[from]);
    for (let count = 1; count <= most; count++) {
      const card = cardAt(from, length - count);
      if ((placeable & cardBit(card)) == 0) continue;
      if (isIdleShift(from, count, most)) continue;
      if (count == length && isIdleEmptying()) continue;
      n = onto(n, from, card, count, 0);
      // A whole column into an empty one: the same position up to column order.
      if (emptyColumn >= 0 && count < length && fitsEmptyColumn(card))
        unchecked((moveBuffer[n++] = encodeMove(from, emptyColumn, count, 0)));
    }
  }
  const covering = coversTalonPlays();
  for (let sizes = reachable; sizes != 0; sizes &= sizes - 1) {
    const reach = <i32>ctz(sizes) + 1;
    const card = <i32>unchecked(talon[reach - 1]);
    if ((placeable & cardBit(card)) == 0 || isIdleTalonPlay(card)) continue;
    if (covering) {
      // Set aside, to be written last with the moves onto the card (talon-plays.ts).
      const from = n;
      n = onto(n, PILE_TALON, card, 1, reach);
      for (let i = from; i < n; i++) setAsideTalonPlay(unchecked(moveBuffer[i]));
      n = from;
      if (emptyColumn >= 0 && fitsEmptyColumn(card))
        setAsideTalonPlay(encodeMove(PILE_TALON, emptyColumn, 1, reach));
      continue;
    }
    n = onto(n, PILE_TALON, card, 1, reach);
    if (emptyColumn >= 0 && fitsEmptyColumn(card))
      unchecked((moveBuffer[n++] = encodeMove(PILE_TALON, emptyColumn, 1, reach)));
  }
  n += generateCompoundMoves(n, reachable, depthOf, playable);
  if (covering) n = writeCoveredTalonPlays(n, tops, depthOf);
  // Looking ahead from a return's parent: only what may follow the return (returns.ts).
  if (isLookingAhead()) n = at + keepMovesAfterReturn(at, n - at);
  if (foundationReturns && !autoHome()) {
    const returnsAt = n;
    for (let suit = 0; suit < suitCount; suit++) {
      const rank = unchecked(foundationRank[suit]);
      if (rank == 0) continue;
      const card = (suit << 4) | rank;
      // Settling would send a safe card straight back: its child is this position.
      if (searchPruning && isSafeHome(card)) {
        if (!ASC_NO_ASSERT) checkSafeReturn(card);
        continue;
      }
      if (isIdleReturn(card)) continue;
      n = onto(n, PILE_FOUNDATION + suit, card, 1, 0);
      if (emptyColumn >= 0 && fitsEmptyColumn(card))
        unchecked((moveBuffer[n++] = encodeMove(PILE_FOUNDATION + suit, emptyColumn, 1, 0)));
    }
    if (searchPruning && !isLookingAhead())
      n = writeCompoundReturns(returnsAt, n, tops, reachable, depthOf);
  }
  // Last, as it generates where each play leads: the debug build's check of the covered plays.
  if (!ASC_NO_ASSERT && covering) checkCoveredTalonPlays(n);
  return n - at;
}

const KEY_AT = memory.data(MAX_KEY_WORDS * 8, 16);

/**
 * Debug: every return of `card`, safe home, that the generator leaves out settles back to
 * the position in hand (its key), as the comment where it is left out says.
 */
function checkSafeReturn(card: i32): void {
  const from = PILE_FOUNDATION + suitOf(card);
  writeKey(KEY_AT);
  for (let holders = unchecked(holdersOf[card]) & tops; holders != 0; holders &= holders - 1) {
    const to = <i32>unchecked(columnOfTop[<i32>ctz(holders)]);
    settlesBack(encodeMove(from, to, 1, 0));
  }
  if (emptyColumn >= 0 && fitsEmptyColumn(card)) settlesBack(encodeMove(from, emptyColumn, 1, 0));
}

function settlesBack(move: u32): void {
  const mark = undoTop;
  // Not made only when the undo record is full: nothing to check then.
  if (make(move) && playSafeMovesAfter(move)) {
    assert(isKey(KEY_AT), 'a safe card brought down did not settle back');
    countCheck(CHECK_SAFE_RETURN);
  }
  unmakeTo(mark);
}
