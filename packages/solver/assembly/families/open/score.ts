/**
 * The open family's score: how promising a position looks, as a small integer, lower is
 * better, from the running stage's weights (search/stages.ts, presets.ts). The best-first
 * search expands positions in this order; the order changes only how fast a win is
 * found, never whether one is, since every stored position is expanded in the end.
 */

import { FIXED_HEADER, setFixedLength } from '../../core/fixed';
import { setUndoLow, undoLow, undoTop, undoWordAt } from '../../core/undo';
import { PRIORITY_LEVELS } from '../../search/game';
import { weights } from '../../search/stages';
import {
  buildsOn,
  cardCount,
  cellCount,
  columnCount,
  emptyColumnRank,
  MAX_COLUMNS,
  MAX_DEPTH,
  MAX_SUITS,
  PILE_CELL,
  PILE_FOUNDATION,
  rankCount,
  rankOf,
  suitCount,
} from './config';
import {
  BREAKS_SHIFT,
  cardSlot,
  columnCounts,
  countsWithCard,
  countsWithRun,
  featuresCurrent,
  LOWER_BLOCKERS_SHIFT,
  SAME_SUIT_BLOCKERS_SHIFT,
  updateFeatures,
  WELL_PLACED_SHIFT,
} from './features';
import {
  cardsHome,
  cellCards,
  columnCards,
  columnLength,
  foundationRank,
  moveFrom,
  moveTo,
  positionHash,
  usedCellCount,
} from './position';

assert(MAX_SUITS == 4, 'priorityOf looks at four suits');

export const WEIGHT_COUNT: i32 = 9;

export const W_NOT_HOME: i32 = 0;
export const W_OUT_OF_SEQUENCE: i32 = 1;
export const W_NEEDED_DEPTH: i32 = 2;
export const W_CELL_USED: i32 = 3;
export const W_EMPTY_COLUMN: i32 = 4;
export const W_PATH: i32 = 5;
export const W_SAME_SUIT_BLOCKER: i32 = 6;
export const W_LOWER_BLOCKER: i32 = 7;
export const W_NOT_WELL_PLACED: i32 = 8;
/** Not a weight: which moves the stage generates (meta.ts: CARD_MOVES, META_ALONE, META_ALSO). */
export const W_MOVE_SET: i32 = 9;
/**
 * Up to this much (exclusive) added to the priority, drawn from the position's hash and
 * the stage's W_SEED (`withNoise`): threads that differ only by their seed break ties
 * differently and go astray on different deals (Freecell Solver's random-dfs scans). From
 * the hash, so a quiet child's noise is known unmade, as its hash is.
 */
export const W_NOISE: i32 = 10;
export const W_SEED: i32 = 11;
/**
 * Not a weight: non-zero streamlines the stage (Solvitaire's "smart solvability"): every
 * card that can go home goes at once, safe or not (position.ts `isSafeHome`). Such a
 * stage may miss a win that needs a card kept out of its foundation for something to be
 * built on, so it is streamlined (search/stages.ts `isStageExact`): its wins are real
 * (replayed), its "impossible" lets the next stage run. Its lines are shorter: fewer moves to store and
 * to extract, and shorter solutions.
 */
export const W_HOME_ALL: i32 = 12;

/** The priority of the current position reached after `pathLength` moves. */
export function priorityOf(pathLength: i32): i32 {
  let emptyColumns = 0;
  // The columns' counts summed byte by byte (no byte overflows: see columnCounts).
  let counts: u32 = 0;
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    if (length == 0) {
      emptyColumns++;
      continue;
    }
    counts += currentCounts(column, length);
  }
  // Cards above the next card each foundation wants must move first (unrolled: MAX_SUITS).
  let neededDepth = coveringNext(0);
  if (suitCount > 1) neededDepth += coveringNext(1);
  if (suitCount > 2) neededDepth += coveringNext(2);
  if (suitCount > 3) neededDepth += coveringNext(3);
  return priorityFrom(counts, emptyColumns, neededDepth, pathLength);
}

