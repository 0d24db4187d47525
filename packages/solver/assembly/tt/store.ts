/**
 * The position store (transposition table): every position the search has reached (but
 * those a family leaves out for one stored that dominates them), by its full canonical
 * key, so a position is never merged with a different one. Keys are
 * opaque bytes (hash.ts): the store knows no game.
 *
 * One arena of linear memory, allocated once and reused by every solve; its size is the
 * caller's memory budget. It holds
 * - an index of power-of-two slots, each a u64 `hash << 32 | record`, linear probing from
 *   the slot the hash's low bits pick (`hash`: 32 bits of the position's, `storedHash`);
 * - fixed-size records, numbered from 1: `parent u32, move u32, next u32, hash u32` (the
 *   same 32 bits, so the index grows from the records alone), then the key.
 *   `next` links the records of one priority in the search's bucket queue.
 * The index has room reserved for the most records that fit, but starts small and doubles
 * (rehashing from the stored keys) as records come in: most solves store a few thousand
 * positions, and a small index stays in the processor's caches where a full-size one
 * would miss on every probe. Clearing zeroes only the part in use.
 *
 * Positions come in by the family's hash (search/game.ts): the family recognises a
 * stored position against its key and writes a key only into a new record.
 */
import { undoTop } from '../core/undo';
import { Game } from '../search/game';
import { keyBytes } from './hash';

const RECORD_HEADER: i32 = 16;
/** Load factor limit of the index, as records per 8 slots. */
const RECORDS_PER_8_SLOTS: u32 = 6;

let arena: usize = 0;
let arenaBytes: usize = 0;
let indexBase: usize = 0;
let slotMask: u32 = 0;
/** The slots reserved for the index; `slotMask + 1` of them are in use. */
let reservedSlots: u32 = 0;
/** Records the index in use takes before it doubles (3/4 of its slots). */
let growAt: u32 = 0;
let recordBase: usize = 0;
let recordSize: u32 = 0;
const FIRST_SLOTS: u32 = 4096;
/**
 * Bytes after the last record: a family's key writer and reader may pass a key's end by
 * a word (search/game.ts KEY_SCRATCH_BYTES), over the next record, not yet written.
 */
const SLACK_BYTES: u64 = 8;

export let capacity: u32 = 0;
/** The most records the current layout has room for. */
let roomRecords: u32 = 0;
export let recordCount: u32 = 0;
/** Counts the times the store was emptied: a family's table about stored positions keeps it, to tell its own entries. */
export let storeGeneration: u32 = 0;
/** New positions left out for one stored that dominates them, since `resetPositionsLeftOut`. */
export let positionsLeftOut: u32 = 0;

export function resetPositionsLeftOut(): void {
  positionsLeftOut = 0;
}
/** Bytes of the arena the current layout uses. */
export let usedBytes: usize = 0;

/** Lets `more` records come in after those stored, which stay (up to the room there is). */
export function allowMore(more: u32): void {
  const wanted = <u64>recordCount + <u64>more;
  capacity = wanted < <u64>roomRecords ? <u32>wanted : roomRecords;
}

/**
 * Lays the store out in `bytes` of memory (grown once if needed, never shrunk) and
 * empties it. Returns false when not even a small table fits.
 */
export function prepareStore(bytes: usize, maxRecords: u32): bool {
  if (bytes < 4096 || !reserveArena(bytes)) return false;
  const size = <u32>(RECORD_HEADER + keyBytes);
  const sameLayout = bytes == layoutBytes && size == recordSize && indexBase == arena;
  const firstSlots = sameLayout ? firstSlotsOf(reservedSlots) : 0;
  // The same layout, its index never grown past its first slots, holding few records:
  // taking those out clears it for less than zeroing every slot (most solves end so).
  const emptied =
    firstSlots != 0 &&
    slotMask + 1 == firstSlots &&
    recordCount <= firstSlots >> 4 &&
    takeRecordsOut();
  if (!sameLayout) {
    layoutBytes = 0;
    if (!layOut(bytes, size)) return false;
    layoutBytes = bytes;
  }
  capacity = roomRecords < maxRecords ? roomRecords : maxRecords;
  recordCount = 0;
  storeGeneration++;
  if (emptied) setSlots(firstSlots);
  else useSlots(firstSlotsOf(reservedSlots));
  return true;
}

/** The slots an emptied store starts with. */
@inline
function firstSlotsOf(reserved: u32): u32 {
  return reserved < FIRST_SLOTS ? reserved : FIRST_SLOTS;
}

/**
 * Zeroes the index entries of records 1..recordCount, each found from the slot its hash
 * picks: every record has one, and it is looked for past empty slots (those it zeroed),
 * so zeroing one never hides another. False, the rest left to `useSlots`, should an entry
 * not be there (after a whole round of the slots). The debug build checks that the
 * index is all zeros after.
 */
