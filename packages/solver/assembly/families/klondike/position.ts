/**
 * The klondike family's position: columns whose lowest cards lie face down, the stock and
 * the waste, and the foundations; changed in place by `make` and taken back by `unmakeTo`
 * from the undo record (core/undo.ts). No allocation and no copying per move.
 *
 * The stock and waste are kept as one row, the *talon*: the waste bottom first, then the
 * stock in the order it will be drawn. The first `wasteSize` cards are the waste (its top
 * is `talon[wasteSize - 1]`); a draw only moves the split (`wasteSize += drawCount`, at
 * most the row's length), and turning the waste over sets it back to 0, since the waste
 * turned face down is the stock drawn from its old bottom card. Playing the waste's top
 * card takes it out of the row.
 *
 * A move is a u32 `from | to << 5 | count << 10 | reach << 16`:
 * - from a column (0..15), `count` cards onto a column or (count 1) to PILE_FOUNDATION;
 * - from PILE_TALON: draw (turning the waste over where needed) until the waste holds
 *   `reach` cards, then play its top card (`talon[reach - 1]`); see `talonReach` in
 *   movegen.ts for the waste sizes a run of draws can reach;
 * - from PILE_FOUNDATION + suit: that foundation's top card down onto a column.
 * The undo word is the move with the waste size before it (bits 22..28) and whether the
 * move turned a face-down card up (bit 31). Every change keeps `positionHash` (hash.ts)
 * and the key's fields (key-codes.ts), but for the face-down cards of `pushCard` and for
 * `fillColumn`, which only loading and reading a key use (key.ts sets the fields afresh
 * after them).
 */
import { forgetUndo, popUndo, pushUndo, undoRoom, undoTop } from '../../core/undo';
import {
  buildsOn,
  CARD_SLOTS,
  cardBit,
  cardCount,
  MAX_COLUMNS,
  MAX_DEPTH,
  MAX_SUITS,
  MAX_TALON,
  rankOf,
  safeBelow,
  suitCount,
  suitOf,
} from './config';
import { cardOn, flipChange, inTalon, moveChange, PLACE_BOTTOM, upOn } from './hash';
import { keyFlipped, keyHome, keyMoved, keyPlaced, restoreStartKeyWords } from './key-codes';

export const PILE_TALON: i32 = 16;
export const PILE_FOUNDATION: i32 = 24;

/** Every card of each column, face-down ones first. */
export const columnCards = new StaticArray<u8>(MAX_COLUMNS * MAX_DEPTH);
export const columnLength = new StaticArray<i32>(MAX_COLUMNS);
/** How many of a column's lowest cards lie face down. */
export const columnDown = new StaticArray<i32>(MAX_COLUMNS);
export const foundationRank = new StaticArray<i32>(MAX_SUITS);
export const talon = new StaticArray<u8>(MAX_TALON);
export let talonLength: i32 = 0;
export let wasteSize: i32 = 0;
export let cardsHome: i32 = 0;
/** Face-down cards on the table: the score reads it. */
export let cardsDown: i32 = 0;
/**
 * Per card, the card it lies on when both are face up and it builds on it (floating.ts
 * reads it), else 0: every change keeps it, as it keeps the hash. `tableCode` below holds
 * the same facts, but reading them there takes two codes and a `buildsOn` look-up, and
 * floating.ts asks on its hot paths (RESULTS.md has the count).
 */
export const restingOn = new StaticArray<u8>(CARD_SLOTS);
const startRestingOn = new StaticArray<u8>(CARD_SLOTS);

/**
 * The table as the lost-table test reads it (stuck.ts, tables-seen.ts): per card, 0 off
 * the table, else ON_TABLE, FACE_DOWN where it lies face down, and the card it lies on (0
 * at a column's bottom); per column its cards, and the face-down cards, one bit each. With
 * them, where each card lies (`placeOf`, for floating runs). Every change keeps them, as
 * it keeps the hash: the test runs on most children, and reading the columns afresh for
 * it cost as much as a third of the test.
 */
