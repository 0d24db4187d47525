/**
 * The klondike family on the search contract (search/game.ts): Klondike (Spanish and
 * French decks, draw 1 and 3) and Australian Patience. Thoughtful: the solver knows every
 * card, face-down and stock ones included. Each method is a thin door onto this folder's
 * modules.
 */
import { Game, NO_MOVE } from '../../search/game';
import { cardCount } from './config';
import { WASTE_VALUE } from './hash';
import {
  homeOfKey,
  isKey as isPositionKey,
  keyedWasteSize,
  keyWordsByScanAgree,
  readKey,
  writeKey,
} from './key';
import { keyBytes } from './key-codes';
import { generateMoves } from './movegen';
import {
  cardMoveOf,
  describeMove,
  drawsOf,
  emitMove,
  emitSafeMoves,
  resolveCardMove,
} from './moves';
import {
  cardsHome,
  hashByScan,
  isWon,
  make,
  positionHash,
  restoreStart,
  unmakeTo,
} from './position';
import { priorityOf } from './score';
import { playSafeMoves } from './settle';

@final
export class KlondikeFamily implements Game {
  @inline generate(at: i32): i32 {
    return generateMoves(at);
  }

  @inline make(move: u32): bool {
    return make(move);
  }

  @inline unmakeTo(mark: i32): void {
    unmakeTo(mark);
  }

  /** Every safe move is looked for again: a move may make one possible anywhere on the table. */
  @inline settleAfter(_move: u32): bool {
    return playSafeMoves();
  }

  @inline settle(): bool {
    return playSafeMoves();
  }

  /** Never, conservatively: what settles after a move is looked for over the whole table. */
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

  /** Kept move by move (hash.ts), as the key's fields are (key-codes.ts). */
  @inline hash(): u64 {
    if (!ASC_NO_ASSERT) assert(positionHash == hashByScan(), 'position hash out of date');
    if (!ASC_NO_ASSERT) assert(keyWordsByScanAgree(), 'key fields out of date');
    return positionHash + <u64>keyedWasteSize() * WASTE_VALUE;
  }

  @inline isKey(key: usize): bool {
    return isPositionKey(key);
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

  @inline progressOfKey(key: usize): i32 {
    return homeOfKey(key);
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
  @inline quietScore(_move: u32, _pathLength: i32): i32 {
    return unreachable();
  }

  @inline moveBack(_last: u32): u32 {
    return NO_MOVE;
  }

  /** The draws and turns of the waste a move makes first, and the move. */
  @inline singleMoves(move: u32): i32 {
    return drawsOf(move) + 1;
  }

  @inline canonicalMove(move: u32): u32 {
    return cardMoveOf(move);
  }

  @inline resolveMove(canonical: u32): u32 {
    return resolveCardMove(canonical);
  }

  /** Not promised: the local search leaves this family's solutions as shortened. */
  @inline resolvesSafely(): bool {
    return false;
  }

  /** Draws, and in Australian Patience cards onto their parents (parent.ts). */
  @inline settlesOnlyHome(): bool {
    return false;
  }

  @inline restoreStart(): void {
    restoreStart();
  }

  @inline emitMove(move: u32, out: usize, at: i32, room: i32): i32 {
    return emitMove(move, out, at, room);
  }

  @inline emitSettled(out: usize, at: i32, room: i32): i32 {
    return emitSafeMoves(out, at, room);
  }

  @inline describeMove(move: u32): u32 {
    return describeMove(move);
  }

  /** A move that draws first stands for several legal moves. */
  @inline isShortcut(move: u32): bool {
    return drawsOf(move) > 0;
  }
}

/** The one instance: the family's state is its modules' position. */
export const klondike = new KlondikeFamily();
