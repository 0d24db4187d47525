/**
 * Checking a move: whether it is legal in a position of a game, read from its `Variant`,
 * and if not, the rule it breaks. One checker serves the five games; the move generator
 * (`legal-moves.ts`) asks it about every candidate.
 */
import { type Card, rankOf, suitOf } from './deck.js';
import type { Move, Pile } from './move.js';
import { type Column, cardsOnTable, isEmptyColumn, type Position, topOf } from './position.js';
import { err, ok, type Result } from './result.js';
import type { Variant } from './variant.js';

export type IllegalMoveCode =
  | 'ERR_NO_SUCH_PILE'
  | 'ERR_SAME_PILE'
  | 'ERR_NOTHING_TO_MOVE'
  | 'ERR_BAD_COUNT'
  | 'ERR_NOT_A_RUN'
  | 'ERR_TOO_MANY_CARDS'
  | 'ERR_DOES_NOT_BUILD'
  | 'ERR_EMPTY_COLUMN_RANK'
  | 'ERR_CELL_OCCUPIED'
  | 'ERR_ONE_CARD_ONLY'
  | 'ERR_FOUNDATION_ORDER'
  | 'ERR_FOUNDATION_STAYS'
  | 'ERR_TO_WASTE'
  | 'ERR_NO_STOCK'
  | 'ERR_STOCK_EMPTY'
  | 'ERR_DEAL_WITH_EMPTY_COLUMN'
  | 'ERR_NO_REDEAL';

export interface IllegalMove {
  readonly code: IllegalMoveCode;
  /** Names the rule the move breaks, in English, for logs and the CLI. */
  readonly message: string;
}

const illegal = (code: IllegalMoveCode, message: string) => err<IllegalMove>({ code, message });

/** Whether `lower` may lie on `upper` in a column. */
export function buildsOn(v: Variant, lower: Card, upper: Card): boolean {
  if (rankOf(lower) + 1 !== rankOf(upper)) return false;
  switch (v.build) {
    case 'any-suit':
      return true;
    case 'same-suit':
      return suitOf(lower) === suitOf(upper);
    case 'different-suit':
      return suitOf(lower) !== suitOf(upper);
    case 'alternate-colour':
      return v.deck.suits[suitOf(lower)]?.colour !== v.deck.suits[suitOf(upper)]?.colour;
  }
}

const BUILD_RULE_TEXT: Record<Variant['build'], string> = {
  'any-suit': 'one rank lower',
  'same-suit': 'one rank lower and of the same suit',
  'different-suit': 'one rank lower and of a different suit',
  'alternate-colour': 'one rank lower and of the other colour',
};

/** Whether two neighbouring face-up cards of a column move together. */
function linksInGroup(v: Variant, lower: Card, upper: Card): boolean {
  switch (v.groups) {
    case 'any-face-up':
      return true;
    case 'suited-run':
      return suitOf(lower) === suitOf(upper) && rankOf(lower) + 1 === rankOf(upper);
    default:
      return buildsOn(v, lower, upper);
  }
}

/** How many cards from the top of a column form a group that may move together. */
export function movableDepth(v: Variant, column: Column): number {
  const up = column.up;
  if (up.length === 0) return 0;
  let depth = 1;
  while (depth < up.length && linksInGroup(v, up[up.length - depth]!, up[up.length - depth - 1]!)) {
    depth++;
  }
  return depth;
}

/** The FreeCell capacity (F+1)×2^E; an empty destination column does not count in E. */
export function supermoveCapacity(position: Position, to: Pile): number {
  let freeCells = 0;
  for (const c of position.cells) if (c === null) freeCells++;
  let emptyColumns = 0;
  for (let index = 0; index < position.columns.length; index++) {
    if (isEmptyColumn(position.columns[index]!) && !(to.kind === 'column' && to.index === index))
      emptyColumns++;
  }
  return (freeCells + 1) * 2 ** emptyColumns;
}

export function pileExists(v: Variant, position: Position, pile: Pile): boolean {
  switch (pile.kind) {
    case 'column':
      return pile.index >= 0 && pile.index < position.columns.length;
    case 'cell':
      return pile.index >= 0 && pile.index < position.cells.length;
    case 'foundation':
      return v.foundations && (pile.suit === undefined || pile.suit < v.deck.suits.length);
    case 'waste':
      return v.stock === 'draw';
  }
}

export const samePile = (a: Pile, b: Pile) =>
  a.kind === b.kind &&
  (a.kind === 'column' || a.kind === 'cell'
    ? a.index === (b as typeof a).index
    : a.kind !== 'foundation');

