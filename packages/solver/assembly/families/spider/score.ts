/**
 * The Spider family's score: how promising a position looks, lower is better, from the
 * running stage's weights (presets.ts). It orders the best-first and depth-first searches,
 * never decides what is searched, so it changes how fast a win is found, not whether.
 *
 * Its terms, each a count that some moves must bring to zero before the game is won (so,
 * with the path length, it reads like a weighted lower bound on the moves left): cards
 * face down (each needs a move to turn up), breaks in the face-up cards where a card is
 * not one rank below the card under it (runs out of order), breaks where it is but of
 * another suit (runs of two suits, which cannot move as one), columns in use (an empty
 * column is the game's free space), rows of the stock still to deal, cards not home, and
 * whether a deal is refused for an empty column (it must be filled before the deal).
 */
import { PRIORITY_LEVELS } from '../../search/game';
import { weights } from '../../search/stages';
import { CARD_MASK, cardCount, columnCount, FACE_UP, MAX_DEPTH } from './config';
import { cardsHome, columnCards, columnLength, stockLength } from './position';

export const W_FACE_DOWN: i32 = 0;
export const W_OUT_OF_ORDER: i32 = 1;
export const W_SUIT_BREAK: i32 = 2;
export const W_COLUMN_USED: i32 = 3;
export const W_DEALS_LEFT: i32 = 4;
export const W_NOT_HOME: i32 = 5;
export const W_PATH: i32 = 6;
export const W_DEAL_BLOCKED: i32 = 7;
/** Not a score term: the level of moves a streamlined stage leaves out (movegen.ts). */
export const W_STREAMLINE: i32 = 8;
export const W_NEAREST_EMPTY: i32 = 9;
export const W_NEAREST_TURN: i32 = 10;

/** The priority of the current position reached after `pathLength` moves. */
export function priorityOf(pathLength: i32): i32 {
  let faceDown = 0;
  let outOfOrder = 0;
  let suitBreaks = 0;
  let used = 0;
  let nearestEmpty = MAX_DEPTH;
  let nearestTurn = 0;
  for (let column = 0; column < columnCount; column++) {
    const length = unchecked(columnLength[column]);
    if (length == 0) continue;
    used++;
    const base = column * MAX_DEPTH;
    let below = <i32>unchecked(columnCards[base]);
    let hidden = (below & FACE_UP) == 0 ? 1 : 0;
    // Runs of one suit in order on the face-up cards: what must move to turn the card under.
    let runs = hidden == 0 ? 1 : 0;
    for (let i = 1; i < length; i++) {
      const card = <i32>unchecked(columnCards[base + i]);
      if ((card & FACE_UP) == 0) {
        hidden++;
      } else if ((below & FACE_UP) != 0) {
        if ((card & 15) + 1 != (below & 15)) {
          outOfOrder++;
          runs++;
        } else if (((card ^ below) & CARD_MASK) >> 4 != 0) {
          suitBreaks++;
          runs++;
        }
      } else {
        runs++;
      }
      below = card;
    }
    faceDown += hidden;
    if (hidden + runs < nearestEmpty) nearestEmpty = hidden + runs;
    if (hidden > 0 && (nearestTurn == 0 || runs < nearestTurn)) nearestTurn = runs;
  }
  if (used < columnCount) nearestEmpty = 0;
  const dealsLeft = (stockLength + columnCount - 1) / columnCount;
  let cards = 0;
  for (let column = 0; column < columnCount; column++) cards += unchecked(columnLength[column]);
  const dealBlocked = stockLength > 0 && used < columnCount && cards >= columnCount ? 1 : 0;
  let priority =
    unchecked(weights[W_FACE_DOWN]) * faceDown +
    unchecked(weights[W_OUT_OF_ORDER]) * outOfOrder +
    unchecked(weights[W_SUIT_BREAK]) * suitBreaks +
    unchecked(weights[W_COLUMN_USED]) * used +
    unchecked(weights[W_DEALS_LEFT]) * dealsLeft +
    unchecked(weights[W_NOT_HOME]) * (cardCount - cardsHome()) +
    unchecked(weights[W_PATH]) * pathLength +
    unchecked(weights[W_DEAL_BLOCKED]) * dealBlocked +
    unchecked(weights[W_NEAREST_EMPTY]) * nearestEmpty +
    unchecked(weights[W_NEAREST_TURN]) * nearestTurn;
  priority >>= 2;
  return priority < 0 ? 0 : priority >= PRIORITY_LEVELS ? PRIORITY_LEVELS - 1 : priority;
}
