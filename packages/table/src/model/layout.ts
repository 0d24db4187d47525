/**
 * Where every card and every place lies on the board, in pixels, for a board size.
 * Pure maths: the element measures itself, calls `layoutBoard`, and renders the
 * result; drag and drop, focus and animation all read the same numbers.
 */
import type { Card, Position, Variant } from '@naipe/rules';
import { type PileRef, pileId } from './piles.js';

type DeckId = Variant['deck']['id'];

/** Height over width of a card: French cards are 63×88 mm, Spanish ones 61×95 mm. */
export const CARD_RATIO = { french: 1.4, spanish: 1.5 } as const;

/** Gap between piles, as a share of the card width. */
const GAP = 0.12;
/** On a phone every pixel of width goes to the cards: narrower gaps, bigger cards. */
const NARROW_GAP = 0.06;
const NARROW_BOARD = 600;
const gapShare = (boardWidth: number) => (boardWidth < NARROW_BOARD ? NARROW_GAP : GAP);
/** Offsets down a column, as shares of the card height, and the least they shrink to. */
const FACE_DOWN_STEP = 0.1;
const FACE_UP_STEP = 0.27;
const MIN_FACE_DOWN_STEP = 0.04;
/**
 * Enough to show a card's whole corner index (cards/ranks.ts): it ends at 61/280 of a
 * French face with the tails of J and Q, and at 52/300 of a Spanish one; a little less
 * makes a J read as I, a Q as O, a 10 as 1.
 */
const MIN_FACE_UP_STEP = { french: 0.22, spanish: 0.185 } as const;
/**
 * Narrower cards than this (px), as Spider's ten columns on a phone, get compact faces
 * (cards/faces.ts): the corner index drawn `COMPACT_INDEX_SCALE` times bigger and one
 * large suit, so they read at a glance; their columns keep steps that much taller.
 */
export const COMPACT_CARD_WIDTH = 56;
export const COMPACT_INDEX_SCALE = 1.5;

/** The face-up steps of a column, as shares of the card height: natural, and the least that shows a whole corner index. */
export function faceUpSteps(deck: DeckId, compact: boolean): { natural: number; least: number } {
  const least = MIN_FACE_UP_STEP[deck] * (compact ? COMPACT_INDEX_SCALE : 1);
  return { natural: compact ? Math.max(FACE_UP_STEP, least + 0.04) : FACE_UP_STEP, least };
}
/** Cards never shrink below this width (px), even if a column then has to scroll. */
const MIN_CARD_WIDTH = 16;
/** Draw-three shows the top three waste cards spread by this share of the card width. */
const WASTE_FAN = 0.28;

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface PileBox extends Rect {
  readonly pile: PileRef;
  readonly id: string;
  /** How many cards lie there. */
  readonly size: number;
}

