/**
 * The klondike family's moves as the searches store and replay them: written by card
 * (which card, onto which card, an empty column or its foundation), so a move means the
 * same in any order of columns and from any split of the stock and waste; read back into
 * a move of the position at hand; and played out for the host as the single legal moves
 * it stands for, the draws and turns of the waste shown one by one.
 */
import { forgetUndo, undoTop, undoWordAt } from '../../core/undo';
import { NO_MOVE } from '../../search/game';
import { ERR_SOLUTION_TOO_LONG } from '../../status';
import { columnCount, drawCount, foundationReturns, rankOf, suitOf } from './config';
import { COMPOUND, compoundHolder, flipOf, secondOf } from './floating';
import { drawsFrom, drawsToReach } from './movegen';
import {
  cardAt,
  columnDown,
  columnLength,
  columnTop,
  encodeMove,
  foundationRank,
  isHome,
  make,
  moveCount,
  moveFrom,
  moveReach,
  moveTo,
  PILE_FOUNDATION,
  PILE_TALON,
  placeOf,
  recordedMove,
  talon,
  talonIndexOf,
  talonLength,
  turnedCardUp,
  wasteSize,
  wasteSizeBefore,
} from './position';
import { afterReturnOf, compoundReturn, RETURN_FIRST, returnOf } from './returns';
import { playSafeMoves } from './settle';
import {
  afterTalonPlayOf,
  coveredTalonPlay,
  reachOncePlayed,
  TALON_FIRST,
  talonPlayOf,
} from './talon-plays';

const DEST_EMPTY_COLUMN: i32 = 64;
const DEST_FOUNDATION: i32 = 66;
const CARD_COMPOUND: u32 = 1 << 19;
/**
 * A compound return (returns.ts) is written `card | returned << 6 | destination << 12`
 * with this bit: the card, on the table or in the stock and waste, moves with what lies on
 * it onto `returned`, which first comes down from its foundation onto `destination`.
 */
const CARD_RETURN_FIRST: u32 = 1 << 20;
/**
 * A covered talon play (talon-plays.ts) is written `card | holder << 6 | covering << 12`
 * with this bit: the card comes from the stock and waste onto `holder` (0: an empty
 * column), then `covering`, from the stock and waste or with what lies on it in a column,
 * onto it.
 */
const CARD_TALON_FIRST: u32 = 1 << 21;

/** Host move bytes (`from, to, count, draws`): piles as here; these two `from`s are the stock's moves. */
export const HOST_DRAW: i32 = 30;
export const HOST_TURN: i32 = 31;

/** The card a move plays (the base of a run). */
export function movingCard(move: u32): i32 {
  const from = moveFrom(move);
  if (from < PILE_TALON) return cardAt(from, unchecked(columnLength[from]) - moveCount(move));
  if (from == PILE_TALON) return <i32>unchecked(talon[moveReach(move) - 1]);
  const suit = from - PILE_FOUNDATION;
  return (suit << 4) | unchecked(foundationRank[suit]);
}

/**
 * `card | destination << 6 | count << 13`: never 0, 19 bits; a compound move (floating.ts)
 * sets bit 19, and its destination is the card it frees and covers, or the foundation.
 */
