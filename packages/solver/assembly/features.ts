/**
 * What the heuristic wants to know about each column, kept up to date card by card as
 * cards are put on columns, so scoring a position reads a few numbers per column instead
 * of walking every card. Each value describes the column from its bottom up to a given
 * index (a prefix): taking cards off the top needs no work, since the prefix below is
 * still right, and putting a card on computes one index from the one below it.
 *
 * Also where each card lies in the columns, to find the cards the foundations need next.
 */
import { buildsOn, CARD_SLOTS, emptyColumnRank, MAX_COLUMNS, MAX_DEPTH, rankOf } from './config';

const SLOTS: i32 = MAX_COLUMNS * MAX_DEPTH;
/** Cards up to here not lying on the card below them by the build rule. */
export const breaks = new StaticArray<u8>(SLOTS);
/** Cards up to here lying on a lower card (of any suit) somewhere below them. */
export const lowerBlockers = new StaticArray<u8>(SLOTS);
/** Cards up to here lying on a lower card of their own suit somewhere below them. */
export const sameSuitBlockers = new StaticArray<u8>(SLOTS);
/** How many cards from the bottom are well placed: an unbroken built run on a fitting base. */
export const wellPlaced = new StaticArray<u8>(SLOTS);
const lowestRank = new StaticArray<u8>(SLOTS);
/** The ranks present up to here, 16 bits per suit. */
const ranksBelow = new StaticArray<u64>(SLOTS);

/** `cardSlot[card]`: column * MAX_DEPTH + index of the card when it last went on a column. */
export const cardSlot = new StaticArray<u16>(CARD_SLOTS);

/** Records `card`, just put at `index` of `column` (on `below`, when index > 0). */
@inline
export function cardPlaced(column: i32, index: i32, card: i32, below: i32): void {
  const slot = column * MAX_DEPTH + index;
  const rank = rankOf(card);
  const suitShift = <u64>((card >> 4) << 4);
  unchecked((cardSlot[card] = <u16>slot));
  if (index == 0) {
    unchecked((breaks[slot] = 0));
    unchecked((lowerBlockers[slot] = 0));
    unchecked((sameSuitBlockers[slot] = 0));
    unchecked((wellPlaced[slot] = emptyColumnRank == 0 || rank == emptyColumnRank ? 1 : 0));
    unchecked((lowestRank[slot] = <u8>rank));
    unchecked((ranksBelow[slot] = (<u64>1 << <u64>rank) << suitShift));
    return;
  }
  const previous = slot - 1;
  const fits = buildsOn(card, below);
  const lowest = <i32>unchecked(lowestRank[previous]);
  const present = unchecked(ranksBelow[previous]);
  const placed = <i32>unchecked(wellPlaced[previous]);
  unchecked((breaks[slot] = unchecked(breaks[previous]) + (fits ? 0 : 1)));
  unchecked((lowerBlockers[slot] = unchecked(lowerBlockers[previous]) + (rank > lowest ? 1 : 0)));
  const ownSuitBelow = ((present >> suitShift) & <u64>((1 << rank) - 1)) != 0;
  unchecked((sameSuitBlockers[slot] = unchecked(sameSuitBlockers[previous]) + (ownSuitBelow ? 1 : 0)));
  unchecked((wellPlaced[slot] = <u8>(placed == index && fits ? index + 1 : placed)));
  unchecked((lowestRank[slot] = <u8>(rank < lowest ? rank : lowest)));
  unchecked((ranksBelow[slot] = present | ((<u64>1 << <u64>rank) << suitShift)));
}
