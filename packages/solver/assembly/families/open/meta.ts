/**
 * Meta-moves (after Freecell Solver's): one move that does what a player means by "put
 * this on that", parking whatever is in the way. Each is a sequence of legal single-card
 * and run moves, played through `make` one by one, so the undo record, the column
 * features and the safe moves follow as for any move, and a line of meta-moves replays
 * as legal moves. Generated only for the stages whose weights ask for them (the depth-first
 * soft threads): a search over meta-moves alone leaves moves out, so it can win but never
 * prove (a soft thread never claims a proof).
 *
 * - ONTO: a run whose base does not lie on its parent (a maximal built segment of a
 *   column, or a cell card) onto a card it builds on anywhere in another column: first
 *   the cards above that card, then the cards above the run, go one by one into free
 *   cells and then into empty columns; then the run moves, within the run capacity left.
 * - DIG: a covered card home, the cards above it parked the same way.
 * - EMPTY: a cell card into an empty column, and at once a card that builds on it onto
 *   it: another cell card, or a segment of a column with what lies above it parked.
 *
 * The move word: META | kind << 28 | from | to << 5 | count << 10 | a << 16 | b << 22,
 * where for ONTO `a` and `b` are the cards parked from the destination and from the
 * source, for DIG `b` is the cards parked, and for EMPTY `a` is the second source pile
 * (a column, or PILE_CELL + cell) and `b` the cards parked from it.
 */
import { FIXED_HEADER, setFixedLength } from '../../core/fixed';
import { moveBuffer } from '../../core/moves';
import { NO_MOVE } from '../../search/game';
import { ERR_REPLAY, ERR_SOLUTION_TOO_LONG } from '../../status';
import {
  buildersOf,
  cellCount,
  columnCount,
  emptyColumnRank,
  MAX_COLUMNS,
  MAX_DEPTH,
  PILE_CELL,
  PILE_FOUNDATION,
  parentsOf,
  rankCount,
  rankOf,
  sameSuitBuilding,
  suitCount,
  suitOf,
} from './config';
import { cardSlot, segmentBaseAt } from './features';
import { describeMove } from './moves';
import {
  canGoHome,
  cardAt,
  cellCardBits,
  cellCards,
  columnLength,
  columnTop,
  emptyColumnCount,
  encodeMove,
  firstFreeCell,
  foundationRank,
  freeCellCount,
  isSafeHome,
  make,
  playSafeMoves,
  safeMoveWaiting,
  segmentBasesAreCurrent,
  usedCellCount,
} from './position';

export const META: u32 = 1 << 31;
export const KIND_ONTO: u32 = 1;
export const KIND_DIG: u32 = 2;
export const KIND_EMPTY: u32 = 3;

/** Canonical meta-moves: count 0 (never 0 for a card move), the kind in the lift field. */
const CANONICAL_COUNT_SHIFT: u32 = 13;
const CANONICAL_KIND_SHIFT: u32 = 18;
/** As in moves.ts: the foundation as a card move's destination. */
const DEST_FOUNDATION: i32 = 66;

/** Which moves the searches generate (a stage's weight W_MOVE_SET, score.ts). */
export const CARD_MOVES: i32 = 0;
export const META_ALONE: i32 = 1;
export const META_ALSO: i32 = 2;
export let moveSet: i32 = CARD_MOVES;

export function setMoveSet(set: i32): void {
  moveSet = set;
}

@inline
export function isMeta(move: u32): bool {
  return (move & META) != 0;
}

@inline
export function isMetaCanonical(canonical: u32): bool {
  return ((canonical >> CANONICAL_COUNT_SHIFT) & 31) == 0;
}

@inline
export function kindOf(move: u32): u32 {
  return (move >> 28) & 3;
}

@inline
function encodeMeta(kind: u32, from: i32, to: i32, count: i32, a: i32, b: i32): u32 {
  return META | (kind << 28) | <u32>(from | (to << 5) | (count << 10) | (a << 16) | (b << 22));
}