export function cardMoveOf(move: u32): u32 {
  const to = moveTo(move);
  let destination: i32;
  if ((move & TALON_FIRST) != 0) {
    const play = talonPlayOf(move);
    const after = afterTalonPlayOf(move);
    // The covering card, read before the play: from the stock and waste, it lay one place
    // further up where it was above the card played.
    let covering: i32;
    if (moveFrom(after) == PILE_TALON) {
      const index = moveReach(after) - 1;
      covering = <i32>unchecked(talon[index < moveReach(play) - 1 ? index : index + 1]);
    } else covering = movingCard(after);
    return <u32>(movingCard(play) | (columnTop(to) << 6) | (covering << 12) | CARD_TALON_FIRST);
  }
  if ((move & RETURN_FIRST) != 0) {
    const back = returnOf(move);
    const top = columnTop(to);
    destination = top == 0 ? DEST_EMPTY_COLUMN : top;
    return <u32>(
      (movingCard(move) | (movingCard(back) << 6) | (destination << 12) | CARD_RETURN_FIRST)
    );
  }
  if ((move & COMPOUND) != 0) {
    destination = to >= PILE_FOUNDATION ? DEST_FOUNDATION : compoundHolder(move);
    return <u32>(movingCard(move) | (destination << 6) | (moveCount(move) << 13) | CARD_COMPOUND);
  }
  if (to >= PILE_FOUNDATION) destination = DEST_FOUNDATION;
  else {
    const top = columnTop(to);
    destination = top == 0 ? DEST_EMPTY_COLUMN : top;
  }
  return <u32>(movingCard(move) | (destination << 6) | (moveCount(move) << 13));
}

/** The move of the current position a card move stands for, or NO_MOVE. */
export function resolveCardMove(cardMove: u32): u32 {
  if ((cardMove & CARD_RETURN_FIRST) != 0) return resolveCompoundReturn(cardMove);
  if ((cardMove & CARD_TALON_FIRST) != 0) return resolveCoveredTalonPlay(cardMove);
  const compound = (cardMove & CARD_COMPOUND) != 0;
  const card = <i32>(cardMove & 63);
  const destination = <i32>((cardMove >> 6) & 127);
  const count = <i32>((cardMove >> 13) & 63);
  let from = -1;
  let reach = 0;
  // A card lies in one place: home, in the stock and waste, or on the table.
  const index = talonIndexOf(card);
  if (isHome(card)) {
    // Only a foundation's top card comes back down.
    if (foundationReturns && count == 1 && unchecked(foundationRank[suitOf(card)]) == rankOf(card))
      from = PILE_FOUNDATION + suitOf(card);
  } else if (index >= 0) {
    if (count == 1 && drawsToReach(index + 1) >= 0) {
      from = PILE_TALON;
      reach = index + 1;
    }
  } else {
    for (let column = 0; column < columnCount && from < 0; column++) {
      const length = unchecked(columnLength[column]);
      if (length - count >= unchecked(columnDown[column]) && cardAt(column, length - count) == card)
        from = column;
    }
  }
  if (from < 0) return NO_MOVE;
  let to = -1;
  if (destination == DEST_FOUNDATION) to = PILE_FOUNDATION + suitOf(card);
  else if (destination == DEST_EMPTY_COLUMN) {
    for (let column = 0; column < columnCount && to < 0; column++)
      if (unchecked(columnLength[column]) == 0) to = column;
  } else if (compound) {
    const place = placeOf(destination);
    if (place >= 0) to = place >> 8;
  } else {
    for (let column = 0; column < columnCount && to < 0; column++)
      if (column != from && columnTop(column) == destination) to = column;
  }
  if (to < 0) return NO_MOVE;
  return encodeMove(from, to, count, reach) | (compound ? COMPOUND : 0);
}

/** The compound return of the current position a card move (`CARD_RETURN_FIRST`) stands for, or NO_MOVE. */
function resolveCompoundReturn(cardMove: u32): u32 {
  const card = <i32>(cardMove & 63);
  const returned = <i32>((cardMove >> 6) & 63);
  const destination = <i32>((cardMove >> 12) & 127);
  const suit = suitOf(returned);
  if (!foundationReturns || unchecked(foundationRank[suit]) != rankOf(returned)) return NO_MOVE;
  let to = -1;
  for (let column = 0; column < columnCount && to < 0; column++) {
    const top = columnTop(column);
    if (destination == DEST_EMPTY_COLUMN ? top == 0 : top == destination) to = column;
  }
  if (to < 0) return NO_MOVE;
  let from = -1;
  let count = 1;
  let reach = 0;
  const i = talonIndexOf(card);
  if (i >= 0) {
    if (drawsToReach(i + 1) < 0) return NO_MOVE;
    from = PILE_TALON;
    reach = i + 1;
  } else {
    const place = placeOf(card);
    if (place < 0 || place >> 8 == to) return NO_MOVE;
    from = place >> 8;
    count = unchecked(columnLength[from]) - (place & 0xff);
  }
  return compoundReturn(suit, encodeMove(from, to, count, reach));
}

