/**
 * The move buffer every family generates into and every search reads: preallocated, in
 * regions of MAX_MOVES_PER_POSITION (the best-first search uses region 0, the perft one
 * region per depth). A move is a u32 whose meaning only its family knows.
 */

import { FIXED_HEADER, setFixedLength } from './fixed';

export const MOVE_BUFFER_SIZE: i32 = 1 << 14;
const MOVE_BUFFER_AT = memory.data(FIXED_HEADER + MOVE_BUFFER_SIZE * 4, 16);
export const moveBuffer = changetype<StaticArray<u32>>(MOVE_BUFFER_AT + FIXED_HEADER);
setFixedLength(MOVE_BUFFER_AT, MOVE_BUFFER_SIZE * 4);
/** The most moves one position can have, with room to spare: bounds a buffer region. */
export const MAX_MOVES_PER_POSITION: i32 = 512;
