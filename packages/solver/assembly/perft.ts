/**
 * The move generator laid open for the solver perft (src/perft.test.ts), which holds it
 * against @naipe/rules' `legalMoves` position by position: the moves of the position, and
 * the leaves of its move tree to a depth, counted through `make` and `unmakeTo` so the
 * undo is checked along with the generator.
 */
import { generateMoves, MAX_MOVES_PER_POSITION, MOVE_BUFFER_SIZE, moveBuffer } from './movegen';
import { make, moveCount, moveFrom, moveLift, moveTo, undoTop, unmakeTo } from './position';

/**
 * Writes the moves of the current position at `out` as 4 bytes each, `from, to, count,
 * lift` (piles as in config.ts), and returns how many, or -1 when `room` moves do not fit.
 */
export function writeMoves(out: usize, room: i32): i32 {
  const moves = generateMoves(0);
  if (moves > room) return -1;
  for (let i = 0; i < moves; i++) {
    const move = unchecked(moveBuffer[i]);
    const address = out + (<usize>i << 2);
    store<u8>(address, <u8>moveFrom(move));
    store<u8>(address, <u8>moveTo(move), 1);
    store<u8>(address, <u8>moveCount(move), 2);
    store<u8>(address, <u8>moveLift(move), 3);
  }
  return moves;
}

/** The deepest `countLeaves` goes: one region of the move buffer per depth. */
export const MAX_PERFT_DEPTH: i32 = MOVE_BUFFER_SIZE / MAX_MOVES_PER_POSITION - 1;

/**
 * Leaves of the move tree of the current position `depth` moves down, over the single-card
 * and run moves (lifts are shortcuts over those, checked one position at a time), with no
 * safe moves played: the count @naipe/rules gives over the same moves.
 */
export function countLeaves(depth: i32, region: i32): f64 {
  if (depth == 0) return 1;
  const at = region * MAX_MOVES_PER_POSITION;
  const moves = generateMoves(at);
  let leaves: f64 = 0;
  for (let i = at; i < at + moves; i++) {
    const move = unchecked(moveBuffer[i]);
    if (moveLift(move) != 0) continue;
    if (depth == 1) {
      leaves += 1;
      continue;
    }
    const mark = undoTop;
    make(move);
    leaves += countLeaves(depth - 1, region + 1);
    unmakeTo(mark);
  }
  return leaves;
}