function takeRecordsOut(): bool {
  for (let record: u32 = 1; record <= recordCount; record++) {
    const check = recordHash(record);
    const entry = ((<u64>check) << 32) | <u64>record;
    let slot = check & slotMask;
    let looked: u32 = 0;
    while (load<u64>(indexBase + ((<usize>slot) << 3)) != entry) {
      if (looked++ == slotMask) return false;
      slot = (slot + 1) & slotMask;
    }
    store<u64>(indexBase + ((<usize>slot) << 3), 0);
  }
  if (!ASC_NO_ASSERT) {
    for (let slot: u32 = 0; slot <= slotMask; slot++)
      assert(load<u64>(indexBase + ((<usize>slot) << 3)) == 0, 'an index entry left');
  }
  return true;
}

/**
 * The arena size the store was laid out for last (0: none): a solve lays it out once for
 * its memory budget, and its stages and the solves after it with the same budget reuse
 * the layout.
 */
let layoutBytes: usize = 0;

/** Splits `bytes` of arena between the index and records of `size` bytes; false when too small. */
function layOut(bytes: usize, size: u32): bool {
  // Pick the slot count that lets the most records fit next to the index.
  let bestSlots: u32 = 0;
  let bestRecords: u32 = 0;
  for (let slots: u64 = 256; slots * 8 < <u64>bytes; slots <<= 1) {
    const byIndex = <u64>((slots * RECORDS_PER_8_SLOTS) >> 3);
    const byMemory = (<u64>bytes - slots * 8 - SLACK_BYTES) / <u64>size;
    let records = byIndex < byMemory ? byIndex : byMemory;
    if (records > 0xfffffff0) records = 0xfffffff0;
    if (<u32>records > bestRecords) {
      bestRecords = <u32>records;
      bestSlots = <u32>slots;
    }
  }
  if (bestRecords < 16) return false;
  indexBase = arena;
  reservedSlots = bestSlots;
  recordBase = arena + <usize>bestSlots * 8;
  recordSize = size;
  roomRecords = bestRecords;
  return true;
}

/**
 * The largest arena: the runtime refuses single blocks of 1 GiB or more (it would trap
 * with "Allocation too large"), and the index and records need no more.
 */
export const MAX_STORE_BYTES: usize = (1 << 30) - (1 << 16);

/**
 * Grows linear memory far enough for an arena of `bytes` before the runtime allocates it,
 * so that a host that refuses the memory gives false here instead of a trap in the
 * allocator. The end is over-estimated (from the current end of memory for a first arena),
 * never under-estimated.
 */
function reservePages(bytes: usize): bool {
  const start: u64 = arena == 0 ? (<u64>memory.size()) << 16 : <u64>arena;
  const end: u64 = start + <u64>bytes + 64;
  const pagesNeeded = <i32>((end + 0xffff) >> 16);
  if (pagesNeeded > 65536) return false;
  const pagesNow = memory.size();
  return pagesNeeded <= pagesNow || memory.grow(pagesNeeded - pagesNow) >= 0;
}

/**
 * Makes the arena at least `bytes` long (grown once if needed, never shrunk). False when
 * `bytes` is above MAX_STORE_BYTES or the host refuses the memory.
 */
export function reserveArena(bytes: usize): bool {
  if (bytes > MAX_STORE_BYTES) return false;
  if (bytes <= arenaBytes) return true;
  if (!reservePages(bytes)) return false;
  // The arena is the last block of the heap, so growing it moves nothing else.
  arena = arena == 0 ? heap.alloc(bytes) : heap.realloc(arena, bytes);
  arenaBytes = bytes;
  return true;
}

/** Empties the index and sizes the part in use to `slots`. */
function useSlots(slots: u32): void {
  memory.fill(indexBase, 0, <usize>slots * 8);
  setSlots(slots);
}

/** Sizes the part of the index in use to `slots`, already empty. */
function setSlots(slots: u32): void {
  slotMask = slots - 1;
  growAt = slots == reservedSlots ? 0xffffffff : <u32>((<u64>slots * RECORDS_PER_8_SLOTS) >> 3);
  usedBytes = <usize>slots * 8 + <usize>recordCount * <usize>recordSize;
}

/** Doubles the index in use and puts every record back into it. */
function growIndex(): void {
  useSlots((slotMask + 1) << 1);
  for (let record: u32 = 1; record <= recordCount; record++) {
    const check = recordHash(record);
    let slot = check & slotMask;
    while (load<u64>(indexBase + ((<usize>slot) << 3)) != 0) slot = (slot + 1) & slotMask;
    store<u64>(indexBase + ((<usize>slot) << 3), ((<u64>check) << 32) | <u64>record);
  }
}

@inline
export function recordAddress(record: u32): usize {
  return recordBase + <usize>(record - 1) * <usize>recordSize;
}

@inline
export function recordKey(record: u32): usize {
  return recordAddress(record) + RECORD_HEADER;
}

@inline
export function recordParent(record: u32): u32 {
  return load<u32>(recordAddress(record));
}

@inline
export function recordMove(record: u32): u32 {
  return load<u32>(recordAddress(record), 4);
}

/** Writes a record's move word, where it was stored before the move was known (best-first.ts). */
@inline
export function setRecordMove(record: u32, move: u32): void {
  store<u32>(recordAddress(record), move, 4);
}

