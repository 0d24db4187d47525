/**
 * Shortens a found solution by cutting its detours. The search's line goes through stored
 * positions P0 (the start) .. Pm, then wins. From each position on the line every move is
 * tried; a move that reaches a later position of the line (found in the store, which
 * still holds them all) or wins at once is a shortcut. The cheapest way along these moves,
 * counted in single-card moves, is the solution. A depth-first line often makes a move and
 * takes it back, or parks a card only to move it on where it could have gone directly;
 * each such detour disappears. It costs one expansion per position of the line.
 */
import { KEY_SCRATCH_BYTES, readKey, writeKey } from './key';
import { generateMoves, moveBuffer } from './movegen';
import { isWon, makeCompound, moveCount, moveLift, playSafeMoves, undoTop, unmakeTo } from './position';
import { cardMoveBits, cardMoveOf, goalMove, goalParent } from './search';
import { findKey, recordKey, recordParent } from './store';

const PATH_CAPACITY: i32 = 1 << 13;
/** The line's records, start first. */
const line = new StaticArray<u32>(PATH_CAPACITY);
/** Open addressing from a record to its place on the line, plus one (0: empty). */
const PLACE_SLOTS: i32 = PATH_CAPACITY * 2;
const placeRecord = new StaticArray<u32>(PLACE_SLOTS);
const placeIndex = new StaticArray<i32>(PLACE_SLOTS);
const keyScratch = new StaticArray<u8>(KEY_SCRATCH_BYTES);
/** Per place on the line: the fewest single-card moves to reach it, from where, by which move. */
const cost = new StaticArray<i32>(PATH_CAPACITY + 1);
const cameFrom = new StaticArray<i32>(PATH_CAPACITY + 1);
const cameBy = new StaticArray<u32>(PATH_CAPACITY + 1);

function remember(record: u32, index: i32): void {
  let slot = <i32>((record * 0x9e3779b1) >>> 18) & (PLACE_SLOTS - 1);
  while (unchecked(placeRecord[slot]) != 0) slot = (slot + 1) & (PLACE_SLOTS - 1);
  unchecked((placeRecord[slot] = record));
  unchecked((placeIndex[slot] = index));
}

function placeOf(record: u32): i32 {
  let slot = <i32>((record * 0x9e3779b1) >>> 18) & (PLACE_SLOTS - 1);
  let stored = unchecked(placeRecord[slot]);
  while (stored != 0) {
    if (stored == record) return unchecked(placeIndex[slot]);
    slot = (slot + 1) & (PLACE_SLOTS - 1);
    stored = unchecked(placeRecord[slot]);
  }
  return -1;
}

/**
 * Writes the shortened line's card moves into `out` (u32 each) and returns how many, or
 * -1 when the line does not fit or cannot be followed (the caller then takes the line as
 * found).
 */
export function shortenPath(out: usize, room: i32): i32 {
  if (goalMove == 0) return 0;
  // The line, start first: the goal's parents, reversed.
  let last = -1;
  for (let record = goalParent; record != 0; record = recordParent(record)) {
    if (++last >= PATH_CAPACITY) return -1;
    unchecked((line[last] = record));
  }
  for (let i = 0, j = last; i < j; i++, j--) {
    const a = unchecked(line[i]);
    unchecked((line[i] = line[j]));
    unchecked((line[j] = a));
  }
  for (let i = 0; i < PLACE_SLOTS; i++) unchecked((placeRecord[i] = 0));
  for (let i = 0; i <= last; i++) remember(unchecked(line[i]), i);

  const scratch = changetype<usize>(keyScratch);
  const won = last + 1;
  // Cheapest way to reach each position of the line, in single-card moves, over the moves
  // between positions of the line (a move only ever goes forward: costs are positive).
  for (let i = 1; i <= won; i++) unchecked((cost[i] = i32.MAX_VALUE));
  unchecked((cost[0] = 0));
  for (let at = 0; at < won; at++) {
    const base = unchecked(cost[at]);
    if (base == i32.MAX_VALUE) continue;
    readKey(recordKey(unchecked(line[at])));
    const moves = generateMoves(0);
    for (let i = 0; i < moves; i++) {
      const move = unchecked(moveBuffer[i]);
      const cardMove = cardMoveOf(move);
      const mark = undoTop;
      makeCompound(move);
      playSafeMoves();
      let reaches = -1;
      if (isWon()) {
        reaches = won;
      } else {
        const record = findKey(scratch, writeKey(scratch));
        if (record != 0) reaches = placeOf(record);
      }
      unmakeTo(mark);
      // A run of n cards stands for 2n - 1 single-card moves; lifted cards go one by one.
      const total = base + moveLift(move) + 2 * moveCount(move) - 1;
      if (reaches > at && total < unchecked(cost[reaches])) {
        unchecked((cost[reaches] = total));
        unchecked((cameFrom[reaches] = at));
        unchecked((cameBy[reaches] = cardMoveBits(cardMove)));
      }
    }
  }
  // The line's own moves always connect it: a gap is a bug, and the line is kept as found.
  if (unchecked(cost[won]) == i32.MAX_VALUE) return -1;
  let length = 0;
  for (let at = won; at > 0; at = unchecked(cameFrom[at])) length++;
  if (length > room) return -1;
  let write = length;
  for (let at = won; at > 0; at = unchecked(cameFrom[at])) {
    write--;
    store<u32>(out + (<usize>write << 2), unchecked(cameBy[at]));
  }
  return length;
}