@inline
export function fieldFrom(move: u32): i32 {
  return <i32>(move & 31);
}
@inline
export function fieldTo(move: u32): i32 {
  return <i32>((move >> 5) & 31);
}
@inline
export function fieldCount(move: u32): i32 {
  return <i32>((move >> 10) & 63);
}
@inline
export function fieldA(move: u32): i32 {
  return <i32>((move >> 16) & 63);
}
@inline
export function fieldB(move: u32): i32 {
  return <i32>((move >> 22) & 63);
}

/** Empty columns may hold parked cards only when they take any card. */
@inline
function parkingColumns(emptyColumns: i32): i32 {
  return emptyColumnRank == 0 ? emptyColumns : 0;
}

/** Whether `parked` cards fit in the free space and a run of `run` cards can still move. */
@inline
function fits(parked: i32, run: i32, freeCells: i32, emptyColumns: i32, ontoEmpty: bool): bool {
  const inCells = parked < freeCells ? parked : freeCells;
  const inColumns = parked - inCells;
  const columnsLeft = parkingColumns(emptyColumns) - inColumns;
  if (columnsLeft < 0) return false;
  const usable = ontoEmpty ? columnsLeft - 1 : columnsLeft;
  return run <= (freeCells - inCells + 1) << (usable < 0 ? 0 : usable);
}

/** The column holding `card`, with its index (column * MAX_DEPTH + index), or -1. */
@inline
function slotOf(card: i32): i32 {
  const slot = <i32>unchecked(cardSlot[card]);
  const column = slot / MAX_DEPTH;
  const index = slot % MAX_DEPTH;
  return index < unchecked(columnLength[column]) && cardAt(column, index) == card ? slot : -1;
}

function firstEmptyColumn(): i32 {
  for (let column = 0; column < columnCount; column++)
    if (unchecked(columnLength[column]) == 0) return column;
  return -1;
}

/**
 * The cards lying in a column under at most as many cards as can be parked, one bit per
 * card (`findReachable`): an ONTO move onto a card can be played only if the card is one
 * of them (with more above it, `fits` refuses it).
 */
let reachable: u64 = 0;

function findReachable(parking: i32): void {
  let cards: u64 = 0;
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    let index = length - 1 - parking;
    if (index < 0) index = 0;
    for (; index < length; index++) cards |= (<u64>1) << (<u64>cardAt(column, index));
  }
  reachable = cards;
}

/** A mask of suits (bit s) spread to one bit per suit at s * 16, as cards are numbered. */
const SUIT_BITS: StaticArray<u64> = [
  0x0, 0x1, 0x10000, 0x10001, 0x100000000, 0x100000001, 0x100010000, 0x100010001, 0x1000000000000,
  0x1000000000001, 0x1000000010000, 0x1000000010001, 0x1000100000000, 0x1000100000001,
  0x1000100010000, 0x1000100010001,
];

/** Per column, the index of its topmost card that can go home, or -1 (`findHomeCards`). */
const HOME_INDEX_AT = memory.data(FIXED_HEADER + MAX_COLUMNS * 4, 16);
const homeIndex = changetype<StaticArray<i32>>(HOME_INDEX_AT + FIXED_HEADER);
setFixedLength(HOME_INDEX_AT, MAX_COLUMNS * 4);

/**
 * Sets `homeIndex` for the cards that can go home (the next card of each suit) among the
 * `reachable` ones: the others cannot be dug out.
 */
@inline
function findHomeCards(): void {
  for (let column = 0; column < columnCount; column++) unchecked((homeIndex[column] = -1));
  for (let suit = 0; suit < suitCount; suit++) {
    const rank = unchecked(foundationRank[suit]) + 1;
    if (rank > rankCount) continue;
    const card = (suit << 4) | rank;
    if (((reachable >> <u64>card) & 1) == 0) continue;
    const slot = <i32>unchecked(cardSlot[card]);
    const column = slot / MAX_DEPTH;
    const index = slot % MAX_DEPTH;
    if (index > unchecked(homeIndex[column])) unchecked((homeIndex[column] = index));
  }
}

/**
 * Writes the meta-moves of the current position at `moveBuffer[at..]` (at most `room`)
 * and returns how many. `alone`: they are the only moves, so the plain ones among them
 * (nothing parked) and the foundation moves of uncovered cards are written too; else the
 * card moves have those.
 */
