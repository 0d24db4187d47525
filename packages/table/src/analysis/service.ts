/**
 * What the table asks of a solver. The table holds an `AnalysisService` and nothing
 * else of the solver, so the service can run in a worker, on a server, or be a test
 * double; `@naipe/worker`'s browser client is adapted to it by `defaultAnalysis`.
 */
import type { GameId, GameOptions, Move, Position } from '@naipe/rules';

export type Verdict = 'winnable' | 'impossible' | 'unknown';

export interface AnalysisRequest {
  readonly game: GameId;
  readonly options: GameOptions;
  readonly position: Position;
}

export interface AnalysisStats {
  /** Positions the search looked at. */
  readonly nodes?: number;
  readonly elapsedMs?: number;
  /** Anything else the solver reports, shown to no one but kept for events. */
  readonly [name: string]: unknown;
}

export interface AnalysisResult {
  readonly verdict: Verdict;
  /** For a winnable position: moves from it to the win. */
  readonly solution?: readonly Move[];
  /**
   * For an unknown verdict: the start of the best line the search found (at least its
   * first move), a good move that is not proven to keep the game winnable.
   */
  readonly bestLine?: readonly Move[];
  readonly stats: AnalysisStats;
}

export interface WinnableDealRequest {
  readonly game: GameId;
  readonly options: GameOptions;
  /** The first deal number to try; the search goes up from there. */
  readonly from: number;
  /** Deals to try, each within the call's budget, before settling for the best candidate. */
  readonly maxDeals: number;
  /**
   * False when no deal tried is proven winnable is answer enough (the call then rejects
   * with ERR_NO_WINNABLE_DEAL): the most promising deal needs a best line of each unknown
   * deal, which costs a second solve of each once every try has failed.
   */
  readonly candidate?: boolean;
}

export interface WinnableDeal {
  readonly deal: number;
  /**
   * `winnable` with its solution when a deal was proven winnable; otherwise `unknown`: no
   * deal tried was, and this one is the most promising of them, not proven winnable.
   */
  readonly result: AnalysisResult;
}

/** Limits for one call, in positions so that answers do not depend on the machine. */
export interface AnalysisBudget {
  readonly maxPositions?: number;
}

export interface AnalysisCallOptions {
  readonly signal?: AbortSignal;
  /** The service's own budget when absent. */
  readonly budget?: AnalysisBudget;
}

export interface AnalysisService {
  /** Whether the solver covers this game; the table asks nothing else about games it does not. */
  supports(game: GameId): boolean;
  analyzePosition(request: AnalysisRequest, call?: AnalysisCallOptions): Promise<AnalysisResult>;
  /**
   * The next move of a winning line from the position (`solution[0]`), when there is one;
   * else, when the verdict is unknown, the first move of the best line found (`bestLine[0]`).
   */
  hint(request: AnalysisRequest, call?: AnalysisCallOptions): Promise<AnalysisResult>;
  /** The first deal proven winnable within `maxDeals` tries, or else the best candidate. */
  findWinnableDeal(request: WinnableDealRequest, call?: AnalysisCallOptions): Promise<WinnableDeal>;
}

/**
 * The service when no solver is available: it supports no game, so the table says
 * that analysis is not available instead of showing a status it does not know.
 */
export const NO_ANALYSIS: AnalysisService = {
  supports: () => false,
  analyzePosition: () => Promise.reject(new Error('no solver is available')),
  hint: () => Promise.reject(new Error('no solver is available')),
  findWinnableDeal: () => Promise.reject(new Error('no solver is available')),
};

/** An abort as the platform reports it, so callers can tell it from a failure. */
export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException
    ? error.name === 'AbortError'
    : error instanceof Error && error.name === 'AbortError';