/** The parent's column counts, empty columns and `coveringNext`, for `childPriorityOf`. */
const PARENT_COUNTS_AT = memory.data(FIXED_HEADER + MAX_COLUMNS * 4, 16);
const parentCounts = changetype<StaticArray<u32>>(PARENT_COUNTS_AT + FIXED_HEADER);
setFixedLength(PARENT_COUNTS_AT, MAX_COLUMNS * 4);
const PARENT_COVERING_AT = memory.data(FIXED_HEADER + MAX_SUITS * 4, 16);
const parentCovering = changetype<StaticArray<i32>>(PARENT_COVERING_AT + FIXED_HEADER);
setFixedLength(PARENT_COVERING_AT, MAX_SUITS * 4);
let parentCountSum: u32 = 0;
let parentEmptyColumns: u32 = 0;
/** Where each suit's next card lies in the parent's columns (or -1), for `quietPriorityOf`. */
const PARENT_NEXT_AT = memory.data(FIXED_HEADER + MAX_SUITS * 4, 16);
const parentNextSlot = changetype<StaticArray<i32>>(PARENT_NEXT_AT + FIXED_HEADER);
setFixedLength(PARENT_NEXT_AT, MAX_SUITS * 4);
/** The columns holding a suit's next card, one bit each, and the cards covering them. */
let parentNextColumns: u32 = 0;
let parentNeededDepth: i32 = 0;

/** The undo mark of the position `keepParentCounts` saw last. */
let keptMark: i32 = 0;

/**
 * Keeps what the current position's score reads from its columns and foundations, so
 * the priorities of its children (`childPriorityOf`) read again only what their moves
 * touched. When the position is the one kept last with moves played on it since (the
 * undo record never went below that position's mark since, `undoLow`), only what those
 * moves touched is read again, as `childPriorityOf` does: the depth-first search keeps
 * a position's counts, then those of the child it goes down to.
 */
export function keepParentCounts(): void {
  if (undoLow >= keptMark) {
    keepTouchedCounts(touchedSince(keptMark));
  } else {
    keepAllCounts();
  }
  keptMark = undoTop;
  setUndoLow(undoTop);
  if (!ASC_NO_ASSERT) assert(keptCountsCurrent(), 'kept counts out of date');
}

/** The piles the moves on the undo record from `mark` up touched, one bit each, cells left out. */
@inline
function touchedSince(mark: i32): u32 {
  let touched: u32 = 0;
  for (let at = mark; at < undoTop; at++) {
    const move = undoWordAt(at);
    touched |= (1 << moveFrom(move)) | (1 << moveTo(move));
  }
  return touched & ~CELL_BITS;
}

function keepAllCounts(): void {
  let empty: u32 = 0;
  let sum: u32 = 0;
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    let counts: u32 = 0;
    if (length == 0) empty |= 1 << column;
    else counts = currentCounts(column, length);
    unchecked((parentCounts[column] = counts));
    sum += counts;
  }
  parentCountSum = sum;
  parentEmptyColumns = empty;
  let columns: u32 = 0;
  let neededDepth = 0;
  for (let suit = 0; suit < suitCount; suit++) {
    const slot = nextCardSlot(suit);
    const covering = coveringAt(slot);
    unchecked((parentCovering[suit] = covering));
    unchecked((parentNextSlot[suit] = slot));
    neededDepth += covering;
    if (slot >= 0) columns |= 1 << (slot / MAX_DEPTH);
  }
  parentNextColumns = columns;
  parentNeededDepth = neededDepth;
}

