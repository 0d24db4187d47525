import { Game, type Move, unwrap } from '@naipe/rules';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { describe, expect, it, vi } from 'vitest';
import { QUICK_BUDGET } from '../analysis/budgets.js';
import type {
  AnalysisCallOptions,
  AnalysisRequest,
  AnalysisResult,
  AnalysisService,
} from '../analysis/service.js';
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

const unknown = (bestLine: Move[]): AnalysisResult => ({ verdict: 'unknown', bestLine, stats: {} });

/** A service whose analyses answer `analyses` in turn (the last one again after that). */
function service(...analyses: Promise<AnalysisResult>[]) {
  let asked = 0;
  return {
    supports: () => true,
    analyzePosition: vi.fn(
      (_: AnalysisRequest, _call?: AnalysisCallOptions) =>
        analyses[Math.min(asked++, analyses.length - 1)]!,
    ),
    hint: vi.fn(async (_: AnalysisRequest, _call?: AnalysisCallOptions) => winnable(first)),
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
    expect(await hint).toEqual({ move: first, proven: true });
    // The quick answer was a verdict: nothing more is asked.
    expect(solver.analyzePosition).toHaveBeenCalledTimes(1);
    expect(solver.analyzePosition.mock.calls[0]![1]).toMatchObject({ budget: QUICK_BUDGET });
    expect(solver.hint).not.toHaveBeenCalled();
  });

  it('give a good move from the quick answer while the longer analysis goes on', async () => {
    const longer = deferred<AnalysisResult>();
    const solver = service(Promise.resolve(unknown([first])), longer.promise);
    const verdicts: string[] = [];
    const link = new SolverLink(host, (_, result) => verdicts.push(result.verdict));
    link.service = solver;
    link.analyse(ctx);
    expect(await link.hint(ctx)).toEqual({ move: first, proven: false });
    expect(solver.analyzePosition).toHaveBeenCalledTimes(2);
    expect(solver.analyzePosition.mock.calls[1]![1]).not.toHaveProperty('budget');
    expect(solver.hint).not.toHaveBeenCalled();
    // The quick "unknown" is no verdict: the position is still being analysed.
    expect(verdicts).toEqual([]);
    expect(link.status(ctx).kind).toBe('analysing');
    longer.resolve(winnable(first));
    await vi.waitFor(() => expect(verdicts).toEqual(['winnable']));
    expect(await link.hint(ctx)).toEqual({ move: first, proven: true });
  });

  it('keep saying "too hard to tell" after a move in a game already so', async () => {
    const { solver, link, childLonger } = await analysingDealTooHardAtFirst();
    // The deal: no verdict at a quick look, the full analysis out: still analysing.
    expect(link.status(ctx).kind).toBe('analysing');
    // The player moves on before the full analysis answers: it is aborted.
    const after = unwrap(game.play(position, first));
    const child: PositionContext = {
      ...ctx,
      position: after,
      line: [...ctx.line, game.makePosition(after)],
    };
    link.analyse(child);
    expect(link.status(child).kind).toBe('analysing');
    await vi.waitFor(() => expect(solver.analyzePosition).toHaveBeenCalledTimes(4));
    // Its quick look found nothing either: the game is too hard to tell, not "analysing".
    expect(link.status(child).kind).toBe('unknown');
    childLonger.resolve(winnable(first));
    await vi.waitFor(() => expect(link.status(child).kind).toBe('winnable'));
  });

  it('give the best line of a known unknown verdict as a good move, and none when lost', async () => {
    const solver = service(Promise.resolve(unknown([first])));
    const verdicts: string[] = [];
    const link = new SolverLink(host, (_, result) => verdicts.push(result.verdict));
    link.service = solver;
    link.analyse(ctx);
    await vi.waitFor(() => expect(verdicts).toEqual(['unknown']));
    expect(await link.hint(ctx)).toEqual({ move: first, proven: false });
    link.record(ctx.line[0]!, { verdict: 'impossible', stats: {} });
    expect(await link.hint(ctx)).toBeUndefined();
    expect(solver.hint).not.toHaveBeenCalled();
  });

  it('ask for a hint within the quick budget when nothing is known', async () => {
    const solver = service(Promise.resolve(winnable(first)));
    solver.hint.mockImplementation(async () => unknown([first]));
    const link = new SolverLink(host, () => {});
    link.service = solver;
    expect(await link.hint(ctx)).toEqual({ move: first, proven: false });
    expect(solver.hint.mock.calls[0]![1]).toMatchObject({ budget: QUICK_BUDGET });
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
    expect(await hint).toEqual({ move: first, proven: true });
    expect(solver.hint).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('SolverLink idle', () => {
  it('settles only once the verdict, its longer analysis included, and a hint are answered', async () => {
    const longer = deferred<AnalysisResult>();
    const hinted = deferred<AnalysisResult>();
    const solver = service(Promise.resolve(unknown([first])), longer.promise);
    solver.hint.mockImplementation(() => hinted.promise);
    const link = new SolverLink(host, () => {});
    link.service = solver;
    let idle = false;
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    await link.idle();
    link.analyse(ctx);
    void link.idle().then(() => {
      idle = true;
    });
    await settled();
    expect(idle).toBe(false);
    // A hint for another position, asked while the verdict is still being analysed.
    const other = { ...ctx, line: ['another position'] };
    const hint = link.hint(other);
    longer.resolve(winnable(first));
    await settled();
    expect(idle).toBe(false);
    hinted.resolve(winnable(first));
    await hint;
    await settled();
    expect(idle).toBe(true);
  });
});

describe('SolverLink stopAnalyses', () => {
  it('stops the verdict and the last-winnable search, not a hint, until asked again', async () => {
    const never = new Promise<AnalysisResult>(() => {});
    const solver = service(Promise.resolve(unknown([first])), never);
    solver.hint.mockImplementation(() => never);
    const link = new SolverLink(host, () => {});
    link.service = solver;
    link.analyse(ctx);
    await vi.waitFor(() => expect(solver.analyzePosition).toHaveBeenCalledTimes(2));
    const after = unwrap(game.play(position, first));
    const keys = [ctx.line[0]!, game.makePosition(after)];
    link.findLastWinnable({ game: 'freecell', options: {} }, [position, after], keys);
    void link.hint({ ...ctx, line: ['another position'] });
    const signals = () => [
      ...solver.analyzePosition.mock.calls.map(([, call]) => call?.signal?.aborted),
      ...solver.hint.mock.calls.map(([, call]) => call?.signal?.aborted),
    ];
    // The verdict's quick look and full analysis (one question, one signal), the deal's
    // analysis for the last winnable position, a hint.
    expect(signals()).toEqual([false, false, false, false]);
    link.stopAnalyses();
    expect(signals()).toEqual([true, true, true, false]);
    // The position is analysed again once asked: in full, its quick look already known.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(solver.analyzePosition).toHaveBeenCalledTimes(3);
    link.analyse(ctx);
    expect(solver.analyzePosition).toHaveBeenCalledTimes(4);
    expect(solver.analyzePosition.mock.calls[3]![1]).not.toHaveProperty('budget');
  });
});

/**
 * The deal analysed by a link whose solver finds no verdict at a quick look, for the deal
 * and for the move after it, and holds both full analyses: returned once the deal's is
 * out (its quick look and its full analysis asked).
 */
async function analysingDealTooHardAtFirst() {
  const parentLonger = deferred<AnalysisResult>();
  const childLonger = deferred<AnalysisResult>();
  const quick = Promise.resolve(unknown([first]));
  const solver = service(quick, parentLonger.promise, quick, childLonger.promise);
  const link = new SolverLink(host, () => {});
  link.service = solver;
  link.analyse(ctx);
  await vi.waitFor(() => expect(solver.analyzePosition).toHaveBeenCalledTimes(2));
  return { solver, link, parentLonger, childLonger };
}

describe('SolverLink analyse', () => {
  it('asks a position left before its full analysis for that analysis alone', async () => {
    const { solver, link } = await analysingDealTooHardAtFirst();
    const after = unwrap(game.play(position, first));
    const child = { ...ctx, position: after, line: [...ctx.line, game.makePosition(after)] };
    link.analyse(child);
    await vi.waitFor(() => expect(solver.analyzePosition).toHaveBeenCalledTimes(4));
    expect(link.status(child).kind).toBe('unknown');
    // Back to the deal, then on again: each is asked in full, the move still "too hard to
    // tell", its quick look's best line a hint at once.
    link.analyse(ctx);
    expect(solver.analyzePosition).toHaveBeenCalledTimes(5);
    link.analyse(child);
    expect(solver.analyzePosition).toHaveBeenCalledTimes(6);
    expect(link.status(child).kind).toBe('unknown');
    expect(await link.hint(child)).toEqual({ move: first, proven: false });
    const budgets = solver.analyzePosition.mock.calls.map(([, call]) => call?.budget);
    expect(budgets).toEqual([
      QUICK_BUDGET,
      undefined,
      QUICK_BUDGET,
      undefined,
      undefined,
      undefined,
    ]);
    expect(solver.hint).not.toHaveBeenCalled();
  });
});

describe('SolverLink findLastWinnable', () => {
  const impossible: AnalysisResult = { verdict: 'impossible', stats: {} };
  const request = { game: 'freecell' as const, options: {} };

  /** A service whose analyses each wait for the test to answer them, in the order asked. */
  function answeredByTest() {
    const answers: ReturnType<typeof deferred<AnalysisResult>>[] = [];
    const solver = {
      supports: () => true,
      analyzePosition: vi.fn((_: AnalysisRequest, _call?: AnalysisCallOptions) => {
        const answer = deferred<AnalysisResult>();
        answers.push(answer);
        return answer.promise;
      }),
      hint: vi.fn(),
      findWinnableDeal: vi.fn(),
    } satisfies AnalysisService;
    const aborted = () =>
      solver.analyzePosition.mock.calls.map(([, call]) => call?.signal?.aborted);
    return { solver, answers, aborted };
  }

  it('goes on with the search under way for a line that takes that one further', async () => {
    const { solver, answers, aborted } = answeredByTest();
    const link = new SolverLink(host, () => {});
    link.service = solver;
    const line = ['deal', 'one', 'two', 'three'];
    link.record('three', impossible);
    link.findLastWinnable(request, [position, position, position, position], line);
    expect(solver.analyzePosition).toHaveBeenCalledTimes(1);
    // A move on from the lost position, known impossible without asking.
    link.record('four', impossible);
    link.findLastWinnable(request, Array(5).fill(position), [...line, 'four']);
    expect(aborted()).toEqual([false]);
    answers[0]!.resolve(winnable(first));
    await vi.waitFor(() => expect(solver.analyzePosition).toHaveBeenCalledTimes(2));
    answers[1]!.resolve(winnable(first));
    await vi.waitFor(() => expect(solver.analyzePosition).toHaveBeenCalledTimes(3));
    answers[2]!.resolve(impossible);
    await vi.waitFor(() =>
      expect(link.status({ game: 'freecell', line: [...line, 'four'] })).toEqual({
        kind: 'lost',
        undoTo: 1,
        lostBy: 'earlier',
      }),
    );
    // The deal, then 'one' (winnable) and 'two' (impossible): the first line's halvings.
    expect(aborted()).toEqual([false, false, false]);
  });

  it('starts again, once, for a line that leaves that one before its known impossible part', async () => {
    const { solver, answers, aborted } = answeredByTest();
    const link = new SolverLink(host, () => {});
    link.service = solver;
    // One array, changed in place as the game goes on, as the play controller keeps it.
    const line = ['deal', 'one', 'two', 'three'];
    link.record('three', impossible);
    link.findLastWinnable(request, Array(4).fill(position), line);
    // Back to 'one' and on another way: 'three' is on the table's line no more.
    line.length = 2;
    line.push('other');
    link.record('other', impossible);
    link.findLastWinnable(request, Array(3).fill(position), line);
    link.findLastWinnable(request, Array(3).fill(position), line);
    expect(aborted()).toEqual([true, false]);
    answers[1]!.resolve(winnable(first));
    await vi.waitFor(() => expect(solver.analyzePosition).toHaveBeenCalledTimes(3));
    answers[2]!.resolve(winnable(first));
    await vi.waitFor(() =>
      expect(link.status({ game: 'freecell', line })).toEqual({
        kind: 'lost',
        undoTo: 1,
        lostBy: 'last',
      }),
    );
  });
});
