/**
 * The open family's position (FreeCell, Baker's Game): the one position the search works
 * on, in fixed arrays, changed in place by `make` and restored by `unmakeTo` from the undo
 * record (core/undo.ts): no allocation and no copying per move.
 *
 * A move is a u32: `from | to << 5 | count << 10 | lift << 16`, piles numbered as in
 * config.ts. `lift` makes it compound: first that many top cards of the source column go
 * one by one into free cells, then `count` cards move (see `makeCompound`).
 * Foundations are a top rank per suit; the cards on them are not stored anywhere else.
 */

import { copyBytes } from '../../core/copy';
import { FIXED_HEADER, setFixedLength } from '../../core/fixed';
import { forgetUndo, noteUndoTo, popUndo, pushUndo, undoRoom, undoTop } from '../../core/undo';
import { weights } from '../../search/stages';
import {
  buildersOf,
  buildsOn,
  cardCount,
  cellCount,
  columnCount,
  MAX_CELLS,
  MAX_COLUMNS,
  MAX_DEPTH,
  MAX_SUITS,
  PILE_CELL,
  PILE_FOUNDATION,
  rankCount,
  rankOf,
  sameSuitBuilding,
  secondBuildersOf,
  suitCount,
  suitOf,
  thirdBuildersOf,
} from './config';
import {
  cardPlaced,
  cardSlot,
  restoreStartCardSlots,
  restoreStartSegments,
  saveStartCardSlots,
  saveStartSegmentBases,
  segmentBaseAt,
} from './features';
import {
  hashByScan,
  hashChange,
  PLACE_BOTTOM,
  PLACE_CELL,
  PLACE_HOME,
  placeOnColumn,
} from './hash';
import { W_HOME_ALL } from './score';

const COLUMN_CARDS_AT = memory.data(FIXED_HEADER + MAX_COLUMNS * MAX_DEPTH, 16);
export const columnCards = changetype<StaticArray<u8>>(COLUMN_CARDS_AT + FIXED_HEADER);
setFixedLength(COLUMN_CARDS_AT, MAX_COLUMNS * MAX_DEPTH);
const COLUMN_LENGTH_AT = memory.data(FIXED_HEADER + MAX_COLUMNS * 4, 16);
export const columnLength = changetype<StaticArray<i32>>(COLUMN_LENGTH_AT + FIXED_HEADER);
setFixedLength(COLUMN_LENGTH_AT, MAX_COLUMNS * 4);
/** 0 is an empty cell (no card has rank 0). */
const CELL_CARDS_AT = memory.data(FIXED_HEADER + MAX_CELLS, 16);
export const cellCards = changetype<StaticArray<u8>>(CELL_CARDS_AT + FIXED_HEADER);
setFixedLength(CELL_CARDS_AT, MAX_CELLS);
assert(MAX_CELLS == 8, 'cellHolding reads the cells as one u64');
const FOUNDATION_RANK_AT = memory.data(FIXED_HEADER + MAX_SUITS * 4, 16);
export const foundationRank = changetype<StaticArray<i32>>(FOUNDATION_RANK_AT + FIXED_HEADER);
setFixedLength(FOUNDATION_RANK_AT, MAX_SUITS * 4);
export let cardsHome: i32 = 0;
/** The position's hash (hash.ts), which every move updates. */
export let positionHash: u64 = 0;

/** Sets `positionHash` from the cards: after a position is set other than by moves. */
export function rehash(): void {
  positionHash = hashByScan();
}

/** Sets `positionHash` to the hash of the position just set (readKey computes it as it reads). */
export function setPositionHash(hash: u64): void {
  positionHash = hash;
}

@inline
export function encodeMove(from: i32, to: i32, count: i32): u32 {
  return <u32>(from | (to << 5) | (count << 10));
}

@inline
export function moveFrom(move: u32): i32 {
  return <i32>(move & 31);
}