export const tableCode = new StaticArray<u8>(CARD_SLOTS);
const ON_TABLE: u8 = 0x80;
const FACE_DOWN: u8 = 0x40;
const UNDER_MASK: u8 = 0x3f;
export const columnSet = new StaticArray<u64>(MAX_COLUMNS);
export let faceDownSet: u64 = 0;
/** Per card on the table, where it lies: `column << 8 | index` (stale off the table). */
const cardPlace = new StaticArray<u16>(CARD_SLOTS);
const startTableCode = new StaticArray<u8>(CARD_SLOTS);
const startCardPlace = new StaticArray<u16>(CARD_SLOTS);
const startColumnSet = new StaticArray<u64>(MAX_COLUMNS);
let startFaceDownSet: u64 = 0;

/** The card under `card` on the table (0 at a column's bottom or off the table). */
@inline
export function cardUnder(card: i32): i32 {
  return <i32>(unchecked(tableCode[card]) & UNDER_MASK);
}

/** Where the face-up `card` lies: `column << 8 | index`, or -1 where it lies elsewhere. */
@inline
export function placeOf(card: i32): i32 {
  return (unchecked(tableCode[card]) & (ON_TABLE | FACE_DOWN)) == ON_TABLE
    ? <i32>unchecked(cardPlace[card])
    : -1;
}

/** Sets `card`'s code: on the table, lying on `place` (a card or the bottom, hash.ts). */
@inline
function placeCode(card: i32, place: i32, down: bool): void {
  const under: u8 = place == PLACE_BOTTOM ? 0 : <u8>place;
  unchecked((tableCode[card] = ON_TABLE | (down ? FACE_DOWN : 0) | under));
}

/** What `card`, face up, rests on when it lies on `place` (a card or the bottom). */
@inline
function restsOn(card: i32, place: i32): u8 {
  return <u8>(place < CARD_SLOTS && buildsOn(card, place) ? place : 0);
}

/** The hash of the table and talon (hash.ts), which every change updates. */
export let positionHash: u64 = 0;
/** The stock and waste's part of `positionHash`, kept with it for `tableHash`. */
let talonHash: u64 = 0;
/** The cards of the stock and waste, one bit each (config.ts `cardBit`). */
export let talonSet: u64 = 0;

const FLIPPED: u32 = 0x80000000;

@inline
export function encodeMove(from: i32, to: i32, count: i32, reach: i32): u32 {
  return <u32>(from | (to << 5) | (count << 10) | (reach << 16));
}

/**
 * The bits of a plain move (`encodeMove`'s fields: 5 + 5 + 6 + 6). Above them, an undo word
 * keeps the waste's size, and a move in two parts its field and flag.
 */
const PLAIN_MOVE_BITS: u32 = 22;
const PLAIN_MOVE_MASK: u32 = (1 << PLAIN_MOVE_BITS) - 1;

/** Whether `move` is plain (`encodeMove`): not in two parts, nor compound (floating.ts). */
@inline
export function isPlainMove(move: u32): bool {
  return (move & ~PLAIN_MOVE_MASK) == 0;
}

/**
 * A move in two parts (returns.ts RETURN_FIRST, talon-plays.ts TALON_FIRST): first a card
 * onto a column, from a foundation or the stock and waste, then `second`, a plain move
 * that puts a card on it. `flag` says which first part, `field` (bits 22..27) what it
 * needs: the foundation, or the waste size.
 */
@inline
export function twoPartMove(flag: u32, field: i32, second: u32): u32 {
  return second | flag | ((<u32>field) << PLAIN_MOVE_BITS);
}

/** The field of a move in two parts (`twoPartMove`). */
@inline
export function firstPartField(move: u32): i32 {
  return <i32>((move >> PLAIN_MOVE_BITS) & 63);
}