export interface PlacedCard {
  /** Stable across moves, so a card's element is kept and its move animates. */
  readonly key: string;
  readonly card: Card;
  readonly faceUp: boolean;
  readonly pile: PileRef;
  /** Index in its pile, bottom first (columns count face-down cards too). */
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export interface Layout {
  readonly cardWidth: number;
  readonly cardHeight: number;
  /** Whether the cards are narrow enough for compact faces (`COMPACT_CARD_WIDTH`). */
  readonly compact: boolean;
  /** The size the content needs: at least the board, more only if columns cannot compress further. */
  readonly width: number;
  readonly height: number;
  readonly piles: readonly PileBox[];
  readonly cards: readonly PlacedCard[];
}

export interface LayoutInput {
  readonly variant: Variant;
  readonly position: Position;
  readonly width: number;
  readonly height: number;
  /** Cards never grow wider than this (px). */
  readonly maxCardWidth: number;
}

/** Slots of the top row, counted in column widths from the left. */
interface TopRow {
  readonly stock?: number;
  readonly waste?: number;
  readonly cells: number;
  readonly foundations?: number;
  readonly completed?: number;
}

function topRow(variant: Variant, columns: number): TopRow {
  const suits = variant.deck.suits.length;
  return {
    ...(variant.stock !== 'none' ? { stock: 0 } : {}),
    ...(variant.stock === 'draw' ? { waste: 1 } : {}),
    cells: 0,
    ...(variant.foundations ? { foundations: columns - suits } : {}),
    ...(variant.removesCompleteRuns
      ? { completed: columns - variant.series.reduce((a, b) => a + b, 0) }
      : {}),
  };
}

/**
 * The card width: as wide as `maxCardWidth` allows, narrow enough for every column
 * across the board, and short enough that the longest column of this position, with
 * its steps at their least, fits under the top row in the board's measured height.
 * So a growing column first compresses its steps and only then shrinks the cards.
 */
export function cardWidthFor(input: LayoutInput): number {
  const width = widthWithSteps(input, false);
  return width < COMPACT_CARD_WIDTH ? widthWithSteps(input, true) : width;
}

function widthWithSteps(input: LayoutInput, compact: boolean): number {
  const { variant, position } = input;
  const columns = variant.columns.length;
  const deck = variant.deck.id;
  const ratio = CARD_RATIO[deck];
  const share = gapShare(input.width);
  const byWidth = input.width / (columns + (columns + 1) * share);
  const leastUp = faceUpSteps(deck, compact).least;
  // Heights in card heights: the top row, the column's first card, its least steps.
  let tallest = 0;
  for (const column of position.columns) {
    const steps =
      column.down.length * MIN_FACE_DOWN_STEP + Math.max(0, column.up.length - 1) * leastUp;
    tallest = Math.max(tallest, steps);
  }
  const byHeight = input.height / (3 * share + ratio * (2 + tallest));
  return Math.max(MIN_CARD_WIDTH, Math.min(input.maxCardWidth, byWidth, byHeight));
}

export function layoutBoard(input: LayoutInput): Layout {
  const { variant, position } = input;
  const columnCount = variant.columns.length;
  const w = cardWidthFor(input);
  const h = w * CARD_RATIO[variant.deck.id];
  const compact = w < COMPACT_CARD_WIDTH;
  const gap = w * gapShare(input.width);
  const used = columnCount * w + (columnCount - 1) * gap;
  const left = Math.max(gap, (input.width - used) / 2);
  const slotX = (slot: number) => left + slot * (w + gap);
  const topY = gap;
  const columnY = topY + h + gap;

  const piles: PileBox[] = [];
  const cards: PlacedCard[] = [];
  const seen = new Map<Card, number>();
  const keyOf = (c: Card) => {
    const n = seen.get(c) ?? 0;
    seen.set(c, n + 1);
    return `${c}.${n}`;
  };
  const addPile = (pile: PileRef, rect: Rect, size: number) =>
    piles.push({ pile, id: pileId(pile), size, ...rect });
  const place = (
    c: Card,
    pile: PileRef,
    index: number,
    x: number,
    y: number,
    z: number,
    faceUp: boolean,
  ) => cards.push({ key: keyOf(c), card: c, faceUp, pile, index, x, y, z });

  const row = topRow(variant, columnCount);
  if (row.stock !== undefined) {
    const x = slotX(row.stock);
    addPile({ kind: 'stock' }, { x, y: topY, width: w, height: h }, position.stock.length);
    // Spider's stock shows its deals as separate little stacks; a drawing stock is one stack.
    const perStack = variant.stock === 'deal' ? columnCount : Number.POSITIVE_INFINITY;
    position.stock.forEach((c, i) => {
      const stack = Math.floor(i / perStack);
      place(c, { kind: 'stock' }, i, x + stack * w * 0.1, topY, i, false);
    });
  }
  if (row.waste !== undefined) {
    const x = slotX(row.waste);
    // An empty waste is still one card's place.
    const fanned = variant.drawCount > 1 ? Math.max(1, Math.min(3, position.waste.length)) : 1;
    addPile(
      { kind: 'waste' },
      { x, y: topY, width: w + (fanned - 1) * w * WASTE_FAN, height: h },
      position.waste.length,
    );
    const firstFanned = position.waste.length - fanned;
    position.waste.forEach((c, i) => {
      const spread = i > firstFanned ? (i - firstFanned) * w * WASTE_FAN : 0;
      place(c, { kind: 'waste' }, i, x + spread, topY, i, true);
    });
  }
  position.cells.forEach((c, index) => {
    const pile: PileRef = { kind: 'cell', index };
    const x = slotX(row.cells + index);
    addPile(pile, { x, y: topY, width: w, height: h }, c === null ? 0 : 1);
    if (c !== null) place(c, pile, 0, x, topY, 1, true);
  });
  if (row.foundations !== undefined) {
    position.foundations.forEach((top, suit) => {
      const pile: PileRef = { kind: 'foundation', suit };
      const x = slotX(row.foundations! + suit);
      addPile(pile, { x, y: topY, width: w, height: h }, top);
      for (let rank = 1; rank <= top; rank++)
        place((suit << 4) | rank, pile, rank - 1, x, topY, rank, true);
    });
  }
  if (row.completed !== undefined) {
    const series = variant.series.reduce((a, b) => a + b, 0);
    const kingRank = variant.deck.ranks.length;
    for (let index = 0; index < series; index++) {
      const pile: PileRef = { kind: 'completed', index };
      const x = slotX(row.completed + index);
      const suit = position.completed[index];
      addPile(pile, { x, y: topY, width: w, height: h }, suit === undefined ? 0 : kingRank);
      if (suit === undefined) continue;
      // The run lies with its king on top, as it left the column the other way up.
      for (let rank = 1; rank <= kingRank; rank++)
        place((suit << 4) | rank, pile, rank - 1, x, topY, rank, true);
    }
  }

  const bottomLimit = input.height - gap;
  let contentHeight = input.height;
  position.columns.forEach((column, index) => {
    const pile: PileRef = { kind: 'column', index };
    const x = slotX(index);
    const steps = columnSteps(
      column.down.length,
      column.up.length,
      h,
      bottomLimit - columnY - h,
      faceUpSteps(variant.deck.id, compact),
    );
    const size = column.down.length + column.up.length;
    const extent =
      h + column.down.length * steps.down + Math.max(0, column.up.length - 1) * steps.up;
    addPile(pile, { x, y: columnY, width: w, height: extent }, size);
    contentHeight = Math.max(contentHeight, columnY + extent + gap);
    let y = columnY;
    column.down.forEach((c, i) => {
      place(c, pile, i, x, y, i, false);
      y += steps.down;
    });
    column.up.forEach((c, i) => {
      place(c, pile, column.down.length + i, x, y, column.down.length + i, true);
      y += steps.up;
    });
  });

  return {
    cardWidth: w,
    cardHeight: h,
    compact,
    width: Math.max(input.width, left * 2 + used),
    height: contentHeight,
    piles,
    cards,
  };
}

/**
 * The vertical steps of a column: the natural ones if the column fits in `room`,
 * otherwise face-up steps shrink first (down to what shows a corner index), then
 * face-down ones. `cardWidthFor` sizes cards so that every column fits; only a board
 * too small for the least card width makes a column scroll.
 */
export function columnSteps(
  down: number,
  up: number,
  cardHeight: number,
  room: number,
  upSteps = faceUpSteps('french', false),
): { down: number; up: number } {
  let downStep = cardHeight * FACE_DOWN_STEP;
  let upStep = cardHeight * upSteps.natural;
  const upGaps = Math.max(0, up - 1);
  const need = () => down * downStep + upGaps * upStep;
  if (need() <= room) return { down: downStep, up: upStep };
  if (upGaps > 0) {
    upStep = Math.max(cardHeight * upSteps.least, (room - down * downStep) / upGaps);
  }
  if (need() > room && down > 0) {
    downStep = Math.max(cardHeight * MIN_FACE_DOWN_STEP, (room - upGaps * upStep) / down);
  }
  return { down: downStep, up: upStep };
}

export function pileBox(layout: Layout, pile: PileRef): PileBox | undefined {
  const id = pileId(pile);
  return layout.piles.find((p) => p.id === id);
}

const overlap = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * The part of a card no card above it in its pile covers: a column shows a strip at the
 * top of each card, a draw-three waste a strip at its left. A ring drawn around this part
 * marks the card without being hidden under the next one.
 */
export function uncoveredRect(layout: Layout, card: PlacedCard): Rect {
  const id = pileId(card.pile);
  const next = layout.cards.find((c) => c.index === card.index + 1 && pileId(c.pile) === id);
  const full = { x: card.x, y: card.y, width: layout.cardWidth, height: layout.cardHeight };
  if (!next) return full;
  if (next.y > card.y) return { ...full, height: Math.min(full.height, next.y - card.y) };
  if (next.x > card.x) return { ...full, width: Math.min(full.width, next.x - card.x) };
  return full;
}

/**
 * The drop target for a dragged card: among the legal targets, the one whose area,
 * widened by a forgiving margin, the card covers most; ties and near misses go to
 * the nearest centre. A column's area runs down to its last card and one card below.
 */
export function pickDropTarget(
  layout: Layout,
  dragged: Rect,
  targets: readonly PileRef[],
): PileRef | undefined {
  const marginX = layout.cardWidth * 0.5;
  const marginY = layout.cardHeight * 0.35;
  let best: { pile: PileRef; score: number; distance: number } | undefined;
  const cx = dragged.x + dragged.width / 2;
  const cy = dragged.y + dragged.height / 2;
  for (const pile of targets) {
    const box = pileBox(layout, pile);
    if (!box) continue;
    const area: Rect = {
      x: box.x - marginX,
      y: box.y - marginY,
      width: box.width + 2 * marginX,
      height: box.height + 2 * marginY,
    };
    const score = overlap(dragged, area);
    if (score <= 0) continue;
    const bottomCard = box.y + box.height - layout.cardHeight / 2;
    const distance = Math.hypot(
      box.x + box.width / 2 - cx,
      Math.min(bottomCard, Math.max(box.y, cy)) - cy,
    );
    if (
      !best ||
      score > best.score * 1.15 ||
      (score >= best.score / 1.15 && distance < best.distance)
    ) {
      best = { pile, score, distance };
    }
  }
  return best?.pile;
}
