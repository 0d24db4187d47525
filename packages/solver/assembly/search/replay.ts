/**
 * Turns the search's canonical moves back into moves of the position as it was given,
 * with its own column and cell order, and writes out the settling moves explicitly: the
 * player (and @naipe/rules) makes every move, nothing happens by itself.
 */
import { ERR_REPLAY } from '../status';
import { Game, NO_MOVE } from './game';

/**
 * Replays `length` canonical moves (u32 each at `path`) from the start position, writing
 * every legal move they stand for in the host's format at `out` (the family's). Returns
 * the number of moves written, ERR_SOLUTION_TOO_LONG past `room`, or ERR_REPLAY when a
 * canonical move fits no move (a bug) or the end is not won.
 */
export function replayPath<F extends Game>(
  family: F,
  path: usize,
  length: i32,
  out: usize,
  room: i32,
): i32 {
  const at = replayLine<F>(family, path, length, out, room);
  return at < 0 || family.isWon() ? at : ERR_REPLAY;
}

/** The same for a line that need not end in a win (search/best-line.ts). */
export function replayLine<F extends Game>(
  family: F,
  path: usize,
  length: i32,
  out: usize,
  room: i32,
): i32 {
  family.restoreStart();
  let at = family.emitSettled(out, 0, room);
  if (at < 0) return at;
  for (let i = 0; i < length; i++) {
    const move = family.resolveMove(load<u32>(path + ((<usize>i) << 2)));
    if (move == NO_MOVE) return ERR_REPLAY;
    at = family.emitMove(move, out, at, room);
    if (at < 0) return at;
    at = family.emitSettled(out, at, room);
    if (at < 0) return at;
  }
  return at;
}
