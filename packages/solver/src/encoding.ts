/**
 * The bridge between @naipe/rules data and the module's bytes: positions written into the
 * I/O buffer, and moves read back as @naipe/rules moves. Which games the solver plays,
 * and with which configuration, is families.ts.
 */
import type { Game, Move, Pile, Position } from '@naipe/rules';

import { familyOf, OPEN_LIMITS, type OpenConfig } from './families.js';

/** Pile numbers in the module's moves (assembly/families/open/config.ts). */
const PILE_CELL = 16;
const PILE_FOUNDATION = 24;

/**
 * The configuration of a game the solver plays (for benchmarks and tests, which pick
 * their games); throws for a game it does not play, which is a bug of the caller.
 */
export function gameConfig(game: Game): OpenConfig {
  const family = familyOf(game.variant);
  if (!family.ok) throw new Error(family.error);
  return family.value.config;
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

function pileOf(pile: number): Pile {
  if (pile < PILE_CELL) return { kind: 'column', index: pile };
  if (pile < PILE_FOUNDATION) return { kind: 'cell', index: pile - PILE_CELL };
  return { kind: 'foundation' };
}

/** Reads `count` moves of 4 bytes (`from, to, count, 0`) from the I/O buffer. */
export function readMoves(io: Uint8Array, count: number): Move[] {
  const moves: Move[] = [];
  for (let i = 0; i < count; i++) {
    const at = i * 4;
    moves.push({
      kind: 'transfer',
      from: pileOf(io[at]!),
      to: pileOf(io[at + 1]!),
      count: io[at + 2]!,
    });
  }
  return moves;
}
