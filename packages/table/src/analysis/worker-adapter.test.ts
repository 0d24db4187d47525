/**
 * The adapter's winnable-deal search: whether it asks the worker for a best candidate.
 */
import type { AnalysisService as WorkerService } from '@naipe/worker';
import { describe, expect, it, vi } from 'vitest';
import { fromWorkerService } from './worker-adapter.js';

function worker() {
  const findWinnableDeal = vi.fn(async (_request: object) => ({
    verdict: 'winnable' as const,
    deal: 7,
    position: {},
    solution: [],
    stats: { positions: 1, ms: 1, memoryBytes: 0 },
    tried: 1,
  }));
  return { service: { findWinnableDeal } as unknown as WorkerService, findWinnableDeal };
}

const request = { game: 'spider', options: { suits: 4 }, from: 3, maxDeals: 1 } as const;

describe('findWinnableDeal', () => {
  it('asks for the best candidate unless told that none is wanted', async () => {
    const { service, findWinnableDeal } = worker();
    const adapter = fromWorkerService(service);
    await adapter.findWinnableDeal(request);
    await adapter.findWinnableDeal({ ...request, candidate: false });
    expect(findWinnableDeal.mock.calls.map((call) => call[0])).toEqual([
      expect.objectContaining({ ...request, orBestCandidate: true }),
      expect.objectContaining({ ...request, orBestCandidate: false }),
    ]);
  });
});
