/**
 * A local search over a solution, after `shortenPath`: each move is tried left out, and
 * played up to `WINDOW` moves later, the moves it jumps replayed by their canonical
 * form; a change is kept when the line is back at its own position at fewer single moves.
 * The shortening only finds moves between positions of the line; this finds another
 * order, which matters where a move's cost depends on the position (a meta-move parks
 * what is in the way: played after another, it may park less), and moves that later
 * moves make unneeded (a card parked, then moved on by a canonical move that takes it
 * from wherever it lies).
 *
 * Whatever settles on the way counts as moves too, but a change keeps both ends of its
 * stretch of the line and so the cards that go home on it: where settling only sends
 * cards home (`settlesOnlyHome`), comparing the moves' own single moves (`singleMoves`)
 * is enough. Elsewhere the line is left as shortened.
 *
 * Trials are played on the line and taken back: cheap, as long as a move `resolveMove`
 * gives that the rules would not allow now is still taken back exactly, which a family
 * promises with `resolvesSafely`. A change is checked move by move against the moves
 * `generate` gives before it is kept.
 */
import { FIXED_HEADER, setFixedLength } from '../core/fixed';
import { forgetUndo, undoTop } from '../core/undo';
import { storedHash } from '../tt/store';
import { Game, generates, KEY_SCRATCH_BYTES, NO_MOVE } from './game';
import { POLISH_ALONE_UP_TO, shortenedHash, shortenedKey, shortenedSingles } from './shorten';

/** Longer solutions are left as they are (FreeCell's are about a tenth of this). */
const MAX_MOVES: i32 = 1024;
/**
 * The most moves a move is played later by (or a stretch is left out over). The
 * shortening leaves part of the work to this search (`polishes`), and a wide window is
 * what makes up for it: a move parked and moved on several moves later.
 */
const WINDOW: i32 = 7;

/**
 * Per place of the line: its position (the stored hash and where its key is), and the
 * single moves of its move. Keys are the store's records for the shortened line, and
 * written into `keys` for places a change makes, each into a new slot (a place may keep
 * pointing at a slot after the places move back by one).
 */
const HASH_AT_AT = memory.data(FIXED_HEADER + (MAX_MOVES + 1) * 4, 16);
const hashAt = changetype<StaticArray<u32>>(HASH_AT_AT + FIXED_HEADER);
setFixedLength(HASH_AT_AT, (MAX_MOVES + 1) * 4);
const KEY_OF_AT = memory.data(FIXED_HEADER + (MAX_MOVES + 1) * <i32>sizeof<usize>(), 16);
const keyOf = changetype<StaticArray<usize>>(KEY_OF_AT + FIXED_HEADER);
setFixedLength(KEY_OF_AT, (MAX_MOVES + 1) * <i32>sizeof<usize>());
const SINGLE_AT_AT = memory.data(FIXED_HEADER + MAX_MOVES * 4, 16);
const singleAt = changetype<StaticArray<i32>>(SINGLE_AT_AT + FIXED_HEADER);
setFixedLength(SINGLE_AT_AT, MAX_MOVES * 4);
const KEY_SLOTS: i32 = 2 * MAX_MOVES;
const keys = new StaticArray<u8>(KEY_SLOTS * KEY_SCRATCH_BYTES);
let keysUsed: i32 = 0;
/** The undo mark of each place the search has passed, to step back to it. */
const MARK_AT_AT = memory.data(FIXED_HEADER + MAX_MOVES * 4, 16);
const markAt = changetype<StaticArray<i32>>(MARK_AT_AT + FIXED_HEADER);
setFixedLength(MARK_AT_AT, MAX_MOVES * 4);
let keyStride: i32 = 0;

/**
 * Which lines the local search works on (`setPolishMode`): none; those with a move whose
 * cost depends on its place, and long ones (`leavesAsFound`, the default); every one.
 */
export const POLISH_OFF: i32 = 0;
export const POLISH_WHERE_ORDER_PAYS: i32 = 1;
export const POLISH_EVERY_LINE: i32 = 2;
let polishMode: i32 = POLISH_WHERE_ORDER_PAYS;
/** Whether the last place `note` reached is won. */
let endWon = false;

/** Sets which lines the local search works on (a test compares the three). */
export function setPolishMode(mode: i32): void {
  polishMode = mode;
}

