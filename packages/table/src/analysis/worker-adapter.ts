/**
 * `@naipe/worker`'s analysis service seen as the table's `AnalysisService`. The worker
 * answers a hint with one move (proven, or a good move) and a winnable-deal search with
 * the deal's solution or its best candidate; this adapter gives them the table's shapes
 * and passes every abort signal and budget through.
 */
import type {
  AnalysisService as WorkerService,
  UnprovenDeal as WorkerUnproven,
  WinnableDeal as WorkerWinnable,
} from '@naipe/worker';
import type {
  AnalysisCallOptions,
  AnalysisRequest,
  AnalysisService,
  AnalysisStats,
} from './service.js';

/** The worker's request: the table's, with the abort signal and budget when there are. */
const workerRequest = <R extends object>(request: R, call?: AnalysisCallOptions) => ({
  ...request,
  ...(call?.signal ? { signal: call.signal } : {}),
  ...(call?.budget ? { budget: call.budget } : {}),
});

const positionRequest = ({ game, options, position }: AnalysisRequest) => ({
  game,
  options,
  position,
});

const tableStats = (
  stats: { positions: number; ms: number },
  extra: object = stats,
): AnalysisStats => ({
  nodes: stats.positions,
  elapsedMs: stats.ms,
  ...extra,
});

export function fromWorkerService(worker: WorkerService): AnalysisService {
  return {
    supports: (game) => worker.supports(game),
    async analyzePosition(request, call) {
      const answer = await worker.analyzePosition(workerRequest(positionRequest(request), call));
      return {
        verdict: answer.verdict,
        ...(answer.solution ? { solution: answer.solution } : {}),
        ...(answer.bestLine ? { bestLine: answer.bestLine } : {}),
        stats: tableStats(answer.stats),
      };
    },
    async hint(request, call) {
      const answer = await worker.hint(workerRequest(positionRequest(request), call));
      return {
        verdict: answer.verdict,
        ...(answer.move ? { solution: [answer.move] } : {}),
        ...(answer.bestMove ? { bestLine: [answer.bestMove] } : {}),
        stats: tableStats(answer.stats),
      };
    },
    async findWinnableDeal(request, call) {
      const { game, options, from, maxDeals, candidate = true } = request;
      // Without a candidate the worker rejects rather than answer an unproven deal.
      const found = (await worker.findWinnableDeal(
        workerRequest({ game, options, from, maxDeals, orBestCandidate: candidate }, call),
      )) as WorkerWinnable | WorkerUnproven;
      const stats = tableStats(found.stats, { tried: found.tried });
      if (found.verdict === 'winnable') {
        return {
          deal: found.deal,
          result: { verdict: 'winnable', solution: found.solution, stats },
        };
      }
      const line = found.bestLine ? { bestLine: found.bestLine } : {};
      return { deal: found.deal, result: { verdict: 'unknown', ...line, stats } };
    },
  };
}