@inline
export function moveTo(move: u32): i32 {
  return <i32>((move >> 5) & 31);
}

@inline
export function moveCount(move: u32): i32 {
  return <i32>((move >> 10) & 63);
}

@inline
export function moveLift(move: u32): i32 {
  return <i32>(move >> 16);
}

@inline
export function encodeLiftMove(from: i32, to: i32, count: i32, lift: i32): u32 {
  return <u32>(from | (to << 5) | (count << 10) | (lift << 16));
}

/**
 * The leftmost free cell, or -1: the lowest zero byte of the cells read as one word, as
 * in `cellHolding` (exact for the lowest; cells past `cellCount` hold 0, so one found
 * there means none is free).
 */
@inline
export function firstFreeCell(): i32 {
  const cells = load<u64>(changetype<usize>(cellCards));
  const zeros = (cells - BYTE_ONES) & ~cells & BYTE_HIGHS;
  const lowest = <i32>(ctz(zeros) >> 3);
  const cell = lowest < cellCount ? lowest : -1;
  if (!ASC_NO_ASSERT) assert(cell == firstFreeCellByScan(), 'firstFreeCell is wrong');
  return cell;
}

/** `firstFreeCell` cell by cell (the debug build's check). */
function firstFreeCellByScan(): i32 {
  for (let cell = 0; cell < cellCount; cell++) if (cellCards[cell] == 0) return cell;
  return -1;
}

/** Plays a move that may be compound: its lifts into free cells, then the move itself. */
@inline
export function makeCompound(move: u32): bool {
  const from = moveFrom(move);
  for (let i = moveLift(move); i > 0; i--) {
    if (!make(encodeMove(from, PILE_CELL + firstFreeCell(), 1))) return false;
  }
  return make(move & 0xffff);
}

@inline
export function columnTop(column: i32): i32 {
  const length = unchecked(columnLength[column]);
  return length == 0 ? 0 : <i32>unchecked(columnCards[column * MAX_DEPTH + length - 1]);
}

@inline
export function cardAt(column: i32, index: i32): i32 {
  return <i32>unchecked(columnCards[column * MAX_DEPTH + index]);
}

/** The debug build's check of a column's segment bases (features.ts), card by card. */
export function segmentBasesAreCurrent(column: i32, length: i32): bool {
  for (let index = 0; index < length; index++) {
    const builds = index > 0 && buildsOn(cardAt(column, index), cardAt(column, index - 1));
    if (segmentBaseAt(column, index) != (builds ? segmentBaseAt(column, index - 1) : index))
      return false;
  }
  return true;
}

export function clearPosition(): void {
  // Word stores without bounds checks: readKey clears the position once per expansion.
  const lengths = changetype<usize>(columnLength);
  for (let at: usize = 0; at < <usize>MAX_COLUMNS * 4; at += 8) store<u64>(lengths + at, 0);
  store<u64>(changetype<usize>(cellCards), 0);
  const ranks = changetype<usize>(foundationRank);
  for (let at: usize = 0; at < <usize>MAX_SUITS * 4; at += 8) store<u64>(ranks + at, 0);
  cardsHome = 0;
  positionHash = 0;
  forgetUndo();
}

export function setFoundation(suit: i32, rank: i32): void {
  assert(suit >= 0 && suit < MAX_SUITS, 'setFoundation: no such suit');
  cardsHome += rank - unchecked(foundationRank[suit]);
  unchecked((foundationRank[suit] = rank));
}

/** Puts a card on top of a column (telling the heuristic's column features). */
@inline
export function pushCard(column: i32, card: i32): void {
  const length = unchecked(columnLength[column]);
  const base = column * MAX_DEPTH;
  const replaced = <i32>unchecked(columnCards[base + length]);
  const below = length == 0 ? 0 : <i32>unchecked(columnCards[base + length - 1]);
  cardPlaced(column, length, card, below, replaced);
  unchecked((columnCards[base + length] = <u8>card));
  unchecked((columnLength[column] = length + 1));
}

