/**
 * What the heuristic wants to know about each column, kept as prefix values, so scoring a
 * position reads a few numbers per column instead of walking every card. Each value
 * describes the column from its bottom up to a given index: taking cards off the top
 * needs no work, since the prefix below is still right, and a card put on needs one index
 * computed from the one below it.
 *
 * They are computed lazily: putting a card on a column only marks the column's values
 * from that index on as stale, and `updateFeatures` brings a column up to date when a
 * position is scored. The best-first search reads every position it expands back from
 * its key, and most of their children are never scored (already stored), so most of
 * those columns are never computed.
 *
 * Also where each card lies in the columns (kept at once: the safe-move rule reads it), to
 * find the cards the foundations need next.
 */
import { copyBytes } from '../../core/copy';
import { FIXED_HEADER, setFixedLength } from '../../core/fixed';
import { buildsOn, CARD_SLOTS, emptyColumnRank, MAX_COLUMNS, MAX_DEPTH, rankOf } from './config';

const SLOTS: i32 = MAX_COLUMNS * MAX_DEPTH;
/**
 * Four counts up to here, one per byte, so a score adds one word per column (no count
 * can reach 256, even summed over all columns: every card is counted at most once):
 * - BREAKS: cards not lying on the card below them by the build rule;
 * - LOWER_BLOCKERS: cards lying on a lower card (of any suit) somewhere below them;
 * - SAME_SUIT_BLOCKERS: cards lying on a lower card of their own suit somewhere below;
 * - WELL_PLACED: cards from the bottom that are well placed (an unbroken built run on a
 *   fitting base).
 */
const COLUMN_COUNTS_AT = memory.data(FIXED_HEADER + SLOTS * 4, 16);
export const columnCounts = changetype<StaticArray<u32>>(COLUMN_COUNTS_AT + FIXED_HEADER);
setFixedLength(COLUMN_COUNTS_AT, SLOTS * 4);
export const BREAKS_SHIFT: u32 = 0;
export const LOWER_BLOCKERS_SHIFT: u32 = 8;
export const SAME_SUIT_BLOCKERS_SHIFT: u32 = 16;
export const WELL_PLACED_SHIFT: u32 = 24;
const LOWEST_RANK_AT = memory.data(FIXED_HEADER + SLOTS, 16);
const lowestRank = changetype<StaticArray<u8>>(LOWEST_RANK_AT + FIXED_HEADER);
setFixedLength(LOWEST_RANK_AT, SLOTS);
/** The ranks present up to here, 16 bits per suit. */
const RANKS_BELOW_AT = memory.data(FIXED_HEADER + SLOTS * 8, 16);
const ranksBelow = changetype<StaticArray<u64>>(RANKS_BELOW_AT + FIXED_HEADER);
setFixedLength(RANKS_BELOW_AT, SLOTS * 8);

/**
 * `cardSlot[card]`: column * MAX_DEPTH + index of the card when it last went on a column
 * (or where the start had it, after `restoreStartCardSlots`). For a card not on a column,
 * a slot it lay in once: read only where the column is checked to hold it there.
 */
const CARD_SLOT_AT = memory.data(FIXED_HEADER + CARD_SLOTS * 2, 16);
export const cardSlot = changetype<StaticArray<u16>>(CARD_SLOT_AT + FIXED_HEADER);
setFixedLength(CARD_SLOT_AT, CARD_SLOTS * 2);

/**
 * `segmentBase[slot]`: the index of the bottom card of the segment the card at `slot` lies
 * in (a segment: cards each built on the one below by the build rule), kept at once as
 * each card is placed, from the card below it, so the move generators read a column's
 * segments without walking their cards (movegen.ts `runLength`, meta.ts). Cards go on a
 * column bottom up, so the value below is always the current one.
 */
const SEGMENT_BASE_AT = memory.data(FIXED_HEADER + SLOTS, 16);
const segmentBase = changetype<StaticArray<u8>>(SEGMENT_BASE_AT + FIXED_HEADER);
setFixedLength(SEGMENT_BASE_AT, SLOTS);

/** The index of the bottom card of the segment that holds the card at `index` of `column`. */
@inline
export function segmentBaseAt(column: i32, index: i32): i32 {
  return <i32>unchecked(segmentBase[column * MAX_DEPTH + index]);
}

/** How many cards from the bottom of each column have up-to-date values. */
const UP_TO_DATE_AT = memory.data(FIXED_HEADER + MAX_COLUMNS * 4, 16);
const upToDate = changetype<StaticArray<i32>>(UP_TO_DATE_AT + FIXED_HEADER);
setFixedLength(UP_TO_DATE_AT, MAX_COLUMNS * 4);