/** `keepAllCounts` from the values kept, reading again the piles of `touched`. */
function keepTouchedCounts(touched: u32): void {
  let empty = parentEmptyColumns;
  let sum = parentCountSum;
  for (let columns = touched & ((1 << PILE_CELL) - 1); columns != 0; columns &= columns - 1) {
    const column = <i32>ctz(columns);
    const length = unchecked(columnLength[column]);
    let counts: u32 = 0;
    if (length == 0) {
      empty |= 1 << column;
    } else {
      empty &= ~(1 << column);
      counts = currentCounts(column, length);
    }
    sum += counts - unchecked(parentCounts[column]);
    unchecked((parentCounts[column] = counts));
  }
  parentCountSum = sum;
  parentEmptyColumns = empty;
  let columns: u32 = 0;
  let neededDepth = 0;
  for (let suit = 0; suit < suitCount; suit++) {
    let slot = unchecked(parentNextSlot[suit]);
    if (!nextCardUntouched(suit, touched)) {
      slot = nextCardSlot(suit);
      unchecked((parentCovering[suit] = coveringAt(slot)));
      unchecked((parentNextSlot[suit] = slot));
    }
    neededDepth += unchecked(parentCovering[suit]);
    if (slot >= 0) columns |= 1 << (slot / MAX_DEPTH);
  }
  parentNextColumns = columns;
  parentNeededDepth = neededDepth;
}

/** Whether the kept values are those of the current position (the debug build's check). */
function keptCountsCurrent(): bool {
  let empty: u32 = 0;
  let sum: u32 = 0;
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    let counts: u32 = 0;
    if (length == 0) empty |= 1 << column;
    else counts = currentCounts(column, length);
    if (unchecked(parentCounts[column]) != counts) return false;
    sum += counts;
  }
  if (sum != parentCountSum || empty != parentEmptyColumns) return false;
  let columns: u32 = 0;
  let neededDepth = 0;
  for (let suit = 0; suit < suitCount; suit++) {
    const slot = nextCardSlot(suit);
    if (unchecked(parentNextSlot[suit]) != slot) return false;
    if (unchecked(parentCovering[suit]) != coveringAt(slot)) return false;
    neededDepth += coveringAt(slot);
    if (slot >= 0) columns |= 1 << (slot / MAX_DEPTH);
  }
  return columns == parentNextColumns && neededDepth == parentNeededDepth;
}

/** Piles as bits of a touched set (config.ts numbers them): cells are left out. */
const CELL_BITS: u32 = ((1 << (PILE_FOUNDATION - PILE_CELL)) - 1) << PILE_CELL;

/**
 * `priorityOf(pathLength)` of a child of the position `keepParentCounts` saw, made and
 * settled from it by the moves on the undo record from `mark` up (the open family's undo
 * words are the card moves themselves, position.ts). A column no move touched holds the
 * parent's cards, so its counts are the parent's; the others are read as `priorityOf`
 * reads them. The same for the cards covering each suit's next card (`coveringNext`):
 * with its foundation untouched the card is the parent's, and in a column no move
 * touched it lies where it lay (from a position to its children, `cardSlot` is only set
 * as a card goes on a column, and a card in a cell, there in both positions, covers
 * nothing in both).
 */
export function childPriorityOf(mark: i32, pathLength: i32): i32 {
  const touched = touchedSince(mark);
  let neededDepth = coveringNextAfter(0, touched);
  if (suitCount > 1) neededDepth += coveringNextAfter(1, touched);
  if (suitCount > 2) neededDepth += coveringNextAfter(2, touched);
  if (suitCount > 3) neededDepth += coveringNextAfter(3, touched);
  let counts = parentCountSum;
  let empty = parentEmptyColumns;
  let columns = touched & ((1 << PILE_CELL) - 1);
  while (columns != 0) {
    const column = <i32>ctz(columns);
    columns &= columns - 1;
    counts -= unchecked(parentCounts[column]);
    const length = unchecked(columnLength[column]);
    if (length == 0) {
      empty |= 1 << column;
    } else {
      empty &= ~(1 << column);
      counts += currentCounts(column, length);
    }
  }
  const priority = priorityFrom(counts, <i32>popcnt(empty), neededDepth, pathLength);
  if (!ASC_NO_ASSERT) assert(priority == priorityOf(pathLength), 'parent counts out of date');
  return priority;
}

