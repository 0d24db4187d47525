/**
 * What the browser and Node clients share about their workers: the solver module is
 * compiled once and given to each worker's `init`, a worker dies at most once, and a
 * death the pool asked for (`terminate`) is not reported as a crash.
 */
import { compileSolverModule, type WasmSource } from '@naipe/solver';
import { AnalysisError } from './errors.js';
import type { WorkerHandle } from './pool.js';
import type { RemoteWorker } from './service.js';

export async function compileSolver(wasm: WasmSource | undefined): Promise<WebAssembly.Module> {
  try {
    return await compileSolverModule(wasm);
  } catch (error) {
    throw new AnalysisError(
      'ERR_WORKER_START',
      `cannot load the solver from ${String(wasm ?? "@naipe/solver's release build")}: ${(error as Error).message}`,
    );
  }
}

/** Starts a worker's solver: `api.init` with the module, or with where to compile it from. */
export type StartSolver = (api: RemoteWorker) => Promise<unknown>;

/** Compiled here, in the calling thread, on first use, then handed to every worker. */
export function compiledHere(wasm: WasmSource | undefined): StartSolver {
  let compiled: Promise<WebAssembly.Module> | undefined;
  return (api) => {
    compiled ??= compileSolver(wasm);
    return compiled.then((module) => api.init(module));
  };
}

/**
 * Compiled by the first worker from a URL, never by the calling thread (a page's main
 * thread stays free), and its module handed back for the workers after it. A first
 * worker that fails to compile leaves the next one to try again.
 */
export function compiledInFirstWorker(wasm: WebAssembly.Module | string | URL): StartSolver {
  if (wasm instanceof WebAssembly.Module) return (api) => api.init(wasm);
  let compiled: Promise<WebAssembly.Module> | undefined;
  return (api) => {
    if (compiled) return compiled.then((module) => api.init(module));
    const first = api.init(String(wasm));
    compiled = first;
    first.catch(() => {
      if (compiled === first) compiled = undefined;
    });
    return first;
  };
}

export interface WorkerControls {
  readonly api: RemoteWorker;
  readonly start: StartSolver;
  terminate(): void;
  setBusy?(busy: boolean): void;
}

/** The pool's handle on a worker, and `die` for the platform's death events to call. */
export function handleWorker(controls: WorkerControls): {
  readonly handle: WorkerHandle<RemoteWorker>;
  readonly die: (cause: AnalysisError) => void;
} {
  let terminated = false;
  let listener: ((cause: AnalysisError) => void) | undefined;
  let deathCause: AnalysisError | undefined;
  const ready = controls
    .start(controls.api)
    .then(() => undefined)
    .catch((error: unknown) => {
      if (error instanceof AnalysisError) throw error;
      throw new AnalysisError(
        'ERR_WORKER_START',
        `the solver's worker could not start: ${(error as Error).message}`,
      );
    });
  const handle: WorkerHandle<RemoteWorker> = {
    api: controls.api,
    ready,
    onDeath(onDeath) {
      listener = onDeath;
      if (deathCause) onDeath(deathCause);
    },
    terminate() {
      terminated = true;
      controls.terminate();
    },
    ...(controls.setBusy ? { setBusy: controls.setBusy } : {}),
  };
  const die = (cause: AnalysisError) => {
    if (terminated || deathCause) return;
    deathCause = cause;
    listener?.(cause);
  };
  return { handle, die };
}
