/**
 * The klondike family's canonical keys: the exact identity of a position up to the order
 * of its columns, which never matters to the outcome. Layout (`keyBytes` bytes):
 * - bytes 0..3: the foundations' top ranks, by suit;
 * - bytes 4..11: which cards of the stock and waste as loaded are still there, one bit
 *   each in their order then (cards only ever leave that row, which keeps its order);
 * - byte 12: how many of them are on the waste; 0 when that never matters
 *   (`wasteSizeIrrelevant`, one card a draw with the waste turning over: from any split,
 *   every card of the row can be brought to the top of the waste, so the same moves
 *   follow, to the same positions);
 * - the non-empty columns ordered by their bottom card, each as a header byte `0x80 |
 *   face-down cards` and its cards bottom to top (face-down ones first), then a zero byte
 *   and zero padding.
 * Two positions have the same key exactly when they are the same position after
 * reordering columns (with the waste's size ignored where it never matters).
 */
import { zeroKeyTail } from '../../tt/hash';
import {
  CARD_SLOTS,
  columnCount,
  keyBytes,
  MAX_DEPTH,
  MAX_SUITS,
  wasteSizeIrrelevant,
} from './config';
import {
  clearPosition,
  columnCards,
  columnDown,
  columnLength,
  fillColumn,
  foundationRank,
  pushTalon,
  setFoundation,
  setWasteSize,
  startTalon,
  startTalonLength,
  talon,
  talonLength,
  wasteSize,
} from './position';

const HEADER: i32 = 0x80;
const TALON_BITS: usize = 4;
const WASTE_SIZE: usize = 12;
const COLUMNS: usize = 13;

/** Where each card of the talon as loaded stood in it (set by `indexTalon`). */
const talonIndex = new StaticArray<u8>(CARD_SLOTS);
const columnOfBottom = new StaticArray<u8>(CARD_SLOTS);

/** Notes where each card of the loaded talon stands, for the talon bits. */
export function indexTalon(): void {
  for (let i = 0; i < startTalonLength; i++) unchecked((talonIndex[startTalon[i]] = <u8>i));
}

export function writeKey(out: usize): void {
  for (let suit = 0; suit < MAX_SUITS; suit++)
    store<u8>(out + <usize>suit, <u8>unchecked(foundationRank[suit]));
  let left: u64 = 0;
  for (let i = 0; i < talonLength; i++) left |= (<u64>1) << unchecked(talonIndex[talon[i]]);
  store<u64>(out + TALON_BITS, left);
  store<u8>(out + WASTE_SIZE, wasteSizeIrrelevant ? 0 : <u8>wasteSize);
  let bottoms: u64 = 0;
  for (let column = 0; column < columnCount; column++) {
    if (unchecked(columnLength[column]) == 0) continue;
    const bottom = unchecked(columnCards[column * MAX_DEPTH]);
    bottoms |= (<u64>1) << bottom;
    unchecked((columnOfBottom[bottom] = <u8>column));
  }
  let at = out + COLUMNS;
  const cards = changetype<usize>(columnCards);
  for (; bottoms != 0; bottoms &= bottoms - 1) {
    const column = <i32>unchecked(columnOfBottom[<i32>ctz(bottoms)]);
    const length = unchecked(columnLength[column]);
    store<u8>(at++, <u8>(HEADER | unchecked(columnDown[column])));
    // Eight cards a store (a column's room, MAX_DEPTH, is whole words): the last store
    // may pass the column by up to 7 bytes, which the next column or the zero tail
    // overwrites; past the key's end, into the room a key writer may pass it by
    // (search/game.ts KEY_SCRATCH_BYTES, the store's slack).
    const source = cards + <usize>(column * MAX_DEPTH);
    for (let i = 0; i < length; i += 8) store<u64>(at + <usize>i, load<u64>(source + <usize>i));
    at += <usize>length;
  }
  zeroKeyTail(out, at, keyBytes);
}

/** Sets the current position from a key (columns in key order), with an empty undo record. */
export function readKey(key: usize): void {
  clearPosition();
  for (let suit = 0; suit < MAX_SUITS; suit++)
    setFoundation(suit, <i32>load<u8>(key + <usize>suit));
  const left = load<u64>(key + TALON_BITS);
  for (let i = 0; i < startTalonLength; i++) {
    if (((left >> <u64>i) & 1) != 0) pushTalon(<i32>unchecked(startTalon[i]));
  }
  setWasteSize(<i32>load<u8>(key + WASTE_SIZE));
  let at = key + COLUMNS;
  let byte = <i32>load<u8>(at);
  let column = 0;
  while (byte != 0) {
    const down = byte & ~HEADER;
    const cards = ++at;
    byte = <i32>load<u8>(at);
    while (byte != 0 && byte < HEADER) byte = <i32>load<u8>(++at);
    fillColumn(column++, cards, <i32>(at - cards), down);
  }
}

/** Cards home in the position of a key: the foundations' ranks. */
export function homeOfKey(key: usize): i32 {
  let home = 0;
  for (let suit = 0; suit < MAX_SUITS; suit++) home += <i32>load<u8>(key + <usize>suit);
  return home;
}
