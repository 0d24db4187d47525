/**
 * Talon plays made together with their use, where every card of the stock and waste can
 * be drawn at any time (one card a draw, the waste turning over: config.ts
 * `wasteSizeIrrelevant`). A card C played from the talon onto a column is there only to
 * take a card on it; made and then left while other moves are made, it gives a position
 * the search also reaches by those moves and the play after them, one for each
 * interleaving. So the generator writes such a play together with the move that puts a
 * card on C (`writeCoveredTalonPlays`), as one *covered talon play*: C onto a column (a
 * card T, or an empty column), then at once a card V onto C, from a column with what lies
 * on it or from the stock and waste, one for each card that builds on C and could move
 * there. Where there is none, the play is left out. The plain play stays as it is where
 * this is not shown to be safe:
 * - a card that builds on C lies home: it may come down onto C, maybe only once a return
 *   has opened its way (below);
 * - where runs float (floating.ts), C's twin (the other card that C's builders build on)
 *   is on top of a column, or a run floats onto C: a move onto C may then be written as
 *   a move onto the twin, or made by a flip (a run put on C with the twin free would be
 *   flipped onto the twin, in a column the settling after a move does not look at);
 * - the settling moves anything after the play.
 *
 * Proof that the search stays complete. movegen.ts's proof of `isIdleTalonPlay` leaves
 * every talon play onto a column of a shortest winning line in a block C1 onto T, C2 onto
 * C1, .., Ck onto Ck-1, at once followed by a move putting a card V from a column or a
 * foundation onto Ck, but where a return comes between Ck and V to open V's way down. The
 * waits of that proof and of the idle moves, flips and returns after it put no other move
 * there: each waits until just before the move that needs it, and V's move, from a column
 * onto a card just played from the talon, needs none of them. An idle shift or a flip is
 * needed by a move that puts a card on the card it leaves on top or sends that card home,
 * a return by one that puts a card on its card or brings its predecessor down, and Ck,
 * just played, is none of those cards; an emptying is needed by the move that fills its
 * column, a play of the block, not V's. So each play of a block
 * is at once followed by a move putting a card on its card: the next play, or V. Where V
 * comes down from a foundation, it lay home when Ck was played, and that play is kept
 * plain. Otherwise, where the settling moves nothing after the play, the position it
 * reaches is the one the search would store, and its generator writes the move that
 * follows in the line (a good line's tail is good: returns.ts), plain, since a move onto C
 * is neither a flip nor written onto C's twin where C's twin is not free and no run
 * floats onto C. That move is one of those written with the play: its card builds on C,
 * and lies in the stock and waste (every card of which can be reached) or at the base of a
 * movable run in another column (the play changes no other column). So the search writes
 * the two as one covered talon play, reaches a position with a good line nearer a win,
 * and the argument of dominance.ts holds as it is.
 *
 * Checked against the exhaustive search in src/klondike-exact.test.ts.
 */

import { CHECK_COVERED_TALON_PLAY, countCheck } from '../../core/checks';
import { MAX_MOVES_PER_POSITION, moveBuffer } from '../../core/moves';
import { undoTop } from '../../core/undo';
import { buildersOf, cardBit, holdersOf, wasteSizeIrrelevant } from './config';
import { COMPOUND, flipOf, floaterOnto, floatingRuns } from './floating';
import { generateMoves, searchPruning } from './movegen';
import {
  canGoHome,
  columnLength,
  columnTop,
  encodeMove,
  firstPartField,
  isHome,
  isPlainMove,
  isSafeHome,
  make,
  moveFrom,
  moveReach,
  moveTo,
  PILE_TALON,
  placeOf,
  secondMoveOf,
  talon,
  talonIndexOf,
  twoPartMove,
  unmakeTo,
} from './position';
import { isLookingAhead, RETURN_FIRST } from './returns';
import { autoHome } from './score';
import { playSafeMovesAfter } from './settle';

/**
 * Marks a covered talon play, a move in two parts (position.ts `twoPartMove`): the card at
 * waste size `firstPartField(move)` of the stock and waste played onto column
 * `moveTo(move)`, then the second move, which puts a card on it.
 */