export function generateMetaMoves(at: i32, room: i32, alone: bool): i32 {
  let n = at;
  const end = at + room;
  const freeCells = cellCount - usedCellCount();
  const emptyColumns = emptyColumnCount();
  const parking = freeCells + parkingColumns(emptyColumns);
  if (alone) {
    for (let cell = 0; cell < cellCount; cell++) {
      const card = <i32>unchecked(cellCards[cell]);
      if (card != 0 && canGoHome(card) && n < end) {
        unchecked(
          (moveBuffer[n++] = encodeMove(PILE_CELL + cell, PILE_FOUNDATION + suitOf(card), 1)),
        );
      }
    }
  }
  findReachable(parking);
  findHomeCards();
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    if (length == 0) continue;
    if (!ASC_NO_ASSERT) assert(segmentBasesAreCurrent(column, length), 'segment bases stale');
    // DIG (and with `alone`, the top card itself).
    const home = unchecked(homeIndex[column]);
    if (home >= 0) {
      const above = length - 1 - home;
      if (above == 0) {
        if (alone && n < end)
          unchecked(
            (moveBuffer[n++] = encodeMove(
              column,
              PILE_FOUNDATION + suitOf(cardAt(column, home)),
              1,
            )),
          );
      } else if (n < end) {
        unchecked((moveBuffer[n++] = encodeMeta(KIND_DIG, column, PILE_FOUNDATION, 1, 0, above)));
      }
    }
    // ONTO from each maximal segment of the column, bottom up, but only those with at most
    // `parking` cards above them (with more, they cannot all be parked: `fits` refuses
    // every parent): from the base of the segment that holds the deepest card in reach.
    const deepest = length - 1 - parking;
    let base = segmentBaseAt(column, deepest < 0 ? 0 : deepest);
    while (base < length) {
      let top = base;
      while (top + 1 < length && segmentBaseAt(column, top + 1) == base) top++;
      n = ontoParents(
        n,
        end,
        column,
        cardAt(column, base),
        top - base + 1,
        length - 1 - top,
        freeCells,
        emptyColumns,
        alone,
      );
      base = top + 1;
    }
  }
  const emptyColumn = emptyColumns > 0 ? firstEmptyColumn() : -1;
  // Card 0 is no card: an empty cell's bit is cleared.
  const inCells = emptyColumns > 0 ? cellCardBits() & ~(<u64>1) : 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const card = <i32>unchecked(cellCards[cell]);
    if (card == 0) continue;
    n = ontoParents(n, end, PILE_CELL + cell, card, 1, 0, freeCells, emptyColumns, alone);
    if (emptyColumn >= 0 && (emptyColumnRank == 0 || rankOf(card) == emptyColumnRank))
      n = emptyThenChild(n, end, cell, card, emptyColumn, inCells, freeCells, emptyColumns);
  }
  return n - at;
}

/**
 * ONTO moves of the run of `count` cards based on `card` (in pile `from`, `above` cards
 * over the run) onto every card it builds on in another column; with `plain`, those that
 * park nothing too.
 */
@inline
function ontoParents(
  at: i32,
  end: i32,
  from: i32,
  card: i32,
  count: i32,
  above: i32,
  freeCells: i32,
  emptyColumns: i32,
  plain: bool,
): i32 {
  let n = at;
  const rank = rankOf(card);
  // The parents in reach, in the order of their suits.
  let parents = (unchecked(SUIT_BITS[unchecked(parentsOf[card])]) << (<u64>(rank + 1))) & reachable;
  for (; parents != 0; parents &= parents - 1) {
    const parent = <i32>ctz(parents);
    const slot = <i32>unchecked(cardSlot[parent]);
    if (!ASC_NO_ASSERT) assert(slotOf(parent) == slot, 'reachable cards out of date');
    const to = slot / MAX_DEPTH;
    if (to == from) continue;
    const overParent = unchecked(columnLength[to]) - 1 - (slot % MAX_DEPTH);
    if (!plain && overParent + above == 0) continue;
    if (!fits(overParent + above, count, freeCells, emptyColumns, false)) continue;
    if (n < end)
      unchecked((moveBuffer[n++] = encodeMeta(KIND_ONTO, from, to, count, overParent, above)));
  }
  return n;
}

