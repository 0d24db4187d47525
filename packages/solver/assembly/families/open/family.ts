/**
 * The open family on the search contract (search/game.ts): FreeCell, Baker's Game and
 * any game of columns, free cells and foundations that gives nothing back, with
 * FreeCell-style run moves. Each method is a thin door onto this folder's modules.
 */

import { MAX_MOVES_PER_POSITION } from '../../core/moves';
import { undoTop } from '../../core/undo';
import { Game, NO_MOVE } from '../../search/game';
import { weights } from '../../search/stages';
import { cardCount, keyBytes, sameSuitBuilding } from './config';
import { hashByScan } from './hash';
import { keyIsCurrent, readKey, writeKey } from './key';
import {
  emitMeta,
  generateMetaMoves,
  isMeta,
  isMetaCanonical,
  META_ALONE,
  META_ALSO,
  metaCanonical,
  metaSingleMoves,
  moveSet,
  playMeta,
  playSafeMovesAfterMeta,
  resolveMeta,
  setMoveSet,
} from './meta';
import { generateMoves } from './movegen';
import {
  cardMoveBack,
  cardMoveOf,
  cardMoveSingleMoves,
  describeMove,
  emitMove,
  emitSafeMoves,
  resolveCardMove,
} from './moves';
import {
  cardsHome,
  isWon,
  makeCompound,
  moveCount,
  moveLift,
  playSafeMoves,
  playSafeMovesAfter,
  positionHash,
  restoreStart,
  unmakeTo,
} from './position';
import { hashChangeOf, isQuiet, quietChildPriorityOf, scoresUnmade } from './quiet';
import { childPriorityOf, keepParentCounts, priorityOf, W_MOVE_SET } from './score';

@final
export class OpenFamily implements Game {
  @inline generate(at: i32): i32 {
    if (moveSet == META_ALONE) return generateMetaMoves(at, MAX_MOVES_PER_POSITION, true);
    const moves = generateMoves(at);
    if (moveSet != META_ALSO) return moves;
    return moves + generateMetaMoves(at + moves, MAX_MOVES_PER_POSITION - moves, false);
  }

  @inline make(move: u32): bool {
    return isMeta(move) ? playMeta(move, 0, 0, 0) >= 0 : makeCompound(move);
  }

  @inline unmakeTo(mark: i32): void {
    unmakeTo(mark);
  }

  @inline settleAfter(move: u32): bool {
    return isMeta(move) ? playSafeMovesAfterMeta(move) : playSafeMovesAfter(move);
  }

  @inline settle(): bool {
    return playSafeMoves();
  }

  /** Card and meta-moves that send no card home, nor uncover one that can go (quiet.ts). */
  @inline isQuiet(move: u32): bool {
    return isQuiet(move);
  }

  @inline hashAfter(move: u32): u64 {
    return positionHash + hashChangeOf(move);
  }

  @inline isWon(): bool {
    return isWon();
  }

  @inline keyBytes(): i32 {
    return keyBytes;
  }

  /** Hashed and recognised without writing the key: see hash.ts and `keyIsCurrent`. */
  @inline hash(): u64 {
    if (!ASC_NO_ASSERT) assert(positionHash == hashByScan(), 'position hash out of date');
    return positionHash;
  }

  @inline isKey(key: usize): bool {
    return keyIsCurrent(key);
  }

  /** Never: the family has no lost-position test. */
  @inline isLost(): bool {
    return false;
  }

  /** Never: no position of this family is left out for another. */
  @inline isDominatedInStore(): bool {
    return false;
  }

  @inline readsStoredKeys(): bool {
    return false;
  }

  @inline storeKey(out: usize): void {
    writeKey(out);
  }

  @inline readKey(key: usize): void {
    readKey(key);
  }

  @inline progress(): i32 {
    return cardsHome;
  }

  /** Cards home: every card of the deck not in the key (its non-zero bytes). */
  progressOfKey(key: usize): i32 {
    let cards = 0;
    while (cards < keyBytes && load<u8>(key + <usize>cards) != 0) cards++;
    return cardCount - cards;
  }

  @inline maxProgress(): i32 {
    return cardCount;
  }

  @inline score(pathLength: i32): i32 {
    return priorityOf(pathLength);
  }

  @inline beginChildScores(): void {
    keepParentCounts();
  }

  @inline childScore(mark: i32, pathLength: i32): i32 {
    return childPriorityOf(mark, pathLength);
  }

  @inline scoresUnmade(move: u32): bool {
    return scoresUnmade(move);
  }

  @inline quietScore(move: u32, hash: u64, pathLength: i32): i32 {
    return quietChildPriorityOf(move, hash, pathLength);
  }

  @inline moveBack(last: u32): u32 {
    return isMeta(last) ? NO_MOVE : cardMoveBack(last);
  }

  /** A run of n cards stands for 2n - 1 single-card moves; lifted cards go one by one. */
  @inline singleMoves(move: u32): i32 {
    if (isMeta(move)) return metaSingleMoves(move);
    return moveLift(move) + 2 * moveCount(move) - 1;
  }

  /** Settling sends cards home one by one (position.ts `isSafeHome`). */
  @inline settledSingleMoves(mark: i32): i32 {
    return undoTop - mark;
  }

  /** A card move's are fixed (its lifted cards, then its run); a meta-move's are not. */
  @inline fixedSingleMoves(canonical: u32): i32 {
    return isMetaCanonical(canonical) ? -1 : cardMoveSingleMoves(canonical);
  }

  @inline canonicalMove(move: u32): u32 {
    return isMeta(move) ? metaCanonical(move) : cardMoveOf(move);
  }

  @inline resolveMove(canonical: u32): u32 {
    return isMetaCanonical(canonical) ? resolveMeta(canonical) : resolveCardMove(canonical);
  }

  /**
   * A move between piles takes itself back; the resolvers refuse the two that would not:
   * a card home out of turn, and a meta-move onto a card of its own column.
   */
  @inline resolvesSafely(): bool {
    return true;
  }

  /** Not when building by suit: the cell rule (position.ts) moves cards onto columns. */
  @inline settlesOnlyHome(): bool {
    return !sameSuitBuilding;
  }

  /** Back to the start, with the move set the running stage asks for. */
  @inline restoreStart(): void {
    setMoveSet(unchecked(weights[W_MOVE_SET]));
    restoreStart();
  }

  @inline emitMove(move: u32, out: usize, at: i32, room: i32): i32 {
    return isMeta(move) ? emitMeta(move, out, at, room) : emitMove(move, out, at, room);
  }

  @inline emitSettled(out: usize, at: i32, room: i32): i32 {
    return emitSafeMoves(out, at, room);
  }

  @inline describeMove(move: u32): u32 {
    return describeMove(move);
  }

  @inline isShortcut(move: u32): bool {
    return moveLift(move) != 0 || isMeta(move);
  }
}

/** The one instance: the family's state is its modules' position. */
export const open = new OpenFamily();
