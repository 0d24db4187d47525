/**
 * Keys as the store sees them: opaque bytes, a whole number of 64-bit words long, set
 * once per search by the family (`keyBytes`). Two keys are the same position exactly
 * when their bytes are equal; what the bytes mean is the family's business.
 */

/** Bytes of every key of the running search (a multiple of 8). */
export let keyBytes: i32 = 0;

export function setKeyBytes(bytes: i32): void {
  keyBytes = bytes;
}

/** A 64-bit hash of a key, word by word (multiply and fold, as in wyhash-style mixers). */
export function hashKey(key: usize): u64 {
  let hash: u64 = 0x9e3779b97f4a7c15;
  const words = keyBytes >> 3;
  for (let i = 0; i < words; i++) {
    hash = (hash ^ load<u64>(key + ((<usize>i) << 3))) * 0xff51afd7ed558ccd;
    hash ^= hash >> 32;
  }
  hash *= 0xc4ceb9fe1a85ec53;
  return hash ^ (hash >> 29);
}

export function keysEqual(a: usize, b: usize): bool {
  const words = keyBytes >> 3;
  for (let i = 0; i < words; i++) {
    if (load<u64>(a + ((<usize>i) << 3)) != load<u64>(b + ((<usize>i) << 3))) return false;
  }
  return true;
}

/**
 * Zeroes a key being written from `at` to `out + bytes`: to the next word boundary in
 * one store (the writer's buffer has KEY_SCRATCH_BYTES, room for it), then whole words.
 */
@inline
export function zeroKeyTail(out: usize, at: usize, bytes: i32): void {
  const end = out + <usize>bytes;
  store<u64>(at, 0);
  at = out + ((at - out + 7) & ~(<usize>7));
  while (at < end) {
    store<u64>(at, 0);
    at += 8;
  }
}