/**
 * Moves cards between piles with no legality check; `make` and `unmakeTo` use it, each
 * with its own copy: inlined, as a call would cost much of so small a move's work.
 */
@inline
function transfer(from: i32, to: i32, count: i32): void {
  if (from < PILE_CELL && to < PILE_CELL) {
    const fromLength = unchecked(columnLength[from]) - count;
    // Only the run's bottom card changes what it lies on.
    const source = from * MAX_DEPTH + fromLength;
    const place = fromLength == 0 ? PLACE_BOTTOM : <i32>unchecked(columnCards[source - 1]);
    positionHash += hashChange(<i32>unchecked(columnCards[source]), place, placeOnColumn(to));
    for (let i = 0; i < count; i++)
      pushCard(to, <i32>unchecked(columnCards[from * MAX_DEPTH + fromLength + i]));
    unchecked((columnLength[from] = fromLength));
    return;
  }
  let card: i32;
  let place = PLACE_HOME;
  if (from < PILE_CELL) {
    const length = unchecked(columnLength[from]) - 1;
    card = <i32>unchecked(columnCards[from * MAX_DEPTH + length]);
    unchecked((columnLength[from] = length));
    place = placeOnColumn(from);
  } else if (from < PILE_FOUNDATION) {
    card = <i32>unchecked(cellCards[from - PILE_CELL]);
    unchecked((cellCards[from - PILE_CELL] = 0));
    place = PLACE_CELL;
  } else {
    const suit = from - PILE_FOUNDATION;
    const rank = unchecked(foundationRank[suit]);
    card = (suit << 4) | rank;
    unchecked((foundationRank[suit] = rank - 1));
    cardsHome--;
  }
  if (to < PILE_CELL) {
    positionHash += hashChange(card, place, placeOnColumn(to));
    pushCard(to, card);
  } else if (to < PILE_FOUNDATION) {
    positionHash += hashChange(card, place, PLACE_CELL);
    unchecked((cellCards[to - PILE_CELL] = <u8>card));
  } else {
    positionHash += hashChange(card, place, PLACE_HOME);
    unchecked((foundationRank[suitOf(card)] = rankOf(card)));
    cardsHome++;
  }
}

/** Plays a move known to be legal and remembers it for `unmakeTo`. Returns false when the undo stack is full. */
export function make(move: u32): bool {
  if (!undoRoom(1)) return false;
  transfer(moveFrom(move), moveTo(move), moveCount(move));
  // A transfer reverses by itself: the undo record is the move.
  pushUndo(move);
  return true;
}

/** Takes back moves until the undo stack is `mark` high again. */
export function unmakeTo(mark: i32): void {
  noteUndoTo(mark);
  while (undoTop > mark) {
    const move = popUndo();
    transfer(moveTo(move), moveFrom(move), moveCount(move));
  }
}

const startCards = new StaticArray<u8>(MAX_COLUMNS * MAX_DEPTH);
const startLength = new StaticArray<i32>(MAX_COLUMNS);
const startCells = new StaticArray<u8>(MAX_CELLS);
const startFoundation = new StaticArray<i32>(MAX_SUITS);
let startHome: i32 = 0;
let startHash: u64 = 0;

/** Keeps the position as given, so a solution can be replayed from it in its own order. */
export function saveStart(): void {
  // Only the columns' cards: `restoreStart` reads no further.
  for (let column = 0; column < columnCount; column++) {
    const base = column * MAX_DEPTH;
    const length = unchecked(columnLength[column]);
    copyBytes(
      changetype<usize>(startCards) + <usize>base,
      changetype<usize>(columnCards) + <usize>base,
      <usize>length,
    );
    saveStartSegmentBases(column, length);
  }
  saveStartCardSlots();
  copyBytes(changetype<usize>(startLength), changetype<usize>(columnLength), MAX_COLUMNS * 4);
  copyBytes(changetype<usize>(startCells), changetype<usize>(cellCards), MAX_CELLS);
  copyBytes(changetype<usize>(startFoundation), changetype<usize>(foundationRank), MAX_SUITS * 4);
  startHome = cardsHome;
  if (!ASC_NO_ASSERT) assert(positionHash == hashByScan(), 'the start saved with a stale hash');
  startHash = positionHash;
}

