/**
 * The Spider family's position: columns of face-down and face-up cards, the stock, and
 * the complete runs that left the table. The one position the search works on, in fixed
 * arrays, changed in place by `make` and restored by `unmakeTo` from the undo record
 * (core/undo.ts), which keeps what a move cannot reverse by itself: a card turned face up,
 * a run that left, a row dealt from the stock.
 *
 * A move is a u32: `from | to << 5 | count << 10` between columns, or DEAL_MOVE.
 * Undo words: a transfer (the move, and FLIPPED_BIT when its source's new top turned up),
 * a deal (UNDO_DEAL and the cards dealt), a run that left (UNDO_RUN, its column and suit,
 * and FLIPPED_BIT when the card under it turned up); `unmakeTo` pops them in turn.
 */
import { forgetUndo, popUndo, pushUndo, undoRoom, undoTop } from '../../core/undo';
import {
  CARD_MASK,
  cardCount,
  columnCount,
  FACE_UP,
  MAX_COLUMNS,
  MAX_DEPTH,
  rankCount,
  rankOf,
  suitOf,
} from './config';

/** Column cards bottom first, each `card | FACE_UP` when face up. */
export const columnCards = new StaticArray<u8>(MAX_COLUMNS * MAX_DEPTH);
export const columnLength = new StaticArray<i32>(MAX_COLUMNS);
/** The stock, bottom first: the last card is dealt first (onto the first column). */
export const stockCards = new StaticArray<u8>(MAX_DEPTH);
export let stockLength: i32 = 0;
/** Complete runs that left the table. */
export let runsHome: i32 = 0;

export const DEAL_MOVE: u32 = 0x8000;
const UNDO_KIND: u32 = 0xc0000000;
const UNDO_DEAL: u32 = 0x40000000;
const UNDO_RUN: u32 = 0x80000000;
const FLIPPED_BIT: u32 = 1 << 16;

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
  return <i32>((move >> 10) & 31);
}

@inline
export function isDeal(move: u32): bool {
  return move == DEAL_MOVE;
}

@inline
export function cardAt(column: i32, index: i32): i32 {
  return <i32>unchecked(columnCards[column * MAX_DEPTH + index]);
}

/** The top card of a column with its FACE_UP flag, or 0 for an empty column. */
@inline
export function columnTop(column: i32): i32 {
  const length = unchecked(columnLength[column]);
  return length == 0 ? 0 : cardAt(column, length - 1);
}

/** The rank of a column's top card (0 for an empty column). */
@inline
export function rankOfTop(column: i32): i32 {
  return rankOf(columnTop(column));
}

export function clearPosition(): void {
  for (let column = 0; column < MAX_COLUMNS; column++) unchecked((columnLength[column] = 0));
  stockLength = 0;
  runsHome = 0;
  forgetUndo();
}

export function pushCard(column: i32, card: i32): void {
  const length = unchecked(columnLength[column]);
  unchecked((columnCards[column * MAX_DEPTH + length] = <u8>card));
  unchecked((columnLength[column] = length + 1));
}

/**
 * How many cards on top of a column move together: face up, each one rank below the card
 * under it and of its suit (0 for an empty column).
 */
export function movableDepth(column: i32): i32 {
  const length = unchecked(columnLength[column]);
  if (length == 0) return 0;
  let depth = 1;
  let upper = cardAt(column, length - 1);
  while (depth < length) {
    const lower = cardAt(column, length - 1 - depth);
    // Both face up (the flag), the same suit, one rank apart: the bytes differ by one.
    if ((lower & FACE_UP) == 0 || lower != upper + 1) break;
    upper = lower;
    depth++;
  }
  return depth;
}

/** Turns the top card of a column face up; whether it was face down. */
function flipTop(column: i32): bool {
  const length = unchecked(columnLength[column]);
  if (length == 0) return false;
  const at = column * MAX_DEPTH + length - 1;
  const card = <i32>unchecked(columnCards[at]);
  if ((card & FACE_UP) != 0) return false;
  unchecked((columnCards[at] = <u8>(card | FACE_UP)));
  return true;
}

/** Turns the top card of a column back face down (taking back `flipTop`). */
function unflipTop(column: i32): void {
  const at = column * MAX_DEPTH + unchecked(columnLength[column]) - 1;
  unchecked((columnCards[at] = <u8>(<i32>unchecked(columnCards[at]) & ~FACE_UP)));
}

/**
 * A complete run on top of `column` (king to ace of one suit, face up) leaves the table,
 * and the card under it turns face up: the rules do it after every move and deal. One
 * undo word; false when the record is full.
 */
function removeCompleteRun(column: i32): bool {
  const top = columnTop(column);
  if (rankOf(top) != 1 || movableDepth(column) < rankCount) return true;
  if (!undoRoom(1)) return false;
  unchecked((columnLength[column] = unchecked(columnLength[column]) - rankCount));
  runsHome++;
  const flipped = flipTop(column);
  pushUndo(UNDO_RUN | <u32>column | ((<u32>suitOf(top)) << 5) | (flipped ? FLIPPED_BIT : 0));
  return true;
}

