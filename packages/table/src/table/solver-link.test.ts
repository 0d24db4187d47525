import { Game, type Move, unwrap } from '@naipe/rules';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { describe, expect, it, vi } from 'vitest';
import type { AnalysisResult, AnalysisService } from '../analysis/service.js';
import { type PositionContext, SolverLink } from './solver-link.js';

const host: ReactiveControllerHost = {
  addController: (_: ReactiveController) => {},
  removeController: () => {},
  requestUpdate: () => {},
  updateComplete: Promise.resolve(true),
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const game = unwrap(Game.create('freecell'));
const position = unwrap(game.deal(1));
const first = game.legalMoves(position)[0]!;
const ctx: PositionContext = {
  game: 'freecell',
  options: {},
  position,
  line: [game.makePosition(position)],
  nextOnParentLine: undefined,
};
const winnable = (move: Move): AnalysisResult => ({
  verdict: 'winnable',
  solution: [move],
  stats: {},
});

function service(analysis: Promise<AnalysisResult>) {
  return {
    supports: () => true,
    analyzePosition: vi.fn(() => analysis),
    hint: vi.fn(async () => winnable(first)),
    findWinnableDeal: vi.fn(),
  } satisfies AnalysisService;
}

describe('SolverLink hints', () => {
  it('wait for the analysis of the same position under way instead of asking again', async () => {
    const answer = deferred<AnalysisResult>();
    const solver = service(answer.promise);
    const link = new SolverLink(host, () => {});
    link.service = solver;
    link.analyse(ctx);
    const hint = link.hint(ctx);
    answer.resolve(winnable(first));
    expect(await hint).toEqual(first);
    expect(solver.analyzePosition).toHaveBeenCalledTimes(1);
    expect(solver.hint).not.toHaveBeenCalled();
  });

  it('ask the solver themselves when that analysis fails', async () => {
    const answer = deferred<AnalysisResult>();
    const solver = service(answer.promise);
    const link = new SolverLink(host, () => {});
    link.service = solver;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    link.analyse(ctx);
    const hint = link.hint(ctx);
    answer.reject(new Error('worker lost'));
    expect(await hint).toEqual(first);
    expect(solver.hint).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
