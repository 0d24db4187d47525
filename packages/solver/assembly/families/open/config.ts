/**
 * The open family's game (FreeCell, Baker's Game and their kin), as data set by the host: how many columns and cells, the
 * deck's size, how cards build in columns and what an empty column accepts. Nothing in
 * the search assumes 52 cards, 13 ranks or 8 columns; everything reads these values.
 *
 * A card is `suit << 4 | rank` (rank 1..ranks), the encoding of @naipe/rules, so every
 * card fits in 6 bits and bits 6 and 7 of a byte are free for the position key's flags.
 */
import { FIXED_HEADER, setFixedLength } from '../../core/fixed';
import { ERR_BAD_CONFIG, OK } from '../../status';

export const MAX_COLUMNS: i32 = 16;
export const MAX_CELLS: i32 = 8;
export const MAX_SUITS: i32 = 4;
export const MAX_RANKS: i32 = 15;
/** Room per column: every card of the largest deck could lie in one column. */
export const MAX_DEPTH: i32 = 64;
export const CARD_SLOTS: i32 = 64;

/** Pile numbers in moves: columns 0..15, cells 16..23, foundations 24..27 (by suit). */
export const PILE_CELL: i32 = 16;
export const PILE_FOUNDATION: i32 = 24;

export const BUILD_ALTERNATE_COLOUR: i32 = 0;
export const BUILD_SAME_SUIT: i32 = 1;
export const BUILD_DIFFERENT_SUIT: i32 = 2;
export const BUILD_ANY_SUIT: i32 = 3;

export let columnCount: i32 = 0;
export let cellCount: i32 = 0;
export let suitCount: i32 = 0;
export let rankCount: i32 = 0;
export let cardCount: i32 = 0;
/** The rank an empty column accepts at the base of what moves in; 0 for any card. */
export let emptyColumnRank: i32 = 0;
/**
 * Bytes of a position key: one per card on the table and at least one zero byte after
 * them (so a reader stops at a zero without counting), rounded up to whole 64-bit words.
 */
export let keyBytes: i32 = 0;
export let configured: bool = false;

/** `buildsOn[lower << 6 | upper]`: whether `lower` may lie on `upper` in a column. */
const BUILDS_ON_TABLE_AT = memory.data(FIXED_HEADER + CARD_SLOTS * CARD_SLOTS, 16);
export const buildsOnTable = changetype<StaticArray<u8>>(BUILDS_ON_TABLE_AT + FIXED_HEADER);
setFixedLength(BUILDS_ON_TABLE_AT, CARD_SLOTS * CARD_SLOTS);
/**
 * `buildersOf[card]`: a mask of the suits whose card one rank lower may be built on this
 * card. The safe-foundation rule (see `isSafeHome` in position.ts) reads it.
 */
const BUILDERS_OF_AT = memory.data(FIXED_HEADER + CARD_SLOTS, 16);
export const buildersOf = changetype<StaticArray<u8>>(BUILDERS_OF_AT + FIXED_HEADER);
setFixedLength(BUILDERS_OF_AT, CARD_SLOTS);
/** `parentsOf[card]`: a mask of the suits whose card one rank higher this card may be built on. */
const PARENTS_OF_AT = memory.data(FIXED_HEADER + CARD_SLOTS, 16);
export const parentsOf = changetype<StaticArray<u8>>(PARENTS_OF_AT + FIXED_HEADER);
setFixedLength(PARENTS_OF_AT, CARD_SLOTS);
/**
 * Whether columns build down in the same suit (Baker's Game): then the one card that may
 * lie on a card is the next lower card of its suit, and that card may lie on nothing
 * else, which the cell rule (`buildFromCells` in position.ts) builds on.
 */
export let sameSuitBuilding: bool = false;
/** Suits whose card two ranks lower may be built on a builder of this card. */
const SECOND_BUILDERS_OF_AT = memory.data(FIXED_HEADER + CARD_SLOTS, 16);
export const secondBuildersOf = changetype<StaticArray<u8>>(SECOND_BUILDERS_OF_AT + FIXED_HEADER);
setFixedLength(SECOND_BUILDERS_OF_AT, CARD_SLOTS);
/** Suits whose card three ranks lower may be built on a second builder of this card. */
const THIRD_BUILDERS_OF_AT = memory.data(FIXED_HEADER + CARD_SLOTS, 16);
export const thirdBuildersOf = changetype<StaticArray<u8>>(THIRD_BUILDERS_OF_AT + FIXED_HEADER);
setFixedLength(THIRD_BUILDERS_OF_AT, CARD_SLOTS);

