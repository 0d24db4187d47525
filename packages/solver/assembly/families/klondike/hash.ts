/**
 * The klondike family's position hash, kept up to date move by move (position.ts), so the
 * store looks a position up without writing its key (key.ts): most children a search
 * reaches are stored already or never visited, and for those no key is written at all.
 *
 * What the key says is the set of table cards each with what it lies on (the card below
 * it or the bottom of a column) and whether it is face down, which cards of the talon are
 * left, and, where it matters, the waste's size; the foundations follow (every other card
 * is home). Cards are distinct, so the pairs give back every column, in no order, as the
 * key does. The hash is the sum over the table cards of `cardValue * placeValue[place]`
 * (a face-down card has its own card value), plus `talonValue` of each talon card; the
 * waste's size is added when the family hashes (family.ts). A move changes the place of
 * one card only, the base of what moves (the cards above it keep theirs), and turns at
 * most one card face up, so it changes the hash by a product or two.
 * The values are random odd words, and the store reads the hash's high half, where every
 * bit of both factors has reached.
 */
import { CARD_SLOTS } from './config';

/** The place of a column's bottom card (card places are the cards, 1..63). */
export const PLACE_BOTTOM: i32 = CARD_SLOTS;
const PLACES: i32 = CARD_SLOTS + 1;

const upValue = new StaticArray<u64>(CARD_SLOTS);
const downValue = new StaticArray<u64>(CARD_SLOTS);
const placeValue = new StaticArray<u64>(PLACES);
const talonValue = new StaticArray<u64>(CARD_SLOTS);
/** Added once per card on the waste, where the waste's size is part of the key. */
export const WASTE_VALUE: u64 = 0x2545f4914f6cdd1d;

/** splitmix64's finaliser: spreads every input bit over the whole word. */
function mix(value: u64): u64 {
  value = (value ^ (value >> 30)) * 0xbf58476d1ce4e5b9;
  value = (value ^ (value >> 27)) * 0x94d049bb133111eb;
  return value ^ (value >> 31);
}

function fillValues(): void {
  for (let card = 0; card < CARD_SLOTS; card++) {
    upValue[card] = mix(<u64>card * 2 + 1) | 1;
    downValue[card] = mix(<u64>(card + 2 * CARD_SLOTS) * 2 + 1) | 1;
    talonValue[card] = mix(<u64>(card + 4 * CARD_SLOTS) * 2 + 1);
  }
  for (let place = 0; place < PLACES; place++)
    placeValue[place] = mix(<u64>(place + CARD_SLOTS) * 2 + 1) | 1;
}
fillValues();

/** What a face-up `card` lying on `place` adds to the hash. */
@inline
export function upOn(card: i32, place: i32): u64 {
  return unchecked(upValue[card]) * unchecked(placeValue[place]);
}

/** What `card` lying on `place`, face down or up, adds to the hash. */
@inline
export function cardOn(card: i32, place: i32, down: bool): u64 {
  return (
    (down ? unchecked(downValue[card]) : unchecked(upValue[card])) * unchecked(placeValue[place])
  );
}

/** What the hash changes by when a face-up `card` goes from `from` to `to`. */
@inline
export function moveChange(card: i32, from: i32, to: i32): u64 {
  return unchecked(upValue[card]) * (unchecked(placeValue[to]) - unchecked(placeValue[from]));
}

/** What the hash changes by when `card`, on `place`, turns face up. */
@inline
export function flipChange(card: i32, place: i32): u64 {
  return (unchecked(upValue[card]) - unchecked(downValue[card])) * unchecked(placeValue[place]);
}

/** What a card of the talon adds to the hash. */
@inline
export function inTalon(card: i32): u64 {
  return unchecked(talonValue[card]);
}
