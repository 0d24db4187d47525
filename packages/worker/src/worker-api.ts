/**
 * The object a worker exposes over comlink, the same in a Web Worker and in a
 * worker_threads worker. The pool compiles the WASM module once and hands it to each
 * worker's `init`, which instantiates it there.
 */
import * as Comlink from 'comlink';
import {
  type Answer,
  type DealData,
  Engine,
  type FindWinnableData,
  type PositionData,
  type SolverCore,
} from './engine.js';
import type { SearchProgress } from './types.js';

export type LoadSolver = (module: WebAssembly.Module) => Promise<SolverCore> | SolverCore;

export function createWorkerApi(loadSolver: LoadSolver) {
  let engine: Engine | undefined;
  const ready = (): Engine => {
    // The pool always awaits init first; reaching this without it is a bug in the pool.
    if (engine === undefined) throw new Error('worker used before init(module)');
    return engine;
  };
  return {
    async init(module: WebAssembly.Module): Promise<void> {
      engine = new Engine(await loadSolver(module));
    },
    analyzeDeal: (request: DealData) => ready().analyzeDeal(request),
    analyzePosition: (request: PositionData) => ready().analyzePosition(request),
    hint: (request: PositionData) => ready().hint(request),
    findWinnableDeal(
      request: FindWinnableData,
      onProgress?: (progress: SearchProgress) => unknown,
    ): Answer<ReturnType<Engine['findWinnableDeal']> extends Answer<infer T> ? T : never> {
      try {
        return ready().findWinnableDeal(request, onProgress);
      } finally {
        // Closes the callback's message port, which would otherwise stay open in the caller.
        (onProgress as Comlink.Remote<unknown> | undefined)?.[Comlink.releaseProxy]();
      }
    },
  };
}

export type WorkerApi = ReturnType<typeof createWorkerApi>;
