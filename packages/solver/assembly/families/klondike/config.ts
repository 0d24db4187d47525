/**
 * The klondike family's game, as data set by the host: Klondike (Spanish and French
 * decks, draw 1 and 3) and Australian Patience, which share columns with face-down
 * cards, a stock and a waste. What differs is read from here: how cards build, which
 * cards move together (a built run, or any face-up card with what lies on it), how many
 * cards a draw turns, whether the waste turns over, whether a foundation card may come
 * back down, and what an empty column takes. Nothing assumes 52 cards or 7 columns.
 *
 * A card is `suit << 4 | rank` (rank 1..ranks) as in @naipe/rules: 6 bits, so the key
 * may flag a byte with bit 7.
 */
import { ERR_BAD_CONFIG, OK } from '../../status';

export const MAX_COLUMNS: i32 = 16;
export const MAX_SUITS: i32 = 4;
export const MAX_RANKS: i32 = 15;
/** Room per column: every card of the largest deck could lie in one column. */
export const MAX_DEPTH: i32 = 64;
export const CARD_SLOTS: i32 = 64;
/** The stock and waste together hold at most this many cards (one bit each in the key). */
export const MAX_TALON: i32 = 64;

/** Build rules as in the open family (families/open/config.ts BUILD_*). */
export const BUILD_ALTERNATE_COLOUR: i32 = 0;
export const BUILD_SAME_SUIT: i32 = 1;
export const BUILD_DIFFERENT_SUIT: i32 = 2;

/** Which cards move together: a run built by the build rule, or any face-up card with the cards on it. */
export const GROUPS_BUILT_RUN: i32 = 0;
export const GROUPS_ANY_FACE_UP: i32 = 1;

export let columnCount: i32 = 0;
export let suitCount: i32 = 0;
export let rankCount: i32 = 0;
export let cardCount: i32 = 0;
export let drawCount: i32 = 1;
/** The waste turns over into a new stock when the stock is empty (Klondike), or never (Australian). */
export let redeal: bool = false;
/** A foundation's top card may come back down onto a column (Klondike). */
export let foundationReturns: bool = false;
export let groups: i32 = GROUPS_BUILT_RUN;
/** The rank an empty column takes at the base of what moves in; 0 for any card. */
export let emptyColumnRank: i32 = 0;
/** The cards an empty column takes at the base of what moves in, one bit each. */
export let emptyColumnTakers: u64 = 0;
/**
 * Whether the key leaves out how many cards the waste holds: with one card a draw and
 * the waste turning over, every card of the stock and waste can be reached from any
 * split of them, by the same moves (see key.ts).
 */
export let wasteSizeIrrelevant: bool = false;
/**
 * Whether a card goes onto its parent by itself when it can (parent.ts, where the proof
 * is): building by suit, any face-up card moving with what lies on it, no card coming
 * back from a foundation, and no turn of the waste (Australian Patience: the proof and
 * the keys, which share waste sizes where the waste turns over (key.ts `keyedWasteSize`)
 * while the waste's top may settle, were worked out for one pass). `stockParentMovesSafe`:
 * the next stock card too, drawn and played, with one card a draw.
 */
export let parentMovesSafe: bool = false;
export let stockParentMovesSafe: bool = false;
export let configured: bool = false;

/** `buildsOn[lower << 6 | upper]`: whether `lower` may lie on `upper` in a column. */
export const buildsOnTable = new StaticArray<u8>(CARD_SLOTS * CARD_SLOTS);
/** `buildersOf[upper]`: one bit per card that may lie on `upper` (bit `lower`). */
export const buildersOf = new StaticArray<u64>(CARD_SLOTS);
/** `holdersOf[lower]`: one bit per card `lower` may lie on (bit `upper`). */
export const holdersOf = new StaticArray<u64>(CARD_SLOTS);
/**
 * `safeBelow[card]`: for each suit, the foundation rank that makes sending `card` home
 * safe (position.ts `isSafeHome`, where the proof is), packed 8 bits a suit.
 */
export const safeBelow = new StaticArray<u32>(CARD_SLOTS);

/** The card as a one-card set: a card's slot number is its bit in a `u64` of cards. */
@inline
export function cardBit(card: i32): u64 {
  return (<u64>1) << card;
}

/** Every card of `rank`, in any suit: a suit's cards are 16 bits of a `u64` of cards. */
@inline
export function cardsOfRank(rank: i32): u64 {
  return (<u64>0x0001000100010001) << (<u64>rank);
}

/** Whether an empty column takes `card` at the base of what moves in. */
@inline
export function fitsEmptyColumn(card: i32): bool {
  return emptyColumnRank == 0 || rankOf(card) == emptyColumnRank;
}

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

