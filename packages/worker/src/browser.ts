/**
 * The analysis service for browsers: workers are module Web Workers running
 * `browser-worker.js`. The worker is named with `new URL(..., import.meta.url)` so that
 * bundlers (Vite, webpack, esbuild) find it and bundle it as a worker of its own.
 *
 * The WASM module is fetched and compiled once, by the first worker (never on the page's
 * main thread), and its compiled module is posted on to each later worker, which does not
 * compile it again.
 */

import { SOLVED_GAME_IDS } from '@naipe/solver/games';
import * as Comlink from 'comlink';
import { AnalysisError } from './errors.js';
import { compiledInFirstWorker, handleWorker, type StartSolver } from './handle.js';
import type { WorkerHandle } from './pool.js';
import { createAnalysisService, type RemoteWorker, type ServiceOptions } from './service.js';
import type { AnalysisService } from './types.js';
import type { WorkerApi } from './worker-api.js';

export interface BrowserServiceOptions extends ServiceOptions {
  /**
   * The solver's WASM: its URL (with Vite, `import wasmUrl from '@naipe/solver/solver.wasm?url'`)
   * or a module already compiled.
   */
  readonly wasm: string | URL | WebAssembly.Module;
}

export function createBrowserAnalysisService(options: BrowserServiceOptions): AnalysisService {
  const start = compiledInFirstWorker(options.wasm);
  return createAnalysisService({
    ...options,
    hardwareThreads: globalThis.navigator?.hardwareConcurrency ?? 2,
    supportedGames: SOLVED_GAME_IDS,
    spawn: () => spawnBrowserWorker(start),
  });
}

function spawnBrowserWorker(start: StartSolver): WorkerHandle<RemoteWorker> {
  const worker = new Worker(new URL('./browser-worker.js', import.meta.url), { type: 'module' });
  const { handle, die } = handleWorker({
    api: Comlink.wrap<WorkerApi>(worker),
    start,
    terminate: () => worker.terminate(),
  });
  // A Web Worker reports a script that fails to load, or an uncaught error, here; a
  // worker the browser kills for memory may say nothing, which the pool's watchdog covers.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    die(
      new AnalysisError(
        'ERR_WORKER_CRASHED',
        `the solver's worker failed: ${event.message || 'its script could not run'}`,
      ),
    );
  });
  return handle;
}

export * from './index.js';
