/**
 * The analysis service as its callers see it: the same shape from the browser client,
 * the Node client and the table's point of view. Everything that crosses to a worker is
 * plain data (positions and moves are @naipe/rules data), so it survives structured clone.
 */
import type { GameOptions, Move, Position } from '@naipe/rules';

export type Verdict = 'winnable' | 'impossible' | 'unknown';

/**
 * Limits for one solve. The solver stops by itself at the first one reached and answers
 * `unknown`; the pool also stops a worker that overruns `maxMs` by far (see `ERR_TIMEOUT`).
 */
export interface Budget {
  readonly maxMs?: number;
  readonly maxPositions?: number;
  readonly maxMemoryBytes?: number;
}

export interface SolveStats {
  /** Positions the search visited. */
  readonly positions: number;
  readonly ms: number;
  /** Peak memory the solver used for its tables. */
  readonly memoryBytes: number;
}

export interface Analysis {
  readonly verdict: Verdict;
  /** The moves from the analysed position to a win; present only when winnable. */
  readonly solution?: readonly Move[];
  /**
   * When unknown: the line to the most promising position the search reached, each move
   * legal in turn. Not proven to keep the game winnable; left out of `analyzeDeal(s)`
   * answers with `solutionAs: 'text'`.
   */
  readonly bestLine?: readonly Move[];
  readonly stats: SolveStats;
}

export interface DealAnalysis extends Analysis {
  readonly deal: number;
  /** The solution in move notation, moves separated by spaces, instead of `solution`: asked for with `solutionAs: 'text'`. */
  readonly solutionText?: string;
}

export interface HintAnswer {
  readonly verdict: Verdict;
  /** The next move on a winning line; present only when winnable and not already won. */
  readonly move?: Move;
  /**
   * When unknown: the first move of the best line found, "a good move", not proven to keep
   * the game winnable.
   */
  readonly bestMove?: Move;
  readonly stats: SolveStats;
}

export interface SearchProgress {
  /** Deals tried so far, this one included. */
  readonly tried: number;
  readonly deal: number;
  readonly verdict: Verdict;
}

export interface WinnableDeal {
  readonly verdict: 'winnable';
  readonly deal: number;
  readonly position: Position;
  readonly solution: readonly Move[];
  readonly stats: SolveStats;
  /** Deals tried, the winnable one included. */
  readonly tried: number;
}

/**
 * What `findWinnableDeal` with `orBestCandidate` answers when no deal tried was proven
 * winnable: the most promising deal whose verdict is unknown (its best line got
 * furthest by the solver's `progressOf`; the first tried among equals), never one proven impossible. It is not proven winnable.
 */
export interface UnprovenDeal {
  readonly verdict: 'unknown';
  readonly deal: number;
  readonly position: Position;
  /** The best line the search found from the deal, when it found one. */
  readonly bestLine?: readonly Move[];
  readonly stats: SolveStats;
  /** Deals tried: every one of `maxDeals`, unless the deal numbers ran out first. */
  readonly tried: number;
}

/** How every call is steered from outside. */
export interface CallControl {
  /** Aborting rejects the call with an `AbortError` and stops its solve at once. */
  readonly signal?: AbortSignal;
  /**
   * A newer call with the same key supersedes this one: it is aborted and rejects with
   * `ERR_SUPERSEDED` (an `AbortError`). One key per table makes stale questions vanish.
   */
  readonly key?: string;
  readonly budget?: Budget;
}

export interface GameSpec {
  /** A game id of @naipe/rules (`freecell`, `bakers-game`, ...). */
  readonly game: string;
  readonly options?: GameOptions;
}

export interface DealRequest extends GameSpec, CallControl {
  readonly deal: number;
  /**
   * `moves` (default): the solution as move data. `text`: as one string of move
   * notation (`solutionText`), made in the worker; bulk callers that store the notation
   * anyway save cloning a few hundred small objects per deal across the thread boundary.
   */
  readonly solutionAs?: SolutionFormat;
}

export interface DealsRequest extends GameSpec, CallControl {
  /** The deals, analysed one after another on one worker, each within `budget`. */
  readonly deals: readonly number[];
  readonly solutionAs?: SolutionFormat;
}

export const SOLUTION_FORMATS = ['moves', 'text'] as const;
export type SolutionFormat = (typeof SOLUTION_FORMATS)[number];

export interface PositionRequest extends GameSpec, CallControl {
  /** Position notation text, or position data of @naipe/rules. */
  readonly position: string | Position;
}

export interface FindWinnableRequest extends GameSpec, CallControl {
  /** Try deals from this number upwards. */
  readonly from?: number;
  /** Try deals drawn at random (the default when `from` is absent). */
  readonly random?: boolean;
  /** Give up after this many deals (default 100). */
  readonly maxDeals?: number;
  /**
   * When no deal tried is proven winnable, answer with the best candidate (an
   * `UnprovenDeal`) instead of rejecting with ERR_NO_WINNABLE_DEAL.
   */
  readonly orBestCandidate?: boolean;
  readonly onProgress?: (progress: SearchProgress) => void;
}

export interface AnalysisService {
  /** Workers the pool may run at once. */
  readonly size: number;
  analyzeDeal(request: DealRequest): Promise<DealAnalysis>;
  /**
   * Several deals in one call to one worker, answered together in their order: for bulk
   * analysis, one round trip between threads per batch instead of per deal. The
   * watchdog gives each deal its time budget. A crash or a timeout rejects the whole call,
   * keeping none of its answers: `analyzeDeal` each deal to find which one it was.
   */
  analyzeDeals(request: DealsRequest): Promise<readonly DealAnalysis[]>;
  analyzePosition(request: PositionRequest): Promise<Analysis>;
  hint(request: PositionRequest): Promise<HintAnswer>;
  /**
   * The first deal proven winnable, with its solution ("winnable deals only"); with
   * `orBestCandidate`, the best unproven deal when none of `maxDeals` is.
   */
  findWinnableDeal(
    request: FindWinnableRequest & { readonly orBestCandidate: true },
  ): Promise<WinnableDeal | UnprovenDeal>;
  findWinnableDeal(request: FindWinnableRequest): Promise<WinnableDeal>;
  /** Whether the solver plays this game id at all (others reject with ERR_UNSUPPORTED_GAME). */
  supports(game: string): boolean;
  /** Stops every worker; pending and later calls reject with ERR_CLOSED. */
  close(): Promise<void>;
}
