/**
 * The klondike family's canonical keys: the exact identity of a position up to the order
 * of its columns, which never matters to the outcome. Layout (`keyBytes` bytes):
 * - bytes 0..3: the foundations' top ranks, by suit;
 * - bytes 4..11: which cards of the stock and waste as loaded are still there, one bit
 *   each in their order then (cards only ever leave that row, which keeps its order);
 * - byte 12: how many of them are on the waste, or 0 for any size that reaches the same
 *   waste cards as an empty waste (`keyedWasteSize`);
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
  drawCount,
  keyBytes,
  MAX_DEPTH,
  MAX_SUITS,
  redeal,
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
import { autoHome } from './score';

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

/**
 * The waste's size as the key holds it: 0 for every size from which runs of draws reach
 * the same waste sizes as from an empty waste, the waste's size otherwise.
 *
 * With the waste turning over and k cards a draw, from a waste of p cards of the n in the
 * stock and waste the draws reach p + k, p + 2k, .. and n, then after the turn k, 2k, ..
 * and n (movegen.ts `drawsToReach`). Where p is a multiple of k (0 included) or is n, that
 * is exactly {k, 2k, .. below n} and n, the sizes an empty waste reaches. Two positions
 * that differ only in such a p have the same moves: a move from the talon plays the card
 * at a reachable size r and leaves r - 1 cards on the waste whatever p was, and every
 * other move keeps p and n, so the children again differ only in such a p. Nothing else
 * reads p - the safe moves (settle.ts) play the waste's top only with one card a draw or
 * in a streamlined stage, cards settle onto their parent only without a turn of the waste
 * (config.ts `parentMovesSafe`), the lost-position tests (stuck.ts) and the idle moves
 * read only the reachable cards, and the score and a depth-first child's draws only order
 * the moves - so the two have the same outcome, and one key serves both. With one card a
 * draw every p is a multiple of k (`wasteSizeIrrelevant`). A streamlined stage (score.ts
 * W_AUTO_HOME) sends the waste's top home and so reads p: there the key keeps it but with
 * one card a draw, where settle.ts plays the talon's safe cards wherever they lie,
 * whatever p is.
 */
@inline
export function keyedWasteSize(): i32 {
  if (wasteSizeIrrelevant) return 0;
  const p = wasteSize;
  if (redeal && !autoHome() && (p % drawCount == 0 || p == talonLength)) return 0;
  return p;
}

export function writeKey(out: usize): void {
  for (let suit = 0; suit < MAX_SUITS; suit++)
    store<u8>(out + <usize>suit, <u8>unchecked(foundationRank[suit]));
  let left: u64 = 0;
  for (let i = 0; i < talonLength; i++) left |= (<u64>1) << unchecked(talonIndex[talon[i]]);
  store<u64>(out + TALON_BITS, left);
  store<u8>(out + WASTE_SIZE, <u8>keyedWasteSize());
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
