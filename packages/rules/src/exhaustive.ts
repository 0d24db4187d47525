/**
 * The test oracle: a plain exhaustive search that prunes nothing. It follows every move
 * `legalMoves` lists (stock draws, deals and turns of the waste included, as ordinary
 * moves), plays no automatic move and knows no dominance; the only thing it skips is a
 * position it has seen before, keyed by its full notation. A position is winnable exactly
 * when a won position can be reached from it, and a depth-first search with one visited
 * set finds a reachable won position if there is one: every position it meets is either
 * searched there or was searched (or is being searched) from its first meeting. So
 * "impossible" means every reachable position was looked at, and Klondike's unlimited
 * turns of the waste end because they come back to positions already seen.
 *
 * It is slow on purpose and meant for small variants (`small.ts`), where a solver's
 * pruning and automatic moves are checked against it deal by deal.
 */
import { applyMove } from './apply.js';
import type { Game } from './game.js';
import type { Move } from './move.js';
import type { Position } from './position.js';

export type ExhaustiveVerdict = 'winnable' | 'impossible' | 'too-large';

export type ExhaustiveResult =
  | {
      readonly verdict: 'winnable';
      /** Moves from the start to a won position, each as `legalMoves` gave it (count filled in). */
      readonly line: readonly Move[];
      /** Distinct positions met, the start included. */
      readonly positions: number;
    }
  | { readonly verdict: 'impossible' | 'too-large'; readonly positions: number };

export interface ExhaustiveOptions {
  /** Give up with `too-large` once this many distinct positions were met; 200,000 unless told. */
  readonly maxPositions?: number;
  /**
   * Leaves out the moves it refuses, to show what a position needs ("won only by taking a
   * card back from a foundation": winnable, and impossible without those moves). Not for
   * checking a solver: the oracle's verdict is the one with every move allowed.
   */
  readonly allowMove?: (move: Move, position: Position) => boolean;
}

export const DEFAULT_MAX_POSITIONS = 200_000;

interface Frame {
  readonly position: Position;
  readonly moves: readonly Move[];
  next: number;
}

/** Whether a won position can be reached from `start`, by looking at every reachable one. */
export function exhaustiveVerdict(
  game: Game,
  start: Position,
  options: ExhaustiveOptions = {},
): ExhaustiveResult {
  const maxPositions = options.maxPositions ?? DEFAULT_MAX_POSITIONS;
  const allow = options.allowMove;
  const seen = new Set<string>([game.makePosition(start)]);
  if (game.isWon(start)) return { verdict: 'winnable', line: [], positions: 1 };
  // The line is the move into each frame above the first, so it is one shorter than the stack.
  const stack: Frame[] = [{ position: start, moves: game.legalMoves(start), next: 0 }];
  const line: Move[] = [];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const move = frame.moves[frame.next++];
    if (move === undefined) {
      stack.pop();
      line.pop();
      continue;
    }
    if (allow !== undefined && !allow(move, frame.position)) continue;
    // legalMoves put every move to the checker, so it plays without a second check.
    const next = applyMove(game.variant, frame.position, move);
    const key = game.makePosition(next);
    if (seen.has(key)) continue;
    if (seen.size >= maxPositions) return { verdict: 'too-large', positions: seen.size };
    seen.add(key);
    line.push(move);
    if (game.isWon(next)) return { verdict: 'winnable', line: [...line], positions: seen.size };
    stack.push({ position: next, moves: game.legalMoves(next), next: 0 });
  }
  return { verdict: 'impossible', positions: seen.size };
}
