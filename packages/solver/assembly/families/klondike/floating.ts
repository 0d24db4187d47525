/**
 * Floating runs: a built run whose base B lies face up on a card T it builds on, while
 * another card Y that B builds on is on top of another column. Moving the run onto Y (a
 * *flip*) is legal, and so is moving it back onto T, which the flip left on top: the two
 * positions reach each other in one move, so one is won exactly when the other is. The
 * search keeps one of them: of each two holders, runs keep to one (`holderOrder`: the
 * lower-numbered card, but where the position as loaded has a run on the other), the
 * settling (settle.ts) flips every floating run onto the holder it keeps to, once no card
 * goes home, and the generator leaves flips out and writes *compound moves* instead: a
 * flip, then at once a move that needs it. Where B's run can lie on either of two cards,
 * this halves the positions for each run that floats, as often as the search meets it.
 *
 * Where it applies (`configureFloatingRuns`): runs move only as built runs (Klondike), and
 * the cards a card builds on form, with the cards that build on them, complete blocks of
 * at most two: every card that builds on a holder of B has exactly B's holders (the French
 * deck's alternating colours: two red sevens over two black eights). Then a flip of B's
 * run can only make one card free, T, and only by covering Y, the one other holder of
 * B: B's other builder B' has the same two holders, so it cannot lie on Y while Y is free,
 * and no chain of flips frees a card. Flips of two runs are flips in two blocks, with no
 * card in common: they neither enable nor prevent each other, so the flips the settling
 * makes, and their end, do not depend on the order of the columns.
 *
 * **The settled position** is a function of the position up to the order of its columns:
 * the safe moves home are played until none is left (their end is one, position.ts
 * `isSafeHome`), then every floating run is flipped onto the holder it keeps to (their end
 * is one, above), and again, until neither finds anything. (Flipping while a card may go
 * home would make the end depend on which is met first: a flip can cover a card that would
 * have gone home.) Both kinds keep a winnable position winnable and a lost one lost.
 *
 * **The compound moves.** In a settled position N let B's run float on T, with Y free (so
 * T is the holder runs keep to). A compound move flips it onto Y and then makes one move
 * that puts a card X on T (X builds on T, X is not B: B's other builder B', whole with its
 * run from a column, or from the waste after its draws, or from its foundation) or sends
 * T home. The plain flip is left out (its position settles back to N), and so are plain
 * moves onto a free holder when the other, which runs keep to, is free too: the settling
 * flips the run there, and reaches the position the move onto that one reaches, which is
 * written (neither holder is safe to send home while the card, which builds on both, is
 * out, so the two positions settle alike). A streamlined stage, which only ever wins,
 * keeps runs the same way; there a holder may go home first, which only leaves a line out.
 *
 * **Proof that the search stays complete.** Measure a winning line by its moves that are
 * not flips, then by all its moves: the settling's flips cost nothing, so a position and
 * its settled form are as near a win, and the completeness argument of dominance.ts (the
 * winnable stored position nearest a win) holds with this measure. Suppose N is winnable.
 * movegen.ts proves that some shortest winning line from N starts with a move the search
 * keeps; its proof of the idle shifts also shows that a shift P of a run off a face-up
 * card (a flip among them) can wait, both counts kept, until just before the first move
 * that needs it: one that puts a card on the card P left free, or sends that card home (a
 * move of B's whole run again, or of B home, merged with P, would leave a line with no
 * more moves that are not flips and fewer moves). So take a winning line L from N least
 * by the measure, let its talon plays wait in blocks (movegen.ts `isIdleTalonPlay`: no
 * play is idle then, whatever waits after) and, while some move of it is idle or a flip
 * not followed at once by a move that needs it, let the first such move wait so: it is
 * then followed by its need (a flip) or is no longer idle. A wait neither makes another
 * move idle (the proof of movegen.ts) nor parts another flip from its need: a move needs
 * at most one flip (it puts one card on one card, or sends one card home), and a flip
 * that waits is put just before its own need. Each wait leaves one move fewer of these,
 * so L ends up with none. Its first move is then kept and, if it is a flip, followed by
 * the move that needs it: the compound move made of the two, which the generator writes
 * (X can only come from the places listed: a card elsewhere cannot move in one move). If
 * it is not a flip, it is a move the generator writes, or a move onto a free holder whose
 * twin, which runs keep to, is written, which settles to the same position. Either way
 * the search reaches a settled position nearer a win by one move that is not a flip, at
 * the same cost.
 * A run counts as floating only where the cards over its base are built on it: a loaded
 * position may hold face-up cards that are not, which do not move together.
 * Checked against the exhaustive search in src/klondike-exact.test.ts, on French decks of
 * four suits.
 */
