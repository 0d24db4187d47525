/**
 * The bridge between @naipe/rules data and the module's bytes: positions written into the
 * I/O buffer, and moves read back as @naipe/rules moves. Which games the solver plays,
 * and with which configuration, is families.ts.
 */
import type { Game, Move, Pile, Position } from '@naipe/rules';

import {
  type Family,
  familyOf,
  KLONDIKE_LIMITS,
  type KlondikeConfig,
  OPEN_LIMITS,
  type OpenConfig,
  SPIDER_LIMITS,
  type SpiderConfig,
} from './families.js';

/** Pile numbers in the module's moves (assembly/families/open/config.ts, spider/config.ts). */
const PILE_CELL = 16;
const PILE_FOUNDATION = 24;
const PILE_STOCK = 30;

/**
 * The configuration of an open game the solver plays (for benchmarks and tests, which
 * pick their games); throws for a game the open family does not play, a bug of the caller.
 */
export function gameConfig(game: Game): OpenConfig {
  const family = gameFamily(game);
  if (family.id !== 'open') throw new Error(`${game.id} is not played by the open family`);
  return family.config;
}

/** The family that plays a game and its configuration; throws for a game the solver does not play. */
export function gameFamily(game: Game): Family {
  const family = familyOf(game.variant);
  if (!family.ok) throw new Error(family.error);
  return family.value;
}

/** Writes a validated position for its family's `loadPosition`; false when it does not fit. */
export function writeFamilyPosition(position: Position, family: Family, io: Uint8Array): boolean {
  switch (family.id) {
    case 'open':
      return writePosition(position, family.config, io);
    case 'klondike':
      return writeKlondikePosition(position, family.config, io);
    case 'spider':
      return writeSpiderPosition(position, family.config, io);
  }
}

/**
 * Reads `count` moves of the family's solution from the I/O buffer (the open and Spider
 * families share one move layout, `readMoves`).
 */
export function readFamilyMoves(io: Uint8Array, count: number, family: Family): Move[] {
  return family.id === 'klondike' ? readKlondikeMoves(io, count) : readMoves(io, count);
}

/**
 * The klondike family's layout (assembly/families/klondike/load.ts): column count,
 * foundation ranks by suit, the stock (length, cards bottom first), the waste (the same),
 * then each column's face-down cards and face-up cards (length, cards bottom first).
 */
export function writeKlondikePosition(
  position: Position,
  config: KlondikeConfig,
  io: Uint8Array,
): boolean {
  const bytes: number[] = [position.columns.length];
  for (let suit = 0; suit < config.suits; suit++) bytes.push(position.foundations[suit] ?? 0);
  if (position.stock.length + position.waste.length > KLONDIKE_LIMITS.talon) return false;
  bytes.push(position.stock.length, ...position.stock, position.waste.length, ...position.waste);
  for (const column of position.columns) {
    if (column.down.length + column.up.length > KLONDIKE_LIMITS.depth) return false;
    bytes.push(column.down.length, ...column.down, column.up.length, ...column.up);
  }
  if (bytes.length > io.length) return false;
  io.set(bytes);
  return true;
}

/** The klondike family's move bytes (assembly/families/klondike/moves.ts, position.ts). */
const KLONDIKE_WASTE = 16;
const KLONDIKE_FOUNDATION = 24;
const KLONDIKE_DRAW = 30;
const KLONDIKE_TURN = 31;

function klondikePileOf(pile: number): Pile {
  if (pile < KLONDIKE_WASTE) return { kind: 'column', index: pile };
  if (pile === KLONDIKE_WASTE) return { kind: 'waste' };
  return { kind: 'foundation' };
}

/** Reads `count` klondike-family moves (`from, to, count, draws`; a draw and a turn of the waste by `from`). */
export function readKlondikeMoves(io: Uint8Array, count: number): Move[] {
  const moves: Move[] = [];
  for (let i = 0; i < count; i++) {
    const at = i * 4;
    const from = io[at]!;
    if (from === KLONDIKE_DRAW) moves.push({ kind: 'stock' });
    else if (from === KLONDIKE_TURN) moves.push({ kind: 'redeal' });
    else {
      moves.push({
        kind: 'transfer',
        from:
          from >= KLONDIKE_FOUNDATION
            ? { kind: 'foundation', suit: from - KLONDIKE_FOUNDATION }
            : klondikePileOf(from),
        to: klondikePileOf(io[at + 1]!),
        count: io[at + 2]!,
      });
    }
  }
  return moves;
}

/**
 * Writes a validated position in the layout `loadPosition` reads: column and cell counts,
 * foundation ranks by suit, cells (0 empty), then each column's length and cards.
 * Returns false when it does not fit the buffer or the module's limits.
 */
export function writePosition(position: Position, config: OpenConfig, io: Uint8Array): boolean {
  const bytes: number[] = [position.columns.length, position.cells.length];
  for (let suit = 0; suit < config.suits; suit++) bytes.push(position.foundations[suit] ?? 0);
  for (const card of position.cells) bytes.push(card ?? 0);
  for (const column of position.columns) {
    if (column.down.length > 0 || column.up.length > OPEN_LIMITS.depth) return false;
    bytes.push(column.up.length, ...column.up);
  }
  if (bytes.length > io.length) return false;
  io.set(bytes);
  return true;
}

/**
 * Writes a validated Spider position in the layout the Spider family's `loadPosition`
 * reads (assembly/families/spider/load.ts): the column count; the stock's length and
 * cards, bottom first; the complete runs home and their suits; then each column's
 * face-down count and cards and face-up count and cards. False when it does not fit.
 */
export function writeSpiderPosition(
  position: Position,
  _config: SpiderConfig,
  io: Uint8Array,
): boolean {
  const bytes: number[] = [position.columns.length, position.stock.length, ...position.stock];
  bytes.push(position.completed.length, ...position.completed);
  for (const column of position.columns) {
    if (column.down.length + column.up.length > SPIDER_LIMITS.cards) return false;
    bytes.push(column.down.length, ...column.down, column.up.length, ...column.up);
  }
  if (bytes.length > io.length || position.stock.length > SPIDER_LIMITS.cards) return false;
  io.set(bytes);
  return true;
}

function pileOf(pile: number): Pile {
  if (pile < PILE_CELL) return { kind: 'column', index: pile };
  if (pile < PILE_FOUNDATION) return { kind: 'cell', index: pile - PILE_CELL };
  return { kind: 'foundation' };
}

/**
 * Every byte of a move's pile as its pile, made once: a `Pile` is read-only, so the moves
 * of every solution share these rather than allocate two piles a move.
 */
const PILES: readonly Pile[] = Array.from({ length: 256 }, (_, pile) => pileOf(pile));

/**
 * Reads `count` moves of 4 bytes (`from, to, count, 0`) from the I/O buffer; a move
 * from PILE_STOCK is a turn of the stock (a Spider deal).
 */
export function readMoves(io: Uint8Array, count: number): Move[] {
  const moves: Move[] = [];
  for (let i = 0; i < count; i++) {
    const at = i * 4;
    if (io[at] === PILE_STOCK) {
      moves.push({ kind: 'stock' });
      continue;
    }
    moves.push({
      kind: 'transfer',
      from: PILES[io[at]!]!,
      to: PILES[io[at + 1]!]!,
      count: io[at + 2]!,
    });
  }
  return moves;
}