export function restoreStart(): void {
  // The heuristic's column features follow as if the cards were pushed one by one: their
  // places come back from the start's, and each column's values stay up to its first card
  // that changes.
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(startLength[column]);
    const base = column * MAX_DEPTH;
    let same = length;
    for (let i = 0; i < length; i++) {
      const card = unchecked(startCards[base + i]);
      if (unchecked(columnCards[base + i]) == card) continue;
      if (same > i) same = i;
      unchecked((columnCards[base + i] = card));
    }
    restoreStartSegments(column, length, same);
    unchecked((columnLength[column] = length));
  }
  restoreStartCardSlots();
  if (!ASC_NO_ASSERT) {
    for (let column = 0; column < columnCount; column++)
      assert(segmentBasesAreCurrent(column, columnLength[column]), 'start segments');
  }
  copyBytes(changetype<usize>(cellCards), changetype<usize>(startCells), MAX_CELLS);
  copyBytes(changetype<usize>(foundationRank), changetype<usize>(startFoundation), MAX_SUITS * 4);
  cardsHome = startHome;
  positionHash = startHash;
  forgetUndo();
}

@inline
export function canGoHome(card: i32): bool {
  return unchecked(foundationRank[suitOf(card)]) + 1 == rankOf(card);
}

/**
 * Whether putting `card` (call it X, of rank N) on its foundation can never turn a
 * winnable position into a lost one. Two rules, both about the cards that could ever be
 * built on X (its builders: rank N-1, of the suits the build rule allows on X):
 *
 * 1. Every builder is home. Take any winning line W from the position P, and let P' be P
 *    with X home. Play W from P' skipping X's moves. Nothing is ever put on X in W (its
 *    builders are home and never come back), the next card of X's suit finds X home, every
 *    other card lies where it lies in W, and P' has at least the free cells and empty
 *    columns of P at each step, so every remaining move stays legal (run moves are only
 *    shorthands for single-card moves through free space). W minus X's moves wins.
 *
 * 2. (Raymond's rule, in general form) Every builder B of X has its foundation at N-2 or
 *    more, every card R (rank N-2) that may be built on such a B has its foundation at
 *    N-3 or more, and every card that may be built on such an R (rank N-3) is home.
 *    Then B and R can each go home the moment they are free. Replay W from P' skipping
 *    X's moves; where W puts a B on X, send B home instead; where W puts an R on a B
 *    already sent home, send R home instead; skip their later moves. Nothing can lie on an
 *    R (its builders are home), and only R's can lie on a B, so the cards removed early
 *    are always tops of their piles in W: each position of the new line is W's with some
 *    top cards gone, every other move of W stays legal, and the line wins.
 *
 * In Baker's Game (same-suit building) the only builder of X is the card of its own suit
 * one rank lower, which is home whenever X may go up: every foundation move is safe.
 *
 * A streamlined stage (score.ts W_HOME_ALL) takes every foundation move as safe. Its
 * search then misses the lines that keep a card out, so it may only win (the verdict is
 * replayed), never prove: every test of safety reads this one function, so the stage
 * settles and prunes by one rule throughout.
 */
