/**
 * The contract between the searches and a game family. The store, the searches (soft
 * depth-first, best-first, the stage schedule), the path back, its shortening and its
 * replay know no game: they call these methods on a family, a `@final` class that holds
 * nothing itself and works on its module's position. Every search function is generic
 * over the family (`bestFirst<F extends Game>(family: F, ...)`), so each family gets its
 * own copy of the search with its methods called directly and inlined where small, as a
 * C++ template would: no dispatch at run time (see README, "Binding").
 *
 * Moves are u32 words the family defines. Every generated move must be a legal move of
 * the rules or a shortcut over several (counted by `singleMoves`); a family may leave out
 * a move only when another move it keeps reaches the same key.
 */
import { moveBuffer } from '../core/moves';

/** Priorities run 0 (best) .. PRIORITY_LEVELS - 1: the best-first search's buckets. */
export const PRIORITY_LEVELS: i32 = 4096;

/** Bits of a canonical move: the store keeps the path length above them. */
export const CANONICAL_MOVE_BITS: u32 = 22;

export interface Game {
  /** Writes the moves of the current position at `moveBuffer[at..]` (core/moves.ts); returns how many. */
  generate(at: i32): i32;
  /**
   * Whether the current position is lost by a test `generate` also runs first (it then
   * gives no move), one worth asking before a child is stored. False where a family has
   * none, or leaves its test to `generate`.
   */
  isLost(): bool;
  /**
   * Plays a generated move, pushing on the undo record (core/undo.ts) whatever taking it
   * back needs (a card turned face up, a stock or waste change, a completed run, a card
   * back from a foundation). False when the undo record is full.
   */
  make(move: u32): bool;
  /** Takes moves back until the undo record is `mark` (an earlier `undoTop`) high again. */
  unmakeTo(mark: i32): void;
  /**
   * After `move` (made from a settled position), plays the forced and proven-safe moves it
   * made possible, on the undo record like any move. False when the record is full.
   */
  settleAfter(move: u32): bool;
  /** Plays every forced and proven-safe move of the current position. */
  settle(): bool;
  /**
   * Whether `move`, a generated move of the current (settled) position, is quiet: after
   * it `settleAfter` plays nothing, so the position it reaches has the progress of this
   * one, is not won, and has the hash `hashAfter(move)`, both known without playing it.
   * A family may answer false for any move (it is then played to be known).
   */
  isQuiet(move: u32): bool;
  /** `hash()` after a quiet `move` (`isQuiet`), the current position left as it is. */
  hashAfter(move: u32): u64;
  isWon(): bool;

  /** Bytes of every key (a multiple of 8, with room for the family's longest key). */
  keyBytes(): i32;
  /**
   * A 64-bit hash of the current position, equal for positions with equal keys: the store
   * (tt/store.ts) looks positions up by it and calls `isKey` only for a stored key whose
   * hash matches, and `storeKey` only for a new position, so a family that can hash and
   * compare without writing the key writes one only per position stored. Both are called
   * only for the position last hashed (a family may keep the key it hashed from:
   * tt/scratch-key.ts).
   */
  hash(): u64;
  /** Whether the stored key at `key` is the current position's. */
  isKey(key: usize): bool;
  /**
   * Whether the store holds a position that dominates the current one (just hashed, not
   * stored): one won in at most as many moves whenever the current one is winnable, so
   * that a complete search may leave the current one out as if stored (the family's
   * proof). False where a family knows no such relation.
   */
  isDominatedInStore(): bool;
  /**
   * Whether `isDominatedInStore` reads stored keys: then every position stored keeps its
   * key, even in a soft thread's store, which otherwise keeps none (search/dfs.ts
   * `hashAlone`).
   */
  readsStoredKeys(): bool;
  /**
   * Writes the canonical key of the current position at `out` (keyBytes() bytes, and the
   * buffer has room for a word more): equal exactly for positions that are the same up
   * to the orders that never matter (of columns, of cells, of equal cards).
   */
  storeKey(out: usize): void;
  /** Sets the current position from a key `storeKey` wrote, with an empty undo record. */
  readKey(key: usize): void;
  /** A number that equal positions share (cards home), to skip keys that cannot match. */
  progress(): i32;
  /** `progress()` of the position of a stored key, read from the key alone. */
  progressOfKey(key: usize): i32;
  /** The largest `progress()`. */
  maxProgress(): i32;

