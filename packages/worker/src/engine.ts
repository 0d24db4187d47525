/**
 * What a worker does with a request: build the game, read the deal or the position,
 * and ask the solver. It runs inside the worker, synchronously, and answers with plain
 * results (never a throw) so that every error crosses the thread boundary with its code.
 */
import {
  err,
  type Game,
  type GameOptions,
  ok,
  type Position,
  type Result,
  unwrap,
} from '@naipe/rules';
import { progressOf, type SolveOptions } from '@naipe/solver';
import type { ErrorData } from './errors.js';
import { GameCache } from './games.js';
import type {
  Analysis,
  Budget,
  DealAnalysis,
  HintAnswer,
  SearchProgress,
  SolutionFormat,
  UnprovenDeal,
  WinnableDeal,
} from './types.js';

/** The part of @naipe/solver's `Solver` a worker uses. */
export interface SolverCore {
  solveDeal(
    game: Game,
    deal: number,
    budget?: Budget,
    options?: SolveOptions,
  ): Result<Analysis & { readonly bestLineProgress?: number }, ErrorData>;
  solve(
    game: Game,
    position: Position,
    budget?: Budget,
    options?: SolveOptions,
  ): Result<Analysis & { readonly bestLineProgress?: number }, ErrorData>;
  hint(game: Game, position: Position, budget?: Budget): Result<HintAnswer, ErrorData>;
  supportsGame(game: Game): boolean;
}

/** Requests as they travel to a worker: no signal, no callback, only data. */
export interface GameData {
  readonly game: string;
  readonly options?: GameOptions;
  readonly budget?: Budget;
}

export interface DealData extends GameData {
  readonly deal: number;
  readonly solutionAs?: SolutionFormat;
}

export interface DealsData extends GameData {
  readonly deals: readonly number[];
  readonly solutionAs?: SolutionFormat;
}

export interface PositionData extends GameData {
  readonly position: string | Position;
}

export interface FindWinnableData extends GameData {
  readonly from?: number;
  readonly random?: boolean;
  readonly maxDeals: number;
  readonly orBestCandidate?: boolean;
}

export type Answer<T> = Result<T, ErrorData>;

export class Engine {
  readonly #games = new GameCache();

  constructor(private readonly solver: SolverCore) {}

  analyzeDeal(request: DealData): Answer<DealAnalysis> {
    const game = this.gameOf(request);
    if (!game.ok) return game;
    return this.#analyzeDeal(game.value, request.deal, request);
  }

  /** The deals in order; the first that fails fails the call, as if it were alone. */
  analyzeDeals(request: DealsData): Answer<DealAnalysis[]> {
    const game = this.gameOf(request);
    if (!game.ok) return game;
    const answers: DealAnalysis[] = [];
    for (const deal of request.deals) {
      const answer = this.#analyzeDeal(game.value, deal, request);
      if (!answer.ok) return answer;
      answers.push(answer.value);
    }
    return ok(answers);
  }