/** The covered talon play of the current position a card move (`CARD_TALON_FIRST`) stands for, or NO_MOVE. */
function resolveCoveredTalonPlay(cardMove: u32): u32 {
  const card = <i32>(cardMove & 63);
  const holder = <i32>((cardMove >> 6) & 63);
  const covering = <i32>((cardMove >> 12) & 63);
  const played = talonIndexOf(card);
  if (played < 0 || drawsToReach(played + 1) < 0) return NO_MOVE;
  let to = -1;
  for (let column = 0; column < columnCount && to < 0; column++)
    if (columnTop(column) == holder) to = column;
  if (to < 0) return NO_MOVE;
  let from: i32;
  let count = 1;
  let reach = 0;
  const index = talonIndexOf(covering);
  if (index >= 0) {
    from = PILE_TALON;
    reach = reachOncePlayed(index, played);
  } else {
    const place = placeOf(covering);
    if (place < 0 || place >> 8 == to) return NO_MOVE;
    from = place >> 8;
    count = unchecked(columnLength[from]) - (place & 0xff);
  }
  return coveredTalonPlay(played + 1, encodeMove(from, to, count, reach));
}

/** The draws a move makes before it plays its card (0 but for the waste). */
@inline
export function drawsOf(move: u32): i32 {
  return moveFrom(move) == PILE_TALON ? drawsToReach(moveReach(move)) : 0;
}

function hostWord(move: u32, draws: i32): u32 {
  const from = moveFrom(move);
  const to = moveTo(move);
  return <u32>(
    (from |
      ((to >= PILE_FOUNDATION ? PILE_FOUNDATION : to) << 8) |
      (moveCount(move) << 16) |
      (draws << 24))
  );
}

/** A move for the host (and the perft): 4 bytes `from, to, count, draws`. */
export function describeMove(move: u32): u32 {
  return hostWord(move, drawsOf(move));
}

function emit(out: usize, at: i32, word: u32): void {
  store<u32>(out + ((<usize>at) << 2), word);
}

/**
 * Writes out the draws and turns of the waste that take a waste of `size` cards of the
 * `length` in the stock and waste to `reach` cards; returns `at` past them.
 */
function emitDraws(out: usize, at: i32, room: i32, size: i32, length: i32, reach: i32): i32 {
  const draws = drawsFrom(size, length, reach);
  for (let i = 0; i < draws; i++) {
    if (at >= room) return ERR_SOLUTION_TOO_LONG;
    if (size == length) {
      emit(out, at++, <u32>HOST_TURN);
      size = 0;
    } else {
      emit(out, at++, <u32>HOST_DRAW);
      size = size + drawCount < length ? size + drawCount : length;
    }
  }
  return at;
}

/**
 * The move a shortcut makes first: a compound move's flip (floating.ts), a compound
 * return's return (returns.ts), a covered talon play's play (talon-plays.ts); NO_MOVE for
 * any other move.
 */
function leadOf(move: u32): u32 {
  if ((move & RETURN_FIRST) != 0) return returnOf(move);
  if ((move & TALON_FIRST) != 0) return talonPlayOf(move);
  if ((move & COMPOUND) != 0) return flipOf(move);
  return NO_MOVE;
}

/** The move a shortcut makes after its lead (`leadOf`), or the move itself. */
export function restOf(move: u32): u32 {
  if ((move & RETURN_FIRST) != 0) return afterReturnOf(move);
  if ((move & TALON_FIRST) != 0) return afterTalonPlayOf(move);
  if ((move & COMPOUND) != 0) return secondOf(move);
  return move;
}