@inline
export function isSafeHome(card: i32): bool {
  if (unchecked(weights[W_HOME_ALL]) != 0) return true;
  const rank = rankOf(card);
  return (
    foundationsAtLeast(<i32>unchecked(buildersOf[card]), rank - 1) ||
    (foundationsAtLeast(<i32>unchecked(buildersOf[card]), rank - 2) &&
      foundationsAtLeast(<i32>unchecked(secondBuildersOf[card]), rank - 3) &&
      foundationsAtLeast(<i32>unchecked(thirdBuildersOf[card]), rank - 3))
  );
}

@inline
function foundationsAtLeast(suits: i32, rank: i32): bool {
  while (suits != 0) {
    if (unchecked(foundationRank[ctz(suits)]) < rank) return false;
    suits &= suits - 1;
  }
  return true;
}

/**
 * The cell rule, when columns build by suit (`sameSuitBuilding`): a card X in a cell goes
 * onto P, the next card of its suit, when P is the top card of a column.
 *
 * Winning lines here are counted in the moves the searches generate (movegen.ts): single
 * and run moves, and lifts (cards into cells, then the card under them moves), one each.
 * Each settling rule turns a winning line from a position into one no longer from the
 * position after the rule's move, so the searches, which follow every first move and
 * settle what follows, reach a win (by induction on the length of the shortest winning
 * line). The foundation rule (`isSafeHome`) does: by suit, a card goes home only when the
 * one card that fits on it is home, so nothing ever lies on it; W's moves of it are left
 * out, and a lift (or a run into cells) that takes it takes one card fewer.
 * This rule does too, by induction on the length of W, a winning line from Q; let Q' be Q
 * with X on P. Play W from Q' keeping the position W's with X on P. Only X fits on P, and
 * it is in a cell in W, so P is a top in W; for W's next move m:
 * - m takes X from its cell home, onto P, into an empty column, or to another cell: from
 *   the top of P's column the same move, or none, and the positions are the same;
 * - m takes a run from P's column onto a card or into an empty column: the run with X on
 *   it goes (one free cell more than W has lets it be a card longer), and X is on P;
 * - m lifts cards from P's column into cells, or moves its run whole into cells: it takes
 *   X too (X's cell is free), and the positions are the same;
 * - m puts P alone into a cell: if P does not lie on its own next card, moving the run
 *   P, X whole into cells does the same; if it does, the position now is the one after m
 *   with P put back onto that card and X onto P, this rule twice on a position whose
 *   winning line (the rest of W) is shorter than W: by induction, a line no longer;
 * - any other move is legal as in W: every column but P's is W's, and a cell more is free.
 */
function buildFromCells(): i32 {
  let built = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const column = columnWithTop(nextOfSuit(<i32>unchecked(cellCards[cell])));
    if (column < 0) continue;
    if (!make(encodeMove(PILE_CELL + cell, column, 1))) return -1;
    built++;
  }
  return built;
}

/** The card one rank up of the same suit, or 0 (none, or `card` is 0). */
@inline
function nextOfSuit(card: i32): i32 {
  return card == 0 || rankOf(card) >= rankCount ? 0 : card + 1;
}

/** The card one rank down of the same suit, or 0 (none, or `card` is 0). */
@inline
function previousOfSuit(card: i32): i32 {
  return rankOf(card) <= 1 ? 0 : card - 1;
}

/**
 * Plays every safe foundation move, and by suit every move of the cell rule, until none
 * is left. The result does not depend on the order: a safe card stays safe and uncovered
 * as foundations only grow, and a card the cell rule would move stays in its cell, its
 * next card uncovered, until it moves. Only the next card of each suit can go home, so it
 * looks at those, and finds them through `cardSlot`.
 * Returns false only when the undo stack overflows.
 */