  /** The priority of the current position reached in `pathLength` moves (lower: better). */
  score(pathLength: i32): i32;
  /**
   * The children of the current position are about to be scored by `childScore`: a
   * family may keep what their scores share (the depth-first search scores every child).
   */
  beginChildScores(): void;
  /**
   * `score(pathLength)` of the current position, a child made and settled from the
   * position `beginChildScores` saw while the undo record was `mark` high.
   */
  childScore(mark: i32, pathLength: i32): i32;
  /** Whether `quietScore` scores the child of the quiet `move` (false: only made). */
  scoresUnmade(move: u32): bool;
  /**
   * `childScore` of the child of the quiet `move` (`isQuiet`, `scoresUnmade`), after
   * `beginChildScores`, the move unmade; `hash` is the child's (`hashAfter(move)`).
   */
  quietScore(move: u32, hash: u64, pathLength: i32): i32;
  /**
   * The move `generate` gives now that takes `last`, just played, straight back: with
   * nothing settled after `last`, it reaches the key `last` was played from. NO_MOVE when
   * there is none, or the family cannot tell. Asked only with the undo record as `make
   * (last)` left it (a family may read its top word).
   */
  moveBack(last: u32): u32;
  /** How many single legal moves `move` stands for (1 for a plain move). */
  singleMoves(move: u32): i32;
  /**
   * How many single legal moves the solution writes for what settling played since the
   * undo record was `mark` high, just after a move was made: one a card sent home, and
   * whatever else the family settles and writes (in Klondike a floating run's flip, the
   * draws before a card from the stock settles). At most one more per card where the
   * writer merges a move with its settling (FreeCell writes a lifted or parked card that
   * is safe straight home, which the search puts in a cell and then settles).
   */
  settledSingleMoves(mark: i32): i32;
  /**
   * How many single legal moves the canonical move `canonical` stands for wherever it is
   * played, or -1 when that depends on the position (a meta-move parks what lies in its
   * way): where none depends on it, reordering a line only saves the moves a later move
   * makes unneeded (search/polish.ts `leavesAsFound`).
   */
  fixedSingleMoves(canonical: u32): i32;

  /**
   * `move` of the current position written so that it means the same in any order of
   * columns and cells (CANONICAL_MOVE_BITS bits, never 0), and back: the move of the
   * current position it stands for, or NO_MOVE.
   */
  canonicalMove(move: u32): u32;
  resolveMove(canonical: u32): u32;
  /**
   * Whether every move `resolveMove` gives, even one the rules would not allow now (a
   * canonical move played out of its place), is taken back exactly by `unmakeTo`: then
   * the solution's local search (polish.ts) may try moves before checking them.
   */
  resolvesSafely(): bool;
  /**
   * Whether settling only ever sends cards home: then two orders of a stretch of the line
   * that keep both its ends settle the same moves, and the local search (polish.ts) may
   * compare the stretch by its own moves alone.
   */
  settlesOnlyHome(): bool;

  /** Sets the current position back to the one loaded, in its own order. */
  restoreStart(): void;
  /**
   * Plays `move` and writes the legal moves it stands for, in the host's format, at
   * `out[at..]`; returns the new length, or ERR_SOLUTION_TOO_LONG past `room`.
   */
  emitMove(move: u32, out: usize, at: i32, room: i32): i32;
  /** Plays the settling moves of the current position and writes them like `emitMove`. */
  emitSettled(out: usize, at: i32, room: i32): i32;

  /** Debug (perft): the move as 4 bytes for the host, `from, to, count, lift`. */
  describeMove(move: u32): u32;
  /** Whether `move` is a shortcut over several legal moves (perft counts only the others). */
  isShortcut(move: u32): bool;
}

/** What `resolveMove` answers for a canonical move that fits no move of the position. */
export const NO_MOVE: u32 = 0xffffffff;

/** Room a buffer needs for a key: the longest key and 8 bytes a word store may pass its end. */
export const KEY_SCRATCH_BYTES: i32 = 256 + 8;

/**
 * Whether `generate` gives `move` in the current position, listed from `region` of the
 * move buffer: a move replayed from elsewhere (a line's canonical move resolved here) may
 * be legal yet not one the family would play, and only generated moves keep its promises.
 */
export function generates<F extends Game>(family: F, move: u32, region: i32): bool {
  const moves = family.generate(region);
  for (let i = 0; i < moves; i++) {
    if (unchecked(moveBuffer[region + i]) == move) return true;
  }
  return false;
}
