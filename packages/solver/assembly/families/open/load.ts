/**
 * The open family's positions as the host writes them into the I/O buffer: column count,
 * cell count, one foundation rank per suit, one byte per cell (0 empty), then each column
 * as its length and its cards bottom first. Checked to be a position of the configured
 * game holding every card of the deck exactly once (one copy of each: core/cards.ts).
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
  cellCount,
  columnCount,
  configured,
  isCard,
  MAX_DEPTH,
  rankCount,
  suitCount,
} from './config';
import { forgetFeatures } from './features';
import { CARD_MOVES, setMoveSet } from './meta';
import { cellCards, clearPosition, pushCard, rehash, saveStart, setFoundation } from './position';

/** Reads the position at `io` and keeps it as the start; OK or the status saying what is wrong. */
export function loadOpenPosition(io: usize): i32 {
  if (!configured) return ERR_NOT_CONFIGURED;
  let at: usize = 0;
  if (load<u8>(io) != columnCount || load<u8>(io, 1) != cellCount) return ERR_POSITION_SHAPE;
  at = 2;
  clearPosition();
  forgetFeatures();
  clearCards();
  for (let suit = 0; suit < suitCount; suit++) {
    const rank = <i32>load<u8>(io + at++);
    if (rank > rankCount) return ERR_POSITION_CARD;
    setFoundation(suit, rank);
    for (let r = 1; r <= rank; r++) addCard((suit << 4) | r, 1);
  }
  for (let cell = 0; cell < cellCount; cell++) {
    const card = <i32>load<u8>(io + at++);
    if (card == 0) continue;
    if (!isCard(card)) return ERR_POSITION_CARD;
    if (!addCard(card, 1)) return ERR_POSITION_DUPLICATE;
    cellCards[cell] = <u8>card;
  }
  for (let column = 0; column < columnCount; column++) {
    const length = <i32>load<u8>(io + at++);
    if (length > MAX_DEPTH || length > cardCount) return ERR_POSITION_SHAPE;
    for (let i = 0; i < length; i++) {
      const card = <i32>load<u8>(io + at++);
      if (!isCard(card)) return ERR_POSITION_CARD;
      if (!addCard(card, 1)) return ERR_POSITION_DUPLICATE;
      pushCard(column, card);
    }
  }
  if (cardsCounted() != cardCount) return ERR_POSITION_MISSING;
  forgetUndo();
  rehash();
  saveStart();
  // The card moves until a search stage asks for others (the perft lists these).
  setMoveSet(CARD_MOVES);
  return OK;
}