function restoreRun(word: u32): void {
  const column = <i32>(word & 31);
  const suit = <i32>((word >> 5) & 3);
  if ((word & FLIPPED_BIT) != 0) unflipTop(column);
  for (let rank = rankCount; rank >= 1; rank--) pushCard(column, (suit << 4) | rank | FACE_UP);
  runsHome--;
}

/** Cards a deal puts down: one per column, fewer when the stock runs short. */
@inline
export function dealSize(): i32 {
  return stockLength < columnCount ? stockLength : columnCount;
}

/** Plays a generated move; false when the undo record is full. */
export function make(move: u32): bool {
  if (isDeal(move)) {
    const dealt = dealSize();
    if (!undoRoom(1 + dealt)) return false;
    for (let column = 0; column < dealt; column++)
      pushCard(column, <i32>unchecked(stockCards[--stockLength]) | FACE_UP);
    pushUndo(UNDO_DEAL | <u32>dealt);
    for (let column = 0; column < dealt; column++) removeCompleteRun(column);
    return true;
  }
  if (!undoRoom(3)) return false;
  const from = moveFrom(move);
  const to = moveTo(move);
  const count = moveCount(move);
  const fromLength = unchecked(columnLength[from]) - count;
  for (let i = 0; i < count; i++) pushCard(to, cardAt(from, fromLength + i));
  unchecked((columnLength[from] = fromLength));
  pushUndo(move | (flipTop(from) ? FLIPPED_BIT : 0));
  // A run the moved cards covered in a loaded position leaves too, as in the rules.
  return removeCompleteRun(from) && removeCompleteRun(to);
}

/** Takes back moves until the undo record is `mark` high again. */
export function unmakeTo(mark: i32): void {
  while (undoTop > mark) {
    const word = popUndo();
    const kind = word & UNDO_KIND;
    if (kind == UNDO_RUN) {
      restoreRun(word);
    } else if (kind == UNDO_DEAL) {
      const dealt = <i32>(word & 0xff);
      for (let column = dealt - 1; column >= 0; column--) {
        const length = unchecked(columnLength[column]) - 1;
        unchecked((stockCards[stockLength++] = <u8>(cardAt(column, length) & CARD_MASK)));
        unchecked((columnLength[column] = length));
      }
    } else {
      const from = moveFrom(word);
      const to = moveTo(word);
      const count = moveCount(word);
      if ((word & FLIPPED_BIT) != 0) unflipTop(from);
      const toLength = unchecked(columnLength[to]) - count;
      for (let i = 0; i < count; i++) pushCard(from, cardAt(to, toLength + i));
      unchecked((columnLength[to] = toLength));
    }
  }
}

export function setStockLength(length: i32): void {
  stockLength = length;
}

export function setRunsHome(runs: i32): void {
  runsHome = runs;
}

/** Cards home: those of the complete runs that left. */
@inline
export function cardsHome(): i32 {
  return runsHome * rankCount;
}

export function isWon(): bool {
  return runsHome * rankCount == cardCount;
}

const startCards = new StaticArray<u8>(MAX_COLUMNS * MAX_DEPTH);
const startLength = new StaticArray<i32>(MAX_COLUMNS);
/** The stock as loaded: every later stock is its first `stockLength` cards. */
export const startStock = new StaticArray<u8>(MAX_DEPTH);
let startStockLength: i32 = 0;
let startRuns: i32 = 0;

export function saveStart(): void {
  memory.copy(
    changetype<usize>(startCards),
    changetype<usize>(columnCards),
    MAX_COLUMNS * MAX_DEPTH,
  );
  memory.copy(changetype<usize>(startLength), changetype<usize>(columnLength), MAX_COLUMNS * 4);
  memory.copy(changetype<usize>(startStock), changetype<usize>(stockCards), MAX_DEPTH);
  startStockLength = stockLength;
  startRuns = runsHome;
}

export function restoreStart(): void {
  memory.copy(
    changetype<usize>(columnCards),
    changetype<usize>(startCards),
    MAX_COLUMNS * MAX_DEPTH,
  );
  memory.copy(changetype<usize>(columnLength), changetype<usize>(startLength), MAX_COLUMNS * 4);
  memory.copy(changetype<usize>(stockCards), changetype<usize>(startStock), MAX_DEPTH);
  stockLength = startStockLength;
  runsHome = startRuns;
  forgetUndo();
}

/** Cards on the table (columns), the count the deal rule reads. */
export function cardsOnTable(): i32 {
  let cards = 0;
  for (let column = 0; column < columnCount; column++) cards += unchecked(columnLength[column]);
  return cards;
}

/**
 * Whether the stock may be dealt: it holds cards, and no column is empty unless fewer
 * cards lie on the table than there are columns.
 */
export function canDeal(): bool {
  if (stockLength == 0) return false;
  let cards = 0;
  let empty = false;
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    if (length == 0) empty = true;
    cards += length;
  }
  return !empty || cards < columnCount;
}
