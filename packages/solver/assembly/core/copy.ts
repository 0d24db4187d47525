/**
 * Copying a few bytes: `memory.copy` is a call out of the compiled code into the engine's
 * memmove, which costs more than the copy itself for the keys and small tables the
 * solver copies many times a solve. Words, then the bytes left.
 */

/** Copies `bytes` bytes from `from` to `to` (the two not overlapping). */
@inline
export function copyBytes(to: usize, from: usize, bytes: usize): void {
  let at: usize = 0;
  for (; at + 8 <= bytes; at += 8) store<u64>(to + at, load<u64>(from + at));
  for (; at < bytes; at++) store<u8>(to + at, load<u8>(from + at));
}
