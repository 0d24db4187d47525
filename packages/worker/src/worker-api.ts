/**
 * The object a worker exposes over comlink, the same in a Web Worker and in a
 * worker_threads worker. The WASM module is compiled once, by the pool's thread or by the
 * first worker's `init`, and handed to each later worker's `init`, which instantiates it.
 */
import { compileSolverModule } from '@naipe/solver';
import * as Comlink from 'comlink';
import {
  type DealData,
  type DealsData,
  Engine,
  type EngineProgress,
  type FindWinnableData,
  type PositionData,
  type SolverCore,
} from './engine.js';

export type LoadSolver = (module: WebAssembly.Module) => Promise<SolverCore> | SolverCore;

/** The module itself, or the URL of the `.wasm` to fetch and compile in this worker. */
export type SolverSource = WebAssembly.Module | string;

async function compileIn(source: SolverSource): Promise<WebAssembly.Module> {
  if (source instanceof WebAssembly.Module) return source;
  try {
    return await compileSolverModule(source);
  } catch (error) {
    throw new Error(`cannot load the solver from ${source}: ${(error as Error).message}`);
  }
}

export function createWorkerApi(loadSolver: LoadSolver) {
  let engine: Engine | undefined;
  const ready = (): Engine => {
    // The pool always awaits init first; reaching this without it is a bug in the pool.
    if (engine === undefined) throw new Error('worker used before init(module)');
    return engine;
  };
  return {
    /** Starts the solver; answers with the module, for the pool to hand to later workers. */
    async init(source: SolverSource): Promise<WebAssembly.Module> {
      const module = await compileIn(source);
      engine = new Engine(await loadSolver(module));
      return module;
    },
    analyzeDeal: (request: DealData) => ready().analyzeDeal(request),
    analyzeDeals: (request: DealsData) => ready().analyzeDeals(request),
    analyzePosition: (request: PositionData) => ready().analyzePosition(request),
    hint: (request: PositionData) => ready().hint(request),
    async findWinnableDeal(
      request: FindWinnableData,
      onProgress?: (progress: EngineProgress) => unknown,
    ): Promise<ReturnType<Engine['findWinnableDeal']>> {
      // The answer and the progress travel on different message ports, so nothing orders
      // them; waiting for every report to be acknowledged before answering means the
      // caller has heard of each deal tried by the time its promise settles.
      const delivered: Promise<unknown>[] = [];
      const report =
        onProgress &&
        ((progress: EngineProgress) => {
          const acknowledged = Promise.resolve(onProgress(progress));
          delivered.push(acknowledged);
          return acknowledged;
        });
      try {
        return ready().findWinnableDeal(request, report);
      } finally {
        await Promise.allSettled(delivered);
        // Closes the callback's message port, which would otherwise stay open in the caller;
        // a listener in this thread (as in the tests) has none.
        const release = (onProgress as Comlink.Remote<unknown> | undefined)?.[Comlink.releaseProxy];
        if (typeof release === 'function') release();
      }
    },
  };
}

export type WorkerApi = ReturnType<typeof createWorkerApi>;