/**
 * Records `card`, about to be put at `index` of `column` on `below` (when `index` > 0)
 * over `replaced` (the card that lay there last, if any): its slot, its segment's base,
 * and the values from there stale unless the card is the same. The values at an index
 * describe the cards that lay up to it when they were computed, and taking cards off
 * changes none of those, so a card put back where it lay (an unmade move, a position read
 * back with columns in common) keeps them.
 */
@inline
export function cardPlaced(column: i32, index: i32, card: i32, below: i32, replaced: i32): void {
  const slot = column * MAX_DEPTH + index;
  unchecked((cardSlot[card] = <u16>slot));
  unchecked(
    (segmentBase[slot] =
      index > 0 && buildsOn(card, below) ? unchecked(segmentBase[slot - 1]) : <u8>index),
  );
  if (card != replaced && unchecked(upToDate[column]) > index)
    unchecked((upToDate[column] = index));
}

/** `cardSlot` and `segmentBase` as the start position left them (`saveStartCardSlots`, `saveStartSegmentBases`). */
const START_CARD_SLOT_AT = memory.data(FIXED_HEADER + CARD_SLOTS * 2, 16);
const startCardSlot = changetype<StaticArray<u16>>(START_CARD_SLOT_AT + FIXED_HEADER);
setFixedLength(START_CARD_SLOT_AT, CARD_SLOTS * 2);
const START_SEGMENT_BASE_AT = memory.data(FIXED_HEADER + SLOTS, 16);
const startSegmentBase = changetype<StaticArray<u8>>(START_SEGMENT_BASE_AT + FIXED_HEADER);
setFixedLength(START_SEGMENT_BASE_AT, SLOTS);

/**
 * Keeps the segment bases of the `length` cards of `column`, with the start position
 * (position.ts `saveStart`); `saveStartCardSlots` keeps where each card lies.
 */
export function saveStartSegmentBases(column: i32, length: i32): void {
  const at = <usize>(column * MAX_DEPTH);
  copyBytes(
    changetype<usize>(startSegmentBase) + at,
    changetype<usize>(segmentBase) + at,
    <usize>length,
  );
}

/** Keeps where each card lies, with the start position (position.ts `saveStart`). */
export function saveStartCardSlots(): void {
  copyBytes(changetype<usize>(startCardSlot), changetype<usize>(cardSlot), CARD_SLOTS * 2);
}

/**
 * Puts the start's segment bases back for the start's `length` cards of `column`, of
 * which the first `same` are the cards lying there now, and marks its values stale from
 * the first that is not (position.ts `restoreStart`): what pushing the start's cards one
 * by one would do (`cardPlaced`), without working each out again.
 */
@inline
export function restoreStartSegments(column: i32, length: i32, same: i32): void {
  const base = column * MAX_DEPTH;
  for (let index = 0; index < length; index++)
    unchecked((segmentBase[base + index] = unchecked(startSegmentBase[base + index])));
  if (unchecked(upToDate[column]) > same) unchecked((upToDate[column] = same));
}

/**
 * Puts back where each card lay at the start: a card in a cell or home at the start gets
 * the slot it had then, as any card not on a column keeps a slot it lay in once.
 */
@inline
export function restoreStartCardSlots(): void {
  copyBytes(changetype<usize>(cardSlot), changetype<usize>(startCardSlot), CARD_SLOTS * 2);
}

/** Marks every column's values stale: the rules they were computed under may change. */
export function forgetFeatures(): void {
  for (let column = 0; column < MAX_COLUMNS; column++) unchecked((upToDate[column] = 0));
}

/** Whether the values of `column`, now of `length` cards, are up to date. */
@inline
export function featuresCurrent(column: i32, length: i32): bool {
  return unchecked(upToDate[column]) >= length;
}

/**
 * Brings the values of `column` (of `length` cards, in `cards` as in position.ts) up to
 * date. Not inlined: a score calls it for one column or two, and its loop would crowd the
 * registers of the score's own loop over every column.
 */
export function updateFeatures(cards: StaticArray<u8>, column: i32, length: i32): void {
  let index = unchecked(upToDate[column]);
  if (index >= length) return;
  const base = column * MAX_DEPTH;
  let below = index == 0 ? 0 : <i32>unchecked(cards[base + index - 1]);
  for (; index < length; index++) {
    const card = <i32>unchecked(cards[base + index]);
    computeAt(base + index, index, card, below);
    below = card;
  }
  unchecked((upToDate[column] = length));
}