import { configureFloatingRuns } from './floating';

/** Sets the game; OK, or ERR_BAD_CONFIG for values outside the limits. */
export function configureKlondikeGame(
  columns: i32,
  suits: i32,
  ranks: i32,
  buildRule: i32,
  redSuits: i32,
  draw: i32,
  turnsOver: i32,
  returns: i32,
  groupRule: i32,
  emptyRank: i32,
): i32 {
  configured = false;
  if (columns < 1 || columns > MAX_COLUMNS) return ERR_BAD_CONFIG;
  if (suits < 1 || suits > MAX_SUITS || ranks < 1 || ranks > MAX_RANKS) return ERR_BAD_CONFIG;
  if (buildRule < BUILD_ALTERNATE_COLOUR || buildRule > BUILD_DIFFERENT_SUIT) return ERR_BAD_CONFIG;
  if (draw < 1 || draw > 15 || emptyRank < 0 || emptyRank > ranks) return ERR_BAD_CONFIG;
  if (groupRule < GROUPS_BUILT_RUN || groupRule > GROUPS_ANY_FACE_UP) return ERR_BAD_CONFIG;
  columnCount = columns;
  suitCount = suits;
  rankCount = ranks;
  cardCount = suits * ranks;
  drawCount = draw;
  redeal = turnsOver != 0;
  foundationReturns = returns != 0;
  groups = groupRule;
  emptyColumnRank = emptyRank;
  wasteSizeIrrelevant = draw == 1 && redeal;
  parentMovesSafe =
    buildRule == BUILD_SAME_SUIT &&
    groupRule == GROUPS_ANY_FACE_UP &&
    !foundationReturns &&
    !redeal;
  stockParentMovesSafe = parentMovesSafe && draw == 1;
  for (let lower = 0; lower < CARD_SLOTS; lower++) {
    for (let upper = 0; upper < CARD_SLOTS; upper++) {
      let fits = isCard(lower) && isCard(upper) && rankOf(lower) + 1 == rankOf(upper);
      if (fits) {
        const a = suitOf(lower);
        const b = suitOf(upper);
        if (buildRule == BUILD_SAME_SUIT) fits = a == b;
        else if (buildRule == BUILD_DIFFERENT_SUIT) fits = a != b;
        else fits = ((redSuits >> a) & 1) != ((redSuits >> b) & 1);
      }
      buildsOnTable[(lower << 6) | upper] = fits ? 1 : 0;
    }
  }
  for (let card = 0; card < CARD_SLOTS; card++) {
    let builders: u64 = 0;
    let holders: u64 = 0;
    for (let other = 0; other < CARD_SLOTS; other++) {
      if (buildsOnTable[(other << 6) | card] != 0) builders |= (<u64>1) << other;
      if (buildsOnTable[(card << 6) | other] != 0) holders |= (<u64>1) << other;
    }
    buildersOf[card] = builders;
    holdersOf[card] = holders;
  }
  emptyColumnTakers = 0;
  for (let card = 0; card < CARD_SLOTS; card++)
    if (isCard(card) && fitsEmptyColumn(card)) emptyColumnTakers |= cardBit(card);
  for (let card = 0; card < CARD_SLOTS; card++)
    safeBelow[card] = isCard(card) ? safeRanks(card) : 0;
  configureFloatingRuns();
  configured = true;
  return OK;
}

/**
 * The least foundation rank of each suit under which `card` is safe to send home: the
 * smallest set S holding the card that holds, with any card, every lower card of its
 * suit and every card that could be built on it (position.ts `isSafeHome`), as the
 * highest rank of each suit in S. The card itself must be next on its foundation, so its
 * own suit asks for rank - 1.
 */
function safeRanks(card: i32): u32 {
  const highest = new StaticArray<i32>(MAX_SUITS);
  highest[suitOf(card)] = rankOf(card);
  let grown = true;
  while (grown) {
    grown = false;
    for (let suit = 0; suit < suitCount; suit++) {
      const rank = highest[suit];
      if (rank < 2) continue;
      // Every card of this suit up to `rank` is in S: their builders must be too.
      for (let other = 0; other < suitCount; other++) {
        for (let r = rank - 1; r >= 1; r--) {
          if (r > highest[other] && buildsOn((other << 4) | r, (suit << 4) | (r + 1))) {
            highest[other] = r;
            grown = true;
            break;
          }
        }
      }
    }
  }
  highest[suitOf(card)] = rankOf(card) - 1;
  let packed: u32 = 0;
  for (let suit = 0; suit < suitCount; suit++) packed |= (<u32>highest[suit]) << (suit * 8);
  return packed;
}
