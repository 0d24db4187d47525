/**
 * Shortens a found solution by cutting its detours. The search's line goes through stored
 * positions P0 (the start) .. Pm, then wins. From each position on the line every move is
 * tried; a move that reaches a later position of the line (their keys are still in the
 * store) or wins at once is a shortcut. The cheapest way along these moves,
 * counted in single moves (`singleMoves`), is the solution. A depth-first line often makes a move and
 * takes it back, or parks a card only to move it on where it could have gone directly;
 * each such detour disappears. It costs one expansion per position of the line.
 */
import { FIXED_HEADER, setFixedLength } from '../core/fixed';
import { moveBuffer } from '../core/moves';
import { forgetUndo, undoTop } from '../core/undo';
import { recordHash, recordKey, recordMove, recordParent, storedHash } from '../tt/store';
import { Game, NO_MOVE } from './game';
import { canonicalMoveOf, goalMove, goalParent } from './path';

const PATH_CAPACITY: i32 = 1 << 13;
/** The line's records, start first. */
const LINE_AT = memory.data(FIXED_HEADER + PATH_CAPACITY * 4, 16);
const line = changetype<StaticArray<u32>>(LINE_AT + FIXED_HEADER);
setFixedLength(LINE_AT, PATH_CAPACITY * 4);
/**
 * The line's positions by their hash as stored (open addressing; `placeIndex` is the
 * place plus one, 0 for an empty slot), sized to the line: looking a child up here, not in
 * the store, touches no stored record unless the child is on the line.
 */
const PLACE_SLOTS: i32 = PATH_CAPACITY * 2;
const PLACE_HASH_AT = memory.data(FIXED_HEADER + PLACE_SLOTS * 4, 16);
const placeHash = changetype<StaticArray<u32>>(PLACE_HASH_AT + FIXED_HEADER);
setFixedLength(PLACE_HASH_AT, PLACE_SLOTS * 4);
const PLACE_INDEX_AT = memory.data(FIXED_HEADER + PLACE_SLOTS * 4, 16);
const placeIndex = changetype<StaticArray<i32>>(PLACE_INDEX_AT + FIXED_HEADER);
setFixedLength(PLACE_INDEX_AT, PLACE_SLOTS * 4);
let placeMask: i32 = 0;
/**
 * `lastWithProgress[n]`: the last place on the line whose progress (the family's, cards
 * home) is n, or -1. A child of progress n can only be a later position of the line if
 * this is beyond its own place, which spares most children their key.
 */
const MAX_PROGRESS: i32 = 255;
const LAST_WITH_PROGRESS_AT = memory.data(FIXED_HEADER + (MAX_PROGRESS + 1) * 4, 16);
const lastWithProgress = changetype<StaticArray<i32>>(LAST_WITH_PROGRESS_AT + FIXED_HEADER);
setFixedLength(LAST_WITH_PROGRESS_AT, (MAX_PROGRESS + 1) * 4);
/** Per place on the line: the fewest single moves to reach it, from where, by which move. */
const COST_AT = memory.data(FIXED_HEADER + (PATH_CAPACITY + 1) * 4, 16);
const cost = changetype<StaticArray<i32>>(COST_AT + FIXED_HEADER);
setFixedLength(COST_AT, (PATH_CAPACITY + 1) * 4);
const CAME_FROM_AT = memory.data(FIXED_HEADER + (PATH_CAPACITY + 1) * 4, 16);
const cameFrom = changetype<StaticArray<i32>>(CAME_FROM_AT + FIXED_HEADER);
setFixedLength(CAME_FROM_AT, (PATH_CAPACITY + 1) * 4);
const CAME_BY_AT = memory.data(FIXED_HEADER + (PATH_CAPACITY + 1) * 4, 16);
const cameBy = changetype<StaticArray<u32>>(CAME_BY_AT + FIXED_HEADER);
setFixedLength(CAME_BY_AT, (PATH_CAPACITY + 1) * 4);
const CAME_SINGLE_AT = memory.data(FIXED_HEADER + (PATH_CAPACITY + 1) * 4, 16);
const cameSingle = changetype<StaticArray<i32>>(CAME_SINGLE_AT + FIXED_HEADER);
setFixedLength(CAME_SINGLE_AT, (PATH_CAPACITY + 1) * 4);
/**
 * The shortened line's places, for the polish (polish.ts): the record of the position
 * each move is played from, and the move's single moves.
 */
