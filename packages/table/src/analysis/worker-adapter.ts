/**
 * `@naipe/worker`'s analysis service seen as the table's `AnalysisService`. The worker
 * answers a hint with one move and a winnable-deal search with the deal's solution;
 * this adapter gives them the table's shapes and passes every abort signal through.
 */
import type { AnalysisService as WorkerService } from '@naipe/worker';
import type { AnalysisService } from './service.js';

export function fromWorkerService(worker: WorkerService): AnalysisService {
  return {
    supports: (game) => worker.supports(game),
    async analyzePosition(request, call) {
      const answer = await worker.analyzePosition({
        game: request.game,
        options: request.options,
        position: request.position,
        ...(call?.signal ? { signal: call.signal } : {}),
      });
      return {
        verdict: answer.verdict,
        ...(answer.solution ? { solution: answer.solution } : {}),
        stats: { nodes: answer.stats.positions, elapsedMs: answer.stats.ms, ...answer.stats },
      };
    },
    async hint(request, call) {
      const answer = await worker.hint({
        game: request.game,
        options: request.options,
        position: request.position,
        ...(call?.signal ? { signal: call.signal } : {}),
      });
      return {
        verdict: answer.verdict,
        ...(answer.move ? { solution: [answer.move] } : {}),
        stats: { nodes: answer.stats.positions, elapsedMs: answer.stats.ms, ...answer.stats },
      };
    },
    async findWinnableDeal(request, call) {
      const found = await worker.findWinnableDeal({
        game: request.game,
        options: request.options,
        from: request.from,
        ...(call?.signal ? { signal: call.signal } : {}),
      });
      return {
        deal: found.deal,
        result: {
          verdict: 'winnable',
          solution: found.solution,
          stats: { nodes: found.stats.positions, elapsedMs: found.stats.ms, tried: found.tried },
        },
      };
    },
  };
}
