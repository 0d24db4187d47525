/**
 * The open family's position keys: the exact identity of a position up to the order of
 * its columns and of its cells, which never matters to the outcome.
 *
 * Layout, one byte per card on the table, then zero padding to `keyBytes` (at least one
 * zero byte, which ends the key for `readKey`):
 * - the cell cards, each with bit 6 set;
 * - the non-empty columns, each bottom to top, the bottom card with bit 7 set.
 * Cells and columns are written in the position's own order, which costs no sorting for
 * the many keys written and never read back; `readKey` puts them in a canonical order
 * (cells highest card first, columns by their bottom card), so a position read back is
 * the same however its key was written.
 * Foundations are not written: every card of the deck not on the table is on its
 * foundation, and foundations hold an unbroken run from the ace, so the cards on the
 * table determine them. Empty columns and cells are the ones left over.
 * Two keys stand for the same position exactly when they hold the same cells and the
 * same columns, in any order: `keyIsCurrent` compares them so, never byte by byte, and a
 * key store never merges different positions.
 */
import { FIXED_HEADER, setFixedLength } from '../../core/fixed';
import { KEY_SCRATCH_BYTES } from '../../search/game';
import { keysEqual, zeroKeyTail } from '../../tt/hash';
import {
  CARD_SLOTS,
  cardCount,
  cellCount,
  columnCount,
  keyBytes,
  MAX_DEPTH,
  rankCount,
  suitCount,
} from './config';
import { cardPlaced, cardSlot } from './features';
import { hashOf, PLACE_BOTTOM, PLACE_CELL } from './hash';
import {
  cardsHome,
  cellCards,
  clearPosition,
  columnCards,
  columnLength,
  setFoundation,
  setPositionHash,
} from './position';

export const CELL_FLAG: u8 = 0x40;
export const COLUMN_FLAG: u8 = 0x80;
const CARD_MASK: u8 = 0x3f;

/**
 * Writes the key of the current position at `out` (keyBytes bytes; the buffer needs
 * eight bytes more, search/game.ts KEY_SCRATCH_BYTES).
 */
export function writeKey(out: usize): void {
  let at = out;
  // Every cell's byte is stored, and the next one written over it when the cell is empty.
  for (let cell = 0; cell < cellCount; cell++) {
    const card = unchecked(cellCards[cell]);
    store<u8>(at, card | CELL_FLAG);
    at += <usize>(card != 0);
  }
  // Columns are copied eight bytes at a time (memory.copy is a call into the host, slow
  // for a few bytes); the bytes written past a column's end are overwritten by the next
  // column or zeroed below, which is why `out` needs KEY_SCRATCH_BYTES of room.
  const cards = changetype<usize>(columnCards);
  for (let column = 0; column < columnCount; column++) {
    const length = <usize>unchecked(columnLength[column]);
    if (length == 0) continue;
    const source = cards + <usize>(column * MAX_DEPTH);
    store<u8>(at, load<u8>(source) | COLUMN_FLAG);
    for (let copied: usize = 1; copied < length; copied += 8) {
      store<u64>(at + copied, load<u64>(source + copied));
    }
    at += length;
  }
  zeroKeyTail(out, at, keyBytes);
}

/**
 * Whether the key at `key` is the current position's, read against the position without
 * writing its key: the cells hold the same cards; each column of the key is, card for
 * card, the column whose bottom card is the key column's (found through `cardSlot`), so
 * distinct key columns match distinct columns; and the key holds all the table's cards.
 */
export function keyIsCurrent(key: usize): bool {
  const current = keyMatchesPosition(key);
  if (!ASC_NO_ASSERT)
    assert(
      current == keysEqual(canonicalKey(key, debugKey), canonicalKey(writtenKey(), debugKeyToo)),
      'keyIsCurrent is wrong',
    );
  return current;
}

const writtenDebugKey = new StaticArray<u8>(KEY_SCRATCH_BYTES);
const debugKey = new StaticArray<u8>(KEY_SCRATCH_BYTES);
const debugKeyToo = new StaticArray<u8>(KEY_SCRATCH_BYTES);

/** The current position's key, written (the debug build's check). */
function writtenKey(): usize {
  writeKey(changetype<usize>(writtenDebugKey));
  return changetype<usize>(writtenDebugKey);
}

/**
 * The key at `key` with its cells and columns in `readKey`'s order, written into `out`
 * (the debug build's check: two keys of one position are then equal byte for byte).
 */
function canonicalKey(key: usize, out: StaticArray<u8>): usize {
  let bottoms = findKeyColumns(key);
  let at = changetype<usize>(out);
  for (let cells = keyCells; cells != 0; ) {
    const card = 63 - <i32>clz(cells);
    store<u8>(at++, <u8>card | CELL_FLAG);
    cells ^= (<u64>1) << card;
  }
  for (; bottoms != 0; bottoms &= bottoms - 1) {
    let from = key + <usize>unchecked(columnStart[<i32>ctz(bottoms)]);
    do store<u8>(at++, load<u8>(from++));
    while (<u32>(<i32>load<u8>(from) - 1) < <u32>CARD_MASK);
  }
  zeroKeyTail(changetype<usize>(out), at, keyBytes);
  return changetype<usize>(out);
}

/** Where each column of the key `findKeyColumns` read starts, by its bottom card. */
const COLUMN_START_AT = memory.data(FIXED_HEADER + CARD_SLOTS, 16);
const columnStart = changetype<StaticArray<u8>>(COLUMN_START_AT + FIXED_HEADER);
setFixedLength(COLUMN_START_AT, CARD_SLOTS);
/** The cell cards of the key `findKeyColumns` read, one bit each. */
let keyCells: u64 = 0;