/**
 * `childPriorityOf` of the child of a quiet move (quiet.ts: no card goes home and nothing
 * settles after it; no noise), worked out from the position `keepParentCounts` saw, still
 * the current one, without making the move: first the `parkedFromTo` top cards of pile
 * `to` and then the `parkedFromSource` top cards of pile `from` go one by one into free
 * cells and, when those run out, empty columns (as meta.ts parks them), then `count`
 * cards move from `from` to `to`; a card move parks only its lifted cards, from its
 * source into cells. Foundations, so cards home, are the parent's. A column keeps its
 * bottom cards, whose counts are prefixes (features.ts; brought up to date, as a child
 * made and unmade since may have marked them stale), the destination gets the moved
 * cards on top (`countsWithRun`), a parked card is alone at the bottom of its empty
 * column, well placed (cards are parked in columns only when any card fills one), and
 * cells gain or lose cards. The card a suit wants next is never parked (it would go
 * home), and lies under as many cards as in the parent unless it is in a column the move
 * touched: in the destination, under the moved cards and not the parked ones; in the
 * source, under the moved cards no more, nor the parked ones.
 */
export function quietPriorityOf(
  from: i32,
  to: i32,
  count: i32,
  parkedFromTo: i32,
  parkedFromSource: i32,
  pathLength: i32,
): i32 {
  let counts = parentCountSum;
  let empty = parentEmptyColumns;
  let cellsUsed = usedCellCount();
  const parked = parkedFromTo + parkedFromSource;
  const freeCells = cellCount - cellsUsed;
  const inCells = parked < freeCells ? parked : freeCells;
  cellsUsed += inCells;
  for (let inColumns = parked - inCells; inColumns > 0; inColumns--) {
    empty &= empty - 1;
    counts += 1 << WELL_PLACED_SHIFT;
  }
  let left = 0;
  if (from < PILE_CELL) {
    left = unchecked(columnLength[from]) - parkedFromSource - count;
    counts -= unchecked(parentCounts[from]);
    if (left == 0) empty |= 1 << from;
    else counts += currentCounts(from, left);
  } else {
    cellsUsed--;
  }
  let neededDepth = parentNeededDepth;
  if ((parentNextColumns & ((1 << from) | (1 << to))) != 0) {
    for (let suit = 0; suit < suitCount; suit++) {
      const slot = unchecked(parentNextSlot[suit]);
      if (slot < 0) continue;
      const column = slot / MAX_DEPTH;
      if (column == to) neededDepth += count - parkedFromTo;
      else if (column == from)
        neededDepth -= slot % MAX_DEPTH < left ? parkedFromSource + count : parkedFromSource;
    }
  }
  if (to < PILE_CELL) {
    const length = unchecked(columnLength[to]) - parkedFromTo;
    counts -= unchecked(parentCounts[to]);
    empty &= ~(1 << to);
    let top = 0;
    if (length > 0) {
      top = <i32>unchecked(columnCards[to * MAX_DEPTH + length - 1]);
      if (!featuresCurrent(to, length)) updateFeatures(columnCards, to, length);
    }
    if (length > 0 && count == 1) {
      const card =
        from < PILE_CELL
          ? <i32>unchecked(columnCards[from * MAX_DEPTH + left])
          : <i32>unchecked(cellCards[from - PILE_CELL]);
      counts += countsWithCard(to, length, top, card);
    } else {
      counts +=
        from < PILE_CELL
          ? countsWithRun(to, length, top, columnCards, from * MAX_DEPTH + left, count)
          : countsWithRun(to, length, top, cellCards, from - PILE_CELL, 1);
    }
  } else {
    cellsUsed++;
  }
  return weighCounts(counts, <i32>popcnt(empty), neededDepth, cellsUsed, pathLength);
}

/** `coveringNext(suit)` of a child whose moves touched the piles of `touched`. */
@inline
function coveringNextAfter(suit: i32, touched: u32): i32 {
  return nextCardUntouched(suit, touched) ? unchecked(parentCovering[suit]) : coveringNext(suit);
}