/** The bottom card of those a transfer would lift, or why there are none. */
function liftedBase(
  v: Variant,
  position: Position,
  from: Pile,
  count: number,
): Result<Card, IllegalMove> {
  switch (from.kind) {
    case 'column': {
      const column = position.columns[from.index]!;
      if (column.up.length === 0) return illegal('ERR_NOTHING_TO_MOVE', 'the column is empty');
      if (count > column.up.length) {
        return illegal('ERR_BAD_COUNT', `only ${column.up.length} face-up cards in the column`);
      }
      // One card always lifts: only a longer group needs its links checked.
      if (count > 1 && count > movableDepth(v, column)) {
        return illegal('ERR_NOT_A_RUN', GROUP_RULE_TEXT[v.groups]);
      }
      return ok(column.up[column.up.length - count]!);
    }
    case 'cell': {
      const c = position.cells[from.index];
      if (c === null || c === undefined) return illegal('ERR_NOTHING_TO_MOVE', 'the cell is empty');
      return count === 1 ? ok(c) : illegal('ERR_ONE_CARD_ONLY', 'a cell holds one card');
    }
    case 'waste': {
      const c = position.waste[position.waste.length - 1];
      if (c === undefined) return illegal('ERR_NOTHING_TO_MOVE', 'the waste is empty');
      return count === 1 ? ok(c) : illegal('ERR_ONE_CARD_ONLY', 'only the top waste card plays');
    }
    case 'foundation': {
      if (!v.foundationReturns)
        return illegal('ERR_FOUNDATION_STAYS', 'cards never leave a foundation in this game');
      if (from.suit === undefined)
        return illegal('ERR_NO_SUCH_PILE', 'name the foundation by its suit');
      const rank = position.foundations[from.suit] ?? 0;
      if (rank === 0) return illegal('ERR_NOTHING_TO_MOVE', 'the foundation is empty');
      return count === 1
        ? ok((from.suit << 4) | rank)
        : illegal('ERR_ONE_CARD_ONLY', 'foundation cards come back one at a time');
    }
  }
}

const GROUP_RULE_TEXT: Record<Variant['groups'], string> = {
  supermove: 'only a run built down in sequence moves together',
  'built-run': 'only face-up cards built down in sequence move together',
  'suited-run': 'only cards descending by one in the same suit move together',
  'any-face-up': 'any face-up card moves with the cards on top of it',
};

/** Checks a transfer of exactly `count` cards; answers the bottom card of those it lifts. */
export function checkTransfer(
  v: Variant,
  position: Position,
  from: Pile,
  to: Pile,
  count: number,
): Result<Card, IllegalMove> {
  if (!pileExists(v, position, from) || !pileExists(v, position, to)) {
    return illegal('ERR_NO_SUCH_PILE', 'no such pile in this game');
  }
  if (samePile(from, to)) return illegal('ERR_SAME_PILE', 'a card must move to another pile');
  if (!Number.isInteger(count) || count < 1)
    return illegal('ERR_BAD_COUNT', 'at least one card moves');
  const lifted = liftedBase(v, position, from, count);
  if (!lifted.ok) return lifted;
  const base = lifted.value;
  switch (to.kind) {
    case 'waste':
      return illegal('ERR_TO_WASTE', 'nothing moves onto the waste');
    case 'cell': {
      if (count !== 1) return illegal('ERR_ONE_CARD_ONLY', 'a cell holds one card');
      if (position.cells[to.index] !== null)
        return illegal('ERR_CELL_OCCUPIED', 'an occupied cell accepts nothing');
      return lifted;
    }
    case 'foundation': {
      if (from.kind === 'foundation')
        return illegal(
          'ERR_FOUNDATION_STAYS',
          'a foundation card never moves to another foundation',
        );
      if (count !== 1)
        return illegal('ERR_ONE_CARD_ONLY', 'cards go up to a foundation one at a time');
      if (to.suit !== undefined && to.suit !== suitOf(base)) {
        return illegal('ERR_FOUNDATION_ORDER', 'a card goes up on its own suit’s foundation');
      }
      if ((position.foundations[suitOf(base)] ?? 0) + 1 !== rankOf(base)) {
        return illegal(
          'ERR_FOUNDATION_ORDER',
          'a foundation builds up by suit from the ace, one rank at a time',
        );
      }
      return lifted;
    }
    case 'column': {
      const target = position.columns[to.index]!;
      const top = topOf(target);
      if (top === undefined) {
        if (v.emptyColumnRank !== undefined && rankOf(base) !== v.emptyColumnRank) {
          return illegal('ERR_EMPTY_COLUMN_RANK', 'only a king (rey) fills an empty column');
        }
      } else if (!buildsOn(v, base, top)) {
        return illegal(
          'ERR_DOES_NOT_BUILD',
          `a card on a column must be ${BUILD_RULE_TEXT[v.build]}`,
        );
      }
      if (v.groups === 'supermove' && count > 1 && from.kind === 'column') {
        const capacity = supermoveCapacity(position, to);
        if (count > capacity) {
          return illegal(
            'ERR_TOO_MANY_CARDS',
            `with these free cells and empty columns at most ${capacity} cards move together`,
          );
        }
      }
      return lifted;
    }
  }
}