/** The second move of a move in two parts (`twoPartMove`); a plain move itself. */
@inline
export function secondMoveOf(move: u32): u32 {
  return move & PLAIN_MOVE_MASK;
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
export function moveReach(move: u32): i32 {
  return <i32>((move >> 16) & 63);
}

/** Whether the move whose undo word is `undo` turned a face-down card up. */
@inline
export function turnedCardUp(undo: u32): bool {
  return (undo & FLIPPED) != 0;
}

/** The move an undo word records (`make`). */
@inline
export function recordedMove(undo: u32): u32 {
  return undo & PLAIN_MOVE_MASK;
}

/** The waste's size before the move an undo word records (`make`), kept above the move. */
@inline
export function wasteSizeBefore(undo: u32): i32 {
  return <i32>((undo >> PLAIN_MOVE_BITS) & 127);
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

/** What the card at `index` of `column` lies on (hash.ts): the card below, or the bottom. */
@inline
function placeAt(column: i32, index: i32): i32 {
  return index == 0 ? PLACE_BOTTOM : cardAt(column, index - 1);
}

/** Moves `count` cards from `from` (its cards from `start` up) onto `to`, which keep their places but the first's. */
@inline
function carry(from: i32, start: i32, to: i32, count: i32): void {
  const length = unchecked(columnLength[to]);
  const source = from * MAX_DEPTH + start;
  const target = to * MAX_DEPTH + length;
  let moved: u64 = 0;
  for (let i = 0; i < count; i++) {
    const card = unchecked(columnCards[source + i]);
    moved |= cardBit(<i32>card);
    unchecked((columnCards[target + i] = card));
    unchecked((cardPlace[card] = <u16>((to << 8) | (length + i))));
  }
  unchecked((columnLength[to] = length + count));
  unchecked((columnSet[from] = columnSet[from] & ~moved));
  unchecked((columnSet[to] = columnSet[to] | moved));
}

export function clearPosition(): void {
  for (let column = 0; column < MAX_COLUMNS; column++) {
    unchecked((columnLength[column] = 0));
    unchecked((columnDown[column] = 0));
    unchecked((columnSet[column] = 0));
  }
  faceDownSet = 0;
  for (let suit = 0; suit < MAX_SUITS; suit++) unchecked((foundationRank[suit] = 0));
  talonLength = 0;
  wasteSize = 0;
  cardsHome = 0;
  cardsDown = 0;
  positionHash = 0;
  talonHash = 0;
  talonSet = 0;
  for (let card = 0; card < CARD_SLOTS; card++) {
    unchecked((restingOn[card] = 0));
    unchecked((tableCode[card] = 0));
  }
  forgetUndo();
}

export function setFoundation(suit: i32, rank: i32): void {
  keyHome(suit, rank - unchecked(foundationRank[suit]));
  cardsHome += rank - unchecked(foundationRank[suit]);
  unchecked((foundationRank[suit] = rank));
}

/** Puts a card on a column; `down`: face down (only below every face-up card). */
export function pushCard(column: i32, card: i32, down: bool): void {
  const length = unchecked(columnLength[column]);
  const place = placeAt(column, length);
  positionHash += cardOn(card, place, down);
  if (!down) keyPlaced(card, place);
  // A face-up card lies face up on the top only where the top is face up.
  const faceUp = !down && length > unchecked(columnDown[column]);
  unchecked((restingOn[card] = faceUp ? restsOn(card, place) : 0));
  placeCode(card, place, down);
  unchecked((cardPlace[card] = <u16>((column << 8) | length)));
  unchecked((columnSet[column] = columnSet[column] | cardBit(card)));
  unchecked((columnCards[column * MAX_DEPTH + length] = <u8>card));
  unchecked((columnLength[column] = length + 1));
  if (down) {
    unchecked((columnDown[column] = columnDown[column] + 1));
    faceDownSet |= cardBit(card);
    cardsDown++;
  }
}

/**
 * Sets empty `column` to the `length` cards at `cards` (bottom first), the lowest `down`
 * of them face down, leaving the key's fields to the caller (key.ts `readKey`). Copies
 * eight cards a load, so it reads up to 7 bytes past the cards (the caller's buffer has
 * room for that) and writes no further than the column's room (MAX_DEPTH, whole words).
 */
export function fillColumn(column: i32, cards: usize, length: i32, down: i32): void {
  const base = changetype<usize>(columnCards) + <usize>(column * MAX_DEPTH);
  for (let i = 0; i < length; i += 8) store<u64>(base + <usize>i, load<u64>(cards + <usize>i));
  let hash: u64 = 0;
  let place = PLACE_BOTTOM;
  let inColumn: u64 = 0;
  for (let i = 0; i < length; i++) {
    const card = <i32>load<u8>(base + <usize>i);
    hash += cardOn(card, place, i < down);
    unchecked((restingOn[card] = i > down ? restsOn(card, place) : 0));
    placeCode(card, place, i < down);
    unchecked((cardPlace[card] = <u16>((column << 8) | i)));
    inColumn |= cardBit(card);
    if (i == down - 1) faceDownSet |= inColumn;
    place = card;
  }
  unchecked((columnSet[column] = inColumn));
  positionHash += hash;
  unchecked((columnLength[column] = length));
  unchecked((columnDown[column] = down));
  cardsDown += down;
}

export function pushTalon(card: i32): void {
  positionHash += inTalon(card);
  talonHash += inTalon(card);
  talonSet |= cardBit(card);
  unchecked((talon[talonLength++] = <u8>card));
}

export function setWasteSize(size: i32): void {
  wasteSize = size;
}

/** Plays a generated move, keeping what `unmakeTo` needs. False when the undo record is full. */
export function make(move: u32): bool {
  if (!undoRoom(1)) return false;
  const from = moveFrom(move);
  const to = moveTo(move);
  const count = moveCount(move);
  let undo = move | ((<u32>wasteSize) << PLAIN_MOVE_BITS);
  let card: i32;
  if (from < PILE_TALON) {
    const length = unchecked(columnLength[from]) - count;
    card = cardAt(from, length);
    const place = placeAt(from, length);
    if (to < PILE_TALON) {
      const onto = placeAt(to, unchecked(columnLength[to]));
      positionHash += moveChange(card, place, onto);
      keyMoved(card, place, onto);
      unchecked((restingOn[card] = restsOn(card, onto)));
      placeCode(card, onto, false);
      carry(from, length, to, count);
    } else {
      positionHash -= upOn(card, place);
      keyPlaced(card, place);
      unchecked((restingOn[card] = 0));
      unchecked((tableCode[card] = 0));
      unchecked((columnSet[from] = columnSet[from] & ~cardBit(card)));
    }
    unchecked((columnLength[from] = length));
    if (length > 0 && length == unchecked(columnDown[from])) {
      unchecked((columnDown[from] = length - 1));
      cardsDown--;
      const flipped = cardAt(from, length - 1);
      const under = placeAt(from, length - 1);
      unchecked((tableCode[flipped] = tableCode[flipped] & ~FACE_DOWN));
      faceDownSet &= ~cardBit(flipped);
      positionHash += flipChange(flipped, under);
      keyFlipped(flipped, under, cardAt(from, 0), length);
      undo |= FLIPPED;
    }
  } else if (from == PILE_TALON) {
    const index = moveReach(move) - 1;
    card = <i32>unchecked(talon[index]);
    positionHash -= inTalon(card);
    talonHash -= inTalon(card);
    talonSet &= ~cardBit(card);
    talonLength--;
    for (let i = index; i < talonLength; i++) unchecked((talon[i] = talon[i + 1]));
    wasteSize = index;
    if (to < PILE_TALON) pushCard(to, card, false);
  } else {
    const suit = from - PILE_FOUNDATION;
    const rank = unchecked(foundationRank[suit]);
    card = (suit << 4) | rank;
    unchecked((foundationRank[suit] = rank - 1));
    keyHome(suit, -1);
    cardsHome--;
    pushCard(to, card, false);
  }
  if (to >= PILE_FOUNDATION) {
    unchecked((foundationRank[suitOf(card)] = rankOf(card)));
    keyHome(suitOf(card), 1);
    cardsHome++;
  }
  pushUndo(undo);
  return true;
}

/** Takes back moves until the undo record is `mark` high again. */
export function unmakeTo(mark: i32): void {
  while (undoTop > mark) {
    const undo = popUndo();
    const from = moveFrom(undo);
    const to = moveTo(undo);
    const count = moveCount(undo);
    // The cards the move put down, taken back up: `card` is the lowest of them.
    let card: i32;
    if (to >= PILE_FOUNDATION) {
      const suit = to - PILE_FOUNDATION;
      const rank = unchecked(foundationRank[suit]);
      card = (suit << 4) | rank;
      unchecked((foundationRank[suit] = rank - 1));
      keyHome(suit, -1);
      cardsHome--;
    } else {
      const length = unchecked(columnLength[to]) - count;
      card = cardAt(to, length);
      unchecked((columnLength[to] = length));
      const place = placeAt(to, length);
      positionHash -= upOn(card, place);
      keyPlaced(card, place);
      // From the talon or a foundation, the card leaves the table (a column's carry below
      // puts the run back).
      if (from >= PILE_TALON) {
        unchecked((tableCode[card] = 0));
        unchecked((columnSet[to] = columnSet[to] & ~cardBit(card)));
      }
    }
    if (from < PILE_TALON) {
      const length = unchecked(columnLength[from]);
      if ((undo & FLIPPED) != 0) {
        unchecked((columnDown[from] = columnDown[from] + 1));
        cardsDown++;
        const flipped = cardAt(from, length - 1);
        const under = placeAt(from, length - 1);
        unchecked((tableCode[flipped] = tableCode[flipped] | FACE_DOWN));
        faceDownSet |= cardBit(flipped);
        positionHash -= flipChange(flipped, under);
        keyFlipped(flipped, under, cardAt(from, 0), length);
      }
      const place = placeAt(from, length);
      positionHash += upOn(card, place);
      keyPlaced(card, place);
      unchecked(
        (restingOn[card] = length > unchecked(columnDown[from]) ? restsOn(card, place) : 0),
      );
      placeCode(card, place, false);
      if (to < PILE_TALON) {
        carry(to, unchecked(columnLength[to]), from, count);
      } else {
        unchecked((columnCards[from * MAX_DEPTH + length] = <u8>card));
        unchecked((columnLength[from] = length + 1));
        unchecked((columnSet[from] = columnSet[from] | cardBit(card)));
        unchecked((cardPlace[card] = <u16>((from << 8) | length)));
      }
    } else if (from == PILE_TALON) {
      unchecked((restingOn[card] = 0));
      positionHash += inTalon(card);
      talonHash += inTalon(card);
      talonSet |= cardBit(card);
      const index = moveReach(undo) - 1;
      for (let i = talonLength; i > index; i--) unchecked((talon[i] = talon[i - 1]));
      unchecked((talon[index] = <u8>card));
      talonLength++;
      wasteSize = wasteSizeBefore(undo);
    } else {
      unchecked((restingOn[card] = 0));
      const suit = from - PILE_FOUNDATION;
      unchecked((foundationRank[suit] = foundationRank[suit] + 1));
      keyHome(suit, 1);
      cardsHome++;
    }
  }
}

/** Whether `card` is the next card its foundation needs. */
@inline
export function canGoHome(card: i32): bool {
  return unchecked(foundationRank[suitOf(card)]) + 1 == rankOf(card);
}

/** Whether `card` lies on its foundation. */
@inline
export function isHome(card: i32): bool {
  return rankOf(card) <= unchecked(foundationRank[suitOf(card)]);
}

/**
 * Whether sending `card` (X, the next card of its foundation, on top of a column or of
 * the waste, or with one card a draw anywhere in the stock and waste) home can never turn
 * a winnable position P into a lost one. Let S be the
 * smallest set of cards holding X that holds, with any card, every lower card of its suit
 * and every card that could be built on it (config.ts `safeRanks`). X is safe when every
 * card of S but X is home in P.
 *
 * Proof. Take a winning line W from P, and let P' be P with X home. Build W' from P' by
 * playing W's moves, leaving out every move of a card of S (and a draw that turns X up,
 * below). Throughout W, the cards of S on the table lie on top of the others: in P only X
 * is out, on top; a card of S comes back out only from a foundation (Klondike), onto a
 * card it builds on or an empty column; and what is put on a card of S builds on it, so
 * belongs to S (in Klondike a run moves only if built, so every card of it builds on the
 * one below; in Australian Patience, where any group moves, nothing leaves a foundation,
 * so no card of S but X is ever out, and nothing is built on X). So each position of W'
 * is W's with the cards of S taken off the tops of columns and the waste and put home,
 * and every kept move stays legal: a run whose base is not in S moves without the cards
 * of S on it (still built, the same base on the same destination); a destination is a
 * card not in S or an empty column, the same in W'; the foundations of W' hold W's and the
 * cards of S, which are the lowest of their suits, so a card not in S goes up or comes
 * down where W had it do so; a card that W turns face up when the last face-up card of
 * its column leaves turns up in W' when the same card leaves (or at once, when it was X;
 * a face-up card only adds moves). X may lie on the waste or in the stock in P: with one
 * card a draw, W' leaves out the draws that turn X up and the waste turned over when it
 * holds X alone, and its stock and waste are always W's less X, in the same order (a draw
 * moves one card, X or the same card in W'), so the waste's top is W's but where that is
 * X, which only W's moves of X, left out, play. (With three cards a draw, taking X out
 * of the talon changes which cards the draws reach: there only column cards are sent
 * home this way.) W ends with every card home, so W' does too.
 */
@inline
export function isSafeHome(card: i32): bool {
  const need = unchecked(safeBelow[card]);
  for (let suit = 0; suit < suitCount; suit++) {
    if (unchecked(foundationRank[suit]) < <i32>((need >> (suit * 8)) & 0xff)) return false;
  }
  return true;
}

export function isWon(): bool {
  return cardsHome == cardCount;
}

/** The position as loaded: the keys (key.ts) describe positions against it. */
export const startCards = new StaticArray<u8>(MAX_COLUMNS * MAX_DEPTH);
export const startLength = new StaticArray<i32>(MAX_COLUMNS);
export const startDown = new StaticArray<i32>(MAX_COLUMNS);
const startFoundation = new StaticArray<i32>(MAX_SUITS);
/** The talon as loaded: a key's talon bits say which of these cards are left. */
export const startTalon = new StaticArray<u8>(MAX_TALON);
export let startTalonLength: i32 = 0;
let startWaste: i32 = 0;
let startHome: i32 = 0;
let startDownTotal: i32 = 0;
let startHash: u64 = 0;
let startTalonHash: u64 = 0;
let startTalonSet: u64 = 0;

/** Keeps the position as given, for `restoreStart` and for the keys' talon bits. */
export function saveStart(): void {
  memory.copy(
    changetype<usize>(startCards),
    changetype<usize>(columnCards),
    MAX_COLUMNS * MAX_DEPTH,
  );
  memory.copy(changetype<usize>(startLength), changetype<usize>(columnLength), MAX_COLUMNS * 4);
  memory.copy(changetype<usize>(startDown), changetype<usize>(columnDown), MAX_COLUMNS * 4);
  memory.copy(changetype<usize>(startFoundation), changetype<usize>(foundationRank), MAX_SUITS * 4);
  memory.copy(changetype<usize>(startTalon), changetype<usize>(talon), MAX_TALON);
  memory.copy(changetype<usize>(startRestingOn), changetype<usize>(restingOn), CARD_SLOTS);
  memory.copy(changetype<usize>(startTableCode), changetype<usize>(tableCode), CARD_SLOTS);
  memory.copy(changetype<usize>(startCardPlace), changetype<usize>(cardPlace), CARD_SLOTS * 2);
  memory.copy(changetype<usize>(startColumnSet), changetype<usize>(columnSet), MAX_COLUMNS * 8);
  startFaceDownSet = faceDownSet;
  startTalonLength = talonLength;
  startWaste = wasteSize;
  startHome = cardsHome;
  startDownTotal = cardsDown;
  startHash = positionHash;
  startTalonHash = talonHash;
  startTalonSet = talonSet;
}

export function restoreStart(): void {
  memory.copy(
    changetype<usize>(columnCards),
    changetype<usize>(startCards),
    MAX_COLUMNS * MAX_DEPTH,
  );
  memory.copy(changetype<usize>(columnLength), changetype<usize>(startLength), MAX_COLUMNS * 4);
  memory.copy(changetype<usize>(columnDown), changetype<usize>(startDown), MAX_COLUMNS * 4);
  memory.copy(changetype<usize>(foundationRank), changetype<usize>(startFoundation), MAX_SUITS * 4);
  memory.copy(changetype<usize>(talon), changetype<usize>(startTalon), MAX_TALON);
  memory.copy(changetype<usize>(restingOn), changetype<usize>(startRestingOn), CARD_SLOTS);
  memory.copy(changetype<usize>(tableCode), changetype<usize>(startTableCode), CARD_SLOTS);
  memory.copy(changetype<usize>(cardPlace), changetype<usize>(startCardPlace), CARD_SLOTS * 2);
  memory.copy(changetype<usize>(columnSet), changetype<usize>(startColumnSet), MAX_COLUMNS * 8);
  faceDownSet = startFaceDownSet;
  talonLength = startTalonLength;
  wasteSize = startWaste;
  cardsHome = startHome;
  cardsDown = startDownTotal;
  positionHash = startHash;
  talonHash = startTalonHash;
  talonSet = startTalonSet;
  restoreStartKeyWords();
  forgetUndo();
}

/** The part of `positionHash` the columns give: less the stock and waste's (home cards add none). */
export function tableHash(): u64 {
  return positionHash - talonHash;
}

/** Where `card` lies in the stock and waste (its waste size there, less one), or -1. */
export function talonIndexOf(card: i32): i32 {
  if ((talonSet & cardBit(card)) == 0) return -1;
  let i = 0;
  while (<i32>unchecked(talon[i]) != card) i++;
  return i;
}

/** Whether `talonHash` and `talonSet` are what the talon's cards give (the debug build's check). */
export function talonAgrees(): bool {
  let hash: u64 = 0;
  let set: u64 = 0;
  for (let i = 0; i < talonLength; i++) {
    const card = <i32>unchecked(talon[i]);
    hash += inTalon(card);
    set |= cardBit(card);
  }
  return hash == talonHash && set == talonSet;
}

/** Whether `restingOn` is what the table says (the debug build's check). */
export function restingOnAgrees(): bool {
  const seen = new StaticArray<u8>(CARD_SLOTS);
  for (let column = 0; column < MAX_COLUMNS; column++) {
    const down = columnDown[column];
    for (let index = 0; index < columnLength[column]; index++) {
      const card = cardAt(column, index);
      seen[card] = index > down ? restsOn(card, placeAt(column, index)) : 0;
    }
  }
  for (let card = 0; card < CARD_SLOTS; card++) if (seen[card] != restingOn[card]) return false;
  return true;
}

/** Whether `tableCode`, `cardPlace`, `columnSet` and `faceDownSet` are what the table says (the debug build's check). */
export function tableCodeAgrees(): bool {
  const code = new StaticArray<u8>(CARD_SLOTS);
  let down: u64 = 0;
  for (let column = 0; column < MAX_COLUMNS; column++) {
    let cards: u64 = 0;
    for (let index = 0; index < columnLength[column]; index++) {
      const card = cardAt(column, index);
      const faceDown = index < columnDown[column];
      code[card] =
        ON_TABLE | (faceDown ? FACE_DOWN : 0) | <u8>(index == 0 ? 0 : cardAt(column, index - 1));
      cards |= cardBit(card);
      if (faceDown) down |= cardBit(card);
      if (cardPlace[card] != <u16>((column << 8) | index)) return false;
    }
    if (cards != columnSet[column]) return false;
  }
  for (let card = 0; card < CARD_SLOTS; card++) if (code[card] != tableCode[card]) return false;
  return down == faceDownSet;
}

/** The hash of the table and talon from their cards alone (the debug build's check of `positionHash`). */
export function hashByScan(): u64 {
  let hash: u64 = 0;
  for (let column = 0; column < MAX_COLUMNS; column++) {
    const down = columnDown[column];
    for (let index = 0; index < columnLength[column]; index++)
      hash += cardOn(cardAt(column, index), placeAt(column, index), index < down);
  }
  for (let i = 0; i < talonLength; i++) hash += inTalon(talon[i]);
  return hash;
}
