/**
 * The klondike family's key (key.ts, where the layout and its proof are) as kept up to
 * date move by move, the way the hash is (hash.ts): each card's code for where it lies,
 * the face-down counts the key keeps, and the foundations' ranks, in `keyWords`. Only the
 * waste's size is added when a key is written or compared (`keyedWasteSize` reads the
 * stage). A move changes the place of one card, turns at most one card face up and
 * changes at most one foundation, so it changes a field or three, by exclusive or.
 *
 * Apart from the tables key.ts lays out (for each position loaded), this module knows
 * nothing of keys; position.ts calls it wherever a card changes place.
 */
import { CARD_SLOTS, MAX_COLUMNS } from './config';

export const PLACES: i32 = CARD_SLOTS + 1;
export const NO_CODE: u8 = 0xff;
export const NONE: u8 = 0xff;
/** Words a key may take: a key and a word more fit a key writer's room (search/game.ts). */
export const MAX_KEY_WORDS: i32 = 32;
export const FOUNDATION_BITS: i32 = 4;

/** Bytes of every key of the loaded position (whole words). */
export let keyBytes: i32 = 8;
export function setKeyLength(bytes: i32): void {
  keyBytes = bytes;
}

/** `codeOf[card * PLACES + place]`: the code of `card` lying face up on `place`, or NO_CODE. */
export const codeOf = new StaticArray<u8>(CARD_SLOTS * PLACES);
/** Where each card's code lies: `word << 6 | shift`. */
export const codeAt = new StaticArray<u16>(CARD_SLOTS);
/** The loaded column a card of the table lay in (NONE for the others). */
export const loadedColumn = new StaticArray<u8>(CARD_SLOTS);
/** Where each loaded column's face-down count lies (as `codeAt`; -1 where it is not kept). */
export const downAt = new StaticArray<i32>(MAX_COLUMNS);

/** The key's fields but the waste's size, as the position stands. */
export const keyWords = new StaticArray<u64>(MAX_KEY_WORDS);
/** `keyWords` of the position as loaded. */
export const startKeyWords = new StaticArray<u64>(MAX_KEY_WORDS);

@inline
function flipField(at: i32, change: u64): void {
  const word = at >> 6;
  unchecked((keyWords[word] = keyWords[word] ^ (change << (<u64>(at & 63)))));
}

/** `card` comes to lie face up on `place`, or leaves it (for home or back to the talon). */
@inline
export function keyPlaced(card: i32, place: i32): void {
  flipField(<i32>unchecked(codeAt[card]), <u64>unchecked(codeOf[card * PLACES + place]));
}

/** Face-up `card` goes from `from` to `to`. */
@inline
export function keyMoved(card: i32, from: i32, to: i32): void {
  const base = card * PLACES;
  const change = <u64>(unchecked(codeOf[base + from]) ^ unchecked(codeOf[base + to]));
  flipField(<i32>unchecked(codeAt[card]), change);
}

/**
 * `card`, on `place`, turns face up (or back down) in the column whose bottom card is
 * `bottom`, where `down` cards lay face down with it (`down - 1` without it).
 */
@inline
export function keyFlipped(card: i32, place: i32, bottom: i32, down: i32): void {
  keyPlaced(card, place);
  const at = unchecked(downAt[<i32>unchecked(loadedColumn[bottom])]);
  if (at >= 0) flipField(at, <u64>(down ^ (down - 1)));
}

/** A card of `suit` goes home (`change` 1) or comes down (-1). */
@inline
export function keyHome(suit: i32, change: i32): void {
  unchecked(
    (keyWords[0] = keyWords[0] + ((<u64>(<i64>change)) << (<u64>(suit * FOUNDATION_BITS)))),
  );
}

export function restoreStartKeyWords(): void {
  for (let word = 0; word < MAX_KEY_WORDS; word++)
    unchecked((keyWords[word] = startKeyWords[word]));
}
