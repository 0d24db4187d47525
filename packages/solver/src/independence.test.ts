/**
 * A solve depends on its position and budget alone, never on what the instance solved
 * before: the solver keeps state between solves on purpose (the position store's layout,
 * the stage plan, the open family's start saved and restored, records taken out of the
 * index rather than the whole index cleared), and a leak from one solve into the next
 * would show as a different count of positions or another solution. The same solves run
 * in one order on one instance and in the reverse order on another, on the debug build
 * (asserts on), with budgets in positions only, so every figure is deterministic.
 */
import { Game, unwrap } from '@naipe/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { Solver } from './solver.js';
import { bakers, expectSolutionWins, freecell, spiderGame } from './test-support.js';
import { compileSolverModule } from './wasm.js';

const klondike = (options: Parameters<typeof Game.create>[1]) =>
  unwrap(Game.create('klondike', options));

/**
 * Every family, several options of each, and every verdict: FreeCell 11982 stops at the
 * budget (unknown), Australian Patience 2 is impossible, the others are won.
 * Neighbours differ in family or options, so each solve follows a change of game.
 */
const SOLVES = [
  { game: freecell, deal: 1 },
  { game: klondike({ deck: 'french', draw: 3 }), deal: 1 },
  { game: bakers, deal: 4 },
  { game: spiderGame('spanish', 1), deal: 1 },
  { game: freecell, deal: 11982 },
  { game: unwrap(Game.create('australian')), deal: 2 },
  { game: klondike({ deck: 'spanish', draw: 1 }), deal: 3 },
  { game: bakers, deal: 1 },
  { game: spiderGame('spanish', 2), deal: 2 },
  { game: freecell, deal: 617 },
  { game: klondike({ deck: 'french', draw: 1 }), deal: 5 },
] as const;
// Ten minutes of clock: the positions run out long before, however busy the machine.
const BUDGET = { maxPositions: 30_000, maxMs: 600_000 };

type Outcome = ReturnType<typeof solveOn>;

function solveOn(solver: Solver, { game, deal }: (typeof SOLVES)[number]) {
  const { verdict, solution, stats } = unwrap(solver.solveDeal(game, deal, BUDGET));
  return { verdict, solution, positions: stats.positions };
}

let forward: Outcome[];
let backward: Outcome[];
beforeAll(async () => {
  const module = await compileSolverModule(debugWasmUrl());
  const first = await Solver.create(module);
  const second = await Solver.create(module);
  forward = SOLVES.map((solve) => solveOn(first, solve));
  backward = [...SOLVES]
    .reverse()
    .map((solve) => solveOn(second, solve))
    .reverse();
});

describe('solves are independent of the ones before', () => {
  it('covers every verdict', () => {
    const verdicts = new Set(forward.map((outcome) => outcome.verdict));
    expect([...verdicts].sort()).toEqual(['impossible', 'unknown', 'winnable']);
  });

  it.each(SOLVES.map((solve, i) => [`${solve.game.id} ${solve.deal}`, i] as const))(
    '%s: the same verdict, positions and solution in either order',
    (_, i) => {
      expect(backward[i]).toEqual(forward[i]);
      const { game, deal } = SOLVES[i]!;
      const { verdict, solution } = forward[i]!;
      if (verdict === 'winnable') expectSolutionWins(game, unwrap(game.deal(deal)), solution!);
    },
  );
});
