/**
 * Shortens a found solution by cutting its detours. The search's line goes through stored
 * positions P0 (the start) .. Pm, then wins. From each position on the line every move is
 * tried; a move that reaches a later position of the line (their keys are still in the
 * store) or wins at once is a shortcut. The cheapest way along these moves, counted in
 * single moves (each move's `singleMoves` and its settling's `settledSingleMoves`), is the
 * solution. A depth-first line often makes a move and takes it back, or parks a card only
 * to move it on where it could have gone directly; each such detour disappears. It costs
 * one expansion per position of the line.
 *
 * Two moves can also cut a detour: a move off the line, then one of the line's next moves
 * played from there. Trying every such pair would cost several expansions a position, so
 * a pair is tried only when its end is likely on the line by the hash alone: a family's
 * hash that is a sum over its cards' places (families/open/hash.ts) changes by the same
 * amount when a move that moves the same cards the same way is played in another
 * position, so the child's hash plus what the line's move changed is the end's hash. A
 * hash that is not such a sum only finds fewer pairs: a pair is kept only when its end's
 * key is the line's and its second move is one `generate` gives.
 *
 * Most children are neither on the line nor the start of a pair, and for a quiet move (the
 * family's `isQuiet`: nothing settles after it) the hash says so before the move is
 * played: the child's hash is the family's `hashAfter`, and only a child whose hash passes
 * the same one-bit tests as a played child's is played.
 *
 * When the local search follows (polish.ts, `polishes`), the shortening is not exact, for
 * less work: it leaves two kinds of shortcut to it. The other children (a move home, one
 * that uncovers a card that settles) are played only where no move is quiet (so a family
 * that tells no quiet move apart is shortened in full): each must be played and settled to
 * be known, most of the exact shortening's work, for few of the cuts. And a place is
 * passed when a later one is reached at one single move more than it already, not only at
 * no more. Every shortcut kept is checked as before; fewer are looked for, and the polish,
 * with its wider window, finds more than both lose (figures in benchmarks/RESULTS.md).
 * A line of at most `POLISH_ALONE_UP_TO` single moves is not shortened at all: so short a
 * line has few long detours, and the polish alone cuts most of its short ones, while
 * looking for the long ones would cost an expansion per place (the search's streamlined
 * lines are mostly this short). It is handed to the polish as found, with its places.
 */
import { copyBytes } from '../core/copy';
import { FIXED_HEADER, setFixedLength } from '../core/fixed';
import { MAX_MOVES_PER_POSITION, moveBuffer } from '../core/moves';
import { forgetUndo, undoTop } from '../core/undo';
import { recordHash, recordKey, recordMove, recordParent, storedHash } from '../tt/store';
import { Game, generates, KEY_SCRATCH_BYTES, NO_MOVE } from './game';
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
 * A bit per stored hash of the line's positions (the won one too), 32 bits a slot: most
 * pairs' ends are off the line, and one bit tells so.
 */
const placeBits = new StaticArray<u32>(PLACE_SLOTS);
let placeBitMask: u32 = 0;
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
/** For an edge of two moves: the second (0 for one move), its single moves. */
const cameBy2 = new StaticArray<u32>(PATH_CAPACITY + 1);
const cameSingle2 = new StaticArray<i32>(PATH_CAPACITY + 1);
/** Per place of the line: the single moves of its own move and what settles after it. */
const lineStep = new StaticArray<i32>(PATH_CAPACITY + 1);
/**
 * Per place of the line: its own move as `resolveMove` gave it there. Both passes over the
 * line play the same moves from the same start, so each place is the same position, in
 * the same order of columns and cells, and the second pass plays the moves the first
 * resolved.
 */
