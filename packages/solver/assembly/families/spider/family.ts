/**
 * The Spider family on the search contract (search/game.ts): two decks (duplicate
 * cards), face-down cards, a stock dealt a row at a time, complete runs leaving the
 * table. Each method is a thin door onto this folder's modules.
 *
 * Settling plays nothing: what happens by itself in Spider (a complete run leaving, a
 * card turning face up) is part of `make`, as it is part of the rules' move, and no
 * other move is played automatically, so nothing needs a proof of safety.
 */
import { Game, NO_MOVE } from '../../search/game';
import { hashOfScratch, isScratchKey, scratchKey, storeScratchKey } from '../../tt/scratch-key';
import { cardCount, keyBytes } from './config';
import { cardsHomeOfKey, readKey, writeKey } from './key';
import { generateMoves } from './movegen';
import {
  canonicalMoveOf,
  describeMove,
  emitMove,
  emitSettled,
  resolveCanonicalMove,
} from './moves';
import { cardsHome, isWon, make, restoreStart, unmakeTo } from './position';
import { priorityOf } from './score';

@final
export class SpiderFamily implements Game {
  @inline generate(at: i32): i32 {
    return generateMoves(at);
  }

  @inline make(move: u32): bool {
    return make(move);
  }

  @inline unmakeTo(mark: i32): void {
    unmakeTo(mark);
  }

  @inline settleAfter(_move: u32): bool {
    return true;
  }

  @inline settle(): bool {
    return true;
  }

  /** Never: its hash comes from the key written, so a child is played to be hashed. */
  @inline isQuiet(_move: u32): bool {
    return false;
  }

  /** Never asked: no move is quiet. */
  @inline hashAfter(_move: u32): u64 {
    return unreachable();
  }

  @inline isWon(): bool {
    return isWon();
  }

  @inline keyBytes(): i32 {
    return keyBytes;
  }

  @inline hash(): u64 {
    writeKey(scratchKey);
    return hashOfScratch();
  }

  @inline isKey(key: usize): bool {
    return isScratchKey(key);
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
    storeScratchKey(out);
  }

  @inline readKey(key: usize): void {
    readKey(key);
  }

  @inline progress(): i32 {
    return cardsHome();
  }

  @inline progressOfKey(key: usize): i32 {
    return cardsHomeOfKey(key);
  }

  @inline maxProgress(): i32 {
    return cardCount;
  }

  @inline score(pathLength: i32): i32 {
    return priorityOf(pathLength);
  }

  @inline beginChildScores(): void {}

  @inline childScore(_mark: i32, pathLength: i32): i32 {
    return priorityOf(pathLength);
  }

  @inline scoresUnmade(_move: u32): bool {
    return false;
  }

  /** Never asked: no move is quiet. */
  @inline quietScore(_move: u32, _hash: u64, _pathLength: i32): i32 {
    return unreachable();
  }

  @inline moveBack(_last: u32): u32 {
    return NO_MOVE;
  }

  /** Every Spider move is one legal move (a run of one suit moves as one). */
  @inline singleMoves(_move: u32): i32 {
    return 1;
  }

  /** Nothing settles (`settleAfter`). */
  @inline settledSingleMoves(_mark: i32): i32 {
    return 0;
  }

  /** Never asked: the solution's local search does not run here (`resolvesSafely`). */
  @inline fixedSingleMoves(_canonical: u32): i32 {
    return -1;
  }

  @inline canonicalMove(move: u32): u32 {
    return canonicalMoveOf(move);
  }

  @inline resolveMove(canonical: u32): u32 {
    return resolveCanonicalMove(canonical);
  }

  /** Not promised: the local search leaves this family's solutions as shortened. */
  @inline resolvesSafely(): bool {
    return false;
  }

  /** Not promised (the local search does not run here: `resolvesSafely`). */
  @inline settlesOnlyHome(): bool {
    return false;
  }

  @inline restoreStart(): void {
    restoreStart();
  }

  @inline emitMove(move: u32, out: usize, at: i32, room: i32): i32 {
    return emitMove(move, out, at, room);
  }

  @inline emitSettled(_out: usize, at: i32, _room: i32): i32 {
    return emitSettled(at);
  }

  @inline describeMove(move: u32): u32 {
    return describeMove(move);
  }

  @inline isShortcut(_move: u32): bool {
    return false;
  }
}

/** The one instance: the family's state is its modules' position. */
export const spider = new SpiderFamily();