/**
 * Whether the found line of `length` canonical moves at `path` is written as found,
 * neither shortened (search/shorten.ts) nor polished: where the search works on lines
 * (`polishes`), unless every line is asked for, a short line whose every move stands for
 * the same single moves wherever it is played (the family's `fixedSingleMoves`: FreeCell's
 * card moves). Reordering such a line only saves the moves a later move makes unneeded (a
 * card parked and then moved on), not the parking a meta-move saves when played in
 * another order: on FreeCell's lines of card moves, which the first thread wins most
 * deals with, that is about a move a line for two more passes over it, a poor trade
 * next to the lines with meta-moves (benchmarks/RESULTS.md). Short: at most the
 * shortening's POLISH_ALONE_UP_TO single moves, counting a foundation move for every
 * card besides, at least what the shortening counts (its moves and what settles after
 * them), so that a line written as found is one the shortening would have handed the
 * polish as found too.
 */
export function leavesAsFound<F extends Game>(family: F, path: usize, length: i32): bool {
  if (polishMode == POLISH_EVERY_LINE || !polishes<F>(family)) return false;
  let singles = family.maxProgress();
  for (let t = 0; t < length && singles <= POLISH_ALONE_UP_TO; t++) {
    const fixed = family.fixedSingleMoves(pathMove(path, t));
    if (fixed < 0) return false;
    singles += fixed;
  }
  return singles <= POLISH_ALONE_UP_TO;
}

/**
 * Whether the search works on `family`'s solutions at all (see above), whether or not it
 * is turned on: the shortening trusts it to follow.
 */
export function polishes<F extends Game>(family: F): bool {
  return family.resolvesSafely() && family.settlesOnlyHome();
}

/** Writes the current position's key into a new slot and returns where. */
@inline
function newKey<F extends Game>(family: F): usize {
  const key = changetype<usize>(keys) + <usize>(keysUsed++ * keyStride);
  family.storeKey(key);
  return key;
}

@inline
function pathMove(path: usize, index: i32): u32 {
  return load<u32>(path + ((<usize>index) << 2));
}

/**
 * Plays a canonical move and what settles after it; returns the move's single moves, or
 * -1 when it resolves to no move (or, `checked`, to none that `generate` gives).
 */
function play<F extends Game>(family: F, canonical: u32, checked: bool): i32 {
  const move = family.resolveMove(canonical);
  if (move == NO_MOVE) return -1;
  if (checked && !generates<F>(family, move, 0)) return -1;
  const single = family.singleMoves(move);
  if (!family.make(move) || !family.settleAfter(move)) return -1;
  return single;
}

/** Whether the current position is the line's at `place` (the last place is won). */
@inline
function isAt<F extends Game>(family: F, place: i32, length: i32): bool {
  if (place == length) return family.isWon();
  return (
    storedHash(family.hash()) == unchecked(hashAt[place]) && family.isKey(unchecked(keyOf[place]))
  );
}

/**
 * Plays the line's moves `from` .. `to` - 1 from the current position (the line's at
 * `from`), noting each place, and takes them back. False when a move does not play.
 */
function note<F extends Game>(family: F, path: usize, from: i32, to: i32): bool {
  const mark = undoTop;
  let played = true;
  for (let t = from; t < to && played; t++) {
    unchecked((hashAt[t] = storedHash(family.hash())));
    unchecked((keyOf[t] = newKey<F>(family)));
    const single = play<F>(family, pathMove(path, t), false);
    unchecked((singleAt[t] = single));
    played = single >= 0;
  }
  // The place `to` is the line's own: its position is noted already.
  if (played) endWon = family.isWon();
  family.unmakeTo(mark);
  return played;
}

/** Replays `moves` from the current position, checked, and takes them back: whether all are legal. */
function legal<F extends Game>(family: F, path: usize, moves: StaticArray<i32>, count: i32): bool {
  const mark = undoTop;
  let played = 0;
  while (played < count && play<F>(family, pathMove(path, unchecked(moves[played])), true) >= 0)
    played++;
  family.unmakeTo(mark);
  return played == count;
}

/** The places of the line's moves in the order a kept change plays them. */
const order = new StaticArray<i32>(WINDOW + 1);
const stretch = new StaticArray<u32>(WINDOW + 1);

/**
 * Tries the changes at place `at` (the current position): move `at` left out, or played
 * after the next `s` moves (s = 1 .. WINDOW). Returns 0 when none is kept, else the
 * change: s for `at` played later, -s for `at` left out, with `order` set.
 *
 * Two trials are known to fail unplayed. Move `at` played later is a single move at
 * least, so it is resolved only where a single move would make the stretch cheaper. And
 * the last move of the stretch is played only for what comes after it: when no move
 * `at` can follow it cheaply, only leaving `at` out is left to try, and a quiet move
 * (`isQuiet`: nothing settles, not won) whose hash (`hashAfter`) is not the next place's
 * does not reach it (nor the win).
 */