import { moveBuffer } from '../../core/moves';
import {
  buildersOf,
  CARD_SLOTS,
  cardBit,
  columnCount,
  foundationReturns,
  GROUPS_BUILT_RUN,
  groups,
  holdersOf,
  rankOf,
  suitOf,
} from './config';
import { movableDepth, searchPruning } from './movegen';
import { movingCard } from './moves';
import {
  canGoHome,
  cardAt,
  columnDown,
  columnLength,
  columnTop,
  encodeMove,
  foundationRank,
  make,
  moveCount,
  moveFrom,
  moveTo,
  PILE_FOUNDATION,
  PILE_TALON,
  placeOf,
  restingOn,
  talon,
} from './position';
import { autoHome } from './score';

/**
 * Marks a compound move: the flip, then the move written with the mark. A move onto a
 * column puts its card on T (found from the card); a move home sends T home, and its count
 * is T's run: T and the floating run on it.
 */
export const COMPOUND: u32 = 0x40000000;

/**
 * Which of a card's two holders a floating run keeps to: the one of lower `holderOrder`.
 * The card's own number, but that the position as loaded is settled already
 * (`orderHoldersForStart`): a hint from a position must not begin with a flip.
 */
const holderOrder = new StaticArray<u8>(CARD_SLOTS);

/** Whether a run keeps to `holder` rather than to `other`, its other holder. */
@inline
function keepsTo(holder: i32, other: i32): bool {
  return unchecked(holderOrder[holder]) < unchecked(holderOrder[other]);
}

/**
 * Numbers the holders for the position just loaded: by card, but where a run floats on
 * the higher-numbered of its two holders, the two swap numbers, so that it keeps to the
 * one it lies on. Each pair of holders has at most one run floating on it (see above).
 */
export function orderHoldersForStart(): void {
  for (let card = 0; card < CARD_SLOTS; card++) unchecked((holderOrder[card] = <u8>card));
  if (!blocksOfTwo) return;
  for (let column = 0; column < columnCount; column++) {
    const top = columnTop(column);
    if (top == 0) continue;
    const place = floatingBaseOnto(top);
    if (place < 0) continue;
    const holder = cardAt(place >> 8, (place & 0xff) - 1);
    if (!keepsTo(holder, top)) {
      unchecked((holderOrder[holder] = <u8>top));
      unchecked((holderOrder[top] = <u8>holder));
    }
  }
}

/** The flips made since `resetFlips`, by the settling and by compound moves: for the tests. */
export let flipsMade: u32 = 0;

export function resetFlips(): void {
  flipsMade = 0;
}

/** Whether the game's holders make floating runs (see above): set with the game. */
let blocksOfTwo: bool = false;

/** Sets `blocksOfTwo` for the game just configured (config.ts). */
export function configureFloatingRuns(): void {
  blocksOfTwo = false;
  if (groups != GROUPS_BUILT_RUN) return;
  for (let card = 0; card < CARD_SLOTS; card++) {
    const holders = unchecked(holdersOf[card]);
    if (popcnt(holders) > 2) return;
    for (let rest = holders; rest != 0; rest &= rest - 1) {
      const holder = <i32>ctz(rest);
      for (let others = unchecked(buildersOf[holder]); others != 0; others &= others - 1)
        if (unchecked(holdersOf[<i32>ctz(others)]) != holders) return;
    }
  }
  blocksOfTwo = true;
}

/** Whether floating runs keep to one holder of two: while searching (not in the perft). */
@inline
export function floatingRuns(): bool {
  return blocksOfTwo && searchPruning;
}

/** The cards on top of a column. */
function freeCards(): u64 {
  let cards: u64 = 0;
  for (let column = 0; column < columnCount; column++) {
    const top = columnTop(column);
    if (top != 0) cards |= cardBit(top);
  }
  return cards;
}

/** The column `card` is on top of (it must be). */
function columnOfTop(card: i32): i32 {
  let column = 0;
  while (columnTop(column) != card) column++;
  return column;
}

/** The holders of the card at `index` of `column` other than the card under it, or 0 where it does not float. */
@inline
function otherHolders(column: i32, index: i32): u64 {
  if (index <= unchecked(columnDown[column])) return 0;
  const holders = unchecked(holdersOf[cardAt(column, index)]);
  const under = cardBit(cardAt(column, index - 1));
  return (holders & under) != 0 ? holders & ~under : 0;
}

/**
 * A card that floats onto the free card `free` (a card that builds on it, lying face up
 * on its other holder), or 0. In a settled position runs keep to that holder; where they
 * keep to `free`, the position settles by flipping the run onto it.
 */
