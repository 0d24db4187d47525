/**
 * The Spider family's canonical keys: the exact identity of a position up to the order of
 * its columns where that order cannot matter. A deal puts the stock's cards on the
 * columns in their order, so while the stock holds cards the columns are written in
 * their own order, empty ones too; once it is empty no move depends on the order, and
 * the columns are sorted. Two decks hold two copies of every card, so the open family's
 * one bit per card cannot order them: they are sorted by their bytes, and equal columns
 * (the same cards, face down and up alike) may stand side by side.
 *
 * Layout: the stock's length (a byte); then the columns, each bottom to top as it lies
 * (`card | FACE_UP` for a face-up card), its first byte with COLUMN_FLAG (an empty
 * column, written only while the stock holds cards, is COLUMN_FLAG alone); then zeros to
 * `keyBytes` (at least one, which ends the key).
 * The stock's cards are not written: cards leave the stock only from its top, so every
 * stock reachable from the loaded position is that position's stock cut to its length.
 * The complete runs home are not written either: they are the cards of the deck on
 * neither the table nor the stock.
 */
import { zeroKeyTail } from '../../tt/hash';
import { cardCount, columnCount, keyBytes, MAX_COLUMNS, MAX_DEPTH, rankCount } from './config';
import {
  clearPosition,
  columnCards,
  columnLength,
  runsHome,
  setRunsHome,
  setStockLength,
  startStock,
  stockCards,
  stockLength,
} from './position';

export const COLUMN_FLAG: i32 = 0x80;

/**
 * Orders two columns by their bytes, bottom first, a column before any longer column it
 * begins (negative, 0 for equal columns, positive).
 */
export function compareColumns(a: i32, b: i32): i32 {
  const lengthA = unchecked(columnLength[a]);
  const lengthB = unchecked(columnLength[b]);
  const shorter = lengthA < lengthB ? lengthA : lengthB;
  const baseA = changetype<usize>(columnCards) + <usize>(a * MAX_DEPTH);
  const baseB = changetype<usize>(columnCards) + <usize>(b * MAX_DEPTH);
  for (let i = 0; i < shorter; i++) {
    const difference = <i32>load<u8>(baseA + <usize>i) - <i32>load<u8>(baseB + <usize>i);
    if (difference != 0) return difference;
  }
  return lengthA - lengthB;
}

/**
 * A column's place in the key order: its index while the stock holds cards; then the
 * columns before it, an equal column with a lower index counted before it (equal
 * columns are interchangeable).
 */
export function columnPlace(column: i32): i32 {
  if (stockLength > 0) return column;
  let place = 0;
  for (let other = 0; other < columnCount; other++) {
    if (other == column) continue;
    const order = compareColumns(other, column);
    if (order < 0 || (order == 0 && other < column)) place++;
  }
  return place;
}

/** The column at `place` in the key order, or -1. */
export function columnAtPlace(place: i32): i32 {
  for (let column = 0; column < columnCount; column++)
    if (columnPlace(column) == place) return column;
  return -1;
}

const order = new StaticArray<i32>(MAX_COLUMNS);

/** Writes the key of the current position at `out` (keyBytes bytes, and 8 of scratch room). */
export function writeKey(out: usize): void {
  let sorted = 0;
  const ordered = stockLength > 0;
  for (let column = 0; column < columnCount; column++) {
    if (ordered) {
      unchecked((order[sorted++] = column));
      continue;
    }
    if (unchecked(columnLength[column]) == 0) continue;
    let slot = sorted++;
    while (slot > 0 && compareColumns(unchecked(order[slot - 1]), column) > 0) {
      unchecked((order[slot] = order[slot - 1]));
      slot--;
    }
    unchecked((order[slot] = column));
  }
  store<u8>(out, <u8>stockLength);
  let at = out + 1;
  for (let i = 0; i < sorted; i++) {
    const column = unchecked(order[i]);
    const length = unchecked(columnLength[column]);
    const source = changetype<usize>(columnCards) + <usize>(column * MAX_DEPTH);
    if (length == 0) {
      store<u8>(at++, <u8>COLUMN_FLAG);
      continue;
    }
    store<u8>(at, <u8>(<i32>load<u8>(source) | COLUMN_FLAG));
    for (let copied = 1; copied < length; copied += 8) {
      store<u64>(at + <usize>copied, load<u64>(source + <usize>copied));
    }
    at += <usize>length;
  }
  zeroKeyTail(out, at, keyBytes);
}

/** Sets the current position from a key (columns in key order, empty columns last). */
export function readKey(key: usize): void {
  clearPosition();
  const stock = <i32>load<u8>(key);
  memory.copy(changetype<usize>(stockCards), changetype<usize>(startStock), <usize>stock);
  setStockLength(stock);
  let at = key + 1;
  let byte = <i32>load<u8>(at);
  let column = 0;
  let cards = 0;
  while (byte != 0) {
    const base = column * MAX_DEPTH;
    let length = 0;
    if (byte == COLUMN_FLAG) {
      // An empty column, in its place (the stock holds cards).
      byte = <i32>load<u8>(++at);
      column++;
      continue;
    }
    do {
      unchecked((columnCards[base + length] = <u8>(byte & ~COLUMN_FLAG)));
      length++;
      byte = <i32>load<u8>(++at);
    } while (byte != 0 && (byte & COLUMN_FLAG) == 0);
    unchecked((columnLength[column++] = length));
    cards += length;
  }
  assert(column <= columnCount, 'key: more columns than the game has');
  setRunsHome((cardCount - stock - cards) / rankCount);
  assert(runsHome * rankCount == cardCount - stock - cards, 'key: cards home are not whole runs');
}

/** Cards home in the position of a key, from the key alone. */
export function cardsHomeOfKey(key: usize): i32 {
  let cards = 0;
  for (let at = 1; at < keyBytes; at++) {
    const byte = <i32>load<u8>(key + <usize>at);
    if (byte == 0) break;
    if (byte != COLUMN_FLAG) cards++;
  }
  return cardCount - <i32>load<u8>(key) - cards;
}