/**
 * EMPTY moves: the card of `cell` into the empty column `to`, then a card built on it:
 * another cell's card (`inCells`, the cards in cells) or a segment of a column.
 */
function emptyThenChild(
  at: i32,
  end: i32,
  cell: i32,
  card: i32,
  to: i32,
  inCells: u64,
  freeCells: i32,
  emptyColumns: i32,
): i32 {
  let n = at;
  const rank = rankOf(card);
  if (rank < 2) return n;
  for (let suits = <i32>unchecked(buildersOf[card]); suits != 0; suits &= suits - 1) {
    const child = (ctz(suits) << 4) | (rank - 1);
    if (((inCells >> <u64>child) & 1) != 0) {
      for (let other = 0; other < cellCount; other++) {
        if (<i32>unchecked(cellCards[other]) == child && n < end)
          unchecked(
            (moveBuffer[n++] = encodeMeta(
              KIND_EMPTY,
              PILE_CELL + cell,
              to,
              1,
              PILE_CELL + other,
              0,
            )),
          );
      }
      // A card lies in one place: in a cell, in no column.
      continue;
    }
    const slot = slotOf(child);
    if (slot < 0) continue;
    const column = slot / MAX_DEPTH;
    const length = unchecked(columnLength[column]);
    const index = slot % MAX_DEPTH;
    // The child must be a segment's base; the segment runs as far up as it builds.
    if (segmentBaseAt(column, index) != index) continue;
    let top = index;
    while (top + 1 < length && segmentBaseAt(column, top + 1) == index) top++;
    const above = length - 1 - top;
    // The card leaves its cell (one more free) and fills the empty column.
    if (!fits(above, top - index + 1, freeCells + 1, emptyColumns - 1, false)) continue;
    if (n < end)
      unchecked(
        (moveBuffer[n++] = encodeMeta(
          KIND_EMPTY,
          PILE_CELL + cell,
          to,
          top - index + 1,
          column,
          above,
        )),
      );
  }
  return n;
}

/** Where the next parked card goes: the first free cell, else the first empty column. */
@inline
function parkingPile(): i32 {
  const cell = firstFreeCell();
  if (cell >= 0) return PILE_CELL + cell;
  return emptyColumnRank == 0 ? firstEmptyColumn() : -1;
}

/**
 * Plays a meta-move step by step; with `out` != 0 also writes each step for the host at
 * `out[at..]` (4 bytes each, as moves.ts does). Returns the next place to write, or a
 * negative code (ERR_SOLUTION_TOO_LONG; -1 when the undo stack overflows or a step has
 * nowhere to go, a bug).
 */
export function playMeta(move: u32, out: usize, at: i32, room: i32): i32 {
  const kind = kindOf(move);
  const from = fieldFrom(move);
  const to = fieldTo(move);
  const count = fieldCount(move);
  toPark = kind == KIND_ONTO ? fieldA(move) + fieldB(move) : fieldB(move);
  parkedCanGoHome = false;
  let next = at;
  if (kind == KIND_ONTO) {
    next = park(to, fieldA(move), out, next, room);
    if (next < 0) return next;
    next = park(from, fieldB(move), out, next, room);
    if (next < 0) return next;
    return step(encodeMove(from, to, count), out, next, room);
  }
  if (kind == KIND_DIG) {
    next = park(from, fieldB(move), out, next, room);
    if (next < 0) return next;
    const card = cardAt(from, unchecked(columnLength[from]) - 1);
    return step(encodeMove(from, PILE_FOUNDATION + suitOf(card), 1), out, next, room);
  }
  next = step(encodeMove(from, to, 1), out, next, room);
  if (next < 0) return next;
  const second = fieldA(move);
  next = park(second, fieldB(move), out, next, room);
  if (next < 0) return next;
  return step(encodeMove(second, to, count), out, next, room);
}

