/**
 * The Spider family's game, as data set by the host: how many columns, the deck's ranks,
 * and how many copies of each suit's series the game holds (two decks: eight series over
 * one, two or four suits). Nothing assumes 10 columns, 13 ranks or 104 cards.
 *
 * A card is `suit << 4 | rank` (rank 1..ranks) as in @naipe/rules. In a column a byte
 * holds the card and FACE_UP (bit 6) when it lies face up; bit 7 is free for the key.
 */
import { ERR_BAD_CONFIG, OK } from '../../status';

/**
 * Ten columns at most: with e empty columns and n = 10 - e others, each holding a run of
 * at most MAX_RANKS - 1 cards, a position has at most e·n·14 + n·(n - 1) + 1 = 441 moves,
 * within a move buffer region (core/moves.ts).
 */
export const MAX_COLUMNS: i32 = 10;
export const MAX_SUITS: i32 = 4;
export const MAX_RANKS: i32 = 15;
/** The most copies of one suit's series (one suit of two decks: 8). */
export const MAX_COPIES: i32 = 8;
/** Room per column and for the stock: every card of the largest deck. */
export const MAX_DEPTH: i32 = 128;

export const FACE_UP: i32 = 0x40;
export const CARD_MASK: i32 = 0x3f;

/** Pile numbers in moves: columns 0..15, and the stock (a deal) in the host's moves. */
export const PILE_STOCK: i32 = 30;

export let columnCount: i32 = 0;
export let rankCount: i32 = 0;
export let cardCount: i32 = 0;
/** Copies of each suit's series (0 for a suit the game does not hold). */
export const seriesCopies = new StaticArray<i32>(MAX_SUITS);
/**
 * Bytes of a position key: the stock's length, one byte per card on the table and one
 * per empty column, at least one zero byte after them, rounded up to whole 64-bit words.
 */
export let keyBytes: i32 = 0;
export let configured: bool = false;

@inline
export function rankOf(card: i32): i32 {
  return card & 15;
}

@inline
export function suitOf(card: i32): i32 {
  return (card >> 4) & 3;
}

/** Whether `card` (no flags) is a card of the configured deck. */
export function isCard(card: i32): bool {
  const rank = card & 15;
  return (
    card > 0 &&
    card <= CARD_MASK &&
    rank >= 1 &&
    rank <= rankCount &&
    unchecked(seriesCopies[card >> 4]) > 0
  );
}

/** Sets the game; OK or ERR_BAD_CONFIG for values outside the limits. */
export function configureSpiderGame(
  columns: i32,
  ranks: i32,
  copies0: i32,
  copies1: i32,
  copies2: i32,
  copies3: i32,
): i32 {
  configured = false;
  if (columns < 1 || columns > MAX_COLUMNS || ranks < 1 || ranks > MAX_RANKS) return ERR_BAD_CONFIG;
  const copies: StaticArray<i32> = [copies0, copies1, copies2, copies3];
  let series = 0;
  for (let suit = 0; suit < MAX_SUITS; suit++) {
    if (copies[suit] < 0 || copies[suit] > MAX_COPIES) return ERR_BAD_CONFIG;
    series += copies[suit];
  }
  if (series < 1 || series * ranks > MAX_DEPTH) return ERR_BAD_CONFIG;
  for (let suit = 0; suit < MAX_SUITS; suit++) seriesCopies[suit] = copies[suit];
  columnCount = columns;
  rankCount = ranks;
  cardCount = series * ranks;
  keyBytes = (cardCount + columns + 2 + 7) & ~7;
  configured = true;
  return OK;
}
