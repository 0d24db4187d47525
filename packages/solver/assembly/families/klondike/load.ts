/**
 * The klondike family's positions as the host writes them into the I/O buffer: column
 * count, one foundation rank per suit, the stock (its length, then its cards bottom first:
 * the last is drawn next), the waste (the same, the last on top), then each column as its
 * face-down cards (length, cards bottom first) and its face-up cards (the same). Checked
 * to be a position of the configured game holding every card once (core/cards.ts).
 */
import { addCard, cardsCounted, clearCards } from '../../core/cards';
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
  isCard,
  MAX_DEPTH,
  MAX_TALON,
  rankCount,
  suitCount,
} from './config';
import { orderHoldersForStart } from './floating';
import { prepareKeys } from './key';
import {
  clearPosition,
  columnDown,
  columnLength,
  pushCard,
  pushTalon,
  saveStart,
  setFoundation,
  setWasteSize,
} from './position';
import { forgetTablesSeen } from './tables-seen';

const stockScratch = new StaticArray<u8>(MAX_TALON);

export function loadKlondikePosition(io: usize): i32 {
  if (!configured) return ERR_NOT_CONFIGURED;
  if (<i32>load<u8>(io) != columnCount) return ERR_POSITION_SHAPE;
  let at: usize = 1;
  clearPosition();
  clearCards();
  for (let suit = 0; suit < suitCount; suit++) {
    const rank = <i32>load<u8>(io + at++);
    if (rank > rankCount) return ERR_POSITION_CARD;
    setFoundation(suit, rank);
    for (let r = 1; r <= rank; r++) addCard((suit << 4) | r, 1);
  }
  const stock = <i32>load<u8>(io + at++);
  if (stock > MAX_TALON) return ERR_POSITION_SHAPE;
  for (let i = 0; i < stock; i++) {
    const card = <i32>load<u8>(io + at++);
    if (!isCard(card)) return ERR_POSITION_CARD;
    if (!addCard(card, 1)) return ERR_POSITION_DUPLICATE;
    stockScratch[i] = <u8>card;
  }
  const waste = <i32>load<u8>(io + at++);
  if (waste + stock > MAX_TALON) return ERR_POSITION_SHAPE;
  for (let i = 0; i < waste; i++) {
    const card = <i32>load<u8>(io + at++);
    if (!isCard(card)) return ERR_POSITION_CARD;
    if (!addCard(card, 1)) return ERR_POSITION_DUPLICATE;
    pushTalon(card);
  }
  // The talon: the waste bottom first, then the stock in the order it is drawn.
  for (let i = stock - 1; i >= 0; i--) pushTalon(<i32>stockScratch[i]);
  setWasteSize(waste);
  for (let column = 0; column < columnCount; column++) {
    for (let part = 0; part < 2; part++) {
      const length = <i32>load<u8>(io + at++);
      // Face-down cards lie under face-up ones: a column is never face down on top.
      if (part == 1 && length == 0 && columnDown[column] > 0) return ERR_POSITION_SHAPE;
      if (columnLength[column] + length > MAX_DEPTH) return ERR_POSITION_SHAPE;
      for (let i = 0; i < length; i++) {
        const card = <i32>load<u8>(io + at++);
        if (!isCard(card)) return ERR_POSITION_CARD;
        if (!addCard(card, 1)) return ERR_POSITION_DUPLICATE;
        pushCard(column, card, part == 0);
      }
    }
  }
  if (cardsCounted() != cardCount) return ERR_POSITION_MISSING;
  saveStart();
  prepareKeys();
  orderHoldersForStart();
  forgetTablesSeen();
  return OK;
}
