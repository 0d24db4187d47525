/**
 * The analysis service for Node: workers are worker_threads running `node-worker.js`,
 * talking comlink through its node adapter. The WASM module is compiled once, here, and
 * sent to each worker, which only instantiates it.
 */
import { availableParallelism } from 'node:os';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { SOLVED_GAME_IDS } from '@naipe/solver/games';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { AnalysisError } from './errors.js';
import { compiledHere, handleWorker, type StartSolver } from './handle.js';
import type { WorkerHandle } from './pool.js';
import { createAnalysisService, type RemoteWorker, type ServiceOptions } from './service.js';
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
  // Compiled on first use, so creating a service costs nothing until it is asked something.
  const start = compiledHere(options.wasm);
  return createAnalysisService({
    ...options,
    hardwareThreads: availableParallelism(),
    supportedGames: SOLVED_GAME_IDS,
    spawn: () => spawnNodeWorker(start, options),
  });
}

function spawnNodeWorker(
  start: StartSolver,
  options: NodeServiceOptions,
): WorkerHandle<RemoteWorker> {
  const worker = new Worker(WORKER_SCRIPT, {
    ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
  });
  options.onWorkerStart?.(worker);
  const { handle, die } = handleWorker({
    api: Comlink.wrap<WorkerApi>(nodeEndpoint(worker)),
    start,
    terminate: () => void worker.terminate(),
    // An idle worker must not keep a finished program running; a busy one must.
    setBusy: (busy) => (busy ? worker.ref() : worker.unref()),
  });
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
  return handle;
}

export * from './index.js';
