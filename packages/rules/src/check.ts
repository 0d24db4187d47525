/**
 * Checking a move: whether it is legal in a position of a game, read from its `Variant`,
 * and if not, the rule it breaks. One checker serves the five games; the move generator
 * (`legal-moves.ts`) asks it about every candidate.
 */
import { type Card, rankOf, suitOf } from './deck.js';
import type { Move, Pile } from './move.js';
import {
  type Column,
  cardsOnTable,
  isEmptyColumn,
  type Position,
  topOf,
  wasteTopOf,
} from './position.js';
import { err, ok, type Result } from './result.js';
import { GAMES, type Variant } from './variant.js';

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

/*
 * The checks below answer what the move does when it is legal (its base card, the move as
 * played) and the rule it breaks otherwise, in one value: legal moves, the ones a replay
 * checks by the thousand, then cost no object; only a refusal builds one.
 */
const illegal = (code: IllegalMoveCode, message: string): IllegalMove => ({ code, message });

/** Whether a check answered the rule a move breaks rather than what the move does. */
export const isIllegal = <T>(answer: T | IllegalMove): answer is IllegalMove =>
  typeof answer === 'object' && answer !== null && 'code' in answer;

const asResult = <T>(answer: T | IllegalMove): Result<T, IllegalMove> =>
  isIllegal(answer) ? err(answer) : ok(answer);

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

/** Cells as the move notation names them. */
const CELL_LETTERS = 'abcdefg';

/** Why a pile the game does not have is not there, naming it as the move notation writes it. */
function missingPile(v: Variant, position: Position, pile: Pile): IllegalMove {
  const game = GAMES[v.game].names.en;
  switch (pile.kind) {
    case 'column': {
      const written = pile.index === 9 ? '0 (the tenth)' : String(pile.index + 1);
      const n = position.columns.length;
      return illegal('ERR_NO_SUCH_PILE', `there is no column ${written}: ${game} has ${n}, 1-${n}`);
    }
    case 'cell': {
      const n = position.cells.length;
      const has = n === 0 ? 'no free cells' : `${n} free cells, a-${CELL_LETTERS[n - 1]}`;
      return illegal(
        'ERR_NO_SUCH_PILE',
        `there is no cell ${CELL_LETTERS[pile.index] ?? pile.index + 1}: ${game} has ${has}`,
      );
    }
    case 'foundation':
      return illegal(
        'ERR_NO_SUCH_PILE',
        v.foundations
          ? 'there is no such foundation'
          : `${game} has no foundations${v.removesCompleteRuns ? ': a complete run leaves the table by itself' : ''}`,
      );
    case 'waste':
      return illegal('ERR_NO_SUCH_PILE', `${game} has no waste`);
  }
}

export const samePile = (a: Pile, b: Pile) =>
  a.kind === b.kind &&
  (a.kind === 'column' || a.kind === 'cell'
    ? a.index === (b as typeof a).index
    : a.kind !== 'foundation');