export function playSafeMoves(): bool {
  // The suits are looked at in turn, round and round (by suit, the cell rule is a turn
  // after the last suit), until a whole round has moved nothing: the moves and their order
  // are those of passes over every suit repeated until a pass moves nothing, which only
  // look again, in the same position, at what the round already refused.
  const turns = sameSuitBuilding ? suitCount + 1 : suitCount;
  // The cards in cells, to tell an uncovered card in a cell on one bit. Cards only leave
  // cells here, so a bit may stay after its card has left, never be missing: a bit set
  // is checked (`cellHolding`).
  const inCells = cellCardBits();
  let idle = 0;
  for (let turn = 0; idle < turns; turn = turn + 1 == turns ? 0 : turn + 1) {
    idle++;
    if (turn == suitCount) {
      const built = buildFromCells();
      if (built < 0) return false;
      if (built > 0) idle = 0;
      continue;
    }
    const rank = unchecked(foundationRank[turn]) + 1;
    if (rank > rankCount) continue;
    const card = (turn << 4) | rank;
    // Whether the card is uncovered is the cheaper test, and usually fails. A card on a
    // column lies where `cardSlot` says.
    let from = <i32>unchecked(cardSlot[card]) / MAX_DEPTH;
    if (columnTop(from) != card) {
      if (((inCells >> <u64>card) & 1) == 0) {
        if (!ASC_NO_ASSERT) assert(uncoveredPile(card) < 0, 'an uncovered card left out');
        continue;
      }
      const cell = cellHolding(card);
      if (cell < 0) continue;
      from = PILE_CELL + cell;
    }
    if (!ASC_NO_ASSERT) assert(from == uncoveredPile(card), 'uncovered pile');
    if (!isSafeHome(card)) continue;
    if (!make(encodeMove(from, PILE_FOUNDATION + turn, 1))) return false;
    idle = 0;
  }
  return true;
}

/**
 * `playSafeMoves` after `move`, played from a position that had no safe move left (every
 * position the searches expand: each was stored or started from with its safe moves
 * played). Only a foundation move changes which cards are safe, and the only card a move
 * can uncover is the new top of its source column (a run keeps its order; a card from a
 * cell uncovers nothing), so unless that card can go home, or the cell rule has a move
 * (`cellRuleWaits`), there is nothing to play. A lift also uncovers the cards it puts into
 * cells: unless one of the cells' cards can go home, nothing either (by suit, lifts take
 * the general way, for the cell rule). And a lift moves a card that was covered, so its
 * safety was never looked at: the generator lifts a card that can go home only home, but
 * the shortening replays a line's lift in other positions (search/shorten.ts pairs), where
 * it may. Inlined: for most moves that is all it does.
 */
@inline
export function playSafeMovesAfter(move: u32): bool {
  const from = moveFrom(move);
  const to = moveTo(move);
  if (to < PILE_FOUNDATION) {
    const top = from < PILE_CELL ? columnTop(from) : 0;
    const waits =
      moveLift(move) == 0
        ? sameSuitBuilding && cellRuleWaits(from, to, top)
        : sameSuitBuilding || cellCardCanGoHome() || (to < PILE_CELL && canGoHome(columnTop(to)));
    if ((top == 0 || !canGoHome(top)) && !waits) {
      if (!ASC_NO_ASSERT) assert(!safeMoveWaiting(), 'a safe move was left unplayed');
      return true;
    }
  }
  return playSafeMoves();
}

/** Whether a card in a cell is the next card of its foundation. */
function cellCardCanGoHome(): bool {
  for (let cell = 0; cell < cellCount; cell++) {
    const card = <i32>unchecked(cellCards[cell]);
    if (card != 0 && canGoHome(card)) return true;
  }
  return false;
}

/**
 * Whether a move from `from` to `to` (not home, no lifts), which left `top` on top of
 * `from` (0: none, or `from` is a cell), gave the cell rule a move: it uncovered a card
 * whose next lower card is in a cell, put a card from a cell on a column (its next lower
 * card may be in a cell), or put a card in a cell whose next card is a column's top. A run
 * moved between columns has a top card that was a top already.
 */
