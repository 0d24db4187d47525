/**
 * Deals from deal numbers. FreeCell and Baker's Game follow the Microsoft numbering,
 * so deal 617 is the deal 617 of every FreeCell program. The other games shuffle
 * with a small seeded generator in 32-bit integer arithmetic (below), so a deal
 * number gives the same deal in every browser and in Node.
 */
import { type Card, card } from './deck.js';
import type { Column, Position } from './position.js';
import type { Variant } from './variant.js';

/**
 * The Microsoft FreeCell shuffle: a linear congruential generator over the deck in
 * rank-major order (AC AD AH AS 2C ...), each pick swapped with the last card left.
 * Returns the cards in the order they are laid down.
 */
export function microsoftOrder(dealNumber: number, variant: Variant): Card[] {
  const suits = variant.deck.suits.length;
  const deck: Card[] = [];
  for (let rank = 1; rank <= variant.deck.ranks.length; rank++) {
    for (let suit = 0; suit < suits; suit++) deck.push(card(suit, rank));
  }
  let state = dealNumber >>> 0;
  const rand = () => {
    // state * 214013 overflows 2^53 for large states, so multiply in two halves.
    state = (((Math.imul(state, 214013) >>> 0) + 2531011) >>> 0) & 0x7fffffff;
    return state >>> 16;
  };
  const laid: Card[] = [];
  for (let left = deck.length; left > 0; left--) {
    const j = rand() % left;
    const picked = deck[j]!;
    deck[j] = deck[left - 1]!;
    laid.push(picked);
  }
  return laid;
}

/**
 * The seeded generator for every game but FreeCell and Baker's Game: SplitMix32
 * (Steele, Lea and Flood's mixer on a Weyl sequence), seeded with the deal number.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A uniform integer in [0, n), by rejection so no value is favoured. */
function below(next: () => number, n: number): number {
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}

/** Every card the variant uses, series by series, ranks low to high. */
export function variantCards(variant: Variant): Card[] {
  const cards: Card[] = [];
  variant.series.forEach((copies, suit) => {
    for (let copy = 0; copy < copies; copy++) {
      for (let rank = 1; rank <= variant.deck.ranks.length; rank++) cards.push(card(suit, rank));
    }
  });
  return cards;
}

/**
 * A Fisher–Yates shuffle driven by SplitMix32: for i from the last index down to 1,
 * swap card i with card `below(i + 1)`. Returns the cards in the order they are laid down.
 */
export function seededOrder(dealNumber: number, variant: Variant): Card[] {
  const cards = variantCards(variant);
  const next = seededRandom(dealNumber);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = below(next, i + 1);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

/**
 * Lays cards down one at a time on the columns, left to right and round again, skipping
 * columns that have their share. The cards left over form the stock, the first of them
 * on top, so it is the first one drawn or dealt.
 */
export function layOut(order: readonly Card[], variant: Variant): Position {
  const piles: Card[][] = variant.columns.map(() => []);
  let next = 0;
  for (let dealt = true; dealt; ) {
    dealt = false;
    for (let i = 0; i < piles.length; i++) {
      if (piles[i]!.length < variant.columns[i]!.cards) {
        piles[i]!.push(order[next++]!);
        dealt = true;
      }
    }
  }
  const columns: Column[] = piles.map((pile, i) => {
    const faceDown = pile.length - variant.columns[i]!.faceUp;
    return { down: pile.slice(0, faceDown), up: pile.slice(faceDown) };
  });
  const cells: (Card | null)[] = [];
  for (let i = 0; i < variant.cells; i++) cells.push(null);
  return {
    columns,
    cells,
    foundations: variant.foundations ? variant.deck.suits.map(() => 0) : [],
    stock: order.slice(next).reverse(),
    waste: [],
    completed: [],
  };
}

export function dealPosition(dealNumber: number, variant: Variant): Position {
  const order =
    variant.numbering === 'microsoft'
      ? microsoftOrder(dealNumber, variant)
      : seededOrder(dealNumber, variant);
  return layOut(order, variant);
}