export const shortenedRecords = new StaticArray<u32>(PATH_CAPACITY);
export const shortenedSingles = new StaticArray<i32>(PATH_CAPACITY);

function remember(hash: u32, index: i32): void {
  let slot = <i32>hash & placeMask;
  while (unchecked(placeIndex[slot]) != 0) slot = (slot + 1) & placeMask;
  unchecked((placeHash[slot] = hash));
  unchecked((placeIndex[slot] = index + 1));
}

/** The place on the line of the current position of `family`, or -1. */
function placeOf<F extends Game>(family: F): i32 {
  const hash = storedHash(family.hash());
  let slot = <i32>hash & placeMask;
  let stored = unchecked(placeIndex[slot]);
  while (stored != 0) {
    if (
      unchecked(placeHash[slot]) == hash &&
      family.isKey(recordKey(unchecked(line[stored - 1])))
    ) {
      return stored - 1;
    }
    slot = (slot + 1) & placeMask;
    stored = unchecked(placeIndex[slot]);
  }
  return -1;
}

/**
 * Writes the shortened line's card moves into `out` (u32 each) and returns how many, or
 * -1 when the line does not fit or cannot be followed (the caller then takes the line as
 * found).
 */
export function shortenPath<F extends Game>(family: F, out: usize, room: i32): i32 {
  if (goalMove == 0) return 0;
  const maxProgress = family.maxProgress();
  if (maxProgress > MAX_PROGRESS) return -1;
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
  let slots = 16;
  while (slots < 2 * (last + 1)) slots <<= 1;
  placeMask = slots - 1;
  for (let i = 0; i < slots; i++) unchecked((placeIndex[i] = 0));
  for (let n = 0; n <= maxProgress; n++) unchecked((lastWithProgress[n] = -1));
  for (let i = 0; i <= last; i++) {
    const record = unchecked(line[i]);
    remember(recordHash(record), i);
    unchecked((lastWithProgress[family.progressOfKey(recordKey(record))] = i));
  }

  const won = last + 1;
  // Cheapest way to reach each position of the line, in single moves, over the moves
  // between positions of the line (a move only ever goes forward: costs are positive).
  for (let i = 1; i <= won; i++) unchecked((cost[i] = i32.MAX_VALUE));
  unchecked((cost[0] = 0));
  // The line's positions are replayed from the start, one move of the line after another:
  // cheaper than reading each from its key.
  family.restoreStart();
  family.settle();
  forgetUndo();
  for (let at = 0; at < won; at++) {
    if (at > 0) {
      const step = family.resolveMove(canonicalMoveOf(recordMove(unchecked(line[at]))));
      if (step == NO_MOVE || !family.make(step) || !family.settleAfter(step)) return -1;
      forgetUndo();
    }
    const base = unchecked(cost[at]);
    if (base == i32.MAX_VALUE) continue;
    const moves = family.generate(0);
    for (let i = 0; i < moves; i++) {
      const move = unchecked(moveBuffer[i]);
      const mark = undoTop;
      family.make(move);
      const made = family.progress();
      family.settleAfter(move);
      // What settles is written out as moves too, so it counts.
      const settled = family.progress() - made;
      let reaches = -1;
      if (family.isWon()) {
        reaches = won;
      } else if (unchecked(lastWithProgress[family.progress()]) > at) {
        reaches = placeOf<F>(family);
      }
      family.unmakeTo(mark);
      const total = base + family.singleMoves(move) + settled;
      if (reaches > at && total < unchecked(cost[reaches])) {
        unchecked((cost[reaches] = total));
        unchecked((cameFrom[reaches] = at));
        // Written in the position the move is played from, which this is again.
        unchecked((cameBy[reaches] = family.canonicalMove(move)));
        unchecked((cameSingle[reaches] = family.singleMoves(move)));
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
    store<u32>(out + ((<usize>write) << 2), unchecked(cameBy[at]));
    unchecked((shortenedRecords[write] = line[cameFrom[at]]));
    unchecked((shortenedSingles[write] = cameSingle[at]));
  }
  return length;
}
