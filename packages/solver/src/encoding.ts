/**
 * The bridge between @naipe/rules data and the module's bytes: which games the solver
 * plays, the game's configuration, positions written into the I/O buffer, and moves read
 * back as @naipe/rules moves.
 */
import type { Game, Move, Pile, Position } from '@naipe/rules';

/** Pile numbers in the module's moves (assembly/config.ts). */
const PILE_CELL = 16;
const PILE_FOUNDATION = 24;
const LIMITS = { columns: 16, cells: 8, suits: 4, ranks: 15, depth: 64 } as const;

const BUILD_RULES = {
  'alternate-colour': 0,
  'same-suit': 1,
  'different-suit': 2,
  'any-suit': 3,
} as const;

/**
 * Why the solver cannot play a game yet, or undefined when it can. Read from the game's
 * rules, not its name: any open game with free cells, foundations and run moves through
 * free space qualifies (FreeCell and Baker's Game today).
 */
export function unsupportedReason(game: Game): string | undefined {
  const v = game.variant;
  const name = game.info.names.en;
  const prefix = `the solver does not play ${name} yet`;
  if (v.stock !== 'none')
    return `${prefix}: it has a stock (only open games without one are solved)`;
  if (v.columns.some((c) => c.faceUp < c.cards))
    return `${prefix}: it deals face-down cards (only open games are solved)`;
  if (!v.foundations) return `${prefix}: it has no foundations`;
  if (v.foundationReturns) return `${prefix}: its foundation cards come back into play`;
  if (v.removesCompleteRuns) return `${prefix}: it removes complete runs`;
  if (v.groups !== 'supermove')
    return `${prefix}: cards move in groups by its own rule (only FreeCell-style run moves are solved)`;
  if (v.series.some((copies) => copies !== 1)) return `${prefix}: it plays with more than one deck`;
  if (
    v.columns.length > LIMITS.columns ||
    v.cells > LIMITS.cells ||
    game.deck.suits.length > LIMITS.suits ||
    game.deck.ranks.length > LIMITS.ranks
  ) {
    return `${prefix}: its layout is larger than the solver's limits`;
  }
  return undefined;
}

export interface GameConfig {
  readonly columns: number;
  readonly cells: number;
  readonly suits: number;
  readonly ranks: number;
  readonly buildRule: number;
  readonly redSuits: number;
  readonly emptyColumnRank: number;
}

export function gameConfig(game: Game): GameConfig {
  const v = game.variant;
  let redSuits = 0;
  game.deck.suits.forEach((suit, index) => {
    if (suit.colour === 'red') redSuits |= 1 << index;
  });
  return {
    columns: v.columns.length,
    cells: v.cells,
    suits: game.deck.suits.length,
    ranks: game.deck.ranks.length,
    buildRule: BUILD_RULES[v.build],
    redSuits,
    emptyColumnRank: v.emptyColumnRank ?? 0,
  };
}

/**
 * Writes a validated position in the layout `loadPosition` reads: column and cell counts,
 * foundation ranks by suit, cells (0 empty), then each column's length and cards.
 * Returns false when it does not fit the buffer or the module's limits.
 */
export function writePosition(position: Position, config: GameConfig, io: Uint8Array): boolean {
  const bytes: number[] = [position.columns.length, position.cells.length];
  for (let suit = 0; suit < config.suits; suit++) bytes.push(position.foundations[suit] ?? 0);
  for (const card of position.cells) bytes.push(card ?? 0);
  for (const column of position.columns) {
    if (column.down.length > 0 || column.up.length > LIMITS.depth) return false;
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