function cellRuleWaits(from: i32, to: i32, top: i32): bool {
  if (top != 0 && inCell(previousOfSuit(top))) return true;
  if (to >= PILE_CELL)
    return columnWithTop(nextOfSuit(<i32>unchecked(cellCards[to - PILE_CELL]))) >= 0;
  return from >= PILE_CELL && inCell(previousOfSuit(columnTop(to)));
}

/** Whether a safe foundation move, or a move of the cell rule, can be played now (the debug build's check). */
export function safeMoveWaiting(): bool {
  for (let suit = 0; suit < suitCount; suit++) {
    const rank = unchecked(foundationRank[suit]) + 1;
    if (rank > rankCount) continue;
    const card = (suit << 4) | rank;
    if (uncoveredPile(card) >= 0 && isSafeHome(card)) return true;
  }
  for (let cell = 0; cell < cellCount && sameSuitBuilding; cell++) {
    if (columnWithTop(nextOfSuit(<i32>cellCards[cell])) >= 0) return true;
  }
  return false;
}

/** The cards in cells, one bit per card; bit 0 is set when a cell is empty (card 0, none). */
@inline
export function cellCardBits(): u64 {
  let cards: u64 = 0;
  for (let cell = 0; cell < cellCount; cell++)
    cards |= (<u64>1) << (<u64>unchecked(cellCards[cell]));
  return cards;
}

/** Whether `card` (0: none) is in a cell. */
@inline
function inCell(card: i32): bool {
  return card != 0 && cellHolding(card) >= 0;
}

/** The column `card` is the top card of, or -1 (also for 0). */
@inline
function columnWithTop(card: i32): i32 {
  const slot = <i32>unchecked(cardSlot[card]);
  const column = slot / MAX_DEPTH;
  return card != 0 &&
    slot % MAX_DEPTH == unchecked(columnLength[column]) - 1 &&
    <i32>unchecked(columnCards[slot]) == card
    ? column
    : -1;
}

/** The pile a card lies on top of (a column, or PILE_CELL + its cell), or -1 if covered. */
@inline
function uncoveredPile(card: i32): i32 {
  const column = columnWithTop(card);
  if (column >= 0) return column;
  const cell = cellHolding(card);
  return cell < 0 ? -1 : PILE_CELL + cell;
}

const BYTE_ONES: u64 = 0x0101010101010101;
const BYTE_HIGHS: u64 = 0x8080808080808080;

/**
 * The cell holding `card` (never 0), or -1: all MAX_CELLS (8) cells compared in one
 * word (cells past `cellCount` always hold 0). A byte of
 * `cells ^ card·ONES` is zero exactly where the card lies; the zero-byte test below may
 * flag a byte above a true zero, never below one, so its lowest flag is exact.
 */
@inline
function cellHolding(card: i32): i32 {
  const diff = load<u64>(changetype<usize>(cellCards)) ^ (<u64>card * BYTE_ONES);
  const zeros = (diff - BYTE_ONES) & ~diff & BYTE_HIGHS;
  return zeros == 0 ? -1 : <i32>(ctz(zeros) >> 3);
}

/** How many cells hold a card, counted in one word as in `cellHolding`. */
@inline
export function usedCellCount(): i32 {
  const cells = load<u64>(changetype<usize>(cellCards));
  // A byte's high bit ends up set exactly when the byte is not zero (no carry between bytes).
  const nonZero = (((cells & ~BYTE_HIGHS) + ~BYTE_HIGHS) | cells) & BYTE_HIGHS;
  return <i32>popcnt(nonZero);
}

export function isWon(): bool {
  return cardsHome == cardCount;
}

export function freeCellCount(): i32 {
  let free = 0;
  for (let cell = 0; cell < cellCount; cell++) if (unchecked(cellCards[cell]) == 0) free++;
  return free;
}

export function emptyColumnCount(): i32 {
  let empty = 0;
  for (let column = 0; column < columnCount; column++)
    if (unchecked(columnLength[column]) == 0) empty++;
  return empty;
}
