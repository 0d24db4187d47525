/**
 * The open family's position hash, kept up to date move by move, so the store can look a
 * position up without writing its key (key.ts): most positions a search reaches are
 * stored already, or, when a solution is shortened, not on the line, and for those no key
 * is written at all.
 *
 * A position is the set of its table cards each with what it lies on: the card below it,
 * the bottom of a column, or a cell (cards are distinct, so these pairs give back every
 * column, in no order, and the cells, in no order: exactly what the key says). The hash is
 * the sum over the pairs of `cardValue[card] * placeValue[place]`; cards at home count 0
 * (place HOME). A move changes the place of one card only, the bottom card of what moves
 * (the cards above it keep theirs), so it changes the hash by one product.
 * The values are random odd words, and the store reads the hash's high half, where every
 * bit of both factors has reached.
 */
import { FIXED_HEADER, setFixedLength } from '../../core/fixed';
import { CARD_SLOTS, cellCount, columnCount, MAX_DEPTH } from './config';
import { cellCards, columnCards, columnLength } from './position';

/** Places besides a card (1..63): a column's bottom, a cell, the foundations. */
export const PLACE_BOTTOM: i32 = CARD_SLOTS;
export const PLACE_CELL: i32 = CARD_SLOTS + 1;
export const PLACE_HOME: i32 = CARD_SLOTS + 2;
const PLACES: i32 = CARD_SLOTS + 3;

const CARD_VALUE_AT = memory.data(FIXED_HEADER + CARD_SLOTS * 8, 16);
const cardValue = changetype<StaticArray<u64>>(CARD_VALUE_AT + FIXED_HEADER);
setFixedLength(CARD_VALUE_AT, CARD_SLOTS * 8);
/** `placeValue[PLACE_HOME]` is 0: a card at home is in no pair. */
const PLACE_VALUE_AT = memory.data(FIXED_HEADER + PLACES * 8, 16);
const placeValue = changetype<StaticArray<u64>>(PLACE_VALUE_AT + FIXED_HEADER);
setFixedLength(PLACE_VALUE_AT, PLACES * 8);

/** splitmix64's finaliser: spreads every input bit over the whole word. */
function mix(value: u64): u64 {
  value = (value ^ (value >> 30)) * 0xbf58476d1ce4e5b9;
  value = (value ^ (value >> 27)) * 0x94d049bb133111eb;
  return value ^ (value >> 31);
}

function fillValues(): void {
  for (let card = 0; card < CARD_SLOTS; card++) cardValue[card] = mix(<u64>card * 2 + 1) | 1;
  for (let place = 0; place < PLACES; place++)
    placeValue[place] = place == PLACE_HOME ? 0 : mix(<u64>(place + CARD_SLOTS) * 2 + 1) | 1;
}
fillValues();

/** What the hash changes by when `card` goes from `from` to `to` (places as above). */
@inline
export function hashChange(card: i32, from: i32, to: i32): u64 {
  return unchecked(cardValue[card]) * (unchecked(placeValue[to]) - unchecked(placeValue[from]));
}

/** What `card` lying on `place` adds to the hash. */
@inline
export function hashOf(card: i32, place: i32): u64 {
  return unchecked(cardValue[card]) * unchecked(placeValue[place]);
}

/** The place of whatever is put on top of `column` now: its top card, or its bottom. */
@inline
export function placeOnColumn(column: i32): i32 {
  const length = unchecked(columnLength[column]);
  return length == 0 ? PLACE_BOTTOM : <i32>unchecked(columnCards[column * MAX_DEPTH + length - 1]);
}

/** The hash of the current position from its cards alone (a start, and the debug build's check). */
export function hashByScan(): u64 {
  let hash: u64 = 0;
  for (let column = 0; column < columnCount; column++) {
    let place = PLACE_BOTTOM;
    const length = unchecked(columnLength[column]);
    for (let index = 0; index < length; index++) {
      const card = <i32>unchecked(columnCards[column * MAX_DEPTH + index]);
      hash += hashOf(card, place);
      place = card;
    }
  }
  for (let cell = 0; cell < cellCount; cell++) {
    const card = <i32>unchecked(cellCards[cell]);
    if (card != 0) hash += hashOf(card, PLACE_CELL);
  }
  return hash;
}