  /**
   * One deal's answer, built field by field: a bulk analysis asks for thousands a second,
   * and copying each solver result through object spreads cost more than reading it.
   */
  #analyzeDeal(
    game: Game,
    deal: number,
    { budget, solutionAs }: Pick<DealData, 'budget' | 'solutionAs'>,
  ): Answer<DealAnalysis> {
    // Bulk callers keep verdicts and solutions; a best line is for hints.
    const text = solutionAs === 'text';
    // `solveDeal`, not `solve`: the game's own deal needs no check as a set-up position.
    const analysis = this.solver.solveDeal(game, deal, budget, { bestLine: !text });
    if (!analysis.ok) return analysis;
    const { verdict, solution, bestLine, stats } = analysis.value;
    if (text) {
      if (solution === undefined) return ok({ deal, verdict, stats });
      let solutionText = '';
      for (const move of solution) {
        solutionText += solutionText === '' ? game.makeMove(move) : ` ${game.makeMove(move)}`;
      }
      return ok({ deal, verdict, stats, solutionText });
    }
    return ok({
      deal,
      verdict,
      ...(solution === undefined ? {} : { solution }),
      ...(bestLine === undefined ? {} : { bestLine }),
      stats,
    });
  }

  analyzePosition(request: PositionData): Answer<Analysis> {
    const game = this.gameOf(request);
    if (!game.ok) return game;
    const position = readPosition(game.value, request.position);
    if (!position.ok) return position;
    const analysis = this.solver.solve(game.value, position.value, request.budget);
    if (!analysis.ok) return analysis;
    const { bestLineProgress: _, ...answer } = analysis.value;
    return ok(answer);
  }

  hint(request: PositionData): Answer<HintAnswer> {
    const game = this.gameOf(request);
    if (!game.ok) return game;
    const position = readPosition(game.value, request.position);
    if (!position.ok) return position;
    return this.solver.hint(game.value, position.value, request.budget);
  }

  /**
   * Tries deals one after another until one is proven winnable. Progress goes out
   * without waiting for the caller, so a slow listener never slows the search.
   *
   * A try extracts no best line: it costs about a seventh of a 40,000-position Spider
   * try, and only the most promising of the unknown deals needs one, once every try has
   * failed. Then (`orBestCandidate`) each unknown deal is solved again within the same
   * budget, the search being deterministic, for its best line and how far it got; each
   * such solve is reported as a sign of life (`again`), not as a deal tried.
   */
  findWinnableDeal(
    request: FindWinnableData,
    onProgress?: (progress: EngineProgress) => unknown,
  ): Answer<WinnableDeal | UnprovenDeal> {
    const game = this.gameOf(request);
    if (!game.ok) return game;
    const maxDeal = game.value.info.maxDeal;
    const nextDeal = request.random
      ? () => randomDeal(maxDeal)
      : (tried: number) => (request.from ?? 1) + tried;
    const unknown: number[] = [];
    let tried = 0;
    for (; tried < request.maxDeals; tried++) {
      const deal = nextDeal(tried);
      if (deal > maxDeal) break;
      const analysis = this.solver.solveDeal(game.value, deal, request.budget, {
        bestLine: false,
      });
      if (!analysis.ok) return analysis;
      const { verdict, solution, stats } = analysis.value;
      report(onProgress, { tried: tried + 1, deal, verdict });
      if (verdict === 'winnable' && solution !== undefined) {
        const position = unwrap(game.value.deal(deal));
        return ok({ verdict, deal, position, solution, stats, tried: tried + 1 });
      }
      if (verdict === 'unknown' && request.orBestCandidate) unknown.push(deal);
    }
    let best: { candidate: UnprovenDeal; progress: number } | undefined;
    for (const deal of unknown) {
      const analysis = this.solver.solveDeal(game.value, deal, request.budget);
      if (!analysis.ok) return analysis;
      const { verdict, solution, bestLine, bestLineProgress, stats } = analysis.value;
      report(onProgress, { tried, deal, verdict, again: true });
      const position = unwrap(game.value.deal(deal));
      // Not expected of a deterministic search, but a proof is a proof.
      if (verdict === 'winnable' && solution !== undefined) {
        return ok({ verdict, deal, position, solution, stats, tried });
      }
      if (verdict !== 'unknown') continue;
      // Where its best line got to; ties keep the deal tried first.
      const progress = bestLineProgress ?? progressOf(game.value, position);
      if (best === undefined || progress > best.progress) {
        const line = bestLine ? { bestLine } : {};
        best = { candidate: { verdict, deal, position, ...line, stats, tried: 0 }, progress };
      }
    }
    if (best) return ok({ ...best.candidate, tried });
    const where = request.random ? 'at random' : `from deal ${request.from ?? 1}`;
    return err({
      code: 'ERR_NO_WINNABLE_DEAL',
      message: `no ${request.game} deal proven winnable among ${request.maxDeals} tried ${where}; a larger budget or maxDeals may find one`,
    });
  }

  private gameOf(request: GameData): Answer<Game> {
    const game = this.#games.get(request.game, request.options);
    if (game.ok && !this.solver.supportsGame(game.value)) {
      return err({
        code: 'ERR_UNSUPPORTED_GAME',
        message: `the solver does not play ${request.game} yet`,
      });
    }
    return game;
  }
}

function readPosition(game: Game, position: string | Position): Answer<Position> {
  return typeof position === 'string' ? game.parsePosition(position) : game.fromSetup(position);
}

/** A deal number drawn uniformly from 1..maxDeal, by rejection so none is favoured. */
function randomDeal(maxDeal: number): number {
  const word = new Uint32Array(1);
  const limit = 2 ** 32 - (2 ** 32 % maxDeal);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return (word[0]! % maxDeal) + 1;
  }
}

/**
 * What the search tells its caller: each deal tried, and (`again`) each unknown deal
 * solved again for its best line, a sign of life only.
 */
export type EngineProgress = SearchProgress & { readonly again?: true };

function report(
  onProgress: ((progress: EngineProgress) => unknown) | undefined,
  progress: EngineProgress,
): void {
  if (onProgress === undefined) return;
  // The listener lives in another thread; if it is gone the search goes on regardless.
  Promise.resolve(onProgress(progress)).catch(() => {});
}
