/**
 * Arrays at fixed addresses, for the hot loops. A `new StaticArray` at a module's top
 * level is made by the start function and kept in a mutable global, which every access
 * loads first (the engine cannot know it never changes); an array in static memory
 * (`memory.data`) has an address known when compiling, which each access folds in:
 *
 *   const CARDS_AT = memory.data(FIXED_HEADER + bytes, 16);
 *   export const cards = changetype<StaticArray<u8>>(CARDS_AT + FIXED_HEADER);
 *   setFixedLength(CARDS_AT, bytes);
 *
 * Written out at each array: only a constant expression, no call, keeps the address
 * constant. The header gets the byte length, so checked access and `length` still work.
 *
 * A large table belongs there too: the start function zeroes a `new StaticArray`,
 * touching every page of it in every instance, whatever the game, where static memory
 * stays zero pages until written (the optimiser drops its zero bytes from the release
 * module; the debug build's `memory-packing` pass, asconfig.json, does the same).
 */

/** Bytes before a fixed array's elements: the header the runtime gives any array. */
export const FIXED_HEADER: i32 = 16;

/** Writes the byte length of the fixed array whose block starts at `block`. */
export function setFixedLength(block: usize, bytes: i32): void {
  // The runtime keeps an object's size in the word just before it (`rtSize`).
  store<u32>(block + <usize>FIXED_HEADER - 4, <u32>bytes);
}
