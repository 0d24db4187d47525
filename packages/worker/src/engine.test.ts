/**
 * The engine's search for a winnable deal, counted against a scripted solver: which
 * solves it makes, and with or without a best line (the costly part of an unknown try).
 */
import { type Game, ok, unwrap } from '@naipe/rules';
import type { SolveOptions } from '@naipe/solver';
import { describe, expect, it } from 'vitest';
import { Engine, type EngineProgress, type SolverCore } from './engine.js';
import type { Budget } from './types.js';

const stats = { positions: 100, ms: 1, memoryBytes: 0 };

/**
 * A solver that answers each deal as `verdicts` says (`winnable` with a one-move
 * solution), a best line only when asked for one, reaching `progress[deal]`; it records
 * every solve.
 */
function scripted(verdicts: Record<number, string>, progress: Record<number, number> = {}) {
  const solves: { deal: number; bestLine: boolean }[] = [];
  const solver: SolverCore = {
    solveDeal(game: Game, deal: number, _budget?: Budget, options?: SolveOptions) {
      const bestLine = options?.bestLine !== false;
      solves.push({ deal, bestLine });
      const verdict = (verdicts[deal] ?? 'unknown') as 'winnable' | 'impossible' | 'unknown';
      if (verdict === 'winnable') {
        const move = game.legalMoves(unwrap(game.deal(deal)))[0]!;
        return ok({ verdict, solution: [move], stats });
      }
      if (verdict !== 'unknown' || !bestLine) return ok({ verdict, stats });
      const move = game.legalMoves(unwrap(game.deal(deal)))[0]!;
      return ok({ verdict, bestLine: [move], bestLineProgress: progress[deal] ?? 0, stats });
    },
    solve: () => {
      throw new Error('not used');
    },
    hint: () => {
      throw new Error('not used');
    },
    supportsGame: () => true,
  };
  return { solver, solves };
}

const search = { game: 'spider', options: { suits: 4 }, from: 1 } as const;

describe('findWinnableDeal', () => {
  it('tries each deal without a best line and stops at the first proven', () => {
    const { solver, solves } = scripted({ 3: 'winnable' });
    const found = new Engine(solver).findWinnableDeal({
      ...search,
      maxDeals: 10,
      orBestCandidate: true,
    });
    expect(unwrap(found)).toMatchObject({ verdict: 'winnable', deal: 3, tried: 3 });
    expect(solves).toEqual([1, 2, 3].map((deal) => ({ deal, bestLine: false })));
  });

  it('solves the unknown deals again for their best lines once every try failed', () => {
    const { solver, solves } = scripted({ 2: 'impossible' }, { 1: 5, 3: 9, 4: 9 });
    const progress: EngineProgress[] = [];
    const found = unwrap(
      new Engine(solver).findWinnableDeal({ ...search, maxDeals: 4, orBestCandidate: true }, (p) =>
        progress.push(p),
      ),
    );
    // The furthest best line, the first of two equal ones; every deal counted once.
    expect(found).toMatchObject({ verdict: 'unknown', deal: 3, tried: 4 });
    expect(found.verdict === 'unknown' && found.bestLine?.length).toBe(1);
    expect(solves).toEqual([
      ...[1, 2, 3, 4].map((deal) => ({ deal, bestLine: false })),
      ...[1, 3, 4].map((deal) => ({ deal, bestLine: true })),
    ]);
    expect(progress.filter((p) => !p.again).map((p) => p.tried)).toEqual([1, 2, 3, 4]);
    expect(progress.filter((p) => p.again).map((p) => p.deal)).toEqual([1, 3, 4]);
  });

  it('solves nothing again when no candidate is wanted', () => {
    const { solver, solves } = scripted({});
    const found = new Engine(solver).findWinnableDeal({ ...search, maxDeals: 2 });
    expect(found).toMatchObject({ ok: false, error: { code: 'ERR_NO_WINNABLE_DEAL' } });
    expect(solves.every((s) => !s.bestLine)).toBe(true);
    expect(solves).toHaveLength(2);
  });
});
