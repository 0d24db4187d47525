/**
 * The klondike family's canonical keys: the exact identity of a position up to the order
 * of its columns, which never matters to the outcome, written against the position as
 * loaded (KSolve-style compact keys), in `keyBytes` bytes (a few words: 16 for a deal of
 * either deck, and of Australian Patience).
 *
 * What a position can differ in from the loaded one is small. Face-down cards never move,
 * and cards only ever leave the stock and waste, which keep their order; so which cards
 * are where follows from the foundations, from where each face-up card of the table lies,
 * and from how many cards of each loaded column are still face down. A card comes to lie
 * somewhere only by building on a column's top card (rules: building down), or at the
 * bottom of an empty column when it may fill one; otherwise it lies where it was loaded
 * (on the card below it, or at the bottom). So each card has a short list of *places* it
 * can lie face up on: its holders (config.ts `holdersOf`), the bottom if it fits an empty
 * column, and its loaded place; and its *code* says which, 0 for none of them:
 * - a card of the stock and waste as loaded, or of the foundations: 0 is in the stock and
 *   waste, or home (which the foundations tell apart);
 * - a card face up on the table as loaded: 0 is at its loaded place, or home;
 * - a card face down as loaded: 0 is face down or home; or, for the cards of a column whose
 *   face-down count is kept in the key (where that takes fewer bits), also at its loaded
 *   place, which the count tells apart from face down (a face-down card is below every
 *   face-up one).
 * Layout, as bit fields of little-endian words: the foundations' ranks, 4 bits a suit, in
 * the lowest 16 bits; then each card's code, each kept face-down count, and the waste's
 * size where it matters (`keyedWasteSize`), packed largest first so that no field crosses
 * a word. A field a position does not use is 0, so two positions have the same key exactly
 * when they are the same position after reordering columns (with the waste's size ignored
 * where it never matters); the debug build reads every key back and writes it again.
 */
import {
  CARD_SLOTS,
  columnCount,
  drawCount,
  fitsEmptyColumn,
  holdersOf,
  isCard,
  MAX_COLUMNS,
  MAX_DEPTH,
  MAX_SUITS,
  redeal,
  wasteSizeIrrelevant,
} from './config';
import { PLACE_BOTTOM } from './hash';
import {
  codeAt,
  codeOf,
  downAt,
  FOUNDATION_BITS,
  keyBytes,
  keyWords,
  loadedColumn,
  MAX_KEY_WORDS,
  NO_CODE,
  NONE,
  PLACES,
  setKeyLength,
  startKeyWords,
} from './key-codes';
import {
  clearPosition,
  columnCards,
  columnDown,
  columnLength,
  fillColumn,
  foundationRank,
  isHome,
  pushTalon,
  setFoundation,
  setWasteSize,
  startCards,
  startDown,
  startLength,
  startTalon,
  startTalonLength,
  talonLength,
  wasteSize,
} from './position';
import { autoHome } from './score';

const CODES_PER_CARD: i32 = 8;

/** What code 0 of a card says, with the card not home (`giveCodes`). */
const ZERO_TALON: u8 = 0;
const ZERO_LOADED_PLACE: u8 = 1;
const ZERO_DOWN: u8 = 2;
/** Face down while its column's kept count says so, otherwise at its loaded place. */
const ZERO_DOWN_OR_LOADED_PLACE: u8 = 3;

/** `placeOfCode[card * CODES_PER_CARD + code]`: the place a code > 0 stands for. */
const placeOfCode = new StaticArray<u8>(CARD_SLOTS * CODES_PER_CARD);
/** The mask of each card's code (key-codes.ts `codeAt`). */
const codeMask = new StaticArray<u8>(CARD_SLOTS);
/** Where a card of the table lay in its loaded column (key-codes.ts `loadedColumn`). */
const loadedIndex = new StaticArray<u8>(CARD_SLOTS);
/** The mask of each kept face-down count (key-codes.ts `downAt`). */
const downMask = new StaticArray<i32>(MAX_COLUMNS);
let wasteAt: i32 = 0;
let wasteMask: i32 = 0;
/** The cards of the deck: each has a code. */
const deck = new StaticArray<u8>(CARD_SLOTS);
let deckLength: i32 = 0;
/** The cards home as loaded. */
const homeCards = new StaticArray<u8>(CARD_SLOTS);
let homeLength: i32 = 0;

