/**
 * The solution's local search (assembly/search/polish.ts) on the debug build, which
 * asserts that every move it tries is taken back exactly: with it, every solution still
 * replays through @naipe/rules to a won position, is never longer in single-card moves
 * (a run of n cards counts 2n - 1) than without it, and over a range of deals is shorter.
 */
import type { Game, Move } from '@naipe/rules';
import { unwrap } from '@naipe/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { gameConfig, readMoves, writePosition } from './encoding.js';
import { DEFAULT_BUDGET } from './solver.js';
import { STATUS } from './status.js';
import { bakers, expectSolutionWins, freecell } from './test-support.js';
import {
  compileSolverModule,
  configureModule,
  instantiateSolver,
  type SolverExports,
} from './wasm.js';

let wasm: SolverExports;
const io = () => new Uint8Array(wasm.memory.buffer, wasm.ioBufferPointer(), wasm.ioBufferSize());

beforeAll(async () => {
  wasm = await instantiateSolver(await compileSolverModule(debugWasmUrl()));
});

const singleCardMoves = (solution: readonly Move[]): number =>
  solution.reduce(
    (total, move) => total + (move.kind === 'transfer' ? 2 * (move.count ?? 1) - 1 : 1),
    0,
  );

/** The deal's solution with the polish on or off, or undefined when the deal is lost. */
function solution(game: Game, deal: number, polish: boolean): Move[] | undefined {
  const config = gameConfig(game);
  expect(configureModule(wasm, config)).toBe(STATUS.OK);
  expect(writePosition(unwrap(game.deal(deal)), config, io())).toBe(true);
  expect(wasm.loadPosition()).toBe(STATUS.OK);
  expect(wasm.setSolutionPolish(polish ? 1 : 0)).toBe(STATUS.OK);
  const verdict = wasm.solve(
    DEFAULT_BUDGET.maxMemoryBytes,
    DEFAULT_BUDGET.maxPositions,
    // Bounded by positions, so a loaded machine gives the same verdicts.
    600_000,
  );
  if (verdict !== STATUS.VERDICT_WINNABLE) return undefined;
  const moves = wasm.solutionMoves();
  expect(moves).toBeGreaterThanOrEqual(0);
  return readMoves(io(), moves);
}

/** Deals 1-`deals` solved with and without the polish, both replayed to a win. */
function solvePair(game: Game, deals: number): { without: Move[]; withIt: Move[] }[] {
  const pairs: { without: Move[]; withIt: Move[] }[] = [];
  for (let deal = 1; deal <= deals; deal++) {
    const without = solution(game, deal, false);
    const withIt = solution(game, deal, true);
    expect(withIt === undefined, `deal ${deal}`).toBe(without === undefined);
    if (without === undefined || withIt === undefined) continue;
    const start = unwrap(game.deal(deal));
    expectSolutionWins(game, start, without);
    expectSolutionWins(game, start, withIt);
    pairs.push({ without, withIt });
  }
  wasm.setSolutionPolish(1);
  return pairs;
}

describe('FreeCell', () => {
  it('never lengthens a solution of deals 1-60 and shortens some', () => {
    let polished = 0;
    let unpolished = 0;
    for (const { without, withIt } of solvePair(freecell, 60)) {
      expect(singleCardMoves(withIt)).toBeLessThanOrEqual(singleCardMoves(without));
      polished += singleCardMoves(withIt);
      unpolished += singleCardMoves(without);
    }
    expect(polished).toBeLessThan(unpolished);
  });

  // The shortening leaves part of its work to the polish (assembly/search/shorten.ts):
  // together they must do no worse than the exact shortening did with a polish of three
  // moves, which took 6,966 single-card moves over these deals.
  it('takes no more single-card moves over deals 1-60 than the exact shortening did', () => {
    let total = 0;
    for (let deal = 1; deal <= 60; deal++) {
      const moves = solution(freecell, deal, true);
      expect(moves, `deal ${deal}`).toBeDefined();
      total += singleCardMoves(moves ?? []);
    }
    expect(total).toBeLessThanOrEqual(6966);
  });
});

describe("Baker's Game", () => {
  // The cell rule settles cards onto columns, which the polish's comparison does not
  // count (`settlesOnlyHome`): deal 25 came out a move longer with it.
  it('leaves the solutions of deals 1-60 as shortened', () => {
    const pairs = solvePair(bakers, 60);
    expect(pairs.length).toBeGreaterThan(0);
    for (const { without, withIt } of pairs) expect(withIt).toEqual(without);
  });
});
