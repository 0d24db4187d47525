/**
 * The store's door (search/game.ts: `hash`, `isKey`, `storeKey`) for a family that keys
 * its positions only by writing them: the key is written once into a scratch buffer,
 * hashed from there, compared there against stored keys and copied from there into a new
 * record.
 */
import { KEY_SCRATCH_BYTES } from '../search/game';
import { hashKey, keyBytes, keysEqual } from './hash';

const keyScratch = new StaticArray<u8>(KEY_SCRATCH_BYTES);
/** Where a family writes the key it hashes with `hashOfScratch`. */
export const scratchKey: usize = changetype<usize>(keyScratch);

/** The hash of the key just written at `scratchKey`. */
@inline
export function hashOfScratch(): u64 {
  return hashKey(scratchKey);
}

/** Whether the stored key at `key` is the one at `scratchKey`. */
@inline
export function isScratchKey(key: usize): bool {
  return keysEqual(key, scratchKey);
}

/** Copies the key at `scratchKey` to `out`, word by word (memory.copy is a host call). */
@inline
export function storeScratchKey(out: usize): void {
  for (let at: usize = 0; at < <usize>keyBytes; at += 8)
    store<u64>(out + at, load<u64>(scratchKey + at));
}