export function checkStock(v: Variant, position: Position): Result<null, IllegalMove> {
  if (v.stock === 'none') return illegal('ERR_NO_STOCK', 'this game has no stock');
  if (position.stock.length === 0) {
    const waste = v.redeal && position.waste.length === 0 ? ', and so is the waste' : '';
    return illegal('ERR_STOCK_EMPTY', `the stock is empty${waste}`);
  }
  if (
    v.stock === 'deal' &&
    position.columns.some(isEmptyColumn) &&
    cardsOnTable(position) >= position.columns.length
  ) {
    return illegal(
      'ERR_DEAL_WITH_EMPTY_COLUMN',
      'no deal while a column is empty, unless fewer cards are on the table than there are columns',
    );
  }
  return ok(null);
}

export function checkRedeal(v: Variant, position: Position): Result<null, IllegalMove> {
  if (!v.redeal)
    return illegal('ERR_NO_REDEAL', 'the waste is never turned back into a stock in this game');
  if (position.stock.length > 0)
    return illegal('ERR_NO_REDEAL', 'the waste turns over only when the stock is empty');
  if (position.waste.length === 0) return illegal('ERR_NO_REDEAL', 'the waste is empty');
  return ok(null);
}

/** The card counts worth trying for a transfer from `from`, fewest first. */
export function candidateCounts(v: Variant, position: Position, from: Pile): number[] {
  if (from.kind !== 'column') return [1];
  const depth = movableDepth(v, position.columns[from.index]!);
  return Array.from({ length: depth }, (_, i) => i + 1);
}

/** Gives an unspecified count its value: the fewest cards that make the move legal. */
export function resolveMove(v: Variant, position: Position, move: Move): Result<Move, IllegalMove> {
  if (move.kind !== 'transfer' || move.count !== undefined) return ok(move);
  if (!pileExists(v, position, move.from) || !pileExists(v, position, move.to)) {
    return illegal('ERR_NO_SUCH_PILE', 'no such pile in this game');
  }
  // Report the rule that stopped the most fitting count: a run whose base card fits but
  // is too long says "too many cards", not "does not build" about its top card.
  let reason: IllegalMove | undefined;
  for (const count of candidateCounts(v, position, move.from)) {
    const checked = checkTransfer(v, position, move.from, move.to, count);
    if (checked.ok) return ok({ ...move, count });
    if (reason === undefined || checked.error.code === 'ERR_TOO_MANY_CARDS') reason = checked.error;
  }
  return err(reason ?? { code: 'ERR_NOTHING_TO_MOVE', message: 'nothing to move' });
}

/**
 * The move as it is played, or the rule it breaks: a transfer gets its card count, and a
 * draw from an empty stock that turns over is the turn of the waste (`redeal`).
 */
export function checkMove(v: Variant, position: Position, move: Move): Result<Move, IllegalMove> {
  switch (move.kind) {
    case 'stock': {
      // Drawing from an empty stock turns the waste over (RULES.md §4), and other programs'
      // move lists write that turn as a draw. It is the one move `r`, so it resolves to it
      // and the generator lists it once.
      if (position.stock.length === 0 && checkRedeal(v, position).ok) return ok({ kind: 'redeal' });
      const checked = checkStock(v, position);
      return checked.ok ? ok(move) : checked;
    }
    case 'redeal': {
      const checked = checkRedeal(v, position);
      return checked.ok ? ok(move) : checked;
    }
    case 'transfer': {
      const resolved = resolveMove(v, position, move);
      if (!resolved.ok || resolved.value.kind !== 'transfer') return resolved;
      const checked = checkTransfer(v, position, move.from, move.to, resolved.value.count!);
      return checked.ok ? resolved : checked;
    }
  }
}