const lineMoves = new StaticArray<u32>(PATH_CAPACITY + 1);
/** The full hash of each place of the line, the won position's last. */
const lineHash = new StaticArray<u64>(PATH_CAPACITY + 1);
const MAX_PAIR_END: i32 = 1024;
/** Per place a pair ends at: the key and hash of the position between its moves. */
const pairKeys = new StaticArray<u8>((MAX_PAIR_END + 1) * KEY_SCRATCH_BYTES);
const pairHash = new StaticArray<u32>(MAX_PAIR_END + 1);
/** Lines of at most this many single moves are left to the polish (see above). */
export const POLISH_ALONE_UP_TO: i32 = 200;
/** How many of the line's next moves a move off the line is followed by. */
const PAIR_WINDOW: i32 = 3;
/** What the line's next moves change the hash by (index k: the k-th move from here). */
const lineChange = new StaticArray<u64>(PAIR_WINDOW + 1);
/** The places the pairs of one child were kept at, to write its move into. */
const pairEnds = new StaticArray<i32>(PAIR_WINDOW);

/**
 * The shortened line's places, for the polish (polish.ts): the position each move is
 * played from (its stored hash and where its key is: the store's record, or for the
 * position between the two moves of a pair a key written here), and the move's single
 * moves. Pairs are kept only up to `MAX_PAIR_END`, past the polish's longest line.
 */
export const shortenedHash = new StaticArray<u32>(PATH_CAPACITY);
export const shortenedKey = new StaticArray<usize>(PATH_CAPACITY);
export const shortenedSingles = new StaticArray<i32>(PATH_CAPACITY);

@inline
function noteBit(hash: u32): void {
  const bit = hash & placeBitMask;
  unchecked((placeBits[bit >> 5] |= 1 << (bit & 31)));
}

@inline
function hasBit(hash: u32): bool {
  const bit = hash & placeBitMask;
  return (unchecked(placeBits[bit >> 5]) & (1 << (bit & 31))) != 0;
}

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

/** The single moves of what `playTowards` saw settle after its move. */
let settledAfter: i32 = 0;

/**
 * Plays `move` and what settles after it, and returns the place of the line it reaches
 * (`won` for a win), or -1; a place at `after` or before may come back as -1 too.
 */
@inline
function playTowards<F extends Game>(family: F, move: u32, after: i32, won: i32): i32 {
  family.make(move);
  const made = undoTop;
  family.settleAfter(move);
  settledAfter = family.settledSingleMoves(made);
  if (family.isWon()) return won;
  if (mayBeLaterPlace(family.progress(), family.hash(), after)) return placeOf<F>(family);
  return -1;
}

/**
 * Whether a position of progress `progress` and hash `hash` may be a place of the line
 * after `after`. A later place has a progress of its own: most positions need no look-up.
 * And most that do are off the line, which one bit of their hash tells.
 */
@inline
function mayBeLaterPlace(progress: i32, hash: u64, after: i32): bool {
  return unchecked(lastWithProgress[progress]) > after && hasBit(storedHash(hash));
}

/** Whether a pair from a position of hash `hash` may end on the line after the line's next `k` moves. */
@inline
function pairMayEnd(hash: u64, k: i32): bool {
  return hasBit(storedHash(hash + unchecked(lineChange[k])));
}

/**
 * Whether playing the quiet (`isQuiet`) `move` from place `at` could find anything: its
 * child may be a later place, or a pair from it may end on the line (`window` moves). If
 * not, `playTowards` would give -1 and every pair's end would fail `pairMayEnd`, so the
 * child is not played: its hash is the family's `hashAfter`, and nothing settles after it.
 */
function mayReachLine<F extends Game>(family: F, move: u32, at: i32, window: i32): bool {
  const hash = family.hashAfter(move);
  if (!ASC_NO_ASSERT) {
    const mark = undoTop;
    const progress = family.progress();
    family.make(move);
    const made = undoTop;
    family.settleAfter(move);
    assert(
      undoTop == made && family.progress() == progress && !family.isWon() && family.hash() == hash,
      'a quiet move is not',
    );
    family.unmakeTo(mark);
  }
  if (mayBeLaterPlace(family.progress(), hash, at)) return true;
  for (let k = 1; k <= window; k++) if (pairMayEnd(hash, k)) return true;
  return false;
}

/** The first place after `after` with the stored hash `hash` (its key not compared), or -1. */
@inline
function placeWithHash(hash: u32, after: i32): i32 {
  let slot = <i32>hash & placeMask;
  let stored = unchecked(placeIndex[slot]);
  while (stored != 0) {
    if (unchecked(placeHash[slot]) == hash && stored - 1 > after) return stored - 1;
    slot = (slot + 1) & placeMask;
    stored = unchecked(placeIndex[slot]);
  }
  return -1;
}