/** Cards the meta-move being played has still to park. */
let toPark: i32 = 0;
/** Whether a card the meta-move played last parked can go home (`playSafeMovesAfterMeta`). */
let parkedCanGoHome: bool = false;

/**
 * Parks the top `cards` of `column`. Written out (`out` != 0), a card that may go home
 * for good goes there instead when every card left to park fits in the free cells: the
 * safe moves after the meta-move would take it on from its cell anyway, and the others
 * park where they would (cells, in another order), so the line ends where it would, one
 * move shorter. The search never does this: its positions stay those of the meta-move.
 */
@inline
function park(column: i32, cards: i32, out: usize, at: i32, room: i32): i32 {
  let next = at;
  for (let i = 0; i < cards; i++) {
    const top = cardAt(column, unchecked(columnLength[column]) - 1);
    let pile: i32;
    if (out != 0 && toPark <= freeCellCount() && canGoHome(top) && isSafeHome(top)) {
      pile = PILE_FOUNDATION + suitOf(top);
    } else {
      pile = parkingPile();
    }
    toPark--;
    if (canGoHome(top)) parkedCanGoHome = true;
    if (pile < 0) return -1;
    next = step(encodeMove(column, pile, 1), out, next, room);
    if (next < 0) return next;
  }
  return next;
}

@inline
function step(move: u32, out: usize, at: i32, room: i32): i32 {
  if (out != 0) {
    if (at >= room) return ERR_SOLUTION_TOO_LONG;
    store<u32>(out + ((<usize>at) << 2), describeMove(move) & 0xffffff);
  }
  return make(move) ? at + 1 : -1;
}

/**
 * `playSafeMoves` after the meta-move `move`, played from a position with no safe move
 * left (search/game.ts, `settleAfter`). ONTO and EMPTY send no card home, so which cards
 * are safe is as before, and a safe move now needs a card the move uncovered that can go
 * home: a card it parked (each alone on top of a cell, or of an empty column when the
 * cells ran out), the new top of a column it took cards from, or the top of the run it
 * moved (parking from above the run uncovered it). Unless one of those can go home there
 * is nothing to play. DIG sends a card home, which may make others safe, and by suit the
 * cell rule may move a parked card: those take the general pass.
 */
export function playSafeMovesAfterMeta(move: u32): bool {
  const kind = kindOf(move);
  if (kind != KIND_DIG && !sameSuitBuilding && !uncoveredCanGoHome(move, kind)) {
    if (!ASC_NO_ASSERT) assert(!safeMoveWaiting(), 'a safe move was left after a meta-move');
    return true;
  }
  return playSafeMoves();
}

/**
 * Whether a card ONTO or EMPTY `move` uncovered can go home: one it parked (`park` looks),
 * or the top of a column it took from or put on.
 */
@inline
function uncoveredCanGoHome(move: u32, kind: u32): bool {
  if (parkedCanGoHome) return true;
  const from = fieldFrom(move);
  if (from < PILE_CELL && canGoHome(columnTop(from))) return true;
  if (canGoHome(columnTop(fieldTo(move)))) return true;
  const second = fieldA(move);
  return kind == KIND_EMPTY && second < PILE_CELL && canGoHome(columnTop(second));
}

/** How many single moves a meta-move stands for (a run of n cards counts 2n - 1). */
export function metaSingleMoves(move: u32): i32 {
  const kind = kindOf(move);
  const run = 2 * fieldCount(move) - 1;
  if (kind == KIND_ONTO) return fieldA(move) + fieldB(move) + run;
  if (kind == KIND_DIG) return fieldB(move) + 1;
  return 1 + fieldB(move) + run;
}

/**
 * The meta-move written by card, for any order of columns and cells: the moving card
 * (ONTO, DIG; for EMPTY the cell card), the card it goes onto (ONTO), DEST_FOUNDATION
 * (DIG) or the card put on it (EMPTY), count 0 and the kind in the lift field.
 */
