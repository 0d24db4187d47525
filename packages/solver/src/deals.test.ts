/**
 * The deal ranges of issue 3 on the release build: every FreeCell deal 1-1000 won and
 * replayed, 11982 proven lost, Baker's Game 1-200 with exact verdicts.
 * (Speed is measured by benchmarks/solver/run.mjs, not here.)
 */
import { unwrap } from '@naipe/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { Solver } from './solver.js';
import { bakers, expectSolutionWins, freecell } from './test-support.js';
import { wasmUrl } from './wasm.js';

let solver: Solver;
beforeAll(async () => {
  solver = await Solver.create(wasmUrl());
});

describe('FreeCell', () => {
  it('wins Microsoft deals 1-1000, each solution replayed to a won position', () => {
    const lost: number[] = [];
    for (let deal = 1; deal <= 1000; deal++) {
      const start = unwrap(freecell.deal(deal));
      const result = unwrap(solver.solve(freecell, start));
      if (result.verdict !== 'winnable') lost.push(deal);
      else expectSolutionWins(freecell, start, result.solution!);
    }
    expect(lost).toEqual([]);
  }, 120_000);

  // Time is lifted: the default positions budget is what must suffice, on any machine.
  it('proves deal 11982 impossible at the default positions budget', () => {
    expect(unwrap(solver.solveDeal(freecell, 11982, { maxMs: 600_000 })).verdict).toBe(
      'impossible',
    );
  });
});

describe("Baker's Game", () => {
  it('gives an exact verdict for deals 1-200, winnable ones replayed', () => {
    const verdicts = { winnable: 0, impossible: 0, unknown: 0 };
    for (let deal = 1; deal <= 200; deal++) {
      const start = unwrap(bakers.deal(deal));
      const result = unwrap(solver.solve(bakers, start));
      verdicts[result.verdict]++;
      if (result.verdict === 'winnable') expectSolutionWins(bakers, start, result.solution!);
    }
    expect(verdicts.unknown).toBe(0);
    // About three deals in four are winnable: a sanity check on the proofs, not a target.
    expect(verdicts.winnable).toBeGreaterThan(120);
    expect(verdicts.winnable).toBeLessThan(180);
  }, 120_000);
});
