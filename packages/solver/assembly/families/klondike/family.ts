/**
 * The klondike family on the search contract (search/game.ts): Klondike (Spanish and
 * French decks, draw 1 and 3) and Australian Patience. Thoughtful: the solver knows every
 * card, face-down and stock ones included. Each method is a thin door onto this folder's
 * modules.
 */
import { undoTop, undoWordAt } from '../../core/undo';
import { Game } from '../../search/game';
import { cardCount } from './config';
import { isDominatedInStore } from './dominance';
import { COMPOUND, makeCompound } from './floating';
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
import { drawsFrom, generateMoves, isLostTable } from './movegen';
import {
  cardMoveOf,
  describeMove,
  drawsOf,
  emitMove,
  emitSafeMoves,
  moveBackOf,
  resolveCardMove,
  restOf,
  settledSingleMoves,
  talonLengthBefore,
} from './moves';
import {
  cardsHome,
  hashByScan,
  isWon,
  make,
  moveFrom,
  moveReach,
  PILE_TALON,
  positionHash,
  recordedMove,
  restingOnAgrees,
  restoreStart,
  tableCodeAgrees,
  talonAgrees,
  talonLength,
  unmakeTo,
  wasteSize,
  wasteSizeBefore,
} from './position';
import { afterReturnOf, countCompoundReturn, RETURN_FIRST, returnOf } from './returns';
import { priorityOf } from './score';
import { playSafeMoves, playSafeMovesAfter } from './settle';
import { afterTalonPlayOf, countCoveredTalonPlay, TALON_FIRST, talonPlayOf } from './talon-plays';

/**
 * Where the last move made through `make` lies in the undo record, and how many cards the
 * stock and waste held then: `singleMoves` is asked with the move unmade or made (and
 * settled), and once made the position no longer tells how many draws it took. Its undo
 * word keeps the waste's size it was made from; with the length, the draws follow, worked
 * out only when asked (best-first never asks).
 */
let madeAt: i32 = -1;
let madeTalonLength: i32 = 0;

/** The draws the move at `madeAt` made before its play. */
function madeDraws(): i32 {
  const word = undoWordAt(madeAt);
  if (moveFrom(word) != PILE_TALON) return 0;
  // The debug build reads the length back from the undo record: the stock and waste held
  // one card more for each play from them since (the move's and what settled after it).
  if (!ASC_NO_ASSERT) assert(madeTalonLength == talonLengthBefore(madeAt), 'talon made from');
  return drawsFrom(wasteSizeBefore(word), madeTalonLength, moveReach(word));
}

/**
 * `singleMoves` of a covered talon play (talon-plays.ts): its play's draws, the play, the
 * draws of the move after it (from the stock and waste one card shorter, whose waste the
 * play left one card short of its card) and that move, unmade or made last.
 */
function coveredSingleMoves(move: u32): i32 {
  const play = talonPlayOf(move);
  const after = afterTalonPlayOf(move);
  let size = wasteSize;
  let length = talonLength;
  if (madeAt >= 1 && madeAt < undoTop && recordedMove(undoWordAt(madeAt)) == after) {
    size = wasteSizeBefore(undoWordAt(madeAt - 1));
    length = madeTalonLength;
  }
  const reach = moveReach(play);
  let singles = drawsFrom(size, length, reach) + 2;
  if (moveFrom(after) == PILE_TALON) singles += drawsFrom(reach - 1, length - 1, moveReach(after));
  return singles;
}

@final
export class KlondikeFamily implements Game {
  @inline generate(at: i32): i32 {
    return generateMoves(at);
  }

  @inline isLost(): bool {
    return isLostTable();
  }

  @inline make(move: u32): bool {
    madeTalonLength = talonLength;
    // A flip or a return comes first: `madeAt` is where the move with the draws lies.
    if ((move & COMPOUND) != 0) {
      madeAt = undoTop + 1;
      return makeCompound(move);
    }
    if ((move & RETURN_FIRST) != 0) {
      madeAt = undoTop + 1;
      countCompoundReturn();
      return make(returnOf(move)) && make(afterReturnOf(move));
    }
    if ((move & TALON_FIRST) != 0) {
      madeAt = undoTop + 1;
      countCoveredTalonPlay();
      return make(talonPlayOf(move)) && make(afterTalonPlayOf(move));
    }
    madeAt = undoTop;
    return make(move);
  }

  @inline unmakeTo(mark: i32): void {
    unmakeTo(mark);
  }

  @inline settleAfter(move: u32): bool {
    return playSafeMovesAfter(move);
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
    if (!ASC_NO_ASSERT) assert(talonAgrees(), 'talon hash or set out of date');
    if (!ASC_NO_ASSERT) assert(keyWordsByScanAgree(), 'key fields out of date');
    if (!ASC_NO_ASSERT) assert(restingOnAgrees(), 'restingOn out of date');
    if (!ASC_NO_ASSERT) assert(tableCodeAgrees(), 'table code out of date');
    return positionHash + <u64>keyedWasteSize() * WASTE_VALUE;
  }

  @inline isKey(key: usize): bool {
    return isPositionKey(key);
  }

  /** A waste size that dominates its own (dominance.ts). */
  @inline isDominatedInStore(): bool {
    return isDominatedInStore<KlondikeFamily>(this);
  }

  @inline readsStoredKeys(): bool {
    return true;
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
  @inline quietScore(_move: u32, _hash: u64, _pathLength: i32): i32 {
    return unreachable();
  }

  @inline moveBack(last: u32): u32 {
    return moveBackOf(last);
  }

  @inline settledSingleMoves(mark: i32): i32 {
    return settledSingleMoves(mark);
  }

  /** Never asked: the solution's local search does not run here (`resolvesSafely`). */
  @inline fixedSingleMoves(_canonical: u32): i32 {
    return -1;
  }

  /**
   * The draws and turns of the waste a move makes first, and the move: counted from the
   * stock and waste it is made from, whether it is still to be made or was the last made
   * (and is still in the undo record, maybe with what settled after it).
   */
  @inline singleMoves(move: u32): i32 {
    if ((move & TALON_FIRST) != 0) return coveredSingleMoves(move);
    // A compound move (floating.ts) is its flip and one move more, a compound return
    // (returns.ts) its return and one move more.
    const made = restOf(move);
    const first = (move & (COMPOUND | RETURN_FIRST)) != 0 ? 1 : 0;
    if (madeAt >= 0 && madeAt < undoTop && recordedMove(undoWordAt(madeAt)) == made) {
      return madeDraws() + 1 + first;
    }
    return drawsOf(move) + 1 + first;
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

  /**
   * A move that draws first, flips a run first (floating.ts) or brings a card down first
   * (returns.ts) stands for several legal moves.
   */
  @inline isShortcut(move: u32): bool {
    return (move & (COMPOUND | RETURN_FIRST | TALON_FIRST)) != 0 || drawsOf(move) > 0;
  }
}

/** The one instance: the family's state is its modules' position. */
export const klondike = new KlondikeFamily();
