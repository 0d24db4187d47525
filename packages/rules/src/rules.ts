/**
 * The rules of every game, read from its `Variant`: which moves are legal, what playing
 * one does, and how the game stands. One generator serves the five games.
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

export type Outcome = 'won' | 'stuck' | 'playing';

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
  const freeCells = position.cells.filter((c) => c === null).length;
  let emptyColumns = 0;
  position.columns.forEach((column, index) => {
    if (isEmptyColumn(column) && !(to.kind === 'column' && to.index === index)) emptyColumns++;
  });
  return (freeCells + 1) * 2 ** emptyColumns;
}

function pileExists(v: Variant, position: Position, pile: Pile): boolean {
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

const samePile = (a: Pile, b: Pile) =>
  a.kind === b.kind &&
  (a.kind === 'column' || a.kind === 'cell'
    ? a.index === (b as typeof a).index
    : a.kind !== 'foundation');

/** The cards a transfer would lift, bottom first, or why there are none. */
function liftedCards(
  v: Variant,
  position: Position,
  from: Pile,
  count: number,
): Result<readonly Card[], IllegalMove> {
  switch (from.kind) {
    case 'column': {
      const column = position.columns[from.index]!;
      if (column.up.length === 0) return illegal('ERR_NOTHING_TO_MOVE', 'the column is empty');
      if (count > column.up.length) {
        return illegal('ERR_BAD_COUNT', `only ${column.up.length} face-up cards in the column`);
      }
      if (count > movableDepth(v, column)) {
        return illegal('ERR_NOT_A_RUN', GROUP_RULE_TEXT[v.groups]);
      }
      return ok(column.up.slice(column.up.length - count));
    }
    case 'cell': {
      const c = position.cells[from.index];
      if (c === null || c === undefined) return illegal('ERR_NOTHING_TO_MOVE', 'the cell is empty');
      return count === 1 ? ok([c]) : illegal('ERR_ONE_CARD_ONLY', 'a cell holds one card');
    }
    case 'waste': {
      const c = position.waste[position.waste.length - 1];
      if (c === undefined) return illegal('ERR_NOTHING_TO_MOVE', 'the waste is empty');
      return count === 1 ? ok([c]) : illegal('ERR_ONE_CARD_ONLY', 'only the top waste card plays');
    }
    case 'foundation': {
      if (!v.foundationReturns)
        return illegal('ERR_FOUNDATION_STAYS', 'cards never leave a foundation in this game');
      if (from.suit === undefined)
        return illegal('ERR_NO_SUCH_PILE', 'name the foundation by its suit');
      const rank = position.foundations[from.suit] ?? 0;
      if (rank === 0) return illegal('ERR_NOTHING_TO_MOVE', 'the foundation is empty');
      return count === 1
        ? ok([(from.suit << 4) | rank])
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

/** Checks a transfer of exactly `count` cards. */
function checkTransfer(
  v: Variant,
  position: Position,
  from: Pile,
  to: Pile,
  count: number,
): Result<readonly Card[], IllegalMove> {
  if (!pileExists(v, position, from) || !pileExists(v, position, to)) {
    return illegal('ERR_NO_SUCH_PILE', 'no such pile in this game');
  }
  if (samePile(from, to)) return illegal('ERR_SAME_PILE', 'a card must move to another pile');
  if (!Number.isInteger(count) || count < 1)
    return illegal('ERR_BAD_COUNT', 'at least one card moves');
  const lifted = liftedCards(v, position, from, count);
  if (!lifted.ok) return lifted;
  const base = lifted.value[0]!;
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

function checkStock(v: Variant, position: Position): Result<null, IllegalMove> {
  if (v.stock === 'none') return illegal('ERR_NO_STOCK', 'this game has no stock');
  if (position.stock.length === 0) {
    const hint = v.redeal && position.waste.length > 0 ? ': turn the waste over first (r)' : '';
    return illegal('ERR_STOCK_EMPTY', `the stock is empty${hint}`);
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

function checkRedeal(v: Variant, position: Position): Result<null, IllegalMove> {
  if (!v.redeal)
    return illegal('ERR_NO_REDEAL', 'the waste is never turned back into a stock in this game');
  if (position.stock.length > 0)
    return illegal('ERR_NO_REDEAL', 'the waste turns over only when the stock is empty');
  if (position.waste.length === 0) return illegal('ERR_NO_REDEAL', 'the waste is empty');
  return ok(null);
}

/** The card counts worth trying for a transfer from `from`, fewest first. */
function candidateCounts(v: Variant, position: Position, from: Pile): number[] {
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

export function checkMove(v: Variant, position: Position, move: Move): Result<Move, IllegalMove> {
  switch (move.kind) {
    case 'stock': {
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

/** Every legal move, in a fixed order: foundations first, then columns, cells, the stock. */
export function legalMoves(v: Variant, position: Position): Move[] {
  const moves: Move[] = [];
  const columns = position.columns.map((_, index): Pile => ({ kind: 'column', index }));
  const cells = position.cells.map((_, index): Pile => ({ kind: 'cell', index }));
  const sources: Pile[] = [
    ...columns,
    ...cells,
    ...(v.stock === 'draw' ? [{ kind: 'waste' } as const] : []),
    ...(v.foundationReturns
      ? v.deck.suits.map((_, suit): Pile => ({ kind: 'foundation', suit }))
      : []),
  ];
  const destinations: Pile[] = [
    ...(v.foundations ? [{ kind: 'foundation' } as const] : []),
    ...columns,
    ...cells,
  ];

  for (const to of destinations) {
    for (const from of sources) {
      if (samePile(from, to)) continue;
      for (const count of candidateCounts(v, position, from)) {
        if (checkTransfer(v, position, from, to, count).ok)
          moves.push({ kind: 'transfer', from, to, count });
      }
    }
  }
  if (checkStock(v, position).ok) moves.push({ kind: 'stock' });
  if (checkRedeal(v, position).ok) moves.push({ kind: 'redeal' });
  return moves;
}

/** Flips a column's new top card face up. */
function flipped(column: Column): Column {
  if (column.up.length > 0 || column.down.length === 0) return column;
  return { down: column.down.slice(0, -1), up: column.down.slice(-1) };
}

/** Spider: the complete king-to-ace run of one suit on top of a column, if there is one. */
function completeRunSuit(v: Variant, column: Column): number | undefined {
  const king = v.deck.ranks.length;
  if (column.up.length < king) return undefined;
  const top = column.up[column.up.length - 1]!;
  if (rankOf(top) !== 1) return undefined;
  for (let i = 1; i < king; i++) {
    const c = column.up[column.up.length - 1 - i]!;
    if (suitOf(c) !== suitOf(top) || rankOf(c) !== i + 1) return undefined;
  }
  return suitOf(top);
}

/** Applies what happens by itself after a move: complete runs leave, then cards flip. */
/** After a column changed: a complete Spider run leaves it, and its new top card turns face up. */
function settleColumn(v: Variant, columns: Column[], completed: number[], index: number) {
  let column = columns[index]!;
  if (v.removesCompleteRuns) {
    const suit = completeRunSuit(v, column);
    if (suit !== undefined) {
      column = {
        down: column.down,
        up: column.up.slice(0, column.up.length - v.deck.ranks.length),
      };
      completed.push(suit);
    }
  }
  columns[index] = flipped(column);
}

/**
 * Plays a move already known to be legal, with a resolved count. Every layer replays
 * through here (each solver solution, the table's history), so it builds the new
 * position with one object shape and copies only the parts the move touches.
 */
export function applyMove(v: Variant, position: Position, move: Move): Position {
  const { stock, waste, cells, foundations } = position;
  switch (move.kind) {
    case 'redeal':
      return positionOf(
        position.columns,
        cells,
        foundations,
        waste.slice().reverse(),
        [],
        position.completed,
      );
    case 'stock': {
      const rest = stock.slice();
      if (v.stock === 'draw') {
        const drawn = waste.slice();
        for (let i = 0; i < v.drawCount && rest.length > 0; i++) drawn.push(rest.pop()!);
        return positionOf(position.columns, cells, foundations, rest, drawn, position.completed);
      }
      const columns = position.columns.slice();
      const completed = position.completed.slice();
      for (let index = 0; index < columns.length && rest.length > 0; index++) {
        const column = columns[index]!;
        columns[index] = { down: column.down, up: column.up.concat(rest.pop()!) };
        settleColumn(v, columns, completed, index);
      }
      return positionOf(columns, cells, foundations, rest, waste, completed);
    }
    case 'transfer': {
      const count = move.count ?? 1;
      const columns = position.columns.slice();
      // Shared when no run can leave the table: settleColumn only adds to it in Spider.
      const completed = v.removesCompleteRuns ? position.completed.slice() : position.completed;
      let newCells = cells;
      let newWaste = waste;
      let newFoundations = foundations;
      let lifted: readonly Card[];
      switch (move.from.kind) {
        case 'column': {
          const column = columns[move.from.index]!;
          const keep = column.up.length - count;
          lifted = column.up.slice(keep);
          columns[move.from.index] = { down: column.down, up: column.up.slice(0, keep) };
          break;
        }
        case 'cell': {
          lifted = [cells[move.from.index]!];
          const changed = cells.slice();
          changed[move.from.index] = null;
          newCells = changed;
          break;
        }
        case 'waste':
          lifted = waste.slice(-1);
          newWaste = waste.slice(0, -1);
          break;
        case 'foundation': {
          const suit = move.from.suit!;
          lifted = [(suit << 4) | foundations[suit]!];
          const changed = foundations.slice();
          changed[suit]!--;
          newFoundations = changed;
          break;
        }
      }
      switch (move.to.kind) {
        case 'column': {
          const column = columns[move.to.index]!;
          columns[move.to.index] = { down: column.down, up: column.up.concat(lifted) };
          break;
        }
        case 'cell': {
          const changed = newCells.slice();
          changed[move.to.index] = lifted[0]!;
          newCells = changed;
          break;
        }
        case 'foundation': {
          const changed = newFoundations.slice();
          changed[suitOf(lifted[0]!)] = rankOf(lifted[0]!);
          newFoundations = changed;
          break;
        }
        case 'waste':
          throw new Error('bug: a transfer onto the waste passed the checks');
      }
      if (move.from.kind === 'column') {
        settleColumn(v, columns, completed as number[], move.from.index);
      }
      if (move.to.kind === 'column') settleColumn(v, columns, completed as number[], move.to.index);
      return positionOf(columns, newCells, newFoundations, stock, newWaste, completed);
    }
  }
}

const positionOf = (
  columns: readonly Column[],
  cells: readonly (Card | null)[],
  foundations: readonly number[],
  stock: readonly Card[],
  waste: readonly Card[],
  completed: readonly number[],
): Position => ({ columns, cells, foundations, stock, waste, completed });

export function play(v: Variant, position: Position, move: Move): Result<Position, IllegalMove> {
  const checked = checkMove(v, position, move);
  return checked.ok ? ok(applyMove(v, position, checked.value)) : checked;
}

/** Every card is home: on the foundations, or (Spider) in completed runs. */
export function isWon(v: Variant, position: Position): boolean {
  const series = v.series.reduce((a, b) => a + b, 0);
  if (!v.foundations) return position.completed.length === series;
  return position.foundations.every((rank) => rank === v.deck.ranks.length);
}

/**
 * Won; stuck when no card can move any more (in Klondike: not even after turning the
 * stock round and round, which alone never changes the game); otherwise playing.
 */
export function outcome(v: Variant, position: Position): Outcome {
  if (isWon(v, position)) return 'won';
  const moves = legalMoves(v, position);
  if (moves.length === 0) return 'stuck';
  if (!v.redeal) return 'playing';
  // Turning the stock round comes back to this same stock and waste, so one full
  // cycle of stock turns shows every card the waste can offer.
  const cycle = 2 * (position.stock.length + position.waste.length) + 2;
  let current = position;
  for (let turn = 0; turn < cycle; turn++) {
    if (legalMoves(v, current).some((m) => m.kind === 'transfer')) return 'playing';
    const next = [{ kind: 'stock' } as const, { kind: 'redeal' } as const].find(
      (m) => checkMove(v, current, m).ok,
    );
    if (next === undefined) return 'stuck';
    current = applyMove(v, current, next);
  }
  return 'stuck';
}