/** Bits that hold the values 0 .. values - 1. */
@inline
function bitsFor(values: i32): i32 {
  return values <= 1 ? 0 : 32 - clz(values - 1);
}

/** The places a card may lie face up on by a move: its holders, then the bottom. */
const movedTo = new StaticArray<u8>(CODES_PER_CARD);

function placesMovedTo(card: i32): i32 {
  let count = 0;
  for (let holders = unchecked(holdersOf[card]); holders != 0; holders &= holders - 1)
    unchecked((movedTo[count++] = <u8>ctz(holders)));
  if (fitsEmptyColumn(card)) unchecked((movedTo[count++] = <u8>PLACE_BOTTOM));
  return count;
}

function isMovedTo(count: i32, place: i32): bool {
  for (let i = 0; i < count; i++) if (<i32>unchecked(movedTo[i]) == place) return true;
  return false;
}

/** The loaded place of a card of the table: the card below it, or the bottom. */
@inline
function loadedPlaceOf(card: i32): i32 {
  const index = <i32>loadedIndex[card];
  return index == 0
    ? PLACE_BOTTOM
    : <i32>startCards[<i32>loadedColumn[card] * MAX_DEPTH + index - 1];
}

/**
 * Gives `card` its codes: 1.. for the places it may be moved to, and for its loaded place
 * where code 0 does not stand for it (`zero`). Returns the bits its code takes.
 */
function giveCodes(card: i32, zero: u8): i32 {
  const count = placesMovedTo(card);
  const loaded = zero == ZERO_TALON ? -1 : loadedPlaceOf(card);
  const loadedIsZero = zero == ZERO_LOADED_PLACE || zero == ZERO_DOWN_OR_LOADED_PLACE;
  let code = 1;
  if (loaded >= 0 && loadedIsZero) codeOf[card * PLACES + loaded] = 0;
  if (loaded >= 0 && !loadedIsZero && !isMovedTo(count, loaded)) {
    placeOfCode[card * CODES_PER_CARD + code] = <u8>loaded;
    codeOf[card * PLACES + loaded] = <u8>code;
    code++;
  }
  for (let i = 0; i < count; i++) {
    const place = <i32>movedTo[i];
    if (loadedIsZero && place == loaded) continue;
    placeOfCode[card * CODES_PER_CARD + code] = <u8>place;
    codeOf[card * PLACES + place] = <u8>code;
    code++;
  }
  assert(code <= CODES_PER_CARD, 'a card with more places than codes');
  return bitsFor(code);
}

/** Bits a loaded column's face-down cards take with the count kept (`keep`) or not. */
function faceDownBits(column: i32, keep: bool): i32 {
  let bits = keep ? bitsFor(startDown[column] + 1) : 0;
  for (let i = 0; i < startDown[column]; i++) {
    const card = <i32>startCards[column * MAX_DEPTH + i];
    const count = placesMovedTo(card);
    const loadedMoved = isMovedTo(count, loadedPlaceOf(card));
    // Kept, the loaded place is code 0's; not kept, it needs a code of its own.
    bits += keep
      ? bitsFor(1 + count - (loadedMoved ? 1 : 0))
      : bitsFor(1 + count + (loadedMoved ? 0 : 1));
  }
  return bits;
}

const fieldWidth = new StaticArray<u8>(CARD_SLOTS + MAX_COLUMNS + 1);
const wordUsed = new StaticArray<i32>(MAX_KEY_WORDS);

/** Where a field of `width` bits goes: the first word with room (fields come largest first). */
function placeField(width: i32): i32 {
  if (width == 0) return 0;
  for (let word = 0; word < MAX_KEY_WORDS; word++) {
    const used = wordUsed[word];
    if (used + width <= 64) {
      wordUsed[word] = used + width;
      return (word << 6) | used;
    }
  }
  assert(false, 'a key longer than its room');
  return 0;
}

