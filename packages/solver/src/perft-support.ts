/**
 * Shared by the solver perft tests of every family: the debug module, a position loaded
 * into it through its family, and the leaves of the move tree counted on both sides, in
 * the module (made and unmade there) and over the rules' moves the family keeps.
 */
import { type Game, type Move, type Position, unwrap } from '@naipe/rules';
import { expect } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { gameFamily, writeFamilyPosition } from './encoding.js';
import { STATUS } from './status.js';
import {
  compileSolverModule,
  configureFamily,
  instantiateSolver,
  type SolverExports,
} from './wasm.js';

/** The debug build, whose fast paths check themselves against slow ones. */
export class PerftModule {
  private constructor(readonly wasm: SolverExports) {}

  static async create(module: WebAssembly.Module | undefined = undefined): Promise<PerftModule> {
    return new PerftModule(
      await instantiateSolver(module ?? (await compileSolverModule(debugWasmUrl()))),
    );
  }

  /** The module's I/O buffer, read afresh (the memory may have grown). */
  io(): Uint8Array {
    const { wasm } = this;
    return new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());
  }

  /** Configures the game's family and loads `position`; fails the test if either is refused. */
  load(game: Game, position: Position): void {
    const family = gameFamily(game);
    expect(configureFamily(this.wasm, family)).toBe(STATUS.OK);
    expect(writeFamilyPosition(position, family, this.io())).toBe(true);
    expect(this.wasm.loadPosition()).toBe(STATUS.OK);
  }

  /** Leaves of the module's move tree `depth` moves below `position`. */
  leaves(game: Game, position: Position, depth: number): number {
    this.load(game, position);
    return this.wasm.countMoveTreeLeaves(depth);
  }
}

/** The rules' moves a family keeps from a position (its perft test says which it leaves out). */
export type KeptMoves = (game: Game, position: Position) => Move[];

/** Leaves of the rules' move tree over the kept moves, `depth` moves down. */
export function rulesLeaves(
  game: Game,
  position: Position,
  depth: number,
  kept: KeptMoves,
): number {
  const moves = kept(game, position);
  if (depth === 1) return moves.length;
  let leaves = 0;
  for (const move of moves)
    leaves += rulesLeaves(game, unwrap(game.play(position, move)), depth - 1, kept);
  return leaves;
}
