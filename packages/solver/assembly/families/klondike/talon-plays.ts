/**
 * Talon plays made together with their use, where every card of the stock and waste can
 * be drawn at any time (one card a draw, the waste turning over: config.ts
 * `wasteSizeIrrelevant`). A card C played from the talon onto a column is there only to
 * take a card on it; made and then left while other moves are made, it gives a position
 * the search also reaches by those moves and the play after them, one for each
 * interleaving. So the generator writes such a play together with the move that puts a
 * card on C (`writeCoveredTalonPlays`), as one *covered talon play*: C onto a column (a
 * card T, or an empty column), then at once a card V onto C, from a column with what lies
 * on it or from the stock and waste, one for each such move the generator writes where
 * the play leads. Where there is none, the play is left out. The plain play stays as it
 * is where this is not shown to be safe:
 * - a card that builds on C lies home: it may come down onto C, maybe only once a return
 *   has opened its way (below);
 * - where runs float (floating.ts), C's twin (the other card that C's builders build on)
 *   is on top of a column, or a run floats onto C: a move onto C may then be written as
 *   a move onto the twin, or made by a flip;
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
 * floats onto C; so the search writes the two as one covered talon play, read off the
 * generator run where the play leads. The search then reaches a position
 * with a good line nearer a win, and the argument of dominance.ts holds as it is.
 *
 * Checked against the exhaustive search in src/klondike-exact.test.ts.
 */
import { MAX_MOVES_PER_POSITION, moveBuffer } from '../../core/moves';
import { undoTop } from '../../core/undo';
import { buildersOf, cardBit, holdersOf, wasteSizeIrrelevant } from './config';
import { floaterOnto, floatingRuns } from './floating';
import { generateMoves, searchPruning } from './movegen';
import {
  columnTop,
  encodeMove,
  isHome,
  make,
  moveFrom,
  moveReach,
  moveTo,
  PILE_TALON,
  talon,
  unmakeTo,
} from './position';
import { isLookingAhead } from './returns';
import { autoHome } from './score';
import { playSafeMovesAfter } from './settle';

/**
 * Marks a covered talon play: the card at waste size `(move >> 22) & 63` of the stock and
 * waste played onto column `moveTo(move)`, then the move in the low 22 bits, which puts a
 * card on it.
 */
export const TALON_FIRST: u32 = 1 << 29;
const TALON_REACH_SHIFT: u32 = 22;
const MOVE_MASK: u32 = (1 << TALON_REACH_SHIFT) - 1;

/** The talon play a covered talon play makes first. */
export function talonPlayOf(move: u32): u32 {
  return encodeMove(PILE_TALON, moveTo(move), 1, <i32>((move >> TALON_REACH_SHIFT) & 63));
}

/** The move a covered talon play makes after its play. */
@inline
export function afterTalonPlayOf(move: u32): u32 {
  return move & MOVE_MASK;
}

/** The covered talon play of the card at waste size `reach`, then `move` onto it. */
export function coveredTalonPlay(reach: i32, move: u32): u32 {
  return move | TALON_FIRST | ((<u32>reach) << TALON_REACH_SHIFT);
}

/** The covered talon plays made since `resetCoveredTalonPlays` (family.ts): for the tests. */
export let coveredTalonPlaysMade: u32 = 0;

export function resetCoveredTalonPlays(): void {
  coveredTalonPlaysMade = 0;
}

export function countCoveredTalonPlay(): void {
  coveredTalonPlaysMade++;
}

/** Whether the generator writes talon plays onto a column as covered talon plays (see above). */
let lookingAhead = false;

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
 * Whether the talon play of `card` onto a column stays plain, read before it is made: a
 * card that builds on it lies home, or where runs float, its twin is free (among `tops`,
 * the cards on top of a column) or a run floats onto it once it is there.
 */
function staysPlain(card: i32, tops: u64): bool {
  const builders = unchecked(buildersOf[card]);
  for (let rest = builders; rest != 0; rest &= rest - 1) if (isHome(<i32>ctz(rest))) return true;
  if (!floatingRuns() || builders == 0) return false;
  const twins = unchecked(holdersOf[<i32>ctz(builders)]) & ~cardBit(card);
  return (twins & tops) != 0;
}

/**
 * Writes the talon plays set aside since the last generation at `moveBuffer[end..]`, each
 * plain or as its covered talon plays (see above), and returns the new end. Made one by
 * one, with the generator run where each leads: called last, once the position's own
 * generation is done with. `tops` are the cards on top of a column.
 */
export function writeCoveredTalonPlays(end: i32, tops: u64): i32 {
  const count = setAsideCount;
  setAsideCount = 0;
  let n = end;
  for (let i = 0; i < count; i++) {
    const play = unchecked(setAside[i]);
    const reach = moveReach(play);
    const card = <i32>unchecked(talon[reach - 1]);
    if (staysPlain(card, tops)) {
      unchecked((moveBuffer[n++] = play));
      continue;
    }
    const mark = undoTop;
    const to = moveTo(play);
    if (!make(play)) {
      unmakeTo(mark);
      unchecked((moveBuffer[n++] = play));
      continue;
    }
    const made = undoTop;
    if (
      !playSafeMovesAfter(play) ||
      undoTop != made ||
      columnTop(to) != card ||
      (floatingRuns() && floaterOnto(card) != 0)
    ) {
      unmakeTo(mark);
      unchecked((moveBuffer[n++] = play));
      continue;
    }
    // The moves after the play, past the ones written: those onto C become covered plays,
    // written over them (never past the one read).
    lookingAhead = true;
    const after = generateMoves(n);
    lookingAhead = false;
    let written = n;
    for (let j = n; j < n + after; j++) {
      const move = unchecked(moveBuffer[j]);
      if ((move & ~MOVE_MASK) != 0 || moveTo(move) != to || moveFrom(move) == to) continue;
      if (!ASC_NO_ASSERT) assert(moveFrom(move) < PILE_TALON + 1, 'a card from home onto C');
      unchecked((moveBuffer[written++] = coveredTalonPlay(reach, move)));
    }
    n = written;
    unmakeTo(mark);
  }
  return n;
}