/**
 * Reads the parts of the key at `key`: its cell cards into `keyCells`, where each column
 * starts into `columnStart`; returns the columns' bottom cards, one bit each, whose order
 * is the canonical order of the columns.
 */
@inline
function findKeyColumns(key: usize): u64 {
  let at = key;
  let byte = <i32>load<u8>(at);
  let cells: u64 = 0;
  while ((byte & <i32>CELL_FLAG) != 0) {
    cells |= (<u64>1) << (byte & <i32>CARD_MASK);
    byte = <i32>load<u8>(++at);
  }
  keyCells = cells;
  let bottoms: u64 = 0;
  while (byte != 0) {
    // `byte` starts a column (COLUMN_FLAG); the column runs to the next flag or the end.
    const bottom = byte & <i32>CARD_MASK;
    bottoms |= (<u64>1) << bottom;
    unchecked((columnStart[bottom] = <u8>(at - key)));
    // A card byte of the same column is 1..63: one unsigned compare rules out both the
    // zero after the key and the next column's flagged bottom card.
    do byte = <i32>load<u8>(++at);
    while (<u32>(byte - 1) < <u32>CARD_MASK);
  }
  assert(at < key + <usize>keyBytes, 'key: no zero byte after the cards');
  return bottoms;
}

@inline
function keyMatchesPosition(key: usize): bool {
  let cells: u64 = 0;
  for (let cell = 0; cell < cellCount; cell++) cells |= (<u64>1) << unchecked(cellCards[cell]);
  cells &= ~(<u64>1);
  let at = key;
  let byte = <i32>load<u8>(at);
  while ((byte & <i32>CELL_FLAG) != 0) {
    cells ^= (<u64>1) << (byte & <i32>CARD_MASK);
    byte = <i32>load<u8>(++at);
  }
  if (cells != 0) return false;
  const cards = changetype<usize>(columnCards);
  while (byte != 0) {
    const card = byte & <i32>CARD_MASK;
    const slot = <i32>unchecked(cardSlot[card]);
    if (slot % MAX_DEPTH != 0) return false;
    const length = unchecked(columnLength[slot / MAX_DEPTH]);
    if (length == 0 || <i32>unchecked(columnCards[slot]) != card) return false;
    // The cards above the bottom, eight at a time; bytes past the column are masked off,
    // so they never count. The load from columnCards passes the column's last card by up
    // to 7 bytes: into the next column's slots, or, for the last of MAX_COLUMNS columns,
    // into the static data laid out after the array, still inside linear memory, so it
    // cannot trap. The key's load passes its end by as much, into the store's slack
    // (SLACK_BYTES) or a scratch key's KEY_SCRATCH_BYTES.
    const source = cards + <usize>slot;
    for (let i = 1; i < length; i += 8) {
      const diff = load<u64>(at + <usize>i) ^ load<u64>(source + <usize>i);
      const left = length - i;
      if ((left < 8 ? diff & (((<u64>1) << (<u64>(left << 3))) - 1) : diff) != 0) return false;
    }
    at += <usize>length;
    byte = <i32>load<u8>(at);
    // A card byte (1..63) here would mean the key's column is longer.
    if (<u32>(byte - 1) < <u32>CARD_MASK) return false;
  }
  // Every card of the key lies where the key says; if the key has every card on the
  // table, the table has no other.
  return <i32>(at - key) == cardCount - cardsHome;
}

/**
 * Sets the current position from a key, in the canonical order: cells from the left
 * highest card first, columns from the left by their bottom card. The best-first search
 * calls it once per expansion, so it writes each column in one pass instead of card by
 * card through `pushCard`.
 */
export function readKey(key: usize): void {
  clearPosition();
  let bottoms = findKeyColumns(key);
  let present = keyCells;
  let hash: u64 = 0;
  let cell = 0;
  for (let cells = keyCells; cells != 0; ) {
    const card = 63 - <i32>clz(cells);
    hash += hashOf(card, PLACE_CELL);
    unchecked((cellCards[cell++] = <u8>card));
    cells ^= (<u64>1) << card;
  }
  let column = 0;
  for (; bottoms != 0; bottoms &= bottoms - 1) {
    let at = key + <usize>unchecked(columnStart[<i32>ctz(bottoms)]);
    let byte = <i32>load<u8>(at);
    const base = column * MAX_DEPTH;
    let length = 0;
    let below = 0;
    do {
      const card = byte & <i32>CARD_MASK;
      present |= (<u64>1) << card;
      cardPlaced(column, length, card, below, <i32>unchecked(columnCards[base + length]));
      hash += hashOf(card, length == 0 ? PLACE_BOTTOM : below);
      below = card;
      unchecked((columnCards[base + length] = <u8>card));
      length++;
      byte = <i32>load<u8>(++at);
    } while (<u32>(byte - 1) < <u32>CARD_MASK);
    unchecked((columnLength[column++] = length));
  }
  setPositionHash(hash);
  // Each foundation holds every card of its suit below the lowest one still on the table.
  for (let suit = 0; suit < suitCount; suit++) {
    const ranks = <u32>((present >> <u64>(suit << 4)) & 0xfffe);
    setFoundation(suit, ranks == 0 ? rankCount : <i32>ctz(ranks) - 1);
  }
  assert(cardsHome == cardCount - <i32>popcnt(present), 'key: foundations and table disagree');
}