/** The line's move from place `at` - 1 to `at` (`won`: the winning move), canonical. */
@inline
function lineMoveTo(at: i32, won: i32): u32 {
  return canonicalMoveOf(at < won ? recordMove(unchecked(line[at])) : goalMove);
}

/**
 * From a child of place `at` (the current position, reached at `total` single moves by a
 * move of `single` single moves), plays `move` and, when that reaches a later place more
 * cheaply, keeps the pair and returns the place it reaches (-1 when it keeps nothing):
 * the caller writes the first move there, once it is back in the position that move is
 * played from. A move `resolveMove` gave is checked against `generate` before it counts,
 * and before it is played at all where taking it back needs that (`resolvesSafely`).
 */
function tryPair<F extends Game>(
  family: F,
  at: i32,
  won: i32,
  total: i32,
  single: i32,
  move: u32,
): i32 {
  const safe = family.resolvesSafely();
  if (!safe && !generates<F>(family, move, MAX_MOVES_PER_POSITION)) return -1;
  const mark = undoTop;
  const reaches = playTowards<F>(family, move, at + 1, won);
  const settled = settledAfter;
  family.unmakeTo(mark);
  if (reaches <= at + 1 || reaches > MAX_PAIR_END) return -1;
  const second = family.singleMoves(move);
  const pair = total + second + settled;
  if (
    pair >= unchecked(cost[reaches]) ||
    (safe && !generates<F>(family, move, MAX_MOVES_PER_POSITION))
  )
    return -1;
  unchecked((cost[reaches] = pair));
  if (reaches > furthest) furthest = reaches;
  unchecked((cameFrom[reaches] = at));
  unchecked((cameSingle[reaches] = single));
  unchecked((cameBy2[reaches] = family.canonicalMove(move)));
  unchecked((cameSingle2[reaches] = second));
  unchecked((pairHash[reaches] = storedHash(family.hash())));
  family.storeKey(pairKey(reaches));
  return reaches;
}

/** The furthest place of the line reached yet by a move off it or one of its own. */
let furthest: i32 = 0;

/**
 * Whether a later place of the line, up to `furthest`, is reached already at no more than
 * `base` + `slack` single moves: then the line from `at` is a detour the shortening has
 * passed (for `slack` 0 exactly: no shortcut from here can reach further more cheaply).
 */
function isPassed(at: i32, base: i32, furthest: i32, slack: i32): bool {
  const bound = base + slack;
  for (let place = at + 1; place <= furthest; place++) {
    if (unchecked(cost[place]) <= bound) return true;
  }
  return false;
}

@inline
function pairKey(end: i32): usize {
  return changetype<usize>(pairKeys) + <usize>(end * KEY_SCRATCH_BYTES);
}

/**
 * Plays `move` from place `at` (the current position, reached at `base` single moves) and
 * keeps what it reaches more cheaply: a later place of the line, or through one of the
 * line's next `window` moves (a pair), a place the hash says it may end at.
 */
function tryChild<F extends Game>(
  family: F,
  move: u32,
  at: i32,
  won: i32,
  base: i32,
  window: i32,
): void {
  const mark = undoTop;
  let pairsKept = 0;
  const reaches = playTowards<F>(family, move, at, won);
  // What settles is written out as moves too, so it counts.
  const settled = settledAfter;
  const single = family.singleMoves(move);
  const total = base + single + settled;
  if (reaches < 0) {
    // A pair: this move, then one of the line's next, where the hash says it may end on the line.
    const hash = family.hash();
    for (let k = 1; k <= window; k++) {
      if (!pairMayEnd(hash, k)) continue;
      const end = hash + unchecked(lineChange[k]);
      const place = end == unchecked(lineHash[won]) ? won : placeWithHash(storedHash(end), at + 1);
      // Every move is a single move at least: most pairs cannot be cheaper.
      if (place < 0 || total + 1 >= unchecked(cost[place])) continue;
      const second = family.resolveMove(lineMoveTo(at + k, won));
      // Nor, mostly, two moves that only swap the line's.
      if (second == NO_MOVE || total + family.singleMoves(second) >= unchecked(cost[place]))
        continue;
      const kept = tryPair<F>(family, at, won, total, single, second);
      if (kept >= 0) unchecked((pairEnds[pairsKept++] = kept));
    }
  }
  family.unmakeTo(mark);
  if (pairsKept > 0) {
    // The pairs' first move, written in the position it is played from, this again.
    const canonical = family.canonicalMove(move);
    for (let i = 0; i < pairsKept; i++) unchecked((cameBy[pairEnds[i]] = canonical));
  }
  if (reaches > at && total < unchecked(cost[reaches])) {
    if (reaches > furthest) furthest = reaches;
    unchecked((cost[reaches] = total));
    unchecked((cameFrom[reaches] = at));
    // Written in the position the move is played from, which this is again.
    unchecked((cameBy[reaches] = family.canonicalMove(move)));
    unchecked((cameSingle[reaches] = single));
    unchecked((cameBy2[reaches] = 0));
  }
}