/** Lays out the keys of the position just loaded (position.ts `saveStart`). */
export function prepareKeys(): void {
  for (let i = 0; i < CARD_SLOTS * PLACES; i++) codeOf[i] = NO_CODE;
  for (let card = 0; card < CARD_SLOTS; card++) loadedColumn[card] = NONE;
  deckLength = 0;
  for (let card = 0; card < CARD_SLOTS; card++) if (isCard(card)) deck[deckLength++] = <u8>card;
  for (let column = 0; column < columnCount; column++) {
    for (let i = 0; i < startLength[column]; i++) {
      const card = <i32>startCards[column * MAX_DEPTH + i];
      loadedColumn[card] = <u8>column;
      loadedIndex[card] = <u8>i;
    }
  }
  // Codes, and which loaded columns keep their face-down counts.
  const downField = CARD_SLOTS;
  for (let column = 0; column < MAX_COLUMNS; column++) {
    downAt[column] = -1;
    downMask[column] = 0;
    fieldWidth[downField + column] = 0;
  }
  for (let column = 0; column < columnCount; column++) {
    if (startDown[column] == 0) continue;
    const keep = faceDownBits(column, true) < faceDownBits(column, false);
    if (keep) fieldWidth[downField + column] = <u8>bitsFor(startDown[column] + 1);
    for (let i = 0; i < startDown[column]; i++) {
      const card = <i32>startCards[column * MAX_DEPTH + i];
      fieldWidth[card] = <u8>giveCodes(card, keep ? ZERO_DOWN_OR_LOADED_PLACE : ZERO_DOWN);
    }
  }
  let talonCards: u64 = 0;
  for (let i = 0; i < startTalonLength; i++) talonCards |= (<u64>1) << (<u64>startTalon[i]);
  homeLength = 0;
  for (let i = 0; i < deckLength; i++) {
    const card = <i32>deck[i];
    const column = <i32>loadedColumn[card];
    if (column == <i32>NONE && ((talonCards >> <u64>card) & 1) == 0)
      homeCards[homeLength++] = <u8>card;
    if (column == <i32>NONE) fieldWidth[card] = <u8>giveCodes(card, ZERO_TALON);
    else if (<i32>loadedIndex[card] >= startDown[column])
      fieldWidth[card] = <u8>giveCodes(card, ZERO_LOADED_PLACE);
  }
  const wasteField = CARD_SLOTS + MAX_COLUMNS;
  fieldWidth[wasteField] = wasteSizeIrrelevant ? 0 : <u8>bitsFor(startTalonLength + 1);
  // The foundations in the lowest bits, then the fields, largest first.
  for (let word = 0; word < MAX_KEY_WORDS; word++) wordUsed[word] = 0;
  wordUsed[0] = MAX_SUITS * FOUNDATION_BITS;
  for (let width = 8; width >= 1; width--) {
    for (let i = 0; i < deckLength; i++) {
      const card = <i32>deck[i];
      if (<i32>fieldWidth[card] == width) codeAt[card] = <u16>placeField(width);
    }
    for (let column = 0; column < columnCount; column++) {
      if (<i32>fieldWidth[downField + column] == width) downAt[column] = placeField(width);
    }
    if (<i32>fieldWidth[wasteField] == width) wasteAt = placeField(width);
  }
  for (let i = 0; i < deckLength; i++) {
    const card = <i32>deck[i];
    const width = <i32>fieldWidth[card];
    if (width == 0) codeAt[card] = 0;
    const mask: i32 = (1 << width) - 1;
    codeMask[card] = <u8>mask;
  }
  for (let column = 0; column < columnCount; column++)
    downMask[column] = (1 << (<i32>fieldWidth[downField + column])) - 1;
  wasteMask = (1 << (<i32>fieldWidth[wasteField])) - 1;
  if (wasteMask == 0) wasteAt = 0;
  let words = 1;
  while (words < MAX_KEY_WORDS && wordUsed[words] > 0) words++;
  setKeyLength(words << 3);
  writeFieldsByScan(changetype<usize>(keyWords));
  for (let word = 0; word < MAX_KEY_WORDS; word++) startKeyWords[word] = keyWords[word];
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

/** Sets the field at `at` (`word << 6 | shift`) of the key at `out`, zero until now, to `value`. */
@inline
function setField(out: usize, at: i32, value: i32): void {
  const word = out + ((<usize>(at >> 6)) << 3);
  store<u64>(word, load<u64>(word) | ((<u64>value) << (<u64>(at & 63))));
}

@inline
function field(key: usize, at: i32, mask: i32): i32 {
  return <i32>(load<u64>(key + ((<usize>(at >> 6)) << 3)) >> <u64>(at & 63)) & mask;
}

/**
 * Writes the key's fields but the waste's size from the cards (`keyWords` as key-codes.ts
 * keeps it, and the debug build's check of it): `MAX_KEY_WORDS` words at `out`.
 */
function writeFieldsByScan(out: usize): void {
  let foundations: u64 = 0;
  for (let suit = 0; suit < MAX_SUITS; suit++)
    foundations |= (<u64>foundationRank[suit]) << (<u64>(suit * FOUNDATION_BITS));
  store<u64>(out, foundations);
  for (let word = 1; word < MAX_KEY_WORDS; word++) store<u64>(out + ((<usize>word) << 3), 0);
  for (let column = 0; column < columnCount; column++) {
    const length = columnLength[column];
    if (length == 0) continue;
    const down = columnDown[column];
    const base = column * MAX_DEPTH;
    let place = PLACE_BOTTOM;
    if (down > 0) {
      // A column with a face-down card is its loaded column: its bottom never moved.
      const at = downAt[<i32>loadedColumn[<i32>columnCards[base]]];
      if (at >= 0) setField(out, at, down);
      place = <i32>columnCards[base + down - 1];
    }
    for (let i = down; i < length; i++) {
      const card = <i32>columnCards[base + i];
      const code = codeOf[card * PLACES + place];
      assert(code != NO_CODE, 'a card lies where the key has no code for it');
      setField(out, <i32>codeAt[card], code);
      place = card;
    }
  }
}

const scanScratch = new StaticArray<u64>(MAX_KEY_WORDS);

/** Whether `keyWords` are the fields of the position (the debug build's check). */
export function keyWordsByScanAgree(): bool {
  writeFieldsByScan(changetype<usize>(scanScratch));
  for (let word = 0; word < MAX_KEY_WORDS; word++) {
    if (scanScratch[word] != keyWords[word]) return false;
  }
  return true;
}

/** The waste's field: its size where it matters, at its place in its word. */
@inline
function wasteField(): u64 {
  return (<u64>keyedWasteSize()) << (<u64>(wasteAt & 63));
}

export function writeKey(out: usize): void {
  const wasteWord = wasteAt >> 6;
  const waste = wasteField();
  for (let word = 0; word < keyBytes >> 3; word++) {
    const fields = unchecked(keyWords[word]);
    store<u64>(out + ((<usize>word) << 3), word == wasteWord ? fields | waste : fields);
  }
}

/** Whether the key at `key` is the current position's. */
export function isKey(key: usize): bool {
  const wasteWord = wasteAt >> 6;
  const waste = wasteField();
  for (let word = 0; word < keyBytes >> 3; word++) {
    const fields = unchecked(keyWords[word]);
    if (load<u64>(key + ((<usize>word) << 3)) != (word == wasteWord ? fields | waste : fields))
      return false;
  }
  return true;
}

/** The face-up card lying on each card (NONE for none), while a key is read. */
const above = new StaticArray<u8>(CARD_SLOTS);
/** A column being read, with a word of room for `fillColumn`'s loads. */
const columnScratch = new StaticArray<u8>(MAX_DEPTH + 8);
/** Each loaded column's face-down count, while a key is read. */
const downOf = new StaticArray<i32>(MAX_COLUMNS);

/** A card's code in `keyWords`. */
@inline
function codeNow(card: i32): i32 {
  const at = <i32>unchecked(codeAt[card]);
  return <i32>(unchecked(keyWords[at >> 6]) >> <u64>(at & 63)) & <i32>unchecked(codeMask[card]);
}

/**
 * Notes, while a key is read, that face-up `card` lies on `place`; returns its bit where
 * that is the bottom of a column (for the caller's set of bottom cards), 0 otherwise.
 */
@inline
function lay(card: i32, place: i32): u64 {
  if (place == PLACE_BOTTOM) return (<u64>1) << (<u64>card);
  unchecked((above[place] = <u8>card));
  return 0;
}

/** Sets the current position from a key (columns by their bottom cards), with an empty undo record. */
export function readKey(key: usize): void {
  clearPosition();
  const foundations = load<u64>(key);
  for (let suit = 0; suit < MAX_SUITS; suit++)
    setFoundation(suit, <i32>((foundations >> <u64>(suit * FOUNDATION_BITS)) & 15));
  // The position's fields are the key's but the waste's size (set after the foundations,
  // which keep theirs), and the codes are read from there.
  setWasteSize(field(key, wasteAt, wasteMask));
  const wasteWord = wasteAt >> 6;
  const waste = (<u64>wasteMask) << (<u64>(wasteAt & 63));
  for (let word = 0; word < keyBytes >> 3; word++) {
    const fields = load<u64>(key + ((<usize>word) << 3));
    unchecked((keyWords[word] = word == wasteWord ? fields & ~waste : fields));
  }
  const aboveAt = changetype<usize>(above);
  for (let at: usize = 0; at < <usize>CARD_SLOTS; at += 8) store<u64>(aboveAt + at, -1);
  // The cards at the bottom of a column, one bit each.
  let bottoms: u64 = 0;
  // The stock and waste in their order, and the cards they lent the table.
  for (let i = 0; i < startTalonLength; i++) {
    const card = <i32>unchecked(startTalon[i]);
    const code = codeNow(card);
    if (code != 0) bottoms |= lay(card, <i32>unchecked(placeOfCode[card * CODES_PER_CARD + code]));
    else if (!isHome(card)) pushTalon(card);
  }
  for (let i = 0; i < homeLength; i++) {
    const card = <i32>unchecked(homeCards[i]);
    const code = codeNow(card);
    if (code != 0) bottoms |= lay(card, <i32>unchecked(placeOfCode[card * CODES_PER_CARD + code]));
  }
  for (let column = 0; column < columnCount; column++) {
    const base = column * MAX_DEPTH;
    const at = unchecked(downAt[column]);
    let down = 0;
    if (at >= 0) {
      down = <i32>(unchecked(keyWords[at >> 6]) >> <u64>(at & 63)) & unchecked(downMask[column]);
    } else {
      // Code 0 is face down or home, and face-down cards lie below every other.
      const most = unchecked(startDown[column]);
      while (down < most) {
        const card = <i32>unchecked(startCards[base + down]);
        if (codeNow(card) != 0 || isHome(card)) break;
        down++;
      }
    }
    unchecked((downOf[column] = down));
    if (down > 0) bottoms |= (<u64>1) << (<u64>unchecked(startCards[base]));
    let place = down == 0 ? PLACE_BOTTOM : <i32>unchecked(startCards[base + down - 1]);
    for (let i = down; i < unchecked(startLength[column]); i++) {
      const card = <i32>unchecked(startCards[base + i]);
      const code = codeNow(card);
      if (code != 0)
        bottoms |= lay(card, <i32>unchecked(placeOfCode[card * CODES_PER_CARD + code]));
      else if (!isHome(card)) bottoms |= lay(card, place);
      place = card;
    }
  }
  const built = changetype<usize>(columnScratch);
  let column = 0;
  for (; bottoms != 0; bottoms &= bottoms - 1) {
    const bottom = <i32>ctz(bottoms);
    const loaded = <i32>unchecked(loadedColumn[bottom]);
    const down =
      loaded != <i32>NONE && unchecked(loadedIndex[bottom]) == 0 ? unchecked(downOf[loaded]) : 0;
    let top = bottom;
    let length = 1;
    if (down > 0) {
      // A word at a time: the loaded column's room (MAX_DEPTH, whole words) has the bytes
      // past its face-down cards, and `columnScratch` a word of room past a column.
      const loadedCards = changetype<usize>(startCards) + <usize>(loaded * MAX_DEPTH);
      for (let i = 0; i < down; i += 8)
        store<u64>(built + <usize>i, load<u64>(loadedCards + <usize>i));
      top = <i32>load<u8>(loadedCards + <usize>(down - 1));
      length = down;
    } else store<u8>(built, <u8>bottom);
    for (
      let card = <i32>unchecked(above[top]);
      card != <i32>NONE;
      card = <i32>unchecked(above[card])
    ) {
      store<u8>(built + <usize>length, <u8>card);
      length++;
    }
    fillColumn(column++, built, length, down);
  }
  // Read back, the position has the key's fields and writes the same key: no two positions share one.
  if (!ASC_NO_ASSERT) assert(keyWordsByScanAgree() && isKey(key), 'a key read back is another');
}

/** Cards home in the position of a key: the foundations' ranks. */
export function homeOfKey(key: usize): i32 {
  const foundations = <u32>load<u64>(key);
  let home = 0;
  for (let suit = 0; suit < MAX_SUITS; suit++)
    home += <i32>((foundations >> <u32>(suit * FOUNDATION_BITS)) & 15);
  return home;
}
