/**
 * The Spider family's moves as the searches store and replay them. Cards come in two
 * copies, so a move cannot be written by its card as the open family's are: it is written
 * by the places of its columns in the key order (key.ts `columnPlace`), which mean the
 * same in any order of columns (equal columns are interchangeable, so either serves).
 * Played out for the host as the legal move it is: every Spider move is a single move.
 */
import { forgetUndo } from '../../core/undo';
import { NO_MOVE } from '../../search/game';
import { ERR_SOLUTION_TOO_LONG } from '../../status';
import { PILE_STOCK } from './config';
import { columnAtPlace, columnPlace } from './key';
import {
  canDeal,
  DEAL_MOVE,
  encodeMove,
  isDeal,
  make,
  moveCount,
  moveFrom,
  moveTo,
} from './position';

const CANONICAL_DEAL: u32 = (1 << 14) | 1;

/** `1 | from place << 1 | to place << 5 | count << 9`, or CANONICAL_DEAL: never 0, 15 bits. */
export function canonicalMoveOf(move: u32): u32 {
  if (isDeal(move)) return CANONICAL_DEAL;
  return <u32>(
    (1 |
      (columnPlace(moveFrom(move)) << 1) |
      (columnPlace(moveTo(move)) << 5) |
      (moveCount(move) << 9))
  );
}

/** The move of the current position a canonical move stands for, or NO_MOVE. */
export function resolveCanonicalMove(canonical: u32): u32 {
  if (canonical == CANONICAL_DEAL) return canDeal() ? DEAL_MOVE : NO_MOVE;
  const from = columnAtPlace(<i32>((canonical >> 1) & 15));
  const to = columnAtPlace(<i32>((canonical >> 5) & 15));
  if (from < 0 || to < 0 || from == to) return NO_MOVE;
  return encodeMove(from, to, <i32>((canonical >> 9) & 31));
}

/** A move for the host: 4 bytes `from, to, count, 0`; a deal is `PILE_STOCK, 0, 0, 0`. */
export function describeMove(move: u32): u32 {
  if (isDeal(move)) return <u32>PILE_STOCK;
  return <u32>(moveFrom(move) | (moveTo(move) << 8) | (moveCount(move) << 16));
}

/** Plays a move and writes it out for the host. */
export function emitMove(move: u32, out: usize, at: i32, room: i32): i32 {
  if (at >= room) return ERR_SOLUTION_TOO_LONG;
  make(move);
  store<u32>(out + ((<usize>at) << 2), describeMove(move));
  return at + 1;
}

/** Nothing settles by itself but what `make` does (runs leaving, cards turning up). */
export function emitSettled(at: i32): i32 {
  // The replay never takes a move back: the record need not grow with the solution.
  forgetUndo();
  return at;
}