/** The values at `slot` (`index` of its column) for `card`, on `below` when index > 0. */
@inline
function computeAt(slot: i32, index: i32, card: i32, below: i32): void {
  if (index == 0) {
    stepFromBottom(card);
  } else {
    const previous = slot - 1;
    stepOnto(
      index,
      card,
      below,
      unchecked(columnCounts[previous]),
      <i32>unchecked(lowestRank[previous]),
      unchecked(ranksBelow[previous]),
    );
  }
  unchecked((columnCounts[slot] = stepCounts));
  unchecked((lowestRank[slot] = <u8>stepLowest));
  unchecked((ranksBelow[slot] = stepRanks));
}

/** The values one slot holds, as `stepFromBottom` and `stepOnto` work them out. */
let stepCounts: u32 = 0;
let stepLowest: i32 = 0;
let stepRanks: u64 = 0;

/** The values of `card` at the bottom of a column. */
@inline
function stepFromBottom(card: i32): void {
  const rank = rankOf(card);
  const placed: u32 = emptyColumnRank == 0 || rank == emptyColumnRank ? 1 : 0;
  stepCounts = placed << WELL_PLACED_SHIFT;
  stepLowest = rank;
  stepRanks = ((<u64>1) << (<u64>rank)) << (<u64>((card >> 4) << 4));
}

/** The values of `card` at `index` (> 0) on `below`, whose values are the other three. */
@inline
function stepOnto(index: i32, card: i32, below: i32, counts: u32, lowest: i32, present: u64): void {
  const rank = rankOf(card);
  stepCounts = countsOnto(index, card, below, counts, lowest, present);
  stepLowest = rank < lowest ? rank : lowest;
  stepRanks = present | (((<u64>1) << (<u64>rank)) << (<u64>((card >> 4) << 4)));
}

/** The counts of `stepOnto`, alone. */
@inline
function countsOnto(
  index: i32,
  card: i32,
  below: i32,
  counts: u32,
  lowest: i32,
  present: u64,
): u32 {
  const rank = rankOf(card);
  const suitShift = <u64>((card >> 4) << 4);
  const fits = buildsOn(card, below);
  const placed = <i32>(counts >> WELL_PLACED_SHIFT);
  const ownSuitBelow = ((present >> suitShift) & <u64>((1 << rank) - 1)) != 0;
  const added =
    ((fits ? 0 : 1) << BREAKS_SHIFT) |
    ((rank > lowest ? 1 : 0) << LOWER_BLOCKERS_SHIFT) |
    ((ownSuitBelow ? 1 : 0) << SAME_SUIT_BLOCKERS_SHIFT);
  const nowPlaced = <u32>(placed == index && fits ? index + 1 : placed);
  return ((counts & 0xffffff) + <u32>added) | (nowPlaced << WELL_PLACED_SHIFT);
}

/**
 * `countsWithRun` of the one card `card` put on `column` (of `length` > 0 cards, `top`
 * on top, its values up to date): most quiet moves move one card onto one.
 */
@inline
export function countsWithCard(column: i32, length: i32, top: i32, card: i32): u32 {
  if (!ASC_NO_ASSERT) assert(featuresCurrent(column, length), 'countsWithCard: values stale');
  const slot = column * MAX_DEPTH + length - 1;
  return countsOnto(
    length,
    card,
    top,
    unchecked(columnCounts[slot]),
    <i32>unchecked(lowestRank[slot]),
    unchecked(ranksBelow[slot]),
  );
}

/**
 * The counts of `column` (of `length` cards, `top` on top, its values up to date) with
 * the `count` cards of `cards` from `first` on put on top, worked out without putting
 * them there: a child's score before its move is made (score.ts, `quietPriorityOf`).
 */
export function countsWithRun(
  column: i32,
  length: i32,
  top: i32,
  cards: StaticArray<u8>,
  first: i32,
  count: i32,
): u32 {
  if (!ASC_NO_ASSERT) assert(featuresCurrent(column, length), 'countsWithRun: values stale');
  let index = length;
  let at = first;
  let below = top;
  if (length == 0) {
    below = <i32>unchecked(cards[at++]);
    stepFromBottom(below);
    index = 1;
  } else {
    const slot = column * MAX_DEPTH + length - 1;
    stepCounts = unchecked(columnCounts[slot]);
    stepLowest = <i32>unchecked(lowestRank[slot]);
    stepRanks = unchecked(ranksBelow[slot]);
  }
  for (const end = first + count; at < end; at++, index++) {
    const card = <i32>unchecked(cards[at]);
    stepOnto(index, card, below, stepCounts, stepLowest, stepRanks);
    below = card;
  }
  return stepCounts;
}