@inline
export function rankOf(card: i32): i32 {
  return card & 15;
}

@inline
export function suitOf(card: i32): i32 {
  return card >> 4;
}

@inline
export function buildsOn(lower: i32, upper: i32): bool {
  return unchecked(buildsOnTable[(lower << 6) | upper]) != 0;
}

export function isCard(card: i32): bool {
  const rank = card & 15;
  return card >= 0 && card < CARD_SLOTS && rank >= 1 && rank <= rankCount && card >> 4 < suitCount;
}

/** The suits whose cards build on a card of rank `rank` of any suit in `suits`. */
function buildersBelow(suits: i32, rank: i32): i32 {
  let mask = 0;
  if (rank < 1) return 0;
  for (let suit = 0; suit < MAX_SUITS; suit++) {
    if (((suits >> suit) & 1) != 0) mask |= buildersOf[(suit << 4) | rank];
  }
  return mask;
}

/**
 * Sets the game. `redSuits` has bit s set for each red suit (read only by the
 * alternate-colour rule). Returns OK or ERR_BAD_CONFIG for values outside the limits.
 */
export function configureGame(
  columns: i32,
  cells: i32,
  suits: i32,
  ranks: i32,
  buildRule: i32,
  redSuits: i32,
  emptyRank: i32,
): i32 {
  if (columns < 1 || columns > MAX_COLUMNS) return ERR_BAD_CONFIG;
  if (cells < 0 || cells > MAX_CELLS) return ERR_BAD_CONFIG;
  if (suits < 1 || suits > MAX_SUITS || ranks < 1 || ranks > MAX_RANKS) return ERR_BAD_CONFIG;
  if (buildRule < BUILD_ALTERNATE_COLOUR || buildRule > BUILD_ANY_SUIT) return ERR_BAD_CONFIG;
  if (emptyRank < 0 || emptyRank > ranks) return ERR_BAD_CONFIG;
  columnCount = columns;
  cellCount = cells;
  suitCount = suits;
  rankCount = ranks;
  cardCount = suits * ranks;
  emptyColumnRank = emptyRank;
  sameSuitBuilding = buildRule == BUILD_SAME_SUIT;
  keyBytes = (cardCount + 8) & ~7;
  for (let lower = 0; lower < CARD_SLOTS; lower++) {
    for (let upper = 0; upper < CARD_SLOTS; upper++) {
      let fits = isCard(lower) && isCard(upper) && rankOf(lower) + 1 == rankOf(upper);
      if (fits) {
        const a = suitOf(lower);
        const b = suitOf(upper);
        if (buildRule == BUILD_SAME_SUIT) fits = a == b;
        else if (buildRule == BUILD_DIFFERENT_SUIT) fits = a != b;
        else if (buildRule == BUILD_ALTERNATE_COLOUR)
          fits = ((redSuits >> a) & 1) != ((redSuits >> b) & 1);
      }
      buildsOnTable[(lower << 6) | upper] = fits ? 1 : 0;
    }
  }
  for (let card = 0; card < CARD_SLOTS; card++) {
    let mask = 0;
    if (isCard(card) && rankOf(card) > 1) {
      for (let suit = 0; suit < suits; suit++) {
        if (buildsOn((suit << 4) | (rankOf(card) - 1), card)) mask |= 1 << suit;
      }
    }
    buildersOf[card] = <u8>mask;
    let parents = 0;
    if (isCard(card) && rankOf(card) < ranks) {
      for (let suit = 0; suit < suits; suit++) {
        if (buildsOn(card, (suit << 4) | (rankOf(card) + 1))) parents |= 1 << suit;
      }
    }
    parentsOf[card] = <u8>parents;
  }
  for (let card = 0; card < CARD_SLOTS; card++) {
    const rank = rankOf(card);
    secondBuildersOf[card] = <u8>buildersBelow(buildersOf[card], rank - 1);
    thirdBuildersOf[card] = <u8>buildersBelow(secondBuildersOf[card], rank - 2);
  }
  configured = true;
  return OK;
}
