/**
 * The analysis service over a worker pool: checks each request before it takes a worker,
 * applies budgets and keys, and turns the workers' plain answers into values or
 * `AnalysisError`s. The browser and Node clients differ only in how they spawn workers.
 */

import type { Game } from '@naipe/rules';
import * as Comlink from 'comlink';
import type { Answer, EngineProgress } from './engine.js';
import { AnalysisError } from './errors.js';
import { GameCache } from './games.js';
import { type JobContext, type Spawn, WorkerPool } from './pool.js';
import { anySignal } from './signals.js';
import {
  type AnalysisService,
  type Budget,
  type CallControl,
  type DealRequest,
  type DealsRequest,
  type FindWinnableRequest,
  type GameSpec,
  SOLUTION_FORMATS,
  type SolutionFormat,
} from './types.js';
import type { WorkerApi } from './worker-api.js';

export type RemoteWorker = Comlink.Remote<WorkerApi>;

export interface ServiceOptions {
  /** Workers run at once; default: hardware threads minus one, at least one. */
  readonly size?: number;
  /** Budget of calls that name none, merged field by field under each call's own. */
  readonly defaultBudget?: Budget;
}

export interface PoolSetup extends ServiceOptions {
  readonly spawn: Spawn<RemoteWorker>;
  readonly hardwareThreads: number;
  /** Game ids the solver plays. */
  readonly supportedGames: readonly string[];
}

/** Ten seconds is long enough for nearly every FreeCell deal and short enough to wait. */
export const DEFAULT_BUDGET: Budget = { maxMs: 10_000 };

const BUDGET_FIELDS = ['maxMs', 'maxPositions', 'maxMemoryBytes'] as const;
const DEFAULT_MAX_DEALS = 100;

export function defaultPoolSize(hardwareThreads: number): number {
  return Math.max(1, hardwareThreads - 1);
}

/**
 * How long past its time budget a solve may go silent before its worker is stopped:
 * enough for a worker to start and the solver to notice its clock, never a hang.
 */
export function watchdogFor(budget: Budget): number | undefined {
  return budget.maxMs === undefined ? undefined : budget.maxMs + 2_000 + budget.maxMs / 4;
}

export function createAnalysisService(setup: PoolSetup): AnalysisService {
  const size = setup.size ?? defaultPoolSize(setup.hardwareThreads);
  const pool = new WorkerPool<RemoteWorker>(size, setup.spawn);
  const defaultBudget = { ...DEFAULT_BUDGET, ...setup.defaultBudget };
  const keyed = new Map<string, AbortController>();
  const supported = new Set(setup.supportedGames);
  const games = new GameCache();

  /**
   * Checks what can be checked without a worker (`prepare` turns the request into the
   * data a worker gets), then runs the task on one.
   */
  const call = async <D, T>(
    request: GameSpec & CallControl,
    prepare: (game: Game) => D,
    task: (
      api: RemoteWorker,
      data: D & { budget: Budget },
      context: JobContext,
    ) => Promise<Answer<T>>,
    /** Solves the call makes, each allowed its budget before the watchdog stops it. */
    solves = 1,
  ): Promise<T> => {
    const budget = checkBudget({ ...defaultBudget, ...request.budget });
    const data = { ...prepare(checkGame(request, games, supported)), budget };
    const mine = new AbortController();
    if (request.key !== undefined) {
      keyed
        .get(request.key)
        ?.abort(
          new AnalysisError(
            'ERR_SUPERSEDED',
            `a newer request with key "${request.key}" superseded this one`,
          ),
        );
      keyed.set(request.key, mine);
    }
    const { signal, dispose } = anySignal([request.signal, mine.signal]);
    try {
      const watchdogMs = watchdogFor(budget);
      const answer = await pool.run((api, context) => task(api, data, context), {
        signal,
        watchdogMs: watchdogMs === undefined ? undefined : watchdogMs * solves,
      });
      if (!answer.ok) throw AnalysisError.from(answer.error);
      return answer.value;
    } finally {
      dispose();
      if (request.key !== undefined && keyed.get(request.key) === mine) keyed.delete(request.key);
    }
  };

  return {
    size,
    analyzeDeal: (request) =>
      call(
        request,
        (game) => {
          checkDeal(request.deal, game, 'deal');
          return { ...gameData(request), deal: request.deal, ...checkSolutionFormat(request) };
        },
        (api, data) => api.analyzeDeal(data),
      ),
    analyzeDeals: (request) =>
      call(
        request,
        (game) => ({
          ...gameData(request),
          deals: checkDeals(request.deals, game),
          ...checkSolutionFormat(request),
        }),
        (api, data) => api.analyzeDeals(data),
        Array.isArray(request.deals) ? request.deals.length : 1,
      ),
    analyzePosition: (request) =>
      call(
        request,
        () => ({ ...gameData(request), position: request.position }),
        (api, data) => api.analyzePosition(data),
      ),
    hint: (request) =>
      call(
        request,
        () => ({ ...gameData(request), position: request.position }),
        (api, data) => api.hint(data),
      ),
    findWinnableDeal: ((request: FindWinnableRequest) =>
      call(
        request,
        (game) => ({ ...gameData(request), ...checkSearch(request, game) }),
        (api, data, context) => {
          // Each deal tried is a sign of life, so the watchdog guards one deal, not the search.
          const onProgress = Comlink.proxy(({ again, ...progress }: EngineProgress) => {
            context.heartbeat();
            if (!again) request.onProgress?.(progress);
          });
          return api.findWinnableDeal(data, onProgress);
        },
      )) as AnalysisService['findWinnableDeal'],
    supports: (game) => supported.has(game),
    close: () => pool.close(),
  };
}

