/**
 * Helpers for the tests of this package (not exported by the package entries). The
 * tests run the built clients (`npm run build` first; turbo's test task depends on it),
 * since worker_threads load the compiled `node-worker.js`.
 */
import type { Worker } from 'node:worker_threads';
import type { AnalysisService, FindWinnableRequest } from './types.js';

/** Waits until `condition` holds, polling; fails after `timeoutMs` so nothing hangs. */
export async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** How many deals `longSearch` goes through: far more than any test waits for. */
export const LONG_SEARCH_DEALS = 10_000_000;

/**
 * A call that keeps its worker busy for minutes, whatever the solver's strength: a search
 * for a winnable deal over ten million deals with a budget of one position each, so every
 * deal is "unknown". The worker runs it as one synchronous loop, deaf to messages, just
 * like one long WASM call: only terminating the worker stops it.
 */
export function longSearch(
  service: AnalysisService,
  control: Pick<FindWinnableRequest, 'signal' | 'key' | 'onProgress'> = {},
) {
  return service.findWinnableDeal({
    game: 'freecell',
    from: 1,
    maxDeals: LONG_SEARCH_DEALS,
    budget: { maxPositions: 1 },
    ...control,
  });
}

/** Collects the worker threads a Node service starts, with their exits. */
export function watchWorkers() {
  const started: Worker[] = [];
  const exited = new Set<Worker>();
  return {
    started,
    exited,
    onWorkerStart: (worker: Worker) => {
      started.push(worker);
      worker.once('exit', () => exited.add(worker));
    },
  };
}
