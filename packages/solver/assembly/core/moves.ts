/**
 * The move buffer every family generates into and every search reads: preallocated, in
 * regions of MAX_MOVES_PER_POSITION (the best-first search uses region 0, the perft one
 * region per depth). A move is a u32 whose meaning only its family knows.
 */

export const MOVE_BUFFER_SIZE: i32 = 1 << 14;
export const moveBuffer = new StaticArray<u32>(MOVE_BUFFER_SIZE);
/** The most moves one position can have, with room to spare: bounds a buffer region. */
export const MAX_MOVES_PER_POSITION: i32 = 512;