/**
 * Whether the next card of `suit` lies where it lay in the kept position, after moves
 * that touched the piles of `touched` (see `childPriorityOf`): its foundation untouched,
 * so it is the same card, and the column its `cardSlot` names untouched.
 */
@inline
function nextCardUntouched(suit: i32, touched: u32): bool {
  if (((touched >> <u32>(PILE_FOUNDATION + suit)) & 1) != 0) return false;
  const card = (suit << 4) | (unchecked(foundationRank[suit]) + 1);
  const column = <i32>unchecked(cardSlot[card]) / MAX_DEPTH;
  return ((touched >> <u32>column) & 1) == 0;
}

/** The counts of a column of `length` cards (not 0), brought up to date first. */
@inline
function currentCounts(column: i32, length: i32): u32 {
  if (!featuresCurrent(column, length)) updateFeatures(columnCards, column, length);
  return unchecked(columnCounts[column * MAX_DEPTH + length - 1]);
}

/** The priority from the columns' summed counts and empty columns, and the rest read here. */
@inline
function priorityFrom(counts: u32, emptyColumns: i32, neededDepth: i32, pathLength: i32): i32 {
  const priority = weighCounts(counts, emptyColumns, neededDepth, usedCellCount(), pathLength);
  if (!ASC_NO_ASSERT) assert(priority == priorityByScan(pathLength), 'column features out of date');
  return withNoise(priority, positionHash);
}

/** Whether the running stage adds noise to its priorities (W_NOISE). */
@inline
export function isNoisy(): bool {
  return unchecked(weights[W_NOISE]) > 0;
}

/** `priority` with the stage's noise (W_NOISE) for the position of hash `hash`. */
@inline
export function withNoise(priority: i32, hash: u64): i32 {
  if (!isNoisy()) return priority;
  const noise = unchecked(weights[W_NOISE]);
  const noisy = priority + <i32>(noiseOf(hash, unchecked(weights[W_SEED])) % <u32>noise);
  return noisy < PRIORITY_LEVELS ? noisy : PRIORITY_LEVELS - 1;
}

/** The priority, noise left out, from the columns' summed counts and the other features. */
@inline
function weighCounts(
  counts: u32,
  emptyColumns: i32,
  neededDepth: i32,
  cellsUsed: i32,
  pathLength: i32,
): i32 {
  const cardsOnColumns = cardCount - cardsHome - cellsUsed;
  return weigh(
    pathLength,
    <i32>((counts >> BREAKS_SHIFT) & 0xff),
    neededDepth,
    cellsUsed,
    emptyColumns,
    <i32>((counts >> SAME_SUIT_BLOCKERS_SHIFT) & 0xff),
    <i32>((counts >> LOWER_BLOCKERS_SHIFT) & 0xff),
    cardsOnColumns - <i32>(counts >> WELL_PLACED_SHIFT),
  );
}

/** The cards lying on the next card of `suit` to go home; 0 when it is not in a column. */
@inline
function coveringNext(suit: i32): i32 {
  return coveringAt(nextCardSlot(suit));
}

/** The slot of the next card of `suit` to go home, or -1 when it is not in a column. */
@inline
function nextCardSlot(suit: i32): i32 {
  const rank = unchecked(foundationRank[suit]) + 1;
  if (rank > rankCount) return -1;
  const card = (suit << 4) | rank;
  const slot = <i32>unchecked(cardSlot[card]);
  const index = slot % MAX_DEPTH;
  return index < unchecked(columnLength[slot / MAX_DEPTH]) &&
    <i32>unchecked(columnCards[slot]) == card
    ? slot
    : -1;
}

/** The cards lying on the card at `slot` (-1: none there, 0). */
@inline
function coveringAt(slot: i32): i32 {
  return slot < 0 ? 0 : unchecked(columnLength[slot / MAX_DEPTH]) - 1 - (slot % MAX_DEPTH);
}