export const TALON_FIRST: u32 = 1 << 29;

/** The talon play a covered talon play makes first. */
export function talonPlayOf(move: u32): u32 {
  return encodeMove(PILE_TALON, moveTo(move), 1, firstPartField(move));
}

/** The move a covered talon play makes after its play. */
@inline
export function afterTalonPlayOf(move: u32): u32 {
  return secondMoveOf(move);
}

/** The covered talon play of the card at waste size `reach`, then `move` onto it. */
export function coveredTalonPlay(reach: i32, move: u32): u32 {
  return twoPartMove(TALON_FIRST, reach, move);
}

/**
 * The waste size that reaches the card at `index` of the stock and waste once the card at
 * `played` has left them: the cards above it move one place down.
 */
@inline
export function reachOncePlayed(index: i32, played: i32): i32 {
  return index < played ? index + 1 : index;
}

/** The covered talon plays made since `resetCoveredTalonPlays` (family.ts): for the tests. */
export let coveredTalonPlaysMade: u32 = 0;

export function resetCoveredTalonPlays(): void {
  coveredTalonPlaysMade = 0;
}

export function countCoveredTalonPlay(): void {
  coveredTalonPlaysMade++;
}

/** Debug: while `checkCoveredPlay` generates where a play leads, whose plays stay plain. */
let lookingAhead = false;

/**
 * Whether the generator writes talon plays onto a column as covered talon plays (see
 * above): while searching, where every card of the stock and waste can be reached, outside
 * a streamlined stage (whose settling sends cards home that are not safe), and not where
 * the debug build generates past a return or a talon play to check it.
 */
@inline
export function coversTalonPlays(): bool {
  return searchPruning && wasteSizeIrrelevant && !autoHome() && !lookingAhead && !isLookingAhead();
}

/** The plain talon plays onto a column that the generator set aside (`setAsideTalonPlay`). */
const setAside = new StaticArray<u32>(MAX_MOVES_PER_POSITION);
let setAsideCount: i32 = 0;

/** Sets a plain talon play onto a column aside, for `writeCoveredTalonPlays`. */
@inline
export function setAsideTalonPlay(move: u32): void {
  unchecked((setAside[setAsideCount++] = move));
}

/**
 * Whether the talon play of `card` onto a column stays plain (see above), read before it is
 * made: a card that builds on it lies home; where runs float, its twin is free (among
 * `tops`, the cards on top of a column) or a run floats onto it; or the settling would
 * move something after the play. That can only be the card itself going home, or a run
 * floating onto it flipped there: the play changes no other top, and where every card of
 * the stock and waste can be drawn the settling looks at all of them alike, so taking one
 * away lets none settle.
 */
function staysPlain(card: i32, tops: u64): bool {
  const builders = unchecked(buildersOf[card]);
  for (let rest = builders; rest != 0; rest &= rest - 1) if (isHome(<i32>ctz(rest))) return true;
  if (canGoHome(card) && isSafeHome(card)) return true;
  if (!floatingRuns() || builders == 0) return false;
  const twins = unchecked(holdersOf[<i32>ctz(builders)]) & ~cardBit(card);
  return (twins & tops) != 0 || floaterOnto(card) != 0;
}

/**
 * Writes the talon plays set aside since the last generation at `moveBuffer[end..]`, each
 * plain or as its covered talon plays (see above), and returns the new end: `tops` are the
 * cards on top of a column and `depthOf` each column's movable run, as movegen.ts set them
 * for this position. The moves onto the card played are read off this position: every
 * card that builds on it, from the stock and waste (each reachable where this applies) or
 * as the base of a movable run in another column. That may be more than the generator
 * writes where the play leads (it also leaves idle moves out), never less: the debug build
 * makes each play, generates, and checks (`checkCoveredTalonPlays`).
 */