const placeKey = new StaticArray<u8>(KEY_SCRATCH_BYTES);

/**
 * Notes place `at` of the line, the current position, of hash `hash` (just taken): its
 * progress, and its key in its record, which a soft thread's store does not keep (search/dfs.ts
 * `hashAlone`). Written through a scratch buffer: a key is written with a word to spare,
 * which in the store would run over the next record. False when the position is not the
 * record's (a bug: the line is taken as found).
 */
function notePlace<F extends Game>(family: F, at: i32, hash: u64): bool {
  const record = unchecked(line[at]);
  if (storedHash(hash) != recordHash(record)) return false;
  family.storeKey(changetype<usize>(placeKey));
  copyBytes(recordKey(record), changetype<usize>(placeKey), family.keyBytes());
  unchecked((lastWithProgress[family.progress()] = at));
  return true;
}

/** The single moves of the line's `won` moves, with what settles after each. */
function lineSingles(won: i32): i32 {
  let singles = 0;
  for (let at = 0; at < won; at++) singles += unchecked(lineStep[at]);
  return singles;
}

/**
 * Writes the line's `won` moves into `out` as found, and its places for the polish (their
 * moves' single moves are set already); returns `won`, or -1 when it does not fit.
 */
function lineAsFound(out: usize, room: i32, won: i32): i32 {
  if (won > room) return -1;
  for (let at = 0; at < won; at++) {
    store<u32>(out + ((<usize>at) << 2), lineMoveTo(at + 1, won));
    const record = unchecked(line[at]);
    unchecked((shortenedHash[at] = recordHash(record)));
    unchecked((shortenedKey[at] = recordKey(record)));
  }
  return won;
}

/**
 * Writes the shortened line's card moves into `out` (u32 each) and returns how many, or
 * -1 when the line does not fit or cannot be followed (the caller then takes the line as
 * found). `polished`: the local search follows, and the shortening leaves it some work
 * (see above).
 */
