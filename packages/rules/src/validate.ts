/**
 * Checks a parsed setup against a game: the piles it has, every card exactly as often
 * as the game's decks hold it, face-down cards only where the game deals them.
 */
import { type Card, card, makeCard, rankOf, suitOf } from './deck.js';
import { sourceOf, type TextPlace } from './notation.js';
import type { Column, Position, Setup } from './position.js';
import { err, ok, type Result } from './result.js';
import type { Variant } from './variant.js';

export type SetupErrorCode =
  | 'ERR_COLUMN_COUNT'
  | 'ERR_CELL_COUNT'
  | 'ERR_NO_FOUNDATIONS'
  | 'ERR_NO_STOCK'
  | 'ERR_NO_WASTE'
  | 'ERR_NO_COMPLETED_RUNS'
  | 'ERR_FACE_DOWN'
  | 'ERR_FACE_DOWN_TOP'
  | 'ERR_DUPLICATE_CARD'
  | 'ERR_MISSING_CARD'
  | 'ERR_FOREIGN_CARD'
  | 'ERR_RUN_NOT_REMOVED';

export interface SetupError {
  readonly code: SetupErrorCode;
  readonly message: string;
}

const fail = (code: SetupErrorCode, message: string) => err<SetupError>({ code, message });

/** One card where it lies: its pile, and where it was written if the setup was read from text. */
interface Place {
  readonly pile: string;
  readonly at: TextPlace | undefined;
}

const describePlace = ({ pile, at }: Place) =>
  at ? `on line ${at.line}, column ${at.column}` : `in ${pile}`;

/** Places read from text in the order they were written; others as the piles come. */
const inTextOrder = (found: readonly Place[]): readonly Place[] =>
  found.every((p) => p.at)
    ? [...found].sort((a, b) => a.at!.line - b.at!.line || a.at!.column - b.at!.column)
    : found;

export function validateSetup(v: Variant, setup: Setup): Result<Position, SetupError> {
  const name = (c: Card) => makeCard(v.deck, c);
  if (setup.columns.length !== v.columns.length) {
    return fail(
      'ERR_COLUMN_COUNT',
      `expected ${v.columns.length} columns, found ${setup.columns.length}`,
    );
  }
  if (setup.cells.length > v.cells) {
    return fail(
      'ERR_CELL_COUNT',
      v.cells === 0
        ? 'this game has no free cells'
        : `this game has ${v.cells} free cells, found ${setup.cells.length}`,
    );
  }
  if (!v.foundations && setup.foundations.some((rank) => rank > 0)) {
    return fail('ERR_NO_FOUNDATIONS', 'this game has no foundations');
  }
  if (v.stock === 'none' && setup.stock.length > 0)
    return fail('ERR_NO_STOCK', 'this game has no stock');
  if (v.stock !== 'draw' && setup.waste.length > 0)
    return fail('ERR_NO_WASTE', 'this game has no waste');
  if (!v.removesCompleteRuns && setup.completed.length > 0) {
    return fail('ERR_NO_COMPLETED_RUNS', 'only Spider removes completed runs');
  }

  const dealsFaceDown = v.columns.some((c) => c.faceUp < c.cards);
  for (const [index, column] of setup.columns.entries()) {
    if (column.down.length === 0) continue;
    if (!dealsFaceDown)
      return fail('ERR_FACE_DOWN', `column ${index + 1}: this game has no face-down cards`);
    if (column.up.length === 0) {
      return fail('ERR_FACE_DOWN_TOP', `column ${index + 1}: the top card of a column is face up`);
    }
  }

  // Count every card where it lies and compare with what the decks hold. Where the setup
  // was read from text, each place is its line and column there.
  const source = sourceOf(setup);
  const places = new Map<Card, Place[]>();
  const add = (c: Card, pile: string, at: TextPlace | undefined) => {
    const list = places.get(c);
    const place = { pile, at };
    if (list) list.push(place);
    else places.set(c, [place]);
  };
  setup.columns.forEach((column: Column, i) => {
    const at = source?.columns[i];
    for (const [j, c] of column.down.entries())
      add(c, `column ${i + 1}, card ${j + 1}`, at?.down[j]);
    for (const [j, c] of column.up.entries()) {
      add(c, `column ${i + 1}, card ${column.down.length + j + 1}`, at?.up[j]);
    }
  });
  setup.cells.forEach((c, i) => {
    if (c !== null) add(c, `cell ${i + 1}`, source?.cells[i] ?? undefined);
  });
  for (const [i, c] of setup.stock.entries()) add(c, `the stock, card ${i + 1}`, source?.stock[i]);
  for (const [i, c] of setup.waste.entries()) add(c, `the waste, card ${i + 1}`, source?.waste[i]);
  setup.foundations.forEach((top, suit) => {
    for (let rank = 1; rank <= top; rank++)
      add(card(suit, rank), 'the foundations', source?.foundations[suit]);
  });
  setup.completed.forEach((suit, i) => {
    for (let rank = 1; rank <= v.deck.ranks.length; rank++)
      add(card(suit, rank), 'a completed run', source?.completed[i]);
  });
  for (const [c, found] of places) {
    const held = v.series[suitOf(c)] ?? 0;
    const where = inTextOrder(found).map(describePlace);
    if (held === 0)
      return fail('ERR_FOREIGN_CARD', `${name(c)} (${where[0]}) is not in this game's deck`);
    if (found.length > held) {
      return fail(
        'ERR_DUPLICATE_CARD',
        `${name(c)} appears ${found.length} times (first ${where[0]}; again ${where.slice(1).join(' and ')}); the game has ${held}`,
      );
    }
  }
  for (const [suit, held] of v.series.entries()) {
    for (let rank = 1; rank <= v.deck.ranks.length && held > 0; rank++) {
      const c = card(suit, rank);
      const n = places.get(c)?.length ?? 0;
      if (n < held) {
        return fail(
          'ERR_MISSING_CARD',
          `${name(c)} is missing${held > 1 ? ` (${n} of ${held} found)` : ''}`,
        );
      }
    }
  }

  if (v.removesCompleteRuns) {
    const king = v.deck.ranks.length;
    for (const [index, column] of setup.columns.entries()) {
      const top = column.up.slice(-king);
      const complete =
        top.length === king &&
        top.every((c, i) => suitOf(c) === suitOf(top[0]!) && rankOf(c) === king - i);
      if (complete) {
        return fail(
          'ERR_RUN_NOT_REMOVED',
          `column ${index + 1}: a complete run leaves the table by itself`,
        );
      }
    }
  }

  return ok({
    columns: setup.columns.map((c) => ({ down: [...c.down], up: [...c.up] })),
    cells: Array.from({ length: v.cells }, (_, i) => setup.cells[i] ?? null),
    foundations: v.foundations ? v.deck.suits.map((_, s) => setup.foundations[s] ?? 0) : [],
    stock: [...setup.stock],
    waste: [...setup.waste],
    completed: [...setup.completed],
  });
}