export function floaterOnto(free: i32): i32 {
  for (let cards = unchecked(buildersOf[free]); cards != 0; cards &= cards - 1) {
    const card = <i32>ctz(cards);
    const holder = <i32>unchecked(restingOn[card]);
    if (holder != 0 && holder != free) return card;
  }
  return 0;
}

/**
 * Where `card`, a card resting on a holder (`floaterOnto`), lies, or -1 where the cards
 * over it are not built on it (a loaded position may hold such face-up cards: they do not
 * move together, so it does not float).
 */
function builtPlace(card: i32): i32 {
  const place = placeOf(card);
  if (!ASC_NO_ASSERT) assert(place >= 0, 'a floating card off the table');
  const column = place >> 8;
  const length = unchecked(columnLength[column]);
  // The cards over it move with it exactly when each rests on the one under it (position.ts
  // `restingOn`: face up, on a face-up card it builds on).
  for (let i = (place & 0xff) + 1; i < length; i++)
    if (<i32>unchecked(restingOn[cardAt(column, i)]) != cardAt(column, i - 1)) return -1;
  if (!ASC_NO_ASSERT) assert((place & 0xff) >= length - movableDepth(column), 'a run not built');
  return place;
}

/** Where the base of a run floating onto the free card `free` lies (`builtPlace`), or -1. */
function floatingBaseOnto(free: i32): i32 {
  const card = floaterOnto(free);
  return card == 0 ? -1 : builtPlace(card);
}

export const FLIPS_FULL: i32 = -1;

/**
 * Flips every floating run onto the holder it keeps to (see above), looking at the tops
 * of the columns in `changed` (one bit each): in a position settled but for what changed
 * these columns, a run can only float onto one of their tops. Returns how many flips it
 * made, or FLIPS_FULL when the undo record is full.
 */
export function flipFloatingRuns(changed: u32): i32 {
  if (!floatingRuns()) return 0;
  let flips = 0;
  for (let columns = changed & (((<u32>1) << columnCount) - 1); columns != 0; ) {
    const column = <i32>ctz(columns);
    columns &= columns - 1;
    const free = columnTop(column);
    if (free == 0) continue;
    const card = floaterOnto(free);
    if (card == 0 || keepsTo(<i32>unchecked(restingOn[card]), free)) continue;
    const place = builtPlace(card);
    if (place < 0) continue;
    const from = place >> 8;
    const index = place & 0xff;
    if (!make(encodeMove(from, column, unchecked(columnLength[from]) - index, 0)))
      return FLIPS_FULL;
    flips++;
    flipsMade++;
    // Both columns have new tops: the run's old holder, and the run's top, which another
    // run may float onto where it lies now.
    columns |= ((<u32>1) << from) | ((<u32>1) << column);
  }
  if (!ASC_NO_ASSERT) assert(!hasFlipByScan(), 'a floating run left on the holder it leaves');
  return flips;
}

/** The debug build's check of `flipFloatingRuns`, by a scan: no run floats on the holder it should leave. */
function hasFlipByScan(): bool {
  const free = freeCards();
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    for (let i = length - movableDepth(column) + 1; i < length; i++) {
      const other = otherHolders(column, i) & free;
      if (other != 0 && keepsTo(<i32>ctz(other), cardAt(column, i - 1))) return true;
    }
  }
  return false;
}

/**
 * Whether a child of a settled position may have a run to flip: only onto a card the move
 * left free, the new top of the column it left or of the column it reached.
 */
export function mayFlipAfter(from: i32, to: i32): bool {
  if (!floatingRuns()) return false;
  return (
    (from < PILE_TALON && floatsDown(columnTop(from))) ||
    (to < PILE_TALON && floatsDown(columnTop(to)))
  );
}

/** Whether a run floats onto the free card `free` from the holder it should not keep to. */
@inline
function floatsDown(free: i32): bool {
  if (free == 0) return false;
  const card = floaterOnto(free);
  return card != 0 && keepsTo(free, <i32>unchecked(restingOn[card])) && builtPlace(card) >= 0;
}

/** Whether moving the run based at `index` of column `from` onto column `to`'s top is a flip (left out). */
@inline
export function isFlip(from: i32, index: i32, to: i32): bool {
  return floatingRuns() && (otherHolders(from, index) & cardBit(columnTop(to))) != 0;
}

/**
 * Of the free holders `holders` a card could go onto, those the generator writes: where
 * runs float, the one it keeps to alone (a move onto the other settles to the same
 * position).
 */
@inline
export function writtenHolders(holders: u64): u64 {
  if (!floatingRuns() || popcnt(holders) < 2) return holders;
  const first = <i32>ctz(holders);
  const second = <i32>ctz(holders & (holders - 1));
  return cardBit(keepsTo(first, second) ? first : second);
}