function gameData(request: GameSpec) {
  return request.options === undefined
    ? { game: request.game }
    : { game: request.game, options: request.options };
}

/** The most deals one `analyzeDeals` call takes: a batch, not a whole range. */
const MAX_BATCH = 10_000;

function checkDeals(deals: unknown, game: Game): number[] {
  if (!Array.isArray(deals) || deals.length === 0 || deals.length > MAX_BATCH) {
    throw new AnalysisError(
      'ERR_BAD_REQUEST',
      `deals must be an array of 1 to ${MAX_BATCH} deal numbers, not ${Array.isArray(deals) ? `${deals.length} of them` : JSON.stringify(deals)}`,
    );
  }
  for (const [i, deal] of deals.entries()) checkDeal(deal, game, `deals[${i}]`);
  return [...deals];
}

function checkSolutionFormat(request: DealRequest | DealsRequest): { solutionAs?: SolutionFormat } {
  const { solutionAs } = request;
  if (solutionAs === undefined) return {};
  if (!(SOLUTION_FORMATS as readonly unknown[]).includes(solutionAs)) {
    throw new AnalysisError(
      'ERR_BAD_REQUEST',
      `solutionAs must be ${SOLUTION_FORMATS.map((f) => `"${f}"`).join(' or ')}, not ${JSON.stringify(solutionAs)}`,
    );
  }
  return { solutionAs };
}

function checkBudget(budget: Budget): Budget {
  for (const field of BUDGET_FIELDS) {
    const value = budget[field];
    if (
      value !== undefined &&
      !(typeof value === 'number' && value > 0 && Number.isFinite(value))
    ) {
      throw new AnalysisError(
        'ERR_BAD_REQUEST',
        `budget.${field} must be a positive number, not ${JSON.stringify(value)}`,
      );
    }
  }
  return budget;
}

function checkGame(request: GameSpec, games: GameCache, supported: ReadonlySet<string>): Game {
  const game = games.get(request.game, request.options);
  if (!game.ok) throw AnalysisError.from(game.error);
  if (!supported.has(request.game)) {
    throw new AnalysisError(
      'ERR_UNSUPPORTED_GAME',
      `the solver does not play ${request.game} yet (it plays ${[...supported].join(', ')})`,
    );
  }
  return game.value;
}

function checkDeal(deal: unknown, game: Game, field: string): void {
  const max = game.info.maxDeal;
  if (typeof deal !== 'number' || !Number.isInteger(deal) || deal < 1 || deal > max) {
    throw new AnalysisError(
      'ERR_BAD_DEAL_NUMBER',
      `${field} must be a whole number from 1 to ${max}, not ${JSON.stringify(deal)}`,
    );
  }
}

type SearchRange = ({ from: number } | { random: true }) & {
  maxDeals: number;
  orBestCandidate?: boolean;
};

function checkSearch(request: FindWinnableRequest, game: Game): SearchRange {
  const range = checkRange(request, game);
  return request.orBestCandidate === true ? { ...range, orBestCandidate: true } : range;
}

function checkRange(request: FindWinnableRequest, game: Game): SearchRange {
  const maxDeals = request.maxDeals ?? DEFAULT_MAX_DEALS;
  if (!Number.isInteger(maxDeals) || maxDeals < 1) {
    throw new AnalysisError(
      'ERR_BAD_REQUEST',
      `maxDeals must be a whole number of at least 1, not ${JSON.stringify(request.maxDeals)}`,
    );
  }
  if (request.from === undefined) return { random: true, maxDeals };
  if (request.random === true) {
    throw new AnalysisError('ERR_BAD_REQUEST', 'give either from or random: true, not both');
  }
  checkDeal(request.from, game, 'from');
  return { from: request.from, maxDeals };
}