function changeAt<F extends Game>(family: F, path: usize, length: i32, at: i32): i32 {
  const mark = undoTop;
  let before = unchecked(singleAt[at]);
  let after = 0;
  let change = 0;
  for (let s = 1; s <= WINDOW && at + s < length && change == 0; s++) {
    const next = family.resolveMove(pathMove(path, at + s));
    if (next == NO_MOVE) break;
    const single = family.singleMoves(next);
    unchecked((order[s - 1] = at + s));
    after += single;
    before += unchecked(singleAt[at + s]);
    const last = s == WINDOW || at + s + 1 == length;
    if (
      last &&
      after + 1 >= before &&
      family.isQuiet(next) &&
      (after >= before ||
        at + s + 1 == length ||
        storedHash(family.hashAfter(next)) != unchecked(hashAt[at + s + 1]))
    ) {
      if (!ASC_NO_ASSERT) {
        const trial = undoTop;
        family.make(next);
        family.settleAfter(next);
        assert(!isAt<F>(family, at + s + 1, length) || after >= before, 'a quiet trial missed');
        family.unmakeTo(trial);
      }
      break;
    }
    if (!family.make(next) || !family.settleAfter(next)) break;
    if (after < before && isAt<F>(family, at + s + 1, length)) {
      change = -s;
      break;
    }
    // Move `at` after them: played only when its cost there would make the stretch cheaper.
    if (after + 1 >= before) continue;
    const moved = family.resolveMove(pathMove(path, at));
    if (moved != NO_MOVE && after + family.singleMoves(moved) < before) {
      const inner = undoTop;
      if (play<F>(family, pathMove(path, at), false) >= 0 && isAt<F>(family, at + s + 1, length))
        change = s;
      family.unmakeTo(inner);
    }
  }
  family.unmakeTo(mark);
  if (!ASC_NO_ASSERT) assert(isAt<F>(family, at, length), 'a trial move was not taken back');
  if (change == 0) return 0;
  const count = change < 0 ? -change : change + 1;
  if (change > 0) unchecked((order[change] = at));
  return legal<F>(family, path, order, count) ? change : 0;
}

/**
 * Improves the `length` canonical moves at `path` in place; returns their new count
 * (`length` when nothing changed), or -1 when a kept change broke the line (a bug: the
 * caller takes the line as found).
 */
export function polishPath<F extends Game>(
  family: F,
  path: usize,
  length: i32,
  shortened: bool,
): i32 {
  if (polishMode == POLISH_OFF || !polishes<F>(family) || length > MAX_MOVES) return length;
  keyStride = family.keyBytes() + 8;
  keysUsed = 0;
  family.restoreStart();
  family.settle();
  forgetUndo();
  if (shortened) {
    // The shortening's places are known (their keys and hashes), and their moves' costs.
    for (let t = 0; t < length; t++) {
      unchecked((hashAt[t] = shortenedHash[t]));
      unchecked((keyOf[t] = shortenedKey[t]));
      unchecked((singleAt[t] = shortenedSingles[t]));
    }
  } else if (!note<F>(family, path, 0, length) || !endWon) {
    forgetUndo();
    return length;
  }
  let at = 0;
  // The current position is the line's at `at`, the moves to it on the undo record.
  // Each change writes at most WINDOW + 1 keys.
  while (at < length && keysUsed + WINDOW + 1 <= KEY_SLOTS) {
    unchecked((markAt[at] = undoTop));
    const change = changeAt<F>(family, path, length, at);
    if (change == 0) {
      play<F>(family, pathMove(path, at), false);
      at++;
      continue;
    }
    // Write the stretch in its new order; the line is the same from its end on.
    const count = change < 0 ? -change : change + 1;
    for (let i = 0; i < count; i++) unchecked((stretch[i] = pathMove(path, unchecked(order[i]))));
    for (let i = 0; i < count; i++) store<u32>(path + ((<usize>(at + i)) << 2), stretch[i]);
    if (change < 0) {
      // One move fewer: the places after the stretch move back by one.
      const end = at - change;
      for (let t = end; t < length - 1; t++) {
        store<u32>(path + ((<usize>t) << 2), pathMove(path, t + 1));
        unchecked((singleAt[t] = singleAt[t + 1]));
        unchecked((hashAt[t] = hashAt[t + 1]));
        unchecked((keyOf[t] = keyOf[t + 1]));
      }
      length--;
    }
    if (!note<F>(family, path, at, at + count)) return -1;
    // The move before may now move too.
    if (at > 0) family.unmakeTo(unchecked(markAt[--at]));
  }
  forgetUndo();
  return length;
}