export function metaCanonical(move: u32): u32 {
  const kind = kindOf(move);
  const from = fieldFrom(move);
  const to = fieldTo(move);
  let card: i32;
  let destination: i32;
  if (kind == KIND_ONTO) {
    card = pileCard(from, fieldB(move) + fieldCount(move));
    destination = pileCard(to, fieldA(move) + 1);
  } else if (kind == KIND_DIG) {
    card = pileCard(from, fieldB(move) + 1);
    destination = DEST_FOUNDATION;
  } else {
    card = <i32>unchecked(cellCards[from - PILE_CELL]);
    destination = pileCard(fieldA(move), fieldB(move) + fieldCount(move));
  }
  return <u32>(card | (destination << 6) | (kind << CANONICAL_KIND_SHIFT));
}

/** The card `depth` from the top of a pile (1: the top; a cell holds one). */
function pileCard(pile: i32, depth: i32): i32 {
  if (pile >= PILE_CELL) return <i32>unchecked(cellCards[pile - PILE_CELL]);
  return cardAt(pile, unchecked(columnLength[pile]) - depth);
}

/** The meta-move of the current position a canonical meta-move stands for, or NO_MOVE. */
export function resolveMeta(canonical: u32): u32 {
  const card = <i32>(canonical & 63);
  const destination = <i32>((canonical >> 6) & 127);
  const kind = (canonical >> CANONICAL_KIND_SHIFT) & 15;
  if (kind == KIND_EMPTY) {
    let cell = -1;
    for (let c = 0; c < cellCount; c++) if (<i32>unchecked(cellCards[c]) == card) cell = c;
    const to = firstEmptyColumn();
    if (cell < 0 || to < 0) return NO_MOVE;
    for (let c = 0; c < cellCount; c++) {
      if (c != cell && <i32>unchecked(cellCards[c]) == destination)
        return encodeMeta(KIND_EMPTY, PILE_CELL + cell, to, 1, PILE_CELL + c, 0);
    }
    const segment = segmentOf(destination);
    if (segment < 0) return NO_MOVE;
    return encodeMeta(
      KIND_EMPTY,
      PILE_CELL + cell,
      to,
      segment >> 16,
      segment & 255,
      (segment >> 8) & 255,
    );
  }
  if (kind == KIND_DIG) {
    const slot = slotOf(card);
    // Out of turn, the move would not take itself back (family.ts, `resolvesSafely`).
    if (slot < 0 || !canGoHome(card)) return NO_MOVE;
    const column = slot / MAX_DEPTH;
    const above = unchecked(columnLength[column]) - 1 - (slot % MAX_DEPTH);
    return encodeMeta(KIND_DIG, column, PILE_FOUNDATION, 1, 0, above);
  }
  if (kind != KIND_ONTO) return NO_MOVE;
  const parentSlot = slotOf(destination);
  if (parentSlot < 0) return NO_MOVE;
  const to = parentSlot / MAX_DEPTH;
  const overParent = unchecked(columnLength[to]) - 1 - (parentSlot % MAX_DEPTH);
  for (let c = 0; c < cellCount; c++) {
    if (<i32>unchecked(cellCards[c]) == card)
      return encodeMeta(KIND_ONTO, PILE_CELL + c, to, 1, overParent, 0);
  }
  const segment = segmentOf(card);
  // Onto a card of its own column, the run would not take itself back.
  if (segment < 0 || (segment & 255) == to) return NO_MOVE;
  return encodeMeta(KIND_ONTO, segment & 255, to, segment >> 16, overParent, (segment >> 8) & 255);
}

/** For a card in a column: column | above << 8 | run << 16 of the segment it bases; or -1. */
function segmentOf(card: i32): i32 {
  const slot = slotOf(card);
  if (slot < 0) return -1;
  const column = slot / MAX_DEPTH;
  const length = unchecked(columnLength[column]);
  const index = slot % MAX_DEPTH;
  const base = segmentBaseAt(column, index);
  let top = index;
  while (top + 1 < length && segmentBaseAt(column, top + 1) == base) top++;
  return column | ((length - 1 - top) << 8) | ((top - index + 1) << 16);
}

/** Plays a meta-move and writes out the legal moves it stands for (the replay). */
export function emitMeta(move: u32, out: usize, at: i32, room: i32): i32 {
  const next = playMeta(move, out, at, room);
  return next == -1 ? ERR_REPLAY : next;
}
