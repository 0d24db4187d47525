/**
 * The Spider family's positions as the host writes them into the I/O buffer (src/encoding.ts
 * `writeSpiderPosition`): the column count; the stock's length and its cards, bottom
 * first; the number of complete runs home and the suit of each; then each column as its
 * face-down count and cards, and its face-up count and cards, bottom first. Checked to be
 * a position of the configured game holding each card exactly as often as its decks do
 * (core/cards.ts counts copies), with a face-up top on every column that has cards and no
 * complete run left lying on top of a column.
 */
import { addCard, cardsCounted, clearCards } from '../../core/cards';
import { forgetUndo } from '../../core/undo';
import {
  ERR_NOT_CONFIGURED,
  ERR_POSITION_CARD,
  ERR_POSITION_DUPLICATE,
  ERR_POSITION_MISSING,
  ERR_POSITION_SHAPE,
  OK,
} from '../../status';
import {
  cardCount,
  columnCount,
  configured,
  FACE_UP,
  isCard,
  MAX_DEPTH,
  rankCount,
  seriesCopies,
  suitOf,
} from './config';
import {
  clearPosition,
  columnLength,
  movableDepth,
  pushCard,
  rankOfTop,
  saveStart,
  setRunsHome,
  setStockLength,
  stockCards,
} from './position';

/** Counts one card of the position; OK or the status saying what is wrong with it. */
function count(card: i32): i32 {
  if (!isCard(card)) return ERR_POSITION_CARD;
  return addCard(card, unchecked(seriesCopies[suitOf(card)])) ? OK : ERR_POSITION_DUPLICATE;
}

/** Reads the position at `io` and keeps it as the start; OK or the status saying what is wrong. */
export function loadSpiderPosition(io: usize): i32 {
  if (!configured) return ERR_NOT_CONFIGURED;
  if (<i32>load<u8>(io) != columnCount) return ERR_POSITION_SHAPE;
  let at: usize = 1;
  clearPosition();
  clearCards();
  const stock = <i32>load<u8>(io + at++);
  if (stock > MAX_DEPTH) return ERR_POSITION_SHAPE;
  for (let i = 0; i < stock; i++) {
    const card = <i32>load<u8>(io + at++);
    const status = count(card);
    if (status != OK) return status;
    unchecked((stockCards[i] = <u8>card));
  }
  setStockLength(stock);
  const runs = <i32>load<u8>(io + at++);
  if (runs * rankCount > cardCount) return ERR_POSITION_SHAPE;
  for (let i = 0; i < runs; i++) {
    const suit = <i32>load<u8>(io + at++);
    for (let rank = 1; rank <= rankCount; rank++) {
      const status = count((suit << 4) | rank);
      if (status != OK) return status;
    }
  }
  setRunsHome(runs);
  for (let column = 0; column < columnCount; column++) {
    for (let faceUp = 0; faceUp < 2; faceUp++) {
      const length = <i32>load<u8>(io + at++);
      if (unchecked(columnLength[column]) + length > MAX_DEPTH) return ERR_POSITION_SHAPE;
      // Face-down cards under no face-up card: the rules turn the top card up.
      if (faceUp == 1 && length == 0 && unchecked(columnLength[column]) > 0)
        return ERR_POSITION_SHAPE;
      for (let i = 0; i < length; i++) {
        const card = <i32>load<u8>(io + at++);
        const status = count(card);
        if (status != OK) return status;
        pushCard(column, faceUp == 1 ? card | FACE_UP : card);
      }
    }
    // A complete run leaves the table by itself: it never lies there.
    if (movableDepth(column) >= rankCount && rankOfTop(column) == 1) return ERR_POSITION_SHAPE;
  }
  if (cardsCounted() != cardCount) return ERR_POSITION_MISSING;
  forgetUndo();
  saveStart();
  return OK;
}