/** A number drawn from a position's hash `hash` and `seed`. */
function noiseOf(hash: u64, seed: i32): u32 {
  let mixed = <u32>(hash >> 32) ^ (<u32>seed * 0x9e3779b1);
  mixed = (mixed ^ (mixed >> 16)) * 0x85ebca6b;
  mixed = (mixed ^ (mixed >> 13)) * 0xc2b2ae35;
  return mixed ^ (mixed >> 16);
}

@inline
function weigh(
  pathLength: i32,
  outOfSequence: i32,
  neededDepth: i32,
  cellsUsed: i32,
  emptyColumns: i32,
  sameSuitBlockers: i32,
  lowerBlockers: i32,
  notWellPlaced: i32,
): i32 {
  let priority =
    unchecked(weights[W_NOT_HOME]) * (cardCount - cardsHome) +
    unchecked(weights[W_OUT_OF_SEQUENCE]) * outOfSequence +
    unchecked(weights[W_NEEDED_DEPTH]) * neededDepth +
    unchecked(weights[W_CELL_USED]) * cellsUsed +
    unchecked(weights[W_EMPTY_COLUMN]) * (columnCount - emptyColumns) +
    unchecked(weights[W_PATH]) * pathLength +
    unchecked(weights[W_SAME_SUIT_BLOCKER]) * sameSuitBlockers +
    unchecked(weights[W_LOWER_BLOCKER]) * lowerBlockers +
    unchecked(weights[W_NOT_WELL_PLACED]) * notWellPlaced;
  if (priority < 0) priority = 0;
  if (priority >= PRIORITY_LEVELS) priority = PRIORITY_LEVELS - 1;
  return priority;
}

/**
 * The same priority computed card by card from the position alone: the debug build checks
 * the column features against it on every call.
 */
function priorityByScan(pathLength: i32): i32 {
  let outOfSequence = 0;
  let neededDepth = 0;
  let emptyColumns = 0;
  let lowerBlockers = 0;
  let sameSuitBlockers = 0;
  let notWellPlaced = 0;
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    if (length == 0) {
      emptyColumns++;
      continue;
    }
    const base = column * MAX_DEPTH;
    let below = <i32>unchecked(columnCards[base]);
    let lowestRank = rankOf(below);
    let suitLowest: u64 = (<u64>(1 << rankOf(below))) << (<u64>((below >> 4) << 4));
    // Cards above the first break in the column's built sequence must all move once.
    let wellPlaced = emptyColumnRank == 0 || rankOf(below) == emptyColumnRank;
    if (!wellPlaced) notWellPlaced += length;
    for (let i = 1; i < length; i++) {
      const card = <i32>unchecked(columnCards[base + i]);
      if (!buildsOn(card, below)) {
        outOfSequence++;
        if (wellPlaced) {
          wellPlaced = false;
          notWellPlaced += length - i;
        }
      }
      const rank = rankOf(card);
      if (rank > lowestRank) lowerBlockers++;
      else lowestRank = rank;
      // A lower card of its own suit below: this card must move off before that one goes up.
      const suitShift = <u64>((card >> 4) << 4);
      if (((suitLowest >> suitShift) & <u64>((1 << rank) - 1)) != 0) sameSuitBlockers++;
      suitLowest |= (<u64>(1 << rank)) << suitShift;
      below = card;
    }
    // Cards above the next card each foundation wants must move first.
    for (let i = 0; i < length; i++) {
      const card = <i32>unchecked(columnCards[base + i]);
      if (unchecked(foundationRank[card >> 4]) + 1 == rankOf(card)) {
        neededDepth += length - 1 - i;
      }
    }
  }
  let cellsUsed = 0;
  for (let cell = 0; cell < cellCount; cell++) if (unchecked(cellCards[cell]) != 0) cellsUsed++;
  return weigh(
    pathLength,
    outOfSequence,
    neededDepth,
    cellsUsed,
    emptyColumns,
    sameSuitBlockers,
    lowerBlockers,
    notWellPlaced,
  );
}
