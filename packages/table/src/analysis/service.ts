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
  readonly stats: AnalysisStats;
}

export interface WinnableDealRequest {
  readonly game: GameId;
  readonly options: GameOptions;
  /** The first deal number to try; the search goes up from there. */
  readonly from: number;
}

export interface WinnableDeal {
  readonly deal: number;
  readonly result: AnalysisResult;
}

export interface AnalysisCallOptions {
  readonly signal?: AbortSignal;
}

export interface AnalysisService {
  /** Whether the solver covers this game; the table asks nothing else about games it does not. */
  supports(game: GameId): boolean;
  analyzePosition(request: AnalysisRequest, call?: AnalysisCallOptions): Promise<AnalysisResult>;
  /** The next move of a winning line from the position (`solution[0]`), when there is one. */
  hint(request: AnalysisRequest, call?: AnalysisCallOptions): Promise<AnalysisResult>;
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