/** The bottom card of those a transfer would lift, or why there are none. */
function liftedBase(v: Variant, position: Position, from: Pile, count: number): Card | IllegalMove {
  switch (from.kind) {
    case 'column': {
      const column = position.columns[from.index]!;
      if (column.up.length === 0) return illegal('ERR_NOTHING_TO_MOVE', 'the column is empty');
      if (count > column.up.length) {
        const n = column.up.length;
        return illegal(
          'ERR_BAD_COUNT',
          `column ${from.index + 1} has only ${n} face-up ${n === 1 ? 'card' : 'cards'}, so ${count} cannot move`,
        );
      }
      // One card always lifts: only a longer group needs its links checked.
      if (count > 1 && count > movableDepth(v, column)) {
        return illegal('ERR_NOT_A_RUN', GROUP_RULE_TEXT[v.groups]);
      }
      return column.up[column.up.length - count]!;
    }
    case 'cell': {
      const c = position.cells[from.index];
      if (c === null || c === undefined) return illegal('ERR_NOTHING_TO_MOVE', 'the cell is empty');
      return count === 1 ? c : illegal('ERR_ONE_CARD_ONLY', 'a cell holds one card');
    }
    case 'waste': {
      const c = wasteTopOf(position);
      if (c === undefined) return illegal('ERR_NOTHING_TO_MOVE', 'the waste is empty');
      return count === 1 ? c : illegal('ERR_ONE_CARD_ONLY', 'only the top waste card plays');
    }
    case 'foundation': {
      if (!v.foundationReturns)
        return illegal('ERR_FOUNDATION_STAYS', 'cards never leave a foundation in this game');
      if (from.suit === undefined)
        return illegal('ERR_NO_SUCH_PILE', 'name the foundation by its suit');
      const rank = position.foundations[from.suit] ?? 0;
      if (rank === 0) return illegal('ERR_NOTHING_TO_MOVE', 'the foundation is empty');
      return count === 1
        ? (from.suit << 4) | rank
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

/** Checks a transfer of exactly `count` cards: the bottom card of those it lifts, or the rule it breaks. */
export function transferBase(
  v: Variant,
  position: Position,
  from: Pile,
  to: Pile,
  count: number,
): Card | IllegalMove {
  if (!pileExists(v, position, from)) return missingPile(v, position, from);
  if (!pileExists(v, position, to)) return missingPile(v, position, to);
  if (samePile(from, to)) return illegal('ERR_SAME_PILE', 'a card must move to another pile');
  if (!Number.isInteger(count) || count < 1)
    return illegal('ERR_BAD_COUNT', 'at least one card moves');
  const base = liftedBase(v, position, from, count);
  if (isIllegal(base)) return base;
  switch (to.kind) {
    case 'waste':
      return illegal('ERR_TO_WASTE', 'nothing moves onto the waste');
    case 'cell': {
      if (count !== 1) return illegal('ERR_ONE_CARD_ONLY', 'a cell holds one card');
      if (position.cells[to.index] !== null)
        return illegal('ERR_CELL_OCCUPIED', 'an occupied cell accepts nothing');
      return base;
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
      return base;
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
      return base;
    }
  }
}

/** Why the stock cannot be drawn or dealt now; undefined when it can. */
export function stockProblem(v: Variant, position: Position): IllegalMove | undefined {
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
  return undefined;
}

/** Why the waste cannot be turned back into a stock now; undefined when it can. */
export function redealProblem(v: Variant, position: Position): IllegalMove | undefined {
  if (!v.redeal)
    return illegal('ERR_NO_REDEAL', 'the waste is never turned back into a stock in this game');
  if (position.stock.length > 0)
    return illegal('ERR_NO_REDEAL', 'the waste turns over only when the stock is empty');
  if (position.waste.length === 0) return illegal('ERR_NO_REDEAL', 'the waste is empty');
  return undefined;
}

/** The card counts worth trying for a transfer from `from`, fewest first. */
export function candidateCounts(v: Variant, position: Position, from: Pile): number[] {
  if (from.kind !== 'column') return [1];
  const depth = movableDepth(v, position.columns[from.index]!);
  return Array.from({ length: depth }, (_, i) => i + 1);
}

/**
 * A transfer without a count gets its value, the fewest cards that make the move legal,
 * or the rule that stops it; any other move is answered as it is, unchecked.
 */
function resolveMove(v: Variant, position: Position, move: Move): Move | IllegalMove {
  if (move.kind !== 'transfer' || move.count !== undefined) return move;
  if (!pileExists(v, position, move.from)) return missingPile(v, position, move.from);
  if (!pileExists(v, position, move.to)) return missingPile(v, position, move.to);
  // Report the rule that stopped the most fitting count: a run whose base card fits but
  // is too long says "too many cards", not "does not build" about its top card.
  let reason: IllegalMove | undefined;
  for (const count of candidateCounts(v, position, move.from)) {
    const checked = transferBase(v, position, move.from, move.to, count);
    if (!isIllegal(checked)) return { ...move, count };
    if (reason === undefined || checked.code === 'ERR_TOO_MANY_CARDS') reason = checked;
  }
  return reason ?? illegal('ERR_NOTHING_TO_MOVE', 'nothing to move');
}

/**
 * The move as it is played, or the rule it breaks: a transfer gets its card count, and a
 * draw from an empty stock that turns over is the turn of the waste (`redeal`). A legal
 * move that needs nothing filled in is answered as the same object.
 */
export function playedMove(v: Variant, position: Position, move: Move): Move | IllegalMove {
  switch (move.kind) {
    case 'stock': {
      // Drawing from an empty stock turns the waste over (RULES.md §4), and other programs'
      // move lists write that turn as a draw. It is the one move `r`, so it resolves to it
      // and the generator lists it once.
      if (position.stock.length === 0 && redealProblem(v, position) === undefined)
        return { kind: 'redeal' };
      return stockProblem(v, position) ?? move;
    }
    case 'redeal':
      return redealProblem(v, position) ?? move;
    case 'transfer': {
      if (move.count === undefined) return resolveMove(v, position, move);
      const base = transferBase(v, position, move.from, move.to, move.count);
      return isIllegal(base) ? base : move;
    }
  }
}

/** `playedMove` as a result. */
export function checkMove(v: Variant, position: Position, move: Move): Result<Move, IllegalMove> {
  return asResult(playedMove(v, position, move));
}