/**
 * Writes the compound moves of the position at `moveBuffer[at..]` and returns how many:
 * `reachable` the waste sizes the draws reach, `depthOf` each column's movable run,
 * `playable` the cards a move could play (all as movegen.ts sets them).
 */
export function generateCompoundMoves(
  at: i32,
  reachable: u64,
  depthOf: StaticArray<i32>,
  playable: u64,
): i32 {
  if (!floatingRuns()) return 0;
  let n = at;
  for (let top = 0; top < columnCount; top++) {
    const free = columnTop(top);
    if (free == 0) continue;
    const place = floatingBaseOnto(free);
    if (place < 0) continue;
    const column = place >> 8;
    const index = place & 0xff;
    const base = cardAt(column, index);
    const holder = cardAt(column, index - 1);
    if (!ASC_NO_ASSERT) assert(keepsTo(holder, free), 'a floating run on the holder it leaves');
    if (canGoHome(holder)) {
      const home = PILE_FOUNDATION + suitOf(holder);
      const count = unchecked(columnLength[column]) - index + 1;
      unchecked((moveBuffer[n++] = encodeMove(column, home, count, 0) | COMPOUND));
    }
    // Only a card some move could play can be put on the holder.
    const cards = unchecked(buildersOf[holder]) & ~cardBit(base) & playable;
    for (let rest = cards; rest != 0; rest &= rest - 1)
      n = writeCompoundsOf(n, <i32>ctz(rest), column, reachable, depthOf);
  }
  return n - at;
}

/** The compound moves that put `card` onto the holder freed in `column`, from wherever it can come. */
function writeCompoundsOf(
  at: i32,
  card: i32,
  column: i32,
  reachable: u64,
  depthOf: StaticArray<i32>,
): i32 {
  let n = at;
  // From a column, with the cards over it, where it lies in a movable run.
  const place = placeOf(card);
  if (place >= 0) {
    const from = place >> 8;
    const index = place & 0xff;
    const length = unchecked(columnLength[from]);
    if (index >= length - unchecked(depthOf[from]))
      unchecked((moveBuffer[n++] = encodeMove(from, column, length - index, 0) | COMPOUND));
  }
  for (let sizes = reachable; sizes != 0; sizes &= sizes - 1) {
    const reach = <i32>ctz(sizes) + 1;
    if (<i32>unchecked(talon[reach - 1]) == card)
      unchecked((moveBuffer[n++] = encodeMove(PILE_TALON, column, 1, reach) | COMPOUND));
  }
  // A streamlined stage brings no card down (movegen.ts): it would settle home again.
  if (foundationReturns && !autoHome() && unchecked(foundationRank[suitOf(card)]) == rankOf(card)) {
    const from = PILE_FOUNDATION + suitOf(card);
    unchecked((moveBuffer[n++] = encodeMove(from, column, 1, 0) | COMPOUND));
  }
  return n;
}

/** The column of T, where a compound move flips a run first. */
@inline
function flipColumn(move: u32): i32 {
  return moveTo(move) >= PILE_FOUNDATION ? moveFrom(move) : moveTo(move);
}

/** Where the floating run a compound move flips is based, in `flipColumn`. */
function floatingBase(move: u32): i32 {
  const column = flipColumn(move);
  const length = unchecked(columnLength[column]);
  if (moveTo(move) >= PILE_FOUNDATION) return length - moveCount(move) + 1;
  // T is the card the second move's card builds on: the only one in this column (the
  // other, Y, is on top of another).
  const holders = unchecked(holdersOf[movingCard(move)]);
  let i = length - 1;
  while (i > 0 && (holders & cardBit(cardAt(column, i - 1))) == 0) i--;
  return i;
}

/** T, the card a compound move frees and then covers or sends home. */
export function compoundHolder(move: u32): i32 {
  return cardAt(flipColumn(move), floatingBase(move) - 1);
}

/** The flip a compound move makes first. */
export function flipOf(move: u32): u32 {
  const column = flipColumn(move);
  const base = floatingBase(move);
  const onto = otherHolders(column, base) & freeCards();
  if (!ASC_NO_ASSERT) assert(popcnt(onto) == 1, 'a compound move without its flip');
  const count = unchecked(columnLength[column]) - base;
  return encodeMove(column, columnOfTop(<i32>ctz(onto)), count, 0);
}

/** The move a compound move makes after its flip. */
export function secondOf(move: u32): u32 {
  const to = moveTo(move);
  return to >= PILE_FOUNDATION ? encodeMove(moveFrom(move), to, 1, 0) : move & ~COMPOUND;
}

/** Plays a compound move: its flip, then its second move. False when the undo record is full. */
export function makeCompound(move: u32): bool {
  flipsMade++;
  return make(flipOf(move)) && make(secondOf(move));
}