export function writeCoveredTalonPlays(end: i32, tops: u64, depthOf: StaticArray<i32>): i32 {
  const count = setAsideCount;
  setAsideCount = 0;
  let n = end;
  for (let i = 0; i < count; i++) {
    const play = unchecked(setAside[i]);
    const reach = moveReach(play);
    const card = <i32>unchecked(talon[reach - 1]);
    const first = n;
    if (staysPlain(card, tops)) {
      unchecked((moveBuffer[n++] = play));
      if (!ASC_NO_ASSERT) notePlay(i, play, first, n);
      continue;
    }
    const to = moveTo(play);
    for (let builders = unchecked(buildersOf[card]); builders != 0; builders &= builders - 1) {
      const builder = <i32>ctz(builders);
      const index = talonIndexOf(builder);
      if (index >= 0) {
        const after = reachOncePlayed(index, reach - 1);
        unchecked(
          (moveBuffer[n++] = coveredTalonPlay(reach, encodeMove(PILE_TALON, to, 1, after))),
        );
        continue;
      }
      const place = placeOf(builder);
      if (place < 0 || place >> 8 == to) continue;
      const from = place >> 8;
      const moving = unchecked(columnLength[from]) - (place & 0xff);
      if (moving > unchecked(depthOf[from])) continue;
      unchecked((moveBuffer[n++] = coveredTalonPlay(reach, encodeMove(from, to, moving, 0))));
    }
    if (!ASC_NO_ASSERT) notePlay(i, play, first, n);
  }
  if (!ASC_NO_ASSERT) playsNotedCount = count;
  return n;
}

/** Debug: each play set aside, and where its moves were written (itself, where plain). */
const playsNoted = new StaticArray<u32>(MAX_MOVES_PER_POSITION);
const writtenFrom = new StaticArray<i32>(MAX_MOVES_PER_POSITION);
const writtenTo = new StaticArray<i32>(MAX_MOVES_PER_POSITION);
let playsNotedCount: i32 = 0;

/**
 * Debug: checks the covered talon plays of the position's last generation, whose moves end
 * at `moveBuffer[at]`: called once that generation is done with, as it generates where each
 * play leads (`checkCoveredPlay`).
 */
export function checkCoveredTalonPlays(at: i32): void {
  const count = playsNotedCount;
  playsNotedCount = 0;
  for (let i = 0; i < count; i++) checkCoveredPlay(i, at);
}

function notePlay(index: i32, play: u32, first: i32, last: i32): void {
  unchecked((playsNoted[index] = play));
  unchecked((writtenFrom[index] = first));
  unchecked((writtenTo[index] = last));
}

/**
 * Debug: makes the play noted at `index`, generates where it leads (at `moveBuffer[at..]`,
 * past every move written) and checks `writeCoveredTalonPlays`: where it wrote the play
 * plain, nothing; otherwise nothing settles after the play, and every move onto the card
 * played is plain and has its covered talon play written.
 */
function checkCoveredPlay(index: i32, at: i32): void {
  const play = playsNoted[index];
  const first = writtenFrom[index];
  const last = writtenTo[index];
  if (last == first + 1 && moveBuffer[first] == play) return;
  const reach = moveReach(play);
  const to = moveTo(play);
  const mark = undoTop;
  if (!make(play)) {
    unmakeTo(mark);
    return;
  }
  const card = columnTop(to);
  const made = undoTop;
  assert(playSafeMovesAfter(play) && undoTop == made, 'a covered talon play settles');
  lookingAhead = true;
  const moves = generateMoves(at);
  lookingAhead = false;
  for (let j = at; j < at + moves; j++) {
    const move = moveBuffer[j];
    if (!isPlainMove(move)) {
      assert((move & RETURN_FIRST) == 0 || moveTo(move) != to, 'a return onto a talon card');
      assert((move & COMPOUND) == 0 || moveTo(flipOf(move)) != to, 'a flip onto a talon card');
      continue;
    }
    if (moveTo(move) != to || moveFrom(move) == to) continue;
    assert(moveFrom(move) <= PILE_TALON, 'a card from home onto a talon card');
    const covered = coveredTalonPlay(reach, move);
    let found = false;
    for (let k = first; k < last && !found; k++) found = moveBuffer[k] == covered;
    assert(found, 'a move onto a card played from the talon has no covered talon play');
  }
  countCheck(CHECK_COVERED_TALON_PLAY);
  unmakeTo(mark);
  assert(columnTop(to) != card || card == 0, 'a talon play not taken back');
}
