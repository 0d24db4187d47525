/**
 * Correctness of the solver on the debug build (asserts on): verdicts, replayed
 * solutions, hints, errors and budgets. The long deal ranges run on the release build in
 * deals.test.ts.
 */
import { Game, type Position, unwrap } from '@naipe/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { debugWasmUrl } from './debug.js';
import { supportsGame, unsupportedReason } from './games.js';
import { MAX_MEMORY_BYTES, Solver } from './solver.js';
import {
  bakers,
  expectSolutionWins,
  freecell,
  randomPlayout,
  UNPLAYED_GAMES,
} from './test-support.js';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.create(debugWasmUrl());
});

const solved = (game: Game, position: Position, budget = {}) =>
  unwrap(solver.solve(game, position, budget));

describe('solve', () => {
  it.each([1, 2, 3, 24, 617])('wins FreeCell deal %i with a solution that replays', (deal) => {
    const start = unwrap(freecell.deal(deal));
    const result = solved(freecell, start);
    expect(result.verdict).toBe('winnable');
    expect(result.stats.positions).toBeGreaterThan(0);
    expectSolutionWins(freecell, start, result.solution!);
  });

  it('proves FreeCell deal 11982 impossible', () => {
    const result = solved(freecell, unwrap(freecell.deal(11982)), {
      maxPositions: 10_000_000,
      maxMs: 600_000,
    });
    expect(result.verdict).toBe('impossible');
    expect(result.solution).toBeUndefined();
  });

  it("gives exact verdicts on Baker's Game deals", () => {
    // Deals 1-20 of Baker's Game: 4 of them cannot be won (checked against fc-solve's counts).
    const verdicts = Array.from({ length: 20 }, (_, i) => {
      const start = unwrap(bakers.deal(i + 1));
      const result = solved(bakers, start);
      if (result.verdict === 'winnable') expectSolutionWins(bakers, start, result.solution!);
      return result.verdict;
    });
    expect(verdicts).not.toContain('unknown');
    expect(verdicts.filter((v) => v === 'impossible').length).toBeGreaterThan(0);
  });

  it('answers a won position with an empty solution', () => {
    const won: Position = {
      ...unwrap(freecell.deal(1)),
      columns: Array(8).fill({ down: [], up: [] }),
      foundations: [13, 13, 13, 13],
    };
    const result = solved(freecell, won);
    expect(result.verdict).toBe('winnable');
    expect(result.solution).toEqual([]);
  });

  it('solves a position with cards in cells and on foundations', () => {
    const start = randomPlayout(freecell, 5, 25, 7);
    const result = solved(freecell, start);
    expect(result.verdict).not.toBe('unknown');
    if (result.verdict === 'winnable') expectSolutionWins(freecell, start, result.solution!);
  });

  it('is the same whether the deal or its position is given', () => {
    const byDeal = unwrap(solver.solveDeal(freecell, 3));
    const byPosition = solved(freecell, unwrap(freecell.deal(3)));
    expect(byDeal.solution).toEqual(byPosition.solution);
    expect(byDeal.stats.positions).toBe(byPosition.stats.positions);
  });
});

describe('hint', () => {
  // Mid-game positions from random legal playouts of both games.
  const cases = [
    ...[1, 2, 3, 4, 5, 6].map((seed) => ({
      game: freecell,
      deal: seed * 101,
      moves: 10 + seed * 6,
      seed,
    })),
    ...[1, 2, 3, 4, 5, 6].map((seed) => ({
      game: bakers,
      deal: seed * 7,
      moves: 8 + seed * 5,
      seed,
    })),
  ];

  it.each(cases)(
    '$game.id deal $deal after $moves random moves: a legal hint that agrees with a solve',
    ({ game, deal, moves, seed }) => {
      const position = randomPlayout(game, deal, moves, seed);
      const hint = unwrap(solver.hint(game, position));
      const fresh = solved(game, position);
      expect(hint.verdict).toBe(fresh.verdict);
      expect(hint.verdict).not.toBe('unknown');
      if (hint.verdict !== 'winnable') {
        expect(hint.move).toBeUndefined();
        return;
      }
      const after = game.play(position, hint.move!);
      expect(after.ok).toBe(true);
      // The hinted move keeps the game winnable.
      expect(solved(game, unwrap(after)).verdict).toBe('winnable');
    },
  );

  it('gives no move for a lost position and says so', () => {
    const hint = unwrap(
      solver.hint(freecell, unwrap(freecell.deal(11982)), {
        maxPositions: 10_000_000,
        maxMs: 600_000,
      }),
    );
    expect(hint).toMatchObject({ verdict: 'impossible' });
    expect(hint.move).toBeUndefined();
  });
});