@inline
export function recordNext(record: u32): u32 {
  return load<u32>(recordAddress(record), 8);
}

@inline
export function setRecordNext(record: u32, next: u32): void {
  store<u32>(recordAddress(record), next, 8);
}

export const STORE_FULL: i64 = -1;

/** The half of a position's hash the store keeps: it picks the slot and checks entries. */
@inline
export function storedHash(hash: u64): u32 {
  return <u32>(hash >> 32);
}

/** A record's stored hash (`storedHash` of its position's). */
@inline
export function recordHash(record: u32): u32 {
  return load<u32>(recordAddress(record), 12);
}

/** The free slot `findPosition` stopped at, where `insertPosition` puts a new record. */
let freeSlot: u32 = 0;

/** The record of the current position of `family`, whose hash is `hash`, or 0. */
export function findPosition<F extends Game>(family: F, hash: u64): u32 {
  const check = storedHash(hash);
  let slot = check & slotMask;
  for (;;) {
    const entry = load<u64>(indexBase + ((<usize>slot) << 3));
    if (entry == 0) break;
    if (<u32>(entry >> 32) == check) {
      if (family.isKey(recordKey(<u32>entry))) return <u32>entry;
    } else if (!ASC_NO_ASSERT) {
      // Equal keys hash equal: a key the hash tells apart must not compare equal.
      assert(!family.isKey(recordKey(<u32>entry)), 'a stored key matches under another hash');
    }
    slot = (slot + 1) & slotMask;
  }
  freeSlot = slot;
  return 0;
}

/**
 * Whether a record may hold the position of hash `hash`: false only when no entry has its
 * stored hash, where `findPosition` would give 0 without a key compared, so a position
 * not made yet (search/dfs.ts, a quiet child) can be known new from its hash alone. When
 * false, the free slot it stopped at is noted as `findPosition` notes it.
 */
export function mayHold(hash: u64): bool {
  const check = storedHash(hash);
  let slot = check & slotMask;
  let entry = load<u64>(indexBase + ((<usize>slot) << 3));
  while (entry != 0 && <u32>(entry >> 32) != check) {
    slot = (slot + 1) & slotMask;
    entry = load<u64>(indexBase + ((<usize>slot) << 3));
  }
  freeSlot = slot;
  return entry != 0;
}

/**
 * Whether the current position of `family`, whose hash is `hash`, is stored: its key found
 * (`findPosition`), or with `byHash` a record with its stored hash (`mayHold`). Either way
 * the free slot is noted when it is not.
 */
@inline
export function isHeld<F extends Game>(family: F, hash: u64, byHash: bool): bool {
  return byHash ? mayHold(hash) : findPosition<F>(family, hash) != 0;
}

/**
 * Whether the store holds the child of `move`, made, settled and taken back (`isHeld`):
 * the debug build's check of a child a search leaves out unmade.
 */
export function holdsChild<F extends Game>(family: F, move: u32, byHash: bool): bool {
  const mark = undoTop;
  family.make(move);
  family.settleAfter(move);
  const held = isHeld<F>(family, family.hash(), byHash);
  family.unmakeTo(mark);
  return held;
}

/**
 * Adds the current position of `family`, whose hash is `hash`, unless it is stored
 * already, or with `leaveLostOut` the family finds it lost (`isLost`), or the family finds
 * one stored that dominates it (`isDominatedInStore`, asked only of a position that is
 * stored if it says no: it notes what it is told of). Returns the new record (> 0), 0
 * when the position was there or is left out, or STORE_FULL. `byHash`: a record with its
 * stored hash is taken for it, its key not compared, and the new record keeps no key
 * unless the family reads stored keys itself (search/dfs.ts `hashAlone`: only where a
 * position wrongly left out cannot make a verdict wrong, and no position is read back
 * from its key; search/shorten.ts writes the keys of a solution's line).
 */
export function insertPosition<F extends Game>(
  family: F,
  hash: u64,
  parent: u32,
  move: u32,
  byHash: bool = false,
  leaveLostOut: bool = false,
): i64 {
  if (isHeld<F>(family, hash, byHash)) return 0;
  const slot = freeSlot;
  if (leaveLostOut && family.isLost()) return 0;
  if (family.isDominatedInStore()) {
    positionsLeftOut++;
    return 0;
  }
  freeSlot = slot;
  if (recordCount >= capacity) return STORE_FULL;
  const check = storedHash(hash);
  const record = ++recordCount;
  const address = recordAddress(record);
  store<u32>(address, parent);
  store<u32>(address, move, 4);
  store<u32>(address, 0, 8);
  store<u32>(address, check, 12);
  if (!byHash || family.readsStoredKeys()) family.storeKey(address + RECORD_HEADER);
  store<u64>(indexBase + ((<usize>freeSlot) << 3), ((<u64>check) << 32) | <u64>record);
  usedBytes += <usize>recordSize;
  if (record >= growAt) growIndex();
  return <i64>record;
}

export function arenaSize(): usize {
  return arenaBytes;
}