/**
 * Plays a move and writes it out as single legal moves: a compound move's flip, a
 * compound return's return or a covered talon play's play (after its draws), each draw or
 * turn, then the move.
 */
export function emitMove(move: u32, out: usize, at: i32, room: i32): i32 {
  const lead = leadOf(move);
  if (lead != NO_MOVE) {
    if (moveFrom(lead) == PILE_TALON) {
      at = emitDraws(out, at, room, wasteSize, talonLength, moveReach(lead));
      if (at < 0) return at;
    }
    if (at >= room) return ERR_SOLUTION_TOO_LONG;
    emit(out, at++, hostWord(lead, 0));
    make(lead);
    move = restOf(move);
  }
  if (moveFrom(move) == PILE_TALON) {
    at = emitDraws(out, at, room, wasteSize, talonLength, moveReach(move));
    if (at < 0) return at;
  }
  if (at >= room) return ERR_SOLUTION_TOO_LONG;
  emit(out, at++, hostWord(move, 0));
  make(move);
  return at;
}

/** Plays and writes out the safe moves (the player makes every move). */
export function emitSafeMoves(out: usize, at: i32, room: i32): i32 {
  forgetUndo();
  let length = talonLength;
  playSafeMoves();
  for (let i = 0; i < undoTop; i++) {
    const undo = undoWordAt(i);
    // A settled play from the stock or waste (settle.ts, parent.ts) draws, and with one
    // card a draw may turn the waste, to its card first.
    if (moveFrom(undo) == PILE_TALON) {
      at = emitDraws(out, at, room, wasteSizeBefore(undo), length--, moveReach(undo));
      if (at < 0) return at;
    }
    if (at >= room) return ERR_SOLUTION_TOO_LONG;
    emit(out, at++, hostWord(recordedMove(undo), 0));
  }
  forgetUndo();
  return at;
}

/**
 * The single moves written for what settled since the undo record was `mark` high (just
 * after a move): each settled move, and the draws and turns before a play from the stock
 * or waste, as `emitSafeMoves` writes them.
 */
export function settledSingleMoves(mark: i32): i32 {
  // Latest first: before each play from the stock or waste, they held a card more.
  let length = talonLength;
  let singles = undoTop - mark;
  for (let i = undoTop - 1; i >= mark; i--) {
    const undo = undoWordAt(i);
    if (moveFrom(undo) == PILE_TALON)
      singles += drawsFrom(wasteSizeBefore(undo), ++length, moveReach(undo));
  }
  return singles;
}

/**
 * The cards the stock and waste held before the move the undo record holds at `at`: one
 * more than now for each play from them since.
 */
export function talonLengthBefore(at: i32): i32 {
  let length = talonLength;
  for (let i = at; i < undoTop; i++) if (moveFrom(undoWordAt(i)) == PILE_TALON) length++;
  return length;
}

/**
 * The move that takes `last` straight back, `last` being the move the undo record's top
 * word records (nothing settled after it): its cards back where they came from, when it
 * turned no card up and they came from a column or a foundation. NO_MOVE otherwise (a play
 * from the stock and waste, a compound move); the generator may not give it (cards that
 * lay unbuilt where the position was given, a column emptied while another lower-numbered
 * one is empty, an idle move, a safe card's return), and then it is only not matched.
 */
export function moveBackOf(last: u32): u32 {
  if (
    (last & (COMPOUND | RETURN_FIRST | TALON_FIRST)) != 0 ||
    turnedCardUp(undoWordAt(undoTop - 1))
  )
    return NO_MOVE;
  const from = moveFrom(last);
  if (from == PILE_TALON) return NO_MOVE;
  return encodeMove(moveTo(last), from, moveCount(last), 0);
}