describe('budgets', () => {
  const hard = unwrap(freecell.deal(11982));

  it('answers unknown when the positions run out', () => {
    const result = solved(freecell, hard, { maxPositions: 500 });
    expect(result.verdict).toBe('unknown');
    expect(result.stats.positions).toBeLessThanOrEqual(500);
  });

  it('answers unknown when the memory runs out', () => {
    const result = solved(freecell, hard, { maxMemoryBytes: 1 << 20 });
    expect(result.verdict).toBe('unknown');
    expect(result.stats.memoryBytes).toBeLessThanOrEqual(1 << 20);
  });

  it('answers unknown when the time runs out', () => {
    const result = solved(freecell, hard, { maxMs: 0.001 });
    expect(result.verdict).toBe('unknown');
  });

  it.each([
    [{ maxPositions: 0 }, 'maxPositions'],
    [{ maxPositions: 1.5 }, 'maxPositions'],
    [{ maxMemoryBytes: 1000 }, 'maxMemoryBytes'],
    [{ maxMemoryBytes: Number.NaN }, 'maxMemoryBytes'],
    [{ maxMemoryBytes: 2 ** 32 }, `${MAX_MEMORY_BYTES}`],
    [
      { maxMemoryBytes: MAX_MEMORY_BYTES + 1 },
      `from 1 MiB (1048576) to 1 GiB (${MAX_MEMORY_BYTES}), not ${MAX_MEMORY_BYTES + 1}`,
    ],
    [{ maxMemoryBytes: 512_000 }, 'from 1 MiB (1048576) to 1 GiB (1073741824), not 512000'],
    [{ maxMs: -1 }, 'maxMs'],
    [{ maxMs: Number.NaN }, 'maxMs'],
  ])('rejects the budget %o', (budget, name) => {
    const result = solver.solve(freecell, hard, budget);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('ERR_BUDGET');
      expect(result.error.message).toContain(name);
    }
  });
});

describe('errors', () => {
  it.each(UNPLAYED_GAMES)('does not play %s yet, and says so', (_, game) => {
    expect(solver.supportsGame(game)).toBe(false);
    expect(supportsGame(game)).toBe(false);
    expect(unsupportedReason(game)).toContain('does not play');
    const result = solver.solve(game, unwrap(game.deal(1)));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('ERR_UNSUPPORTED_GAME');
      expect(result.error.message).toContain('does not play');
    }
  });

  it('plays Klondike with every option and Australian Patience', () => {
    for (const options of [
      {},
      { draw: 3 },
      { deck: 'french' },
      { deck: 'french', draw: 3 },
    ] as const) {
      const klondike = unwrap(Game.create('klondike', options));
      expect(solver.supportsGame(klondike)).toBe(true);
      expect(unsupportedReason(klondike)).toBeUndefined();
    }
    expect(supportsGame(unwrap(Game.create('australian')))).toBe(true);
  });

  it('plays FreeCell, Baker’s Game and Spider', () => {
    expect(solver.supportsGame(unwrap(Game.create('spider')))).toBe(true);
    expect(solver.supportsGame(freecell)).toBe(true);
    expect(solver.supportsGame(bakers)).toBe(true);
    expect(supportsGame(freecell)).toBe(true);
    expect(supportsGame(bakers)).toBe(true);
    expect(unsupportedReason(freecell)).toBeUndefined();
  });

  const start = unwrap(freecell.deal(1));
  const column = (i: number) => start.columns[i]!;
  const malformed: [string, unknown][] = [
    ['a card twice', { ...start, cells: [column(0).up[0]!, null, null, null] }],
    [
      'a missing card',
      { ...start, columns: [{ down: [], up: column(0).up.slice(1) }, ...start.columns.slice(1)] },
    ],
    ['seven columns', { ...start, columns: start.columns.slice(1) }],
    ['a card of no deck', { ...start, cells: [0x7f, null, null, null] }],
    [
      'face-down cards',
      { ...start, columns: [{ down: column(0).up, up: [] }, ...start.columns.slice(1)] },
    ],
    ['no columns at all', { cells: [] }],
    ['not an object', 42],
  ];

  it.each(malformed)('rejects a position with %s', (_, position) => {
    const result = solver.solve(freecell, position as Position);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('ERR_INVALID_POSITION');
    // The module still works afterwards.
    expect(solved(freecell, start).verdict).toBe('winnable');
  });

  it('rejects a bad deal number', () => {
    const result = solver.solveDeal(freecell, 0);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('ERR_BAD_DEAL_NUMBER');
  });
});
