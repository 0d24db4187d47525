/**
 * The analysis service for Node: workers are worker_threads running `node-worker.js`,
 * talking comlink through its node adapter. The WASM module is compiled once, here, and
 * sent to each worker, which only instantiates it.
 */
import { availableParallelism } from 'node:os';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { compileSolverModule, wasmUrl } from '@naipe/solver';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { AnalysisError } from './errors.js';
import type { WorkerHandle } from './pool.js';
import { createAnalysisService, type RemoteWorker, type ServiceOptions } from './service.js';
import { SOLVER_GAMES } from './solver-games.js';
import type { AnalysisService } from './types.js';
import type { WorkerApi } from './worker-api.js';

export interface NodeServiceOptions extends ServiceOptions {
  /** The solver's WASM: a compiled module, or a path or file URL of the .wasm (default: @naipe/solver's release build). */
  readonly wasm?: WebAssembly.Module | string | URL;
  /** Limits of each worker thread's JavaScript heap; a worker past them is replaced. */
  readonly resourceLimits?: ResourceLimits;
  /** Told of every worker thread the pool starts (to watch it; the pool owns it). */
  readonly onWorkerStart?: (worker: Worker) => void;
}

const WORKER_SCRIPT = new URL('./node-worker.js', import.meta.url);

export function createNodeAnalysisService(options: NodeServiceOptions = {}): AnalysisService {
  let compiled: Promise<WebAssembly.Module> | undefined;
  // Compiled on first use, so creating a service costs nothing until it is asked something.
  const module = () => {
    compiled ??= compileSolver(options.wasm);
    return compiled;
  };
  return createAnalysisService({
    ...options,
    hardwareThreads: availableParallelism(),
    supportedGames: SOLVER_GAMES,
    spawn: () => spawnNodeWorker(module(), options),
  });
}

async function compileSolver(wasm: NodeServiceOptions['wasm']): Promise<WebAssembly.Module> {
  try {
    return await compileSolverModule(wasm);
  } catch (error) {
    throw new AnalysisError(
      'ERR_WORKER_START',
      `cannot load the solver from ${String(wasm ?? wasmUrl())}: ${(error as Error).message}`,
    );
  }
}

function spawnNodeWorker(
  module: Promise<WebAssembly.Module>,
  options: NodeServiceOptions,
): WorkerHandle<RemoteWorker> {
  const worker = new Worker(WORKER_SCRIPT, {
    ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
  });
  options.onWorkerStart?.(worker);
  const api = Comlink.wrap<WorkerApi>(nodeEndpoint(worker));
  let terminated = false;
  let died: ((cause: AnalysisError) => void) | undefined;
  let deathCause: AnalysisError | undefined;
  const die = (cause: AnalysisError) => {
    if (terminated || deathCause) return;
    deathCause = cause;
    died?.(cause);
  };
  worker.on('error', (error: Error & { code?: string }) => {
    die(
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new AnalysisError(
            'ERR_OUT_OF_MEMORY',
            `the solver's worker ran out of memory: ${error.message}`,
          )
        : new AnalysisError('ERR_WORKER_CRASHED', `the solver's worker crashed: ${error.message}`),
    );
  });
  worker.on('exit', (code) => {
    die(
      new AnalysisError(
        'ERR_WORKER_CRASHED',
        `the solver's worker stopped unexpectedly (exit code ${code}) during the call`,
      ),
    );
  });
  const ready = module.then((compiled) =>
    api.init(compiled).catch((error: unknown) => {
      throw new AnalysisError(
        'ERR_WORKER_START',
        `the solver's worker could not start: ${(error as Error).message}`,
      );
    }),
  );
  return {
    api,
    ready,
    onDeath(listener) {
      died = listener;
      if (deathCause) listener(deathCause);
    },
    terminate() {
      terminated = true;
      void worker.terminate();
    },
    // An idle worker must not keep a finished program running; a busy one must.
    setBusy(busy) {
      if (busy) worker.ref();
      else worker.unref();
    },
  };
}

export * from './index.js';