export function shortenPath<F extends Game>(family: F, out: usize, room: i32, polished: bool): i32 {
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
  placeBitMask = <u32>(slots * 32 - 1);
  for (let i = 0; i < slots; i++) unchecked((placeBits[i] = 0));
  for (let n = 0; n <= maxProgress; n++) unchecked((lastWithProgress[n] = -1));
  for (let i = 0; i <= last; i++) {
    const record = unchecked(line[i]);
    remember(recordHash(record), i);
    noteBit(recordHash(record));
  }

  const won = last + 1;
  // Cheapest way to reach each position of the line, in single moves, over the moves
  // between positions of the line (a move only ever goes forward: costs are positive).
  for (let i = 1; i <= won; i++) unchecked((cost[i] = i32.MAX_VALUE));
  unchecked((cost[0] = 0));
  // The line's full hashes, for the pairs, and its places' keys and progress.
  family.restoreStart();
  family.settle();
  forgetUndo();
  unchecked((lineHash[0] = family.hash()));
  if (!notePlace<F>(family, 0, unchecked(lineHash[0]))) return -1;
  for (let at = 1; at <= won; at++) {
    const step = family.resolveMove(lineMoveTo(at, won));
    if (step == NO_MOVE || !family.make(step)) return -1;
    const made = undoTop;
    if (!family.settleAfter(step)) return -1;
    unchecked((lineMoves[at - 1] = step));
    const single = family.singleMoves(step);
    unchecked((shortenedSingles[at - 1] = single));
    unchecked((lineStep[at - 1] = single + family.settledSingleMoves(made)));
    forgetUndo();
    const hash = family.hash();
    unchecked((lineHash[at] = hash));
    if (at < won && !notePlace<F>(family, at, hash)) return -1;
  }
  if (polished && lineSingles(won) <= POLISH_ALONE_UP_TO) return lineAsFound(out, room, won);
  noteBit(storedHash(unchecked(lineHash[won])));
  // The line's positions are replayed from the start, one move of the line after another:
  // cheaper than reading each from its key.
  family.restoreStart();
  family.settle();
  forgetUndo();
  furthest = 0;
  for (let at = 0; at < won; at++) {
    if (at > 0) {
      const step = unchecked(lineMoves[at - 1]);
      if (!ASC_NO_ASSERT) assert(family.resolveMove(lineMoveTo(at, won)) == step, 'a line move');
      if (!family.make(step) || !family.settleAfter(step)) return -1;
      forgetUndo();
    }
    const base = unchecked(cost[at]);
    if (base == i32.MAX_VALUE || isPassed(at, base, furthest, polished ? 1 : 0)) continue;
    // The line's own move to the next place: its cost is known from the replay above.
    const lineMove = unchecked(lineMoves[at]);
    if (base + unchecked(lineStep[at]) < unchecked(cost[at + 1])) {
      unchecked((cost[at + 1] = base + lineStep[at]));
      unchecked((cameFrom[at + 1] = at));
      unchecked((cameBy[at + 1] = family.canonicalMove(lineMove)));
      unchecked((cameSingle[at + 1] = family.singleMoves(lineMove)));
      unchecked((cameBy2[at + 1] = 0));
      if (at + 1 > furthest) furthest = at + 1;
    }
    const moves = family.generate(0);
    const window = min(PAIR_WINDOW, won - at);
    for (let k = 1; k <= window; k++) {
      unchecked((lineChange[k] = lineHash[at + k] - lineHash[at + k - 1]));
    }
    // Most children reach nothing of the line, and a quiet one tells so unplayed. The others
    // are played only where no move is quiet, or where the shortening is exact: see above.
    let quietSeen = false;
    for (let i = 0; i < moves; i++) {
      const move = unchecked(moveBuffer[i]);
      if (move == lineMove || !family.isQuiet(move)) continue;
      quietSeen = true;
      if (mayReachLine<F>(family, move, at, window))
        tryChild<F>(family, move, at, won, base, window);
    }
    if (quietSeen && polished) continue;
    for (let i = 0; i < moves; i++) {
      const move = unchecked(moveBuffer[i]);
      // The quiet ones were tried above; where none was seen, none is quiet.
      if (move == lineMove || (quietSeen && family.isQuiet(move))) continue;
      tryChild<F>(family, move, at, won, base, window);
    }
  }
  // The line's own moves always connect it: a gap is a bug, and the line is kept as found.
  if (unchecked(cost[won]) == i32.MAX_VALUE) return -1;
  let length = 0;
  for (let at = won; at > 0; at = unchecked(cameFrom[at])) {
    length += unchecked(cameBy2[at]) != 0 ? 2 : 1;
  }
  if (length > room) return -1;
  let write = length;
  for (let at = won; at > 0; at = unchecked(cameFrom[at])) {
    if (unchecked(cameBy2[at]) != 0) {
      write--;
      store<u32>(out + ((<usize>write) << 2), unchecked(cameBy2[at]));
      unchecked((shortenedHash[write] = pairHash[at]));
      unchecked((shortenedKey[write] = pairKey(at)));
      unchecked((shortenedSingles[write] = cameSingle2[at]));
    }
    write--;
    store<u32>(out + ((<usize>write) << 2), unchecked(cameBy[at]));
    const record = unchecked(line[cameFrom[at]]);
    unchecked((shortenedHash[write] = recordHash(record)));
    unchecked((shortenedKey[write] = recordKey(record)));
    unchecked((shortenedSingles[write] = cameSingle[at]));
  }
  return length;
}
