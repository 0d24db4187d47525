/**
 * The solution's local search (assembly/search/polish.ts) on the debug build, which
 * asserts that every move it tries is taken back exactly: with it, every solution still
 * replays through @naipe/rules to a won position, is never longer in single-card moves
 * (a run of n cards counts 2n - 1) than without it, and over a range of deals is shorter.
 * By default it works only where reordering pays (`leavesAsFound`): each solution is then
 * the one it gives on every line or the one without it.
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

/** `setSolutionPolish`'s modes. */
const POLISH = { off: 0, whereOrderPays: 1, everyLine: 2 } as const;
type PolishMode = (typeof POLISH)[keyof typeof POLISH];

/** The deal's solution in a polish mode, or undefined when the deal is lost. */
function solution(game: Game, deal: number, polish: PolishMode): Move[] | undefined {
  const config = gameConfig(game);
  expect(configureModule(wasm, config)).toBe(STATUS.OK);
  expect(writePosition(unwrap(game.deal(deal)), config, io())).toBe(true);
  expect(wasm.loadPosition()).toBe(STATUS.OK);
  expect(wasm.setSolutionPolish(polish)).toBe(STATUS.OK);
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

interface Solutions {
  deal: number;
  without: Move[];
  withIt: Move[];
  byDefault: Move[];
}

/** Deals 1-`deals` solved without the polish, with it on every line and by default, each replayed to a win. */
function solveAll(game: Game, deals: number): Solutions[] {
  const all: Solutions[] = [];
  for (let deal = 1; deal <= deals; deal++) {
    const without = solution(game, deal, POLISH.off);
    const withIt = solution(game, deal, POLISH.everyLine);
    const byDefault = solution(game, deal, POLISH.whereOrderPays);
    expect(withIt === undefined, `deal ${deal}`).toBe(without === undefined);
    expect(byDefault === undefined, `deal ${deal}`).toBe(without === undefined);
    if (without === undefined || withIt === undefined || byDefault === undefined) continue;
    const start = unwrap(game.deal(deal));
    for (const line of [without, withIt, byDefault]) expectSolutionWins(game, start, line);
    all.push({ deal, without, withIt, byDefault });
  }
  expect(wasm.setSolutionPolish(POLISH.whereOrderPays)).toBe(STATUS.OK);
  return all;
}

describe('FreeCell', () => {
  let solved: Solutions[];
  beforeAll(() => {
    solved = solveAll(freecell, 60);
  });

  it('never lengthens a solution of deals 1-60 and shortens some', () => {
    let polished = 0;
    let unpolished = 0;
    for (const { without, withIt } of solved) {
      expect(singleCardMoves(withIt)).toBeLessThanOrEqual(singleCardMoves(without));
      polished += singleCardMoves(withIt);
      unpolished += singleCardMoves(without);
    }
    expect(polished).toBeLessThan(unpolished);
  });

  // A short line of card moves (the first thread's, most deals') is kept as found, any
  // other polished as on every line: among deals 1-60 the polish changes both kinds.
  it('polishes by default the lines where reordering pays, and only those', () => {
    let asFound = 0;
    let polished = 0;
    for (const { deal, without, withIt, byDefault } of solved) {
      const same = (line: Move[]) => JSON.stringify(byDefault) === JSON.stringify(line);
      expect(same(without) || same(withIt), `deal ${deal}`).toBe(true);
      if (same(without) && !same(withIt)) {
        // Written as found only when short (`leavesAsFound`).
        expect(singleCardMoves(byDefault), `deal ${deal}`).toBeLessThanOrEqual(200);
        asFound++;
      }
      if (same(withIt) && !same(without)) polished++;
    }
    expect(asFound).toBeGreaterThan(0);
    expect(polished).toBeGreaterThan(0);
  });

  // The shortening leaves part of its work to the polish (assembly/search/shorten.ts):
  // together they must do no worse than the exact shortening did with a polish of three
  // moves, which took 6,966 single-card moves over these deals.
  it('takes no more single-card moves over deals 1-60 than the exact shortening did', () => {
    expect(solved.length).toBe(60);
    const total = solved.reduce((sum, { byDefault }) => sum + singleCardMoves(byDefault), 0);
    expect(total).toBeLessThanOrEqual(6966);
  });
});

describe("Baker's Game", () => {
  // The cell rule settles cards onto columns, which the polish's comparison does not
  // count (`settlesOnlyHome`): deal 25 came out a move longer with it.
  it('leaves the solutions of deals 1-60 as shortened', () => {
    const all = solveAll(bakers, 60);
    expect(all.length).toBeGreaterThan(0);
    for (const { without, withIt, byDefault } of all) {
      expect(withIt).toEqual(without);
      expect(byDefault).toEqual(without);
    }
  });
});
