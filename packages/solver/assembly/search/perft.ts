/**
 * A family's move generator laid open for the solver perft (src/perft.test.ts), which
 * holds it against @naipe/rules' `legalMoves` position by position: the moves of the
 * position, and the leaves of its move tree to a depth, counted through `make` and
 * `unmakeTo` so the undo record is checked along with the generator.
 */
import { MAX_MOVES_PER_POSITION, MOVE_BUFFER_SIZE, moveBuffer } from '../core/moves';
import { undoTop } from '../core/undo';
import { Game } from './game';

/**
 * Writes the moves of the current position at `out` as 4 bytes each (`describeMove`) and
 * returns how many, or -1 when `room` moves do not fit.
 */
export function writeMoves<F extends Game>(family: F, out: usize, room: i32): i32 {
  const moves = family.generate(0);
  if (moves > room) return -1;
  for (let i = 0; i < moves; i++) {
    store<u32>(out + ((<usize>i) << 2), family.describeMove(unchecked(moveBuffer[i])));
  }
  return moves;
}

/** The deepest `countLeaves` goes: one region of the move buffer per depth. */
export const MAX_PERFT_DEPTH: i32 = MOVE_BUFFER_SIZE / MAX_MOVES_PER_POSITION - 1;

/**
 * Leaves of the move tree of the current position `depth` moves down, over the moves
 * that are not shortcuts (those are checked one position at a time), with nothing
 * settled: the count @naipe/rules gives over the same moves.
 */
export function countLeaves<F extends Game>(family: F, depth: i32, region: i32): f64 {
  if (depth == 0) return 1;
  const at = region * MAX_MOVES_PER_POSITION;
  const moves = family.generate(at);
  let leaves: f64 = 0;
  for (let i = at; i < at + moves; i++) {
    const move = unchecked(moveBuffer[i]);
    if (family.isShortcut(move)) continue;
    if (depth == 1) {
      leaves += 1;
      continue;
    }
    const mark = undoTop;
    family.make(move);
    leaves += countLeaves<F>(family, depth - 1, region + 1);
    family.unmakeTo(mark);
  }
  return leaves;
}
